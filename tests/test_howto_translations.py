"""The how-to pages in Swedish, Croatian and Thai (book/translations/<language>/howto/) keep the English
page's shape, so a translation can lag in its words but not drift in its facts: the same headings (their
levels, in order), the same links and pictures (their targets, in order: the book makes each the same page in
the translation's language), the same code (every fenced block and doctest, byte for byte, and the same inline
code) and the same numbers in the prose. The developers' page is English only (see book/assemble.py)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HOWTO = ROOT / "book" / "howto"
LANGUAGES = ("sv", "hr", "th")
ENGLISH_ONLY = {"developing.md"}

_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.S | re.M)
_INLINE_CODE = re.compile(r"`[^`\n]+`")
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^(#+) ", re.M)
_NUMBER = re.compile(r"\d[\d,.]*")


def shape(text: str) -> dict[str, object]:
    """What a translation must keep of a page."""
    fences = [block.group(0) for block in _FENCE.finditer(text)]
    prose = _FENCE.sub("", text)
    inline = _INLINE_CODE.findall(prose)
    words = _LINK.sub("]", _INLINE_CODE.sub("", prose))
    return {
        "headings": [len(level) for level in _HEADING.findall(prose)],
        "links": _LINK.findall(prose),
        "code blocks": fences,
        "inline code": Counter(inline),
        # a number as written, less a sentence's full stop or a list's comma after it
        "numbers": [number.rstrip(".,") for number in _NUMBER.findall(words)],
    }


def test_the_shape_sees_each_kind_of_change() -> None:
    page = "# A\n\n## B\n\nSee [R9](../../RULES.md#r9): 1,500 cards, `make app`.\n\n```python\n>>> 1\n1\n```\n"
    assert shape(page) == shape(page.replace("A", "Ett").replace("See", "Se").replace("cards", "kort"))
    for changed in (page.replace("## B", "### B"), page.replace("#r9", "#r10"), page.replace("1,500", "1,501"),
                    page.replace("`make app`", "`make lab`"), page.replace(">>> 1\n1", ">>> 1\n2")):
        assert shape(changed) != shape(page)


def _pages() -> list[tuple[str, Path]]:
    return [(language, page) for language in LANGUAGES for page in sorted(HOWTO.glob("*.md"))
            if page.name not in ENGLISH_ONLY]


@pytest.mark.parametrize(("language", "page"), _pages(), ids=lambda x: x if isinstance(x, str) else x.stem)
def test_a_translated_how_to_page_keeps_the_english_shape(language: str, page: Path) -> None:
    translated = ROOT / "book" / "translations" / language / "howto" / page.name
    assert translated.is_file(), f"no {language} translation of {page.name}"
    english, theirs = shape(page.read_text(encoding="utf-8")), shape(translated.read_text(encoding="utf-8"))
    for part in english:
        assert theirs[part] == english[part], f"{language}/howto/{page.name}: its {part} differ from the English"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_translation_of_a_page_that_is_not_there(language: str) -> None:
    folder = ROOT / "book" / "translations" / language / "howto"
    english = {page.name for page in HOWTO.glob("*.md")} - ENGLISH_ONLY
    assert {page.name for page in folder.glob("*.md")} == english
