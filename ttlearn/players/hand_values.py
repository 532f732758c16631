"""The numbers a computer player weighs, for the hands of one round.

A turn asks the same questions many times: the best penalty of a hand (R16), the best
discard after a draw (R9), and what a hand can expect from its next draw. `HandValues`
answers them from the solver's memo of solved hands (`ttlearn.solver.HAND_MEMO`), since the
hands of a round repeat a lot: the hint, the review and every player ask it alike.

It also knows when the solver is not needed: a drawn card that cannot share a meld with any
card of the hand (no card of its rank, none of its suit within two ranks, not a wild, and
fewer than two wilds in the hand: R12, R13, R15) is either thrown again or kept in place of
the best card to throw, so the best discard after drawing it follows from the hand's own
numbers.

>>> from ttlearn.cards import parse_cards
>>> values = HandValues(round=1)
>>> values.after_draw(parse_cards("4H 5H 9C"), parse_cards("6H")[0])   # 9♣ goes: a run is left
(9♣, 0)
>>> values.after_draw(parse_cards("4H 5H 9C"), parse_cards("2S")[0])   # 2♠ fits nothing, but beats 9♣
(9♣, 11)
>>> values.outlook(parse_cards("4H 5H 9C"), Counter(parse_cards("6H 3C QS 2D")))   # 0, 0, 18, 11
Outlook(expected=7.25, going_out=0.5, cards=4)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Card
from ..rules import DEFAULT_RULES, Rules, wild_rank
from ..solver import HAND_MEMO
from ..solver.hand_memo import MOST_REMEMBERED

__all__ = ["MOST_REMEMBERED", "HandValues", "Outlook"]


@dataclass(frozen=True)
class Outlook:
    """What a hand can expect from its next draw (from the stock, R9) and the best discard
    after it: the mean penalty, the chance that it can go out then (R10), and over how many
    unseen cards that was averaged, each card counted as often as it may be there."""

    expected: float
    going_out: float
    cards: int

    def value(self, bonus: float) -> float:
        """The expected penalty, less `bonus` points for each chance in one of going out."""
        return self.expected - bonus * self.going_out


class HandValues:
    """Penalties and best discards of the hands of one round (R16), from the solver's memo."""

    def __init__(self, round: int, rules: Rules = DEFAULT_RULES):
        self.round, self.rules = round, rules
        self.wild = wild_rank(round)
        self._points: dict[Card, int] = {}

    def __repr__(self) -> str:
        return f"HandValues(round {self.round}, {self.rules!r})"

    def penalty(self, hand: Sequence[Card]) -> int:
        """The hand's best penalty (R16)."""
        return HAND_MEMO.penalty(hand, self.round, self.rules)

    def penalties_after_discard(self, hand: Sequence[Card]) -> dict[Card, int]:
        """The best penalty of the hand less each of its cards (R16), all from one search
        (`discard_penalties`), and each remembered as the penalty of the cards kept."""
        return HAND_MEMO.discard_penalties(hand, self.round, self.rules)

    def discard(self, hand: Sequence[Card]) -> tuple[Card, int]:
        """The best card to throw from the hand and the penalty of the rest (R9, R16)."""
        return HAND_MEMO.discard_penalty(hand, self.round, self.rules)

    def points(self, card: Card) -> int:
        known = self._points.get(card)
        if known is None:
            known = self._points[card] = self.rules.points(card, self.round)
        return known

    def after_draw(self, hand: Sequence[Card], card: Card) -> tuple[Card, int]:
        """The best discard after drawing `card`, and the penalty left (`discard` of hand + card)."""
        if self.could_meld(card, hand):
            return self.discard([*hand, card])
        # The card is in no meld: throw it (the hand as it was), or keep it instead of the
        # hand's best card to throw, if it has fewer points.
        thrown, without = self.discard(hand)
        now, points = self.penalty(hand), self.points(card)
        return (card, now) if now <= without + points else (thrown, without + points)

    def could_meld(self, card: Card, hand: Sequence[Card]) -> bool:
        """Could `card` share a meld with cards of `hand`: a wild (R15), a card of its rank
        (R12), one of its suit within two ranks (R13: a wild may fill the gap; V1 counts the
        ace as 14 too), or two wilds (or jokers) in the hand to meld with it? A yes only
        means the solver is asked."""
        if card.rank == self.wild or card.is_joker:
            return True
        wilds = 0
        aces_high = self.rules.aces_high
        for other in hand:
            if other.rank == self.wild or other.is_joker:
                wilds += 1
                if wilds == 2:
                    return True
            elif other.rank == card.rank or (other.suit == card.suit and _close(other.rank, card.rank, aces_high)):
                return True
        return False

    def outlook(self, hand: Sequence[Card], unseen: Counter[Card]) -> Outlook:
        """Exactly, over every unseen card (weighted by its copies), the penalty after
        drawing it and throwing the best card, and the chance of going out then."""
        total = penalty = out = 0.0
        for card, copies in unseen.items():
            if copies <= 0:
                continue
            left = self.after_draw(hand, card)[1]
            total += copies
            penalty += copies * left
            out += copies * (left == 0)
        if not total:
            now = self.penalty(hand)
            return Outlook(float(now), float(now == 0), 0)
        return Outlook(round(penalty / total, 6), round(out / total, 6), round(total))


def _close(a: int, b: int, aces_high: bool) -> bool:
    """Two ranks of one suit that a run can hold with at most one wild between (R13); under
    V1 an ace also sits above the King (Q-K-A)."""
    return abs(a - b) <= 2 or (aces_high and 1 in (a, b) and max(a, b) >= 12)
