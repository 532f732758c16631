"""Exercises a notebook can check: `check(exercise_id, answer)` says whether an answer is
right, and if not, what to look at: a wrong first try is never told the answer, nor
anything that gives it; the second is told more; the third, or the answer "show me", is
shown the answer and why (`exercise_kinds`: the tries are those `attempts` recorded).
`question(exercise_id)` gives the text; `catalogue()` lists them all by notebook and kind;
`trainer(exercise_id)` gives the arrange or discard trainer on the hand of an exercise, and
`check` takes the trainer itself as the answer.

Every answer is computed by ttlearn when it is checked (binomial coefficients, meld counts,
Burnside, the exact tables, the solver, the game engine, the interval of
`ttlearn.simulation.stats`), so the exercises and the library cannot disagree. The exercises
are written by subject: `rules_exercises` (notebooks 1-4 and 8), `play_exercises` (5 and 6)
and `counting_exercises` (7), each of a kind of `exercise_kinds` or `hand_exercise_kinds`.

>>> from ttlearn.teach.attempts import forget_attempts
>>> forget_attempts()
>>> check("sets-of-3", ...)
Feedback('sets-of-3', No answer yet: replace ... with your answer.)
>>> check("sets-of-3", 60)
Feedback('sets-of-3', Not yet. Hint: for one rank, choose 3 of its 4 suits; then count the ranks.)
>>> print(check("sets-of-3", 56))  # doctest: +NORMALIZE_WHITESPACE
Not yet: too high. Hint: for one rank, choose 3 of its 4 suits; then count the ranks. Try once
more, or answer 'show me' to see the answer.
>>> check("sets-of-3", 52)
Feedback('sets-of-3', correct: Right: 52.)
>>> print(check("n2-meld-qka", "set"))  # doctest: +NORMALIZE_WHITESPACE
Not yet: look at what a set needs: three or more cards of one rank, each wild standing for a
card of it (R12, R15). Hint: under V1 an Ace may be low or high, though never both at once (R3, V1).
>>> print(check("n2-meld-qka", "show me"))  # doctest: +NORMALIZE_WHITESPACE
Not yet: the answer is 'run'. Why: run Q♥–A♥: Q♥ K♥ A♥.
>>> print(check("n3-arrange", "3H 4H 5H 6H | 9D 10D JD"))  # doctest: +NORMALIZE_WHITESPACE
Not yet: your arrangement leaves 14 points, and fewer are possible. Hint: a card that fits two
melds can be in only one (R14): try it in each.
>>> forget_attempts()
"""

from __future__ import annotations

import textwrap

from ..language import N_, _, count_text, ngettext
from .attempts import earlier_answers, record_attempt, tries
from .bare_words import explain_bare_words
from .counting_exercises import COUNTING_EXERCISES
from .exercise_kinds import Exercise
from .feedback import Feedback
from .play_exercises import DIFFERENCES, GREEDY_TOTALS, LOOKAHEAD_TOTALS, PLAY_EXERCISES, hasty_review
from .rules_exercises import RULES_EXERCISES
from .text import Markdown

WIDTH = 100  # characters of a question's line

# Every exercise, by notebook (1-8), in each notebook in the order its module lists them.
_ALL: list[Exercise] = sorted(RULES_EXERCISES + PLAY_EXERCISES + COUNTING_EXERCISES, key=lambda e: e.notebook)
EXERCISES: dict[str, Exercise] = {e.id: e for e in _ALL}
KIND_NAMES = {  # in English, said in the current language by `kind_name`
    "count": N_("predict a count"), "probability": N_("a probability"), "penalty": N_("the lowest penalty"),
    "number": N_("compute a number"), "meld": N_("is this a meld?"), "arrange": N_("arrange this hand"),
    "discard": N_("which discard?"), "choice": N_("choose the answer"),
}


def kind_name(kind: str) -> str:
    """The kind of an exercise in the current language: "predict a count"."""
    return _(KIND_NAMES[kind])


