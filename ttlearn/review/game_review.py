"""A review of one seat's decisions in a game: each graded by the points it lost against the
best choice at its position (`ttlearn.review.position_values`), labelled, and said in words.

>>> from ttlearn.simulation import play_game
>>> review = review_game(play_game(["greedy", "random"], seed=3), seat=1, progress=False)
>>> review
GameReview(seat 1, 178 decisions, 77 best or good: accuracy 43%, 670.6 points lost)
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TypeAlias

from ..cards import Card, format_cards
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.player_view import PlayerView
from ..language import N_, _
from ..players.hand_values import HandValues
from ..rules import is_wild
from ..simulation.record import GameRecord
from ..solver import best_arrangement
from ..support.progress import progress_bar
from .position_values import OptionValue, option_values

Reviewable: TypeAlias = "Game | GameRecord | str | os.PathLike[str]"
# What values the choices at a position: the seat's view, and the round's hands remembered.
Measure: TypeAlias = Callable[[PlayerView, HandValues], tuple[OptionValue, ...]]

# The labels, and the least loss (points) that earns each, read from the spread of 15,882
# decisions that lost points in 600 games of the beginner, greedy and look-ahead players
# (benchmarks/review.py): "good" below 1 point (about a third of them: a near miss a strong player
# makes often), "inaccuracy" below 3 (the next third; the median is 1.9), "mistake" below 8
# (to the 95th percentile, 7.7), "blunder" the rest, and every missed chance to go out (R10).
LABELS = (N_("best"), N_("good"), N_("inaccuracy"), N_("mistake"), N_("blunder"))  # translated when shown
LEAST_LOSS = {"good": 0.001, "inaccuracy": 1.0, "mistake": 3.0, "blunder": 8.0}
KINDS = ("draw", "discard", "go out")


def label_of(loss: float, missed_going_out: bool = False) -> str:
    """The label of a decision that lost `loss` points (a missed chance to go out: "blunder").

    >>> label_of(0.0), label_of(0.4), label_of(2.0), label_of(5.0), label_of(12.0)
    ('best', 'good', 'inaccuracy', 'mistake', 'blunder')
    """
    if missed_going_out:
        return "blunder"
    earned = [label for label, least in LEAST_LOSS.items() if loss >= least]
    return earned[-1] if earned else "best"


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the seat: where (`round`; `position`, the game's actions before it, so
    `game.after(position)` shows it; `view`, all the seat knew then), what kind ("draw",
    "discard", or "go out" when going out was chosen or possible), the action chosen and the
    best, every option with its value, the points lost (0 for the best), its label and why."""

    round: int
    position: int
    view: PlayerView = field(repr=False)
    kind: str
    chosen: Action
    best: Action
    options: tuple[OptionValue, ...]
    loss: float
    label: str
    why: str

    @property
    def hand(self) -> tuple[Card, ...]:
        """The seat's hand at the decision."""
        return self.view.hand

    @property
    def discard_top(self) -> Card | None:
        """The discard pile's top card then."""
        return self.view.discard_top

    @property
    def missed_going_out(self) -> bool:
        """Could the seat have gone out on this turn (R10), and lost points by not doing so: a
        discard chosen over going out, or the stock over the pile's top that let it go out."""
        going_out = {o.action for o in self.options if o.goes_out}
        return bool(going_out) and self.chosen not in going_out and self.loss > 0


@dataclass(frozen=True)
class Tally:
    """Decisions summed up: how many, the points lost in all and by kind of decision, and the
    accuracy: the share of decisions that were best or good, in percent. A share, not a mean
    loss, so that one blunder does not hide a round of good play (the points lost say it)."""

    decisions: int
    points_lost: float
    lost_by_kind: dict[str, float]
    accuracy: float

    @classmethod
    def of(cls, decisions: Sequence[ReviewedDecision]) -> Tally:
        lost = {kind: round(sum(d.loss for d in decisions if d.kind == kind), 1) for kind in KINDS}
        fine = sum(d.label in ("best", "good") for d in decisions)
        accuracy = round(100 * fine / len(decisions), 1) if decisions else 100.0
        return cls(len(decisions), round(sum(d.loss for d in decisions), 1), lost, accuracy)


