"""What happens at the table, as values: the four actions a player may take (R9, R10),
the events a game logs (data: their words are made when shown), how a round ended, and
the error for a refused action.

>>> Action.parse("go out 10♥")
Action('go out 10♥')
>>> Action("discard")
Traceback (most recent call last):
...
ValueError: 'discard' needs a card
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card
from ..language.quoting import quote
from ..language.translation import pgettext
from ..melds import Arrangement, Meld

ACTION_KINDS = ("draw stock", "draw discard", "discard", "go out")


class IllegalMove(ValueError):
    """An action the rules do not allow now; the message says why. The game is unchanged."""


@dataclass(frozen=True)
class Action:
    """One move of the player whose turn it is: 'draw stock', 'draw discard' (R9),
    'discard' a card, or 'go out' with a discard (R10). A draw names no card: which card
    it brings is the table's business, not the player's."""

    kind: str
    card: Card | None = None

    def __post_init__(self) -> None:
        if type(self.kind) is not str or self.kind not in ACTION_KINDS:
            raise ValueError(f"bad action {quote(self.kind)}: one of {', '.join(ACTION_KINDS)}")
        if self.card is not None and not isinstance(self.card, Card):
            raise ValueError(f"bad card {quote(self.card)} in an action: a Card, such as Card.parse('7H')")
        if (self.card is None) != self.is_draw:
            raise ValueError(f"'{self.kind}' {'takes no card' if self.is_draw else 'needs a card'}")

    @property
    def is_draw(self) -> bool:
        """True for the first half of a turn (R9)."""
        return self.kind.startswith("draw")

    def __str__(self) -> str:
        return self.kind if self.card is None else f"{self.kind} {self.card}"

    @property
    def words(self) -> str:
        """The action in the words of the current language, for a learner to read; `str`
        gives the text `parse` reads back, the same in every language.

        >>> Action.parse("discard 5S").words
        'discard 5♠'
        """
        words = {"draw stock": pgettext("action", "draw stock"), "draw discard": pgettext("action", "draw discard"),
                 "discard": pgettext("action", "discard"), "go out": pgettext("action", "go out")}[self.kind]
        return words if self.card is None else f"{words} {self.card}"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """An action from its text, as `str(action)` writes it."""
        if not isinstance(text, str):
            raise ValueError(f"bad action {quote(text)}: an Action or its text, such as 'discard 7♥'")
        for kind in ACTION_KINDS:
            if text == kind:
                return cls(kind)
            if text.startswith(kind + " ") and not kind.startswith("draw"):
                return cls(kind, Card.parse(text[len(kind) + 1:]))
        raise ValueError(f"bad action {quote(text)}: one of {', '.join(ACTION_KINDS)}, with a card to discard")

    @classmethod
    def of(cls, action: Action | str) -> Action:
        """An Action as it is, or parsed from its text; anything else is refused."""
        return action if isinstance(action, Action) else cls.parse(action)


DRAW_STOCK, DRAW_DISCARD = Action("draw stock"), Action("draw discard")


@dataclass(frozen=True)
class Event:
    """One thing that happened at the table, as data: no words are kept in it. `seat` is
    who acted (the dealer, for a deal; None for the table's own events). `card` is the card
    seen face up: the upcard of a deal, a card drawn from the discard pile, a discard; a
    card drawn from the stock stays hidden (None). `scores` is set on 'round score' and
    'game over'.

    The words come when the event is shown, in the language of that moment
    (`ttlearn.engine.event_words`): `text`, `str(event)`. `names` and `you` say how to speak
    of the seats there; they are not what happened, so two events are equal without them."""

    kind: str  # deal, draw, reshuffle, discard, go out, last turn, round score, game over
    round: int
    seat: int | None
    card: Card | None = None
    source: str | None = None  # 'stock' or 'discard' for a draw (R9)
    melds: tuple[Meld, ...] = ()  # the melds laid down on going out (R10)
    scores: tuple[int, ...] = ()
    reshuffled: int = 0  # a reshuffle: the cards of the discard pile that became the stock (H1)
    turn_cap: int | None = None  # a round score: the turn cap that ended the round, None if someone went out (H1)
    by_hand: bool = False  # a deal: the round starts from a position built by hand, not from a deal
    names: tuple[str, ...] = field(kw_only=True, compare=False, repr=False)
    you: int | None = field(default=None, kw_only=True, compare=False, repr=False)

    @property
    def text(self) -> str:
        """The event in words, made now in the current language (nothing is stored)."""
        from .event_words import event_words  # the words are made when shown: the data does not need them

        return event_words(self, self.names, self.you)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.text!r})"


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: who dealt, who went out (None at the turn cap, H1), the cards each
    seat held when scored, their best arrangements and the scores (R16, H2)."""

    number: int
    dealer: int
    went_out: int | None
    final_hands: tuple[tuple[Card, ...], ...]
    arrangements: tuple[Arrangement, ...]
    scores: tuple[int, ...]
    turns: int
