"""One display hook between the value types and their pictures.

The core (cards, melds, the game) knows nothing of drawing. A value type with a picture
inherits `Pictured`; Jupyter calls its `_repr_svg_` and `_repr_html_`, which ask the drawing registered for
the type. `ttlearn.draw` registers its drawings when it is imported, and importing
`ttlearn` imports it, so the core never imports the pictures and there is no import cycle.
`repr()` stays plain text (nbval compares it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_DRAWINGS: dict[type, Callable[..., Any]] = {}


def register_drawing(kind: type, draw: Callable[..., Any]) -> None:
    """Let `draw(obj, **options)` make the picture (an object with `.svg`) of `kind`."""
    _DRAWINGS[kind] = draw


def picture_of(obj: object, **options: Any) -> Any:
    """The picture of `obj` from the drawing registered for its type (or a base type)."""
    for kind in type(obj).__mro__:
        draw = _DRAWINGS.get(kind)
        if draw is not None:
            return draw(obj, **options)
    raise TypeError(f"no picture is registered for {type(obj).__name__}")


class Pictured:
    """A value type that Jupyter shows as its SVG picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str | None:
        try:
            return str(picture_of(self).svg)
        except TypeError:  # nothing registered: Jupyter falls back to the text repr
            return None

    def _repr_html_(self) -> str | None:
        """The SVG inline in HTML (`Picture._repr_html_`): JupyterLab shows it named."""
        try:
            return str(picture_of(self)._repr_html_())
        except TypeError:
            return None
