"""A notebook of the built site opened in a browser page and run as a learner runs it: its
outputs cleared and Run All chosen from JupyterLab's menus, timed. tests/test_lite.py checks
what it shows; benchmarks/notebook_times.py times it. Imports nothing at all.
"""

from __future__ import annotations

import time
from typing import Any

# The code cells' prompts: "[3]:" once a cell has run, "[*]:" while it waits or runs.
PROMPTS = "[...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(e => e.innerText.trim())"
_RAN = r"/^\[\d+\]:$/"
QUEUED_MS = 30_000  # Run All queues every cell at once, in milliseconds; 30 s is a hang
QUEUED_TRIES = 3  # how often a menu's command is chosen before the run is called stuck


def run_all(page: Any, base_url: str, notebook: str, start_ms: float, run_ms: float,
            start: float | None = None) -> tuple[float, float]:
    """Open `notebook` (its path in the site) in `page` (a playwright page), and when its kernel
    is ready clear its outputs and Run All. Returns the seconds from `start` (a time.monotonic(); now by default) to its
    first cell run (the kernel ready: Pyodide, IPython and ttlearn loaded), and to every cell
    run with the kernel idle. Waits at most `start_ms` for the first, `run_ms` for the rest."""
    start = time.monotonic() if start is None else start
    page.goto(f"{base_url}notebooks/index.html?path=notebooks/{notebook}")
    page.locator(".jp-Notebook .jp-CodeCell").first.wait_for(timeout=start_ms)
    # As a learner does, once the toolbar says the kernel is ready: chosen earlier, while the
    # kernel still loads, Run All was seen to do nothing at all (every prompt empty, the kernel
    # idle four minutes later).
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(timeout=start_ms)
    _choose(page, "Edit", "editmenu:clear-all")
    # Run All takes: every prompt turns "[*]:" at once, queued, whether the kernel is ready or
    # not. Chosen while the notebook still connects, it was seen to do nothing at all (every
    # prompt empty, the kernel idle four minutes on): then, as a learner would, choose it again.
    for _attempt in range(QUEUED_TRIES):
        _choose(page, "Run", "runmenu:run-all")
        try:
            page.wait_for_function(f"() => {PROMPTS}.some(p => p !== '[ ]:')", timeout=QUEUED_MS, polling=100)
            break
        except Exception as err:
            if type(err).__name__ != "TimeoutError":
                raise
    try:
        page.wait_for_function(f"() => {_RAN}.test({PROMPTS}[0])", timeout=start_ms, polling=100)
        ready = time.monotonic() - start
        page.wait_for_function(f"() => {PROMPTS}.every(p => {_RAN}.test(p))", timeout=run_ms, polling=500)
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(timeout=run_ms)
    except Exception as err:
        if type(err).__name__ != "TimeoutError":
            raise
        raise TimeoutError(f"{notebook}: {str(err).splitlines()[0]}; {state(page)}") from None
    return ready, time.monotonic() - start


def _choose(page: Any, menu: str, command: str) -> None:
    """Choose `command` from the menu bar's `menu`, once the item is enabled (a menu opened
    before the notebook is the current widget shows it disabled, and a click on it does nothing)."""
    item = page.locator(f"li.lm-Menu-item[data-command='{command}']")
    for _attempt in range(QUEUED_TRIES):
        page.locator(".lm-MenuBar-itemLabel", has_text=menu).click()
        item.wait_for()
        if "lm-mod-disabled" not in (item.get_attribute("class") or ""):
            item.click()
            return
        page.keyboard.press("Escape")  # close the menu, make the notebook current, open it again
        page.locator(".jp-Notebook .jp-CodeCell .jp-InputPrompt").first.click()
        time.sleep(1)
    raise TimeoutError(f"{menu} > {command} stayed disabled; {state(page)}")


def state(page: Any) -> str:
    """Where a notebook's run stands, for a message: the kernel's status and the prompts."""
    status = page.evaluate("() => { const i = document.querySelector('.jp-Notebook-ExecutionIndicator'); "
                           "return i ? i.dataset.status : 'no indicator'; }")
    prompts = page.evaluate(f"() => {PROMPTS}")
    return f"the kernel is {status}; the prompts: {' '.join(prompts[:12])}{' ...' if len(prompts) > 12 else ''}"
