"""What every widget view shares: redraw after each action, show in a notebook, and the
round and ace-rule controls."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..rules import ROUNDS, hand_size, wild_name

if TYPE_CHECKING:
    import ipywidgets as W


class View:
    """A thin ipywidgets layer over a plain-Python model: `widget` is what shows, and
    `refresh()` redraws it from the model after every action."""

    widget: Any = None  # the ipywidgets (or anywidget) object that shows

    def refresh(self) -> None:
        raise NotImplementedError

    def _act(self, action: Callable[..., object], *args: Any) -> None:
        action(*args)
        self.refresh()

    def picture(self) -> str | None:
        """A static picture of the state (HTML), for where widgets do not run: a notebook
        shown on GitHub, a page exported to HTML. None when the view has none."""
        return None

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The widget, and beside it the static picture and a plain line: a notebook front
        end shows the widget, GitHub the picture (never "VBox(children=...)")."""
        bundle = self.widget._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = {**data, "text/plain": repr(getattr(self, "model", self))}
        picture = self.picture()
        if picture:
            data["text/html"] = picture
        return data, metadata


def round_menu(value: int, on_change: Callable[[int], None]) -> W.Dropdown:
    """A menu of the eleven rounds, each with its hand size and wild rank (R4, R5)."""
    import ipywidgets as W

    menu = W.Dropdown(options=[(f"Round {r}: {hand_size(r)} cards, {wild_name(r)} wild", r) for r in ROUNDS],
                      value=value, description="Round")
    menu.observe(lambda change: on_change(change["new"]), names="value")
    return menu


def ace_switch(value: str, on_change: Callable[[str], None]) -> W.ToggleButtons:
    """Aces low (R3) or high or low (V1)."""
    import ipywidgets as W

    switch = W.ToggleButtons(options=[("Aces low (R3)", "low"), ("Aces high or low (V1)", "high_or_low")],
                             value=value)
    switch.observe(lambda change: on_change(change["new"]), names="value")
    return switch
