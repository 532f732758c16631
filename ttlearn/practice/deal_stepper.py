"""The deal stepper: step forward and back through a seeded game of computer players, turn
by turn: who draws what from where, what is discarded and why, who goes out, the last
turns (R11), and at each round's end the scoring explained card by card, every hand drawn
in its best arrangement (R16, H2). The players are named by their strategies and seats:
"greedy (1)", "lookahead (2)". The game's lines are said in the language current when the
stepper is made (`deal_stepper(language=...)`); its heading and table when they are shown.

>>> stepper = DealStepper(("greedy", "lookahead"), seed=1)
>>> stepper
DealStepper(greedy (1), lookahead (2); seed 1; step 1 of 146)
>>> stepper.at_start, stepper.at_end
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import RoundResult
from ..engine.game import Game
from ..engine.replay import Replay
from ..engine.seating import computer_name
from ..language import _
from ..language.quoting import quote
from ..players import Decision
from ..rules import Rules, check_round
from ..scoring import round_hands
from ..simulation import play_game


@dataclass(frozen=True)
class Step:
    """One step of the stepper: a deal, a turn, or a turn that ends a round with its
    scoring. `position` counts the actions played by the end of the step."""

    position: int
    round: int
    lines: tuple[str, ...]
    scored: bool = False  # this step ends its round: show the scored hands
    numbers: frozenset[int] = frozenset()  # the lines that give a reason's numbers, for a "why?"


class DealStepper:
    """The model. Plays the game once (the seed fixes it), remembers every player's reason
    for every action, and shows the table at any step through a `Replay` of the game."""

    def __init__(self, players: Sequence[str] = ("greedy", "lookahead"), seed: int = 1, rules: Rules | None = None):
        reasons: list[str] = []
        numbers: list[str] = []
        starts: list[tuple[int, int]] = []  # for action k: the seat that took it, and where its events begin

        def note(game: Game, seat: int, decision: Decision) -> None:
            reasons.append(decision.reason)
            numbers.append(decision.why.mine)
            starts.append((seat, len(game.events)))

        self.record = play_game(list(players), seed, rules, on_decision=note)
        self.names = tuple(computer_name(p, k) for k, p in enumerate(self.record.players))  # strategy and seat
        self.reasons = reasons  # reasons[k] explains action k, in plain words
        self.numbers = numbers  # and numbers[k] gives the numbers behind it ("" if none)
        # The game again, its seats named: the same actions, events and reasons (a name is only words).
        played = Game.replay(self.names, self.record.seed, self.record.actions, self.record.rules)
        self._replay = Replay(played, position=0)
        self.steps = self._steps(played, starts)
        self.index = 0

    def __repr__(self) -> str:
        return (f"DealStepper({', '.join(self.names)}; seed {self.record.seed}; "
                f"step {self.index + 1} of {len(self.steps)})")

    def _steps(self, played: Game, starts: list[tuple[int, int]]) -> list[Step]:
        """Cut the played game's events into steps: each deal, then each turn (a step ends
        before a draw); a round's last turn carries its scoring, card by card (R16, H2)."""
        names, events, actions = played.names, played.events, played.actions
        bounds = [first for _seat, first in starts] + [len(events)]
        cast = ", ".join(names[:-1]) + _(" and ") + names[-1]
        lines = [_("Seats: {names}, each named by its strategy and its seat.").format(names=cast)] + [
            e.text for e in events[:bounds[0]]]  # the first deal
        steps: list[Step] = []
        round = 1
        numbered: set[int] = set()  # which of `lines` give numbers
        for k, (action, (seat, first)) in enumerate(zip(actions, starts)):
            if action.is_draw and lines:
                steps.append(Step(k, round, tuple(lines), numbers=frozenset(numbered)))
                lines, numbered = [], set()
            for event in events[first:bounds[k + 1]]:
                if event.kind == "deal":  # the round before is over: close its step first
                    steps.append(Step(k + 1, round, tuple(lines), scored=True, numbers=frozenset(numbered)))
                    lines, numbered, round = [], set(), event.round
                lines.append(event.text)
                if event.kind in ("draw", "discard", "go out") and event.seat == seat:
                    lines.append("    " + _("why: {reason}").format(reason=self.reasons[k]))
                    if self.numbers[k]:
                        numbered.add(len(lines))
                        lines.append("      " + _("in numbers: {numbers}").format(numbers=self.numbers[k]))
                if event.kind == "round score":
                    lines += self._scoring(self.record.rounds[event.round - 1], names)
        steps.append(Step(len(actions), round, tuple(lines), scored=True, numbers=frozenset(numbered)))
        return steps

    @staticmethod
    def _scoring(result: RoundResult, names: Sequence[str]) -> list[str]:
        return ["  " + line for line in round_hands(names, result.arrangements, result.scores, result.went_out)]

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
    def at_start(self) -> bool:
        """At the first step: there is no going back."""
        return self.index == 0

    @property
    def at_end(self) -> bool:
        """At the last step (the game's last round scored): there is no going forward."""
        return self.index == len(self.steps) - 1

    @property
    def result(self) -> RoundResult | None:
        """The round's scoring, at a step that ends a round; else None."""
        return self.record.rounds[self.step.round - 1] if self.step.scored else None

    def heading(self) -> str:
        step, game = self.step, self.game
        result = self.result
        if result is not None:
            how = _("nobody went out (H1)") if result.went_out is None else \
                _("{name} went out").format(name=self.names[result.went_out])
            where = _("round {round} is scored: {how}").format(round=step.round, how=how)
        else:
            where = _("round {round}, {name} to play").format(round=step.round, name=game.names[game.turn])
        return _("Step {step} of {steps}: {where}").format(step=self.index + 1, steps=len(self.steps), where=where)

    def text(self) -> str:
        return "\n".join([self.heading(), *self.step.lines])



def _whole_steps(steps: object) -> int:
    if type(steps) is not int or steps < 0:
        raise ValueError(f"bad number of steps {quote(steps)}: a whole number, 0 or more")
    return steps
