"""What the trainers share: seeded deals and a practice session's score.

A deal depends only on the trainer, the seed, the hand's number and the round, so the same
seed deals the same hands, whatever the learner did before.

>>> deal("arrange", seed=0, number=0, cards=5) == deal("arrange", seed=0, number=0, cards=5)
True
>>> str(Score().add(0).add(12))
'1 of 2 hands at best, 12 points missed'
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import Card, deck
from ..language import count_text, ngettext
from ..rules import ROUNDS


def shuffled(kind: str, seed: int, number: int, decks: int = 1, jokers: int = 0) -> list[Card]:
    """The cards of `decks` decks (R2), `jokers` jokers in each (a house rule), in the order
    of hand `number` of a `kind` of practice."""
    cards = deck(decks, jokers)
    random.Random(f"ttlearn {kind} {seed} {number}").shuffle(cards)  # a str seed is the same in every run
    return cards


def deal(kind: str, seed: int, number: int, cards: int, decks: int = 1, jokers: int = 0) -> list[Card]:
    """The first `cards` cards of the shuffled decks."""
    return shuffled(kind, seed, number, decks, jokers)[:cards]


@dataclass(frozen=True)
class Score:
    """A practice session's score: hands answered, those answered at best, and the points
    missed over all of them (a hand counts once, at its first answer)."""

    hands: int = 0
    at_best: int = 0
    points_missed: int = 0

    def add(self, missed: int) -> Score:
        """The score after one more answer that missed `missed` points (0: at best)."""
        if missed < 0:
            raise ValueError(f"bad points missed {missed!r}: 0 or more")
        return Score(self.hands + 1, self.at_best + (missed == 0), self.points_missed + missed)

    def __str__(self) -> str:
        points = count_text(self.points_missed, "{count} point missed", "{count} points missed")
        return ngettext("{at_best} of {count} hand at best, {points}", "{at_best} of {count} hands at best, {points}",
                        self.hands).format(at_best=self.at_best, count=self.hands, points=points)


def next_round(round: int, at_best: bool) -> int:
    """The round of the next hand: one more after a hand solved at best (up to round 11),
    the same after a miss, so the hands grow as the learner succeeds (R4)."""
    return min(round + 1, ROUNDS[-1]) if at_best else round
