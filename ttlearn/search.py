"""The search behind the solver: most points a hand can save by melding.

Five ideas a class can follow:

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
5. Cards that share no short meld are independent: the hand falls apart into small groups.
   Each group is searched alone for every number of wilds it could use, and then the wilds
   are shared out among the groups (a small knapsack). Searching groups apart keeps the
   number of states a sum, not a product.

The hand the search works on, its card codes and its tables of short melds are in
`ttlearn.compiled_hand`; this module holds the search (ideas 2-4) and the knapsack (idea 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .cards import Card
from .compiled_hand import (
    CARD_OF_CODE,
    MAX_MELD_NATURALS,
    MOST_COPIES_AUTOMATIC,
    MOST_WILDS_A_MELD_NEEDS,
    SUIT_ORDER,
    CompiledHand,
    card_code,
    points_by_code,
)
from .rules import Rules

__all__ = [
    "NO_WAY", "Search", "SearchReport", "Solution", "search_report",
    # the compiled hand, defined in ttlearn.compiled_hand and named here too
    "CARD_OF_CODE", "MAX_MELD_NATURALS", "MOST_COPIES_AUTOMATIC", "MOST_WILDS_A_MELD_NEEDS", "SUIT_ORDER",
    "CompiledHand", "card_code", "points_by_code",
]

NO_WAY = -(10**9)  # the value of a dead end (a card had to be left out and none was)

class Solution:
    """The best way to share the wilds among the groups of a hand, and the choices behind it.

    For each group and each number of wilds k it may use, `Search` finds the most points it
    can save; a knapsack over the groups then shares the free wilds out. With `leave_one`,
    one group (or the cards in no meld) also gives up the discard.
    """

    def __init__(self, hand: CompiledHand, leave_one: bool):
        self.hand, self.leave_one = hand, leave_one
        self.search = Search(hand)
        free = hand.free_wilds
        leaves = (0, 1) if leave_one else (0,)
        # best[k][u]: most points saved by the groups so far with at most k wilds, u being
        # 1 once the discard has been chosen. A card in no meld may be the discard too.
        self.spare = max(hand.always_left, key=lambda t: (hand.values[t], t)) if hand.always_left else None
        spare_value = hand.values[self.spare] if leave_one and self.spare is not None else NO_WAY
        all_steps = [self._steps(state, value, min(free, 2 * size), leaves) for state, value, size in hand.groups]
        self.choices: list = []
        if not leave_one:
            # Plenty of wilds: if every group can be melded whole within the free wilds,
            # that is the best there is, and no knapsack is needed.
            whole = [next((j for j, _, gain in steps if gain == value), None)
                     for steps, (_, value, _) in zip(all_steps, hand.groups)]
            if None not in whole and sum(whole) <= free:
                self.value = sum(value for _, value, _ in hand.groups)
                self._read_back = ([(j, 0) for j in whole], False)
                return
        best = [[0, spare_value] for _ in range(free + 1)]
        for steps in all_steps:
            new = [[NO_WAY, NO_WAY] for _ in range(free + 1)]
            choice: list[list] = [[None, None] for _ in range(free + 1)]
            for k in range(free + 1):
                for u in leaves:
                    top, pick = NO_WAY, None
                    for j, left, gain in steps:
                        if j <= k and left <= u:
                            before = best[k - j][u - left]
                            if before != NO_WAY and before + gain > top:
                                top, pick = before + gain, (j, left)
                    new[k][u], choice[k][u] = top, pick
            best = new
            self.choices.append(choice)
        self.value = best[free][1 if leave_one else 0]
        self._read_back = self._allotment()

    def _steps(self, state: int, value: int, most: int, leaves: tuple[int, ...]) -> list[tuple[int, int, int]]:
        """(wilds, leave flag, points saved) for one group, keeping only the numbers of
        wilds at which the group saves more than with one wild fewer."""
        steps = []
        for left in leaves:
            previous = NO_WAY
            for j in range(most + 1):
                gain = self.search.saved(state, j, left, value)
                if gain > previous:
                    steps.append((j, left, gain))
                    previous = gain
                if gain == value:  # all placed: more wilds cannot help
                    break
        return steps

    def first_path(self) -> list[tuple]:
        """One optimal sequence of choices, group by group. If the discard is a card in no
        meld at all, the path ends with ("leave", its code)."""
        allotment, spare_left = self._read_back
        path: list[tuple] = []
        for (state, value, _), (wilds, left) in zip(self.hand.groups, allotment):
            path += self.search.first_path(state, wilds, left, value)
        if spare_left:
            path.append(("leave", self.spare))
        return path

    def all_paths(self):
        """Every optimal sequence of choices (a generator), over every optimal allotment."""
        def paths_from(g: int, allotment: list[tuple[int, int]]):
            if g == len(self.hand.groups):
                yield []
                return
            state, value, _ = self.hand.groups[g]
            wilds, left = allotment[g]
            for head in self.search.all_paths(state, wilds, left, value):
                for tail in paths_from(g + 1, allotment):
                    yield head + tail

        seen = set()
        for allotment in self._allotments():
            key = tuple(allotment)
            if key not in seen:
                seen.add(key)
                yield from paths_from(0, allotment)

    def _allotment(self) -> tuple[list[tuple[int, int]], bool]:
        """(wilds, leave flag) for each group, read back from the knapsack, and whether
        the discard is the spare card that is in no meld."""
        k, done = self.hand.free_wilds, int(self.leave_one)
        result = []
        for choice in reversed(self.choices):
            wilds, left = choice[k][done]
            result.append((wilds, left))
            k, done = k - wilds, done - left
        return result[::-1], done == 1

    def _allotments(self) -> list[list[tuple[int, int]]]:
        """Every optimal (wilds, leave flag) per group, giving no group a wild it leaves unused."""
        hand, leaves = self.hand, ((0, 1) if self.leave_one else (0,))
        target = self.value
        results: list[list[tuple[int, int]]] = []

        def explore(g: int, k: int, done: int, total: int, chosen: list[tuple[int, int]]) -> None:
            if g == len(hand.groups):
                spare_ok = done == 0 or (done == 1 and self.spare is not None)
                rest = hand.values[self.spare] if done == 1 and self.spare is not None else 0
                if spare_ok and total + rest == target:
                    results.append(list(chosen))
                return
            state, value, size = hand.groups[g]
            for j in range(min(k, 2 * size) + 1):
                for left in leaves:
                    if left > done:
                        continue
                    got = self.search.saved(state, j, left, value)
                    if got == NO_WAY or (j and got == self.search.saved(state, j - 1, left, value)):
                        continue
                    explore(g + 1, k - j, done - left, total + got, chosen + [(j, left)])

        explore(0, hand.free_wilds, int(self.leave_one), 0, [])
        return results


class Search:
    """Ideas 2-4 for one group of cards: the most points saved placing the cards of a
    state with some wilds free (and, while `left` is 1, leaving out one natural card, the
    discard, whose points count as saved). Answers are memoised."""

    def __init__(self, hand: CompiledHand):
        self.hand = hand
        self.memo: dict[int, int] = {}
        self.best_choice: dict[int, object] = {}  # the choice behind each memoised answer
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
        answer, best = NO_WAY, None
        for cand in hand.candidates.get(i, ()):
            delta, need, value = cand.delta, cand.need, cand.value
            if need <= wilds and (with_guard - delta) & guard == guard:
                got = value + self.saved(state - delta, wilds - need, left, remaining - value)
                if got > answer:
                    answer, best = got, cand
                    if got == remaining:  # everything placed: nothing can beat it
                        break
        if answer < remaining:
            rest, value = state - (1 << (width * i)), hand.values[i]
            if left:
                got = value + self.saved(rest, wilds, 0, remaining - value)
                if got > answer:
                    answer, best = got, "leave"
            got = self.saved(rest, wilds, left, remaining - value)
            if got > answer:
                answer, best = got, "left over"
        memo[key] = answer
        self.best_choice[key] = best
        return answer

    def options(self, state: int, wilds: int, left: int, remaining: int) -> list[tuple[int, tuple]]:
        """The choices for the lowest card, in the search's order, each with the points
        saved in the end: ("meld", candidate), ("leave", code) or ("left over", code)."""
        hand = self.hand
        i = ((state & -state).bit_length() - 1) // hand.width
        with_guard = state | hand.guard
        choices = []
        for cand in hand.candidates.get(i, ()):
            delta, need, value = cand.delta, cand.need, cand.value
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

    def first_path(self, state: int, wilds: int, left: int, remaining: int) -> list[tuple]:
        """One optimal sequence of choices: the one the search remembered at every step."""
        path: list[tuple] = []
        self.saved(state, wilds, left, remaining)
        width = self.hand.width
        while state:
            best = self.best_choice[(state << self._key_shift | wilds) << 1 | left]
            if best == "leave" or best == "left over":
                i = ((state & -state).bit_length() - 1) // width
                state, remaining = state - (1 << (width * i)), remaining - self.hand.values[i]
                left = 0 if best == "leave" else left
                path.append((best, i, state, wilds, left, remaining))
            else:
                state, wilds, remaining = state - best.delta, wilds - best.need, remaining - best.value
                path.append(("meld", best, state, wilds, left, remaining))
        return path

    def all_paths(self, state: int, wilds: int, left: int, remaining: int):
        """Every optimal sequence of choices (a generator)."""
        if not state:
            yield []
            return
        target = self.saved(state, wilds, left, remaining)
        for got, step in self.options(state, wilds, left, remaining):
            if got == target:
                for rest in self.all_paths(*step[2:]):
                    yield [step] + rest


@dataclass(frozen=True)
class SearchReport:
    """What the search did for one hand, for a class to look at (ideas 1-5)."""

    cards: int  # cards in the hand
    wilds: int  # wilds among them (idea 1)
    never_in_a_meld: int  # naturals in no short meld: left over without a search (idea 4)
    groups: tuple[int, ...]  # sizes of the independent groups searched (idea 5)
    states: int  # distinct (cards left, wilds free, discard chosen) situations solved (idea 2)
    short_melds: int  # short melds tried as candidates (idea 3)


def search_report(cards: Iterable[Card], round: int, rules: Rules) -> SearchReport:
    """Run the search on a hand and report its size.

    >>> from ttlearn import parse_cards, Rules
    >>> search_report(parse_cards("5H 6H 7H 9C 9D 2S"), 11, Rules())
    SearchReport(cards=6, wilds=0, never_in_a_meld=3, groups=(3,), states=1, short_melds=1)
    """
    cards = list(cards)
    hand = CompiledHand(cards, round, rules)
    solution = hand.solve()
    return SearchReport(
        cards=len(cards),
        wilds=hand.n_wilds,
        never_in_a_meld=sum(hand.counts[t] for t in hand.always_left),
        groups=tuple(size for _, _, size in hand.groups),
        states=len(solution.search.memo),
        short_melds=sum(len(c) for c in hand.candidates.values()),
    )
