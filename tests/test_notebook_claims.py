"""What the notebooks say is what their cells compute, and what GitHub shows is a picture.

Each test here would have caught a defect a teacher found in the committed notebooks: a
summary quoting "24 times cheaper" where the cells computed 22 and 33, Monte Carlo said to
"agree" where two intervals missed, a chart of 4- to 7-card melds titled "round 1", widget
cells saved as "VBox(children=...)", output lines too long for a projector, two identical
9♠ shown without a word about the two decks, and rules told but never shown happening.
The notebooks are read as saved (they are committed executed); numbers are recomputed with
ttlearn, not read from the prose.
"""

import json
import re
from functools import cache
from math import comb
from pathlib import Path

import matplotlib
import pytest

matplotlib.use("Agg")

from ttlearn.count import complete_deal_probability, meld_counts, penalty_distribution, shipped  # noqa: E402
from ttlearn.count.montecarlo import Estimate, estimate_complete_deal_probability  # noqa: E402
from ttlearn.count.symmetry import suit_classes  # noqa: E402
from ttlearn.draw import plots  # noqa: E402
from ttlearn.practice.exact_vs_simulated import ExactVsSimulated  # noqa: E402
from ttlearn.teach.editions import runnable_edition

ROOT = Path(__file__).parent.parent
NOTEBOOKS = ROOT / "notebooks"
MINE = ["01_rules_tour.ipynb", "02_melds_and_wild_cards.ipynb", "03_best_arrangement.ipynb",
        "07_counting_hands.ipynb", "08_house_rules.ipynb", "09_counting_every_deal.ipynb"]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
LONGEST_LINE = 100  # characters: what a projector shows without wrapping


@cache
def notebook(name: str) -> dict:
    """A notebook with its closed cells opened: their code and outputs are the notebook's too."""
    return runnable_edition(json.loads((NOTEBOOKS / name).read_text(encoding="utf-8")))


def source(cell: dict) -> str:
    return "".join(cell["source"])


def markdown(name: str) -> list[str]:
    return [source(c) for c in notebook(name)["cells"] if c["cell_type"] == "markdown"]


def summary(name: str, heading: str) -> str:
    return next(text for text in markdown(name) if text.startswith(heading))


def outputs(name: str):
    """(cell index, output) for every output of every code cell."""
    for k, cell in enumerate(notebook(name)["cells"]):
        for output in cell.get("outputs", []):
            yield k, output


def plain_texts(output: dict) -> list[str]:
    if output["output_type"] == "stream":
        return ["".join(output["text"])]
    return ["".join(output.get("data", {}).get("text/plain", ""))]


# --- Notebook 7: the numbers of its summary -------------------------------------------------


def test_counting_quotes_the_symmetry_savings_it_computes():
    """Every "N times fewer/cheaper" in the prose is a ratio the cells compute for seven
    cards (hands per suit class, hands per class solved), rounded: never 24."""
    hands = comb(52, 7)
    computed = {round(hands / suit_classes(7)), round(hands / penalty_distribution(5).classes)}
    assert computed == {22, 33}
    quoted = {int(n) for text in markdown("07_counting_hands.ipynb")
              for n in re.findall(r"(\d+) times (?:fewer|cheaper)", text)}
    assert quoted == computed
    assert set(map(int, re.findall(r"(\d+) times", summary("07_counting_hands.ipynb", "## What we counted")))) \
        <= computed


@cache
def monte_carlo_misses() -> tuple[int, list[int]]:
    """The notebook's Monte Carlo experiment again: 2,000 deals a round, seed = round."""
    exact = {r: complete_deal_probability(r) for r, d in shipped("penalty") if d == 1}
    misses = [r for r, p in exact.items()
              if not estimate_complete_deal_probability(r, samples=2000, seed=r).covers(p)]
    return len(exact), misses


