"""The kinds of exercise a notebook can check, each answered by ttlearn when it is checked.

Every kind has a question, a hint and `solve()` (the right answer, computed: a count, a
probability, a meld check, the solver's best arrangement or discard, a simulation's
interval); `judge(answer, tries)` says how an answer went in a `Feedback`; `gives_away(text)`
tells whether a notebook's output text shows the answer (the test that a student edition
prints no answer uses it), and `tells(text)` whether a feedback's text does (or says what
follows only from it: "is a meld, but no set" for a run).

Feedback teaches without telling. A wrong first try is told where to look: the hint, and
for a meld what the answer given claims (what a set needs, R12), never anything read from
the right answer; the second wrong try more (too high or too low, the rule the cards break,
how to see the answer); the third, or "show me" at any try, the answer and why
(`SHOWN_AT`). What `check` cannot read as an answer ("fifty" for a count) is told how to
answer, and is no try (`Feedback.tried`).

- `NumberExercise`: a count, a probability (a fraction), a penalty or a number;
- `MeldExercise` (in `meld_exercise_kind`): is this a meld? ('set', 'run' or 'not a meld');
- `ArrangeExercise` and `DiscardExercise` (in `hand_exercise_kinds`): arrange this hand, and
  which discard, judged as the trainers judge them;
- `ChoiceExercise`: one of a few words ("take" or "stock", "paired" or "unpaired", yes or
  no), a rank ("jacks") or the names of players.

The feedback speaks the current language (`ttlearn.language`), and an answer may be given in
it ("ja", "ne", "รัน"). So do the questions and hints: an exercise holds them in English
(marked `N_` in the catalogue), and `question_text()` and `hint_text()` say them in the
current language, the question's `fields` (cards, code, numbers: the same in every
language) filled in.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import ceil, factorial
from typing import ClassVar

from ..cards import RANK_PLURALS
from ..language import _, get_language
from ..language.card_words import wild_ranks
from ..language.quoting import quote
from ..rules import wild_name
from .answers import as_names, as_number, as_rank, as_word, as_yes_no, choice_word, decimals_given
from .feedback import Feedback

SHOWN_AT = 3  # the try whose wrong answer is shown the answer; "show me" shows it at any try
SHOW_ME = "show me"  # an answer that asks for the answer (in any language: `choice_word`)
FLOAT_TOLERANCE = 1e-6  # a probability given as a float counts as right this close (relative)
ACCEPTED_DIGITS = 3  # a chance given in decimals, with fewer significant digits, is too rough to judge
SMALLEST_SEARCHED = 100  # whole numbers below this are searched in output text only beside their unit


def numeral(text: str) -> str:
    """A regular expression for a number written out, not inside a longer number."""
    return rf"(?<![\w.,/]){re.escape(text)}(?![\w/]|[.,]\d)"


def _significant(text: str) -> int:
    return len(text.lstrip("-+0.").replace(".", "").rstrip("%"))


# A share written out: "964 of 22,100", "964 complete deals of 22,100", "5/48", "12 in 48".
_SHARE = re.compile(r"(?<![\w.,/])(\d[\d,]*)(?:\s+[^\W\d]+){0,3}?\s*(?:/|\bout of\b|\bof\b|\bin\b)\s*"
                    r"(\d[\d,]*)(?![\w/]|[.,]\d)")
_SCALES = ((10**12, "trillion"), (10**9, "billion"), (10**6, "million"))


def shares(text: str) -> list[Fraction]:
    """Every share a text writes out, as a fraction: "964 of 22,100" is 241/5525."""
    found = []
    for a, b in _SHARE.findall(text):
        x, y = int(a.replace(",", "")), int(b.replace(",", ""))
        if y and x <= y:
            found.append(Fraction(x, y))
    return found


def _in_words(n: int) -> list[str]:
    """Regular expressions of a big count as a reader rounds it: 635,013,559,600 is "635 billion"."""
    for size, word in _SCALES:
        if abs(n) >= size:
            whole = abs(n) // size
            return [rf"(?<![\d.,]){whole}(?:\.\d+)?\s*{word}", rf"(?<![\d.,]){round(abs(n) / size)}\s*{word}"]
    return []


_COMPILED: dict[tuple[str, str], list[re.Pattern[str]]] = {}  # by exercise and language: `Exercise._compiled`


@dataclass(frozen=True, kw_only=True)
class Exercise:
    """What every kind shares. `notebook` is the notebook (1-8) that asks it; `telltales`
    gives regular expressions (case-insensitive) of output text that would show the answer,
    beside those each kind finds itself. `question` and `hint` are English, the question with
    `{placeholders}` that `fields` fills in; `answer_how` says how to type the answer. An exit
    `ticket` is one of the quick questions at a notebook's end that checks the lesson's main
    points (and prints on the worksheet's back); a `computer` exercise asks what the notebook's
    cells compute, so its worksheet sends the learner to the notebook."""

    KIND: ClassVar[str] = "exercise"
    id: str
    notebook: int
    question: str
    hint: str
    answer_how: str = ""
    ticket: bool = False
    computer: bool = False  # its answer is read from the notebook's cells, not worked out on paper
    fields: Mapping[str, str] = field(default_factory=dict, repr=False, compare=False)
    telltales: Callable[[], tuple[str, ...]] = field(default=lambda: (), repr=False)

    def question_text(self, paper: bool = False) -> str:
        """The question in the current language, and how to type the answer (`answer_how`:
        "True or False."), which a worksheet leaves out (`paper`): its room to answer, tick
        boxes or lines, says that there."""
        text = _(self.question).format(**self.fields)
        return text if paper or not self.answer_how else f"{text} {_(self.answer_how)}"

    def hint_text(self) -> str:
        """The hint in the current language."""
        return _(self.hint)

    @property
    def kind(self) -> str:
        """The kind of exercise, for a list of them: "count", "meld", "arrange", ..."""
        return self.KIND

    def solve(self) -> object:
        raise NotImplementedError

    def judge(self, answer: object, tries: int = 0, earlier: Sequence[str] = ()) -> Feedback:
        """How an answer went, when this exercise was tried `tries` times before in the
        session (`earlier`: the latest of those answers, as the log keeps them): right, or
        wrong with what to look at, more on each try, the answer at the `SHOWN_AT`th try or
        when the answer is "show me"."""
        if as_word(answer, (SHOW_ME,)) is not None:
            return self.shown()
        return self.assess(answer, tries, tuple(earlier))

    def assess(self, answer: object, tries: int, earlier: tuple[str, ...]) -> Feedback:
        """`judge` for an answer that is not "show me": each kind's own."""
        raise NotImplementedError

    def answer_text(self) -> str:
        """The right answer in words, for a teacher, in the current language."""
        return str(self.solve())

    def why(self) -> str:
        """Why the answer is right, in a few words, when the feedback shows it: the hint."""
        return self.hint_text()

    def shown_answer(self) -> str:
        """The answer as the feedback shows it."""
        return self.answer_text()

    def patterns(self) -> tuple[str, ...]:
        """Regular expressions of output text that shows the answer."""
        return self.telltales()

    def gives_away(self, text: str) -> bool:
        """Does this text show the answer?"""
        return any(pattern.search(text) for pattern in self._compiled())

    def _compiled(self) -> list[re.Pattern[str]]:
        """`patterns`, compiled once for each language (they quote the answer in words)."""
        key = (self.id, get_language())
        if key not in _COMPILED:
            _COMPILED[key] = [re.compile(p, re.IGNORECASE) for p in self.patterns()]
        return _COMPILED[key]

    def tells(self, text: str) -> bool:
        """Does a feedback's text tell the answer: show it (`gives_away`), or say it or what
        follows only from it (each kind's `implied`: "52" however small, "is a meld, but no
        set" for a run)?"""
        return self.gives_away(text) or any(re.search(p, text, re.IGNORECASE) for p in self.implied())

    def implied(self) -> tuple[str, ...]:
        """Regular expressions of feedback text that tells the answer, beyond `patterns`: the
        answer in words."""
        return (re.escape(self.answer_text()),)

    def say(self, correct: bool, message: str) -> Feedback:
        return Feedback(self.id, correct, one_stop(message))

    def unread(self, message: str) -> Feedback:
        """Feedback on an answer that cannot be read as one: how to answer; no try."""
        return Feedback(self.id, False, one_stop(message), tried=False)

    def not_yet(self, why: str = "", hint: str = "") -> Feedback:
        message = _("Not yet: {why} Hint: {hint}.") if why else _("Not yet. Hint: {hint}.")
        return self.say(False, message.format(why=why, hint=hint or self.hint_text()))

    def wrong(self, tries: int, first: str = "", closer: str = "", hint: str = "") -> Feedback:
        """A wrong answer's feedback when it is try `tries + 1`: the first says `first` (a
        sentence read from the answer given, never from the right one) and the hint; the
        second `closer` (it may tell more) and `hint` (the exercise's, unless given), and how
        to see the answer; the `SHOWN_AT`th shows it."""
        if tries + 1 >= SHOWN_AT:
            return self.shown()
        if tries == 0:
            return self.not_yet(first)
        message = _("Not yet: {why} Hint: {hint}. Try once more, or answer {show} to see the answer.") if closer \
            else _("Not yet. Hint: {hint}. Try once more, or answer {show} to see the answer.")
        return self.say(False, message.format(why=closer, hint=hint or self.hint_text(),
                                              show=quote(choice_word(SHOW_ME))))

    def shown(self) -> Feedback:
        """The answer and why: after `SHOWN_AT` tries, or when asked ("show me")."""
        return self.say(False, _("Not yet: the answer is {answer}. Why: {why}.").format(
            answer=self.shown_answer(), why=self.why()))


@dataclass(frozen=True, kw_only=True)
class NumberExercise(Exercise):
    """A count, a probability or a penalty, computed by `compute`. A probability is right as
    a fraction or as a float within a millionth; a `tolerance` (absolute) admits a rounded
    number (a mean to one decimal). `unit` is the word a table prints after the number
    ("sets"), so a small answer is found in output text beside it; `ordered_mistake` is the
    hand size when counting ordered hands is a likely slip."""

    kinds: ClassVar[tuple[str, ...]] = ("count", "probability", "penalty", "number")
    compute: Callable[[], int | Fraction] = field(repr=False)
    what: str = "count"  # one of `kinds`
    unit: str = ""
    ordered_mistake: int = 0
    tolerance: float = 0.0

    def __post_init__(self) -> None:
        if self.what not in self.kinds:
            raise ValueError(f"bad kind of number {self.what!r}: one of {', '.join(self.kinds)}")

    @property
    def kind(self) -> str:
        return self.what

    def solve(self) -> int | Fraction:
        return self.compute()

    def assess(self, answer: object, tries: int, earlier: tuple[str, ...]) -> Feedback:
        given = as_number(answer)
        right = self.solve()
        fraction = isinstance(right, Fraction) and right.denominator != 1 or self.what == "probability"
        if given is None:
            kind = _("a fraction such as Fraction(1, 3) or '1/3'") if fraction else \
                _("a number") if self.what == "number" else _("a whole number")
            return self.unread(_("Not yet: {answer} is not a number: give {kind}.").format(
                answer=quote(answer), kind=kind))
        if self.tolerance and abs(float(given) - float(right)) <= self.tolerance:
            return self.say(True, _("Right: {answer}.").format(answer=f"{float(given):g}"))
        decimals = decimals_given(answer)
        if fraction and decimals is not None and given != right:
            shown = f"{float(given):.{decimals}f}"
            # Too rough, right or wrong: which it is would tell the answer roughly, and a Monte Carlo
            # estimate (4.4% of 2,000 deals) would pass for the exact chance.
            if _significant(shown) < ACCEPTED_DIGITS:
                return self.unread(_("Not yet: {answer} is too rough to tell: give the fraction, or more "
                                     "decimals.").format(answer=shown))
            if shown == f"{float(right):.{decimals}f}":
                return self.say(True, _("Right to the {count} decimals you gave: {answer}. The exact chance is a "
                                        "fraction: can you give it as one, such as '1/3'?").format(
                    count=decimals, answer=shown))
        if isinstance(given, float):
            if abs(given - float(right)) <= FLOAT_TOLERANCE * abs(float(right)):
                return self.say(True, _("Right (as a float): {answer}.").format(answer=f"{float(right):.6g}"))
        elif given == right:
            return self.say(True, _("Right: {answer}.").format(answer=right))
        if self.what in ("count", "penalty") and given != int(given):
            kind = _("a count is a whole number.") if self.what == "count" else _("a penalty is a whole number.")
            return self.wrong(tries, kind, kind)
        if self.what == "probability" and not 0 <= given <= 1:
            between = _("a probability lies between 0 and 1.")
            return self.wrong(tries, between, between)
        if self.ordered_mistake and given == right * factorial(self.ordered_mistake):
            return self.wrong(tries, closer=_("that counts the cards in the order they arrive; a hand has no order."))
        return self.wrong(tries, closer=self._direction(given, right, earlier))

    def _direction(self, given: Fraction | float, right: int | Fraction, earlier: tuple[str, ...]) -> str:
        """ "too high." or "too low.", unless with the earlier answers it leaves one whole
        number: a count or a penalty is at least 0, so "too high" at 2 after 0 names 1."""
        if given < right:
            return _("too low.")
        if self.what in ("count", "penalty") and ceil(given) <= len(earlier) + 2:
            tried = {as_number(answer) for answer in earlier}
            if sum(n not in tried for n in range(ceil(given))) <= 1:
                return ""
        return _("too high.")

    def answer_text(self) -> str:
        right = self.solve()
        if self.what == "number":
            return f"{float(right):.2f}"
        return f"{right:,}" if isinstance(right, int) else str(right)

    def patterns(self) -> tuple[str, ...]:
        right = self.solve()
        found = list(self.telltales())
        if isinstance(right, int) or right.denominator == 1:
            n = int(right)
            if abs(n) >= SMALLEST_SEARCHED:
                found += [numeral(str(n)), numeral(f"{n:,}"), *_in_words(n)]
            if self.unit:
                unit = re.escape(self.unit.rstrip("s"))
                found += [rf"{numeral(str(n))}\s+{unit}s?\b", rf"\b{unit}s?\W{{0,3}}\s*{numeral(str(n))}"]
            return tuple(found)
        x = float(right)
        floats = [f"{x:.4f}", f"{x:.6f}", f"{x:.4g}", f"{x:.6g}", f"{100 * x:.1f}%", f"{100 * x:.2f}%"]
        if self.what == "number":
            floats = [f"{x:.1f}", f"{x:.2f}", f"{x:.3f}"]
        found.append(numeral(f"{right.numerator}/{right.denominator}"))
        found += [numeral(text) for text in dict.fromkeys(floats) if _significant(text) >= 3]
        return tuple(found)

    def implied(self) -> tuple[str, ...]:
        """The number however small ("3", beside no unit), and as the answer names it."""
        right = self.solve()
        if isinstance(right, int) or right.denominator == 1:
            return (numeral(str(int(right))), numeral(f"{int(right):,}"))
        return (numeral(f"{right.numerator}/{right.denominator}"), numeral(self.answer_text()))

    def gives_away(self, text: str) -> bool:
        """Does this text show the answer, in any form: a telltale, the number, or for a
        probability an equal share written out ("964 of 22,100" for 241/5525)?"""
        if self.what == "probability" and not super().gives_away(text):
            written = shares(text)  # first, as most texts write none: the answer may take a while to compute
            if not written:
                return False
            right = self.solve()
            return isinstance(right, Fraction) and right in written
        return super().gives_away(text)


@dataclass(frozen=True, kw_only=True)
class ChoiceExercise(Exercise):
    """One answer of a few: `words` ("take", "stock"), or yes and no (`words=("yes", "no")`,
    True and False accepted too), or a rank (`words=RANKS`: 7, "J", "jacks"), or the names of
    players (`words` the names; several names for a shared answer, "Ben and Cy")."""

    KIND: ClassVar[str] = "choice"
    words: tuple[str, ...]
    compute: Callable[[], str | bool | int | frozenset[str]] = field(repr=False)
    names: bool = False  # `words` are players' names: the answer is a set of them

    def solve(self) -> str | bool | int | frozenset[str]:
        return self.compute()

    def answer_text(self) -> str:
        right = self.solve()
        if isinstance(right, frozenset | bool):
            return self._right_words(right)
        return wild_ranks(right) if self.words == RANKS and isinstance(right, int) else choice_word(str(right))

    def _read(self, answer: object) -> object:
        right = self.solve()
        if isinstance(right, bool):
            return as_yes_no(answer)
        if self.words == RANKS:
            return as_rank(answer)
        if self.names:
            return as_names(answer, self.words)
        return as_word(answer, self.words)

    def _choices(self) -> str:
        right = self.solve()
        if isinstance(right, bool):
            return _("True or False ('yes' or 'no')")
        if self.words == RANKS:
            return _("a rank, such as 5, 'K' or 'kings'")
        words = ", ".join(repr(choice_word(w)) for w in self.words)
        return (_("one or more of {words}") if self.names else _("one of {words}")).format(words=words)

    def assess(self, answer: object, tries: int, earlier: tuple[str, ...]) -> Feedback:
        given = self._read(answer)
        if given is None:
            return self.unread(_("Not yet: {answer} is no answer here: give {choices}.").format(
                answer=quote(answer), choices=self._choices()))
        right = self.solve()
        if given == right:
            return self.say(True, _("Right: {answer}.").format(answer=self._right_words(given)))
        closer = ""
        if isinstance(given, frozenset) and isinstance(right, frozenset) and given & right:
            closer = _("some of the names you gave are right, not all of them.") if given - right or \
                right - given else ""
        return self.wrong(tries, closer=closer)

    def implied(self) -> tuple[str, ...]:
        """The answer's words, as words: "Ana", "jacks", "yes"."""
        right = self.solve()
        if isinstance(right, frozenset):
            return tuple(rf"\b{re.escape(name)}\b" for name in right)
        return (rf"(?<!\w){re.escape(self.answer_text())}(?!\w)",)

    def _right_words(self, given: object) -> str:
        if isinstance(given, bool):
            return choice_word("yes" if given else "no")
        if isinstance(given, frozenset):
            return _(" and ").join(sorted(given))
        if self.words == RANKS and isinstance(given, int):
            return wild_ranks(given)  # the plural rank, "jacks"
        return choice_word(str(given))


RANKS = tuple(RANK_PLURALS.values())  # `ChoiceExercise(words=RANKS)` asks for a rank


def wild_line(round: int) -> str:
    """A telltale: a line that names the round and its wild rank ("round 9: ... jacks wild")."""
    return rf"round\s+{round}\b[^\n]*\b{wild_name(round)}\b"


def one_stop(text: str) -> str:
    """A sentence ends with one stop: a template's full stop after a hint or a reason that
    ends with its own question mark, exclamation mark or full stop is dropped.

    >>> one_stop("Hint: what does n do?.")
    'Hint: what does n do?'
    """
    return re.sub(r"([?!.…])\.(?=\s|$)", r"\1", text)
