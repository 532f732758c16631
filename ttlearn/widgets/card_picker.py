"""A deck of card buttons: click a card to pick it (again, for a second deck's copy) or to
put it back. The hand explorer and the meld checker share it."""

from __future__ import annotations

from collections.abc import Callable

from ..cards import RANKS, SUITS, Card
from ..draw.palette import PICKED, deck_colours, suit_colour


def clicked(cards: list[Card], card: Card, decks: int) -> list[Card]:
    """The picked cards after a click on `card`: one more copy of it until every deck's
    copy is picked, then none."""
    count = cards.count(card)
    return [c for c in cards if c != card] + [card] * (0 if count >= decks else count + 1)


class CardPickerView:
    """52 buttons in four rows (one per suit). `on_click(card)` is called on a click;
    `show(counts)` marks the picked cards."""

    def __init__(self, on_click: Callable[[Card], None]):
        import ipywidgets as W

        self.buttons: dict[Card, W.Button] = {}
        rows = []
        for suit in SUITS:
            row = []
            for rank in RANKS:
                card = Card(rank, suit)
                button = W.Button(description=str(card), tooltip=card.name,
                                  layout=W.Layout(width="46px", height="30px", padding="0"))
                button.style.text_color = suit_colour(suit, deck_colours())
                button.on_click(lambda _, card=card: on_click(card))
                self.buttons[card] = button
                row.append(button)
            rows.append(W.HBox(row))
        self.widget = W.VBox(rows)

    def show(self, counts: dict[Card, int]) -> None:
        """Mark picked cards by a tick and a bold label as well as a colour (never colour alone)."""
        for card, button in self.buttons.items():
            n = counts.get(card, 0)
            button.description = ("✓" if n else "") + str(card) + (f"×{n}" if n > 1 else "")
            button.style.button_color = PICKED if n else None
            button.style.font_weight = "bold" if n else "normal"
