"""Debian's Chromium, headless, driven by playwright: the one launcher of the browser tests
(test_browser.py: Voila; test_jupyterlab.py: JupyterLab; test_lite.py: JupyterLite).

The browser is the system's (`apt-get install chromium`), never one that `playwright install`
downloads; TTLEARN_CHROMIUM names another binary. The flags keep it from talking to anything
but the pages a test opens (no background updates, sync or QUIC), and let it run as root in
a container (no sandbox) on a machine with no GPU.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser

CHROMIUM = os.environ.get("TTLEARN_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def browser_missing() -> str | None:
    """Why the browser cannot start here (None: it can)."""
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (install Debian's package: apt-get install chromium)"
    if importlib.util.find_spec("playwright") is None:
        return "the playwright package is not installed (pip install -e '.[test]')"
    return None


def skip_or_fail(reason: str | None, what: str) -> None:
    """Skip `what` (e.g. "the JupyterLab test"), saying why; in CI (CI=true) fail instead, so
    a browser test can never silently stop running there. Nothing when reason is None."""
    if reason:
        if os.environ.get("CI"):
            pytest.fail(f"{what} must run in CI, but {reason}")
        pytest.skip(f"{what} skipped: {reason}")


@contextlib.contextmanager
def chromium() -> Iterator[Browser]:
    """The browser, for a module's tests; closed (and playwright stopped) at the end."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
