"""The hand as the search (`ttlearn.search`) sees it: card codes, packed states, the groups
of cards that can share a meld, and the tables of short melds each card can be the lowest
natural of (ideas 1, 3, 4 and 5 there).

Internally a card is a code 0..51, `(rank - 1) * 4 + suit`, with suits in the order
C, D, H, S, so sorting codes sorts cards the way `Card` sorts.

The groups are found from two kinds of masks, without listing a single meld: for each suit,
the ranks it holds (runs, R13), and for each rank, how many cards it has (sets, R12). The
tables of short melds are built only for a group the search has not met before (idea 6), so
a hand whose groups are all remembered costs a count of its cards and little more.

Shared tables, each bounded: a card's short melds given its neighbours (`_MELD_TABLES`, a
dict of 8192 entries emptied at once when full, built from the `functools.lru_cache`s
`_sets_from`, 2048 entries, and `_runs_from`, 4096, where the least recently used entry
goes first) and the linked ranks of a suit (`_run_links`, an lru_cache of 16384). Full,
they hold a few megabytes (benchmarks/solver.py measures them); the memo of the search is
in `ttlearn.group_search`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations, product
from typing import Literal, NamedTuple

from .cards import Card, card_of, card_order, check_copies
from .rules import MIN_MELD, Rules, card_points, decks_in_play, wild_rank

SUIT_ORDER = "CDHS"  # the order Card sorts suits in (by letter)
_SUIT_INDEX = {s: k for k, s in enumerate(SUIT_ORDER)}
CARD_OF_CODE = tuple(card_of(code // 4 + 1, SUIT_ORDER[code % 4]) for code in range(52))

MAX_MELD_NATURALS = 5  # idea 3
COUNT_BITS, COUNT_MASK = 6, 63  # a card's copies in a packed count: at most 4 suits x 8 decks = 32 (idea 7)
MAX_RUN_SPAN = 5  # idea 3: a short run spans at most five ranks
MOST_WILDS_A_MELD_NEEDS = 3  # two naturals five ranks apart: 5♥ W W W 9♥
ACE_HIGH_BIT = 13  # in a suit's rank mask, the Ace again above the King (V1)


_POINTS: dict[tuple[int, str, int | None], tuple[int, ...]] = {}  # by (round, aces, wild penalty): few


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


_MELD_TABLES: dict[int, tuple[Candidate, ...]] = {}  # _candidates_by_neighbours by one packed int
MELD_TABLES_LIMIT = 1 << 13  # entries, before the table is emptied at once


def _candidates_by_neighbours(code: int, copies: int, pattern: int, high: int, aces_high: bool,
                              width: int, free: int) -> tuple[Candidate, ...]:
    """The short melds in which card `code` is the lowest natural, given its neighbours: how
    many cards of its rank the hand has from its suit up (`copies`, `COUNT_BITS` bits a
    card, as in `CompiledHand.packed_counts`), which of the next four
    ranks of its suit it has (`pattern`), and for an Ace under V1 which of K, Q, J, 10
    (`high`). Hands share these answers, so each is worked out once (a tuple: it is shared).
    The sets and the runs are cached apart too: far fewer hands differ in both."""
    found = _sets_from(code, copies, aces_high, width, free) + _runs_from(code, pattern, high, aces_high, width, free)
    return tuple(sorted(found, key=_best_first))


@lru_cache(maxsize=1 << 11)
def _sets_from(code: int, copies: int, aces_high: bool, width: int, free: int) -> tuple[Candidate, ...]:
    """The short sets (R12) in which card `code` is the lowest natural."""
    cands: list[Candidate] = []
    counts = [copies >> (COUNT_BITS * k) & COUNT_MASK for k in range(4 - (code & 3))]
    for taken in product(*(range(n + 1) for n in counts)):
        k = sum(taken)
        if taken[0] and k <= MAX_MELD_NATURALS and MIN_MELD - k <= free:
            members = tuple(code + s for s, n in enumerate(taken) for _ in range(n))
            cands.append(_candidate(members, max(0, MIN_MELD - k), aces_high, width, "set"))
    return tuple(cands)


@lru_cache(maxsize=1 << 12)
def _runs_from(code: int, pattern: int, high: int, aces_high: bool, width: int, free: int) -> tuple[Candidate, ...]:
    """The short runs (R13, V1) in which card `code` is the lowest natural."""
    cands: list[Candidate] = []
    runs = [(4, code + 4, pattern)]  # partners at distance 1..4 up the suit
    if high:
        runs.append((-4, code + 48, _REVERSED_4[high]))  # an Ace above K, Q, J, 10 (V1)
    for step, first, bits in runs:
        partners = [first + step * d for d in range(4)]
        for distances, need in _RUNS_BY_PATTERN[bits]:
            if need <= free:
                members = (code,) + tuple(partners[d - 1] for d in distances)
                cands.append(_candidate(members, need, aces_high, width, "run"))
    return tuple(cands)


def _candidate(members: tuple[int, ...], need: int, aces_high: bool, width: int, kind: MeldKind) -> Candidate:
    delta = sum(1 << (width * c) for c in members)
    return Candidate(delta, need, sum(_natural_points(c, aces_high) for c in members), members, kind)


def _best_first(cand: Candidate) -> tuple[int, int, int]:
    """Most points saved first, then fewest wilds: the search stops early at a full answer."""
    return -cand.value, cand.need, cand.delta


@lru_cache(maxsize=1 << 14)
def _run_links(ranks: int, free: int, suit: int) -> tuple[int, ...]:
    """The cards of one suit that short runs link (R13, idea 5), from the suit's rank mask
    (bit r - 1 for rank r, and bit 13 for an Ace that may also sit above the King, V1).

    Two cards share a short run exactly when some window of 3 to 5 consecutive ranks holds
    both and lacks at most `free` cards (the wilds fill the gaps). Returns the linked sets
    of cards of suit `suit` as code masks, each of 2 cards or more.
    """
    linked: list[int] = []
    for width in range(MIN_MELD, MAX_RUN_SPAN + 1):
        window = (1 << width) - 1
        for start in range(ACE_HIGH_BIT + 2 - width):
            present = ranks & (window << start)
            held = present.bit_count()
            if held >= 2 and width - held <= free:
                linked.append(present)
    if ranks >> ACE_HIGH_BIT & 1:  # the high Ace is the same card as the low one
        linked = [(m & ~(1 << ACE_HIGH_BIT)) | (m >> ACE_HIGH_BIT) for m in linked]
    return tuple(_spread(m) << suit for m in _merge(linked))


def _spread(ranks: int) -> int:
    """A rank mask as a code mask in the first suit: bit r - 1 becomes bit 4 * (r - 1)."""
    codes = 0
    while ranks:
        low = ranks & -ranks
        codes |= 1 << (4 * (low.bit_length() - 1))
        ranks ^= low
    return codes


def _merge(masks: Iterable[int]) -> list[int]:
    """Masks that share a bit, merged until none do: the parts of the union-find."""
    parts: list[int] = []
    for mask in masks:
        apart = []
        for part in parts:
            if part & mask:
                mask |= part
            else:
                apart.append(part)
        apart.append(mask)
        parts = apart
    return parts


class CompiledHand:
    """A hand ready for the search.

    A search state packs how many cards of each code (0..51) are still to place into one
    int, `width` bits per code, so taking a meld away is one subtraction, and one mask test
    (a guard bit per field catches any borrow) says whether all its cards are there. Melds
    are looked up in tables shared by all hands, keyed by a card and its neighbours, and
    only when the search needs them (`candidates` fills itself in).
    """

    def __init__(self, cards: Iterable[Card], round: int, rules: Rules, merge: bool = True) -> None:
        self.round, self.rules = round, rules
        self.wild_rank = wr = wild_rank(round)
        counts: dict[int, int] = {}
        wild_cards: list[Card] = []
        suit_index = _SUIT_INDEX
        for card in cards:
            rank = card.rank
            if rank == wr:
                wild_cards.append(card)
            else:
                code = (rank - 1) * 4 + suit_index[card.suit]
                counts[code] = counts.get(code, 0) + 1
        if len(wild_cards) > 1:
            wild_cards.sort(key=card_order)
        self.wild_cards = wild_cards
        self.n_wilds = len(wild_cards)
        self.counts = counts
        points = _POINTS.get((round, rules.aces, rules.wild_penalty))
        if points is None:
            points = _POINTS[round, rules.aces, rules.wild_penalty] = points_by_code(round, rules)
        self.values = points
        # One pass over the cards for the masks of ideas 5 and 7: each suit's ranks, each
        # rank's cards, and the codes present.
        self.suit_ranks = suits = [0, 0, 0, 0]  # bit r - 1 set when the suit's rank r is in the hand
        self.rank_cards = ranks = [0] * 13  # cards of each rank, copies counted
        self.crowded: list[int] = []  # ranks of two cards or more (sets need them)
        naturals = value = present = most = 0
        for t, n in counts.items():
            naturals += n
            value += n * points[t]
            suits[t & 3] |= 1 << (t >> 2)
            r = t >> 2
            if ranks[r] < 2 <= ranks[r] + n:
                self.crowded.append(r)
            ranks[r] += n
            present |= 1 << t
            if n > most:
                most = n
        _check_copies(counts, most, wild_cards, rules)
        self.natural_value = value
        # Idea 1: more than two wilds per natural card are never needed in the search.
        self.free_wilds = min(self.n_wilds, 2 * naturals)
        # No short meld needs more than three wilds: the melds that link cards (idea 5).
        self.link_wilds = min(self.free_wilds, MOST_WILDS_A_MELD_NEEDS)
        links = self._run_links()
        self.merged: dict[int, list[int]] = {}  # a code standing for several cards: their codes
        if merge and any(ranks[r] >= MIN_MELD for r in self.crowded):
            present = self._merge_set_only(links, present)
        self.types = sorted(counts)
        if self.merged:
            most = max(counts.values())
        self.width = width = max(3, most.bit_length() + 1)
        self.guard = _guard_bits(width)
        self.candidates = _MeldTables()
        self.candidates.hand = self
        self._packed: int | None = None  # each card's copies, COUNT_BITS bits a card (packed_counts)
        self.groups, self.always_left = self._groups(links, present)

    @property
    def wild_value(self) -> int:
        """The points a leftover wild scores (R16, H2, or `Rules.wild_penalty`)."""
        return self.values[card_code(card_of(self.wild_rank, SUIT_ORDER[0]))]

    def candidates_of(self, code: int) -> tuple[Candidate, ...]:
        """The short melds (idea 3) in which card `code` is the lowest natural."""
        aces_high = self.rules.aces_high
        rank0, suit = code >> 2, code & 3
        ranks = self.suit_ranks[suit]
        copies = self.packed_counts >> (COUNT_BITS * code) & ((1 << COUNT_BITS * (4 - suit)) - 1)
        pattern, high = ranks >> (rank0 + 1) & 15, ranks >> 9 & 15 if aces_high and rank0 == 0 else 0
        # One int for the shared table (a dict keyed by an int is read fastest).
        key = (((((copies << 4 | pattern) << 4 | high) << 6 | code) << 3 | self.width) << 2 | self.link_wilds) << 1 \
            | aces_high
        found = _MELD_TABLES.get(key)
        if found is None:
            if len(_MELD_TABLES) >= MELD_TABLES_LIMIT:
                _MELD_TABLES.clear()
            found = _MELD_TABLES[key] = _candidates_by_neighbours(code, copies, pattern, high, aces_high, self.width,
                                                                  self.link_wilds)
        return found

    def all_candidates(self) -> dict[int, tuple[Candidate, ...]]:
        """Every card's short melds, for a class to count (the search builds only those it needs)."""
        return {t: found for t in self.types if (found := self.candidates[t])}

    def codes_of(self, code: int) -> list[int]:
        """The codes of the hand's natural cards behind a code, in card order: copies of one
        card, or for a code that stands for several interchangeable cards (idea 7), all of them."""
        return list(self.merged[code]) if code in self.merged else [code] * self.counts[code]

    def discard_card(self, code: int) -> Card:
        """The card a discard of `code` throws: for a merged code, the last card behind it."""
        return CARD_OF_CODE[self.merged[code][-1] if code in self.merged else code]

    @property
    def packed_counts(self) -> int:
        """Each card's copies, `COUNT_BITS` bits a card: what the meld tables are keyed by."""
        if self._packed is None:
            self._packed = sum(n << (COUNT_BITS * t) for t, n in self.counts.items())
        return self._packed

    def _run_links(self) -> list[int]:
        """The cards linked by short runs (R13, idea 5), as code masks, from each suit's
        rank mask."""
        links: list[int] = []
        aces_high, free = self.rules.aces_high, self.link_wilds
        for suit, mask in enumerate(self.suit_ranks):
            if mask & (mask - 1):  # two ranks or more
                if mask & 1 and aces_high:
                    mask |= 1 << ACE_HIGH_BIT
                links += _run_links(mask, free, suit)
        return links

    def _merge_set_only(self, links: list[int], present: int) -> int:
        """Idea 7: cards of one rank that are in no short run can only be in sets or left
        over, where every card of a rank is alike: only how many of them there are matters,
        so they are counted as copies of the lowest of them (`merged` keeps the cards behind
        each such code). Only three cards or more are worth it: two give the search as many
        sets to try either way. Returns the codes still present."""
        in_runs = 0
        for link in links:
            in_runs |= link
        alone = present & ~in_runs  # in no short run
        counts = self.counts
        for r in self.crowded:
            block = alone & (15 << 4 * r)  # the rank's cards in no run
            if block & (block - 1):  # two of them or more
                low = block & -block
                first = low.bit_length() - 1
                codes = [t for t in range(first, 4 * r + 4) if block >> t & 1]
                if sum(counts[t] for t in codes) < MIN_MELD:
                    continue  # two cards: as many sets to try either way
                self.merged[first] = [t for t in codes for _ in range(counts[t])]
                for t in codes[1:]:
                    counts[first] += counts.pop(t)
                    self.suit_ranks[t & 3] &= ~(1 << (t >> 2))
                present &= ~(block ^ low)
        return present

    def _groups(self, links: list[int], present: int) -> tuple[list[Group], list[int]]:
        """Idea 5: the groups of cards linked by short melds, found from the masks; and the
        cards in no short meld at all (idea 4)."""
        free, counts, ranks = self.link_wilds, self.counts, self.rank_cards
        fewest = max(2, MIN_MELD - free)  # a set linking two cards or more (R12)
        links += [present & (15 << 4 * r) for r in self.crowded if ranks[r] >= fewest]
        parts = _merge(links)
        placed = 0
        for part in parts:
            placed |= part
        if free >= 2:  # a card alone and two wilds make a set (R15): no card is left out
            alone = present & ~placed
            while alone:
                low = alone & -alone
                parts.append(low)
                alone ^= low
            placed = present
        # By lowest card: the lowest bit of a part is the lowest bit of its lowest card's field.
        parts.sort(key=_lowest_bit)
        width, points = self.width, self.values
        groups = []
        for part in parts:
            state = value = size = 0
            while part:
                low = part & -part
                t = low.bit_length() - 1
                n = counts[t]
                state += n << (width * t)
                value += n * points[t]
                size += n
                part ^= low
            groups.append(_new_group(Group, (state, value, size)))
        left = present & ~placed
        return groups, [t for t in self.types if left >> t & 1]


