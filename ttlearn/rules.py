"""The rules of Three Thirteen as numbers: rounds, wild ranks, decks and card points.

Rule numbers (R2, R4, ...) refer to RULES.md.

>>> hand_size(11), wild_rank(11)
(13, 13)
>>> decks_for(4)
2
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RANK_PLURALS, Card
from .words import plural

ROUNDS = tuple(range(1, 12))
MIN_MELD = 3  # the fewest cards in a set or a run (R12, R13)
ACE_RULES = ("low", "high_or_low")
STOCK_AFTER_LAST_DEAL = 13  # H in R2: cards left in the stock after the round-11 deal and upcard


@dataclass(frozen=True)
class Rules:
    """The rule choices a table can make.

    - `aces`: "low" (R3) or "high_or_low" (variant V1: Q-K-A is a run, a leftover Ace scores 15).
    - `wild_penalty`: None scores a leftover wild at its face value (H2), or a fixed number.
    - `decks`: None picks the number of decks from the number of players (R2), or a fixed number.
    - `turn_cap`: the most turns in a round before it is scored (H1).
    """

    aces: str = "low"
    wild_penalty: int | None = None
    decks: int | None = None
    turn_cap: int = 400

    def __post_init__(self) -> None:
        if self.aces not in ACE_RULES:
            raise ValueError(f"bad ace rule {self.aces!r}: choose 'low' (R3) or 'high_or_low' (V1)")
        if self.wild_penalty is not None and (not isinstance(self.wild_penalty, int) or self.wild_penalty < 0):
            raise ValueError(f"bad wild penalty {self.wild_penalty!r}: None (face value, H2) or a number >= 0")
        if self.decks is not None and (not isinstance(self.decks, int) or self.decks < 1):
            raise ValueError(f"bad number of decks {self.decks!r}: None (automatic, R2) or a number >= 1")
        if not isinstance(self.turn_cap, int) or self.turn_cap < 1:
            raise ValueError(f"bad turn cap {self.turn_cap!r}: a number of turns >= 1 (H1)")

    @property
    def aces_high(self) -> bool:
        """True under variant V1, where Q-K-A is a run."""
        return self.aces == "high_or_low"


DEFAULT_RULES = Rules()


def check_round(round: int) -> int:
    """Return `round` if it is one of the eleven rounds (R4), else raise ValueError."""
    if not isinstance(round, int) or isinstance(round, bool) or round not in ROUNDS:
        raise ValueError(f"bad round {round!r}: rounds are numbered 1 to 11 (R4)")
    return round


def hand_size(round: int) -> int:
    """Cards dealt in a round: 3 in round 1 ... 13 in round 11 (R4)."""
    return check_round(round) + 2


def wild_rank(round: int) -> int:
    """The wild rank of a round: 3s in round 1 ... Kings (13) in round 11 (R5)."""
    return check_round(round) + 2


def wild_name(round: int) -> str:
    """The wild rank in words: 'threes' ... 'kings'."""
    return RANK_PLURALS[wild_rank(round)]


def decks_for(players: int, rules: Rules | None = None) -> int:
    """Decks for a table (R2): the fewest that leave 13 cards in the stock after the
    round-11 deal and the upcard (2 players: 1, 3-6: 2, 7-8: 3), unless `rules.decks` fixes it."""
    if not isinstance(players, int) or players < 2:
        raise ValueError(f"bad number of players {players!r}: Three Thirteen needs at least 2 (R1)")
    if rules is not None and rules.decks is not None:
        decks = rules.decks
        if 52 * decks < players * hand_size(11) + 1:
            raise ValueError(f"{plural(decks, 'deck')} cannot deal 13 cards to {players} players "
                             "and turn an upcard (R2)")
        return decks
    needed = players * hand_size(11) + 1 + STOCK_AFTER_LAST_DEAL
    return -(-needed // 52)


def card_points(card: Card, round: int, rules: Rules | None = None) -> int:
    """Penalty points of a leftover card (R16): Ace 1 (15 under V1), 2-10 face value,
    J Q K 10. A leftover wild scores its own rank (H2) unless `rules.wild_penalty` is set."""
    rules = rules or DEFAULT_RULES
    if rules.wild_penalty is not None and card.rank == wild_rank(round):
        return rules.wild_penalty
    if card.rank == 1:
        return 15 if rules.aces_high else 1
    return min(card.rank, 10)


def is_wild(card: Card, round: int) -> bool:
    """True if the card is of the round's wild rank (R5)."""
    return card.rank == wild_rank(round)
