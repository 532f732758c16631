"""The card table: cards drawn with ttlearn's own faces, in labelled groups (a hand, melds,
a deck to pick from), that a learner clicks to select and drags to reorder or to move into
another group, by mouse or keyboard.

`CardTableModel` holds all the behaviour in plain Python (tests drive it headlessly);
`ttlearn.widgets.card_table.CardTable` is the anywidget view that draws it in the browser and sends
each click and drop back to the model. An owner (a trainer, the hand explorer) can take
over clicks and moves with `on_click` / `on_move` and lay the groups out again.

>>> from ttlearn import parse_cards
>>> table = CardTableModel([hand_group("hand", "Your hand", parse_cards("7H 8H KS"), round=11)])
>>> table.click(2)
>>> table.selected_cards
[K♠]
>>> table.move(2, "hand", 0)
>>> [str(c.card) for c in table.group("hand").cards]
['K♠', '7♥', '8♥']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..cards import JOKER_TEXT, SUIT_SYMBOLS, Card, format_cards, rank_text
from ..draw.layout import card_words
from ..draw.palette import deck_colours
from ..language import DEFAULT, _, get_language, pgettext
from ..rules import is_wild

DEFAULT_SIZE = 72  # px: a card's width by default, readable on a projector (at least 60)
SMALLEST = 30  # px: below this a card's corner cannot be read
FACE_MARGIN = 1.5  # card units around a face: room for its edge line, no more


@dataclass(frozen=True)
class TableCard:
    """One card on the table. `id` tells apart two copies of a card (two decks); `wild`
    marks a wild of the round (R5), `plays_as` what it stands for in a meld (R15); `badge`
    is a short note on the card such as "×2"."""

    id: int
    card: Card
    wild: bool = False
    plays_as: Card | None = None
    badge: str = ""

    @property
    def face(self) -> str:
        """The key of its picture: '7H', 'KS*' (wild), 'KS*7H' (wild playing as 7♥). A face
        with words on it (WILD, JOKER, "as 7") is keyed by the language too, 'KS*@th', so a
        table that changes language draws it again."""
        key = f"{_token(self.card)}{'*' if self.wild else ''}"
        key += _token(self.plays_as) if self.plays_as else ""
        language = get_language()
        worded = self.wild or self.card.is_joker
        key += f"@{language}" if worded and language != DEFAULT else ""
        # The four-colour deck draws other faces: a table whose deck changes draws them again.
        colours = deck_colours()
        return key + ("" if colours == "two" else f"~{colours}")

    @property
    def words(self) -> str:
        """For a screen reader: 'king of spades (wild, plays as seven of hearts)'."""
        return card_words(self.card, self.wild, self.plays_as) + (f", {self.badge}" if self.badge else "")

    @property
    def shows(self) -> str:
        """What its face and badge show, in the face's words: '2♠', 'K♠ WILD as 7♥', 'JK JOKER'."""
        parts = [str(self.card)]
        if self.card.is_joker:
            parts.append(pgettext("card face", "JOKER"))
        elif self.wild:
            parts.append(pgettext("card face", "WILD"))
        if self.plays_as is not None:
            parts.append(pgettext("plays as", "as {rank}").format(rank=rank_text(self.plays_as.rank))
                         + SUIT_SYMBOLS[self.plays_as.suit])
        return " ".join(parts)

    @property
    def name(self) -> str:
        """Its accessible name: what it shows first, then in words, then its badge ('2♠, two of
        spades, go out'): a name that holds the visible text is the one a speech-input user says
        (WCAG 2.5.3) and read once, with no tooltip repeating it."""
        return f"{self.shows}, {self.words}"


def _token(card: Card) -> str:
    return JOKER_TEXT if card.is_joker else f"{rank_text(card.rank)}{card.suit}"


@dataclass(frozen=True)
class Group:
    """A labelled row of cards. `tone` styles it ('meld', 'leftover', 'new', 'deck' or ''),
    `colour` is its frame's colour, `drop` says whether cards may be dropped in it, `hint`
    is shown while it is empty, and a `wide` group takes a whole line (others sit side by
    side, wrapping)."""

    key: str
    title: str
    cards: tuple[TableCard, ...] = ()
    note: str = ""
    tone: str = ""
    colour: str = ""
    drop: bool = True
    hint: str = ""
    wide: bool = False

    def ids(self) -> list[int]:
        return [c.id for c in self.cards]


def table_cards(cards: Iterable[Card], round: int | None = None, first_id: int = 0) -> tuple[TableCard, ...]:
    """Cards numbered from `first_id`, the round's wilds marked (R5)."""
    return tuple(TableCard(first_id + k, card, round is not None and is_wild(card, round))
                 for k, card in enumerate(cards))


def hand_group(key: str, title: str, cards: Iterable[Card], round: int | None = None, first_id: int = 0,
               **options: Any) -> Group:
    """A group of plain cards, numbered from `first_id`."""
    return Group(key, title, table_cards(cards, round, first_id), **options)


Listener = Callable[[], None]


