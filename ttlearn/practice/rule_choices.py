"""The house rules a widget lets the learner choose (RULES.md), in plain Python:
each option's label and the values offered, and `with_option`, which changes one option of
a `Rules` or refuses with a one-line ValueError. The controls in `view.rules_controls`
are built from these; the models use `with_option`, so tests drive them headlessly.

>>> with_option(Rules(), "jokers", 2)
Rules(jokers=2)
>>> with_option(Rules(), "turn_cap", 3, options=MELD_OPTIONS)
Traceback (most recent call last):
...
ValueError: turn_cap is not a house rule here: choose one of jokers, all_wild_melds, wild_share
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..language import N_, _
from ..language.quoting import SHOWN, quote
from ..rules import CARDS, DEFAULT_RULES, HAND, MELDS, WILDS_IN_MELDS, Rules


@dataclass(frozen=True)
class Choice:
    """One option: its `name` in `Rules`, a short label, and the (words, value) pairs offered.
    The label and the words are kept in English (marked `N_`) and translated when shown:
    `title` and `offered` speak the current language."""

    name: str
    label: str
    values: tuple[tuple[str, object], ...]

    @property
    def title(self) -> str:
        """The label in the current language."""
        return _(self.label)

    def offered(self, current: object) -> list[tuple[str, object]]:
        """The values offered, in the current language, with `current` added if it is not
        one of them (a teacher may pass Rules(joker_penalty=7): the menu shows it)."""
        values = [(_(words), value) for words, value in self.values]
        if not any(type(v) is type(current) and v == current for _words, v in values):
            values.append((str(current), current))
        return values


def _points(*numbers: int) -> tuple[tuple[str, object], ...]:
    return tuple((str(n), n) for n in numbers)


CHOICES = (
    Choice("jokers", N_("Jokers per deck"), tuple((str(n), n) for n in range(5))),
    Choice("joker_penalty", N_("A joker left over scores"), _points(15, 20, 25, 50)),
    Choice("all_wild_melds", N_("A meld may be all wilds"), ((N_("yes (R15)"), True),
                                                             (N_("no: a natural card"), False))),
    Choice("wild_share", N_("Wilds in a meld"), ((N_("any number (R15)"), "any"), (N_("at most half"), "half"))),
    Choice("face_cards", N_("J, Q, K left over score"), ((N_("10 each (R16)"), 10), ("11, 12, 13", "rank"))),
    Choice("ace_penalty", N_("An Ace left over scores"), ((N_("1, or 15 under V1 (R16)"), None),)
           + _points(11, 15, 20)),
    Choice("wild_penalty", N_("A wild left over scores"), ((N_("its own rank (H2)"), None),) + _points(15, 20, 25)),
    Choice("upcard", N_("An upcard at the deal"), ((N_("yes (R7)"), True), (N_("no: the first player draws"), False))),
)
BY_NAME = {choice.name: choice for choice in CHOICES}
HOUSE_OPTIONS = tuple(BY_NAME)  # every option the controls offer
# A widget offers the options that change the answer to its question, as each rule declares
# (`Rules.affecting`): what makes a meld (not its points); a hand's melds and points (not the play).
MELD_OPTIONS = tuple(name for name in HOUSE_OPTIONS if name in Rules.affecting(CARDS, MELDS, WILDS_IN_MELDS))
HAND_OPTIONS = tuple(name for name in HOUSE_OPTIONS if name in Rules.affecting(*HAND))


def changed_options(rules: Rules, options: Sequence[str] = HOUSE_OPTIONS) -> str:
    """The options of `options` that differ from the standard game, as text ("" if none).

    >>> changed_options(Rules(jokers=2, face_cards="rank"))
    "jokers=2, face_cards='rank'"
    """
    return ", ".join(f"{name}={getattr(rules, name)!r}" for name in options
                     if getattr(rules, name) != getattr(DEFAULT_RULES, name))


def rules_in_words(rules: Rules, options: Sequence[str] = HOUSE_OPTIONS) -> str:
    """The options of `options` that differ from the standard game, each by its label and
    the words of its value in the current language: what a learner reads ("standard" if
    none; `changed_options` is the same in code, for a repr).

    >>> rules_in_words(Rules(jokers=2, face_cards="rank"))
    'Jokers per deck: 2; J, Q, K left over score: 11, 12, 13'
    >>> rules_in_words(Rules())
    'standard'
    """
    said = []
    for name in options:
        value = getattr(rules, name)
        if value != getattr(DEFAULT_RULES, name):
            choice = BY_NAME[name]
            words = next(w for w, v in choice.offered(value) if type(v) is type(value) and v == value)
            said.append(_("{option}: {value}").format(option=choice.title, value=words))
    return "; ".join(said) or _("standard")


def with_option(rules: Rules, name: str, value: object, options: Sequence[str] = HOUSE_OPTIONS) -> Rules:
    """`rules` with option `name` set to `value`; a name not in `options`, or a value the
    option refuses, raises a one-line ValueError."""
    if name not in options:
        shown = name if isinstance(name, str) and name.isidentifier() and len(name) <= SHOWN else quote(name)
        raise ValueError(f"{shown} is not a house rule here: choose one of {', '.join(options)}")
    return replace(rules, **{name: value})  # type: ignore[arg-type]  # Rules refuses a bad value itself
