"""A position built by hand: the cards of a moment in a round, to start a game from it
(`Game.from_position`) instead of dealing from a seed. Tests and lessons use it to set up
exactly the table they talk about; it is checked as strictly as a real deal.

>>> Position.of(["4H 5H 9C", "KD KS 2C"], pile="6H")
Position(round 1, seat 0 to draw; hands 4♥ 5♥ 9♣ | K♦ K♠ 2♣; pile 6♥; stock: the rest)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, as_cards, deck, format_cards
from ..language.plurals import plural
from ..rules import ROUNDS, Rules, hand_size
from ..solver import best_arrangement

Cards = str | Iterable[Card]  # "4H 5H 9C" or Card objects


@dataclass(frozen=True)
class Position:
    """The table at one moment of a round. The ends of `pile` and `stock` are their tops.
    `stock=None` means the rest of the cards, shuffled by the game's seed; `set_aside`
    holds cards out of play, for tables a real game rarely reaches (an empty stock, H1).
    `dealer=None` means the seat right of `turn`, as when a round begins (R8)."""

    hands: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...] = ()
    stock: tuple[Card, ...] | None = None
    round: int = 1
    dealer: int | None = None
    turn: int = 0
    phase: str = "draw"  # 'draw' or 'discard' (R9)
    went_out: int | None = None  # who went out; the others are having their last turns (R11)
    set_aside: tuple[Card, ...] = ()

    @classmethod
    def of(cls, hands: Iterable[Cards], pile: Cards = (), stock: Cards | None = None, *, round: int = 1,
           dealer: int | None = None, turn: int = 0, phase: str = "draw", went_out: int | None = None,
           set_aside: Cards = ()) -> Position:
        """A position from cards written as text ("4H 5H 9C") or as Card objects."""
        return cls(tuple(tuple(as_cards(h)) for h in hands), tuple(as_cards(pile)),
                   None if stock is None else tuple(as_cards(stock)), round, dealer, turn, phase, went_out,
                   tuple(as_cards(set_aside)))

    def __repr__(self) -> str:
        hands = " | ".join(format_cards(h) for h in self.hands)
        stock = "the rest" if self.stock is None else format_cards(self.stock) or "empty"
        return (f"Position(round {self.round}, seat {self.turn} to {self.phase}; hands {hands}; "
                f"pile {format_cards(self.pile) or 'empty'}; stock: {stock})")

    def rest(self, decks: int, jokers: int = 0) -> list[Card]:
        """The cards of the decks (with `jokers` jokers each) not in the hands, the pile or set aside."""
        left = Counter(deck(decks, jokers))
        left.subtract(self._placed())
        return sorted(left.elements())

    def _placed(self) -> list[Card]:
        cards = [card for hand in self.hands for card in hand] + list(self.pile) + list(self.set_aside)
        return cards + list(self.stock or ())

    def check(self, players: int, decks: int, rules: Rules) -> None:
        """Raise ValueError unless this is a table the rules allow: a hand for every seat of
        the round's size (R4), one card more for a player who has drawn (R9), a player who
        went out holding only melds (R10), and every card of the decks exactly once (R2)."""
        if len(self.hands) != players:
            raise ValueError(f"the position has {plural(len(self.hands), 'hand')} for {players} players")
        if self.round not in ROUNDS:
            raise ValueError(f"bad round {self.round!r}: rounds are 1 to {ROUNDS[-1]} (R4)")
        if self.phase not in ("draw", "discard"):
            raise ValueError(f"bad phase {self.phase!r}: 'draw' or 'discard' (R9)")
        for what, seat in (("turn", self.turn), ("dealer", self.dealer), ("went_out", self.went_out)):
            if seat is not None and not (isinstance(seat, int) and 0 <= seat < players):
                raise ValueError(f"bad {what} {seat!r}: seats are 0 to {players - 1}")
        for seat, hand in enumerate(self.hands):
            drawn = seat == self.turn and self.phase == "discard"
            if len(hand) != hand_size(self.round) + drawn:
                after = " after drawing (R9)" if drawn else ""
                raise ValueError(f"seat {seat} holds {plural(len(hand), 'card')}: round {self.round} deals "
                                 f"{hand_size(self.round)} (R4), so {hand_size(self.round) + drawn}{after}")
        if self.went_out is not None:
            if self.went_out == self.turn:
                raise ValueError(f"seat {self.went_out} went out, so the turn is another seat's last turn (R11)")
            left = best_arrangement(self.hands[self.went_out], self.round, rules).deadwood
            if left:
                raise ValueError(f"seat {self.went_out} cannot have gone out: {format_cards(left)} "
                                 "would be left out of melds (R10)")
        self._check_cards(decks, rules.jokers)

    def _check_cards(self, decks: int, jokers: int = 0) -> None:
        """Every card of the decks once: in a hand, the pile, the stock or set aside (R2, R7).
        With `stock=None` the stock is whatever is left, so only too many cards can be wrong."""
        placed, full = Counter(self._placed()), Counter(deck(decks, jokers))
        extra = sorted((placed - full).elements())
        missing = sorted((full - placed).elements()) if self.stock is not None else []
        if extra or missing:
            problems = [f"{format_cards(extra)} more often than the decks hold" if extra else "",
                        f"{plural(len(missing), 'card')} placed nowhere, such as {format_cards(missing[:6])} "
                        "(put cards out of play in set_aside)" if missing else ""]
            raise ValueError(f"the cards do not match {plural(decks, 'deck')} (R2): "
                             + "; ".join(p for p in problems if p))
