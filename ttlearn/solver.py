"""The meld solver: the arrangement of a hand with the lowest penalty (R12-R16, H2, V1),
the best discard, and going out (R10).

The search itself (`ttlearn.search`) finds the most points the hand can save by melding;
`ttlearn.laying_out` turns its choices into an `Arrangement` a learner can read. This
module is the public face: it checks the input, picks the search (`ttlearn.house_search`
for `wild_share="half"`), and weighs the discards, a wild's among them; each function asks
of the search what it needs and no more (the penalty alone where only the number matters).
Only a hand with no meld at all pays for its wilds (H2).

>>> best_arrangement("5H 6H KS 8H 9C 9D KH", round=11).penalty
0
>>> best_arrangement("2C 7D QS", round=1).penalty
19
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .cards import Card, as_cards
from .compiled_hand import CARD_OF_CODE, CompiledHand
from .house_search import (
    house_all_arrangements,
    house_arrangement,
    house_discard,
    house_discard_penalties,
    house_penalty,
    needs_house_search,
)
from .laying_out import arrangement_from_path, wilds_meld
from .melds import Arrangement
from .quoting import quote
from .rules import MIN_MELD, Rules, check_round, check_rules
from .search import Solution

__all__ = ["DEFAULT_LIMIT", "MAX_HAND_CARDS", "MAX_SOLVER_CARDS", "all_best_arrangements", "best_arrangement",
           "best_discard", "best_discard_penalty", "best_penalty", "can_go_out", "discard_penalties", "go_out"]

MAX_HAND_CARDS = 14  # the most a player ever holds: 13 dealt in round 11 and 1 drawn (R4, R9)
# The most cards the solver takes: two hands' worth. Every hand of 26 cards tried (random,
# one or two suits, few ranks, with and without wilds) is solved within 15 ms, but the
# search grows fast beyond: some hands of 35 cards take half a second, of 70 cards seconds.
MAX_SOLVER_CARDS = 26
DEFAULT_LIMIT = 100  # arrangements listed by all_best_arrangements unless told otherwise


def _prepare(cards: str | Iterable[Card], round: int, rules: Rules | None,
             most: int = MAX_SOLVER_CARDS) -> tuple[list[Card], Rules]:
    """Check the round and read the cards (a bad one raises ValueError), at most `most` of
    them; CompiledHand checks the number of copies (R2)."""
    check_round(round)
    cards = as_cards(cards)
    if len(cards) > most:
        raise ValueError(f"too many cards: {len(cards)}, and the solver takes at most {most} here; a hand holds "
                         f"at most {MAX_HAND_CARDS} (13 dealt in round 11 and 1 drawn, R4, R9)")
    return cards, check_rules(rules)


# --- The public solver ------------------------------------------------------------------


def best_arrangement(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> Arrangement:
    """The arrangement of a hand with the lowest penalty (R12-R16, H2, V1).

    Works for hands from one or more decks, with any number of wilds, of up to
    `MAX_SOLVER_CARDS` (26) cards: more is refused with a ValueError.

    >>> best_arrangement("5H 6H KS 8H 9C 9D KH", round=11)
    Arrangement(Meld('run', 5♥ 6♥ K♥→7♥ 8♥), Meld('set', 9♣ 9♦ K♠→9♠); deadwood: none; penalty 0)
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    if needs_house_search(cards, round, rules):
        return house_arrangement(cards, round, rules)
    return arrangement_from_path(hand, Solution(hand).first_path())


