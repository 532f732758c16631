"""What one seat may see of the table: the only thing a computer player (or a hint) is
given, so no strategy can peek at another hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..display import Pictured, picture_of
from ..melds import Meld
from ..rules import Rules
from .actions import Event


@dataclass(frozen=True)
class PlayerView(Pictured):
    """What one seat may see: its own hand, the top of the discard pile, the stock size,
    the other hands' sizes, the melds laid down by whoever went out (R10), the scores, whose
    turn it is and the phase. `events` is this round's public log (stock draws stay hidden)."""

    seat: int
    names: tuple[str, ...]
    round: int
    wild_rank: int
    rules: Rules
    decks: int
    dealer: int
    turn: int
    phase: str  # 'draw', 'discard' or 'over'
    hand: tuple[Card, ...]
    discard_top: Card | None
    stock_size: int
    hand_sizes: tuple[int, ...]
    went_out: int | None
    laid_down: tuple[Meld, ...]
    totals: tuple[int, ...]
    events: tuple[Event, ...] = field(repr=False)

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat and self.phase != "over"

    @property
    def last_turn(self) -> bool:
        """True when someone else went out and this is one's last turn (R11)."""
        return self.went_out is not None

    def picture(self, selected: Sequence[int] = (), scale: float = 1.0) -> Any:
        """The table as this seat sees it, drawn (`ttlearn.draw.svg.show_view`) through the
        one display hook, so the core never imports the drawing code."""
        return picture_of(self, selected=selected, scale=scale)
