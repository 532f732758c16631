"""No edition gives an exercise's answer away before the learner opens it.

For every exercise a notebook poses, its answer (computed by ttlearn, `Exercise.gives_away`:
the value, its thousands written out, an equal share such as "964 of 22,100", the cards by
name, the arrangement ...) is searched in everything a reader sees: in an earlier notebook
and before the exercise, the Markdown, the code, every saved output as text and the saved
widget state; after the exercise, everything but the Markdown (the prose may explain an
answer once it has been asked, but no cell prints it). An answer may stand only in cells
the reader opens on purpose: the closed `solution` and `answer` cells of the learner's
edition (ttlearn.teach.editions); the student's edition has none, and the teacher's edition
is for the teacher.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from notebook_outputs import NOTEBOOKS, SOURCES, TRANSLATIONS, load, name, output_text
from number_leaks import SMALLEST, Printed, derivations, printed_numbers
from ttlearn.teach.editions import exercise_ids, is_closed, is_exercise, source_of
from ttlearn.teach.exercise_kinds import NumberExercise
from ttlearn.teach.exercises import EXERCISES

# What a learner reads, notebook by notebook: the learner's edition (and its translations)
# and the student's edition of each source.
READ = [*SOURCES, *TRANSLATIONS, *(NOTEBOOKS / "student" / s.name for s in SOURCES)]
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def _number(path) -> int:
    return int(path.name[:2])


@cache
def shown_in(path: Path, asked: str) -> list[tuple[str, str]]:
    return shown(load(path), asked)


def shown(notebook: dict, asked: str | None = None) -> list[tuple[str, str]]:
    """(where, text) for everything a reader sees without opening a closed cell; with
    `asked`, the id of an exercise the notebook poses, not the prose that follows it."""
    found = []
    after = False
    for k, cell in enumerate(notebook["cells"]):
        after = after or (is_exercise(cell) and asked in exercise_ids({"cells": [cell]}))
        if is_closed(cell) or (after and cell.get("cell_type") == "markdown"):
            continue
        found.append((f"cell {k}", source_of(cell)))
        for output in cell.get("outputs", []):
            found.append((f"output of cell {k}", output_text(output)))
    state = notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for model_id, model in state.items():
        strings = [_SVG_MARKUP.sub(" ", v) for v in model.get("state", {}).values() if isinstance(v, str)]
        found.append((f"saved widget {model_id[:8]}", "\n".join(strings)))
    return found


# A chart's markup in a widget, not what it shows: a Thai font's glyph is named "Loma-152", a path
# runs "M 592 ...". What the chart says is in its <text> and in the comments matplotlib writes ("<!-- 52 -->").
_SVG_MARKUP = re.compile(r"<(?:path|use|clipPath|rect|g|defs|style|svg)\b[^>]*>")


def _posed() -> list[tuple[str, int]]:
    """Each exercise a notebook poses, with that notebook's number."""
    return [(i, _number(source)) for source in SOURCES for i in exercise_ids(load(source))]


@pytest.mark.parametrize("exercise_id, number", _posed(), ids=[i for i, _ in _posed()])
def test_no_reader_sees_an_answer_before_opening_it(exercise_id, number):
    exercise = EXERCISES[exercise_id]
    leaks = [f"{name(path)}, {where}" for path in READ if _number(path) <= number
             for where, text in shown_in(path, exercise_id) if exercise.gives_away(text)]
    assert not leaks, (f"the answer to {exercise_id!r} ({exercise.answer_text()}) shows in "
                       f"{', '.join(leaks[:6])}{' ...' if len(leaks) > 6 else ''}: close the cell (tag it "
                       "'answer'), or ask before showing it")


