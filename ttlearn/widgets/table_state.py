"""The play table's state as values, for its view and its tests: what the learner may do
now (`Legal`), and the panel at a round's end (`RoundOver`, a `SeatScore` per seat)."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, format_cards
from ..melds import Arrangement
from ..words import plural


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
            return f"{self.name}: went out, 0 points (R16); total {self.total}"
        melds = "; ".join(m.label for m in self.arrangement.melds) or "no melds"
        left = format_cards(self.arrangement.deadwood) or "nothing"
        return (f"{self.name}: {plural(self.points, 'point')} ({melds}; left over: {left}); "
                f"total {self.total}")


@dataclass(frozen=True)
class RoundOver:
    """The panel at a round's end, shown until the learner continues: who went out (None
    when the turn cap ended the round, H1), every seat's score, the learner's own hand in
    its best arrangement with a word on their last discard, and whether the game is over."""

    round: int
    went_out: str | None
    seats: tuple[SeatScore, ...]
    yours: Arrangement
    lesson: str
    game_over: bool

    @property
    def headline(self) -> str:
        how = (f"{self.went_out} went out (R10), and the others had a last turn (R11)" if self.went_out
               else "nobody went out: the turn cap ended it (H1)")
        return f"Round {self.round} is over: {how}."

    def text(self) -> str:
        """The panel in words."""
        then = "That was the last round (R4): continue for the final table." if self.game_over \
            else f"Continue for round {self.round + 1}."
        return "\n".join([self.headline, *(s.line() for s in self.seats), self.lesson, then])

    def __str__(self) -> str:
        return self.text()
