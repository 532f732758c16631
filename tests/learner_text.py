"""Everything a learner reads in a widget, as plain text, and the English words left in it.

`learner_text` walks an ipywidgets tree (and the card tables in it) and gathers what shows:
descriptions, values of text widgets, menu labels, accordion titles, tooltips, the card
table's group titles, notes, message and the titles and words of its card faces. Markup is
dropped, and so is text in <code> (a strategy's name is code, the same in every language).

`english_left(text)` gives the words of at least three Latin letters in a Thai text: Thai
has no Latin letters of its own, so each is English that was never translated.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

# Latin words a Thai learner may rightly read: the rule numbers (R10), card codes (JK), the
# strategies' and difficulties' code names, the keys of a keyboard as printed on them, and
# the names of the languages and programs.
ALLOWED = {"greedy", "lookahead", "expert", "random", "beginner", "easy", "medium", "hard",
           "Enter", "Space", "Shift", "Tab", "Esc", "Ctrl",
           "English", "svenska", "hrvatski", "ttlearn", "Voila", "JupyterLab", "Python"}


def plain(markup: str) -> str:
    """The text of HTML or SVG markup, without its tags, its <code>, <style> and <script>."""
    markup = re.sub(r"<(code|style|script)\b.*?</\1>", " ", markup, flags=re.S | re.I)
    return html.unescape(re.sub(r"<[^>]*>", " ", markup))


def _widget_text(widget: Any) -> Iterator[str]:
    for name in ("description", "tooltip", "placeholder", "label", "message"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            yield value
    value = getattr(widget, "value", None)
    if isinstance(value, str) and type(widget).__name__ in {"HTML", "HTMLMath", "Label", "Text", "Textarea"}:
        yield plain(value)
    labels = getattr(widget, "_options_labels", None)
    if labels:
        yield from labels
    titles = getattr(widget, "titles", None)
    if titles:
        yield from (t for t in titles if t)
    for group in getattr(widget, "groups", None) or []:  # a card table (anywidget)
        if isinstance(group, dict):
            yield from (group.get(k) or "" for k in ("title", "note", "hint"))
            yield from (card.get("label") or "" for card in group.get("cards", []))
    for face in (getattr(widget, "faces", None) or {}).values():
        if isinstance(face, str):
            yield plain(face)


def widgets_in(widget: Any) -> Iterator[Any]:
    """`widget` and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", None) or ():
        yield from widgets_in(child)


def learner_text(widget: Any) -> str:
    """All a learner reads in `widget` (a view's `.widget`, or the view itself), line by line."""
    widget = getattr(widget, "widget", widget)
    return "\n".join(text for w in widgets_in(widget) for text in _widget_text(w) if text and text.strip())


def english_left(text: str) -> list[str]:
    """The English words in a Thai text (sorted, each once).

    >>> english_left("รัน 7♥ 8♥ 9♥ (R13) JK greedy Draw from the stock")
    ['Draw', 'from', 'stock', 'the']
    """
    text = re.sub(r"\w+_\w+", " ", text)  # an identifier (joker_penalty) is code, the same in every language
    words = set(re.findall(r"(?<![A-Za-z0-9_])[A-Za-z]{3,}(?![A-Za-z0-9_])", text))
    return sorted((w for w in words if w not in ALLOWED), key=str.lower)


# Words every English sentence of ttlearn uses and no Swedish or Croatian one does ("hand" is Swedish too).
ENGLISH_ONLY = {"the", "and", "you", "your", "with", "cards", "points", "penalty", "round", "player", "draw",
                "discard", "pile", "stock", "wild", "wins", "won", "game", "games", "left", "from", "take",
                "next", "step", "score", "total", "new", "turn", "out", "this", "that"}


def english_words(text: str) -> list[str]:
    """The words of `text` that are English only (for the Swedish and Croatian texts).

    >>> english_words("Omgång 11: Draw from the stock")
    ['Draw', 'from', 'stock', 'the']
    """
    text = re.sub(r"\w+_\w+", " ", text)  # an identifier (joker_penalty) is code, the same in every language
    words = set(re.findall(r"[^\W\d_]+", text))  # whole words: "totalsökning" holds no "totals"
    return sorted((w for w in words if w.lower() in ENGLISH_ONLY), key=str.lower)
