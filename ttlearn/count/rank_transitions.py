"""How a knowledge state of the rank-by-rank count (`rank_knowledge`) moves on at the next
rank, for each thing counted: `MeldCounter` for the complete deals and going out with the
upcard (R10, R16), `PenaltyCounter` for the best penalty (R16, H2). Each works out the
transitions from a knowledge state, one for each column the next rank can hold (up to
symmetry), dropping the partial arrangements another is as good as (idea 3 of `by_rank`);
`by_rank` carries the deals along them.
"""

from __future__ import annotations

from itertools import product

from ..cards import Card
from ..rules import MIN_MELD, wild_rank
from .rank_knowledge import COMPLETE, Board, Column, Knowledge, Suits, Transition


def _set_wilds(to_set: int) -> int:
    """Wilds a set of this many naturals needs (R12, R15): none for no set."""
    return MIN_MELD - to_set if 0 < to_set < MIN_MELD else 0


class MeldCounter(Knowledge):
    """Counts the complete deals, or the deals of n + 1 cards that can go out (R10).

    A partial arrangement is (config, wilds left); for going out its flag says whether
    the discard has been spared (a natural, or a wild given up: one wild fewer)."""

    def __init__(self, board: Board, go_out: bool, rename: bool = True) -> None:
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

    def transitions(self, state_number: int, cards: int, kind: str) -> list[Transition]:
        """Every step from a knowledge state with `cards` cards so far, at a position of
        `kind`: merged by where they lead (each column once up to symmetry)."""
        key = (state_number, cards, kind)
        found = self._transitions.get(key)
        if found is None:
            state = self.listed[state_number]
            merged: dict[tuple[int, int], int] = {}
            for col, ways, size in self.orbits(state, kind):
                after = cards + size
                if after <= self.board.cards:
                    new = self.step(state, col, kind, self.board.cards - after)
                    if new is not None:
                        merged[after, new] = merged.get((after, new), 0) + ways
            found = self._transitions[key] = [(after, new, 0, ways) for (after, new), ways in merged.items()]
        return found

    def succeeds(self, state_number: int) -> bool:
        """At the end: does some partial arrangement stop all its runs with its wilds?"""
        for config, wilds in self.listed[state_number]:
            suits, spared = self.decode(config)
            if wilds - self.spare_cost(spared) >= sum(self.suits.closing[s] for s in suits):
                return True
        return False


class PenaltyCounter(Knowledge):
    """Counts the deals by best penalty (R16, H2). A partial arrangement is (config,
    wilds left, points of its spared cards above the best of the knowledge state), and
    arrangements of one config are kept on their frontier of wilds and points.

    Its flag is 0 once a meld is made; a deal with one wild starts with the flag saying
    which wild (1 of the wild rank, 2 a joker): until a meld is made that wild would be
    left over and score (H2), every other leftover wild joins a meld (or makes one)."""

    def __init__(self, board: Board, rename: bool = True) -> None:
        super().__init__(board, rename)
        self.wild_points = {0: 0, 1: board.rules.wild_penalty if board.rules.wild_penalty is not None
                            else board.rules.points(Card(wild_rank(board.round), "S"), board.round),
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

    def transitions(self, state_number: int, cards: int, kind: str, points: int, most: int) -> list[Transition]:
        key = (state_number, cards, kind, points, most)
        found = self._transitions.get(key)
        if found is None:
            state = self.listed[state_number]
            merged: dict[tuple[int, int, int], int] = {}
            for col, ways, size in self.orbits(state, kind):
                after = cards + size
                if after <= self.board.cards:
                    moved = self.step(state, col, kind, self.board.cards - after, points, most)
                    if moved is not None:
                        merged[(after, *moved)] = merged.get((after, *moved), 0) + ways
            found = self._transitions[key] = [(after, new, added, ways) for (after, new, added), ways in merged.items()]
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
