"""The verdict on an answer to an exercise, shown as a sentence a learner reads.

In a notebook a `Feedback` shows as a tick or a cross, a word and the sentence (a colour
too, never the colour alone); `str()` is the sentence; `repr()` stays a plain line that
names the exercise, so tests and doctests can compare it.

>>> right = Feedback("sets-of-3", True, "Right: 52.")
>>> right
Feedback('sets-of-3', correct: Right: 52.)
>>> print(right)
Right: 52.
>>> bool(right), bool(Feedback("sets-of-3", False, "Not yet: too high."))
(True, False)
"""

from __future__ import annotations

import html
import textwrap
from dataclasses import dataclass, field
from typing import Any

from ..draw.palette import BAD, GOOD

TICK, CROSS = "✓", "✗"
WIDTH = 100  # characters: a notebook's saved text output stays this narrow


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: truthy when right. The message never gives the answer
    away unless the answer was right, or the learner has tried enough or asked for it
    (`ttlearn.teach.exercise_kinds`); it is one sentence or a few, starting with the verdict
    ("Right", "Not yet", "No answer yet") before a colon or a full stop. `tried` is False
    for an answer that could not be read as one ("fifty" for a count): no try, and not
    recorded as one."""

    exercise_id: str
    correct: bool
    message: str
    tried: bool = field(default=True, compare=False)

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        verdict = "correct: " if self.correct else ""
        return f"Feedback({self.exercise_id!r}, {verdict}{self.message})"

    @property
    def mark(self) -> str:
        return TICK if self.correct else CROSS

    def text(self) -> str:
        """The mark and the sentence, wrapped to lines of at most 100 characters."""
        return textwrap.fill(f"{self.mark} {self.message}", WIDTH, subsequent_indent="  ")

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython's plain-text display (a notebook's text/plain): the sentence, not the repr."""
        printer.text(self.text())

    def _repr_html_(self) -> str:
        """The mark and the verdict word in green or red, then the rest of the sentence."""
        verdict, colon, rest = self.message.partition(":")
        stop = self.message.find(".")
        if not colon or 0 <= stop < len(verdict):  # "Not yet. Hint: ...": the verdict ends at the stop
            verdict, colon, rest = self.message.partition(".") if stop >= 0 else (self.message, "", "")
        colour = GOOD if self.correct else BAD
        return (f'<p class="tt-feedback" role="status" style="font-size:15px;margin:4px 0">'
                f'<span style="color:{colour};font-weight:bold">{self.mark} {html.escape(verdict)}{colon}</span>'
                f"{html.escape(rest)}</p>")
