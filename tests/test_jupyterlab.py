"""Every learner's notebook in a real JupyterLab, as a learner meets it (not only as a Voila
app): JupyterLab serves a copy of notebooks/ on 127.0.0.1, headless Chromium (Debian's
package, driven by playwright; never `playwright install`) opens each notebook, clears its
outputs, runs Run > Run All Cells from the menu, waits for the kernel to be idle, and finds
no error and every widget drawn. Screenshots go to test-artifacts/jupyterlab-*.png.

Each notebook is also opened as a learner who cloned the repository meets it: never run
here, so JupyterLab does not trust it, shows no SVG and strips inline `<svg>` from HTML; its
pictures must show as the PNG images ttlearn saves with them.

Both ways, axe-core (tests/accessibility.py) finds no WCAG 2.1 AA violation in what the cells
show (`.jp-OutputArea-output`): every picture and chart named (image-alt, svg-img-alt), every
widget's control named, enough contrast.

The server serves a copy, so JupyterLab's autosave never touches the committed notebooks.
Without Chromium, playwright or JupyterLab the test is skipped, and says why; in CI
(CI=true) that is a failure.
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path

import pytest

from accessibility import report, violations
from benchmarks.speed_goals import RUN_ALL, hang_bound
from local_servers import free_port
from ttlearn.teach.editions import dumps
from ttlearn.teach.saved_pictures import HTML, PNG, SVG, svg_spans, with_png_pictures

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
OPEN = 60_000  # ms: JupyterLab's page, the notebook and its kernel
RUN = 1000 * hang_bound(RUN_ALL)  # ms: every cell of one notebook; only a hang takes this long
SETTINGS = {  # JupyterLab's settings for the test: every cell in the page, no news or update checks
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false",
                                                                          "checkForUpdates": False},
}

pytestmark = pytest.mark.slow  # a JupyterLab server and a browser: left out by `make test-fast`


@pytest.fixture(scope="module")
def browser_needs() -> tuple[str, str | None]:
    if shutil.which("jupyter-lab", path=str(Path(sys.executable).parent)) is None:
        return "the JupyterLab test", "JupyterLab is not installed (pip install -e '.[test]')"
    return "the JupyterLab test", None


@pytest.fixture(scope="module")
def lab(browser, tmp_path_factory):
    """JupyterLab on a copy of notebooks/; yields (base url, token, the copy's folder)."""
    home = tmp_path_factory.mktemp("jupyterlab")
    served = home / "notebooks"
    shutil.copytree(ROOT / "notebooks", served, ignore=shutil.ignore_patterns("student", "teacher", ".ipynb_*"))
    settings = home / "settings"
    for name, values in SETTINGS.items():
        path = settings / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values), encoding="utf-8")
    port, token = free_port(), secrets.token_hex(16)
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / "jupyterlab.log", "w")  # noqa: SIM115 -- JupyterLab writes it until teardown
    command = [str(Path(sys.executable).parent / "jupyter-lab"), "--no-browser", f"--ServerApp.port={port}",
               "--ServerApp.ip=127.0.0.1", "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
               f"--ServerApp.root_dir={served}", f"--LabApp.user_settings_dir={settings}",
               f"--LabApp.workspaces_dir={home / 'workspaces'}", "--LabApp.expose_app_in_browser=True"]
    if os.geteuid() == 0:
        command.append("--allow-root")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=served, env=env)
    url = f"http://127.0.0.1:{port}/"
    try:
        for _ in range(120):
            if server.poll() is not None:
                raise RuntimeError(f"JupyterLab stopped: see {log.name}")
            try:
                urllib.request.urlopen(f"{url}api/status?token={token}", timeout=1)
                break
            except (urllib.error.HTTPError, OSError):
                time.sleep(0.5)
        else:
            raise RuntimeError(f"JupyterLab did not start in 60 s: see {log.name}")
        yield url, token, served
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def _shut_down_kernels(url: str, token: str) -> None:
    """Free the cores for the next notebook: delete every session (and its kernel)."""
    with urllib.request.urlopen(f"{url}api/sessions?token={token}", timeout=10) as answer:
        sessions = json.load(answer)
    for session in sessions:
        request = urllib.request.Request(f"{url}api/sessions/{session['id']}?token={token}", method="DELETE")
        urllib.request.urlopen(request, timeout=30)


# In the page: the notebook open in JupyterLab, through the app JupyterLab exposes.
_PANEL = "(() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget; " \
         "return w && w.content && w.sessionContext ? w : null; })()"
_KERNEL_IDLE = f"(() => {{ const p = {_PANEL}; const k = p && p.sessionContext.session && " \
               "p.sessionContext.session.kernel; return !!k && k.status === 'idle'; })()"
