"""The rules of Three Thirteen as numbers: rounds, wild ranks, decks and card points.

Rule numbers (R2, R4, ...) refer to RULES.md.

>>> hand_size(11), wild_rank(11)
(13, 13)
>>> decks_for(4)
2
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import MAX_DECKS, RANK_PLURALS, Card, check_decks
from .quoting import quote
from .words import plural

ROUNDS = tuple(range(1, 12))
MIN_MELD = 3  # the fewest cards in a set or a run (R12, R13)
ACE_RULES = ("low", "high_or_low")
STOCK_AFTER_LAST_DEAL = 13  # H in R2: cards left in the stock after the round-11 deal and upcard
MOST_DECKS_AUTOMATIC = 3  # R2 with its house rule: 3 decks for 7 or 8 players, never more
MAX_WILD_PENALTY = 100  # tables use 15, 20 or 25 (H2); more is a typing mistake
MAX_TURN_CAP = 10_000  # turns in one round (H1); real rounds take tens


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


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
        # Exact types: True is an int in Python, and Rules(decks=True) must not mean one deck.
        if type(self.aces) is not str or self.aces not in ACE_RULES:
            raise ValueError(f"bad ace rule {quote(self.aces)}: choose 'low' (R3) or 'high_or_low' (V1)")
        if self.wild_penalty is not None and not _whole(self.wild_penalty, 0, MAX_WILD_PENALTY):
            raise ValueError(f"bad wild penalty {quote(self.wild_penalty)}: None (face value, H2) "
                             f"or a whole number from 0 to {MAX_WILD_PENALTY}")
        if self.decks is not None and not _whole(self.decks, 1, MAX_DECKS):
            raise ValueError(f"bad number of decks {quote(self.decks)}: None (automatic, R2) "
                             f"or a whole number from 1 to {MAX_DECKS}")
        if not _whole(self.turn_cap, 1, MAX_TURN_CAP):
            raise ValueError(f"bad turn cap {quote(self.turn_cap)}: a whole number of turns "
                             f"from 1 to {MAX_TURN_CAP} (H1)")

    @property
    def aces_high(self) -> bool:
        """True under variant V1, where Q-K-A is a run."""
        return self.aces == "high_or_low"


DEFAULT_RULES = Rules()


def check_rules(rules: Rules | None) -> Rules:
    """The rules to play by: `rules`, or the standard rules for None. Anything that is not a
    `Rules` (for example the string "low") is refused with a ValueError.

    >>> check_rules(None) == Rules()
    True
    >>> check_rules("low")
    Traceback (most recent call last):
    ...
    ValueError: bad rules 'low': pass Rules(...), for example Rules(aces="high_or_low"), or None
    """
    if rules is None:
        return DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise ValueError(f"bad rules {quote(rules)}: pass Rules(...), for example Rules(aces=\"high_or_low\"), or None")
    return rules


def decks_in_play(rules: Rules | None = None, decks: int | None = None) -> int:
    """How many decks a hand may come from: `decks` if given, else `rules.decks`, else the
    most R2 ever uses (3, for 7 or 8 players). The solver and `check_meld` both refuse more
    copies of a card than this (R2).

    >>> decks_in_play(), decks_in_play(Rules(decks=1)), decks_in_play(decks=2)
    (3, 1, 2)
    """
    if decks is not None:
        return check_decks(decks)
    return check_rules(rules).decks or MOST_DECKS_AUTOMATIC


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
    if type(players) is not int or players < 2:
        raise ValueError(f"bad number of players {players!r}: Three Thirteen needs at least 2 (R1)")
    rules = check_rules(rules)
    if rules.decks is not None:
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
    rules = check_rules(rules)
    if rules.wild_penalty is not None and card.rank == wild_rank(round):
        return rules.wild_penalty
    if card.rank == 1:
        return 15 if rules.aces_high else 1
    return min(card.rank, 10)


def is_wild(card: Card, round: int) -> bool:
    """True if the card is of the round's wild rank (R5)."""
    return card.rank == wild_rank(round)
