"""The kinds of exercise a notebook can check, each answered by ttlearn when it is checked.

Every kind has a question, a hint and `solve()` (the right answer, computed: a count, a
probability, a meld check, the solver's best arrangement or discard, a simulation's
interval); `judge(answer)` says how an answer went in a `Feedback` that never names the
right answer unless it was given; `gives_away(text)` tells whether a notebook's output
text shows the answer (the test that a student edition prints no answer uses it).

- `NumberExercise`: a count, a probability (a fraction), a penalty or a number;
- `MeldExercise`: is this a meld? (True or False, or "set", "run" or "no");
- `ArrangeExercise`: arrange this hand ("5H 6H KS 8H | 9C 9D KH", an Arrangement, or the
  arrange trainer itself), judged by `compare` against every best arrangement;
- `DiscardExercise`: which discard? (a card, or the discard trainer's answer), judged
  against the penalty of every discard: every best discard counts;
- `ChoiceExercise`: one of a few words ("take" or "stock", "paired" or "unpaired", yes or
  no), a rank ("jacks") or the names of players.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from math import factorial
from typing import ClassVar

from ..cards import RANK_PLURALS, Card, as_cards, format_cards
from ..melds import Arrangement, MeldCheck, check_meld
from ..quoting import quote
from ..rules import DEFAULT_RULES, Rules, wild_name
from ..solver import all_best_arrangements, best_penalty
from ..words import plural
from .answers import as_card, as_names, as_number, as_rank, as_word, as_yes_no, groups_of
from .compare import arrangement_of, compare
from .feedback import Feedback

FLOAT_TOLERANCE = 1e-6  # a probability given as a float counts as right this close (relative)
SMALLEST_SEARCHED = 100  # whole numbers below this are searched in output text only beside their unit


def _numeral(text: str) -> str:
    """A regular expression for a number written out, not inside a longer number."""
    return rf"(?<![\w.,/]){re.escape(text)}(?![\w/]|[.,]\d)"


def _significant(text: str) -> int:
    return len(text.lstrip("-+0.").replace(".", "").rstrip("%"))


@dataclass(frozen=True, kw_only=True)
class Exercise:
    """What every kind shares. `notebook` is the notebook (1-7) that asks it; `telltales`
    gives regular expressions (case-insensitive) of output text that would show the answer,
    beside those each kind finds itself."""

    KIND: ClassVar[str] = "exercise"
    id: str
    notebook: int
    question: str
    hint: str
    telltales: Callable[[], tuple[str, ...]] = field(default=lambda: (), repr=False)

    @property
    def kind(self) -> str:
        """The kind of exercise, for a list of them: "count", "meld", "arrange", ..."""
        return self.KIND

    def solve(self) -> object:
        raise NotImplementedError

    def judge(self, answer: object) -> Feedback:
        raise NotImplementedError

    def answer_text(self) -> str:
        """The right answer in words, for a teacher."""
        return str(self.solve())

    def patterns(self) -> tuple[str, ...]:
        """Regular expressions of output text that shows the answer."""
        return self.telltales()

    def gives_away(self, text: str) -> bool:
        """Does this output text show the answer?"""
        return any(re.search(p, text, re.IGNORECASE) for p in self.patterns())

    def say(self, correct: bool, message: str) -> Feedback:
        return Feedback(self.id, correct, message)

    def not_yet(self, why: str = "") -> Feedback:
        return self.say(False, f"Not yet: {why} Hint: {self.hint}." if why else f"Not yet. Hint: {self.hint}.")


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

    def judge(self, answer: object) -> Feedback:
        given = as_number(answer)
        right = self.solve()
        fraction = isinstance(right, Fraction) and right.denominator != 1 or self.what == "probability"
        if given is None:
            kind = "a fraction such as Fraction(1, 3) or '1/3'" if fraction else \
                "a number" if self.what == "number" else "a whole number"
            return self.say(False, f"Not yet: {quote(answer)} is not a number: give {kind}.")
        if self.tolerance and abs(float(given) - float(right)) <= self.tolerance:
            return self.say(True, f"Right: {float(given):g}.")
        if isinstance(given, float):
            if abs(given - float(right)) <= FLOAT_TOLERANCE * abs(float(right)):
                return self.say(True, f"Right (as a float): {float(right):.6g}.")
        elif given == right:
            return self.say(True, f"Right: {right}.")
        if self.what in ("count", "penalty") and given != int(given):
            return self.say(False, f"Not yet: a {'count' if self.what == 'count' else 'penalty'} is a whole number.")
        if self.what == "probability" and not 0 <= given <= 1:
            return self.say(False, "Not yet: a probability lies between 0 and 1.")
        if self.ordered_mistake and given == right * factorial(self.ordered_mistake):
            return self.say(False, "Not yet: that counts the cards in the order they arrive; a hand has no order.")
        return self.say(False, f"Not yet: {'too high' if given > right else 'too low'}. Hint: {self.hint}.")

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
                found += [_numeral(str(n)), _numeral(f"{n:,}")]
            if self.unit:
                unit = re.escape(self.unit.rstrip("s"))
                found += [rf"{_numeral(str(n))}\s+{unit}s?\b", rf"\b{unit}s?\W{{0,3}}\s*{_numeral(str(n))}"]
            return tuple(found)
        x = float(right)
        floats = [f"{x:.4f}", f"{x:.6f}", f"{x:.4g}", f"{x:.6g}", f"{100 * x:.1f}%", f"{100 * x:.2f}%"]
        if self.what == "number":
            floats = [f"{x:.1f}", f"{x:.2f}", f"{x:.3f}"]
        found.append(_numeral(f"{right.numerator}/{right.denominator}"))
        found += [_numeral(text) for text in dict.fromkeys(floats) if _significant(text) >= 3]
        return tuple(found)


def _topic(reason: str) -> str:
    """What a reason of `check_meld` is about, without saying it: where to look, and the rules."""
    topics = [
        ("wrap", "where the run would turn the corner from King to Ace (R3)"),
        ("V1", "the Ace, and which ace rule this table plays (R3, V1)"),
        ("gap", "the gaps between the ranks and the wilds that could fill them (R13, R15)"),
        ("one rank", "the ranks and the suits: a set needs one rank, a run one suit (R12, R13)"),
        ("one suit", "the ranks and the suits: a set needs one rank, a run one suit (R12, R13)"),
        ("two cards of one rank", "the ranks of the cards in the run (R13)"),
        ("at least 3", "how many cards a meld needs (R12, R13)"),
        ("deck", "how many copies of a card the decks in play hold (R2)"),
        ("at most", "how long a run can be (R13)"),
        ("not wild", "what a run needs besides wilds (R13, R15)"),
    ]
    return next((topic for word, topic in topics if word in reason), "the rules of melds (R12-R15)")


MELD_WORDS = ("set", "run", "no", "not a meld", "meld")


@dataclass(frozen=True, kw_only=True)
class MeldExercise(Exercise):
    """Is this a meld? Answers: True or False ("yes", "no"), or the kind: "set", "run", "no"."""

    KIND: ClassVar[str] = "meld"
    cards: str
    round: int
    rules: Rules = DEFAULT_RULES
    decks: int | None = None

    def check(self) -> MeldCheck:
        return check_meld(self.cards, self.round, self.rules, self.decks)

    def solve(self) -> str:
        """"set", "run" or "no"."""
        check = self.check()
        return check.meld.kind if check.meld is not None else "no"

    def answer_text(self) -> str:
        check = self.check()
        return check.meld.explain() if check.meld is not None else f"no: {check.reason}"

    def judge(self, answer: object) -> Feedback:
        check = self.check()
        yes = as_yes_no(answer)
        word = as_word(answer, MELD_WORDS) if yes is None else ("meld" if yes else "no")
        if word is None:
            return self.say(False, f"Not yet: {quote(answer)} is no answer here: give True or False, "
                                   "or 'set', 'run' or 'no'.")
        cards = format_cards(as_cards(self.cards))
        if check.meld is None:
            if word in ("no", "not a meld"):
                return self.say(True, f"Right: {cards} is no meld: {check.reason}.")
            return self.say(False, f"Not yet: {cards} is no meld. Hint: look at {_topic(check.reason)}.")
        if word in ("no", "not a meld"):
            return self.not_yet("look again.")
        if word in ("meld", check.meld.kind):
            return self.say(True, f"Right: {check.meld.explain()}.")
        return self.say(False, f"Not yet: {cards} is a meld, but no {word}. Hint: {self.hint}.")

    def patterns(self) -> tuple[str, ...]:
        check = self.check()
        shown = [repr(check)] + ([check.meld.explain()] if check.meld is not None else [check.reason])
        return self.telltales() + tuple(re.escape(text) for text in shown)


def _trainer_model(answer: object) -> object:
    """A trainer's plain model from its view (`.model`), its board (`.trainer`) or itself."""
    for attribute in ("model", "trainer"):
        inner = getattr(answer, attribute, None)
        if inner is not None and not isinstance(answer, (str, Card, Arrangement)):
            return inner
    return answer


