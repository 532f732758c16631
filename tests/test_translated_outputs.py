"""What the translated notebooks print is in their language: the saved outputs of every
notebook of notebooks/{sv,hr,th}/ hold no English a learner reads, neither from the library
nor from the labels of the cells' own prints (an action a cell shows, in `Action.words`, too).

A sentence is a stream's text and the plain text of a result; an object's repr is code, the
same in every language, and so are a figure, an option of the rules (`games=12`) and Python's
own values (True): they are left out.
Thai has no Latin letters, so every Latin word left is English (`english_left`); Swedish and
Croatian are checked for the words only English uses (`english_words`) and for those of the
English notebooks' own labels (`LABELS`).
"""

from __future__ import annotations

import re

import pytest

from learner_text import english_left, english_words
from notebook_outputs import TRANSLATIONS, load, name, outputs, plain_lines
from ttlearn.engine.actions import ACTION_KINDS

# A repr a cell shows (Meld('set', ...), Arrangement(...), Picture(...), a widget's repr):
# the text from the class name on is code.
REPR = re.compile(r"\b[A-Z][A-Za-z]+\(")
OPTION = re.compile(r"\b[a-z_]+=[^\s,)]*")
# Python's own values, the same in every language: what `print(True)` shows, what an answer "True or False" is.
VALUES = re.compile(r"\b(?:True|False|None)\b")
# Code in backticks (an exercise's id, `n1-wild-round-9`), a value in quotes ('half', what a
# learner types), a call or a dotted name (simulate(...), ttlearn.simulation.stats.mean_ci), the
# formulas' names (Var, Cov, sqrt), and the actions' own texts, the constant `Game.play` reads
# (notebook 1 prints it to show what a learner may type).
CODE = re.compile(r"`[^`]*`|'[^'\n]*'|\b\w+(?:\.\w+)+|\b\w+(?=\()|\b(?:Var|Cov|sqrt)\b|^"
                  + re.escape(str(ACTION_KINDS)) + "$")
FIGURE = re.compile(r"^<Figure size [\d.]+x[\d.]+ with \d+ Axes>$")
# The players of notebook 1 are Ana, Ben, Cy and Dee in every language: names, not English.
NAMES = {"Ana", "Ben", "Cy", "Dee"}
# Words of the English labels of notebooks 1 and 2 that no Swedish or Croatian word is, beside
# those `english_words` knows: so a label left in English is found in those languages too.
LABELS = {"player", "players", "refused", "number", "deck", "decks", "each", "times", "dealt", "upcard", "first",
          "deals", "plays", "may", "drew", "holds", "now", "does", "has", "drawn", "went", "scores", "leftover",
          "under", "reshuffles", "rounds", "totals", "after", "itself", "wilds", "aces", "low", "meld", "cards"}


def sentences(line: str) -> str:
    """A line of output without its code: a repr from its class name on, the options of
    the rules, Python's values."""
    found = REPR.search(line)
    line = line[:found.start()] if found else line
    return VALUES.sub("", OPTION.sub("", CODE.sub("", line.strip())))


def learner_lines(path) -> list[tuple[int, str]]:
    """Each line of the saved outputs a learner reads as a sentence, with its cell."""
    found = []
    for cell, output in outputs(load(path)):
        for line in plain_lines(output):
            if FIGURE.match(line.strip()):
                continue
            text = sentences(line)
            if text.strip():
                found.append((cell, text))
    return found


def english(path, text: str) -> list[str]:
    if path.parent.name == "th":
        words = english_left(text)
    else:
        words = sorted(set(english_words(text)) | {w for w in re.findall(r"[^\W\d_]+", text) if w.lower() in LABELS})
    return [word for word in words if word not in NAMES]


@pytest.mark.parametrize("path", TRANSLATIONS, ids=name)
def test_the_outputs_speak_the_notebooks_language(path):
    left = [f"cell {cell}: {english(path, text)} in {text!r}" for cell, text in learner_lines(path)
            if english(path, text)]
    assert not left, f"{name(path)} prints English:\n" + "\n".join(left)


def test_code_in_an_output_is_not_counted():
    line = "Ben ทิ้ง 2♠ (K♣, Arrangement(Meld('run', 6♦ 7♦ 8♦); deadwood: none))"
    assert sentences(line) == "Ben ทิ้ง 2♠ (K♣,"
    assert sentences("simulate(['lookahead'], games=12, rotate=False): True") == "([], , ): "
    assert english_left(sentences("Ana may: ['draw stock'] wild_penalty=20: K♠ scores 20")) == ["Ana", "may", "scores"]
