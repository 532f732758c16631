"""Counting Three Thirteen hands: exact counts, exact probabilities, and the symmetry that
makes them reachable.

A deal of round r is n = r + 2 physical cards (R4) taken from 52·d cards (d decks, R2).
With two decks the two 7♥ are two different physical cards: there are C(104, n) deals,
and a hand holding 7♥ 7♥ is counted once for the one pair of physical 7♥s, while a hand
holding one 7♥ is counted twice (either physical 7♥). Every count and probability below
is over deals counted this way, so it is the chance a real shuffled deal gives.

>>> number_of_deals(1)
22100
>>> complete_deal_probability(1)
Fraction(241, 5525)

Counting every deal one by one is out of reach beyond a few cards (C(52, 7) is 133,784,560),
so the exact counts use three ideas a class can follow:

1. *Wilds are interchangeable* (R5, R15, H2): which wilds a hand holds never changes its
   penalty, only how many. So count the natural cards and multiply by C(4·d, wilds).
2. *Suits are interchangeable*: renaming the suits (♠→♥, ♥→♣, ...) keeps every set a set,
   every run a run and every card's points (the wild rank and V1 concern ranks, not
   suits). So the 24 renamings split the hands into classes of equal penalty; each class
   is evaluated once and counted with its size (24 / the renamings that fix it). The
   classes are generated directly, rank by rank, keeping only the alphabetically first
   hand of each class ("orderly generation"), so no hand is ever looked at twice.
3. *Most cards need no search*: a card with no partner for a meld (with no wild: no two
   more of its rank, no three in a row of its suit around it) is always left over (R16).
   Only the others, the *core*, go to the solver (`ttlearn.solver.best_penalty`), and
   most hands have no core at all. Cores repeat from class to class, so their penalties
   are remembered.

Where exact counting stops, `ttlearn.montecarlo` estimates.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from importlib import resources
from itertools import combinations
from math import comb, prod
from pathlib import Path
from typing import Iterable, Sequence

from .cards import RANKS, SUITS, Card, as_cards, deck
from .melds import arrange_run, arrange_set
from .rules import DEFAULT_RULES, Rules, card_points, check_round, hand_size, wild_rank
from .solver import best_penalty
from .symmetry import check_decks, children, classes_to_solve, columns, first_state, walk

TABLES_FILE = "combinatorics.json"
MIN_MELD = 3  # R12, R13


def number_of_deals(round: int, decks: int = 1) -> int:
    """How many different deals of round `round` there are: C(52·decks, round + 2), the two
    decks' identical cards counted as different physical cards (R2, R4).

    >>> [number_of_deals(r) for r in (1, 2, 11)]
    [22100, 270725, 635013559600]
    """
    return comb(52 * check_decks(decks), hand_size(round))


# --- Melds: how many sets and runs of each length -----------------------------------------


@dataclass(frozen=True)
class MeldCount:
    """How many melds of one length there are in a deck, by kind and number of wilds.

    `by_wilds[k]` is (sets, runs) holding exactly k wilds. A meld of naturals of one rank,
    or of wilds only, is a set; naturals of one suit and several ranks make a run (R12, R13,
    R15). Melds are counted as sets of physical cards, like deals.
    """

    length: int
    round: int | None
    decks: int
    by_wilds: tuple[tuple[int, int], ...]

    @property
    def sets(self) -> int:
        return sum(s for s, _ in self.by_wilds)

    @property
    def runs(self) -> int:
        return sum(r for _, r in self.by_wilds)

    @property
    def total(self) -> int:
        return self.sets + self.runs

    @property
    def without_wilds(self) -> tuple[int, int]:
        """(sets, runs) that use no wild card."""
        return self.by_wilds[0]

    def __repr__(self) -> str:
        when = "no wilds" if self.round is None else f"round {self.round}"
        return f"MeldCount({self.length} cards, {when}, {self.decks} deck(s): {self.sets} sets, {self.runs} runs)"


def meld_kind(naturals: Sequence[Card], wilds: int, wild_rank: int = 0, rules: Rules | None = None) -> str | None:
    """'set', 'run' or None: what these natural cards and `wilds` wild cards of
    `wild_rank` make, by the rules of `ttlearn.melds` (R12, R13, R15). `wild_rank` 0 means
    a game without wilds.

    >>> meld_kind([Card(5, "H"), Card(7, "H")], 1, wild_rank=3)
    'run'
    """
    if len(naturals) + wilds < MIN_MELD:
        return None
    wild_cards = [Card(wild_rank, SUITS[k % 4]) for k in range(wilds)]
    if not isinstance(arrange_set(naturals, wild_cards, wild_rank), str):
        return "set"
    aces_high = (rules or DEFAULT_RULES).aces_high
    if not isinstance(arrange_run(naturals, wild_cards, wild_rank, aces_high), str):
        return "run"
    return None


def meld_counts(length: int, round: int | None = None, decks: int = 1, rules: Rules | None = None) -> MeldCount:
    """How many `length`-card sets and runs a deck holds, in a game without wilds
    (`round=None`) or in a round with its wilds (R5).

    A set takes its naturals from the 4·d cards of one rank; a run takes one card of each of
    its ranks from one suit (d physical choices each). Each pattern of ranks is checked
    with the meld rules themselves, then multiplied out.

    >>> meld_counts(3)
    MeldCount(3 cards, no wilds, 1 deck(s): 52 sets, 44 runs)
    >>> meld_counts(3, round=1).by_wilds[1]  # one wild: a pair and a 3, or two cards of a suit close enough
    (288, 304)
    """
    if not isinstance(length, int) or length < MIN_MELD:
        raise ValueError(f"bad meld length {length!r}: a meld has at least {MIN_MELD} cards (R12, R13)")
    check_decks(decks)
    wr = wild_rank(round) if round is not None else 0
    natural_ranks = [r for r in RANKS if r != wr]
    copies = 4 * decks  # physical cards of one rank
    most_wilds = copies if round is not None else 0
    by_wilds = []
    for wilds in range(min(length, most_wilds) + 1):
        naturals = length - wilds
        sets = runs = 0
        if naturals == 0:
            sets = 1  # wilds only make a set (R15, H)
        elif naturals <= copies:
            for rank in natural_ranks:  # all ranks behave alike, but let the rules say so
                cards = [Card(rank, SUITS[k % 4]) for k in range(naturals)]
                if meld_kind(cards, wilds, wr, rules) == "set":
                    sets += comb(copies, naturals)
        if naturals >= 2:
            for ranks in combinations(natural_ranks, naturals):
                if meld_kind([Card(r, "H") for r in ranks], wilds, wr, rules) == "run":
                    runs += 4 * decks**naturals  # a suit, and which deck each card comes from
        by_wilds.append((sets * comb(most_wilds, wilds), runs * comb(most_wilds, wilds)))
    return MeldCount(length, round, decks, tuple(by_wilds))


def ways_to_split(n: int) -> int:
    """The Bell number B(n): how many ways n different cards split into groups (melds or
    single leftover cards). A search that tried them all would face this many splits; the
    solver's pruning and memoisation look at far fewer (see `ttlearn.search`).

    >>> [ways_to_split(n) for n in range(1, 8)]
    [1, 2, 5, 15, 52, 203, 877]
    """
    if not isinstance(n, int) or n < 0:
        raise ValueError(f"bad number of cards {n!r}: 0 or more")
    row = [1]  # the Bell triangle: each row starts with the last number of the row before
    for _ in range(n):
        new = [row[-1]]
        for x in row:
            new.append(new[-1] + x)
        row = new
    return row[0]


# --- Exact distributions over all deals ---------------------------------------------------


@dataclass(frozen=True)
class PenaltyDistribution:
    """How many deals of a round have each best penalty (R16, H2), counted exactly.

    `counts` pairs each penalty with its number of deals (physical-card deals, see the
    module docstring); `classes` is how many suit classes of natural cards were evaluated.
    """

    round: int
    decks: int
    counts: tuple[tuple[int, int], ...]
    classes: int = field(default=0, compare=False)

    @property
    def hand_size(self) -> int:
        return hand_size(self.round)

    @property
    def deals(self) -> int:
        return sum(n for _, n in self.counts)

    def probability(self, penalty: int) -> Fraction:
        """The share of deals with exactly this best penalty."""
        return Fraction(dict(self.counts).get(penalty, 0), self.deals)

    @property
    def complete(self) -> Fraction:
        """The share of deals that are complete: every card in a meld (penalty 0)."""
        return self.probability(0)

    @property
    def mean(self) -> Fraction:
        """The average best penalty of a deal."""
        return Fraction(sum(p * n for p, n in self.counts), self.deals)

    def as_dict(self) -> dict[int, int]:
        return dict(self.counts)

    def __repr__(self) -> str:
        return (f"PenaltyDistribution(round {self.round}, {self.decks} deck(s), {self.hand_size} cards: "
                f"{self.deals} deals, {dict(self.counts).get(0, 0)} complete)")


def _measure_penalty(cards: list[Card], round: int, rules: Rules) -> int:
    return best_penalty(cards, round, rules)


def can_go_out(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> bool:
    """Can a player holding these cards (just after drawing) go out: does some discard
    leave every other card in a meld (R10)? Like `ttlearn.go_out`, but only the answer.

    >>> can_go_out("4H 5H 6H QS", round=1), can_go_out("4H 5H 7H QS", round=1)
    (True, False)
    """
    cards = as_cards(cards)
    for k in range(len(cards)):
        if cards[k] not in cards[:k] and best_penalty(cards[:k] + cards[k + 1:], round, rules) == 0:
            return True
    return False


def _measure_go_out(cards: list[Card], round: int, rules: Rules) -> int:
    return int(can_go_out(cards, round, rules))


MEASURES = {"penalty": _measure_penalty, "go_out": _measure_go_out}


FIELD = 16  # bits per suit in a packed set of suit masks (ranks 1..13, 14 for a high Ace)
ACE_BITS = sum(1 << (FIELD * s + 1) for s in range(4))


@lru_cache(maxsize=None)
def _column_cards(round: int, decks: int, rules: Rules) -> tuple[list[int], list, list, list]:
    """For each natural rank of a round and each column code: its cards, each with its bit
    in a packed set of suit masks (bit `rank` of field `suit`) and its points, and the
    column's mask. Made once per process."""
    ranks = [r for r in RANKS if r != wild_rank(round)]
    cols = columns(decks)
    cards_of = [[[Card(rank, SUITS[s]) for s in range(4) for _ in range(cols.copies[v][s])]
                 for v in range(len(cols.size))] for rank in ranks]
    bits_of = [[[(c, 1 << (FIELD * SUITS.index(c.suit) + c.rank), card_points(c, round, rules)) for c in cards]
                for cards in row] for row in cards_of]
    masks_of = [[sum(1 << (FIELD * s + rank) for s in range(4) if cols.copies[v][s]) for v in range(len(cols.size))]
                for rank in ranks]
    return ranks, cards_of, bits_of, masks_of


