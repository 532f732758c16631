"""Debian's Chromium, headless, driven by playwright: the one launcher of the browser tests
(tests/test_browser.py: Voila; test_jupyterlab.py: JupyterLab; test_lite.py: JupyterLite),
of `benchmarks/card_table_click.py`, and of `ttlearn.teach.saved_pictures`, which draws the
notebooks' pictures as PNG. playwright is imported only when a browser starts.

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

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

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


def fonts_used(page: Page, selector: str) -> dict[str, int]:
    """The fonts Chromium drew the text of the element `selector` with (its family -> its
    number of glyphs), from DevTools' CSS.getPlatformFontsForNode: what was really used, after
    every fallback, not what the CSS asks for."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        assert node, f"no element {selector}"
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    finally:
        cdp.detach()
    return {f["familyName"]: f["glyphCount"] for f in fonts}
