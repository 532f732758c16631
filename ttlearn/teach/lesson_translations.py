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
import ast
import builtins
import copy
import difflib
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..language.text_units import MissingTranslation, code_units, markdown_units, translate_code, translate_markdown
from .editions import (
    _LINK,
    PAGES_FOLDER,
    _lines,
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
HEADER = """\
# The words of one ttlearn lesson in {language}: each msgid is a piece of the English lesson,
# its msgstr the translation (ttlearn/teach/lesson_translations.py). `make translations` brings the
# English in; an entry marked fuzzy is stale (its English changed): check it and take the mark off.
#"""
# How near an old English unit must be to a new one for its translation to be offered as stale.
SIMILAR = 0.6


# A code unit that is a string literal (a comment's words never start with a quote).
_LITERAL = re.compile(r"""^[rRbBfFuU]{0,2}['"]""")


class TranslationError(ValueError):
    """A translated lesson cannot be made; the message names the file and the unit, in one line."""


@dataclass(frozen=True)
class Unit:
    """One piece to translate: its English, where it is (a cell's id, or a page), and its
    kind: "markdown", "comment" or "string" (a Python literal, quotes and all)."""

    text: str
    where: str
    kind: str = "markdown"


def notebook_units(notebook: dict) -> list[Unit]:
    """The units of a notebook, cell by cell (closed cells read as their code)."""
    units = []
    for cell in runnable_edition(notebook)["cells"]:
        where = f"cell {cell.get('id', '?')}"
        code = code_of(cell)
        if code is None:
            units += [Unit(text, where) for text in markdown_units(source_of(cell))]
        else:
            units += [Unit(text, where, "string" if _LITERAL.match(text) else "comment") for text in code_units(code)]
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
    texts = {u.text for u in units}
    gone = {i: m for i, m in known.items() if m.string and i not in texts}
    gone.update({m.id: m for m in old.obsolete.values() if m.string and isinstance(m.id, str) and m.id not in known})
    new = Catalog(locale=language, project="ttlearn lessons", fuzzy=False)
    new.header_comment = HEADER.format(language=language)
    offered = set()
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
            offered.add(near[0])
        else:
            new.add(unit.text, "", auto_comments=[unit.where])
    for text, message in gone.items():  # kept at the end (#~), for a translator to reuse
        if text not in offered:
            new.obsolete[text] = message
    return new


def lookup(catalog: Catalog) -> Callable[[str], str | None]:
    """The translation of a unit, if it has one that is not stale."""
    words = {str(m.id): str(m.string) for m in catalog if m.id and m.string and not m.fuzzy}

    def translation(unit: str) -> str | None:
        return words.get(unit)

    return translation


_BOLD = re.compile(r"\*\*[^*\n]+?\*\*")
_LINK_TARGET = re.compile(r"\]\(([^)\s]+)\)")
_INLINE_CODE = re.compile(r"`[^`\n]+`")
_HEADING = re.compile(r"^#+ ", re.M)
_FIELD = re.compile(r"(?<!\{)\{([^{}]*)\}")
_THAI = "\u0e00-\u0e7f"
# A space between a Thai letter and a bold span splits a Thai phrase.
_THAI_SPACED_BOLD = re.compile(rf"[{_THAI}] \*\*[^*\n]+?\*\*|\*\*[^*\n]+?\*\* [{_THAI}]")
# A bold span that opens after a letter onto punctuation, or closes after punctuation onto a letter,
# is no bold at all in CommonMark (ได้**[term](link)**ของ shows its asterisks): in Thai, with no space to
# separate them, write the bold inside the link, [**term**](link).
_UNOPENED_BOLD = re.compile(rf"[{_THAI}]\*\*[\[(`]|[\])`]\*\*[{_THAI}]")


def _field_names(tree: ast.expr) -> tuple[set[str], set[str]]:
    """The names an f-string's fields use: all of them, and those of the fields that hold no
    words of their own (a value, not a plural ending like {'s' if n > 1 else ''})."""
    every: set[str] = set()
    values: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FormattedValue):
            names = {n.id for n in ast.walk(node.value) if isinstance(n, ast.Name) and n.id not in _BUILTINS}
            every |= names
            if not any(isinstance(n, ast.Constant) and isinstance(n.value, str) for n in ast.walk(node.value)):
                values |= names
    return every, values


_BUILTINS = set(dir(builtins))


