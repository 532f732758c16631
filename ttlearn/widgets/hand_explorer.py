"""The hand explorer in a notebook: the 52-card picker, the round menu, the ace switch and the
house rules, and the analysis of the picked hand. A thin view: the logic is `HandExplorer`
in `ttlearn.practice.hand_explorer`, which tests drive headlessly."""

from __future__ import annotations

import html

from ..cards import Card
from ..language import _, using
from ..practice.card_picker import PickerBoard
from ..practice.hand_explorer import MOST_ALTERNATIVES, HandExplorer, optimal_arrangements
from ..rules import Rules
from .card_table import CardTable
from .deck import deck_control, use_colours
from .live_region import LiveRegion
from .picture import MESSAGE_FONT, as_html, message_html, text_html
from .reflow import reflowing
from .view import View, ace_switch, round_menu, rules_controls, view_box


class HandExplorerView(View):
    """The ipywidgets view: a round menu, an ace-rule switch, the house rules (closed at
    first), a text box, the card table (your hand above the deck), and the answer drawn
    below, the deck's colours. Every control calls the model, then `refresh()`; the result (or
    a refusal) is said in the live region, once, when it changes."""

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
        self._clearing = False  # Clear empties the text box: that is no typing to answer
        self.text.observe(self._typed, names="value")
        self.clear_button.on_click(lambda _button: self._try(self._clear))
        # What answers an action sits next to it: the message under the text box, the verdict
        # over the hand row (the deck, four rows of 13 cards, would push it out of sight).
        self.deck = deck_control(self, self.table)
        self.live = LiveRegion()
        self.widget = view_box([
            reflowing(W.HBox([self.round, self.aces])), self.house,
            reflowing(W.HBox([self.text, self.clear_button])),
            self.message, self.answer, self.table.widget, self.drawn, self.alternatives, self.deck,
        ], self.live)
        self.refresh()

    def _typed(self, change: dict) -> None:
        if not self._clearing:
            self._try(self.model.set_text, change["new"])

    def _clear(self) -> None:
        """Clear the hand and the text box with it (else the old cards would still be there).
        Emptying the box is not typing: no refusal is shown or said, only the empty hand."""
        self._clearing = True
        try:
            self.text.value = ""
        finally:
            self._clearing = False
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
        refusal = self.refused or model.error
        self.message.value = message_html(refusal, "bad")
        arrangement = analysis.arrangement
        best = _("Best arrangement: penalty {penalty}").format(penalty=arrangement.penalty)
        going_out = model.go_out_text(analysis)
        self.answer.value = (
            f"<div style='font-size:{MESSAGE_FONT};margin:4px 0'><b>" + html.escape(best) + "</b>"
            + text_html(going_out, "good" if analysis.going_out else "") + "</div>"
        )
        # A refusal, else the result: the text that answers the learner's last action
        self.live.say(refusal or f"{best}. {going_out}".strip())
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
                  size: int = 60, rules: Rules | None = None, language: str | None = None,
                  colours: str | None = None) -> HandExplorerView:
    """The hand explorer, ready to display in a notebook; `size` is a card's width in pixels,
    `rules` the house rules to start with (`aces` and `decks`, if given, override its own;
    two decks by default), `language` the one it speaks ('sv', 'hr', 'th'; default: the
    session's, `set_language`), `colours` the deck's ('two' or 'four'; default: the
    session's, `set_deck_colours`)."""
    use_colours(colours)
    with using(language):  # a bad language is refused before anything is built
        model = HandExplorer(cards, round, aces, decks, rules)
    return HandExplorerView(model, size, language)
