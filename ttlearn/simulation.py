"""Computer players playing whole games, one or many, with a summary of who does better.

>>> record = play_game(["greedy", "random"], seed=1)
>>> len(record.rounds), record.totals == tuple(map(sum, zip(*(r.scores for r in record.rounds))))
(11, True)
>>> play_game(["greedy", "random"], seed=1) == record  # the same seed gives the same game
True
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

from .actions import Action, RoundResult
from .game import Game
from .parallel import Interrupted, check_workers, run_all
from .players import Player, make_player
from .progress import progress_bar
from .quoting import quote
from .rules import Rules, check_rules
from .seating import seat_names
from .seats import OnDecision, play_computers, seat_computers
from .stats import mean_ci

CHUNK = 10  # games per task sent to a worker: fewer round trips, still a smooth progress bar


@dataclass(frozen=True)
class GameRecord:
    """One finished game: the strategy at each seat, its seed, the rounds (R4), the totals
    and the winners (R17). `actions` (the game's `Action`s, in order) replay it."""

    players: tuple[str, ...]
    seed: int
    rules: Rules
    rounds: tuple[RoundResult, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    actions: tuple[Action, ...]

    def __repr__(self) -> str:
        return f"GameRecord({', '.join(self.players)}; seed {self.seed}; totals {self.totals})"

    def replay(self) -> Game:
        """The game itself, replayed from the seed and the actions."""
        return Game.replay(len(self.players), self.seed, self.actions, self.rules)


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


def _play_chunk(task: tuple[Sequence[str | Player], Sequence[int], Rules]) -> list[GameRecord]:
    """One worker's task: the games of a few seeds (module level, so processes can run it)."""
    players, seeds, rules = task
    return [play_game(players, seed, rules) for seed in seeds]


@dataclass(frozen=True)
class StrategySummary:
    """How one strategy did: its mean total per seat with a 95% confidence interval, and
    the share of games it won (a shared win counts in equal parts, R17)."""

    name: str
    seats: int
    mean: float
    ci: float
    win_rate: float

    def __str__(self) -> str:
        return f"{self.name:<10} {self.mean:7.1f} ± {self.ci:4.1f}   {100 * self.win_rate:5.1f}%"


@dataclass(frozen=True)
class Summary:
    """The strategies of a simulation side by side."""

    games: int
    strategies: tuple[StrategySummary, ...]

    def __getitem__(self, name: str) -> StrategySummary:
        for s in self.strategies:
            if s.name == name:
                return s
        raise KeyError(f"no strategy {name!r} in this summary")

    def __str__(self) -> str:
        lines = [f"{self.games} games", "strategy   mean total (95% CI)   games won"]
        return "\n".join(lines + [str(s) for s in self.strategies])


def summarize(records: Sequence[GameRecord]) -> Summary:
    """Mean total per strategy with a 95% confidence interval, and win rates."""
    totals: dict[str, list[int]] = {}
    wins: dict[str, float] = {}
    for record in records:
        for seat, name in enumerate(record.players):
            totals.setdefault(name, []).append(record.totals[seat])
            wins.setdefault(name, 0.0)
        for seat in record.winners:
            wins[record.players[seat]] += 1 / len(record.winners)
    strategies = tuple(StrategySummary(name, len(t), *mean_ci(t), wins[name] / len(records))
                       for name, t in totals.items())
    return Summary(len(records), strategies)


def head_to_head(records: Sequence[GameRecord], a: str, b: str) -> tuple[float, float]:
    """Per game, the mean total of `a`'s seats minus `b`'s: the mean difference and its 95%
    confidence half-width. Both strategies play the same deals, so the pairing removes luck
    of the cards; a negative difference means `a` scores fewer points (better)."""
    diffs = []
    for record in records:
        of = {name: [t for n, t in zip(record.players, record.totals) if n == name] for name in (a, b)}
        diffs.append(statistics.fmean(of[a]) - statistics.fmean(of[b]))
    return mean_ci(diffs)


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
             progress: bool = True) -> tuple[list[GameRecord], Summary]:
    """Play `games` games of these players; return the records (in seed order) and a summary.

    By default the games run on all local cores (a process pool; one process under
    Pyodide); `workers=1` plays them in this process; any `concurrent.futures.Executor`
    works, such as a dask.distributed cluster's `client.get_executor()`. A tqdm progress
    bar shows when tqdm is installed. Ctrl-C (or a kernel interrupt) stops at once and
    raises `SimulationStopped` with the games that finished.

    Everything is checked before the first game (and before a progress bar shows)."""
    if type(games) is not int or not 1 <= games <= MOST_GAMES:
        raise ValueError(f"bad number of games {quote(games)}: a whole number from 1 to {MOST_GAMES:,}")
    rules = check_rules(rules)
    workers = check_workers(workers)
    seat_names(len(players))  # 2 to 8 seats (R1)
    for p in players:
        make_player(p)  # a bad name fails here, not in a worker
    seeds = game_seeds(seed, games)
    chunks = [(list(players), seeds[k:k + CHUNK], rules) for k in range(0, games, CHUNK)]
    bar = progress_bar(games, progress, unit="game")
    try:
        done = run_all(_play_chunk, chunks, workers=workers, executor=executor,
                       on_done=lambda _, records: bar.update(len(records)))
    except Interrupted as stop:
        finished = [record for k in sorted(stop.done) for record in stop.done[k]]  # in seed order
        raise SimulationStopped(finished, games, stop.signum) from None
    finally:
        bar.close()
    records = [record for chunk in done for record in chunk]
    return records, summarize(records)
