"""The pictures saved in a notebook's outputs, also as PNG with a text alternative, so that
they show, named, where SVG does not: JupyterLab opens a notebook it has not run itself as
untrusted, and then it shows no `image/svg+xml` output and its sanitizer strips every inline
`<svg>` from `text/html` (a learner who clones the repository would read "card face
down3·13jack of diamonds..." until running every cell). A PNG shows wherever a notebook is
read, untrusted JupyterLab included; and JupyterLab shows an `image/png` or `image/svg+xml`
output as an `<img>` with no `alt` (WCAG 1.1.1), so the PNG goes in the output's `text/html`,
which JupyterLab prefers and its sanitizer keeps: `<img src="data:image/png..." alt="...">`.

In each `text/html` output, every inline `<svg>` becomes an `<img>` of the same picture at the
same size, named (`alt`) as the SVG was (its aria-label, else its <title>); an output with
`image/svg+xml` and no `text/html` gets a `text/html` of that `<img>`. The SVG stays, for the
front ends that trust it, and no other copy is kept: a picture is saved twice, as SVG and as
PNG (an `image/png` that an earlier run saved beside the SVG goes, the `<img>` replaces it).
Chromium draws them (`SCALE` device pixels to a CSS pixel), with the fonts the SVGs name, Thai
included.

    python -m ttlearn.teach.saved_pictures notebooks/*.ipynb

writes the notebooks in place, as nbformat writes them, and leaves alone the ones whose
pictures all have their named PNG already; `make notebooks` does the same to each notebook it
runs (`notebook_runs`), its closed cells' outputs included.
"""

from __future__ import annotations

import argparse
import base64
import copy
import html
import json
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .chromium import browser_missing, chromium
from .editions import dumps

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

SCALE = 1  # device pixels per CSS pixel: the SVG's own size. A stand-in until the cell runs and draws it sharp
SVG, PNG, HTML = "image/svg+xml", "image/png", "text/html"
_SVG_TAG = re.compile(r"<(/?)svg\b[^>]*>", re.IGNORECASE)

# In the drawing page: the picture's size on screen, rounded up to whole CSS pixels (a PNG
# of SCALE times as many pixels then falls on the screen's pixels, as sharp as the SVG; an SVG
# 142.8 wide gets 0.2 px of transparent edge), and its accessible name (aria-label, else its
# own <title>), the words a screen reader says for it.
_MEASURE = """svg => {
    const box = svg.getBoundingClientRect();
    const title = svg.querySelector(':scope > title');
    const name = svg.getAttribute('aria-label') || (title ? title.textContent : '');
    return {width: Math.ceil(box.width), height: Math.ceil(box.height), name: name.replace(/\\s+/g, ' ').trim()};
}"""


@dataclass(frozen=True)
class Drawn:
    """An SVG picture drawn as PNG: its bytes, its size on screen in CSS pixels (the SVG's own,
    rounded up; the PNG has `SCALE` times as many pixels each way), and its accessible name."""

    png: bytes
    width: int
    height: int
    name: str


def _text(value: str | list[str]) -> str:
    """A notebook's multiline string (a list of lines on disk) as one string."""
    return value if isinstance(value, str) else "".join(value)


def svg_spans(markup: str) -> list[tuple[int, int]]:
    """Where each outermost `<svg>...</svg>` of `markup` starts and ends (an SVG nested in
    another goes with it)."""
    spans: list[tuple[int, int]] = []
    depth = start = 0
    for tag in _SVG_TAG.finditer(markup):
        if tag.group(1):  # </svg>
            if depth:
                depth -= 1
                if not depth:
                    spans.append((start, tag.end()))
        elif tag.group(0).endswith("/>"):  # <svg/>, empty
            if not depth:
                spans.append(tag.span())
        else:
            if not depth:
                start = tag.start()
            depth += 1
    return spans


def _outputs(notebook: dict) -> Iterator[tuple[int, int, dict]]:
    """Each output that carries a bundle of data, with the indexes of its cell and itself."""
    for k, cell in enumerate(notebook.get("cells", [])):
        for j, output in enumerate(cell.get("outputs", [])):
            if "data" in output:
                yield k, j, output


def _lacks_png(output: dict) -> bool:
    """Whether an output holds an SVG picture that is not also there as a named PNG in its
    HTML: `image/svg+xml` with no `text/html`, or with an `image/png` of an earlier run beside
    it, or an inline `<svg>` in its `text/html`."""
    data = output.get("data", {})
    return (SVG in data and (HTML not in data or PNG in data)) or (
        HTML in data and bool(svg_spans(_text(data[HTML]))))


def outputs_lacking_png(notebook: dict) -> list[tuple[int, int]]:
    """(cell, output) of every output whose SVG picture is not also there as a named PNG."""
    return [(k, j) for k, j, output in _outputs(notebook) if _lacks_png(output)]


