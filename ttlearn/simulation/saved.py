"""Simulations too long to run while a class waits, played once and shipped as data: the
strategy lab's look-ahead player against the greedy one (notebook 6), 400 games with the
seats fixed and 400 with the seats swapped. Each game keeps what the summaries read (its
seed, seats, totals and winners), not its moves: `play_game` plays any of them again.

    python -m ttlearn.simulation.saved            # play them again and write the file
    python -m ttlearn.simulation.saved --check    # play a sample again and compare

>>> fixed = saved_games("seats fixed")
>>> len(fixed), fixed[0].players
(400, ('lookahead', 'greedy'))
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path

from ..engine.game import Game
from ..rules import Rules
from .play import play_game, rotated, simulate
from .record import GameRecord

RUNS_FILE = "strategy_lab_games.json"
ABOUT = ("Games of computer players for the strategy lab (notebook 6), made by `python -m "
         "ttlearn.simulation.saved` with the default rules: per run, each game's seed, the rotation of the "
         "line-up, the strategy at each seat, the totals and the winners (seats numbered from 0).")


@dataclass(frozen=True)
class Run:
    """A simulation to save: `simulate(players, games, seed, rotate=rotate)`."""

    name: str
    players: tuple[str, ...]
    games: int
    seed: int
    rotate: bool


RUNS = (Run("seats fixed", ("lookahead", "greedy"), 400, 6, rotate=False),
        Run("seats swapped", ("lookahead", "greedy"), 400, 6, rotate=True))


@dataclass(frozen=True)
class SavedRecord(GameRecord):
    """A game read from the file: its moves are not kept, so `replay` plays it again."""

    def replay(self) -> Game:
        return play_game(self.players, self.seed, self.rules).replay()


def runs_path() -> Path:
    """Where the saved games live (package data)."""
    return Path(str(resources.files("ttlearn") / "data" / RUNS_FILE))


def _row(record: GameRecord) -> list:
    return [record.seed, record.rotation, list(record.players), list(record.totals), list(record.winners)]


def play_runs(workers: int | None = None, progress: bool = True) -> dict:
    """Every run of `RUNS` played afresh, as the file holds them."""
    data: dict = {"about": ABOUT, "runs": []}
    for run in RUNS:
        records, _ = simulate(list(run.players), run.games, run.seed, workers=workers, progress=progress,
                              rotate=run.rotate)
        data["runs"].append({"name": run.name, "players": list(run.players), "games": run.games, "seed": run.seed,
                             "rotate": run.rotate, "records": [_row(r) for r in records]})
    return data


@lru_cache(maxsize=1)
def _load() -> dict:
    return json.loads(runs_path().read_text(encoding="utf-8"))


def saved_games(name: str) -> list[GameRecord]:
    """The games of the saved run `name` ("seats fixed" or "seats swapped"), in seed order,
    as `simulate` returned them."""
    runs = {run["name"]: run for run in _load()["runs"]}
    if name not in runs:
        raise ValueError(f"no saved run {name!r}: one of {', '.join(map(repr, runs))}")
    rules = Rules()
    return [SavedRecord(tuple(players), seed, rules, (), tuple(totals), tuple(winners), (), rotation)
            for seed, rotation, players, totals, winners in runs[name]["records"]]


def check_sample(count: int = 3, seed: int = 0) -> list[str]:
    """Play `count` games of each saved run again, picked at random (seeded), and say
    where the file differs from them (nothing: the file holds those games)."""
    wrong = []
    pick = random.Random(seed)
    for run in RUNS:
        games = saved_games(run.name)
        if len(games) != run.games:
            wrong.append(f"{run.name}: {len(games)} games saved, not {run.games}")
        for record in pick.sample(games, min(count, len(games))):
            again = replace(play_game(rotated(list(run.players), record.rotation), record.seed),
                            rotation=record.rotation)
            if _row(again) != _row(record):
                wrong.append(f"{run.name}: seed {record.seed} saved as {_row(record)}, played again {_row(again)}")
    return wrong


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="play a sample again and compare, write nothing")
    parser.add_argument("--sample", type=int, default=3, help="games of each run played again by --check")
    args = parser.parse_args(argv)
    if args.check:
        wrong = check_sample(args.sample)
        print("\n".join(wrong) or f"{runs_path().name}: {args.sample} games of each run played again, all alike")
        return 1 if wrong else 0
    data = play_runs()
    runs_path().write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {runs_path()}: " + ", ".join(f"{r['name']} ({r['games']} games)" for r in data["runs"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
