"""Counting in words: one place to spell "1 point" and "2 points", so no message says
"1 deck(s)" or "1 points".

>>> plural(1, "point"), plural(0, "point"), plural(2, "deck"), plural(3, "match", "matches")
('1 point', '0 points', '2 decks', '3 matches')
"""

from __future__ import annotations


def plural(count: int, word: str, many: str | None = None) -> str:
    """`count` and `word`, with the plural (`word` + "s" unless `many` is given) unless the
    count is exactly one. Zero takes the plural in English: "0 points"."""
    return f"{count} {word if count == 1 else many or word + 's'}"