ARRANGE_FORMAT = "your melds as text, such as '5H 6H 7H | 9C 9D KH' (melds separated by |; the cards you leave " \
                 "out are left over)"


@dataclass(frozen=True, kw_only=True)
class ArrangeExercise(Exercise):
    """Arrange this hand. The answer is text ("5H 6H KS 8H | 9C 9D KH": melds separated by
    `|`, the cards not named left over), an Arrangement, or the arrange trainer (its view,
    board or model) holding this hand. Right when its penalty is the lowest there is."""

    KIND: ClassVar[str] = "arrange"
    cards: str
    round: int
    rules: Rules = DEFAULT_RULES

    @property
    def hand(self) -> list[Card]:
        return as_cards(self.cards)

    def solve(self) -> Arrangement:
        return all_best_arrangements(self.cards, self.round, self.rules)[0]

    def answer_text(self) -> str:
        best = self.solve()
        melds = " | ".join(format_cards(m.cards) for m in best.melds) or "no melds"
        return f"{melds} (penalty {best.penalty})"

    def _arrangement(self, answer: object) -> Arrangement | str:
        """The learner's arrangement, or why it cannot be one of this hand."""
        model = _trainer_model(answer)
        if isinstance(getattr(model, "arrangement", None), Arrangement) and not isinstance(model, Arrangement):
            if Counter(getattr(model, "hand", ())) != Counter(self.hand):
                return "this trainer holds another hand: use trainer(" + repr(self.id) + ") for this one."
            model = model.arrangement  # type: ignore[attr-defined]
        if isinstance(model, Arrangement):
            return model if model.round == self.round else f"that arrangement is of round {model.round}."
        if not isinstance(model, str):
            return f"{quote(answer)} is no arrangement: give {ARRANGE_FORMAT}."
        try:
            groups = groups_of(model)
        except ValueError as err:
            return f"{err}; give {ARRANGE_FORMAT}."
        left = Counter(self.hand)
        melds = []
        for group in groups:
            missing = Counter(group) - left
            if missing:
                card = next(iter(missing))
                return f"{card} is not in the hand {format_cards(self.hand)} (or not that many times)."
            left -= Counter(group)
            check = check_meld(group, self.round, self.rules, decks=max(Counter(self.hand).values()))
            if check.meld is None:
                return f"{format_cards(group)} is no meld: {check.reason}."
            melds.append(check.meld)
        return arrangement_of(melds, left.elements(), self.round, self.rules)

    def judge(self, answer: object) -> Feedback:
        mine = self._arrangement(answer)
        if isinstance(mine, str):
            return self.say(False, f"Not yet: {mine}")
        comparison = compare(self.hand, mine, self.rules)
        points = plural(mine.penalty, "point")
        if comparison.is_best:
            return self.say(True, f"Right: your arrangement leaves {points}, the lowest penalty there is.")
        left = Counter(mine.deadwood)
        melded = Counter(card for meld in comparison.closest.melds for card in meld.cards)
        if left & melded:
            where = "some of the cards you left over can still make a meld, or join one of yours"
        else:
            where = "a better arrangement melds other cards: split your cards into melds another way (R14)"
        return self.say(False, f"Not yet: your arrangement leaves {points}, and fewer are possible. Hint: {where}.")

    def gives_away(self, text: str) -> bool:
        """The text shows a best arrangement: its repr, or every one of its melds in words."""
        if super().gives_away(text):
            return True
        return any(repr(best) in text or all(meld.explain() in text for meld in best.melds)
                   for best in all_best_arrangements(self.cards, self.round, self.rules) if best.melds)


