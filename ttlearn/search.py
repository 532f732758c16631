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

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from .cards import Card
from .compiled_hand import (
    CARD_OF_CODE,
    MAX_MELD_NATURALS,
    MOST_COPIES_AUTOMATIC,
    MOST_WILDS_A_MELD_NEEDS,
    SUIT_ORDER,
    Candidate,
    CompiledHand,
    Group,
    card_code,
    points_by_code,
)
from .rules import Rules

__all__ = [
    "NO_WAY", "Allotment", "Choice", "Option", "Position", "Search", "SearchReport", "Solution", "Step",
    "search_report",
    # the compiled hand, defined in ttlearn.compiled_hand and named here too
    "CARD_OF_CODE", "MAX_MELD_NATURALS", "MOST_COPIES_AUTOMATIC", "MOST_WILDS_A_MELD_NEEDS", "SUIT_ORDER",
    "Candidate", "CompiledHand", "Group", "card_code", "points_by_code",
]

NO_WAY = -(10**9)  # the value of a dead end (a card had to be left out and none was)


class Choice(Enum):
    """What becomes of the lowest natural card still to place (idea 2)."""

    MELD = "meld"  # it goes in a short meld with higher naturals
    LEAVE = "leave"  # it is the discard (only while one is still to choose)
    LEFT_OVER = "left over"  # it is deadwood (R16)


# For the search's inner loops: a module name is read about three times as fast as a member
# of an Enum class.
_MELD, _LEAVE, _LEFT_OVER = Choice.MELD, Choice.LEAVE, Choice.LEFT_OVER


class Step(NamedTuple):
    """One choice on a path through the search: what became of card `code`."""

    choice: Choice
    code: int  # the card: the lowest natural still to place (for a meld, the meld's lowest card)
    meld: Candidate | None = None  # the short meld it went in, exactly when choice is Choice.MELD


class Position(NamedTuple):
    """Where the search stands within one group: the arguments of `Search.saved`."""

    state: int  # the cards still to place, packed (see CompiledHand)
    wilds: int  # wilds still free
    left: int  # 1 while the discard is still to choose, else 0
    remaining: int  # the points of the cards still to place


class Option(NamedTuple):
    """One choice for the lowest card, and the most points saved in the end by taking it."""

    saved: int
    step: Step
    after: Position  # where the search stands once the step is taken


class Allotment(NamedTuple):
    """What the knapsack can give one group (idea 5): `wilds` wilds and, when `left` is 1,
    the discard to give up; the group then saves `saved` points."""

    wilds: int
    left: int
    saved: int