@lru_cache(maxsize=1 << 18)
def _core_penalty(core: tuple[Card, ...], round: int, rules: Rules) -> int:
    """The solver's penalty of the cards that could meld, remembered: many classes share them."""
    return best_penalty(core, round, rules)


class _Evaluator:
    """Evaluates the classes of one round: the natural cards of a class come from the
    generation, the wilds are added, and the measure (a best penalty, or whether the hand
    can go out) is taken. Idea 3: cards that are in no possible meld are always left over,
    so only the others (the *core*) go to the solver, and a hand without a core needs no
    solver at all."""

    def __init__(self, round: int, decks: int, rules: Rules, measure: str, wilds: int, shortcut: bool = True):
        self.round, self.rules, self.wilds, self.measure, self.shortcut = round, rules, wilds, measure, shortcut
        wr = wild_rank(round)
        self.cols = columns(decks)
        self.ranks, self.cards_of, self.bits_of, self.masks_of = _column_cards(round, decks, rules)
        self.wild_cards = tuple(Card(wr, SUITS[k % 4]) for k in range(wilds))
        self.wild_points = wilds * card_points(Card(wr, "S"), round, rules)
        self.multiplier = comb(4 * decks, wilds)
        self.one_deck = decks == 1
        self.high_ace = rules.aces_high  # V1: an Ace also sits above the King
        self.counts: Counter = Counter()
        self.classes = 0

    def split(self, picks) -> tuple[list[Card], int, int]:
        """The naturals of `picks` that could be in a meld (the core), and the points and
        number of the others. With two or more wilds every natural could (it and two wilds).
        Else a card could only with two (one wild: one) other naturals of its rank, or of
        its suit within a window of three ranks (R12, R13, R15); the unused field bits 0 and
        15 keep the suits apart in the shifts."""
        cards_of = self.cards_of
        if self.wilds >= 2:
            return [c for j, v in picks for c in cards_of[j][v]], 0, 0
        need = MIN_MELD - self.wilds
        m = 0
        for j, v in picks:
            m |= self.masks_of[j][v]
        if self.high_ace:
            m |= (m & ACE_BITS) << 13  # V1: the Ace again above the King
        if need == 3:
            starts = m & (m >> 1) & (m >> 2)
            in_run = starts | starts << 1 | starts << 2
        else:
            next_to, one_apart = m & (m >> 1), m & (m >> 2)
            in_run = next_to | next_to << 1 | one_apart | one_apart << 2
        if self.high_ace:
            in_run |= (in_run >> 13) & ACE_BITS
        core, rest_points, rest_count = [], 0, 0
        size = self.cols.size
        for j, v in picks:
            if size[v] >= need:
                core.extend(cards_of[j][v])
                continue
            for card, bit, points in self.bits_of[j][v]:
                if in_run & bit:
                    core.append(card)
                else:
                    rest_points += points
                    rest_count += 1
        return core, rest_points, rest_count

    def core_penalty(self, core: list[Card]) -> int:
        if self.wilds >= 2:  # every class has its own core then: nothing to remember
            return best_penalty(core + list(self.wild_cards), self.round, self.rules)
        return _core_penalty(tuple(core) + self.wild_cards, self.round, self.rules)

    def measure_value(self, picks) -> int:
        if not self.shortcut:
            cards = [c for j, v in picks for c in self.cards_of[j][v]] + list(self.wild_cards)
            return MEASURES[self.measure](cards, self.round, self.rules)
        core, rest_points, rest_count = self.split(picks)
        no_meld = not core and self.wilds < 2  # two or more wilds always meld, with a natural or a third wild
        if self.measure == "penalty":
            if no_meld:
                return rest_points + self.wild_points  # no meld at all: every card scores (R16, H2)
            return rest_points + self.core_penalty(core)
        # "go_out": every card but the discard in melds (R10)
        if no_meld or rest_count >= 2:
            return 0
        if rest_count == 1:
            return int(self.core_penalty(core) == 0)  # the one card that cannot meld is the discard
        return int(can_go_out(core + list(self.wild_cards), self.round, self.rules))

    def visit(self, picks, class_size: int) -> None:
        self.classes += 1
        deals = class_size * self.multiplier
        if not self.one_deck:
            deals *= prod(self.cols.weight[v] for _, v in picks)
        self.counts[self.measure_value(picks)] += deals


