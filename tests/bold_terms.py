"""The terms a lesson sets in bold, and where each glossary term is first used.

A bold in a lesson's markdown is a term it defines, unless it is a label: text ending in a
stop or a colon ("**Exercise.**", "**Ticket 1.**", "**Hand in your answers.**", "**Next:**"),
or a button or menu item the learner presses (after "press", "click", "choose" or "button",
or before "button": "press **Continue**"). A glossary link, `[**term**](glossary.md#term)`,
defines its term too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from ttlearn.teach.editions import is_closed, source_of
from ttlearn.teach.glossary import TERMS

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_LINK = re.compile(r"\[([^\]]+)\]\(glossary\.md#[^)]*\)")
_BUTTON_BEFORE = re.compile(r"\b(press|presses|click|clicks|choose|chooses|button|menu|tab)\W*$", re.I)
_BUTTON_AFTER = re.compile(r"^\W*(button|menu|tab)\b", re.I)
_FENCE = re.compile(r"```.*?```", re.S)


def prose(cell: dict) -> str:
    """A markdown cell's prose, its fenced code left out; '' for any other cell or a closed one."""
    if cell.get("cell_type") != "markdown" or is_closed(cell):
        return ""
    return _FENCE.sub(" ", source_of(cell))


def is_label(text: str, before: str, after: str) -> bool:
    return bool(re.search(r"[.:!?▶]$|^◀", text.strip()) or _BUTTON_BEFORE.search(before[-25:])
                or _BUTTON_AFTER.search(after[:15]))


def bold_terms(text: str) -> Iterator[str]:
    """The bold terms of a text (labels and buttons left out), and the glossary links' words."""
    for match in _LINK.finditer(text):
        yield match.group(1).strip("*")
    text = _LINK.sub(" ", text)  # a bold link's words are the link's
    for match in _BOLD.finditer(text):
        term = match.group(1)
        if term.strip() and "](" not in term and not is_label(term, text[:match.start()], text[match.end():]):
            yield term


def glossary_term(words: str) -> str | None:
    """The glossary term these words name (by its forms), or None."""
    return next((t.name for t in TERMS if re.fullmatch(t.forms, words.strip(), re.I)
                 or words.strip().lower() == t.name.lower()), None)


def order_problems(lessons: list[tuple[str, list[dict]]]) -> list[str]:
    """What is wrong in a run of lessons read in order: a bold term not in the glossary; a
    glossary term used in a cell before the cell that sets it in bold (or links it)."""
    found, defined = [], set()
    for lesson, cells in lessons:
        for k, cell in enumerate(cells):
            text = prose(cell)
            if not text:
                continue
            here = set()
            for words in bold_terms(text):
                term = glossary_term(words)
                if term is None:
                    found.append(f"{lesson}, cell {k}: **{words}** is in bold but not in the glossary")
                else:
                    here.add(term)
            plain = _LINK.sub(" ", _BOLD.sub(" ", text))
            for t in TERMS:
                if t.name not in defined and t.name not in here and re.search(t.forms, plain, re.I):
                    found.append(f"{lesson}, cell {k}: '{t.name}' is used before it is defined in bold")
                    defined.add(t.name)  # once
            defined |= here
    return found


def lessons_in_order(sources: list[Path], load) -> list[tuple[str, list[dict]]]:
    return [(source.stem, load(source)["cells"]) for source in sources]