def test_counting_summary_tells_the_coverage_and_the_chance_of_the_misses():
    """The summary says how many intervals held the exact value (not that Monte Carlo
    "agrees"), and the chance of that many misses at 95% each, as computed."""
    k, misses = monte_carlo_misses()
    text = " ".join(summary("07_counting_hands.ipynb", "## What we counted").split())
    assert f"{k - len(misses)} of the {k} intervals" in text
    chance = sum(comb(k, m) * 0.05**m * 0.95 ** (k - m) for m in range(len(misses), k + 1))
    if misses:
        assert "agree" not in text
        assert f"about {round(100 * chance)}% of the time" in text
    saved = "".join(t for _, o in outputs("07_counting_hands.ipynb") for t in plain_texts(o))
    assert f"{k - len(misses)} of {k} intervals hold the exact value; misses in rounds {misses}" in saved
    assert f"chance of {len(misses)} or more misses in {k}: {chance:.1%}" in saved


def test_counting_draws_small_chances_on_a_log_scale():
    """A linear axis hides the misses: the chart of exact against simulated chances is
    drawn with log=True, and that gives a log axis."""
    cells = [source(c) for c in notebook("07_counting_hands.ipynb")["cells"] if c["cell_type"] == "code"]
    charts = [c for c in cells if "estimates_by_round_figure(" in c]
    assert charts and all("log=True" in c for c in charts)
    fig = plots.estimates_by_round_figure({"simulated": {1: Estimate(80, 2000), 3: Estimate(2, 2000)}},
                                          exact={1: 0.04, 3: 0.001}, log=True)
    assert fig.axes[0].get_yscale() == "log"


# --- Chart titles say what the data are --------------------------------------------------------


def test_the_meld_chart_is_titled_by_its_lengths_not_a_round():
    fig = plots.meld_counts_figure(range(3, 8), rounds=(None, 1))
    ax = fig.axes[0]
    assert ax.get_title(loc="left") == "Melds of 3 to 7 cards in 1 deck"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["no wilds", "threes wild"]
    assert "round" not in ax.get_title(loc="left").lower()
    heights = [round(bar.get_height()) for bar in ax.patches]
    assert heights == [meld_counts(k).total for k in range(3, 8)] + [meld_counts(k, round=1).total
                                                                      for k in range(3, 8)]
    assert plots.meld_counts_figure([4], rounds=(2,)).axes[0].get_title(loc="left") == "Melds of 4 cards in 1 deck"


@pytest.mark.parametrize("round, decks", [(1, 1), (5, 2), (9, 1)])
def test_the_exact_against_simulated_chart_names_its_round_and_decks(round, decks):
    chances = ExactVsSimulated(round, decks, samples=200, seed=1)
    title = chances.figure().axes[0].get_title(loc="left")
    cards = round + 2
    assert title.startswith(f"Round {round} ({cards} cards, {decks} deck{'s' if decks > 1 else ''})")
    assert chances.has_exact == ((round, decks) in shipped("penalty"))


# --- What GitHub shows ------------------------------------------------------------------------


@pytest.mark.parametrize("name", MINE)
def test_widget_cells_are_saved_with_their_state_and_a_picture(name):
    """GitHub cannot run widgets: each widget output carries a static picture (HTML or PNG)
    and a short line, never "VBox(children=...)", and the widget state is saved, so
    nbviewer and JupyterLab show the widget itself."""
    state = notebook(name)["metadata"].get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for k, output in outputs(name):
        data = output.get("data", {})
        if WIDGET_VIEW not in data:
            continue
        assert data[WIDGET_VIEW]["model_id"] in state, f"cell {k}: the widget state was not saved"
        assert "text/html" in data or "image/png" in data, f"cell {k}: no picture for GitHub"
        assert not re.match(r"(VBox|HBox|interactive)\(", "".join(data["text/plain"])), f"cell {k}"


WIDGET_MAKERS = ("meld_checker(", "hand_explorer(", "arrange_trainer(", "discard_trainer", "deal_stepper(",
                 "scoring_explainer(", "play_table(", "exact_vs_simulated(")


@pytest.mark.parametrize("name", MINE)
def test_a_widget_cell_is_saved_as_a_widget(name):
    """A cell that shows a widget is saved with the widget itself, not only its picture:
    opened in JupyterLab or nbviewer it is there to touch before anything runs."""
    for k, cell in enumerate(notebook(name)["cells"]):
        lines = source(cell).strip().splitlines()
        if cell["cell_type"] == "code" and lines and any(maker in lines[-1] for maker in WIDGET_MAKERS):
            assert any(WIDGET_VIEW in o.get("data", {}) for o in cell["outputs"]), f"cell {k}: {lines[-1]}"


