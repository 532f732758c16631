"""An exact search for the house rule `wild_share="half"` (at most half a meld's cards stand
for others), where the fast search of `hand_search` does not apply: there every wild is
alike (idea 1) and any meld takes any number of them, but under "half" a card of the wild
rank playing as itself counts as natural, and a meld takes only as many stand-ins as it has
naturals.

The search is idea 2 of `hand_search`, after a first choice: which cards of the wild
rank stand in for others (the rest play as themselves, as natural cards). Then the lowest
natural still to place (the wild rank's first) is left over, discarded, or melded with
later naturals and some stand-ins. Stand-ins are
alike in a meld, so only how many are free matters; those never used score, the cheapest
left over. Answers are remembered per hand. It is slower than the fast search, so the
solver uses it only for a hand that holds a wild under "half".
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import product
from typing import NamedTuple

from ..cards import Card, card_order
from ..melds import MAX_RUN, Arrangement, Meld, arrange_run, arrange_set
from ..rules import MIN_MELD, Rules, is_wild, wild_rank

INFINITE = 10**9  # the penalty of a dead end: a discard still owed when no card is left


def needs_half_wild_search(cards: Sequence[Card], round: int, rules: Rules) -> bool:
    """True when the fast search is not exact for this hand: a wild under `wild_share="half"`."""
    return rules.wild_share == "half" and any(is_wild(card, round) for card in cards)


class _Meld(NamedTuple):
    """A meld the search took: its natural cards (indices into the kinds) and its stand-ins."""

    kind: str
    naturals: tuple[int, ...]
    stand_ins: int


class _Step(NamedTuple):
    """What became of the card of one kind: 'left over', 'discard' or 'meld' ('end': no card left)."""

    what: str
    kind: int
    meld: _Meld | None = None


@dataclass(frozen=True)
class HalfWildSolution:
    """An optimal path of the search, laid out: melds, deadwood, the discard (if one was owed)."""

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    penalty: int
    discard: Card | None


class HalfWildSearch:
    """The lowest penalty of a hand under any rules, by a search over every way to meld it."""

    def __init__(self, cards: Sequence[Card], round: int, rules: Rules) -> None:
        self.round, self.rules, self.wr = round, rules, wild_rank(round)
        wr = self.wr
        self.jokers = [c for c in cards if c.is_joker]
        own = sorted((c for c in cards if c.rank == wr), key=card_order)
        rest = sorted((c for c in cards if c.rank != wr and not c.is_joker), key=card_order)
        # Kinds in search order: the wild rank first, so it is a stand-in before any meld needs one.
        self.kinds: list[Card] = list(dict.fromkeys(own)) + list(dict.fromkeys(rest))
        self.start = tuple(list(own + rest).count(card) for card in self.kinds)
        self.points = [rules.points(card, round) for card in self.kinds]
        self.joker_points = rules.joker_penalty
        self.wilds_anywhere = rules.wilds_anywhere  # read at every end of the search
        self.own_points = rules.points(own[0], round) if own else 0
        self.memo: dict[tuple[tuple[int, ...], int, int, int], int] = {}

    def penalty(self, discard: bool = False) -> int:
        """The lowest penalty; with `discard`, of the hand less one natural card (the discard)."""
        return min(self._best(*start) for start in self._starts(int(discard)))

    def _starts(self, left: int) -> Iterator[tuple[tuple[int, ...], int, int, int]]:
        """Where the search starts for each choice of the wild-rank cards that stand in."""
        own = [k for k, card in enumerate(self.kinds) if card.rank == self.wr]
        for counts in product(*(range(self.start[k] + 1) for k in own)):
            state = _take(self.start, dict(zip(own, counts)))
            yield state, sum(counts), len(self.jokers) + sum(counts), left

    def _end(self, designated: int, free: int, left: int) -> int:
        """No natural card left: the stand-ins never used score, the cheapest of them."""
        if left:
            return INFINITE
        if free >= MIN_MELD and self.wilds_anywhere:
            return 0  # a meld of wilds alone (R15, H)
        costs = sorted([self.joker_points] * len(self.jokers) + [self.own_points] * designated)
        return sum(costs[:free])

    def _best(self, state: tuple[int, ...], designated: int, free: int, left: int) -> int:
        key = (state, designated, free, left)
        known = self.memo.get(key)
        if known is not None:
            return known
        answer = min((cost for cost, _ in self._options(state, designated, free, left)), default=INFINITE)
        self.memo[key] = answer
        return answer

    def _options(self, state: tuple[int, ...], designated: int, free: int,
                 left: int) -> Iterator[tuple[int, tuple[_Step, tuple[tuple[int, ...], int, int, int]]]]:
        """Each choice for the first card still to place, with the penalty it leads to and
        where the search then stands."""
        i = next((k for k, n in enumerate(state) if n), None)
        if i is None:
            yield self._end(designated, free, left), (_Step("end", -1), (state, designated, free, left))
            return
        less = _take(state, {i: 1})
        after = (less, designated, free, left)
        yield self.points[i] + self._best(*after), (_Step("left over", i), after)
        if left and self.kinds[i].rank != self.wr:  # a wild discard is weighed apart (`house_discard`)
            after = (less, designated, free, 0)
            yield self._best(*after), (_Step("discard", i), after)
        for meld in self._melds(state, i, free):
            taken: dict[int, int] = {}
            for k in meld.naturals:
                taken[k] = taken.get(k, 0) + 1
            after = (_take(state, taken), designated, free - meld.stand_ins, left)
            yield self._best(*after), (_Step("meld", i, meld), after)

    def _most_stand_ins(self, naturals: int, free: int, longest: int) -> int:
        most = min(free, longest - naturals)
        return min(most, naturals) if self.rules.wild_share == "half" else most

    def _melds(self, state: tuple[int, ...], i: int, free: int) -> Iterator[_Meld]:
        """Every meld of card i with later cards of the state and some stand-ins (R12, R13)."""
        card, kinds = self.kinds[i], self.kinds
        same_rank = [k for k in range(i, len(kinds)) if state[k] and kinds[k].rank == card.rank]
        for counts in product(*(range(1 if k == i else 0, state[k] + 1) for k in same_rank)):
            naturals = tuple(k for k, n in zip(same_rank, counts) for _ in range(n))
            for t in range(max(0, MIN_MELD - len(naturals)), self._most_stand_ins(len(naturals), free, 10**6) + 1):
                yield _Meld("set", naturals, t)
        partners = [k for k in range(i + 1, len(kinds))
                    if state[k] and kinds[k].suit == card.suit and kinds[k].rank != card.rank]
        for chosen in product((False, True), repeat=len(partners)):
            members = (i,) + tuple(k for k, use in zip(partners, chosen) if use)
            ranks = [kinds[k].rank for k in members]
            if len(set(ranks)) < len(ranks):
                continue
            gaps = self._gaps(ranks)
            lowest = max(gaps, MIN_MELD - len(members), 0)
            for t in range(lowest, self._most_stand_ins(len(members), free, MAX_RUN) + 1):
                yield _Meld("run", members, t)

    def _gaps(self, ranks: list[int]) -> int:
        """The fewest stand-ins that fill the gaps of a run of these ranks (R13, V1)."""
        placings = [sorted(ranks)]
        if self.rules.aces_high and 1 in ranks:
            placings.append(sorted(14 if r == 1 else r for r in ranks))
        return min(p[-1] - p[0] + 1 - len(p) for p in placings)

    # --- Reading the answers back -------------------------------------------------------

    def paths(self, discard: bool = False) -> Iterator[tuple[list[Card], list[_Step]]]:
        """Every optimal path of choices with the wild-rank cards standing in (a generator)."""
        target = self.penalty(discard)

        def walk(state: tuple[int, ...], designated: int, free: int, left: int, owed: int) -> Iterator[list[_Step]]:
            for cost, (step, after) in self._options(state, designated, free, left):
                if step.what == "end":
                    if cost == owed:
                        yield [step]
                    continue
                spent = self.points[step.kind] if step.what == "left over" else 0
                if cost == owed and self._best(*after) == owed - spent:
                    for rest in walk(*after, owed - spent):
                        yield [step] + rest

        for start in self._starts(int(discard)):
            if self._best(*start) == target:
                stand_ins = [self.kinds[k] for k, (n, m) in enumerate(zip(self.start, start[0])) for _ in range(n - m)]
                for path in walk(*start, target):
                    yield stand_ins, path

    def solution(self, stand_ins: list[Card], path: list[_Step]) -> HalfWildSolution:
        """The melds, deadwood and discard of a path, with real cards for the stand-ins:
        the dearest stand-ins go in melds, the cheapest are left over."""
        pool = list(self.jokers) + stand_ins
        pool.sort(key=lambda c: (-self.rules.points(c, self.round), card_order(c)))
        melds, deadwood, discard = [], [], None
        for step in path:
            if step.what == "left over":
                deadwood.append(self.kinds[step.kind])
            elif step.what == "discard":
                discard = self.kinds[step.kind]
            elif step.meld is not None:
                naturals = [self.kinds[k] for k in step.meld.naturals]
                wilds, pool = pool[:step.meld.stand_ins], pool[step.meld.stand_ins:]
                melds.append(self._lay_out(step.meld.kind, naturals, wilds))
        if pool and len(pool) >= MIN_MELD and self.wilds_anywhere:
            melds.append(self._lay_out("set", [], pool))
        else:
            deadwood += pool
        deadwood.sort(key=card_order)
        penalty = sum(self.rules.points(c, self.round) for c in deadwood)
        return HalfWildSolution(tuple(melds), tuple(deadwood), penalty, discard)

    def _lay_out(self, kind: str, naturals: list[Card], wilds: list[Card]) -> Meld:
        meld = arrange_set(naturals, wilds, self.wr) if kind == "set" else \
            arrange_run(naturals, wilds, self.wr, self.rules.aces_high)
        assert isinstance(meld, Meld), meld  # the search only takes melds that lay out
        return meld


def _take(state: tuple[int, ...], taken: dict[int, int]) -> tuple[int, ...]:
    return tuple(n - taken.get(k, 0) for k, n in enumerate(state))


# --- The solver's answers under the house rule (`solve.SolvedHand` asks these) ---------------


class HalfWildAnswers:
    """The answers `SolvedHand` gives (as `hand_answers.HandAnswers` does), for a hand that
    holds a wild under `wild_share="half"`: each searched for when first asked, from one
    search of the whole hand, then kept; a discard's penalty needs a search of the cards
    kept."""

    def __init__(self, cards: Sequence[Card], round: int, rules: Rules) -> None:
        self.cards, self.round, self.rules = list(cards), round, rules
        self.search = HalfWildSearch(cards, round, rules)
        self._arrangement: Arrangement | None = None
        self._discard: tuple[Card, Arrangement] | None = None

    def _laid_out(self, solution: HalfWildSolution) -> Arrangement:
        return Arrangement(solution.melds, solution.deadwood, solution.penalty, self.round, self.rules)

    def _without(self, card: Card) -> HalfWildAnswers:
        rest = list(self.cards)
        rest.remove(card)
        return HalfWildAnswers(rest, self.round, self.rules)

    def arrangement(self) -> Arrangement:
        if self._arrangement is None:
            self._arrangement = self._laid_out(self.search.solution(*next(self.search.paths())))
        return self._arrangement

    def penalty(self) -> int:
        return self.search.penalty()

    def discard(self) -> tuple[Card, Arrangement]:
        """The best discard and the best arrangement of the rest: a natural card is preferred
        to a wild when both are as good."""
        if self._discard is None:
            best: tuple[int, int, Card, Arrangement] | None = None
            if self.search.penalty(discard=True) < INFINITE:
                solution = self.search.solution(*next(self.search.paths(discard=True)))
                assert solution.discard is not None
                best = (solution.penalty, 0, solution.discard, self._laid_out(solution))
            for k, wild in enumerate(dict.fromkeys(sorted(c for c in self.cards if is_wild(c, self.round)))):
                rest = self._without(wild)
                if best is None or rest.penalty() < best[0]:
                    best = (rest.penalty(), 1 + k, wild, rest.arrangement())
            assert best is not None
            self._discard = best[2], best[3]
        return self._discard

    def discard_penalty(self) -> tuple[Card, int]:
        card, arrangement = self.discard()
        return card, arrangement.penalty

    def can_go_out(self) -> bool:
        return self.discard()[1].penalty == 0

    def going_out(self) -> tuple[Card, Arrangement] | None:
        return self.discard() if self.can_go_out() else None

    def discard_penalties(self) -> dict[Card, int]:
        return {card: self._without(card).penalty() for card in sorted(set(self.cards))}

    def all_arrangements(self, limit: int) -> list[Arrangement]:
        found: dict[object, Arrangement] = {}
        for stand_ins, path in self.search.paths():
            arrangement = self._laid_out(self.search.solution(stand_ins, path))
            key = (tuple(sorted(tuple(sorted(m.cards)) for m in arrangement.melds)), arrangement.deadwood)
            found.setdefault(key, arrangement)
            if len(found) == limit:
                break
        return [found[key] for key in sorted(found, key=repr)]
