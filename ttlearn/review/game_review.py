"""A review of one seat's decisions in a game: each graded by the points it lost against the
best choice at its position, by the measure the expert plays by and the hint advises by
(`ttlearn.players.position_values`), labelled, and said in words, to the seat's player.

>>> from ttlearn.simulation import play_game
>>> review = review_game(play_game(["greedy", "random"], seed=3), seat=1, progress=False)
>>> review
GameReview(seat 1, 178 decisions, 75 best or good: accuracy 42%, 720.7 points lost)
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
from ..language import N_, _, ngettext
from ..players.hand_values import HandValues
from ..players.position_values import OptionValue, option_values
from ..rules import is_wild
from ..runtime.progress import progress_bar
from ..simulation.record import GameRecord
from ..solver import best_arrangement

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


def label_words(label: str) -> str:
    """A label as a learner reads it, in the current language ("inaccuracy" is data, the same
    in every language: `label_of` gives it, a review compares it).

    >>> label_words("blunder")
    'blunder'
    """
    if label not in LABELS:
        raise ValueError(f"bad label {label!r}: one of {', '.join(LABELS)}")
    return _(label)


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

    best: int = 0
    good: int = 0

    @classmethod
    def of(cls, decisions: Sequence[ReviewedDecision]) -> Tally:
        lost = {kind: round(sum(d.loss for d in decisions if d.kind == kind), 1) for kind in KINDS}
        best = sum(d.label == "best" for d in decisions)
        good = sum(d.label == "good" for d in decisions)
        accuracy = round(100 * (best + good) / len(decisions), 1) if decisions else 100.0
        return cls(len(decisions), round(sum(d.loss for d in decisions), 1), lost, accuracy, best, good)

    def text(self) -> str:
        """In words: "12 decisions: 10 best, 1 good, 1 costlier; 4.5 points lost", or "8 decisions, all best"."""
        if self.best == self.decisions:
            return ngettext("{count} decision, the best", "{count} decisions, all best", self.decisions).format(
                count=self.decisions)
        return ngettext("{count} decision: {best} best, {good} good, {costlier} costlier; {lost} points lost",
                        "{count} decisions: {best} best, {good} good, {costlier} costlier; {lost} points lost",
                        self.decisions).format(count=self.decisions, best=self.best, good=self.good,
                                               costlier=self.decisions - self.best - self.good, lost=self.points_lost)


@dataclass(frozen=True)
class GameReview:
    """Every decision of one seat in a game, reviewed; tallies by round and for the game.
    `yours`: the seat is the game's "you" (the learner's, `Game.you`), so the review does not
    name it; any other seat's review speaks to its player all the same."""

    seat: int
    name: str
    decisions: tuple[ReviewedDecision, ...]
    yours: bool = False

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

    def costliest(self, count: int = 5, least: str = "good") -> tuple[ReviewedDecision, ...]:
        """The decisions labelled `least` or worse that lost most, costliest first (ties in
        the order played); by default every decision that lost points."""
        lost = [d for d in self.decisions if d.loss > 0 and LABELS.index(d.label) >= LABELS.index(least)]
        return tuple(sorted(lost, key=lambda d: -d.loss)[:count])

    def text(self, count: int = 5) -> str:
        """A short review in words, to the seat's player: the game's tally, each round's, and
        the `count` decisions that lost a point or more, costliest first (none: `count=0`)."""
        tally = self.tally
        # A percentage comes with its % sign: no % in a message, which gettext tools read as printf's.
        head = _("Your game") if self.yours else _("Your game as {name}").format(name=self.name)
        lines = [_("{head}: accuracy {accuracy}, the share of your decisions that were best or good. {tally}.").format(
            head=head, accuracy=f"{tally.accuracy:.0f}%", tally=tally.text())]
        if tally.points_lost:
            lines[0] += " " + _("Points lost by draws {draws}, discards {discards}, going out {out}.").format(
                draws=tally.lost_by_kind["draw"], discards=tally.lost_by_kind["discard"],
                out=tally.lost_by_kind["go out"])
        lines += ["  " + _("Round {round}: {tally}.").format(round=round, tally=self.round_tally(round).text())
                  for round in self.rounds]
        costly = self.costliest(count, least="inaccuracy")
        if costly:
            lines.append(_("Where you lost most:"))
            lines += [f"  {_('round {round}').format(round=d.round)}, {_(d.label)}: {d.why}" for d in costly]
        elif count > 0:  # none asked for (the review's view lists them itself): nothing to say
            lines.append(_("No decision lost a point or more."))
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
    return GameReview(seat, played.names[seat], tuple(decisions), yours=played.you == seat)


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
    """The decision's verdict in a sentence a learner reads, in the second person."""
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
    if missed and best.card == chosen.card:
        return _("You threw {card} without going out: with it discarded, every other card was in melds (R10).").format(
            card=chosen.card)
    if missed:
        return _("You could have gone out by discarding {best} (R10); you threw {card} instead.").format(
            best=best.card, card=chosen.card)
    if d.loss == 0:
        return _("You threw {card}: the best choice.").format(card=chosen.card)
    assert chosen.card is not None  # a discard
    thrown = _thrown(chosen.card, view, values)
    if view.went_out is not None:
        return _("On your last turn (R11) you threw {card}; throwing {best} instead would have scored {loss:.0f} "
                 "points fewer.").format(card=thrown, best=best.card, loss=d.loss)
    feeds = {o.action: o.feeds for o in d.options}
    name = view.names[(view.seat + 1) % len(view.names)]
    if feeds[chosen] > feeds.get(best, 0.0):
        # A percentage comes with its % sign: no % in a message, which gettext tools read as printf's.
        return _("You threw {card}, which {name} could take to go out (a {percent} chance, from hands dealt from "
                 "what you had seen); throwing {best} instead was {loss:.1f} points better, that risk "
                 "counted.").format(card=thrown, name=name, percent=f"{100 * feeds[chosen]:.0f}%", best=best.card,
                                    loss=d.loss)
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
