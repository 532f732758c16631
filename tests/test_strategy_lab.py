"""The strategy lab (notebook 6): its numbers are simulate's, its bar moves to the end,
and a refused setting changes nothing (R16, R17)."""

from __future__ import annotations

import pytest

from ttlearn import simulate
from ttlearn.widgets import StrategyLab, strategy_lab


def test_the_lab_plays_what_simulate_plays():
    lab = StrategyLab(["greedy", "random"], games=6, seed=3, workers=1)
    summary = lab.run()
    records, expected = simulate(["greedy", "random"], 6, seed=3, workers=1, progress=False)
    assert lab.records == records and str(summary) == str(expected)
    totals = lab.totals()
    assert sorted(totals) == ["greedy", "random"] and len(totals["greedy"]) == len(records)
    assert sum(totals["random"]) / len(records) == pytest.approx(summary["random"].mean)


def test_the_progress_reaches_every_game_in_order():
    seen: list[tuple[int, int]] = []
    StrategyLab(["random", "random", "greedy"], games=5, seed=1, workers=1).run(lambda *step: seen.append(step))
    done = [d for d, _ in seen]
    assert done == sorted(done) and seen[-1] == (6, 6)  # 5 games round up to 2 whole deals of 3 seatings


def test_the_verdict_follows_the_interval_of_the_difference():
    few = StrategyLab(["greedy", "random"], games=4, seed=1, workers=1)
    few.run()
    assert "holds 0" in few.verdict() and not few.summary.difference("greedy", "random").interval.excludes(0)
    many = StrategyLab(["greedy", "random"], games=12, seed=1, workers=1)
    many.run()
    assert "excludes 0" in many.verdict() and "more than luck" in many.verdict()
    assert many.verdict().startswith("greedy scores")
    alone = StrategyLab(["greedy", "greedy"], games=2, seed=1, workers=1)
    alone.run()
    assert "no difference" in alone.verdict()


@pytest.mark.parametrize("setting, value, words", [
    ("set_games", 1, "bad number of games 1"), ("set_games", 401, "from 2 to 400"), ("set_games", 2.5, "2.5"),
    ("set_seed", -1, "bad seed -1"), ("set_seed", "x", "bad seed 'x'"),
    ("set_players", ["greedy"], "2 to 4"), ("set_players", "greedy", "a list of"),
    ("set_players", ["greedy", "clever"], "unknown player 'clever'"),
])
def test_a_refused_setting_changes_nothing(setting, value, words):
    lab = StrategyLab(["greedy", "random"], games=4, seed=1, workers=1)
    lab.run()
    before = (lab.players, lab.games, lab.seed, lab.summary)
    with pytest.raises(ValueError, match=words) as refused:
        getattr(lab, setting)(value)
    assert "\n" not in str(refused.value)
    assert (lab.players, lab.games, lab.seed, lab.summary) == before


def test_results_before_a_run_are_refused():
    lab = StrategyLab()
    with pytest.raises(ValueError, match="has not run yet"):
        lab.verdict()
    with pytest.raises(ValueError, match="bad seat 3"):
        lab.set_player(3, "greedy")


def test_the_view_runs_with_its_bar_and_shows_a_picture():
    pytest.importorskip("ipywidgets")
    pytest.importorskip("matplotlib")
    view = strategy_lab(["greedy", "random"], games=4, seed=1, workers=1)
    assert "press <b>Run</b>" in view.picture()
    view.how_many.value = 3
    assert view.model.players == ("greedy", "random", "greedy") and len(view.seat_box.children) == 3
    view.seats[2].value = "random"
    view.seed.value = "-5"  # refused: explained, and the lab keeps its seed (the box shows it again)
    assert "Not changed" in view.message.value and "bad seed &#x27;-5&#x27;" in view.message.value
    assert view.model.seed == 1 and view.seed.value == "1"
    view.run()
    assert (view.bar.value, view.bar.max) == (6, 6) and not view.run_button.disabled
    picture = view.picture()
    assert "<svg" in picture and "<th>mean total</th>" in picture and "<td>1 greedy</td>" in picture
    data, _ = view._repr_mimebundle_()
    assert data["text/plain"].startswith("StrategyLab(greedy v random v random; 4 games, seed 1; 6 games played)")


def test_a_refused_seed_changes_nothing_on_screen():
    """After a run, a bad seed is explained by the box, and the results table, the verdict and
    the chart stay as they were (the same seed put back into the box is no new setting)."""
    pytest.importorskip("ipywidgets")
    pytest.importorskip("matplotlib")
    view = strategy_lab(["greedy", "random"], games=2, seed=1, workers=1)
    view.run()
    shown = view.results.value
    assert "<svg" in shown and "mean total" in shown
    view.seed.value = "abc"
    assert "Not changed" in view.message.value and "bad seed" in view.message.value
    assert view.results.value == shown and view.model.summary is not None and view.seed.value == "1"
    view.seed.value = "1"  # the seed it has: nothing to forget
    assert view.model.summary is not None
    view.seed.value = "2"  # a new seed: the old results are stale
    assert view.model.summary is None and "press <b>Run</b>" in view.results.value

