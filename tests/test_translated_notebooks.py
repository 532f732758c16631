"""Every lesson in Swedish, Croatian and Thai, made from the English one and a catalog.

`notebooks/<language>/` holds every notebook, each the English learner's edition of the same
name with its words from `notebooks/locale/<language>/NN_name.po`
(`ttlearn.teach.lesson_translations`), and `notebooks/teacher_pages/<language>/` every
teacher's page. A translation is the English notebook with its markdown in the other
language and its code unchanged but for its comments and what its strings say, after one
first code cell that chooses the language (`set_language("sv")`): the same cells with the
same ids and tags, the solutions closed, the same exercises, the glossary terms in bold where
the English has them, and links that work from its folder.

The catalogs hold a translation of every English unit, none stale (an English unit changed
after its translation was written); the files are what the catalogs make; the saved outputs
are those of the code as it is (the digest `make notebooks` stamps). That is what makes them
the English notebooks with words replaced, so nbval runs only the English ones. The content
tests of `test_notebook_content.py` (exercises tagged and closed, outputs that read well) run
on them too.
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from pathlib import Path

import pytest

from learner_text import english_words
from notebook_outputs import LANGUAGES, NOTEBOOKS, TRANSLATED, TRANSLATIONS, load, name
from ttlearn.teach import lesson_translations
from ttlearn.teach.editions import code_digest, code_of, exercise_ids, read_notebook, source_of, tags
from ttlearn.teach.lesson_translations import catalog_path, problems, translated_path, translation_of

SOURCES = lesson_translations.sources(NOTEBOOKS)
EACH = [(language, source) for language in LANGUAGES for source in SOURCES]


def _each_name(case) -> str:
    language, source = case
    return f"{language}-{source.parent.name + '/' if source.suffix == '.md' else ''}{source.stem}"

_LINK = re.compile(r"\]\(([^)\s]+)\)")
_BOLD = re.compile(r"\*\*[^*\n]+?\*\*")
_NOTEBOOK = re.compile(r"\d\d_[\w-]+\.ipynb")
THAI = re.compile(r"[\u0E00-\u0E7F]")


def _english(path: Path) -> dict:
    return load(NOTEBOOKS / path.name)


def _code(source: str) -> list[str]:
    """A cell's tokens with each string (an f-string with its fields) as one token "STR" and
    without its comments: a translation may word what a cell prints and what its comments
    say, not change the code around them."""
    found, depth = [], 0
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        kind = tokenize.tok_name[token.type]
        if kind == "FSTRING_START":  # Python 3.12 splits an f-string into tokens
            depth += 1
        elif kind == "FSTRING_END":
            depth -= 1
            found.append("STR")
        elif depth == 0 and kind not in ("NL", "NEWLINE", "INDENT", "DEDENT", "ENDMARKER", "COMMENT"):
            found.append("STR" if kind == "STRING" else token.string)
    return found


def test_the_code_without_its_strings():
    assert _code('print(f"round {r}:", x)  # why') == _code("print(f'runda {r}:',  x)  # varför") != _code("print(x)")


def _set_language(code: str) -> str:
    return f'from ttlearn import set_language\n\nset_language("{code}")'


def test_each_language_has_the_translated_notebooks_and_no_other():
    for language in LANGUAGES:
        found = sorted(p.name for p in (NOTEBOOKS / language).glob("*.ipynb"))
        assert found == sorted(TRANSLATED), f"notebooks/{language}/ holds {found}"
    assert all((NOTEBOOKS / n).is_file() for n in TRANSLATED), "a translation of no English notebook"


@pytest.mark.parametrize("path", TRANSLATIONS, ids=name)
def test_the_first_code_cell_chooses_the_language_and_the_rest_is_the_english_code(path):
    language = path.parent.name
    cells, english = load(path)["cells"], _english(path)["cells"]
    code = [c for c in cells if c["cell_type"] == "code"]
    assert source_of(code[0]) == _set_language(language)
    assert cells[cells.index(code[0]) + 1]["id"] == next(c["id"] for c in english if c["cell_type"] == "code"), \
        "the language is chosen right before the English notebook's first code cell"
    rest = [c for c in cells if c is not code[0]]
    assert [c["id"] for c in rest] == [c["id"] for c in english], "the same cells, in the same order"
    for mine, theirs in zip(rest, english):
        assert mine["cell_type"] == theirs["cell_type"], mine["id"]
        assert tags(mine) == tags(theirs), mine["id"]
        assert mine["metadata"].get("jupyter") == theirs["metadata"].get("jupyter"), mine["id"]
        if code_of(mine) is not None:  # a code cell, or a closed one
            assert _code(code_of(mine)) == _code(code_of(theirs)), \
                f"code cell {mine['id']} differs from the English one (more than in what its strings say)"
    assert exercise_ids(load(path)) == exercise_ids(_english(path))
    stamp = load(path)["metadata"].get("ttlearn")
    assert {k: v for k, v in stamp.items() if k != "ran"} == {"language": language, "translation_of": path.name}


@pytest.mark.parametrize("path", TRANSLATIONS, ids=name)
def test_every_markdown_cell_is_translated_with_the_bold_of_the_english(path):
    """Each markdown cell says something else than the English one (it is translated), and
    has as many words in bold: the glossary terms are bold where they first appear, as in
    English, and so are "Exercise." and "Next:"."""
    english = {c["id"]: source_of(c) for c in _english(path)["cells"] if c["cell_type"] == "markdown"}
    for cell in load(path)["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        text, original = source_of(cell), english[cell["id"]]
        assert text.strip() and text != original, f"{name(path)}, cell {cell['id']}: not translated"
        assert len(_BOLD.findall(text)) == len(_BOLD.findall(original)), \
            f"{name(path)}, cell {cell['id']}: {_BOLD.findall(text)} in bold, the English {_BOLD.findall(original)}"
        if path.parent.name == "th":
            assert THAI.search(text), f"{name(path)}, cell {cell['id']}: no Thai"


@pytest.mark.parametrize("path", TRANSLATIONS, ids=name)
def test_links_work_from_the_notebooks_folder(path):
    """Every link to a file leads to one that exists; the rules, the glossary and the other
    lessons are those of the notebook's language."""
    language = path.parent.name
    targets = [t for c in load(path)["cells"] if c["cell_type"] == "markdown" for t in _LINK.findall(source_of(c))]
    for target in targets:
        if "://" in target or target.startswith("#"):
            continue
        file = (path.parent / target.split("#")[0]).resolve()
        assert file.is_file(), f"{name(path)} links to {target}, which is not there"
        if file.name.startswith("RULES"):
            assert file.name == f"RULES.{language}.md", f"{name(path)} links to the rules {target}"
        if file.name == "glossary.md" or _NOTEBOOK.fullmatch(file.name):
            assert file.parent == path.parent, f"{name(path)} links to {target}, not in its language"
    english = [t for c in _english(path)["cells"] if c["cell_type"] == "markdown" for t in _LINK.findall(source_of(c))]
    if any(t.startswith("../RULES.md") for t in english):
        assert any(t.endswith(f"RULES.{language}.md") for t in targets), "the notebook links to its rules"


