"""How computer players did over many games: one row per player of the line-up, one per
strategy, and the difference between strategies, each with a 95% interval that fits the
design of the simulation.

The design: `simulate` plays each seed (which fixes every card of a game) once per
seating, the line-up rotated round the table, so every player meets the same cards from
every seat: with two players, a pair of games. The games of one seed are not independent
(they share the cards), so the seed is the unit: each interval is computed over the seeds,
from one number per seed (a mean over its games). A difference between two strategies is
*paired*: on each seed it is taken within the same games, so the luck of the cards cancels
when the two strategies' results rise and fall together (`unpaired_difference` gives the
interval as if they had played different cards).

Totals cannot be negative (R16), so their intervals stop at zero; win rates (a shared win
counts in equal parts, R17) use the Wilson interval, which stays within 0-100%.

The plain text (`str`, what `print` shows) and the HTML table (`_repr_html_`, what a
notebook and the strategy lab show) speak the current language.

>>> from ttlearn.simulation import simulate
>>> records, summary = simulate(["greedy", "random"], 8, seed=1, workers=1, progress=False)
>>> print(summary)
8 games: 4 seeds, each played 2 ways, the seats rotated
player    mean total  95% CI             won  95% CI
1 greedy         0.0  [0.0, 0.0]      100.0%  [51.0, 100.0]
2 random       388.2  [317.2, 459.3]    0.0%  [0.0, 49.0]
greedy - random: -388.2 points per game [-459.3, -317.2], paired by seed
95% intervals over the seeds (Student's t), totals kept >= 0; wins: Wilson interval.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from ..language import _, count_text
from ..language.text_width import text_table
from .record import GameRecord
from .stats import Interval, mean_interval, wilson


@dataclass(frozen=True)
class StrategySummary:
    """How one player of the line-up (`player`, numbered from 1), or one strategy over all
    its seats (`player` None), did: its mean total with a 95% interval [low, high] over the
    seeds (never below 0), and its share of the games won, per seat, with the Wilson
    interval [win_low, win_high]. `ci` is the interval's half-width before clipping;
    `seats` counts the totals averaged (games times seats held)."""

    name: str
    seats: int
    mean: float
    ci: float
    win_rate: float
    low: float = 0.0
    high: float = 0.0
    win_low: float = 0.0
    win_high: float = 1.0
    player: int | None = None

    @property
    def label(self) -> str:
        return self.name if self.player is None else f"{self.player} {self.name}"

    def row(self, label: str, width: int) -> str:
        interval = f"[{self.low:.1f}, {self.high:.1f}]"
        won = f"[{100 * self.win_low:.1f}, {100 * self.win_high:.1f}]"
        return f"{label:<{width}} {self.mean:7.1f}   {interval:<14} {100 * self.win_rate:5.1f}%  {won}"

    def __str__(self) -> str:
        return self.row(self.label, 12)


@dataclass(frozen=True)
class Difference:
    """Strategy `a`'s mean total minus `b`'s, per game, with its 95% interval over the
    seeds; `paired` says whether it was taken within each seed (see the module's text).
    Negative: `a` scores fewer points, which is better (R17)."""

    a: str
    b: str
    interval: Interval
    paired: bool = True

    @property
    def mean(self) -> float:
        return self.interval.mean

    @property
    def ci(self) -> float:
        return self.interval.half_width

    def __str__(self) -> str:
        return self.said()

    def said(self) -> str:
        """The difference in words of the current language."""
        i = self.interval
        how = _("paired by seed") if self.paired else _("unpaired")
        return _("{a} - {b}: {mean:+.1f} points per game [{low:+.1f}, {high:+.1f}], {how}").format(
            a=self.a, b=self.b, mean=i.mean, low=i.low, high=i.high, how=how)


@dataclass(frozen=True)
class Summary:
    """A simulation summed up: `games` played on `deals` seeds, each in `seatings`
    rotations of the line-up; a row per player of the line-up (`players`), per strategy
    (`strategies`; `summary["greedy"]` picks one), and the paired `differences` between
    strategies."""

    games: int
    strategies: tuple[StrategySummary, ...]
    players: tuple[StrategySummary, ...] = ()
    differences: tuple[Difference, ...] = ()
    deals: int = 0
    seatings: int = 1

    def __getitem__(self, name: str) -> StrategySummary:
        for s in self.strategies:
            if s.name == name:
                return s
        raise KeyError(f"no strategy {name!r} in this summary")

    def difference(self, a: str, b: str) -> Difference:
        for d in self.differences:
            if (d.a, d.b) == (a, b):
                return d
            if (d.b, d.a) == (a, b):
                return Difference(a, b, _negate(d.interval), d.paired)
        raise KeyError(f"no strategies {a!r} and {b!r} in this summary")

    def _how(self) -> str:
        return _("each played once") if self.seatings == 1 else count_text(
            self.seatings, "each played {count} way, the seats rotated", "each played {count} ways, the seats rotated")

    def _rows(self) -> list[tuple[str, ...]]:
        """The table's heading and its rows: a player's (or a strategy's), then each strategy
        per seat when one holds several seats."""
        def row(label: str, r: StrategySummary) -> tuple[str, ...]:
            return (label, f"{r.mean:.1f}", f"[{r.low:.1f}, {r.high:.1f}]", f"{100 * r.win_rate:.1f}%",
                    f"[{100 * r.win_low:.1f}, {100 * r.win_high:.1f}]")

        head = (_("player") if self.players else _("strategy"), _("mean total"), _("95% CI"), _("won"), _("95% CI"))
        rows = [head] + [row(r.label, r) for r in self.players or self.strategies]
        if self.players and len(self.strategies) < len(self.players):  # a strategy holds several seats
            rows += [row(_("{name}, per seat ({seats})").format(name=s.name, seats=count_text(
                round(s.seats / self.games), "{count} seat", "{count} seats")), s) for s in self.strategies]
        return rows

    def _notes(self) -> list[str]:
        notes = [d.said() for d in self.differences]
        notes.append(_("{level} intervals over the seeds (Student's t), totals kept >= 0; wins: Wilson interval."
                       ).format(level="95%"))  # a field: see strategy_lab
        return notes

    def __str__(self) -> str:
        """The summary as plain text, in the current language (its columns line up in Thai too)."""
        games = _("{games}: {deals}, {how}").format(games=count_text(self.games, "{count} game", "{count} games"),
                                                     deals=count_text(self.deals, "{count} seed", "{count} seeds"),
                                                     how=self._how())
        return "\n".join([games, text_table(self._rows(), right=(1, 3)), *self._notes()])

    def _repr_html_(self) -> str:
        """The summary as a table, for a notebook or a widget (columns line up in any font),
        in the current language."""
        head, *rows = self._rows()
        lines = ["<table>", "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
        lines += ["<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows]
        lines.append("</table>")
        notes = self._notes()
        notes[-1] = _("{games}: {deals}, {how}.").format(
            games=count_text(self.games, "{count} game", "{count} games"),
            deals=count_text(self.deals, "{count} seed", "{count} seeds"), how=self._how()) + " " + notes[-1]
        return "\n".join(lines) + "".join(f"<p>{html.escape(n)}</p>" for n in notes)


def _negate(i: Interval) -> Interval:
    return Interval(-i.mean, i.half_width, -i.high, -i.low, i.n)


def seeds_of(records: Sequence[GameRecord]) -> list[list[GameRecord]]:
    """The records grouped by their seed (the cards they were dealt), in order of first appearance."""
    seeds: dict[int, list[GameRecord]] = {}
    for record in records:
        seeds.setdefault(record.seed, []).append(record)
    return list(seeds.values())


def seed_means(records: Sequence[GameRecord], name: str) -> list[float]:
    """One number per seed: the mean total of `name`'s seats over the seed's games (the
    values each interval of this module is computed from; a seed played once gives its
    one game's total)."""
    from statistics import fmean  # here, not at the top: slow to import under Pyodide, and not needed there

    means = []
    for games in seeds_of(records):
        totals = [t for record in games for n, t in zip(record.players, record.totals) if n == name]
        if not totals:
            raise ValueError(f"a seed without {name!r}: its games are {games[0].players!r}")
        means.append(fmean(totals))
    return means


def _lineup(record: GameRecord) -> tuple[str, ...]:
    """The line-up a record was played from: entry k sits at seat (k + rotation) % n."""
    n = len(record.players)
    return tuple(record.players[(k + record.rotation) % n] for k in range(n))


def _share(record: GameRecord, seats: Sequence[int]) -> float:
    """The part of the game's win that went to these seats (a shared win in equal parts, R17)."""
    return sum(1 for s in seats if s in record.winners) / len(record.winners)


def _row(name: str, seeds: list[list[GameRecord]], player: int | None = None) -> StrategySummary:
    """One row over the seeds: one player of the line-up, or a strategy over its seats."""
    from statistics import fmean

    totals, wins, count = [], [], 0
    for games in seeds:
        t, w = [], []
        for record in games:
            seats = _seats(record, name, player)
            t += [record.totals[s] for s in seats]
            w.append(_share(record, seats) / len(seats))
            count += len(seats)
        totals.append(fmean(t))
        wins.append(fmean(w))
    mean = mean_interval(totals, lowest=0)
    rate = fmean(wins)
    win_low, win_high = wilson(rate, len(seeds))
    return StrategySummary(name, count, mean.mean, mean.half_width, rate, mean.low, mean.high, win_low, win_high,
                           player)


def _seats(record: GameRecord, name: str, player: int | None) -> list[int]:
    """The seats of a record that a row covers: one player's seat, or a strategy's seats."""
    if player is not None:
        return [(player - 1 + record.rotation) % len(record.players)]
    return [s for s, n in enumerate(record.players) if n == name]


def summarize(records: Sequence[GameRecord]) -> Summary:
    """Each player of the line-up, each strategy and each pair of strategies, over the
    seeds (see the module's text)."""
    if not records:
        raise ValueError("no games to sum up")
    seeds = seeds_of(records)
    lineup = _lineup(records[0])
    names = list(dict.fromkeys(name for record in records for name in record.players))
    strategies = tuple(_row(name, seeds) for name in names)
    players: tuple[StrategySummary, ...] = ()
    if all(_lineup(r) == lineup for r in records):  # one line-up: one row per player
        players = tuple(_row(name, seeds, k + 1) for k, name in enumerate(lineup))
    differences = tuple(paired_difference(records, a, b) for k, a in enumerate(names) for b in names[k + 1:])
    seatings = max(len(games) for games in seeds)
    return Summary(len(records), strategies, players, differences, len(seeds), seatings)


def paired_difference(records: Sequence[GameRecord], a: str, b: str) -> Difference:
    """Per game, the mean total of `a`'s seats minus `b`'s, paired: one difference per seed
    (the mean over its games, where both strategies met the same cards), and the t interval
    over the seeds. Negative: `a` scores fewer points (better)."""
    from statistics import fmean

    diffs = []
    for games in seeds_of(records):
        per_game = []
        for record in games:
            of = {name: [t for n, t in zip(record.players, record.totals) if n == name] for name in (a, b)}
            if not of[a] or not of[b]:
                raise ValueError(f"a game without both {a!r} and {b!r}: {record!r}")
            per_game.append(fmean(of[a]) - fmean(of[b]))
        diffs.append(fmean(per_game))
    return Difference(a, b, mean_interval(diffs), paired=True)


def unpaired_difference(records: Sequence[GameRecord], a: str, b: str) -> Difference:
    """The same difference as if `a` and `b` had played different cards: the two means over
    the seeds compared as independent samples (Welch's interval, normal quantile). Wider
    than `paired_difference` when the two strategies' results rise and fall together
    (a positive covariance), narrower when one rises as the other falls."""
    rows = {name: _row(name, seeds_of(records)) for name in (a, b)}
    ea, eb = rows[a].ci, rows[b].ci  # half-widths of the two t intervals
    mean = rows[a].mean - rows[b].mean
    half = round((ea * ea + eb * eb) ** 0.5, 3)
    return Difference(a, b, Interval(mean, half, mean - half, mean + half, len(seeds_of(records))), paired=False)


def head_to_head(records: Sequence[GameRecord], a: str, b: str) -> tuple[float, float]:
    """`paired_difference` as (mean, half-width of its 95% interval): per game, `a`'s mean
    total minus `b`'s, paired by seed. Negative: `a` scores fewer points (better)."""
    d = paired_difference(records, a, b)
    return d.mean, d.ci
