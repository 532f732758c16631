"""Quoting a piece of bad input in an error message: short, on one line, never the whole.

A refusal names what was wrong and shows what was typed, but a student may paste a page
of text or a file may hold a megabyte in one field: the message must stay one short line.

>>> quote("7X")
"'7X'"
>>> quote("K" * 500)
"'KKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKK…' (500 characters)"
"""

from __future__ import annotations

SHOWN = 40  # characters of the input shown at most


def quote(value: object, limit: int = SHOWN) -> str:
    """`repr` of a value, cut to about `limit` characters as shown (one line: repr escapes
    newlines), with the full length said when it was cut."""
    if isinstance(value, str):
        cut = min(len(value), limit)
        while len(repr(value[:cut])) > limit + 2:  # escapes such as \U0002ebe1 count as what they show
            cut -= 1
        if cut == len(value):
            return repr(value)
        shown = repr(value[:cut])
        return f"{shown[:-1]}…{shown[-1]} ({len(value)} characters)"
    text = repr(value)
    if len(text) > limit + 2:
        return text[:limit] + "…"
    return text
