"""Every learner's notebook in a real JupyterLab, as a learner meets it (not only as a Voila
app): JupyterLab serves a copy of notebooks/ on 127.0.0.1, headless Chromium (Debian's
package, driven by playwright; never `playwright install`) opens each notebook, clears its
outputs, runs Run > Run All Cells from the menu, waits for the kernel to be idle, and finds
no error and every widget drawn. Screenshots go to test-artifacts/jupyterlab-*.png.

The server serves a copy, so JupyterLab's autosave never touches the committed notebooks.
Without Chromium, playwright or JupyterLab the test is skipped, and says why; in CI
(CI=true) that is a failure.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
OPEN = 60_000  # ms: JupyterLab's page, the notebook and its kernel
RUN = 300_000  # ms: every cell of one notebook (notebook 6 simulates about a minute on two quiet cores)
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


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


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
    port, token = _free_port(), secrets.token_hex(16)
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
_DONE = f"""() => {{
    const p = {_PANEL};
    if (!p || !{_KERNEL_IDLE}) return false;
    return Array.from(p.content.model.cells).every(
        c => c.type !== 'code' || c.sharedModel.getSource().trim() === '' || c.executionCount !== null);
}}"""


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_every_learner_notebook_runs_in_jupyterlab_with_every_widget_drawn(browser, lab, notebook):
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
        page.wait_for_timeout(1500)  # the last widget views render after the kernel goes idle
        cells = page.evaluate(_CELLS)
        seconds = time.perf_counter() - start
        page.screenshot(path=str(ARTIFACTS / f"jupyterlab-{Path(notebook).stem}.png"))

        summary = [{"cell": k, "widget views": c["widgets"], "drawn": c["drawn"]} for k, c in enumerate(cells)
                   if c["widgets"] or c["drawn"]]
        (ARTIFACTS / f"jupyterlab-{Path(notebook).stem}.json").write_text(
            json.dumps({"seconds": round(seconds, 1), "widgets": summary}, indent=1), encoding="utf-8")

        errors = [(k, e) for k, c in enumerate(cells) for e in c["errors"]]
        assert not errors, f"{notebook}: error outputs (cell, error): {errors}"
        tracebacks = page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']",
                                  has_text="Traceback")
        assert tracebacks.count() == 0, f"{notebook}: a traceback on stderr: {tracebacks.first.inner_text()[:500]}"
        for k, cell in enumerate(cells):
            assert "Loading widget..." not in cell["text"] and "Error displaying widget" not in cell["text"], \
                f"{notebook}, cell {k}: a widget that did not draw: {cell['text'][:300]}"
            assert cell["drawn"] >= cell["widgets"], \
                f"{notebook}, cell {k}: {cell['widgets']} widget views, {cell['drawn']} drawn"
        assert seconds < RUN / 1000
    finally:
        page.close()
        _shut_down_kernels(url, token)
