"""A class's results with files only: every answer checked, and every trainer position
answered, is recorded in the session (`ttlearn.teach.attempts`); a student saves them to a
small JSON file; the teacher loads a folder of such files (`ttlearn.teach.class_results`),
each bad file refused in one line and the rest of the class loaded; the class view's model
summarises them (`ttlearn.teach.class_summary`, `ttlearn.widgets.class_view`)."""

import base64
import json
import pickle
import re
import tempfile
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttlearn.draw.plots import first_try_figure
from ttlearn.practice.attempts_export import AttemptsExport
from ttlearn.teach import attempts
from ttlearn.teach.attempts import (
    ANSWER_CHARS,
    MOST_ATTEMPTS,
    TIME_FORMAT,
    TRAINERS,
    Attempt,
    attempts_json,
    forget_attempts,
    record_attempt,
    save_attempts,
    session_attempts,
)
from ttlearn.teach.class_results import (
    MAX_FILE_BYTES,
    AttemptsFileError,
    ClassResults,
    load_class,
    read_attempts,
    read_attempts_file,
)
from ttlearn.teach.class_summary import ClassSummary, question_label
from ttlearn.teach.exercises import EXERCISES, check
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


def test_a_first_try_is_the_first_answer_read_as_one():
    """What `check` cannot read as an answer, and a trainer checked before a card is chosen
    (Run All of a student's edition), are no try: the first answer is still the first try,
    and right at it is right at the first try; "show me" is a try, and wrong."""
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import trainer

    discard = trainer("n5-discard")
    assert not check("n5-discard", discard) and not check("sets-of-3", "fifty-two") and not check("sets-of-3", ...)
    assert session_attempts() == ()
    discard.model.choose("8H")  # the trainer records its first choice: right, at the first try
    assert check("sets-of-3", 52) and not check("runs-of-3", "show me") and check("runs-of-3", 44)
    assert [(a.exercise_id, a.correct, a.first_try) for a in session_attempts()] == [
        ("n5-discard", True, True), ("sets-of-3", True, True), ("runs-of-3", False, True), ("runs-of-3", True, False)]


def test_an_answer_is_kept_as_one_short_line():
    record_attempt("n3-arrange", "3H 4H 5H\n6H   |  9D 10D JD" + " 2C" * 200, correct=False)
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


# --- export and loading ------------------------------------------------------------------------

NOW = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)


def _attempt(exercise_id, answer, correct, first_try, minute=0):
    return Attempt(exercise_id, answer, correct, first_try, f"2026-03-02T09:{minute:02d}:00Z")


def test_saved_attempts_load_as_they_were(tmp_path):
    check("sets-of-3", 60)
    check("sets-of-3", 52)
    DiscardTrainer(round=1, seed=4).choose("4D")
    path = save_attempts(tmp_path, student="  Åsa Lind ")
    assert path == tmp_path / "attempts-åsa-lind.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "ttlearn-attempts" and data["version"] == 1 and data["student"] == "Åsa Lind"
    assert [row["answer"] for row in data["attempts"]] == ["60", "52", "round 1: 4♦ Q♣ A♥ 6♠ → 4♦"]
    loaded = read_attempts_file(path)
    assert loaded.student == "Åsa Lind" and loaded.attempts == session_attempts()
    assert save_attempts(tmp_path / "mine.json", student="åsa  LIND") == tmp_path / "mine.json"
    results = load_class(tmp_path)
    assert [s.file for s in results.students] == ["attempts-åsa-lind.json"]
    assert [str(r) for r in results.refused] == [
        "mine.json: åsa  LIND is in the class already, from attempts-åsa-lind.json"]


@pytest.mark.parametrize("student, words", [("", "Give your name"), ("   ", "Give your name"), (7, "Give your name"),
                                            ("A" * 61, "at most 60"), ("Ana\nBen", "one line")])
def test_a_file_needs_a_name_on_one_line(tmp_path, student, words):
    with pytest.raises(ValueError, match=words):
        save_attempts(tmp_path, student=student)
    assert not list(tmp_path.iterdir())


def _file(student, rows, **changes):
    """A student's file as JSON data, with some fields changed (a forgery)."""
    data = json.loads(attempts_json(student, rows))
    data["saved"] = "2026-03-02T10:00:00Z"
    data.update(changes)
    return data


def _write(folder, name, data):
    path = folder / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


