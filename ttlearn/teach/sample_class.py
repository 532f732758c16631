"""A class that never was: students' files of attempts, as `save_attempts` writes them, for a
teacher to try the class view before a lesson (and for the tests). Each student answers the
count and choice exercises of notebooks 1 to 4, right at the first try with a chance that is
their skill, else with a likely slip first (a count one off, or another of the words), then
the right answer. Two more files are what a class also hands in: one cut off while saving,
one edited by hand (an answer marked right that is not a yes or no).

Nothing in the session is touched: the attempts are made here, judged by the catalogue, and
written with `attempts_json`.

>>> import tempfile
>>> from ttlearn.teach.class_results import load_class
>>> with tempfile.TemporaryDirectory() as folder:
...     written = write_sample_class(folder)
...     results = load_class(folder)
>>> len(written), len(results.students), len(results.refused)
(8, 6, 2)
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from fractions import Fraction
from pathlib import Path

from .attempts import TIME_FORMAT, Attempt, answer_text, attempts_json, file_name
from .exercise_kinds import ChoiceExercise, Exercise, NumberExercise
from .exercises import by_notebook

STUDENTS = {"Ana": 0.9, "Ben": 0.75, "Cy": 0.6, "Dee": 0.5, "Eli": 0.35, "Fay": 0.8}  # name: skill
START = datetime(2026, 3, 2, 9, 0)  # the lesson (UTC): a Monday at nine
CORRUPT = ("attempts-gus.json", "attempts-hal.json")  # cut off while saving; edited by hand


def _answerable(exercise: Exercise) -> bool:
    """A count, or one of a few words: exercises a slip can be made up for."""
    return isinstance(exercise, ChoiceExercise) and not exercise.names or (
        isinstance(exercise, NumberExercise) and not isinstance(exercise.solve(), Fraction))


def _slip(exercise: Exercise, rng: random.Random) -> object:
    """A likely wrong answer: a count one off, or another of the words."""
    right = exercise.solve()
    if isinstance(exercise, NumberExercise):
        return right + rng.choice((-1, 1))  # type: ignore[operator]
    words = [w for w in exercise.words if exercise.judge(w).correct is False]  # type: ignore[attr-defined]
    return rng.choice(words)


def _right(exercise: Exercise) -> object:
    right = exercise.solve()
    if isinstance(exercise, ChoiceExercise):
        return next(w for w in exercise.words if exercise.judge(w).correct)
    return right


def student_attempts(skill: float, seed: int) -> list[Attempt]:
    """One student's attempts at the count and choice exercises of notebooks 1 to 4."""
    rng = random.Random(seed)
    attempts, time = [], START
    for exercise in [e for n in (1, 2, 3, 4) for e in by_notebook(n) if _answerable(e)]:
        answers = [_right(exercise)] if rng.random() < skill else [_slip(exercise, rng), _right(exercise)]
        for k, answer in enumerate(answers):
            time += timedelta(seconds=rng.randint(20, 240))
            attempts.append(Attempt(exercise.id, answer_text(answer), exercise.judge(answer).correct, k == 0,
                                    time.strftime(TIME_FORMAT)))
    return attempts


def write_sample_class(folder: str | Path, seed: int = 0) -> list[Path]:
    """Write six students' files and two corrupt ones into `folder` (made if missing); return
    their paths."""
    where = Path(folder)
    where.mkdir(parents=True, exist_ok=True)
    written = []
    for k, (name, skill) in enumerate(STUDENTS.items()):
        path = where / file_name(name)
        path.write_text(attempts_json(name, student_attempts(skill, seed * 100 + k)), encoding="utf-8")
        written.append(path)
    good = attempts_json("Gus", student_attempts(0.7, seed * 100 + 98))
    cut, edited = where / CORRUPT[0], where / CORRUPT[1]
    cut.write_text(good[:len(good) // 2], encoding="utf-8")
    edited.write_text(attempts_json("Hal", student_attempts(0.7, seed * 100 + 99)).replace(
        '"correct": true', '"correct": "yes"', 1), encoding="utf-8")
    return [*written, cut, edited]


__all__ = ["STUDENTS", "student_attempts", "write_sample_class"]
