"""A piece of Markdown a notebook cell shows as formatted text (a glossary entry, a list
of exercises), with a short plain `repr`.

>>> note = Markdown("**meld**: a set or a run.", "the glossary entry for meld")
>>> note
Markdown(the glossary entry for meld)
>>> print(note)
**meld**: a set or a run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Markdown:
    """Markdown text; `summary` says in a few words what it is (its repr)."""

    text: str
    summary: str

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Markdown({self.summary})"

    def _repr_markdown_(self) -> str:
        return self.text

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython's plain text (a notebook's text/plain, where Markdown is not shown): the text itself."""
        printer.text(self.text)
