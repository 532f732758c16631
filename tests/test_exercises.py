"""Exercise feedback: right answers pass, wrong ones get a direction and a hint, and no
message gives a wrong answerer the answer."""

from fractions import Fraction
from math import comb, factorial

import pytest

from ttlearn.count import complete_deal_probability
from ttlearn.teach.exercises import EXERCISES, check, question


@pytest.mark.parametrize("exercise_id", sorted(EXERCISES))
def test_the_computed_answer_is_right_and_near_misses_are_not(exercise_id):
    right = EXERCISES[exercise_id].solve()
    assert check(exercise_id, right)
    for wrong in (right + 1, right - 1) if not isinstance(right, Fraction) else (right * 2, right / 2):
        feedback = check(exercise_id, wrong)
        assert not feedback
        assert str(right) not in feedback.message
        assert "too high" in feedback.message or "too low" in feedback.message or "between 0 and 1" in feedback.message


def test_answers_a_class_can_work_out_by_hand():
    assert check("deals-round-1", comb(52, 3))
    assert check("deals-round-11", comb(52, 13))
    assert check("deals-two-decks", comb(104, 3))
    assert check("sets-of-3", 13 * comb(4, 3))
    assert check("runs-of-3", 4 * 11)
    assert check("suit-classes-2", 13 + comb(13, 2) * 2)


def test_probabilities_as_fractions_strings_and_floats():
    p = complete_deal_probability(1)
    assert check("complete-round-1", p)
    assert check("complete-round-1", f"{p.numerator}/{p.denominator}")
    assert check("complete-round-1", float(p))
    assert not check("complete-round-1", float(p) * 1.01)
    assert "between 0 and 1" in check("complete-round-1", 3).message


def test_common_slips_get_specific_feedback():
    assert "order" in check("deals-round-1", comb(52, 3) * factorial(3)).message
    assert "no answer yet" in check("sets-of-3", ...).message
    assert "not a number" in check("sets-of-3", "many").message
    assert "whole number" in check("sets-of-3", 51.5).message
    for nonsense in (float("nan"), float("inf"), "1/0", True, [52]):
        assert "not a number" in check("sets-of-3", nonsense).message


def test_unknown_exercise_names_the_known_ones():
    with pytest.raises(ValueError, match="sets-of-3"):
        check("nope", 1)
    assert "3-card sets" in question("sets-of-3")
