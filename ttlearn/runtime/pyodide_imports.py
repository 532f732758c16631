"""Running in a browser: Pyodide, in JupyterLite (`make lite`).

Pyodide has no processes (`parallel` runs the tasks one after another there), and its
compiled packages, matplotlib and numpy, are fetched only when asked for, from Pyodide's
CDN: they are not in the site. JupyterLite's kernel fetches those that a cell imports by
name, but not those that a module imports: `ttlearn.draw.plots` imports matplotlib when it
draws. So under Pyodide, importing ttlearn makes the first import of matplotlib or numpy
load it first (`load_on_import`). That blocks until it is loaded, which needs JavaScript
promise integration (JSPI: Chromium, Firefox); a browser without it is told to `import
matplotlib` in a cell of its own. With no internet the load fails and the import raises
ModuleNotFoundError (the charts show a note instead: `ttlearn.draw.offline_charts`); the
next import tries again, so a chart drawn once the browser is online works.

On CPython nothing here runs unless asked for.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Callable, Iterable, Sequence
from types import ModuleType
from typing import Any

#: Pyodide's own compiled packages that ttlearn may import (matplotlib brings numpy)
COMPILED = ("matplotlib", "numpy")


def pyodide_load(name: str) -> None:
    """Load one of Pyodide's own packages now, from the site's pyodide-lock.json."""
    import pyodide_js  # type: ignore[import-not-found]
    from pyodide.ffi import can_run_sync, run_sync  # type: ignore[import-not-found]

    if not can_run_sync():
        raise ModuleNotFoundError(f"{name} is not loaded yet: run `import {name}` in a cell of its own first, "
                                  f"and the kernel fetches it", name=name)
    run_sync(pyodide_js.loadPackage(name))
    importlib.invalidate_caches()


class LoadOnImport(importlib.abc.MetaPathFinder):
    """A finder that, on an import of one of `names` that is not installed, calls
    `load(name)` and then lets the usual finders find it. Once a name is found it is never
    loaded again; a load that found nothing (no internet) is tried again on the next import."""

    def __init__(self, names: Iterable[str], load: Callable[[str], None] = pyodide_load):
        self.pending = set(names)
        self.load = load

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> Any:
        if path is None and fullname in self.pending:
            if importlib.machinery.PathFinder.find_spec(fullname) is None:
                self.load(fullname)
            if importlib.machinery.PathFinder.find_spec(fullname) is not None:
                self.pending.discard(fullname)
        return None


def load_on_import(names: Iterable[str] = COMPILED, load: Callable[[str], None] = pyodide_load) -> LoadOnImport:
    """Put a `LoadOnImport` finder first in `sys.meta_path` and return it."""
    finder = LoadOnImport(names, load)
    sys.meta_path.insert(0, finder)
    return finder
