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
from functools import cache
from pathlib import Path

import pytest

from notebook_outputs import NOTEBOOKS, SOURCES, TRANSLATIONS, load, name, output_text
from ttlearn.teach.editions import exercise_ids, is_closed, is_exercise, source_of
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
        strings = [v for v in model.get("state", {}).values() if isinstance(v, str)]
        found.append((f"saved widget {model_id[:8]}", "\n".join(strings)))
    return found


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
        "n3-penalty": "Arrangement(Meld('set', 4♣ 4♥ 4♠), Meld('run', 6♦ 7♦ 8♦); deadwood: 2♥ 3♥ 9♥; penalty 14)",
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