_CELLS = f"""() => {{
    const p = {_PANEL};
    return Array.from(p.content.model.cells).map((cell, k) => ({{
        type: cell.type,
        empty: cell.sharedModel.getSource().trim() === '',
        count: cell.type === 'code' ? cell.executionCount : null,
        errors: cell.type === 'code' ? cell.outputs.toJSON().filter(o => o.output_type === 'error')
            .map(o => o.ename + ': ' + o.evalue) : [],
        widgets: cell.type === 'code' ? cell.outputs.toJSON()
            .filter(o => o.data && o.data['application/vnd.jupyter.widget-view+json']).length : 0,
        drawn: p.content.widgets[k].node.querySelectorAll(
            '.jp-OutputArea-output .jupyter-widgets:not(.jupyter-widgets .jupyter-widgets)').length,
        text: p.content.widgets[k].node.querySelector('.jp-OutputArea') ?
            p.content.widgets[k].node.querySelector('.jp-OutputArea').innerText : '',
    }}));
}}"""
_ALL_DRAWN = f"() => ({_CELLS})().every(c => c.drawn >= c.widgets)"
_DONE = f"""() => {{
    const p = {_PANEL};
    if (!p || !{_KERNEL_IDLE}) return false;
    return Array.from(p.content.model.cells).every(
        c => c.type !== 'code' || c.sharedModel.getSource().trim() === '' || c.executionCount !== null);
}}"""


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_every_learner_notebook_runs_in_jupyterlab_with_every_widget_drawn(browser, lab, notebook):
    """Run All, as a learner does: no error, every widget drawn, and no solution run (they
    are closed: no "✓ Right" shows)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    url, token, _ = lab
    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    try:
        start = time.perf_counter()
        page.goto(f"{url}lab/tree/{notebook}?reset&token={token}", timeout=OPEN)  # reset: no tabs of before
        page.wait_for_function(_KERNEL_IDLE, timeout=OPEN)
        page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
        page.wait_for_function(f"() => Array.from({_PANEL}.content.model.cells)"
                               ".every(c => c.type !== 'code' || c.executionCount === null)", timeout=10_000)

        # Run > Run All Cells, as a learner does.
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
        page.wait_for_function(_DONE, timeout=RUN, polling=500)
        seconds = time.perf_counter() - start  # for the artifacts; the goal: benchmarks/notebook_times.py
        with contextlib.suppress(PlaywrightTimeout):  # the last widget views render after the kernel goes idle
            page.wait_for_function(_ALL_DRAWN, timeout=30_000, polling=200)  # the assertions below say which not
        cells = page.evaluate(_CELLS)
        page.screenshot(path=str(ARTIFACTS / f"jupyterlab-{Path(notebook).stem}.png"))

        summary = [{"cell": k, "widget views": c["widgets"], "drawn": c["drawn"]} for k, c in enumerate(cells)
                   if c["widgets"] or c["drawn"]]
        (ARTIFACTS / f"jupyterlab-{Path(notebook).stem}.json").write_text(
            json.dumps({"seconds": round(seconds, 1), "widgets": summary}, indent=1), encoding="utf-8")

        found = violations(page)  # after Run All: the pictures and charts as the cells show them live
        _write_violations(notebook, "run", found)

        errors = [(k, e) for k, c in enumerate(cells) for e in c["errors"]]
        assert not errors, f"{notebook}: error outputs (cell, error): {errors}"
        tracebacks = page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']",
                                  has_text="Traceback")
        assert tracebacks.count() == 0, f"{notebook}: a traceback on stderr: {tracebacks.first.inner_text()[:500]}"
        right = [k for k, cell in enumerate(cells) if "✓ Right" in cell["text"]]
        assert not right, f"{notebook}: Run All shows a solution's check (✓ Right) in cells {right}"
        for k, cell in enumerate(cells):
            assert "Loading widget..." not in cell["text"] and "Error displaying widget" not in cell["text"], \
                f"{notebook}, cell {k}: a widget that did not draw: {cell['text'][:300]}"
            assert cell["drawn"] >= cell["widgets"], \
                f"{notebook}, cell {k}: {cell['widgets']} widget views, {cell['drawn']} drawn"
        assert not found, f"{notebook} after Run All: axe finds in the outputs\n{report(found)}"
    finally:
        page.close()
        _shut_down_kernels(url, token)


# --- a cloned notebook, untrusted: its saved pictures as images -----------------------------

def _write_violations(notebook: str, how: str, found: list[dict]) -> None:
    """axe's findings for the closing note: test-artifacts/jupyterlab-axe-<how>-<notebook>.json."""
    (ARTIFACTS / f"jupyterlab-axe-{how}-{Path(notebook).stem}.json").write_text(
        json.dumps(found, indent=1, ensure_ascii=False), encoding="utf-8")


AS_CLONED = "as_cloned"  # a folder of the served copy whose notebooks JupyterLab never ran: untrusted
_TITLE = re.compile(r"<svg\b[^>]*>\s*<title>([^<]*)</title>")
_SAVED_IMG = re.compile(r'<img src="data:image/png;base64,[^"]*" alt="([^"]*)"(?: width="(\d+)")?')


