"""One word per concept in each language: `docs/terminology.<language>.md` is the table of the
game's words and the mathematics' (binomial coefficient, probability, expected value, ...)
that a translator follows, and this test holds every text in that language to it: the
interface's catalog, the lessons' catalogs, the translated notebooks, teacher's pages and
glossary, the rules, the projector pages (apps/<language>/) and the course book's own pages and how-to
pages (book/translations/<language>/).

Each row gives the English, the word chosen and the words not to use for it. A word not to
use appears in none of those texts (as a whole word; in Thai, which has no spaces between
words, anywhere); a word chosen appears in them.
"""

from __future__ import annotations

import json
import re
import sys

import pytest

from notebook_outputs import LANGUAGES, NOTEBOOKS, ROOT

DOCS = ROOT / "docs"
# The how-to page on languages names, as examples, the words a table rules out ("Croatian *šansa* for a
# probability"): a mention, not a use.
BOOK_PAGES_ABOUT_WORDS = {"languages.md"}
_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.S | re.M)


def table(language: str) -> list[tuple[str, list[str], list[str]]]:
    """The rows of a terminology table: (English, the words chosen, the words not to use)."""
    rows = []
    for line in (DOCS / f"terminology.{language}.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else []
        if len(cells) != 3 or cells[0] in ("English", "") or set(cells[0]) <= set("-: "):
            continue
        chosen = [w.strip() for w in re.split(r"[/,;]", cells[1]) if w.strip()]
        avoided = [w.strip() for w in re.split(r"[,;]", cells[2]) if w.strip()]
        rows.append((cells[0], chosen, avoided))
    return rows


def texts(language: str) -> dict[str, str]:
    """Every text in the language, by file: the translations of the catalogs (not their
    English), the translated lessons' Markdown, teacher's pages, glossary and rules, and the book's pages."""
    from babel.messages.pofile import read_po

    found = {}
    catalogs = [ROOT / "ttlearn" / "locale" / language / "LC_MESSAGES" / "ttlearn.po",
                *sorted((NOTEBOOKS / "locale" / language).rglob("*.po"))]
    for path in catalogs:
        with path.open("rb") as file:
            catalog = read_po(file)
        words = []
        for message in catalog:
            if message.id:
                words += [message.string] if isinstance(message.string, str) else list(message.string)
        found[path.relative_to(ROOT).as_posix()] = "\n".join(words)
    for path in [*sorted((NOTEBOOKS / "teacher_pages" / language).glob("*.md")), NOTEBOOKS / language / "glossary.md",
                 ROOT / "ttlearn" / f"RULES.{language}.md"]:
        found[path.relative_to(ROOT).as_posix()] = path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "book" / "translations" / language).rglob("*.md")):  # the course book's pages
        if path.name not in BOOK_PAGES_ABOUT_WORDS:
            # their prose: a fenced block is code and what it prints, in whichever language it runs
            found[path.relative_to(ROOT).as_posix()] = _FENCE.sub("", path.read_text(encoding="utf-8"))
    for path in sorted((ROOT / "apps" / language).glob("*.ipynb")):  # the projector pages' prose
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        found[path.relative_to(ROOT).as_posix()] = "\n".join(
            "".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return found


def _pattern(word: str, language: str) -> re.Pattern[str]:
    if language == "th":
        return re.compile(re.escape(word))
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.I)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_covers_the_games_and_the_mathematics_words(language):
    english = {row[0].lower() for row in table(language)}
    for word in ("meld", "set", "run", "wild card", "upcard", "stock", "discard pile", "turn", "round", "go out",
                 "penalty points", "probability", "expected value", "binomial coefficient", "confidence interval",
                 "notebook", "exercise", "teacher"):
        assert word in english, f"docs/terminology.{language}.md has no row for {word!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_uses_a_word_the_table_rules_out(language):
    found = texts(language)
    wrong = []
    for english, _, avoided in table(language):
        for word in avoided:
            pattern = _pattern(word, language)
            for path, text in found.items():
                hits = pattern.findall(text)
                if hits:
                    wrong.append(f"{path}: {word!r} ({len(hits)}x) for {english!r}")
    assert not wrong, f"docs/terminology.{language}.md rules these out:\n" + "\n".join(wrong)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_chosen_is_used(language):
    everything = "\n".join(texts(language).values())
    unused = [f"{english}: {chosen}" for english, chosen, _ in table(language)
              if not any(re.search(("" if language == "th" else r"(?<!\w)") + re.escape(w), everything, re.I)
                         for w in chosen)]
    assert not unused, f"docs/terminology.{language}.md chooses words no text uses:\n" + "\n".join(unused)


def test_the_table_is_read_as_written(tmp_path, monkeypatch):
    page = tmp_path / "terminology.xx.md"
    rows = "| turn | tur/turer | drag |\n| meld | kombination | |\n"
    page.write_text("# t\n\n| English | xx | not |\n|---|---|---|\n" + rows, encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "DOCS", tmp_path)
    assert table("xx") == [("turn", ["tur", "turer"], ["drag"]), ("meld", ["kombination"], [])]
    assert _pattern("drag", "sv").search("ett drag") and not _pattern("drag", "sv").search("draghögen")
