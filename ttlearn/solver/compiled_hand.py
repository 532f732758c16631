"""The hand as the search (`hand_search`) sees it: card codes, packed states, the groups
of cards that can share a meld, and the tables of short melds each card can be the lowest
natural of (ideas 1, 3, 4 and 5 there).

Internally a card is its code 0..51 (`card_codes`): `(rank - 1) * 4 + suit`,
with suits in the order C, D, H, S, so sorting codes sorts cards the way `Card` sorts.

The groups are found from two kinds of masks, without listing a single meld: for each suit,
the ranks it holds (runs, R13), and for each rank, how many cards it has (sets, R12). The
tables of short melds are built only for a group the search has not met before (idea 6), so
a hand whose groups are all remembered costs a count of its cards and little more.

The tables of short melds and of the cards a suit's runs link are shared by every hand
(`meld_tables`); the memo of the search is in `group_search`.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, cached_property
from operator import attrgetter
from typing import ClassVar, Final

from ..cards import JOKER_RANK, Card, check_copies
from ..rules import CARDS, DECKS, MIN_MELD, POINTS, Rules, wild_rank
from .card_codes import CARD_OF_CODE, JOKER_CODE, SUIT_NUMBER, point_scheme, points_by_code
from .meld_tables import (
    ACE_HIGH_BIT,
    COUNT_BITS,
    MELD_TABLES,
    MELD_TABLES_LIMIT,
    MOST_WILDS_A_MELD_NEEDS,
    Candidate,
    candidates_by_neighbours,
    merge_masks,
    run_links,
)

__all__ = ["CompiledHand", "LinkedGroup", "Record"]

SCHEME_BITS: Final = 10  # a point scheme in a meld table's key: far more than the few a session meets
_TABLE_KEY_BITS: Final = 3 + 2 + SCHEME_BITS  # CompiledHand.table_key: width, link wilds, point scheme

JOKER_ROW: Final = JOKER_RANK - 1  # a joker's rank less one, as the hand reads its cards
_COUNT_UNIT: Final = tuple(1 << (COUNT_BITS * code) for code in range(52))  # one copy of a card, packed
_COPIES_MASK: Final = tuple((1 << COUNT_BITS * (4 - suit)) - 1 for suit in range(4))  # a rank's copies from a suit up


class _RoundRules:
    """What a round and the rules give every hand, worked out once for each (`_round_rules`).
    Read-only attributes, as a `Record`'s."""

    __slots__ = ("round", "rules", "values", "scheme", "wild_rank", "decks", "jokers")

    def __init__(self, round: int, rules: Rules) -> None:
        self.round: Final = round
        self.rules: Final = rules  # the Rules object first asked with (see `_round_rules`)
        self.values: Final = points_by_code(round, rules)  # the points of every card code (R16, H2, V1)
        self.scheme: Final = point_scheme(rules)  # how natural cards score (`card_codes.point_scheme`)
        self.wild_rank: Final = wild_rank(round)  # R5; a bad round is refused here (R4)
        self.decks: Final = rules.most_decks  # how many copies of a card there may be (R2)
        self.jokers: Final = rules.jokers  # jokers in each deck


# By round and the rules that change the above (the cards, the decks, the points): few in a
# session. (A Rules hashes in slow Python, so the key is made of those fields.)
ROUND_RULES_KEY: Final = Rules.affecting(CARDS, DECKS, *POINTS)
_round_rules_key: Final = attrgetter(*ROUND_RULES_KEY)
_ROUND_RULES: Final[dict[tuple[object, ...], _RoundRules]] = {}
_last_round_rules: _RoundRules | None = None  # the one `_round_rules` gave last


