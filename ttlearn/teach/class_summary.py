"""A class's results summed up for the teacher (the model of `ttlearn.widgets.class_view`):
for each exercise, named by its question, the share of students right at the first try and
the wrong answers most often given, the hardest exercises, each student's line, and a chart.

A share counts first tries: a student's first answer to an exercise in the session that
`check` could read as one (`ttlearn.teach.attempts`), or,
for a trainer's own positions ("discard-trainer", "arrange-trainer"), the first answer of
each position. A wrong answer is counted once for each student who gave it, however often.

>>> from ttlearn.teach.attempts import Attempt
>>> from ttlearn.teach.class_results import ClassResults, StudentAttempts
>>> def tried(*rows):
...     return tuple(Attempt(*row, "2026-03-02T09:00:00Z") for row in rows)
>>> results = ClassResults("class", (
...     StudentAttempts("Ana", "ana.json", tried(("n1-next-dealer", "Cy", False, True),
...                                              ("n1-next-dealer", "Ana", True, False))),
...     StudentAttempts("Ben", "ben.json", tried(("n1-next-dealer", "Ana", True, True),
...                                              ("n4-winner", "Ana", False, True))),
... ), ())
>>> summary = ClassSummary.of(results)
>>> summary
ClassSummary(2 students, 2 exercises; 0 files refused)
>>> print(summary.text())  # doctest: +NORMALIZE_WHITESPACE
Class results: 2 students, 0 files refused.
<BLANKLINE>
question                           students  right at the first try  most common wrong answers
1: Who deals the next round (R6)?         2  1 of 2 (50%)            Cy (1)
4: Who wins (R17)?                        1  0 of 1 (0%)             Ana (1)
<BLANKLINE>
Hardest first: 4: Who wins (R17)? (0%); 1: Who deals the next round (R6)? (50%).
<BLANKLINE>
student  exercises tried  right at the first try
Ana                    1  0 of 1 (0%)
Ben                    2  1 of 2 (50%)
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..language import _, count_text
from ..language.text_width import text_table
from .attempts import ARRANGE_TRAINER, DISCARD_TRAINER, TRAINERS
from .class_results import ClassResults, RefusedFile
from .exercises import EXERCISES

if TYPE_CHECKING:  # matplotlib is imported only when the chart is drawn
    from matplotlib.figure import Figure

    from ..draw.offline_charts import ChartNeedsInternet

ORDER = {exercise_id: k for k, exercise_id in enumerate([*EXERCISES, *TRAINERS])}  # the catalogue's order
WRONG_SHOWN = 3  # the most common wrong answers shown for each exercise
HARDEST_SHOWN = 5


@dataclass(frozen=True)
class ExerciseResult:
    """One exercise across the class: how many students tried it, their attempts, the first
    tries and how many were right, and the wrong answers with the number of students who
    gave each, the most common first."""

    exercise_id: str
    students: int
    attempts: int
    first_tries: int
    right_first: int
    wrong_answers: tuple[tuple[str, int], ...]

    @property
    def share(self) -> float | None:
        """The share of first tries that were right; None with no first try."""
        return self.right_first / self.first_tries if self.first_tries else None


@dataclass(frozen=True)
class StudentLine:
    """One student: the exercises tried (trainers counted as one each), and of the first
    tries, how many were right."""

    student: str
    file: str
    tried: int
    first_tries: int
    right_first: int


def _share_words(right: int, tries: int) -> str:
    """ "3 of 4 (75%)", or "-" with no first try. The "%" stays out of the message: gettext reads
    "% (" as a format."""
    if not tries:
        return "-"
    return _("{right} of {tries} ({share})").format(right=right, tries=tries, share=f"{round(100 * right / tries)}%")


@dataclass(frozen=True)
class ClassSummary:
    """The class's results (`results`) summed up: `exercises` in the catalogue's order (those
    tried), `students` in the order of their files, and the `refused` files."""

    results: ClassResults
    exercises: tuple[ExerciseResult, ...]
    students: tuple[StudentLine, ...]

    @classmethod
    def of(cls, results: ClassResults) -> ClassSummary:
        """Sum up a class's results."""
        ids = sorted({a.exercise_id for a in results.attempts}, key=lambda i: (ORDER.get(i, len(ORDER)), i))
        exercises = []
        for exercise_id in ids:
            students = attempts = first_tries = right_first = 0
            wrong: Counter[str] = Counter()
            for student in results.students:
                mine = [a for a in student.attempts if a.exercise_id == exercise_id]
                if not mine:
                    continue
                students += 1
                attempts += len(mine)
                firsts = [a for a in mine if a.first_try]
                first_tries += len(firsts)
                right_first += sum(a.correct for a in firsts)
                wrong.update({a.answer for a in mine if not a.correct})  # once for each student
            common = tuple(sorted(wrong.items(), key=lambda item: (-item[1], item[0]))[:WRONG_SHOWN])
            exercises.append(ExerciseResult(exercise_id, students, attempts, first_tries, right_first, common))
        lines = []
        for student in results.students:
            firsts = [a for a in student.attempts if a.first_try]
            lines.append(StudentLine(student.student, student.file, len({a.exercise_id for a in student.attempts}),
                                     len(firsts), sum(a.correct for a in firsts)))
        return cls(results, tuple(exercises), tuple(lines))

    @property
    def refused(self) -> tuple[RefusedFile, ...]:
        return self.results.refused

    def hardest(self, count: int = HARDEST_SHOWN) -> tuple[ExerciseResult, ...]:
        """The exercises with the lowest share right at the first try, the lowest first (of
        equal shares, the one more students tried first); exercises with no first try left out."""
        return _hardest_first(self.exercises)[:count]

    def __repr__(self) -> str:
        def count(n: int, noun: str) -> str:
            return f"{n} {noun}" if n == 1 else f"{n} {noun}s"

        return (f"ClassSummary({count(len(self.students), 'student')}, {count(len(self.exercises), 'exercise')}; "
                f"{count(len(self.refused), 'file')} refused)")

    # --- in words ---------------------------------------------------------------------------

    def heading(self) -> str:
        return _("Class results: {students}, {refused}.").format(
            students=count_text(len(self.students), "{count} student", "{count} students"),
            refused=count_text(len(self.refused), "{count} file refused", "{count} files refused"))

    def exercise_rows(self) -> list[list[str]]:
        """The table of exercises: a heading row, then a row for each exercise."""
        # TRANSLATORS: the headings of the class table's columns: the question (its notebook and
        # its opening words), how many students tried it, the share of their first tries that
        # were right, the wrong answers.
        rows = [[_("question"), _("students"), _("right at the first try"), _("most common wrong answers")]]
        for e in self.exercises:
            wrong = ", ".join(f"{answer} ({n})" for answer, n in e.wrong_answers) or "-"
            rows.append([question_label(e.exercise_id), str(e.students), _share_words(e.right_first, e.first_tries),
                         wrong])
        return rows

    def student_rows(self) -> list[list[str]]:
        """The table of students: a heading row, then a row for each student."""
        # TRANSLATORS: the headings of the students' table: a student's name, how many exercises
        # the student tried, and how many first tries were right.
        rows = [[_("student"), _("exercises tried"), _("right at the first try")]]
        for line in self.students:
            rows.append([line.student, str(line.tried), _share_words(line.right_first, line.first_tries)])
        return rows

    def hardest_words(self) -> str:
        hardest = self.hardest()
        if not hardest:
            return _("No exercise tried yet.")
        return _("Hardest first: {exercises}.").format(exercises="; ".join(
            f"{question_label(e.exercise_id)} ({round(100 * (e.share or 0))}%)" for e in hardest))

    def text(self) -> str:
        """The summary as plain text: the heading, the exercises, the hardest, the students,
        and the files refused with their reasons."""
        parts = [self.heading(), text_table(self.exercise_rows(), right=(1,)), self.hardest_words(),
                 text_table(self.student_rows(), right=(1,))]
        if self.refused:
            parts.append(_("Files refused:") + "\n" + "\n".join(f"- {r}" for r in self.refused))
        return "\n\n".join(parts)

    def _repr_html_(self) -> str:
        parts = [f"<p><b>{html.escape(self.heading())}</b></p>", _table_html(self.exercise_rows()),
                 f"<p>{html.escape(self.hardest_words())}</p>", _table_html(self.student_rows())]
        if self.refused:
            items = "".join(f"<li><code>{html.escape(r.file)}</code>: {html.escape(r.reason)}</li>"
                            for r in self.refused)
            parts.append(f"<p>{html.escape(_('Files refused:'))}</p><ul>{items}</ul>")
        return "".join(parts)

    def figure(self) -> Figure | ChartNeedsInternet:
        """The share right at the first try of each exercise with first tries, the hardest at
        the top (in the browser with no internet: a note instead)."""
        from ..draw.plots import first_try_figure

        tried = _hardest_first(self.exercises)
        if not tried:
            raise ValueError(_("No exercise tried yet: no chart."))
        return first_try_figure({question_label(e.exercise_id): (e.right_first, e.first_tries) for e in tried})


