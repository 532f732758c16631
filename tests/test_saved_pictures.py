"""The notebooks' saved pictures also as PNG with a text alternative
(`ttlearn.teach.saved_pictures`), so that a notebook JupyterLab does not trust (a clone, never
run here) shows them, named: the committed notebooks carry them (once `make notebooks`
regenerates them), and the transform, on small made-up notebooks in headless Chromium, draws
each SVG as a PNG of the same size and name in an `<img alt>` of the output's HTML, keeps no
third copy, touches nothing else, and does nothing the second time.

The browser tests are slow; tests/test_jupyterlab.py opens transformed notebooks untrusted
in a real JupyterLab.
"""

from __future__ import annotations

import base64
import copy
import html
import json
import re
import shutil
import struct
from pathlib import Path

import pytest
from nbval.plugin import get_sanitize_patterns

from ttlearn.cards import parse_cards
from ttlearn.draw.svg import THAI_FONTS, show_hand
from ttlearn.language import using
from ttlearn.teach.chromium import fonts_used
from ttlearn.teach.editions import dumps, write_editions
from ttlearn.teach.saved_pictures import (
    SCALE,
    Drawn,
    drawing_page,
    img_tag,
    main,
    outputs_lacking_png,
    svg_spans,
    with_png_pictures,
    write_png_pictures,
)

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SOURCES = ["[0-9]*.ipynb", "[a-z][a-z]/[0-9]*.ipynb"]  # what `make notebooks` runs and transforms
EVERY_NOTEBOOK = ["*.ipynb", "??/*.ipynb", "student/*.ipynb", "teacher/*.ipynb"]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _svg(width: float, height: float, title: str = "a red square", extra: str = "") -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img"{extra}>'
            f'<title>{title}</title><rect width="{width}" height="{height}" fill="#C8102E"/></svg>')


def _notebook(*outputs: dict) -> dict:
    return {"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# made up"]},
                      {"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["x"],
                       "outputs": list(outputs)}],
            "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def _display(data: dict) -> dict:
    return {"output_type": "display_data", "data": data, "metadata": {}}


def _png_size(png: bytes) -> tuple[int, int]:
    assert png.startswith(b"\x89PNG\r\n\x1a\n"), "not a PNG"
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def _imgs(markup: str) -> list[dict[str, str]]:
    """The attributes of each `<img>` in markup."""
    return [dict(re.findall(r'(\w+)="([^"]*)"', tag)) for tag in re.findall(r"<img\b[^>]*>", markup)]


def _lacking(paths: list[Path]) -> list[str]:
    """Every output of the notebooks at `paths` whose SVG picture is not also there as PNG."""
    return [f"{path}, cell {k}, output {j}"
            for path in paths for k, j in outputs_lacking_png(json.loads(path.read_text(encoding="utf-8")))]


def _files(folder: Path) -> list[Path]:
    return sorted(path for pattern in EVERY_NOTEBOOK for path in folder.glob(pattern))


# --- without a browser -----------------------------------------------------------------------


def test_every_saved_picture_of_the_committed_notebooks_is_also_a_png():
    paths = _files(NOTEBOOKS)
    assert len(paths) >= 29, "the notebooks, translations and editions"
    lacking = _lacking(paths)
    assert not lacking, "SVG pictures with no PNG (run make notebooks):\n  " + "\n  ".join(lacking)


def test_the_svgs_of_html_are_found_outermost_with_their_nested_ones():
    markup = "<p>a</p><svg width='1'><svg><rect/></svg></svg> b <SVG/> c <svg>unclosed"
    spans = svg_spans(markup)
    assert [markup[a:b] for a, b in spans] == ["<svg width='1'><svg><rect/></svg></svg>", "<SVG/>"]
    assert svg_spans("<p>&lt;svg&gt; is text here</p><svgfoo></svgfoo>") == []


