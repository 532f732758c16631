"""The JupyterLite site (`make lite`): the notebooks run in the browser, with the network cut.

The slow tests build the site (lite/build.py) into a temporary folder, serve it on
127.0.0.1, and open it in Debian's Chromium (driven by playwright) where every request
to any other address is aborted and recorded. Every learner notebook (the eight, and
notebook 1 in each translation) runs all its cells from Run All with no error: the cells
that draw a matplotlib chart (matplotlib is not in the site: Pyodide's CDN has it) each
show the one-line note that stands for a chart offline, in the notebook's language, and
ask the network for nothing but matplotlib and its packages at Pyodide's CDN; every other
cell runs as it would online. Then every card table is clicked, and each click must reach
Python (the table's data-version, which only the kernel bumps) and change its cell's
output; at the play table a turn is played (draw, discard by a click on a card). The
projector apps play a turn and select a card; simulate and the exact count run in one
process with a progress bar. In notebook 1 (English and Thai), after Run All, axe-core
(tests/accessibility.py) finds no WCAG 2.1 AA violation in what the cells show.

Start-up: notebook 1, opened in a new browser context (nothing cached), has a goal of 10 s
to its first cell run, which benchmarks/notebook_times.py measures; here it is only bounded
at ten times that (benchmarks/speed_goals.py), which a hang crosses and a busy machine does not.

Without npm, Chromium, playwright or jupyterlite the slow tests are skipped, and say why;
in CI (CI=true) that is a failure. The site's size and timings go to
test-artifacts/lite-timings.json and to the terminal: for each notebook the seconds from
opening it to its first cell's answer (a ready kernel: Pyodide, ipython and ttlearn loaded),
with where they went (the kernel's start, the Python runtime fetched, the wheels fetched),
the seconds to run all its cells, and the median start; and `import ttlearn` in Pyodide.
Screenshots go to test-artifacts/ too.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import re
import shutil
import statistics
import sys
import time
import urllib.parse
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from accessibility import report, violations
from benchmarks.speed_goals import LITE_START, hang_bound
from ci_policy import skip_or_fail
from offline_pages import offline_page, served

if TYPE_CHECKING:
    from playwright.sync_api import JSHandle, Locator, Page

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
KERNEL = 240_000  # ms: Pyodide, ipython and ttlearn load in a worker before the first cell runs
RUN = 600_000  # ms: a whole notebook, after that (notebook 6's strategy lab plays for a minute)
ANSWER = 60_000  # ms: Python's answer to a click (at the play table: the computer's turn too)


def _load(name: str):
    """lite/<name>.py, which is no package's module."""
    spec = importlib.util.spec_from_file_location(f"lite_{name}", ROOT / "lite" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = _load("build")  # imports only the standard library and packaging
BYTECODE = _load("bytecode")  # the standard library only
RUNNER = _load("run_all")  # imports nothing


def _read(name: str, folder: Path = ROOT / "notebooks") -> dict:
    return json.loads((folder / name).read_text(encoding="utf-8"))


ENGLISH = [p.name for p in sorted((ROOT / "notebooks").glob(BUILD.NOTEBOOK_GLOB))]
TRANSLATED = [f"{code}/{p.name}" for code in BUILD.TRANSLATED
              for p in sorted((ROOT / "notebooks" / code).glob(BUILD.NOTEBOOK_GLOB))]
# Of the translated notebooks, Thai's first runs in the browser: its own script and fonts, and a catalog that
# loads as the Swedish and Croatian ones do (nbval runs them all, and the site is checked to hold them all).
IN_THE_BROWSER = ENGLISH + ["th/01_rules_tour.ipynb"]
# The lessons whose outputs axe-core checks after Run All (tests/accessibility.py): the cards' pictures, in
# English and in Thai; the JupyterLab test checks every lesson, the same front end.
AXE_CHECKED = ("01_rules_tour.ipynb", "th/01_rules_tour.ipynb")
WITH_CHARTS = [name for name in ENGLISH if BUILD.chart_cells(_read(name))]


# -- fast: the Pyodide fallbacks, on CPython -------------------------------------------------

@pytest.mark.parametrize(("code", "draws"), [
    ("from ttlearn import best_arrangement, simulate\nimport random", False),
    ("from ttlearn.draw.plots import score_distribution_figure", False),  # imported, not drawn yet
    ("%timeit best_penalty(hand)\nfrom ttlearn.draw.svg import show_hand", False),
    ("play_table(opponents=('greedy',))\nlab = StrategyLab(['greedy', 'random'])", False),
    ("import matplotlib.pyplot as plt", True),
    ("import numpy as np", True),
    ("score_distribution_figure(totals, title='Final totals')", True),
    ("%matplotlib inline\nfig = plots.cumulative_scores_figure(scores)", True),
    ("lab = strategy_lab(['expert', 'lookahead'], games=12)\nlab.run()", True),
    ("explainer = scoring_explainer(record)", True),
])
def test_the_cells_that_draw_a_chart_are_read_from_their_code(code, draws):
    notebook = {"cells": [{"cell_type": "markdown", "source": "import numpy"}, {"cell_type": "code", "source": code}]}
    assert BUILD.chart_cells(notebook) == ([1] if draws else [])


def _holds_a_chart(data: dict) -> bool:
    return ("image/png" in data and "image/svg+xml" not in data) or "Matplotlib v" in json.dumps(data)


@pytest.mark.parametrize("name", ENGLISH + TRANSLATED)
def test_every_cell_saved_with_a_chart_is_a_chart_cell(name):
    """The notebooks are saved with their outputs, drawn on CPython: a cell whose output
    holds a matplotlib picture (an SVG that matplotlib made, or a PNG with no SVG beside it)
    draws a chart. A PNG beside ttlearn's own SVG is that picture's copy for untrusted
    JupyterLab (ttlearn.teach.saved_pictures), not a chart."""
    notebook = _read(name)
    saved = [k for k, cell in enumerate(notebook["cells"]) for output in cell.get("outputs", [])
             if _holds_a_chart(output.get("data", {}))]
    assert set(saved) <= set(BUILD.chart_cells(notebook))


def test_the_chart_functions_are_every_figure_of_plots_and_every_widget_with_a_chart():
    from ttlearn.draw import plots

    for path in sorted((ROOT / "ttlearn" / "widgets").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        if "draw.plots import" in source:
            assert any(f"def {name}(" in source for name in BUILD.CHART_WIDGETS), path.name
    figures = {name for name in vars(plots) if name.endswith("_figure") and not name.startswith("_")}
    assert BUILD.chart_functions() == figures | set(BUILD.CHART_WIDGETS)


def test_the_jupyterlite_page_names_the_notebooks_that_draw_charts():
    assert WITH_CHARTS and set(WITH_CHARTS) < set(ENGLISH)
    page = (ROOT / "book" / "howto" / "jupyterlite.md").read_text(encoding="utf-8")
    paragraph = re.search(r"^Every notebook runs with no connection .*?\n\n", page, re.S | re.M).group(0)
    named = re.search(r"\(notebooks\s([^:)]*?)\sdraw charts", paragraph).group(1)
    assert {int(n) for n in re.findall(r"\b(\d)\b", named)} == {int(name[:2]) for name in WITH_CHARTS}


def test_an_archive_compiled_to_bytecode_imports_without_its_sources(tmp_path, monkeypatch):
    """lite/bytecode.py, run here by CPython (the build runs it in Pyodide): the bytecode
    replaces the sources, or sits beside them in __pycache__ and is used as it is; a file
    that does not compile stays; the wheel's RECORD lists what it holds."""
    import zipfile

    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo/__init__.py", "ANSWER = 42\n")
        archive.writestr("demo/fixture.py", "print 'Python 2'\n")
        archive.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
        archive.writestr("demo-1.0.dist-info/RECORD", "stale\n")
    for keep, module in [(False, "demo/__init__.pyc"), (True, importlib.util.cache_from_source("demo/__init__.py"))]:
        out = tmp_path / ("kept" if keep else "compiled")
        BYTECODE.compile_archive(wheel, out / wheel.name, keep_sources=keep)
        with zipfile.ZipFile(out / wheel.name) as archive:
            names = archive.namelist()
            record = archive.read("demo-1.0.dist-info/RECORD").decode().splitlines()
            archive.extractall(out)
        assert module in names and ("demo/__init__.py" in names) is keep and "demo/fixture.py" in names
        assert names[-2:] == ["demo-1.0.dist-info/METADATA", "demo-1.0.dist-info/RECORD"]
        assert sorted(line.split(",")[0] for line in record) == sorted(names)
        if keep:  # the source changed since: the bytecode is used all the same (unchecked)
            (out / "demo" / "__init__.py").write_text("ANSWER = 0\n")
        monkeypatch.syspath_prepend(str(out))
        monkeypatch.delitem(sys.modules, "demo", raising=False)
        import demo

        assert demo.ANSWER == 42


def test_the_first_import_of_a_missing_package_loads_it_once(tmp_path, monkeypatch):
    from ttlearn.runtime.pyodide_imports import LoadOnImport

    monkeypatch.syspath_prepend(str(tmp_path))
    loaded = []

    def load(name):  # what Pyodide's loadPackage does: the package appears on sys.path
        loaded.append(name)
        (tmp_path / f"{name}.py").write_text("ANSWER = 42\n")

    finder = LoadOnImport(["tt_fetched_later", "json"], load)
    monkeypatch.setattr(sys, "meta_path", [finder, *sys.meta_path])
    monkeypatch.delitem(sys.modules, "json")
    import json as again  # installed already: nothing to load

    import tt_fetched_later

    assert tt_fetched_later.ANSWER == 42 and again.dumps(1) == "1"
    assert loaded == ["tt_fetched_later"]
    del sys.modules["tt_fetched_later"]
    with pytest.raises(ModuleNotFoundError):
        import tt_never_there  # noqa: F401 -- not one of the names: the usual error
    assert loaded == ["tt_fetched_later"]


def test_a_load_that_found_nothing_is_tried_again_on_the_next_import(tmp_path, monkeypatch):
    """No internet: the fetch fails, the import raises; once online, the next import loads it."""
    from ttlearn.runtime.pyodide_imports import LoadOnImport

    monkeypatch.syspath_prepend(str(tmp_path))
    online = False
    loaded = []

    def load(name):
        loaded.append(name)
        if online:
            (tmp_path / f"{name}.py").write_text("ANSWER = 42\n")

    monkeypatch.setattr(sys, "meta_path", [LoadOnImport(["tt_offline_first"], load), *sys.meta_path])
    for _ in range(2):
        with pytest.raises(ModuleNotFoundError):
            import tt_offline_first  # noqa: F401
    online = True
    import tt_offline_first

    assert tt_offline_first.ANSWER == 42 and loaded == ["tt_offline_first"] * 3
    del sys.modules["tt_offline_first"]


def test_the_progress_bar_under_pyodide_is_a_widget_without_a_monitor_thread(monkeypatch):
    pytest.importorskip("ipywidgets")
    tqdm_notebook = pytest.importorskip("tqdm.notebook").tqdm
    from ttlearn.runtime import progress

    monkeypatch.setattr(tqdm_notebook, "monitor_interval", tqdm_notebook.monitor_interval)  # restored after
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert progress._tqdm() is tqdm_notebook
    assert tqdm_notebook.monitor_interval == 0


# -- slow: build the site, open it in Chromium with the network cut -----------------------------

def _missing() -> str | None:
    if shutil.which("npm") is None:
        return "npm is not installed: it brings the Pyodide runtime (apt-get install npm)"
    for module in ("jupyterlite_core", "jupyterlite_pyodide_kernel", "packaging"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install -e '.[lite]')"
    return None


@pytest.fixture(scope="module")
def build():
    skip_or_fail(_missing(), "the JupyterLite test")
    return BUILD


@pytest.fixture(scope="module")
def site(build, tmp_path_factory):
    start = time.monotonic()
    output = build.build(tmp_path_factory.mktemp("site"))
    ARTIFACTS.mkdir(exist_ok=True)
    size = sum(p.stat().st_size for p in output.rglob("*") if p.is_file())
    _TIMINGS["site"] = {"megabytes": round(size / 1e6, 1), "build_seconds": round(time.monotonic() - start, 1)}
    return output


_TIMINGS: dict = {}  # written to test-artifacts/lite-timings.json


@pytest.fixture(scope="module", autouse=True)
def _write_timings(request):
    yield
    if not _TIMINGS:
        return
    ready = [t["kernel_ready_seconds"] for t in _TIMINGS.values() if "kernel_ready_seconds" in t]
    if ready:  # the figure for the closing note: the median over the notebooks opened
        _TIMINGS["median_kernel_ready_seconds"] = round(statistics.median(ready), 1)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "lite-timings.json").write_text(json.dumps(_TIMINGS, indent=1) + "\n")
    # Past pytest's capture (which holds even the terminal's file descriptor during a
    # fixture's teardown), so that the figures show in a plain run too, not only with -s.
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
        print(f"\nJupyterLite: {json.dumps(_TIMINGS)}", flush=True)


@pytest.fixture(scope="module")
def base_url(build, site):
    with served(site) as url:
        yield url


@pytest.fixture(scope="module")
def browser_needs(site) -> tuple[str, str | None]:
    return "the JupyterLite test", None  # the site is built (or the test skipped) before the browser starts


@pytest.fixture
def offline(browser, base_url):
    """A new page, in its own browser context, where every request not to the site is
    aborted; yields (page, the list of those requests)."""
    with offline_page(browser, base_url, 1200, 1600) as opened:
        yield opened


@pytest.mark.slow
def test_the_lock_file_serves_start_up_from_the_site_and_matplotlib_from_the_cdn(build, site):
    from jupyterlite_pyodide_kernel.constants import PYODIDE_CDN_URL

    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    preload = kernel["loadPyodideOptions"]["packages"]
    assert {"ttlearn", "ipywidgets", "anywidget", "ipython", "micropip"} <= set(preload)
    for name in build.closure(lock, preload):  # start-up: every wheel in the site, with its sha256
        wheel = site / "static" / "pyodide" / lock[name]["file_name"]
        assert wheel.exists(), f"{name}: {lock[name]['file_name']} is not in the site"
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == lock[name]["sha256"], name
    for name in build.closure(lock, ["matplotlib", "numpy"]):  # the charts' packages: at Pyodide's CDN
        if name not in build.closure(lock, preload):
            url = lock[name]["file_name"]
            assert url.startswith(PYODIDE_CDN_URL + "/") and url.endswith(".whl"), (name, url)
    assert lock["matplotlib"]["file_name"].endswith("wasm32.whl")  # Pyodide's own compiled build
    assert not list(site.rglob("*.map")), "source maps in the site"
    for name in ENGLISH + TRANSLATED:
        assert (site / "files" / "notebooks" / name).exists()
    assert {p.name for p in (site / "files" / "apps").glob("*.ipynb")} == {
        "three_thirteen.ipynb", "trainers.ipynb", "class_results.ipynb"}


@pytest.mark.slow
def test_the_standard_library_and_the_wheels_hold_pyodides_bytecode(site):
    """Compiled at build time for Pyodide's Python: in place of the sources, but beside
    ttlearn's (a learner reads them in a traceback)."""
    from zipfile import ZipFile

    pyodide = site / "static" / "pyodide"
    python = json.loads((pyodide / "pyodide-lock.json").read_text())["info"]["python"]
    tag = "cpython-" + "".join(python.split(".")[:2])
    stdlib = ZipFile(pyodide / BUILD.STDLIB).namelist()
    assert {"os.pyc", "encodings/__init__.pyc"} <= set(stdlib) and "os.py" not in stdlib
    ipython = ZipFile(next(pyodide.glob("ipython-*.whl"))).namelist()
    assert "IPython/__init__.pyc" in ipython and "IPython/__init__.py" not in ipython
    assert any(name.endswith(".dist-info/RECORD") for name in ipython)
    ttlearn = ZipFile(next(pyodide.glob("ttlearn-*.whl"))).namelist()
    assert {"ttlearn/cards.py", f"ttlearn/__pycache__/cards.{tag}.pyc"} <= set(ttlearn)


def _solutions_left(site: Path) -> list[str]:
    return [p.name for p in (site / "files" / "notebooks").rglob("*.ipynb")
            if any("solution" in c.get("metadata", {}).get("tags", []) for c in json.loads(p.read_text())["cells"])]


@pytest.mark.slow
def test_the_site_has_the_student_editions(site):
    assert not _solutions_left(site)


@pytest.mark.slow
def test_the_site_has_the_translations_on_its_start_page(site):
    """notebooks/<code>/ (every lesson) and apps/<code>/, each linked under its language's name."""
    start = (site / "index.html").read_text(encoding="utf-8")
    for code, name in BUILD.TRANSLATED.items():
        assert {p.name for p in (site / "files" / "notebooks" / code).glob("*.ipynb")} == set(ENGLISH)
        assert all(f"path=notebooks/{code}/{lesson}" in start for lesson in ENGLISH)
        assert {p.name for p in (site / "files" / "apps" / code).glob("*.ipynb")} == {
            "three_thirteen.ipynb", "trainers.ipynb", "class_results.ipynb"}
        assert f"path=notebooks/{code}/01_rules_tour.ipynb" in start and f">Three Thirteen ({name})</a>" in start


# What a widget's output shows: its text, and which cards are pressed (a selection shows only
# there). A function of the output's element, run in the page.
_SHOWN = ("e => e.innerText + '|' + [...e.querySelectorAll('[aria-pressed]')]"
          ".map(c => c.getAttribute('aria-pressed')).join('')")


def _changes(page: Page, output: JSHandle, before: str, table: JSHandle | None = None,
             version: str | None = None) -> None:
    """Wait until `output` (an element) shows something else than `before`, and, given a card
    table, until its data-version differs from `version`. Only Python bumps that version (each
    sync of the table's state): a card table may show a selection at once in the browser, so
    the page's change alone would not prove that the click reached the kernel."""
    page.wait_for_function(
        f"([o, before, t, version]) => ({_SHOWN})(o) !== before && (!t || t.dataset.version !== version)",
        arg=[output, before, table, version], timeout=ANSWER)


def _click_a_card(page: Page, table: Locator) -> str:
    """Click a card of a card table (one of the hand's, if it has a hand: the discard trainer's
    pile is not for clicking); wait until Python has answered and the cell's output changed.
    Returns what was clicked."""
    hand = table.locator(".tt-group[data-key='hand'] .tt-card")
    card = (hand if hand.count() else table.locator(".tt-card")).first
    card.scroll_into_view_if_needed()
    # The cell's whole output is watched, and only the table that was clicked: the hand
    # explorer answers under its table; a notebook has other tables in other cells.
    output = table.evaluate_handle("t => t.closest('.jp-Cell-outputArea')")
    version = table.get_attribute("data-version")
    before = output.evaluate(_SHOWN)
    what = f"{card.get_attribute('aria-label')} on {table.get_attribute('aria-label')}"
    card.click()
    _changes(page, output, before, table.element_handle(), version)
    return what


def _play_a_turn(page: Page, scope: Locator) -> None:
    """At the play table inside `scope`, on your turn to draw: press Draw from the stock, then
    discard the hand's first card by clicking its picture; the computer plays its turn, and
    it is your turn to draw again. Each step waits for Python's answer on the page."""
    from playwright.sync_api import expect

    status = scope.locator(".tt-play-status")
    message = scope.locator(".tt-message")
    table = scope.locator(".tt-table", has=page.locator(".tt-group[data-key='pile']"))
    hand = table.locator(".tt-group[data-key='hand'] .tt-card")
    expect(status).to_contain_text("your turn to draw", timeout=ANSWER)
    cards = hand.count()
    assert cards >= 3, f"a hand of {cards} cards"
    scope.get_by_role("button", name="Draw from the stock").click()  # its label ends "(31)", the stock's size
    expect(message).to_contain_text("You drew ", timeout=ANSWER)
    expect(hand).to_have_count(cards + 1, timeout=ANSWER)
    hand.first.click()  # a discard is a click on the card's picture
    expect(message).to_contain_text("You discarded ", timeout=ANSWER)
    # The status line is drawn with the message, after the computer's turn: your turn again.
    expect(status).to_contain_text("your turn to draw", timeout=ANSWER)
    expect(hand).to_have_count(cards, timeout=ANSWER)


def _click_widgets(page: Page) -> list[str]:
    """Click every card table of the notebook, each in its own cell's output: at a play table
    play a turn (draw, then discard by a click on a card); any other card table gets a click
    on a card, which must reach Python and change the cell's output. A notebook with no card
    table gets a click on its first stepper's Next ▶ instead, or else on the strategy lab's
    Run, or else the next round from the first menu (exact against simulated); a widget that
    showed a chart's note shows one again after. Returns what was clicked."""
    clicked: list[str] = []
    outputs = page.locator(".jp-Cell-outputArea", has=page.locator(".tt-table"))
    for k in range(outputs.count()):
        output = outputs.nth(k)
        if output.locator(".tt-play-status").count():
            _play_a_turn(page, output)
            clicked.append("the play table: Draw from the stock, then a card of the hand to discard it")
        else:
            clicked += [_click_a_card(page, table) for table in output.locator(".tt-table").all()]
    if clicked:
        return clicked
    widgets = page.locator(".jp-Cell-outputArea")
    for what, control, act in [
            ("Next ▶", widgets.get_by_role("button", name="Next ▶", exact=True), lambda c: c.click()),
            ("Run", widgets.get_by_role("button", name=re.compile(r"\bRun$")), lambda c: c.click()),  # after its icon
            ("the next round", widgets.locator(".widget-dropdown select"), lambda c: c.select_option(index=1))]:
        if control.count():
            output = control.first.locator("xpath=ancestor::*[contains(@class, 'jp-Cell-outputArea')]")
            had_note = output.locator(".tt-chart-offline").count()
            before = output.evaluate(_SHOWN)
            act(control.first)
            _changes(page, output.element_handle(), before)
            if had_note:  # the strategy lab plays its games again first
                output.locator(".tt-chart-offline").wait_for(timeout=RUN)
            return [what]
    return []


class _StartUp:
    """Where a notebook's start goes, from the page's requests: the seconds from opening it
    to the kernel's start (its worker asks for Pyodide), to the Python runtime fetched (its
    WebAssembly, compiled as it streams) and to the last start-up wheel fetched."""

    def __init__(self, page: Page, start: float):
        self.start, self.seconds = start, {}
        page.on("request", self._seen("kernel_started", "/static/pyodide/pyodide.mjs"))
        page.on("requestfinished", self._seen("runtime_fetched", "/static/pyodide/pyodide.asm.wasm"))
        page.on("requestfinished", self._seen("wheels_fetched", ".whl", last=True))

    def _seen(self, what: str, ending: str, last: bool = False):
        def record(request) -> None:
            if request.url.startswith("http://127.0.0.1") and request.url.endswith(ending) and (
                    last or what not in self.seconds):
                self.seconds[what] = round(time.monotonic() - self.start, 1)
        return record


def _widgets_to_click(notebook_text: str) -> set[str]:
    """The widgets a notebook imports that a learner clicks: all of ttlearn.widgets' but the
    button that saves the answers (every lesson ends with it)."""
    imported = re.findall(r"from ttlearn\.widgets(?:\.\w+)? import ([\w, ]+)", notebook_text)
    return {name.strip() for names in imported for name in names.split(",")} - {"attempts_button", ""}


def _note_in(code: str) -> str:
    """The one line that stands for a chart offline, as the page shows it (code without its backticks)."""
    from ttlearn.draw.offline_charts import ChartNeedsInternet
    from ttlearn.language import using

    with using(code):
        return ChartNeedsInternet().text.replace("`", "")


@pytest.mark.slow
@pytest.mark.parametrize("notebook", IN_THE_BROWSER)
def test_notebook_runs_offline_in_the_browser(offline, site, base_url, notebook):
    """Clear the outputs, run all cells (JupyterLite's menus): no error, every cell run, each
    chart a one-line note (and no other cell one), no request outside 127.0.0.1 but for the
    charts' matplotlib at Pyodide's CDN; then click every card table (a turn at the play
    table) and see Python answer. Notebook 1 starts within the hang bound of its goal, and
    axe-core finds no WCAG 2.1 AA violation in its outputs (every picture named), in English
    and in Thai."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_CDN_URL
    from playwright.sync_api import expect

    page, outside = offline
    start = time.monotonic()
    startup = _StartUp(page, start)
    ready, ran = RUNNER.run_all(page, base_url, notebook, KERNEL, RUN, start)
    body = page.inner_text(".jp-Notebook")
    error = re.search(r"Traceback|\b[A-Z]\w*Error: ", body)
    assert not error, body[max(0, error.start() - 1500):error.start() + 1500]
    stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert not stderr.count(), stderr.all_inner_texts()[:3]
    # Every widget drawn: one that failed would leave no card table to click, and no error above.
    expect(page.locator(".jp-Notebook")).not_to_contain_text("Loading widget", timeout=ANSWER)
    assert "Error displaying widget" not in page.inner_text(".jp-Notebook")
    # Each chart a note, in the notebook's language; the cells as the site has them (no solutions).
    charts = BUILD.chart_cells(_read(notebook, site / "files" / "notebooks"))
    notes = page.evaluate("() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')].map("
                          "c => [...c.querySelectorAll('.tt-chart-offline')].map(n => n.innerText.trim()))")
    assert [k for k, shown in enumerate(notes) if shown] == charts, "the cells with a note are not the chart cells"
    note = _note_in(notebook.split("/")[0] if "/" in notebook else "en")
    assert all(shown == [note] for shown in notes if shown), notes
    found = violations(page) if notebook in AXE_CHECKED else []  # the outputs as Run All left them
    if notebook in AXE_CHECKED:
        (ARTIFACTS / f"lite-axe-{notebook.replace('/', '-').removesuffix('.ipynb')}.json").write_text(
            json.dumps(found, indent=1, ensure_ascii=False), encoding="utf-8")
    clicked = _click_widgets(page)
    if _widgets_to_click((ROOT / "notebooks" / notebook).read_text(encoding="utf-8")):
        assert clicked, "a notebook with widgets, but none to click"
    page.screenshot(path=str(ARTIFACTS / f"lite-{notebook.replace('/', '-').removesuffix('.ipynb')}.png"),
                    full_page=True)
    assert all(u.startswith(PYODIDE_CDN_URL + "/") for u in outside), f"{notebook} asked the network for {outside[:5]}"
    assert bool(outside) == bool(charts), (charts, outside[:3])  # a chart tried to fetch matplotlib, nothing else did
    _TIMINGS[notebook] = {"kernel_ready_seconds": round(ready, 1), **startup.seconds,
                          "all_cells_seconds": round(ran, 1), "chart_notes": len(charts), "clicked": clicked}
    assert not found, f"{notebook} after Run All: axe finds in the outputs\n{report(found)}"
    if notebook == "01_rules_tour.ipynb":
        assert ready <= hang_bound(LITE_START), (
            f"notebook 1 took {ready:.1f} s from opening to its first cell run, ten times its goal of "
            f"{LITE_START:g} s (new browser context, nothing cached): {_TIMINGS[notebook]}")


def _open_app(page: Page, base_url: str, name: str) -> float:
    """Follow the start page's link to a projector app; the seconds until it shows."""
    start = time.monotonic()
    page.goto(base_url)
    page.get_by_role("link", name=name, exact=True).click()
    return start


PLAY_SEED = 4  # a teacher's seed, as in tests/test_browser.py: round 1 goes on for a few turns


@pytest.mark.slow
def test_play_table_app_offline(offline, base_url):
    """The projector's play table, its code hidden: a new game with a teacher's seed (so the
    computer cannot end the round at once), then a turn: Draw from the stock, and a discard
    by a click on a card of the hand; the computer plays, and it is your turn again."""
    from playwright.sync_api import expect

    page, outside = offline
    start = _open_app(page, base_url, "Three Thirteen")
    assert "hideCodeInput=1" in page.url and "repl/index.html" in page.url
    console = page.locator(".jp-CodeConsole-content")
    console.locator(".tt-play-status", has_text="your turn to draw").wait_for(timeout=KERNEL)
    ready = time.monotonic() - start
    console.get_by_placeholder("random").fill(str(PLAY_SEED))
    console.get_by_role("button", name="New game").click()
    expect(console.locator(".tt-message")).to_contain_text(f"A new game, seed {PLAY_SEED}: ", timeout=ANSWER)
    _play_a_turn(page, console)
    # The code is hidden: the cells' sources are not on the page (its heading does name
    # play_table(seed=...), to give a class the same deal).
    text = console.inner_text()
    assert "from ttlearn.widgets import" not in text and 'play_table(opponents=("greedy",))' not in text
    page.screenshot(path=str(ARTIFACTS / "lite-app-play-table.png"), full_page=True)
    assert not outside, f"the play table asked the network for {outside[:5]}"
    _TIMINGS["apps/three_thirteen.ipynb"] = {"app_ready_seconds": round(ready, 1)}


@pytest.mark.slow
def test_the_thai_play_table_app_offline(offline, base_url):
    """The projector's play table in Thai (apps/th/): its words and the Thai letters reach the page."""
    page, outside = offline
    _open_app(page, base_url, "Three Thirteen (ไทย)")
    console = page.locator(".jp-CodeConsole-content")
    console.locator(".tt-play-status", has_text="ถึงตา").wait_for(timeout=KERNEL)
    assert "จั่วจากกองจั่ว" in console.inner_text()
    page.screenshot(path=str(ARTIFACTS / "lite-app-play-table-th.png"), full_page=True)
    assert not outside, f"the Thai play table asked the network for {outside[:5]}"


@pytest.mark.slow
def test_trainers_app_offline(offline, base_url):
    page, outside = offline
    start = _open_app(page, base_url, "Practise Three Thirteen")
    arrange = page.locator(".tt-table", has=page.locator(".tt-group[data-key='new']"))
    card = arrange.locator(".tt-card[aria-label='10♥, ten of hearts']")
    card.wait_for(timeout=KERNEL)
    ready = time.monotonic() - start
    card.click()  # the card moves to New meld
    arrange.locator(".tt-group[data-key='new'] .tt-card[aria-label='10♥, ten of hearts']").wait_for(timeout=60_000)
    page.screenshot(path=str(ARTIFACTS / "lite-app-trainers.png"), full_page=True)
    assert not outside, f"the trainers asked the network for {outside[:5]}"
    _TIMINGS["apps/trainers.ipynb"] = {"app_ready_seconds": round(ready, 1)}


@pytest.mark.slow
def test_processes_progress_bars_and_charts_under_pyodide(offline, base_url):
    """In JupyterLite's REPL: `import ttlearn` is timed; simulate and count_exactly run in one
    process, with a progress bar (an ipywidgets bar); importing ttlearn.draw.plots fetches
    nothing, and a chart asks Pyodide's CDN for matplotlib (aborted here: the chart is the
    one-line note), and the next chart asks again."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_CDN_URL

    page, outside = offline
    code = [
        "import time\nstart = time.perf_counter()\nimport ttlearn\n"
        "print(f'import ttlearn: {time.perf_counter() - start:.3f} s')",
        "from ttlearn.runtime.parallel import default_workers, processes_available\n"
        "print('processes:', processes_available(), default_workers())",
        "from ttlearn import simulate\nrecords, summary = simulate(['greedy', 'random'], 12, seed=1)\n"
        "print('games:', len(records))",
        "from ttlearn.count.exact import count_exactly\ncounts, classes = count_exactly(1, workers=2)\n"
        "print('deals:', sum(counts.values()))",
        "from ttlearn.draw.plots import cumulative_scores_figure\nprint('plots imported')",
        "cumulative_scores_figure({'Ana': [3, 0], 'Ben': [0, 5]})",
        "cumulative_scores_figure({'Ana': [3, 0], 'Ben': [0, 5]})",
    ]
    params = [("kernel", "python"), ("toolbar", "1"), *[("code", c) for c in code]]
    page.goto(f"{base_url}repl/index.html?" + urllib.parse.urlencode(params, quote_via=urllib.parse.quote))
    console = page.locator(".jp-CodeConsole-content")
    imported = console.get_by_text(re.compile(r"import ttlearn: \d+\.\d+ s"))
    imported.wait_for(timeout=KERNEL)
    page.get_by_text("processes: False 1").wait_for(timeout=KERNEL)
    page.get_by_text("games: 12").wait_for(timeout=RUN)
    assert page.locator(".jp-CodeConsole-content .widget-hprogress").count() >= 1, "no progress bar widget"
    page.get_by_text("deals: 22100").wait_for(timeout=RUN)  # C(52, 3)
    page.get_by_text("plots imported", exact=True).wait_for(timeout=RUN)
    page.wait_for_function("() => document.querySelectorAll('.jp-CodeConsole-content .tt-chart-offline').length == 2",
                           timeout=RUN)
    assert console.locator(".tt-chart-offline").first.inner_text() == _note_in("en")
    page.screenshot(path=str(ARTIFACTS / "lite-repl-pyodide.png"), full_page=True)
    text = console.inner_text()
    assert "TqdmMonitorWarning" not in text and "Traceback" not in text
    # once for each chart, and not for the import of ttlearn.draw.plots
    assert sum(u.startswith(f"{PYODIDE_CDN_URL}/matplotlib-") for u in outside) == 2, outside
    assert all(u.startswith(PYODIDE_CDN_URL + "/") for u in outside), outside
    _TIMINGS["repl"] = {"import_ttlearn_seconds": float(imported.inner_text().split()[-2])}
