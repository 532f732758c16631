"""Suit symbols and the wild star as outlines, so pictures never depend on a font.

Each shape is a list of path commands in a 100 x 100 box, y pointing down (as in SVG):
("M", x, y) moves, ("L", x, y) draws a line, ("C", x1, y1, x2, y2, x, y) a cubic curve,
("Z",) closes. `ttlearn.draw.svg` writes them as SVG path data and
`ttlearn.draw.layout_painter` as matplotlib paths, so a card looks the same in a notebook
and on a slide.

>>> svg_path("D")
'M50 2L86 50L50 98L14 50Z'
"""

from __future__ import annotations

from math import cos, pi, sin
from typing import Literal, TypeAlias

# One command of an outline, as SVG path data has it: its letter, then its coordinates.
PathCommand: TypeAlias = tuple[Literal["M", "L", "C", "Z"], *tuple[float, ...]]

_KAPPA = 0.5523  # a cubic curve this far along the tangent draws a quarter circle


def _circle(cx: float, cy: float, r: float) -> list[PathCommand]:
    """A circle as four quarter curves, drawn clockwise like the other outlines."""
    k = _KAPPA * r
    return [
        ("M", cx, cy - r),
        ("C", cx + k, cy - r, cx + r, cy - k, cx + r, cy),
        ("C", cx + r, cy + k, cx + k, cy + r, cx, cy + r),
        ("C", cx - k, cy + r, cx - r, cy + k, cx - r, cy),
        ("C", cx - r, cy - k, cx - k, cy - r, cx, cy - r),
        ("Z",),
    ]


def _star(points: int = 5, outer: float = 48, inner: float = 20) -> list[PathCommand]:
    commands: list[PathCommand] = []
    for i in range(2 * points):
        r = outer if i % 2 == 0 else inner
        angle = -pi / 2 + i * pi / points
        commands.append(("M" if i == 0 else "L", round(50 + r * cos(angle), 1), round(52 + r * sin(angle), 1)))
    return commands + [("Z",)]


SHAPES: dict[str, list[PathCommand]] = {
    "H": [
        ("M", 50, 94), ("C", 22, 72, 2, 54, 2, 31), ("C", 2, 14, 14, 5, 27, 5),
        ("C", 38, 5, 46, 12, 50, 22), ("C", 54, 12, 62, 5, 73, 5), ("C", 86, 5, 98, 14, 98, 31),
        ("C", 98, 54, 78, 72, 50, 94), ("Z",),
    ],
    "D": [("M", 50, 2), ("L", 86, 50), ("L", 50, 98), ("L", 14, 50), ("Z",)],
    "S": [
        ("M", 50, 2), ("C", 62, 22, 98, 40, 98, 62), ("C", 98, 76, 88, 84, 76, 84),
        ("C", 66, 84, 58, 79, 54, 72), ("C", 55, 82, 59, 91, 68, 98), ("L", 32, 98),
        ("C", 41, 91, 45, 82, 46, 72), ("C", 42, 79, 34, 84, 24, 84), ("C", 12, 84, 2, 76, 2, 62),
        ("C", 2, 40, 38, 22, 50, 2), ("Z",),
    ],
    "C": [
        *_circle(50, 27, 22), *_circle(26, 60, 22), *_circle(74, 60, 22), *_circle(50, 52, 12),
        ("M", 46, 62), ("C", 46, 80, 41, 91, 32, 98), ("L", 68, 98), ("C", 59, 91, 54, 80, 54, 62), ("Z",),
    ],
    "star": _star(),
}


def _number(value: float) -> str:
    return f"{value:g}"


def svg_path(shape: str) -> str:
    """The outline of a suit letter ('S', 'H', 'D', 'C') or 'star' as SVG path data."""
    parts = []
    for command in SHAPES[shape]:
        coords = command[1:]
        pairs = [f"{_number(coords[i])} {_number(coords[i + 1])}" for i in range(0, len(coords), 2)]
        parts.append(command[0] + " ".join(pairs))
    return "".join(parts)
