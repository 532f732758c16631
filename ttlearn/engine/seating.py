"""Who sits at the table: the players' names (R1) and checking a seat number.

>>> seat_names(3)
('Player 1', 'Player 2', 'Player 3')
>>> computer_name("greedy", 1)
'greedy (2)'
>>> check_seat(True, 2)
Traceback (most recent call last):
...
ttlearn.engine.actions.IllegalMove: no seat True: seats are numbered 0 to 1
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import _
from ..language.quoting import quote
from .actions import IllegalMove

MIN_PLAYERS = 2  # R1
MAX_PLAYERS = 8  # the solver knows hands from up to 3 decks (R2: 7-8 players)
LONGEST_NAME = 40  # characters: a name fits on a line of the table


def seat_names(players: int | Sequence[str]) -> tuple[str, ...]:
    """The names of the seats: "Player 1" ... for a number of players, in the language of
    the moment (Swedish "Spelare 1"; a game keeps the names it was made with), or the names
    given, each a short line of text and all different (R1: 2 to 8 players here, R2)."""
    if type(players) is int:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(_too_many_or_few(players))
        # TRANSLATORS: the name of a seat when the players have no names: Player 1, Player 2, ...
        return tuple(_("Player {number}").format(number=k + 1) for k in range(players))
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise ValueError(f"bad players {quote(players)}: a number of players or a list of names")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(_too_many_or_few(len(players)))
    for name in players:
        if type(name) is not str or not name.strip() or len(name) > LONGEST_NAME or not name.isprintable():
            raise ValueError(f"bad player name {quote(name)}: a line of text of 1 to {LONGEST_NAME} characters")
    if len(set(players)) != len(players):
        raise ValueError(f"players need different names, got {quote(tuple(players), 80)}")
    return tuple(players)


def computer_name(player: str, seat: int) -> str:
    """The name a computer player goes by at a table: its strategy (or level) and its seat
    counted from 1, "greedy (2)" at seat 1: the same in the terminal game and every widget,
    so two players of one strategy stay apart. Not translated: both are names in code."""
    return f"{player} ({seat + 1})"


def _too_many_or_few(players: int) -> str:
    """Why a table of `players` is refused, in the learner's language (notebook 1 shows it)."""
    return _("bad number of players {count}: ttlearn plays {least} to {most} (R1, R2)").format(
        count=players, least=MIN_PLAYERS, most=MAX_PLAYERS)


def check_seat(seat: object, players: int) -> int:
    """Return `seat` if it is a seat of a table of `players` (0 to players - 1), else
    raise IllegalMove. True, -1 or 2.5 are not seats."""
    if type(seat) is not int or not 0 <= seat < players:
        raise IllegalMove(f"no seat {quote(seat)}: seats are numbered 0 to {players - 1}")
    return seat