GOOD = {  # five students: who answered what
    "ana.json": ("Ana", [_attempt("sets-of-3", "60", False, True), _attempt("sets-of-3", "52", True, False, 1),
                         _attempt("n5-discard", "8♥", True, True, 2)]),
    "ben.json": ("Ben", [_attempt("sets-of-3", "60", False, True), _attempt("n5-discard", "5♦", False, True, 3),
                         _attempt("n5-discard", "8♥", True, False, 4)]),
    "cy.json": ("Cy", [_attempt("sets-of-3", "52", True, True), _attempt("n1-next-dealer", "Ana", True, True, 5)]),
    "dee.json": ("Dee", [_attempt("sets-of-3", "48", False, True), _attempt("n5-discard", "5♦", False, True, 6),
                         _attempt("discard-trainer", "round 1: 4♦ Q♣ A♥ 6♠ → 4♦", False, True, 7),
                         _attempt("discard-trainer", "round 1: 4♦ Q♣ A♥ 6♠ → Q♣", True, False, 8),
                         _attempt("discard-trainer", "round 2: 9♣ 2♦ 2♥ 7♣ 5♠ → 9♣", True, True, 9)]),
    "émile.json": ("Émile", []),
}


class Forged:
    """A pickle that would leave a file behind if anything ran it."""

    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def a_class(folder):
    """Five good files, and bad ones of every kind; the expected reason of each bad one."""
    for name, (student, rows) in GOOD.items():
        _write(folder, name, _file(student, rows))
    good = _file("Fay", [_attempt("sets-of-3", "52", True, True)])
    row = good["attempts"][0]
    bad = {
        "broken.json": ("{'format': 'ttlearn-attempts', ", "not JSON (Expecting property name enclosed in double "
                                                          "quotes, line 1)"),
        "huge.json": (json.dumps(good) + " " * MAX_FILE_BYTES, "the file is larger than a file of attempts can be "
                                                               "(at most 1,000,000 bytes)"),
        "types.json": (_file("Gus", [], attempts=[{**row, "correct": "yes"}]),
                       "attempt 1: 'correct' should be true or false, not 'yes'"),
        "unknown.json": (_file("Hal", [], attempts=[{**row, "exercise": "n9-the-answers"}]),
                         "attempt 1: unknown exercise 'n9-the-answers'"),
        "format.json": ({**good, "format": "ttlearn-game"},
                        'not a file of attempts: no "format": "ttlearn-attempts" field'),
        "latin1.json": (attempts_json("Ivö", []).encode("latin-1"), "the file is not UTF-8 text"),
        "count.json": (_file("Jo", [], attempts=[{**row, "first_try": False}] * 1001),
                       "1,001 attempts is more than a file holds (at most 1000)"),
        "time.json": (_file("Kim", [], attempts=[{**row, "time": "yesterday"}]),
                      "attempt 1: the time 'yesterday' is not a UTC time such as 2026-03-02T09:15:00Z"),
        "future.json": (_file("Lu", [], saved="2031-01-01T00:00:00Z"),
                        "'saved': the time 2031-01-01T00:00:00Z cannot be right: it is before 2020 or in the future"),
        "twice.json": (_file("Mo", [], attempts=[row, row]), "attempt 2: a second first try at sets-of-3"),
        "version.json": ({**good, "version": 2}, "unknown version 2: this ttlearn reads version 1"),
        "extra.json": ({**good, "code": "import os"}, "unknown field 'code'"),
        "name.json": (_file("Ana", []), None),  # filled in below: Ana is in the class already
        "pickle.json": (pickle.dumps(Forged(folder / "ran")), None),
        "student.json": ({**good, "student": ["Ned"]}, "'student' should be text, not ['Ned']"),
    }
    for name, (data, _reason) in bad.items():
        _write(folder, name, data)
    _write(folder, "notes.txt", "not a student's file: not read")
    reasons = {name: reason for name, (_data, reason) in bad.items()}
    reasons["name.json"] = "Ana is in the class already, from ana.json"
    return reasons


def test_a_class_loads_its_good_files_and_refuses_each_bad_one_in_a_line(tmp_path):
    reasons = a_class(tmp_path)
    results = load_class(tmp_path, now=NOW)
    assert [s.student for s in results.students] == ["Ana", "Ben", "Cy", "Dee", "Émile"]
    assert [s.file for s in results.students] == list(GOOD)
    assert [s.attempts for s in results.students] == [tuple(a) for _, a in GOOD.values()]
    refused = {r.file: r.reason for r in results.refused}
    assert set(refused) == set(reasons)
    assert refused.pop("pickle.json") in ("the file is not UTF-8 text", "not JSON (Expecting value, line 1)")
    assert not (tmp_path / "ran").exists()  # nothing in a file is run
    assert refused == {name: reason for name, reason in reasons.items() if name != "pickle.json"}
    assert all("\n" not in str(r) and len(str(r)) < 150 and str(r).startswith(r.file + ": ") for r in results.refused)
    assert repr(results) == "ClassResults(5 students, 13 attempts; 15 files refused)"
    assert len(results.attempts) == 13 and results.attempts[0] == GOOD["ana.json"][1][0]
    with pytest.raises(AttributeError):
        results.students = ()  # immutable


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = _write(tmp_path, "huge.json", "[" + " " * MAX_FILE_BYTES + "]")
    monkeypatch.setattr(type(path), "open", lambda *args, **kwargs: pytest.fail("the huge file was opened"))
    with pytest.raises(AttemptsFileError, match="larger than a file of attempts"):
        read_attempts_file(path)


