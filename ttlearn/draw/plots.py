"""Every figure ttlearn draws with matplotlib, imported from one place: the charts of chances
and counts, drawn here (a probability by round, Monte Carlo estimates, counts by hand size,
meld counts, the chance of a best penalty); the cards for slides (`card_figures`); the
charts of results, of games and of a class (`result_charts`). What every chart shares, its
size, markers and dashes, fonts and the rounds axis, is in `chart_style`.

matplotlib is imported only when a function here draws (the rest of ttlearn never imports
it), so importing this module costs nothing. Every function returns a matplotlib `Figure`
(save it with `fig.savefig("name.png")`), or draws into the `ax` you pass and returns that
Axes' figure. In a browser with no internet (JupyterLite), where matplotlib cannot be
fetched, each returns a one-line note instead (`ttlearn.draw.offline_charts`). Figures are
made without pyplot, so a notebook shows each one once, and nothing is left open. Colours
are the Okabe-Ito palette, and every line also has its own marker and dash, so no reader
depends on colour. Every chart's titles, axis labels and legends speak the current language
(a title or label you pass is yours, as you wrote it); in Thai their text falls back to a
font with Thai letters (`chart_style.figure_of`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..language import _, ngettext
from ..rules import ROUNDS, check_round, wild_words
from .card_figures import arrangement_figure, hand_figure, layout_figure
from .chart_style import DASHES, MARKERS, figure_of, new_axes, round_ticks, thai_families
from .offline_charts import chart
from .palette import INK, series_colour
from .result_charts import cumulative_scores_figure, first_try_figure, score_distribution_figure

if TYPE_CHECKING:
    from fractions import Fraction

    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from ..count.montecarlo import Estimate


def _percent(value: float, _: object = None) -> str:
    """A chance on a log axis as a percentage with no more digits than it needs: 0.1%, 10%."""
    return f"{100 * value:.10g}%"


# --- Chances and counts ----------------------------------------------------------------------


@chart
def probability_by_round_figure(probabilities: Mapping[int, float], *,
                                ci: Mapping[int, tuple[float, float]] | None = None, ax: Axes | None = None,
                                label: str | None = None, title: str | None = None,
                                ylabel: str | None = None, log: bool = False) -> Figure:
    """A probability for each round (round -> p), with optional confidence bounds
    (round -> (low, high)) drawn as error bars. Call it again with the same `ax` to add
    a second series (say, exact counts against a simulation); each takes the next colour.
    The title defaults to "Probability by round" on a new chart, and a shared chart keeps its own;
    `ylabel` to "probability".
    `log=True` draws the probabilities on a log scale, where small chances and their
    intervals stay apart instead of crowding at the bottom (a zero is left out there)."""
    return _probability_by_round(probabilities, ci, ax, label, title, ylabel, log)


def _probability_by_round(probabilities: Mapping[int, float], ci: Mapping[int, tuple[float, float]] | None,
                          ax: Axes | None, label: str | None, title: str | None, ylabel: str | None,
                          log: bool) -> Figure:
    rounds = sorted(probabilities)
    for r in rounds:
        check_round(r)
        p = probabilities[r]
        if not 0 <= p <= 1:
            raise ValueError(f"bad probability {p!r} for round {r}: probabilities are from 0 to 1")
        if ci is not None:
            if r not in ci:
                raise ValueError(f"confidence bounds are missing for round {r}")
            lo, hi = ci[r]
            if not 0 <= lo <= p <= hi <= 1:
                raise ValueError(f"bad bounds {ci[r]!r} for round {r}: need 0 <= low <= p = {p} <= high <= 1")
    from matplotlib.ticker import FuncFormatter, PercentFormatter

    ax = new_axes(ax, (7.5, 4.5))
    i = sum(line.get_gid() == "series" for line in ax.lines)  # the next colour on a shared Axes
    if log:
        rounds = [r for r in rounds if probabilities[r] > 0]  # no place for 0 on a log scale
    values = [probabilities[r] for r in rounds]
    style: dict[str, Any] = {"color": series_colour(i), "marker": MARKERS[i % 6], "linestyle": DASHES[i % 6],
                             "linewidth": 2.2, "markersize": 6, "label": label}
    if ci is None:
        (line,) = ax.plot(rounds, values, **style)
    else:
        errors = [[probabilities[r] - ci[r][0] for r in rounds], [ci[r][1] - probabilities[r] for r in rounds]]
        line = ax.errorbar(rounds, values, yerr=errors, capsize=4, elinewidth=1.5, **style).lines[0]
    line.set_gid("series")
    round_ticks(ax, list(ROUNDS))
    if log:
        ax.set_yscale("log")
        ax.yaxis.set_major_formatter(FuncFormatter(_percent))
    else:
        top = ax.dataLim.y1  # every series drawn so far, bounds included
        ax.set_ylim(0, 1.02 if top > 0.5 else top * 1.15 or 1)
        ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_ylabel(_("probability") if ylabel is None else ylabel)
    if title is not None or not ax.get_title(loc="left"):
        ax.set_title(title or _("Probability by round"), loc="left", fontweight="bold")
    ax.grid(axis="y", alpha=0.3)
    ax.spines[["top", "right"]].set_visible(False)
    if label:
        ax.legend(frameon=False)
    return figure_of(ax)


def _estimates_on(ax: Axes, estimates: Mapping[str, Mapping[int, Estimate]], exact: Mapping[int, float] | None,
                  exact_label: str, title: str | None, ylabel: str | None, log: bool) -> None:
    """Draw the exact chances (as a line named `exact_label`) and each series of estimates with
    its 95% intervals, "miss" over every interval that misses the exact chance."""
    if exact:
        _probability_by_round(exact, None, ax, exact_label, title, ylabel, log)
    for name, by_round in estimates.items():
        _probability_by_round({r: e.value for r, e in by_round.items()},
                              {r: e.interval for r, e in by_round.items()}, ax, name, title, ylabel, log)
        for r, e in by_round.items():
            if exact and r in exact and not e.covers(exact[r]):
                ax.annotate(_("miss"), (r, e.high), textcoords="offset points", xytext=(0, 8), ha="center",
                            gid="miss")


@chart
def estimates_by_round_figure(estimates: Mapping[str, Mapping[int, Estimate]], *,
                              exact: Mapping[int, float] | None = None, ax: Axes | None = None,
                              title: str | None = None, ylabel: str | None = None, log: bool = False) -> Figure:
    """Monte Carlo estimates by round, one series for each name (name -> round -> `Estimate`),
    each with its 95% intervals; with `exact` (round -> chance), the exact chances first, as
    a line, and "miss" over every interval that misses them. The title, `ylabel` and `log`
    are as in `probability_by_round_figure`, which draws each series."""
    ax = new_axes(ax, (7.5, 4.5))
    _estimates_on(ax, estimates, exact, _("exact (every deal)"), title, ylabel, log)
    return figure_of(ax)


@chart
def exact_and_estimates_figure(pairs: Mapping[str, tuple[Mapping[int, float], Mapping[int, Estimate]]], *,
                               ax: Axes | None = None, title: str | None = None, ylabel: str | None = None,
                               log: bool = False) -> Figure:
    """Several exact chances by round, each with its own Monte Carlo estimates, on one chart:
    name -> (round -> exact chance, round -> `Estimate`), such as one deck and two decks. Each
    pair is drawn as in `estimates_by_round_figure`: its exact line ("one deck: exact"), its
    estimates with their 95% intervals ("one deck: Monte Carlo, 2,000 deals"), and "miss"
    over every interval that misses its own exact chance."""
    ax = new_axes(ax, (7.5, 4.5))
    for name, (exact, estimates) in pairs.items():
        deals = {e.samples for e in estimates.values()}
        simulated = (_("{name}: Monte Carlo, {deals} deals").format(name=name, deals=f"{deals.pop():,}")
                     if len(deals) == 1 else _("{name}: Monte Carlo").format(name=name))
        _estimates_on(ax, {simulated: estimates}, exact, _("{name}: exact").format(name=name), title, ylabel, log)
    return figure_of(ax)


@chart
def running_estimate_figure(estimates: Sequence[Estimate], exact: float | Fraction | None = None, *,
                            ax: Axes | None = None, title: str | None = None, xlabel: str | None = None,
                            ylabel: str | None = None) -> Figure:
    """One chance estimated from more and more deals (`ttlearn.count.montecarlo.running_estimates`):
    the estimate after each number of deals, on a log scale, in its 95% band, and the exact
    chance as a dashed line when given. The title defaults to "Monte Carlo closes in on the
    exact value", `xlabel` to "deals (log scale)", `ylabel` to "probability"."""
    if not estimates:
        raise ValueError("no estimates to draw: give at least one")
    ax = new_axes(ax, (7.5, 3.6))
    deals = [e.samples for e in estimates]
    colour = series_colour(0)
    ax.fill_between(deals, [e.low for e in estimates], [e.high for e in estimates], color=colour, alpha=0.25,
                    label=_("{level} interval").format(level="95%"))
    ax.plot(deals, [e.value for e in estimates], color=colour, marker=MARKERS[0], linestyle=DASHES[0],
            markersize=4, label=_("estimate"), gid="series")
    if exact is not None:
        ax.axhline(float(exact), color=INK, linestyle="--", label=_("exact {value}").format(value=exact),
                   gid="exact")
    ax.set_xscale("log")
    ax.set_xlabel(_("deals (log scale)") if xlabel is None else xlabel)
    ax.set_ylabel(_("probability") if ylabel is None else ylabel)
    ax.set_title(_("Monte Carlo closes in on the exact value") if title is None else title, loc="left",
                 fontweight="bold")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return figure_of(ax)


