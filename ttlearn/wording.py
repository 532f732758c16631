"""How the game speaks of a seat: in the third person ("Ana draws from the stock") or, to
the person sitting there, in the second ("You draw from the stock").

Every message the game builds from a seat's name is one entry of `TEXTS`, in both persons,
so a new message cannot forget the learner: `Game` (its log and `why_illegal`), the play
table and the terminal game all word their texts through a `Wording`. Computer seats keep
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

# kind: (third person, second person). {name} is the seat's name; the other fields are
# the message's own. The rule numbers say which rule the event or the refusal follows.
TEXTS: dict[str, tuple[str, str]] = {
    "draw stock": ("{name} draws from the stock", "You draw from the stock"),  # R9
    "draw discard": ("{name} takes {card} from the discard pile", "You take {card} from the discard pile"),  # R9
    "discard": ("{name} discards {card}", "You discard {card}"),  # R9
    "go out": ("{name} goes out: lays down {melds} and discards {card} (R10)",
               "You go out: lay down {melds} and discard {card} (R10)"),
    "last turn": ("{name} has a last turn (R11)", "You have a last turn (R11)"),
    "drawn already": ("{name} has drawn already: now discard a card or go out (R9)",
                      "You have drawn already: now discard a card or go out (R9)"),
    "not in hand": ("{card} is not in {name}'s hand", "{card} is not in your hand"),
    "gone out already": ("{name} has gone out already: this is a last turn, so discard; your melds count when "
                         "the round is scored (R11, R16)",
                         "You have gone out already: this is a last turn, so discard; your melds count when "
                         "the round is scored (R11, R16)"),
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
        return (second if self.is_you(seat) else third).format(name=self.names[seat], **fields)

    def who(self, seat: int) -> str:
        """The seat as the object of a sentence: 'you', or its name ('dealer: you')."""
        return "you" if self.is_you(seat) else self.names[seat]

    def whose(self, seat: int) -> str:
        """'your' or "Ana's"."""
        return "your" if self.is_you(seat) else f"{self.names[seat]}'s"

    def turn_text(self, turn: int, seat: int) -> str:
        """Why `seat` may not play now: it is `turn`'s turn (R8)."""
        theirs = "yours" if self.is_you(seat) else f"{self.names[seat]}'s"
        return f"it is {self.whose(turn)} turn, not {theirs} (R8)"