def test_the_outputs_lacking_a_named_png_are_those_with_svg_and_no_img_of_it():
    img = '<img src="data:image/png;base64,iVBO" alt="x">'
    notebook = _notebook(
        _display({"image/svg+xml": [_svg(10, 10)], "text/plain": ["pic"]}),  # no HTML: lacking
        _display({"image/svg+xml": [_svg(10, 10)], "image/png": "iVBO", "text/plain": ["pic"]}),  # unnamed PNG
        _display({"text/html": ["<p>", _svg(10, 10), "</p>"], "text/plain": ["pic"]}),  # inline SVG
        _display({"text/html": [img], "text/plain": ["pic"]}),
        {"output_type": "stream", "name": "stdout", "text": ["<svg> in a print</svg>\n"]},
        _display({"image/svg+xml": [_svg(10, 10)], "text/html": [img], "text/plain": ["pic"]}),  # done
        _display({"image/svg+xml": [_svg(10, 10)], "text/html": [img], "image/png": "iVBO"}),  # a third copy
    )
    assert outputs_lacking_png(notebook) == [(1, 0), (1, 1), (1, 2), (1, 6)]


def test_nbval_compares_a_saved_picture_by_its_name_with_the_svg_drawn_again():
    """tests/nbval_sanitize.cfg: where nbval checks a cell's HTML, the pictures saved as PNG
    compare equal to the inline SVG the cell draws again when their names are the same, and
    unequal when not; an image/svg+xml output (its <svg> first) stays compared whole."""
    patterns = get_sanitize_patterns((ROOT / "tests" / "nbval_sanitize.cfg").read_text(encoding="utf-8"))

    def sanitized(text: str) -> str:
        for regex, replace in patterns:
            text = re.sub(regex, replace, text)
        return text

    svg = _svg(60, 84, "seven &amp; eight of hearts")
    drawn = f"<p>A meld?</p><td>{svg}</td>"
    saved = f"<p>A meld?</p><td>{img_tag(Drawn(b'png', 60, 84, html.unescape('seven &amp; eight of hearts')))}</td>"
    assert sanitized(drawn) == sanitized(saved) == "<p>A meld?</p><td>PICTURE(seven &amp; eight of hearts)</td>"
    assert sanitized(saved.replace("seven", "six")) != sanitized(drawn)
    assert sanitized(svg) == svg


def test_the_command_line_writes_nothing_and_starts_no_browser_when_every_picture_has_its_png(tmp_path, capsys):
    path = tmp_path / "done.ipynb"
    text = dumps(_notebook(_display({"text/plain": ["no picture"]})))
    path.write_text(text, encoding="utf-8")
    before = path.stat().st_mtime_ns
    assert main([str(path)]) == 0
    assert path.read_text(encoding="utf-8") == text and path.stat().st_mtime_ns == before
    assert capsys.readouterr().out == ""


def test_the_command_line_names_a_notebook_it_cannot_read(tmp_path, capsys):
    path = tmp_path / "broken.ipynb"
    path.write_text("{not json", encoding="utf-8")
    assert main([str(path)]) == 2
    assert "broken.ipynb" in capsys.readouterr().err


# --- in the browser --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser_needs() -> tuple[str, str | None]:
    return "the saved pictures test", None


def _hand_output(with_png: bool = False) -> tuple[dict, str, int, int]:
    """A hand's SVG-only output (and an earlier run's PNG beside it), its name and size."""
    hand = show_hand(parse_cards("7H 8H 9H KS"), round=11)
    data = {"image/svg+xml": hand.svg.splitlines(keepends=True), "text/plain": ["hand"]}
    metadata = {}
    if with_png:
        data["image/png"] = "iVBORw0KGgo="
        metadata = {"image/png": {"width": 1, "height": 1}}
    width, height = (int(v) for v in re.search(r'width="(\d+)" height="(\d+)"', hand.svg).groups())
    name = re.search(r"<title>([^<]*)</title>", hand.svg).group(1)
    return {"output_type": "display_data", "data": data, "metadata": metadata}, name, width, height