def drawing_page(svg: str) -> str:
    """The page a picture is drawn on: the SVG alone at the top left, on no background."""
    return ("<!doctype html><meta charset='utf-8'>"
            f"<style>html, body {{ margin: 0 }} svg {{ display: block }}</style>{svg}")


def draw_png(page: Page, svg: str) -> Drawn:
    """The SVG drawn as PNG in `page` (its device scale factor sets the PNG's pixels)."""
    page.set_content(drawing_page(svg))
    page.evaluate("document.fonts.ready")
    size = page.locator("svg").first.evaluate(_MEASURE)
    width, height = size["width"], size["height"]
    # A viewport just big enough: the picture, however big, is drawn whole.
    page.set_viewport_size({"width": max(1, width), "height": max(1, height)})
    png = page.screenshot(clip={"x": 0, "y": 0, "width": width, "height": height}, omit_background=True,
                          animations="disabled")
    return Drawn(png, width, height, size["name"])


def img_tag(drawn: Drawn) -> str:
    """The `<img>` that shows a drawn picture where its SVG was, at the same size."""
    data = base64.b64encode(drawn.png).decode("ascii")
    # Escaped as ttlearn escapes a <title> (& < >), and " for the attribute: the name reads the
    # same in both, which tests/nbval_sanitize.cfg compares.
    alt = html.escape(drawn.name, quote=False).replace('"', "&quot;")
    return (f'<img src="data:{PNG};base64,{data}" alt="{alt}" '
            f'width="{drawn.width}" height="{drawn.height}">')


def _with_png(output: dict, draw: Callable[[str], Drawn]) -> None:
    """Give one output its named PNG pictures, in place."""
    data = output["data"]
    if SVG in data and HTML not in data:
        # One line, as nbformat writes a one-line text output.
        data[HTML] = [img_tag(draw(_text(data[SVG])))]
    if SVG in data and PNG in data:  # an earlier run's PNG: the <img> in the HTML replaces it
        del data[PNG]
        metadata = {key: value for key, value in output.get("metadata", {}).items() if key != PNG}
        if "metadata" in output:
            output["metadata"] = metadata
    if HTML in data:
        markup = _text(data[HTML])
        spans = svg_spans(markup)
        if spans:
            parts, end = [], 0
            for start, stop in spans:
                parts += [markup[end:start], img_tag(draw(markup[start:stop]))]
                end = stop
            # Split into lines as nbformat writes a text output.
            data[HTML] = "".join([*parts, markup[end:]]).splitlines(keepends=True)


def with_png_pictures(notebook: dict, browser: Browser) -> dict:
    """The notebook with every saved picture also as a named PNG, drawn by `browser`
    (Chromium): each inline `<svg>` of a `text/html` output an `<img alt>` of it, and a
    `text/html` of that `<img>` for each `image/svg+xml` output that has none (an earlier
    run's `image/png` beside an SVG goes). Every other output, and the rest of the HTML,
    stays as it was; a notebook whose pictures all have their PNG comes back as it is."""
    if not outputs_lacking_png(notebook):
        return notebook
    done = copy.deepcopy(notebook)
    context = browser.new_context(device_scale_factor=SCALE)
    try:
        page = context.new_page()
        for _, _, output in _outputs(done):
            _with_png(output, lambda svg: draw_png(page, svg))
    finally:
        context.close()
    return done


def _read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def write_png_pictures(paths: Iterable[Path], browser: Browser) -> list[Path]:
    """Give the saved pictures of the notebooks at `paths` their named PNG, writing each in place as
    nbformat would; return the notebooks written (one already done is left alone)."""
    written = []
    for path in paths:
        notebook = _read(path)
        done = with_png_pictures(notebook, browser)
        if done is not notebook:
            path.write_text(dumps(done), encoding="utf-8")
            written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ttlearn.teach.saved_pictures",
        description="Give every SVG picture saved in the notebooks a PNG copy with a text alternative, so that "
                    "it shows, named, in a notebook JupyterLab does not trust yet (a cloned one); write the "
                    "notebooks in place, leaving alone the ones already done.")
    parser.add_argument("notebooks", nargs="+", type=Path, help="notebooks (.ipynb)")
    args = parser.parse_args(argv)
    todo = []
    for path in args.notebooks:
        try:
            if outputs_lacking_png(_read(path)):
                todo.append(path)
        except (OSError, ValueError) as err:
            print(f"{parser.prog}: error: {path}: {err}", file=sys.stderr)
            return 2
    if not todo:
        return 0
    missing = browser_missing()
    if missing:
        print(f"{parser.prog}: error: {missing}", file=sys.stderr)
        return 2
    sizes = {path: path.stat().st_size for path in todo}
    with chromium() as browser:
        written = write_png_pictures(todo, browser)
    for path in written:
        print(f"wrote {path}: its pictures as named PNG, {path.stat().st_size - sizes[path]:+,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