@pytest.mark.parametrize("name", MINE)
def test_output_lines_fit_a_projector_and_figures_are_pictures(name):
    for k, output in outputs(name):
        assert output["output_type"] != "error", f"cell {k} was saved with an error"
        for text in plain_texts(output):
            for line in text.splitlines():
                assert len(line) <= LONGEST_LINE, f"cell {k}: {len(line)} characters: {line[:60]}..."
        data = output.get("data", {})
        if "".join(data.get("text/plain", "")).startswith("<Figure"):
            assert "image/png" in data, f"cell {k}: a figure saved without its picture"


@pytest.mark.parametrize("name", MINE)
def test_a_hand_with_identical_cards_says_why(name):
    """A picture of a hand or table that shows one card twice is explained next to it: two
    decks (R2)."""
    cells = notebook(name)["cells"]
    for k, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            shown = "".join(output.get("data", {}).get("text/plain", ""))
            found = re.match(r"Picture\((?:hand|table, round \d+, [^:]+:) ([^,)]*)", shown) or \
                re.search(r"\bhand=\(([^)]*)\)", shown)  # a PlayerView
            if not found:
                continue
            cards = found.group(1).replace(",", " ").split()
            if len(cards) != len(set(cards)):
                near = [source(c) for c in cells[max(0, k - 1): k + 2] if c["cell_type"] == "markdown"]
                assert any("two decks" in text and "R2" in text for text in near), f"cell {k}: {shown}"


# --- Notebook 1: every rule shown happening ----------------------------------------------------


def rule_ids() -> list[str]:
    return re.findall(r"^- \*\*([RVH]\d+) ", (ROOT / "RULES.md").read_text(encoding="utf-8"), flags=re.M)


def cited(text: str) -> set[str]:
    """The rules a text cites, with ranges such as R12–R15 spelled out."""
    found = set(re.findall(r"\b([RVH]\d+)\b", text))
    for kind, low, high in re.findall(r"\b([RVH])(\d+)[–-]\1?(\d+)\b", text):
        found |= {f"{kind}{n}" for n in range(int(low), int(high) + 1)}
    return found


# What a saved output of the rules tour shows when the rule happens (not when it is told).
HAPPENING = {
    "R1": r"1 player\(s\): refused: bad number of players",
    "R2": r"2 decks: 104 cards, each card 2 times",
    "R3": r"K-A-2 would wrap around: runs never wrap \(R3\)",
    "R4": r"round 11: 13 cards each",
    "R5": r"round 11: 13 cards each, kings wild",
    "R6": r"(?s)(round +\d+: Player \d deals, Player \d plays first.*){11}",
    "R7": r"stock: 94 cards = 104 - 9 dealt - 1 upcard",
    "R8": r"first to play: Ben",
    "R9": r"refused: draw first: from the stock or the discard pile \(R9\)",
    "R10": r"(?s)may go out: \['go out [^']+'\].*and does: +discard",
    "R11": r"has a last turn \(R11\)",
    "R12": r"a set of 9s",
    "R13": r"a run needs one suit",
    "R14": r"(?s)Ana goes out: lays down run 4♥–6♥.*Ben drew \S+ and may: \['discard[^]]*\]\n",
    "R15": r"K♠→7♥",
    "R16": r"Ben: no melds; left over: 2♣ 2 \+ 7♥ 7 \+ K♦ 10 = 19 points",
    "R17": r"lowest total wins: Player \d and Player \d \(R17\)",
    "H1": r"(?s)shuffled into a new stock \(H1\).*the turn cap of 400 ended the round, H1",
    "H2": r"wild_penalty=20: K♠ scores 20",
    "V1": r"a leftover Ace: 1 point, under V1 15",
}


