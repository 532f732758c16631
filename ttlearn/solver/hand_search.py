"""The search behind the solver: most points a hand can save by melding.

Seven ideas a class can follow:

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
   number of states a sum, not a product. A card that shares no meld with another is a
   group of its own, and needs no search at all: it saves its points with two wilds.
6. What a group saves depends only on its own cards, the wilds it may use and whether it
   still gives up the discard (and the ace rule, V1): never on the rest of the hand, nor on
   the round. So the answers of idea 2 are remembered across hands: a hand that differs
   from an earlier one by a card or two searches again only the group that card touches.
   A player weighing its next draw meets the same groups over and over.
7. Cards of one rank that are in no short run can only be in a set or left over, and there
   every card of a rank is alike (same points, R16): like the wilds of idea 1, only how
   many of them are left matters. They are searched as copies of one card, so 8♦ 8♥ 8♥
   is three 8♦ to the search, and the arrangement names the real cards again.

The hand the search works on, its card codes, groups (idea 7 too) and tables of short
melds are in `compiled_hand`; the search within a group (ideas 2-4) and its shared, bounded
memo (idea 6) in `group_search`; this module holds the knapsack (idea 5), which
also answers for a hand with one wild fewer (the wild discard), and the search report.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import ClassVar, Final

from ..cards import Card
from ..rules import MIN_MELD, Rules
from .compiled_hand import Candidate, CompiledHand, LinkedGroup, Record
from .group_search import NO_WAY, Memo, PathStep, Placement, Search, lowest_code

__all__ = ["Allotment", "SearchReport", "Solution", "search_report"]


class Allotment(Record):
    """What the knapsack can give one group (idea 5): `wilds` wilds and, when `left` is 1,
    the discard to give up; the group then saves `saved` points."""

    names: ClassVar = ("wilds", "left", "saved")
    __slots__ = names

    def __init__(self, wilds: int, left: int, saved: int) -> None:
        self.wilds: Final = wilds
        self.left: Final = left
        self.saved: Final = saved


# The knapsack's items of a card alone (`Solution._melds_alone`), by its points, the wilds
# its meld needs, the most wilds it may use and the leave flag: shared by every hand. A
# point scheme scores a natural card in at most 14 ways, so a session makes a few dozen;
# emptied at once if ever full.
_LONE_ITEMS: Final[dict[int, list[Allotment]]] = {}
LONE_ITEMS_LIMIT: Final = 1 << 10

_Table = list[list[int]]  # [k][u]: most points saved with at most k wilds, u = 1 once the discard is chosen


class Solution:
    """The most points a hand can save (idea 5 around ideas 2-4): the best way to share the
    wilds among the groups of the hand, and the choices behind it.

    For each group and each number of wilds k it may use, `Search` finds the most points it
    can save; a knapsack over the groups then shares the free wilds out. With `leave_one`,
    exactly one natural card is left out (the discard) and its points count as saved: one
    group (or the cards in no meld) also gives up the discard. The knapsack's table holds
    every smaller number of wilds too, so `saved_with` also answers for the hand less a wild.
    """

    shortcuts = True  # skip the numbers of wilds that make no meld (`_items`); False in search_report

    def __init__(self, hand: CompiledHand, leave_one: bool = False, memo: Memo | None = None) -> None:
        self.hand, self.leave_one = hand, leave_one
        self.search = Search(hand, memo)
        free = hand.free_wilds
        self.leaves = (0, 1) if leave_one else (0,)
        # A card in no meld may be the discard too: the one worth most (idea 4).
        self.spare = _dearest(hand) if leave_one and hand.always_left else None
        # For each group of one card that shares no meld, its melds (`_melds_alone`), else None.
        self.alone = [self._melds_alone(group) for group in hand.groups]
        self.items = [self._items(group, min(free, 2 * group.size), alone)
                      for group, alone in zip(hand.groups, self.alone)]
        self.tables: list[_Table] = []  # [g]: the knapsack over the groups before group g, then all of them
        self.choices: list[list[list[Allotment | None]]] = []  # [g][k][u]: group g's share behind tables[g + 1]
        whole = None if leave_one else self._meld_everything()
        self.value: int  # the most points the hand saves
        self._allotment: list[Allotment]  # what the best solution gives each group
        self._spare_discard: int | None  # the spare card, when it is the discard
        if whole is not None:
            self.value = sum(group.value for group in hand.groups)
            self._allotment, self._spare_discard = whole, None
            return
        if free == 0 and not leave_one:  # no wild to share: each group's one item, no table
            self._allotment, self._spare_discard = [group_items[0] for group_items in self.items], None
            self.value = sum(item.saved for item in self._allotment)
            return
        self._knapsack()
        self.value = self.tables[-1][free][int(leave_one)]
        self._allotment, self._spare_discard = self._read_back(free, int(leave_one))

    def _items(self, group: LinkedGroup, most: int, alone: tuple[Candidate, ...] | None) -> list[Allotment]:
        """The knapsack's items for one group: for each leave flag, the numbers of wilds at
        which the group saves more than with one wild fewer. A number of wilds that leaves
        fewer cards than a meld holds (R12, R13) saves as none, and is not searched."""
        state, value, size = group.state, group.value, group.size
        lone = alone is not None
        if alone is not None:  # a card alone: what it saves is known without a search
            need = min(alone[0].need, most + 1) if alone else most + 1
            # The items of every card alone with these points, wilds and leave flag are the same.
            lone_key = ((value << 2 | need) << 2 | most) << 1 | self.leave_one
            found = _LONE_ITEMS.get(lone_key)
            if found is not None:
                return found
        else:
            key = (state, most, self.leave_one)
            known = self.search.items.get(key)
            if known is not None:
                return known
        # `search.saved` called, not kept as a bound method: compiled, that is a direct call.
        search, natural = self.search, self.search.natural
        items: list[Allotment] = []
        # The numbers of wilds worth a search: none, then from `MIN_MELD - size` on (fewer
        # make no meld). A loop on an int, not a list of them: compiled, that is far faster.
        first = max(1, MIN_MELD - size) if self.shortcuts else 1
        for left in self.leaves:
            previous = NO_WAY
            j = 0
            while j <= most:
                if lone:  # its points as the discard, or in its meld once the wilds suffice, else none
                    gain = value if left or j >= need else 0
                # No wild, no discard and no meld of naturals (`Search.saved`): 0, without a call.
                elif j == 0 and not left and not state & natural:
                    gain = 0
                else:
                    gain = search.saved(state, j, left, value)
                if gain > previous:
                    items.append(Allotment(j, left, gain))
                    previous = gain
                if gain == value:  # all placed: more wilds cannot help
                    break
                j = first if j == 0 else j + 1
        if lone:
            if len(_LONE_ITEMS) >= LONE_ITEMS_LIMIT:
                _LONE_ITEMS.clear()
            _LONE_ITEMS[lone_key] = items
        else:
            self.search.items[key] = items
        return items

    def _melds_alone(self, group: LinkedGroup) -> tuple[Candidate, ...] | None:
        """The short melds of a group of one card if each holds that card alone, as for a
        card that shares no meld with another (idea 5), else None (a bigger group, or the
        card left of a group by `saved_without`). What such a card saves is known without a
        search: its points as the discard, or in its first meld (the fewest wilds among
        melds of equal points) once the wilds suffice. A meld with another card would save
        more, and come first."""
        if group.size != 1 or not self.shortcuts:
            return None
        melds = self.hand.melds_of(group.lowest)
        return melds if not melds or melds[0].delta == group.state else None

    def _group_path(self, g: int, share: Allotment) -> tuple[PathStep, ...] | list[PathStep]:
        """The search's choices for group `g` given its share of the knapsack; for a card
        alone, the same choice without the search (`_melds_alone`)."""
        group, alone = self.hand.groups[g], self.alone[g]
        if alone is None:
            return self.search.first_path(group.state, share.wilds, share.left, group.value)
        code = group.lowest
        if share.left:
            return [PathStep(Placement.LEAVE, code)]
        if alone and alone[0].need <= share.wilds:
            return [PathStep(Placement.MELD, code, alone[0])]
        return [PathStep(Placement.LEFT_OVER, code)]

    def _meld_everything(self) -> list[Allotment] | None:
        """Plenty of wilds: if every group can be melded whole within the free wilds, that is
        the best there is and no knapsack is needed. Each group's share then, else None.
        (Without a discard a group's items save more and more, so a whole meld is the last.)"""
        whole, wilds = [], 0
        for group, group_items in zip(self.hand.groups, self.items):
            full = group_items[-1]
            if full.saved != group.value:
                return None
            whole.append(full)
            wilds += full.wilds
        return whole if wilds <= self.hand.free_wilds else None

    def _knapsack(self) -> None:
        """Fill `tables` and `choices`, group after group."""
        if not self.leave_one:
            self._knapsack_no_discard()
            return
        hand, leaves, free = self.hand, self.leaves, self.hand.free_wilds
        spare_value = hand.values[self.spare] if self.spare is not None else NO_WAY
        best = [[0, spare_value] for _ in range(free + 1)]
        self.tables = [best]
        for group_items in self.items:
            new = [[NO_WAY, NO_WAY] for _ in range(free + 1)]
            choice: list[list[Allotment | None]] = [[None, None] for _ in range(free + 1)]
            for k in range(free + 1):
                for u in leaves:
                    top, pick = NO_WAY, None
                    for item in group_items:
                        j, left, gain = item.wilds, item.left, item.saved
                        if j <= k and left <= u:
                            before = best[k - j][u - left]
                            if before != NO_WAY and before + gain > top:
                                top, pick = before + gain, item
                    new[k][u], choice[k][u] = top, pick
            best = new
            self.tables.append(best)
            self.choices.append(choice)

    def _knapsack_no_discard(self) -> None:
        """`_knapsack` without a discard to choose: every group has an item with no wild (a
        group can always leave its cards over), so no entry is a dead end, and the items
        come by number of wilds, so the first too dear ends the look."""
        free = self.hand.free_wilds
        row = [0] * (free + 1)  # most points saved with at most k wilds, so far
        self.tables = [[[v, NO_WAY] for v in row]]
        for group_items in self.items:
            new, picks = [], []
            for k in range(free + 1):
                top, pick = NO_WAY, None
                for item in group_items:
                    j = item.wilds
                    if j > k:
                        break
                    got = row[k - j] + item.saved
                    if got > top:
                        top, pick = got, item
                new.append(top)
                picks.append([pick, None])
            row = new
            self.tables.append([[v, NO_WAY] for v in row])
            self.choices.append(picks)

    def saved_with(self, wilds: int, discard: bool) -> int:
        """Most points saved using at most `wilds` of the free wilds, with or without a
        natural discard (`discard` needs `leave_one`): the hand less a wild is one lookup."""
        if not self.tables:
            self._knapsack()
        return self.tables[-1][min(wilds, self.hand.free_wilds)][int(discard)]

    def saved_without(self, code: int) -> int:
        """Most points saved by the hand less one card of `code`, with every free wild and
        no discard (not under `leave_one`). Only the group holding the card is searched
        again: the others keep their items, and the knapsack runs once more."""
        assert not self.leave_one, "one card out already: the discard"
        hand, free = self.hand, self.hand.free_wilds
        field = hand.width * code
        for g, group in enumerate(hand.groups):
            if group.state >> field & ((1 << hand.width) - 1):
                state = group.state - (1 << field)
                less = LinkedGroup(state, group.value - hand.values[code], group.size - 1,
                                   lowest_code(state, hand.width))
                items = self.items[:g] + [self._items(less, min(free, 2 * less.size), self._melds_alone(less))] \
                    + self.items[g + 1:]
                return _most_saved(items, free)
        return self.value  # a card in no meld changes nothing else

    def first_path(self, wilds: int | None = None, discard: bool | None = None) -> list[PathStep]:
        """One optimal sequence of choices, group by group (by default with every free wild,
        and a discard under `leave_one`). If the discard is a card in no meld at all, the
        path ends with `PathStep(Placement.LEAVE, its code)`."""
        if wilds is None and discard is None:
            allotment, spare = self._allotment, self._spare_discard
        else:
            if not self.tables:
                self._knapsack()
            k = self.hand.free_wilds if wilds is None else min(wilds, self.hand.free_wilds)
            allotment, spare = self._read_back(k, int(self.leave_one if discard is None else discard))
        path: list[PathStep] = []
        for g, share in enumerate(allotment):
            path += self._group_path(g, share)
        if spare is not None:
            path.append(PathStep(Placement.LEAVE, spare))
        return path

    def discard(self) -> int:
        """The code of the natural card the best solution leaves out (`leave_one`): found
        by following only the group that gives it up."""
        for g, share in enumerate(self._allotment):
            if share.left:
                path = self._group_path(g, share)
                return next(step.code for step in path if step.choice is Placement.LEAVE)
        assert self._spare_discard is not None, "a solution with leave_one leaves a card out"
        return self._spare_discard

    def _read_back(self, k: int, done: int) -> tuple[list[Allotment], int | None]:
        """Each group's share, read back from the knapsack's choices, and the spare card
        (in no meld) if it is the discard."""
        result = []
        for choice in reversed(self.choices):
            share = choice[k][done]
            assert share is not None, "the best answer is never a dead end"
            result.append(share)
            k, done = k - share.wilds, done - share.left
        return result[::-1], self.spare if done == 1 else None

    def all_paths(self) -> Iterator[list[PathStep]]:
        """Every optimal sequence of choices (a generator), over every optimal allotment."""
        groups = self.hand.groups

        def paths_from(g: int, allotment: list[Allotment]) -> Iterator[list[PathStep]]:
            if g == len(groups):
                yield []
                return
            group, share = groups[g], allotment[g]
            for head in self.search.all_paths(group.state, share.wilds, share.left, group.value):
                for tail in paths_from(g + 1, allotment):
                    yield head + tail

        for allotment, spare in self._allotments():
            last = [PathStep(Placement.LEAVE, spare)] if spare is not None else []
            for path in paths_from(0, allotment):
                yield path + last

    def _allotments(self) -> Iterator[tuple[list[Allotment], int | None]]:
        """Every optimal share per group, giving no group a wild it leaves unused (a
        generator). It walks the knapsack's tables back from the last group, taking only
        shares that the groups before can still make optimal: never a dead end."""
        if not self.tables:  # a shortcut (plenty of wilds, or none): its one allotment
            yield self._allotment, self._spare_discard
            return
        tables, items = self.tables, self.items

        def back(g: int, k: int, u: int, after: list[Allotment]) -> Iterator[tuple[list[Allotment], int | None]]:
            if g < 0:
                yield after, self.spare if u else None
                return
            target, before = tables[g + 1][k][u], tables[g]
            for item in items[g]:
                j, left, gain = item.wilds, item.left, item.saved
                if j <= k and left <= u and before[k - j][u - left] != NO_WAY \
                        and before[k - j][u - left] + gain == target:
                    yield from back(g - 1, k - j, u - left, [item] + after)

        yield from back(len(items) - 1, self.hand.free_wilds, int(self.leave_one), [])


class _EverySearch(Solution):
    """The search as notebook 3 teaches it (for `search_report`): every number of wilds of
    every group searched, none skipped for an answer known beforehand."""

    shortcuts = False


def _dearest(hand: CompiledHand) -> int:
    """The card in no meld worth most (the highest of equals): the discard among them."""
    values = hand.values
    return max(hand.always_left, key=lambda t: (values[t], t))


def _most_saved(items: list[list[Allotment]], free: int) -> int:
    """The knapsack of idea 5 for its value alone (no discard): most points the groups
    save with at most `free` wilds, given each group's items."""
    best = [0] * (free + 1)
    for group_items in items:  # each group's first item uses no wild: a max always exists
        best = [max(best[k - item.wilds] + item.saved for item in group_items if item.wilds <= k)
                for k in range(free + 1)]
    return best[free]


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
    """Run the search on a hand and report its size. The search gets a memo of its own, so
    `states` counts this hand's situations alone (not those remembered from other hands,
    idea 6).

    >>> from ttlearn import parse_cards, Rules
    >>> search_report(parse_cards("5H 6H 7H 9C 9D 2S"), 11, Rules())
    SearchReport(cards=6, wilds=0, never_in_a_meld=3, groups=(3,), states=1, short_melds=1)
    """
    cards = list(cards)
    hand = CompiledHand(cards, round, rules, merge=False)  # ideas 1-5 alone, as notebook 3 teaches them
    hand.natural_fields = -1  # every state searched, none left over at once for holding no natural meld
    solution = _EverySearch(hand, memo=Memo())
    return SearchReport(
        cards=len(cards),
        wilds=hand.n_wilds,
        never_in_a_meld=sum(hand.counts[t] for t in hand.always_left),
        groups=tuple(group.size for group in hand.groups),
        states=len(solution.search.memo),
        short_melds=sum(len(c) for c in hand.all_candidates().values()),
    )