def test_the_search_finds_each_kind_of_leak():
    """The search itself, on leaks a reader would recognise."""
    cases = {
        "complete-round-1": "964 complete deals of 22,100",  # an equal share, not reduced
        "deals-round-11": "The last round has over 635 billion hands",  # a big count in words
        "sets-of-3": "all 3-card melds: 964 with threes wild, 96 without wilds",  # the sum of two answers
        "n3-penalty": "Arrangement(Meld('set', 4♣ 4♥ 4♠), Meld('run', 6♦ 7♦ 8♦), Meld('run', 9♣ 10♣ J♣ Q♣); "
                          "deadwood: 2♥ 3♥ 9♥; penalty 14)",
        "n6-paired-or-unpaired": "Pairing made the interval *wider*.",  # the prose arguing it
        "n1-cards-round-7": "round  7:  9 cards each, nines wild",
    }
    for exercise_id, text in cases.items():
        assert EXERCISES[exercise_id].gives_away(text), exercise_id
    assert not EXERCISES["complete-round-1"].gives_away("1,099 of 22,763")
    assert not EXERCISES["n1-cards-round-7"].gives_away("round 5 deals 7 cards")
    assert not EXERCISES["n2-meld-qka"].gives_away("V1: a run Q♥–A♥")  # a worked example, not its answer ('run')
    widget = {"cells": [], "metadata": {"widgets": {WIDGET_STATE: {"state": {"m1": {"state": {"value": "52 sets"}}}}}}}
    assert any(EXERCISES["sets-of-3"].gives_away(text) for _, text in shown(widget))
    closed = {"cells": [{"cell_type": "markdown", "metadata": {"tags": ["solution"]},
                         "source": "<details><summary>Solution</summary>\n\n```python\nprint(52)\n```\n</details>"}]}
    assert shown(closed) == []
    asked = {"cells": [{"cell_type": "code", "metadata": {"tags": ["exercise"]}, "outputs": [],
                        "source": 'answer = ...\ncheck("sets-of-3", answer)'},
                       {"cell_type": "markdown", "metadata": {}, "source": "There are 52 sets."}]}
    assert len(shown(asked, "sets-of-3")) == 1 and len(shown(asked)) == 2  # the prose after it explains
    assert json.dumps(shown(widget))  # the texts are plain strings


# --- answers that follow from two printed numbers ---------------------------------------------


def posed_in_order(notebook: dict) -> list[tuple[int, str]]:
    """Each exercise the notebook poses, with the number of its exercise cell, in order."""
    found: dict[str, int] = {}
    for k, cell in enumerate(notebook["cells"]):
        if is_exercise(cell):
            for exercise_id in exercise_ids({"cells": [cell]}):
                found.setdefault(exercise_id, k)
    return sorted(((k, i) for i, k in found.items()))


def _number_answer(exercise_id: str) -> Fraction | None:
    """The answer of a number exercise as a Fraction; None for any other kind, and for a
    whole number below `SMALLEST` (any two small numbers give one)."""
    exercise = EXERCISES[exercise_id]
    if not isinstance(exercise, NumberExercise):
        return None
    right = Fraction(exercise.solve())
    return None if right.denominator == 1 and abs(right) < SMALLEST else right


ASKED_TOGETHER = 4  # cells: two exercises this close ask about one table (sets-of-3, runs-of-3)


def targets(notebook: dict) -> list[tuple[int, str, Fraction]]:
    """What a reader must not work out before each exercise: (cell, what, value). Each
    number exercise's answer, and the sum of two asked one after the other (sets-of-3 and
    runs-of-3: "22,004 of 22,100 are no meld" gives their sum), before the first of them."""
    posed = [(k, i, _number_answer(i)) for k, i in posed_in_order(notebook)]
    found = [(k, f"`{i}` ({value})", value) for k, i, value in posed if value is not None]
    for (k, first, a), (j, second, b) in zip(posed, posed[1:]):
        if a is not None and b is not None and a.denominator == b.denominator == 1 and j - k <= ASKED_TOGETHER:
            found.append((k, f"`{first}` + `{second}` ({a + b})", a + b))
    return found


