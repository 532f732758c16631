"""Suit symmetry: renaming the suits (♠→♥, ♥→♣, ...) keeps every set a set, every run a
run and every card's points, so it splits the hands into classes of equal penalty.

Two ways to know the classes, which check each other:

* *Burnside's lemma* counts them without listing them: the number of classes is the
  average, over the 24 renamings, of the number of hands each renaming leaves unchanged.
* *Orderly generation* lists one hand of each class, the first in a fixed order, building
  it rank by rank and giving up on a partial hand as soon as a renaming makes it come
  earlier. No hand is ever looked at twice.

>>> suit_classes(2), len(suit_class_representatives(2))
(169, 169)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement, permutations
from math import comb, prod

from ..cards import RANKS, SUITS, Card, check_decks, deck
from ..rules import hand_size

SUIT_PERMUTATIONS = tuple(permutations(range(4)))  # the 24 renamings of the suits; the first is "no change"


# --- Burnside's lemma: how many classes the suit renamings make -------------------------


def cycle_lengths(permutation: Sequence[int]) -> tuple[int, ...]:
    """The cycle lengths of a permutation of the suits.

    >>> cycle_lengths((1, 0, 3, 2))  # ♠↔♥ and ♦↔♣
    (2, 2)
    """
    seen, lengths = set(), []
    for start in range(len(permutation)):
        length, k = 0, start
        while k not in seen:
            seen.add(k)
            k = permutation[k]
            length += 1
        if length:
            lengths.append(length)
    return tuple(sorted(lengths))


def _poly_mul(a: list[int], b: list[int], top: int) -> list[int]:
    out = [0] * (top + 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b[: top + 1 - i]):
                out[i + j] += x * y
    return out


def hands_fixed_by(permutation: Sequence[int], n: int, decks: int = 1, ranks: int = 13) -> int:
    """How many n-card hands a renaming of the suits leaves unchanged.

    A hand is unchanged when, for each rank, it holds the same number of copies of every
    suit in a cycle of the renaming. A cycle of length L of one rank adds 0, L, ..., d·L
    cards, so the count is the coefficient of x^n in the product, over the ranks (13, or
    12 natural ranks in a round with wilds) and the cycles, of (1 + x^L + ... + x^(d·L)).
    Here a hand is which cards it holds and how many copies of each (the two 7♥ of two
    decks are alike).

    >>> hands_fixed_by((0, 1, 2, 3), 3) == comb(52, 3)
    True
    """
    poly = [1]
    for length in cycle_lengths(permutation):
        factor = [0] * (n + 1)
        for copies in range(decks + 1):
            if copies * length <= n:
                factor[copies * length] = 1
        for _ in range(ranks):
            poly = _poly_mul(poly, factor, n)
    return poly[n] if n < len(poly) else 0


def suit_classes(n: int, decks: int = 1, ranks: int = 13) -> int:
    """How many classes of n-card hands the 24 renamings of the suits make, by Burnside's
    lemma: the average over the renamings of the hands each leaves unchanged. (Hands as in
    `hands_fixed_by`: with two decks, which cards and how many copies.)

    >>> suit_classes(3)
    1755
    """
    check_decks(decks)
    total = sum(hands_fixed_by(p, n, decks, ranks) for p in SUIT_PERMUTATIONS)
    assert total % len(SUIT_PERMUTATIONS) == 0, "Burnside's average is always a whole number"
    return total // len(SUIT_PERMUTATIONS)


def classes_to_solve(round: int, decks: int = 1, extra_cards: int = 0) -> int:
    """How many classes the exact count of a round solves: for each number of wilds w, the
    suit classes of the n - w natural cards (12 natural ranks), by Burnside's lemma.

    >>> classes_to_solve(1)
    1533
    """
    n = hand_size(round) + extra_cards
    return sum(suit_classes(n - w, decks, ranks=12) for w in range(min(n, 4 * decks) + 1))


def canonical_hand(cards: Iterable[Card]) -> tuple[tuple[int, int], ...]:
    """The first, in sorted order, of the 24 renamings of a hand's suits, as (rank, suit
    index) pairs: two hands are in one class exactly when their canonical hands are equal."""
    pairs = [(c.rank, SUITS.index(c.suit)) for c in cards]
    return min(tuple(sorted((r, p[s]) for r, s in pairs)) for p in SUIT_PERMUTATIONS)


def suit_classes_by_enumeration(n: int, decks: int = 1) -> int:
    """The same count as `suit_classes`, the slow way: the distinct canonical hands among
    all hands. For checking Burnside's lemma on small n."""
    cards = sorted(set(deck(1)))
    hands = combinations(cards, n) if decks == 1 else _multisets(cards, n, decks)
    return len({canonical_hand(hand) for hand in hands})


