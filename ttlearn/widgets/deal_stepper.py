"""The deal stepper: step forward and back through a seeded game of computer players, turn
by turn: who draws what from where, what is discarded and why, who goes out, the last
turns (R11), and at each round's end the scoring explained card by card (R16, H2)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import RoundResult
from ..draw.svg import show_hand
from ..game import Game
from ..players import Decision
from ..quoting import quote
from ..replay import Replay
from ..rules import Rules, check_round
from ..simulation import play_game
from ..words import plural
from .picture import as_html
from .view import View


@dataclass(frozen=True)
class Step:
    """One step of the stepper: a deal, a turn, or a turn that ends a round with its
    scoring. `position` counts the actions played by the end of the step."""

    position: int
    round: int
    lines: tuple[str, ...]
    scored: bool = False  # this step ends its round: show the scored hands


class DealStepper:
    """The model. Plays the game once (the seed fixes it), remembers every player's reason
    for every action, and shows the table at any step through a `Replay` of the game."""

    def __init__(self, players: Sequence[str] = ("greedy", "lookahead"), seed: int = 1, rules: Rules | None = None):
        reasons: list[str] = []
        starts: list[tuple[int, int]] = []  # for action k: the seat that took it, and where its events begin

        def note(game: Game, seat: int, decision: Decision) -> None:
            reasons.append(decision.reason)
            starts.append((seat, len(game.events)))

        self.record = play_game(list(players), seed, rules, on_decision=note)
        self.reasons = reasons  # reasons[k] explains action k
        played = self.record.replay()
        self._replay = Replay(played, position=0)
        self.steps = self._steps(played, starts)
        self.index = 0

    def __repr__(self) -> str:
        return (f"DealStepper({', '.join(self.record.players)}; seed {self.record.seed}; "
                f"step {self.index + 1} of {len(self.steps)})")

    def _steps(self, played: Game, starts: list[tuple[int, int]]) -> list[Step]:
        """Cut the played game's events into steps: each deal, then each turn (a step ends
        before a draw); a round's last turn carries its scoring, card by card (R16, H2)."""
        names, events, actions = played.names, played.events, played.actions
        bounds = [first for _, first in starts] + [len(events)]
        cast = ", ".join(f"{name} plays {strategy}" for name, strategy in zip(names, self.record.players))
        lines = [f"Seats: {cast}."] + [e.text for e in events[:bounds[0]]]  # the first deal
        steps: list[Step] = []
        round = 1
        for k, (action, (seat, first)) in enumerate(zip(actions, starts)):
            if action.is_draw and lines:
                steps.append(Step(k, round, tuple(lines)))
                lines = []
            for event in events[first:bounds[k + 1]]:
                if event.kind == "deal":  # the round before is over: close its step first
                    steps.append(Step(k + 1, round, tuple(lines), scored=True))
                    lines, round = [], event.round
                lines.append(event.text)
                if event.kind in ("draw", "discard", "go out") and event.seat == seat:
                    lines.append(f"    why: {self.reasons[k]}")
                if event.kind == "round score":
                    lines += self._scoring(self.record.rounds[event.round - 1], names)
        steps.append(Step(len(actions), round, tuple(lines), scored=True))
        return steps

    @staticmethod
    def _scoring(result: RoundResult, names: Sequence[str]) -> list[str]:
        lines = []
        for seat, arrangement in enumerate(result.arrangements):
            if seat == result.went_out:
                lines.append(f"  {names[seat]}: went out, 0 points (R16)")
            else:
                lines.append(f"  {names[seat]}: {plural(result.scores[seat], 'point')}")
                lines += ["      " + line for line in arrangement.explain().splitlines()]
        return lines

    # --- moving -------------------------------------------------------------------------

    def forward(self, steps: int = 1) -> None:
        """Step forward (stopping at the last step); `steps` is a whole number >= 0."""
        self.index = min(len(self.steps) - 1, self.index + _whole_steps(steps))

    def back(self, steps: int = 1) -> None:
        """Step back (stopping at the first step)."""
        self.index = max(0, self.index - _whole_steps(steps))

    def go_to_round(self, round: int) -> None:
        """Jump to the deal of a round (1-11)."""
        check_round(round)
        for k, step in enumerate(self.steps):
            if step.round == round:
                self.index = k
                return
        raise ValueError(f"bad round {round!r}: this game has rounds 1 to {self.steps[-1].round}")

    # --- what it shows --------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def game(self) -> Game:
        """The table at the end of this step (the replay stays put while the step does)."""
        return self._replay.go_to(self.step.position).game

    @property
    def names(self) -> tuple[str, ...]:
        return self.game.names

    def heading(self) -> str:
        step, game = self.step, self.game
        if step.scored:
            where = f"round {step.round} is scored"
        else:
            where = f"round {step.round}, {game.names[game.turn]} to play"
        return f"Step {self.index + 1} of {len(self.steps)}: {where}"

    def text(self) -> str:
        return "\n".join([self.heading(), *self.step.lines])


def _whole_steps(steps: object) -> int:
    if type(steps) is not int or steps < 0:
        raise ValueError(f"bad number of steps {quote(steps)}: a whole number, 0 or more")
    return steps


class DealStepperView(View):
    """Buttons: back, forward, a round menu; the table with every hand face up; the log."""

    def __init__(self, model: DealStepper):
        import ipywidgets as W

        self.model = model
        self.back_button = W.Button(description="◀ Back", tooltip="one turn back")
        self.next_button = W.Button(description="Next ▶", tooltip="one turn forward")
        last_round = model.steps[-1].round
        self.round = W.Dropdown(options=[(f"Round {r}", r) for r in range(1, last_round + 1)],
                                value=1, description="Jump to")
        self.heading = W.HTML()
        self.table = W.HTML()
        self.log = W.HTML()
        self.back_button.on_click(lambda _: self._act(model.back))
        self.next_button.on_click(lambda _: self._act(model.forward))
        self.round.observe(lambda change: self._act(model.go_to_round, change["new"]), names="value")
        self.widget = W.VBox([W.HBox([self.back_button, self.next_button, self.round]), self.heading,
                              self.table, self.log])
        self.refresh()

    def refresh(self) -> None:
        model, game = self.model, self.model.game
        self.heading.value = f"<h4>{model.heading()}</h4>"
        rows = []
        if model.step.scored:  # the hands as scored, each in its best arrangement (R16)
            result = model.record.rounds[model.step.round - 1]
            for seat, name in enumerate(game.names):
                rows.append(f"<div><b>{name}</b>: {plural(result.scores[seat], 'point')}<br>"
                            f"{as_html(result.arrangements[seat])}</div>")
        else:
            for seat, name in enumerate(game.names):
                marker = " ◀ to play" if seat == game.turn else ""
                rows.append(f"<div><b>{name}</b> (total {game.totals[seat]}){marker}<br>"
                            f"{as_html(show_hand(sorted(game.hands[seat]), game.round, scale=0.6))}</div>")
            top = game.pile[-1] if game.pile else "(empty)"
            rows.append(f"<p>Discard pile: {top}; stock: {plural(len(game.stock), 'card')}</p>")
        self.table.value = "".join(rows)
        self.log.value = "<pre>" + html.escape("\n".join(model.step.lines)) + "</pre>"


def deal_stepper(players: Sequence[str] = ("greedy", "lookahead"), seed: int = 1,
                 rules: Rules | None = None) -> DealStepperView:
    """The deal stepper, ready to display in a notebook."""
    return DealStepperView(DealStepper(players, seed, rules))

