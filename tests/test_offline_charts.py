"""A browser with no internet (JupyterLite, where matplotlib is fetched on first use): every
chart is a one-line note in the learner's language, and the widgets that draw charts show
that note where the chart would be, and all the rest as usual. Pyodide is pretended here:
`sys.platform` is "emscripten" and importing matplotlib fails, as it does offline."""

import sys

import pytest

from learner_text import english_left, plain
from ttlearn import play_game
from ttlearn.draw.offline_charts import ChartNeedsInternet
from ttlearn.draw.plots import cumulative_scores_figure
from ttlearn.language import using

pytest.importorskip("ipywidgets")


@pytest.fixture
def offline(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib: ImportError


NOTES = {
    "sv": "Inget diagram här: det första diagrammet behöver internet en gång",
    "hr": "Ovdje nema grafikona: prvi grafikon jednom treba internet",
    "th": "ไม่มีแผนภูมิตรงนี้",
}


@pytest.mark.parametrize("code", sorted(NOTES))
def test_the_note_speaks_the_learners_language(offline, code):
    with using(code):
        note = cumulative_scores_figure({"Ana": [1]})
    assert isinstance(note, ChartNeedsInternet)
    assert repr(note).startswith(NOTES[code]) and "`import matplotlib`" in repr(note)
    assert "<code>import matplotlib</code>" in note._repr_html_()
    if code == "th":
        assert english_left(plain(note._repr_html_())) == ["matplotlib"]  # a program's name


def test_the_scoring_explainer_shows_the_note_for_its_chart(offline):
    from ttlearn.widgets import scoring_explainer

    view = scoring_explainer(play_game(["greedy", "random"], seed=5), language="sv")
    assert view.chart.value.startswith('<p class="tt-chart-offline">Inget diagram här')
    assert "<table>" in view.table.value and view.details.value  # the rest as usual


def test_the_strategy_lab_shows_the_note_under_its_results(offline):
    from ttlearn.widgets import strategy_lab

    view = strategy_lab(["greedy", "random"], games=4, seed=1, workers=1)
    view.run()
    assert "greedy scores" in view.results.value
    assert view.results.value.endswith(ChartNeedsInternet()._repr_html_())


def test_exact_against_simulated_shows_the_note_and_its_summary(offline):
    from ttlearn.widgets import exact_vs_simulated

    view = exact_vs_simulated(round=1, decks=1, samples=100, seed=0)
    assert view.image.layout.display == "none" and view.picture_png() is None
    assert view.text.value.startswith('<p class="tt-chart-offline">No chart here')
    assert "mean best penalty, simulated from 100 deals" in view.text.value
    view.round.value = 2  # another round: its summary, and still the note
    assert "Round 2" in view.text.value and "tt-chart-offline" in view.text.value
    data, _ = view._repr_mimebundle_()
    assert "image/png" not in data and data["text/plain"].startswith("ExactVsSimulated(round 2")
