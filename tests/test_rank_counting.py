"""The rank-by-rank count (ttlearn.count.by_rank) against the shipped tables (counted the
other way, by suit classes), against every deal one by one, against the solver hand by
hand, and against Monte Carlo estimates in the rounds nothing else reaches."""

from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb, sqrt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttlearn import Rules
from ttlearn.cards import SUITS, deck
from ttlearn.count import (
    brute_force_counts,
    complete_deal_probability,
    count_by_rank,
    number_of_deals,
    penalty_distribution,
    shipped,
    upcard_go_out_probability,
)
from ttlearn.count.by_rank import hand_value
from ttlearn.count.montecarlo import (
    Estimate,
    estimate_complete_deal_probability,
    estimate_mean_penalty,
    estimate_upcard_go_out_probability,
)
from ttlearn.count.tables import from_table
from ttlearn.solver import best_penalty, can_go_out

V1 = Rules(aces="high_or_low")
SLOW = pytest.mark.slow
Z999 = 3.2905  # two-sided 99.9% normal quantile


def _table(kind, round, decks):
    return {int(k): v for k, v in from_table(kind, round, decks)["counts"].items()}


def _solver_value(hand, round, rules, measure):
    if measure == "complete":
        return int(best_penalty(hand, round, rules) == 0)
    if measure == "go_out":
        return int(can_go_out(hand, round, rules))
    return best_penalty(hand, round, rules)


def _every_deal(round, decks, rules, measure):
    """Every physical-card deal of the deck with its jokers, one by one, through the solver."""
    cards = round + 2 + (measure == "go_out")
    seen, counts = {}, Counter()
    for hand in combinations(deck(decks, rules.jokers), cards):
        key = tuple(sorted(hand))
        if key not in seen:
            seen[key] = _solver_value(list(key), round, rules, measure)
        counts[seen[key]] += 1
    return dict(counts)


def _nonzero(counts):
    return {k: v for k, v in counts.items() if v}


# --- The shipped tables (suit classes, ttlearn.count.exact) --------------------------------


@pytest.mark.parametrize("round, decks", shipped("penalty"))
def test_complete_deals_equal_the_shipped_tables(round, decks):
    count = count_by_rank(round, decks)
    assert count.counts[1] == _table("penalty", round, decks)[0]
    assert count.deals == number_of_deals(round, decks)


@pytest.mark.parametrize("round, decks", shipped("go_out_with_upcard"))
def test_going_out_with_the_upcard_equals_the_shipped_tables(round, decks):
    assert count_by_rank(round, decks, measure="go_out").counts == _table("go_out_with_upcard", round, decks)


@pytest.mark.parametrize("round, decks", [
    (r, d) if (r <= 4 and d == 1) or (r <= 3 and d == 2) else pytest.param(r, d, marks=SLOW)
    for r, d in shipped("penalty")])
def test_penalty_distributions_equal_the_shipped_tables(round, decks):
    assert count_by_rank(round, decks, measure="penalty").counts == _table("penalty", round, decks)


# --- Every deal one by one --------------------------------------------------------------


@pytest.mark.parametrize("round, decks, rules", [
    (1, 1, None), (1, 1, V1), pytest.param(1, 2, V1, marks=SLOW),
    pytest.param(2, 1, None, marks=SLOW), pytest.param(2, 1, V1, marks=SLOW),
])
def test_penalties_agree_with_every_deal_one_by_one(round, decks, rules):
    counted = count_by_rank(round, decks, rules, "penalty").counts
    assert counted == brute_force_counts(round, decks, rules=rules)
    assert count_by_rank(round, decks, rules).counts[1] == counted.get(0, 0)


@SLOW
# Round 2 is checked against the shipped table, and with V1 for its complete deals and penalties.
@pytest.mark.parametrize("round, rules, measure", [(1, V1, "go_out")])
def test_going_out_agrees_with_every_deal_one_by_one(round, rules, measure):
    assert count_by_rank(round, 1, rules, measure).counts == brute_force_counts(round, 1, measure, 1, rules)


JOKER_RULES = [Rules(jokers=2), Rules(jokers=1, aces="high_or_low"), Rules(jokers=2, joker_penalty=7, wild_penalty=3),
               Rules(face_cards="rank", ace_penalty=11)]


@pytest.mark.parametrize("rules, measure", [
    (rules, measure) if measure == "penalty" and rules in JOKER_RULES[:2] else pytest.param(rules, measure, marks=SLOW)
    for rules in JOKER_RULES for measure in ("complete", "penalty", "go_out")], ids=repr)
