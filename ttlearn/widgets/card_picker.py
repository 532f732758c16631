"""Picking cards on a card table: the 52 cards of a deck in four rows (one per suit) to
click, and the picked cards in a row above them. A click on the deck picks a card (again,
for a second deck's copy, R2; once more puts them back); a click on a picked card puts it
back; a picked card can be dragged to reorder the row, or back to the deck, and a deck card
dragged into the row is picked at that place. The hand explorer and the meld checker share it.

>>> from ttlearn import parse_cards
>>> cards = parse_cards("7H 8H")
>>> clicked(cards, Card(8, "H"), decks=2)
[7♥, 8♥, 8♥]
>>> placed(cards, Card(9, "H"), 0, decks=1)
[9♥, 7♥, 8♥]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from ..cards import RANKS, SUIT_NAMES, SUIT_SYMBOLS, SUITS, Card, as_cards, check_copies, check_decks, format_cards
from ..rules import Rules, check_round, wild_rank
from ..solver import MAX_HAND_CARDS  # a player holds at most 13 cards and one drawn (R4, R9)
from .card_table import CardTableModel, Group, TableCard

PICKED = "picked"
FIRST_PICKED_ID = 1000  # picked cards are numbered from here; deck cards 0-51

def clicked(cards: list[Card], card: Card, decks: int) -> list[Card]:
    """The picked cards after a click on `card`: one more copy of it until every deck's
    copy is picked, then none."""
    count = cards.count(card)
    return [c for c in cards if c != card] + [card] * (0 if count >= decks else count + 1)


def placed(cards: list[Card], card: Card, index: int, decks: int) -> list[Card]:
    """The picked cards with one more `card` at `index`; ValueError if every copy is picked."""
    if cards.count(card) >= decks:
        raise ValueError(f"every copy of {card} is picked already ({decks} deck{'s' * (decks != 1)}, R2)")
    cards = list(cards)
    cards.insert(min(max(index, 0), len(cards)), card)
    return cards


def deck_id(card: Card) -> int:
    return SUITS.index(card.suit) * len(RANKS) + card.rank - 1


class PickedCards:
    """A model of picked cards: `cards` (a list) with up to `decks` copies of each card, the
    round and the ace rule they are judged by, and an `error` line. Each action clears
    `error`, or sets it and changes nothing. Bad arguments to the constructor raise ValueError."""

    def __init__(self, cards: str | Iterable[Card] = (), round: int = 11, aces: str = "low", decks: int = 2):
        self.decks = check_decks(decks)
        self.round = check_round(round)  # the round, for its wilds (R5)
        self.aces = Rules(aces=aces).aces  # a bad ace rule raises ValueError here
        self.cards: list[Card] = []
        self.error = ""
        self._pick(as_cards(cards))
        if self.error:
            raise ValueError(self.error)

    @property
    def rules(self) -> Rules:
        return Rules(aces=self.aces, decks=self.decks)

    def set_round(self, round: int) -> None:
        self.round = check_round(round)  # a bad round raises ValueError before anything changes

    def set_aces(self, aces: str) -> None:
        self.aces = Rules(aces=aces).aces

    def clear(self) -> None:
        self.cards, self.error = [], ""

    def refusal(self, cards: list[Card]) -> str:
        """Why these cards cannot be the picked cards ("" if they can): more copies of a
        card than the decks hold (R2), or more cards than a player ever holds (R4, R9)."""
        try:
            check_copies(cards, self.decks)
        except ValueError as err:
            return str(err)
        if len(cards) > MAX_HAND_CARDS:
            return f"{len(cards)} cards are more than a player holds: at most {MAX_HAND_CARDS} (13 and a draw)"
        return ""

    def _pick(self, cards: list[Card]) -> None:
        """Take `cards` as the picked cards, or set `error` and change nothing."""
        self.error = self.refusal(cards)
        if not self.error:
            self.cards = cards

    def toggle(self, card: Card) -> None:
        """Pick a card (a second copy with two decks), or put it back."""
        self._pick(clicked(self.cards, card, self.decks))

    def put_back(self, index: int) -> None:
        """Put back the picked card at `index` (0 = first)."""
        if not 0 <= index < len(self.cards):
            self.error = f"there is no picked card number {index + 1}"
            return
        self.cards = self.cards[:index] + self.cards[index + 1:]
        self.error = ""

    def place(self, card: Card, index: int) -> None:
        """Pick `card` at place `index` of the picked cards."""
        try:
            cards = placed(self.cards, card, index, self.decks)
        except ValueError as err:
            self.error = str(err)
            return
        self._pick(cards)

    def reorder(self, old: int, new: int) -> None:
        """Move the picked card at `old` to place `new` (the order is the learner's; the
        answer does not depend on it)."""
        if not 0 <= old < len(self.cards):
            self.error = f"there is no picked card number {old + 1}"
            return
        cards = list(self.cards)
        card = cards.pop(old)
        cards.insert(min(max(new, 0), len(cards)), card)
        self.cards, self.error = cards, ""


class PickerBoard:
    """A model's picked cards and a whole deck on one card table (plain Python: tests drive
    it, the view draws `table`). `changed()` is called after every action the table takes."""

    def __init__(self, model: PickedCards, changed: Callable[[], None] | None = None, title: str = "Your hand"):
        self.model, self.title = model, title
        self.changed = changed or self.lay_out
        self.table = CardTableModel(on_click=self._clicked, on_move=self._moved)
        self.lay_out()

    def click(self, card: Card) -> None:
        """A click on `card` in the deck."""
        self.table.click(deck_id(card))

    def lay_out(self) -> None:
        model = self.model
        wr = wild_rank(model.round)
        counts = Counter(model.cards)
        picked = tuple(TableCard(FIRST_PICKED_ID + k, card, card.rank == wr) for k, card in enumerate(model.cards))
        n = len(picked)
        groups = [Group(PICKED, self.title, picked, note=f"{n} card{'s' * (n != 1)}" if n else "", wide=True,
                        hint="Click cards of the deck below to pick them, or drag them here.")]
        for suit in SUITS:
            cards = tuple(TableCard(deck_id(Card(rank, suit)), Card(rank, suit), rank == wr,
                                    badge=f"×{counts[Card(rank, suit)]}" if counts[Card(rank, suit)] > 1 else "")
                          for rank in RANKS)
            groups.append(Group(suit, f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}", cards, tone="deck", wide=True))
        picked_ids = [deck_id(card) for card in counts]
        self.table.set_groups(groups, selected=picked_ids)  # a picked card is pressed in the deck

    def _clicked(self, card: TableCard) -> None:
        if card.id >= FIRST_PICKED_ID:
            self.model.put_back(card.id - FIRST_PICKED_ID)
            self.table.message = f"{card.card.name} put back"
        else:
            self.model.toggle(card.card)
            n = self.model.cards.count(card.card)
            state = "put back" if not n else "picked" + (f", {n} copies" if n > 1 else "")
            self.table.message = f"{card.card.name} {state}"
        self.changed()

    def _moved(self, card: TableCard, to: str, index: int) -> None:
        if card.id >= FIRST_PICKED_ID:
            if to == PICKED:
                self.model.reorder(card.id - FIRST_PICKED_ID, index)
            else:
                self.model.put_back(card.id - FIRST_PICKED_ID)
        elif to == PICKED:
            self.model.place(card.card, index)
        self.table.message = self.model.error or f"your cards: {format_cards(self.model.cards) or 'none'}"
        self.changed()