@pytest.mark.parametrize("case", EACH, ids=_each_name)
def test_every_unit_is_translated_and_none_is_stale(case):
    """A changed English cell fails here until its translation is written again: its old
    translation is marked stale (fuzzy) by `make translations`, or missing."""
    language, source = case
    found = problems(source, language)
    assert not found, f"{len(found)} to translate (then make editions):\n" + "\n".join(found[:12])


@pytest.mark.parametrize("case", EACH, ids=_each_name)
def test_the_translated_file_is_what_its_catalog_makes(case):
    language, source = case
    target = translated_path(source, language)
    assert target.is_file(), f"no {target.relative_to(NOTEBOOKS)}: run make editions"
    assert target.read_text(encoding="utf-8") == translation_of(source, language), \
        f"{target.relative_to(NOTEBOOKS)} is not what {catalog_path(source, language).name} makes: run make editions"


@pytest.mark.parametrize("path", TRANSLATIONS, ids=name)
def test_the_saved_outputs_ran_from_this_code(path):
    """`make notebooks` stamps the digest of the code it ran; a code cell changed since (in
    English, or a string's translation) has no outputs of its own until it runs again."""
    notebook = read_notebook(path)
    assert notebook["metadata"]["ttlearn"].get("ran") == code_digest(notebook), \
        f"{name(path)}: its outputs are not of its code: run make notebooks"


