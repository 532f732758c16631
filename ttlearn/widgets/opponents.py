"""The computer opponents a learner may choose at the play table, by name: a strategy
("random", "greedy", "lookahead", or any name `ttlearn.players.make_player` accepts) or a
difficulty ("beginner", "easy", "medium", "hard").

>>> known_opponents()[:3]
('random', 'greedy', 'lookahead')
>>> opponent_player("easy")
GreedyPlayer()
>>> opponent_player("clever")
Traceback (most recent call last):
...
ValueError: unknown opponent 'clever': one of random, greedy, lookahead, beginner, easy, medium, hard
"""

from __future__ import annotations

from collections.abc import Callable

from ..players import PLAYERS, GreedyPlayer, LookaheadPlayer, Player, RandomPlayer, make_player

# The difficulty names, as the play table offers them, and the player each one means. When
# `make_player` knows a name itself (another branch teaches it these names, with a stronger
# "expert" player), its own player is used and the entry here is ignored: re-point or
# delete the entries then. Hard is the look-ahead player sampling twice the cards (12, not
# 6): slightly stronger against greedy in benchmarks/lookahead_settings.py.
DIFFICULTIES: dict[str, tuple[str, Callable[[], Player]]] = {
    "beginner": ("plays at random", RandomPlayer),
    "easy": ("greedy: the lowest penalty now", GreedyPlayer),
    "medium": ("lookahead: one draw ahead", LookaheadPlayer),
    "hard": ("lookahead with 12 samples", lambda: LookaheadPlayer(samples=12)),
}
DIFFICULTY_NAMES = tuple(DIFFICULTIES)


def known_opponents() -> tuple[str, ...]:
    """Every name the play table accepts: the strategies, then the difficulties."""
    return tuple(PLAYERS) + tuple(name for name in DIFFICULTIES if name not in PLAYERS)


def opponent_player(name: str) -> Player:
    """The computer player a name means: `make_player`'s own first, then a difficulty."""
    if not isinstance(name, str):
        return make_player(name)  # a player object, checked by make_player
    try:
        return make_player(name)
    except ValueError:
        if name in DIFFICULTIES:
            return DIFFICULTIES[name][1]()
    raise ValueError(f"unknown opponent {name!r}: one of {', '.join(known_opponents())}")


def describe(name: str) -> str:
    """A few words on what an opponent's name means, for a menu."""
    if name in DIFFICULTIES and name not in PLAYERS:
        return f"{name} ({DIFFICULTIES[name][0]})"
    return name
