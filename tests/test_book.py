"""The course book (`make book`, book/assemble.py): built offline with no warning, its pages whole.

One build of every language (English at the site's root, sv/, hr/ and th/ beside it), into a temporary
folder, for the module, then checks of the HTML it wrote, read with html.parser: in every language, every
lesson of notebooks/ (notebooks/<language>/) has its page with its pictures (each `<img>`
a file of the site or a data: URI of an image); every internal link, image, script and style resolves
to a file of the site, and every #anchor to an id in it; the page refers to nothing on the network
(the book is read offline, from a folder); the rules page has an anchor for every rule; the API page
documents `best_arrangement`; the how-to pages (book/howto/, translated in book/translations/<language>/howto/)
are in every book, an untranslated one as a page that leads to the English one; the search index holds a
rule (R10), an API name and a how-to's word, and each language's its rule
R10; every page has the language switch, whose links (to the same page in each language) are internal
links the check above follows; every lesson has one button to itself in the JupyterLite site built
beside the book (_book/lite/), and every teacher's page links its worksheet and answer key.

Then the book served on 127.0.0.1 and opened in Debian's Chromium, where any other address is cut off: every
lesson page of every language draws every picture; the search page finds a rule and an API name; the button
of a lesson (English and Thai) opens it in JupyterLite, whose kernel starts from the site, and its first cell
runs; and axe-core finds no WCAG 2.1 AA violation on the book's pages, theme and all. Screenshots go to
test-artifacts/book-*.png.

Without Sphinx, myst-nb or sphinx-book-theme (the book extra, in the test extra too), npm or jupyterlite (the
site), or Chromium, the tests are skipped, and say why; in CI (CI=true) that is a failure.
"""

from __future__ import annotations

import base64
import binascii
import html
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from accessibility import report, violations
from ci_policy import skip_or_fail
from offline_pages import offline_page, served

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"  # the screenshots
KERNEL_MS = 240_000  # JupyterLite's kernel (Pyodide, IPython, ttlearn) loads before the first cell runs
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
HOWTOS = sorted((ROOT / "book" / "howto").glob("*.md"))
PICTURE_TYPES = ("image/png", "image/svg+xml", "image/jpeg")

pytestmark = pytest.mark.slow


def _missing() -> str | None:
    for module, package in (("sphinx", "sphinx"), ("myst_nb", "myst-nb"), ("sphinx_book_theme", "sphinx-book-theme")):
        if importlib.util.find_spec(module) is None:
            return f"{package} is not installed (pip install -e '.[book]')"
    # the JupyterLite site beside the book, which the lessons' buttons open
    if shutil.which("npm") is None:
        return "npm is not installed: it brings the Pyodide runtime of the JupyterLite site (apt-get install npm)"
    for module in ("jupyterlite_core", "jupyterlite_pyodide_kernel"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install -e '.[lite]')"
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


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_teachers_page_links_its_worksheet_and_answer_key(book: Path, language: str) -> None:
    """Under its title, in the page's language; the sheets themselves are files of the site (the link check
    below follows them), each holding its lesson's exercises."""
    from ttlearn.teach.worksheets import worksheet_html

    site = _site(book, language)
    for number, lesson in enumerate(LESSONS, start=1):
        refs = [value for _, _, value in _parsed(site / "notebooks" / "teacher" / f"{lesson.stem}.html", {}).refs]
        assert f"../../worksheets/{lesson.stem}.html" in refs, (language, lesson.stem)
        assert f"../../worksheets/{lesson.stem}-answers.html" in refs, (language, lesson.stem)
        sheet = (site / "worksheets" / f"{lesson.stem}-answers.html").read_text(encoding="utf-8")
        assert sheet == worksheet_html(number, language, answers=True)


