"""Exact counts over every deal of a round, read rank by rank (King down to Ace): the
complete deals, the deals that go out with the upcard, and the deals by best penalty,
for every round, one deck or two, in seconds (dynamic programming, as mahjong hands are
counted).

Deals are counted as physical cards, as everywhere in `ttlearn.count` (see `formulas`).

How it goes:

1. *Wilds are a budget* (R5, R15): a wild stands for any card, so only how many a deal
   holds matters, C(4·d, w) ways for w of them (jokers add to it). The natural cards are
   read one rank at a time; a deal is complete when they split into sets and runs that
   need no more wilds than it holds (R12, R13, R16): a set lives in one rank, a run in one
   suit and moves along the ranks, and leftover wilds join any meld (or make their own).
2. *What an arrangement needs to know* after some ranks is small: for each suit the runs
   still growing and their lengths up to three (`run_states`), and the wilds left. A
   *knowledge state* is every such partial arrangement the cards so far allow, each with
   the most wilds it leaves. Deals whose first ranks give the same knowledge state and the
   same number of cards end alike, so each knowledge state is carried once, with how many
   deals reach it.
3. *Forgetting what cannot matter* keeps the knowledge states few: a partial arrangement
   is dropped when another, with at least the wilds it would need to follow it, is as good
   (`run_states.SuitStates.extra_wilds`); a state that has wilds enough to meld every card
   still to come is simply complete; and the suits are interchangeable, so a knowledge
   state is kept in the first of its 24 renamings.

For going out with the upcard (R10) each partial arrangement also says whether it has
spared its one card (the discard); for the penalty (R16, H2) it spares any cards and
carries the fewest points they score, the knowledge state keeping each arrangement's
points above the best, and the deals counted by the best. There an arrangement is also
forgotten when it scores more above one that can stop now than all the cards still to
come could: the ranks are read from the King down, so those cards score least.

The knowledge states are numbered in `rank_knowledge`, and move on from rank to rank in
`rank_transitions`; this module carries the deals along those transitions.

>>> count_by_rank(1).counts == {0: 21136, 1: 964}
True
>>> complete_deals(11) / comb(52, 13)  # one deal in a thousand is complete in round 11
0.0010011852729577525
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from math import comb
from typing import Final

from ..cards import RANKS, SUITS, Card, as_cards, check_decks
from ..language.plurals import plural
from ..rules import CARDS, POINTS, Rules, check_round, check_rules, hand_size, is_wild, wild_rank
from .exact import refuse_house_rules
from .rank_knowledge import COMPLETE, Board, Column
from .rank_transitions import MeldCounter, PenaltyCounter
from .run_states import ACE, RANK, WILD

MEASURES: Final = ("complete", "go_out", "penalty")
MOST_POINTS: Final = 1000  # more than any card scores (R16, V1, house rules): a bound that prunes nothing
# The house rules the counter takes: jokers (more wilds, idea 1) and the points of leftover
# cards. Not those on the wilds in a meld: it spends wilds as a budget, any number in any meld.
COUNTED_HOUSE_RULES: Final = frozenset(Rules.affecting(CARDS, *POINTS, house=True))


@dataclass(frozen=True)
class RankCount:
    """The deals of a round counted rank by rank: `counts` maps each value of the measure
    (1 or 0 for "complete" and "go_out", the best penalty for "penalty") to its number of
    deals; `states` is how many (cards, knowledge state) pairs the count carried after
    each rank, Ace first (the penalty count finishes at the last rank: there, how many
    penalties); `knowledge` how many knowledge states it met in all."""

    round: int
    decks: int
    measure: str
    counts: dict[int, int]
    states: tuple[int, ...] = field(compare=False)
    knowledge: int = field(compare=False)
    seconds: float = field(compare=False)

    @property
    def deals(self) -> int:
        return sum(self.counts.values())

    def __repr__(self) -> str:
        return (f"RankCount(round {self.round}, {plural(self.decks, 'deck')}, {self.measure}: {self.deals} deals, "
                f"at most {max(self.states)} states a rank, {self.seconds:.2g} s)")


def _count_melds(board: Board, go_out: bool) -> tuple[int, list[int], int]:
    """The deals that are complete (or can go out): (deals, states after each position,
    knowledge states met)."""
    counter = MeldCounter(board, go_out)
    n, (rank_wilds, jokers) = board.cards, board.wild_cards
    empty = counter.encode((0, 0, 0, 0), 0)
    states: dict[tuple[int, int], int] = {}
    for w in range(min(rank_wilds + jokers, n) + 1):
        states[w, counter.number(((empty, w),))] = comb(rank_wilds + jokers, w)
    sizes = []
    for _, kind in board.positions():
        after: dict[tuple[int, int], int] = {}
        for (cards, k), deals in states.items():
            if k == COMPLETE:  # complete whatever comes: only the cards count
                for _, ways, size in board.columns(kind):
                    if cards + size <= n:
                        after[cards + size, k] = after.get((cards + size, k), 0) + deals * ways
                continue
            for new_cards, new, _, ways in counter.transitions(k, cards, kind):
                after[new_cards, new] = after.get((new_cards, new), 0) + deals * ways
        states = after
        sizes.append(len(states))
        counter.forget_orders()
    good = sum(deals for (cards, k), deals in states.items()
               if cards == n and (k == COMPLETE or counter.succeeds(k)))
    return good, sizes, len(counter.listed)


def _count_penalties(board: Board) -> tuple[dict[int, int], list[int], int]:
    """The deals by best penalty: ({penalty: deals}, states after each position, knowledge
    states met). Each (cards, knowledge state) carries its deals by the points of their best
    partial arrangement."""
    counter = PenaltyCounter(board)
    n, (rank_wilds, jokers) = board.cards, board.wild_cards
    states: dict[tuple[int, int], dict[int, int]] = {}
    for w in range(min(rank_wilds + jokers, n) + 1):
        if w == 1:  # a lone wild scores unless it joins a meld: which one it is matters (H2)
            starts = [(flag, ways) for flag, ways in ((1, rank_wilds), (2, jokers)) if ways]
        else:
            starts = [(0, comb(rank_wilds + jokers, w))]
        for flag, ways in starts:
            states[w, counter.number(((counter.encode((0, 0, 0, 0), flag), w, 0),))] = {0: ways}
    sizes = []
    *reading, (last, last_kind) = board.positions()
    for at, (rank, kind) in enumerate(reading):
        points = board.points(rank)
        most = max(board.points(r) for r, k in board.positions()[at + 1:] if k != WILD)  # a card still to come
        after: dict[tuple[int, int], dict[int, int]] = {}
        for (cards, k), by_points in states.items():
            for new_cards, new, added, ways in counter.transitions(k, cards, kind, points, most):
                target = after.setdefault((new_cards, new), {})
                for p, deals in by_points.items():
                    target[p + added] = target.get(p + added, 0) + deals * ways
        states = after
        sizes.append(len(states))
        counter.keep_only({k for _, k in states})
    counts: dict[int, int] = {}
    for (cards, k), by_points in states.items():  # the last rank: straight to the penalties
        for above, ways in counter.finish(k, cards, last_kind, board.points(last)).items():
            for p, deals in by_points.items():
                counts[p + above] = counts.get(p + above, 0) + deals * ways
    sizes.append(len(counts))
    return dict(sorted(counts.items())), sizes, len(counter.listed)


def hand_value(cards: str | Iterable[Card], round: int, rules: Rules | None = None, measure: str = "complete") -> int:
    """One hand read rank by rank as the count reads every deal: 1 if it is complete
    ("complete"), 1 if some discard leaves a complete hand ("go_out", R10), else 0; or its
    best penalty ("penalty", R16, H2). The solver's answers, found the counter's way: the
    tests check the one against the other on any hand.

    >>> hand_value("QH KH 3S", round=1)  # the wild plays as the Jack: a run never passes the King
    1
    >>> hand_value("QH KH AH", round=1), hand_value("QH KH AH", round=1, rules=Rules(aces="high_or_low"))
    (0, 1)
    >>> hand_value("3S 3H 3D", round=1), hand_value("2C 7D QS", round=1, measure="penalty")
    (1, 19)
    """
    check_round(round)
    rules = check_countable(rules)
    if measure not in MEASURES:
        raise ValueError(f"bad measure {measure!r}: one of {', '.join(MEASURES)}")
    hand = as_cards(cards, rules.jokers > 0)
    wr = wild_rank(round)
    naturals = Counter((c.rank, SUITS.index(c.suit)) for c in hand if not is_wild(c, round))
    wilds = (sum(c.rank == wr for c in hand), sum(c.is_joker for c in hand))
    board = Board(round, max(naturals.values(), default=1), rules, len(hand))
    columns = {rank: (naturals[rank, 0], naturals[rank, 1], naturals[rank, 2], naturals[rank, 3]) for rank in RANKS}
    if measure == "penalty":
        return _hand_penalty(board, columns, wilds)
    return _hand_melds(board, columns, sum(wilds), go_out=measure == "go_out")


def _hand_melds(board: Board, columns: dict[int, Column], wilds: int, go_out: bool) -> int:
    counter = MeldCounter(board, go_out, rename=False)
    state = counter.number(((counter.encode((0, 0, 0, 0), 0), wilds),))
    cards = wilds
    for rank, kind in board.positions():
        if state == COMPLETE:
            return 1
        col = columns[rank] if kind in (RANK, ACE) else (0, 0, 0, 0)
        cards += sum(col)
        after = counter.step(counter.listed[state], col, kind, board.cards - cards)
        if after is None:
            return 0
        state = after
    return int(state == COMPLETE or counter.succeeds(state))


def _hand_penalty(board: Board, columns: dict[int, Column], wilds: tuple[int, int]) -> int:
    counter = PenaltyCounter(board, rename=False)
    flag = (1 if wilds[0] else 2) if sum(wilds) == 1 else 0
    state = counter.number(((counter.encode((0, 0, 0, 0), flag), sum(wilds), 0),))
    cards, points = sum(wilds), 0
    for rank, kind in board.positions():
        col = columns[rank] if kind in (RANK, ACE) else (0, 0, 0, 0)
        cards += sum(col)
        moved = counter.step(counter.listed[state], col, kind, board.cards - cards, board.points(rank), MOST_POINTS)
        assert moved is not None, "leaving every card over is always an arrangement"
        state, added = moved
        points += added
    return points + counter.best(state)


def check_countable(rules: Rules | None) -> Rules:
    """The rules, if the rank-by-rank count takes them: any ace rule and wild penalty (V1,
    H2), jokers and the points of leftover cards too; the house rules that change what a
    meld may hold are refused, pointing to the Monte Carlo estimates."""
    rules = check_rules(rules)
    refuse_house_rules(rules, allowed=COUNTED_HOUSE_RULES)
    return rules


def _question(round: int, decks: int, rules: Rules | None, measure: str) -> Rules:
    """Check a question of the count, once, where it is asked: the round (R4), the decks,
    the measure; and return the rules to count by."""
    check_round(round)
    check_decks(decks)
    rules = check_rules(rules)
    if measure not in MEASURES:
        raise ValueError(f"bad measure {measure!r}: one of {', '.join(MEASURES)}")
    return rules


def count_by_rank(round: int, decks: int = 1, rules: Rules | None = None, measure: str = "complete") -> RankCount:
    """Count every deal of a round rank by rank, exactly: by whether it is complete
    (`measure="complete"`, R16: 1 or 0), whether its n + 1 cards (the deal and the upcard)
    can go out (`"go_out"`, R10), or by its best penalty (`"penalty"`, R16, H2).

    On one core, the complete deals of round 11 take half a second (one deck, 5 MB) or
    six seconds (two decks, 40 MB); going out with the upcard 8 s or two minutes; the
    penalties grow fastest: round 8 in seconds with one deck, round 11 in three minutes
    (half a gigabyte), two decks round 10 in six (benchmarks/combinatorics.py --rank).

    >>> count_by_rank(2, measure="go_out").counts[1]  # as the shipped table says
    73052
    """
    return _count(round, decks, _question(round, decks, rules, measure), measure)


def counted(round: int, decks: int = 1, rules: Rules | None = None, measure: str = "complete") -> RankCount:
    """`count_by_rank`, remembered: each count is made once a process."""
    return count_once(round, decks, _question(round, decks, rules, measure), measure)


@lru_cache(maxsize=128)
def count_once(round: int, decks: int, rules: Rules, measure: str) -> RankCount:
    """`counted` for a question its asker has checked (the round, the decks, the measure,
    the rules as a `Rules`): each count is made once a process."""
    return _count(round, decks, rules, measure)


def _count(round: int, decks: int, rules: Rules, measure: str) -> RankCount:
    """The count of a checked question; the house rules it cannot count are refused here."""
    refuse_house_rules(rules, allowed=COUNTED_HOUSE_RULES)
    board = Board(round, decks, rules, hand_size(round) + (measure == "go_out"))
    start = time.perf_counter()
    if measure == "penalty":
        counts, sizes, knowledge = _count_penalties(board)
    else:
        good, sizes, knowledge = _count_melds(board, go_out=measure == "go_out")
        counts = {0: comb(board.all_cards, board.cards) - good, 1: good}
    seconds = time.perf_counter() - start
    assert sum(counts.values()) == comb(board.all_cards, board.cards), "every deal is counted once"
    return RankCount(round, decks, measure, counts, tuple(sizes), knowledge, seconds)


def complete_deals(round: int, decks: int = 1, rules: Rules | None = None) -> int:
    """How many deals of a round are complete (every card in a meld, R16).

    >>> complete_deals(1), complete_deals(1, decks=2)
    (964, 8792)
    """
    return counted(round, decks, rules, "complete").counts[1]


def upcard_go_out_deals(round: int, decks: int = 1, rules: Rules | None = None) -> int:
    """How many deals of n + 1 cards (the deal and the upcard) can go out (R10)."""
    return counted(round, decks, rules, "go_out").counts[1]


def penalty_counts(round: int, decks: int = 1, rules: Rules | None = None) -> dict[int, int]:
    """The deals of a round by best penalty (R16, H2): {penalty: deals}."""
    return dict(counted(round, decks, rules, "penalty").counts)


__all__ = ["MEASURES", "RankCount", "check_countable", "complete_deals", "count_by_rank", "count_once", "counted",
           "hand_value", "penalty_counts", "upcard_go_out_deals"]