class CardTableModel:
    """Groups of cards, the selection, and what a click or a drop does.

    By default a click toggles a card's selection and a drop moves the card to the given
    place (a group that does not take drops refuses, and `message` says why). An owner can
    take over either with `on_click(card)` / `on_move(card, group, index)`; an owner whose
    `on_click` toggles the selection too says `clicks_toggle=True`, so the browser may show
    the toggle before the kernel answers. An owner whose click acts on the card (discards it) says
    `clicks_act=True`: its cards are plain buttons for a screen reader, not toggles ("not
    pressed"). Every change calls the listeners (the widget redraws)."""

    def __init__(self, groups: Sequence[Group] = (), *, on_click: Callable[[TableCard], None] | None = None,
                 on_move: Callable[[TableCard, str, int], None] | None = None, clicks_toggle: bool | None = None,
                 clicks_act: bool = False):
        self.groups: tuple[Group, ...] = ()
        self.selected: frozenset[int] = frozenset()
        self._message = ""
        self.on_click, self.on_move = on_click, on_move
        self.clicks_toggle = on_click is None if clicks_toggle is None else clicks_toggle
        if clicks_act and self.clicks_toggle:
            raise ValueError("a card table's click either toggles a card or acts on it, not both")
        self.clicks_act = clicks_act
        self._listeners: list[Listener] = []
        self.set_groups(groups)

    def __repr__(self) -> str:
        rows = "; ".join(f"{g.key}: {format_cards(c.card for c in g.cards) or '-'}" for g in self.groups)
        return f"CardTableModel({rows})"

    # --- what it holds -----------------------------------------------------------------------

    def group(self, key: str) -> Group:
        for group in self.groups:
            if group.key == key:
                return group
        raise KeyError(f"no group {key!r}: the table has {', '.join(g.key for g in self.groups)}")

    def card(self, id: int) -> TableCard:
        return self._where(id)[1]

    def group_of(self, id: int) -> Group:
        return self._where(id)[0]

    def _where(self, id: int) -> tuple[Group, TableCard]:
        for group in self.groups:
            for card in group.cards:
                if card.id == id:
                    return group, card
        raise KeyError(f"no card {id!r} on the table")

    @property
    def cards(self) -> list[TableCard]:
        return [card for group in self.groups for card in group.cards]

    @property
    def selected_cards(self) -> list[Card]:
        """The selected cards, in the order the table shows them."""
        return [c.card for c in self.cards if c.id in self.selected]

    @property
    def message(self) -> str:
        """What a screen reader is told (aria-live), and owners may show."""
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        # A new message is a change: the listeners send it now, with the change it speaks of. Set
        # quietly, it went out with the next change, and a screen reader heard every message one late.
        if text != self._message:
            self._message = text
            self._changed()

    # --- changes ------------------------------------------------------------------------------

    def listen(self, listener: Listener) -> None:
        """Call `listener()` after every change."""
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in self._listeners:
            listener()

    def set_groups(self, groups: Sequence[Group], selected: Iterable[int] | None = None,
                   message: str | None = None) -> None:
        """Lay the table out again; the selection keeps the cards still on the table (or
        becomes `selected`); `message`, what the change says, goes out with it."""
        groups = tuple(groups)
        ids = [c.id for g in groups for c in g.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("two cards on the table share an id")
        if len({g.key for g in groups}) != len(groups):
            raise ValueError("two groups on the table share a key")
        self.groups = groups
        chosen = self.selected if selected is None else frozenset(selected)
        self.selected = frozenset(chosen) & frozenset(ids)
        if message is not None:
            self._message = message
        self._changed()

    def select(self, ids: Iterable[int]) -> None:
        """Select exactly these cards."""
        ids = frozenset(ids)
        for id in ids:
            self.card(id)  # an unknown card raises KeyError
        self.selected = ids
        self._changed()

    def clear_selection(self) -> None:
        self.select(())

    def toggle(self, id: int) -> None:
        """Select a card, or unselect it."""
        card = self.card(id)
        chosen = id not in self.selected
        self.selected = self.selected | {id} if chosen else self.selected - {id}
        self._message = (_("{card} selected") if chosen else _("{card} not selected")).format(card=card.words)
        self._changed()

    def click(self, id: int) -> None:
        """A click (or Enter, or Space) on a card."""
        card = self.card(id)
        if self.on_click is not None:
            self.on_click(card)
        else:
            self.toggle(id)

    def move(self, id: int, to: str, index: int) -> None:
        """A drop: card `id` to position `index` of group `to`, counted among that group's
        other cards (so 0 is first, and anything past the end is last)."""
        card = self.card(id)
        target = self.group(to)
        if self.on_move is not None:
            self.on_move(card, to, index)
            return
        source = self.group_of(id)
        if not target.drop and target.key != source.key:
            self._message = _("{group} takes no cards").format(group=target.title)
            self._changed()
            return
        self.groups = tuple(_moved(g, card, target.key, index) for g in self.groups)
        self._message = _("{card} moved to {group}, place {place}").format(
            card=card.words, group=target.title, place=self.group(to).ids().index(id) + 1)
        self._changed()

    # --- what the browser is sent --------------------------------------------------------

    def layout(self) -> list[dict]:
        """The groups as plain data, as the browser draws them."""
        return [{"key": g.key, "title": g.title, "note": g.note, "tone": g.tone, "colour": g.colour,
                 "drop": g.drop, "hint": g.hint, "wide": g.wide,
                 "cards": [{"id": c.id, "face": c.face, "label": c.name, "badge": c.badge} for c in g.cards]}
                for g in self.groups]


def _moved(group: Group, card: TableCard, to: str, index: int) -> Group:
    cards = [c for c in group.cards if c.id != card.id]
    if group.key == to:
        index = min(max(index, 0), len(cards))
        cards.insert(index, card)
    return replace(group, cards=tuple(cards)) if cards != list(group.cards) else group


def keep_order(before: Sequence[int], now: Iterable[int]) -> list[int]:
    """The ids of `now` in the order of `before`, the new ones after them: a row keeps the
    order the learner gave it while cards come and go.

    >>> keep_order([3, 1, 2], [1, 2, 4, 3])
    [3, 1, 2, 4]
    """
    now = list(now)
    present = set(now)
    kept = [id for id in before if id in present]
    return kept + [id for id in now if id not in set(kept)]
