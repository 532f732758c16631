"""Picking cards on a card table: the 52 cards of a deck in four rows (one per suit) to
click, and the picked cards in a row above them. A click on the deck picks a card (again,
for a second deck's copy, R2; once more puts them back); a click on a picked card puts it
back; a picked card can be dragged to reorder the row, or back to the deck, and a deck card
dragged into the row is picked at that place. Under `Rules(jokers=...)` a fifth row offers
the joker. The hand explorer and the meld checker share it.

>>> from ttlearn import parse_cards
>>> cards = parse_cards("7H 8H")
>>> clicked(cards, Card(8, "H"), copies=2)
[7♥, 8♥, 8♥]
>>> placed(cards, Card(9, "H"), 0, copies=1)
[9♥, 7♥, 8♥]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from ..cards import (
    JOKER,
    RANKS,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    as_cards,
    check_copies,
    check_decks,
    format_cards,
)
from ..language import _, count_text, ngettext, using
from ..language.card_words import suit_name
from ..language.quoting import quote
from ..rules import Rules, check_round, check_rules, is_wild
from ..solver import MAX_HAND_CARDS  # a player holds at most 13 cards and one drawn (R4, R9)
from .card_table import CardTableModel, Group, TableCard
from .rule_choices import HAND_OPTIONS, changed_options, with_option

PICKED, JOKERS = "picked", "jokers"
FIRST_PICKED_ID = 1000  # picked cards are numbered from here; deck cards 0-51, the joker 52

def clicked(cards: list[Card], card: Card, copies: int) -> list[Card]:
    """The picked cards after a click on `card`: one more copy of it until all `copies`
    (one a deck, R2) are picked, then none."""
    count = cards.count(card)
    return [c for c in cards if c != card] + [card] * (0 if count >= copies else count + 1)


def placed(cards: list[Card], card: Card, index: int, copies: int) -> list[Card]:
    """The picked cards with one more `card` at `index`; ValueError if all `copies` are picked."""
    if cards.count(card) >= copies:
        if card.is_joker:
            held = count_text(copies, "{count} joker in the decks", "{count} jokers in the decks")
        else:
            held = count_text(copies, "{count} deck, R2", "{count} decks, R2")
        raise ValueError(_("every copy of {card} is picked already ({held})").format(card=card, held=held))
    cards = list(cards)
    cards.insert(min(max(index, 0), len(cards)), card)
    return cards


def deck_id(card: Card) -> int:
    if card.is_joker:
        return len(SUITS) * len(RANKS)  # after the 52 cards of a deck
    return SUITS.index(card.suit) * len(RANKS) + card.rank - 1


class PickedCards:
    """A model of picked cards: `cards` (a list) with up to `decks` copies of each card
    (jokers: `rules.jokers` a deck), the round and the `rules` they are judged by, and an
    `error` line. Each action clears `error`, or sets it and changes nothing. Bad arguments
    to the constructor and refused settings raise ValueError and change nothing.

    `aces` and `decks`, when given, override those of `rules` (two decks by default)."""

    options: Sequence[str] = HAND_OPTIONS  # the house rules the learner may change here

    def __init__(self, cards: str | Iterable[Card] = (), round: int = 11, aces: str | None = None,
                 decks: int | None = None, rules: Rules | None = None):
        rules = check_rules(rules)
        self.decks = check_decks(decks if decks is not None else rules.decks or 2)
        self.round = check_round(round)  # the round, for its wilds (R5)
        self.rules = replace(rules, aces=aces or rules.aces, decks=self.decks)  # a bad ace rule raises here
        self.cards: list[Card] = []
        self.error = ""
        self._pick(as_cards(cards))
        if self.error:
            raise ValueError(self.error)

    @property
    def aces(self) -> str:
        return self.rules.aces

    def __repr__(self) -> str:
        house = changed_options(self.rules, self.options)
        return (f"{type(self).__name__}(round {self.round}, aces {self.aces}{', ' + house if house else ''}: "
                f"{format_cards(self.cards) or 'no cards'})")

    def copies(self, card: Card) -> int:
        """How many of `card` the decks hold (R2), jokers under the house rule."""
        return self.decks * (self.rules.jokers if card.is_joker else 1)

    def set_round(self, round: int) -> None:
        self.round = check_round(round)  # a bad round raises ValueError before anything changes

    def set_aces(self, aces: str) -> None:
        self.rules = replace(self.rules, aces=aces)

    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`options`); refused, with the reason, if the picked cards
        are impossible under it (a joker picked, and no jokers)."""
        rules = with_option(self.rules, name, value, self.options)
        problem = self.refusal(self.cards, rules)
        if problem:
            raise ValueError(_("{problem}: put those cards back first").format(problem=problem))
        self.rules = rules

    def clear(self) -> None:
        self.cards, self.error = [], ""

    def refusal(self, cards: list[Card], rules: Rules | None = None) -> str:
        """Why these cards cannot be the picked cards ("" if they can): more copies of a
        card than the decks hold (R2), or more cards than a player ever holds (R4, R9)."""
        try:
            check_copies(cards, self.decks, (rules or self.rules).jokers)
        except ValueError as err:
            return str(err)
        if len(cards) > MAX_HAND_CARDS:
            return ngettext("{count} card is more than a player holds: at most {most} (13 and a draw)",
                            "{count} cards are more than a player holds: at most {most} (13 and a draw)",
                            len(cards)).format(count=len(cards), most=MAX_HAND_CARDS)
        return ""

    def _pick(self, cards: list[Card]) -> None:
        """Take `cards` as the picked cards, or set `error` and change nothing."""
        self.error = self.refusal(cards)
        if not self.error:
            self.cards = cards

    def toggle(self, card: Card | str) -> None:
        """Pick a card (a second copy with two decks), or put it back."""
        taken = self._card(card)
        if taken is not None:
            self._pick(clicked(self.cards, taken, self.copies(taken)))

    def _card(self, card: object) -> Card | None:
        """`card` as a Card (text such as '7H' is read), or None with `error` saying why."""
        if isinstance(card, Card):
            return card
        try:
            # anything else is read as the text it shows, so it is refused in the same words
            return Card.parse(card if isinstance(card, str) else quote(card))
        except ValueError as err:
            self.error = str(err)
            return None

    def _index(self, index: object) -> int | None:
        """`index` if it is the place of a picked card, else None with `error` saying why."""
        if type(index) is int and 0 <= index < len(self.cards):
            return index
        shown = index + 1 if type(index) is int else quote(index)
        self.error = _("there is no picked card number {number}").format(number=shown)
        return None

    def put_back(self, index: int) -> None:
        """Put back the picked card at `index` (0 = first)."""
        if self._index(index) is None:
            return
        self.cards = self.cards[:index] + self.cards[index + 1:]
        self.error = ""

    def place(self, card: Card | str, index: int) -> None:
        """Pick `card` at place `index` of the picked cards (past the end: last)."""
        taken = self._card(card)
        if taken is None:
            return
        if type(index) is not int:
            self.error = _("bad place {place}: a whole number, 0 for the first").format(place=quote(index))
            return
        try:
            cards = placed(self.cards, taken, index, self.copies(taken))
        except ValueError as err:
            self.error = str(err)
            return
        self._pick(cards)

    def reorder(self, old: int, new: int) -> None:
        """Move the picked card at `old` to place `new` (the order is the learner's; the
        answer does not depend on it)."""
        if self._index(old) is None:
            return
        if type(new) is not int:
            self.error = _("bad place {place}: a whole number, 0 for the first").format(place=quote(new))
            return
        cards = list(self.cards)
        card = cards.pop(old)
        cards.insert(min(max(new, 0), len(cards)), card)
        self.cards, self.error = cards, ""


