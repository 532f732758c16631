"""The hand explorer: pick cards, choose the round and the ace rule, and see the best
arrangement, the penalty, whether the hand can go out and with which discard, and the
other optimal arrangements. It updates on every click."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from ..cards import Card, format_cards, parse_cards
from ..melds import Arrangement
from ..rules import Rules, hand_size, wild_name
from ..solver import MAX_HAND_CARDS, all_best_arrangements, best_arrangement, go_out
from ..words import plural
from .card_picker import CardPickerView, clicked
from .picture import as_html, text_html
from .view import View, ace_switch, round_menu

MOST_ALTERNATIVES = 12  # a screenful; the count says how many there are in all
_TOO_MANY = f"a hand holds at most {MAX_HAND_CARDS} cards (13 dealt and 1 drawn, R4, R9): put one back first"


@dataclass(frozen=True)
class Analysis:
    """Everything the explorer shows for one hand (computed lazily, then kept)."""

    cards: tuple[Card, ...]
    round: int
    rules: Rules

    @cached_property
    def arrangement(self) -> Arrangement:
        return best_arrangement(self.cards, self.round, self.rules)

    @cached_property
    def going_out(self) -> tuple[Card, Arrangement] | None:
        """The discard and arrangement to go out with (R10), for a hand just after drawing."""
        if len(self.cards) != hand_size(self.round) + 1:
            return None
        return go_out(self.cards, self.round, self.rules)

    @cached_property
    def alternatives(self) -> list[Arrangement]:
        return all_best_arrangements(self.cards, self.round, self.rules)


class HandExplorer:
    """The model: a hand, a round and an ace rule. Bad input sets `error` and changes nothing."""

    def __init__(self, cards: str | Iterable[Card] = (), round: int = 11, aces: str = "low", decks: int = 2):
        self.decks = decks
        self.round = round
        self.aces = aces
        self.cards: list[Card] = parse_cards(cards) if isinstance(cards, str) else list(cards)
        self.error = ""
        hand_size(round)  # a bad round or ace rule raises ValueError here
        Rules(aces=aces)
        if len(self.cards) > MAX_HAND_CARDS:
            raise ValueError(_TOO_MANY)

    # --- actions -------------------------------------------------------------------------

    def toggle(self, card: Card) -> None:
        """Pick a card (a second copy with two decks), or put it back; a 15th card is
        refused (a hand holds at most 14, and the answers stay instant)."""
        cards = clicked(self.cards, card, self.decks)
        if len(cards) > MAX_HAND_CARDS:
            self.error = _TOO_MANY
            return
        self.cards, self.error = cards, ""

    def set_text(self, text: str) -> None:
        """Replace the hand with typed cards; a bad token is explained and nothing changes."""
        try:
            cards = parse_cards(text)
        except ValueError as err:
            self.error = str(err)
            return
        too_many = [c for c, n in Counter(cards).items() if n > self.decks]
        if too_many:
            self.error = (f"{too_many[0]} appears more than {plural(self.decks, 'time')} "
                          f"with {plural(self.decks, 'deck')}")
            return
        if len(cards) > MAX_HAND_CARDS:
            self.error = _TOO_MANY
            return
        self.cards, self.error = cards, ""

    def set_round(self, round: int) -> None:
        hand_size(round)  # a bad round raises ValueError before anything changes
        self.round = round

    def set_aces(self, aces: str) -> None:
        Rules(aces=aces)
        self.aces = aces

    def clear(self) -> None:
        self.cards, self.error = [], ""

    # --- what it shows -----------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return Rules(aces=self.aces)

    @property
    def analysis(self) -> Analysis:
        return Analysis(tuple(sorted(self.cards)), self.round, self.rules)

    @property
    def arrangement(self) -> Arrangement:
        return self.analysis.arrangement

    def round_label(self) -> str:
        return f"Round {self.round}: {hand_size(self.round)} cards, {wild_name(self.round)} wild (R4, R5)"

    def go_out_text(self, analysis: Analysis) -> str:
        size = hand_size(self.round)
        if len(analysis.cards) != size + 1:
            return f"Going out (R10) is checked for a hand just after drawing: {size + 1} cards in round {self.round}."
        if analysis.going_out is None:
            return "This hand cannot go out yet (R10)."
        discard, _ = analysis.going_out
        return f"This hand can go out (R10): discard {discard} and lay down the rest."

    def summary(self) -> str:
        """The explorer's answer as plain text (what the view shows in pictures)."""
        analysis = self.analysis
        lines = [self.round_label(), f"hand: {format_cards(analysis.cards) or '(no cards)'}"]
        lines += [analysis.arrangement.explain(), self.go_out_text(analysis)]
        count = len(analysis.alternatives)
        lines.append(plural(count, "optimal arrangement"))
        return "\n".join(lines)


class HandExplorerView(View):
    """The ipywidgets view: a round menu, an ace-rule switch, a text box, the card deck, and
    the answer drawn below. Every control calls the model, then `refresh()`."""

    def __init__(self, model: HandExplorer):
        import ipywidgets as W

        self.model = model
        self.round = round_menu(model.round, lambda r: self._act(model.set_round, r))
        self.aces = ace_switch(model.aces, lambda aces: self._act(model.set_aces, aces))
        self.text = W.Text(placeholder="type cards, e.g. 5H 6H KS 8H, then Enter", description="Cards",
                           continuous_update=False)
        self.clear_button = W.Button(description="Clear", icon="trash")
        self.picker = CardPickerView(self._on_card)
        self.message = W.HTML()
        self.answer = W.HTML()
        self.alternatives = W.HTML()
        self.text.observe(lambda change: self._act(self.model.set_text, change["new"]), names="value")
        self.clear_button.on_click(lambda _: self._act(self.model.clear))
        self.widget = W.VBox([
            W.HBox([self.round, self.aces]), W.HBox([self.text, self.clear_button]),
            self.picker.widget, self.message, self.answer, self.alternatives,
        ])
        self.refresh()

    def _on_card(self, card: Card) -> None:
        self._act(self.model.toggle, card)

    def refresh(self) -> None:
        model = self.model
        analysis = model.analysis
        self.picker.show(Counter(model.cards))
        self.message.value = text_html(model.error, "bad") if model.error else ""
        arrangement = analysis.arrangement
        self.answer.value = (
            f"<h4>Best arrangement: penalty {arrangement.penalty}</h4>"
            + as_html(arrangement)
            + text_html(model.go_out_text(analysis), "good" if analysis.going_out else "")
        )
        others = analysis.alternatives
        shown = "".join(as_html(a) for a in others[1:MOST_ALTERNATIVES])
        more = f" (the first {MOST_ALTERNATIVES} shown)" if len(others) > MOST_ALTERNATIVES else ""
        self.alternatives.value = (
            f"<details><summary>{plural(len(others), 'optimal arrangement')}{more}</summary>"
            f"{shown}</details>" if len(others) > 1 else "<p>This is the only optimal arrangement.</p>"
        )


def hand_explorer(cards: str | list[Card] = "", round: int = 11, aces: str = "low", decks: int = 2) -> HandExplorerView:
    """The hand explorer, ready to display in a notebook."""
    return HandExplorerView(HandExplorer(cards, round, aces, decks))