def test_a_changed_english_unit_is_stale_until_translated_again(tmp_path):
    english = tmp_path / "01_lesson.ipynb"
    cells = [{"cell_type": "markdown", "id": "a", "metadata": {}, "source": "A **meld** is three cards."},
             {"cell_type": "code", "id": "b", "metadata": {}, "execution_count": None, "outputs": [],
              "source": 'print("first to play:", 3)  # who starts'}]
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    english.write_text(json.dumps(notebook), encoding="utf-8")
    assert lesson_translations.main(["update", "--language", "sv", "--folder", str(tmp_path)]) == 0
    assert [line.split(": ")[-2] for line in problems(english, "sv")] == ["missing"] * 3
    catalog = lesson_translations.read_catalog(catalog_path(english, "sv"), "sv")
    for message, words in zip(list(catalog)[1:], ["En **kombination** är tre kort.", '"börjar:"', "vem börjar"]):
        message.string = words
    lesson_translations.write_catalog(catalog, catalog_path(english, "sv"))
    assert problems(english, "sv") == []
    built = json.loads(translation_of(english, "sv"))
    assert [source_of(c) for c in built["cells"]] == [
        "En **kombination** är tre kort.", 'from ttlearn import set_language\n\nset_language("sv")',
        'print("börjar:", 3)  # vem börjar']
    cells[0]["source"] = "A **meld** is three or more cards."  # the English changes
    english.write_text(json.dumps(notebook), encoding="utf-8")
    assert problems(english, "sv")[0].endswith("cell a: missing: 'A **meld** is three or more cards.'")
    lesson_translations.main(["update", "--language", "sv", "--folder", str(tmp_path)])
    assert "stale (the English changed)" in problems(english, "sv")[0]
    with pytest.raises(lesson_translations.TranslationError, match="no translation"):
        translation_of(english, "sv")


# Markdown that is code or an address, not prose: fenced blocks, `code`, $math$, link targets, tags.
_NOT_PROSE = re.compile(r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]*\$|\]\([^)\s]*\)|<[^>\n]*>|https?://\S+", re.S)
# Four Latin words in a row in a Thai text: a sentence left in English.
_LATIN_PHRASE = re.compile(r"[A-Za-z]{2,}(?:[ ,'’-]+[A-Za-z]{2,}){3,}")


# An identifier (face_cards), and an English term in italics glossed in the language right after
# it, as a teacher's page may cite the word a class meets in the code: *stock* (กองจั่ว).
_NOT_WORDS = re.compile(r"\b\w*_\w*\b|\*[A-Za-z][A-Za-z' -]*\* \([^)]+\)")


def english_in(text: str, language: str) -> list[str]:
    prose = _NOT_WORDS.sub(" ", _NOT_PROSE.sub(" ", text))
    found = english_words(prose)
    if language == "th":
        found += _LATIN_PHRASE.findall(prose)
    return found


def test_english_prose_is_found():
    assert english_in("Dra ett kort från `the stock` och [släng](the_pile.md) det.", "sv") == []
    assert english_in("face_cards=rank ger *stock* (draghögen)", "sv") == []
    assert english_in("Dra ett kort from the stock.", "sv") == ["from", "stock", "the"]
    found = english_in("จั่วไพ่ Monte Carlo แล้ว draw the card from it", "th")
    assert found == ["draw", "from", "the", "draw the card from it"]


@pytest.mark.parametrize("path", TRANSLATIONS, ids=name)
def test_no_english_sentence_in_a_translated_lesson(path):
    language = path.parent.name
    left = [f"cell {c['id']}: {english_in(source_of(c), language)}" for c in load(path)["cells"]
            if c["cell_type"] == "markdown" and english_in(source_of(c), language)]
    assert not left, f"{name(path)} has English prose:\n" + "\n".join(left)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_english_sentence_in_a_translated_teachers_page(language):
    pages = sorted((NOTEBOOKS / "teacher_pages" / language).glob("*.md"))
    assert len(pages) == len(TRANSLATED)
    left = [f"{p.name}: {english_in(p.read_text(encoding='utf-8'), language)}" for p in pages
            if english_in(p.read_text(encoding="utf-8"), language)]
    assert not left, "\n".join(left)