def test_the_rules_tour_shows_every_rule_happening():
    """Each rule R1-R17, V1, H1, H2 has an output in notebook 1 where it happens: the deal
    passing left for eleven rounds (R6), a player who could go out and did not (R10), a
    last turn that cannot add to the melds laid down (R14), a reshuffled stock in a real
    game (H1), a shared win (R17), a leftover wild and a leftover Ace priced (H2, V1)."""
    saved = "\n".join(t for _, o in outputs("01_rules_tour.ipynb") for t in plain_texts(o))
    assert set(HAPPENING) == set(rule_ids())
    missing = [rule for rule, pattern in HAPPENING.items() if not re.search(pattern, saved)]
    assert missing == []


def test_the_rules_tour_tells_every_rule_before_a_cell():
    """Each rule is cited in prose that a code cell follows at once: told, then shown."""
    cells = notebook("01_rules_tour.ipynb")["cells"]
    shown = set()
    for cell, after in zip(cells, cells[1:]):
        if cell["cell_type"] == "markdown" and after["cell_type"] == "code" and after.get("outputs") is not None:
            shown |= cited(source(cell))
    assert len(rule_ids()) == 20
    assert set(rule_ids()) - shown == set()


# --- Notebook 6: what pairing does, computed ----------------------------------------------

STRATEGY = "06_strategy_lab.ipynb"
_INTERVAL = re.compile(r"\[(-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\]")


def _shown_text(name: str) -> str:
    """Everything the saved outputs show as text (streams, text/plain and text/html)."""
    parts = []
    for _, output in outputs(name):
        parts += plain_texts(output) + ["".join(output.get("data", {}).get("text/html", ""))]
    return "\n".join(parts)


def test_the_strategy_lab_computes_both_intervals_and_the_correlation_it_explains():
    """It once said pairing "removes much of the luck" where, on its own games, pairing
    made the interval wider: now both intervals and the correlation are computed, and the
    prose says which is wider only where a cell shows it."""
    code = "\n".join(source(c) for c in notebook(STRATEGY)["cells"] if c["cell_type"] == "code")
    prose = "\n".join(markdown(STRATEGY))
    assert "removes much of the luck" not in prose
    for needed in ("paired_difference", "unpaired_difference", "statistics.correlation", "rotate=False"):
        assert needed in code, needed
    shown = _shown_text(STRATEGY)
    fixed = re.search(r"lookahead - greedy: .*\[(.*), (.*)\], paired by seed\n"
                      r"lookahead - greedy: .*\[(.*), (.*)\], unpaired", shown)
    assert fixed, "the seats-fixed cell prints the paired and the unpaired interval"
    paired, unpaired = (float(fixed[2]) - float(fixed[1])), (float(fixed[4]) - float(fixed[3]))
    rho = float(re.search(r"game by game: ([-+]\d\.\d\d)", shown)[1])
    assert "*wider*" in prose and paired > unpaired and rho < 0  # what the prose says, as computed


def test_the_strategy_lab_keeps_totals_at_or_above_zero_and_saves_no_progress_bar():
    shown = _shown_text(STRATEGY)
    rows = [line for line in shown.splitlines() if re.match(r"^(\d )?(greedy|random|lookahead|expert) +\d", line)]
    assert rows
    for row in rows:
        if _INTERVAL.search(row):
            low = float(_INTERVAL.search(row)[1])
        else:  # "mean ± half", as it once printed
            mean, half = re.search(r"(\d+\.\d) ± +(\d+\.\d)", row).groups()
            low = float(mean) - float(half)
        assert low >= 0, f"a total's interval below zero (R16): {row}"
    assert "%|" not in shown and "game/s" not in shown, "a progress bar saved in an output"


def test_the_strategy_lab_quotes_no_number_it_does_not_compute():
    """Every number with a decimal point in its prose, and every 'about N points', is in an
    output (it once quoted "about 11 points" from the README)."""
    shown = _shown_text(STRATEGY)
    prose = "\n".join(markdown(STRATEGY))
    quoted = re.findall(r"\b\d+\.\d+\b", prose) + re.findall(r"about (\d+)\s+points", prose)
    missing = [n for n in quoted if n not in shown]
    assert not missing, f"numbers in notebook 6's prose that no cell shows: {missing}"
