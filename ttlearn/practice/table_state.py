"""The play table's state as values, for its view and its tests: what the learner may do
now (`Legal`), what the table says and in what tone (`Said`), and the panel at a round's
end (`RoundOver`, a `SeatScore` per seat). Their words are said in the current language
(`ttlearn.language`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import wraps
from typing import ParamSpec, TypeVar

from ..cards import Card, format_cards
from ..language import _, using
from ..language.card_words import points_text
from ..melds import Arrangement

HUMAN = 0  # the learner sits at seat 0

P = ParamSpec("P")
R = TypeVar("R")


def speaking(method: Callable[P, R]) -> Callable[P, R]:
    """`method` run in its object's `language` (None: the session's): what a play table,
    its board or its round's panel says, and what the game logs meanwhile, is in it."""
    @wraps(method)
    def spoken(*args: P.args, **kwargs: P.kwargs) -> R:
        with using(getattr(args[0], "language", None)):
            return method(*args, **kwargs)
    return spoken


@dataclass(frozen=True)
class Legal:
    """What the learner may do now; the view enables its buttons by it. `go_out` is the
    discard that goes out when going out is possible (R10), else None."""

    draw_stock: bool
    draw_discard: bool
    discard: bool
    go_out: Card | None
    hint: bool
    continue_: bool


class Tone(Enum):
    """What kind of news a message is, so a view colours it by its kind, never by its
    words (which change with the language). The values are `picture.text_html`'s tones."""

    NEUTRAL = ""
    GOOD = "good"  # the learner went out
    BAD = "bad"  # a refused move


@dataclass(frozen=True)
class Said:
    """A message to the learner and its tone; `why` is the numbers behind a hint, shown
    on request (empty: none). A new message replaces all three, so no "why?" outlives its hint."""

    text: str
    tone: Tone = Tone.NEUTRAL
    why: str = ""


@dataclass(frozen=True)
class SeatScore:
    """One seat at a round's end: its hand in its best arrangement, its points (0 for
    whoever went out, R16) and its running total (R17)."""

    name: str
    went_out: bool
    arrangement: Arrangement
    points: int
    total: int

    def line(self) -> str:
        if self.went_out:
            return _("{name}: went out, 0 points (R16); total {total}").format(name=self.name, total=self.total)
        melds = "; ".join(m.label for m in self.arrangement.melds) or _("no melds")
        left = format_cards(self.arrangement.deadwood) or _("nothing")
        return _("{name}: {points} ({melds}; left over: {left}); total {total}").format(
            name=self.name, points=points_text(self.points), melds=melds, left=left, total=self.total)


@dataclass(frozen=True)
class RoundOver:
    """The panel at a round's end, shown until the learner continues: who went out (None
    when the turn cap ended the round, H1; `by_you` when it was the learner), every seat's
    score, the learner's own hand in its best arrangement with a word on their last
    discard, and whether the game is over. Its words are in `language` (None: the session's)."""

    round: int
    went_out: str | None
    seats: tuple[SeatScore, ...]
    yours: Arrangement
    lesson: str
    game_over: bool
    by_you: bool = False
    language: str | None = None

    @property
    @speaking
    def how(self) -> str:
        """How the round ended: who went out (R10, R11), or the turn cap (H1)."""
        if self.went_out is None:
            return _("nobody went out: the turn cap ended it (H1)")
        if self.by_you:  # its own sentence: other languages say "you went out" with another verb form
            return _("you went out (R10), and the others had a last turn (R11)")
        return _("{name} went out (R10), and the others had a last turn (R11)").format(name=self.went_out)

    @property
    @speaking
    def headline(self) -> str:
        return _("Round {round} is over: {how}.").format(round=self.round, how=self.how)

    @property
    @speaking
    def then(self) -> str:
        """What Continue leads to: the next round, or the final table."""
        if self.game_over:
            return _("That was the last round (R4): continue for the final table.")
        return _("Continue for round {round}.").format(round=self.round + 1)

    @speaking
    def text(self) -> str:
        """The panel in words."""
        return "\n".join([self.headline, *(s.line() for s in self.seats), self.lesson, self.then])

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Moment:
    """What the keyboard focus depends on at the play table: which game, whether a round's
    panel or the final table shows, and what the learner may do (R9)."""

    game: int  # counts new games: a new one is a new deal
    round_over: bool
    over: bool
    drawing: bool
    discarding: bool


# Where the keyboard focus goes after a change (`focus_after`): nowhere new, the Draw button,
# the card just drawn, the Continue button, or the Review button of the final table.
STAY, DRAW, DRAWN, CONTINUE, REVIEW = "stay", "draw", "drawn", "continue", "review"


def focus_after(before: Moment, after: Moment) -> str:
    """Where the focus goes when the table changes from `before` to `after`, so that it is
    never left on the page's body when what had it goes (a drawn card's Draw button is
    disabled, a discarded card disappears, the play area hides at a round's end):
    after a draw, the card drawn; after a discard, the Draw button (the others have played:
    your turn to draw, R9); at a round's end, Continue; at the game's end, Review; after
    Continue or a new game, the Draw button. A refusal, a hint or a reorder moves nothing."""
    if after.over:
        return REVIEW if not before.over else STAY
    if after.round_over:
        return CONTINUE if not before.round_over else STAY
    if after.discarding and not before.discarding:
        return DRAWN
    new_deal = after.game != before.game or before.round_over or before.discarding
    return DRAW if after.drawing and new_deal else STAY
