"""Exit tickets: each notebook ends with three to five quick questions on its main points
(`exit_tickets(n)`, `Exercise.ticket`), asked in an "Exit ticket" section and checked like the
exercises; the student's edition keeps them, the teacher's page gives their answers.

What is checked here: the catalogue has the tickets; each notebook asks exactly its own,
in order, each as the catalogue words it, an exercise cell that checks it and a closed
solution; the right answer passes, a wrong one is refused with a hint that does not give the
answer away; and the editions keep what they should.
"""

from __future__ import annotations

import re

import pytest

from notebook_outputs import NOTEBOOKS, SOURCES, TRANSLATIONS, load, name
from ttlearn.language import using
from ttlearn.teach.attempts import forget_attempts
from ttlearn.teach.editions import (
    exercise_ids,
    is_closed,
    is_exercise,
    is_solution,
    learner_edition,
    source_of,
    student_edition,
    teacher_page,
)
from ttlearn.teach.exercise_kinds import ChoiceExercise, NumberExercise
from ttlearn.teach.exercises import EXERCISES, by_notebook, check, exit_tickets, question
from ttlearn.teach.hand_exercise_kinds import ArrangeExercise, DiscardExercise
from ttlearn.teach.meld_exercise_kind import MeldExercise

TICKETS = [e.id for n in range(1, 10) for e in exit_tickets(n)]
HEADINGS = ("## Exit ticket", "## Exitlapp", "## Izlazni listić", "## คำถามท้ายบท")  # en, sv, hr, th


def _number(path) -> int:
    return int(path.name[:2])


def _section(notebook: dict) -> list[dict]:
    """The cells of a notebook's exit-ticket section: from its heading to the next heading."""
    cells = notebook["cells"]
    start = next((k for k, c in enumerate(cells) if c.get("cell_type") == "markdown" and not is_closed(c)
                  and source_of(c).startswith(HEADINGS)), None)
    assert start is not None, "no exit-ticket section"
    end = next((k for k in range(start + 1, len(cells)) if cells[k].get("cell_type") == "markdown"
                and re.match(r"#{1,2} ", source_of(cells[k]))), len(cells))
    return cells[start:end]


def _asked(cells: list[dict]) -> list[str]:
    """The exercises the exercise cells among `cells` check, in order."""
    return [i for cell in cells if is_exercise(cell) for i in exercise_ids({"cells": [cell]})]


def _said(text: str, answer: str) -> bool:
    """Does a message say the answer: the words, or the number, not inside a longer number or
    a rule's name (R14 does not say 14)?"""
    return re.search(rf"(?<![\w.,/]){re.escape(answer)}(?![\w/]|[.,]\d)", text) is not None


# --- the catalogue ---------------------------------------------------------------------------------


def test_every_notebook_has_three_to_five_tickets_of_two_kinds_or_more():
    for n in range(1, 10):
        tickets = exit_tickets(n)
        assert 3 <= len(tickets) <= 5, (n, [e.id for e in tickets])
        assert all(e.ticket and e.notebook == n for e in tickets)
        assert len({e.kind for e in tickets}) >= 2, n
        assert by_notebook(n)[-len(tickets):] == tickets  # the tickets come last
    assert len(TICKETS) == len(set(TICKETS)) and all(i in EXERCISES for i in TICKETS)
    assert all(not e.ticket for e in EXERCISES.values() if e.id not in TICKETS)


def _right(exercise) -> object:
    if isinstance(exercise, DiscardExercise):
        return str(exercise.solve()[0])
    return exercise.solve()


def _wrong(exercise) -> list[object]:
    """Wrong answers a learner might give."""
    right = exercise.solve()
    if isinstance(exercise, NumberExercise):
        return [right * 2, right / 2] if exercise.what == "probability" else [right + 1, right - 1]
    if isinstance(exercise, MeldExercise):
        return ["no"] if right != "no" else [True, "set", "run"]
    if isinstance(exercise, ChoiceExercise):
        if isinstance(right, bool):
            return [not right]
        if exercise.names:
            return [name for name in exercise.words if frozenset({name}) != right]
        return [word for word in exercise.words if word != right]
    if isinstance(exercise, DiscardExercise):
        return [str(card) for card, penalty in exercise.penalties().items() if card not in right]
    assert isinstance(exercise, ArrangeExercise)
    return ["", " ".join(str(card) for card in right.melds[0].cards)]  # nothing melded; one meld of the best