def test_the_translated_book_pages_have_the_english_ones_links_and_contents() -> None:
    """book/translations/<language>/ holds a translation of each of the book's own pages: its links and
    table of contents must stay the English page's (the API page, English only, by its URL),
    so a translation cannot drift from the book's shape, only lag in its words."""
    link = re.compile(r"\]\(([^)]+)\)|href=\"([^\"]+)\"")
    for page in ("index.md", "lessons.md", "teachers.md"):
        english = (ROOT / "book" / page).read_text(encoding="utf-8")
        english_links = [a or b for a, b in link.findall(english)]
        english_toc = english[english.index("```{toctree}"):]
        for language in LANGUAGES[1:]:
            text = (ROOT / "book" / "translations" / language / page).read_text(encoding="utf-8")
            links = [a or b for a, b in link.findall(text)]
            assert links == [_english_only(x) for x in english_links], (language, page)
            toc = text[text.index("```{toctree}"):]
            assert toc == english_toc.replace("api\n", ""), (language, page)


def _english_only(link: str) -> str:
    """A link of an English book page as its translation writes it: to the API page, which only the English
    book holds, by its URL in it (`../api.html`)."""
    if link == "api.md":
        return "../api.html"
    if link.startswith("lite/"):  # the JupyterLite site, beside the English book
        return "../" + link
    return link


def _text(page: Path) -> str:
    """A page's HTML as a reader reads its words (entities and Sphinx's curly apostrophes undone)."""
    return html.unescape(page.read_text(encoding="utf-8")).replace("\u2019", "'")


def test_the_how_to_pages_are_in_every_language(book: Path) -> None:
    """Each how-to page is in each book, listed by the how-to index, in the book's language; one without a
    translation (the developers' page) links to the English one."""
    assert len(HOWTOS) > 10
    for language in LANGUAGES:
        site = _site(book, language)
        assert "howto/index.html" in [value for _, _, value in _parsed(site / "index.html", {}).refs], language
        listed = {value for _, _, value in _parsed(site / "howto" / "index.html", {}).refs}
        for page in HOWTOS:
            built = site / "howto" / f"{page.stem}.html"
            source = page if language == "en" else ROOT / "book" / "translations" / language / "howto" / page.name
            where = (language, page.name)
            assert f'<html lang="{language}"' in built.read_text(encoding="utf-8"), where
            assert page.stem == "index" or f"{page.stem}.html" in listed, f"{language}: the index lists no {page.name}"
            if source.is_file():
                title = source.read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
                assert f"<h1>{title}" in _text(built), where
            else:
                assert f"../../howto/{page.stem}.html" in [value for _, _, value in _parsed(built, {}).refs], where
    assert "<h2>Project layout" in _text(book / "howto" / "developing.html")


def test_every_internal_link_and_anchor_resolves(book: Path) -> None:
    cache: dict[Path, _Page] = {}
    # the pages (the theme copies a Jinja macro file, not a page, into _static/; tests/test_lite.py checks the
    # JupyterLite site in lite/)
    pages = [page for page in sorted(book.rglob("*.html"))
             if not {"_static", "lite"} & set(page.relative_to(book).parts)]
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
                 # (the worksheets are sheets to print, not pages of the book)
                 if not ({"_static", "lite", "worksheets", *LANGUAGES[1:]} & set(page.relative_to(site).parts))]
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
    assert "dask" in index["terms"]  # the how-to on simulations
    assert "ttlearn.best_arrangement" in index["objects"] or any(
        entry[4] == "best_arrangement" for entry in index["objects"].get("ttlearn", []))


# -- the launch buttons: each lesson opens in the JupyterLite site beside the book ------------------------

