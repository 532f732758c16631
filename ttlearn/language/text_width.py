"""How wide a text shows in a fixed-width column: Thai vowel and tone marks (and every other
combining mark) sit on the letter before them and take no column of their own, so a Thai
word is narrower than its number of characters, and a column padded by `str.ljust` drifts.

>>> word = "ผู้เล่น"  # "player": 7 characters, 4 columns
>>> len(word), display_width(word)
(7, 4)
>>> ljust(word, 7) + "|", rjust("7", 3) + "|"
('ผู้เล่น   |', '  7|')
>>> print(text_table([("ผู้เล่น", "แต้ม"), ("Ana", "12")], right=(1,)))
ผู้เล่น  แต้ม
Ana    12
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def display_width(text: str) -> int:
    """The columns `text` takes in a fixed-width font: none for a combining mark or a
    format character, two for a wide (East Asian) one, one for any other."""
    width = 0
    for char in text:
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def ljust(text: str, width: int) -> str:
    """`text` padded on the right to `width` columns (as it shows, not as it counts)."""
    return text + " " * max(0, width - display_width(text))


def rjust(text: str, width: int) -> str:
    """`text` padded on the left to `width` columns."""
    return " " * max(0, width - display_width(text)) + text


def text_table(rows: Sequence[Sequence[str]], right: Sequence[int] = ()) -> str:
    """Rows as columns of plain text, two spaces apart, each as wide as its widest text
    shows; the columns in `right` (numbers) to the right."""
    widths = [max(display_width(row[k]) for row in rows) for k in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [rjust(cell, w) if k in right else ljust(cell, w) for k, (cell, w) in enumerate(zip(row, widths))]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)
