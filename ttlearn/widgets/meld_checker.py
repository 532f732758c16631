"""The meld checker in a notebook: the card picker and the verdict on the picked cards. A thin
view: the logic is `MeldChecker` in `ttlearn.practice.meld_checker`, which tests drive
headlessly."""

from __future__ import annotations

from ..cards import Card, format_cards
from ..draw.svg import show_hand
from ..language import _, using
from ..practice.card_picker import PickerBoard
from ..practice.meld_checker import MeldChecker
from ..rules import Rules
from .card_table import CardTable
from .deck import deck_control, use_colours
from .live_region import LiveRegion
from .picture import as_html, message_html, text_html
from .reflow import reflowing
from .view import View, ace_switch, round_menu, rules_controls, view_box


class MeldCheckerView(View):
    """A round menu, an ace-rule switch, the house rules (closed at first), the card table
    (your cards above the deck), the verdict with the meld drawn, and the deck's colours. The
    verdict is said in the live region, once, when it changes."""

    def __init__(self, model: MeldChecker, size: int = 60, language: str | None = None):
        self._build_in(language, self._build, model, size)

    def _build(self, model: MeldChecker, size: int) -> None:
        import ipywidgets as W

        self.model = model
        self.round = round_menu(model.round, lambda r: self._try(model.set_round, r))
        self.aces = ace_switch(model.aces, lambda aces: self._try(model.set_aces, aces))
        self.house = rules_controls(model.rules, model.options, lambda name, value: self._act(
            model.set_option, name, value))
        self.clear_button = W.Button(description=_("Clear"), icon="trash")
        self.picker = PickerBoard(model, self._refresh_after_pick, title=_("Your cards"), language=self.language,
                                  summary=self._short_verdict)
        self.table = CardTable(self.picker.table, size=size, label=_("your cards and the deck to pick from"))
        self.picked = W.HTML()
        self.answer = W.HTML()  # the verdict, over the cards: under the deck it would be out of sight
        self.meld = W.HTML()
        self.clear_button.on_click(lambda _button: self._try(model.clear))
        self.deck = deck_control(self, self.table)
        self.live = LiveRegion()
        self.widget = view_box([reflowing(W.HBox([self.round, self.aces, self.clear_button])), self.house,
                                self.answer, self.table.widget, self.picked, self.meld, self.deck], self.live)
        self.refresh()

    def _refresh_after_pick(self) -> None:
        self.refused = ""  # a click is a new action: a control's old refusal goes
        self.refresh()

    def refresh(self) -> None:
        with using(self.language):  # a click on a card comes here straight from the card table
            self._redraw()

    def _redraw(self) -> None:
        model = self.model
        self.picker.lay_out()
        picked = _("Picked: {cards}").format(cards=format_cards(model.cards) or _("(none)"))
        self.picked.value = f"<p>{picked}</p>"
        result = model.result if model.cards else None
        tone = "" if result is None else "good" if result else "bad"
        self.meld.value = as_html(result.meld) if result else ""
        refusal = self.refused or model.error
        self.answer.value = message_html(refusal, "bad") + message_html(model.verdict(), tone)
        self.live.say(" ".join(part for part in (refusal, model.verdict()) if part))

    def _short_verdict(self) -> str:
        """The verdict in a few words, by the picked cards."""
        meld = self.model.result.meld
        return _("not a meld") if meld is None else meld.label

    def picture(self) -> str:
        """The picked cards, drawn, with the verdict (for a notebook shown without widgets)."""
        result = self.model.result if self.model.cards else None
        shown = as_html(result.meld) if result else as_html(show_hand(self.model.cards, self.model.round))
        return text_html(self.model.verdict()) + shown


def meld_checker(cards: str | list[Card] = "", round: int = 11, aces: str | None = None, size: int = 60,
                 rules: Rules | None = None, language: str | None = None, colours: str | None = None
                 ) -> MeldCheckerView:
    """The meld checker, ready to display in a notebook; `size` is a card's width in pixels,
    `rules` the house rules to start with (`aces`, if given, overrides its ace rule),
    `language` the one it speaks ('sv', 'hr', 'th'; default: the session's, `set_language`),
    `colours` the deck's ('two' or 'four'; default: the session's, `set_deck_colours`)."""
    use_colours(colours)
    with using(language):  # a bad language is refused before anything is built
        model = MeldChecker(cards, round, aces, rules=rules)
    return MeldCheckerView(model, size, language)
