"""The short melds a card can be the lowest natural of, and the cards a suit's runs link:
tables shared by every hand (ideas 3 and 5 of `hand_search`), each worked out once.

A card is a code 0..51 as in `compiled_hand`. Each table is bounded: a card's
short melds given its neighbours (`MELD_TABLES`, a dict of 8192 entries emptied at once
when full, built from the `functools.lru_cache`s `_sets_from`, 2048 entries, and
`_runs_from`, 4096, where the least recently used entry goes first) and the linked ranks
of a suit (`run_links`, an lru_cache of 16384). Full, they hold a few megabytes
(benchmarks/solver.py measures them).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Final, Literal

from ..rules import MIN_MELD
from .card_codes import SCHEME_POINTS

MAX_MELD_NATURALS: Final = 5  # idea 3
COUNT_BITS: Final = 6  # a card's copies in a packed count: at most 4 suits x 8 decks = 32 (idea 7)
COUNT_MASK: Final = (1 << COUNT_BITS) - 1
MAX_RUN_SPAN: Final = 5  # idea 3: a short run spans at most five ranks
MOST_WILDS_A_MELD_NEEDS: Final = 3  # two naturals five ranks apart: 5♥ W W W 9♥
ACE_HIGH_BIT: Final = 13  # in a suit's rank mask, the Ace again above the King (V1)


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


_RUNS_BY_PATTERN: Final = _run_table()
_REVERSED_4: Final = [int(f"{p:04b}"[::-1], 2) for p in range(16)]


def _natural_points(code: int, scheme: int) -> int:
    """The points of a natural card left over (R16, V1, and the house rules on points),
    under a point scheme (`card_codes.point_scheme`)."""
    return SCHEME_POINTS[scheme][code // 4]


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


MELD_TABLES: Final[dict[int, tuple[Candidate, ...]]] = {}  # candidates_by_neighbours by one packed int (CompiledHand)
MELD_TABLES_LIMIT: Final = 1 << 13  # entries, before the table is emptied at once


def candidates_by_neighbours(code: int, copies: int, pattern: int, high: int, scheme: int,
                              width: int, free: int) -> tuple[Candidate, ...]:
    """The short melds in which card `code` is the lowest natural, given its neighbours: how
    many cards of its rank the hand has from its suit up (`copies`, `COUNT_BITS` bits a
    card, as in `CompiledHand.packed_counts`), which of the next four
    ranks of its suit it has (`pattern`), and for an Ace under V1 which of K, Q, J, 10
    (`high`). Hands share these answers, so each is worked out once (a tuple: it is shared).
    The sets and the runs are cached apart too: far fewer hands differ in both. `scheme`
    (`card_codes.point_scheme`) says how cards score; its bit 0 is the ace rule (V1)."""
    found = _sets_from(code, copies, scheme, width, free) + _runs_from(code, pattern, high, scheme, width, free)
    return tuple(sorted(found, key=_best_first))


@lru_cache(maxsize=1 << 11)
def _sets_from(code: int, copies: int, scheme: int, width: int, free: int) -> tuple[Candidate, ...]:
    """The short sets (R12) in which card `code` is the lowest natural."""
    cands: list[Candidate] = []
    counts = [copies >> (COUNT_BITS * k) & COUNT_MASK for k in range(4 - (code & 3))]
    for taken in product(*(range(n + 1) for n in counts)):
        k = sum(taken)
        if taken[0] and k <= MAX_MELD_NATURALS and MIN_MELD - k <= free:
            members = tuple(code + s for s, n in enumerate(taken) for _ in range(n))
            cands.append(_candidate(members, max(0, MIN_MELD - k), scheme, width, "set"))
    return tuple(cands)


@lru_cache(maxsize=1 << 12)
def _runs_from(code: int, pattern: int, high: int, scheme: int, width: int, free: int) -> tuple[Candidate, ...]:
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
                cands.append(_candidate(members, need, scheme, width, "run"))
    return tuple(cands)


def _candidate(members: tuple[int, ...], need: int, scheme: int, width: int, kind: MeldKind) -> Candidate:
    delta = sum(1 << (width * c) for c in members)
    return Candidate(delta, need, sum(_natural_points(c, scheme) for c in members), members, kind)


def _best_first(cand: Candidate) -> tuple[int, int, int]:
    """Most points saved first, then fewest wilds: the search stops early at a full answer."""
    return -cand.value, cand.need, cand.delta


@lru_cache(maxsize=1 << 14)
def run_links(ranks: int, free: int, suit: int) -> tuple[int, ...]:
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
    return tuple(_spread(m) << suit for m in merge_masks(linked))


def _spread(ranks: int) -> int:
    """A rank mask as a code mask in the first suit: bit r - 1 becomes bit 4 * (r - 1)."""
    codes = 0
    while ranks:
        low = ranks & -ranks
        codes |= 1 << (4 * (low.bit_length() - 1))
        ranks ^= low
    return codes


def merge_masks(masks: Iterable[int]) -> list[int]:
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
