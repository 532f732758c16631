"""The lessons in Swedish, Croatian and Thai, made from the English ones and a catalog each.

The English notebook (`notebooks/NN_name.ipynb`) and the English teacher's page
(`notebooks/teacher_pages/NN_name.md`) are the one source. Each language keeps only its
words, in gettext catalogs beside them:

- `notebooks/locale/<language>/NN_name.po`: the notebook's Markdown blocks and the
  comments and strings of words of its code cells (`ttlearn.language.text_units`);
- `notebooks/locale/<language>/teacher_pages/NN_name.po`: the teacher's page's blocks.

Each entry's msgid is the English unit. When the English changes, the translation no
longer fits: `update` keeps the old one beside the new English, marked *fuzzy* (stale),
until a translator checks it and takes the mark off; a unit never translated is *missing*.
`problems` names both, and `tests/test_translated_notebooks.py` fails on any.

`build` writes `notebooks/<language>/NN_name.ipynb`, the English notebook with its words
replaced and one first code cell that chooses the language, and
`notebooks/teacher_pages/<language>/NN_name.md`. A code cell whose code is unchanged keeps
the outputs it had when `make notebooks` last ran it in that language.

    python -m ttlearn.teach.lesson_translations update   # make translations: new English in
    python -m ttlearn.teach.lesson_translations build    # make editions: the translated files
    python -m ttlearn.teach.lesson_translations check    # what is missing or stale, exit 1 if any

needs Babel (the notebook and test extras).
"""

from __future__ import annotations

import argparse
import copy
import difflib
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..language.text_units import MissingTranslation, code_units, markdown_units, translate_code, translate_markdown
from .editions import (
    PAGES_FOLDER,
    code_of,
    dumps,
    learner_edition,
    read_notebook,
    runnable_edition,
    source_of,
)

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

LANGUAGES = ("sv", "hr", "th")
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LOCALE = "locale"
LANGUAGE_CELL_ID = "choose-language"
# How near an old English unit must be to a new one for its translation to be offered as stale.
SIMILAR = 0.6


class TranslationError(ValueError):
    """A translated lesson cannot be made; the message names the file and the unit, in one line."""


@dataclass(frozen=True)
class Unit:
    """One piece to translate: its English, and where it is (a cell's id, or a page)."""

    text: str
    where: str


def notebook_units(notebook: dict) -> list[Unit]:
    """The units of a notebook, cell by cell (closed cells read as their code)."""
    units = []
    for cell in runnable_edition(notebook)["cells"]:
        where = f"cell {cell.get('id', '?')}"
        code = code_of(cell)
        texts = code_units(code) if code is not None else markdown_units(source_of(cell))
        units += [Unit(text, where) for text in texts]
    return units


def page_units(text: str, name: str) -> list[Unit]:
    return [Unit(block, name) for block in markdown_units(text)]


def catalog_path(source: Path, language: str) -> Path:
    """Where a source's catalog is: notebooks/locale/sv/01_rules_tour.po for a notebook,
    notebooks/locale/sv/teacher_pages/01_rules_tour.po for a teacher's page."""
    source = Path(source)
    if source.parent.name == PAGES_FOLDER:
        return source.parent.parent / LOCALE / language / PAGES_FOLDER / f"{source.stem}.po"
    return source.parent / LOCALE / language / f"{source.stem}.po"


def translated_path(source: Path, language: str) -> Path:
    """notebooks/sv/01_rules_tour.ipynb, or notebooks/teacher_pages/sv/01_rules_tour.md."""
    source = Path(source)
    return source.parent / language / source.name


def units_of(source: Path) -> list[Unit]:
    source = Path(source)
    if source.suffix == ".ipynb":
        return notebook_units(read_notebook(source))
    return page_units(source.read_text(encoding="utf-8"), source.name)


# --- catalogs ----------------------------------------------------------------------------------


def read_catalog(path: Path, language: str) -> Catalog:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    if not path.is_file():
        return Catalog(locale=language, project="ttlearn lessons", fuzzy=False)
    with path.open("rb") as file:
        return read_po(file, locale=language)


