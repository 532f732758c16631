"""Card pictures as SVG, drawn by ttlearn itself with the standard library only.

Cards, hands, melds, arrangements and a game table become `Picture`s: Jupyter shows them
(`_repr_svg_`), `save` writes them to a file, and `repr` stays a short plain line. Every
picture has a <title> naming its cards in words, for screen readers; every card shows its
suit symbol, so suits are never told apart by colour alone.

>>> from ttlearn import parse_cards
>>> picture = show_hand(parse_cards("7H KS"), round=11)
>>> picture
Picture(hand 7♥ K♠, round 11)
>>> "<title>hand of 2 cards, round 11 (kings wild): seven of hearts, king of spades (wild)</title>" in picture.svg
True
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Sequence
from xml.sax.saxutils import escape, quoteattr

from . import layout as lay
from .cards import Card, format_cards, rank_text
from .glyphs import svg_path
from .melds import Arrangement, Meld
from .palette import BACK, CARD_EDGE, INK, PAPER, SELECTED, STAR, check_deck_colours, suit_colour

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
_deck = {"colours": "two"}


def set_deck_colours(colours: str) -> str:
    """Choose the deck colours of every later picture: 'two' (red and black, the default)
    or 'four' (♠ black, ♥ red, ♦ blue, ♣ green). Returns the previous choice, so a
    notebook can put it back. A `colours=` argument on any function overrides it."""
    previous = _deck["colours"]
    _deck["colours"] = check_deck_colours(colours)
    return previous


def _num(value: float) -> str:
    return f"{round(value, 2):g}"


def _glyph(shape: str, x: float, y: float, size: float, fill: str, stroke: str | None = None) -> str:
    """A suit symbol or star filling a size x size box at (x, y)."""
    outline = f' stroke="{stroke}" stroke-width="{_num(100 / size)}" stroke-linejoin="round"' if stroke else ""
    return (f'<path transform="translate({_num(x)} {_num(y)}) scale({_num(size / 100)})" '
            f'd="{svg_path(shape)}" fill="{fill}"{outline}/>')


def _text(x: float, y: float, text: str, size: float, fill: str = INK, anchor: str = "start",
          bold: bool = False, extra: str = "") -> str:
    weight = ' font-weight="bold"' if bold else ""
    anchor_attr = f' text-anchor="{anchor}"' if anchor != "start" else ""
    return (f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" fill="{fill}"'
            f'{anchor_attr}{weight}{extra}>{escape(text)}</text>')


def _index(card: Card, colour: str) -> str:
    """The rank and suit in a corner: legible even when cards overlap."""
    rank = rank_text(card.rank)
    squeeze = ' letter-spacing="-1"' if len(rank) == 2 else ""
    return (_text(9, 18, rank, 15 if len(rank) == 1 else 13.5, colour, "middle", True, squeeze)
            + _glyph(card.suit, 4, 22, 10, colour))


def _face(spot: lay.CardSpot, colours: str) -> str:
    """The front of a card in its own 60 x 84 box."""
    card = spot.card
    colour = suit_colour(card.suit, colours)
    w, h = lay.CARD_W, lay.CARD_H
    parts = [f'<rect width="{w}" height="{h}" rx="5" fill="{PAPER}" stroke="{CARD_EDGE}"/>',
             _index(card, colour),
             f'<g transform="rotate(180 {w / 2} {h / 2})">{_index(card, colour)}</g>']
    if not spot.wild and card.rank > 10:  # a court card: a frame round the centre, as on printed faces
        parts.append(f'<rect x="17" y="13" width="26" height="58" rx="2" fill="none" stroke="{colour}" stroke-width="1"/>')
        parts.append(_glyph(card.suit, 19, 31, 22, colour))
    if not spot.wild:
        if card.rank <= 10:
            parts.append(_glyph(card.suit, 16, 28, 28, colour))
        return "".join(parts)
    parts.append(_glyph("star", 42, 3, 15, STAR, INK))
    parts.append(_glyph(card.suit, 19, 19, 22, colour))
    parts.append(_text(w / 2, 54, "WILD", 9, INK, "middle", True, ' letter-spacing="1"'))
    if spot.plays_as is not None:  # inside a meld: the card this wild stands for (R15)
        played = spot.plays_as
        played_colour = suit_colour(played.suit, colours)
        parts.append(f'<rect x="8" y="59" width="37" height="15" rx="7.5" fill="#FFF8C4" stroke="{INK}" stroke-width="0.8"/>')
        parts.append(_text(31, 70.5, f"as {rank_text(played.rank)}", 10, played_colour, "end", True))
        parts.append(_glyph(played.suit, 32, 62.5, 9, played_colour))
    return "".join(parts)


def _back() -> str:
    """The back of a card: a lattice in a frame, the same for every card."""
    w, h, inset = lay.CARD_W, lay.CARD_H, 5
    lines = []
    for b in range(-h, w + h, 9):  # the diagonals y = x + b and y = -x + b, inside the frame
        for s in (1, -1):
            pts = _clip_diagonal(b, s, inset, inset, w - inset, h - inset)
            if pts:
                (x1, y1), (x2, y2) = pts
                lines.append(f"M{_num(x1)} {_num(y1)}L{_num(x2)} {_num(y2)}")
    return (f'<rect width="{w}" height="{h}" rx="5" fill="{BACK}" stroke="{CARD_EDGE}"/>'
            f'<path d="{"".join(lines)}" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="1"/>'
            f'<rect x="{inset}" y="{inset}" width="{w - 2 * inset}" height="{h - 2 * inset}" rx="3" '
            f'fill="none" stroke="#FFFFFF" stroke-opacity="0.7"/>'
            f'<rect x="13" y="33" width="34" height="18" rx="9" fill="{PAPER}"/>'
            + _text(w / 2, 46, "3·13", 11, BACK, "middle", True))


def _clip_diagonal(b: float, s: int, x0: float, y0: float, x1: float, y1: float):
    """Where the line y = s*x + b (s is 1 or -1) crosses the box: two end points, or None."""
    points = {(x, s * x + b) for x in (x0, x1) if y0 <= s * x + b <= y1}
    points |= {(s * (y - b), y) for y in (y0, y1) if x0 <= s * (y - b) <= x1}
    ordered = sorted(points)
    return (ordered[0], ordered[-1]) if len(ordered) >= 2 else None


def _card(spot: lay.CardSpot, colours: str) -> str:
    body = _back() if spot.card is None else _face(spot, colours)
    if spot.selected:  # raised by the layout, and outlined: not colour alone
        body += (f'<rect x="-3" y="-3" width="{lay.CARD_W + 6}" height="{lay.CARD_H + 6}" rx="7" fill="none" '
                 f'stroke="{SELECTED}" stroke-width="3"/>')
    scale = f" scale({_num(spot.scale)})" if spot.scale != 1 else ""
    selected = ' class="selected"' if spot.selected else ""
    return (f'<g transform="translate({_num(spot.x)} {_num(spot.y)}){scale}"{selected}>'
            f"<title>{escape(spot.words)}</title>{body}</g>")


def _frame(frame: lay.Frame) -> str:
    dash = ' stroke-dasharray="6 4"' if frame.dashed else ""
    fill = f'fill="{frame.colour}" fill-opacity="0.12"' if frame.tint else 'fill="none"'
    return (f'<rect x="{_num(frame.x)}" y="{_num(frame.y)}" width="{_num(frame.width)}" '
            f'height="{_num(frame.height)}" rx="8" {fill} stroke="{frame.colour}" stroke-width="2"{dash}/>')


def render(layout: lay.Layout, colours: str | None = None, scale: float = 1.0) -> str:
    """A layout as a standalone SVG document; `scale` sets its displayed size."""
    colours = check_deck_colours(colours or _deck["colours"])
    w, h = layout.width, layout.height
    body = ([_frame(f) for f in layout.frames] + [_card(s, colours) for s in layout.cards]
            + [_text(c.x, c.y, c.text, c.size, c.colour, c.anchor, c.bold) for c in layout.captions])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_num(w)} {_num(h)}" '
            f'width="{_num(w * scale)}" height="{_num(h * scale)}" role="img" font-family={quoteattr(FONT)}>'
            f"<title>{escape(layout.title)}</title>" + "".join(body) + "</svg>")


@dataclass(frozen=True)
class Picture:
    """An SVG picture: shown by Jupyter, saved with `save`, and a short plain `repr`."""

    svg: str
    label: str

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"Picture({self.label})"

    def save(self, path: str | Path) -> Path:
        """Write the SVG to `path` (and return it)."""
        path = Path(path)
        path.write_text(self.svg, encoding="utf-8")
        return path


def show_card(card: Card | None, *, wild: bool = False, plays_as: Card | None = None, selected: bool = False,
              colours: str | None = None, scale: float = 1.0) -> Picture:
    """One card; `card=None` draws the back. A wild carries a star and "WILD", and with
    `plays_as` also the card it stands for (R15)."""
    if plays_as is not None and not wild:
        raise ValueError(f"only a wild card plays as another card; {card} is not marked wild")
    picture = render(lay.card_layout(card, wild, plays_as, selected), colours, scale)
    return Picture(picture, "card face down" if card is None else f"card {card}" + (" wild" if wild else ""))


def show_hand(cards: Iterable[Card], round: int | None = None, *, selected: Iterable[int] = (),
              colours: str | None = None, scale: float = 1.0) -> Picture:
    """A hand in a row. With a round, its wilds are marked (R5); cards at the positions in
    `selected` (0 = first) are raised and outlined, for a widget's selection."""
    cards = list(cards)
    where = f", round {round}" if round is not None else ""
    return Picture(render(lay.hand_layout(cards, round, selected), colours, scale), f"hand {format_cards(cards)}{where}")


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
               selected: Iterable[int] = (), colours: str | None = None, scale: float = 1.0) -> Picture:
    """The table as `player` sees it, from plain data: their hand, the discard pile's top
    card (or None), the stock's size, the other players' hand sizes (name -> cards), the
    melds laid down on going out (name -> melds), the scores (name -> total) and whose turn."""
    hand = list(hand)
    layout = lay.table_layout(hand, round, discard=discard, stock=stock, others=others, melds=melds,
                              scores=scores, turn=turn, player=player, selected=selected)
    return Picture(render(layout, colours, scale), f"table, round {round}, {player}: {format_cards(hand)}")
