"""The course book (`make book`, book/assemble.py): built offline with no warning, its pages whole.

One build, into a temporary folder, for the module (about 20 s on one core), then checks of the HTML
it wrote, read with html.parser: every lesson of notebooks/ has its page with its pictures (each `<img>`
a file of the site or a data: URI of an image); every internal link, image, script and style resolves
to a file of the site, and every #anchor to an id in it; the page refers to nothing on the network
(the book is read offline, from a folder); the rules page has an anchor for every rule; the API page
documents `best_arrangement`; the search index holds a rule (R10) and an API name.

Without Sphinx, myst-nb or sphinx-book-theme (the book extra, in the test extra too) the tests are
skipped, and say why; in CI (CI=true) that is a failure.
"""

from __future__ import annotations

import base64
import binascii
import importlib.util
import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from ci_policy import skip_or_fail

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
RULES = [f"R{n}" for n in range(1, 18)] + ["V1", "H1", "H2"]
PICTURE_TYPES = ("image/png", "image/svg+xml", "image/jpeg")

pytestmark = pytest.mark.slow


def _missing() -> str | None:
    for module, package in (("sphinx", "sphinx"), ("myst_nb", "myst-nb"), ("sphinx_book_theme", "sphinx-book-theme")):
        if importlib.util.find_spec(module) is None:
            return f"{package} is not installed (pip install -e '.[book]')"
    return None


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    skip_or_fail(_missing(), "the course book test")
    folder = tmp_path_factory.mktemp("book")
    out = folder / "html"
    run = subprocess.run([sys.executable, str(ROOT / "book" / "assemble.py"), str(out),
                          "--source-dir", str(folder / "source")],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    report = run.stdout[-3000:] + run.stderr[-3000:]
    assert run.returncode == 0, f"the book did not build with -W:\n{report}"
    assert "WARNING" not in run.stderr and "ERROR" not in run.stderr, report
    return out


class _Page(HTMLParser):
    """What a page refers to (tag, attribute, value) and the ids it holds."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.refs: list[tuple[str, str, str]] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name in ("id", "name") and (name == "id" or tag == "a"):
                self.ids.add(value)
            if (tag, name) in (("a", "href"), ("link", "href"), ("img", "src"), ("script", "src")):
                self.refs.append((tag, name, value))


def _parsed(page: Path, cache: dict[Path, _Page]) -> _Page:
    if page not in cache:
        parser = _Page()
        parser.feed(page.read_text(encoding="utf-8"))
        cache[page] = parser
    return cache[page]


def _is_image_data(uri: str) -> bool:
    head, _, data = uri.partition(",")
    if not head.startswith("data:image/") or not data:
        return False
    if head.endswith(";base64"):
        try:
            return len(base64.b64decode(data, validate=True)) > 0
        except binascii.Error:
            return False
    return True


def _pictures_in(lesson: Path) -> int:
    """How many outputs of the lesson show a picture (an image, or HTML with an <img>)."""
    count = 0
    for cell in json.loads(lesson.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            html = "".join(data.get("text/html", ""))
            if any(kind in data for kind in PICTURE_TYPES) or "<img" in html:
                count += 1
    return count


def test_every_lesson_has_its_page_with_its_pictures(book: Path) -> None:
    assert len(LESSONS) == 9
    cache: dict[Path, _Page] = {}
    for lesson in LESSONS:
        page = book / "notebooks" / f"{lesson.stem}.html"
        assert page.is_file(), f"no page for {lesson.name}"
        images = [value for tag, _, value in _parsed(page, cache).refs if tag == "img"]
        expected = _pictures_in(lesson)
        assert expected > 0, f"{lesson.name} shows no picture"
        assert len(images) >= expected, f"{page.name}: {len(images)} pictures, {lesson.name} has {expected}"
        for src in images:
            if src.startswith("data:"):
                assert _is_image_data(src), f"{page.name}: an <img> whose data is no image: {src[:60]}"
            else:
                assert (page.parent / unquote(urlsplit(src).path)).resolve().is_file(), f"{page.name}: {src}"


def test_teachers_pages_glossary_and_rules_are_there(book: Path) -> None:
    for lesson in LESSONS:
        page = (book / "notebooks" / "teacher" / f"{lesson.stem}.html").read_text(encoding="utf-8")
        assert "Lesson plan" in page and "with their answers" in page, lesson.stem
    assert (book / "notebooks" / "glossary.html").is_file()
    ids = _parsed(book / "RULES.html", {}).ids
    assert [rule for rule in RULES if rule.lower() not in ids] == []


def test_every_internal_link_and_anchor_resolves(book: Path) -> None:
    cache: dict[Path, _Page] = {}
    # the pages (the theme copies a Jinja macro file, not a page, into _static/)
    pages = [page for page in sorted(book.rglob("*.html")) if "_static" not in page.relative_to(book).parts]
    broken: list[str] = []
    online: list[str] = []
    for page in pages:
        for tag, attribute, value in _parsed(page, cache).refs:
            parts = urlsplit(value)
            where = f"{page.relative_to(book)}: <{tag} {attribute}={value[:80]!r}>"
            if parts.scheme in ("http", "https") or value.startswith("//"):
                if tag != "a":
                    online.append(where)  # a page that fetches from the network when it opens
                continue
            if parts.scheme:  # data:, mailto:
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file() or book.resolve() not in target.parents:
                broken.append(where)
            elif parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in _parsed(
                    target, cache).ids:
                broken.append(f"{where}: no id {parts.fragment!r} in {target.name}")
    assert broken == []
    assert online == []
    # The lessons' own links reached the glossary's terms and the rules.
    lesson_refs = [value for lesson in LESSONS
                   for _, _, value in _parsed(book / "notebooks" / f"{lesson.stem}.html", cache).refs]
    assert any(re.match(r"glossary\.html#\w", value) for value in lesson_refs)
    assert any(value.startswith("../RULES.html") for value in lesson_refs)


def test_the_api_page_documents_best_arrangement(book: Path) -> None:
    page = _parsed(book / "api.html", {})
    assert "ttlearn.best_arrangement" in page.ids
    text = (book / "api.html").read_text(encoding="utf-8")
    assert "&gt;&gt;&gt;" in text  # the doctests are shown


def test_search_finds_a_rule_and_an_api_name(book: Path) -> None:
    script = (book / "searchindex.js").read_text(encoding="utf-8")
    index = json.loads(script[script.index("(") + 1: script.rindex(")")])
    assert "r10" in index["terms"]
    assert "ttlearn.best_arrangement" in index["objects"] or any(
        entry[4] == "best_arrangement" for entry in index["objects"].get("ttlearn", []))
