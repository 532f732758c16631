"""What the rank-by-rank count (`ttlearn.count.by_rank`) knows after some ranks: the board
it reads (the positions, the columns a rank can hold, what cards score), and the knowledge
states, numbered, each kept in the first of its renamings of the suits.

A *partial arrangement* is a config (the four suit states of `run_states` and a flag, in one
number) with its values (wilds left; for the penalty also points above the best); a
*knowledge state* is every partial arrangement the cards so far allow (ideas 2 and 3 of
`by_rank`). How a knowledge state moves on at the next rank depends on what is counted: that
is `rank_transitions`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations, product
from math import comb, prod
from typing import Final

from ..cards import RANKS, Card
from ..rules import Rules, wild_rank
from .run_states import ACE, ACE_AGAIN, RANK, WILD, SuitMove, SuitStates

COMPLETE: Final = -1  # the knowledge state of a deal that will be complete whatever comes

Column = tuple[int, int, int, int]  # copies of each suit's card at one rank
ColumnWays = tuple[Column, int, int]  # (column, physical ways to deal it, cards in it)
Suits = tuple[int, int, int, int]  # the suit states of the four suits
# One transition of the count, from a knowledge state at one rank to the next:
# (cards after it, knowledge state after it, points added to the best, physical ways to deal it)
Transition = tuple[int, int, int, int]


@dataclass(frozen=True)
class Board:
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
        penalty count can forget more (`rank_transitions.PenaltyCounter.step`). Under V1 the Ace is read
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
        return self.rules.points(Card(rank, "S"), self.round)


@cache
def _columns(decks: int, kind: str) -> list[ColumnWays]:
    """The columns a position can hold, each with its physical ways and its cards: the
    copies (0..decks) of each suit's card at a natural rank; none at the wild rank, nor
    where the waiting Aces come again (V1)."""
    if kind in (WILD, ACE_AGAIN):
        return [((0, 0, 0, 0), 1, 0)]
    return [((a, b, c, d), prod(comb(decks, x) for x in (a, b, c, d)), a + b + c + d)
            for a, b, c, d in product(range(decks + 1), repeat=4)]


class Knowledge:
    """Knowledge states, numbered: a knowledge state is a sorted tuple of partial
    arrangements, each a config (the four suit states and a flag, in one number) with
    its values (wilds left; for the penalty also points above the best)."""

    def __init__(self, board: Board, rename: bool = True) -> None:
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
        self._transitions: dict[tuple, list[Transition]] = {}

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
        self._transitions.clear()

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