class Solution:
    """The most points a hand can save (idea 5 around ideas 2-4): the best way to share the
    wilds among the groups of the hand, and the choices behind it.

    For each group and each number of wilds k it may use, `Search` finds the most points it
    can save; a knapsack over the groups then shares the free wilds out. With `leave_one`,
    exactly one natural card is left out (the discard) and its points count as saved: one
    group (or the cards in no meld) also gives up the discard.
    """

    def __init__(self, hand: CompiledHand, leave_one: bool = False) -> None:
        self.hand, self.leave_one = hand, leave_one
        self.search = Search(hand)
        free = hand.free_wilds
        leaves = (0, 1) if leave_one else (0,)
        # A card in no meld may be the discard too: the one worth most (idea 4).
        self.spare = max(hand.always_left, key=lambda t: (hand.values[t], t)) if hand.always_left else None
        spare_value = hand.values[self.spare] if leave_one and self.spare is not None else NO_WAY
        items = [self._items(group, min(free, 2 * group.size), leaves) for group in hand.groups]
        self.choices: list[list[list[Allotment | None]]] = []  # [group][k][u]: its share behind best[k][u]
        self.value: int  # the most points the hand saves
        self._allotment: list[Allotment]  # what the best solution gives each group
        self._spare_discard: int | None  # the spare card, when it is the discard
        whole = None if leave_one else self._meld_everything(items)
        if whole is not None:
            self.value = sum(group.value for group in hand.groups)
            self._allotment, self._spare_discard = whole, None
            return
        # best[k][u]: most points saved by the groups so far with at most k wilds, u being
        # 1 once the discard has been chosen.
        best = [[0, spare_value] for _ in range(free + 1)]
        for group_items in items:
            new = [[NO_WAY, NO_WAY] for _ in range(free + 1)]
            choice: list[list[Allotment | None]] = [[None, None] for _ in range(free + 1)]
            for k in range(free + 1):
                for u in leaves:
                    top, pick = NO_WAY, None
                    for item in group_items:
                        j, left, gain = item
                        if j <= k and left <= u:
                            before = best[k - j][u - left]
                            if before != NO_WAY and before + gain > top:
                                top, pick = before + gain, item
                    new[k][u], choice[k][u] = top, pick
            best = new
            self.choices.append(choice)
        self.value = best[free][1 if leave_one else 0]
        self._allotment, self._spare_discard = self._read_back()

    def _items(self, group: Group, most: int, leaves: tuple[int, ...]) -> list[Allotment]:
        """The knapsack's items for one group: for each leave flag, the numbers of wilds at
        which the group saves more than with one wild fewer."""
        state, value, _ = group
        items = []
        for left in leaves:
            previous = NO_WAY
            for j in range(most + 1):
                gain = self.search.saved(state, j, left, value)
                if gain > previous:
                    items.append(Allotment(j, left, gain))
                    previous = gain
                if gain == value:  # all placed: more wilds cannot help
                    break
        return items

    def _meld_everything(self, items: list[list[Allotment]]) -> list[Allotment] | None:
        """Plenty of wilds: if every group can be melded whole within the free wilds, that is
        the best there is and no knapsack is needed. Each group's share then, else None."""
        whole = []
        for group, group_items in zip(self.hand.groups, items):
            full = next((item for item in group_items if item.saved == group.value), None)
            if full is None:
                return None
            whole.append(full)
        return whole if sum(item.wilds for item in whole) <= self.hand.free_wilds else None

    def first_path(self) -> list[Step]:
        """One optimal sequence of choices, group by group. If the discard is a card in no
        meld at all, the path ends with `Step(Choice.LEAVE, its code)`."""
        path: list[Step] = []
        for group, share in zip(self.hand.groups, self._allotment):
            path += self.search.first_path(group.state, share.wilds, share.left, group.value)
        if self._spare_discard is not None:
            path.append(Step(Choice.LEAVE, self._spare_discard))
        return path

    def all_paths(self) -> Iterator[list[Step]]:
        """Every optimal sequence of choices (a generator), over every optimal allotment."""
        groups = self.hand.groups

        def paths_from(g: int, allotment: list[Allotment]) -> Iterator[list[Step]]:
            if g == len(groups):
                yield []
                return
            group, share = groups[g], allotment[g]
            for head in self.search.all_paths(group.state, share.wilds, share.left, group.value):
                for tail in paths_from(g + 1, allotment):
                    yield head + tail

        seen: set[tuple[Allotment, ...]] = set()
        for allotment in self._allotments():
            key = tuple(allotment)
            if key not in seen:
                seen.add(key)
                yield from paths_from(0, allotment)

    def _read_back(self) -> tuple[list[Allotment], int | None]:
        """Each group's share, read back from the knapsack's choices, and the spare card
        (in no meld) if it is the discard."""
        k, done = self.hand.free_wilds, int(self.leave_one)
        result = []
        for choice in reversed(self.choices):
            share = choice[k][done]
            assert share is not None, "the best answer is never a dead end"
            result.append(share)
            k, done = k - share.wilds, done - share.left
        return result[::-1], self.spare if done == 1 else None

    def _allotments(self) -> list[list[Allotment]]:
        """Every optimal share per group, giving no group a wild it leaves unused."""
        hand, leaves = self.hand, ((0, 1) if self.leave_one else (0,))
        target = self.value
        results: list[list[Allotment]] = []

        def explore(g: int, k: int, done: int, total: int, chosen: list[Allotment]) -> None:
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
                    explore(g + 1, k - j, done - left, total + got, chosen + [Allotment(j, left, got)])

        explore(0, hand.free_wilds, int(self.leave_one), 0, [])
        return results


