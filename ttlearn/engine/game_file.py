"""Saving and loading games as JSON text (never pickle, which runs code when loaded).

A file holds what replays the game (`SavedGame`): the names, the seed, the rules and the
actions, plus the number of events and the totals to check the replay against, and a
checksum of it all; and, if the game has one, the seat spoken to as "you" (a learner's game
is reviewed in the second person). The rules are saved with every option, house rules too; a file saved
before an option existed still loads, the option taking its default. `Game.load` replays
the actions through the rules, so a file cannot smuggle in an illegal move.

A student may load a classmate's file, so loading is safe with any file: whatever it holds
is checked before any work is done (its size, the shape and type of every field, the
number of players, decks and actions), and anything wrong raises `GameFileError` with one
line that says what. The checksum guards against accidental damage (a truncated or
hand-edited file), not against forgery: anyone can compute it. A forged file still has to
replay move by move under the rules.

>>> saved = SavedGame(("Ana", "Ben"), 6, Rules(), ("draw stock",), 5, (0, 0))
>>> from_json(to_json(saved)) == saved
True
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from typing import Any

from ..language.quoting import quote
from ..rules import ROUNDS, RULE_NAMES, Rules
from .seating import seat_names

FILE_FORMAT = "ttlearn-game"
FILE_VERSION = 1


class GameFileError(ValueError):
    """A saved game that cannot be loaded: not JSON, edited, or not a legal game."""


@dataclass(frozen=True)
class SavedGame:
    """What a file holds: what replays a game (its names, seed, rules and actions, as
    text), and what the replay must come to (the number of events, the totals)."""

    names: tuple[str, ...]
    seed: int
    rules: Rules
    actions: tuple[str, ...]
    events: int
    totals: tuple[int, ...]
    you: int | None = None


def checksum(body: dict[str, Any]) -> str:
    """SHA-256 of the body in one canonical spelling (sorted keys, no spaces), so that any
    edit to a saved game shows."""
    canonical = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def to_json(saved: SavedGame) -> str:
    """The saved game as JSON text, with a checksum."""
    body = {
        "format": FILE_FORMAT, "version": FILE_VERSION, "names": list(saved.names), "seed": saved.seed,
        "rules": asdict(saved.rules), "actions": list(saved.actions), "events": saved.events,
        "totals": list(saved.totals),
    }
    if saved.you is not None:
        body["you"] = saved.you
    return json.dumps({**body, "checksum": checksum(body)}, ensure_ascii=False, indent=1)


def from_json(text: str | bytes) -> SavedGame:
    """A game saved by `to_json`, every field checked; anything else raises GameFileError.
    (The game still has to replay: `Game.from_json` does that.)"""
    data = _parse(text)
    rules = _check_fields(data)
    if data.pop("checksum") != checksum(data):
        raise GameFileError("the file was edited or damaged: its checksum does not match its contents")
    return SavedGame(tuple(data["names"]), data["seed"], rules, tuple(data["actions"]), data["events"],
                     tuple(data["totals"]), data.get("you"))


MAX_FILE_CHARS = 1_000_000  # a whole game with the standard turn cap takes about 100 kB
LONGEST_ACTION = 20  # characters: "draw discard", "go out 10♥"
FIELDS = {"format": str, "version": int, "names": list, "seed": int, "rules": dict, "actions": list,
          "events": int, "totals": list, "checksum": str}
OPTIONAL = {"you": int}  # a file saved without it still loads


def _parse(text: str | bytes) -> dict[str, Any]:
    """The JSON object of a file's text, within the size limit."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise GameFileError("not a saved game: the file is not UTF-8 text") from None
    if not isinstance(text, str):
        raise GameFileError(f"not a saved game: {type(text).__name__} is not text")
    if len(text) > MAX_FILE_CHARS:
        raise GameFileError(f"not a saved game: {len(text):,} characters is more than a game takes "
                            f"(at most {MAX_FILE_CHARS:,})")
    try:
        data = json.loads(text)
    except RecursionError:
        raise GameFileError("not a saved game: the JSON is nested too deep") from None
    except json.JSONDecodeError as err:
        raise GameFileError(f"not a saved game: the text is not JSON ({err.msg}, line {err.lineno})") from None
    except ValueError:  # Python refuses integers of thousands of digits
        raise GameFileError("not a saved game: it holds a number too long to read") from None
    if not isinstance(data, dict) or data.get("format") != FILE_FORMAT:
        raise GameFileError(f"not a saved game: no \"format\": \"{FILE_FORMAT}\" field")
    return data


def _check_fields(data: dict[str, Any]) -> Rules:
    """Every field there with its type (exactly: `true` is not the version 1), and the
    sizes bounded, before any work is done; returns the file's rules."""
    version = data.get("version")
    if type(version) is not int or version != FILE_VERSION:
        raise GameFileError(f"unknown file version {quote(version)}: this ttlearn reads {FILE_VERSION}")
    for name, kind in {**FIELDS, **OPTIONAL}.items():
        if name not in data and name in OPTIONAL:
            continue
        if name not in data:
            raise GameFileError(f"not a saved game: the field {name!r} is missing")
        if type(data[name]) is not kind:
            raise GameFileError(f"not a saved game: {name!r} should be a {kind.__name__}, "
                                f"not {quote(data[name], 20)}")
    extra = sorted(set(data) - set(FIELDS) - set(OPTIONAL))
    if extra:
        raise GameFileError(f"not a saved game: unknown field {quote(extra[0])}")
    unknown = sorted(set(data["rules"]) - RULE_NAMES)
    if unknown:  # named here, quoted: Python's own TypeError would show the key whole, newlines and all
        raise GameFileError(f"the saved game's rules are wrong: there is no rule {quote(unknown[0], 20)}")
    try:
        names = seat_names(data["names"])
        rules = Rules(**data["rules"])
    except (TypeError, ValueError) as err:
        raise GameFileError(f"the saved game's players or rules are wrong: {err}") from None
    # No more actions than eleven rounds can take: two a turn, turns up to the cap plus
    # the last turns (R11, H1).
    most = 2 * len(ROUNDS) * (rules.turn_cap + len(names))
    actions = data["actions"]
    if len(actions) > most:
        raise GameFileError(f"not a saved game: {len(actions):,} actions is more than a game can have ({most:,})")
    for k, action in enumerate(actions):
        if type(action) is not str or len(action) > LONGEST_ACTION:
            raise GameFileError(f"not a saved game: action {k} is {quote(action, 20)}, not an action's text")
    if not all(type(total) is int for total in data["totals"]) or len(data["totals"]) != len(names):
        raise GameFileError("not a saved game: 'totals' should be one whole number per player")
    if "you" in data and not 0 <= data["you"] < len(names):
        raise GameFileError(f"not a saved game: 'you' should be a seat from 0 to {len(names) - 1}")
    return rules


def save(saved: SavedGame, path: str) -> None:
    """Write `to_json(saved)` to a file (UTF-8: the suits are not ASCII)."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(to_json(saved))


def load(path: str) -> SavedGame:
    """The game saved in a file by `save`; any other file raises GameFileError, reading no
    more of it than a saved game can hold (4 bytes a character at most in UTF-8)."""
    with open(path, "rb") as file:
        content = file.read(4 * MAX_FILE_CHARS + 1)
    if len(content) > 4 * MAX_FILE_CHARS:
        raise GameFileError("not a saved game: the file is larger than a game takes")
    return from_json(content)
