"""Figures a notebook shows: IPython shows a matplotlib `Figure` that a cell returns only once
a formatter for it is set, which `%matplotlib inline` does, or importing pyplot in a kernel.
ttlearn draws its charts without pyplot (`ttlearn.draw.plots`), and a notebook need not say
`%matplotlib` (in JupyterLite, with no internet, it would fail), so the first chart sets the
formatter itself: a PNG, as `%matplotlib inline` shows it. One set already (a learner's own
`%matplotlib inline`, or `%config InlineBackend.figure_formats`) is left as it is.
"""

from __future__ import annotations

import sys

FORMATS = ("image/png", "image/svg+xml", "image/jpeg", "application/pdf")


def show_figures_in_ipython() -> None:
    """Set IPython's formatter for matplotlib figures, as PNG, unless one is set; outside
    IPython (a script, the tests) do nothing."""
    ipython = sys.modules.get("IPython")  # not imported here: outside a kernel it is not needed
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return
    from IPython.core.pylabtools import select_figure_formats
    from matplotlib.figure import Figure

    formatters = shell.display_formatter.formatters
    for mime in FORMATS:
        try:
            formatters[mime].lookup_by_type(Figure)
            return
        except (KeyError, AttributeError):
            continue
    select_figure_formats(shell, {"png"})
