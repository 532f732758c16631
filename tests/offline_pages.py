"""A folder of static files served on 127.0.0.1, and a browser page that reaches that site and nothing else:
what the JupyterLite test and the course book's test open their pages in (a class's site is read offline,
from its own server)."""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def _lite_build() -> Any:
    """lite/build.py, which is no package's module (its server serves .wasm and .mjs with their types)."""
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "lite" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextlib.contextmanager
def served(folder: Path) -> Iterator[str]:
    """`folder` served on a free port of 127.0.0.1, as a class's web server would (JupyterLite needs http,
    not file:); yields its address, ending in /."""
    httpd = _lite_build().server(folder)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


@contextlib.contextmanager
def offline_page(browser: Any, site_url: str, width: int, height: int) -> Iterator[tuple[Any, list[str]]]:
    """A new page, in its own browser context, where every request not to `site_url` is aborted; yields
    (the page, the list of those requests), and on leaving fails if a script of the page raised."""
    context = browser.new_context(viewport={"width": width, "height": height})
    outside: list[str] = []

    def cut(route: Any) -> None:
        outside.append(route.request.url)
        route.abort()

    context.route(lambda url: not url.startswith(site_url), cut)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page, outside
    context.close()
    assert not errors, f"errors in the page: {errors[:3]}"
