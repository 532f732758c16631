"""The meld solver's public face: the arrangement of a hand with the lowest penalty
(R12-R16, H2, V1), the best discard, and going out (R10).

The search itself (`hand_search`) finds the most points the hand can save by melding;
`laying_out` turns its choices into an `Arrangement` a learner can read. A `SolvedHand`
checks the input once, compiles the hand once, picks the search once (`hand_answers`, or
`half_wild_search` for a wild under `wild_share="half"`), and answers every question asked
of it, each worked out when first asked and then kept: a widget that shows a hand's best
arrangement and its way out asks one `SolvedHand` both. The functions below ask one
question of a new one. Each asks of the search what it needs and no more (the penalty alone
where only the number matters). Only a hand with no meld at all pays for its wilds (H2).

>>> best_arrangement("5H 6H KS 8H 9C 9D KH", round=11).penalty
0
>>> best_arrangement("2C 7D QS", round=1).penalty
19
>>> hand = SolvedHand("4H 5H 6H QS", round=1)
>>> hand.arrangement().penalty, hand.go_out()
(10, (Q♠, Arrangement(Meld('run', 4♥ 5♥ 6♥); deadwood: none; penalty 0)))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card, as_cards, check_copies
from ..language.quoting import quote
from ..melds import Arrangement
from ..rules import Rules, check_round, check_rules
from .compiled_hand import CompiledHand
from .half_wild_search import HalfWildAnswers, needs_half_wild_search
from .hand_answers import HandAnswers

__all__ = ["DEFAULT_LIMIT", "MAX_HAND_CARDS", "MAX_SOLVER_CARDS", "SolvedHand", "all_best_arrangements",
           "best_arrangement", "best_discard", "best_discard_penalty", "best_penalty", "can_go_out",
           "discard_penalties", "go_out"]

MAX_HAND_CARDS = 14  # the most a player ever holds: 13 dealt in round 11 and 1 drawn (R4, R9)
# The most cards the solver takes: two hands' worth. Every hand of 26 cards tried (random,
# one or two suits, few ranks, with and without wilds) is solved within 15 ms, but the
# search grows fast beyond: some hands of 35 cards take half a second, of 70 cards seconds.
MAX_SOLVER_CARDS = 26
DEFAULT_LIMIT = 100  # arrangements listed by all_best_arrangements unless told otherwise


class SolvedHand:
    """A hand of a round under the rules, checked and compiled once, that answers the
    solver's questions: `arrangement`, `penalty`, `discard`, `discard_penalty`,
    `discard_penalties`, `go_out`, `can_go_out` and `all_arrangements`. Bad input (a bad
    round, card or rules, more than `most` cards, more copies of a card than the decks
    hold) raises ValueError here, before any search."""

    def __init__(self, cards: str | Iterable[Card], round: int, rules: Rules | None = None,
                 most: int = MAX_SOLVER_CARDS) -> None:
        check_round(round)
        rules = check_rules(rules)
        hand = as_cards(cards, rules.jokers > 0)
        _check_size(hand, most)
        self.cards, self.round, self.rules = tuple(hand), round, rules
        self._answers: HandAnswers | HalfWildAnswers
        if needs_half_wild_search(hand, round, self.rules):
            check_copies(hand, self.rules.most_decks, self.rules.jokers)  # R2, as a compiled hand checks
            self._answers = HalfWildAnswers(hand, round, self.rules)
        else:
            self._answers = HandAnswers(hand, CompiledHand(hand, round, self.rules))  # copies checked there (R2)

    def _check_a_card(self) -> None:
        if not self.cards:
            raise ValueError("an empty hand has nothing to discard")

    def __repr__(self) -> str:
        return f"SolvedHand({' '.join(map(str, self.cards))}; round {self.round}; {self.rules!r})"

    def arrangement(self) -> Arrangement:
        """The arrangement with the lowest penalty (R12-R16, H2, V1)."""
        return self._answers.arrangement()

    def penalty(self) -> int:
        """The lowest penalty alone, without laying out the arrangement."""
        return self._answers.penalty()

    def discard(self) -> tuple[Card, Arrangement]:
        """The discard that leaves the lowest penalty, and the best arrangement of the rest;
        a natural card is preferred to a wild when both are as good (a wild helps the next
        player)."""
        self._check_a_card()
        return self._answers.discard()

    def discard_penalty(self) -> tuple[Card, int]:
        """`discard` without laying out the arrangement: the card, and the penalty kept."""
        self._check_a_card()
        return self._answers.discard_penalty()

    def discard_penalties(self) -> dict[Card, int]:
        """The lowest penalty of the cards kept after each distinct discard."""
        return self._answers.discard_penalties()

    def go_out(self) -> tuple[Card, Arrangement] | None:
        """For a hand just after drawing: `(discard, arrangement)` if every card but the
        discard can be laid down in melds (R10), else None."""
        self._check_a_card()
        return self._answers.going_out()

    def can_go_out(self) -> bool:
        """`go_out` answered yes or no, without laying out the melds."""
        return bool(self.cards) and self._answers.can_go_out()

    def all_arrangements(self, limit: int = DEFAULT_LIMIT) -> list[Arrangement]:
        """Distinct arrangements with the lowest penalty, at most `limit` of them, for a hand
        of at most `MAX_HAND_CARDS` cards (`all_best_arrangements`)."""
        _check_size(self.cards, MAX_HAND_CARDS)
        if type(limit) is not int or limit < 1:
            raise ValueError(f"bad limit {quote(limit)}: how many arrangements to list, a whole number from 1")
        return self._answers.all_arrangements(limit)


def _check_size(cards: Sequence[Card], most: int) -> None:
    """Refuse more than `most` cards, saying how many a hand holds."""
    if len(cards) > most:
        raise ValueError(f"too many cards: {len(cards)}, and the solver takes at most {most} here; a hand holds "
                         f"at most {MAX_HAND_CARDS} (13 dealt in round 11 and 1 drawn, R4, R9)")


# --- One question each ---------------------------------------------------------------------


def best_arrangement(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> Arrangement:
    """The arrangement of a hand with the lowest penalty (R12-R16, H2, V1).

    Works for hands from one or more decks, with any number of wilds, of up to
    `MAX_SOLVER_CARDS` (26) cards: more is refused with a ValueError.

    >>> best_arrangement("5H 6H KS 8H 9C 9D KH", round=11)
    Arrangement(Meld('run', 5♥ 6♥ K♥→7♥ 8♥), Meld('set', 9♣ 9♦ K♠→9♠); deadwood: none; penalty 0)
    """
    return SolvedHand(cards, round, rules).arrangement()


def best_penalty(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> int:
    """Just the lowest penalty, without laying out the arrangement: for computer players
    and counting, where only the number matters.

    >>> best_penalty("5H 6H 7H QS 2C", round=11)
    12
    """
    return SolvedHand(cards, round, rules).penalty()


def best_discard(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement]:
    """The discard that leaves the lowest penalty, and the best arrangement of the rest.
    A natural card is preferred to a wild when both are as good (a wild helps the next
    player).

    >>> best_discard("4H 5H 6H QS", round=1)
    (Q♠, Arrangement(Meld('run', 4♥ 5♥ 6♥); deadwood: none; penalty 0))
    """
    return SolvedHand(cards, round, rules).discard()


def best_discard_penalty(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, int]:
    """`best_discard` without laying out the arrangement: the discard, and the lowest
    penalty of the cards kept. For computer players weighing many hands.

    >>> best_discard_penalty("4H 5H 6H QS 2C", round=1)
    (Q♠, 2)
    """
    return SolvedHand(cards, round, rules).discard_penalty()


def go_out(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement] | None:
    """For a hand just after drawing: `(discard, arrangement)` if the player can go out
    (every card but the discard in melds, R10), else None. The melds are laid out only
    when the answer is yes.

    >>> go_out("3C 4H 5H 6H", round=11)
    (3♣, Arrangement(Meld('run', 4♥ 5♥ 6♥); deadwood: none; penalty 0))
    """
    return SolvedHand(cards, round, rules).go_out()


def can_go_out(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> bool:
    """Can a player holding these cards (just after drawing) go out: does some discard
    leave every other card in a meld (R10)? Like `ttlearn.go_out`, but only the answer,
    from one search with a discard (no card is tried in turn).

    >>> can_go_out("4H 5H 6H QS", round=1), can_go_out("4H 5H 7H QS", round=1)
    (True, False)
    """
    return SolvedHand(cards, round, rules).can_go_out()


def discard_penalties(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> dict[Card, int]:
    """The lowest penalty of the cards kept after each possible discard: one entry for
    each distinct card of the hand, from one search (see `SolvedHand.discard_penalties`).

    >>> discard_penalties("5H 6H 7H QS", round=11)
    {5♥: 23, 6♥: 22, 7♥: 21, Q♠: 0}
    """
    return SolvedHand(cards, round, rules).discard_penalties()


def all_best_arrangements(cards: str | Iterable[Card], round: int, rules: Rules | None = None,
                          limit: int = DEFAULT_LIMIT) -> list[Arrangement]:
    """Distinct arrangements with the lowest penalty, at most `limit` of them (every one
    if there are fewer). Arrangements are distinct when they group the natural cards
    differently or leave different cards over; melds are shown joined and wilds placed as
    `best_arrangement` places them. The search finds them one at a time and stops at
    `limit`, so the answer comes at once even for a hand with thousands. A hand of more
    than `MAX_HAND_CARDS` (14) cards is refused: no round deals one.

    >>> for a in all_best_arrangements("5H 6H 7H 6S 6D", round=11): print(a)
    Arrangement(Meld('run', 5♥ 6♥ 7♥); deadwood: 6♦ 6♠; penalty 12)
    Arrangement(Meld('set', 6♦ 6♥ 6♠); deadwood: 5♥ 7♥; penalty 12)
    """
    return SolvedHand(cards, round, rules, most=MAX_HAND_CARDS).all_arrangements(limit)