def write_catalog(catalog: Catalog, path: Path) -> bool:
    """Write the catalog if it changed; True if it did."""
    from io import BytesIO

    from babel.messages.pofile import write_po

    buffer = BytesIO()
    write_po(buffer, catalog, width=0, omit_header=False, sort_output=False, include_previous=False,
             no_location=True, ignore_obsolete=False)
    text = buffer.getvalue()
    # Babel stamps the creation and revision dates: keep them out, so a file changes only with its words
    lines = [line for line in text.split(b"\n") if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date'))]
    text = b"\n".join(lines)
    if path.is_file() and path.read_bytes() == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    return True


def updated(old: Catalog, units: Sequence[Unit], language: str) -> Catalog:
    """A catalog of `units` in order, with the translations `old` has for them; a unit whose
    English is new takes the translation of the most similar old English, marked fuzzy."""
    from babel.messages.catalog import Catalog

    known = {m.id: m for m in old if m.id and isinstance(m.id, str)}
    gone = {i: m for i, m in known.items() if m.string and i not in {u.text for u in units}}
    gone.update({m.id: m for m in old.obsolete.values() if m.string and m.id not in known})
    new = Catalog(locale=language, project="ttlearn lessons", fuzzy=False)
    for unit in units:
        if unit.text in new:
            new[unit.text].auto_comments.append(unit.where)
            continue
        was = known.get(unit.text)
        if was is not None and was.string:
            new.add(unit.text, was.string, auto_comments=[unit.where], flags=was.flags)
            continue
        near = difflib.get_close_matches(unit.text, list(gone), n=1, cutoff=SIMILAR)
        if near:
            new.add(unit.text, gone[near[0]].string, auto_comments=[unit.where], flags={"fuzzy"})
        else:
            new.add(unit.text, "", auto_comments=[unit.where])
    return new


def lookup(catalog: Catalog) -> Callable[[str], str | None]:
    """The translation of a unit, if it has one that is not stale."""
    words = {m.id: m.string for m in catalog if m.id and m.string and not m.fuzzy}
    return words.get


def problems(source: Path, language: str) -> list[str]:
    """What a source lacks in a language: each unit missing or stale, one line each."""
    catalog = read_catalog(catalog_path(source, language), language)
    entries = {m.id: m for m in catalog if m.id}
    found = []
    for unit in units_of(source):
        entry = entries.get(unit.text)
        start = unit.text if len(unit.text) <= 60 else unit.text[:57] + "..."
        if entry is None or not entry.string:
            found.append(f"{catalog_path(source, language)}: {unit.where}: missing: {start!r}")
        elif entry.fuzzy:
            found.append(f"{catalog_path(source, language)}: {unit.where}: stale (the English changed): {start!r}")
    return found


# --- the translated files ------------------------------------------------------------------------


def language_cell(language: str) -> dict:
    return {"cell_type": "code", "execution_count": None, "id": LANGUAGE_CELL_ID, "metadata": {}, "outputs": [],
            "source": f'from ttlearn import set_language\n\nset_language("{language}")'}


def translated_notebook(english: dict, catalog: Catalog, language: str, previous: dict | None = None,
                        name: str = "") -> dict:
    """The English notebook in `language`: its words from the catalog, the language chosen
    before its first code cell, the outputs of `previous` (an earlier translation as run)
    kept for each code cell whose code is the same; its solutions closed."""
    words = lookup(catalog)
    notebook = runnable_edition(english)
    ran = {c.get("id"): c for c in runnable_edition(previous)["cells"]} if previous else {}
    cells = []
    for cell in notebook["cells"]:
        cell = copy.deepcopy(cell)
        where = f"{name}, cell {cell.get('id')}"
        try:
            if cell["cell_type"] == "code":
                cell["source"] = translate_code(source_of(cell), words, where)
                before = ran.get(cell.get("id"))
                same = before is not None and source_of(before) == cell["source"]
                cell["outputs"] = copy.deepcopy(before["outputs"]) if same and before else []
                cell["execution_count"] = before.get("execution_count") if same and before else None
            elif cell["cell_type"] == "markdown":
                cell["source"] = translate_markdown(source_of(cell), words, where)
        except MissingTranslation as err:
            raise TranslationError(str(err)) from None
        cells.append(cell)
    first_code = next(i for i, c in enumerate(cells) if c["cell_type"] == "code")
    chooser = language_cell(language)
    if LANGUAGE_CELL_ID in ran:
        chooser["outputs"] = ran[LANGUAGE_CELL_ID]["outputs"]
        chooser["execution_count"] = ran[LANGUAGE_CELL_ID].get("execution_count")
    cells.insert(first_code, chooser)
    notebook["cells"] = cells
    notebook.setdefault("metadata", {})["ttlearn"] = {"language": language, "translation_of": name}
    if previous and "widgets" in previous.get("metadata", {}):
        notebook["metadata"]["widgets"] = previous["metadata"]["widgets"]
    else:
        notebook["metadata"].pop("widgets", None)
    return learner_edition(notebook)


def translated_page(text: str, catalog: Catalog, name: str = "") -> str:
    try:
        return translate_markdown(text, lookup(catalog), name)
    except MissingTranslation as err:
        raise TranslationError(str(err)) from None


def sources(folder: Path = NOTEBOOKS) -> list[Path]:
    """The English notebooks and teacher's pages that are translated."""
    return sorted(folder.glob("[0-9]*.ipynb")) + sorted((folder / PAGES_FOLDER).glob("[0-9]*.md"))


def translation_of(source: Path, language: str) -> str:
    """The text of a source's translation, as `build` writes it."""
    catalog = read_catalog(catalog_path(source, language), language)
    target = translated_path(source, language)
    if source.suffix == ".ipynb":
        previous = read_notebook(target) if target.is_file() else None
        return dumps(translated_notebook(read_notebook(source), catalog, language, previous, source.name))
    return translated_page(source.read_text(encoding="utf-8"), catalog, f"{source.parent.name}/{source.name}")


def _each(languages: Sequence[str], folder: Path) -> Iterator[tuple[Path, str]]:
    for language in languages:
        for source in sources(folder):
            yield source, language


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ttlearn.teach.lesson_translations",
                                     description="Translate the lessons from their catalogs.")
    parser.add_argument("action", choices=["update", "build", "check"],
                        help="update: the catalogs from the English; build: the translated files; "
                             "check: list what is missing or stale")
    parser.add_argument("--language", action="append", choices=LANGUAGES, help="one language (default: all)")
    parser.add_argument("--folder", type=Path, default=NOTEBOOKS, help="the English lessons' folder")
    args = parser.parse_args(argv)
    languages = args.language or list(LANGUAGES)
    status = 0
    for source, language in _each(languages, args.folder):
        path = catalog_path(source, language)
        if args.action == "update":
            catalog = updated(read_catalog(path, language), units_of(source), language)
            if write_catalog(catalog, path):
                print(f"wrote {path}")
        elif args.action == "check":
            for line in problems(source, language):
                print(line)
                status = 1
        else:
            try:
                text = translation_of(source, language)
            except TranslationError as err:
                print(f"not translated: {err}", file=sys.stderr)
                status = 1
                continue
            target = translated_path(source, language)
            if not target.is_file() or target.read_text(encoding="utf-8") != text:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
                print(f"wrote {target}")
    return status


if __name__ == "__main__":
    sys.exit(main())
