"""The hand explorer: pick cards, choose the round, the ace rule and the house rules, and
see the best arrangement, the penalty, whether the hand can go out and with which discard, and the
other optimal arrangements. It updates on every click."""

from __future__ import annotations

from functools import cached_property

from ..cards import Card, format_cards, parse_cards
from ..language import _, count_text
from ..language.quoting import quote
from ..melds import Arrangement
from ..rules import Rules, hand_size, wild_words
from ..solver import SolvedHand
from .card_picker import PickedCards

MOST_ALTERNATIVES = 12  # a screenful; the count says how many there are in all


def optimal_arrangements(count: int) -> str:
    """'3 optimal arrangements', in the language of the moment."""
    return count_text(count, "{count} optimal arrangement", "{count} optimal arrangements")


class Analysis:
    """Everything the explorer shows for one hand, from one `SolvedHand`: the hand is
    checked and compiled once, and each answer worked out when first shown, then kept."""

    def __init__(self, cards: tuple[Card, ...], round: int, rules: Rules) -> None:
        self.cards, self.round, self.rules = cards, round, rules
        self.solved = SolvedHand(cards, round, rules)

    @cached_property
    def arrangement(self) -> Arrangement:
        return self.solved.arrangement()

    @cached_property
    def going_out(self) -> tuple[Card, Arrangement] | None:
        """The discard and arrangement to go out with (R10), for a hand just after drawing."""
        if len(self.cards) != hand_size(self.round) + 1:
            return None
        return self.solved.go_out()

    @cached_property
    def alternatives(self) -> list[Arrangement]:
        return self.solved.all_arrangements()


class HandExplorer(PickedCards):
    """The model: a hand, a round, an ace rule and the house rules (`set_option`). Bad input
    sets `error` and changes nothing. Cards are picked with `toggle`, `place`, `put_back` and
    `reorder` (`PickedCards`)."""

    _analysis: Analysis | None = None  # the analysis of the hand last shown

    # --- actions -------------------------------------------------------------------------

    def set_text(self, text: str) -> None:
        """Replace the hand with typed cards; a bad token is explained and nothing changes, and
        so is an empty line (the Clear button empties the hand: an Enter on an empty box must
        not throw the hand away unseen)."""
        if not isinstance(text, str):
            self.error = _("bad cards {text}: type them as text, such as 5H 6H KS").format(text=quote(text))
            return
        if not text.strip():
            self.error = _("No cards typed: type cards such as 5H 6H KS, then Enter (Clear empties the hand).")
            return
        try:
            cards = parse_cards(text, jokers=self.rules.jokers > 0)
        except ValueError as err:
            self.error = str(err)
            return
        self._pick(cards)

    # --- what it shows -----------------------------------------------------------------------

    @property
    def analysis(self) -> Analysis:
        """The analysis of the hand as it is now: made once for each hand, round and rules,
        however often the view asks."""
        key = (tuple(sorted(self.cards)), self.round, self.rules)
        if self._analysis is None or (self._analysis.cards, self._analysis.round, self._analysis.rules) != key:
            self._analysis = Analysis(*key)
        return self._analysis

    @property
    def arrangement(self) -> Arrangement:
        return self.analysis.arrangement

    def round_label(self) -> str:
        return _("Round {round}: {cards}, {wild} (R4, R5)").format(
            round=self.round, cards=count_text(hand_size(self.round), "{count} card", "{count} cards"),
            wild=wild_words(self.round))

    def go_out_text(self, analysis: Analysis) -> str:
        size = hand_size(self.round)
        if len(analysis.cards) != size + 1:
            return _("Going out (R10) is checked for a hand just after drawing: {cards} in round {round}.").format(
                cards=count_text(size + 1, "{count} card", "{count} cards"), round=self.round)
        if analysis.going_out is None:
            return _("This hand cannot go out yet (R10).")
        discard, _arrangement = analysis.going_out
        return _("This hand can go out (R10): discard {card} and lay down the rest.").format(card=discard)

    def summary(self) -> str:
        """The explorer's answer as plain text (what the view shows in pictures)."""
        analysis = self.analysis
        lines = [self.round_label(), _("hand: {cards}").format(cards=format_cards(analysis.cards) or _("(no cards)"))]
        lines += [analysis.arrangement.explain(), self.go_out_text(analysis)]
        count = len(analysis.alternatives)
        lines.append(optimal_arrangements(count))
        return "\n".join(lines)
