"""Cards for a slide, drawn with matplotlib: a layout (`ttlearn.draw.layout`), an arrangement
with its melds and leftover points, or a hand; the same pictures as the SVG, painted by
`layout_painter`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..cards import Card
from ..language import ngettext
from ..melds import Arrangement
from . import layout as lay
from .chart_names import describe
from .chart_style import DPI, figure_of, new_axes
from .offline_charts import chart
from .palette import deck_colours

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


@chart
def layout_figure(layout: lay.Layout, *, colours: str | None = None, ax: Axes | None = None,
                  title: str | None = None) -> Figure:
    """Draw a layout (cards, frames, captions) with matplotlib: the same picture as the SVG."""
    return _layout_figure(layout, colours, ax, title)


def _layout_figure(layout: lay.Layout, colours: str | None, ax: Axes | None, title: str | None) -> Figure:
    from matplotlib.layout_engine import ConstrainedLayoutEngine

    from .layout_painter import Painter

    colours = deck_colours(colours)
    ax = new_axes(ax, (layout.width / DPI, layout.height / DPI + (0.35 if title else 0)))
    engine = figure_of(ax).get_layout_engine()
    if isinstance(engine, ConstrainedLayoutEngine):
        engine.set(w_pad=0, h_pad=0)
    painter = Painter(ax, layout, colours)
    painter.draw(layout)
    describe(ax, layout.title)  # its text alternative names the cards, as the SVG's <title> does
    if title:
        ax.set_title(title, fontsize=14, loc="left", fontweight="bold")
    return figure_of(ax)


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

