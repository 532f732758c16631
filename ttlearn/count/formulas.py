"""Counting formulas: how many deals a round has and how many sets and runs a deck holds.

A deal of round r is n = r + 2 physical cards (R4) taken from 52·d cards (d decks, R2).
With two decks the two 7♥ are two different physical cards: there are C(104, n) deals,
and a hand holding 7♥ 7♥ is counted once for the one pair of physical 7♥s, while a hand
holding one 7♥ is counted twice (either physical 7♥). Every count and probability in
`ttlearn.count` is over deals counted this way, so it is the chance a real shuffled deal gives.

>>> number_of_deals(1)
22100
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

from ..cards import RANKS, SUITS, Card, check_decks
from ..language.plurals import plural
from ..melds import arrange_run, arrange_set
from ..rules import MIN_MELD, Rules, check_rules, hand_size, wild_rank


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
        decks = plural(self.decks, "deck")
        return f"MeldCount({self.length} cards, {when}, {decks}: {self.sets} sets, {self.runs} runs)"


def meld_kind(naturals: Sequence[Card], wilds: int, wild_rank: int = 0, rules: Rules | None = None) -> str | None:
    """'set', 'run' or None: what these natural cards and `wilds` wild cards of
    `wild_rank` make, by the rules of `ttlearn.melds` (R12, R13, R15). `wild_rank` 0 means
    a game without wilds.

    >>> meld_kind([Card(5, "H"), Card(7, "H")], 1, wild_rank=3)
    'run'
    """
    return _meld_kind(naturals, wilds, wild_rank, check_rules(rules))


def _meld_kind(naturals: Sequence[Card], wilds: int, wild_rank: int, rules: Rules) -> str | None:
    if len(naturals) + wilds < MIN_MELD:
        return None
    wild_cards = [Card(wild_rank, SUITS[k % 4]) for k in range(wilds)]
    if not isinstance(arrange_set(naturals, wild_cards, wild_rank), str):
        return "set"
    if not isinstance(arrange_run(naturals, wild_cards, wild_rank, rules.aces_high), str):
        return "run"
    return None


def meld_counts(length: int, round: int | None = None, decks: int = 1, rules: Rules | None = None) -> MeldCount:
    """How many `length`-card sets and runs a deck holds, in a game without wilds
    (`round=None`) or in a round with its wilds (R5).

    A set takes its naturals from the 4·d cards of one rank; a run takes one card of each of
    its ranks from one suit (d physical choices each). Each pattern of ranks is checked
    with the meld rules themselves, then multiplied out.

    >>> meld_counts(3)
    MeldCount(3 cards, no wilds, 1 deck: 52 sets, 44 runs)
    >>> meld_counts(3, round=1).by_wilds[1]  # one wild: a pair and a 3, or two cards of a suit close enough
    (288, 304)
    """
    if not isinstance(length, int) or length < MIN_MELD:
        raise ValueError(f"bad meld length {length!r}: a meld has at least {MIN_MELD} cards (R12, R13)")
    check_decks(decks)
    rules = check_rules(rules)
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
                if _meld_kind(cards, wilds, wr, rules) == "set":
                    sets += comb(copies, naturals)
        if naturals >= 2:
            for ranks in combinations(natural_ranks, naturals):
                if _meld_kind([Card(r, "H") for r in ranks], wilds, wr, rules) == "run":
                    runs += 4 * decks**naturals  # a suit, and which deck each card comes from
        by_wilds.append((sets * comb(most_wilds, wilds), runs * comb(most_wilds, wilds)))
    return MeldCount(length, round, decks, tuple(by_wilds))
