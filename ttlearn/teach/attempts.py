"""What a learner tried, kept for the teacher. Every answer `check` judges, and every position
answered in the arrange and discard trainers, is an `Attempt` in this session's log: the
exercise, the answer as short text, right or not, whether it was the first try, and the time
(UTC). `save_attempts(student="Ana")` writes the log to a small JSON file that the learner
hands in; `ttlearn.teach.class_results` reads a folder of them on the teacher's computer.

Nothing is sent anywhere: the file is written where the learner says (in the browser, the
button of `ttlearn.widgets.attempts_download` offers it as a download instead), and the
teacher collects it. The log lasts as long as the kernel: a restart begins a new one.

A first try is the first answer to an exercise that `check` could read as an answer of its
kind: a number for a count, a card for a discard. What it cannot read ("fifty", a trainer
with no card chosen yet, as Run All of a student's edition gives it) is answered with how to
answer, and is no try: it is not recorded, and the next answer is still the first try. So a
first try right is an answer right at the first try; "show me" (`check` shows the answer)
is a try, never right. The number of tries (`tries`) is also what `check` reads to say more
on each wrong try: this log is the one record of them.

A position of a trainer opened on an exercise (`trainer("n5-discard")`) counts as that
exercise; a trainer dealing its own positions counts as "discard-trainer" or
"arrange-trainer", each position's first answer a first try. An answer checked again with
`check` (the trainer's own, say) is recorded again, and is then no first try.

>>> forget_attempts()
>>> from ttlearn.teach.exercises import check
>>> verdicts = check("sets-of-3", "fifty"), check("sets-of-3", 60), check("sets-of-3", " 52 ")
>>> [(a.exercise_id, a.answer, a.correct, a.first_try) for a in session_attempts()]
[('sets-of-3', '60', False, True), ('sets-of-3', '52', True, False)]
>>> tries("sets-of-3"), earlier_answers("sets-of-3"), tries("runs-of-3")
(2, ('60', '52'), 0)
>>> forget_attempts()
"""

from __future__ import annotations

import json
import re
import reprlib
import unicodedata
from collections import Counter, deque
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..cards import Card, format_cards
from ..language import _
from ..melds import Arrangement

FILE_FORMAT = "ttlearn-attempts"
FILE_VERSION = 1
ANSWER_CHARS = 100  # an answer is kept as at most this many characters of text
NAME_CHARS = 60  # a student's name, at most
MOST_ATTEMPTS = 1000  # the log keeps the latest ones, and a file holds no more
ARRANGE_TRAINER, DISCARD_TRAINER = "arrange-trainer", "discard-trainer"
TRAINERS = (ARRANGE_TRAINER, DISCARD_TRAINER)  # the ids of a trainer's own positions
TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"  # UTC, to the second: "2026-03-02T09:15:00Z"
FIELDS = ("exercise", "answer", "correct", "first_try", "time")  # an attempt in a file


@dataclass(frozen=True)
class Attempt:
    """One answer judged: the exercise (or trainer) id, the answer as one short line of
    text, whether it was right, whether it was the first try, and when (UTC, `TIME_FORMAT`)."""

    exercise_id: str
    answer: str
    correct: bool
    first_try: bool
    time: str

    def as_json(self) -> dict[str, Any]:
        """The attempt as a file holds it (`FIELDS`)."""
        return dict(zip(FIELDS, (self.exercise_id, self.answer, self.correct, self.first_try, self.time)))


EARLIER_KEPT = 10  # the latest answers kept for each exercise, for `check` to compare a new one with

_LOG: deque[Attempt] = deque(maxlen=MOST_ATTEMPTS)
# Each id's tries in this session and its latest answers: kept apart from the log, which may
# drop an exercise's oldest attempts; the log's `first_try` is read from them.
_TRIES: Counter[str] = Counter()
_LATEST: dict[str, deque[str]] = {}


def one_line(text: str, limit: int = ANSWER_CHARS) -> str:
    """Text as one short line: control characters and line breaks as spaces, runs of space
    as one, cut to `limit` characters with "…".

    >>> one_line("  9C 9D\\n KH\\t")
    '9C 9D KH'
    >>> len(one_line("K" * 500)), one_line("K" * 500)[-1]
    (100, '…')
    """
    text = text[:4 * limit]  # no more read than can be kept (an answer may be a pasted page)
    text = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in text)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _arrangement_text(arrangement: Arrangement) -> str:
    return " | ".join(format_cards(meld.cards) for meld in arrangement.melds) or "-"


