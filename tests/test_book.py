"""The course book (`make book`, book/assemble.py): built offline with no warning, its pages whole.

One build of every language (English at the site's root, sv/, hr/ and th/ beside it), into a temporary
folder, for the module, then checks of the HTML it wrote, read with html.parser: in every language, every
lesson of notebooks/ (notebooks/<language>/) has its page with its pictures (each `<img>`
a file of the site or a data: URI of an image); every internal link, image, script and style resolves
to a file of the site, and every #anchor to an id in it; the page refers to nothing on the network
(the book is read offline, from a folder); the rules page has an anchor for every rule; the API page
documents `best_arrangement`; the search index holds a rule (R10) and an API name, and each language's
its rule R10; every page has the language switch, whose links (to the same page in each language) are
internal links the check above follows.

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
# The book's languages and where each is in the site (book/assemble.py LANGUAGES).
LANGUAGES = ("en", "sv", "hr", "th")
SWITCH = ("English", "Svenska", "Hrvatski", "ไทย")


def _lessons(language: str) -> list[Path]:
    folder = ROOT / "notebooks" if language == "en" else ROOT / "notebooks" / language
    return sorted(folder.glob("[0-9][0-9]_*.ipynb"))


def _site(book: Path, language: str) -> Path:
    return book if language == "en" else book / language
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
                          "--source-dir", str(folder / "source"), "--jobs", "2"],
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


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_has_its_page_with_its_pictures(book: Path, language: str) -> None:
    lessons = _lessons(language)
    assert [lesson.name for lesson in lessons] == [lesson.name for lesson in LESSONS]
    cache: dict[Path, _Page] = {}
    for lesson in lessons:
        page = _site(book, language) / "notebooks" / f"{lesson.stem}.html"
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
    for language in LANGUAGES:
        site = _site(book, language)
        assert (site / "notebooks" / "glossary.html").is_file(), language
        for lesson in LESSONS:
            assert (site / "notebooks" / "teacher" / f"{lesson.stem}.html").is_file(), (language, lesson.stem)
        ids = _parsed(site / "RULES.html", {}).ids
        assert [rule for rule in RULES if rule.lower() not in ids] == [], language
        html = (site / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{language}"' in html, language
        # Sphinx's own words in the book's language (each language built by its own process: one process
        # kept the first language's catalog, and the Thai book said "Sök")
        assert ("Sök" in html) == (language == "sv"), language


def test_the_translated_book_pages_have_the_english_ones_links_and_contents() -> None:
    """book/translations/<language>/ holds a translation of each of the book's own pages: its links and
    table of contents must stay the English page's (the API page, English only, by its URL), so a
    translation cannot drift from the book's shape, only lag in its words."""
    link = re.compile(r"\]\(([^)]+)\)|href=\"([^\"]+)\"")
    for page in ("index.md", "lessons.md", "teachers.md"):
        english = (ROOT / "book" / page).read_text(encoding="utf-8")
        english_links = [a or b for a, b in link.findall(english)]
        english_toc = english[english.index("```{toctree}"):]
        for language in LANGUAGES[1:]:
            text = (ROOT / "book" / "translations" / language / page).read_text(encoding="utf-8")
            links = [a or b for a, b in link.findall(text)]
            assert links == [{"api.md": "../api.html"}.get(x, x) for x in english_links], (language, page)
            toc = text[text.index("```{toctree}"):]
            assert toc == english_toc.replace("api\n", ""), (language, page)


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
    # The lessons' own links reached the glossary's terms and the rules, in every language.
    for language in LANGUAGES:
        lesson_refs = [value for lesson in LESSONS for _, _, value in
                       _parsed(_site(book, language) / "notebooks" / f"{lesson.stem}.html", cache).refs]
        assert any(re.match(r"glossary\.html#\w", value) for value in lesson_refs), language
        assert any(value.startswith("../RULES.html") for value in lesson_refs), language


