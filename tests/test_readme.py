"""The README is the front door, short, and the how-to pages (book/howto/) hold the manual: the README
stays under its word limit, and every relative link of the README and of the how-to pages (as GitHub
shows them) leads to a file of the repository. The how-to pages' links inside the course book are
checked by tests/test_book.py; their examples run as doctests (pyproject.toml's testpaths)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
HOWTO = ROOT / "book" / "howto"
MOST_WORDS = 1500  # a front door: what ttlearn is, the set-up, the first ten minutes, links into the book

_FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def relative_links(text: str) -> list[str]:
    """The targets of a Markdown text's links and images that are files of the repository, not addresses
    on the network nor anchors of the same page (code blocks left out)."""
    text = _FENCE.sub("", text)
    return [target for target in _LINK.findall(text) if "://" not in target and not target.startswith(("#", "mailto:"))]


def test_relative_links_are_found_and_fenced_code_is_left_out() -> None:
    text = "[a](b.md) ![p](../docs/x.png) [web](https://example.org) [here](#top)\n```\n[no](c.md)\n```\n"
    assert relative_links(text) == ["b.md", "../docs/x.png"]


def test_the_readme_is_short() -> None:
    words = len(README.read_text(encoding="utf-8").split())  # as `wc -w` counts them
    assert words <= MOST_WORDS, f"README.md has {words} words, more than {MOST_WORDS}: move the detail to book/howto/"


def test_the_readme_links_to_every_how_to_page() -> None:
    linked = {(README.parent / target.partition("#")[0]).resolve()
              for target in relative_links(README.read_text(encoding="utf-8"))}
    missing = [page.name for page in sorted(HOWTO.glob("*.md")) if page.resolve() not in linked]
    assert missing == [], f"README.md links to no {missing}"


@pytest.mark.parametrize("page", [README, *sorted(HOWTO.glob("*.md"))], ids=lambda page: page.name)
def test_every_relative_link_leads_to_a_file_of_the_repository(page: Path) -> None:
    links = relative_links(page.read_text(encoding="utf-8"))
    assert links, f"{page.name} has no link"
    broken = [target for target in links if not (page.parent / target.partition("#")[0]).resolve().is_file()]
    assert broken == [], f"{page.relative_to(ROOT)}: links to no file: {broken}"