def _pictures(notebook: dict) -> dict[int, list[tuple[str, int | None]]]:
    """Each cell's saved pictures: the name a stripped SVG would leave as text, and the width
    its image should show at (None for an inline SVG, which has no image, or a chart). An
    output's HTML, which JupyterLab shows rather than its image/svg+xml or image/png, holds
    its pictures when it has any."""
    found: dict[int, list[tuple[str, int | None]]] = {}
    for k, cell in enumerate(notebook["cells"]):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            markup = "".join(data.get("text/html", []))
            shown: list[tuple[str, int | None]] = []
            for start, end in svg_spans(markup):
                title = _TITLE.match(markup[start:end])
                shown.append((html.unescape(title.group(1)) if title else "", None))
            shown += [(html.unescape(alt), int(width) if width else None) for alt, width in _SAVED_IMG.findall(markup)]
            if not shown and SVG in data:
                title = _TITLE.match("".join(data[SVG]))
                width = output.get("metadata", {}).get(PNG, {}).get("width")
                shown.append((html.unescape(title.group(1)) if title else "", width))
            elif not shown and PNG in data and HTML not in data:  # a chart saved unnamed, before charts were named
                shown.append(("", None))
            if shown:
                found.setdefault(k, []).extend(shown)
    return found


def _load(name: str) -> dict:
    return json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))


_OPENED = f"""() => {{
    const p = {_PANEL};
    return !!p && p.context.isReady && p.content.widgets.length === p.content.model.cells.length;
}}"""
_OUTPUT_IMAGES = "p.content.widgets[k].node.querySelectorAll('.jp-OutputArea-output img')"
_SHOWN = f"""counts => {{
    const p = {_PANEL};
    return Object.entries(counts).every(([k, n]) =>
        Array.from({_OUTPUT_IMAGES}).filter(i => i.complete && i.naturalWidth > 0).length >= n);
}}"""
_SEEN = f"""cells => {{
    const p = {_PANEL};
    return cells.map(k => {{
        const area = p.content.widgets[k].node.querySelector('.jp-OutputArea');
        return {{trusted: p.content.widgets[k].model.trusted, text: area ? area.innerText : '',
                 images: Array.from({_OUTPUT_IMAGES}).map(i => ({{
                     natural: i.naturalWidth, width: i.getBoundingClientRect().width,
                     sized: Number(i.getAttribute('width')), visible: i.checkVisibility()}}))}};
    }});
}}"""


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_a_cloned_notebook_shows_its_saved_pictures_untrusted_and_named(browser, lab, notebook):
    """Opened as cloned (not run, untrusted), every output with a saved picture holds a
    visible image with pixels, sized as saved (the picture's own size, never its PNG's
    twice as many pixels; narrower only where the output is), no output shows the text
    of a stripped SVG, and axe finds nothing in the outputs (every image named).

    The notebook served is the committed one passed through `with_png_pictures`, the step
    `make notebooks` takes; once the committed notebooks carry their PNGs, that is a no-op.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    url, token, served = lab
    cloned = with_png_pictures(_load(notebook), browser)
    pictures = _pictures(cloned)
    (served / AS_CLONED).mkdir(exist_ok=True)
    (served / AS_CLONED / notebook).write_text(dumps(cloned), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1280, "height": 1600})
    try:
        page.goto(f"{url}lab/tree/{AS_CLONED}/{notebook}?reset&token={token}", timeout=OPEN)
        page.wait_for_function(_OPENED, timeout=OPEN)
        page.evaluate("window.jupyterapp.commands.execute('notebook:show-all-cell-outputs')")  # solutions too
        counts = {k: len(found) for k, found in pictures.items()}
        with contextlib.suppress(PlaywrightTimeout):  # the assertions below say which cell lacks its images
            page.wait_for_function(_SHOWN, arg=counts, timeout=30_000)
        seen = dict(zip(pictures, page.evaluate(_SEEN, list(pictures)), strict=True))
        unnamed = violations(page)  # the saved outputs, as a clone shows them
        _write_violations(notebook, "cloned", unnamed)
        if pictures:
            busiest = max(pictures, key=counts.__getitem__)
            page.evaluate(f"{_PANEL}.content.widgets[{busiest}].node.scrollIntoView()")
            page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"jupyterlab-cloned-{Path(notebook).stem}.png"))

        for k, found in pictures.items():
            cell = seen[k]
            assert cell["trusted"] is False, f"{notebook}, cell {k}: trusted, so this shows nothing of a clone"
            shown = [i for i in cell["images"] if i["visible"] and i["natural"] > 0 and i["width"] > 0]
            assert len(shown) >= len(found), \
                f"{notebook}, cell {k}: {len(found)} saved pictures, {len(shown)} shown as images: {cell['images']}"
            stripped = [name for name, _ in found if name and name in cell["text"]]
            assert not stripped, f"{notebook}, cell {k}: the text of a stripped SVG shows: {stripped[0][:120]}"
            unsized = Counter(width for _, width in found if width) - Counter(i["sized"] for i in shown)
            assert not unsized, f"{notebook}, cell {k}: no image sized {sorted(unsized)} px wide: {cell['images']}"
            too_wide = [i for i in shown if i["sized"] and i["width"] > i["sized"] + 1]
            assert not too_wide, f"{notebook}, cell {k}: images wider than their picture: {too_wide}"
        assert not unnamed, f"{notebook} as cloned: axe finds in the saved outputs\n{report(unnamed)}"
    finally:
        page.close()
        _shut_down_kernels(url, token)