def test_a_folder_that_is_not_there_is_refused_and_an_empty_one_is_an_empty_class(tmp_path):
    with pytest.raises(ValueError, match="There is no folder"):
        load_class(tmp_path / "nowhere")
    assert load_class(tmp_path) == ClassResults(str(tmp_path), (), ())
    (tmp_path / "folder.json").mkdir()
    assert [str(r) for r in load_class(tmp_path).refused] == ["folder.json: not a file"]


def test_a_file_name_with_a_line_break_is_quoted_on_one_line(tmp_path):
    _write(tmp_path, "a\nb.json", "{")
    (refused,) = load_class(tmp_path).refused
    assert str(refused).startswith("'a\\nb.json': not JSON")


# --- anything at all ------------------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=20)
GOOD_FILE = _file("Ana", GOOD["ana.json"][1])


def _read_or_refuse(content, data=None):
    """A file is read or refused in one line, never with another exception; read, it holds
    what its JSON `data` says."""
    try:
        loaded = read_attempts(content, "x.json", now=NOW)
    except AttemptsFileError as err:
        assert str(err) and "\n" not in str(err) and len(str(err)) < 200
        return None
    assert all(a.exercise_id in EXERCISES or a.exercise_id in TRAINERS for a in loaded.attempts)
    if data is not None:
        assert loaded.student == data["student"] and [a.as_json() for a in loaded.attempts] == data["attempts"]
    return loaded


@given(st.binary(max_size=300))
def test_any_bytes_are_read_or_refused(content):
    _read_or_refuse(content)


@given(JSON)
def test_any_json_is_read_or_refused(value):
    _read_or_refuse(json.dumps(value).encode())
    _read_or_refuse(json.dumps({**GOOD_FILE, "attempts": value}).encode())


@given(st.sampled_from(["format", "version", "student", "saved", "attempts"]), JSON)
def test_a_good_file_with_any_field_forged_is_read_or_refused(field, value):
    forged = {**GOOD_FILE, field: value}
    _read_or_refuse(json.dumps(forged).encode(), forged)


@given(st.integers(0, 2), st.sampled_from(["exercise", "answer", "correct", "first_try", "time", "extra"]), JSON)
def test_an_attempt_with_any_field_forged_is_read_or_refused(k, field, value):
    rows = [dict(row) for row in GOOD_FILE["attempts"]]
    rows[k][field] = value
    forged = {**GOOD_FILE, "attempts": rows}
    _read_or_refuse(json.dumps(forged).encode(), forged)


@settings(max_examples=30)
@given(st.lists(st.binary(max_size=200) | JSON.map(lambda v: json.dumps(v).encode()), max_size=4))
def test_the_loader_never_crashes_and_loads_the_good_files_beside_any_bad_ones(contents):
    with tempfile.TemporaryDirectory() as folder:
        for k, content in enumerate(contents):
            _write(Path(folder), f"{k}.json", content)
        _write(Path(folder), "zz-ana.json", GOOD_FILE)
        results = load_class(folder, now=NOW)
    assert len(results.students) + len(results.refused) == len(contents) + 1
    assert results.students[-1].student == "Ana" and results.students[-1].file == "zz-ana.json"


# --- the class view and the button ------------------------------------------------------------------


