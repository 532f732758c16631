"""Exact counts over every deal of a round, read rank by rank (King down to Ace): the
complete deals, the deals that go out with the upcard, and the deals by best penalty,
for every round, one deck or two, in seconds (dynamic programming, as mahjong hands are
counted).

Deals are counted as physical cards, as everywhere in `ttlearn.count` (see `formulas`).

How it goes:

1. *Wilds are a budget* (R5, R15): a wild stands for any card, so only how many a deal
   holds matters, C(4·d, w) ways for w of them (jokers add to it). The natural cards are
   read one rank at a time; a deal is complete when they split into sets and runs that
   need no more wilds than it holds (R12, R13, R16): a set lives in one rank, a run in one
   suit and moves along the ranks, and leftover wilds join any meld (or make their own).
2. *What an arrangement needs to know* after some ranks is small: for each suit the runs
   still growing and their lengths up to three (`run_states`), and the wilds left. A
   *knowledge state* is every such partial arrangement the cards so far allow, each with
   the most wilds it leaves. Deals whose first ranks give the same knowledge state and the
   same number of cards end alike, so each knowledge state is carried once, with how many
   deals reach it.
3. *Forgetting what cannot matter* keeps the knowledge states few: a partial arrangement
   is dropped when another, with at least the wilds it would need to follow it, is as good
   (`run_states.SuitStates.extra_wilds`); a state that has wilds enough to meld every card
   still to come is simply complete; and the suits are interchangeable, so a knowledge
   state is kept in the first of its 24 renamings.

For going out with the upcard (R10) each partial arrangement also says whether it has
spared its one card (the discard); for the penalty (R16, H2) it spares any cards and
carries the fewest points they score, the knowledge state keeping each arrangement's
points above the best, and the deals counted by the best. There an arrangement is also
forgotten when it scores more above one that can stop now than all the cards still to
come could: the ranks are read from the King down, so those cards score least.

>>> count_by_rank(1).counts == {0: 21136, 1: 964}
True
>>> complete_deals(11) / comb(52, 13)  # one deal in a thousand is complete in round 11
0.0010011852729577525
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import permutations, product
from math import comb, prod
from typing import Final

from ..cards import RANKS, SUITS, Card, as_cards, check_decks
from ..language.plurals import plural
from ..rules import MIN_MELD, Rules, card_points, check_round, check_rules, hand_size, is_wild, wild_rank
from .exact import refuse_house_rules
from .run_states import ACE, ACE_AGAIN, RANK, WILD, SuitMove, SuitStates

MEASURES: Final = ("complete", "go_out", "penalty")
SUIT_PERMUTATIONS: Final = tuple(permutations(range(4)))
COMPLETE: Final = -1  # the knowledge state of a deal that will be complete whatever comes
MOST_POINTS: Final = 1000  # more than any card scores (R16, V1, house rules): a bound that prunes nothing
# The house rules the counter takes: jokers (more wilds) and the points of leftover cards.
COUNTED_HOUSE_RULES: Final = frozenset({"jokers", "face_cards"})

Column = tuple[int, int, int, int]  # copies of each suit's card at one rank
ColumnWays = tuple[Column, int, int]  # (column, physical ways to deal it, cards in it)
Suits = tuple[int, int, int, int]  # the suit states of the four suits
# One step of the count: (cards after it, knowledge state after it, points added to the best, ways)
Step = tuple[int, int, int, int]


@dataclass(frozen=True)
class RankCount:
    """The deals of a round counted rank by rank: `counts` maps each value of the measure
    (1 or 0 for "complete" and "go_out", the best penalty for "penalty") to its number of
    deals; `states` is how many (cards, knowledge state) pairs the count carried after
    each rank, Ace first (the penalty count finishes at the last rank: there, how many
    penalties); `knowledge` how many knowledge states it met in all."""

    round: int
    decks: int
    measure: str
    counts: dict[int, int]
    states: tuple[int, ...] = field(compare=False)
    knowledge: int = field(compare=False)
    seconds: float = field(compare=False)

    @property
    def deals(self) -> int:
        return sum(self.counts.values())

    def __repr__(self) -> str:
        return (f"RankCount(round {self.round}, {plural(self.decks, 'deck')}, {self.measure}: {self.deals} deals, "
                f"at most {max(self.states)} states a rank, {self.seconds:.2g} s)")


@dataclass(frozen=True)
class _Board:
    """What the count of one round needs to know of the rules: the positions read (each
    rank in order, the wild rank among them, and under V1 the Ace again above the King),
    the columns a natural rank can hold, the wilds, the cards dealt and what cards score."""

    round: int
    decks: int
    rules: Rules
    cards: int

    @property
    def aces_high(self) -> bool:
        return self.rules.aces_high

    @property
    def wild_cards(self) -> tuple[int, int]:
        """Physical wilds: (of the wild rank, jokers)."""
        return 4 * self.decks, self.rules.jokers * self.decks

    @property
    def all_cards(self) -> int:
        return 52 * self.decks + self.wild_cards[1]

    def positions(self) -> list[tuple[int, str]]:
        """The ranks in the order read: King down to Ace. Runs and sets do not care which way
        the ranks are read; read downwards, the cards still to come score least, so the
        penalty count can forget more (`_PenaltyCounter.step`). Under V1 the Ace is read
        first too, above the King (its copies dealt there, some waiting for the bottom),
        and the waiting Aces come again below the Two."""
        wr = wild_rank(self.round)
        found = [(r, WILD if r == wr else RANK) for r in reversed(RANKS)]
        if self.aces_high:
            found = [(1, ACE), *found[:-1], (1, ACE_AGAIN)]
        return found

    def columns(self, kind: str) -> list[ColumnWays]:
        return _columns(self.decks, kind)

    def points(self, rank: int) -> int:
        """What a leftover natural of this rank scores (R16, V1, house rules)."""
        return card_points(Card(rank, "S"), self.round, self.rules)


@cache
def _columns(decks: int, kind: str) -> list[ColumnWays]:
    """The columns a position can hold, each with its physical ways and its cards: the
    copies (0..decks) of each suit's card at a natural rank; none at the wild rank, nor
    where the waiting Aces come again (V1)."""
    if kind in (WILD, ACE_AGAIN):
        return [((0, 0, 0, 0), 1, 0)]
    return [((a, b, c, d), prod(comb(decks, x) for x in (a, b, c, d)), a + b + c + d)
            for a, b, c, d in product(range(decks + 1), repeat=4)]


class _Knowledge:
    """Knowledge states, numbered: a knowledge state is a sorted tuple of partial
    arrangements, each a config (the four suit states and a flag, in one number) with
    its values (wilds left; for the penalty also points above the best)."""

    def __init__(self, board: _Board, rename: bool = True) -> None:
        self.board, self.rename = board, rename
        self.suits = SuitStates(board.decks, board.aces_high)
        self.size = len(self.suits.states)
        self.known: dict[tuple, int] = {}
        self.listed: list[tuple] = []
        self._decoded: dict[int, tuple[Suits, int]] = {}
        self._info: dict[int, tuple[Suits, int, int, int]] = {}
        self._orbits: dict[tuple[tuple[int, ...], str], list[ColumnWays]] = {}
        self._config_moves: dict[tuple, tuple] = {}
        self._canonical: dict[tuple, tuple] = {}  # the same arrangements often come in the same order
        self._steps: dict[tuple, list[Step]] = {}

    def encode(self, suits: Suits, flag: int) -> int:
        s = self.size
        return (((flag * s + suits[0]) * s + suits[1]) * s + suits[2]) * s + suits[3]

    def decode(self, config: int) -> tuple[Suits, int]:
        found = self._decoded.get(config)
        if found is None:
            s = self.size
            x, d = divmod(config, s)
            x, c = divmod(x, s)
            x, b = divmod(x, s)
            flag, a = divmod(x, s)
            found = self._decoded[config] = ((a, b, c, d), flag)
        return found

    def forget_orders(self) -> None:
        """Forget which arrangements came in which order (`canonical`): kept for one rank,
        where they come again, its memory is a rank's."""
        self._canonical.clear()

    def keep_only(self, live: set[int]) -> None:
        """Forget the knowledge states the count has left behind, and what was worked out from
        them: the memory stays that of the widest rank (a step never goes back)."""
        for state, k in list(self.known.items()):
            if k not in live:
                del self.known[state]
                self.listed[k] = ()
        self._canonical.clear()
        self._steps.clear()

    def number(self, state: tuple) -> int:
        """The number of a knowledge state, given the first time it is met."""
        k = self.known.get(state)
        if k is None:
            k = self.known[state] = len(self.listed)
            self.listed.append(state)
        return k

    def canonical(self, items: list[tuple[Suits, int, tuple[int, ...]]]) -> tuple:
        """The knowledge state of partial arrangements (suits, flag, values), in the first of
        its renamings of the suits. Only renamings that put the suits in the order of a
        signature no renaming changes are tried (usually one), and of suits alike in every
        arrangement only one order."""
        encode = self.encode
        raw = tuple(sorted((encode(s, flag), *values) for s, flag, values in items))
        if not self.rename:  # one hand's own suits: its next cards come in them
            return raw
        seen = self._canonical.get(raw)
        if seen is not None:
            return seen
        signatures = [tuple(sorted((suits[i], flag, *values) for suits, flag, values in items)) for i in range(4)]
        columns = [tuple(suits[i] for suits, _, _ in items) for i in range(4)]
        best: tuple | None = None
        for p in _orders(signatures, columns):
            renamed = tuple(sorted((encode((s[p[0]], s[p[1]], s[p[2]], s[p[3]]), flag), *values)
                                   for s, flag, values in items))
            if best is None or renamed < best:
                best = renamed
        assert best is not None
        self._canonical[raw] = best
        return best

    def config_info(self, config: int) -> tuple[Suits, int, int, int]:
        """(suits, flag, wilds to stop every run, Aces waiting) of a config."""
        found = self._info.get(config)
        if found is None:
            suits, flag = self.decode(config)
            found = self._info[config] = (suits, flag, sum(self.suits.closing[s] for s in suits),
                                          sum(self.suits.waiting[s] for s in suits))
        return found

    def orbits(self, state: tuple, kind: str) -> list[ColumnWays]:
        """The columns of a position, one for each set of columns that lead to the same
        knowledge state by symmetry: suits alike in every partial arrangement of `state`
        can be renamed into each other, so only their sorted copies matter."""
        vectors = [tuple(self.decode(item[0])[0][i] for item in state) for i in range(4)]
        alike = tuple(vectors.index(v) for v in vectors)
        key = (alike, kind)
        found = self._orbits.get(key)
        if found is None:
            merged: dict[Column, list[int]] = {}
            for col, ways, size in self.board.columns(kind):
                rep = list(col)
                for group in set(alike):
                    members = [i for i in range(4) if alike[i] == group]
                    for i, c in zip(members, sorted(col[i] for i in members)):
                        rep[i] = c
                merged.setdefault((rep[0], rep[1], rep[2], rep[3]), [0, size])[0] += ways
            found = self._orbits[key] = [(col, ways, size) for col, (ways, size) in merged.items()]
        return found

    def suit_moves(self, suits: Suits, col: Column, kind: str, spare: int) -> list[tuple[SuitMove, ...]]:
        return [self.suits.moves(suits[i], col[i], kind, spare) for i in range(4)]


