"""Charts of results: a game's running totals round by round, the spread of final totals
over many games, and a class's share of right first tries by exercise.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import ceil, floor
from statistics import mean
from typing import TYPE_CHECKING

from ..language import _
from ..rules import ROUNDS
from ..scoring import Scoreboard
from .chart_style import DASHES, MARKERS, figure_of, new_axes, round_ticks
from .offline_charts import chart
from .palette import INK, series_colour

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


def _per_round(scores: Mapping[str, Sequence[int]] | Scoreboard) -> dict[str, list[int]]:
    if isinstance(scores, Scoreboard):
        return {p: [row[k] for row in scores.rounds] for k, p in enumerate(scores.players)}
    table = {name: list(values) for name, values in scores.items()}
    lengths = {len(v) for v in table.values()}
    if not table or len(lengths) != 1 or not 1 <= lengths.pop() <= len(ROUNDS):
        raise ValueError("scores need the same number of rounds (1 to 11) for every player, "
                         f"got {({n: len(v) for n, v in table.items()})}")
    return table


@chart
def cumulative_scores_figure(scores: Mapping[str, Sequence[int]] | Scoreboard, *, ax: Axes | None = None,
                             title: str | None = None) -> Figure:
    """Each player's running total after each round, from per-round scores
    (player -> [round 1 score, round 2 score, ...]) or a `Scoreboard`. Each line ends
    with the player's name and total, so no legend is needed. The title defaults to
    "Running totals: the lowest wins (R17)"."""
    table = _per_round(scores)
    ax = new_axes(ax, (7.5, 4.5))
    rounds = list(range(1, len(next(iter(table.values()))) + 1))
    finals = {}
    for i, (name, per_round) in enumerate(table.items()):
        totals = [sum(per_round[:k]) for k in rounds]
        ax.plot(rounds, totals, color=series_colour(i), marker=MARKERS[i % 6], linestyle=DASHES[i % 6],
                linewidth=2.2, markersize=6, label=name)
        finals[name] = totals[-1]
    # Name each line at its end, nudging names apart when totals are close.
    gap = 0.06 * max(max(finals.values()), 1)
    last: float | None = None
    for name, total in sorted(finals.items(), key=lambda item: item[1]):
        y = total if last is None else max(total, last + gap)
        ax.text(rounds[-1] + 0.2, y, f"{name} {total}", va="center", color=INK, fontsize=11, fontweight="bold")
        last = y
    round_ticks(ax, rounds)
    ax.set_xlim(0.6, rounds[-1] + 1.4)  # room for the names
    ax.set_ylim(bottom=0)
    ax.set_ylabel(_("total penalty points"))
    ax.set_title(_("Running totals: the lowest wins (R17)") if title is None else title, loc="left",
                 fontweight="bold")
    ax.grid(axis="y", alpha=0.3)
    ax.spines[["top", "right"]].set_visible(False)
    return figure_of(ax)


@chart
def score_distribution_figure(totals: Mapping[str, Sequence[int]], *, ax: Axes | None = None, bins: int = 20,
                              title: str | None = None) -> Figure:
    """How final totals spread, one outlined histogram per strategy
    (strategy -> [total of game 1, total of game 2, ...]), with each mean marked. The title
    defaults to "Final scores over many games (lower is better)"."""
    if not totals or any(len(v) == 0 for v in totals.values()):
        raise ValueError("score distributions need at least one total for each strategy")
    from matplotlib.ticker import MaxNLocator

    ax = new_axes(ax, (7.5, 4.5))
    low = floor(min(min(v) for v in totals.values()))
    high = ceil(max(max(v) for v in totals.values()))
    width = max(1, -(-(high - low + 1) // bins))  # whole-number bins shared by every strategy
    edges = [low - 0.5 + k * width for k in range(-(-(high - low + 1) // width) + 1)]
    for i, (name, values) in enumerate(totals.items()):
        colour, average = series_colour(i), mean(values)
        ax.hist(values, bins=edges, histtype="stepfilled", color=colour, alpha=0.18)
        ax.hist(values, bins=edges, histtype="step", color=colour, linewidth=2.2, linestyle=DASHES[i % 6],
                label=_("{name}: mean {mean:.1f} (n = {n})").format(name=name, mean=average, n=len(values)))
        ax.axvline(average, color=colour, linestyle=DASHES[i % 6], linewidth=1.5)
    ax.set_xlabel(_("total penalty points after eleven rounds"))
    ax.set_ylabel(_("games"))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_title(_("Final scores over many games (lower is better)") if title is None else title, loc="left",
                 fontweight="bold")
    ax.set_ylim(0, ax.get_ylim()[1] * 1.2)  # headroom for the legend
    ax.legend(frameon=False, loc="upper right")
    ax.spines[["top", "right"]].set_visible(False)
    return figure_of(ax)


# --- A class's results --------------------------------------------------------------------------


@chart
def first_try_figure(shares: Mapping[str, tuple[int, int]], *, ax: Axes | None = None,
                     title: str | None = None) -> Figure:
    """The share of first tries that were right, one bar per exercise (exercise -> (right,
    tries)), the first exercise at the top; each bar says "right of tries" at its end, so the
    counts behind a share are never hidden. An exercise with no first try has no bar. The title
    defaults to "Right at the first try, by exercise"."""
    if not shares:
        raise ValueError("nothing to draw: give at least one exercise's (right, tries)")
    for name, (right, tries) in shares.items():
        if not 0 <= right <= tries:
            raise ValueError(f"bad count {(right, tries)!r} for {name!r}: need 0 <= right <= tries")
    from matplotlib.ticker import PercentFormatter

    names = list(shares)
    ax = new_axes(ax, (7.5, 1.2 + 0.38 * len(names)))
    ys = range(len(names))
    values = [right / tries if tries else 0.0 for right, tries in shares.values()]
    ax.barh(ys, values, color=series_colour(0), height=0.6, gid="shares")
    for y, (right, tries), value in zip(ys, shares.values(), values):
        words = _("{right} of {tries}").format(right=right, tries=tries) if tries else _("no first try")
        ax.text(value + 0.01, y, words, va="center", color=INK, fontsize=10)
    ax.set_yticks(list(ys), names)
    ax.set_ylim(len(names) - 0.5, -0.5)  # the first exercise at the top
    ax.set_xlim(0, 1.18)  # room for the words after a full bar
    ax.set_xticks([0, 0.25, 0.5, 0.75, 1])
    ax.xaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_xlabel(_("right at the first try"))
    ax.set_title(_("Right at the first try, by exercise") if title is None else title, loc="left",
                 fontweight="bold")
    ax.grid(axis="x", alpha=0.3)
    ax.spines[["top", "right"]].set_visible(False)
    return figure_of(ax)