def _multisets(cards: list[Card], n: int, most: int) -> Iterator[tuple[Card, ...]]:
    for hand in combinations_with_replacement(cards, n):
        if max(Counter(hand).values()) <= most:
            yield hand


# --- Orderly generation of the suit classes -----------------------------------------------


@dataclass(frozen=True)
class Columns:
    """The hand, rank by rank: a *column* says how many copies of each suit (0..d) the hand
    holds of one rank, coded as a number 0 .. (d+1)^4 - 1 (0 is the empty column)."""

    decks: int
    size: tuple[int, ...]  # cards in the column
    weight: tuple[int, ...]  # physical choices: the product of C(d, copies)
    image: tuple[tuple[int, ...], ...]  # image[p][v]: the column after renaming p
    by_size: tuple[tuple[int, ...], ...]  # by_size[k]: the columns of at most k cards
    copies: tuple[tuple[int, ...], ...]  # copies of each suit

    @property
    def most(self) -> int:
        return 4 * self.decks


@cache
def columns(decks: int) -> Columns:
    """Every possible column for `decks` decks, with its size, weight and renamed images."""
    base = decks + 1
    copies = [tuple(v // base**s % base for s in range(4)) for v in range(base**4)]
    code = {c: v for v, c in enumerate(copies)}
    image = tuple(
        tuple(code[tuple(c[p.index(s)] for s in range(4))] for c in copies) for p in SUIT_PERMUTATIONS
    )
    size = tuple(sum(c) for c in copies)
    by_size = tuple(tuple(v for v in range(len(copies)) if size[v] <= k) for k in range(4 * decks + 1))
    weight = tuple(prod(comb(decks, x) for x in c) for c in copies)
    return Columns(decks, size, weight, image, by_size, tuple(copies))


# The non-empty columns of a hand (or of a hand so far) as (column index, column code).
Picks = tuple[tuple[int, int], ...]
# A state of the generation: (next column, cards still to place, renamings that fix the
# columns so far, the picks so far).
State = tuple[int, int, tuple[int, ...], Picks]


def first_state(cards: int) -> State:
    """Nothing placed yet: every renaming but "no change" still to watch."""
    return (0, cards, tuple(range(1, len(SUIT_PERMUTATIONS))), ())


def children(cols: Columns, n_columns: int, state: State) -> list[State]:
    """Every way to fill the next column that can still lead to the first hand of its
    class: a renaming that makes the columns so far come earlier rules the prefix out; one
    that makes them come later can never matter again; one that keeps them stays watched."""
    j, left, fixing, picks = state
    room_after = cols.most * (n_columns - j - 1)
    out = []
    for v in cols.by_size[min(left, cols.most)]:
        rest = left - cols.size[v]
        if rest > room_after:
            continue
        still = []
        for p in fixing:
            w = cols.image[p][v]
            if w < v:
                break
            if w == v:
                still.append(p)
        else:
            out.append((j + 1, rest, tuple(still), picks + ((j, v),) if v else picks))
    return out


def walk(cols: Columns, n_columns: int, state: State, visit: Callable[[Picks, int], None]) -> None:
    """Depth first from `state`: call visit(picks, class size) for each class."""
    if state[1] == 0:
        visit(state[3], len(SUIT_PERMUTATIONS) // (len(state[2]) + 1))
        return
    for child in children(cols, n_columns, state):
        walk(cols, n_columns, child, visit)


def suit_class_representatives(n: int, decks: int = 1) -> list[tuple[list[Card], int]]:
    """One hand of each suit class of n-card hands, with the number of hands in its class
    (hands as in `suit_classes`). For small n: the list is as long as `suit_classes(n)`.

    >>> reps = suit_class_representatives(2)
    >>> len(reps), sum(size for _, size in reps) == comb(52, 2)
    (169, True)
    """
    cols = columns(check_decks(decks))
    found = []

    def visit(picks: Picks, size: int) -> None:
        found.append(([Card(RANKS[j], SUITS[s]) for j, v in picks for s in range(4) for _ in range(cols.copies[v][s])],
                      size))

    walk(cols, len(RANKS), first_state(n), visit)
    return found
