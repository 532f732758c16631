"""A browser page that reaches one local site and nothing else: what the JupyterLite test and the course
book's test open their pages in (a class's site is read offline, from its own server)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any


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