@dataclass(frozen=True)
class GameReview:
    """Every decision of one seat in a game, reviewed; tallies by round and for the game."""

    seat: int
    name: str
    decisions: tuple[ReviewedDecision, ...]

    def __repr__(self) -> str:
        tally = self.tally
        fine = round(tally.accuracy * tally.decisions / 100)
        return (f"GameReview(seat {self.seat}, {tally.decisions} decisions, {fine} best or good: "
                f"accuracy {tally.accuracy:.0f}%, {tally.points_lost} points lost)")

    @property
    def tally(self) -> Tally:
        return Tally.of(self.decisions)

    def round_tally(self, round: int) -> Tally:
        return Tally.of([d for d in self.decisions if d.round == round])

    @property
    def rounds(self) -> tuple[int, ...]:
        return tuple(sorted({d.round for d in self.decisions}))

    def costliest(self, count: int = 5) -> tuple[ReviewedDecision, ...]:
        """The decisions that lost most, costliest first (ties in the order played)."""
        lost = [d for d in self.decisions if d.loss > 0]
        return tuple(sorted(lost, key=lambda d: -d.loss)[:count])

    def text(self, count: int = 5) -> str:
        """A short review in words: the game's tally, each round's, and the costliest decisions."""
        tally = self.tally
        # A percentage comes with its % sign: no % in a message, which gettext tools read as printf's.
        lines = [_("Review of {name}: accuracy {accuracy} ({count} decisions), {lost} points lost "
                   "(draws {draws}, discards {discards}, going out {out})").format(
            name=self.name, accuracy=f"{tally.accuracy:.0f}%", count=tally.decisions, lost=tally.points_lost,
            draws=tally.lost_by_kind["draw"], discards=tally.lost_by_kind["discard"],
            out=tally.lost_by_kind["go out"])]
        for round in self.rounds:
            part = self.round_tally(round)
            lines.append("  " + _("round {round}: accuracy {accuracy}, {lost} points lost").format(
                round=round, accuracy=f"{part.accuracy:.0f}%", lost=part.points_lost))
        costly = self.costliest(count)
        if costly:
            lines.append(_("The costliest decisions:"))
            lines += [f"  {_('round {round}').format(round=d.round)}, {_(d.label)}: {d.why}" for d in costly]
        return "\n".join(lines)


def review_game(game: Reviewable, seat: int = 0, progress: bool = True, round: int | None = None,
                measure: Measure = option_values) -> GameReview:
    """Review every decision of `seat` in `game` (a `Game`, finished or not, a `GameRecord`
    from `play_game`, or the path of a saved game), from that seat's view alone; only those
    of one `round`, if given. `measure` values the choices (the expert's, `option_values`;
    benchmarks/review_measures.py compares others)."""
    played = _game_of(game)
    if type(seat) is not int or not 0 <= seat < len(played.names):
        raise ValueError(f"bad seat {seat!r}: this game has seats 0 to {len(played.names) - 1}")
    bar = progress_bar(len(played.actions), progress, _("Reviewing"), unit=_("action"))
    decisions: list[ReviewedDecision] = []
    values: HandValues | None = None
    try:
        for position, replay, action in _positions(played):
            bar.update()
            if replay.turn != seat or (round is not None and replay.round != round):
                continue
            view = replay.view(seat)
            if values is None or values.round != view.round:
                values = HandValues(view.round, view.rules)
            decisions.append(_reviewed(view, position, action, measure(view, values), values))
    finally:
        bar.close()
    return GameReview(seat, played.names[seat], tuple(decisions))


