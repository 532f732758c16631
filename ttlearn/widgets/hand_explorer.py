"""The hand explorer: pick cards, choose the round, the ace rule and the house rules, and
see the best arrangement, the penalty, whether the hand can go out and with which discard, and the
other optimal arrangements. It updates on every click."""

from __future__ import annotations

import html
from functools import cached_property

from ..cards import Card, format_cards, parse_cards
from ..language import _, count_text, using
from ..language.quoting import quote
from ..melds import Arrangement
from ..rules import Rules, hand_size, wild_words
from ..solver import SolvedHand
from .card_picker import PickedCards, PickerBoard
from .card_table import CardTable
from .picture import MESSAGE_FONT, as_html, message_html, text_html
from .view import View, ace_switch, round_menu, rules_controls

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


class HandExplorerView(View):
    """The ipywidgets view: a round menu, an ace-rule switch, the house rules (closed at
    first), a text box, the card table (your hand above the deck), and the answer drawn
    below. Every control calls the model, then `refresh()`."""

    def __init__(self, model: HandExplorer, size: int = 60, language: str | None = None):
        self._build_in(language, self._build, model, size)

    def _build(self, model: HandExplorer, size: int) -> None:
        import ipywidgets as W

        self.model = model
        self.round = round_menu(model.round, lambda r: self._try(model.set_round, r))
        self.aces = ace_switch(model.aces, lambda aces: self._try(model.set_aces, aces))
        self.house = rules_controls(model.rules, model.options, lambda name, value: self._act(
            model.set_option, name, value))
        self.text = W.Text(placeholder=_("type cards, e.g. 5H 6H KS 8H, then Enter"), description=_("Cards"),
                           continuous_update=False)
        self.clear_button = W.Button(description=_("Clear"), icon="trash")
        self.picker = PickerBoard(model, self._refresh_after_pick, language=self.language, summary=self._penalty)
        self.table = CardTable(self.picker.table, size=size, label=_("your hand and the deck to pick from"))
        self.message = W.HTML()  # under the text box: what answers typing, or a refusal
        self.answer = W.HTML()  # the penalty and going out, in words, above the cards
        self.drawn = W.HTML()  # the best arrangement, drawn
        self.alternatives = W.HTML()
        self.text.observe(lambda change: self._try(self.model.set_text, change["new"]), names="value")
        self.clear_button.on_click(lambda _button: self._try(self._clear))
        # What answers an action sits next to it: the message under the text box, the verdict
        # over the hand row (the deck, four rows of 13 cards, would push it out of sight).
        self.widget = W.VBox([
            W.HBox([self.round, self.aces]), self.house, W.HBox([self.text, self.clear_button]),
            self.message, self.answer, self.table.widget, self.drawn, self.alternatives,
        ])
        self.refresh()

    def _clear(self) -> None:
        """Clear the hand and the text box with it (else the old cards would still be there).
        The box first: emptying it is refused as typing, then the clearing says nothing."""
        self.text.value = ""
        self.model.clear()

    def _penalty(self) -> str:
        """The hand row's note: its penalty, where the learner's eyes are after a click."""
        return _("penalty: {penalty}").format(penalty=self.model.arrangement.penalty)

    def _refresh_after_pick(self) -> None:
        self.refused = ""  # a click is a new action: a control's old refusal goes
        self.refresh()

    def picture(self) -> str:
        """The best arrangement of the hand, drawn (for a notebook shown without widgets)."""
        return as_html(self.model.arrangement)

    def refresh(self) -> None:
        with using(self.language):  # a click on a card comes here straight from the card table
            self._redraw()

    def _redraw(self) -> None:
        model = self.model
        analysis = model.analysis
        self.picker.lay_out()
        self.message.value = message_html(self.refused or model.error, "bad")
        arrangement = analysis.arrangement
        self.answer.value = (
            f"<div style='font-size:{MESSAGE_FONT};margin:4px 0'><b>"
            + html.escape(_("Best arrangement: penalty {penalty}").format(penalty=arrangement.penalty)) + "</b>"
            + text_html(model.go_out_text(analysis), "good" if analysis.going_out else "") + "</div>"
        )
        self.drawn.value = as_html(arrangement)
        others = analysis.alternatives
        shown = "".join(as_html(a) for a in others[1:MOST_ALTERNATIVES])
        many = len(others) > MOST_ALTERNATIVES
        more = _(" (the first {count} shown)").format(count=MOST_ALTERNATIVES) if many else ""
        self.alternatives.value = (
            f"<details><summary>{optimal_arrangements(len(others))}{more}</summary>"
            f"{shown}</details>" if len(others) > 1 else "<p>" + _("This is the only optimal arrangement.") + "</p>"
        )


def hand_explorer(cards: str | list[Card] = "", round: int = 11, aces: str | None = None, decks: int | None = None,
                  size: int = 60, rules: Rules | None = None, language: str | None = None) -> HandExplorerView:
    """The hand explorer, ready to display in a notebook; `size` is a card's width in pixels,
    `rules` the house rules to start with (`aces` and `decks`, if given, override its own;
    two decks by default), `language` the one it speaks ('sv', 'hr', 'th'; default: the
    session's, `set_language`)."""
    with using(language):  # a bad language is refused before anything is built
        model = HandExplorer(cards, round, aces, decks, rules)
    return HandExplorerView(model, size, language)
