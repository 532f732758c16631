"""The hand as the search (`ttlearn.search`) sees it: card codes, packed states, and the
tables of short melds each card can be the lowest natural of (ideas 1, 3, 4 and 5 there).

Internally a card is a code 0..51, `(rank - 1) * 4 + suit`, with suits in the order
C, D, H, S, so sorting codes sorts cards the way `Card` sorts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations, product
from typing import Literal, NamedTuple

from .cards import Card, card_of, card_order
from .rules import MIN_MELD, Rules, card_points, wild_rank

SUIT_ORDER = "CDHS"  # the order Card sorts suits in (by letter)
_SUIT_INDEX = {s: k for k, s in enumerate(SUIT_ORDER)}
CARD_OF_CODE = tuple(card_of(code // 4 + 1, SUIT_ORDER[code % 4]) for code in range(52))

MAX_MELD_NATURALS = 5  # idea 3


@cache
def points_by_code(round: int, rules: Rules) -> tuple[int, ...]:
    """`card_points` of every card code, for one round and rule set (R16, H2, V1)."""
    return tuple(card_points(card, round, rules) for card in CARD_OF_CODE)


def card_code(card: Card) -> int:
    """The code of a card: `(rank - 1) * 4 + suit`, suits in the order C, D, H, S."""
    return (card.rank - 1) * 4 + _SUIT_INDEX[card.suit]


def _run_table() -> list[list[tuple[tuple[int, ...], int]]]:
    """For each pattern of which of the next four ranks (same suit) are in the hand, the
    runs a card can start with them: (rank distances of the partners, wilds needed)."""
    table = []
    for pattern in range(16):
        present = [d for d in range(1, 5) if pattern >> (d - 1) & 1]
        runs: list[tuple[tuple[int, ...], int]] = []
        for size in range(1, len(present) + 1):
            for chosen in combinations(present, size):
                runs.append((chosen, max(MIN_MELD, chosen[-1] + 1) - (size + 1)))
        table.append(runs)
    return table


_RUNS_BY_PATTERN = _run_table()
_REVERSED_4 = [int(f"{p:04b}"[::-1], 2) for p in range(16)]


def _natural_points(code: int, aces_high: bool) -> int:
    """The points of a natural card left over (R16, V1)."""
    rank = code // 4 + 1
    return (15 if aces_high else 1) if rank == 1 else min(rank, 10)


MOST_WILDS_A_MELD_NEEDS = 3  # two naturals five ranks apart: 5♥ W W W 9♥

MeldKind = Literal["set", "run"]  # as in Meld.kind


@dataclass(frozen=True, slots=True)
class Candidate:
    """A short meld the search may take (idea 3), kept in the table of its lowest natural
    card, `codes[0]`.

    A dataclass with slots, not a named tuple: the search reads `delta`, `need` and `value`
    in its innermost loop, and a slot is read as fast as a plain tuple is indexed, while a
    named tuple is slower to index or unpack than a plain one.
    """

    delta: int  # its cards packed like a search state: subtracting it takes them away
    need: int  # wilds it needs to be a meld (R12, R13)
    value: int  # the points its naturals would score if left over, so the points it saves (R16, V1)
    codes: tuple[int, ...]  # its natural cards
    kind: MeldKind  # a set (R12) or a run (R13)


class Group(NamedTuple):
    """Cards linked by short melds, searched apart from the rest of the hand (idea 5)."""

    state: int  # the cards, packed like a search state
    value: int  # their points: what the group saves if every card is melded
    size: int  # how many cards


@lru_cache(maxsize=1 << 16)
def _candidates_by_neighbours(code: int, copies: tuple[int, ...], pattern: int, high: int, aces_high: bool,
                              width: int, free: int) -> tuple[Candidate, ...]:
    """The short melds in which card `code` is the lowest natural, given its neighbours: how
    many cards of its rank the hand has from its suit up (`copies`), which of the next four
    ranks of its suit it has (`pattern`), and for an Ace under V1 which of K, Q, J, 10
    (`high`). Hands share these answers, so each is worked out once (a tuple: it is shared)."""
    cands: list[Candidate] = []
    for taken in product(*(range(n + 1) for n in copies)):  # sets (R12)
        k = sum(taken)
        if taken[0] and k <= MAX_MELD_NATURALS and MIN_MELD - k <= free:
            members = tuple(code + s for s, n in enumerate(taken) for _ in range(n))
            cands.append(_candidate(members, max(0, MIN_MELD - k), aces_high, width, "set"))
    runs = [(4, code + 4, pattern)]  # runs (R13): partners at distance 1..4 up the suit
    if high:
        runs.append((-4, code + 48, _REVERSED_4[high]))  # an Ace above K, Q, J, 10 (V1)
    for step, first, bits in runs:
        partners = [first + step * d for d in range(4)]
        for distances, need in _RUNS_BY_PATTERN[bits]:
            if need <= free:
                members = (code,) + tuple(partners[d - 1] for d in distances)
                cands.append(_candidate(members, need, aces_high, width, "run"))
    cands.sort(key=_best_first)
    return tuple(cands)


def _candidate(members: tuple[int, ...], need: int, aces_high: bool, width: int, kind: MeldKind) -> Candidate:
    delta = sum(1 << (width * c) for c in members)
    return Candidate(delta, need, sum(_natural_points(c, aces_high) for c in members), members, kind)


def _best_first(cand: Candidate) -> tuple[int, int, int]:
    """Most points saved first, then fewest wilds: the search stops early at a full answer."""
    return -cand.value, cand.need, cand.delta


class CompiledHand:
    """A hand ready for the search.

    A search state packs how many cards of each code (0..51) are still to place into one
    int, `width` bits per code, so taking a meld away is one subtraction, and one mask test
    (a guard bit per field catches any borrow) says whether all its cards are there. Melds
    are looked up in tables shared by all hands, keyed by a card and its neighbours.
    """

    def __init__(self, cards: Iterable[Card], round: int, rules: Rules, wilds_out: int = 0) -> None:
        self.round, self.rules = round, rules
        self.wild_rank = wr = wild_rank(round)
        counts: dict[int, int] = {}
        wild_cards: list[Card] = []
        for card in cards:
            if card.rank == wr:
                wild_cards.append(card)
            else:
                code = card_code(card)
                counts[code] = counts.get(code, 0) + 1
        _check_copies(counts, wild_cards, rules)
        wild_cards.sort(key=card_order)
        self.wild_cards = wild_cards[wilds_out:]  # `wilds_out` wilds are set aside (a discard)
        self.n_wilds = len(self.wild_cards)
        self.types = sorted(counts)
        self.counts = counts
        self.values = points = points_by_code(round, rules)
        self.natural_value = sum(n * points[t] for t, n in counts.items())
        self.width = width = max(3, max(counts.values(), default=1).bit_length() + 1)
        self.guard = _guard_bits(width)
        # Idea 1: more than two wilds per natural card are never needed in the search.
        self.free_wilds = min(self.n_wilds, 2 * sum(counts.values()))
        self.candidates = self._all_candidates(min(self.free_wilds, MOST_WILDS_A_MELD_NEEDS))
        self.groups, self.always_left = self._groups()

    @property
    def wild_value(self) -> int:
        """The points a leftover wild scores (R16, H2, or `Rules.wild_penalty`)."""
        return self.values[card_code(card_of(self.wild_rank, SUIT_ORDER[0]))]

    def _all_candidates(self, free: int) -> dict[int, tuple[Candidate, ...]]:
        """For each card code, the short melds (idea 3) in which it is the lowest natural."""
        counts, aces_high, width = self.counts, self.rules.aces_high, self.width
        by_code = [0] * 52
        suit_masks = [0, 0, 0, 0]  # bit r - 1 set when rank r of the suit is in the hand
        for t, n in counts.items():
            by_code[t] = n
            suit_masks[t & 3] |= 1 << (t >> 2)
        result: dict[int, tuple[Candidate, ...]] = {}
        for t in self.types:
            rank0, suit = t >> 2, t & 3
            mask = suit_masks[suit]
            found = _candidates_by_neighbours(t, tuple(by_code[t:t - suit + 4]), mask >> (rank0 + 1) & 15,
                                              mask >> 9 & 15 if aces_high and rank0 == 0 else 0, aces_high, width,
                                              free)
            if found:
                result[t] = found
        return result

    def _groups(self) -> tuple[list[Group], list[int]]:
        """Idea 5: the groups of cards linked by short melds; and the cards in no short meld
        at all (idea 4)."""
        parent: dict[int, int] = {}

        def root(code: int) -> int:
            while parent.setdefault(code, code) != code:
                code = parent[code]
            return code

        for lowest, cands in self.candidates.items():
            first = root(lowest)  # stays a root: the other cards' roots are hung under it
            for cand in cands:
                for code in cand.codes[1:]:  # codes[0] is `lowest`
                    parent[root(code)] = first
        members: dict[int, list[int]] = {}
        for code in self.types:
            if code in parent:
                members.setdefault(root(code), []).append(code)
        width, counts, points = self.width, self.counts, self.values
        groups = []
        for codes in members.values():
            state = value = size = 0
            for t in codes:
                n = counts[t]
                state, value, size = state + (n << (width * t)), value + n * points[t], size + n
            groups.append(Group(state, value, size))
        return groups, [t for t in self.types if t not in parent]


MOST_COPIES_AUTOMATIC = 3  # R2 never uses more than 3 decks for 2-8 players


def _check_copies(counts: dict[int, int], wild_cards: list[Card], rules: Rules) -> None:
    """Refuse a hand with more copies of a card than the decks hold (R2)."""
    most = rules.decks or MOST_COPIES_AUTOMATIC
    copies = dict(counts)
    for card in wild_cards:
        code = card_code(card)
        copies[code] = copies.get(code, 0) + 1
    for code, n in copies.items():
        if n > most:
            decks = f"{rules.decks} deck(s)" if rules.decks else "at most 3 decks (R2; set Rules(decks=...) for more)"
            raise ValueError(f"impossible hand: {CARD_OF_CODE[code]} appears {n} times, but the game uses {decks}")


@cache
def _guard_bits(width: int) -> int:
    """The top bit of every card's field: a borrow clears one when a meld takes a card the
    state does not hold."""
    return sum(1 << (width * c + width - 1) for c in range(52))
