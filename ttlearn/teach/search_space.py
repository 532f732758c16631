"""Why finding the best arrangement is a search problem: how many ways there are to split a
hand, and every arrangement of a small hand, listed the slow way.

For the notebooks: the solver (`ttlearn.solver`) finds the best arrangement without listing
them all; these functions list them all, so a class can see the size of the haystack and
check the solver's needle on small hands.

>>> [ways_to_split(n) for n in range(1, 8)]
[1, 2, 5, 15, 52, 203, 877]
>>> all_melds("5H 6H 7H 7S 7D", round=11)
[Meld('run', 5♥ 6♥ 7♥), Meld('set', 7♦ 7♥ 7♠)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

from ..cards import Card, as_cards
from ..melds import Arrangement, Meld, check_meld
from ..rules import Rules, check_round, check_rules

__all__ = ["all_melds", "every_arrangement", "ways_to_split"]


def all_melds(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> list[Meld]:
    """Every subset of the hand (of 3 cards or more) that is a meld, by trying them all."""
    cards = sorted(as_cards(cards))
    found = []
    for size in range(3, len(cards) + 1):
        for group in combinations(cards, size):
            result = check_meld(group, round, rules)
            if result.meld is not None:
                found.append(result.meld)
    return found


def every_arrangement(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> Iterator[Arrangement]:
    """Every way to split the hand into melds and leftover cards (R14), the slow way: the
    first card is left over, or in a meld with any of the others. Small hands only: the
    count grows like the Bell numbers."""
    check_round(round)
    rules = check_rules(rules)
    cards = sorted(as_cards(cards))

    def splits(rest: list[Card]) -> Iterator[tuple[list[Meld], list[Card]]]:
        if not rest:
            yield [], []
            return
        first, others = rest[0], rest[1:]
        for melds, leftover in splits(others):
            yield melds, [first] + leftover
        for size in range(2, len(others) + 1):
            for partners in combinations(range(len(others)), size):
                group = [first] + [others[k] for k in partners]
                result = check_meld(group, round, rules)
                if result.meld is not None:
                    remaining = [c for k, c in enumerate(others) if k not in partners]
                    for melds, leftover in splits(remaining):
                        yield [result.meld] + melds, leftover

    for melds, leftover in splits(cards):
        if not melds:
            leftover = sorted(leftover)
        penalty = sum(rules.points(c, round) for c in leftover)
        yield Arrangement(tuple(melds), tuple(leftover), penalty, round, rules)


def ways_to_split(n: int) -> int:
    """The Bell number B(n): how many ways n different cards split into groups (melds or
    single leftover cards). A search that tried them all would face this many splits; the
    solver's pruning and memoisation look at far fewer (see `ttlearn.solver.hand_search`).

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
