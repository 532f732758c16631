"""The deal stepper: step forward and back through a seeded game of computer players, turn
by turn: who draws what from where, what is discarded and why, who goes out, the last
turns (R11), and at each round's end the scoring explained card by card (R16, H2)."""

from __future__ import annotations

import html
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from ..game import Game
from ..rules import Rules
from ..simulation import play_game
from ..draw.svg import show_hand
from .view import View
from .picture import as_html


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
    for every action, and rebuilds the table at any step from the seed and the actions."""

    def __init__(self, players: Sequence[str] = ("greedy", "lookahead"), seed: int = 1, rules: Rules | None = None):
        reasons: list[str] = []
        self.record = play_game(list(players), seed, rules, on_decision=lambda game, seat, d: reasons.append(d.reason))
        self.reasons = reasons  # reasons[k] explains action k
        self._actions = tuple(self.record.replay().actions)
        self.steps = self._steps()
        self.index = 0

    def _steps(self) -> list[Step]:
        """Walk the game once, cutting it into steps: each deal, then each turn (a step ends
        before a draw); a round's last turn carries its scoring, card by card."""
        game = Game(len(self.record.players), self.record.seed, self.record.rules)
        steps: list[Step] = []
        cast = ", ".join(f"{name} plays {strategy}" for name, strategy in zip(game.names, self.record.players))
        lines = [f"Seats: {cast}."] + [e.text for e in game.events]
        round, seen = 1, len(game.events)
        for k, action in enumerate(self._actions):
            if action.kind.startswith("draw") and lines:
                steps.append(Step(k, round, tuple(lines)))
                lines = []
            seat = game.turn
            game.play(seat, action)
            for event in game.events[seen:]:
                if event.kind == "deal":  # the round before is over: close its step first
                    steps.append(Step(k + 1, round, tuple(lines), scored=True))
                    lines, round = [], event.round
                lines.append(event.text)
                if event.kind in ("draw", "discard", "go out") and event.seat == seat:
                    lines.append(f"    why: {self.reasons[k]}")
                if event.kind == "round score":
                    lines += self._scoring(game.results[-1], game.names)
            seen = len(game.events)
        steps.append(Step(len(self._actions), round, tuple(lines), scored=True))
        return steps

    @staticmethod
    def _scoring(result, names: Sequence[str]) -> list[str]:
        lines = []
        for seat, arrangement in enumerate(result.arrangements):
            if seat == result.went_out:
                lines.append(f"  {names[seat]}: went out, 0 points (R16)")
            else:
                lines.append(f"  {names[seat]}: {result.scores[seat]} points")
                lines += ["      " + line for line in arrangement.explain().splitlines()]
        return lines

    # --- moving -------------------------------------------------------------------------

    def forward(self, steps: int = 1) -> None:
        self.index = min(len(self.steps) - 1, self.index + steps)

    def back(self, steps: int = 1) -> None:
        self.index = max(0, self.index - steps)

    def go_to_round(self, round: int) -> None:
        """Jump to the deal of a round (1-11)."""
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
        """The table at the end of this step."""
        return _game_after(self.record.seed, len(self.record.players), self.record.rules, self._actions,
                           self.step.position)

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


@lru_cache(maxsize=64)
def _game_after(seed: int, players: int, rules: Rules, actions: tuple, position: int) -> Game:
    return Game.replay(players, seed, actions[:position], rules)


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
                rows.append(f"<div><b>{name}</b>: {result.scores[seat]} points<br>"
                            f"{as_html(result.arrangements[seat])}</div>")
        else:
            for seat, name in enumerate(game.names):
                marker = " ◀ to play" if seat == game.turn else ""
                rows.append(f"<div><b>{name}</b> (total {game.totals[seat]}){marker}<br>"
                            f"{as_html(show_hand(sorted(game.hands[seat]), game.round, scale=0.6))}</div>")
            top = game.pile[-1] if game.pile else "(empty)"
            rows.append(f"<p>Discard pile: {top}; stock: {len(game.stock)} cards</p>")
        self.table.value = "".join(rows)
        self.log.value = "<pre>" + html.escape("\n".join(model.step.lines)) + "</pre>"


def deal_stepper(players: Sequence[str] = ("greedy", "lookahead"), seed: int = 1, rules: Rules | None = None):
    """The deal stepper, ready to display in a notebook."""
    return DealStepperView(DealStepper(players, seed, rules))

