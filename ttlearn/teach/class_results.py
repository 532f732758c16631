"""A class's results from the files its students hand in (`ttlearn.teach.attempts`), on the
teacher's computer: `load_class(folder)` reads every `*.json` file there.

A student's file is input like any other, and may be damaged, hand-edited or not a file of
attempts at all. Each is checked before it counts: its size (read no further than a file of
attempts can be), UTF-8, JSON (read as data: nothing in it is run), the format tag and
version, every field and its type, the exercise ids, the counts, the times, and the name
(one student, one file). A bad file is refused with one line naming it and the problem, and
the rest of the class loads. Nothing is sent anywhere.

>>> import tempfile
>>> from pathlib import Path
>>> from ttlearn.teach.attempts import Attempt, attempts_json
>>> folder = tempfile.TemporaryDirectory()
>>> ana = [Attempt("sets-of-3", "60", False, True, "2026-03-02T09:00:00Z")]
>>> _ = Path(folder.name, "ana.json").write_text(attempts_json("Ana", ana), encoding="utf-8")
>>> _ = Path(folder.name, "ben.json").write_text('{"format": "ttlearn-attempts", "version": 1', encoding="utf-8")
>>> results = load_class(folder.name)
>>> results
ClassResults(1 student, 1 attempt; 1 file refused)
>>> print(results.refused[0])
ben.json: not JSON (Expecting ',' delimiter, line 1)
>>> folder.cleanup()
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, NoReturn

from ..language import _, ngettext
from ..language.quoting import quote
from .attempts import (
    ANSWER_CHARS,
    FIELDS,
    FILE_FORMAT,
    FILE_VERSION,
    MOST_ATTEMPTS,
    NAME_CHARS,
    TIME_FORMAT,
    TRAINERS,
    Attempt,
)
from .exercises import EXERCISES

MAX_FILE_BYTES = 1_000_000  # a file of the most attempts, each of the longest answer, takes about half of it
KNOWN_IDS = frozenset(EXERCISES) | frozenset(TRAINERS)
TIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")
EARLIEST = datetime(2020, 1, 1, tzinfo=UTC)  # before ttlearn: a forged time
CLOCK_SLACK = timedelta(days=1)  # a student's clock a little ahead of the teacher's is no forgery
TOP_FIELDS = ("format", "version", "student", "saved", "attempts")


class AttemptsFileError(ValueError):
    """A student's file that cannot count: one line saying what is wrong with it."""


@dataclass(frozen=True)
class StudentAttempts:
    """One student's file: the name as typed, the file's name, the attempts in their order."""

    student: str
    file: str
    attempts: tuple[Attempt, ...]

    def __repr__(self) -> str:
        return f"StudentAttempts({self.student!r} from {self.file!r}: {_count(len(self.attempts), 'attempt')})"


@dataclass(frozen=True)
class RefusedFile:
    """A file that was not loaded, and why (one line)."""

    file: str
    reason: str

    def __str__(self) -> str:
        return f"{self.file}: {self.reason}"


@dataclass(frozen=True)
class ClassResults:
    """What `load_class` found in a folder: the students, in the order of their files' names,
    and the files refused, each with the reason."""

    folder: str
    students: tuple[StudentAttempts, ...]
    refused: tuple[RefusedFile, ...]

    @property
    def attempts(self) -> tuple[Attempt, ...]:
        """Every student's attempts, student after student."""
        return tuple(attempt for student in self.students for attempt in student.attempts)

    def __repr__(self) -> str:
        return (f"ClassResults({_count(len(self.students), 'student')}, {_count(len(self.attempts), 'attempt')}; "
                f"{_count(len(self.refused), 'file')} refused)")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def shown_file_name(name: str) -> str:
    """A file's name for a one-line message: as it is, unless it is long or holds a line break."""
    return name if name.isprintable() and len(name) <= 60 else quote(name, 60)


def _refuse(message: str) -> NoReturn:
    raise AttemptsFileError(message)


