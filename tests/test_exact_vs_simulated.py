"""Notebook 7's interactive chart: exact chances from the shipped tables against a seeded
simulation, for the round and decks chosen, and a PNG picture for GitHub."""

import base64

import matplotlib
import pytest

matplotlib.use("Agg")

from ttlearn.count import penalty_distribution  # noqa: E402
from ttlearn.practice.exact_vs_simulated import ExactVsSimulated
from ttlearn.widgets.exact_vs_simulated import exact_vs_simulated  # noqa: E402


def test_exact_chances_come_from_the_shipped_distribution():
    chances = ExactVsSimulated(round=2, decks=1, samples=300, seed=4)
    dist = penalty_distribution(2)
    assert chances.exact_chance(0) == dist.complete
    assert chances.exact_chance(max(p for p, _ in dist.counts)) == 1
    assert chances.estimate(200).value == 1 and chances.estimate(-1).value == 0
    covered, shown = chances.coverage()
    assert 0 <= covered <= shown == len(chances.points)
    assert all(len(line) <= 100 for line in chances.summary())


def test_the_same_seed_deals_the_same_hands():
    assert ExactVsSimulated(3, 2, 200, seed=9).penalties == ExactVsSimulated(3, 2, 200, seed=9).penalties
    assert ExactVsSimulated(3, 2, 200, seed=9).penalties != ExactVsSimulated(3, 2, 200, seed=10).penalties


def test_without_a_table_only_the_simulation_shows():
    chances = ExactVsSimulated(round=10, decks=2, samples=100, seed=0)
    assert not chances.has_exact and chances.exact is None and chances.exact_chance(5) is None
    with pytest.raises(ValueError, match="no exact table for round 10 with 2 decks"):
        chances.coverage()
    assert any("no exact table" in line for line in chances.summary())
    ax = chances.figure().axes[0]
    assert [line.get_gid() for line in ax.lines if line.get_gid() == "exact"] == []


@pytest.mark.parametrize("round, decks, samples, message", [
    (12, 1, 100, "bad round 12"), (1, 3, 100, "bad number of decks 3"), (1, 1, 1, "bad number of samples 1")])
def test_bad_choices_are_refused(round, decks, samples, message):
    with pytest.raises(ValueError, match=message):
        ExactVsSimulated(round, decks, samples)


def test_the_view_redraws_on_a_new_round_and_shows_a_png_without_widgets():
    view = exact_vs_simulated(round=1, decks=1, samples=100, seed=0)
    first = view.image.value
    data, _ = view._repr_mimebundle_()
    assert base64.b64decode(data["image/png"])[:8] == b"\x89PNG\r\n\x1a\n"
    assert data["text/plain"] == "ExactVsSimulated(round 1, 1 deck, 100 deals, seed 0)"
    assert "application/vnd.jupyter.widget-view+json" in data
    view.round.value = 2
    assert view.image.value != first and view.model.round == 2 and "Round 2" in view.text.value
    view.round.value = 1
    assert view.image.value == first  # cached: no second simulation


def test_the_summary_in_english_is_as_it_was():
    lines = ExactVsSimulated(round=1, decks=1, samples=100, seed=0).summary()
    assert lines[0] == "Round 1: 3 cards, threes wild, 1 deck"
    assert lines[1].startswith("mean best penalty, simulated from 100 deals: ")
    assert lines[2] == "mean best penalty, exact over 22,100 deals: " + lines[2].rsplit(": ", 1)[1]


@pytest.mark.parametrize("code", ["sv", "hr", "th"])
def test_the_chart_and_its_summary_speak_the_language(code):
    from matplotlib.text import Text

    from learner_text import english_left, english_words, learner_text
    from ttlearn.language import get_language, using

    view = exact_vs_simulated(round=1, decks=1, samples=100, seed=0, language=code)
    for chances in (view.model, ExactVsSimulated(round=10, decks=2, samples=50, seed=0)):  # with a table, without
        with using(code):
            text = "\n".join([learner_text(view), *chances.summary(),
                              *(t.get_text() for t in chances.figure().findobj(Text))])
        left = english_left(text) if code == "th" else english_words(text)
        assert not left, f"{code}: English left: {left}"
    assert get_language() == "en"
    with pytest.raises(ValueError, match="unknown language"):
        exact_vs_simulated(language="xx")
