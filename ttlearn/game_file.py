"""Saving and loading games as JSON text (never pickle, which runs code when loaded).

A file holds what replays the game: the names, the seed, the rules and the actions, plus
the number of events and the totals to check the replay against, and a checksum of it all.
Loading replays the actions through the rules, so a file cannot smuggle in an illegal move.

>>> from ttlearn.game import Game
>>> game = Game.replay(2, 6, ["draw stock"])
>>> from_json(to_json(game)).snapshot() == game.snapshot()
True
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from .rules import Rules

if TYPE_CHECKING:  # game.py imports this module, so the import of Game waits until it is needed
    from .game import Game

FILE_FORMAT = "ttlearn-game"
FILE_VERSION = 1


class GameFileError(ValueError):
    """A saved game that cannot be loaded: not JSON, edited, or not a legal game."""


def checksum(body: dict[str, Any]) -> str:
    """SHA-256 of the body in one canonical spelling (sorted keys, no spaces), so that any
    edit to a saved game shows."""
    canonical = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def to_json(game: Game) -> str:
    """The game as JSON text: names, seed, rules and actions, with a checksum."""
    if game.start_position is not None:
        raise ValueError("a game built with Game.from_position cannot be saved: "
                         "a file replays a game from its seed and its actions")
    body = {
        "format": FILE_FORMAT, "version": FILE_VERSION, "names": list(game.names), "seed": game.seed,
        "rules": asdict(game.rules), "actions": [str(a) for a in game.actions],
        "events": len(game.events), "totals": list(game.totals),
    }
    return json.dumps({**body, "checksum": checksum(body)}, ensure_ascii=False, indent=1)


def from_json(text: str, game_type: type[Game] | None = None) -> Game:
    """A game saved by `to_json`, replayed and checked; anything else raises GameFileError."""
    if game_type is None:
        from .game import Game  # here, not at the top: game.py imports this module

        game_type = Game
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise GameFileError(f"not a saved game: the text is not JSON ({err})") from None
    if not isinstance(data, dict) or data.get("format") != FILE_FORMAT:
        raise GameFileError(f"not a saved game: no \"format\": \"{FILE_FORMAT}\" field")
    if data.get("version") != FILE_VERSION:
        raise GameFileError(f"unknown file version {data.get('version')!r}: this ttlearn reads {FILE_VERSION}")
    if data.pop("checksum", None) != checksum(data):
        raise GameFileError("the file was edited or damaged: its checksum does not match its contents")
    try:
        game = game_type.replay(data["names"], data["seed"], data["actions"], Rules(**data["rules"]))
    except (KeyError, TypeError, ValueError) as err:
        raise GameFileError(f"the saved game does not replay: {err}") from None
    if len(game.events) != data["events"] or list(game.totals) != data["totals"]:
        raise GameFileError("the saved game does not replay to the recorded events and totals")
    return game


def save(game: Game, path: str) -> None:
    """Write `to_json(game)` to a file (UTF-8: the suits are not ASCII)."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(to_json(game))


def load(path: str, game_type: type[Game] | None = None) -> Game:
    """The game saved in a file by `save`."""
    with open(path, encoding="utf-8") as file:
        return from_json(file.read(), game_type)
