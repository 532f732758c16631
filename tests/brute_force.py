"""An exhaustive brute force for the lowest penalty, written from the rule text alone.

It shares nothing with ttlearn's solver but the Card type: its own meld test (every window
of consecutive ranks a run could occupy is tried), and a search over every way to split
the hand into melds and leftover cards: the lowest card is left over or forms a meld with
*any* subset of the other cards and any number of the wilds, each checked by the meld test.
Results for the same remaining cards are remembered, which saves time but skips nothing.
It is slow, and that is the point: it is easy to believe. The tests and
benchmarks/solver.py compare the solver against it.

`prune=True` tries only partners of the same rank or suit as the lowest card (the others can
never share a meld with it): still exhaustive, much faster, and a second, tougher baseline
for the benchmark.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from ttlearn.cards import Card


def points(card: Card, round: int, aces_high: bool, wild_penalty: int | None) -> int:
    """R16, H2, V1."""
    if wild_penalty is not None and card.rank == round + 2:
        return wild_penalty
    if card.rank == 1:
        return 15 if aces_high else 1
    return min(card.rank, 10)


def is_meld(naturals: tuple[Card, ...], wilds: int, aces_high: bool) -> bool:
    """R12, R13, R15, V1, straight from the text."""
    size = len(naturals) + wilds
    if size < 3:
        return False
    if not naturals or len({c.rank for c in naturals}) == 1:
        return True  # a set, or only wilds
    if len({c.suit for c in naturals}) != 1 or len({c.rank for c in naturals}) != len(naturals):
        return False
    ace_places = (1, 14) if aces_high else (1,)
    for ace in ace_places:
        places = [ace if c.rank == 1 else c.rank for c in naturals]
        lowest, highest = (2, 14) if ace == 14 else (1, 14 if aces_high else 13)
        for start in range(lowest, highest - size + 2):
            window = range(start, start + size)
            if all(p in window for p in places) and not (1 in window and 14 in window):
                return True
    return False


def brute_penalty(cards, round: int, aces_high: bool = False, wild_penalty: int | None = None,
                  prune: bool = False) -> int:
    """The lowest penalty over every split of the hand into melds and leftover cards."""
    wild = round + 2
    naturals = tuple(sorted(c for c in cards if c.rank != wild))
    wild_points = points(Card(wild, "S"), round, aces_high, wild_penalty)

    @cache
    def best(rest: tuple[Card, ...], wilds: int) -> int:
        if not rest:
            # Leftover wilds: a meld of their own, or they joined a meld earlier (the
            # loop below lets every meld take any number of wilds), or they score.
            return 0 if wilds == 0 or wilds >= 3 else wilds * wild_points
        first, others = rest[0], rest[1:]
        answer = points(first, round, aces_high, wild_penalty) + best(others, wilds)
        partners = [k for k, c in enumerate(others) if not prune or c.rank == first.rank or c.suit == first.suit]
        for size in range(len(partners) + 1):
            for chosen in combinations(partners, size):
                meld = (first,) + tuple(others[k] for k in chosen)
                remaining = tuple(c for k, c in enumerate(others) if k not in chosen)
                for used in range(wilds + 1):
                    if is_meld(meld, used, aces_high):
                        answer = min(answer, best(remaining, wilds - used))
        return answer

    return best(naturals, len(cards) - len(naturals))


def brute_best_discard_penalty(cards, round: int, aces_high: bool = False, wild_penalty: int | None = None,
                               prune: bool = False) -> int:
    """The lowest penalty left after discarding any one card."""
    cards = list(cards)
    return min(
        brute_penalty(cards[:k] + cards[k + 1:], round, aces_high, wild_penalty, prune) for k in range(len(cards))
    )
