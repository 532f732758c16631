"""The search behind the solver: most points a hand can save by melding.

Four ideas a class can follow:

1. All wilds of a round have one rank, so they are interchangeable: only *how many* are
   still free matters, never which ones.
2. Take the lowest natural (non-wild) card still to place. In the best arrangement it is
   either left over, or in a meld whose other naturals are higher. Try both and remember
   every answer: dynamic programming over (cards still to place, wilds still free).
3. Only short melds need trying: a set of 6 or more naturals splits into two sets, and a
   run of 6 or more cards into two runs, without more wilds. So a meld to try has at most
   5 naturals, and a run spans at most 5 ranks.
4. A card that is in no short meld at all can only be left over, so it never enters the
   search. In most dealt hands that leaves just a few cards to search.

Internally a card is a code 0..51, `(rank - 1) * 4 + suit`, with suits in the order
C, D, H, S, so sorting codes sorts cards the way `Card` sorts.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product
from typing import Iterable

from .cards import Card
from .rules import Rules, card_points

SUIT_ORDER = "CDHS"  # the order Card sorts suits in (by letter)
_SUIT_INDEX = {s: k for k, s in enumerate(SUIT_ORDER)}
CARD_OF_CODE = tuple(Card(code // 4 + 1, SUIT_ORDER[code % 4]) for code in range(52))

MAX_MELD_NATURALS = 5  # idea 3
MIN_MELD = 3  # R12, R13
NO_WAY = -(10**9)  # the value of a dead end (a card had to be left out and none was)


@lru_cache(maxsize=None)
def points_by_code(round: int, rules: Rules) -> tuple[int, ...]:
    """`card_points` of every card code, for one round and rule set (R16, H2, V1)."""
    return tuple(card_points(card, round, rules) for card in CARD_OF_CODE)


def card_code(card: Card) -> int:
    return (card.rank - 1) * 4 + _SUIT_INDEX[card.suit]


def _run_table() -> list[list[tuple[tuple[int, ...], int]]]:
    """For each pattern of which of the next four ranks (same suit) are in the hand, the
    runs a card can start with them: (rank distances of the partners, wilds needed)."""
    table = []
    for pattern in range(16):
        present = [d for d in range(1, 5) if pattern >> (d - 1) & 1]
        runs = []
        for size in range(1, len(present) + 1):
            for chosen in combinations(present, size):
                runs.append((chosen, max(MIN_MELD, chosen[-1] + 1) - (size + 1)))
        table.append(runs)
    return table


_RUNS_BY_PATTERN = _run_table()
_REVERSED_4 = [int(f"{p:04b}"[::-1], 2) for p in range(16)]


def _natural_points(code: int, aces_high: bool) -> int:
    rank = code // 4 + 1
    return (15 if aces_high else 1) if rank == 1 else min(rank, 10)


MOST_WILDS_A_MELD_NEEDS = 3  # two naturals five ranks apart: 5♥ W W W 9♥


def _split_by_need(cands: list[tuple]) -> tuple[list[tuple], ...]:
    """The candidates usable with 0, 1, 2 and 3+ free wilds, best value first."""
    cands.sort(key=lambda c: (-c[2], c[1], c[0]))
    return tuple([c for c in cands if c[1] <= free] for free in range(MOST_WILDS_A_MELD_NEEDS + 1))


@lru_cache(maxsize=None)
def _run_candidates(code: int, pattern: int, high: bool, aces_high: bool, width: int) -> tuple[list[tuple], ...]:
    """Runs (R13) in which `code` is the lowest natural: with the next four ranks of its
    suit present as in `pattern`, or, if `high`, an Ace above K, Q, J, 10 (V1)."""
    step, first = (-4, code + 48) if high else (4, code + 4)
    partners = [first + step * d for d in range(4)]
    cands = []
    for distances, need in _RUNS_BY_PATTERN[pattern]:
        members = (code,) + tuple(partners[d - 1] for d in distances)
        cands.append(_candidate(members, need, aces_high, width, "run"))
    return _split_by_need(cands)


@lru_cache(maxsize=None)
def _set_candidates(code: int, copies: tuple[int, ...], aces_high: bool, width: int) -> tuple[list[tuple], ...]:
    """Sets (R12) in which `code` is the lowest natural: `copies` counts the cards of its
    rank from its own suit upwards."""
    cands = []
    for taken in product(*(range(n + 1) for n in copies)):
        k = sum(taken)
        if taken[0] and k <= MAX_MELD_NATURALS:
            members = tuple(code + s for s, n in enumerate(taken) for _ in range(n))
            cands.append(_candidate(members, max(0, MIN_MELD - k), aces_high, width, "set"))
    return _split_by_need(cands)


def _candidate(members: tuple[int, ...], need: int, aces_high: bool, width: int, kind: str) -> tuple:
    """(packed cards, wilds needed, points saved, card codes, kind, mask of their fields)."""
    delta = sum(1 << (width * c) for c in members)
    fields = sum(((1 << width) - 1) << (width * c) for c in set(members))
    return (delta, need, sum(_natural_points(c, aces_high) for c in members), members, kind, fields)


class CompiledHand:
    """A hand ready for the search.

    A search state packs how many cards of each code (0..51) are still to place into one
    int, `width` bits per code, so taking a meld away is one subtraction, and one mask test
    (a guard bit per field catches any borrow) says whether all its cards are there. Melds
    are looked up in tables shared by all hands, keyed by a card and its neighbours.
    """

    def __init__(self, cards: Iterable[Card], round: int, rules: Rules, wilds_out: int = 0):
        self.round, self.rules = round, rules
        wr = round + 2
        counts: dict[int, int] = {}
        wild_cards: list[Card] = []
        for card in cards:
            if card.rank == wr:
                wild_cards.append(card)
            else:
                code = (card.rank - 1) * 4 + _SUIT_INDEX[card.suit]
                counts[code] = counts.get(code, 0) + 1
        wild_cards.sort()
        self.wild_cards = wild_cards[wilds_out:]
        self.n_wilds = len(self.wild_cards)
        self.types = sorted(counts)
        self.counts = counts
        self.values = points = points_by_code(round, rules)
        self.width = width = max(3, max(counts.values(), default=1).bit_length() + 1)
        self.guard = _guard_bits(width)
        # Idea 1: more than two wilds per natural card are never needed in the search.
        self.free_wilds = free = min(self.n_wilds, 2 * sum(counts.values()))
        self.candidates = self._all_candidates(min(free, MOST_WILDS_A_MELD_NEEDS))
        fields = 0
        for cands in self.candidates.values():
            for cand in cands:
                fields |= cand[5]
        self.start = sum(n << (width * t) for t, n in counts.items()) & fields  # idea 4
        self.always_left = [t for t in self.types if not fields >> (width * t) & 1]
        self.start_value = sum(counts[t] * points[t] for t in self.types) - sum(
            counts[t] * points[t] for t in self.always_left)

    def _all_candidates(self, free: int) -> dict[int, list[tuple]]:
        """For each card code, the short melds (idea 3) in which it is the lowest natural."""
        counts, aces_high, width = self.counts, self.rules.aces_high, self.width
        suit_masks = [0, 0, 0, 0]  # bit r - 1 set when rank r of the suit is in the hand
        for t in self.types:
            suit_masks[t % 4] |= 1 << (t // 4)
        result = {}
        for t in self.types:
            rank0, suit = divmod(t, 4)
            copies = tuple(counts.get(u, 0) for u in range(t, t - suit + 4))
            found = _set_candidates(t, copies, aces_high, width)[free]
            runs = _run_candidates(t, suit_masks[suit] >> (rank0 + 1) & 15, False, aces_high, width)[free]
            if runs:
                found = sorted(found + runs, key=lambda c: (-c[2], c[1], c[0])) if found else runs
            if aces_high and rank0 == 0:
                high = _REVERSED_4[suit_masks[suit] >> 9 & 15]  # K, Q, J, 10 at distance 1..4
                highs = _run_candidates(t, high, True, aces_high, width)[free]
                if highs:
                    found = sorted(found + highs, key=lambda c: (-c[2], c[1], c[0]))
            if found:
                result[t] = found
        return result

    def max_saved(self, leave_one: bool = False) -> "Search":
        search = Search(self, leave_one)
        search.value = search.saved(self.start, self.free_wilds, int(leave_one), self.start_value)
        return search


@lru_cache(maxsize=None)
def _guard_bits(width: int) -> int:
    return sum(1 << (width * c + width - 1) for c in range(52))


class Search:
    """Idea 2 for one compiled hand: the most points saved by melding (with `leave_one`,
    plus the points of one natural card left out, the discard). Answers are memoised."""

    def __init__(self, hand: CompiledHand, leave_one: bool):
        self.hand = hand
        self.leave_one = leave_one
        self.memo: dict[int, int] = {}
        self.value = 0
        self._key_shift = max(hand.free_wilds, 1).bit_length() + 1

    def saved(self, state: int, wilds: int, left: int, remaining: int) -> int:
        """Most points saved placing the cards of `state` (worth `remaining`) with `wilds`
        free, `left` being 1 while the card to leave out is still to choose."""
        if not state:
            return NO_WAY if left else 0
        key = (state << self._key_shift | wilds) << 1 | left
        memo = self.memo
        answer = memo.get(key)
        if answer is not None:
            return answer
        hand = self.hand
        width = hand.width
        i = ((state & -state).bit_length() - 1) // width
        guard = hand.guard
        with_guard = state | guard
        answer = NO_WAY
        for delta, need, value, _, _, _ in hand.candidates.get(i, ()):
            if need <= wilds and (with_guard - delta) & guard == guard:
                got = value + self.saved(state - delta, wilds - need, left, remaining - value)
                if got > answer:
                    answer = got
                    if got == remaining:  # everything placed: nothing can beat it
                        memo[key] = answer
                        return answer
        rest, value = state - (1 << (width * i)), hand.values[i]
        if left:
            got = value + self.saved(rest, wilds, 0, remaining - value)
            if got > answer:
                answer = got
        got = self.saved(rest, wilds, left, remaining - value)
        if got > answer:
            answer = got
        memo[key] = answer
        return answer

    def options(self, state: int, wilds: int, left: int, remaining: int) -> list[tuple[int, tuple]]:
        """The choices for the lowest card, in the search's order, each with the points
        saved in the end: ("meld", candidate), ("leave", type) or ("left over", type)."""
        hand = self.hand
        i = ((state & -state).bit_length() - 1) // hand.width
        with_guard = state | hand.guard
        choices = []
        for cand in hand.candidates.get(i, ()):
            delta, need, value = cand[0], cand[1], cand[2]
            if need <= wilds and (with_guard - delta) & hand.guard == hand.guard:
                got = value + self.saved(state - delta, wilds - need, left, remaining - value)
                choices.append((got, ("meld", cand, state - delta, wilds - need, left, remaining - value)))
        rest, value = state - (1 << (hand.width * i)), hand.values[i]
        if left:
            choices.append((value + self.saved(rest, wilds, 0, remaining - value),
                            ("leave", i, rest, wilds, 0, remaining - value)))
        choices.append((self.saved(rest, wilds, left, remaining - value),
                        ("left over", i, rest, wilds, left, remaining - value)))
        return choices

    def first_path(self) -> list[tuple]:
        """One optimal sequence of choices: the first optimal option at every step."""
        path: list[tuple] = []
        state, wilds, left, remaining = self.hand.start, self.hand.free_wilds, int(self.leave_one), self.hand.start_value
        while state:
            target = self.saved(state, wilds, left, remaining)
            step = next(step for got, step in self.options(state, wilds, left, remaining) if got == target)
            path.append(step)
            state, wilds, left, remaining = step[2:]
        return path

    def all_paths(self, state: int | None = None, wilds: int = 0, left: int = 0, remaining: int = 0):
        """Every optimal sequence of choices (a generator)."""
        if state is None:
            hand = self.hand
            state, wilds, left, remaining = hand.start, hand.free_wilds, int(self.leave_one), hand.start_value
        if not state:
            yield []
            return
        target = self.saved(state, wilds, left, remaining)
        for got, step in self.options(state, wilds, left, remaining):
            if got == target:
                for rest in self.all_paths(*step[2:]):
                    yield [step] + rest
