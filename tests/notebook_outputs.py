"""What the notebook tests share: the notebooks and their editions, and their saved outputs as text."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SOURCES = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
EDITION_FOLDERS = ("student", "teacher")
EDITIONS = [NOTEBOOKS / folder / source.name for folder in EDITION_FOLDERS for source in SOURCES]
# Every lesson in every language: notebooks/<language>/NN_name.ipynb, the learner's edition of the
# English source of the same name made in another language from its catalog
# (ttlearn.teach.lesson_translations), with its own editions in notebooks/<language>/student/ and teacher/.
LANGUAGES = ("sv", "hr", "th")
TRANSLATED = tuple(source.name for source in SOURCES)
TRANSLATIONS = [NOTEBOOKS / language / name for language in LANGUAGES for name in TRANSLATED]
TRANSLATED_EDITIONS = [NOTEBOOKS / language / folder / name for language in LANGUAGES for folder in EDITION_FOLDERS
                       for name in TRANSLATED]
ALL_NOTEBOOKS = SOURCES + EDITIONS + TRANSLATIONS + TRANSLATED_EDITIONS

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
PICTURES = ("image/png", "image/svg+xml", "image/jpeg")
READ_AS_TEXT = ("text/plain", "text/markdown", "text/html")  # what a reader (or a search for answers) sees
BARE_FIGURE = re.compile(r"<Figure size [\d.]+x[\d.]+ with \d+ Axes>")


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def name(path: Path) -> str:
    """A notebook's short name in test ids: '07_counting_hands' or 'student/07_counting_hands'."""
    relative = path.relative_to(NOTEBOOKS)
    return relative.with_suffix("").as_posix()


def text(value: object) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def outputs(notebook: dict) -> list[tuple[int, dict]]:
    """Every saved output, with the number of its cell."""
    return [(k, output) for k, cell in enumerate(notebook["cells"]) for output in cell.get("outputs", [])]


# A picture in HTML (ttlearn.teach.saved_pictures, ttlearn.draw.chart_names): a reader reads its alt, never its
# PNG's data or its width and height, digits the search for answers would otherwise count (222 in a chart's base64).
_IMG = re.compile(r'<img\b[^>]*?\balt="([^"]*)"[^>]*>')


def output_text(output: dict, kinds: tuple[str, ...] = READ_AS_TEXT) -> str:
    """The text of an output a reader sees: a stream, an error, and the given text kinds of
    data (an image in HTML as its alt)."""
    if output.get("output_type") == "stream":
        return text(output.get("text", ""))
    if output.get("output_type") == "error":
        return f"{output.get('ename', '')}: {output.get('evalue', '')}"
    data = output.get("data", {})
    return "\n".join(_IMG.sub(r"\1", text(data[kind])) if kind == "text/html" else text(data[kind])
                     for kind in kinds if kind in data)


def plain_lines(output: dict) -> list[str]:
    """The lines of an output's plain text: a stream, or its text/plain."""
    return output_text(output, ("text/plain",)).splitlines()
