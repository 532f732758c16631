"""What every chart of ttlearn shares, with matplotlib: a new figure of a given size (or
the Axes you pass), each series' marker and dash (so no reader depends on colour), Thai
letters drawn in a font that has them, and the rounds axis with each round's wild rank.
matplotlib is imported only when a chart is drawn.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from ..cards import rank_text
from ..language import _, pgettext
from ..rules import wild_rank
from .svg import THAI_FONTS

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

MARKERS = ("o", "s", "^", "D", "v", "P")
DASHES = ("-", "--", "-.", ":", (0, (5, 1, 1, 1)), (0, (3, 1)))
DPI = 100


def new_axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
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


def figure_of(ax: Axes) -> Figure:
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


def round_ticks(ax: Axes, rounds: Sequence[int]) -> None:
    """Rounds on the x axis, each with its wild rank under it (R5): '5\\n7s'."""
    # TRANSLATORS: under a round's number on a chart's axis, its wild rank as a card shows it
    # ("3", "J", "K"): "3s" is "threes". Keep it short: eleven of them stand side by side.
    wild = pgettext("round axis", "{rank}s")
    ax.set_xticks(list(rounds), [f"{r}\n{wild.format(rank=rank_text(wild_rank(r)))}" for r in rounds])
    ax.set_xlabel(_("round (and its wild rank)"))