def _round_rules(round: int, rules: Rules) -> _RoundRules:
    """The `_RoundRules` of a round and rules. A game asks with one Rules object hand after
    hand, so the one given last is tried first, by identity: far cheaper than a key of the
    rules' fields. (It holds that Rules object, which therefore stays the same object.)"""
    global _last_round_rules
    last = _last_round_rules
    if last is not None and last.rules is rules and last.round == round:
        return last
    key = (round, _round_rules_key(rules))
    found = _ROUND_RULES.get(key)
    if found is None:
        found = _ROUND_RULES[key] = _RoundRules(round, rules)
    _last_round_rules = found
    return found


class Record:
    """A small value of the solver with read-only (`Final`) attributes, compared, hashed and
    shown by the attributes its class `names`. A class like this rather than a named tuple:
    compiled, it is made several times as fast (a named tuple is made through Python), and
    a solve makes many. (mypyc keeps no `__slots__` to read, hence `names`.)"""

    __slots__ = ()
    names: ClassVar[tuple[str, ...]] = ()

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.names)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Record) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self.names, self._fields()))
        return f"{type(self).__name__}({shown})"


class LinkedGroup(Record):
    """Cards linked by short melds, searched apart from the rest of the hand (idea 5)."""

    names: ClassVar = ("state", "value", "size", "lowest")
    __slots__ = names

    def __init__(self, state: int, value: int, size: int, lowest: int) -> None:
        self.state: Final = state  # the cards, packed like a search state
        self.value: Final = value  # their points: what the group saves if every card is melded
        self.size: Final = size  # how many cards
        self.lowest: Final = lowest  # the code of its lowest card, the first the search places (-1 if none)


