"""The strategy lab: choose a line-up of computer players and a number of games, run them
with a progress bar, and see the spread of the final totals and the intervals that say
whether a difference is more than luck (R16, R17; notebook 6).

The model plays through `ttlearn.simulate` (each seed played from every seat, the seats
rotated), so the lab's numbers are the ones a cell calling `simulate` with the same arguments gets.

>>> lab = StrategyLab(["greedy", "random"], games=4, seed=1, workers=1)
>>> lab
StrategyLab(greedy v random; 4 games, seed 1; not run yet)
>>> summary = lab.run()
>>> print(lab.verdict())
greedy scores 412.8 points a game fewer than random, but the 95% interval [-911.5, +86.0] holds 0:
these games cannot tell the two apart; play more of them.
>>> lab.set_games(0)
Traceback (most recent call last):
...
ValueError: bad number of games 0: a whole number from 2 to 400
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..engine.seating import seat_names
from ..language import _, count_text
from ..language.quoting import quote
from ..seeds import parse_seed
from ..simulation import GameRecord, simulate
from ..simulation.summary import Summary
from .opponents import known_opponents

if TYPE_CHECKING:  # matplotlib is imported only when a chart is drawn
    from matplotlib.figure import Figure

    from ..draw.offline_charts import ChartNeedsInternet

MOST_GAMES = 400  # a lab run stays a minute or so, even with look-ahead players
MOST_SEATS = 4


class StrategyLab:
    """The model: a line-up (2 to 4 seats, each a player's name), how many games and the
    seed; after `run`, the games' records and their `Summary`. A refused setting leaves
    the lab as it was."""

    def __init__(self, players: Sequence[str] = ("lookahead", "greedy"), games: int = 40, seed: int | str = 2026,
                 workers: int | None = None):
        self.players: tuple[str, ...] = ()
        self.games = self.seed = 0
        self.workers = workers
        self.records: list[GameRecord] = []
        self.summary: Summary | None = None
        self.set_players(players)
        self.set_games(games)
        self.set_seed(seed)

    def __repr__(self) -> str:
        state = "not run yet" if self.summary is None else f"{self.summary.games} games played"
        return f"StrategyLab({' v '.join(self.players)}; {self.games} games, seed {self.seed}; {state})"

    # --- settings (each checked before anything changes) -------------------------------------------

    def set_players(self, players: Sequence[str]) -> None:
        """The line-up: 2 to 4 names that `ttlearn.players.make_player` knows."""
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise ValueError(f"bad line-up {quote(players)}: a list of 2 to {MOST_SEATS} player names")
        if not 2 <= len(players) <= MOST_SEATS:
            raise ValueError(f"bad line-up of {len(players)}: the lab seats 2 to {MOST_SEATS} players")
        for name in players:
            if not isinstance(name, str) or name not in known_opponents():
                raise ValueError(f"unknown player {quote(name)}: one of {', '.join(known_opponents())}")
        seat_names(len(players))
        self._forget(players=tuple(players))

    def set_player(self, seat: int, name: str) -> None:
        """One seat's player (seats numbered from 1, as in the summary)."""
        if type(seat) is not int or not 1 <= seat <= len(self.players):
            raise ValueError(f"bad seat {quote(seat)}: this line-up has seats 1 to {len(self.players)}")
        players = list(self.players)
        players[seat - 1] = name
        self.set_players(players)

    def set_games(self, games: int) -> None:
        if type(games) is not int or not 2 <= games <= MOST_GAMES:
            raise ValueError(f"bad number of games {quote(games)}: a whole number from 2 to {MOST_GAMES}")
        self._forget(games=games)

    def set_seed(self, seed: int | str) -> None:
        """The seed: a whole number from 0 to 2**63 - 1, or its digits as typed (`parse_seed`)."""
        self._forget(seed=parse_seed(seed))

    def _forget(self, **setting: object) -> None:
        """Take a setting checked already; one that changes makes the last run's results stale
        (the same value again keeps them)."""
        (name, value), = setting.items()
        if getattr(self, name, None) != value:
            setattr(self, name, value)
            self.records, self.summary = [], None

    # --- running and reading the results -----------------------------------------------------------

    def run(self, on_progress: Callable[[int, int], None] | None = None) -> Summary:
        """Play the games (`simulate`, every core unless `workers` says otherwise);
        `on_progress(done, total)` is told as they finish."""
        self.records, self.summary = simulate(list(self.players), self.games, seed=self.seed, workers=self.workers,
                                              progress=False, on_progress=on_progress)
        return self.summary

    def _summary(self) -> Summary:
        if self.summary is None:
            raise ValueError("the lab has not run yet: call run() first")
        return self.summary

    def totals(self) -> dict[str, list[int]]:
        """Each strategy's final totals, one per seat and game, in seed order."""
        totals: dict[str, list[int]] = {name: [] for name in dict.fromkeys(self.players)}
        self._summary()
        for record in self.records:
            for name, total in zip(record.players, record.totals):
                totals[name].append(total)
        return totals

    def verdict(self) -> str:
        """The first two strategies compared in a sentence: who scores fewer points a game,
        and whether the 95% interval of the difference holds 0 (in the current language)."""
        summary = self._summary()
        names = list(dict.fromkeys(self.players))
        if len(names) < 2:
            return _("Every seat plays {name}: there is no difference to measure.").format(name=names[0])
        a, b = names[0], names[1]
        difference = summary.difference(a, b)
        i = difference.interval
        better, worse = (a, b) if i.mean <= 0 else (b, a)
        interval = f"[{i.low:+.1f}, {i.high:+.1f}]"
        if i.excludes(0):
            sentence = _("{better} scores {points:.1f} points a game fewer than {worse}: the {level} interval "
                         "{interval} excludes 0,\nso that is more than luck.")
        else:
            sentence = _("{better} scores {points:.1f} points a game fewer than {worse}, but the {level} interval "
                         "{interval} holds 0:\nthese games cannot tell the two apart; play more of them.")
        # "95%" as a field: "% i" in a message reads to gettext as a %-format and breaks its check
        return sentence.format(better=better, worse=worse, points=abs(i.mean), interval=interval, level="95%")

    def figure(self) -> Figure | ChartNeedsInternet:
        """The spread of the final totals, one histogram per strategy (offline in the browser:
        a note instead)."""
        from ..draw.plots import score_distribution_figure

        games = self._summary().games
        title = count_text(games, "Final totals over {count} game (lower is better)",
                           "Final totals over {count} games (lower is better)")
        return score_distribution_figure(self.totals(), title=title)