def test_jokers_and_points_agree_with_every_deal_one_by_one(rules, measure):
    """Jokers are wilds of their own in every round (C(2·d, j) ways for j of them); a lone
    leftover joker scores its own penalty."""
    assert _nonzero(count_by_rank(1, 1, rules, measure).counts) == _every_deal(1, 1, rules, measure)


@SLOW
@pytest.mark.parametrize("round, decks, rules", [(2, 1, Rules(jokers=2)), (1, 2, Rules(jokers=2)),
                                                 (2, 1, Rules(jokers=1, aces="high_or_low"))], ids=repr)
def test_more_jokers_agree_with_every_deal_one_by_one(round, decks, rules):
    assert _nonzero(count_by_rank(round, decks, rules, "penalty").counts) == _every_deal(round, decks, rules, "penalty")


@pytest.mark.parametrize("round, decks, rules, measure", [
    (1, 1, None, "complete"), (5, 2, V1, "complete"), (3, 1, Rules(jokers=2), "go_out"), (2, 2, None, "penalty"),
    (11, 1, Rules(jokers=2), "complete"),
])
def test_every_deal_is_counted_once(round, decks, rules, measure):
    count = count_by_rank(round, decks, rules, measure)
    jokers = (rules.jokers if rules else 0) * decks
    assert count.deals == comb(52 * decks + jokers, round + 2 + (measure == "go_out"))
    assert len(count.states) == 13 + (rules is not None and rules.aces_high)  # one for each rank (V1: the high Ace)


# --- The solver, hand by hand ------------------------------------------------------------


@st.composite
def hands(draw):
    """A hand of any round and rules, often from one or two suits or a few ranks, where runs
    crowd (with two decks a suit can hold two runs at once)."""
    decks, jokers = draw(st.sampled_from([1, 2])), draw(st.sampled_from([0, 0, 1, 2]))
    rules = Rules(aces=draw(st.sampled_from(["low", "high_or_low"])), jokers=jokers, decks=decks,
                  face_cards=draw(st.sampled_from([10, "rank"])), wild_penalty=draw(st.sampled_from([None, 25])))
    round = draw(st.integers(1, 11))
    measure = draw(st.sampled_from(["complete", "go_out", "penalty"]))
    pack = deck(decks, jokers)
    where = draw(st.sampled_from(["any", "suits", "ranks"]))
    if where == "suits":
        suits = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=2, unique=True))
        pack = [c for c in pack if c.is_joker or c.suit in suits or c.rank == round + 2]
    elif where == "ranks":
        low = draw(st.integers(1, 9))
        pack = [c for c in pack if c.is_joker or low <= c.rank <= low + 4 or c.rank == round + 2]
    size = min(len(pack), round + 2 + (measure == "go_out"))
    picks = draw(st.lists(st.integers(0, len(pack) - 1), min_size=size, max_size=size, unique=True))
    return [pack[k] for k in picks], round, rules, measure


@settings(max_examples=400, deadline=None)
@given(hands())
def test_one_hand_read_rank_by_rank_agrees_with_the_solver(case):
    hand, round, rules, measure = case
    assert hand_value(hand, round, rules, measure) == _solver_value(hand, round, rules, measure)


@pytest.mark.parametrize("cards, round, rules, value", [
    ("3S 3H 3D", 1, None, 1),  # wilds alone are a meld (R15, H)
    ("KS KH KD KC", 11, None, 1),
    ("QH KH 3S", 1, None, 1),  # padded below: J Q K, a run never passes the King (R3)
    ("QH KH AH", 1, None, 0),  # Q-K-A only under V1
    ("QH KH AH", 1, V1, 1),
    ("JS QS AS 4H", 2, V1, 1),  # J Q (K: the wild) A
    ("JS QS AS 4H", 2, None, 0),
    ("7H 7S 7D 7C 5S", 3, None, 1),  # a set of four and a wild: a set of five (R12, R15)
    ("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", 11, None, 1),  # the King (wild) plays as itself
    ("7H 7H 7S", 1, Rules(decks=2), 1),  # identical cards in a set (R12)
    ("4H 5H 6H 4H 5H 6H", 11, Rules(decks=2), 1),  # two runs at once in one suit
    ("4H 5H 7H 4H 5H 6H 6S", 4, Rules(decks=2), 1),  # ... both through the wild rank (6s wild)
    ("4H 5H 7H 4H 5H 6H", 4, Rules(decks=2), 0),  # ... with one wild too few
    ("AH 2H 3H QH KH AH", 4, Rules(decks=2, aces="high_or_low"), 1),  # the two Aces at both ends
])
def test_edge_cases_of_completeness(cards, round, rules, value):
    assert hand_value(cards, round, rules) == value == int(best_penalty(cards, round, rules) == 0)


