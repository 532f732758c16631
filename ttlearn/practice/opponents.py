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

from collections.abc import Sequence

from ..language import _
from ..players import LEVELS, MEANINGS, PLAYERS, Player, make_player

MAX_OPPONENTS = 3  # R1: the game is best with two to four players


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


def opponent_names(opponents: Sequence[str] | int, difficulty: str | None,
                   most: int = MAX_OPPONENTS) -> tuple[str, ...]:
    """The opponents' names: as given, or `opponents` of them at `difficulty` (default easy)."""
    if isinstance(opponents, int) and not isinstance(opponents, bool):
        names: tuple[str, ...] = (difficulty or "easy",) * opponents
    elif isinstance(opponents, str) or not isinstance(opponents, Sequence):
        raise ValueError(f"bad opponents {opponents!r}: a list of names, such as ('greedy', 'easy'), or a number")
    else:
        names = tuple(difficulty for _ in opponents) if difficulty else tuple(opponents)
    if not 1 <= len(names) <= most:
        raise ValueError(f"the play table seats 1 to {most} computer players, got {len(names)}")
    for name in names:
        if not isinstance(name, str):
            raise ValueError(f"unknown opponent {name!r}: one of {', '.join(known_opponents())}")
        opponent_player(name)  # an unknown name is refused now, with the known ones
    return names
