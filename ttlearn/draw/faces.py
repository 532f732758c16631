"""What a card looks like: its picture as a few simple parts in the card's own box.

A card is 60 units wide and 84 tall, y pointing down. Its face is a rounded box, the rank
and suit symbol in two corners (the lower one turned upside down, as on a printed card),
and a large suit symbol in the centre; a wild adds a star and the word WILD (in the current
language: VILD, DIVLJA, ไวลด์), and inside a meld the card it plays as (R15).
`ttlearn.draw.svg` and `ttlearn.draw.plots` both draw these parts, so a card is designed once.

>>> [type(part).__name__ for part in card_parts(Card(7, "H"))]
['Box', 'Label', 'Glyph', 'Label', 'Glyph', 'Glyph']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, rank_text
from ..language import pgettext
from .palette import BACK, CARD_EDGE, INK, PAPER, SELECTED, STAR, suit_colour

CARD_W, CARD_H = 60, 84  # a playing card is 2.5 x 3.5 inches: 5 to 7
PLAYS_AS_FILL = "#FFF8C4"  # a pale yellow, like the star
WORD_SIZE = 9  # the word across a wild's or a joker's face (WILD, JOKER)


def text_width(text: str, size: float, bold: bool = True) -> float:
    """About how wide `text` is drawn in DejaVu Sans (the first font asked for), a little
    generously: so a label's box or frame is made wide enough to hold it."""
    narrow, wide = set(" .,:;'!|ijlI()[]"), set("mwMW—–")
    em = sum(0.4 if c in narrow else 1.0 if c in wide else 0.78 if c.isupper() else 0.68 for c in text)
    return em * size * (1.05 if bold else 0.95)


def _face_word(word: str) -> Label:
    """The word across the face, below the centre. Thai gets no extra letter spacing: it
    would pull its vowel and tone marks away from their letters."""
    return Label(CARD_W / 2, 54, word, WORD_SIZE, INK, "middle", spacing=1 if word.isascii() else 0)


@dataclass(frozen=True)
class Box:
    """A rounded rectangle. `name` marks the card itself ('card') for tests and tools."""

    x: float
    y: float
    width: float
    height: float
    radius: float
    fill: str = "none"
    edge: str = "none"
    line: float = 1.0
    edge_opacity: float = 1.0
    name: str = ""


@dataclass(frozen=True)
class Glyph:
    """A suit symbol ('S', 'H', 'D', 'C') or 'star' (see `ttlearn.glyphs`) in a size x size box."""

    shape: str
    x: float
    y: float
    size: float
    fill: str
    edge: str | None = None
    turned: bool = False  # upside down, turned about the card's centre


@dataclass(frozen=True)
class Label:
    """A line of text on the card; `y` is its baseline."""

    x: float
    y: float
    text: str
    size: float
    colour: str
    anchor: str = "start"
    bold: bool = True
    turned: bool = False
    spacing: float = 0.0  # extra space between letters
    name: str = ""


@dataclass(frozen=True)
class Lines:
    """Straight lines (x1, y1, x2, y2): the lattice on a card's back."""

    segments: tuple[tuple[float, float, float, float], ...]
    colour: str
    opacity: float
    width: float = 1.0


Part = Box | Glyph | Label | Lines


def _corner(card: Card, colour: str, turned: bool) -> list[Part]:
    """The rank and suit in a corner: legible even when cards overlap."""
    rank = rank_text(card.rank)
    wide = len(rank) == 2
    return [Label(9, 18, rank, 13.5 if wide else 15, colour, "middle", turned=turned, spacing=-1 if wide else 0),
            Glyph(card.suit, 4, 22, 10, colour, turned=turned)]


def _joker_face(plays_as: Card | None, colours: str) -> list[Part]:
    """A joker (a house rule, `Rules(jokers=2)`): JK in the corners, a large star and the
    word JOKER; wild in every round, so it shows what it plays as inside a meld."""
    corners: list[Part] = [Label(9, 18, "JK", 13.5, INK, "middle", turned=turned, spacing=-1)
                           for turned in (False, True)]
    parts: list[Part] = [Box(0, 0, CARD_W, CARD_H, 5, PAPER, CARD_EDGE, name="card"), *corners,
                         Glyph("star", 15, 12, 30, STAR, INK),
                         _face_word(pgettext("card face", "JOKER"))]
    return parts + _plays_as(plays_as, colours)