def best_penalty(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> int:
    """Just the lowest penalty, without laying out the arrangement: for computer players
    and counting, where only the number matters.

    >>> best_penalty("5H 6H 7H QS 2C", round=11)
    12
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    if needs_house_search(cards, round, rules):
        return house_penalty(cards, round, rules)
    return _penalty(hand, Solution(hand).value, hand.wild_cards)


def _wilds_left_over(hand: CompiledHand, kept: Sequence[Card]) -> int:
    """The points of the wilds `kept` in a hand where no natural card is melded: none if
    they make a meld of their own, else each scores (H2, `Rules.joker_penalty`)."""
    if len(kept) >= MIN_MELD and wilds_meld(hand.rules, kept):
        return 0
    return hand.wild_points(kept)


def _penalty(hand: CompiledHand, saved: int, kept: Sequence[Card]) -> int:
    """The penalty of the hand's naturals less `saved` points, with the wilds `kept`: only
    a hand with no meld at all (and no meld of wilds alone) pays for its wilds (H2)."""
    penalty = hand.natural_value - saved
    if saved == 0:
        penalty += _wilds_left_over(hand, kept)
    return penalty


class _Discard(NamedTuple):
    """A kind of discard weighed by `_weigh_discards`: a natural card or a wild."""

    penalty: int  # the lowest penalty of the cards kept
    wild: bool  # a wild discard loses a tie (False sorts first)
    which: int = 0  # for a wild: its place in `hand.wild_cards`


def _wild_discards(hand: CompiledHand, saved: int) -> list[_Discard]:
    """Each kind of wild the hand could discard (a joker, a card of the wild rank), with the
    penalty of the rest; `saved` is what the naturals save with one wild fewer."""
    found, seen = [], set()
    for k, card in enumerate(hand.wild_cards):
        if card not in seen:
            seen.add(card)
            kept = hand.wild_cards[:k] + hand.wild_cards[k + 1:]
            found.append(_Discard(_penalty(hand, saved, kept), True, k))
    return found


def _weigh_discards(hand: CompiledHand) -> tuple[Solution, _Discard]:
    """The best discard, from one search: the knapsack with a discard (`leave_one`) gives
    the best natural discard, and its table at one wild fewer the best wild discard. A
    natural card is preferred to a wild when both are as good (a wild helps the next player)."""
    solution = Solution(hand, leave_one=True)
    choices = []
    if hand.types:
        saved = solution.value  # the discard's points count as saved
        penalty = hand.natural_value - saved
        if hand.n_wilds and saved == max(hand.values[t] for t in hand.types):
            # Saving no more than the dearest card means no discard leaves a meld (a meld
            # would save more, every card scoring): the wilds score (H2).
            penalty += _wilds_left_over(hand, hand.wild_cards)
        choices.append(_Discard(penalty, False))
    if hand.n_wilds:
        choices += _wild_discards(hand, solution.saved_with(hand.n_wilds - 1, discard=False))
    if not choices:
        raise ValueError("an empty hand has nothing to discard")
    return solution, min(choices)


def _discarded(hand: CompiledHand, solution: Solution, best: _Discard) -> Card:
    """The card `best` discards: its wild, or the natural the search left out."""
    return hand.wild_cards[best.which] if best.wild else hand.discard_card(solution.discard())


def _kept_arrangement(hand: CompiledHand, solution: Solution, best: _Discard) -> Arrangement:
    """The best arrangement of the cards kept after the discard `best`."""
    if best.wild:
        path = solution.first_path(wilds=hand.n_wilds - 1, discard=False)
        return arrangement_from_path(hand, path, hand.wild_cards[:best.which] + hand.wild_cards[best.which + 1:])
    return arrangement_from_path(hand, solution.first_path())


def best_discard(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement]:
    """The discard that leaves the lowest penalty, and the best arrangement of the rest.
    A natural card is preferred to a wild when both are as good (a wild helps the next
    player).

    >>> best_discard("4H 5H 6H QS", round=1)
    (Q♠, Arrangement(Meld('run', 4♥ 5♥ 6♥); deadwood: none; penalty 0))
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    if needs_house_search(cards, round, rules):
        return house_discard(cards, round, rules)
    solution, best = _weigh_discards(hand)
    return _discarded(hand, solution, best), _kept_arrangement(hand, solution, best)


def best_discard_penalty(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, int]:
    """`best_discard` without laying out the arrangement: the discard, and the lowest
    penalty of the cards kept. For computer players weighing many hands.

    >>> best_discard_penalty("4H 5H 6H QS 2C", round=1)
    (Q♠, 2)
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    if needs_house_search(cards, round, rules):
        card, arrangement = house_discard(cards, round, rules)
        return card, arrangement.penalty
    solution, best = _weigh_discards(hand)
    return _discarded(hand, solution, best), best.penalty


def go_out(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement] | None:
    """For a hand just after drawing: `(discard, arrangement)` if the player can go out
    (every card but the discard in melds, R10), else None. The melds are laid out only
    when the answer is yes.

    >>> go_out("3C 4H 5H 6H", round=11)
    (3♣, Arrangement(Meld('run', 4♥ 5♥ 6♥); deadwood: none; penalty 0))
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    if _two_loners(hand):
        return None
    if needs_house_search(cards, round, rules):
        card, arrangement = house_discard(cards, round, rules)
        return None if arrangement.penalty else (card, arrangement)
    solution, best = _weigh_discards(hand)
    if best.penalty:
        return None
    return _discarded(hand, solution, best), _kept_arrangement(hand, solution, best)


def can_go_out(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> bool:
    """Can a player holding these cards (just after drawing) go out: does some discard
    leave every other card in a meld (R10)? Like `ttlearn.go_out`, but only the answer,
    from one search with a discard (no card is tried in turn).

    >>> can_go_out("4H 5H 6H QS", round=1), can_go_out("4H 5H 7H QS", round=1)
    (True, False)
    """
    cards, rules = _prepare(cards, round, rules)
    if not cards:
        return False
    hand = CompiledHand(cards, round, rules)
    if _two_loners(hand):
        return False
    if needs_house_search(cards, round, rules):
        return house_discard(cards, round, rules)[1].penalty == 0
    return _weigh_discards(hand)[1].penalty == 0


def _two_loners(hand: CompiledHand) -> bool:
    """Two natural cards in no short meld (idea 4): one discard leaves the other over, so
    the hand cannot go out (R10), and no search is needed to say so."""
    return sum(hand.counts[t] for t in hand.always_left) > 1


def discard_penalties(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> dict[Card, int]:
    """The lowest penalty of the cards kept after each possible discard: one entry for
    each distinct card of the hand. Like `best_penalty` of the hand less each card in turn,
    from one search: a card taken out changes only its own group (idea 5), so only that
    group is searched again, and the wild discard is read from the knapsack's table.

    >>> discard_penalties("5H 6H 7H QS", round=11)
    {5♥: 23, 6♥: 22, 7♥: 21, Q♠: 0}
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    if needs_house_search(cards, round, rules):
        return house_discard_penalties(cards, round, rules)
    solution = Solution(hand)
    penalties: dict[Card, int] = {}
    for code in hand.types:
        saved = solution.saved_without(code)
        penalty = hand.natural_value - hand.values[code] - saved
        if saved == 0:
            penalty += _wilds_left_over(hand, hand.wild_cards)  # no meld at all: the wilds score (H2)
        for actual in sorted(set(hand.codes_of(code))):  # a merged code: every card behind it (idea 7)
            penalties[CARD_OF_CODE[actual]] = penalty
    if hand.n_wilds:
        for wild in _wild_discards(hand, solution.saved_with(hand.n_wilds - 1, discard=False)):
            penalties[hand.wild_cards[wild.which]] = wild.penalty
    return penalties


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
    cards, rules = _prepare(cards, round, rules, most=MAX_HAND_CARDS)
    if type(limit) is not int or limit < 1:
        raise ValueError(f"bad limit {quote(limit)}: how many arrangements to list, a whole number from 1")
    hand = CompiledHand(cards, round, rules, merge=False)  # which card of a rank is left over tells arrangements apart
    if needs_house_search(cards, round, rules):
        return house_all_arrangements(cards, round, rules, limit)
    found: dict[_Identity, Arrangement] = {}
    for path in Solution(hand).all_paths():
        arrangement = arrangement_from_path(hand, path)
        found.setdefault(_identity(arrangement), arrangement)
        if len(found) == limit:
            break
    return sorted(found.values(), key=_identity)


_Identity = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]  # each meld's cards, and the deadwood


def _identity(arrangement: Arrangement) -> _Identity:
    """What tells two arrangements apart: the cards of each meld, and the deadwood."""
    return tuple(sorted(tuple(sorted(m.cards)) for m in arrangement.melds)), arrangement.deadwood