class CompiledHand:
    """A hand ready for the search.

    A search state packs how many cards of each code (0..51) are still to place into one
    int, `width` bits per code, so taking a meld away is one subtraction, and one mask test
    (a guard bit per field catches any borrow) says whether all its cards are there. Melds
    are looked up in tables shared by all hands, keyed by a card and its neighbours, and
    only when the search needs them (`melds_of`).
    """

    def __init__(self, cards: Iterable[Card], round: int, rules: Rules, merge: bool = True) -> None:
        self.round, self.rules = round, rules
        found = _round_rules(round, rules)  # a bad round is refused here (R4)
        self.values, self.scheme, self.wild_rank = points, scheme, wr = found.values, found.scheme, found.wild_rank
        # One pass over the cards for the counts and the masks of ideas 5 and 7: each suit's
        # ranks, each rank's cards, and the codes present.
        counts: dict[int, int] = {}  # copies of each natural card, by code
        wild_codes: list[int] = []  # the wilds by code: the round's rank here, jokers (counted) put first below
        jokers = 0
        crowded: list[int] = []  # ranks of two cards or more (sets need them)
        crowds: list[int] = []  # ranks of three cards or more (idea 7 merges only them)
        self.counts, self.crowded = counts, crowded
        self.suit_ranks = suits = [0, 0, 0, 0]  # bit r - 1 set when the suit's rank r is in the hand
        self.rank_cards = ranks = [0] * 13  # cards of each rank, copies counted
        value = present = packed = 0
        most = 1
        count_unit = _COUNT_UNIT
        wild_row = wr - 1
        suit_number = SUIT_NUMBER
        for card in cards:
            r = card.rank - 1
            if r == JOKER_ROW:  # wild in every round
                jokers += 1
                continue
            suit = suit_number[ord(card.suit)]
            code = r << 2 | suit  # `card_codes.card_code`, worked out here: this loop reads every card of every hand
            if r == wild_row:  # the wild rank (R5)
                wild_codes.append(code)
                continue
            n = counts.get(code, 0) + 1
            counts[code] = n
            if n > most:
                most = n
            value += points[code]
            suits[suit] |= 1 << r
            present |= 1 << code
            packed += count_unit[code]
            k = ranks[r] = ranks[r] + 1
            if k == 2:
                crowded.append(r)
            elif k == 3:
                crowds.append(r)
        naturals = sum(ranks)
        self.packed_counts = packed  # each card's copies, COUNT_BITS bits a card: the meld tables' key
        # The wilds in card order, jokers first, sorted as ints: a sort keyed by Card is slow.
        if len(wild_codes) > 1:
            wild_codes.sort()
        if jokers:
            wild_codes[:0] = [JOKER_CODE] * jokers
        self.wild_codes = wild_codes
        self.wild_cards = wild_cards = [CARD_OF_CODE[code] for code in wild_codes]
        self.n_wilds = len(wild_cards)
        _check_copies(counts, most, wild_codes, jokers, found)
        self.natural_value = value
        # Idea 1: more than two wilds per natural card are never needed in the search.
        self.free_wilds = min(self.n_wilds, 2 * naturals)
        # No short meld needs more than three wilds: the melds that link cards (idea 5).
        self.link_wilds = min(self.free_wilds, MOST_WILDS_A_MELD_NEEDS)
        links = self._run_links()
        self.merged: dict[int, list[int]] = {}  # a code standing for several cards: their codes
        self.set_only: dict[int, int] = {}  # by rank of three cards or more: its lowest code in no run
        if merge and crowds:
            present = self._merge_set_only(links, present, crowds)
        if self.merged:
            most = max(counts.values())
        self.width = width = max(3, most.bit_length() + 1)
        self.guard = _guard_bits(width)
        self.table_key = (width << 2 | self.link_wilds) << SCHEME_BITS | scheme  # see candidates_of
        # Each card's short melds, by code, looked up in the shared tables as the search
        # first asks for them (`melds_of`).
        self.candidates: dict[int, tuple[Candidate, ...]] = {}
        # `natural_fields`, worked out when a search first asks (`Search`): a hand refused
        # at once, say by go_out, never needs it.
        self.natural_fields: int | None = None
        self._present, self._crowds = present, crowds
        self.groups, self.always_left = self._groups(links, present)

    @cached_property
    def types(self) -> list[int]:
        """The codes of the natural cards, in card order (each once)."""
        return sorted(self.counts)

    @property
    def wild_value(self) -> int:
        """The points a leftover wild of the round's rank scores (R16, H2, or `Rules.wild_penalty`)."""
        return self.values[(self.wild_rank - 1) * 4]  # the wild rank's club: every suit scores alike

    def wild_points(self, wilds: Iterable[Card]) -> int:
        """The points these wilds score left over: a joker `Rules.joker_penalty`, a card of
        the wild rank `wild_value`."""
        return sum(self.rules.joker_penalty if card.is_joker else self.wild_value for card in wilds)

    def melds_of(self, code: int) -> tuple[Candidate, ...]:
        """The short melds (idea 3) in which card `code` is the lowest natural, found in the
        shared tables the first time they are asked for."""
        found = self.candidates.get(code)
        if found is None:
            found = self.candidates[code] = self.candidates_of(code)
        return found

    def candidates_of(self, code: int) -> tuple[Candidate, ...]:
        """The short melds of card `code` (`melds_of`), from the shared tables, made if new."""
        scheme = self.scheme
        rank0, suit = code >> 2, code & 3
        ranks = self.suit_ranks[suit]
        copies = self.packed_counts >> (COUNT_BITS * code) & _COPIES_MASK[suit]
        # Bit 0 of the point scheme is the ace rule (V1): an Ace may sit above the King.
        pattern, high = ranks >> (rank0 + 1) & 15, ranks >> 9 & 15 if scheme & 1 and rank0 == 0 else 0
        # One int for the shared table (a dict keyed by an int is read fastest); what is the
        # same for every card of the hand (width, link wilds, point scheme) is packed once,
        # in `table_key`.
        key = (((copies << 4 | pattern) << 4 | high) << 6 | code) << _TABLE_KEY_BITS | self.table_key
        found = MELD_TABLES.get(key)
        if found is None:
            if len(MELD_TABLES) >= MELD_TABLES_LIMIT:
                MELD_TABLES.clear()
            found = MELD_TABLES[key] = candidates_by_neighbours(code, copies, pattern, high, scheme, self.width,
                                                                  self.link_wilds)
        return found

    def all_candidates(self) -> dict[int, tuple[Candidate, ...]]:
        """Every card's short melds, for a class to count (the search builds only those it needs)."""
        return {t: found for t in self.types if (found := self.melds_of(t))}

    def codes_of(self, code: int) -> list[int]:
        """The codes of the hand's natural cards behind a code, in card order: copies of one
        card, or for a code that stands for several interchangeable cards (idea 7), all of them."""
        return list(self.merged[code]) if code in self.merged else [code] * self.counts[code]

    def discard_card(self, code: int) -> Card:
        """The card a discard of `code` throws: for a merged code, the last card behind it."""
        return CARD_OF_CODE[self.merged[code][-1] if code in self.merged else code]

    def _run_links(self) -> list[int]:
        """The cards linked by short runs (R13, idea 5), as code masks, from each suit's
        rank mask."""
        links: list[int] = []
        aces_high, free = self.scheme & 1, self.link_wilds  # bit 0 of the point scheme: the ace rule (V1)
        for suit, mask in enumerate(self.suit_ranks):
            if mask & (mask - 1):  # two ranks or more
                if mask & 1 and aces_high:
                    mask |= 1 << ACE_HIGH_BIT
                links += run_links(mask, free, suit)
        return links

    def _merge_set_only(self, links: list[int], present: int, crowds: list[int]) -> int:
        """Idea 7: cards of one rank that are in no short run can only be in sets or left
        over, where every card of a rank is alike: only how many of them there are matters,
        so they are counted as copies of the lowest of them (`merged` keeps the cards behind
        each such code). Only three cards or more are worth it: two give the search as many
        sets to try either way. `crowds` are the ranks of three cards or more, the only ones
        that can have three in no run. `set_only` keeps, by rank, the lowest code of those
        cards (the search drops sets it dominates, `group_search._undominated`). Returns the
        codes still present."""
        in_runs = 0
        for link in links:
            in_runs |= link
        alone = present & ~in_runs  # in no short run
        counts = self.counts
        for r in crowds:
            block = alone & (15 << 4 * r)  # the rank's cards in no run
            if not block:
                continue
            low = block & -block
            first = low.bit_length() - 1
            self.set_only[r] = first
            if block & (block - 1):  # two of them or more
                codes = [t for t in range(first, 4 * r + 4) if block >> t & 1]
                if sum(counts[t] for t in codes) < MIN_MELD:
                    continue  # two cards: as many sets to try either way
                self.merged[first] = [t for t in codes for _ in range(counts[t])]
                for t in codes[1:]:
                    n = counts.pop(t)
                    counts[first] += n
                    self.packed_counts += n * (_COUNT_UNIT[first] - _COUNT_UNIT[t])
                    self.suit_ranks[t & 3] &= ~(1 << (t >> 2))
                present &= ~(block ^ low)
        return present

    def find_natural_fields(self) -> int:
        """For `natural_fields`: the fields (of a search state) of the cards in some meld of
        naturals alone, a rank of three cards or more (R12) or three ranks in a row of a suit
        (R13, V1). A state holding none of them melds nothing without a wild, so the search
        leaves it over at once (`Search.saved`)."""
        present, crowds, width = self._present, self._crowds, self.width
        by_suit, by_rank = _field_tables(width)
        fields = 0
        for r in crowds:
            fields |= by_rank[present >> 4 * r & 15] << (4 * width * r)
        aces_high = self.scheme & 1
        for suit, ranks in enumerate(self.suit_ranks):
            if aces_high and ranks & 1:
                ranks |= 1 << ACE_HIGH_BIT
            starts = ranks & ranks >> 1 & ranks >> 2
            if starts:
                in_runs = starts | starts << 1 | starts << 2
                in_runs = (in_runs | in_runs >> ACE_HIGH_BIT) & ((1 << ACE_HIGH_BIT) - 1)  # the high Ace is the Ace
                fields |= (by_suit[in_runs & 127] | by_suit[in_runs >> 7] << (28 * width)) << (width * suit)
        return fields

    def _groups(self, links: list[int], present: int) -> tuple[list[LinkedGroup], list[int]]:
        """Idea 5: the groups of cards linked by short melds, found from the masks; and the
        cards in no short meld at all (idea 4)."""
        free, counts, ranks = self.link_wilds, self.counts, self.rank_cards
        fewest = max(2, MIN_MELD - free)  # a set linking two cards or more (R12)
        links += [present & (15 << 4 * r) for r in self.crowded if ranks[r] >= fewest]
        parts = merge_masks(links)
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
        _sort_by_lowest_card(parts)
        width, points = self.width, self.values
        groups = []
        for part in parts:
            lowest = (part & -part).bit_length() - 1
            state = value = size = 0
            while part:
                low = part & -part
                t = low.bit_length() - 1
                n = counts[t]
                state += n << (width * t)
                value += n * points[t]
                size += n
                part ^= low
            groups.append(LinkedGroup(state, value, size, lowest))
        left = present & ~placed
        always_left = []  # in code order: lowest bit first
        while left:
            low = left & -left
            always_left.append(low.bit_length() - 1)
            left ^= low
        return groups, always_left


