"""Exercises on a hand, checked the way the trainers check them: arrange this hand
(`ArrangeExercise`, judged by `compare` against every best arrangement) and which discard
(`DiscardExercise`, judged against the penalty every discard leaves: every best one counts).
The feedback speaks the current language.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from ..cards import Card, as_cards, format_cards, rank_text
from ..language import _
from ..language.card_words import points_text
from ..language.quoting import quote
from ..melds import Arrangement, check_meld
from ..rules import DEFAULT_RULES, Rules, is_wild
from ..solver import all_best_arrangements, discard_penalties
from .answers import as_card, groups_of
from .compare import arrangement_of, compare
from .exercise_kinds import Exercise
from .feedback import Feedback


def _trainer_model(answer: object) -> object:
    """A trainer's plain model from its view (`.model`), its board (`.trainer`) or itself."""
    for attribute in ("model", "trainer"):
        inner = getattr(answer, attribute, None)
        if inner is not None and not isinstance(answer, (str, Card, Arrangement)):
            return inner
    return answer


def _arrange_format() -> str:
    return _("your melds as text, such as '5H 6H 7H | 9C 9D KH' (melds separated by |; the cards you leave "
             "out are left over)")



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
        melds = " | ".join(format_cards(m.cards) for m in best.melds) or _("no melds")
        return _("{melds} (penalty {penalty})").format(melds=melds, penalty=best.penalty)

    def why(self) -> str:
        return _("it leaves {points}, the lowest penalty there is; {hint}").format(
            points=points_text(self.solve().penalty), hint=self.hint_text())

    def shown_answer(self) -> str:
        return " | ".join(format_cards(m.cards) for m in self.solve().melds) or _("no melds")

    def implied(self) -> tuple[str, ...]:
        """Every meld of a best arrangement, named together."""
        return tuple(r"\W+".join(re.escape(format_cards(m.cards)) for m in best.melds)
                     for best in all_best_arrangements(self.cards, self.round, self.rules) if best.melds)

    def _arrangement(self, answer: object) -> Arrangement | tuple[str, bool]:
        """The learner's arrangement, or why it cannot be one of this hand and whether that
        is a try (a group that is no meld is; text that is no arrangement is not)."""
        model = _trainer_model(answer)
        if isinstance(getattr(model, "arrangement", None), Arrangement) and not isinstance(model, Arrangement):
            if Counter(getattr(model, "hand", ())) != Counter(self.hand):
                return _("this trainer holds another hand: use {call} for this one.").format(
                    call=f"trainer({self.id!r})"), False
            model = model.arrangement  # type: ignore[attr-defined]
        if isinstance(model, Arrangement):
            return model if model.round == self.round else (_("that arrangement is of round {round}.").format(
                round=model.round), False)
        if not isinstance(model, str):
            return _("{answer} is no arrangement: give {format}.").format(answer=quote(answer),
                                                                          format=_arrange_format()), False
        try:
            groups = groups_of(model)
        except ValueError as err:
            return _("{error}; give {format}.").format(error=err, format=_arrange_format()), False
        left = Counter(self.hand)
        melds = []
        for group in groups:
            missing = Counter(group) - left
            if missing:
                card = next(iter(missing))
                return _("{card} is not in the hand {cards} (or not that many times).").format(
                    card=card, cards=format_cards(self.hand)), False
            left -= Counter(group)
            check = check_meld(group, self.round, self.rules, decks=max(Counter(self.hand).values()))
            if check.meld is None:
                return _("{cards} is no meld: {reason}.").format(cards=format_cards(group), reason=check.reason), True
            melds.append(check.meld)
        return arrangement_of(melds, left.elements(), self.round, self.rules)

    def assess(self, answer: object, tries: int, earlier: tuple[str, ...]) -> Feedback:
        mine = self._arrangement(answer)
        if isinstance(mine, tuple):
            why, tried = mine
            return self.wrong(tries, why, why) if tried else self.unread(_("Not yet: {why}").format(why=why))
        comparison = compare(self.hand, mine, self.rules)
        points = points_text(mine.penalty)
        if comparison.is_best:
            return self.say(True, _("Right: your arrangement leaves {points}, the lowest penalty there is.").format(
                points=points))
        left = Counter(mine.deadwood)
        melded = Counter(card for meld in comparison.closest.melds for card in meld.cards)
        if left & melded:
            where = _("some of the cards you left over can still make a meld, or join one of yours")
        else:
            where = _("a better arrangement melds other cards: split your cards into melds another way (R14)")
        leaves = _("your arrangement leaves {points}, and fewer are possible.").format(points=points)
        return self.wrong(tries, leaves, leaves, hint=where)

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
        """The penalty each discard leaves, in card order: the best arrangement of the other
        cards (R16)."""
        return self._penalties

    @cached_property
    def _penalties(self) -> dict[Card, int]:
        return dict(sorted(discard_penalties(self.cards, self.round, self.rules).items()))  # one search

    def solve(self) -> tuple[Card, ...]:
        penalties = self.penalties()
        lowest = min(penalties.values())
        return tuple(card for card, p in penalties.items() if p == lowest)

    def answer_text(self) -> str:
        best = self.solve()
        return _("{melds} (penalty {penalty})").format(melds=_(" or ").join(str(c) for c in best),
                                                       penalty=self.penalties()[best[0]])

    def why(self) -> str:
        return _("it leaves {points}, the lowest any discard leaves; {hint}").format(
            points=points_text(self.penalties()[self.solve()[0]]), hint=self.hint_text())

    def shown_answer(self) -> str:
        return _(" or ").join(str(c) for c in self.solve())

    def implied(self) -> tuple[str, ...]:
        """A best discard named: "8♥" (or "8H")."""
        return tuple(rf"(?<![\w♠♥♦♣]){re.escape(text)}(?![\w♠♥♦♣])" for card in self.solve()
                     for text in (str(card), rank_text(card.rank) + card.suit))

    def assess(self, answer: object, tries: int, earlier: tuple[str, ...]) -> Feedback:
        model = _trainer_model(answer)
        if hasattr(model, "chosen"):  # the discard trainer: its first answer
            model = model.chosen
            if model is None:
                return self.unread(_("Not yet: choose a card in the trainer first, then check again."))
        card = as_card(getattr(model, "card", model))
        if card is None:
            return self.unread(_("Not yet: {answer} is no card: give one such as '8H' or '10♣'.").format(
                answer=quote(answer)))
        penalties = self.penalties()
        if card not in penalties:
            held = format_cards(as_cards(self.cards))
            return self.unread(_("Not yet: {card} is not in your hand: you hold {cards}.").format(
                card=card, cards=held))
        lowest = min(penalties.values())
        points = points_text(penalties[card])
        if penalties[card] == lowest:
            right = _("Right: discarding {card} leaves {points}, the lowest any discard leaves, and you go out "
                      "(R10).") if lowest == 0 else \
                _("Right: discarding {card} leaves {points}, the lowest any discard leaves.")
            return self.say(True, right.format(card=card, points=points))
        if lowest == 0:
            why = _("one discard lets you go out (R10)")
        elif is_wild(card, self.round):
            why = _("{card} is wild this round and can stand for any card in a meld (R15)").format(card=card)
        else:
            why = self.hint_text()
        leaves = _("discarding {card} leaves {points}; another discard leaves fewer.").format(card=card, points=points)
        return self.wrong(tries, leaves, leaves, hint=why)

    def patterns(self) -> tuple[str, ...]:
        found = list(self.telltales())
        for card in self.solve():
            found += [re.escape(f"Good choice: discarding {card} "), re.escape(f"discarding {card} would leave"),
                      re.escape(f"({card}, Arrangement(")]
        return tuple(found)
