"""Exact counts over every deal of a round, by suit classes, on all cores.

Deals are counted as physical cards (see `ttlearn.count.formulas`).

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

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations
from math import comb, prod
from typing import Final

from ..cards import RANKS, SUITS, Card, check_decks, deck
from ..language.plurals import plural
from ..rules import HAND, MIN_MELD, Rules, check_round, check_rules, hand_size, wild_rank
from ..runtime.parallel import check_workers, run_all
from ..runtime.progress import progress_bar
from ..solver import best_penalty, can_go_out
from .symmetry import Picks, children, columns, first_state, walk


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
        return (f"PenaltyDistribution(round {self.round}, {plural(self.decks, 'deck')}, {self.hand_size} cards: "
                f"{self.deals} deals, {dict(self.counts).get(0, 0)} complete)")


def _measure_penalty(cards: list[Card], round: int, rules: Rules) -> int:
    return best_penalty(cards, round, rules)


def _measure_go_out(cards: list[Card], round: int, rules: Rules) -> int:
    return int(can_go_out(cards, round, rules))


MEASURES = {"penalty": _measure_penalty, "go_out": _measure_go_out}


FIELD = 16  # bits per suit in a packed set of suit masks (ranks 1..13, 14 for a high Ace)
ACE_BITS = sum(1 << (FIELD * s + 1) for s in range(4))


@cache
def _column_cards(round: int, decks: int, rules: Rules) -> tuple[list[int], list, list, list]:
    """For each natural rank of a round and each column code: its cards, each with its bit
    in a packed set of suit masks (bit `rank` of field `suit`) and its points, and the
    column's mask. Made once per process."""
    ranks = [r for r in RANKS if r != wild_rank(round)]
    cols = columns(decks)
    cards_of = [[[Card(rank, SUITS[s]) for s in range(4) for _ in range(cols.copies[v][s])]
                 for v in range(len(cols.size))] for rank in ranks]
    bits_of = [[[(c, 1 << (FIELD * SUITS.index(c.suit) + c.rank), rules.points(c, round)) for c in cards]
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
        self.wild_points = wilds * rules.points(Card(wr, "S"), round)
        self.multiplier = comb(4 * decks, wilds)
        self.one_deck = decks == 1
        self.high_ace = rules.aces_high  # V1: an Ace also sits above the King
        self.counts: Counter = Counter()
        self.classes = 0

    def split(self, picks: Picks) -> tuple[list[Card], int, int]:
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

    def measure_value(self, picks: Picks) -> int:
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

    def visit(self, picks: Picks, class_size: int) -> None:
        self.classes += 1
        deals = class_size * self.multiplier
        if not self.one_deck:
            deals *= prod(self.cols.weight[v] for _, v in picks)
        self.counts[self.measure_value(picks)] += deals


def _evaluate(task: tuple) -> tuple[Counter, int]:
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


# The house rules that change a dealt hand's cards, melds or points; the upcard, a house rule
# of the play, changes no deal.
HOUSE_RULES_ON_A_HAND: Final = Rules.affecting(*HAND, house=True)


def refuse_house_rules(rules: Rules, allowed: frozenset[str] = frozenset()) -> None:
    """The exact counts cover the standard deck and melds, with either ace rule and wild
    penalty (V1, H2): a house rule in effect that changes a hand's cards, melds or points
    (`HOUSE_RULES_ON_A_HAND`) is refused, pointing to the Monte Carlo estimates, which take
    any rules. A count that takes some of them names them in `allowed`."""
    changed = [name for name in rules.changed(HOUSE_RULES_ON_A_HAND) if name not in allowed]
    if changed:
        raise ValueError(f"no exact count under the house rule {changed[0]}: estimate it with "
                         "ttlearn.count.montecarlo (such as estimate_complete_deal_probability(..., rules=rules))")


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
    rules = check_rules(rules)
    refuse_house_rules(rules)
    if measure not in MEASURES:
        raise ValueError(f"bad measure {measure!r}: one of {', '.join(MEASURES)}")
    cards = hand_size(round) + extra_cards
    workers = check_workers(workers)
    small = comb(52 * decks, cards) < 300_000
    tasks = _tasks(round, decks, rules, measure, cards, 1 if small else 64 * workers, shortcut)
    label = f"round {round}, {plural(decks, 'deck')}, {cards} cards"
    bar = progress_bar(len(tasks), progress and not small, label, "task")
    counts: Counter[int] = Counter()
    classes = 0
    try:
        # Ctrl-C stops the pool at once (parallel.Interrupted); a partial count means nothing.
        for part, n in run_all(_evaluate, tasks, workers=1 if small else workers, on_done=lambda *_: bar.update()):
            counts.update(part)
            classes += n
    finally:
        bar.close()
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


def brute_force_counts(round: int, decks: int = 1, measure: str = "penalty", extra_cards: int = 0,
                       rules: Rules | None = None) -> dict[int, int]:
    """The same counts the plain way: every physical-card deal, one by one
    (itertools.combinations over the deck), each hand's measure taken once and remembered."""
    rules = check_rules(rules)
    memo: dict[tuple, int] = {}
    counts: Counter = Counter()
    for hand in combinations(deck(decks), hand_size(round) + extra_cards):
        key = tuple(sorted(hand))
        value = memo.get(key)
        if value is None:
            value = memo[key] = MEASURES[measure](list(key), round, rules)
        counts[value] += 1
    return dict(sorted(counts.items()))
