"""Computer players by name ('greedy', 'expert', ...) or by difficulty level ('easy',
'hard', ...), for the play table, the terminal game and simulations.

>>> make_player("greedy")
GreedyPlayer()
"""

from __future__ import annotations

from collections.abc import Callable

from .basic import BeginnerPlayer, GreedyPlayer, LookaheadPlayer, RandomPlayer
from .expert import ExpertPlayer
from .player import Player

PLAYERS: dict[str, Callable[[], Player]] = {"random": RandomPlayer, "beginner": BeginnerPlayer,
                                            "greedy": GreedyPlayer, "lookahead": LookaheadPlayer,
                                            "expert": ExpertPlayer}
LEVELS = {"beginner": "beginner", "easy": "greedy", "medium": "lookahead", "hard": "expert"}
STRONGEST = "expert"


def make_player(player: str | Player) -> Player:
    """A player from its name ('random', 'beginner', 'greedy', 'lookahead', 'expert'), or
    from a difficulty level for the play table and the terminal game ('beginner', 'easy',
    'medium', 'hard': `LEVELS`), or the player object itself.

    >>> make_player("medium")
    LookaheadPlayer(samples=6, candidates=3, margin=6)
    """
    if isinstance(player, str):
        name = LEVELS.get(player, player)
        if name not in PLAYERS:
            raise ValueError(f"unknown player {player!r}: one of {', '.join(PLAYERS)}, "
                             f"or a level: {', '.join(LEVELS)}")
        return PLAYERS[name]()
    for method in ("start_game", "choose_draw", "choose_discard"):
        if not callable(getattr(player, method, None)):
            raise TypeError(f"{player!r} is not a player: it needs a {method}() method")
    return player
