"""One finished game of computer players, as a simulation keeps it: who sat where, the
seed, every round's result, the totals and the winners, and the actions that replay it.

>>> from ttlearn.simulation import play_game
>>> record = play_game(["greedy", "random"], seed=1)
>>> record.replay().totals == record.totals
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Action, RoundResult
from ..engine.game import Game
from ..rules import Rules


@dataclass(frozen=True)
class GameRecord:
    """One finished game: the strategy at each seat, its seed, the rounds (R4), the totals
    and the winners (R17). `actions` (the game's `Action`s, in order) replay it."""

    players: tuple[str, ...]
    seed: int
    rules: Rules
    rounds: tuple[RoundResult, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    actions: tuple[Action, ...]
    rotation: int = 0  # the line-up moved round the table: its player k sat at seat (k + rotation) % n

    def __repr__(self) -> str:
        moved = f"; seats rotated {self.rotation}" if self.rotation else ""
        return f"GameRecord({', '.join(self.players)}; seed {self.seed}{moved}; totals {self.totals})"

    def replay(self) -> Game:
        """The game itself, replayed from the seed and the actions."""
        return Game.replay(len(self.players), self.seed, self.actions, self.rules)
