"""A class's results with files only: every answer checked, and every trainer position
answered, is recorded in the session (`ttlearn.teach.attempts`); a student saves them to a
small JSON file; the teacher loads a folder of such files (`ttlearn.teach.class_results`),
each bad file refused in one line and the rest of the class loaded; the class view's model
summarises them (`ttlearn.teach.class_summary`, `ttlearn.widgets.class_view`)."""

import re
from fractions import Fraction

import pytest

from ttlearn.teach import attempts
from ttlearn.teach.attempts import (
    ANSWER_CHARS,
    MOST_ATTEMPTS,
    TIME_FORMAT,
    Attempt,
    forget_attempts,
    record_attempt,
    session_attempts,
)
from ttlearn.teach.exercises import check
from ttlearn.widgets import ArrangeTrainer, DiscardTrainer

TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")


@pytest.fixture(autouse=True)
def _fresh_log():
    """Each test starts with an empty log, and leaves one."""
    forget_attempts()
    yield
    forget_attempts()


# --- recording -------------------------------------------------------------------------------


def test_check_records_each_answer_with_its_verdict_and_first_try():
    assert not check("sets-of-3", 60) and check("sets-of-3", "52") and check("n5-discard", "8H")
    check("sets-of-3", ...)  # no answer yet: nothing judged, nothing recorded
    log = session_attempts()
    assert [(a.exercise_id, a.answer, a.correct, a.first_try) for a in log] == [
        ("sets-of-3", "60", False, True), ("sets-of-3", "52", True, False), ("n5-discard", "8H", True, True)]
    assert all(TIME.fullmatch(a.time) for a in log) and TIME_FORMAT.endswith("Z")
    with pytest.raises(ValueError, match="unknown exercise"):
        check("no-such-exercise", 1)
    assert len(session_attempts()) == 3


def test_an_answer_is_kept_as_one_short_line():
    check("n3-arrange", "3H 4H 5H\n6H   |  9D 10D JD" + " 2C" * 200)
    kept = session_attempts()[-1].answer
    assert "\n" not in kept and kept.startswith("3H 4H 5H 6H | 9D 10D JD 2C") and len(kept) == ANSWER_CHARS
    assert kept.endswith("…")


def test_recording_never_breaks_checking(monkeypatch):
    def broken(*args):
        raise OSError("the clock is gone")

    monkeypatch.setattr(attempts, "now", broken)
    assert check("sets-of-3", 52) and not check("sets-of-3", 60)  # judged all the same, unrecorded
    assert session_attempts() == ()
    monkeypatch.undo()
    assert record_attempt("sets-of-3", 1, correct=False, first_try=object()) is not None
    assert record_attempt(object(), 1, correct=False) is not None  # an id is kept as text
    assert check("sets-of-3", 10 ** 5000).message.startswith("Not yet")  # no text for it: named by its type
    assert session_attempts()[-1].answer == "int"


def test_answers_of_every_kind_are_kept_as_text():
    class Awkward:
        def __repr__(self):
            raise RuntimeError("no repr")

    assert attempts.answer_text(Awkward()).startswith("<Awkward instance")
    assert attempts.answer_text(Fraction(1, 3)) == "1/3" and attempts.answer_text(True) == "True"
    assert attempts.answer_text(None) == "-" and attempts.answer_text([1] * 1000).endswith("...]")


def test_the_log_keeps_the_latest_attempts():
    for k in range(MOST_ATTEMPTS + 5):
        record_attempt("sets-of-3", k, correct=False)
    log = session_attempts()
    assert len(log) == MOST_ATTEMPTS and log[-1].answer == str(MOST_ATTEMPTS + 4) and not log[0].first_try


def test_the_discard_trainer_records_each_position_its_first_answer_a_first_try():
    trainer = DiscardTrainer(round=1, seed=4)
    trainer.choose("4D")
    trainer.choose("QC")
    trainer.next_position()
    trainer.consider(trainer.hand[0])  # shown, not answered: not recorded
    trainer.choose(trainer.hand[0])
    log = session_attempts()
    assert [(a.exercise_id, a.correct, a.first_try) for a in log] == [
        ("discard-trainer", False, True), ("discard-trainer", True, False), ("discard-trainer", True, True)]
    assert log[0].answer == "round 1: 4♦ Q♣ A♥ 6♠ → 4♦" and log[1].answer.endswith("→ Q♣")


def test_the_arrange_trainer_records_each_comparison():
    trainer = ArrangeTrainer(round=3, seed=12)
    trainer.compare()
    trainer.group("KS KH 5D")
    trainer.compare()
    log = session_attempts()
    assert [(a.correct, a.first_try) for a in log] == [(False, True), (True, False)]
    assert log[1] == Attempt("arrange-trainer", "round 3: K♠ K♥ 7♥ 10♣ 5♦ → K♠ K♥ 5♦", True, False, log[1].time)


def test_a_trainer_on_an_exercise_records_attempts_at_the_exercise():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import trainer

    discard = trainer("n5-discard")
    discard.model.choose("4H")
    discard.model.choose("8H")
    assert not check("n5-discard", discard)  # the trainer's first choice is judged, and recorded again
    arrange = trainer("n3-arrange")
    arrange.model.group("3H 4H 5H")
    arrange.model.compare()
    log = session_attempts()
    assert [(a.exercise_id, a.answer, a.first_try) for a in log] == [
        ("n5-discard", "4♥", True), ("n5-discard", "8♥", False), ("n5-discard", "4♥", False),
        ("n3-arrange", "3♥ 4♥ 5♥", True)]