def test_the_summary_counts_first_tries_students_and_wrong_answers(tmp_path):
    a_class(tmp_path)
    summary = ClassSummary.of(load_class(tmp_path, now=NOW))
    assert repr(summary) == "ClassSummary(5 students, 4 exercises; 15 files refused)"
    by_id = {e.exercise_id: e for e in summary.exercises}
    assert list(by_id) == ["n1-next-dealer", "n5-discard", "sets-of-3", "discard-trainer"]  # the catalogue's order
    sets = by_id["sets-of-3"]
    assert (sets.students, sets.attempts, sets.first_tries, sets.right_first) == (4, 5, 4, 1)
    assert sets.wrong_answers == (("60", 2), ("48", 1)) and sets.share == 0.25
    discard = by_id["n5-discard"]
    assert discard.wrong_answers == (("5♦", 2),) and (discard.first_tries, discard.right_first) == (3, 1)
    trainer = by_id["discard-trainer"]  # a trainer's own positions: each position's first answer
    assert (trainer.students, trainer.first_tries, trainer.right_first) == (1, 2, 1)
    assert [e.exercise_id for e in summary.hardest()] == ["sets-of-3", "n5-discard", "discard-trainer",
                                                          "n1-next-dealer"]
    lines = {line.student: (line.tried, line.first_tries, line.right_first) for line in summary.students}
    assert lines == {"Ana": (2, 2, 1), "Ben": (2, 2, 0), "Cy": (2, 2, 2), "Dee": (3, 4, 1), "Émile": (0, 0, 0)}
    text = summary.text()
    # The questions the teacher asked, by their notebook and words, not the exercises' ids.
    sets_label = "7: Without wilds, how many 3-card sets (R12) does one deck hold?"
    assert re.search(rf"^{re.escape(sets_label)} +4  1 of 4 \(25%\) +60 \(2\), 48 \(1\)$", text, re.M)
    assert (f"Hardest first: {sets_label} (25%); 5: Which card do you discard to keep the lowest penalty (R9, R16)? "
            "(33%); the discard trainer's positions (50%); 1: Who deals the next round (R6)? (100%).") in text
    table = text.split("\n\nstudent ")[0]
    assert "sets-of-3" not in table and "n5-discard" not in table
    assert re.search(r"^Émile +0  -$", text, re.M) and "\n- broken.json: not JSON" in text
    assert text == ClassSummary.of(load_class(tmp_path, now=NOW)).text()  # the same files, the same words


def test_the_summary_shows_names_and_answers_as_text_in_html(tmp_path):
    _write(tmp_path, "x.json", _file("<b>Zed</b>", [_attempt("sets-of-3", "<script>", False, True)]))
    page = ClassSummary.of(load_class(tmp_path, now=NOW))._repr_html_()
    assert "&lt;b&gt;Zed&lt;/b&gt;" in page and "&lt;script&gt; (1)" in page and "<script>" not in page


def test_the_chart_has_a_bar_for_each_exercise_hardest_at_the_top(tmp_path):
    pytest.importorskip("matplotlib")
    a_class(tmp_path)
    figure = ClassSummary.of(load_class(tmp_path, now=NOW)).figure()
    ax = figure.axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == [
        question_label(e) for e in ("sets-of-3", "n5-discard", "discard-trainer", "n1-next-dealer")]
    assert question_label("n1-next-dealer") == "1: Who deals the next round (R6)?"
    assert [round(bar.get_width(), 2) for bar in ax.patches] == [0.25, 0.33, 0.5, 1.0]
    assert "1 of 4" in [t.get_text() for t in ax.texts]
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match="No exercise tried yet"):
        ClassSummary.of(load_class(tmp_path / "empty")).figure()
    with pytest.raises(ValueError, match="need 0 <= right <= tries"):
        first_try_figure({"sets-of-3": (3, 2)})


def test_the_class_view_shows_the_tables_the_chart_and_the_refused_files_and_reads_again(tmp_path):
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import class_view

    a_class(tmp_path)
    view = class_view(tmp_path)
    assert view.model.results.folder == str(tmp_path) and len(view.model.students) == 5
    assert "tt-class-results" in view.summary.value and "unknown.json" in view.summary.value
    assert view.chart.value.startswith("<svg") or "No chart" in view.chart.value
    _write(tmp_path, "zoe.json", _file("Zoë", [_attempt("sets-of-3", "52", True, True)]))
    view.reload_button.click()
    assert len(view.model.students) == 6 and "Zoë" in view.picture()
    with pytest.raises(ValueError, match="There is no folder"):
        class_view(tmp_path / "nowhere")


def test_the_button_saves_the_file_outside_the_browser_and_offers_a_download(tmp_path):
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import attempts_button

    check("sets-of-3", 60)
    button = attempts_button(folder=tmp_path)
    button.button.click()
    assert "Give your name" in button.message.value and not list(tmp_path.iterdir())
    button.name.value = "Ana"
    button.button.click()
    assert (tmp_path / "attempts-ana.json").exists() and "Saved next to this notebook" in button.message.value
    link = re.search(r'<a download="attempts-ana.json" href="data:application/json;charset=utf-8;base64,([^"]+)"',
                     button.message.value)
    assert link and read_attempts(base64.b64decode(link[1])).attempts == session_attempts()


def test_in_the_browser_the_file_is_only_downloaded(tmp_path):
    check("sets-of-3", 52)
    export = AttemptsExport("Ben", folder=tmp_path, in_browser=True).export()
    assert export.saved is None and not list(tmp_path.iterdir())
    assert repr(export) == "Export(attempts-ben.json: 1 attempt, to download)"
    link = re.search(r'base64,([^"]+)"', export.link_html())
    assert json.loads(base64.b64decode(link[1]))["student"] == "Ben"
