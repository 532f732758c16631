"""Stepping through a game already played, forward and back, action by action, turn by
turn or round by round: what the deal stepper widget shows.

>>> from ttlearn.engine.game import Game
>>> game = Game(2, seed=3)
>>> game.draw_stock(game.turn)
K♣
>>> game.discard(game.turn, "K♣")
>>> replay = Replay(game)
>>> replay.position, replay.back().position, replay.back().position
(2, 1, 0)
>>> replay
Replay(position 0 of 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only for the type hints: a Replay asks the game itself to replay (Game.after)
    from .game import Game


class Replay:
    """Step through a game action by action or turn by turn, forward and back, for a
    stepper widget. `position` counts actions; `game` is the state at that position, a
    new game each time it moves, so the game stepped through is never changed."""

    def __init__(self, game: Game, position: int | None = None):
        self._source = game
        self.total = len(game.actions)
        self.position = self.total if position is None else position
        self.game = game.after(self.position)

    def __repr__(self) -> str:
        return f"Replay(position {self.position} of {self.total})"

    def go_to(self, position: int) -> Replay:
        """Move to `position` (clamped to 0..total); staying put replays nothing."""
        position = max(0, min(self.total, position))
        if position != self.position:
            self.position = position
            self.game = self._source.after(position)
        return self

    def forward(self, steps: int = 1) -> Replay:
        return self.go_to(self.position + steps)

    def back(self, steps: int = 1) -> Replay:
        return self.go_to(self.position - steps)

    @property
    def turn_starts(self) -> list[int]:
        """Positions where a turn begins (before its draw): step turn by turn with these."""
        return [k for k, a in enumerate(self._source.actions) if a.is_draw]

    @property
    def round_starts(self) -> list[int]:
        """Positions where each round has just been dealt (a turn is two actions, R9)."""
        results = self._source.results
        finished = results[:-1] if self._source.phase == "over" else results  # the last round deals none
        start = self._source.start_position
        starts = [0]
        for result in finished:
            starts.append(starts[-1] + 2 * result.turns)
        if start is not None and start.phase == "discard" and finished:
            starts[1:] = [k - 1 for k in starts[1:]]  # built mid-turn: its first turn had no draw
        return starts
