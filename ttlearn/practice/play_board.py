"""The play table's cards on a card table (plain Python; tests drive it headlessly): the
learner's hand and the discard pile. Click a card of the hand to discard it, or drag it
onto the pile (R9); a card badged "go out" goes out so, the rest of the hand laid down
(R10). Click the pile's top card, or drag it into the hand, to take it (R9); drag cards
within the hand to sort them as you like. The board speaks its table's language.

>>> from ttlearn.practice.play_table import PlayTable
>>> board = PlayBoard(PlayTable(("greedy",), seed=1))
>>> board.cards
CardTableModel(pile: J♦; hand: 4♥ 6♦ 10♣)
>>> board.click_hand(0)  # before drawing: refused, with the reason
>>> board.table.message
'Not allowed: draw first: click the discard pile to take J♦, or press Draw from the stock (R9).'
"""

from __future__ import annotations

from collections import Counter

from ..cards import Card
from ..draw.palette import LEFTOVER, SELECTED
from ..language import _, count_text, pgettext
from ..rules import is_wild
from .card_table import CardTableModel, Group, TableCard, keep_order
from .play_table import HUMAN, PlayTable, speaking

HAND, PILE = "hand", "pile"
PILE_ID = 1_000_000  # the pile's top card; the hand's cards are numbered from 0