@pytest.mark.parametrize("cards, round, rules", [
    ("2C 7D QS", 1, None), ("2C 7D 3S", 1, None), ("2C 7D 3S", 1, Rules(wild_penalty=25)),
    ("2C 9D JK", 1, Rules(jokers=2)), ("2C 9D JK 3S", 2, Rules(jokers=2)), ("AC 5D 9S", 1, V1),
])
def test_a_lone_wild_scores_only_when_nothing_melds(cards, round, rules):
    """H2: a wild left over scores its face value (or the house's penalty, a joker its own)."""
    assert hand_value(cards, round, rules, "penalty") == best_penalty(cards, round, rules)


# --- The probabilities, with and without the tables ---------------------------------------


def test_tables_false_counts_afresh_and_agrees_with_the_tables():
    for round, decks in [(1, 1), (4, 1), (7, 1), (2, 2), (5, 2)]:
        assert complete_deal_probability(round, decks, tables=False) == complete_deal_probability(round, decks)
    for round, decks in shipped("go_out_with_upcard"):
        assert upcard_go_out_probability(round, decks, tables=False) == upcard_go_out_probability(round, decks)
    assert penalty_distribution(3, 1, tables=False) == penalty_distribution(3, 1)


def test_every_round_has_an_exact_answer():
    """Every round of one deck (notebook 7 counts two decks too, and checks them against the tables)."""
    chances = [complete_deal_probability(r) for r in range(1, 12)]
    assert all(isinstance(p, Fraction) and 0 < p < 1 for p in chances)


def test_house_rules_on_melds_are_refused():
    for rules in (Rules(wild_share="half"), Rules(all_wild_melds=False)):
        with pytest.raises(ValueError, match="montecarlo"):
            count_by_rank(1, rules=rules)
    with pytest.raises(ValueError, match="measure"):
        count_by_rank(1, measure="luck")


# --- Monte Carlo, where nothing else reaches ----------------------------------------------


def _wilson_999(estimate: Estimate) -> tuple[float, float]:
    n, p, z2 = estimate.samples, estimate.value, Z999 * Z999
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z999 / (1 + z2 / n) * sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return centre - half, centre + half


@pytest.mark.parametrize("round, decks", [
    (11, 1) if r == 11 and d == 1 else pytest.param(r, d, marks=SLOW) for r in range(8, 12) for d in (1, 2)
    if (r, d) != (11, 2)])  # notebook 7 and benchmarks/combinatorics.py --monte-carlo check that one
def test_complete_deals_lie_in_a_monte_carlo_interval(round, decks):
    """A few tens of thousands of deals solved one by one: the exact chance lies in the
    99.9% interval (a count wrong by a half would fall out of it)."""
    estimate = estimate_complete_deal_probability(round, decks, samples=20_000, seed=round * 10 + decks)
    low, high = _wilson_999(estimate)
    count = count_by_rank(round, decks)
    assert low <= count.counts[1] / count.deals <= high, estimate


# Later rounds, and two decks (round 11: two minutes to count), are left to benchmarks/combinatorics.py
# --measures.
@SLOW
@pytest.mark.parametrize("round, decks", [(8, 1)])
def test_going_out_lies_in_a_monte_carlo_interval(round, decks):
    estimate = estimate_upcard_go_out_probability(round, decks, samples=20_000, seed=round * 10 + decks)
    low, high = _wilson_999(estimate)
    count = count_by_rank(round, decks, measure="go_out")
    assert low <= count.counts[1] / count.deals <= high, estimate


# Rounds 8 and 11 (round 11: three minutes to count) are left to benchmarks/combinatorics.py --measures.
@pytest.mark.parametrize("round, decks, samples", [(6, 2, 4000)])
def test_mean_penalties_lie_in_a_monte_carlo_interval(round, decks, samples):
    """The exact mean penalty of rounds no table holds, against the mean of solved deals
    (99.9%: a distribution off by a point on average would fall out)."""
    counts = count_by_rank(round, decks, measure="penalty").counts
    exact = Fraction(sum(p * n for p, n in counts.items()), sum(counts.values()))
    estimate = estimate_mean_penalty(round, decks, samples=samples, seed=round * 10 + decks)
    assert abs(estimate.mean - exact) <= Z999 * estimate.standard_error, (float(exact), estimate)