@pytest.mark.parametrize("ticket_id", TICKETS)
def test_the_right_answer_passes_and_a_wrong_one_gets_a_hint_without_the_answer(ticket_id):
    exercise = EXERCISES[ticket_id]
    with using("en"):
        assert check(ticket_id, _right(exercise)), ticket_id
        answer = exercise.answer_text()
        right = exercise.solve()
        shown = {answer} | ({str(right)} if isinstance(exercise, NumberExercise) else set())
        if isinstance(exercise, DiscardExercise):
            shown = {str(card) for card in right}
        hint = exercise.hint_text()
        assert not any(_said(hint, text) for text in shown), (ticket_id, hint)
        wrong = _wrong(exercise)
        assert wrong, ticket_id
        for given in wrong:
            forget_attempts()  # each a learner's first try: the third would be shown the answer
            feedback = check(ticket_id, given)
            assert not feedback and "Hint:" in feedback.message, (given, feedback)
            said = feedback.message.replace(str(given), " ") if isinstance(given, str) and given else feedback.message
            assert not any(_said(said, text) for text in shown), (given, feedback)


def test_the_tickets_questions_say_the_numbers_their_answers_are_computed_from():
    from ttlearn.teach.play_exercises import PERFECT_RECORD, REVIEWED_DISCARD, SPREADS

    with using("en"):
        review, spread, record = (EXERCISES[i].question_text() for i in (
            "n5-ticket-review-label", "n6-ticket-difference-spread", "n6-ticket-perfect-record"))
    assert f"leaves {REVIEWED_DISCARD[0]:.1f} points" in review and f"best discard {REVIEWED_DISCARD[1]:.1f}" in review
    assert f"deviation of {SPREADS[0]} points, player B's {SPREADS[1]}," in spread and f"is {SPREADS[2]:.1f}." in spread
    assert f"won all {PERFECT_RECORD} of {PERFECT_RECORD} games" in record


def test_a_ticket_answer_is_read_in_the_usual_forms():
    assert check("n4-ticket-leader", "ben") and not check("n4-ticket-leader", "Ben and Cy")
    assert check("n5-ticket-discard", "QS") and check("n5-ticket-discard", "K♦")  # every best discard
    assert check("n6-ticket-more-games", "4.0") and not check("n6-ticket-more-games", "2.0")  # about 10 / √6
    assert check("n7-ticket-upcard", "6/49") and check("n1-ticket-empty-stock", "no")
    assert check("n3-ticket-arrange", "6S 6H 6D | 7C 8D 9D") and not check("n3-ticket-arrange", "6D 7C 8D")


# --- the notebooks -----------------------------------------------------------------------------------


@pytest.mark.parametrize("source", SOURCES + TRANSLATIONS, ids=name)
def test_each_notebook_asks_its_own_tickets_in_its_exit_ticket_section(source):
    notebook = load(source)
    expected = [e.id for e in exit_tickets(_number(source))]
    section = _section(notebook)
    assert _asked(section) == expected
    asked = _asked(notebook["cells"])
    assert asked[-len(expected):] == expected and len(set(asked)) == len(asked), \
        "the tickets are the notebook's last exercises, each asked once"
    for k, cell in enumerate(section):
        if is_exercise(cell):
            assert section[k - 1]["cell_type"] == "markdown" and not is_solution(section[k - 1]), \
                "a ticket's question comes before its exercise cell"
            assert is_solution(section[k + 1]) and is_closed(section[k + 1]), "a closed solution follows"
            assert exercise_ids({"cells": [section[k + 1]]}) == exercise_ids({"cells": [cell]})
            assert "answer = ..." in source_of(cell)


@pytest.mark.parametrize("source", SOURCES, ids=name)
def test_each_question_cell_says_the_catalogues_question(source):
    section = _section(load(source))
    for k, cell in enumerate(section):
        if is_exercise(cell):
            ticket_id = exercise_ids({"cells": [cell]})[0]
            shown = re.sub(r"^\*\*Ticket \d\.\*\*\s*", "", " ".join(source_of(section[k - 1]).split()))
            with using("en"):
                assert shown.replace("`", "") == " ".join(question(ticket_id).split()), ticket_id


@pytest.mark.parametrize("source", SOURCES, ids=name)
def test_the_student_edition_keeps_the_tickets_and_the_teachers_page_gives_their_answers(source):
    learner = learner_edition(load(source))
    student = student_edition(learner)
    tickets = exit_tickets(_number(source))
    assert _asked(_section(student)) == [e.id for e in tickets]
    assert not any(is_solution(cell) for cell in student["cells"])
    page_source = (NOTEBOOKS / "teacher_pages" / f"{source.stem}.md").read_text(encoding="utf-8")
    page = teacher_page(learner, page_source, _number(source))
    with using("en"):
        for ticket in tickets:
            assert f"- `{ticket.id}` " in page and ticket.answer_text() in page, ticket.id
