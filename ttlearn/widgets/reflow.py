"""Layouts that reflow: a row of controls that wraps on a narrow screen (320 px wide, a page
zoomed to 400%) instead of squeezing its controls to nothing or cutting them off."""

from __future__ import annotations

from typing import Any


def reflowing(row: Any) -> Any:
    """Let `row` (an HBox) wrap, and each control in it keep the width its words need, no wider
    than the screen. Returns the row."""
    row.layout.flex_flow = "row wrap"
    row.layout.max_width = "100%"
    for child in row.children:
        child.layout.max_width = "100%"
        child.layout.flex = "0 1 auto"  # never grow past its words; shrink only to the screen
        style = getattr(child, "style", None)
        if style is not None and hasattr(style, "button_width"):
            style.button_width = "auto"  # toggle buttons as wide as their words, not squeezed
        described = bool(getattr(child, "description", None))
        if style is not None and hasattr(style, "description_width") and described:
            style.description_width = "initial"  # a label as wide as its word: the rest for the menu's
    return row