def _game_of(game: Reviewable) -> Game:
    if isinstance(game, Game):
        return game
    if isinstance(game, GameRecord):
        return game.replay()
    if isinstance(game, (str, os.PathLike)):
        return Game.load(os.fspath(game))
    raise ValueError(f"bad game {type(game).__name__}: a Game, a GameRecord or the path of a saved game")


def _positions(game: Game) -> Iterator[tuple[int, Game, Action]]:
    """The game replayed from its start: at each action, its number, the game just before
    it, and the action (the game moves on after each is yielded)."""
    replay = game.after(0)
    for position, action in enumerate(game.actions):
        yield position, replay, action
        replay.play(replay.turn, action)


def _reviewed(view: PlayerView, position: int, chosen: Action, options: tuple[OptionValue, ...],
              values: HandValues) -> ReviewedDecision:
    best = options[0]
    value = {o.action: o.value for o in options}[chosen]
    loss = round(max(0.0, value - best.value), 1)
    if loss == 0:
        best = next(o for o in options if o.action == chosen)  # an equal choice is a best one
    kind = "draw" if chosen.is_draw else "go out" if "go out" in (chosen.kind, best.action.kind) else "discard"
    decision = ReviewedDecision(view.round, position, view, kind, chosen, best.action, options, loss, "", "")
    decision = replace(decision, label=label_of(loss, decision.missed_going_out))
    return replace(decision, why=_why(decision, values))


def _why(d: ReviewedDecision, values: HandValues) -> str:
    """The decision's verdict in a sentence a learner reads."""
    chosen, best, top, missed, view = d.chosen, d.best, d.discard_top, d.missed_going_out, d.view
    if d.kind == "draw":
        if missed:
            return _("Taking {card} would have let you go out (R10); you drew from the stock.").format(card=top)
        if d.loss == 0:
            return _("You drew from the stock: the best choice.") if chosen.kind == "draw stock" else \
                _("You took {card}: the best choice.").format(card=top)
        if chosen.kind == "draw stock":
            return _("You drew from the stock; taking {card} would have left {loss:.1f} points fewer on "
                     "average.").format(card=top, loss=d.loss)
        return _("You took {card}; drawing from the stock would have left {loss:.1f} points fewer on "
                 "average.").format(card=top, loss=d.loss)
    if chosen.kind == "go out":
        return _("You went out with {card} (R10): the best choice.").format(card=chosen.card)
    if missed:
        return _("You could have gone out by discarding {best} (R10); you threw {card} instead.").format(
            best=best.card, card=chosen.card)
    if d.loss == 0:
        return _("You threw {card}: the best choice.").format(card=chosen.card)
    assert chosen.card is not None  # a discard
    thrown = _thrown(chosen.card, view, values)
    if view.went_out is not None:
        return _("On your last turn (R11), throwing {best} would have scored {loss:.0f} points fewer than "
                 "{card}.").format(best=best.card, card=thrown, loss=d.loss)
    return _("You threw {card}; throwing {best} instead would have left {loss:.1f} points fewer on average after "
             "your next draw.").format(card=thrown, best=best.card, loss=d.loss)


def _thrown(card: Card, view: PlayerView, values: HandValues) -> str:
    """A card thrown at a loss, with what it did in the hand: wild (R15), in a meld of the hand's
    best arrangement, or close to cards of its rank or suit (the learner sees what was given up)."""
    if is_wild(card, view.round):
        return _("{card}, a wild card (R15)").format(card=card)
    meld = next((m for m in best_arrangement(view.hand, view.round, view.rules).melds if card in m.cards), None)
    if meld is not None:
        return _("{card}, part of {meld}").format(card=card, meld=meld.label)
    partners = [c for c in view.hand if c != card and not is_wild(c, view.round) and values.could_meld(card, [c])]
    if partners:
        return _("{card}, which could share a meld with {cards}").format(card=card, cards=format_cards(partners))
    return str(card)