@chart
def counts_by_hand_size_figure(sizes: Sequence[int], counts: Mapping[str, Sequence[float]], *,
                               ax: Axes | None = None, title: str | None = None, xlabel: str | None = None,
                               ylabel: str | None = None) -> Figure:
    """Counts that grow with the size of a hand, one line for each name (name -> a count for
    each of `sizes`), on a log scale. The title defaults to "Counts by hand size", `xlabel` to
    "cards in hand", `ylabel` to "how many (log scale)"."""
    if not counts or any(len(values) != len(sizes) for values in counts.values()):
        raise ValueError(f"counts need one count for each of the {len(sizes)} hand sizes, "
                         f"got {({name: len(values) for name, values in counts.items()})}")
    ax = new_axes(ax, (7.5, 3.8))
    for i, (name, values) in enumerate(counts.items()):
        ax.plot(list(sizes), list(values), color=series_colour(i), marker=MARKERS[i % 6], linestyle=DASHES[i % 6],
                linewidth=2, markersize=5, label=name, gid="series")
    ax.set_yscale("log")
    ax.set_xlabel(_("cards in hand") if xlabel is None else xlabel)
    ax.set_ylabel(_("how many (log scale)") if ylabel is None else ylabel)
    ax.set_title(_("Counts by hand size") if title is None else title, loc="left", fontweight="bold")
    ax.legend(fontsize=9, frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return figure_of(ax)


@chart
def meld_counts_figure(lengths: Iterable[int] = range(3, 8), rounds: Sequence[int | None] = (None, 1), *,
                       decks: int = 1, ax: Axes | None = None, title: str | None = None) -> Figure:
    """How many melds of each length one deck (or `decks` decks) holds: one group of bars
    per length, one bar for each entry of `rounds` (None: no wilds; a round: with its
    wilds, R5), on a log scale. The title says which lengths the bars are; the legend
    names the wild rank, not a round, since a round deals one hand size only (R4)."""
    from ..count.formulas import meld_counts  # the counts, not matplotlib: imported only here

    lengths = sorted(set(lengths))
    if not lengths or not rounds:
        raise ValueError("meld counts need at least one length and one entry in rounds")
    ax = new_axes(ax, (7.5, 4.0))
    width = 0.8 / len(rounds)
    for i, r in enumerate(rounds):
        label = _("no wilds") if r is None else wild_words(r)
        offset = (i - (len(rounds) - 1) / 2) * width
        totals = [meld_counts(k, r, decks).total for k in lengths]
        ax.bar([k + offset for k in lengths], totals, width=width * 0.95, color=series_colour(i),
               hatch=("", "//", "..", "xx")[i % 4], edgecolor=INK, linewidth=0.6, label=label, gid="series")
    ax.set_yscale("log")
    ax.set_xticks(lengths)
    ax.set_xlabel(_("cards in the meld"))
    ax.set_ylabel(_("melds (log scale)"))
    if title is None:
        span = f"{lengths[0]}" if len(lengths) == 1 else _("{low} to {high}").format(low=lengths[0],
                                                                                      high=lengths[-1])
        title = ngettext("Melds of {span} cards in {count} deck", "Melds of {span} cards in {count} decks",
                         decks).format(span=span, count=decks)
    ax.set_title(title, loc="left", fontweight="bold")
    ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return figure_of(ax)


@chart
def penalty_chances_figure(exact: Mapping[int, float] | None = None,
                           simulated: Mapping[int, tuple[float, float, float]] | None = None, *,
                           ax: Axes | None = None, title: str | None = None, xlabel: str | None = None) -> Figure:
    """The chance that a deal's best penalty is at most x points, on a log scale: `exact`
    (x -> chance) as a step line, `simulated` (x -> (estimate, low, high)) as points with
    their 95% intervals. An estimate of 0 has no place on a log scale: it shows as its
    upper bound only, a downward triangle. The title defaults to "Chance the best penalty is at
    most x", `xlabel` to "penalty points x (R16)"."""
    if not exact and not simulated:
        raise ValueError("nothing to draw: give exact chances, simulated ones, or both")
    for x, (p, lo, hi) in (simulated or {}).items():
        if not 0 <= lo <= p <= hi <= 1:
            raise ValueError(f"bad estimate {(p, lo, hi)!r} at x = {x}: need 0 <= low <= p <= high <= 1")
    from matplotlib.ticker import FuncFormatter

    ax = new_axes(ax, (7.5, 4.5))
    if exact:
        xs = sorted(exact)
        ax.step(xs, [exact[x] for x in xs], where="post", color=INK, linewidth=2, label=_("exact (every deal)"),
                gid="exact")
    if simulated:
        shown = sorted(x for x, (p, _low, _high) in simulated.items() if p > 0)
        ax.errorbar(shown, [simulated[x][0] for x in shown],
                    yerr=[[simulated[x][0] - simulated[x][1] for x in shown],
                          [simulated[x][2] - simulated[x][0] for x in shown]],
                    fmt="o", color=series_colour(1), markersize=6, capsize=4, elinewidth=1.5,
                    label=_("simulated, with {level} interval").format(level="95%"), gid="simulated")
        zeros = sorted(x for x, (p, _low, _high) in simulated.items() if p == 0)
        if zeros:
            ax.plot(zeros, [simulated[x][2] for x in zeros], "v", color=series_colour(1), markersize=8,
                    markerfacecolor="none", label=_("none simulated: upper bound"), gid="upper bound")
    ax.set_yscale("log")
    ax.yaxis.set_major_formatter(FuncFormatter(_percent))
    ax.set_xlabel(_("penalty points x (R16)") if xlabel is None else xlabel)
    ax.set_ylabel(_("chance (log scale)"))
    ax.set_title(_("Chance the best penalty is at most x") if title is None else title, loc="left",
                 fontweight="bold")
    ax.grid(alpha=0.3)
    ax.legend(frameon=False, loc="lower right")
    ax.spines[["top", "right"]].set_visible(False)
    return figure_of(ax)


# Every figure, here or in its own module, and the Thai fonts the charts fall back to.
__all__ = ["arrangement_figure", "counts_by_hand_size_figure", "cumulative_scores_figure", "estimates_by_round_figure",
           "exact_and_estimates_figure", "first_try_figure", "hand_figure", "layout_figure", "meld_counts_figure",
           "penalty_chances_figure", "probability_by_round_figure", "running_estimate_figure",
           "score_distribution_figure", "thai_families"]