class Search:
    """Ideas 2-4 for one group of cards: the most points saved placing the cards of a
    state with some wilds free (and, while `left` is 1, leaving out one natural card, the
    discard, whose points count as saved). Answers are memoised."""

    def __init__(self, hand: CompiledHand) -> None:
        self.hand = hand
        self.memo: dict[int, int] = {}
        # The choice behind each memoised answer: the meld taken, or what became of the
        # lowest card alone; None at a dead end.
        self.best_choice: dict[int, Candidate | Choice | None] = {}
        self._key_shift = max(hand.free_wilds, 1).bit_length() + 1

    def saved(self, state: int, wilds: int, left: int, remaining: int) -> int:
        """Most points saved placing the cards of `state` (worth `remaining`) with `wilds`
        free, `left` being 1 while the card to leave out is still to choose."""
        if not state:
            return NO_WAY if left else 0
        # One int for the memo: the state, then the wilds, then the leave flag.
        key = (state << self._key_shift | wilds) << 1 | left
        memo = self.memo
        answer = memo.get(key)
        if answer is not None:
            return answer
        hand = self.hand
        width = hand.width
        i = ((state & -state).bit_length() - 1) // width  # the lowest card still to place
        guard = hand.guard
        with_guard = state | guard
        answer = NO_WAY
        best: Candidate | Choice | None = None
        for cand in hand.candidates.get(i, ()):
            delta, need, value = cand.delta, cand.need, cand.value
            if need <= wilds and (with_guard - delta) & guard == guard:  # its cards are all there
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
                    answer, best = got, _LEAVE
            got = self.saved(rest, wilds, left, remaining - value)
            if got > answer:
                answer, best = got, _LEFT_OVER
        memo[key] = answer
        self.best_choice[key] = best
        return answer

    def options(self, state: int, wilds: int, left: int, remaining: int) -> list[Option]:
        """The choices for the lowest card, in the search's order, each with the points
        saved in the end: a meld, the discard (while one is to choose), or left over."""
        hand = self.hand
        i = ((state & -state).bit_length() - 1) // hand.width
        with_guard = state | hand.guard
        options = []
        for cand in hand.candidates.get(i, ()):
            if cand.need <= wilds and (with_guard - cand.delta) & hand.guard == hand.guard:
                after = Position(state - cand.delta, wilds - cand.need, left, remaining - cand.value)
                options.append(Option(cand.value + self.saved(*after), Step(Choice.MELD, i, cand), after))
        rest, value = state - (1 << (hand.width * i)), hand.values[i]
        if left:
            after = Position(rest, wilds, 0, remaining - value)
            options.append(Option(value + self.saved(*after), Step(Choice.LEAVE, i), after))
        after = Position(rest, wilds, left, remaining - value)
        options.append(Option(self.saved(*after), Step(Choice.LEFT_OVER, i), after))
        return options

    def first_path(self, state: int, wilds: int, left: int, remaining: int) -> list[Step]:
        """One optimal sequence of choices: the one the search remembered at every step."""
        path: list[Step] = []
        self.saved(state, wilds, left, remaining)
        width, values, shift = self.hand.width, self.hand.values, self._key_shift
        while state:
            best = self.best_choice[(state << shift | wilds) << 1 | left]
            if isinstance(best, Candidate):
                state, wilds, remaining = state - best.delta, wilds - best.need, remaining - best.value
                path.append(Step(_MELD, best.codes[0], best))
            else:
                assert best is not None, "an optimal path meets no dead end"
                i = ((state & -state).bit_length() - 1) // width
                state, remaining = state - (1 << (width * i)), remaining - values[i]
                if best is _LEAVE:
                    left = 0
                path.append(Step(best, i))
        return path

    def all_paths(self, state: int, wilds: int, left: int, remaining: int) -> Iterator[list[Step]]:
        """Every optimal sequence of choices (a generator)."""
        if not state:
            yield []
            return
        target = self.saved(state, wilds, left, remaining)
        for option in self.options(state, wilds, left, remaining):
            if option.saved == target:
                for rest in self.all_paths(*option.after):
                    yield [option.step] + rest


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
    solution = Solution(hand)
    return SearchReport(
        cards=len(cards),
        wilds=hand.n_wilds,
        never_in_a_meld=sum(hand.counts[t] for t in hand.always_left),
        groups=tuple(group.size for group in hand.groups),
        states=len(solution.search.memo),
        short_melds=sum(len(c) for c in hand.candidates.values()),
    )
