"""Figures with matplotlib: arrangements for slides, and charts of games and simulations.

Importing this module imports matplotlib (the rest of ttlearn never does). Every function
returns a matplotlib `Figure` (save it with `fig.savefig("name.png")`), or draws into the
`ax` you pass and returns that Axes' figure. Figures are made without pyplot, so a
notebook shows each one once, and nothing is left open. Colours are the Okabe-Ito
palette, and every line also has its own marker and dash, so no reader depends on colour.
Every chart's titles, axis labels and legends speak the current language (a title or label
you pass is yours, as you wrote it); in Thai their text falls back to a font with Thai
letters (`_figure`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from math import ceil, floor
from statistics import mean
from typing import TYPE_CHECKING, Any

from matplotlib import font_manager
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.layout_engine import ConstrainedLayoutEngine
from matplotlib.patches import FancyBboxPatch, PathPatch
from matplotlib.path import Path
from matplotlib.text import Text
from matplotlib.ticker import FuncFormatter, MaxNLocator, PercentFormatter
from matplotlib.transforms import Affine2D, Transform

from ..cards import Card, rank_text
from ..language import _, ngettext, pgettext
from ..melds import Arrangement
from ..rules import ROUNDS, check_round, wild_rank, wild_words
from ..scoring import Scoreboard
from . import faces
from . import layout as lay
from .glyphs import SHAPES
from .palette import INK, deck_colours, series_colour
from .svg import THAI_FONTS

if TYPE_CHECKING:
    from matplotlib.typing import ColorType, LineStyleType

MARKERS = ("o", "s", "^", "D", "v", "P")
DASHES = ("-", "--", "-.", ":", (0, (5, 1, 1, 1)), (0, (3, 1)))
DPI = 100


def _new_axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    """The given Axes, or a fresh one in a new Figure of `size` inches."""
    if ax is not None:
        return ax
    return Figure(figsize=size, dpi=DPI, layout="constrained").add_subplot()


THAI = re.compile("[\u0e00-\u0e7f]")


@cache
def thai_families() -> tuple[str, ...]:
    """The pictures' Thai fonts that matplotlib can use. matplotlib keeps its own list of
    the system's fonts, made once: if it was made before the Thai fonts were installed, they
    are added to it here."""
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

_CODES = {"M": int(Path.MOVETO), "L": int(Path.LINETO), "Z": int(Path.CLOSEPOLY)}


def _shape(shape: str) -> tuple[list[tuple[float, float]], list[int]]:
    """The vertices and codes of a suit symbol or star (see `ttlearn.glyphs`), 100 x 100."""
    vertices: list[tuple[float, float]] = []
    codes: list[int] = []
    for step in SHAPES[shape]:
        if step[0] == "C":
            vertices += [step[1:3], step[3:5], step[5:7]]
            codes += [int(Path.CURVE4)] * 3
        else:
            vertices.append(step[1:3] if step[0] != "Z" else (0, 0))
            codes.append(_CODES[step[0]])
    return vertices, codes


class _Painter:
    """Draws a layout (see `ttlearn.layout`) into an Axes whose data units are layout units."""

    def __init__(self, ax: Axes, layout: lay.Layout, colours: str):
        self.ax, self.colours = ax, colours
        ax.set_xlim(0, layout.width)
        ax.set_ylim(layout.height, 0)  # y points down, as in the layout and in SVG
        ax.set_aspect("equal")
        ax.axis("off")
        box = ax.get_position()
        width_in, height_in = _figure(ax).get_size_inches()
        # Font sizes are in points, the layout in units: how many points one unit is.
        self.pt = 72 * min(width_in * box.width / layout.width, height_in * box.height / layout.height)

    def box(self, x: float, y: float, w: float, h: float, face: ColorType, edge: ColorType, radius: float,
            line: float, z: float, gid: str | None = None, label: str | None = None,
            linestyle: LineStyleType = "-") -> None:
        self.ax.add_patch(FancyBboxPatch((x, y), w, h, boxstyle=f"round,pad=0,rounding_size={radius}",
                                         facecolor=face, edgecolor=edge, linewidth=line * self.pt, gid=gid,
                                         label=label, linestyle=linestyle, zorder=z))

    def text(self, x: float, y: float, text: str, size: float, colour: ColorType, anchor: str, bold: bool, z: float,
             turned: bool = False, gid: str | None = None) -> None:
        ha = {"start": "left", "middle": "center", "end": "right"}[anchor]
        self.ax.text(x, y, text, fontsize=size * self.pt, color=colour, ha=ha, va="baseline",
                     fontweight="bold" if bold else "normal", rotation=180 if turned else 0,
                     rotation_mode="anchor", gid=gid, zorder=z)

    def frame(self, f: lay.Frame) -> None:
        self.box(f.x, f.y, f.width, f.height, to_rgba(f.colour, 0.12) if f.tint else "none", f.colour, 8, 2, 1,
                 gid="frame", linestyle="--" if f.dashed else "-")

    def card(self, spot: lay.CardSpot, order: int) -> None:
        """A card's parts (see `ttlearn.faces`), moved from the card's own box to its spot.
        Each card lies on the ones before it, as in the SVG, where later elements cover earlier."""
        s = spot.scale
        place = Affine2D().scale(s).translate(spot.x, spot.y)
        turn = Affine2D().rotate_deg_around(faces.CARD_W / 2, faces.CARD_H / 2, 180)
        parts = faces.card_parts(spot.card, spot.wild, spot.plays_as, spot.selected, self.colours)
        for j, part in enumerate(parts):
            z = 2 + order + j / len(parts)
            if isinstance(part, faces.Box):
                x, y = place.transform((part.x, part.y))
                name = part.name or None
                self.box(x, y, part.width * s, part.height * s, part.fill, to_rgba(part.edge, part.edge_opacity),
                         part.radius * s, part.line * s, z, gid=name, label=spot.words if name == "card" else None)
            elif isinstance(part, faces.Lines):
                segments = [place.transform([(x1, y1), (x2, y2)]) for x1, y1, x2, y2 in part.segments]
                self.ax.add_collection(LineCollection(segments, colors=[to_rgba(part.colour, part.opacity)],
                                                      linewidths=part.width * s * self.pt, zorder=z))
            elif isinstance(part, faces.Glyph):
                where: Transform = Affine2D().scale(part.size / 100).translate(part.x, part.y)
                if part.turned:
                    where = where + turn
                path = Path(*_shape(part.shape)).transformed(where + place)
                self.ax.add_patch(PathPatch(path, facecolor=part.fill, edgecolor=part.edge or "none",
                                            linewidth=0.8 * s * self.pt if part.edge else 0, zorder=z))
            else:
                x, y = ((turn + place) if part.turned else place).transform((part.x, part.y))
                self.text(x, y, part.text, part.size * s, part.colour, part.anchor, part.bold, z, part.turned,
                          gid=part.name or None)

    def draw(self, layout: lay.Layout) -> None:
        for f in layout.frames:
            self.frame(f)
        for order, spot in enumerate(layout.cards):
            self.card(spot, order)
        for c in layout.captions:
            self.text(c.x, c.y, c.text, c.size, c.colour, c.anchor, c.bold, 3 + len(layout.cards), gid="caption")


def layout_figure(layout: lay.Layout, *, colours: str | None = None, ax: Axes | None = None,
                  title: str | None = None) -> Figure:
    """Draw a layout (cards, frames, captions) with matplotlib: the same picture as the SVG."""
    colours = deck_colours(colours)
    ax = _new_axes(ax, (layout.width / DPI, layout.height / DPI + (0.35 if title else 0)))
    engine = _figure(ax).get_layout_engine()
    if isinstance(engine, ConstrainedLayoutEngine):
        engine.set(w_pad=0, h_pad=0)
    painter = _Painter(ax, layout, colours)
    painter.draw(layout)
    if title:
        ax.set_title(title, fontsize=14, loc="left", fontweight="bold")
    return _figure(ax)


def arrangement_figure(arrangement: Arrangement, *, colours: str | None = None, ax: Axes | None = None,
                       title: str | None = None) -> Figure:
    """An arrangement for a slide: each meld in its colour with its label, the leftover
    cards with their points and the total (R16). The title defaults to the round."""
    if title is None:
        title = ngettext("Round {round}: {count} point left over", "Round {round}: {count} points left over",
                         arrangement.penalty).format(round=arrangement.round, count=arrangement.penalty)
    return layout_figure(lay.arrangement_layout(arrangement), colours=colours, ax=ax, title=title)


def hand_figure(cards: Iterable[Card], round: int | None = None, *, selected: Iterable[int] = (),
                colours: str | None = None, ax: Axes | None = None, title: str | None = None) -> Figure:
    """A hand in a row, with its wilds marked when the round is given (R5)."""
    return layout_figure(lay.hand_layout(cards, round, selected), colours=colours, ax=ax, title=title)


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


def score_distribution_figure(totals: Mapping[str, Sequence[int]], *, ax: Axes | None = None, bins: int = 20,
                              title: str | None = None) -> Figure:
    """How final totals spread, one outlined histogram per strategy
    (strategy -> [total of game 1, total of game 2, ...]), with each mean marked. The title
    defaults to "Final scores over many games (lower is better)"."""
    if not totals or any(len(v) == 0 for v in totals.values()):
        raise ValueError("score distributions need at least one total for each strategy")
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
