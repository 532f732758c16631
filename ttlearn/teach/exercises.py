"""Counting exercises a notebook can check: `check(exercise_id, answer)` says whether an
answer is right, and if not, which way it is off and a hint, never the answer itself.

Every answer is computed by ttlearn when it is checked (binomial coefficients, meld counts,
Burnside, the exact tables), so the exercises and the library cannot disagree.

>>> check("sets-of-3", 52)
Feedback('sets-of-3', correct: Right: 52.)
>>> check("sets-of-3", 60)
Feedback('sets-of-3', not yet: too high. Hint: for one rank, choose 3 of its 4 suits; then count the ranks.)
>>> check("sets-of-3", ...)
Feedback('sets-of-3', no answer yet: replace ... with your answer.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from math import factorial, isfinite
from numbers import Rational

from ..count.formulas import meld_counts, number_of_deals
from ..count.probability import complete_deal_probability, upcard_chance
from ..count.symmetry import suit_classes
from ..melds import check_meld
from ..quoting import quote
from ..solver import best_penalty

MELD_GROUPS = ("4C 5C 6H", "AD 2D 3D", "QS KS AS", "9H 9H 9D", "2S 6D 6C 6H", "10C JD QC")
PENALTY_HAND = "5H 6H KS 8H 9C 9D QS QD 2C KD 4S"
FLOAT_TOLERANCE = 1e-6  # a probability given as a float counts as right this close (relative)


@dataclass(frozen=True)
class Exercise:
    """One question, the ttlearn computation that answers it, and a hint."""

    id: str
    question: str
    solve: Callable[[], int | Fraction]
    hint: str
    ordered_mistake: int = 0  # the hand size, when counting ordered hands is a likely slip


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: truthy when right. The message never gives the answer
    away unless the answer was right."""

    exercise_id: str
    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __repr__(self) -> str:
        verdict = "correct: " if self.correct else ""
        return f"Feedback({self.exercise_id!r}, {verdict}{self.message})"


EXERCISES = {e.id: e for e in [
    Exercise("deals-round-1", "How many different 3-card hands can round 1 deal from one deck?",
             lambda: number_of_deals(1), "the order in which the cards arrive does not matter", 3),
    Exercise("deals-round-11", "How many different 13-card hands can round 11 deal from one deck?",
             lambda: number_of_deals(11), "a binomial coefficient: choose 13 of 52", 13),
    Exercise("deals-two-decks", "With two decks (104 physical cards), how many 3-card deals are there?",
             lambda: number_of_deals(1, decks=2), "the two 7♥ are different physical cards", 3),
    Exercise("sets-of-3", "Without wilds, how many 3-card sets (R12) does one deck hold?",
             lambda: meld_counts(3).without_wilds[0], "for one rank, choose 3 of its 4 suits; then count the ranks"),
    Exercise("runs-of-3", "Without wilds, how many 3-card runs (R13, aces low) does one deck hold?",
             lambda: meld_counts(3).without_wilds[1], "a run is fixed by its suit and its lowest card"),
    Exercise("one-wild-melds", "In round 1 (3s wild), how many 3-card melds hold exactly one wild?",
             lambda: sum(meld_counts(3, round=1).by_wilds[1]),
             "two naturals and a wild: a pair of one rank, or two cards of one suit at most two ranks "
             "apart (the wild fills the gap or extends); then choose which 3 is the wild"),
    Exercise("suit-classes-2", "Renaming suits makes hands alike. How many classes of 2-card hands are there?",
             lambda: suit_classes(2), "two cards of one rank; or two ranks, in one suit or in two suits"),
    Exercise("complete-round-1", "What is the chance that a round-1 deal (3 cards, 3s wild) is complete? "
             "Give a fraction.", lambda: complete_deal_probability(1),
             "a complete 3-card hand is one meld: count the 3-card melds of round 1, divide by the deals"),
    Exercise("upcard-hand", "Round 2 (4s wild): you hold 4♥ 5♥ 7♠ 7♣. What is the chance that the upcard "
             "lets you go out (R10)? Give a fraction of the 48 unseen cards.",
             lambda: upcard_chance("4H 5H 7S 7C", round=2),
             "you will discard one card: which cards make four of your five cards one meld?"),
    # Notebook 2: melds and wild cards
    Exercise("melds-round-4", f"Round 4, sixes wild, aces low: how many of these groups are melds? "
             f"{' | '.join(MELD_GROUPS)}", lambda: sum(bool(check_meld(g, round=4)) for g in MELD_GROUPS),
             "a set needs one rank, a run one suit and no gaps a wild cannot fill; every 6 is wild, "
             "and Q-K-A is not a run with aces low (R3)"),
    Exercise("penalty-round-11", "Round 11, Kings wild: what is the lowest penalty of "
             f"{PENALTY_HAND}?", lambda: best_penalty(PENALTY_HAND, round=11),
             "find the melds first (the two Kings are wild), then add up what is left (R16)"),
]}


