"""The meld solver: the arrangement of a hand with the lowest penalty (R12-R16, H2, V1).

The search itself (`ttlearn.search`) finds the most points the hand can save by melding.
This module turns its choices into an `Arrangement` a learner can read: short melds of one
rank or of one suit joined again, wilds laid out, and spare wilds placed (R15, H): they
join a meld, or make a meld of their own when there are three. Only a hand with no meld at
all pays for its wilds (H2).

>>> best_arrangement("5H 6H KS 8H 9C 9D KH", round=11).penalty
0
>>> best_arrangement("2C 7D QS", round=1).penalty
19
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import NamedTuple

from .cards import Card, as_cards, card_order
from .compiled_hand import CARD_OF_CODE, CompiledHand, MeldKind
from .melds import MAX_RUN, Arrangement, Meld, arrange_run, arrange_set
from .rules import DEFAULT_RULES, MIN_MELD, Rules, check_round
from .search import Choice, Solution, Step


def _prepare(cards: str | Iterable[Card], round: int, rules: Rules | None) -> tuple[list[Card], Rules]:
    """Check the round and read the cards (a bad one raises ValueError); CompiledHand
    checks the number of copies (R2)."""
    check_round(round)
    rules = rules or DEFAULT_RULES
    return as_cards(cards), rules


# --- From the search's choices to an Arrangement ----------------------------------------


class _MeldNaturals(NamedTuple):
    """The natural cards of one meld, joined from the search's short melds, before wilds."""

    kind: MeldKind
    naturals: list[Card]


def _arrangement(hand: CompiledHand, path: list[Step]) -> Arrangement:
    """The Arrangement a path of choices describes."""
    sets: dict[int, list[Card]] = {}
    runs: list[list[Card]] = []
    counts = {code: hand.counts[code] for code in hand.always_left}
    for choice, code, meld in path:
        if meld is not None:  # Choice.MELD
            cards = [CARD_OF_CODE[j] for j in meld.codes]
            if meld.kind == "set":
                sets.setdefault(cards[0].rank, []).extend(cards)  # sets of one rank join
            else:
                runs.append(cards)
        elif choice is Choice.LEFT_OVER:
            counts[code] = counts.get(code, 0) + 1
        elif code in hand.always_left:  # the discard is a card in no meld (see Solution.first_path)
            counts[code] -= 1
        # any other discard is from a group: in no meld and not deadwood
    deadwood = [CARD_OF_CODE[code] for code in sorted(counts) for _ in range(counts[code])]
    penalty = sum(hand.values[code] * n for code, n in counts.items())
    aces_high, wr = hand.rules.aces_high, hand.wild_rank
    groups = [_MeldNaturals("set", cards) for cards in sets.values()] + [
        _MeldNaturals("run", cards) for cards in _join_runs(runs, aces_high)]
    groups.sort(key=lambda group: min(map(card_order, group.naturals)))
    needs = [_wilds_needed(kind, naturals, aces_high) for kind, naturals in groups]
    spare = len(hand.wild_cards) - sum(needs)
    if 0 < spare < MIN_MELD:  # one or two spare wilds join a set, else a run with room (R15)
        room = [k for k, (kind, naturals) in enumerate(groups) if kind == "set"] + [
            k for k, (kind, naturals) in enumerate(groups) if len(naturals) + needs[k] + spare <= MAX_RUN]
        if room:
            needs[room[0]] += spare
            spare = 0
    wilds = hand.wild_cards
    melds: list[Meld] = []
    for (kind, naturals), need in zip(groups, needs):
        melds.append(_lay_out(kind, naturals, wilds[:need], wr, aces_high))
        wilds = wilds[need:]
    if spare >= MIN_MELD:
        melds.append(_lay_out("set", [], wilds, wr, aces_high))  # a meld of wilds only (R15, H)
    elif spare and melds:
        melds = _split_full_run(melds, wilds, wr, aces_high)
    elif spare:  # no meld at all: the wilds score (H2)
        deadwood = sorted(deadwood + wilds, key=card_order)
        penalty += len(wilds) * hand.wild_value
    return Arrangement(tuple(melds), tuple(deadwood), penalty, hand.round, hand.rules)


def _wilds_needed(kind: MeldKind, naturals: list[Card], aces_high: bool) -> int:
    """The fewest wilds that make these naturals a set (R12) or a run (R13, V1)."""
    if kind == "set":
        return max(0, MIN_MELD - len(naturals))
    ranks = sorted(c.rank for c in naturals)
    extents = [(ranks[0], ranks[-1])]
    if aces_high and ranks[0] == 1:
        extents.append((ranks[1] if len(ranks) > 1 else 14, 14))  # the Ace above the King (V1)
    return min(max(MIN_MELD, hi - lo + 1) - len(ranks) for lo, hi in extents)


def _join_runs(runs: list[list[Card]], aces_high: bool) -> list[list[Card]]:
    """Join runs of one suit that make one run with no more wilds, so a learner sees
    5♥-10♥ rather than 5♥-7♥ and 8♥-10♥."""
    runs = [sorted(r) for r in runs]
    joined_one = True
    while joined_one:
        joined_one = False
        for a, b in combinations(range(len(runs)), 2):
            first, second = runs[a], runs[b]
            if first[0].suit != second[0].suit or {c.rank for c in first} & {c.rank for c in second}:
                continue
            both = sorted(first + second)
            if len(both) <= MAX_RUN and _wilds_needed("run", both, aces_high) <= (
                _wilds_needed("run", first, aces_high) + _wilds_needed("run", second, aces_high)
            ):
                runs[a] = both
                del runs[b]
                joined_one = True
                break
    return runs


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
        return [c for c in cards if c.rank != wr], [c for c in cards if c.rank == wr]

    low_naturals, low_wilds = split(melds[0].cards[:6])
    high_naturals, high_wilds = split(melds[0].cards[6:])
    melds[0:1] = [_lay_out("run", low_naturals, low_wilds + wilds, wr, aces_high),
                  _lay_out("run", high_naturals, high_wilds, wr, aces_high)]
    return melds


