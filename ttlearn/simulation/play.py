"""Computer players playing whole games, one or many, with a summary of who does better.

>>> record = play_game(["greedy", "random"], seed=1)
>>> len(record.rounds), record.totals == tuple(map(sum, zip(*(r.scores for r in record.rounds))))
(11, True)
>>> play_game(["greedy", "random"], seed=1) == record  # the same seed gives the same game
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ..engine.game import Game
from ..engine.seating import seat_names
from ..language.quoting import quote
from ..players import Player, make_player
from ..players.computer_seats import OnDecision, play_computers, seat_computers
from ..rules import Rules, check_rules
from ..runtime.parallel import Interrupted, check_workers, run_all
from ..runtime.progress import progress_bar
from .record import GameRecord
from .summary import (
    Summary,
    summarize,
)

if TYPE_CHECKING:
    from concurrent.futures import Executor

__all__ = ["SimulationStopped", "game_seeds", "play_game", "seatings", "simulate"]

CHUNK = 10  # games per task sent to a worker: fewer round trips, still a smooth progress bar


def _label(player: str | Player) -> str:
    return player if isinstance(player, str) else type(player).__name__


def play_game(players: Sequence[str | Player], seed: int = 0, rules: Rules | None = None,
              on_decision: OnDecision | None = None) -> GameRecord:
    """Computer players (names such as "greedy" or player objects) play one game, one at
    each seat. `on_decision(game, seat, decision)` is called before each action, e.g. to
    print hints."""
    game = Game(len(players), seed, rules)
    play_computers(game, seat_computers(game, dict(enumerate(players))), on_decision)
    return GameRecord(tuple(_label(p) for p in players), seed, game.rules, tuple(game.results), game.totals,
                      game.winners, tuple(game.actions))


def seatings(players: Sequence[str | Player]) -> int:
    """How many different tables rotating the line-up round the table gives: 2 for
    ["expert", "greedy"], 3 for ["greedy", "greedy", "random"], 1 when all seats play alike."""
    labels = [_label(p) for p in players]
    n = len(labels)
    return next(k for k in range(1, n + 1) if n % k == 0 and labels == labels[k:] + labels[:k])


def rotated(players: Sequence[str | Player], rotation: int) -> list[str | Player]:
    """The line-up moved `rotation` seats round the table: player k sits at seat k + rotation."""
    n = len(players)
    return [players[(seat - rotation) % n] for seat in range(n)]


def _play_chunk(task: tuple[Sequence[str | Player], Sequence[tuple[int, int]], Rules]) -> list[GameRecord]:
    """One worker's task: the games of a few (seed, rotation) pairs (module level, so
    processes can run it)."""
    players, games, rules = task
    return [replace(play_game(rotated(players, k), seed, rules), rotation=k) for seed, k in games]


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of a simulation's games, fixed by its own seed."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(games)]


MOST_GAMES = 10_000_000  # a day of simulation; more is a typing mistake


class SimulationStopped(Interrupted):
    """`simulate` was stopped by Ctrl-C or SIGTERM. `records` are the games that finished
    (in seed order, none lost), `summary` sums them up (None if none finished)."""

    def __init__(self, records: list[GameRecord], games: int, signum: int):
        super().__init__(dict(enumerate(records)), games, signum)
        self.records = records
        self.summary = summarize(records) if records else None


def simulate(players: Sequence[str | Player], games: int, seed: int = 0, workers: int | None = None,
             executor: Executor | None = None, rules: Rules | None = None,
             progress: bool = True, rotate: bool = True,
             on_progress: Callable[[int, int], None] | None = None) -> tuple[list[GameRecord], Summary]:
    """Play `games` games of these players; return the records (in seed order) and a summary.

    The design is paired: each deal (a seed) is played once per seating (`seatings`), the
    line-up rotated round the table, so every player meets the same cards from every seat
    and the luck of the cards cancels in the differences (`summary`). `games` is rounded up
    to whole deals: 5 games of two players are 3 deals, 6 games. `rotate=False` plays each
    deal once, the players in the seats given.

    By default the games run on all local cores (a process pool; one process under
    Pyodide); `workers=1` plays them in this process; any `concurrent.futures.Executor`
    works, such as a dask.distributed cluster's `client.get_executor()`. A tqdm progress
    bar shows when tqdm is installed; `on_progress(done, total)`, if given, is called as
    games finish (a widget's own bar). Ctrl-C (or a kernel interrupt) stops at once and
    raises `SimulationStopped` with the games that finished.

    Everything is checked before the first game (and before a progress bar shows)."""
    if type(games) is not int or not 1 <= games <= MOST_GAMES:
        raise ValueError(f"bad number of games {quote(games)}: a whole number from 1 to {MOST_GAMES:,}")
    rules = check_rules(rules)
    workers = check_workers(workers)
    seat_names(len(players))  # 2 to 8 seats (R1)
    for p in players:
        make_player(p)  # a bad name fails here, not in a worker
    ways = seatings(players) if rotate else 1
    deals = -(-games // ways)
    pairs = [(s, k) for s in game_seeds(seed, deals) for k in range(ways)]
    per_task = max(1, CHUNK // ways) * ways  # whole deals in a task: a stopped run keeps whole deals
    chunks = [(list(players), pairs[k:k + per_task], rules) for k in range(0, len(pairs), per_task)]
    bar = progress_bar(len(pairs), progress, unit="game")
    played = 0

    def count(_: int, records: list[GameRecord]) -> None:
        nonlocal played
        played += len(records)
        bar.update(len(records))
        if on_progress is not None:
            on_progress(played, len(pairs))

    try:
        done = run_all(_play_chunk, chunks, workers=workers, executor=executor, on_done=count)
    except Interrupted as stop:
        finished = [record for k in sorted(stop.done) for record in stop.done[k]]  # in seed order
        raise SimulationStopped(finished, len(pairs), stop.signum) from None
    finally:
        bar.close()
    records = [record for chunk in done for record in chunk]
    return records, summarize(records)