@pytest.mark.slow
@pytest.mark.parametrize("with_png", [False, True], ids=["svg only", "svg and an unnamed png"])
def test_an_svg_output_gets_an_html_img_of_its_size_and_name_and_no_third_copy(browser, with_png):
    """JupyterLab shows image/svg+xml and image/png as an <img> with no alt; it prefers the
    HTML, an <img> named as the SVG's <title>. An earlier run's image/png goes: two copies."""
    output, name, width, height = _hand_output(with_png)
    notebook = _notebook(output)
    given = copy.deepcopy(output)
    done = with_png_pictures(notebook, browser)
    (after,) = done["cells"][1]["outputs"]
    assert after["data"]["image/svg+xml"] == output["data"]["image/svg+xml"], "the SVG stays"
    assert after["data"]["text/plain"] == ["hand"]
    assert set(after["data"]) == {"image/svg+xml", "text/plain", "text/html"}, "no image/png: the <img> has it"
    assert after["metadata"] == {}
    (img,) = _imgs("".join(after["data"]["text/html"]))
    assert (img["alt"], img["width"], img["height"]) == (name, str(width), str(height))
    assert "hand of 4 cards, round 11" in img["alt"]
    png = base64.b64decode(img["src"].removeprefix("data:image/png;base64,"))
    assert _png_size(png) == (SCALE * width, SCALE * height)
    assert notebook["cells"][1]["outputs"][0] == given, "the notebook given is left as it was"
    assert done["cells"][0] == notebook["cells"][0]


@pytest.mark.slow
def test_a_picture_shown_live_is_saved_as_its_svg_and_a_named_img_in_its_html(browser):
    """What a cell showing a ttlearn picture outputs (IPython asks `Picture._repr_svg_` and
    `_repr_html_`: image/svg+xml and text/html with the SVG inline): saved, its HTML holds a named <img> in
    the same <div>, and nbval's sanitizer reads the saved and the live HTML alike."""
    hand = show_hand(parse_cards("AS 2C KH"), round=11)
    live = hand._repr_html_()
    notebook = _notebook(_display({"image/svg+xml": [hand.svg], "text/html": [live], "text/plain": ["hand"]}))
    (after,) = with_png_pictures(notebook, browser)["cells"][1]["outputs"]
    saved = "".join(after["data"]["text/html"])
    assert set(after["data"]) == {"image/svg+xml", "text/plain", "text/html"}
    assert saved.startswith('<div class="tt-picture"><img ') and "<svg" not in saved
    patterns = get_sanitize_patterns((ROOT / "tests" / "nbval_sanitize.cfg").read_text(encoding="utf-8"))

    def sanitized(text: str) -> str:
        for regex, replace in patterns:
            text = re.sub(regex, replace, text)
        return text

    name = re.search(r"<title>([^<]*)</title>", hand.svg).group(1)
    assert "ace of spades, two of clubs, king of hearts" in name
    assert sanitized(saved) == sanitized(live) == f'<div class="tt-picture">PICTURE({name})</div>'


@pytest.mark.slow
def test_each_svg_of_an_html_output_becomes_an_img_of_the_same_size_and_name(browser):
    first = _svg(142.8, 75.6, "seven &amp; eight of &quot;hearts&quot;")
    second = _svg(60, 84, "ignored: the aria-label names it", extra=' aria-label="a card face down"')
    markup = f"<table><tr><td>{first}<p>✓ yes</p></td>\n<td style='padding:4px'>{second}</td></tr></table>\n"
    notebook = _notebook(_display({"text/html": markup.splitlines(keepends=True), "text/plain": ["table"]}))
    (after,) = with_png_pictures(notebook, browser)["cells"][1]["outputs"]
    new = "".join(after["data"]["text/html"])
    assert re.sub(r"<img\b[^>]*>", "PICTURE", new) == re.sub(r"<svg\b.*?</svg>", "PICTURE", markup), \
        "the HTML around the pictures stays"
    assert after["data"]["text/html"] == new.splitlines(keepends=True), "as nbformat writes it"
    imgs = _imgs(new)
    assert [(i["alt"], i["width"], i["height"]) for i in imgs] == [
        ("seven &amp; eight of &quot;hearts&quot;", "143", "76"), ("a card face down", "60", "84")]
    first_png, second_png = (base64.b64decode(i["src"].removeprefix("data:image/png;base64,")) for i in imgs)
    assert _png_size(first_png) == (SCALE * 143, SCALE * 76), "142.8 by 75.6, rounded up: on whole pixels"
    assert _png_size(second_png) == (SCALE * 60, SCALE * 84)
    assert set(after) == {"output_type", "data", "metadata"} and after["metadata"] == {}


