"""A chart's accessible name: what a screen reader says for a matplotlib figure in a notebook.

JupyterLab shows an `image/png` output as an `<img>` with no text alternative (WCAG 1.1.1), so
a chart ttlearn draws is also given as `text/html`, which JupyterLab prefers: the same PNG in an
`<img>` whose `alt` says what the chart shows, from its own words (each Axes' title, axis
labels and legend entries), in the language of the moment it is shown. A picture of cards
drawn with matplotlib (`card_figures`) names its cards in words, as its SVG does
(`describe`).
"""

from __future__ import annotations

import base64
import html
from typing import TYPE_CHECKING

from ..language import _

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

PNG = "image/png"


def describe(ax: Axes, words: str) -> None:
    """Name what `ax` shows in words (its cards, say), for the chart's text alternative; kept
    as the Axes' label, which matplotlib draws nowhere."""
    ax.set_label(words)


def _words(text: str) -> str:
    """Text as one line: a chart's labels may break lines."""
    return " ".join(text.split())


def _axes_name(ax: Axes) -> str:
    """One Axes in words: its title, its own description, its axes' labels, its legend."""
    parts = []
    title = _words(" ".join(t for t in (ax.get_title("left"), ax.get_title(), ax.get_title("right")) if t))
    if title:
        parts.append(title)
    label = _words(str(ax.get_label() or ""))
    if label and not label.startswith("_"):  # matplotlib's own labels start with "_"
        parts.append(label)
    xlabel, ylabel = _words(ax.get_xlabel()), _words(ax.get_ylabel())
    if xlabel:
        # TRANSLATORS: in a chart's text alternative (what a screen reader says): the x axis's label.
        parts.append(_("horizontal axis: {label}").format(label=xlabel))
    if ylabel:
        # TRANSLATORS: in a chart's text alternative: the y axis's label.
        parts.append(_("vertical axis: {label}").format(label=ylabel))
    legend = ax.get_legend()
    entries = [_words(t.get_text()) for t in legend.get_texts()] if legend is not None else []
    if any(entries):
        # TRANSLATORS: in a chart's text alternative: the legend's entries, comma-separated.
        parts.append(_("legend: {entries}").format(entries=", ".join(e for e in entries if e)))
    return "; ".join(parts)


def chart_name(figure: Figure) -> str:
    """The figure's text alternative: "Chart: " and, for each Axes with words, what it says
    (its title, axes and legend), in the current language."""
    described = [name for name in (_axes_name(ax) for ax in figure.get_axes()) if name]
    suptitle = getattr(figure, "_suptitle", None)
    if suptitle is not None and _words(suptitle.get_text()):
        described.insert(0, _words(suptitle.get_text()))
    if not described:
        # TRANSLATORS: the text alternative of a chart that has no title or labels.
        return _("Chart")
    # TRANSLATORS: a chart's text alternative; {description} is its title, axes and legend.
    return _("Chart: {description}").format(description=". ".join(described))


def figure_png(figure: Figure) -> bytes:
    """The figure as IPython's inline backend draws it for `image/png` (tight box)."""
    from IPython.core.pylabtools import print_figure

    return print_figure(figure, "png")


def img_html(png: bytes, name: str, style: str = "") -> str:
    """A PNG as a named `<img>` in HTML, its `alt` escaped as an attribute: what a view with a
    chart can give as its static picture, where `image/png` alone would be unnamed."""
    data = base64.b64encode(png).decode("ascii")
    alt = html.escape(name, quote=False).replace('"', "&quot;")
    shown = f' style="{style}"' if style else ""
    return f'<img src="data:{PNG};base64,{data}" alt="{alt}"{shown}>'


def figure_html(figure: Figure) -> str:
    """The figure as a named image: its PNG in an `<img>` whose `alt` is `chart_name`; an
    untrusted notebook's sanitizer keeps it."""
    return img_html(figure_png(figure), chart_name(figure))
