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

Internally a card is a code 0..51, `(rank - 1) * 4 + suit`, with suits in the order
C, D, H, S, so sorting codes sorts cards the way `Card` sorts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Iterable

from .cards import Card, card_of, card_order
from .rules import MIN_MELD, Rules, card_points, wild_rank

SUIT_ORDER = "CDHS"  # the order Card sorts suits in (by letter)
_SUIT_INDEX = {s: k for k, s in enumerate(SUIT_ORDER)}
CARD_OF_CODE = tuple(card_of(code // 4 + 1, SUIT_ORDER[code % 4]) for code in range(52))

MAX_MELD_NATURALS = 5  # idea 3
NO_WAY = -(10**9)  # the value of a dead end (a card had to be left out and none was)


@lru_cache(maxsize=None)
def points_by_code(round: int, rules: Rules) -> tuple[int, ...]:
    """`card_points` of every card code, for one round and rule set (R16, H2, V1)."""
    return tuple(card_points(card, round, rules) for card in CARD_OF_CODE)


def card_code(card: Card) -> int:
    return (card.rank - 1) * 4 + _SUIT_INDEX[card.suit]


def _run_table() -> list[list[tuple[tuple[int, ...], int]]]:
    """For each pattern of which of the next four ranks (same suit) are in the hand, the
    runs a card can start with them: (rank distances of the partners, wilds needed)."""
    table = []
    for pattern in range(16):
        present = [d for d in range(1, 5) if pattern >> (d - 1) & 1]
        runs = []
        for size in range(1, len(present) + 1):
            for chosen in combinations(present, size):
                runs.append((chosen, max(MIN_MELD, chosen[-1] + 1) - (size + 1)))
        table.append(runs)
    return table


_RUNS_BY_PATTERN = _run_table()
_REVERSED_4 = [int(f"{p:04b}"[::-1], 2) for p in range(16)]


def _natural_points(code: int, aces_high: bool) -> int:
    rank = code // 4 + 1
    return (15 if aces_high else 1) if rank == 1 else min(rank, 10)


MOST_WILDS_A_MELD_NEEDS = 3  # two naturals five ranks apart: 5♥ W W W 9♥


@lru_cache(maxsize=1 << 16)
def _candidates_by_neighbours(key: tuple) -> list[tuple]:
    """The short melds in which card `code` is the lowest natural, given its neighbours: how
    many cards of its rank the hand has from its suit up (`copies`), which of the next four
    ranks of its suit it has (`pattern`), and for an Ace under V1 which of K, Q, J, 10
    (`high`). Hands share these answers, so each is worked out once."""
    code, copies, pattern, high, aces_high, width, free = key
    cands = []
    for taken in product(*(range(n + 1) for n in copies)):  # sets (R12)
        k = sum(taken)
        if taken[0] and k <= MAX_MELD_NATURALS and MIN_MELD - k <= free:
            members = tuple(code + s for s, n in enumerate(taken) for _ in range(n))
            cands.append(_candidate(members, max(0, MIN_MELD - k), aces_high, width, "set"))
    runs = [(4, code + 4, pattern)]  # runs (R13): partners at distance 1..4 up the suit
    if high:
        runs.append((-4, code + 48, _REVERSED_4[high]))  # an Ace above K, Q, J, 10 (V1)
    for step, first, bits in runs:
        partners = [first + step * d for d in range(4)]
        for distances, need in _RUNS_BY_PATTERN[bits]:
            if need <= free:
                members = (code,) + tuple(partners[d - 1] for d in distances)
                cands.append(_candidate(members, need, aces_high, width, "run"))
    cands.sort(key=_best_first)
    return cands


def _candidate(members: tuple[int, ...], need: int, aces_high: bool, width: int, kind: str) -> tuple:
    """(packed cards, wilds needed, points saved, card codes, kind, mask of their fields)."""
    delta = sum(1 << (width * c) for c in members)
    fields = sum(((1 << width) - 1) << (width * c) for c in set(members))
    return (delta, need, sum(_natural_points(c, aces_high) for c in members), members, kind, fields)


class CompiledHand:
    """A hand ready for the search.

    A search state packs how many cards of each code (0..51) are still to place into one
    int, `width` bits per code, so taking a meld away is one subtraction, and one mask test
    (a guard bit per field catches any borrow) says whether all its cards are there. Melds
    are looked up in tables shared by all hands, keyed by a card and its neighbours.
    """

    def __init__(self, cards: Iterable[Card], round: int, rules: Rules, wilds_out: int = 0):
        self.round, self.rules = round, rules
        wr = wild_rank(round)
        counts: dict[int, int] = {}
        wild_cards: list[Card] = []
        for card in cards:
            if card.rank == wr:
                wild_cards.append(card)
            else:
                code = (card.rank - 1) * 4 + _SUIT_INDEX[card.suit]
                counts[code] = counts.get(code, 0) + 1
        _check_copies(counts, wild_cards, rules)
        wild_cards.sort(key=card_order)
        self.wild_cards = wild_cards[wilds_out:]
        self.n_wilds = len(self.wild_cards)
        self.types = sorted(counts)
        self.counts = counts
        self.values = points = points_by_code(round, rules)
        self.natural_value = sum(n * points[t] for t, n in counts.items())
        self.width = width = max(3, max(counts.values(), default=1).bit_length() + 1)
        self.guard = _guard_bits(width)
        # Idea 1: more than two wilds per natural card are never needed in the search.
        self.free_wilds = min(self.n_wilds, 2 * sum(counts.values()))
        self.candidates = self._all_candidates(min(self.free_wilds, MOST_WILDS_A_MELD_NEEDS))
        self.groups, self.always_left = self._groups()

    def _all_candidates(self, free: int) -> dict[int, list[tuple]]:
        """For each card code, the short melds (idea 3) in which it is the lowest natural."""
        counts, aces_high, width = self.counts, self.rules.aces_high, self.width
        by_code = [0] * 52
        suit_masks = [0, 0, 0, 0]  # bit r - 1 set when rank r of the suit is in the hand
        for t, n in counts.items():
            by_code[t] = n
            suit_masks[t & 3] |= 1 << (t >> 2)
        result = {}
        for t in self.types:
            rank0, suit = t >> 2, t & 3
            mask = suit_masks[suit]
            key = (t, tuple(by_code[t:t - suit + 4]), mask >> (rank0 + 1) & 15,
                   mask >> 9 & 15 if aces_high and rank0 == 0 else 0, aces_high, width, free)
            found = _candidates_by_neighbours(key)
            if found:
                result[t] = found
        return result

    def _groups(self) -> tuple[list[tuple[int, int, int]], list[int]]:
        """Idea 5: the groups of cards linked by short melds, each as (packed cards, their
        points, how many cards); and the cards in no short meld at all (idea 4)."""
        parent: dict[int, int] = {}

        def root(code: int) -> int:
            while parent.setdefault(code, code) != code:
                code = parent[code]
            return code

        for cands in self.candidates.values():
            for cand in cands:
                first = root(cand[3][0])
                for code in cand[3][1:]:
                    parent[root(code)] = first
        members: dict[int, list[int]] = {}
        for code in self.types:
            if code in parent:
                members.setdefault(root(code), []).append(code)
        width, counts, points = self.width, self.counts, self.values
        groups = [
            (sum(counts[t] << (width * t) for t in codes), sum(counts[t] * points[t] for t in codes),
             sum(counts[t] for t in codes))
            for codes in members.values()
        ]
        return groups, [t for t in self.types if t not in parent]

    def solve(self, leave_one: bool = False) -> "Solution":
        """The most points the hand can save (idea 5 around ideas 2-4). With `leave_one`,
        exactly one natural card is left out (the discard) and its points count as saved."""
        return Solution(self, leave_one)


MOST_COPIES_AUTOMATIC = 3  # R2 never uses more than 3 decks for 2-8 players


def _check_copies(counts: dict[int, int], wild_cards: list[Card], rules: Rules) -> None:
    """Refuse a hand with more copies of a card than the decks hold (R2)."""
    most = rules.decks or MOST_COPIES_AUTOMATIC
    copies = dict(counts)
    for card in wild_cards:
        code = card_code(card)
        copies[code] = copies.get(code, 0) + 1
    for code, n in copies.items():
        if n > most:
            decks = f"{rules.decks} deck(s)" if rules.decks else "at most 3 decks (R2; set Rules(decks=...) for more)"
            raise ValueError(f"impossible hand: {CARD_OF_CODE[code]} appears {n} times, but the game uses {decks}")


def _best_first(cand: tuple) -> tuple:
    return -cand[2], cand[1], cand[0]


@lru_cache(maxsize=None)
def _guard_bits(width: int) -> int:
    return sum(1 << (width * c + width - 1) for c in range(52))


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
            delta, need, value = cand[0], cand[1], cand[2]
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
            delta, need, value = cand[0], cand[1], cand[2]
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
                state, wilds, remaining = state - best[0], wilds - best[1], remaining - best[2]
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
