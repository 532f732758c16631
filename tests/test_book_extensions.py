"""The course book's own Sphinx extensions (book/_ext/), each on a tiny Sphinx project built in a temporary
folder (seconds, not the whole book): rule numbers become links to their rules (rule_links), Thai is
searched by character pairs (thai_search), and the interface words Sphinx and the themes lack are in the
book's language (interface_words).

Each project is built by its own Python process: Sphinx keeps the first language's catalogs for the rest
of a process. Without Sphinx or myst-nb (the book extra) the tests are skipped, and say why; in CI a failure.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ci_policy import skip_or_fail

ROOT = Path(__file__).resolve().parent.parent
EXTENSIONS = ROOT / "book" / "_ext"
sys.path.insert(0, str(EXTENSIONS))

pytestmark = pytest.mark.slow


def _need_sphinx() -> None:
    for module, package in (("sphinx", "sphinx"), ("myst_nb", "myst-nb"), ("sphinx_book_theme", "sphinx-book-theme")):
        if importlib.util.find_spec(module) is None:
            skip_or_fail(f"{package} is not installed (pip install -e '.[book]')", "the book extensions' test")


def _build(folder: Path, files: dict[str, str], language: str = "en", theme: str = "alabaster",
           extensions: tuple[str, ...] = ("rule_links",)) -> Path:
    """Write a Sphinx project of `files` (and a conf.py) in `folder`, build its HTML with -W; the HTML's folder."""
    _need_sphinx()
    source = folder / "source"
    for name, text in files.items():
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_text(text, encoding="utf-8")
    (source / "conf.py").write_text(
        f"import sys\nsys.path.insert(0, {str(EXTENSIONS)!r})\n"
        f"extensions = ['myst_nb', *{list(extensions)!r}]\n"
        f"nb_execution_mode = 'off'\nhtml_theme = {theme!r}\nlanguage = {language!r}\n", encoding="utf-8")
    out = folder / "html"
    run = subprocess.run([sys.executable, "-m", "sphinx", "-b", "html", "-W", "-q", str(source), str(out)],
                         capture_output=True, text=True, cwd=folder, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    shutil.rmtree(folder / "jupyter_execute", ignore_errors=True)
    return out


RULES_PAGE = """# Rules

- (r3)=
  **R3 Ace low.** A-2-3 is a run.
- (r10)=
  **R10 Going out.** Lay down every card; see R3.
- (r12)=
  **R12 Set.** Three of a rank.
"""

LESSON_PAGE = """# A lesson on R10

Going out (R10) is in prose, and so are R12–R3 and R2D2, HR10, R99, `R10` (code) and [R3](../RULES.md#r3).

- a list item citing R12

| rule | what |
| --- | --- |
| R3 | aces low |

```{note}
An admonition cites R10.
```

```python
refuse("R10")
```
"""


def _notebook(source: str, output: str) -> str:
    """A notebook with a title and one code cell with a saved stream output."""
    title = {"cell_type": "markdown", "id": "title", "metadata": {}, "source": "# An output"}
    cell = {"cell_type": "code", "id": "code", "execution_count": 1, "metadata": {}, "source": source,
            "outputs": [{"name": "stdout", "output_type": "stream", "text": output}]}
    metadata = {"kernelspec": {"name": "python3", "display_name": "Python 3"},
                "language_info": {"name": "python", "pygments_lexer": "ipython3"}}
    return json.dumps({"cells": [title, cell], "metadata": metadata, "nbformat": 4, "nbformat_minor": 5})


INDEX = "# Book\n\n```{toctree}\nRULES\nnotebooks/lesson\nnotebooks/output\n```\n"
OUTPUT = "Ana goes out: lays down run 4♥–6♥ and discards 9♣ (R10)\nrefused: no card <R12> & R2D2\n"


class _Links(HTMLParser):
    """The links of a page (href, text) and its text outside links, by whether it is in a <pre>."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[list[str]] = []
        self.stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack.append(tag)
        if tag == "a":
            self.links.append([dict(attrs).get("href") or "", ""])

    def handle_endtag(self, tag: str) -> None:
        while self.stack and self.stack.pop() != tag:
            pass

    def handle_data(self, data: str) -> None:
        if "a" in self.stack and self.links:
            self.links[-1][1] += data


def _links(page: Path) -> list[tuple[str, str]]:
    parser = _Links()
    parser.feed(page.read_text(encoding="utf-8"))
    return [(href, text) for href, text in parser.links]


@pytest.fixture(scope="module")
def rules_book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _build(tmp_path_factory.mktemp("rules"), {
        "index.md": INDEX, "RULES.md": RULES_PAGE, "notebooks/lesson.md": LESSON_PAGE,
        "notebooks/output.ipynb": _notebook('print("R10")  # cites R10', OUTPUT)})


def test_rule_numbers_in_prose_lists_tables_and_admonitions_link_to_their_rules(rules_book: Path) -> None:
    links = [link for link in _links(rules_book / "notebooks" / "lesson.html") if "RULES.html#" in link[0]]
    # prose R10, R12, R3 (the range R12–R3 links each number), the list's R12, the table's R3, the note's R10,
    # and the Markdown link [R3] that was there already
    assert sorted(links) == sorted([("../RULES.html#r10", "R10"), ("../RULES.html#r12", "R12"),
                                    ("../RULES.html#r3", "R3"), ("../RULES.html#r12", "R12"),
                                    ("../RULES.html#r3", "R3"), ("../RULES.html#r10", "R10"),
                                    ("../RULES.html#r3", "R3")])


def test_code_headings_longer_names_and_unknown_rules_are_not_linked(rules_book: Path) -> None:
    html = (rules_book / "notebooks" / "lesson.html").read_text(encoding="utf-8")
    assert re.search(r"<h1>A lesson on R10<", html)  # the heading is left as it is
    assert "R2D2, HR10, R99," in html  # no link inside a longer name; R99 is no rule of the project
    assert re.search(r'<code[^>]*><span class="pre">R10</span></code>', html)  # inline code
    assert re.search(r'refuse</span><span class="p">\(</span><span class="s2">"R10"', html)  # code
    assert '<a class="reference internal" href="../RULES.html#r3"><span class="std std-ref">R3</span></a>.' in html
    output = (rules_book / "notebooks" / "output.html").read_text(encoding="utf-8")
    cell_input = output[output.index('class="cell_input'):output.index('class="cell_output')]
    assert "R10" in cell_input and "<a " not in cell_input  # a code cell's source is code


def test_the_rules_page_links_a_citation_not_a_rules_own_name(rules_book: Path) -> None:
    links = _links(rules_book / "RULES.html")
    assert [link for link in links if link[1] in ("R3", "R10", "R12")] == [("#r3", "R3")]  # "see R3"


def test_a_text_output_links_its_rules_and_keeps_its_look(rules_book: Path) -> None:
    html = (rules_book / "notebooks" / "output.html").read_text(encoding="utf-8")
    blocks = re.findall(r'<div class="output stream highlight-myst-ansi notranslate"><div class="highlight">'
                        r"<pre><span></span>(.*?)</pre></div>\s*</div>", html, re.S)
    assert len(blocks) == 1, "the output is written as Sphinx writes an output, highlighted"
    assert re.findall(r'<a class="reference internal rule-link" href="([^"]+)">(R\d+)</a>', blocks[0]) == [
        ("../RULES.html#r10", "R10"), ("../RULES.html#r12", "R12")]
    shown = re.sub(r"<[^>]+>", "", blocks[0]).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    assert shown == OUTPUT  # the same text, character for character


def test_the_rule_link_of_a_highlighted_output_is_put_between_tags() -> None:
    from rule_links import link_html

    html = '<span class="x" title="R10">R10 and R2D2</span>'
    assert link_html(html, {"R10": "#r10"}) == \
        '<span class="x" title="R10"><a class="reference internal rule-link" href="#r10">R10</a> and R2D2</span>'


# --- Thai search


def test_thai_runs_are_split_into_overlapping_pairs_other_words_whole() -> None:
    from thai_search import split_words

    assert split_words("ไวลด์การ์ด") == ["ไว", "วล", "ลด", "ด์", "์ก", "กา", "าร", "ร์", "์ด"]
    assert split_words("ดู R10 กับbest_arrangement ก") == ["ดู", "R10", "กั", "ับ", "best_arrangement", "ก"]
    assert split_words("Going out, R10.") == ["Going", "out", "R10"]


EXAMPLES = ["ไวลด์การ์ด", "ดู R10 กับbest_arrangement ก", "Going out, R10.", "ชุดไพ่ (meld) เซต/รัน", "Sök räkna"]


def test_the_browsers_thai_splitter_splits_as_the_indexer_does() -> None:
    from thai_search import JS_SPLITTER, split_words

    node = shutil.which("node")
    if node is None:
        skip_or_fail("node is not installed", "the JavaScript splitter's test")
    # the examples, and every line of the Thai glossary (Thai, Latin, digits, suits, punctuation)
    texts = EXAMPLES + (ROOT / "notebooks" / "th" / "glossary.md").read_text(encoding="utf-8").splitlines()
    script = JS_SPLITTER + f"\nconsole.log(JSON.stringify({json.dumps(texts)}.map(splitQuery)));\n"
    run = subprocess.run([node, "-e", script], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == [split_words(text) for text in texts]


def _search_index(site: Path) -> dict:
    script = (site / "searchindex.js").read_text(encoding="utf-8")
    return json.loads(script[script.index("(") + 1: script.rindex(")")])


def test_a_thai_book_indexes_thai_words_by_pairs_and_latin_words_whole(tmp_path: Path) -> None:
    from thai_search import split_words

    site = _build(tmp_path, {"index.md": "# บทเรียน\n\nไวลด์การ์ดใช้แทนไพ่ใบใดก็ได้ (R10) ด้วย best_arrangement\n"},
                  language="th", extensions=("thai_search",))
    terms = _search_index(site)["terms"]
    assert all(pair in terms for pair in split_words("ไวลด์การ์ด"))
    assert "r10" in terms and "best_arrang" in terms  # stemmed as in English, as the browser stems the query
    assert "ไวลด" not in terms  # Sphinx's own splitter's piece of the word
    assert "function splitQuery" in (site / "_static" / "language_data.js").read_text(encoding="utf-8")


# --- interface words


def test_a_thai_book_shows_thai_interface_words(tmp_path: Path) -> None:
    site = _build(tmp_path, {"index.md": "# หน้าแรก\n\n```{toctree}\nnext\n```\n", "next.md": "# ถัดไป\n\nข้อความ\n"},
                  language="th", theme="sphinx_book_theme", extensions=("interface_words",))
    index = (site / "index.html").read_text(encoding="utf-8")
    assert 'placeholder="ค้นหา..."' in index  # the search field (the book theme's catalog had no Thai "Search")
    assert "หน้าถัดไป" in index and "next page" not in index  # the page's link to the next (pydata's words)
    assert "Back to top" not in index and "กลับขึ้นด้านบน" in index
    assert '"Search Results": "ผลการค้นหา"' in (site / "_static" / "translations.js").read_text(encoding="utf-8")
    assert "translations.js" in (site / "search.html").read_text(encoding="utf-8")


def test_the_catalogs_are_whole_and_compile() -> None:
    """Every interface word of a language's .po file has its translation; Babel compiles each."""
    from babel.messages.pofile import read_po

    catalogs = sorted((ROOT / "book" / "locale").glob("*/LC_MESSAGES/*.po"))
    assert {po.parent.parent.name for po in catalogs} == {"th", "sv", "hr"}
    for po in catalogs:
        with po.open("rb") as source:
            catalog = read_po(source)
        untranslated = [m.id for m in catalog if m.id and not all(m.string if isinstance(m.string, tuple)
                                                                    else [m.string])]
        assert untranslated == [], po
        assert len(catalog) > 0, po