class _Switch(HTMLParser):
    """The language switch of a page: its name and its links (text, href, lang)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.name: str | None = None
        self.links: list[list[str]] = []
        self._inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "nav" and "language-switch" in (values.get("class") or ""):
            self.name, self._inside = values.get("aria-label"), True
        elif tag == "a" and self._inside:
            self.links.append(["", values.get("href") or "", values.get("lang") or ""])

    def handle_endtag(self, tag: str) -> None:
        if tag == "nav":
            self._inside = False

    def handle_data(self, data: str) -> None:
        if self._inside and self.links:
            self.links[-1][0] += data.strip()


def test_every_page_has_a_named_language_switch_to_the_same_page(book: Path) -> None:
    for language in LANGUAGES:
        site = _site(book, language)
        pages = [page for page in sorted(site.rglob("*.html"))
                 if not ({"_static", *LANGUAGES[1:]} & set(page.relative_to(site).parts))]
        assert len(pages) > 20, language
        for page in pages:
            switch = _Switch()
            switch.feed(page.read_text(encoding="utf-8"))
            where = f"{language}: {page.relative_to(site)}"
            assert switch.name, f"{where}: no named language switch"
            assert [text for text, _, _ in switch.links] == list(SWITCH), where
            assert [lang for _, _, lang in switch.links] == list(LANGUAGES), where
            for (_, href, lang) in switch.links:
                target = (page.parent / href).resolve()
                assert target.is_file(), f"{where}: {href}"
                expected = page.relative_to(site)
                if expected.name == "api.html" and lang != "en":
                    expected = Path("index.html")  # the API page is English only
                assert target == (_site(book, lang) / expected).resolve(), f"{where}: {href}"


def test_the_api_page_documents_best_arrangement(book: Path) -> None:
    page = _parsed(book / "api.html", {})
    assert "ttlearn.best_arrangement" in page.ids
    text = (book / "api.html").read_text(encoding="utf-8")
    assert "&gt;&gt;&gt;" in text  # the doctests are shown


def _search_index(site: Path) -> dict:
    script = (site / "searchindex.js").read_text(encoding="utf-8")
    return json.loads(script[script.index("(") + 1: script.rindex(")")])


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_each_language_search_finds_a_rule(book: Path, language: str) -> None:
    assert "r10" in _search_index(_site(book, language))["terms"]


def test_search_finds_a_rule_and_an_api_name(book: Path) -> None:
    index = _search_index(book)
    assert "r10" in index["terms"]
    assert "ttlearn.best_arrangement" in index["objects"] or any(
        entry[4] == "best_arrangement" for entry in index["objects"].get("ttlearn", []))


# --- The book's own extensions (book/_ext/) in the built book: rule links, Thai search, interface words


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_lessons_rule_numbers_link_to_the_rules_page(book: Path, language: str) -> None:
    """Lesson 2 cites R12 (sets) in its text and its outputs: each a link to the rule's anchor."""
    site = _site(book, language)
    cache: dict[Path, _Page] = {}
    page = site / "notebooks" / "02_melds_and_wild_cards.html"
    refs = [value for tag, _, value in _parsed(page, cache).refs if tag == "a"]
    assert "../RULES.html#r12" in refs, language
    assert "r12" in _parsed(site / "RULES.html", cache).ids
    # an engine's message in an output, linked inside its highlighted block
    html = page.read_text(encoding="utf-8")
    assert re.search(r'<div class="output [^"]*highlight-myst-ansi notranslate"><div class="highlight"><pre>'
                     r'<span></span>[^\n]*<a class="reference internal rule-link" href="\.\./RULES\.html#r1\d"', html)


def test_the_thai_books_search_indexes_the_glossarys_thai_words(book: Path) -> None:
    """Each Thai term of the Thai glossary (its ## headings) is in the Thai book's index as the browser's
    query splits it: every character pair of it."""
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    from thai_search import split_words

    glossary = (ROOT / "notebooks" / "th" / "glossary.md").read_text(encoding="utf-8")
    words = [w for w in re.findall(r"^## (\S+)$", glossary, re.M) if re.fullmatch(r"[\u0e00-\u0e7f]+", w)]
    assert len(words) >= 10
    terms = _search_index(book / "th")["terms"]
    assert [word for word in words if not all(pair in terms for pair in split_words(word))] == []
    assert "r10" in terms


def _catalog_words(language: str) -> list[str]:
    from babel.messages.pofile import read_po

    words = []
    for po in sorted((ROOT / "book" / "locale" / language / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as source:
            words += [m.id for m in read_po(source) if isinstance(m.id, str) and m.id and "%" not in m.id]
    return words


class _Interface(HTMLParser):
    """A page's interface words: text and labels outside its article and its navigation's page titles."""

    LABELS = ("placeholder", "aria-label", "title")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.words: set[str] = set()
        self._stack: list[tuple[str, bool]] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if not self._skip:
            self.words |= {(values.get(name) or "").strip() for name in self.LABELS} - {""}
        if tag in ("input", "img", "meta", "link", "br", "hr"):
            return
        skip = tag in ("article", "script", "style", "title") or "bd-links" in (values.get("class") or "")
        self._stack.append((tag, skip))
        self._skip += skip

    def handle_endtag(self, tag: str) -> None:
        while self._stack:
            name, skip = self._stack.pop()
            self._skip -= skip
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.words.add(" ".join(data.split()))


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_interface_words_are_in_the_books_language(book: Path, language: str) -> None:
    """No word of book/locale/<language>/'s catalogs is left in English on the front page, a lesson or the
    search page; in Thai the search field and a lesson's links to the previous and next pages are Thai."""
    site = _site(book, language)
    english = set(_catalog_words(language)) | {word + "..." for word in _catalog_words(language)}
    for page in ("index.html", "notebooks/02_melds_and_wild_cards.html", "search.html"):
        parser = _Interface()
        parser.feed((site / page).read_text(encoding="utf-8"))
        assert sorted(english & parser.words) == [], (language, page)
    if language == "th":
        lesson = (site / "notebooks" / "02_melds_and_wild_cards.html").read_text(encoding="utf-8")
        thai = r"[\u0e00-\u0e7f][\u0e00-\u0e7f ]*"
        assert re.search(rf'class="[^"]*search-button__default-text">{thai}<', lesson)
        assert re.search(rf'placeholder="{thai}\.\.\."', lesson)
        assert len(re.findall(rf'<p class="prev-next-subtitle">{thai}</p>', lesson)) == 2
