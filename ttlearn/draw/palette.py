"""Colours for every ttlearn picture, chosen to be safe for colour-blind readers.

Colour is never the only clue: every card shows its suit symbol, every meld its label,
every line in a chart its own marker. The meld and chart colours are the Okabe-Ito
palette (Okabe & Ito, "Color Universal Design", 2008), told apart by readers with any
common form of colour blindness.

>>> suit_colour("D", "two"), suit_colour("D", "four")
('#C8102E', '#0067A5')
"""

from __future__ import annotations

OKABE_ITO = {
    "black": "#000000", "orange": "#E69F00", "sky blue": "#56B4E9", "bluish green": "#009E73",
    "yellow": "#F0E442", "blue": "#0072B2", "vermillion": "#D55E00", "reddish purple": "#CC79A7",
}

# Melds and chart lines take these in turn: the Okabe-Ito colours without black and the
# pale yellow, which vanish on a white page and a dark one respectively.
SERIES = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9")
LEFTOVER = "#767676"  # the leftover cards: grey, they belong to no meld
STAR = OKABE_ITO["yellow"]  # the wild star, drawn with a dark outline so it shows on white
SELECTED = OKABE_ITO["blue"]
INK = "#1A1A1A"  # text and black suits
PAPER = "#FFFFFF"
CARD_EDGE = "#8C8C8C"
BACK = "#24507A"  # the back of a card: a deep blue
PICKED = "#FFD966"  # a picked card button in a widget: pale gold (it also gets a tick)
GOOD = "#1B7837"  # a message that says yes (with a word too, never colour alone)
BAD = "#B2182B"  # a message that says no

# A review's labels (`ttlearn.review`), as bars and marks on white: each at least 4.5:1, so a
# mark in it reads as text, and a bar stands out at more than the 3:1 of graphics. The label
# has its own mark too (never colour alone): ○ good, ?! inaccuracy, ? mistake, ?? blunder.
REVIEW_COLOURS = {"good": LEFTOVER, "inaccuracy": "#B35900", "mistake": BAD, "blunder": INK}

# Suit colours as text on white, each at least 4.5:1 contrast (WCAG AA). The four-colour
# deck is the one poker sites use: spades black, hearts red, diamonds blue, clubs green.
DECK_COLOURS = {
    "two": {"S": INK, "H": "#C8102E", "D": "#C8102E", "C": INK},
    "four": {"S": INK, "H": "#C8102E", "D": "#0067A5", "C": "#007A3D"},
}


_chosen = {"deck": "two"}  # the deck colours of pictures that do not say


def check_deck_colours(colours: str) -> str:
    """Return `colours` if it names a deck colouring ('two' or 'four'), else raise ValueError."""
    if colours not in DECK_COLOURS:
        raise ValueError(f"bad deck colours {colours!r}: 'two' (red and black) or 'four' (four-colour deck)")
    return colours


def set_deck_colours(colours: str) -> str:
    """Choose the deck colours of every later picture and figure: 'two' (red and black, the
    default) or 'four' (♠ black, ♥ red, ♦ blue, ♣ green). Returns the previous choice, so a
    notebook can put it back. A `colours=` argument on any function overrides it."""
    previous = _chosen["deck"]
    _chosen["deck"] = check_deck_colours(colours)
    return previous


def deck_colours(colours: str | None = None) -> str:
    """`colours` checked, or the choice of `set_deck_colours` when it is None."""
    return check_deck_colours(colours or _chosen["deck"])


def suit_colour(suit: str, colours: str = "two") -> str:
    """The colour of a suit's symbol and rank in a 'two'- or 'four'-colour deck."""
    return DECK_COLOURS[check_deck_colours(colours)][suit]


def series_colour(index: int) -> str:
    """The colour of the index-th meld or chart line (they repeat after six)."""
    return SERIES[index % len(SERIES)]