def structure_problems(unit: Unit, translation: str, language: str) -> list[str]:
    """How a translation breaks its unit's structure: the bold, links, code, headings of
    Markdown; a string that is no longer a Python literal of the same kind and fields.

    >>> structure_problems(Unit("a **meld** [R1](../RULES.md)", ""), "en **kombination** [R1](RULES.md)", "sv")
    ['links ../RULES.md become RULES.md']
    >>> structure_problems(Unit('f"{n} cards"', "", "string"), '"{n} kort"', "sv")
    ['not an f-string like the English', 'fields leave out n']
    """
    found = []
    if unit.kind == "string":
        try:
            tree = ast.parse(translation.strip(), mode="eval").body
        except SyntaxError:
            return ["not a Python string literal"]
        english = ast.parse(unit.text, mode="eval").body
        if type(tree) is not type(english):
            found.append("not an f-string like the English" if isinstance(english, ast.JoinedStr)
                         else "not a plain string like the English")
        every, values = _field_names(english)
        used, _ = _field_names(tree)
        if used - every:
            found.append(f"fields use names the English does not: {', '.join(sorted(used - every))}")
        if values - used:
            found.append(f"fields leave out {', '.join(sorted(values - used))}")
        return found
    if unit.kind == "comment":
        return []
    if len(_BOLD.findall(translation)) != len(_BOLD.findall(unit.text)):
        found.append(f"{len(_BOLD.findall(translation))} bold spans, the English {len(_BOLD.findall(unit.text))}")
    if Counter(_LINK_TARGET.findall(translation)) != Counter(_LINK_TARGET.findall(unit.text)):
        found.append(f"links {' '.join(_LINK_TARGET.findall(unit.text))} become "
                     f"{' '.join(_LINK_TARGET.findall(translation)) or 'none'}")
    if _HEADING.findall(translation) != _HEADING.findall(unit.text):
        found.append("headings differ from the English")
    spaced = _THAI_SPACED_BOLD.search(translation) if language == "th" else None
    if spaced:
        found.append(f"a space between Thai and bold: {spaced.group()!r}")
    unopened = _UNOPENED_BOLD.search(translation) if language == "th" else None
    if unopened:
        found.append(f"a bold span that does not show (write [**term**](link)): {unopened.group()!r}")
    return found


def problems(source: Path, language: str) -> list[str]:
    """What a source lacks in a language: each unit missing, stale or broken, one line each."""
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
        else:
            found += [f"{catalog_path(source, language)}: {unit.where}: {problem}: {start!r}"
                      for problem in structure_problems(unit, str(entry.string), language)]
    return found


# --- the translated files ------------------------------------------------------------------------


def language_cell(language: str) -> dict:
    return {"cell_type": "code", "execution_count": None, "id": LANGUAGE_CELL_ID, "metadata": {}, "outputs": [],
            "source": _lines(f'from ttlearn import set_language\n\nset_language("{language}")')}


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
                cell["source"] = _lines(translate_code(source_of(cell), words, where))
                before = ran.get(cell.get("id"))
                same = before is not None and source_of(before) == source_of(cell)
                cell["outputs"] = copy.deepcopy(before["outputs"]) if same and before else []
                cell["execution_count"] = before.get("execution_count") if same and before else None
            elif cell["cell_type"] == "markdown":
                cell["source"] = _lines(relinked(translate_markdown(source_of(cell), words, where), language))
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
    stamp = {"language": language, "translation_of": name}
    ran = (previous or {}).get("metadata", {}).get("ttlearn", {}).get("ran")
    if ran:  # the digest of the code its outputs came from (`make notebooks`)
        stamp["ran"] = ran
    notebook.setdefault("metadata", {})["ttlearn"] = stamp
    if previous and "widgets" in previous.get("metadata", {}):
        notebook["metadata"]["widgets"] = previous["metadata"]["widgets"]
    else:
        notebook["metadata"].pop("widgets", None)
    return learner_edition(notebook)


_SIBLING = re.compile(r"\d\d_[\w-]+\.ipynb(#.*)?|glossary\.md(#.*)?")


def relinked(text: str, language: str) -> str:
    """The links of English Markdown made to work from `notebooks/<language>/`: the rules in
    that language, the glossary and the other lessons in it too (a glossary anchor renamed as
    the translated term's heading), anything else one folder up.

    >>> relinked("[R9](../RULES.md#r9), [3](03_best_arrangement.ipynb), [a](../docs/table.svg)", "sv")
    '[R9](../../ttlearn/RULES.sv.md#r9), [3](03_best_arrangement.ipynb), [a](../../docs/table.svg)'
    """
    from ..language import using
    from .glossary import TERMS, anchor_of

    with using("en"):
        english = {t.anchor: t for t in TERMS}

    def relink(match: re.Match[str]) -> str:
        target = match.group(2)
        path, _, anchor = target.partition("#")
        if "://" in target or target.startswith(("#", "/", "mailto:", "data:")):
            new = target
        elif path == "../RULES.md":
            new = f"../../ttlearn/RULES.{language}.md" + (f"#{anchor}" if anchor else "")
        elif path == "glossary.md" and anchor in english:
            with using(language):
                new = f"glossary.md#{anchor_of(english[anchor].local_name)}"
        elif _SIBLING.fullmatch(target):
            new = target
        else:
            new = "../" + target
        return f"{match.group(1)}{new}{match.group(3)}"

    return _LINK.sub(relink, text)


def translated_page(text: str, catalog: Catalog, language: str, name: str = "") -> str:
    try:
        return relinked(translate_markdown(text, lookup(catalog), name), language)
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
    return translated_page(source.read_text(encoding="utf-8"), catalog, language, f"{source.parent.name}/{source.name}")


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
