"""Figures with matplotlib: arrangements for slides, and charts of games and simulations.

matplotlib is imported only when a function here draws (the rest of ttlearn never imports
it), so importing this module costs nothing. Every function returns a matplotlib `Figure`
(save it with `fig.savefig("name.png")`), or draws into the `ax` you pass and returns that
Axes' figure. In a browser with no internet (JupyterLite), where matplotlib cannot be
fetched, each returns a one-line note instead (`ttlearn.draw.offline_charts`). Figures are
made without pyplot, so a notebook shows each one once, and nothing is left open. Colours
are the Okabe-Ito palette, and every line also has its own marker and dash, so no reader
depends on colour. Every chart's titles, axis labels and legends speak the current language
(a title or label you pass is yours, as you wrote it); in Thai their text falls back to a
font with Thai letters (`_figure`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from math import ceil, floor
from statistics import mean
from typing import TYPE_CHECKING, Any

from ..cards import Card, rank_text
from ..language import _, ngettext, pgettext
from ..melds import Arrangement
from ..rules import ROUNDS, check_round, wild_rank, wild_words
from ..scoring import Scoreboard
from . import layout as lay
from .offline_charts import chart
from .palette import INK, deck_colours, series_colour
from .svg import THAI_FONTS

if TYPE_CHECKING:
    from fractions import Fraction

    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from ..count.montecarlo import Estimate

MARKERS = ("o", "s", "^", "D", "v", "P")
DASHES = ("-", "--", "-.", ":", (0, (5, 1, 1, 1)), (0, (3, 1)))
DPI = 100


def _new_axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    """The given Axes, or a fresh one in a new Figure of `size` inches."""
    from matplotlib.figure import Figure

    if ax is not None:
        return ax
    return Figure(figsize=size, dpi=DPI, layout="constrained").add_subplot()


THAI = re.compile("[\u0e00-\u0e7f]")


@cache
def thai_families() -> tuple[str, ...]:
    """The pictures' Thai fonts that matplotlib can use. matplotlib keeps its own list of
    the system's fonts, made once: if it was made before the Thai fonts were installed, they
    are added to it here."""
    from matplotlib import font_manager

    def known() -> set[str]:
        return {font.name for font in font_manager.fontManager.ttflist}

    if not known() & set(THAI_FONTS):
        for path in font_manager.findSystemFonts():
            try:
                name = font_manager.FontProperties(fname=path).get_name()
            except (OSError, RuntimeError, ValueError):  # a font file matplotlib cannot read
                continue
            if name in THAI_FONTS:
                font_manager.fontManager.addfont(path)
    found = known()
    return tuple(name for name in THAI_FONTS if name in found)


def _figure(ax: Axes) -> Figure:
    """The Figure an Axes is drawn on (the whole figure, when the Axes is in a subfigure).
    A text with Thai letters (a title in Thai, a Thai player's name) falls back from DejaVu
    Sans, which has none, to an installed Thai font, letter by letter; every other
    text is drawn as before."""
    from matplotlib.text import Text

    figure = ax.figure.figure
    if thai_families():
        for text in figure.findobj(Text):
            if THAI.search(text.get_text()):
                text.set_fontfamily(["DejaVu Sans", *thai_families()])  # matplotlib's own font first
    return figure


def _percent(value: float, _: object = None) -> str:
    """A chance on a log axis as a percentage with no more digits than it needs: 0.1%, 10%."""
    return f"{100 * value:.10g}%"


def _round_ticks(ax: Axes, rounds: Sequence[int]) -> None:
    """Rounds on the x axis, each with its wild rank under it (R5): '5\\n7s'."""
    # TRANSLATORS: under a round's number on a chart's axis, its wild rank as a card shows it
    # ("3", "J", "K"): "3s" is "threes". Keep it short: eleven of them stand side by side.
    wild = pgettext("round axis", "{rank}s")
    ax.set_xticks(list(rounds), [f"{r}\n{wild.format(rank=rank_text(wild_rank(r)))}" for r in rounds])
    ax.set_xlabel(_("round (and its wild rank)"))


# --- Cards -------------------------------------------------------------------------------


@chart
def layout_figure(layout: lay.Layout, *, colours: str | None = None, ax: Axes | None = None,
                  title: str | None = None) -> Figure:
    """Draw a layout (cards, frames, captions) with matplotlib: the same picture as the SVG."""
    return _layout_figure(layout, colours, ax, title)


def _layout_figure(layout: lay.Layout, colours: str | None, ax: Axes | None, title: str | None) -> Figure:
    from matplotlib.layout_engine import ConstrainedLayoutEngine

    from .layout_painter import Painter

    colours = deck_colours(colours)
    ax = _new_axes(ax, (layout.width / DPI, layout.height / DPI + (0.35 if title else 0)))
    engine = _figure(ax).get_layout_engine()
    if isinstance(engine, ConstrainedLayoutEngine):
        engine.set(w_pad=0, h_pad=0)
    painter = Painter(ax, layout, colours)
    painter.draw(layout)
    if title:
        ax.set_title(title, fontsize=14, loc="left", fontweight="bold")
    return _figure(ax)


@chart
def arrangement_figure(arrangement: Arrangement, *, colours: str | None = None, ax: Axes | None = None,
                       title: str | None = None) -> Figure:
    """An arrangement for a slide: each meld in its colour with its label, the leftover
    cards with their points and the total (R16). The title defaults to the round."""
    if title is None:
        title = ngettext("Round {round}: {count} point left over", "Round {round}: {count} points left over",
                         arrangement.penalty).format(round=arrangement.round, count=arrangement.penalty)
    return _layout_figure(lay.arrangement_layout(arrangement), colours, ax, title)


@chart
def hand_figure(cards: Iterable[Card], round: int | None = None, *, selected: Iterable[int] = (),
                colours: str | None = None, ax: Axes | None = None, title: str | None = None) -> Figure:
    """A hand in a row, with its wilds marked when the round is given (R5)."""
    return _layout_figure(lay.hand_layout(cards, round, selected), colours, ax, title)


# --- Charts ----------------------------------------------------------------------------------


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
    ax = _new_axes(ax, (7.5, 4.5))
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
    _round_ticks(ax, rounds)
    ax.set_xlim(0.6, rounds[-1] + 1.4)  # room for the names
    ax.set_ylim(bottom=0)
    ax.set_ylabel(_("total penalty points"))
    ax.set_title(_("Running totals: the lowest wins (R17)") if title is None else title, loc="left",
                 fontweight="bold")
    ax.grid(axis="y", alpha=0.3)
    ax.spines[["top", "right"]].set_visible(False)
    return _figure(ax)


@chart
def score_distribution_figure(totals: Mapping[str, Sequence[int]], *, ax: Axes | None = None, bins: int = 20,
                              title: str | None = None) -> Figure:
    """How final totals spread, one outlined histogram per strategy
    (strategy -> [total of game 1, total of game 2, ...]), with each mean marked. The title
    defaults to "Final scores over many games (lower is better)"."""
    if not totals or any(len(v) == 0 for v in totals.values()):
        raise ValueError("score distributions need at least one total for each strategy")
    from matplotlib.ticker import MaxNLocator

    ax = _new_axes(ax, (7.5, 4.5))
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
    return _figure(ax)


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

    ax = _new_axes(ax, (7.5, 4.5))
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
    _round_ticks(ax, list(ROUNDS))
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
    return _figure(ax)


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
    ax = _new_axes(ax, (7.5, 4.5))
    _estimates_on(ax, estimates, exact, _("exact (every deal)"), title, ylabel, log)
    return _figure(ax)


@chart
def exact_and_estimates_figure(pairs: Mapping[str, tuple[Mapping[int, float], Mapping[int, Estimate]]], *,
                               ax: Axes | None = None, title: str | None = None, ylabel: str | None = None,
                               log: bool = False) -> Figure:
    """Several exact chances by round, each with its own Monte Carlo estimates, on one chart:
    name -> (round -> exact chance, round -> `Estimate`), such as one deck and two decks. Each
    pair is drawn as in `estimates_by_round_figure`: its exact line ("one deck: exact"), its
    estimates with their 95% intervals ("one deck: Monte Carlo, 2,000 deals"), and "miss"
    over every interval that misses its own exact chance."""
    ax = _new_axes(ax, (7.5, 4.5))
    for name, (exact, estimates) in pairs.items():
        deals = {e.samples for e in estimates.values()}
        simulated = (_("{name}: Monte Carlo, {deals} deals").format(name=name, deals=f"{deals.pop():,}")
                     if len(deals) == 1 else _("{name}: Monte Carlo").format(name=name))
        _estimates_on(ax, {simulated: estimates}, exact, _("{name}: exact").format(name=name), title, ylabel, log)
    return _figure(ax)


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
    ax = _new_axes(ax, (7.5, 3.6))
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
    return _figure(ax)


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
    ax = _new_axes(ax, (7.5, 3.8))
    for i, (name, values) in enumerate(counts.items()):
        ax.plot(list(sizes), list(values), color=series_colour(i), marker=MARKERS[i % 6], linestyle=DASHES[i % 6],
                linewidth=2, markersize=5, label=name, gid="series")
    ax.set_yscale("log")
    ax.set_xlabel(_("cards in hand") if xlabel is None else xlabel)
    ax.set_ylabel(_("how many (log scale)") if ylabel is None else ylabel)
    ax.set_title(_("Counts by hand size") if title is None else title, loc="left", fontweight="bold")
    ax.legend(fontsize=9, frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return _figure(ax)


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
    ax = _new_axes(ax, (7.5, 4.0))
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
    return _figure(ax)


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

    ax = _new_axes(ax, (7.5, 4.5))
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
    return _figure(ax)


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
    ax = _new_axes(ax, (7.5, 1.2 + 0.38 * len(names)))
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
    return _figure(ax)