TOGETHER = 3  # cells: numbers this close are read together ("87.2 expected" under "of 2,000 deals")
ALONE = 100  # a whole number below this printed alone is no answer given (10 points a King, 13 ranks)
# A whole answer below this is searched for in two exact numbers only when they are read together
# (within TOGETHER cells): a notebook prints hundreds of numbers, and two of them, cells apart,
# differ by every small answer by chance (a game's totals 164 and 154, cells 3 and 30, give 10 points).
FAR = 1000


def seen_around(notebook: dict, cell: int) -> list[list[Printed]]:
    """The numbers a reader sees around an exercise at `cell`, cell by cell: the prose above
    it, and every code cell and saved output (read ahead: "DEALS = 2000" and an output after
    the exercise show too), closed cells left out (as `shown` reads them)."""
    found = []
    for k, other in enumerate(notebook["cells"]):
        if is_closed(other):
            continue
        texts = [source_of(other)] if other.get("cell_type") == "code" or k < cell else []
        texts += [output_text(output) for output in other.get("outputs", [])]
        found.append(printed_numbers("\n".join(texts)))
    return found


def number_leaks(notebook: dict) -> list[str]:
    """Each answer a reader can work out from a number, or two, that the notebook shows
    around its exercise: two exact numbers anywhere in it ("22,004" of the "22,100" hands
    counted above), a rounded decimal with a number read beside it (in cells at most
    `TOGETHER` apart: "87.2 expected" of "2000" deals)."""
    found = []
    for cell, what, value in targets(notebook):
        cells = seen_around(notebook, cell)
        alone = value.denominator != 1 or abs(value) >= ALONE
        ways = [text for numbers in cells for text in derivations(value, numbers, pairs=False)] if alone else []
        if value.denominator != 1 or abs(value) >= FAR:  # far apart, two exact numbers give it only if it is rare
            ways += derivations(value, [n for numbers in cells for n in numbers if n.exact], single=False)
        for k in range(len(cells)):  # a rounded decimal, with a number read beside it
            ways += derivations(value, [n for numbers in cells[k:k + TOGETHER] for n in numbers], single=False)
        ways = list(dict.fromkeys(ways))
        if ways:
            found.append(f"{what}, exercise cell {cell}: {'; '.join(ways[:4])}{' ...' if len(ways) > 4 else ''}")
    return found


@pytest.mark.parametrize("path", READ, ids=name)
def test_no_answer_follows_from_two_numbers_printed_before_it(path):
    """For every number exercise (and every two asked one after the other), no number the
    notebook shows around it (the prose before it, every output), nor the sum, difference,
    product or quotient of two read together, is its answer (`number_leaks`: exactly for
    whole numbers and fractions, at the printed precision for decimals; whole numbers below
    10 left out, and below 100 as a number printed alone).

    The caps, and why (each keeps chance out: a notebook prints a thousand numbers, and any
    two of them would give every small answer, as no reader works it out): two-digit whole
    numbers are not combined (11 + 13 = 24 points), nor two rounded decimals, and a rounded
    decimal only with a number within `TOGETHER` cells (`number_leaks`). Earlier notebooks'
    numbers are searched as text by the test above."""
    leaks = [leak for leak in number_leaks(load(path)) if not any(
        leak.startswith(f"`{exercise}`") and ways in leak for exercise, ways in COINCIDENCES)]
    assert not leaks, f"{name(path)}: " + " | ".join(leaks)