class PickerBoard:
    """A model's picked cards and a whole deck on one card table (plain Python: tests drive
    it, the view draws `table`). `changed()` is called after every action the table takes."""

    def __init__(self, model: PickedCards, changed: Callable[[], None] | None = None, title: str | None = None,
                 language: str | None = None, summary: Callable[[], str] | None = None):
        self.model, self.title = model, title  # None: "Your hand", in the language of the moment
        self.summary = summary  # the answer in a few words, shown by the picked cards
        self.language = language  # what a click says comes in it (None: the session's)
        self.changed = changed or self.lay_out
        self.table = CardTableModel(on_click=self._clicked, on_move=self._moved)
        self.lay_out()

    def click(self, card: Card) -> None:
        """A click on `card` in the deck."""
        self.table.click(deck_id(card))

    def lay_out(self) -> None:
        model, round = self.model, self.model.round
        counts = Counter(model.cards)

        def in_deck(card: Card) -> TableCard:
            return TableCard(deck_id(card), card, is_wild(card, round),
                             badge=f"×{counts[card]}" if counts[card] > 1 else "")

        picked = tuple(TableCard(FIRST_PICKED_ID + k, card, is_wild(card, round)) for k, card in enumerate(model.cards))
        n = len(picked)
        note = count_text(n, "{count} card", "{count} cards") if n else ""
        if n and self.summary is not None:
            note += " · " + self.summary()
        groups = [Group(PICKED, self.title or _("Your hand"), picked, note=note, wide=True,
                        hint=_("Click cards of the deck below to pick them, or drag them here."))]
        for suit in SUITS:
            cards = tuple(in_deck(Card(rank, suit)) for rank in RANKS)
            groups.append(Group(suit, f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}", cards, tone="deck", wide=True))
        if model.rules.jokers:  # a house rule: jokers in the decks, wild in every round
            groups.append(Group(JOKERS, _("Jokers"), (in_deck(JOKER),), tone="deck",
                                note=_("{count} in the decks").format(count=model.copies(JOKER))))
        picked_ids = [deck_id(card) for card in counts]
        self.table.set_groups(groups, selected=picked_ids)  # a picked card is pressed in the deck

    def _clicked(self, card: TableCard) -> None:
        with using(self.language):  # a click comes here straight from the card table
            self._click(card)

    def _click(self, card: TableCard) -> None:
        if card.id >= FIRST_PICKED_ID:
            self.model.put_back(card.id - FIRST_PICKED_ID)
            self.table.message = _("{card} put back").format(card=card.card.name)
        else:
            self.model.toggle(card.card)
            n = self.model.cards.count(card.card)
            if not n:
                message = _("{card} put back")
            elif n == 1:
                message = _("{card} picked")
            else:
                # TRANSLATORS: {card} is a card's name in words; {count} the copies of it picked (two decks).
                message = ngettext("{card} picked, {count} copy", "{card} picked, {count} copies", n)
            self.table.message = message.format(card=card.card.name, count=n)
        self.changed()

    def _moved(self, card: TableCard, to: str, index: int) -> None:
        with using(self.language):
            self._move(card, to, index)

    def _move(self, card: TableCard, to: str, index: int) -> None:
        if card.id >= FIRST_PICKED_ID:
            if to == PICKED:
                self.model.reorder(card.id - FIRST_PICKED_ID, index)
            else:
                self.model.put_back(card.id - FIRST_PICKED_ID)
        elif to == PICKED:
            self.model.place(card.card, index)
        self.table.message = self.model.error or _("your cards: {cards}").format(
            cards=format_cards(self.model.cards) or _("none"))
        self.changed()
