"""An exhaustive brute force for the lowest penalty, written from the rule text alone.

It shares nothing with ttlearn's solver but the Card type: its own meld test (every window
of consecutive ranks a run could occupy is tried), and a search over every way to split
the hand into melds and leftover cards: the lowest card is left over or forms a meld with
*any* subset of the other cards and any number of the wilds, each checked by the meld test.
Results for the same remaining cards are remembered, which saves time but skips nothing.
It is slow, and that is the point: it is easy to believe. The tests and
benchmarks/solver.py compare the solver against it, and a class can too.

`prune=True` tries only partners of the same rank or suit as the lowest card (the others can
never share a meld with it): still exhaustive, much faster, and a second, tougher baseline
for the benchmark.

`house_penalty` learns the house rules (jokers, all_wild_melds, wild_share, face_cards,
ace_penalty, joker_penalty) from their text in the same way: every meld takes
any subset of the wilds, and every wild of the round's rank in it either plays as itself
or stands in for another card; the meld test counts the stand-ins.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from itertools import combinations, product

from ..cards import Card
from ..rules import Rules


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


def brute_penalty(cards: Iterable[Card], round: int, aces_high: bool = False, wild_penalty: int | None = None,
                  prune: bool = False) -> int:
    """The lowest penalty over every split of the hand into melds and leftover cards."""
    cards = list(cards)
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


def brute_best_discard_penalty(cards: Iterable[Card], round: int, aces_high: bool = False,
                               wild_penalty: int | None = None, prune: bool = False) -> int:
    """The lowest penalty left after discarding any one card."""
    hand = list(cards)
    return min(brute_penalty(hand[:k] + hand[k + 1:], round, aces_high, wild_penalty, prune) for k in range(len(hand)))


# --- The house rules ------------------------------------------------------------


def house_points(card: Card, round: int, rules: Rules) -> int:
    """R16, H2, V1 and the house rules on points, from their text."""
    if card.rank == 0:
        return rules.joker_penalty
    if rules.wild_penalty is not None and card.rank == round + 2:
        return rules.wild_penalty
    if card.rank == 1:
        return rules.ace_penalty if rules.ace_penalty is not None else (15 if rules.aces_high else 1)
    return card.rank if rules.face_cards == "rank" else min(card.rank, 10)


def house_is_meld(naturals: tuple[Card, ...], wilds: tuple[Card, ...], round: int, rules: Rules) -> bool:
    """A meld under the house rules: some choice of which wild-rank cards play as themselves
    makes a set or run (R12-R15, V1) whose stand-ins the rules allow."""
    own = [k for k, c in enumerate(wilds) if c.rank == round + 2]
    for itself in product((False, True), repeat=len(own)):
        playing = naturals + tuple(wilds[k] for k, yes in zip(own, itself) if yes)
        stand_ins = len(naturals) + len(wilds) - len(playing)
        if not rules.all_wild_melds and not playing:
            continue
        if rules.wild_share == "half" and 2 * stand_ins > len(naturals) + len(wilds):
            continue
        if is_meld(playing, stand_ins, rules.aces_high):
            return True
    return False


def house_penalty(cards: Iterable[Card], round: int, rules: Rules) -> int:
    """The lowest penalty over every split of the hand into melds and leftover cards."""
    cards = list(cards)
    wild = round + 2
    naturals = tuple(sorted(c for c in cards if c.rank not in (0, wild)))
    all_wilds = tuple(sorted(c for c in cards if c.rank in (0, wild)))

    def sub_multisets(wilds: tuple[Card, ...]) -> Iterator[tuple[tuple[Card, ...], tuple[Card, ...]]]:
        """Every sub-multiset of the wilds once, with what is left."""
        kinds = sorted(set(wilds))
        for counts in product(*(range(wilds.count(k) + 1) for k in kinds)):
            chosen = tuple(k for k, n in zip(kinds, counts) for _ in range(n))
            rest = list(wilds)
            for c in chosen:
                rest.remove(c)
            yield chosen, tuple(rest)

    @cache
    def best(rest: tuple[Card, ...], wilds: tuple[Card, ...]) -> int:
        if not rest:  # the wilds left: one meld of some of them (or none), the others score
            return min(sum(house_points(c, round, rules) for c in left)
                       for chosen, left in sub_multisets(wilds)
                       if not chosen or house_is_meld((), chosen, round, rules))
        first, others = rest[0], rest[1:]
        answer = house_points(first, round, rules) + best(others, wilds)
        partners = [k for k, c in enumerate(others) if c.rank == first.rank or c.suit == first.suit]
        for size in range(len(partners) + 1):
            for picked in combinations(partners, size):
                meld = (first,) + tuple(others[k] for k in picked)
                remaining = tuple(c for k, c in enumerate(others) if k not in picked)
                for chosen, left in sub_multisets(wilds):
                    if house_is_meld(meld, chosen, round, rules):
                        answer = min(answer, best(remaining, left))
        return answer

    return best(naturals, all_wilds)


def house_best_discard_penalty(cards: Iterable[Card], round: int, rules: Rules) -> int:
    """The lowest penalty left after discarding any one card, under the house rules."""
    hand = list(cards)
    return min(house_penalty(hand[:k] + hand[k + 1:], round, rules) for k in range(len(hand)))
