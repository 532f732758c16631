"""`disclosure(title, body)`: a part of a view that a learner opens and closes by keyboard too
(the house rules, the game's log), in place of ipywidgets' Accordion, whose headers Tab never
reaches. A real button with aria-expanded (`disclosure.js`) over a box shown only while open.
It keeps the Accordion's small interface its callers use: `selected_index` (0 open, None
closed), `get_title(0)` and `set_title(0, title)`; `body` is the part it opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

_HERE = Path(__file__).parent
_classes: dict[str, Any] = {}  # the widget classes, made on first use (ipywidgets is imported lazily)


def _button_class() -> Any:
    if "button" not in _classes:
        import anywidget
        import traitlets as T

        class DisclosureButton(anywidget.AnyWidget):
            """The browser side: the title and whether the part is open."""

            _esm = _HERE / "disclosure.js"
            _css = _HERE / "view.css"
            description = T.Unicode("").tag(sync=True)
            expanded = T.Bool(False).tag(sync=True)

        _classes["button"] = DisclosureButton
    return _classes["button"]


def _box_class() -> Any:
    if "box" not in _classes:
        import ipywidgets as W
        import traitlets as T

        class Disclosure(W.VBox):
            """The button and the part it opens; `selected_index` is 0 while open, else None."""

            selected_index = T.Int(None, allow_none=True)

            @property
            def body(self) -> Any:
                return self.children[1]

            def get_title(self, index: int) -> str:
                _only_part(index)
                return self.children[0].description

            def set_title(self, index: int, title: str) -> None:
                _only_part(index)
                self.children[0].description = title

        _classes["box"] = Disclosure
    return _classes["box"]


def _only_part(index: int) -> None:
    if index != 0:
        raise ValueError(f"a disclosure has one part, 0, not {index!r}")


def disclosure(title: str, body: Any, opened: bool = False) -> Any:
    """`body` (a widget) under a button named `title`, closed unless `opened`."""
    button = _button_class()(description=title, expanded=opened)
    body.layout.display = None if opened else "none"
    box = _box_class()([button, body], selected_index=0 if opened else None)
    box.add_class("tt-disclosure-box")

    def opened_by_button(change: dict) -> None:
        box.selected_index = 0 if change["new"] else None

    def opened_by_index(change: dict) -> None:
        open = change["new"] is not None
        body.layout.display = None if open else "none"
        button.expanded = open

    button.observe(opened_by_button, names="expanded")
    box.observe(opened_by_index, names="selected_index")
    return box
