"""A game kept and brought back. The seed fixes every shuffle (R6), so the seed and the
actions are the whole game: it replays from them, steps back to any earlier moment, and is
saved as them (`game_file`), never as its state, nor its events' words.

`Game.replay`, `Game.after`, `Game.saved` and `Game.replayed` are these functions.

>>> from ttlearn.engine.game import Game
>>> game = Game(["Ana", "Ben"], seed=3)
>>> play_all(game, ["draw stock", "discard K♣"])
>>> saved_game(game).actions
('draw stock', 'discard K♣')
>>> play_all(game, ["discard 2♠"])
Traceback (most recent call last):
...
ttlearn.engine.actions.IllegalMove: action 0 ('discard 2♠'): draw first: from the stock or the discard pile (R9)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..language.quoting import quote
from .actions import Action, IllegalMove
from .game_file import GameFileError, SavedGame

if TYPE_CHECKING:  # only for the type hints: the game calls these, not the other way round
    from .game import Game


def play_all(game: Game, actions: Iterable[Action | str]) -> None:
    """Play each action for whoever's turn it is; a refused one names its number."""
    for k, action in enumerate(actions):
        try:
            game.play(game.turn, action)
        except ValueError as err:  # IllegalMove, or not an action at all
            raise IllegalMove(f"action {k} ({quote(str(action), 20)}): {err}") from None


def game_after(game: Game, actions: int) -> Game:
    """A new game: `game` after its first `actions` actions (0 = just dealt, or the position
    it was built from); `game` itself is unchanged."""
    if not 0 <= actions <= len(game.actions):
        raise ValueError(f"bad position {actions}: this game has {len(game.actions)} actions")
    earlier = type(game)(game.names, game.seed, game.rules, position=game.start_position, you=game.you)
    play_all(earlier, game.actions[:actions])
    return earlier


def saved_game(game: Game) -> SavedGame:
    """What a file keeps of `game`: its names, seed, rules and actions, and what they must
    replay to. A game built with `from_position` has no seed to replay from, and is refused."""
    if game.start_position is not None:
        raise ValueError("a game built with Game.from_position cannot be saved: "
                         "a file replays a game from its seed and its actions")
    return SavedGame(game.names, game.seed, game.rules, tuple(str(a) for a in game.actions), len(game.events),
                     game.totals, game.you)


def check_replayed(game: Game, saved: SavedGame) -> Game:
    """`game`, replayed from `saved`, if it came to the events and totals the file recorded;
    else GameFileError."""
    if len(game.events) != saved.events or game.totals != saved.totals:
        raise GameFileError("the saved game does not replay to the recorded events and totals")
    return game