# Derivations read and found to be chance, each with what the two numbers are: no reader gets
# the answer from them. A new one is reviewed the same way before it goes here.
COINCIDENCES = {
    # ticket 1: 10·t(599)/t(99)·√(1/6) = 4.04; 226 games and a spread of 55.9 points are the
    # fixed design's count of games and its standard deviation, printed in one line
    ("n6-ticket-more-games", "226 / 55.9"): "games and a spread, divided",
    # 241/5525 = 0.04362; 3093/1672307 is round 5's chance of a complete deal and 23.58 round 2's
    # mean best penalty, two rows apart in one table
    ("complete-round-1", "3093/1672307 * 23.58"): "two rounds' figures, multiplied",
    # 5/48 is the upcard's chance (5 cards of 48 unseen); C(52, 4) / C(52, 5) is 5/48 too, for
    # any deck of 52 (5/(52 - 4)): two rows of the table of hands per round
    ("upcard-hand", "270,725 / 2,598,960"): "the hands of rounds 2 and 3, divided",
    # 13 classes of 1-card hands; 13/2000 is a share of 2,000 random deals, and its numerator is a
    # count below ALONE, which gives no answer printed by itself
    ("n7-ticket-suit-classes-1", "13/2000 * 2000"): "a share of the deals, times the deals",
    # the closing catalogue lists every lesson's questions: "256 hands" (this one) and "104
    # physical cards" (notebook 7's two decks) are two questions' words
    ("n9-alive-after-two", "256 - 104"): "two questions of the catalogue",
}


def test_the_number_search_finds_each_kind_of_derived_answer():
    """A fake notebook for each kind: a share of a decimal, a difference of two counts, a
    product, a sum, a quotient at the printed precision, a count printed as it is; and the
    same notebooks with the numbers after the exercise, or in a closed cell, find nothing."""
    def notebook(prose, asked, closed=False):
        cells = [{"cell_type": "markdown", "metadata": {"tags": ["answer"]} if closed else {},
                  "source": ("<details><summary>Answer</summary>\n\n" if closed else "") + prose},
                 *({"cell_type": "code", "metadata": {"tags": ["exercise"]}, "outputs": [],
                    "source": f'answer = ...\ncheck("{i}", answer)'} for i in asked)]
        return {"cells": cells}

    cases = {
        "87.2 complete deals expected of 2,000.": ["complete-round-1"],  # a quotient at its precision: 0.0436
        "22,004 of the 22,100 hands are no meld.": ["sets-of-3", "runs-of-3"],  # 22,100 - 22,004 = 52 + 44
        "Two tables of 26 sets and 26 more.": ["sets-of-3"],  # two-digit numbers are not combined: none
        "152 hands, of which 100 are runs": ["sets-of-3"],  # a difference
        "Two tables of 120 sets and 140 more": ["one-wild-melds"],  # no: 592 is none of these
        "Tables of 292 and 300 melds": ["one-wild-melds"],  # a sum
        "13 ranks, 52 cards, 12,220 ways to choose.": ["one-wild-melds"],  # 12,220 / ... no: none of these
        "635,766,224 complete deals of 14,575,372,689,200 deals": ["deals-round-11"],  # a product is far off: none
        "182,104 hands": ["deals-two-decks"],  # printed as it is
        "4.36% of the hands are complete": ["complete-round-1"],  # a percentage at its precision
        "a product: 4,400 runs in 100 decks": ["runs-of-3"],  # 4,400 / 100
    }
    found = {prose: number_leaks(notebook(prose, asked)) for prose, asked in cases.items()}
    assert [prose for prose, leaks in found.items() if not leaks] == [
        "Two tables of 26 sets and 26 more.", "Two tables of 120 sets and 140 more",
        "13 ranks, 52 cards, 12,220 ways to choose.", "635,766,224 complete deals of 14,575,372,689,200 deals"]
    assert "22,100 - 22,004" in found["22,004 of the 22,100 hands are no meld."][0]
    assert "`sets-of-3` + `runs-of-3`" in found["22,004 of the 22,100 hands are no meld."][0]
    assert not number_leaks(notebook("87.2 complete deals expected of 2,000.", ["complete-round-1"], closed=True))
    after = notebook("87.2 complete deals expected of 2,000.", ["complete-round-1"])
    after["cells"].reverse()
    assert not number_leaks(after)
    assert not number_leaks(notebook("87 complete deals expected of 2,000.", ["complete-round-1"]))  # 0.0435: no
