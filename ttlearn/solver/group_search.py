"""The search within one group of cards (ideas 2-4 of `hand_search`), and its memo,
shared by every hand (idea 6).

The memo of idea 6 is bounded: it holds at most `MEMO_LIMIT` answers in all and is
forgotten all at once when a new search finds it fuller (never during a search). Filled
to the limit it takes, with the shared tables of `meld_tables` and the melds of
`laying_out`, some 35 MB, however many games are played (benchmarks/solver.py
measures it); `memo_size()` says how full it is, `clear_memo()` empties it. Each process
(simulate runs several) has its own. Its entries: answers, the knapsack's items of whole
groups, and one laid-out path per whole group (`Search.first_path`).

An answer is keyed by everything that can change it: the packing width and the point
scheme (the ace rule and the house rules on points, `card_codes.point_scheme`; one memo
each), the cards still to place, the wilds free and the leave flag. The round and the wild
penalty change nothing: a group holds no wild, and a natural card scores the same in every
round (R16, V1).

Two bounds keep the search small and change no answer and no choice: a state with no wild
free, no discard to choose and no card of a meld of naturals is left over at once
(`CompiledHand.natural_fields`), and a set that a set with more of a rank's cards in no run
dominates is not tried (`_undominated`).
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum
from typing import Any, ClassVar, Final, NamedTuple

from .compiled_hand import Candidate, CompiledHand, Record

NO_WAY: Final = -(10**9)  # the value of a dead end (a card had to be left out and none was)


class Placement(Enum):
    """What becomes of the lowest natural card still to place (idea 2)."""

    MELD = "meld"  # it goes in a short meld with higher naturals
    LEAVE = "leave"  # it is the discard (only while one is still to choose)
    LEFT_OVER = "left over"  # it is deadwood (R16)


# For the search's inner loops: a module name is read about three times as fast as a member
# of an Enum class.
_MELD: Final = Placement.MELD
_LEAVE: Final = Placement.LEAVE
_LEFT_OVER: Final = Placement.LEFT_OVER


class PathStep(Record):
    """One choice on a path through the search: what became of card `code`."""

    names: ClassVar = ("choice", "code", "meld")
    __slots__ = names

    def __init__(self, choice: Placement, code: int, meld: Candidate | None = None) -> None:
        self.choice: Final = choice
        self.code: Final = code  # the card: the lowest natural still to place (for a meld, the meld's lowest card)
        self.meld: Final = meld  # the short meld it went in, exactly when choice is Placement.MELD


def lowest_code(state: int, width: int) -> int:
    """The code of the lowest card in a packed state (`width` bits a code): the card the
    search places next (idea 2)."""
    return ((state & -state).bit_length() - 1) // width


class SearchPosition(NamedTuple):
    """Where the search stands within one group: the arguments of `Search.saved`."""

    state: int  # the cards still to place, packed (see CompiledHand)
    wilds: int  # wilds still free
    left: int  # 1 while the discard is still to choose, else 0
    remaining: int  # the points of the cards still to place


class Option(NamedTuple):
    """One choice for the lowest card, and the most points saved in the end by taking it."""

    saved: int
    step: PathStep
    after: SearchPosition  # where the search stands once the step is taken


# --- Idea 6: one memo for every hand ----------------------------------------------------

MEMO_LIMIT = 150_000  # answers remembered over all memos, before they are forgotten at once
MANY_MELDS: Final = 8  # a card with more short melds than this has them sorted out once per state
WILD_BITS: Final = 6  # a memo key keeps the free wilds in 6 bits: a hand holds at most 4 x 8 decks = 32


class Memo:
    """The search's answers and the choice behind each, keyed by (state, wilds, leave flag)
    packed in one int (`Search.key`). One memo serves every hand with the same packing
    width and point scheme: nothing else changes an answer (idea 6)."""

    __slots__ = ("saved", "choice", "items", "paths")

    def __init__(self) -> None:
        self.saved: dict[int, int] = {}
        # What a whole group saves with each number of wilds (the knapsack's items, read
        # by `hand_search.Solution`), by (state, most wilds, leave flag).
        self.items: dict[tuple[int, int, bool], list[Any]] = {}
        # The choice behind each answer: the meld taken, or what became of the lowest card
        # alone; None at a dead end.
        self.choice: dict[int, Candidate | Placement | None] = {}
        # One optimal path from a whole group (`Search.first_path`), by the answer's key: a
        # hand met again lays its groups out without following the choices step by step.
        self.paths: dict[int, tuple[PathStep, ...]] = {}


_MEMOS: Final[dict[tuple[int, int], Memo]] = {}  # by (packing width, point scheme)


def memo_size() -> int:
    """How many answers the shared memo holds (idea 6)."""
    return sum(len(memo.saved) + len(memo.items) + len(memo.paths) for memo in _MEMOS.values())


def clear_memo() -> None:
    """Forget every remembered answer (the answers stay the same, only slower to find)."""
    _MEMOS.clear()


def _shared_memo(width: int, scheme: int) -> Memo:
    """The memo for hands of this packing width and point scheme; emptied first when full,
    so a search never finds its memo emptied half way."""
    if memo_size() > MEMO_LIMIT:
        clear_memo()
    memo = _MEMOS.get((width, scheme))
    if memo is None:
        memo = _MEMOS[width, scheme] = Memo()
    return memo


# --- Ideas 2-4: the search within one group ---------------------------------------------


class Search:
    """Ideas 2-4 for one group of cards: the most points saved placing the cards of a
    state with some wilds free (and, while `left` is 1, leaving out one natural card, the
    discard, whose points count as saved). Answers are remembered in a memo shared by every
    hand (idea 6), unless a memo of its own is given."""

    dominance = True  # drop the sets `_undominated` drops (False: every set tried, for the tests)

    def __init__(self, hand: CompiledHand, memo: Memo | None = None) -> None:
        self.hand = hand
        memo = memo or _shared_memo(hand.width, hand.scheme)
        self.memo, self.best_choice, self.items, self.paths = memo.saved, memo.choice, memo.items, memo.paths
        self.fitting: dict[int, tuple[Candidate, ...]] = {}  # by state, for cards with many melds
        # What the hot loop reads of the hand, read once here.
        self.width, self.guard, self.values, self.candidates = hand.width, hand.guard, hand.values, hand.candidates
        # A state holding no card of a meld of naturals saves nothing without a wild (see
        # `saved`); -1 would turn that off (every state holds a card of it).
        natural = hand.natural_fields
        if natural is None:
            natural = hand.natural_fields = hand.find_natural_fields()
        self.natural = natural
        # The lowest code of a rank's cards in no run (idea 7), by rank, for `_undominated`.
        self.set_only = hand.set_only if self.dominance else {}

    @staticmethod
    def key(state: int, wilds: int, left: int) -> int:
        """One int for the memo: the state, then the wilds, then the leave flag."""
        return (state << WILD_BITS | wilds) << 1 | left

    def saved(self, state: int, wilds: int, left: int, remaining: int) -> int:
        """Most points saved placing the cards of `state` (worth `remaining`) with `wilds`
        free, `left` being 1 while the card to leave out is still to choose."""
        if not state:
            return NO_WAY if left else 0
        if not (wilds or left or state & self.natural):
            return 0  # no wild, no discard, and no card of a meld of naturals: all left over
        key = (state << WILD_BITS | wilds) << 1 | left  # Search.key, inlined: this is the hot loop
        memo = self.memo
        answer = memo.get(key)
        if answer is not None:
            return answer
        width, natural = self.width, self.natural
        i = ((state & -state).bit_length() - 1) // width  # lowest_code, inlined: this is the hot loop
        guard = self.guard
        with_guard = state | guard
        answer = NO_WAY
        best: Candidate | Placement | None = None
        cands = self.candidates.get(i)
        if cands is None:
            cands = self.hand.melds_of(i)
        if len(cands) > MANY_MELDS:  # a state is met with several numbers of wilds: sort its melds out once
            cands = self._fitting(state, cands)
        for cand in cands:
            delta, need, value = cand.delta, cand.need, cand.value
            if need <= wilds and (with_guard - delta) & guard == guard:  # its cards are all there
                rest = state - delta
                if not rest:
                    sub = NO_WAY if left else 0
                elif need == wilds and not left and not rest & natural:
                    sub = 0  # all left over (see above): no call
                else:  # the memo read here, not in a call: most lookups are answered
                    known = memo.get((rest << WILD_BITS | (wilds - need)) << 1 | left)
                    sub = self.saved(rest, wilds - need, left, remaining - value) if known is None else known
                got = value + sub
                if got > answer:
                    answer, best = got, cand
                    if got == remaining:  # everything placed: nothing can beat it
                        break
        if answer < remaining:
            rest, value = state - (1 << (width * i)), self.values[i]
            if left:
                if not rest or not (wilds or rest & natural):
                    sub = 0
                else:
                    known = memo.get((rest << WILD_BITS | wilds) << 1)
                    sub = self.saved(rest, wilds, 0, remaining - value) if known is None else known
                if value + sub > answer:
                    answer, best = value + sub, _LEAVE
            # Left over, the card saves nothing: the rest saves at most `remaining - value`,
            # so when a meld already saves that much, the rest need not be searched.
            if remaining - value > answer:
                if not rest:
                    sub = NO_WAY if left else 0
                elif not (wilds or left or rest & natural):
                    sub = 0
                else:
                    known = memo.get((rest << WILD_BITS | wilds) << 1 | left)
                    sub = self.saved(rest, wilds, left, remaining - value) if known is None else known
                if sub > answer:
                    answer, best = sub, _LEFT_OVER
        memo[key] = answer
        self.best_choice[key] = best
        return answer

    def _fitting(self, state: int, cands: tuple[Candidate, ...]) -> tuple[Candidate, ...]:
        """The melds of `cands` whose cards are all in `state`, remembered for this hand;
        less the sets that `_dominated` drops."""
        found = self.fitting.get(state)
        if found is None:
            guard = self.hand.guard
            with_guard = state | guard
            found = tuple(c for c in cands if (with_guard - c.delta) & guard == guard)
            alone = self.set_only.get(found[0].codes[0] >> 2) if found and self.set_only else None
            if alone is not None:
                found = _undominated(found, alone, state >> (self.width * alone) & ((1 << self.width) - 1))
            self.fitting[state] = found
        return found

    def options(self, state: int, wilds: int, left: int, remaining: int) -> list[Option]:
        """The choices for the lowest card, in the search's order, each with the points
        saved in the end: a meld, the discard (while one is to choose), or left over."""
        hand = self.hand
        i = lowest_code(state, hand.width)
        with_guard = state | hand.guard
        options = []
        for cand in hand.melds_of(i):
            if cand.need <= wilds and (with_guard - cand.delta) & hand.guard == hand.guard:
                after = SearchPosition(state - cand.delta, wilds - cand.need, left, remaining - cand.value)
                options.append(Option(cand.value + self.saved(*after), PathStep(Placement.MELD, i, cand), after))
        rest, value = state - (1 << (hand.width * i)), hand.values[i]
        if left:
            after = SearchPosition(rest, wilds, 0, remaining - value)
            options.append(Option(value + self.saved(*after), PathStep(Placement.LEAVE, i), after))
        after = SearchPosition(rest, wilds, left, remaining - value)
        options.append(Option(self.saved(*after), PathStep(Placement.LEFT_OVER, i), after))
        return options

    def first_path(self, state: int, wilds: int, left: int, remaining: int) -> tuple[PathStep, ...]:
        """One optimal sequence of choices: the one the search remembered at every step
        (remembered too, for the next hand with this group)."""
        key = (state << WILD_BITS | wilds) << 1 | left  # Search.key
        known = self.paths.get(key)
        if known is None:
            known = self.paths[key] = tuple(self._follow(state, wilds, left, remaining))
        return known

    def _follow(self, state: int, wilds: int, left: int, remaining: int) -> list[PathStep]:
        """The choices the search remembered, from this position to the end of the group."""
        path: list[PathStep] = []
        width, values, choices, natural = self.hand.width, self.hand.values, self.best_choice, self.natural
        while state:
            if not (wilds or left or state & natural):  # all left over (`saved` remembers no choice)
                path += _all_left_over(state, width)
                break
            key = (state << WILD_BITS | wilds) << 1 | left  # Search.key
            best = choices.get(key)
            if best is None:  # not searched yet, or forgotten (idea 6)
                self.saved(state, wilds, left, remaining)
                best = choices[key]
            if isinstance(best, Candidate):
                state, wilds, remaining = state - best.delta, wilds - best.need, remaining - best.value
                path.append(PathStep(_MELD, best.codes[0], best))
            else:
                assert best is not None, "an optimal path meets no dead end"
                i = lowest_code(state, width)
                state, remaining = state - (1 << (width * i)), remaining - values[i]
                if best is _LEAVE:
                    left = 0
                path.append(PathStep(best, i))
        return path

    def all_paths(self, state: int, wilds: int, left: int, remaining: int) -> Iterator[list[PathStep]]:
        """Every optimal sequence of choices (a generator: paths are found one at a time)."""
        if not state:
            yield []
            return
        target = self.saved(state, wilds, left, remaining)
        for option in self.options(state, wilds, left, remaining):
            if option.saved == target:
                for rest in self.all_paths(*option.after):
                    yield [option.step] + rest


def _all_left_over(state: int, width: int) -> list[PathStep]:
    """The steps that leave every card of `state` over, lowest first (as `Search.saved`
    would choose one by one)."""
    steps: list[PathStep] = []
    field = (1 << width) - 1
    while state:
        shift = (state & -state).bit_length() - 1
        code = shift // width
        n = state >> (width * code) & field
        steps += [PathStep(_LEFT_OVER, code)] * n
        state -= n << (width * code)
    return steps


def _undominated(found: tuple[Candidate, ...], alone: int, copies: int) -> tuple[Candidate, ...]:
    """The melds of `found` less the sets another set of them dominates, where `alone` is the
    code of cards of the rank in no short run (`CompiledHand.set_only`; merged, idea 7, when
    there are several), `copies` of it still to place.

    A set that takes fewer of those copies than there are, and a higher card of the rank,
    is never better than the same set with one more copy instead of that card: the card
    kept can do all the copy could (a card in no short run is only ever in a set or left
    over, and the card scores the same), and maybe a run. That other set comes first (its
    cards are lower, the points and the wilds the same), so the search never takes the one
    dropped: the answers and the choices stay the same, with fewer states searched for many
    cards of one rank.
    """
    return tuple(c for c in found if c.kind != "set" or c.codes[-1] <= alone or c.codes.count(alone) >= copies)
