"""How the widgets show cards and arrangements as HTML: the rich SVG pictures of ttlearn
when there are, else plain text (so a widget never fails for want of a picture)."""

from __future__ import annotations

import html
import io
from typing import TYPE_CHECKING, Any

from ..draw.offline_charts import ChartNeedsInternet
from ..draw.palette import BAD, GOOD
from ..language import _

if TYPE_CHECKING:
    from matplotlib.figure import Figure

PICTURE_SCALE = 1.25  # the trainers' pictures, a little larger than a notebook's, for a projector


def as_html(obj: Any) -> str:
    """An object's picture as HTML: its `_repr_svg_`, `_repr_html_`, or its text."""
    for method in ("_repr_svg_", "_repr_html_"):
        render = getattr(obj, method, None)
        if render is not None:
            picture = render()
            if picture:
                return picture
    text = obj.explain() if hasattr(obj, "explain") else str(obj)
    return f"<pre>{html.escape(text)}</pre>"


def text_html(text: str, tone: str = "") -> str:
    """A short message; tone "good" or "bad" colours it (with a word too, never colour alone)."""
    colours = {"good": GOOD, "bad": BAD}
    style = f' style="color:{colours[tone]}"' if tone in colours else ""
    return f"<p{style}>{html.escape(text)}</p>"


MESSAGE_FONT = "17px"  # what answers an action: readable on a projector, from the back of a room


def message_html(text: str, tone: str = "") -> str:
    """What answers an action, in large type (`text_html`'s tones); "" for no text."""
    if not text:
        return ""
    return f"<div style='font-size:{MESSAGE_FONT};margin:4px 0'>{text_html(text, tone)}</div>"


def big_button(button):
    """A button readable on a projector: larger text, sized to its words. Returns it."""
    button.layout.width = "auto"
    button.layout.height = "38px"
    button.style.font_size = "15px"
    return button


def heading_html(text: str) -> str:
    """A heading over a picture, readable on a projector."""
    return f"<p style='font-size:17px;font-weight:bold;margin:10px 0 2px'>{html.escape(text)}</p>"


def figure_svg(figure: Figure | ChartNeedsInternet, name: str = "") -> str:
    """A matplotlib figure as inline SVG, to sit in an HTML widget (and its static picture),
    named for a screen reader (role img, its aria-label and <title>): `name`, else the
    figure's own title; the note that stands for a chart offline, as its line of HTML."""
    if isinstance(figure, ChartNeedsInternet):
        return figure._repr_html_()
    import matplotlib

    buffer = io.StringIO()
    # No date, and ids from a fixed salt: the same chart, the same text (a saved notebook's
    # widget state changes only when its chart does)
    with matplotlib.rc_context({"svg.hashsalt": "ttlearn"}):
        figure.savefig(buffer, format="svg", bbox_inches="tight", metadata={"Date": None})
    text = buffer.getvalue()
    svg = text[text.index("<svg"):]
    named = html.escape(name or _figure_title(figure) or _("chart"), quote=True)
    opening = svg.index(">") + 1  # the end of the <svg ...> tag
    # as wide as the page at most (a screen 320 px wide, a page zoomed to 400%), its height with it
    fit = ' style="max-width:100%;height:auto"'
    return (svg[:opening - 1] + f' role="img" aria-label="{named}"{fit}>' + f"<title>{named}</title>"
            + svg[opening:])


def _figure_title(figure: Figure) -> str:
    """A figure's title: its suptitle, else the first of its axes' titles (ttlearn's charts
    put theirs on the left)."""
    suptitle = getattr(figure, "_suptitle", None)
    if suptitle is not None and suptitle.get_text():
        return str(suptitle.get_text())
    titles = (ax.get_title(loc=loc) for ax in figure.axes for loc in ("left", "center", "right"))
    return next((str(title) for title in titles if title), "")