def _sort_by_lowest_card(parts: list[int]) -> None:
    """Sort masks of card codes by their lowest card (its bit), in place. An insertion sort:
    a hand has a few parts, and compiled, this is faster than a sort with a key function."""
    for k in range(1, len(parts)):
        part = parts[k]
        low = part & -part
        m = k
        while m and parts[m - 1] & -parts[m - 1] > low:
            parts[m] = parts[m - 1]
            m -= 1
        parts[m] = part


def _check_copies(counts: dict[int, int], most: int, wild_codes: list[int], jokers: int,
                  round_rules: _RoundRules) -> None:
    """Refuse a hand with more copies of a card than the decks hold (R2), with the answer
    and the words of `check_meld` (one rule, `ttlearn.cards.check_copies`). `wild_codes`
    are sorted, jokers first, and `jokers` of them are jokers."""
    if most <= 1 and len(wild_codes) <= 1 and not jokers:
        return  # one copy of everything, and no joker: any number of decks holds it
    decks, jokers_a_deck = round_rules.decks, round_rules.jokers
    if most > decks:
        check_copies((CARD_OF_CODE[t] for t, n in counts.items() for _ in range(n)), decks)
    if jokers > decks * jokers_a_deck or _most_copies(wild_codes, jokers) > decks:
        check_copies([CARD_OF_CODE[t] for t in wild_codes], decks, jokers_a_deck)  # the words of the refusal


def _most_copies(codes: list[int], start: int) -> int:
    """The most copies of one code among sorted `codes[start:]`. (No Card is hashed:
    `cards.check_copies` does that, to word the refusal.)"""
    most = run = 0
    previous = -1
    for k in range(start, len(codes)):
        code = codes[k]
        run = run + 1 if code == previous else 1
        previous = code
        if run > most:
            most = run
    return most


@cache
def _field_tables(width: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For `CompiledHand._natural_fields`: the fields of a suit's ranks, seven at a time (bit
    r for the rank r + 1 of the first suit), and of a rank's cards (bit k for its suit k)."""
    field = (1 << width) - 1
    by_suit = tuple(sum(field << (4 * width * r) for r in range(7) if m >> r & 1) for m in range(128))
    by_rank = tuple(sum(field << (width * k) for k in range(4) if m >> k & 1) for m in range(16))
    return by_suit, by_rank


@cache
def _guard_bits(width: int) -> int:
    """The top bit of every card's field: a borrow clears one when a meld takes a card the
    state does not hold."""
    return sum(1 << (width * c + width - 1) for c in range(52))
