"""A card as the solver counts it, and what each count scores.

The solver's tables and packed states number the 52 cards 0..51, `(rank - 1) * 4 + suit`
with the suits in the order C, D, H, S (the order `Card` sorts them in, by letter), so
sorting codes sorts cards; the joker is 52. A round's points are a tuple by code
(`points_by_code`), and how natural cards score under the rules is a small number, the
point scheme, which keeps the solver's shared tables and memo apart (`point_scheme`).

>>> from ttlearn.cards import JOKER, Card
>>> card_code(Card(1, "C")), card_code(Card(7, "H")), card_code(Card(13, "S")), card_code(JOKER)
(0, 26, 51, 52)
>>> CARD_OF_CODE[26]
7♥
>>> point_scheme(Rules()), point_scheme(Rules(aces="high_or_low"))
(0, 1)
"""

from __future__ import annotations

from typing import Final

from ..cards import JOKER, JOKER_RANK, Card, card_of
from ..rules import NATURAL_POINTS, Rules

SUIT_ORDER: Final = "CDHS"  # the order Card sorts suits in, by letter
# A suit's place in SUIT_ORDER, by the code point of its letter: an index into a tuple is
# read faster than a dict, and the solver reads one for every card of every hand.
SUIT_NUMBER: Final = tuple(SUIT_ORDER.find(chr(point)) for point in range(128))
JOKER_CODE: Final = 52
CARD_OF_CODE: Final = tuple(card_of(code // 4 + 1, SUIT_ORDER[code % 4]) for code in range(52)) + (JOKER,)


def card_code(card: Card) -> int:
    """The card's number in the solver's tables: 0 for A♣ ... 51 for K♠, 52 for the joker."""
    if card.rank == JOKER_RANK:
        return JOKER_CODE
    return (card.rank - 1) * 4 + SUIT_NUMBER[ord(card.suit)]


def points_by_code(round: int, rules: Rules) -> tuple[int, ...]:
    """The points of every card code (`Rules.points`), for one round and rule set (R16, H2,
    V1); a hand reads them from its round's rules, worked out once a round (`compiled_hand`)."""
    return tuple(rules.points(card, round) for card in CARD_OF_CODE)


# The rules on how natural cards score (R16, V1, house rules). The ace rule among them changes
# the melds too (V1), which the meld tables read from bit 0 of a scheme; the others are numbered.
SCHEME_RULES: Final = Rules.affecting(NATURAL_POINTS)
_NUMBERED_RULES: Final = tuple(name for name in SCHEME_RULES if name != "aces")


def point_scheme(rules: Rules) -> int:
    """A small number for how natural cards score under `rules` (`SCHEME_RULES`: the ace
    rule, `ace_penalty` and `face_cards`): the solver's tables and memo are kept apart by it.
    Bit 0 is the ace rule; the standard scorings are 0 (R3) and 1 (V1)."""
    number = _SCHEMES.setdefault(_scheme_key(rules), len(_SCHEMES))
    scheme = 2 * number + rules.aces_high
    if scheme not in SCHEME_POINTS:
        on_points = Rules(**{name: getattr(rules, name) for name in SCHEME_RULES})
        SCHEME_POINTS[scheme] = tuple(on_points.points(Card(rank, "C"), 1) for rank in range(1, 14))
    return scheme


def _scheme_key(rules: Rules) -> tuple[object, ...]:
    return tuple(getattr(rules, name) for name in _NUMBERED_RULES)


_SCHEMES: dict[tuple[object, ...], int] = {_scheme_key(Rules()): 0}
SCHEME_POINTS: Final[dict[int, tuple[int, ...]]] = {}  # by point_scheme: the points of Ace ... King left over
