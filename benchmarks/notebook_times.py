"""How long does a learner wait for a lesson? Run All of each learner's notebook, as the
learner meets it (the solutions closed), in CPython and in JupyterLite:

    python benchmarks/notebook_times.py                 # CPython: every lesson (a few minutes)
    python benchmarks/notebook_times.py --lite          # and JupyterLite: notebook 1's start, every lesson
    python benchmarks/notebook_times.py --lite --site _site --repeat 5 01 07

CPython: each notebook in a new kernel (the kernel JupyterLab starts, nbclient driving it,
the notebook's folder as its working directory), from the kernel's start to every cell run,
against the baseline of a new kernel that only imports ttlearn, timed in the same process.

JupyterLite (`--lite`; needs what `make lite` needs, and Debian's Chromium): the site is
built (or `--site` names a built one) and served on 127.0.0.1; each notebook is opened in a
new browser context (nothing cached), with every address but the site's cut off as in
tests/test_lite.py (a chart is then its one-line note), its outputs cleared and Run All
chosen from the menus (lite/run_all.py): the seconds to its first cell run (notebook 1's
is the start-up goal) and to every cell run. The baseline: Pyodide alone started in the
same browser (its runtime and standard library from the site, `1 + 1` run, no package).

Each figure is the median of `--repeat` runs, with its share of the goal
(benchmarks/speed_goals.py) and its ratio to the baseline.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from speed_goals import LITE_RUN_ALL, LITE_START, RUN_ALL

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
START_MS, RUN_MS = 240_000, 600_000  # a hang, past these


def _lite(name: str):
    """lite/<name>.py, which is no package's module."""
    spec = importlib.util.spec_from_file_location(f"lite_{name}", ROOT / "lite" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def kernel_seconds(cells: list[str], folder: Path) -> float:
    """A new kernel started and `cells` run in it, in `folder`: the seconds that took."""
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code) for code in cells])
    start = time.perf_counter()
    NotebookClient(notebook, timeout=RUN_MS // 1000, kernel_name="python3",
                   resources={"metadata": {"path": str(folder)}}).execute()
    return time.perf_counter() - start


def code_cells(path: Path) -> list[str]:
    """The code Run All runs in the learner's notebook: its code cells (solutions are closed)."""
    import json

    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


def line(what: str, seconds: float, goal: float | None, baseline: float) -> str:
    share = f" = {seconds / goal:4.0%} of the goal of {goal:g} s;" if goal else ";"
    return f"  {what:<46} median {seconds:6.1f} s{share} {seconds / baseline:5.1f}x the baseline"


def cpython(notebooks: list[Path], repeat: int) -> None:
    kernel_seconds(["import ttlearn"], ROOT)  # once untimed: the first start reads every file from disk
    baseline = statistics.median(kernel_seconds(["import ttlearn"], ROOT) for _ in range(repeat))
    print(f"CPython, Run All from a new kernel (baseline: a new kernel importing ttlearn, {baseline:.1f} s):")
    for path in notebooks:
        cells = code_cells(path)
        seconds = statistics.median(kernel_seconds(cells, path.parent) for _ in range(repeat))
        print(line(path.name, seconds, RUN_ALL, baseline), flush=True)


BARE_PYODIDE = """<!doctype html><title>Pyodide alone</title><script type="module">
import { loadPyodide } from "./static/pyodide/pyodide.mjs";
const start = performance.now();
const pyodide = await loadPyodide({ indexURL: "./static/pyodide/" });
pyodide.runPython("1 + 1");
document.title = "ready " + (performance.now() - start) / 1000;
</script>"""


@contextlib.contextmanager
def served(site: Path | None) -> Iterator[str]:
    """The site (built now unless given) with the baseline's page, on 127.0.0.1: its address."""
    build = _lite("build")
    with tempfile.TemporaryDirectory() as scratch:
        if site is None:
            print("building the JupyterLite site ...", flush=True)
            site = build.build(Path(scratch) / "site")
        (site / "pyodide-alone.html").write_text(BARE_PYODIDE, encoding="utf-8")
        httpd = build.server(site)
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        try:
            yield f"http://127.0.0.1:{httpd.server_address[1]}/"
        finally:
            httpd.shutdown()
            httpd.server_close()
            (site / "pyodide-alone.html").unlink()


@contextlib.contextmanager
def offline_page(browser, base_url: str):  # type: ignore[no-untyped-def]
    """A page in a new browser context (nothing cached) that reaches nothing but the site."""
    context = browser.new_context(viewport={"width": 1200, "height": 1600})
    context.route(lambda url: not url.startswith(base_url), lambda route: route.abort())
    try:
        yield context.new_page()
    finally:
        context.close()


def lite(notebooks: list[Path], repeat: int, site: Path | None) -> None:
    from ttlearn.teach.chromium import browser_missing, chromium

    missing = browser_missing()
    if missing:
        sys.exit(f"--lite: {missing}")
    runner = _lite("run_all")
    with served(site) as base_url, chromium() as browser:
        times = []
        for _ in range(repeat):
            with offline_page(browser, base_url) as page:
                start = time.perf_counter()
                page.goto(f"{base_url}pyodide-alone.html")
                page.wait_for_function("() => document.title.startsWith('ready')", timeout=START_MS)
                times.append(time.perf_counter() - start)
        baseline = statistics.median(times)
        print(f"JupyterLite, opened with nothing cached (baseline: Pyodide alone, {baseline:.1f} s):")
        for path in notebooks:
            runs = []
            for _ in range(repeat):
                with offline_page(browser, base_url) as page:
                    runs.append(runner.run_all(page, base_url, path.name, START_MS, RUN_MS))
            ready = statistics.median(r[0] for r in runs)
            ran = statistics.median(r[1] for r in runs)
            first = path.name.startswith("01_")
            print(line(f"{path.name}: first cell run", ready, LITE_START if first else None, baseline))
            print(line(f"{path.name}: every cell run", ran, LITE_RUN_ALL, baseline), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("numbers", nargs="*", help="the notebooks by number (01 07); default: every one")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each (the median)")
    parser.add_argument("--lite", action="store_true", help="JupyterLite too")
    parser.add_argument("--site", type=Path, help="a JupyterLite site built already (lite/build.py)")
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error(f"bad --repeat {args.repeat}: a whole number of 1 or more")
    notebooks = [p for p in NOTEBOOKS if not args.numbers or p.name[:2] in args.numbers]
    if not notebooks:
        parser.error(f"no notebook numbered {' '.join(args.numbers)[:40]}: choose from 01 to {NOTEBOOKS[-1].name[:2]}")
    cpython(notebooks, args.repeat)
    if args.lite:
        lite(notebooks, args.repeat, args.site)


if __name__ == "__main__":
    main()
