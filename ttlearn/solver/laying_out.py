"""From the search's choices to an `Arrangement` a learner can read (R12-R16, H2, V1).

The search (`hand_search`) says which short melds of natural cards to make and which
cards to leave over. Here they become melds again: short melds of one rank or of one suit
joined (5♥-10♥ rather than 5♥-7♥ and 8♥-10♥), the wilds laid out in them, and spare wilds
placed (R15, H): they join a meld, or make a meld of their own when there are three. Only a
hand with no meld at all pays for its wilds (H2). `ttlearn.solver` calls it.

Melds are gathered as card codes (`compiled_hand`; a joker is code 52) and become
cards at the end; laid-out melds are remembered (`_laid_out`, a dict of at most 4096 Meld
objects, some 2 MB, emptied at once when full).

>>> from ttlearn import Rules, parse_cards
>>> from ttlearn.solver.hand_search import Solution
>>> hand = CompiledHand(parse_cards("5H 6H 7H 8H 9H 10H KS 2C"), 11, Rules())
>>> [step.meld.codes for step in Solution(hand).first_path()]  # two short runs of hearts
[(18, 22, 26), (30, 34, 38)]
>>> arrangement_from_path(hand, Solution(hand).first_path())  # one run, and the spare King in it
Arrangement(Meld('run', 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ K♠→J♥); deadwood: 2♣; penalty 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from operator import itemgetter
from typing import Final

from ..cards import Card, card_order
from ..melds import MAX_RUN, Arrangement, Meld, arrange_run, arrange_set
from ..rules import MIN_MELD, Rules
from .card_codes import CARD_OF_CODE, card_code
from .compiled_hand import CompiledHand
from .group_search import PathStep, Placement
from .meld_tables import MeldKind

__all__ = ["arrangement_from_path", "wilds_meld"]


def arrangement_from_path(hand: CompiledHand, path: list[PathStep],
                          wild_cards: list[Card] | None = None) -> Arrangement:
    """The Arrangement a path of choices describes, with the hand's wilds (or `wild_cards`,
    the hand's less a discarded one). Melds are gathered as card codes (ints sort and
    compare fast) and become cards at the end."""
    if wild_cards is None:
        wild_cards, wild_codes = hand.wild_cards, tuple(hand.wild_codes)
    else:
        wild_codes = tuple(card_code(card) for card in wild_cards)
    sets: dict[int, list[int]] = {}
    runs: list[list[int]] = []
    dead: list[int] = []
    left_out = []
    for step in path:
        choice, code, meld = step.choice, step.code, step.meld
        if meld is not None:  # Placement.MELD
            if meld.kind == "set":
                same_rank = sets.get(code >> 2)
                if same_rank is None:
                    sets[code >> 2] = list(meld.codes)
                else:
                    same_rank.extend(meld.codes)  # sets of one rank join
            else:
                runs.append(sorted(meld.codes))
        elif choice is _LEFT_OVER:
            dead.append(code)
        else:  # the discard: in no meld and not deadwood
            left_out.append(code)
    counts, values = hand.counts, hand.values
    for code in hand.always_left:  # the discard may be one of them (see Solution.first_path)
        dead += [code] * (counts[code] - (code in left_out))
    penalty = 0
    for code in dead:
        penalty += values[code]
    aces_high, wr = bool(hand.scheme & 1), hand.wild_rank  # bit 0 of the point scheme: the ace rule (V1)
    if len(runs) > 1:
        runs = _join_runs(runs, aces_high)
    # Each meld by its lowest card (the path goes up, so each list starts with it); sets
    # before runs on a tie, as they were gathered.
    groups: list[tuple[int, MeldKind, list[int]]] = [(codes[0], "set", codes) for codes in sets.values()]
    groups += [(codes[0], "run", codes) for codes in runs]
    groups.sort(key=_first)
    to_cards = _Cards(hand, left_out) if hand.merged else None  # None: one card per code
    deadwood = [CARD_OF_CODE[code] for code in sorted(dead if to_cards is None else to_cards(dead))]
    needs = [max(0, MIN_MELD - len(naturals)) if kind == "set" else _wilds_needed(kind, naturals, aces_high)
             for _, kind, naturals in groups]  # a set's inlined: most melds are sets
    spare = len(wild_cards) - sum(needs)
    # Wilds are handed out in card order, jokers first, so spare wilds are of the wild rank
    # when they can be: with all_wild_melds=False only they make a meld of wilds alone.
    alone = spare >= MIN_MELD and wilds_meld(hand.rules, wild_cards[len(wild_cards) - spare:])
    if spare and not alone:  # spare wilds join a set, else a run with room (R15)
        room = [k for k, (_, kind, naturals) in enumerate(groups) if kind == "set"] + [
            k for k, (_, kind, naturals) in enumerate(groups) if len(naturals) + needs[k] + spare <= MAX_RUN]
        if room:
            needs[room[0]] += spare
            spare = 0
    wilds = wild_cards
    melds: list[Meld] = []
    for (_, kind, naturals), need in zip(groups, needs):
        codes = tuple(naturals) if to_cards is None else to_cards(naturals)
        melds.append(_laid_out(kind, codes, wild_codes[:need], wr, aces_high))
        if need:
            wilds, wild_codes = wilds[need:], wild_codes[need:]
    if spare and alone:
        melds.append(_lay_out("set", [], wilds, wr, aces_high))  # a meld of wilds only (R15, H)
    elif spare and melds:
        melds = _split_full_run(melds, wilds, wr, aces_high)
    elif spare:  # no meld at all: the wilds score (H2)
        deadwood = sorted(deadwood + wilds, key=card_order)
        penalty += hand.wild_points(wilds)
    return Arrangement(tuple(melds), tuple(deadwood), penalty, hand.round, hand.rules)


_first: Final = itemgetter(0)
_LEFT_OVER: Final = Placement.LEFT_OVER  # a module name is read faster than an Enum member


class _Cards:
    """The real cards behind card codes. A merged code (idea 7) stands for several cards:
    melds take them in order, the deadwood what is left, and a discard the last of them (as
    `CompiledHand.discard_card` says). Answers are codes too."""

    def __init__(self, hand: CompiledHand, left_out: list[int]) -> None:
        self.pools = {code: hand.codes_of(code) for code in hand.merged}
        for code in left_out:
            if code in self.pools:
                self.pools[code].pop()

    def __call__(self, codes: list[int]) -> tuple[int, ...]:
        pools, cards = self.pools, []
        for code in codes:
            pool = pools.get(code)
            cards.append(code if pool is None else pool.pop(0))
        return tuple(cards)


def wilds_meld(rules: Rules, wilds: Sequence[Card]) -> bool:
    """Can these wilds (three or more) make a meld of their own? Always (R15, H), except
    under `all_wild_melds=False`, where one must play as itself: a card of the wild rank,
    never a joker."""
    return rules.all_wild_melds or any(not card.is_joker for card in wilds)


def _wilds_needed(kind: MeldKind, naturals: list[int], aces_high: bool) -> int:
    """The fewest wilds that make these naturals (card codes, a run's sorted) a set (R12)
    or a run (R13, V1)."""
    count = len(naturals)
    if kind == "set":
        return max(0, MIN_MELD - count)
    low, high = naturals[0] >> 2, naturals[-1] >> 2  # rank - 1
    need = max(MIN_MELD, high - low + 1) - count
    if aces_high and low == 0:  # the Ace above the King (V1)
        second = naturals[1] >> 2 if count > 1 else 13
        need = min(need, max(MIN_MELD, 14 - second) - count)
    return need


def _join_runs(runs: list[list[int]], aces_high: bool) -> list[list[int]]:
    """Join runs (card codes, sorted) of one suit that make one run with no more wilds, so
    a learner sees 5♥-10♥ rather than 5♥-7♥ and 8♥-10♥."""
    if len({codes[0] & 3 for codes in runs}) == len(runs):
        return runs  # one run a suit: nothing to join
    # Each run's ranks as a mask and the wilds it needs, kept up to date as runs join.
    ranks = [_rank_mask(codes) for codes in runs]
    needs = [_wilds_needed("run", codes, aces_high) for codes in runs]
    joined_one = True
    while joined_one:
        joined_one = False
        for a, b in combinations(range(len(runs)), 2):
            if runs[a][0] & 3 != runs[b][0] & 3 or ranks[a] & ranks[b]:
                continue  # another suit, or a rank in both
            both = sorted(runs[a] + runs[b])
            need = _wilds_needed("run", both, aces_high)
            if len(both) <= MAX_RUN and need <= needs[a] + needs[b]:
                runs[a], ranks[a], needs[a] = both, ranks[a] | ranks[b], need
                del runs[b], ranks[b], needs[b]
                joined_one = True
                break
    return runs


def _rank_mask(codes: list[int]) -> int:
    """The ranks of some card codes, one bit each."""
    mask = 0
    for code in codes:
        mask |= 1 << (code >> 2)
    return mask


_LAID_OUT: Final[dict[int, Meld]] = {}  # by `_meld_key`
LAID_OUT_LIMIT: Final = 1 << 12  # melds (some 2 MB), before the table is emptied at once
_APART: Final = 63  # no card code: it parts the naturals from the wilds in `_meld_key`


def _laid_out(kind: MeldKind, naturals: tuple[int, ...], wilds: tuple[int, ...], wr: int, aces_high: bool) -> Meld:
    """`_lay_out` of cards given by codes, remembered: hands share their melds, and a Meld
    cannot change."""
    key = _meld_key(kind, naturals, wilds, wr, aces_high)
    meld = _LAID_OUT.get(key)
    if meld is None:
        if len(_LAID_OUT) >= LAID_OUT_LIMIT:
            _LAID_OUT.clear()
        meld = _LAID_OUT[key] = _lay_out(kind, [CARD_OF_CODE[c] for c in naturals], [CARD_OF_CODE[c] for c in wilds],
                                         wr, aces_high)
    return meld


def _meld_key(kind: MeldKind, naturals: tuple[int, ...], wilds: tuple[int, ...], wr: int, aces_high: bool) -> int:
    """`_laid_out`'s arguments as one int, six bits a card code: the wild rank, the ace rule
    and the kind on top (12 or more, as the wild rank is 3 or more: never a code alone),
    then the naturals, `_APART`, the wilds. An int is hashed and compared at once, where a
    key of tuples in tuples is hashed and compared whole at every call."""
    key = (wr << 1 | aces_high) << 1 | (kind == "run")
    for code in naturals:
        key = key << 6 | code
    key = key << 6 | _APART
    for code in wilds:
        key = key << 6 | code
    return key


def _lay_out(kind: MeldKind, naturals: list[Card], wilds: list[Card], wr: int, aces_high: bool) -> Meld:
    """The meld of these naturals and wilds, the wilds placed (R15)."""
    meld = arrange_set(naturals, wilds, wr) if kind == "set" else arrange_run(naturals, wilds, wr, aces_high)
    assert isinstance(meld, Meld), meld  # the search only takes melds that lay out
    return meld


def _split_full_run(melds: list[Meld], wilds: list[Card], wr: int, aces_high: bool) -> list[Meld]:
    """Every meld is a run of 13 and a wild or two are spare: cut the first run into its
    low six cards and the rest, and let the wilds extend the low part."""
    def split(cards: Sequence[Card]) -> tuple[list[Card], list[Card]]:
        """(naturals, wilds)"""
        return ([c for c in cards if c.rank != wr and not c.is_joker],
                [c for c in cards if c.rank == wr or c.is_joker])

    low_naturals, low_wilds = split(melds[0].cards[:6])
    high_naturals, high_wilds = split(melds[0].cards[6:])
    melds[0:1] = [_lay_out("run", low_naturals, low_wilds + wilds, wr, aces_high),
                  _lay_out("run", high_naturals, high_wilds, wr, aces_high)]
    return melds