def exercise(exercise_id: str) -> Exercise:
    """The exercise of that id; an unknown id is refused, naming the known ones."""
    if not isinstance(exercise_id, str) or exercise_id not in EXERCISES:
        raise ValueError(f"unknown exercise {exercise_id!r}: one of {', '.join(EXERCISES)}")
    return EXERCISES[exercise_id]


def question(exercise_id: str) -> str:
    """The text of an exercise in the current language, in lines of at most 100 characters
    (a Thai phrase longer than a line stays whole: Thai writes no space between words)."""
    return textwrap.fill(exercise(exercise_id).question_text(), WIDTH, break_on_hyphens=False,
                         break_long_words=False)


def check(exercise_id: str, answer: object) -> Feedback:
    """Check an answer to an exercise and say how it went, without giving the answer away.

    Counts are whole numbers; probabilities are fractions (`Fraction(1, 3)`, "1/3") or
    floats (right to a millionth of the answer); a meld is True or False, or "set", "run"
    or "no"; an arrangement is text such as "5H 6H KS 8H | 9C 9D KH" or the arrange trainer;
    a discard is a card ("8H") or the discard trainer after your choice; "show me" asks for
    the answer. The feedback speaks the current language, and words may be given in it
    ("ja", "ne", "ใช่"). It says more on each wrong try at the exercise in this session
    (`ttlearn.teach.attempts` records them): the third shows the answer.
    """
    explain_bare_words()  # for the next answer, when the kernel started after the import
    found = exercise(exercise_id)
    if answer is ... or answer is None:
        return Feedback(exercise_id, False, _("No answer yet: replace ... with your answer."), tried=False)
    feedback = found.judge(answer, tries(exercise_id), earlier_answers(exercise_id))
    if feedback.tried:  # for the teacher (`ttlearn.teach.attempts`); an answer not read as one is no try
        record_attempt(exercise_id, answer, feedback.correct)
    return feedback


def by_notebook(notebook: int) -> tuple[Exercise, ...]:
    """The exercises of one notebook (1-8), in their order (its exit tickets last)."""
    return tuple(e for e in _ALL if e.notebook == notebook and not e.ticket) + exit_tickets(notebook)


def exit_tickets(notebook: int) -> tuple[Exercise, ...]:
    """The exit tickets of one notebook (1-8): the quick questions at its end."""
    return tuple(e for e in _ALL if e.notebook == notebook and e.ticket)


def catalogue(notebook: int | None = None, answers: bool = False) -> Markdown:
    """The exercises by notebook and kind, as Markdown (a notebook's closing note shows it);
    `answers=True` adds the answers, for a teacher."""
    numbers = sorted({e.notebook for e in _ALL}) if notebook is None else [notebook]
    lines = []
    for n in numbers:
        if notebook is None:
            lines.append(_("**Notebook {number}**").format(number=n) + "\n")
        for e in by_notebook(n):
            answer = " " + _("**Answer:** {answer}.").format(answer=e.answer_text()) if answers else ""
            item = f"- `{e.id}` ({kind_name(e.kind)}): {e.question_text()}{answer}"
            lines.append(textwrap.fill(item, WIDTH, subsequent_indent="  ", break_on_hyphens=False,
                                       break_long_words=False))
        lines.append("")
    count = sum(len(by_notebook(n)) for n in numbers)
    where = _("notebook {number}").format(number=notebook) if notebook is not None else \
        count_text(len(numbers), "{count} notebook", "{count} notebooks")
    summary = ngettext("{count} exercise in {where}", "{count} exercises in {where}", count)
    return Markdown("\n".join(lines).strip() + "\n", summary.format(count=count, where=where))


# Notebook 6's twelve games and notebook 5's review are read from here too, by the notebooks.
__all__ = ["DIFFERENCES", "EXERCISES", "GREEDY_TOTALS", "LOOKAHEAD_TOTALS", "Exercise", "Feedback", "by_notebook",
           "catalogue", "check", "exercise", "exit_tickets", "hasty_review", "question"]


# In a notebook, an answer typed without quotes (`answer = J`) is a NameError before
# `check` runs: the learner reads a line on quotes instead of a traceback (`bare_words`).
explain_bare_words()
