"""The meld checker: pick cards and see whether they are a set or a run, what each wild
stands for, and, if they are not a meld, why (R12-R15, V1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..cards import Card, format_cards, parse_cards
from ..melds import MeldCheck, check_meld
from ..rules import Rules, hand_size
from .card_picker import CardPickerView, clicked
from .picture import as_html, text_html
from .view import View, ace_switch, round_menu


class MeldChecker:
    """The model: the picked cards, the round and the ace rule."""

    def __init__(self, cards: str | Iterable[Card] = (), round: int = 11, aces: str = "low", decks: int = 2):
        self.cards: list[Card] = parse_cards(cards) if isinstance(cards, str) else list(cards)
        self.round, self.aces, self.decks = round, aces, decks
        hand_size(round)
        Rules(aces=aces)

    def toggle(self, card: Card) -> None:
        self.cards = clicked(self.cards, card, self.decks)

    def set_round(self, round: int) -> None:
        hand_size(round)
        self.round = round

    def set_aces(self, aces: str) -> None:
        Rules(aces=aces)
        self.aces = aces

    def clear(self) -> None:
        self.cards = []

    @property
    def result(self) -> MeldCheck:
        return check_meld(self.cards, self.round, Rules(aces=self.aces))

    def verdict(self) -> str:
        """The answer in one line."""
        if not self.cards:
            return "Pick three or more cards."
        result = self.result
        if result.meld is not None:
            return f"Yes: {result.meld.explain()}"
        return f"Not a meld: {result.reason}"


class MeldCheckerView(View):
    def __init__(self, model: MeldChecker):
        import ipywidgets as W

        self.model = model
        self.round = round_menu(model.round, lambda r: self._act(model.set_round, r))
        self.aces = ace_switch(model.aces, lambda aces: self._act(model.set_aces, aces))
        self.clear_button = W.Button(description="Clear", icon="trash")
        self.picker = CardPickerView(lambda card: self._act(model.toggle, card))
        self.picked = W.HTML()
        self.answer = W.HTML()
        self.clear_button.on_click(lambda _: self._act(model.clear))
        self.widget = W.VBox([W.HBox([self.round, self.aces, self.clear_button]), self.picker.widget,
                              self.picked, self.answer])
        self.refresh()

    def refresh(self) -> None:
        model = self.model
        self.picker.show(Counter(model.cards))
        self.picked.value = f"<p>Picked: {format_cards(model.cards) or '(none)'}</p>"
        result = model.result if model.cards else None
        tone = "" if result is None else "good" if result else "bad"
        picture = as_html(result.meld) if result else ""
        self.answer.value = text_html(model.verdict(), tone) + picture


def meld_checker(cards: str | list[Card] = "", round: int = 11, aces: str = "low") -> MeldCheckerView:
    """The meld checker, ready to display in a notebook."""
    return MeldCheckerView(MeldChecker(cards, round, aces))
