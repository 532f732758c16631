"""Charts in a browser with no internet: a one-line note instead of a chart.

In JupyterLite (Pyodide) matplotlib is not in the site: the browser fetches it from
Pyodide's CDN the first time a chart is drawn (`ttlearn.runtime.pyodide_imports`). With no
connection that fails, and a chart function of `ttlearn.draw.plots` then returns a
`ChartNeedsInternet`, which a notebook shows as one line, so that Run All goes on past the
cell. On CPython nothing changes: a missing matplotlib raises its ImportError as before.
"""

from __future__ import annotations

import functools
import html
import importlib.util
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, ParamSpec

from ..language import _
from .notebook_figures import show_figures_in_ipython

if TYPE_CHECKING:
    from matplotlib.figure import Figure

P = ParamSpec("P")


class ChartNeedsInternet:
    """What a chart function returns in the browser when matplotlib cannot be fetched: the
    reason in one line, in the language of the moment it was made."""

    def __init__(self) -> None:
        # TRANSLATORS: shown in place of a chart in the browser (JupyterLite) with no internet.
        # Keep `import matplotlib` as it is: it is code.
        self.text = _("No chart here: the first chart needs the internet once, to fetch matplotlib "
                      "(once connected, execute `import matplotlib`, then this cell again).")

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        code = html.escape(self.text).replace("`import matplotlib`", "<code>import matplotlib</code>")
        return f'<p class="tt-chart-offline">{code}</p>'


def matplotlib_loads() -> bool:
    """Whether matplotlib can be imported. Under Pyodide, looking for it fetches it the
    first time (`ttlearn.runtime.pyodide_imports`), which fails with no internet; elsewhere
    this says yes, and a missing matplotlib raises its ImportError where it is imported."""
    if sys.platform != "emscripten":
        return True
    try:
        return importlib.util.find_spec("matplotlib") is not None
    except ImportError:  # a browser that cannot wait for the fetch (no JSPI): the note says what to do
        return False


def chart(draw: Callable[P, Figure]) -> Callable[P, Figure | ChartNeedsInternet]:
    """A chart function that returns a `ChartNeedsInternet` when matplotlib cannot be loaded,
    and whose figure a notebook shows (`show_figures_in_ipython`)."""
    @functools.wraps(draw)
    def drawn(*args: P.args, **kwargs: P.kwargs) -> Figure | ChartNeedsInternet:
        if not matplotlib_loads():
            return ChartNeedsInternet()
        figure = draw(*args, **kwargs)
        show_figures_in_ipython()
        return figure

    return drawn
