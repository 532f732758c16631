"""How the game speaks of a seat: in the third person ("Ana draws from the stock") or, to
the person sitting there, in the second ("You draw from the stock").

Every message the game builds from a seat's name is one entry of `TEXTS`, in both persons,
so a new message cannot forget the learner: the game's log (`event_words`), its refusals
(`Game.why_illegal`), the play table and the terminal game all word their texts through a
`Wording`. Computer seats keep
the third person exactly as before (saved notebook outputs rely on it).

>>> words = Wording(("You", "greedy (2)"), you=0)
>>> words.text("draw stock", 0), words.text("draw stock", 1)
('You draw from the stock', 'greedy (2) draws from the stock')
>>> words.text("not in hand", 0, card="7♥")
'7♥ is not in your hand'
>>> words.turn_text(turn=1, seat=0)
"it is greedy (2)'s turn, not yours (R8)"
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..language import N_, _, pgettext

# kind: (third person, second person). {name} is the seat's name; the other fields are
# the message's own. The rule numbers say which rule the event or the refusal follows.
# Marked with N_ for the catalog, translated when said (`Wording.text`).
TEXTS: dict[str, tuple[str, str]] = {
    "draw stock": (N_("{name} draws from the stock"), N_("You draw from the stock")),  # R9
    "draw discard": (N_("{name} takes {card} from the discard pile"),
                     N_("You take {card} from the discard pile")),  # R9
    "discard": (N_("{name} discards {card}"), N_("You discard {card}")),  # R9
    "go out": (N_("{name} goes out: lays down {melds} and discards {card} (R10)"),
               N_("You go out: lay down {melds} and discard {card} (R10)")),
    "last turn": (N_("{name} has a last turn (R11)"), N_("You have a last turn (R11)")),
    "drawn already": (N_("{name} has drawn already: now discard a card or go out (R9)"),
                      N_("You have drawn already: now discard a card or go out (R9)")),
    "not in hand": (N_("{card} is not in {name}'s hand"), N_("{card} is not in your hand")),
    "gone out already": (N_("{name} has gone out already: this is a last turn, so discard; your melds count when "
                            "the round is scored (R11, R16)"),
                         N_("You have gone out already: this is a last turn, so discard; your melds count when "
                            "the round is scored (R11, R16)")),
}


@dataclass(frozen=True)
class Wording:
    """The seats' names, and `you`: the seat addressed in the second person (None: nobody,
    as in a game of computer players)."""

    names: tuple[str, ...]
    you: int | None = None

    def __post_init__(self) -> None:
        if self.you is not None and (type(self.you) is not int or not 0 <= self.you < len(self.names)):
            raise ValueError(f"bad seat for 'you' {self.you!r}: a seat from 0 to {len(self.names) - 1}, or None")

    @classmethod
    def of(cls, names: Sequence[str], you: int | None = None) -> Wording:
        return cls(tuple(names), you)

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.you

    def text(self, kind: str, seat: int, **fields: object) -> str:
        """The message `kind` about `seat`, in the person that seat is spoken to."""
        third, second = TEXTS[kind]
        return _(second if self.is_you(seat) else third).format(name=self.names[seat], **fields)

    def who(self, seat: int) -> str:
        """The seat as the object of a sentence: 'you', or its name ('dealer: you')."""
        return pgettext("person", "you") if self.is_you(seat) else self.names[seat]

    def turn_text(self, turn: int, seat: int) -> str:
        """Why `seat` may not play now: it is `turn`'s turn (R8). One whole sentence for each
        case, since languages say "your" and "Ana's" differently."""
        if self.is_you(turn):
            return _("it is your turn, not {name}'s (R8)").format(name=self.names[seat])
        if self.is_you(seat):
            return _("it is {turn}'s turn, not yours (R8)").format(turn=self.names[turn])
        return _("it is {turn}'s turn, not {name}'s (R8)").format(turn=self.names[turn], name=self.names[seat])