def _hardest_first(exercises: Sequence[ExerciseResult]) -> tuple[ExerciseResult, ...]:
    """The exercises with first tries, the lowest share right first (of equal shares, the one
    with more first tries first, then the catalogue's order)."""
    return tuple(sorted((e for e in exercises if e.first_tries), key=lambda e: (
        e.right_first / e.first_tries, -e.first_tries, ORDER.get(e.exercise_id, len(ORDER)))))


def question_label(exercise_id: str, width: int = 64) -> str:
    """What a teacher reads for an exercise: its notebook and the opening words of its
    question, in the current language ("4: How many points does …"); a trainer's own
    positions by the trainer's name; an id this ttlearn does not know, as it is.

    >>> question_label("sets-of-3")
    '7: Without wilds, how many 3-card sets (R12) does one deck hold?'
    """
    if exercise_id == ARRANGE_TRAINER:
        return _("the arrange trainer's hands")
    if exercise_id == DISCARD_TRAINER:
        return _("the discard trainer's positions")
    exercise = EXERCISES.get(exercise_id)
    if exercise is None:
        return exercise_id
    # The sentence that asks (the first that ends with a question mark), not the setting before it.
    sentences = re.findall(r"\S.*?[.?!](?=\s|$)|\S.*$", exercise.question_text())
    words = next((t for t in sentences if t.endswith("?")), sentences[0] if sentences else exercise_id)
    if len(words) > width:
        words = words[:width].rsplit(" ", 1)[0] + " …"
    return f"{exercise.notebook}: {words}"


def _table_html(rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th style='text-align:left;padding:2px 10px 2px 0'>{html.escape(c)}</th>" for c in rows[0])
    body = "".join("<tr>" + "".join(f"<td style='padding:2px 10px 2px 0'>{html.escape(c)}</td>" for c in row)
                   + "</tr>" for row in rows[1:])
    return f"<table class='tt-class-results'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


__all__ = ["ClassSummary", "ExerciseResult", "StudentLine"]
