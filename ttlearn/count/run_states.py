"""One suit as the rank-by-rank counter (`ttlearn.count.by_rank`) reads it: the runs in
progress, and how they move from one rank to the next (R13, R15, V1).

A run lives in one suit and grows one rank at a time (R13). Read rank after rank, all that
matters of a run still growing is its length so far, wilds in its gaps included, and only
up to three: a run of three or more may stop at any rank, a shorter one stops only padded
to three with wilds (a wild stands for any card, R15: Q♥ K♥ and a wild is the run J♥ Q♥
K♥, never past the King). The suit remembers these lengths, a *suit state*; with d decks a
suit holds at most d runs at once, since a run never holds two cards of one rank. Under V1
an Ace sits at either end (Q-K-A, A-2-3): read at one end, some of its copies may wait for
the other, and the suit state then says how many wait.

At each rank the copies of the suit's card there (0 to d) continue runs, start runs, join
that rank's set (R12), or are spared: left over (for the penalty, R16) or the discard (for
going out, R10). A run may also go on through the rank with a wild in the gap, or stop.

>>> suits = SuitStates(decks=1)
>>> [suits.states[s] for s in range(len(suits.states))]
[((), 0), ((1,), 0), ((2,), 0), ((3,), 0)]
>>> sorted((suits.states[new], wilds) for new, wilds, _, _ in suits.moves(suits.index[((2,), 0)], 0, RANK, 0))
[(((), 0), 1), (((3,), 0), 1)]
"""

from __future__ import annotations

from functools import cache
from itertools import permutations, product
from typing import Final

from ..rules import MIN_MELD

# What a position of the counter is: a natural rank, the round's wild rank (no natural cards
# there, R5: a run passes it with a wild), and under V1 the Ace at the end read first (its
# copies dealt, some may wait) and the Ace again at the other end (the waiting copies).
RANK: Final = "rank"
WILD: Final = "wild"
ACE: Final = "ace"
ACE_AGAIN: Final = "ace_again"
KINDS: Final = (RANK, WILD, ACE, ACE_AGAIN)

SuitState = tuple[tuple[int, ...], int]  # (lengths of the runs in progress, capped at 3, sorted; Aces waiting)
# A move of one suit: (new suit state, wilds spent, cards given to the rank's set, cards spared)
SuitMove = tuple[int, int, int, int]


def padding(length: int) -> int:
    """Wilds that pad a run of this length to a meld (R13, R15): 2, 1, then none.

    >>> [padding(n) for n in (1, 2, 3)]
    [2, 1, 0]
    """
    return max(0, MIN_MELD - length)


def _grown(length: int) -> int:
    return min(length + 1, MIN_MELD)


class SuitStates:
    """Every suit state for `decks` decks (and the waiting Aces under V1), numbered, with
    the moves from each and the wilds one state needs to do whatever another does."""

    def __init__(self, decks: int, aces_high: bool = False) -> None:
        self.decks = decks
        runs = sorted({tuple(sorted(r)) for m in range(decks + 1) for r in product(range(1, MIN_MELD + 1), repeat=m)})
        self.states: tuple[SuitState, ...] = tuple((r, wait) for r in runs for wait in range(decks + 1 if aces_high
                                                                                               else 1))
        self.index = {state: k for k, state in enumerate(self.states)}
        self.closing = tuple(sum(padding(n) for n in r) for r, _ in self.states)  # wilds to stop every run
        self.waiting = tuple(wait for _, wait in self.states)
        self.extra_wilds = tuple(tuple(_extra_wilds(b, a) for a in self.states) for b in self.states)
        self._moves: dict[tuple[int, int, str, int], tuple[SuitMove, ...]] = {}

    def moves(self, state: int, copies: int, kind: str, spare: int) -> tuple[SuitMove, ...]:
        """The moves of a suit in `state` at a position of `kind` holding `copies` of its
        card (at ACE_AGAIN: its waiting Aces), sparing at most `spare` of them. For each new
        state, number given to the set and number spared, only the fewest wilds."""
        key = (state, copies, kind, spare)
        found = self._moves.get(key)
        if found is None:
            found = self._moves[key] = self._work_out(state, copies, kind, spare)
        return found

    def _work_out(self, state: int, copies: int, kind: str, spare: int) -> tuple[SuitMove, ...]:
        runs, wait = self.states[state]
        if kind == ACE_AGAIN:
            copies, wait = wait, 0  # the waiting Aces come now, at the other end
        best: dict[tuple[int, int, int], int] = {}
        for going, left, wilds in _run_moves(runs, copies):
            for spared in range(min(left, spare) + 1):
                kept = left - spared
                for waits in range(kept + 1) if kind == ACE else (0,):
                    free = kept - waits
                    for starts in range(min(free, self.decks - len(going)) + 1):
                        new = self.index[(tuple(sorted(going + (1,) * starts)), wait + waits)]
                        key = (new, free - starts, spared)
                        if wilds < best.get(key, wilds + 1):
                            best[key] = wilds
        return tuple((new, wilds, to_set, spared) for (new, to_set, spared), wilds in best.items())


def _run_moves(runs: tuple[int, ...], copies: int) -> list[tuple[tuple[int, ...], int, int]]:
    """Each run in progress stops (padded with wilds if short), goes on with a copy of the
    suit's card, or goes on with a wild in the gap: (runs still going, copies left, wilds)."""
    found = []
    for choice in product((0, 1, 2), repeat=len(runs)):  # 0 stops, 1 takes a natural, 2 takes a wild
        used = choice.count(1)
        if used <= copies:
            going = tuple(_grown(n) for n, c in zip(runs, choice) if c)
            wilds = sum(padding(n) for n, c in zip(runs, choice) if c == 0) + choice.count(2)
            found.append((going, copies - used, wilds))
    return found


@cache
def _single(b: int | None, a: int | None) -> int:
    """Wilds a run of length b (None: no run) needs beyond a run of length a to follow it:
    to stop a run a lacks (its padding); to start afresh where a goes on (the fresh run is
    shorter by up to two, so at most two more wilds of padding, one behind a run of one);
    else the padding it is behind."""
    if a is None:
        return 0 if b is None else padding(b)
    if b is None:
        return 1 if a == 1 else 2
    return max(0, a - b)


def _extra_wilds(b: SuitState, a: SuitState) -> int | None:
    """How many more wilds a suit in state `b` needs, at most, to do whatever one in state
    `a` can do from here on (None: it cannot, when different Aces wait): its runs follow
    a's, matched in the cheapest way (`_single`). This lets the counter forget a partial
    arrangement that another one, with at least that many more wilds, is as good as."""
    (runs_b, wait_b), (runs_a, wait_a) = b, a
    if wait_b != wait_a:
        return None
    size = max(len(runs_b), len(runs_a))
    padded_b: list[int | None] = [*runs_b, *[None] * (size - len(runs_b))]
    padded_a: list[int | None] = [*runs_a, *[None] * (size - len(runs_a))]
    return min(sum(_single(padded_b[k], padded_a[i]) for i, k in enumerate(order))
               for order in permutations(range(size)))
