"""Every number in a notebook's prose is one its cells show.

A result in the text ("over 635 billion hands", "300 hands", "about 33 times fewer") must
stand in an output of the same notebook, or in the code that makes it (a seed, a number of
games), read the way a reader reads it: "22,100" is 22100, "0.0436" may round 0.043620,
"33 times" may round 33.4. What is not a result is left out: rule numbers (R12, V1, H2),
cards (7♥, 10♦), rounds and notebooks by number, the ranks and counts the rules fix (a
hand of 1 to 14 cards, 52 cards a deck, 104 in two), formulas (between $ $) and code (in
backticks).
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from notebook_outputs import SOURCES, TRANSLATIONS, load, name, output_text
from ttlearn.teach.editions import code_of, is_closed, source_of

RULE_FACTS = {52, 104, 156, 2026}  # cards in one, two, three decks; the head-to-head table's seed (howto/simulations)
SMALL = 14  # whole numbers up to the most cards a hand holds are the rules' own (rounds, hand sizes, ranks)

_LEFT_OUT = [
    re.compile(r"\$[^$]*\$"),  # a formula
    re.compile(r"`[^`]*`"),  # code
    re.compile(r"\]\([^)]*\)"),  # a link's target
    re.compile(r"\b[RVH]\d+(?:[–-]R?\d+)?\b"),  # a rule: R12, R12-R15, V1, H2
    re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]"),  # a card
    re.compile(r"\b(?:round|rounds|notebook|notebooks|seat|seats|player|section|cell)\s+\d+(?:\s*(?:to|–|-|and)\s*\d+)?",
               re.I),
    re.compile(r"^#+ .*$", re.M),  # a heading ("## 6. Exact versus Monte Carlo")
    re.compile(r"\[\d+\.[^\]]*\]"),  # a link to a notebook by its number
]
_NUMBER = re.compile(r"(?<![\w.,/])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(%?)(?![\w/]|[.,]\d)")


def prose_numbers(text: str) -> list[str]:
    """The numbers of a markdown text that could be results, as written."""
    for pattern in _LEFT_OUT:
        text = pattern.sub(" ", text)
    found = []
    for digits, percent in _NUMBER.findall(text):
        value = Fraction(digits.replace(",", ""))
        if percent or "." in digits or (value > SMALL and value not in RULE_FACTS):
            found.append(digits + percent)
    return found


def shown_numbers(notebook: dict) -> set[Fraction]:
    """Every number the notebook's cells show or set: in outputs, and in code."""
    texts = [output_text(o) for c in notebook["cells"] for o in c.get("outputs", [])]
    texts += [code_of(c) or "" for c in notebook["cells"]]
    texts += [o_text for c in notebook["cells"] if is_closed(c)
              for o_text in [output_text(o) for o in c.get("metadata", {}).get("ttlearn", {}).get("outputs", [])]]
    found = set()
    for text in texts:
        for digits in re.findall(r"\d[\d,]*(?:\.\d+)?", text):
            try:
                found.add(Fraction(digits.replace(",", "")))
            except ValueError:
                continue
    # A big count as the prose says it: 27,644,437 is "over 27 million", 635,013,559,600 "635 billion"
    # (the number of millions, billions or trillions, and its whole part: the words vary with the language).
    for unit in (10**6, 10**9, 10**12):
        found |= {scaled for number in found if number >= unit
                  for scaled in (number / unit, Fraction(number.numerator // (number.denominator * unit)))}
    return found


def is_shown(written: str, shown: set[Fraction]) -> bool:
    """Is the prose's number one of those shown, as a reader rounds it? "33" is 33.4 shown,
    "0.0436" is 0.043620, "4.4%" is 0.0436."""
    value = Fraction(written.rstrip("%").replace(",", ""))
    decimals = len(written.rstrip("%").split(".")[1]) if "." in written else 0
    candidates = [value, value / 100] if written.endswith("%") else [value]
    step = Fraction(1, 10 ** decimals)
    for target in candidates:
        scale = 100 if written.endswith("%") and target == value / 100 else 1
        for number in shown:
            if abs(number * scale - target * scale) <= step / 2 or number == target:
                return True
    return False


@pytest.mark.parametrize("path", SOURCES + TRANSLATIONS, ids=name)
def test_every_number_in_the_prose_is_shown_by_a_cell(path):
    notebook = load(path)
    shown = shown_numbers(notebook)
    unshown = [(k, number) for k, cell in enumerate(notebook["cells"])
               if cell.get("cell_type") == "markdown" and not is_closed(cell)
               for number in prose_numbers(source_of(cell)) if not is_shown(number, shown)]
    assert not unshown, f"{name(path)}: numbers in the prose that no cell shows (cell, number): {unshown}"


def test_the_reading_of_numbers():
    assert prose_numbers("R12 and V1, round 11, 7♥, `games=500`, 500 hands, 22,100 deals, 0.0436, 4.4%") == \
        ["500", "22,100", "0.0436", "4.4%"]
    assert prose_numbers("a hand of 13 cards from 52, $3 \\cdot 2 = 6$") == []
    shown = {Fraction(22100), Fraction("33.4"), Fraction("0.043620")}
    assert is_shown("22,100", shown) and is_shown("33", shown) and is_shown("0.0436", shown)
    assert is_shown("4.36%", shown) and not is_shown("500", shown) and not is_shown("34", shown)