def answer_text(answer: object) -> str:
    """An answer as the log keeps it: text as typed (on one line), a card, an arrangement's
    melds ("4♥ 5♥ 6♥ | 9♦ 10♦ J♦"), the card a discard trainer chose, anything else as a
    short repr; at most `ANSWER_CHARS` characters."""
    try:
        if isinstance(answer, str):
            return one_line(answer)
        if isinstance(answer, (int, float, Fraction)):  # True, 52, 0.25, 1/3
            return one_line(str(answer))
        inner = answer
        for attribute in ("model", "trainer"):  # a trainer's view or board: its model
            inner = getattr(inner, attribute, None) or inner
        if hasattr(inner, "chosen"):  # the discard trainer: its first choice (a DiscardAnswer)
            inner = inner.chosen
        card = getattr(inner, "card", inner)  # a DiscardAnswer's card
        if isinstance(card, Card):
            return str(card)
        arrangement = getattr(inner, "arrangement", inner)  # the arrange trainer's
        if isinstance(arrangement, Arrangement):
            return one_line(_arrangement_text(arrangement))
        if inner is None:
            return "-"
        return one_line(reprlib.repr(answer))
    except Exception:  # an answer whose repr fails: still an attempt, named by its type
        return one_line(type(answer).__name__)


def position_text(round: int, hand: Iterable[Card], answer: str) -> str:
    """The answer to a trainer's own position with the position, so that the same position
    answered the same way by two students reads the same: "round 3: 4♥ 6♥ 8♥ 9♠ 9♣ 5♦ → 5♦".
    Data kept in the file, the same in every language (not a sentence)."""
    return one_line(f"round {round}: {format_cards(hand)} → {answer}")


def now() -> str:
    """The time now, UTC, as an attempt keeps it."""
    return datetime.now(UTC).strftime(TIME_FORMAT)


def record_attempt(exercise_id: str, answer: object, correct: bool, first_try: bool | None = None,
                   position: tuple[int, Iterable[Card]] | None = None) -> Attempt | None:
    """Keep an attempt in the session's log; `first_try` None: the first attempt at this id in
    the session. `position` (a round and a hand) is a trainer's own position, said before the
    answer (`position_text`). Never raises (recording must not break checking): returns None
    if it failed."""
    try:
        first = tries(str(exercise_id)) == 0 if first_try is None else bool(first_try)
        text = answer_text(answer)
        if position is not None:
            text = position_text(*position, text)
        attempt = Attempt(str(exercise_id), text, bool(correct), first, now())
        _LOG.append(attempt)
        _TRIES[attempt.exercise_id] += 1
        _LATEST.setdefault(attempt.exercise_id, deque(maxlen=EARLIER_KEPT)).append(attempt.answer)
        return attempt
    except Exception:  # the learner's check goes on, unrecorded
        return None


def session_attempts() -> tuple[Attempt, ...]:
    """The attempts of this session, oldest first (the latest `MOST_ATTEMPTS`)."""
    return tuple(_LOG)


def tries(exercise_id: str) -> int:
    """How many answers to this exercise (or trainer) were recorded in this session."""
    return _TRIES[exercise_id]


def earlier_answers(exercise_id: str) -> tuple[str, ...]:
    """The latest answers to this exercise in this session (at most `EARLIER_KEPT`), oldest
    first, as the log keeps them."""
    return tuple(_LATEST.get(exercise_id, ()))


def forget_attempts() -> None:
    """Start the log afresh (a new learner at the same kernel)."""
    _LOG.clear()
    _TRIES.clear()
    _LATEST.clear()


def student_name(student: object) -> str:
    """A student's name as typed, without the spaces around it; refused in one line if it is
    no text, empty, too long, or holds a line break or another control character."""
    if not isinstance(student, str) or not student.strip():
        raise ValueError(_("Give your name, as your teacher knows it."))
    name = student.strip()
    if len(name) > NAME_CHARS:
        raise ValueError(_("A name of at most {count} characters, please.").format(count=NAME_CHARS))
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name):
        raise ValueError(_("A name on one line, please, without tabs or line breaks."))
    return name


def file_name(student: str) -> str:
    """The file a student's attempts are saved in by default: "attempts-ana-lind.json"."""
    slug = re.sub(r"[^\w]+", "-", student_name(student).casefold()).strip("-_")
    return f"attempts-{slug or 'student'}.json"


def attempts_json(student: str, attempts: Iterable[Attempt] | None = None) -> str:
    """The file's text: its format and version, the student's name as typed, when it was
    saved, and the attempts (this session's, unless given)."""
    kept = list(session_attempts() if attempts is None else attempts)[-MOST_ATTEMPTS:]
    body = {"format": FILE_FORMAT, "version": FILE_VERSION, "student": student_name(student), "saved": now(),
            "attempts": [attempt.as_json() for attempt in kept]}
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def save_attempts(path: str | Path | None = None, student: str = "") -> Path:
    """Write this session's attempts to a JSON file for the teacher, and return its path:
    `path`, or a file named for the student (`file_name`) in `path` if it is a folder, or in
    the current folder (next to the notebook) if no path is given. In JupyterLite the kernel's
    files are not on your disk: use the button of `ttlearn.widgets.attempts_button()`, which
    downloads the file."""
    text = attempts_json(student)
    target = Path.cwd() / file_name(student) if path is None else Path(path)
    if target.is_dir():
        target = target / file_name(student)
    target.write_text(text, encoding="utf-8")
    return target


__all__ = ["Attempt", "attempts_json", "earlier_answers", "forget_attempts", "record_attempt", "save_attempts",
           "session_attempts", "tries"]