# --- The public solver ------------------------------------------------------------------


def best_arrangement(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> Arrangement:
    """The arrangement of a hand with the lowest penalty (R12-R16, H2, V1).

    Works for any number of cards from one or more decks, with any number of wilds.

    >>> best_arrangement("5H 6H KS 8H 9C 9D KH", round=11)
    Arrangement(Meld('run', 5♥ 6♥ K♥→7♥ 8♥), Meld('set', 9♣ 9♦ K♠→9♠); deadwood: none; penalty 0)
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    return _arrangement(hand, Solution(hand).first_path())


def best_penalty(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> int:
    """Just the lowest penalty, without laying out the arrangement: for computer players
    and counting, where only the number matters.

    >>> best_penalty("5H 6H 7H QS 2C", round=11)
    12
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    saved = Solution(hand).value
    penalty = hand.natural_value - saved
    if saved == 0 and 0 < hand.n_wilds < MIN_MELD:
        penalty += hand.n_wilds * hand.wild_value  # no meld at all: the wilds score (H2)
    return penalty


def all_best_arrangements(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> list[Arrangement]:
    """Every distinct arrangement with the lowest penalty. Arrangements are distinct when
    they group the natural cards differently or leave different cards over; melds are
    shown joined and wilds placed as `best_arrangement` places them.

    >>> for a in all_best_arrangements("5H 6H 7H 6S 6D", round=11): print(a)
    Arrangement(Meld('run', 5♥ 6♥ 7♥); deadwood: 6♦ 6♠; penalty 12)
    Arrangement(Meld('set', 6♦ 6♥ 6♠); deadwood: 5♥ 7♥; penalty 12)
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    found: dict[_Identity, Arrangement] = {}
    for path in Solution(hand).all_paths():
        arrangement = _arrangement(hand, path)
        found.setdefault(_identity(arrangement), arrangement)
    return sorted(found.values(), key=_identity)


_Identity = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]  # each meld's cards, and the deadwood


def _identity(arrangement: Arrangement) -> _Identity:
    """What tells two arrangements apart: the cards of each meld, and the deadwood."""
    return tuple(sorted(tuple(sorted(m.cards)) for m in arrangement.melds)), arrangement.deadwood


class _Discard(NamedTuple):
    """A discard to weigh, and the best arrangement of the cards kept."""

    penalty: int
    wild: bool  # a wild discard loses a tie (False sorts first)
    card: Card
    arrangement: Arrangement


def best_discard(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement]:
    """The discard that leaves the lowest penalty, and the best arrangement of the rest.
    A natural card is preferred to a wild when both are as good (a wild helps the next
    player).

    >>> best_discard("4H 5H 6H QS", round=1)
    (Q♠, Arrangement(Meld('run', 4♥ 5♥ 6♥); deadwood: none; penalty 0))
    """
    cards, rules = _prepare(cards, round, rules)
    hand = CompiledHand(cards, round, rules)
    choices: list[_Discard] = []
    if hand.types:
        choices.append(_best_natural_discard(hand))
    if hand.n_wilds:
        without = CompiledHand(cards, round, rules, wilds_out=1)
        arrangement = _arrangement(without, Solution(without).first_path())
        choices.append(_Discard(arrangement.penalty, True, hand.wild_cards[0], arrangement))
    if not choices:
        raise ValueError("an empty hand has nothing to discard")
    best = min(choices, key=lambda choice: (choice.penalty, choice.wild))
    return best.card, best.arrangement


def _best_natural_discard(hand: CompiledHand) -> _Discard:
    """Leave out the natural card whose going saves the most: the search's Choice.LEAVE."""
    path = Solution(hand, leave_one=True).first_path()
    left_out = next(step.code for step in path if step.choice is Choice.LEAVE)
    arrangement = _arrangement(hand, path)
    return _Discard(arrangement.penalty, False, CARD_OF_CODE[left_out], arrangement)


def go_out(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement] | None:
    """For a hand just after drawing: `(discard, arrangement)` if the player can go out
    (every card but the discard in melds, R10), else None.

    >>> go_out("3C 4H 5H 6H", round=11)
    (3♣, Arrangement(Meld('run', 4♥ 5♥ 6♥); deadwood: none; penalty 0))
    """
    discard, arrangement = best_discard(cards, round, rules)
    return (discard, arrangement) if arrangement.penalty == 0 else None


def can_go_out(cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> bool:
    """Can a player holding these cards (just after drawing) go out: does some discard
    leave every other card in a meld (R10)? Like `ttlearn.go_out`, but only the answer.

    >>> can_go_out("4H 5H 6H QS", round=1), can_go_out("4H 5H 7H QS", round=1)
    (True, False)
    """
    cards = as_cards(cards)
    for k in range(len(cards)):
        if cards[k] not in cards[:k] and best_penalty(cards[:k] + cards[k + 1:], round, rules) == 0:
            return True
    return False