class PlayBoard:
    """The hand and the discard pile of a `PlayTable` on a `CardTableModel` (`cards`). The
    hand keeps the learner's order; a drawn card comes in last, marked "new". Every action
    lays the table out again, so a view listening to `cards` redraws."""

    def __init__(self, table: PlayTable):
        self.table = table
        # A click discards (or takes the pile's card): the cards are plain buttons, not toggles.
        self.cards = CardTableModel(on_click=self._clicked, on_move=self._dropped, clicks_act=True)
        self._hand: dict[int, Card] = {}  # id -> card, for the cards in the hand now
        self._order: list[int] = []  # the hand's ids in the learner's order
        self._next_id = 0
        self._round = 0
        self._drawn: int | None = None  # the id of the card just drawn
        self.lay_out()

    @property
    def language(self) -> str | None:
        """The table's language (None: the session's): a click or a drop answers in it."""
        return self.table.language

    # --- the learner's actions -----------------------------------------------------------

    def click_hand(self, position: int) -> None:
        """A click on the card at `position` of the hand as shown."""
        self.cards.click(self._order[position])

    def click_pile(self) -> None:
        self.cards.click(PILE_ID)

    @property
    def drawn(self) -> int | None:
        """The id of the card just drawn (the focus goes to it), or None."""
        return self._drawn

    def hand_cards(self) -> list[Card]:
        """The hand, in the order shown."""
        return [self._hand[id] for id in self._order]

    def draw_stock(self) -> None:
        self.table.draw_stock()
        self.lay_out()

    def draw_discard(self) -> None:
        self.table.draw_discard()
        self.lay_out()

    def discard(self, card: Card) -> None:
        self.table.discard(card)
        self.lay_out()

    def go_out(self) -> None:
        self.table.go_out()
        self.lay_out()

    def hint(self) -> None:
        self.table.hint()
        self.lay_out()

    def continue_(self) -> None:
        self.table.continue_()
        self.lay_out()

    def new_game(self, seed: int | None = None, opponents: list[str] | None = None) -> None:
        self.table.new_game(seed, opponents)
        self.lay_out()

    def new_game_from(self, seed: object = "", opponents: object = None) -> bool:
        """A new game from what the learner typed and picked (`PlayTable.new_game_from`)."""
        taken = self.table.new_game_from(seed, opponents)
        self.lay_out()
        return taken

    @speaking  # a click comes here straight from the card table
    def _clicked(self, card: TableCard) -> None:
        if card.id == PILE_ID:
            self._take()
        else:
            self._throw(card.card)

    @speaking
    def _dropped(self, card: TableCard, to: str, index: int) -> None:
        if card.id == PILE_ID:
            if to == HAND:
                self._take()
            else:
                self.lay_out()
        elif to == PILE:
            self._throw(card.card)
        else:  # a card moved within the hand: the learner sorts it
            self._order.remove(card.id)
            self._order.insert(min(max(index, 0), len(self._order)), card.id)
            self.lay_out()

    def _take(self) -> None:
        """The pile's top card: taken in the draw phase (R9), else the message says why not."""
        table = self.table
        if table.legal.draw_discard or table.round_over is not None or table.over:
            table.draw_discard()
        elif table.legal.discard:
            table.refuse(_("you have drawn already: click a card of your hand to discard it, "
                           "or drag it onto the discard pile (R9)."))
        else:
            table.draw_discard()  # the model says why not
        self.lay_out()

    def _throw(self, card: Card) -> None:
        """A card of the hand: in the discard phase discarded (R9), or, when it is badged "go
        out", going out with it (R10); else the message says why not."""
        table = self.table
        view = table.view
        if table.round_over is None and view.my_turn and view.phase == "draw":
            table.refuse(_("draw first: click the discard pile to take {card}, or press Draw from the stock (R9).")
                         .format(card=view.discard_top) if view.discard_top else
                         _("draw first: press Draw from the stock (R9)."))
        else:
            table.throw(card)
        self.lay_out()

    # --- the layout ------------------------------------------------------------------------

    def _sync_hand(self) -> None:
        """Give the game's hand ids: cards still held keep theirs (and their place), a new
        card gets a new id and comes last; a new deal starts sorted."""
        game = self.table.game
        hand = game.hands[HUMAN] if game.phase != "over" else []
        if game.round != self._round or self.table.round_over is not None:
            self._round = game.round
            self._hand, self._order, self._drawn = {}, [], None
        left = Counter(hand)
        kept = {id: self._hand[id] for id in self._order if _take_one(left, self._hand[id])}
        new = [card for card in hand if _take_one(left, card)]  # in the game's order: a drawn card is last
        if not kept:
            new.sort()
        ids = list(range(self._next_id, self._next_id + len(new)))
        self._next_id += len(new)
        if len(new) == 1 and kept:
            self._drawn = ids[0]  # just drawn (R9): marked "new" until the hand changes again
        elif len(kept) < len(self._hand) or new:
            self._drawn = None
        self._hand = {**kept, **dict(zip(ids, new))}
        self._order = keep_order(self._order, self._hand)

    @speaking
    def lay_out(self) -> None:
        """Lay the hand and the pile out again from the game."""
        self._sync_hand()
        table, view = self.table, self.table.view
        round = view.round
        out = table.going_out_cards
        drawing = table.legal.draw_discard
        cards = tuple(TableCard(id, card, is_wild(card, round), badge=_badge(id == self._drawn, card in out))
                      for id, card in ((id, self._hand[id]) for id in self._order))
        top = view.discard_top if table.round_over is None and not table.over else None
        # TRANSLATORS: the badge on the discard pile's top card when it may be taken; keep it short.
        take = pgettext("badge", "take") if drawing else ""
        pile = () if top is None else (TableCard(PILE_ID, top, is_wild(top, round), badge=take),)
        discarding = table.legal.discard
        if discarding and out:
            note = _("click a card to discard it; the card badged go out goes out (R10)")
        elif discarding:
            note = _("click a card to discard it")
        elif drawing or table.legal.draw_stock:
            note = count_text(len(cards), "{count} card: draw first", "{count} cards: draw first")
        else:
            note = count_text(len(cards), "{count} card", "{count} cards")
        self.cards.set_groups([
            Group(PILE, _("Discard pile"), pile, tone="new", colour=SELECTED, hint=_("empty"),
                  note=_("click to take it") if drawing else _("drop a card here") if discarding else ""),
            Group(HAND, _("Your hand"), cards, colour=LEFTOVER, wide=True, hint=_("no cards"), note=note),
        ], selected=(), message=table.message)  # the message with the change it speaks of, not one late


def _take_one(left: Counter[Card], card: Card) -> bool:
    if left[card] > 0:
        left[card] -= 1
        return True
    return False


def _badge(drawn: bool, goes_out: bool) -> str:
    # TRANSLATORS: the badge on the card just drawn; keep it short.
    new = _("new")
    # TRANSLATORS: the badge on the card whose discard goes out (R10); keep it short.
    out = pgettext("badge", "go out")
    # no-break spaces: the badge is one line under the card
    return ", ".join(word.replace(" ", "\u00a0") for word, on in ((new, drawn), (out, goes_out)) if on)
