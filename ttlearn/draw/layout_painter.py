"""A layout (cards, frames, captions: `ttlearn.draw.layout`) drawn with matplotlib, the same
picture as the SVG, for `ttlearn.draw.card_figures`. Only that module imports this one, and
only when it draws cards, so matplotlib is imported only then."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.collections import LineCollection
from matplotlib.colors import to_rgba
from matplotlib.patches import FancyBboxPatch, PathPatch
from matplotlib.path import Path
from matplotlib.transforms import Affine2D

from . import faces
from . import layout as lay
from .glyphs import SHAPES

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.transforms import Transform
    from matplotlib.typing import ColorType, LineStyleType

_CODES = {"M": int(Path.MOVETO), "L": int(Path.LINETO), "C": int(Path.CURVE4), "Z": int(Path.CLOSEPOLY)}


def _shape(shape: str) -> tuple[list[tuple[float, float]], list[int]]:
    """The vertices and codes of a suit symbol or star (see `ttlearn.draw.glyphs`), 100 x 100:
    each path command's points, each with the command's code (a curve has three)."""
    vertices: list[tuple[float, float]] = []
    codes: list[int] = []
    for letter, *numbers in SHAPES[shape]:
        points: list[tuple[float, float]] = list(zip(numbers[::2], numbers[1::2])) or [(0, 0)]  # "Z": one, unused
        vertices += points
        codes += [_CODES[letter]] * len(points)
    return vertices, codes


class Painter:
    """Draws a layout (see `ttlearn.layout`) into an Axes whose data units are layout units."""

    def __init__(self, ax: Axes, layout: lay.Layout, colours: str):
        self.ax, self.colours = ax, colours
        ax.set_xlim(0, layout.width)
        ax.set_ylim(layout.height, 0)  # y points down, as in the layout and in SVG
        ax.set_aspect("equal")
        ax.axis("off")
        box = ax.get_position()
        width_in, height_in = ax.figure.figure.get_size_inches()
        # Font sizes are in points, the layout in units: how many points one unit is.
        self.pt = 72 * min(width_in * box.width / layout.width, height_in * box.height / layout.height)

    def box(self, x: float, y: float, w: float, h: float, face: ColorType, edge: ColorType, radius: float,
            line: float, z: float, gid: str | None = None, label: str | None = None,
            linestyle: LineStyleType = "-") -> None:
        self.ax.add_patch(FancyBboxPatch((x, y), w, h, boxstyle=f"round,pad=0,rounding_size={radius}",
                                         facecolor=face, edgecolor=edge, linewidth=line * self.pt, gid=gid,
                                         label=label, linestyle=linestyle, zorder=z))

    def text(self, x: float, y: float, text: str, size: float, colour: ColorType, anchor: str, bold: bool, z: float,
             turned: bool = False, gid: str | None = None) -> None:
        ha = {"start": "left", "middle": "center", "end": "right"}[anchor]
        self.ax.text(x, y, text, fontsize=size * self.pt, color=colour, ha=ha, va="baseline",
                     fontweight="bold" if bold else "normal", rotation=180 if turned else 0,
                     rotation_mode="anchor", gid=gid, zorder=z)

    def frame(self, f: lay.Frame) -> None:
        self.box(f.x, f.y, f.width, f.height, to_rgba(f.colour, 0.12) if f.tint else "none", f.colour, 8, 2, 1,
                 gid="frame", linestyle="--" if f.dashed else "-")

    def card(self, spot: lay.CardSpot, order: int) -> None:
        """A card's parts (see `ttlearn.faces`), moved from the card's own box to its spot.
        Each card lies on the ones before it, as in the SVG, where later elements cover earlier."""
        s = spot.scale
        place = Affine2D().scale(s).translate(spot.x, spot.y)
        turn = Affine2D().rotate_deg_around(faces.CARD_W / 2, faces.CARD_H / 2, 180)
        parts = faces.card_parts(spot.card, spot.wild, spot.plays_as, spot.selected, self.colours)
        for j, part in enumerate(parts):
            z = 2 + order + j / len(parts)
            if isinstance(part, faces.Box):
                x, y = place.transform((part.x, part.y))
                name = part.name or None
                self.box(x, y, part.width * s, part.height * s, part.fill, to_rgba(part.edge, part.edge_opacity),
                         part.radius * s, part.line * s, z, gid=name, label=spot.words if name == "card" else None)
            elif isinstance(part, faces.Lines):
                segments = [place.transform([(x1, y1), (x2, y2)]) for x1, y1, x2, y2 in part.segments]
                self.ax.add_collection(LineCollection(segments, colors=[to_rgba(part.colour, part.opacity)],
                                                      linewidths=part.width * s * self.pt, zorder=z))
            elif isinstance(part, faces.Glyph):
                where: Transform = Affine2D().scale(part.size / 100).translate(part.x, part.y)
                if part.turned:
                    where = where + turn
                path = Path(*_shape(part.shape)).transformed(where + place)
                self.ax.add_patch(PathPatch(path, facecolor=part.fill, edgecolor=part.edge or "none",
                                            linewidth=0.8 * s * self.pt if part.edge else 0, zorder=z))
            else:
                x, y = ((turn + place) if part.turned else place).transform((part.x, part.y))
                self.text(x, y, part.text, part.size * s, part.colour, part.anchor, part.bold, z, part.turned,
                          gid=part.name or None)

    def draw(self, layout: lay.Layout) -> None:
        for f in layout.frames:
            self.frame(f)
        for order, spot in enumerate(layout.cards):
            self.card(spot, order)
        for c in layout.captions:
            self.text(c.x, c.y, c.text, c.size, c.colour, c.anchor, c.bold, 3 + len(layout.cards), gid="caption")
