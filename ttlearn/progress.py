"""One progress bar for every long computation (simulations, exact counts, Monte Carlo).

tqdm is optional: it is imported only here, and only when a bar is wanted; without it the
work runs the same, silently. `tqdm.auto` picks a notebook bar in Jupyter and a text bar
in a terminal.
"""

from __future__ import annotations

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
            from tqdm.auto import tqdm
        except ImportError:
            pass
        else:
            bar: Bar = tqdm(total=total, desc=description, unit=unit)
            return bar
    return NoBar()
