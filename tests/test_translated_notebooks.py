"""The notebooks in Swedish, Croatian and Thai: `notebooks/<language>/` holds
notebooks 1 and 2, each a translation of the English learner's edition of the same name.

A translation is the English notebook with its markdown in the other language and its code
unchanged but for what its strings say (a label a cell prints is in the notebook's
language), after one first code cell that chooses the language (`set_language("sv")`):
the same cells with the same ids and tags, the solutions closed, the same exercises, the
glossary terms in bold where the English has them, and links that work from its folder (the
rules in its language, the glossary and the other notebooks in English). The content tests
of `test_notebook_content.py` (exercises tagged and closed, outputs that read well) run on
them too, and nbval runs them like the others.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from notebook_outputs import LANGUAGES, NOTEBOOKS, TRANSLATED, TRANSLATIONS, load, name
from ttlearn.teach.editions import code_of, exercise_ids, source_of, tags

_LINK = re.compile(r"\]\(([^)\s]+)\)")
_BOLD = re.compile(r"\*\*[^*\n]+?\*\*")
THAI = re.compile(r"[\u0E00-\u0E7F]")


def _english(path: Path) -> dict:
    return load(NOTEBOOKS / path.name)


def _code(source: str) -> list[str]:
    """A cell's tokens with each string (an f-string with its fields) as one token "STR": a
    translation may word what a cell prints in its language, not change the code around it
    (its comments included: they are the English notebook's)."""
    found, depth = [], 0
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        kind = tokenize.tok_name[token.type]
        if kind == "FSTRING_START":  # Python 3.12 splits an f-string into tokens
            depth += 1
        elif kind == "FSTRING_END":
            depth -= 1
            found.append("STR")
        elif depth == 0 and kind not in ("NL", "NEWLINE", "INDENT", "DEDENT", "ENDMARKER"):
            found.append("STR" if kind == "STRING" else token.string)
    return found


def test_the_code_without_its_strings():
    assert _code('print(f"round {r}:", x)  # why') == _code("print(f'runda {r}:',  x)  # why") != _code("print(x)")


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
    assert load(path)["metadata"].get("ttlearn") == {"language": language, "translation_of": path.name}


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
    """Every link to a file leads to one that exists; the rules are those of the notebook's
    language, and the notebooks not translated are the English ones."""
    language = path.parent.name
    targets = [t for c in load(path)["cells"] if c["cell_type"] == "markdown" for t in _LINK.findall(source_of(c))]
    assert targets
    for target in targets:
        if "://" in target or target.startswith("#"):
            continue
        file = (path.parent / target.split("#")[0]).resolve()
        assert file.is_file(), f"{name(path)} links to {target}, which is not there"
        if file.name.startswith("RULES"):
            assert file.name == f"RULES.{language}.md", f"{name(path)} links to the rules {target}"
    assert any(t.endswith(f"RULES.{language}.md") for t in targets), "the notebook links to its rules"