@pytest.mark.slow
def test_a_widget_bundle_keeps_its_widget_and_its_picture_becomes_an_img(browser):
    view = {"model_id": "a1b2", "version_major": 2, "version_minor": 0}
    data = {WIDGET_VIEW: view, "text/html": [f"<h3>Round 1</h3>{_svg(40, 20)}"], "text/plain": ["PlayTable(...)"]}
    notebook = _notebook({"output_type": "display_data", "data": data, "metadata": {}})
    after = with_png_pictures(notebook, browser)["cells"][1]["outputs"][0]["data"]
    assert after[WIDGET_VIEW] == view and after["text/plain"] == ["PlayTable(...)"]
    assert "image/png" not in after, "the picture goes into the HTML, where it was"
    markup = "".join(after["text/html"])
    assert markup.startswith("<h3>Round 1</h3><img ") and "<svg" not in markup


@pytest.mark.slow
def test_outputs_without_svg_are_untouched_and_a_done_notebook_comes_back_as_it_is(browser):
    plain = [
        {"output_type": "stream", "name": "stdout", "text": ["3 melds\n"]},
        _display({"text/html": ["<b>no picture</b>"], "text/plain": ["x"]}),
        {"output_type": "execute_result", "execution_count": 1, "metadata": {},
         "data": {"image/png": "iVBORw0KGgo=", "text/plain": ["<Figure>"]}},
        {"output_type": "error", "ename": "ValueError", "evalue": "<svg>", "traceback": []},
    ]
    notebook = _notebook(*copy.deepcopy(plain), _display({"image/svg+xml": [_svg(30, 10)], "text/plain": ["p"]}))
    done = with_png_pictures(notebook, browser)
    assert done["cells"][1]["outputs"][:4] == plain
    assert outputs_lacking_png(done) == []
    again = with_png_pictures(done, browser)
    assert again is done, "idempotent: nothing to draw, nothing copied"
    untouched = _notebook(*plain)
    assert with_png_pictures(untouched, browser) is untouched


@pytest.mark.slow
def test_the_same_svg_gives_the_same_png_every_time(browser):
    hand = show_hand(parse_cards("AS 2C KH"), round=11)
    notebook = _notebook(_display({"image/svg+xml": [hand.svg], "text/plain": ["hand"]}))
    assert dumps(with_png_pictures(notebook, browser)) == dumps(with_png_pictures(notebook, browser))


@pytest.mark.slow
def test_thai_words_of_a_picture_are_drawn_with_a_thai_font(browser):
    with using("th"):
        svg = show_hand(parse_cards("7H 8H 9H KS"), round=11).svg  # a wild: its face says WILD in Thai
    assert re.search("[\u0e00-\u0e7f]", svg), "Thai words in the picture"
    page = browser.new_page()
    try:
        page.set_content(drawing_page(svg))
        page.evaluate("document.fonts.ready")
        thai = page.locator("svg text", has_text=re.compile("[\u0e00-\u0e7f]")).first
        thai.evaluate("e => e.setAttribute('id', 'thai')")
        used = fonts_used(page, "#thai")
    finally:
        page.close()
    assert set(used) & set(THAI_FONTS), f"the Thai words were drawn with {used}, no Thai font of {THAI_FONTS}"


def _without_png_copies(notebook: dict) -> dict:
    """Each SVG picture as SVG alone, with no PNG copy (nor an HTML <img> of one)."""
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "image/svg+xml" in data:
                data.pop("image/png", None)
                data.pop("text/html", None)
                output.get("metadata", {}).pop("image/png", None)
    return notebook


@pytest.mark.slow
def test_transformed_notebooks_carry_every_picture_as_png(browser, tmp_path):
    """What `make notebooks` does after running them: the pictures of the source notebooks as
    PNG, then the editions written from them; afterwards every notebook passes the check the
    committed ones are held to, and a second pass writes nothing."""
    folder = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, folder)
    sources = sorted(path for pattern in SOURCES for path in folder.glob(pattern))
    for path in sources:  # as a run leaves them: each SVG picture with no PNG beside it yet
        path.write_text(dumps(_without_png_copies(json.loads(path.read_text(encoding="utf-8")))), encoding="utf-8")
    assert _lacking(sources), "the copies need their PNG (else this shows nothing)"
    written = write_png_pictures(sources, browser)
    assert written and set(written) <= set(sources)
    write_editions(sorted(folder.glob("[0-9]*.ipynb")))
    assert _lacking(_files(folder)) == []
    assert write_png_pictures(sources, browser) == []