@dataclass(frozen=True, kw_only=True)
class DiscardExercise(Exercise):
    """Which discard? `cards` is the hand just after a draw (R9). The answer is a card
    ("8H", a Card), or the discard trainer's answer (a DiscardAnswer, or the trainer after
    `choose`). Every discard that leaves the lowest penalty is right."""

    KIND: ClassVar[str] = "discard"
    cards: str
    round: int
    rules: Rules = DEFAULT_RULES

    def penalties(self) -> dict[Card, int]:
        """The penalty each discard leaves: the best arrangement of the other cards (R16)."""
        hand = as_cards(self.cards)
        penalties = {}
        for card in sorted(set(hand)):
            rest = list(hand)
            rest.remove(card)
            penalties[card] = best_penalty(rest, self.round, self.rules)
        return penalties

    def solve(self) -> tuple[Card, ...]:
        penalties = self.penalties()
        lowest = min(penalties.values())
        return tuple(card for card, p in penalties.items() if p == lowest)

    def answer_text(self) -> str:
        best = self.solve()
        return " or ".join(str(c) for c in best) + f" (penalty {self.penalties()[best[0]]})"

    def judge(self, answer: object) -> Feedback:
        model = _trainer_model(answer)
        if hasattr(model, "chosen"):  # the discard trainer: its first answer
            model = model.chosen
            if model is None:
                return self.say(False, "Not yet: choose a card in the trainer first, then check again.")
        card = as_card(getattr(model, "card", model))
        if card is None:
            return self.say(False, f"Not yet: {quote(answer)} is no card: give one such as '8H' or '10♣'.")
        penalties = self.penalties()
        if card not in penalties:
            held = format_cards(as_cards(self.cards))
            return self.say(False, f"Not yet: {card} is not in your hand: you hold {held}.")
        lowest = min(penalties.values())
        points = plural(penalties[card], "point")
        if penalties[card] == lowest:
            out = ", and you go out (R10)" if lowest == 0 else ""
            return self.say(True, f"Right: discarding {card} leaves {points}, the lowest any discard leaves{out}.")
        if lowest == 0:
            why = "one discard lets you go out (R10)"
        elif card.rank == self.round + 2:
            why = f"{card} is wild this round and can stand for any card in a meld (R15)"
        else:
            why = self.hint
        return self.say(False, f"Not yet: discarding {card} leaves {points}; another discard leaves fewer. "
                               f"Hint: {why}.")

    def patterns(self) -> tuple[str, ...]:
        found = list(self.telltales())
        for card in self.solve():
            found += [re.escape(f"Good choice: discarding {card} "), re.escape(f"discarding {card} would leave"),
                      re.escape(f"({card}, Arrangement(")]
        return tuple(found)


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
        if isinstance(right, bool):
            return "yes" if right else "no"
        if isinstance(right, frozenset):
            return " and ".join(sorted(right))
        return RANK_PLURALS[right] if self.words == RANKS and isinstance(right, int) else str(right)

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
            return "True or False ('yes' or 'no')"
        if self.words == RANKS:
            return "a rank, such as 5, 'K' or 'kings'"
        return ("one or more of " if self.names else "one of ") + ", ".join(repr(w) for w in self.words)

    def judge(self, answer: object) -> Feedback:
        given = self._read(answer)
        if given is None:
            return self.say(False, f"Not yet: {quote(answer)} is no answer here: give {self._choices()}.")
        if given == self.solve():
            return self.say(True, f"Right: {self._right_words(given)}.")
        return self.not_yet()

    def _right_words(self, given: object) -> str:
        if isinstance(given, bool):
            return "yes" if given else "no"
        if isinstance(given, frozenset):
            return " and ".join(sorted(given))
        if self.words == RANKS and isinstance(given, int):
            return f"{RANK_PLURALS[given]}"
        return str(given)


RANKS = tuple(RANK_PLURALS.values())  # `ChoiceExercise(words=RANKS)` asks for a rank


def wild_line(round: int) -> str:
    """A telltale: a line that names the round and its wild rank ("round 9: ... jacks wild")."""
    return rf"round\s+{round}\b[^\n]*\b{wild_name(round)}\b"
