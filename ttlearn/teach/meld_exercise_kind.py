"""The exercise "is this a meld?" (`MeldExercise`): its answer is 'set', 'run' or 'not a
meld' (True or False will do), judged by `check_meld` under the exercise's round, decks and
rules. Its feedback is read from what the answer given claims, so a first wrong try learns
where to look (what a set needs, R12) and nothing of the right answer; the second try is
pointed at the rule the cards break.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ..cards import as_cards, format_cards
from ..language import N_, _, using
from ..language.quoting import quote
from ..melds import MeldCheck, check_meld
from ..rules import DEFAULT_RULES, Rules
from .answers import as_word, as_yes_no, choice_word
from .exercise_kinds import Exercise
from .feedback import Feedback


def _topic(reason: str) -> str:
    """What a reason of `check_meld` (in English) is about, without saying it: where to look,
    and the rules, in the current language."""
    topics = [
        ("wrap", N_("where the run would turn the corner from King to Ace (R3)")),
        ("V1", N_("the Ace, and which ace rule this table plays (R3, V1)")),
        ("gap", N_("the gaps between the ranks and the wilds that could fill them (R13, R15)")),
        ("one rank", N_("the ranks and the suits: a set needs one rank, a run one suit (R12, R13)")),
        ("one suit", N_("the ranks and the suits: a set needs one rank, a run one suit (R12, R13)")),
        ("two cards of one rank", N_("the ranks of the cards in the run (R13)")),
        ("at least 3", N_("how many cards a meld needs (R12, R13)")),
        ("deck", N_("how many copies of a card the decks in play hold (R2)")),
        ("at most", N_("how long a run can be (R13)")),
        ("not wild", N_("what a run needs besides wilds (R13, R15)")),
    ]
    every_rule = N_("the rules of melds (R12-R15)")  # its own statement: the extraction skips a call inside _()
    return _(next((topic for word, topic in topics if word in reason), every_rule))


# What an answer to "is this a meld?" claims, and so what to look at when it is wrong: read
# from the answer given only, so a first try learns nothing of the right one.
_CLAIMS = {
    "set": N_("what a set needs: three or more cards of one rank, each wild standing for a card of it (R12, R15)"),
    "run": N_("what a run needs: three or more cards of one suit in consecutive ranks, each wild standing for "
              "a card of it (R13, R15)"),
    "meld": N_("what a meld needs: a set of one rank or a run of one suit, three cards or more (R12, R13)"),
    "no": N_("each card, and what each wild could stand for: could the cards make a set or a run (R12, R13, R15)?"),
}

MELD_WORDS = ("set", "run", "no", "not a meld", "meld")
MELD_CHOICES = ("set", "run", "not a meld")  # the boxes a worksheet ticks, and the words a notebook asks for
MELD_ANSWER = N_("Answer 'set', 'run' or 'not a meld'.")  # how to answer every meld question in a notebook


@dataclass(frozen=True, kw_only=True)
class MeldExercise(Exercise):
    """Is this a meld? Answers: the kind, "set" or "run", or "not a meld" ("no"); or True or False."""

    KIND: ClassVar[str] = "meld"
    cards: str
    round: int
    rules: Rules = DEFAULT_RULES
    decks: int | None = None
    answer_how: str = MELD_ANSWER

    def check(self) -> MeldCheck:
        return check_meld(self.cards, self.round, self.rules, self.decks)

    def solve(self) -> str:
        """"set", "run" or "no"."""
        check = self.check()
        return check.meld.kind if check.meld is not None else "no"

    def answer_text(self) -> str:
        check = self.check()
        return check.meld.explain() if check.meld is not None else _("no: {reason}").format(reason=check.reason)

    def shown_answer(self) -> str:
        check = self.check()
        return quote(choice_word(check.meld.kind if check.meld is not None else "not a meld"))

    def why(self) -> str:
        check = self.check()
        return check.meld.explain() if check.meld is not None else check.reason

    def assess(self, answer: object, tries: int, earlier: tuple[str, ...]) -> Feedback:
        check = self.check()
        yes = as_yes_no(answer)
        word = as_word(answer, MELD_WORDS) if yes is None else ("meld" if yes else "no")
        if word is None:
            return self.unread(_("Not yet: {answer} is no answer here: give 'set', 'run' or 'not a meld' "
                                 "(True or False will do too).").format(answer=quote(answer)))
        said = "no" if word == "not a meld" else word
        cards = format_cards(as_cards(self.cards))
        if check.meld is None and said == "no":
            return self.say(True, _("Right: {cards} is no meld: {reason}.").format(cards=cards, reason=check.reason))
        if check.meld is not None and said in ("meld", check.meld.kind):
            return self.say(True, _("Right: {answer}.").format(answer=check.meld.explain()))
        first = _("look at {topic}.").format(topic=_(_CLAIMS[said]))
        if check.meld is None:
            with using("en"):  # the topic is found from the reason's English words
                reason = self.check().reason
            closer = _("look at {topic}.").format(topic=_topic(reason))
        elif said == "no":  # that it is a meld would answer True
            closer = _("look at what each wild could stand for (R15): with it, do some cards make a set or a "
                       "run (R12, R13)?")
        else:  # "is a meld, but no set" would answer True, and tell a run
            closer = _("look at the ranks and the suits: a set needs one rank, a run one suit (R12, R13).")
        return self.wrong(tries, first, closer)

    def implied(self) -> tuple[str, ...]:
        """What tells the answer: the kind quoted ('run'), "is a meld" (which answers True),
        "no set" (which tells a run, a meld's kind being one of two), "is no meld"."""
        check = self.check()
        cards = re.escape(format_cards(as_cards(self.cards)))
        if check.meld is None:
            return (rf"{cards} is no meld", r"\bnot a meld\b", rf"'{re.escape(choice_word('no'))}'")
        other = "set" if check.meld.kind == "run" else "run"
        return (rf"{cards} is a meld", rf"\bno {re.escape(choice_word(other))}\b",
                rf"'{re.escape(choice_word(check.meld.kind))}'")

    def patterns(self) -> tuple[str, ...]:
        check = self.check()
        shown = [repr(check)] + ([check.meld.explain()] if check.meld is not None else [check.reason])
        return self.telltales() + tuple(re.escape(text) for text in shown)
