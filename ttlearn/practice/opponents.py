"""The computer opponents a learner may choose at the play table, by name: a strategy
("random", "greedy", "lookahead", ...) or a difficulty level ("beginner", "easy", "medium",
"hard"), both as `ttlearn.players.make_player` knows them (its register, `players/by_name.py`); and a
few words on each for the table's menu.

>>> known_opponents()[-4:]
('beginner', 'easy', 'medium', 'hard')
>>> opponent_player("easy")
GreedyPlayer()
>>> describe("hard")
'hard (expert: plans with the cards it has not seen)'
>>> opponent_player("clever")
Traceback (most recent call last):
...
ValueError: unknown opponent 'clever': one of random, greedy, lookahead, expert, beginner, easy, medium, hard
"""

from __future__ import annotations

from ..language import _
from ..players import LEVELS, MEANINGS, PLAYERS, Player, make_player


def known_opponents() -> tuple[str, ...]:
    """Every name the play table accepts: the strategies, then the difficulty levels
    (a name that is both, "beginner", is listed once, with the levels)."""
    return tuple(name for name in PLAYERS if name not in LEVELS) + tuple(LEVELS)


def opponent_player(name: str | Player) -> Player:
    """The computer player a name means, or the player object itself."""
    try:
        return make_player(name)
    except ValueError:
        raise ValueError(f"unknown opponent {name!r}: one of {', '.join(known_opponents())}") from None


def describe(name: str) -> str:
    """A few words on what an opponent's name means, for a menu."""
    return f"{name} ({_(MEANINGS[name])})" if name in MEANINGS else name