def _orders(signatures: list[tuple], columns: list[tuple]) -> list[tuple[int, ...]]:
    """The orders of the four suits that sort them by signature, suits with equal
    signatures in every order among them, except that suits with equal columns (alike in
    every arrangement) keep one order: renaming those changes nothing."""
    order = sorted(range(4), key=signatures.__getitem__)
    if len(set(signatures)) == 4:
        return [tuple(order)]  # the usual case: one order
    groups: dict[tuple, list[int]] = {}
    for i in order:
        groups.setdefault(signatures[i], []).append(i)
    found: list[tuple[int, ...]] = [()]
    for members in groups.values():
        ways = [order for order in permutations(members)
                if all(columns[a] != columns[b] or a < b for k, a in enumerate(order) for b in order[k + 1:])]
        found = [head + way for head in found for way in ways]
    return found


def _set_wilds(to_set: int) -> int:
    """Wilds a set of this many naturals needs (R12, R15): none for no set."""
    return MIN_MELD - to_set if 0 < to_set < MIN_MELD else 0


class _MeldCounter(_Knowledge):
    """Counts the complete deals, or the deals of n + 1 cards that can go out (R10).

    A partial arrangement is (config, wilds left); for going out its flag says whether
    the discard has been spared (a natural, or a wild given up: one wild fewer)."""

    def __init__(self, board: _Board, go_out: bool, rename: bool = True) -> None:
        super().__init__(board, rename)
        self.go_out = go_out

    def config_moves(self, config: int, col: Column, kind: str) -> tuple[tuple[int, int], ...]:
        """(new config, wilds spent) for one partial arrangement and one column, fewest wilds."""
        key = (config, col, kind)
        found = self._config_moves.get(key)
        if found is None:
            suits, spared = self.decode(config)
            best: dict[int, int] = {}
            lists = self.suit_moves(suits, col, kind, int(self.go_out and not spared))
            for a, b, c, d in product(*lists):
                spare = a[3] + b[3] + c[3] + d[3]
                if spare + spared > 1:
                    continue
                wilds = a[1] + b[1] + c[1] + d[1] + _set_wilds(a[2] + b[2] + c[2] + d[2])
                new = self.encode((a[0], b[0], c[0], d[0]), spared + spare)
                if wilds < best.get(new, wilds + 1):
                    best[new] = wilds
            found = self._config_moves[key] = self.useful_moves(sorted(best.items(), key=lambda move: move[1]))
        return found

    def useful_moves(self, moves: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
        """The moves of one partial arrangement (fewest wilds first) that no other of them
        is as good as (idea 3): the same whatever wilds it has, so dropped once here."""
        extra = self.suits.extra_wilds
        kept: list[tuple[int, int, Suits, int]] = []
        for new, wilds in moves:
            s, spared = self.decode(new)
            for _, other_wilds, t, other_spared in kept:
                if other_spared > spared:
                    continue
                e0, e1, e2, e3 = extra[t[0]][s[0]], extra[t[1]][s[1]], extra[t[2]][s[2]], extra[t[3]][s[3]]
                if e0 is not None and e1 is not None and e2 is not None and e3 is not None and \
                        other_wilds + e0 + e1 + e2 + e3 + spared - other_spared <= wilds:
                    break
            else:
                kept.append((new, wilds, s, spared))
        return tuple((new, wilds) for new, wilds, _, _ in kept)

    def spare_cost(self, spared: int) -> int:
        """A wild given up as the discard when no natural was spared (R10)."""
        return int(self.go_out and not spared)

    def step(self, state: tuple, col: Column, kind: str, left: int) -> int | None:
        """The knowledge state after one column, `left` cards still to come (None: no
        arrangement is left, the deal cannot be complete)."""
        reach: dict[int, int] = {}
        for config, wilds in state:
            for new, spent in self.config_moves(config, col, kind):
                w = wilds - spent
                if w >= 0 and w > reach.get(new, -1):
                    reach[new] = w
        items = []
        info = self.config_info
        for config, w in reach.items():
            suits, spared, closing, waiting = info(config)
            if closing > left + w + waiting:
                continue  # its short runs can never be finished
            if w - self.spare_cost(spared) >= 2 * (left + waiting) + closing:
                return COMPLETE  # wilds enough to meld every card to come, each with two wilds
            items.append((suits, spared, w))
        if not items:
            return None
        return self.number(self.canonical(self.undominated(items)))

    def undominated(self, items: list[tuple[Suits, int, int]]) -> list[tuple[Suits, int, tuple[int, ...]]]:
        """The partial arrangements no other one is as good as (idea 3)."""
        items.sort(key=lambda item: -item[2])
        extra = self.suits.extra_wilds
        kept: list[tuple[Suits, int, tuple[int, ...]]] = []
        for i, (s, spared, w) in enumerate(items):
            dominated = False
            for j, (t, other_spared, v) in enumerate(items):
                if v < w:
                    break  # sorted: no other has wilds enough
                if j == i or other_spared > spared:
                    continue
                e0, e1, e2, e3 = extra[t[0]][s[0]], extra[t[1]][s[1]], extra[t[2]][s[2]], extra[t[3]][s[3]]
                if e0 is None or e1 is None or e2 is None or e3 is None:
                    continue
                # the other follows this one with its extra wilds, and gives up a wild for a discard it lacks
                if v - e0 - e1 - e2 - e3 - (spared - other_spared) >= w:
                    dominated = True
                    break
            if not dominated:
                kept.append((s, spared, (w,)))
        return kept

    def steps(self, state_number: int, cards: int, kind: str) -> list[Step]:
        """Every step from a knowledge state with `cards` cards so far, at a position of
        `kind`: merged by where they lead (each column once up to symmetry)."""
        key = (state_number, cards, kind)
        found = self._steps.get(key)
        if found is None:
            state = self.listed[state_number]
            merged: dict[tuple[int, int], int] = {}
            for col, ways, size in self.orbits(state, kind):
                after = cards + size
                if after <= self.board.cards:
                    new = self.step(state, col, kind, self.board.cards - after)
                    if new is not None:
                        merged[after, new] = merged.get((after, new), 0) + ways
            found = self._steps[key] = [(after, new, 0, ways) for (after, new), ways in merged.items()]
        return found

    def succeeds(self, state_number: int) -> bool:
        """At the end: does some partial arrangement stop all its runs with its wilds?"""
        for config, wilds in self.listed[state_number]:
            suits, spared = self.decode(config)
            if wilds - self.spare_cost(spared) >= sum(self.suits.closing[s] for s in suits):
                return True
        return False


def _count_melds(board: _Board, go_out: bool) -> tuple[int, list[int], int]:
    """The deals that are complete (or can go out): (deals, states after each position,
    knowledge states met)."""
    counter = _MeldCounter(board, go_out)
    n, (rank_wilds, jokers) = board.cards, board.wild_cards
    empty = counter.encode((0, 0, 0, 0), 0)
    states: dict[tuple[int, int], int] = {}
    for w in range(min(rank_wilds + jokers, n) + 1):
        states[w, counter.number(((empty, w),))] = comb(rank_wilds + jokers, w)
    sizes = []
    for _, kind in board.positions():
        after: dict[tuple[int, int], int] = {}
        for (cards, k), deals in states.items():
            if k == COMPLETE:  # complete whatever comes: only the cards count
                for _, ways, size in board.columns(kind):
                    if cards + size <= n:
                        after[cards + size, k] = after.get((cards + size, k), 0) + deals * ways
                continue
            for new_cards, new, _, ways in counter.steps(k, cards, kind):
                after[new_cards, new] = after.get((new_cards, new), 0) + deals * ways
        states = after
        sizes.append(len(states))
        counter.forget_orders()
    good = sum(deals for (cards, k), deals in states.items()
               if cards == n and (k == COMPLETE or counter.succeeds(k)))
    return good, sizes, len(counter.listed)


class _PenaltyCounter(_Knowledge):
    """Counts the deals by best penalty (R16, H2). A partial arrangement is (config,
    wilds left, points of its spared cards above the best of the knowledge state), and
    arrangements of one config are kept on their frontier of wilds and points.

    Its flag is 0 once a meld is made; a deal with one wild starts with the flag saying
    which wild (1 of the wild rank, 2 a joker): until a meld is made that wild would be
    left over and score (H2), every other leftover wild joins a meld (or makes one)."""

    def __init__(self, board: _Board, rename: bool = True) -> None:
        super().__init__(board, rename)
        self.wild_points = {0: 0, 1: board.rules.wild_penalty if board.rules.wild_penalty is not None
                            else card_points(Card(wild_rank(board.round), "S"), board.round, board.rules),
                            2: board.rules.joker_penalty}

    def config_moves(self, config: int, col: Column, kind: str) -> tuple[tuple[int, int, int, int, int], ...]:
        """(new config, wilds spent, cards spared, wilds to stop its runs, Aces waiting) for
        one partial arrangement and one column, on the frontier of wilds and spared cards."""
        key = (config, col, kind)
        found = self._config_moves.get(key)
        if found is None:
            suits, flag = self.decode(config)
            frontier: dict[int, list[tuple[int, int]]] = {}
            for a, b, c, d in product(*self.suit_moves(suits, col, kind, 4 * self.board.decks)):
                to_set = a[2] + b[2] + c[2] + d[2]
                wilds = a[1] + b[1] + c[1] + d[1] + _set_wilds(to_set)
                new_suits = (a[0], b[0], c[0], d[0])
                melded = to_set > 0 or any(self.suits.states[s][0] for s in new_suits)
                new = self.encode(new_suits, 0 if melded else flag)
                _add_to_frontier(frontier.setdefault(new, []), wilds, a[3] + b[3] + c[3] + d[3])
            found = self._config_moves[key] = self.useful_moves(sorted(
                ((new, w, spared) for new, pairs in frontier.items() for w, spared in pairs),
                key=lambda move: (move[2], move[1])))
        return found

    def useful_moves(self, moves: list[tuple[int, int, int]]) -> tuple[tuple[int, int, int, int, int], ...]:
        """The moves of one partial arrangement (fewest cards spared first) that no other of
        them is as good as: as few cards spared, and wilds enough to follow it (idea 3);
        each with the wilds its runs need to stop and its waiting Aces."""
        extra = self.suits.extra_wilds
        kept: list[tuple[int, int, int, Suits, int]] = []
        for new, wilds, spared in moves:
            s, flag = self.decode(new)
            for _, other_wilds, other_spared, t, other_flag in kept:
                if other_spared > spared or (other_flag and other_flag != flag):
                    continue
                e0, e1, e2, e3 = extra[t[0]][s[0]], extra[t[1]][s[1]], extra[t[2]][s[2]], extra[t[3]][s[3]]
                if e0 is not None and e1 is not None and e2 is not None and e3 is not None and \
                        other_wilds + e0 + e1 + e2 + e3 <= wilds:
                    break
            else:
                kept.append((new, wilds, spared, s, flag))
        info = self.config_info
        return tuple((new, wilds, spared, info(new)[2], info(new)[3]) for new, wilds, spared, _, _ in kept)

    def step(self, state: tuple, col: Column, kind: str, left: int, points: int,
             most: int) -> tuple[int, int] | None:
        """(knowledge state, points added to the best) after one column whose spared cards
        score `points` each, `left` cards still to come, each scoring at most `most`."""
        reach: dict[int, list[tuple[int, int]]] = {}
        for config, wilds, above in state:
            for new, spent, spared, closing, waiting in self.config_moves(config, col, kind):
                useful = wilds - spent
                if useful < 0 or closing > left + useful + waiting:
                    continue  # too few wilds, or short runs that can never be finished
                # wilds beyond two for each card to come and those that stop the runs can do nothing
                useful = min(useful, 2 * (left + waiting) + closing)
                frontier = reach.get(new)
                if frontier is None:
                    reach[new] = [(-useful, above + spared * points)]
                else:
                    _add_to_frontier(frontier, -useful, above + spared * points)
        if not reach:
            return None
        info, wild_points = self.config_info, self.wild_points
        # An arrangement that can stop its runs now may meld each card still to come with two of
        # its wilds left, and leave the others: no arrangement scoring more above it than those
        # cards at most can ever be best (R16).
        bound = min(score + wild_points[flag] + max(0, left + waiting - (-minus_wilds - closing) // 2) * most
                    for config, pairs in reach.items() for _, flag, closing, waiting in (info(config),)
                    for minus_wilds, score in pairs if closing <= -minus_wilds)
        items = [(suits, flag, -minus_wilds, score) for config, pairs in reach.items()
                 for suits, flag, _, _ in (info(config),) for minus_wilds, score in pairs if score <= bound]
        kept = self.undominated(items)
        best = min(values[1] for _, _, values in kept)
        return self.number(self.canonical([(s, f, (w, p - best)) for s, f, (w, p) in kept])), best

    def finish(self, state_number: int, cards: int, kind: str, points: int) -> dict[int, int]:
        """At the last rank: for the columns that fill the hand, the ways to reach each final
        penalty above the state's best. Only the best arrangement matters now, so no
        knowledge state is made."""
        state = self.listed[state_number]
        found: dict[int, int] = {}
        for col, ways, size in self.orbits(state, kind):
            if cards + size == self.board.cards:
                best = min(above + spared * points + self.wild_points[self.decode(new)[1]]
                           for config, wilds, above in state
                           for new, spent, spared, closing, _ in self.config_moves(config, col, kind)
                           if wilds - spent >= closing)
                found[best] = found.get(best, 0) + ways
        return found

    def undominated(self, items: list[tuple[Suits, int, int, int]]) -> list[tuple[Suits, int, tuple[int, int]]]:
        """The partial arrangements no other one is as good as: as many points or fewer,
        and at least the wilds it would need to follow (idea 3)."""
        items.sort(key=lambda item: (item[3], -item[2]))
        extra = self.suits.extra_wilds
        kept = []
        for i, (s, flag, w, p) in enumerate(items):
            dominated = False
            for j, (t, other_flag, v, q) in enumerate(items):
                if q > p:
                    break  # sorted: no other has as few points
                if j == i or (other_flag and other_flag != flag):
                    continue
                e0, e1, e2, e3 = extra[t[0]][s[0]], extra[t[1]][s[1]], extra[t[2]][s[2]], extra[t[3]][s[3]]
                if e0 is None or e1 is None or e2 is None or e3 is None:
                    continue
                if v - e0 - e1 - e2 - e3 >= w:  # never both ways: distinct arrangements differ somewhere
                    dominated = True
                    break
            if not dominated:
                kept.append((s, flag, (w, p)))
        return kept

    def steps(self, state_number: int, cards: int, kind: str, points: int, most: int) -> list[Step]:
        key = (state_number, cards, kind, points, most)
        found = self._steps.get(key)
        if found is None:
            state = self.listed[state_number]
            merged: dict[tuple[int, int, int], int] = {}
            for col, ways, size in self.orbits(state, kind):
                after = cards + size
                if after <= self.board.cards:
                    moved = self.step(state, col, kind, self.board.cards - after, points, most)
                    if moved is not None:
                        merged[(after, *moved)] = merged.get((after, *moved), 0) + ways
            found = self._steps[key] = [(after, new, added, ways) for (after, new, added), ways in merged.items()]
        return found

    def best(self, state_number: int) -> int:
        """At the end: the lowest points above the state's best of an arrangement that stops
        all its runs, a wild that never joined a meld scoring (H2)."""
        found = []
        for config, wilds, above in self.listed[state_number]:
            suits, flag = self.decode(config)
            if wilds >= sum(self.suits.closing[s] for s in suits):
                found.append(above + self.wild_points[flag])
        return min(found)


def _add_to_frontier(frontier: list[tuple[int, int]], a: int, b: int) -> None:
    """Keep the pairs (a, b) of which none has both parts at most another's (fewer is
    better in both)."""
    for x, y in frontier:
        if x <= a and y <= b:
            return
    frontier[:] = [(x, y) for x, y in frontier if not (a <= x and b <= y)]
    frontier.append((a, b))


def _count_penalties(board: _Board) -> tuple[dict[int, int], list[int], int]:
    """The deals by best penalty: ({penalty: deals}, states after each position, knowledge
    states met). Each (cards, knowledge state) carries its deals by the points of their best
    partial arrangement."""
    counter = _PenaltyCounter(board)
    n, (rank_wilds, jokers) = board.cards, board.wild_cards
    states: dict[tuple[int, int], dict[int, int]] = {}
    for w in range(min(rank_wilds + jokers, n) + 1):
        if w == 1:  # a lone wild scores unless it joins a meld: which one it is matters (H2)
            starts = [(flag, ways) for flag, ways in ((1, rank_wilds), (2, jokers)) if ways]
        else:
            starts = [(0, comb(rank_wilds + jokers, w))]
        for flag, ways in starts:
            states[w, counter.number(((counter.encode((0, 0, 0, 0), flag), w, 0),))] = {0: ways}
    sizes = []
    *reading, (last, last_kind) = board.positions()
    for at, (rank, kind) in enumerate(reading):
        points = board.points(rank)
        most = max(board.points(r) for r, k in board.positions()[at + 1:] if k != WILD)  # a card still to come
        after: dict[tuple[int, int], dict[int, int]] = {}
        for (cards, k), by_points in states.items():
            for new_cards, new, added, ways in counter.steps(k, cards, kind, points, most):
                target = after.setdefault((new_cards, new), {})
                for p, deals in by_points.items():
                    target[p + added] = target.get(p + added, 0) + deals * ways
        states = after
        sizes.append(len(states))
        counter.keep_only({k for _, k in states})
    counts: dict[int, int] = {}
    for (cards, k), by_points in states.items():  # the last rank: straight to the penalties
        for above, ways in counter.finish(k, cards, last_kind, board.points(last)).items():
            for p, deals in by_points.items():
                counts[p + above] = counts.get(p + above, 0) + deals * ways
    sizes.append(len(counts))
    return dict(sorted(counts.items())), sizes, len(counter.listed)


def hand_value(cards: str | Iterable[Card], round: int, rules: Rules | None = None, measure: str = "complete") -> int:
    """One hand read rank by rank as the count reads every deal: 1 if it is complete
    ("complete"), 1 if some discard leaves a complete hand ("go_out", R10), else 0; or its
    best penalty ("penalty", R16, H2). The solver's answers, found the counter's way: the
    tests check the one against the other on any hand.

    >>> hand_value("QH KH 3S", round=1)  # the wild plays as the Jack: a run never passes the King
    1
    >>> hand_value("QH KH AH", round=1), hand_value("QH KH AH", round=1, rules=Rules(aces="high_or_low"))
    (0, 1)
    >>> hand_value("3S 3H 3D", round=1), hand_value("2C 7D QS", round=1, measure="penalty")
    (1, 19)
    """
    check_round(round)
    rules = check_countable(rules)
    if measure not in MEASURES:
        raise ValueError(f"bad measure {measure!r}: one of {', '.join(MEASURES)}")
    hand = as_cards(cards, rules.jokers > 0)
    wr = wild_rank(round)
    naturals = Counter((c.rank, SUITS.index(c.suit)) for c in hand if not is_wild(c, round))
    wilds = (sum(c.rank == wr for c in hand), sum(c.is_joker for c in hand))
    board = _Board(round, max(naturals.values(), default=1), rules, len(hand))
    columns = {rank: (naturals[rank, 0], naturals[rank, 1], naturals[rank, 2], naturals[rank, 3]) for rank in RANKS}
    if measure == "penalty":
        return _hand_penalty(board, columns, wilds)
    return _hand_melds(board, columns, sum(wilds), go_out=measure == "go_out")


def _hand_melds(board: _Board, columns: dict[int, Column], wilds: int, go_out: bool) -> int:
    counter = _MeldCounter(board, go_out, rename=False)
    state = counter.number(((counter.encode((0, 0, 0, 0), 0), wilds),))
    cards = wilds
    for rank, kind in board.positions():
        if state == COMPLETE:
            return 1
        col = columns[rank] if kind in (RANK, ACE) else (0, 0, 0, 0)
        cards += sum(col)
        after = counter.step(counter.listed[state], col, kind, board.cards - cards)
        if after is None:
            return 0
        state = after
    return int(state == COMPLETE or counter.succeeds(state))


def _hand_penalty(board: _Board, columns: dict[int, Column], wilds: tuple[int, int]) -> int:
    counter = _PenaltyCounter(board, rename=False)
    flag = (1 if wilds[0] else 2) if sum(wilds) == 1 else 0
    state = counter.number(((counter.encode((0, 0, 0, 0), flag), sum(wilds), 0),))
    cards, points = sum(wilds), 0
    for rank, kind in board.positions():
        col = columns[rank] if kind in (RANK, ACE) else (0, 0, 0, 0)
        cards += sum(col)
        moved = counter.step(counter.listed[state], col, kind, board.cards - cards, board.points(rank), MOST_POINTS)
        assert moved is not None, "leaving every card over is always an arrangement"
        state, added = moved
        points += added
    return points + counter.best(state)


def check_countable(rules: Rules | None) -> Rules:
    """The rules, if the rank-by-rank count takes them: any ace rule and wild penalty (V1,
    H2), jokers and the points of leftover cards too; the house rules that change what a
    meld may hold are refused, pointing to the Monte Carlo estimates."""
    rules = check_rules(rules)
    refuse_house_rules(rules, allowed=COUNTED_HOUSE_RULES)
    return rules


def count_by_rank(round: int, decks: int = 1, rules: Rules | None = None, measure: str = "complete") -> RankCount:
    """Count every deal of a round rank by rank, exactly: by whether it is complete
    (`measure="complete"`, R16: 1 or 0), whether its n + 1 cards (the deal and the upcard)
    can go out (`"go_out"`, R10), or by its best penalty (`"penalty"`, R16, H2).

    On one core, the complete deals of round 11 take half a second (one deck, 5 MB) or
    six seconds (two decks, 40 MB); going out with the upcard 8 s or two minutes; the
    penalties grow fastest: round 8 in seconds with one deck, round 11 in three minutes
    (half a gigabyte), two decks round 10 in six (benchmarks/combinatorics.py --rank).

    >>> count_by_rank(2, measure="go_out").counts[1]  # as the shipped table says
    73052
    """
    check_round(round)
    check_decks(decks)
    rules = check_countable(rules)
    if measure not in MEASURES:
        raise ValueError(f"bad measure {measure!r}: one of {', '.join(MEASURES)}")
    board = _Board(round, decks, rules, hand_size(round) + (measure == "go_out"))
    start = time.perf_counter()
    if measure == "penalty":
        counts, sizes, knowledge = _count_penalties(board)
    else:
        good, sizes, knowledge = _count_melds(board, go_out=measure == "go_out")
        counts = {0: comb(board.all_cards, board.cards) - good, 1: good}
    seconds = time.perf_counter() - start
    assert sum(counts.values()) == comb(board.all_cards, board.cards), "every deal is counted once"
    return RankCount(round, decks, measure, counts, tuple(sizes), knowledge, seconds)


@lru_cache(maxsize=128)
def counted(round: int, decks: int = 1, rules: Rules | None = None, measure: str = "complete") -> RankCount:
    """`count_by_rank`, remembered: each count is made once a process."""
    return count_by_rank(round, decks, rules, measure)


def complete_deals(round: int, decks: int = 1, rules: Rules | None = None) -> int:
    """How many deals of a round are complete (every card in a meld, R16).

    >>> complete_deals(1), complete_deals(1, decks=2)
    (964, 8792)
    """
    return counted(round, decks, rules, "complete").counts[1]


def upcard_go_out_deals(round: int, decks: int = 1, rules: Rules | None = None) -> int:
    """How many deals of n + 1 cards (the deal and the upcard) can go out (R10)."""
    return counted(round, decks, rules, "go_out").counts[1]


def penalty_counts(round: int, decks: int = 1, rules: Rules | None = None) -> dict[int, int]:
    """The deals of a round by best penalty (R16, H2): {penalty: deals}."""
    return dict(counted(round, decks, rules, "penalty").counts)


__all__ = ["MEASURES", "RankCount", "check_countable", "complete_deals", "count_by_rank", "counted", "hand_value",
           "penalty_counts", "upcard_go_out_deals"]
