"""The game engine: a whole game of Three Thirteen, played exactly by the rules.

- `game`: the table and its rules (`Game`): four actions, each checked first;
- `actions`: the values a game deals in: `Action`, `Event`, `RoundResult`, `IllegalMove`;
- `seating`: the players' names and seats (R1);
- `event_words`: an event in words, made when it is shown, in the language of that moment;
- `seat_texts`: how the game speaks of a seat, in the third person or to "you";
- `player_view`: what one seat sees (`PlayerView`);
- `position`: a table built by hand, for lessons and tests (`Position`);
- `game_record`: a game kept as its seed and actions: replayed, stepped back, saved;
- `game_file`: saving and loading as JSON text, safely (`GameFileError`);
- `replay`: stepping forward and back through a game played (`Replay`).

>>> game = Game(["Ana", "Ben"], seed=7)
>>> Replay(game)
Replay(position 0 of 0)
"""

from .actions import DRAW_DISCARD, DRAW_STOCK, Action, Event, IllegalMove, RoundResult
from .game import Game
from .game_file import GameFileError
from .player_view import PlayerView
from .position import Position
from .replay import Replay
from .seating import MAX_PLAYERS

__all__ = ["DRAW_DISCARD", "DRAW_STOCK", "MAX_PLAYERS", "Action", "Event", "Game", "GameFileError", "IllegalMove",
           "PlayerView", "Position", "Replay", "RoundResult"]
