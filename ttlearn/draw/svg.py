"""Card pictures as SVG, drawn by ttlearn itself with the standard library only.

Cards, hands, melds, arrangements and a game table become `Picture`s: Jupyter shows them
(`_repr_svg_`, and inline in HTML, `_repr_html_`, where JupyterLab keeps their names), `save`
writes them to a file, and `repr` stays a short plain line. Every picture has a <title> naming
its cards in words, for screen readers; every card shows its suit symbol, so suits are never
told apart by colour alone.

>>> from ttlearn import parse_cards
>>> picture = show_hand(parse_cards("7H KS"), round=11)
>>> picture
Picture(hand 7♥ K♠, round 11)
>>> "<title>hand of 2 cards, round 11 (kings wild): seven of hearts, king of spades (wild)</title>" in picture.svg
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..cards import Card, format_cards
from ..melds import Arrangement, Meld
from . import faces
from . import layout as lay
from .glyphs import svg_path
from .palette import INK, deck_colours

if TYPE_CHECKING:  # the game imports the solver: only its type is needed here
    from ..engine.player_view import PlayerView

# The pictures' text (labels, names, notes; the card indices are outlines of their own, as are
# the suit symbols): the Latin fonts first, then fonts with Thai letters, which DejaVu, Verdana
# and Arial lack: Noto Sans Thai, TLWG's Loma and Garuda (Debian's fonts-thai-tlwg,
# which .ci/run installs for the browser tests), Thonburi (macOS), Leelawadee UI and Tahoma
# (Windows).
THAI_FONTS = ("Noto Sans Thai", "Loma", "Garuda", "Thonburi", "Leelawadee UI", "Tahoma")
# Written in double quotes as it is (font-family="..."): it holds none itself.
FONT = ", ".join(["DejaVu Sans", "Verdana", "Arial", *(f"'{f}'" if " " in f else f for f in THAI_FONTS), "sans-serif"])


def _escaped(text: str) -> str:
    """Text as SVG content: &, < and > escaped (html rather than xml.sax, which is slow to import under Pyodide)."""
    return html.escape(text, quote=False)


def _num(value: float) -> str:
    return f"{round(value, 2):g}"


def _text(x: float, y: float, text: str, size: float, fill: str = INK, anchor: str = "start",
          bold: bool = False, spacing: float = 0.0) -> str:
    weight = ' font-weight="bold"' if bold else ""
    anchor_attr = f' text-anchor="{anchor}"' if anchor != "start" else ""
    spacing_attr = f' letter-spacing="{_num(spacing)}"' if spacing else ""
    return (f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" fill="{fill}"'
            f'{anchor_attr}{weight}{spacing_attr}>{_escaped(text)}</text>')


_TURNED = f'<g transform="rotate(180 {faces.CARD_W / 2} {faces.CARD_H / 2})">'


def _part(part: faces.Part) -> str:
    """One part of a card (see `ttlearn.faces`) as SVG, in the card's own box."""
    if isinstance(part, faces.Box):
        opacity = f' stroke-opacity="{_num(part.edge_opacity)}"' if part.edge_opacity != 1 else ""
        return _rect(part.x, part.y, part.width, part.height, part.radius, f'fill="{part.fill}"', part.edge,
                     part.line, opacity)
    if isinstance(part, faces.Lines):
        d = "".join(f"M{_num(x1)} {_num(y1)}L{_num(x2)} {_num(y2)}" for x1, y1, x2, y2 in part.segments)
        return (f'<path d="{d}" stroke="{part.colour}" stroke-opacity="{_num(part.opacity)}" '
                f'stroke-width="{_num(part.width)}"/>')
    if isinstance(part, faces.Glyph):
        outline = (f' stroke="{part.edge}" stroke-width="{_num(100 / part.size)}" stroke-linejoin="round"'
                   if part.edge else "")
        drawn = (f'<path transform="translate({_num(part.x)} {_num(part.y)}) scale({_num(part.size / 100)})" '
                 f'd="{svg_path(part.shape)}" fill="{part.fill}"{outline}/>')
    else:
        drawn = _text(part.x, part.y, part.text, part.size, part.colour, part.anchor, part.bold, part.spacing)
    return _TURNED + drawn + "</g>" if part.turned else drawn


def _card(spot: lay.CardSpot, colours: str) -> str:
    body = "".join(_part(p) for p in faces.card_parts(spot.card, spot.wild, spot.plays_as, spot.selected, colours))
    scale = f" scale({_num(spot.scale)})" if spot.scale != 1 else ""
    selected = ' class="selected"' if spot.selected else ""
    return (f'<g transform="translate({_num(spot.x)} {_num(spot.y)}){scale}"{selected}>'
            f"<title>{_escaped(spot.words)}</title>{body}</g>")


def _rect(x: float, y: float, width: float, height: float, radius: float, fill: str, edge: str,
          line: float = 1.0, extra: str = "") -> str:
    stroke = "" if edge == "none" else f' stroke="{edge}"' + (f' stroke-width="{_num(line)}"' if line != 1 else "")
    return (f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(width)}" height="{_num(height)}" rx="{_num(radius)}" '
            f'{fill}{stroke}{extra}/>')


def _frame(frame: lay.Frame) -> str:
    fill = f'fill="{frame.colour}" fill-opacity="0.12"' if frame.tint else 'fill="none"'
    dash = ' stroke-dasharray="6 4"' if frame.dashed else ""
    return _rect(frame.x, frame.y, frame.width, frame.height, 8, fill, frame.colour, 2, dash)


