"""The deck's colours in a view: a `colours=` argument, and the switch's redraw (`deck_switch`
in `view.py` sets the session's colours; the views here redraw in them)."""

from __future__ import annotations

import weakref
from typing import Any

from ..draw.palette import check_deck_colours, set_deck_colours
from ..language import using
from .view import deck_switch

# The views with a deck switch: one switched, the others follow (the colours are the session's,
# and a page whose two trainers showed two decks would contradict its own switches)
_switched: weakref.WeakSet[Any] = weakref.WeakSet()


def use_colours(colours: str | None) -> None:
    """A view's `colours=` argument: 'two' or 'four' becomes the session's deck colours, as the
    view's switch would make it (the card table draws in the session's); None keeps them. A bad
    name is refused before anything is built."""
    if colours is not None:
        set_deck_colours(check_deck_colours(colours))


def recolour_table(view: Any, table: Any | None = None) -> None:
    """Redraw `view` in the deck colours just chosen, and its card table's faces with it: the
    table keeps the faces it drew, so they are all drawn again (a card kept in the old colours
    would say one suit by two colours)."""
    if table is not None:
        table.widget.faces = {}
        with using(view.language):  # a face with words on it (WILD) is drawn in the view's language
            table.sync()
    view.refresh()


def deck_control(view: Any, table: Any | None = None) -> Any:
    """The view's deck switch (`deck_switch`): a change redraws `view` and its card `table`, and
    every other view's switch follows, redrawing that view too. Returns the switch."""

    def changed(colours: str) -> None:
        recolour_table(view, table)
        for other in list(_switched):
            if other.deck.value != colours:  # (a switch already turned is left: each view redraws once)
                other.deck.value = colours  # its own switch: it redraws its view

    switch = deck_switch(changed)
    _switched.add(view)
    return switch
