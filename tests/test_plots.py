"""matplotlib figures: the right cards, labels and series, and the core stays matplotlib-free."""

import inspect
import subprocess
import sys
from fractions import Fraction

import matplotlib
import pytest

matplotlib.use("Agg")

from ttlearn import Scoreboard, best_arrangement, parse_cards, set_deck_colours  # noqa: E402
from ttlearn.count.montecarlo import Estimate  # noqa: E402
from ttlearn.draw import plots  # noqa: E402
from ttlearn.draw.offline_charts import ChartNeedsInternet  # noqa: E402
from ttlearn.draw.palette import DECK_COLOURS, SERIES  # noqa: E402


def gids(fig, gid):
    return [p for p in fig.axes[0].patches if p.get_gid() == gid]


def shown_text(fig):
    return [t.get_text() for t in fig.axes[0].texts]


def test_importing_ttlearn_or_its_plots_does_not_import_matplotlib():
    code = ("import sys, ttlearn, ttlearn.draw.plots, ttlearn.widgets; ttlearn.show_hand(ttlearn.parse_cards('AS'));"
            "print('matplotlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


CHART_FUNCTIONS = sorted(name for name, f in vars(plots).items()
                         if name.endswith("_figure") and inspect.isfunction(f) and not name.startswith("_"))


def test_in_a_browser_with_no_internet_every_chart_is_a_one_line_note(monkeypatch):
    """Pyodide, where importing matplotlib fails (nothing fetched): each chart function gives
    the note, whatever its arguments, and draws nothing."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib: ImportError
    assert len(CHART_FUNCTIONS) == 13
    for name in CHART_FUNCTIONS:
        note = getattr(plots, name)(None)
        assert isinstance(note, ChartNeedsInternet), name
    assert repr(note).startswith("No chart here: the first chart needs the internet once")
    assert "\n" not in repr(note)
    assert note._repr_html_().startswith('<p class="tt-chart-offline">No chart here')
    assert "<code>import matplotlib</code>" in note._repr_html_()


def test_on_cpython_a_missing_matplotlib_raises_as_before(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(ImportError):
        plots.cumulative_scores_figure({"Ana": [1]})


def test_arrangement_figure_has_a_patch_per_card_and_the_labels():
    arrangement = best_arrangement("5H 6H KS 8H 9C 9D KH 2C QS 3D", round=11)
    fig = plots.arrangement_figure(arrangement)
    cards = gids(fig, "card")
    assert [p.get_label() for p in cards][:4] == [
        "five of hearts", "six of hearts", "king of hearts (wild, plays as seven of hearts)", "eight of hearts"]
    assert len(cards) == 10
    assert len(gids(fig, "frame")) == len(arrangement.melds) + 1
    text = shown_text(fig)
    assert {"run 5♥–8♥", "set of 9s", "left over: 15 points", "2 pts", "3 pts", "10 pts"} <= set(text)
    assert [t.get_text() for t in fig.axes[0].texts if t.get_gid() == "plays-as"] == ["as 7", "as 9"]
    assert fig.axes[0].get_title(loc="left") == "Round 11: 15 points left over"


def test_hand_figure_draws_into_a_given_axes(tmp_path):
    from matplotlib.figure import Figure

    fig = Figure()
    ax_left, ax_right = fig.subplots(1, 2)
    returned = plots.hand_figure(parse_cards("AS 2S 3S"), round=1, ax=ax_right, selected=[0])
    assert returned is fig
    assert len([p for p in ax_right.patches if p.get_gid() == "card"]) == 3 and not ax_left.patches
    fig.savefig(tmp_path / "hand.png")
    assert (tmp_path / "hand.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_figures_follow_the_deck_colours():
    def suit_fills(fig):
        return {tuple(p.get_facecolor()) for p in fig.axes[0].patches if p.get_gid() is None and p.get_label() == ""}

    diamond = parse_cards("3D")
    two, four = (suit_fills(plots.hand_figure(diamond, colours=c)) for c in ("two", "four"))
    previous = set_deck_colours("four")
    try:
        assert suit_fills(plots.hand_figure(diamond)) == four != two
    finally:
        set_deck_colours(previous)
    (colour,) = four  # the three diamond symbols
    assert matplotlib.colors.to_hex(colour).upper() == DECK_COLOURS["four"]["D"].upper()


def test_cumulative_scores_from_a_mapping_or_a_scoreboard():
    per_round = {"Ana": [0, 30, 5], "Ben": [23, 5, 0]}
    board = Scoreboard(("Ana", "Ben"))
    for k in range(3):
        board = board.add_round({name: scores[k] for name, scores in per_round.items()})
    for source in (per_round, board):
        fig = plots.cumulative_scores_figure(source)
        lines = fig.axes[0].lines
        assert [list(line.get_ydata()) for line in lines] == [[0, 30, 35], [23, 28, 28]]
        assert [line.get_color() for line in lines] == list(SERIES[:2])
        assert len({line.get_marker() for line in lines}) == 2  # not colour alone
        assert {"Ana 35", "Ben 28"} <= set(shown_text(fig))
        assert [t.get_text() for t in fig.axes[0].get_xticklabels()] == ["1\n3s", "2\n4s", "3\n5s"]
    with pytest.raises(ValueError, match="same number of rounds"):
        plots.cumulative_scores_figure({"Ana": [1, 2], "Ben": [3]})


def test_score_distributions_mark_each_strategy_and_mean():
    fig = plots.score_distribution_figure({"greedy": [100, 120, 140], "random": [200, 260]})
    legend = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert legend == ["greedy: mean 120.0 (n = 3)", "random: mean 230.0 (n = 2)"]
    assert [line.get_xdata()[0] for line in fig.axes[0].lines] == [120, 230]
    with pytest.raises(ValueError, match="at least one total"):
        plots.score_distribution_figure({"greedy": []})


def test_probability_by_round_with_bounds_and_a_second_series():
    exact = {1: 0.25, 2: 0.5, 3: 0.75}
    fig = plots.probability_by_round_figure(exact, label="exact", title="A meld in the deal")
    ax = fig.axes[0]
    plots.probability_by_round_figure({1: 0.3, 2: 0.5}, ci={1: (0.2, 0.4), 2: (0.45, 0.55)}, ax=ax, label="simulated")
    series = [line for line in ax.lines if line.get_gid() == "series"]
    assert [list(line.get_ydata()) for line in series] == [[0.25, 0.5, 0.75], [0.3, 0.5]]
    assert [line.get_color() for line in series] == list(SERIES[:2])
    assert ax.get_title(loc="left") == "A meld in the deal"  # the second call keeps it
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["exact", "simulated"]
    assert ax.get_ylim() == (0, 1.02)


@pytest.mark.parametrize("probabilities, ci, message", [
    ({1: 1.5}, None, "bad probability 1.5 for round 1"),
    ({12: 0.5}, None, "bad round 12"),
    ({1: 0.5}, {1: (0.6, 0.7)}, "bad bounds"),
    ({1: 0.5, 2: 0.5}, {1: (0.4, 0.6)}, "missing for round 2"),
])
def test_probability_by_round_refuses_bad_input(probabilities, ci, message):
    with pytest.raises(ValueError, match=message):
        plots.probability_by_round_figure(probabilities, ci=ci)


def test_probability_by_round_on_a_log_scale_leaves_out_zeros():
    fig = plots.probability_by_round_figure({1: 0.04, 2: 0.0, 3: 0.001}, log=True)
    ax = fig.axes[0]
    (series,) = [line for line in ax.lines if line.get_gid() == "series"]
    assert list(series.get_xdata()) == [1, 3] and ax.get_yscale() == "log"
    assert plots._percent(0.001) == "0.1%" and plots._percent(0.1) == "10%"


def test_penalty_chances_show_exact_steps_and_estimates_with_upper_bounds():
    fig = plots.penalty_chances_figure({0: 0.01, 1: 0.5, 2: 1.0},
                                       {0: (0.0, 0.0, 0.02), 1: (0.4, 0.3, 0.5), 2: (1.0, 0.98, 1.0)},
                                       title="Round 1")
    ax = fig.axes[0]
    assert ax.get_title(loc="left") == "Round 1" and ax.get_yscale() == "log"
    (bound,) = [line for line in ax.lines if line.get_gid() == "upper bound"]
    assert list(bound.get_xdata()) == [0] and list(bound.get_ydata()) == [0.02]
    with pytest.raises(ValueError, match="nothing to draw"):
        plots.penalty_chances_figure()
    with pytest.raises(ValueError, match="bad estimate"):
        plots.penalty_chances_figure(simulated={0: (0.5, 0.6, 0.7)})


def test_estimates_by_round_against_the_exact_chances_mark_each_miss():
    exact = {1: 0.04, 2: 0.01, 3: 0.002}
    estimates = {"2,000 deals": {1: Estimate(85, 2000), 2: Estimate(19, 2000), 3: Estimate(12, 2000)},
                 "4,000 deals": {1: Estimate(160, 4000), 2: Estimate(41, 4000), 3: Estimate(8, 4000)}}
    fig = plots.estimates_by_round_figure(estimates, exact=exact, log=True, title="Complete deals")
    ax = fig.axes[0]
    series = [line for line in ax.lines if line.get_gid() == "series"]
    assert [list(line.get_ydata()) for line in series] == [
        [0.04, 0.01, 0.002], [0.0425, 0.0095, 0.006], [0.04, 0.01025, 0.002]]
    assert [line.get_color() for line in series] == list(SERIES[:3])
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["exact (every deal)", "2,000 deals", "4,000 deals"]
    (miss,) = [t for t in ax.texts if t.get_gid() == "miss"]  # round 3: 12 in 2,000 is far above 0.2%
    assert miss.get_text() == "miss" and miss.xy == (3, estimates["2,000 deals"][3].high)
    assert ax.get_title(loc="left") == "Complete deals" and ax.get_yscale() == "log"
    without = plots.estimates_by_round_figure(estimates).axes[0]  # no exact chances: nothing to miss
    assert not [t for t in without.texts if t.get_gid() == "miss"]
    assert without.get_title(loc="left") == "Probability by round"


def test_exact_and_estimates_pair_each_estimate_with_its_own_exact_chances():
    one = ({1: 0.04, 2: 0.01}, {1: Estimate(85, 2000), 2: Estimate(19, 2000)})
    two = ({1: 0.05, 2: 0.002}, {1: Estimate(100, 2000), 2: Estimate(19, 2000)})  # round 2: far above 0.2%
    ax = plots.exact_and_estimates_figure({"one deck": one, "two decks": two}, log=True).axes[0]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == [  # matplotlib lists the lines first
        "one deck: exact", "two decks: exact", "one deck: Monte Carlo, 2,000 deals",
        "two decks: Monte Carlo, 2,000 deals"]
    series = [line for line in ax.lines if line.get_gid() == "series"]
    assert [line.get_color() for line in series] == list(SERIES[:4])
    (miss,) = [t for t in ax.texts if t.get_gid() == "miss"]  # the same estimate holds one deck's 1%
    assert miss.xy == (2, two[1][2].high) and ax.get_yscale() == "log"
    mixed = plots.exact_and_estimates_figure({"one deck": (one[0], {1: Estimate(85, 2000), 2: Estimate(9, 1000)})})
    assert mixed.axes[0].get_legend().get_texts()[1].get_text() == "one deck: Monte Carlo"


def test_a_running_estimate_narrows_around_the_exact_chance():
    path = [Estimate(3, 100), Estimate(21, 1000), Estimate(198, 10000)]
    fig = plots.running_estimate_figure(path, exact=Fraction(1, 50), ylabel="chance")
    ax = fig.axes[0]
    (line,) = [line for line in ax.lines if line.get_gid() == "series"]
    assert list(line.get_xdata()) == [100, 1000, 10000] and list(line.get_ydata()) == [0.03, 0.021, 0.0198]
    (exact,) = [line for line in ax.lines if line.get_gid() == "exact"]
    assert list(exact.get_ydata()) == [0.02, 0.02]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["95% interval", "estimate", "exact 1/50"]
    assert ax.get_xscale() == "log" and ax.get_ylabel() == "chance"
    assert ax.get_title(loc="left") == "Monte Carlo closes in on the exact value"
    with pytest.raises(ValueError, match="no estimates"):
        plots.running_estimate_figure([])


def test_counts_by_hand_size_on_a_log_scale():
    sizes = [3, 4, 5]
    fig = plots.counts_by_hand_size_figure(sizes, {"sub-hands": [8, 16, 32], "solved": [2, 3.5, 5]})
    ax = fig.axes[0]
    lines = [line for line in ax.lines if line.get_gid() == "series"]
    assert [list(line.get_ydata()) for line in lines] == [[8, 16, 32], [2, 3.5, 5]]
    assert len({line.get_marker() for line in lines}) == 2  # not colour alone
    assert (ax.get_yscale(), ax.get_xlabel(), ax.get_ylabel()) == ("log", "cards in hand", "how many (log scale)")
    assert ax.get_title(loc="left") == "Counts by hand size"
    with pytest.raises(ValueError, match="one count for each of the 3 hand sizes"):
        plots.counts_by_hand_size_figure(sizes, {"solved": [1, 2]})
