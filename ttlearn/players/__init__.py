"""The computer players, and what they know and say.

- `player`: what a player is (`Player`), its `Decision` and the `Reason` for it, in the
  player's words and as advice to the learner;
- `basic`: the random, beginner, greedy and look-ahead players;
- `expert`: the expert, which plans with what its seat may know;
- `belief`: what a seat knows of the cards it cannot see;
- `hand_values`: a round's penalties remembered, and the outlook of the next draw;
- `position_values`: what each choice at a position is worth, from the seat's view alone:
  the one measure by which the expert plays, the hint advises and the review grades;
- `by_name`: a player by name or difficulty level (`make_player`);
- `computer_seats`: computer players seated at a game, and the one loop that plays them;
- `advice`: a player's decision told to the learner as advice.

>>> make_player("medium")
LookaheadPlayer(samples=6, candidates=3, margin=6)
"""

from .basic import BeginnerPlayer, GreedyPlayer, LookaheadPlayer, RandomPlayer
from .by_name import LEVELS, MEANINGS, PLAYERS, STRONGEST, make_player
from .expert import ExpertPlayer
from .player import Decision, Player, Reason

__all__ = ["LEVELS", "MEANINGS", "PLAYERS", "STRONGEST", "BeginnerPlayer", "Decision", "ExpertPlayer", "GreedyPlayer",
           "LookaheadPlayer", "Player", "RandomPlayer", "Reason", "make_player"]