def render(layout: lay.Layout, colours: str | None = None, scale: float = 1.0) -> str:
    """A layout as a standalone SVG document; `scale` sets its displayed size."""
    colours = deck_colours(colours)
    w, h = layout.width, layout.height
    body = ([_frame(f) for f in layout.frames] + [_card(s, colours) for s in layout.cards]
            + [_text(c.x, c.y, c.text, c.size, c.colour, c.anchor, c.bold) for c in layout.captions])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_num(w)} {_num(h)}" '
            f'width="{_num(w * scale)}" height="{_num(h * scale)}" role="img" font-family="{FONT}">'
            f"<title>{_escaped(layout.title)}</title>" + "".join(body) + "</svg>")


def inline_html(svg: str) -> str:
    """An SVG picture as a notebook's HTML output: inline in a `<div>` (so it is never at the
    start of the output, where nbval's sanitizer takes an SVG for an `image/svg+xml`)."""
    return f'<div class="tt-picture">{svg}</div>'


@dataclass(frozen=True)
class Picture:
    """An SVG picture: shown by Jupyter, saved with `save`, and a short plain `repr`."""

    svg: str
    label: str

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        """The SVG inline, for JupyterLab: it shows `image/svg+xml` as an `<img>` with no text
        alternative (the SVG's <title> is lost), but prefers HTML, where the SVG keeps its
        role="img" and <title>, the name a screen reader says."""
        return inline_html(self.svg)

    def __repr__(self) -> str:
        return f"Picture({self.label})"

    def save(self, path: str | Path) -> Path:
        """Write the SVG to `path` (and return it)."""
        path = Path(path)
        path.write_text(self.svg, encoding="utf-8")
        return path


def show_card(card: Card | None, *, wild: bool = False, plays_as: Card | None = None, selected: bool = False,
              colours: str | None = None, scale: float = 1.0, margin: float = lay.MARGIN) -> Picture:
    """One card; `card=None` draws the back. A wild carries a star and "WILD", and with
    `plays_as` also the card it stands for (R15). `margin` is the room around the card
    (in card units, the card being 60 wide)."""
    if plays_as is not None and not wild:
        raise ValueError(f"only a wild card plays as another card; {card} is not marked wild")
    picture = render(lay.card_layout(card, wild, plays_as, selected, margin), colours, scale)
    return Picture(picture, "card face down" if card is None else f"card {card}" + (" wild" if wild else ""))


def show_hand(cards: Iterable[Card], round: int | None = None, *, selected: Iterable[int] = (),
              colours: str | None = None, scale: float = 1.0) -> Picture:
    """A hand in a row. With a round, its wilds are marked (R5); cards at the positions in
    `selected` (0 = first) are raised and outlined, for a widget's selection."""
    cards = list(cards)
    where = f", round {round}" if round is not None else ""
    picture = render(lay.hand_layout(cards, round, selected), colours, scale)
    return Picture(picture, f"hand {format_cards(cards)}{where}")


def show_meld(meld: Meld, *, colours: str | None = None, scale: float = 1.0) -> Picture:
    """A meld in its frame with its label; each wild shows the card it plays as."""
    return Picture(render(lay.meld_layout(meld), colours, scale), meld.label)


def show_arrangement(arrangement: Arrangement, *, colours: str | None = None, scale: float = 1.0) -> Picture:
    """Each meld as a group in its own colour with its label, then the leftover cards with
    their points and the total penalty (R16)."""
    return Picture(render(lay.arrangement_layout(arrangement), colours, scale),
                   f"arrangement, penalty {arrangement.penalty}")


def show_table(hand: Iterable[Card], round: int, *, discard: Card | None = None, stock: int = 0,
               others: Mapping[str, int] | None = None, melds: Mapping[str, Sequence[Meld]] | None = None,
               scores: Mapping[str, int] | None = None, turn: str | None = None, player: str = "You",
               selected: Iterable[int] = (), colours: str | None = None, scale: float = 1.0,
               out: Iterable[str] = ()) -> Picture:
    """The table as `player` sees it, from plain data: their hand, the discard pile's top
    card (or None), the stock's size, the other players' hand sizes (name -> cards), the
    melds laid down on going out (name -> melds), the scores (name -> total), whose turn,
    and who went out (`out`: their melds show, not their hand face down, R10)."""
    hand = list(hand)
    layout = lay.table_layout(hand, round, discard=discard, stock=stock, others=others, melds=melds,
                              scores=scores, turn=turn, player=player, selected=selected, out=out)
    return Picture(render(layout, colours, scale), f"table, round {round}, {player}: {format_cards(hand)}")


def show_view(view: PlayerView, *, selected: Iterable[int] = (), colours: str | None = None,
              scale: float = 1.0) -> Picture:
    """The table as one seat of a game sees it (`Game.view(seat)`): `show_table` from its view."""
    others = {name: size for k, (name, size) in enumerate(zip(view.names, view.hand_sizes)) if k != view.seat}
    melds = {view.names[view.went_out]: list(view.laid_down)} if view.went_out is not None else None
    out = [view.names[view.went_out]] if view.went_out is not None and view.went_out != view.seat else []
    turn = None if view.phase == "over" else view.names[view.turn]
    return show_table(view.hand, view.round, discard=view.discard_top, stock=view.stock_size, others=others,
                      melds=melds, scores=dict(zip(view.names, view.totals)), turn=turn,
                      player=view.names[view.seat], selected=selected, colours=colours, scale=scale, out=out)