def _plays_as(plays_as: Card | None, colours: str) -> list[Part]:
    """Inside a meld: the card a wild stands for (R15), in a pale box at the bottom."""
    if plays_as is None:
        return []
    played = suit_colour(plays_as.suit, colours)
    words = pgettext("plays as", "as {rank}").format(rank=rank_text(plays_as.rank))
    # The box holds its words and the suit ("as 10♠" too, and longer words in other
    # languages): it grows to the card's width, then the letters get smaller.
    size, room = 10.0, CARD_W - 4 - 8 - 10  # the card's width less the box's padding and the suit
    size = min(size, size * room / text_width(words, size))
    inner = text_width(words, size) + 10
    x = (CARD_W - inner - 8) / 2
    return [Box(x, 59, inner + 8, 15, 7.5, PLAYS_AS_FILL, INK, line=0.8),
            Label(x + 4 + inner - 10, 70.5, words, size, played, "end", name="plays-as"),
            Glyph(plays_as.suit, x + 4 + inner - 9, 62.5, 9, played)]


def _face(card: Card, wild: bool, plays_as: Card | None, colours: str) -> list[Part]:
    if card.is_joker:
        return _joker_face(plays_as, colours)
    colour = suit_colour(card.suit, colours)
    parts: list[Part] = [Box(0, 0, CARD_W, CARD_H, 5, PAPER, CARD_EDGE, name="card"),
                         *_corner(card, colour, False), *_corner(card, colour, True)]
    if not wild:
        if card.rank > 10:  # a court card: a frame round the centre, as on printed faces
            return parts + [Box(17, 13, 26, 58, 2, edge=colour), Glyph(card.suit, 19, 31, 22, colour)]
        return parts + [Glyph(card.suit, 16, 28, 28, colour)]
    parts += [Glyph("star", 42, 3, 15, STAR, INK), Glyph(card.suit, 19, 19, 22, colour),
              _face_word(pgettext("card face", "WILD"))]
    return parts + _plays_as(plays_as, colours)


def _diagonal(
    b: float, s: int, x0: float, y0: float, x1: float, y1: float
) -> tuple[float, float, float, float] | None:
    """Where the line y = s*x + b (s is 1 or -1) crosses the box: (x1, y1, x2, y2), or None."""
    points = {(x, s * x + b) for x in (x0, x1) if y0 <= s * x + b <= y1}
    points |= {(s * (y - b), y) for y in (y0, y1) if x0 <= s * (y - b) <= x1}
    ends = sorted(points)
    return (*ends[0], *ends[-1]) if len(ends) >= 2 else None


def _back() -> list[Part]:
    """The back: a lattice in a frame and a badge, the same for every card."""
    inset = 5
    lattice = tuple(
        segment for b in range(-CARD_H, CARD_W + CARD_H, 9) for s in (1, -1)
        if (segment := _diagonal(b, s, inset, inset, CARD_W - inset, CARD_H - inset))
    )
    return [Box(0, 0, CARD_W, CARD_H, 5, BACK, CARD_EDGE, name="card"), Lines(lattice, PAPER, 0.25),
            Box(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, 3, edge=PAPER, edge_opacity=0.7),
            Box(13, 33, 34, 18, 9, PAPER), Label(CARD_W / 2, 46, "3·13", 11, BACK, "middle")]


def card_parts(card: Card | None, wild: bool = False, plays_as: Card | None = None, selected: bool = False,
               colours: str = "two") -> tuple[Part, ...]:
    """The parts of one card's picture, face up or (`card` None) face down. A selected card
    gets a thick outline, so the selection does not rest on colour alone."""
    parts = _back() if card is None else _face(card, wild, plays_as, colours)
    if selected:
        parts.append(Box(-3, -3, CARD_W + 6, CARD_H + 6, 7, edge=SELECTED, line=3))
    return tuple(parts)
