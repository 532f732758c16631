"""Exact probabilities of a round: the chance of a complete deal, the distribution of best
penalties, the chance of going out with the upcard. Read from the shipped tables where
they hold the answer (`ttlearn.count.tables`), else counted rank by rank
(`ttlearn.count.by_rank`), which reaches every round; `tables=False` counts even where a
table holds the answer. `ttlearn.count.exact`, which counts another way, checks both.

>>> complete_deal_probability(1)
Fraction(241, 5525)
>>> complete_deal_probability(11)  # no table holds round 11: counted in a second
Fraction(39735389, 39688347475)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from typing import Final

from ..cards import Card, as_cards, check_decks, deck
from ..language.plurals import plural
from ..rules import HAND, Rules, check_round, check_rules
from ..solver import can_go_out
from .by_rank import count_once
from .exact import PenaltyDistribution
from .tables import from_table

# The tables were counted under the standard rules: every rule a hand's melds and penalty
# depend on must be standard for them to fit. The decks are a number of the tables' own, and
# the play (the upcard, the turn cap) changes no deal.
TABLE_RULES: Final = Rules.affecting(*HAND)


def _tables_apply(rules: Rules) -> bool:
    """True when the shipped tables hold the answer under `rules`: none of `TABLE_RULES`
    differs from the standard game (aces low, R3; leftover wilds at face value, H2; no house
    rule on the cards, the melds or the points)."""
    return not rules.changed(TABLE_RULES)


def penalty_distribution(round: int, decks: int = 1, rules: Rules | None = None,
                         tables: bool = True) -> PenaltyDistribution:
    """Exact counts of the deals of a round by best penalty (R16, H2), over all
    C(52·decks, round + 2) physical-card deals (with two decks a hand holding both 7♥ is
    one deal, a hand with one 7♥ two). Read from the shipped tables when they hold it
    (default rules) and `tables` is True, else counted rank by rank (`ttlearn.count.by_rank`):
    with one deck seconds up to round 8, about three minutes for round 11; with two decks
    about half a minute for round 8, six for round 10. Jokers and the house rules on points
    are counted too.

    >>> penalty_distribution(1).probability(0)
    Fraction(241, 5525)
    >>> penalty_distribution(1, tables=False) == penalty_distribution(1)
    True
    """
    check_round(round)
    check_decks(decks)
    rules = check_rules(rules)
    if tables and _tables_apply(rules):
        row = from_table("penalty", round, decks)
        if row is not None:
            counts = tuple((int(p), n) for p, n in row["counts"].items())
            return PenaltyDistribution(round, decks, counts, row["classes"])
    return PenaltyDistribution(round, decks, tuple(count_once(round, decks, rules, "penalty").counts.items()))


def complete_deal_probability(round: int, decks: int = 1, rules: Rules | None = None,
                              tables: bool = True) -> Fraction:
    """The exact share of deals that are complete: all round + 2 cards in melds with that
    round's wilds (penalty 0), over physical-card deals as in `penalty_distribution`. Read
    from the shipped tables where they hold it (and `tables` is True), else counted rank by
    rank, every round in a second or so; with jokers (`Rules(jokers=2)`) too.

    >>> complete_deal_probability(2)
    Fraction(109, 15925)
    >>> complete_deal_probability(2, tables=False)
    Fraction(109, 15925)
    """
    check_round(round)
    check_decks(decks)
    rules = check_rules(rules)
    if tables and _tables_apply(rules):
        row = from_table("penalty", round, decks)
        if row is not None:
            return Fraction(row["counts"].get("0", 0), sum(row["counts"].values()))
    count = count_once(round, decks, rules, "complete")
    return Fraction(count.counts[1], count.deals)


def upcard_go_out_probability(round: int, decks: int = 1, rules: Rules | None = None,
                              tables: bool = True) -> Fraction:
    """The exact chance that the first player can go out on the first turn by taking the
    upcard (R7, R9, R10): that some n of the n + 1 cards (the deal and the upcard) are all
    in melds. The deal and the upcard are a random set of n + 1 physical cards. Read from
    the shipped tables where they hold it (and `tables` is True), else counted rank by rank
    (seconds with one deck, up to two minutes with two decks in round 11).

    Subtract `complete_deal_probability` to get the chance that the upcard is what
    completes the hand.

    >>> upcard_go_out_probability(1) > complete_deal_probability(1)
    True
    >>> upcard_go_out_probability(3, tables=False) == upcard_go_out_probability(3)
    True
    """
    check_round(round)
    check_decks(decks)
    rules = check_rules(rules)
    if tables and _tables_apply(rules):
        row = from_table("go_out_with_upcard", round, decks)
        if row is not None:
            return Fraction(row["counts"].get("1", 0), sum(row["counts"].values()))
    count = count_once(round, decks, rules, "go_out")
    return Fraction(count.counts[1], count.deals)


def upcard_chance(cards: str | Iterable[Card], round: int, decks: int = 1, rules: Rules | None = None) -> Fraction:
    """For one dealt hand: the share of the cards the player cannot see (the other
    52·decks - n physical cards) that would let them go out if turned up (R10).

    >>> upcard_chance("4H 5H 7S 7C", round=2)  # 4s wild: 7♥, 7♦ or one of the three other 4s
    Fraction(5, 48)
    """
    hand = as_cards(cards)
    rules = check_rules(rules)
    unseen = Counter(deck(decks, rules.jokers))
    unseen.subtract(hand)
    if min(unseen.values()) < 0:
        raise ValueError(f"impossible hand for {plural(decks, 'deck')}: a card appears too often")
    good = sum(n for card, n in unseen.items() if n and can_go_out(hand + [card], round, rules))
    return Fraction(good, sum(unseen.values()))
