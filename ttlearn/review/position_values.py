"""What each choice at one position is worth, from what the seat may know.

The measure is the expert's own (`ttlearn.players.expert`): the penalty (R16) a hand can
expect after the player's next draw and best discard, averaged exactly over every card the
seat has not seen (`Belief`, `HandValues.outlook`), less `BONUS` points for each chance in one
of going out then (R10: the others score their penalties). A draw from the stock (R9) is worth
that expectation for the hand as it is; taking the pile's top is worth the sure penalty it
leaves after the best discard (-`BONUS` when it lets the hand go out this turn). Going out
(R10) is worth -2 × `BONUS`: the bonus, and as much again for going out on this turn rather
than a later one, when another player may go out first; so a discard that keeps a hand of
melds and waits is always worse (the rules' advice: go out when you can). On a last turn
(R11) the penalty after it is the score, so only the penalty counts. Lower is better: a
choice loses the points by which its value exceeds the best one's.

The measure was chosen by measurement (benchmarks/review_measures.py): reviewed by it, 100
games of each player against greedy rank random < beginner < greedy < lookahead by accuracy,
16 standard errors apart at the closest, whether going out is worth 0, 10 or 20 points; the
sure penalty of the hand kept ranks them 9 apart (it favours greedy, which plays by it), and
rollouts played out by greedy players 1 apart, at 17 s a game instead of one.

Only the seat's `PlayerView` is read (its hand, the pile's top, the public log), never a
hidden card: tests/test_review.py deals the hidden cards again and finds the same values.

>>> from ttlearn.engine.game import Game
>>> game = Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0)   # round 1, threes wild
>>> values = option_values(game.view(0))
>>> [(str(o.action), o.value) for o in values]   # 6♥ makes a run and lets the hand go out
[('draw discard', -10.0), ('draw stock', 13.41667)]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..cards import Card, card_order
from ..engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ..engine.player_view import PlayerView
from ..players.belief import Belief
from ..players.hand_values import HandValues

BONUS = 10.0  # points for each chance in one of going out after the next draw: the expert's


@dataclass(frozen=True)
class OptionValue:
    """One choice at a position and its value: the points it can expect to be left with (R16),
    less `BONUS` for each chance in one of going out; lower is better. `goes_out`: the choice
    goes out on this turn, or lets the seat go out (the pile's top that completes the hand, R10)."""

    action: Action
    value: float
    goes_out: bool = False


def option_values(view: PlayerView, values: HandValues | None = None, bonus: float = BONUS) -> tuple[OptionValue, ...]:
    """Every choice at the seat's position (`view.phase`: a draw, or a discard or going out),
    best first (ties by the action's text), valued from the view alone. `values` remembers
    the round's hands between positions of one round; `bonus` is the points a chance in one
    of going out is worth (benchmarks/review_measures.py compares other values)."""
    if values is None or (values.round, values.rules) != (view.round, view.rules):
        values = HandValues(view.round, view.rules)
    unseen = Counter(Belief.of(view).unseen)
    last_turn = view.went_out is not None  # R11: the penalty after this turn is the score
    if last_turn:
        bonus = 0.0
    options: list[OptionValue] = []
    if view.phase == "draw":
        options.append(OptionValue(DRAW_STOCK, round(values.outlook(view.hand, unseen).value(bonus), 6)))
        if view.discard_top is not None:
            left = values.after_draw(view.hand, view.discard_top)[1]
            out = left == 0 and not last_turn
            options.append(OptionValue(DRAW_DISCARD, -bonus if out else float(left), out))
    elif view.phase == "discard":
        for card in sorted(set(view.hand), key=card_order):
            rest = _without(view.hand, card)
            if last_turn:
                options.append(OptionValue(Action("discard", card), float(values.penalty(rest))))
                continue
            if values.penalty(rest) == 0:
                options.append(OptionValue(Action("go out", card), -2 * bonus, goes_out=True))
            options.append(OptionValue(Action("discard", card), round(values.outlook(rest, unseen).value(bonus), 6)))
    return tuple(sorted(options, key=lambda o: (o.value, str(o.action))))


def _without(hand: tuple[Card, ...], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(card)
    return rest