def _evaluate(task) -> tuple[Counter, int]:
    """One unit of work (run in a worker process): every class below some states."""
    round, decks, rules, measure, wilds, shortcut, states = task
    evaluator = _Evaluator(round, decks, rules, measure, wilds, shortcut)
    n_columns = len(evaluator.ranks)
    for state in states:
        walk(evaluator.cols, n_columns, state, evaluator.visit)
    return evaluator.counts, evaluator.classes


def _tasks(round: int, decks: int, rules: Rules, measure: str, cards: int, pieces: int,
           shortcut: bool) -> list[tuple]:
    """Split the work: for each number of wilds, expand the generation a few columns deep
    until there are about `pieces` states, and group them into tasks."""
    cols = columns(decks)
    n_columns = len(RANKS) - 1
    tasks = []
    for wilds in range(min(cards, cols.most) + 1):
        states = [first_state(cards - wilds)]
        while len(states) < pieces and any(s[1] for s in states):
            states = [c for s in states for c in (children(cols, n_columns, s) if s[1] else [s])]
        step = max(1, len(states) // pieces)
        for k in range(0, len(states), step):
            tasks.append((round, decks, rules, measure, wilds, shortcut, states[k:k + step]))
    return tasks


def _progress(total: int, description: str, show: bool):
    if show:
        try:
            from tqdm.auto import tqdm
        except ImportError:
            pass
        else:
            return tqdm(total=total, desc=description, unit="task")
    return None


def count_exactly(round: int, decks: int = 1, rules: Rules | None = None, measure: str = "penalty",
                  extra_cards: int = 0, workers: int | None = None, progress: bool = True,
                  shortcut: bool = True) -> tuple[dict[int, int], int]:
    """Count every deal of `round + 2 + extra_cards` physical cards by a measure, exactly,
    one suit class at a time, on `workers` processes (default: all cores).

    `measure` is "penalty" (the best penalty, R16) or "go_out" (1 if some discard leaves a
    complete hand, R10). Returns ({value: deals}, classes evaluated). `shortcut=False`
    asks the solver about every class, even those without a meld (for checking idea 3).
    """
    check_round(round)
    check_decks(decks)
    rules = rules or DEFAULT_RULES
    if measure not in MEASURES:
        raise ValueError(f"bad measure {measure!r}: one of {', '.join(MEASURES)}")
    cards = hand_size(round) + extra_cards
    workers = workers or os.cpu_count() or 1
    small = comb(52 * decks, cards) < 300_000
    tasks = _tasks(round, decks, rules, measure, cards, 1 if small else 64 * workers, shortcut)
    bar = _progress(len(tasks), f"round {round}, {decks} deck(s), {cards} cards", progress and not small)
    counts: Counter = Counter()
    classes = 0
    if small or workers == 1:
        results: Iterable = map(_evaluate, tasks)
    else:
        pool = ProcessPoolExecutor(max_workers=workers)
        results = (f.result() for f in as_completed([pool.submit(_evaluate, t) for t in tasks]))
    try:
        for part, n in results:
            counts.update(part)
            classes += n
            if bar is not None:
                bar.update()
    finally:
        if bar is not None:
            bar.close()
        if not (small or workers == 1):
            pool.shutdown()
    expected = comb(52 * decks, cards)
    assert sum(counts.values()) == expected, f"counted {sum(counts.values())} deals, expected C({52 * decks}, {cards})"
    return dict(sorted(counts.items())), classes


def compute_penalty_distribution(round: int, decks: int = 1, rules: Rules | None = None,
                                 workers: int | None = None, progress: bool = True) -> PenaltyDistribution:
    """Count the deals of a round by best penalty, from scratch (see `count_exactly`).
    Seconds for rounds 1-4 with one deck, minutes for round 5; `penalty_distribution`
    reads the shipped tables instead."""
    counts, classes = count_exactly(round, decks, rules, "penalty", 0, workers, progress)
    return PenaltyDistribution(round, decks, tuple(counts.items()), classes)


# --- The shipped tables -------------------------------------------------------------------


def tables_path() -> Path:
    """Where the shipped tables live (package data)."""
    return Path(str(resources.files("ttlearn") / "data" / TABLES_FILE))


@lru_cache(maxsize=1)
def load_tables() -> dict:
    """The shipped tables (computed by `python -m ttlearn.combinatorics recompute`)."""
    path = tables_path()
    if not path.exists():
        return {"penalty": [], "go_out_with_upcard": []}
    return json.loads(path.read_text(encoding="utf-8"))


def _from_table(kind: str, round: int, decks: int) -> dict | None:
    for row in load_tables().get(kind, []):
        if row["round"] == round and row["decks"] == decks:
            return row
    return None


def _tables_apply(rules: Rules | None) -> bool:
    """The tables hold the default scoring: aces low (R3), leftover wilds at face value (H2).
    The other rule choices (decks, turn cap) do not change a hand's penalty."""
    rules = rules or DEFAULT_RULES
    return (rules.aces, rules.wild_penalty) == (DEFAULT_RULES.aces, DEFAULT_RULES.wild_penalty)


def shipped(kind: str = "penalty") -> list[tuple[int, int]]:
    """(round, decks) of the exact tables shipped with ttlearn ("penalty" or "go_out_with_upcard")."""
    return [(row["round"], row["decks"]) for row in load_tables().get(kind, [])]


def penalty_distribution(round: int, decks: int = 1, rules: Rules | None = None) -> PenaltyDistribution:
    """Exact counts of the deals of a round by best penalty (R16, H2), over all
    C(52·decks, round + 2) physical-card deals (with two decks a hand holding both 7♥ is
    one deal, a hand with one 7♥ two). Read from the shipped tables when they hold it
    (default rules), else computed, which takes long beyond 7 cards.

    >>> penalty_distribution(1).probability(0)
    Fraction(241, 5525)
    """
    check_round(round)
    check_decks(decks)
    if _tables_apply(rules):
        row = _from_table("penalty", round, decks)
        if row is not None:
            counts = tuple((int(p), n) for p, n in row["counts"].items())
            return PenaltyDistribution(round, decks, counts, row["classes"])
    return compute_penalty_distribution(round, decks, rules)


def complete_deal_probability(round: int, decks: int = 1, rules: Rules | None = None) -> Fraction:
    """The exact share of deals that are complete: all round + 2 cards in melds with that
    round's wilds (penalty 0), over physical-card deals as in `penalty_distribution`.

    >>> complete_deal_probability(2)
    Fraction(109, 15925)
    """
    return penalty_distribution(round, decks, rules).complete


def upcard_go_out_probability(round: int, decks: int = 1, rules: Rules | None = None) -> Fraction:
    """The exact chance that the first player can go out on the first turn by taking the
    upcard (R7, R9, R10): that some n of the n + 1 cards (the deal and the upcard) are all
    in melds. The deal and the upcard are a random set of n + 1 physical cards.

    Subtract `complete_deal_probability` to get the chance that the upcard is what
    completes the hand.

    >>> upcard_go_out_probability(1) > complete_deal_probability(1)
    True
    """
    check_round(round)
    check_decks(decks)
    if _tables_apply(rules):
        row = _from_table("go_out_with_upcard", round, decks)
        if row is not None:
            return Fraction(row["counts"].get("1", 0), sum(row["counts"].values()))
    counts, _ = count_exactly(round, decks, rules, "go_out", extra_cards=1)
    return Fraction(counts.get(1, 0), sum(counts.values()))


def upcard_chance(cards: str | Iterable[Card], round: int, decks: int = 1, rules: Rules | None = None) -> Fraction:
    """For one dealt hand: the share of the cards the player cannot see (the other
    52·decks - n physical cards) that would let them go out if turned up (R10).

    >>> upcard_chance("4H 5H 7S 7C", round=2)  # 4s wild: 7♥, 7♦ or one of the three other 4s
    Fraction(5, 48)
    """
    hand = as_cards(cards)
    rules = rules or DEFAULT_RULES
    unseen = Counter(deck(decks))
    unseen.subtract(hand)
    if min(unseen.values()) < 0:
        raise ValueError(f"impossible hand for {decks} deck(s): a card appears too often")
    good = sum(n for card, n in unseen.items() if n and can_go_out(hand + [card], round, rules))
    return Fraction(good, sum(unseen.values()))


# --- Recompute and verify the tables -----------------------------------------------------

# What the shipped tables hold: (round, decks). On 2 cores the standard tables take about
# 1.5 minutes (round 5, 133,784,560 deals, about 40 s); the extended ones about 25 minutes
# more (round 6 about 3, round 7, 3,679,075,400 deals, about 16).
STANDARD_TABLES = {
    "penalty": [(r, 1) for r in range(1, 6)] + [(r, 2) for r in range(1, 5)],
    "go_out_with_upcard": [(r, 1) for r in range(1, 4)] + [(r, 2) for r in range(1, 4)],
}
EXTENDED_TABLES = {"penalty": [(6, 1), (7, 1), (5, 2)], "go_out_with_upcard": [(4, 1)]}
KINDS = {"penalty": ("penalty", 0), "go_out_with_upcard": ("go_out", 1)}  # kind: (measure, extra cards)
ABOUT = ("Exact counts of Three Thirteen deals (default rules: aces low, leftover wilds at face value), over "
         "all physical-card deals. 'penalty': deals by best penalty; 'go_out_with_upcard': deals of n + 1 "
         "cards (the hand and the upcard) by whether some discard leaves a complete hand (1) or not (0). "
         "Made by `python -m ttlearn.combinatorics recompute`; 'seconds' is the time it took there.")


def brute_force_counts(round: int, decks: int = 1, measure: str = "penalty", extra_cards: int = 0,
                       rules: Rules | None = None) -> dict[int, int]:
    """The same counts the plain way: every physical-card deal, one by one
    (itertools.combinations over the deck), each hand's measure taken once and remembered."""
    rules = rules or DEFAULT_RULES
    memo: dict[tuple, int] = {}
    counts: Counter = Counter()
    for hand in combinations(deck(decks), hand_size(round) + extra_cards):
        key = tuple(sorted(hand))
        value = memo.get(key)
        if value is None:
            value = memo[key] = MEASURES[measure](list(key), round, rules)
        counts[value] += 1
    return dict(sorted(counts.items()))


def recompute(tables: dict[str, list[tuple[int, int]]] = STANDARD_TABLES, progress: bool = True,
              log=print) -> dict:
    """Count the given tables afresh (default rules), with the seconds each took."""
    data: dict = {"about": ABOUT, **{kind: [] for kind in KINDS}}
    for kind, todo in tables.items():
        measure, extra = KINDS[kind]
        for round, decks in todo:
            start = time.perf_counter()
            counts, classes = count_exactly(round, decks, None, measure, extra, progress=progress)
            seconds = time.perf_counter() - start
            data[kind].append({"round": round, "decks": decks, "cards": hand_size(round) + extra,
                               "deals": sum(counts.values()), "classes": classes, "seconds": float(f"{seconds:.3g}"),
                               "counts": {str(k): v for k, v in counts.items()}})
            share = Fraction(counts.get(0 if measure == "penalty" else 1, 0), sum(counts.values()))
            log(f"{kind}: round {round}, {decks} deck(s): {classes} classes, {seconds:.1f} s, "
                f"{'complete' if measure == 'penalty' else 'can go out'} {share} = {float(share):.6f}")
    return data


def merged(new: dict, old: dict) -> dict:
    """The new tables, plus the old rows the new ones do not replace (sorted)."""
    data = {"about": ABOUT}
    for kind in KINDS:
        rows = {(r["round"], r["decks"]): r for r in old.get(kind, [])}
        rows.update({(r["round"], r["decks"]): r for r in new.get(kind, [])})
        data[kind] = [rows[key] for key in sorted(rows, key=lambda k: (k[1], k[0]))]
    return data


def verify(data: dict, brute_force_limit: int = 300_000, log=print) -> list[str]:
    """Check tables: every count adds up to C(52·d, n), the classes are those Burnside's
    lemma predicts, tables of at most `brute_force_limit` deals agree with
    `brute_force_counts`, and all agree with the shipped tables. Returns the problems."""
    problems = []
    for kind, (measure, extra) in KINDS.items():
        for row in data.get(kind, []):
            round, decks = row["round"], row["decks"]
            name = f"{kind} round {round}, {decks} deck(s)"
            counts = {int(k): v for k, v in row["counts"].items()}
            deals = comb(52 * decks, hand_size(round) + extra)
            if sum(counts.values()) != deals:
                problems.append(f"{name}: counts do not add up to C({52 * decks}, {hand_size(round) + extra})")
            if row["classes"] != classes_to_solve(round, decks, extra):
                problems.append(f"{name}: {row['classes']} classes, Burnside says {classes_to_solve(round, decks, extra)}")
            if deals <= brute_force_limit:
                if counts != brute_force_counts(round, decks, measure, extra):
                    problems.append(f"{name}: differs from brute force")
                else:
                    log(f"{name}: agrees with brute force over all {deals:,} deals")
            old = _from_table(kind, round, decks)
            if old is not None and old["counts"] != row["counts"]:
                problems.append(f"{name}: differs from the shipped table")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ttlearn.combinatorics",
                                     description="Recompute and verify the exact tables shipped with ttlearn.")
    commands = parser.add_subparsers(dest="command", required=True)
    again = commands.add_parser("recompute", help="count the shipped tables afresh and write them")
    again.add_argument("--verify", action="store_true",
                       help="also check the new tables against brute force (small rounds) and the shipped tables")
    again.add_argument("--extended", action="store_true", help="also the extended tables (about 25 minutes more)")
    again.add_argument("--output", type=Path, default=None, help="where to write (default: the package data)")
    commands.add_parser("verify", help="check the shipped tables (sums, Burnside, round 1 by brute force)")
    args = parser.parse_args(argv)
    if args.command == "verify":
        problems = verify(load_tables(), brute_force_limit=25_000)
    else:
        tables = STANDARD_TABLES
        if args.extended:
            tables = {kind: STANDARD_TABLES[kind] + EXTENDED_TABLES[kind] for kind in KINDS}
        data = recompute(tables)
        problems = verify(data) if args.verify else []
        if not problems:
            output = args.output or tables_path()
            output.parent.mkdir(parents=True, exist_ok=True)
            output.write_text(json.dumps(merged(data, load_tables()), indent=1) + "\n", encoding="utf-8")
            print(f"wrote {output}")
    for problem in problems:
        print("PROBLEM:", problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
