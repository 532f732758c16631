"""One progress bar for every long computation (simulations, exact counts, Monte Carlo).

tqdm is optional: it is imported only here, and only when a bar is wanted; without it the
work runs the same, silently. `tqdm.auto` picks a notebook bar in Jupyter and a text bar
in a terminal; under Pyodide (JupyterLite) the notebook bar is chosen here, with no monitor
thread.
"""

from __future__ import annotations

import sys
from typing import Any, Protocol


class Bar(Protocol):
    def update(self, n: int = 1) -> Any: ...
    def close(self) -> Any: ...


class NoBar:
    """Stands in for a bar when none is wanted or tqdm is missing."""

    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def progress_bar(total: int, wanted: bool = True, description: str | None = None, unit: str = "it") -> Bar:
    """A tqdm.auto bar of `total` steps if tqdm is installed and a bar is wanted."""
    if wanted:
        try:
            tqdm = _tqdm()
        except ImportError:
            pass
        else:
            bar: Bar = tqdm(total=total, desc=description, unit=unit)
            return bar
    return NoBar()


def _tqdm() -> Any:
    if sys.platform == "emscripten":  # Pyodide (JupyterLite): tqdm.auto would not see the notebook there,
        try:  # and tqdm's monitor thread cannot start
            from tqdm.notebook import tqdm
        except ImportError:  # no ipywidgets
            from tqdm.std import tqdm
        tqdm.monitor_interval = 0
        return tqdm
    from tqdm.auto import tqdm

    return tqdm