def question(exercise_id: str) -> str:
    """The text of an exercise."""
    return _exercise(exercise_id).question


def _exercise(exercise_id: str) -> Exercise:
    if exercise_id not in EXERCISES:
        raise ValueError(f"unknown exercise {exercise_id!r}: one of {', '.join(EXERCISES)}")
    return EXERCISES[exercise_id]


# A number typed as text: an integer, a fraction or a decimal, with an optional exponent.
# Checked before Fraction() sees it, because Fraction("1e100000000") would build a number
# of a hundred million digits and never return.
_NUMBER_TEXT = re.compile(r"[+-]?(\d+(/\d+)?|\d*\.\d+|\d+\.)([eE][+-]?(\d{1,4}))?", re.ASCII)
LONGEST_ANSWER = 100  # characters of text an answer may have
LARGEST_EXPONENT = 400  # |exponent| of a typed number: far beyond any answer here


def _as_number(answer: object) -> Fraction | float | None:
    """The answer as an exact Fraction (or a float), or None if it is not a number."""
    if isinstance(answer, bool):
        return None
    if isinstance(answer, (int, Rational)):
        return Fraction(answer)
    if isinstance(answer, float):
        return answer if isfinite(answer) else None
    if isinstance(answer, str):
        text = answer.replace(" ", "")
        match = _NUMBER_TEXT.fullmatch(text) if len(text) <= LONGEST_ANSWER else None
        if match is None or (match.group(4) and int(match.group(4)) > LARGEST_EXPONENT):
            return None
        try:
            return Fraction(text)
        except ZeroDivisionError:
            return None
    return None


def check(exercise_id: str, answer: object) -> Feedback:
    """Check an answer to an exercise and say how it went, without giving the answer away.

    Counts are whole numbers; probabilities are fractions (`Fraction(1, 3)`, "1/3") or
    floats (right to a millionth of the answer).
    """
    exercise = _exercise(exercise_id)

    def say(correct: bool, message: str) -> Feedback:
        return Feedback(exercise_id, correct, message)

    if answer is ... or answer is None:
        return say(False, "no answer yet: replace ... with your answer.")
    given = _as_number(answer)
    right = exercise.solve()
    if given is None:
        kind = "a fraction such as Fraction(1, 3) or '1/3'" if isinstance(right, Fraction) else "a whole number"
        return say(False, f"{quote(answer)} is not a number: give {kind}.")
    if isinstance(given, float):
        close = abs(given - float(right)) <= FLOAT_TOLERANCE * abs(float(right))
        if close:
            return say(True, f"Right (as a float): {float(right):.6g}.")
    elif given == right:
        return say(True, f"Right: {right}.")
    if not isinstance(right, Fraction) and given != int(given):
        return say(False, "a count is a whole number.")
    if isinstance(right, Fraction) and not 0 <= given <= 1:
        return say(False, "a probability lies between 0 and 1.")
    if exercise.ordered_mistake and given == right * factorial(exercise.ordered_mistake):
        return say(False, "that counts the cards in the order they arrive; a hand has no order.")
    direction = "too high" if given > right else "too low"
    return say(False, f"not yet: {direction}. Hint: {exercise.hint}.")


__all__ = ["EXERCISES", "Exercise", "Feedback", "check", "question"]