def _lowest_bit(mask: int) -> int:
    return mask & -mask


_new_group = tuple.__new__  # a Group without NamedTuple's Python-level __new__: hands make many


class _MeldTables(dict[int, tuple[Candidate, ...]]):
    """A card's short melds, built the first time the search asks (`hand.candidates[code]`)."""

    hand: CompiledHand  # set once made (a dict subclass made without a Python __init__ is made faster)

    def __missing__(self, code: int) -> tuple[Candidate, ...]:
        found = self[code] = self.hand.candidates_of(code)
        return found


def _check_copies(counts: dict[int, int], most: int, wild_cards: list[Card], rules: Rules) -> None:
    """Refuse a hand with more copies of a card than the decks hold (R2), with the answer
    and the words of `check_meld` (one rule, `ttlearn.cards.check_copies`)."""
    if most <= 1 and len(wild_cards) <= 1:
        return  # one copy of everything: any number of decks holds it
    decks = decks_in_play(rules)
    if most > decks:
        check_copies((CARD_OF_CODE[t] for t, n in counts.items() for _ in range(n)), decks)
    if len(wild_cards) > decks:
        check_copies(wild_cards, decks)


@cache
def _guard_bits(width: int) -> int:
    """The top bit of every card's field: a borrow clears one when a meld takes a card the
    state does not hold."""
    return sum(1 << (width * c + width - 1) for c in range(52))
