"""Figures a notebook shows: IPython shows a matplotlib `Figure` that a cell returns only once
a formatter for it is set, which `%matplotlib inline` does, or importing pyplot in a kernel.
ttlearn draws its charts without pyplot (`ttlearn.draw.plots`), and a notebook need not say
`%matplotlib` (in JupyterLite, with no internet, it would fail), so the first chart sets the
formatter itself: a PNG, as `%matplotlib inline` shows it. One set already (a learner's own
`%matplotlib inline`, or `%config InlineBackend.figure_formats`) is left as it is.

Beside it, always, a `text/html` formatter: the same PNG in an `<img>` named for screen
readers (`chart_names`). JupyterLab prefers HTML to PNG, and shows a PNG output as an `<img>`
with no text alternative (WCAG 1.1.1); its sanitizer keeps the named `<img>` in a notebook it
does not trust. The plain text (`<Figure size ...>`, what nbval compares) stays as it was.
"""

from __future__ import annotations

import sys
from typing import Any

FORMATS = ("image/png", "image/svg+xml", "image/jpeg", "application/pdf")


def show_figures_in_ipython() -> None:
    """Set IPython's formatter for matplotlib figures, as PNG, unless one is set, and the
    named HTML image beside it; outside IPython (a script, the tests) do nothing."""
    ipython = sys.modules.get("IPython")  # not imported here: outside a kernel it is not needed
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return
    from IPython.core.pylabtools import select_figure_formats
    from matplotlib.figure import Figure

    formatters = shell.display_formatter.formatters
    if not any(_shows(formatters.get(mime), Figure) for mime in FORMATS):
        select_figure_formats(shell, {"png"})  # it takes figures from every other formatter: the HTML's after
    _name_figures(formatters["text/html"], Figure)


def _shows(formatter: Any, figure_type: type) -> bool:
    """Whether an IPython formatter has a printer for figures."""
    try:
        formatter.lookup_by_type(figure_type)
        return True
    except (KeyError, AttributeError):
        return False


def _name_figures(html_formatter: Any, figure_type: type) -> None:
    """Show each figure also as a named `<img>` (`chart_names.figure_html`), once."""
    from .chart_names import figure_html

    if figure_type not in html_formatter.type_printers:
        html_formatter.for_type(figure_type, figure_html)
