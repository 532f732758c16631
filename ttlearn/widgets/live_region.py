"""`LiveRegion`: what a screen reader says when a view changes, the same words the view shows.

A view puts one at its top level, outside every part it hides, and calls `say(text)` after
each action; the region (`live_region.js`) is polite (it waits until the reader has finished
the sentence it is reading) and atomic (it reads the whole text, not only what changed). The
text is kept here too, so a test reads what a screen reader would hear without a browser."""

from __future__ import annotations

from pathlib import Path
from typing import Any

_HERE = Path(__file__).parent
_LiveRegionWidget: Any = None  # the anywidget class, made on first use (anywidget is imported lazily)


def _widget_class():
    global _LiveRegionWidget
    if _LiveRegionWidget is None:
        import anywidget
        import traitlets as T

        class LiveRegionWidget(anywidget.AnyWidget):
            """The browser side: the text, and how many times something was said."""

            _esm = _HERE / "live_region.js"
            _css = _HERE / "view.css"  # what every view shares (the focus ring): every view has a live region
            text = T.Unicode("").tag(sync=True)
            count = T.Int(0).tag(sync=True)  # a new count is a new announcement, even of the same text

        _LiveRegionWidget = LiveRegionWidget
    return _LiveRegionWidget


class LiveRegion:
    """A polite live region: `say(text)` has a screen reader read `text` out, once."""

    text = ""  # what was said last

    def __init__(self) -> None:
        self.widget = _widget_class()()
        self.heard: list[str] = []  # everything said, in order: what a screen reader heard

    def __repr__(self) -> str:
        return f"LiveRegion({self.text!r})"

    def say(self, text: str, *, again: bool = False) -> None:
        """Announce `text`; the same text as last time is not said again unless `again` (a
        new action that happens to say the same words). An empty text says nothing."""
        if not text or (text == self.text and not again):
            return
        self.text = text
        self.heard.append(text)
        with self.widget.hold_sync():
            self.widget.text = text
            self.widget.count += 1

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
