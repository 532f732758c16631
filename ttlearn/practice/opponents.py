"""The computer opponents a learner may choose at the play table, by name: a strategy
("random", "greedy", "lookahead", ...) or a difficulty level ("beginner", "easy", "medium",
"hard"), both as `ttlearn.players.make_player` knows them; and a few words on each for
the table's menu.

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

from ..language import N_, _
from ..players import LEVELS, PLAYERS, Player, make_player

# What each name means, in the words of a menu (said in the language of the moment); a name
# missing here is shown bare. The names themselves are code, the same in every language.
_MEANING = {
    "beginner": N_("greedy, with a learner's slips"),
    "easy": N_("greedy: the lowest penalty now"),
    "medium": N_("lookahead: one draw ahead"),
    "hard": N_("expert: plans with the cards it has not seen"),
}


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
    return f"{name} ({_(_MEANING[name])})" if name in _MEANING else name
