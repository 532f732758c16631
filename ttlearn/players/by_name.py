"""Computer players by name ('greedy', 'expert', ...) or by difficulty level ('easy',
'hard', ...), for the play table, the terminal game and simulations.

This is the one register of the computer players: a new one is added to `PLAYERS` (and, if
it fits a difficulty, to `LEVELS`, with its words in `MEANINGS`); the play table's menus, the
strategy lab, the command line and `ttlearn`'s exports follow from here (a test checks that
every registered class is exported).

>>> make_player("greedy")
GreedyPlayer()
"""

from __future__ import annotations

from collections.abc import Callable

from ..language import N_
from .basic import BeginnerPlayer, GreedyPlayer, LookaheadPlayer, RandomPlayer
from .expert import ExpertPlayer
from .player import Player

PLAYERS: dict[str, Callable[[], Player]] = {"random": RandomPlayer, "beginner": BeginnerPlayer,
                                            "greedy": GreedyPlayer, "lookahead": LookaheadPlayer,
                                            "expert": ExpertPlayer}
LEVELS = {"beginner": "beginner", "easy": "greedy", "medium": "lookahead", "hard": "expert"}
STRONGEST = "expert"
# What each name means, in the words of a menu (said in the language of the moment); a name
# missing here is shown bare. The names themselves are code, the same in every language.
MEANINGS = {
    "beginner": N_("greedy, with a learner's slips"),
    "easy": N_("greedy: the lowest penalty now"),
    "medium": N_("lookahead: one draw ahead"),
    "hard": N_("expert: plans with the cards it has not seen"),
}


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
