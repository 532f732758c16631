"""What each choice at one position is worth, from what the seat may know: the one measure
the expert plays by, the hint advises by and the review grades by (`ttlearn.review`).

- A draw from the stock (R9) is worth the penalty (R16) the hand can expect after it and
  its best discard, averaged exactly over every card the seat has not seen (`Belief`,
  `HandValues.outlook`), less `BONUS` points for each chance in one of going out then (R10:
  the others score their penalties).
- Taking the pile's top is worth the sure penalty it leaves after the best discard, or
  -`BONUS` when it lets the hand go out on this turn.
- A discard is worth the same expectation for the hand it keeps, plus `FEED` points for
  each chance in one that the next player takes the card and goes out with it (R9, R10).
  That chance is the share of `SAMPLES` tables, dealt from the seat's view, in which the
  next player could: its hand is dealt from the unseen cards and played forward through
  the round's public log (`played_table`), and a table where that hand is all melds already
  is dropped, since that player would have gone out.
- Going out (R10) is worth -2 × `BONUS`: the bonus, and as much again for going out on this
  turn rather than a later one, when another player may go out first; so a discard that
  keeps a hand of melds and waits is always worse (go out when you can).
- On a last turn (R11) the penalty after it is the score: only the penalty counts.

Lower is better; of equal values the stock comes before the pile, and the lower card
(`card_order`) before the higher. The tables are dealt by a generator seeded by the view
itself (its seat, round, moment and hand), so a value depends on the view alone: the hint
given at a position and the review of that position later agree, and a hidden card never
counts (tests/test_review.py deals them again and finds the same values).

The settings were chosen by measurement: the expert's, against the look-ahead player
(benchmarks/expert_settings.py); as the review's measure, they rank the players as their
strength does (benchmarks/review_measures.py).

>>> from ttlearn.engine.game import Game
>>> game = Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0)   # round 1, threes wild
>>> values = PositionValues(game.view(0))
>>> [(str(o.action), o.value) for o in values.options()]   # 6♥ makes a run and lets the hand go out
[('draw discard', -10.0), ('draw stock', 13.41667)]
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace

from ..cards import Card, card_order, format_cards, without
from ..engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ..engine.player_view import PlayerView
from .belief import Belief, Table, played_table
from .hand_values import HandValues, Outlook

BONUS = 10.0  # points for each chance in one of going out after the next draw
FEED = 12.0  # points for each chance in one that a discard lets the next player go out
SAMPLES = 16  # tables dealt to estimate that chance
KIND_ORDER = {"go out": 0, "draw stock": 1, "draw discard": 2, "discard": 3}  # of equal values, the first


@dataclass(frozen=True)
class OptionValue:
    """One choice at a position and its value: the points it can expect to be left with
    (R16), less `BONUS` for each chance in one of going out, plus `FEED` for each chance in
    one (`feeds`) that a discard lets the next player go out; lower is better. `goes_out`:
    the choice goes out on this turn, or lets the seat go out (the pile's top that completes
    the hand, R10)."""

    action: Action
    value: float
    goes_out: bool = False
    feeds: float = 0.0


def option_order(option: OptionValue) -> tuple[float, int, tuple[int, str]]:
    """Best first: by value, then the action's kind, then its card's order."""
    card = option.action.card
    return option.value, KIND_ORDER[option.action.kind], card_order(card) if card is not None else (0, "")


class PositionValues:
    """Every choice at the seat's position (`view.phase`: a draw, or a discard or going out)
    valued from the view alone. `values` remembers the round's hands between positions;
    `bonus`, `feed` and `samples` are the measure's settings (other values are compared in
    benchmarks/). What the values are made of stays readable for the words that explain
    them: `stock` (the outlook of a draw from the stock), `with_top` (the best discard after
    taking the pile's top, and the penalty left), `outlooks` (of the hand kept after each
    discard), `risks` (each discard's chance of letting `next_seat` go out, from `tables`)."""

    def __init__(self, view: PlayerView, values: HandValues | None = None, bonus: float = BONUS,
                 feed: float = FEED, samples: int = SAMPLES):
        if values is None or (values.round, values.rules) != (view.round, view.rules):
            values = HandValues(view.round, view.rules)
        self.view, self.values, self.samples = view, values, samples
        self.last_turn = view.went_out is not None  # R11: the penalty after this turn is the score
        self.bonus = 0.0 if self.last_turn else bonus
        self.belief = Belief.of(view)
        self.next_seat = (view.seat + 1) % len(view.names)
        # No risk to weigh on a last turn, or when the next player holds no hidden card (it went out).
        self.feed = feed if not self.last_turn and self.belief.hidden.get(self.next_seat, 0) else 0.0
        self.unseen = Counter(self.belief.unseen)
        self.stock: Outlook | None = None
        self.with_top: tuple[Card, int] | None = None
        self.outlooks: dict[Card, Outlook] = {}
        self.risks: dict[Card, float] = {}
        self._tables: list[Table] | None = None
        self._base = self._base_values()

    def __repr__(self) -> str:
        return f"PositionValues(seat {self.view.seat}, round {self.view.round}, {self.view.phase})"

    def _base_values(self) -> dict[Action, OptionValue]:
        """Every option valued without the risk of feeding the next player."""
        view, values, bonus = self.view, self.values, self.bonus
        found: list[OptionValue] = []
        if view.phase == "draw":
            self.stock = values.outlook(view.hand, self.unseen)
            found.append(OptionValue(DRAW_STOCK, round(self.stock.value(bonus), 6)))
            if view.discard_top is not None:
                self.with_top = values.after_draw(view.hand, view.discard_top)
                out = self.with_top[1] == 0 and not self.last_turn
                found.append(OptionValue(DRAW_DISCARD, -bonus if out else float(self.with_top[1]), out))
        elif view.phase == "discard":
            kept = values.penalties_after_discard(view.hand)  # the penalty after each discard, from one search
            for card in sorted(set(view.hand), key=card_order):
                if self.last_turn:
                    found.append(OptionValue(Action("discard", card), float(kept[card])))
                    continue
                if kept[card] == 0:
                    found.append(OptionValue(Action("go out", card), -2 * bonus, goes_out=True))
                self.outlooks[card] = values.outlook(without(view.hand, card), self.unseen)
                found.append(OptionValue(Action("discard", card), round(self.outlooks[card].value(bonus), 6)))
        return {option.action: option for option in found}

    def value(self, action: Action) -> OptionValue:
        """The option `action`, valued whole (a KeyError for an action not open here)."""
        option = self._base[action]
        if action.kind != "discard" or not self.feed:
            return option
        assert action.card is not None  # a discard
        feeds = self.risk(action.card)
        return replace(option, value=round(option.value + self.feed * feeds, 6), feeds=feeds)

    def options(self) -> tuple[OptionValue, ...]:
        """Every option valued whole, best first."""
        return tuple(sorted((self.value(action) for action in self._base), key=option_order))

    def best(self, count: int = 1) -> tuple[OptionValue, ...]:
        """The `count` best options, as `options()[:count]`, asking the risk of as few discards
        as can be: the risk only adds to a discard's value, so once an option's value without
        it is no better than the `count`-th best found, neither is any after it."""
        found: list[OptionValue] = []
        for option in sorted(self._base.values(), key=option_order):
            if len(found) == count and option_order(option) >= option_order(found[-1]):
                break
            found = sorted([*found, self.value(option.action)], key=option_order)[:count]
        return tuple(found)

    def risk(self, card: Card) -> float:
        """The share of the sampled tables in which the next player could take `card` and go out."""
        if card not in self.risks:
            tables = self.tables
            after, values = self.next_seat, self.values
            going_out = sum(values.after_draw(t.hands[after], card)[1] == 0 for t in tables)
            self.risks[card] = going_out / len(tables) if tables else 0.0
        return self.risks[card]

    @property
    def tables(self) -> list[Table]:
        """`samples` tables played forward from the log (`played_table`), dropping those where
        the next player's hand is all melds: it would have gone out already (R10). If too few
        are left, the first ones dealt make up the number. Dealt when first asked for."""
        if self._tables is None:
            view, after = self.view, self.next_seat
            rng = random.Random(f"{view.seat}:{view.round}:{len(view.events)}:{view.phase}:"
                                f"{format_cards(sorted(view.hand, key=card_order))}")
            dealt: list[Table] = []
            kept: list[Table] = []
            while len(kept) < self.samples and len(dealt) < 2 * self.samples:
                dealt.append(played_table(view, self.belief, rng, after))
                if self.values.penalty(dealt[-1].hands[after]) > 0:
                    kept.append(dealt[-1])
            self._tables = kept + dealt[:self.samples - len(kept)]
        return self._tables


def option_values(view: PlayerView, values: HandValues | None = None, bonus: float = BONUS,
                  feed: float = FEED) -> tuple[OptionValue, ...]:
    """Every choice at the seat's position valued whole, best first (`PositionValues`)."""
    return PositionValues(view, values, bonus, feed).options()
