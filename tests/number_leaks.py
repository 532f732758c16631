"""Answers a reader can work out from two numbers a notebook printed before asking.

`printed_numbers(text)` reads every number a text shows: whole numbers ("22,100"), decimals
("87.2", each with the half-unit of its last digit: 87.2 is 87.15 to 87.25), percentages
("4.36%"), fractions ("39735389/39688347475"). A number glued to a word or a card ("R13",
"n1", "10♠") is no number a reader computes with; whole numbers below 10 (a round, a card's
rank, a hand size) are everywhere and are left out (`SMALLEST`).

`derivations(target, numbers)` finds every way the target comes out of one printed number,
or of two by a sum, a difference, a product or a quotient: exactly, for whole numbers and
fractions; for a decimal, within what its printed digits allow, and only when that pins the
target down (a whole number to within a half, any other number to two significant digits,
what `check` accepts as right to the decimals given). Two numbers are combined only when
each tells something (`Printed.telling`: not two of a page's many two-digit numbers) and
one of them is exact (two rounded decimals agree with one target or another by chance: a
notebook of simulations prints hundreds).

It is fast by indexing: the numbers sorted by value, and for each number and each operation
the one partner value that would give the target, looked up by bisection (n log n for n
numbers, not n²: a notebook prints a few thousand numbers with its tables).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from fractions import Fraction

SMALLEST = 10  # whole numbers below this are neither searched for nor combined
# Two numbers are combined only when each says something: a whole number from 100 (any two
# of a page's two-digit scores and counts add up to every small answer by chance: 11 + 13),
# a decimal of three significant digits or more (1.4 / 13.4 is 0.1 give or take), a fraction.
PAIRED = 100
PAIRED_DIGITS = 3
# A derived decimal pins a non-whole target when its error is within 0.5% of it: `check` takes a
# chance in decimals from three significant digits on (ttlearn.teach.exercise_kinds.ACCEPTED_DIGITS).
SIGNIFICANT = Fraction(1, 200)

_NUMBER = re.compile(
    r"(?<![\w.,/−-])(?P<sign>[-−])?(?P<whole>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<decimals>\d+))?"
    r"(?:(?P<percent>%)|/(?P<denominator>\d{1,3}(?:,\d{3})+|\d+)(?![.\d]))?(?![\w♠♥♦♣]|[.,]\d)")


@dataclass(frozen=True, order=True)
class Printed:
    """A number as printed: its value, the error its last digit allows (0 when exact; a whole
    percentage is rounded too), and its text."""

    value: Fraction
    error: Fraction
    text: str

    @property
    def exact(self) -> bool:
        return self.error == 0

    @property
    def telling(self) -> bool:
        """Worth combining with another number (`PAIRED`, `PAIRED_DIGITS`)."""
        digits = re.sub(r"\D", "", self.text.split("/")[0]).lstrip("0")
        if "/" in self.text:
            return True
        if self.exact:
            return abs(self.value) >= PAIRED
        return len(digits) >= PAIRED_DIGITS


def printed_numbers(text: str) -> list[Printed]:
    """Every number a text prints, once each (by text).

    >>> [n.text for n in printed_numbers("87.2 of 2,000 (4.36%), R13, 10♠, 5 cards, 39/104 and -25.08")]
    ['87.2', '2,000', '4.36%', '39/104', '-25.08']
    """
    found: dict[str, Printed] = {}
    for match in _NUMBER.finditer(text):
        whole, decimals, denominator = match["whole"].replace(",", ""), match["decimals"], match["denominator"]
        if len(whole) > 1 and whole.startswith("0"):  # "0111": a code, not a number
            continue
        sign = -1 if match["sign"] else 1
        if denominator is not None:
            if decimals or int(denominator.replace(",", "")) == 0:
                continue
            value, error = Fraction(int(whole), int(denominator.replace(",", ""))), Fraction(0)
        elif decimals is not None:
            value = Fraction(f"{whole}.{decimals}")
            error = Fraction(1, 2 * 10 ** len(decimals))
        else:
            value, error = Fraction(int(whole)), Fraction(0) if not match["percent"] else Fraction(1, 2)
            if value < SMALLEST and not match["percent"]:
                continue
        if match["percent"]:
            value, error = value / 100, error / 100
        found.setdefault(match.group(), Printed(sign * value, error, match.group()))
    return list(found.values())


def _pins(value: Fraction, error: Fraction, target: Fraction) -> bool:
    """Does a value known to within `error` give the target: contain it, and be precise
    enough to tell it (a whole target to within a half, another to three significant digits)?"""
    if abs(value - target) > error:
        return False
    if target.denominator == 1 and abs(target) >= SMALLEST:
        return error < Fraction(1, 2)
    return error <= SIGNIFICANT * abs(target)


class Index:
    """Printed numbers sorted by value, for looking up the partner of a number."""

    def __init__(self, numbers: list[Printed]) -> None:
        self.numbers = sorted(numbers, key=lambda n: n.value)
        self.values = [n.value for n in self.numbers]
        self.widest = max((n.error for n in numbers), default=Fraction(0))

    def near(self, value: Fraction, slack: Fraction) -> list[Printed]:
        """The numbers within `slack` (plus the widest printed error) of a value."""
        reach = slack + self.widest
        return self.numbers[bisect_left(self.values, value - reach):bisect_right(self.values, value + reach)]


def _combine(op: str, a: Printed, b: Printed) -> tuple[Fraction, Fraction] | None:
    """a op b, with the error its operands' printed digits allow (to first order, plus the
    product of the errors: a safe bound)."""
    if op == "+":
        return a.value + b.value, a.error + b.error
    if op == "-":
        return a.value - b.value, a.error + b.error
    if op == "*":
        return a.value * b.value, abs(a.value) * b.error + abs(b.value) * a.error + a.error * b.error
    if b.value == 0 or abs(b.value) <= b.error:
        return None
    value = a.value / b.value
    return value, (a.error + abs(value) * b.error) / (abs(b.value) - b.error)


def _partner(op: str, a: Fraction, target: Fraction) -> Fraction | None:
    """The b for which a op b is the target."""
    if op == "+":
        return target - a
    if op == "-":
        return a - target
    if op == "*":
        return target / a if a else None
    return a / target if target else None


def _slack(op: str, a: Printed, target: Fraction, partner: Fraction, widest: Fraction) -> Fraction:
    """How far a partner may lie from `partner` and still give the target within the
    printed digits' errors (twice the first-order bound: candidates are checked exactly)."""
    if op in "+-":
        return a.error + widest
    if op == "*":
        scale = a.error / (abs(a.value) - a.error) if abs(a.value) > a.error else Fraction(1)
        return 2 * (widest + (abs(partner) + widest) * scale)
    return 2 * (a.error / abs(target) + widest)


def derivations(target: Fraction, numbers: list[Printed], single: bool = True, pairs: bool = True) -> list[str]:
    """How the target follows from the printed numbers: one printed as it is (`single`), or
    two ("22,100 - 22,004", `pairs`); each way once."""
    index, found = Index(numbers), []
    for a in index.numbers if single else ():
        if _pins(a.value, a.error, target):
            found.append(a.text)
    index = Index([n for n in numbers if n.telling])
    for a in index.numbers if pairs else ():
        for op in "+-*/":
            partner = _partner(op, a.value, target)
            if partner is None:
                continue
            for b in index.near(partner, _slack(op, a, target, partner, index.widest)):
                if b is a or not (a.exact or b.exact):  # two rounded decimals agree with many a target by chance
                    continue
                combined = _combine(op, a, b)
                if combined is not None and _pins(*combined, target):
                    found.append(f"{a.text} {op} {b.text}")
    return list(dict.fromkeys(found))