def _launch_links(page: Path) -> list[str]:
    return re.findall(r'<a class="tt-launch[^"]*" href="([^"]+)"', page.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_has_a_button_to_itself_in_the_jupyterlite_site(book: Path, language: str) -> None:
    """One button under the title, to the site's notebook view of the same lesson in the same language, a
    student's edition (no solution cells) that the site holds."""
    for lesson in _lessons(language):
        page = _site(book, language) / "notebooks" / f"{lesson.stem}.html"
        links = _launch_links(page)
        assert len(links) == 1, f"{language} {page.name}: {len(links)} launch buttons"
        parts = urlsplit(links[0].replace("&amp;", "&"))
        assert (page.parent / parts.path).resolve() == (book / "lite" / "notebooks" / "index.html").resolve()
        path = dict(q.split("=", 1) for q in parts.query.split("&"))["path"]
        expected = f"notebooks/{lesson.name}" if language == "en" else f"notebooks/{language}/{lesson.name}"
        assert unquote(path) == expected, (language, links[0])
        site_copy = json.loads((book / "lite" / "files" / expected).read_text(encoding="utf-8"))
        assert not [c for c in site_copy["cells"] if "solution" in c.get("metadata", {}).get("tags", [])], expected
    for page in ("index.html", "RULES.html", "notebooks/glossary.html", f"notebooks/teacher/{LESSONS[0].stem}.html"):
        assert _launch_links(_site(book, language) / page) == [], f"{language} {page}: not a lesson"


def test_a_book_without_the_site_has_no_buttons(tmp_path: Path) -> None:
    """`--no-lite` (no npm at hand): no site, and no button leading to it."""
    skip_or_fail(_missing(), "the course book test")
    out = tmp_path / "html"
    run = subprocess.run([sys.executable, str(ROOT / "book" / "assemble.py"), str(out), "--language", "en",
                          "--source-dir", str(tmp_path / "source"), "--no-lite", "--quiet"],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert not (out / "lite").exists()
    assert _launch_links(out / "notebooks" / f"{LESSONS[0].stem}.html") == []


# -- in Chromium: the pictures show, the search answers, the button runs the lesson, axe finds nothing ------

@pytest.fixture(scope="module")
def browser_needs(book: Path) -> tuple[str, str | None]:
    return "the course book test", None  # the book is built (or the test skipped) before the browser starts


@pytest.fixture(scope="module")
def book_url(book: Path):
    """The book served on 127.0.0.1, as a class's web server would (JupyterLite needs http, not file:)."""
    with served(book) as url:
        yield url


@pytest.fixture
def reader(browser, book_url: str):
    """A page that reaches nothing but the book's server (the book is read offline); yields (page, the
    requests it aborted)."""
    with offline_page(browser, book_url, 1280, 900) as opened:
        yield opened


_PICTURES = """() => [...document.querySelectorAll('article img')].map(
    img => ({src: img.src.slice(0, 60), shown: img.complete && img.naturalWidth > 0, alt: img.getAttribute('alt')}))"""


def test_every_lesson_page_shows_its_pictures_in_chromium(reader, book_url: str) -> None:
    """Every lesson page of every language, opened in Chromium: each picture drawn (loaded, with a width),
    each with an alt attribute, and nothing asked of the network."""
    page, outside = reader
    for language in LANGUAGES:
        prefix = "" if language == "en" else f"{language}/"
        for lesson in _lessons(language):
            page.goto(f"{book_url}{prefix}notebooks/{lesson.stem}.html")
            page.wait_for_load_state("load")
            pictures = page.evaluate(_PICTURES)
            where = f"{language} {lesson.stem}"
            assert len(pictures) >= _pictures_in(lesson), where
            assert [p["src"] for p in pictures if not p["shown"]] == [], f"{where}: pictures not drawn"
            assert [p["src"] for p in pictures if p["alt"] is None] == [], f"{where}: pictures with no alt"
    for path, name in [(f"notebooks/{LESSONS[2].stem}.html", "lesson"), (f"th/notebooks/{LESSONS[0].stem}.html",
                        "lesson-th"), (f"notebooks/teacher/{LESSONS[2].stem}.html", "teacher"),
                       ("api.html#ttlearn.best_arrangement", "api-best-arrangement")]:
        page.goto(f"{book_url}{path}")
        page.wait_for_load_state("load")
        page.screenshot(path=str(ARTIFACTS / f"book-{name}.png"))
    assert outside == []


@pytest.mark.parametrize(("query", "found"), [("R10", "RULES.html"), ("best_arrangement", "api.html")])
def test_the_search_page_finds_a_rule_and_an_api_name(reader, book_url: str, query: str, found: str) -> None:
    page, _ = reader
    page.goto(f"{book_url}search.html?q={query}")
    # Sphinx writes the summary ("Search finished, found N pages") when the last result is in
    page.locator("#search-results .search-summary").filter(has_text=re.compile(r"\d")).wait_for(timeout=30_000)
    results = page.locator("#search-results ul.search li > a")
    hrefs = [results.nth(k).get_attribute("href") or "" for k in range(results.count())]
    assert any(href.startswith(found) for href in hrefs), (query, hrefs[:8])


@pytest.mark.parametrize("language", ["en", "th"])
def test_the_launch_button_opens_the_lesson_in_jupyterlite_and_its_first_cell_runs(
        reader, book_url: str, language: str) -> None:
    """From the lesson's page, the button: JupyterLite opens that lesson (its first cell the lesson's
    first code), its kernel starts from the site alone, and the first cell runs with no error."""
    from playwright.sync_api import expect

    page, outside = reader
    prefix = "" if language == "en" else f"{language}/"
    lesson = _lessons(language)[0]
    page.goto(f"{book_url}{prefix}notebooks/{lesson.stem}.html")
    button = page.locator("a.tt-launch")
    expect(button).to_have_count(1)
    button.click()
    page.wait_for_url(re.compile(r"/lite/notebooks/index\.html\?path="))
    cell = page.locator(".jp-Notebook .jp-CodeCell").first
    cell.wait_for(timeout=KERNEL_MS)
    first_code = next(c for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code")
    expected_line = "".join(first_code["source"]).splitlines()[0]
    expect(cell.locator(".jp-InputArea-editor")).to_contain_text(expected_line)
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(timeout=KERNEL_MS)
    prompt = cell.locator(".jp-InputPrompt")
    # Shift+Enter, as a learner runs a cell. Pressed while the notebook still connects to its kernel, it was seen to
    # do nothing at all (the prompt left "[ ]:"): then, as a learner would, press it again.
    for _attempt in range(3):
        cell.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        try:
            expect(prompt).not_to_have_text(re.compile(r"^\[ \]:$"), timeout=30_000)
            break
        except AssertionError:
            continue
    expect(prompt).to_have_text(re.compile(r"\[1\]:"), timeout=KERNEL_MS)
    output = cell.locator(".jp-OutputArea").inner_text()
    assert not re.search(r"Traceback|\b[A-Z]\w*Error\b", output), output[:1500]
    page.screenshot(path=str(ARTIFACTS / f"book-launch-{language}.png"))
    assert outside == [], outside[:5]


# The book's own pages, each kind once, and a Thai lesson (its text, its language switch, its button).
AXE_PAGES = ["index.html", "lessons.html", f"notebooks/{LESSONS[0].stem}.html", f"notebooks/{LESSONS[6].stem}.html",
             f"notebooks/teacher/{LESSONS[0].stem}.html", "notebooks/glossary.html", "RULES.html", "teachers.html",
             "api.html", "search.html?q=meld", f"th/notebooks/{LESSONS[0].stem}.html", "th/index.html",
             f"worksheets/{LESSONS[1].stem}.html", f"th/worksheets/{LESSONS[1].stem}-answers.html"]


@pytest.mark.parametrize("path", AXE_PAGES)
def test_the_book_pages_pass_axe(reader, book_url: str, path: str) -> None:
    """The same WCAG 2.1 AA check as the apps' (tests/accessibility.py), over the whole page: the book is
    ours, theme and all."""
    page, _ = reader
    page.goto(f"{book_url}{path}")
    page.wait_for_load_state("load")
    if path.startswith("search"):
        page.locator("#search-results").wait_for()
    found = violations(page, "document")
    assert not found, f"{path}: axe finds\n{report(found)}"


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