def _kind(kind: type) -> str:
    """A JSON value's kind, in words: "should be text, not a list"."""
    # TRANSLATORS: the kinds of value a field of a student's file (JSON) may hold, said in
    # "'correct' should be true or false, not 'yes'".
    kinds = {bool: _("true or false"), int: _("a whole number"), float: _("a number"), str: _("text"),
             list: _("a list"), dict: _("an object")}
    return kinds.get(kind, "null")


def _field(data: dict[str, Any], name: str, kind: type, where: str = "") -> Any:
    """A field of an object, present and of its kind exactly (`true` is no whole number)."""
    if name not in data:
        _refuse(where + _("the field {name} is missing").format(name=quote(name)))
    value = data[name]
    if type(value) is not kind:
        _refuse(where + _("{name} should be {kind}, not {value}").format(
            name=quote(name), kind=_kind(kind), value=quote(value, 20)))
    return value


def _no_other_fields(data: dict[str, Any], known: tuple[str, ...], where: str = "") -> None:
    extra = sorted(set(data) - set(known))
    if extra:
        _refuse(where + _("unknown field {name}").format(name=quote(extra[0], 20)))


def _one_line(text: str) -> bool:
    return not any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in text)


def _time(value: str, now: datetime, where: str) -> str:
    """A time as `TIME_FORMAT` writes it (UTC), no earlier than ttlearn and not in the future."""
    try:
        when = datetime.strptime(value, TIME_FORMAT).replace(tzinfo=UTC) if TIME.fullmatch(value) else None
    except ValueError:  # the 30th of February
        when = None
    if when is None:
        _refuse(where + _("the time {time} is not a UTC time such as {example}").format(
            time=quote(value, 30), example="2026-03-02T09:15:00Z"))
    if not EARLIEST <= when <= now + CLOCK_SLACK:
        _refuse(where + _("the time {time} cannot be right: it is before 2020 or in the future").format(time=value))
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refused if it names a field twice (the second would hide the first)."""
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            _refuse(_("the field {name} appears twice").format(name=quote(key, 20)))
        data[key] = value
    return data


def _constant(name: str) -> NoReturn:
    _refuse(_("it holds {value}, which is no number").format(value=name))


def _parse(content: bytes) -> Any:
    """The JSON of a file's bytes: UTF-8, and JSON as the standard has it (no NaN, no field
    named twice); nothing in it is run."""
    if len(content) > MAX_FILE_BYTES:
        _refuse(_("the file is larger than a file of attempts can be (at most {size} bytes)").format(
            size=f"{MAX_FILE_BYTES:,}"))
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        _refuse(_("the file is not UTF-8 text"))
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_constant)
    except AttemptsFileError:
        raise
    except RecursionError:
        _refuse(_("the JSON is nested too deep"))
    except json.JSONDecodeError as err:
        _refuse(_("not JSON ({error}, line {line})").format(error=err.msg, line=err.lineno))
    except ValueError:  # Python refuses whole numbers of thousands of digits
        _refuse(_("it holds a number too long to read"))


def read_attempts(content: bytes | str, file: str = "", now: datetime | None = None) -> StudentAttempts:
    """A student's file of attempts (its bytes or text), every field checked; anything else
    raises AttemptsFileError with one line that says what is wrong. `now` is the time a file's
    times may not pass (by more than a day; default: the clock's)."""
    now = datetime.now(UTC) if now is None else now
    data = _parse(content.encode("utf-8", "surrogatepass") if isinstance(content, str) else bytes(content))
    if not isinstance(data, dict) or data.get("format") != FILE_FORMAT:
        _refuse(_("not a file of attempts: no {field} field").format(field=f'"format": "{FILE_FORMAT}"'))
    version = data.get("version")
    if type(version) is not int or version != FILE_VERSION:
        _refuse(_("unknown version {version}: this ttlearn reads version {known}").format(
            version=quote(version, 20), known=FILE_VERSION))
    _no_other_fields(data, TOP_FIELDS)
    student = _field(data, "student", str)
    if not student.strip() or len(student) > NAME_CHARS or not _one_line(student):
        _refuse(_("the student's name {name} is not a name of 1 to {count} characters on one line").format(
            name=quote(student, 20), count=NAME_CHARS))
    _time(_field(data, "saved", str), now, "'saved': ")
    rows = _field(data, "attempts", list)
    if len(rows) > MOST_ATTEMPTS:
        _refuse(ngettext("{count} attempt is more than a file holds (at most {most})",
                         "{count} attempts is more than a file holds (at most {most})", len(rows)).format(
            count=f"{len(rows):,}", most=MOST_ATTEMPTS))
    attempts = []
    first_tries: set[str] = set()
    for number, row in enumerate(rows, 1):
        # TRANSLATORS: opens a reason a student's file is refused: "attempt 3: unknown exercise 'x'".
        where = _("attempt {number}: ").format(number=number)
        if type(row) is not dict:
            _refuse(where + _("should be an object, not {value}").format(value=quote(row, 20)))
        _no_other_fields(row, FIELDS, where)
        exercise_id = _field(row, "exercise", str, where)
        if exercise_id not in KNOWN_IDS:
            _refuse(where + _("unknown exercise {id}").format(id=quote(exercise_id, 30)))
        answer = _field(row, "answer", str, where)
        if len(answer) > ANSWER_CHARS or not _one_line(answer):
            _refuse(where + _("the answer is not one line of at most {count} characters").format(count=ANSWER_CHARS))
        correct = _field(row, "correct", bool, where)
        first_try = _field(row, "first_try", bool, where)
        if first_try and exercise_id not in TRAINERS:  # a trainer's own positions each have one
            if exercise_id in first_tries:
                _refuse(where + _("a second first try at {id}").format(id=exercise_id))
            first_tries.add(exercise_id)
        time = _time(_field(row, "time", str, where), now, where)
        attempts.append(Attempt(exercise_id, answer, correct, first_try, time))
    return StudentAttempts(student, file, tuple(attempts))


def read_attempts_file(path: str | Path, now: datetime | None = None) -> StudentAttempts:
    """The attempts in a file (`read_attempts`), its size checked before it is read, and no
    more of it read than a file of attempts can hold; an unreadable file raises
    AttemptsFileError too."""
    path = Path(path)
    try:
        if not path.is_file():
            _refuse(_("not a file"))
        if path.stat().st_size > MAX_FILE_BYTES:
            _refuse(_("the file is larger than a file of attempts can be (at most {size} bytes)").format(
                size=f"{MAX_FILE_BYTES:,}"))
        with path.open("rb") as file:
            content = file.read(MAX_FILE_BYTES + 1)  # it may have grown since
    except OSError as err:
        _refuse(_("the file cannot be read ({error})").format(error=err.strerror or type(err).__name__))
    return read_attempts(content, path.name, now)


def _same_name(name: str) -> str:
    return " ".join(name.split()).casefold()


def load_class(folder: str | Path, now: datetime | None = None) -> ClassResults:
    """Every `*.json` file of a folder, as a class's results: each student's file that reads
    (`read_attempts_file`), in the order of the files' names, and each file refused with its
    reason, one line. Two files of one student (the same name, whatever its case or spaces):
    the second is refused. A folder that is not there is refused with a ValueError."""
    where = Path(folder)
    if not where.is_dir():
        raise ValueError(_("There is no folder {folder}.").format(folder=quote(str(folder), 60)))
    students: list[StudentAttempts] = []
    refused: list[RefusedFile] = []
    seen: dict[str, str] = {}  # a name, as compared -> the file that had it
    for path in sorted(p for p in where.iterdir() if p.suffix.lower() == ".json"):
        name = shown_file_name(path.name)
        try:
            student = read_attempts_file(path, now)
        except AttemptsFileError as err:
            refused.append(RefusedFile(name, str(err)))
            continue
        key = _same_name(student.student)
        if key in seen:
            refused.append(RefusedFile(name, _("{student} is in the class already, from {file}").format(
                student=student.student, file=seen[key])))
            continue
        seen[key] = name
        students.append(StudentAttempts(student.student, name, student.attempts))
    return ClassResults(str(folder), tuple(students), tuple(refused))


__all__ = ["AttemptsFileError", "ClassResults", "RefusedFile", "StudentAttempts", "load_class", "read_attempts"]
