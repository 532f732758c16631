"""A chart a cell returns shows in the notebook with no `%matplotlib` line: the first chart
sets IPython's formatter for figures (ttlearn.draw.notebook_figures)."""

import pytest

pytest.importorskip("matplotlib")
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402

from ttlearn.draw.plots import cumulative_scores_figure  # noqa: E402


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    yield shell
    InteractiveShell.clear_instance()


def test_a_chart_is_shown_as_png_in_ipython(shell):
    figure = cumulative_scores_figure({"Ana": [3, 7], "Ben": [5, 5]})
    shown, _ = shell.display_formatter.format(figure)
    assert shown["image/png"].startswith("iVBOR")  # a PNG's first bytes, in base64


def test_a_format_the_learner_chose_is_kept(shell):
    from IPython.core.pylabtools import select_figure_formats

    select_figure_formats(shell, {"svg"})
    figure = cumulative_scores_figure({"Ana": [3, 7]})
    shown, _ = shell.display_formatter.format(figure)
    assert "image/svg+xml" in shown and "image/png" not in shown
