"""Exact counts against plain enumeration, Burnside against enumeration, Monte Carlo
intervals against exact values, and the shipped tables."""

from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from ttlearn import Rules, deck, go_out
from ttlearn.count import (
    brute_force_counts,
    complete_deal_probability,
    count_exactly,
    meld_counts,
    number_of_deals,
    penalty_distribution,
    shipped,
    upcard_chance,
    upcard_go_out_probability,
)
from ttlearn.count.montecarlo import (
    Estimate,
    estimate_complete_deal_probability,
    estimate_mean_penalty,
    estimate_upcard_go_out_probability,
    running_estimates,
)
from ttlearn.count.symmetry import (
    canonical_hand,
    classes_to_solve,
    suit_class_representatives,
    suit_classes,
    suit_classes_by_enumeration,
)
from ttlearn.count.tables import STANDARD_TABLES, load_tables, main
from ttlearn.solver import can_go_out
from ttlearn.testing.brute_force import brute_penalty, is_meld

V1 = Rules(aces="high_or_low")
SLOW = pytest.mark.slow  # a second or more: left out by `make test-fast`


# --- Exact counts against plain enumeration ----------------------------------------------


@SLOW
def test_round_1_agrees_with_the_independent_brute_force():
    """Every one of the C(52, 3) deals through tests/brute_force.py, which shares no code
    with the solver."""
    plain = Counter(brute_penalty(hand, 1) for hand in combinations(deck(1), 3))
    counts, _ = count_exactly(1, 1, progress=False)
    assert counts == dict(plain)
    assert sum(counts.values()) == comb(52, 3)


@pytest.mark.parametrize("decks, rules", [
    pytest.param(1, None, marks=SLOW), pytest.param(2, None, marks=SLOW), (1, V1),
])
def test_round_1_agrees_with_every_deal_one_by_one(decks, rules):
    counts, _ = count_exactly(1, decks, rules, progress=False)
    assert counts == brute_force_counts(1, decks, rules=rules)


@pytest.mark.parametrize("round, decks, measure, extra", [
    (2, 1, "penalty", 0), pytest.param(3, 1, "penalty", 0, marks=SLOW), pytest.param(2, 2, "penalty", 0, marks=SLOW),
    pytest.param(1, 1, "go_out", 1, marks=SLOW), pytest.param(2, 1, "go_out", 1, marks=SLOW),
    pytest.param(1, 2, "go_out", 1, marks=SLOW),
])
def test_the_no_meld_shortcut_agrees_with_the_solver_on_every_class(round, decks, measure, extra):
    """Idea 3 (hands without a meld need no search) changes nothing: the same counts when
    the solver is asked about every class."""
    fast = count_exactly(round, decks, None, measure, extra, workers=1, progress=False)
    slow = count_exactly(round, decks, None, measure, extra, workers=1, progress=False, shortcut=False)
    assert fast == slow


def test_the_shortcut_with_aces_high():
    assert (count_exactly(2, 1, V1, workers=1, progress=False)
            == count_exactly(2, 1, V1, workers=1, progress=False, shortcut=False))


def test_two_workers_count_the_same_as_one():
    assert count_exactly(2, 2, workers=2, progress=False) == count_exactly(2, 2, workers=1, progress=False)


def test_counts_add_up_to_every_deal():
    for round, decks in [(1, 1), (2, 1), (3, 1), (1, 2), (2, 2)]:
        assert penalty_distribution(round, decks).deals == number_of_deals(round, decks) == comb(52 * decks, round + 2)


@pytest.mark.parametrize("decks", [1, 2])
def test_a_complete_three_card_hand_is_one_meld(decks):
    """Round 1: the complete deals are exactly the 3-card melds with threes wild, counted
    independently by `meld_counts`."""
    p = complete_deal_probability(1, decks)
    assert isinstance(p, Fraction)
    assert p == Fraction(meld_counts(3, round=1, decks=decks).total, number_of_deals(1, decks))


def test_bad_input_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="round"):
        complete_deal_probability(12)
    with pytest.raises(ValueError, match="decks"):
        number_of_deals(1, 0)
    with pytest.raises(ValueError, match="measure"):
        count_exactly(1, measure="luck")
    with pytest.raises(ValueError, match="meld length"):
        meld_counts(2)


# --- The upcard ---------------------------------------------------------------------------


def test_upcard_chance_of_one_hand_against_go_out():
    hand = deck(1)[:0] + [c for c in deck(1) if str(c) in ("4♥", "5♥", "7♠", "7♣")]
    unseen = [c for c in deck(1) if c not in hand]
    by_go_out = sum(go_out(hand + [c], round=2) is not None for c in unseen)
    assert upcard_chance(hand, 2) == Fraction(by_go_out, 48)


def test_can_go_out_matches_go_out():
    rng_hands = list(combinations(deck(1)[:10], 4))
    for hand in rng_hands:
        assert can_go_out(list(hand), 1) == (go_out(list(hand), 1) is not None)


def test_the_upcard_helps():
    for round, decks in STANDARD_TABLES["go_out_with_upcard"]:
        assert upcard_go_out_probability(round, decks) > complete_deal_probability(round, decks)


# --- Burnside's lemma ---------------------------------------------------------------------


@pytest.mark.parametrize("n, decks", [(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2)])
def test_burnside_agrees_with_enumeration(n, decks):
    assert suit_classes(n, decks) == suit_classes_by_enumeration(n, decks)


@pytest.mark.parametrize("n, decks", [(2, 1), (3, 1), (4, 1), (2, 2), (3, 2)])
def test_the_orderly_generation_makes_each_class_once(n, decks):
    reps = suit_class_representatives(n, decks)
    assert len(reps) == suit_classes(n, decks)
    assert len({canonical_hand(hand) for hand, _ in reps}) == len(reps)
    if decks == 1:
        assert sum(size for _, size in reps) == comb(52, n)


@pytest.mark.parametrize("round, decks, extra", [(1, 1, 0), (3, 1, 0), (2, 2, 0), pytest.param(2, 1, 1, marks=SLOW)])
def test_the_exact_count_solves_the_classes_burnside_predicts(round, decks, extra):
    """Burnside's lemma over the 12 natural ranks, for each number of wilds, predicts how
    many classes the orderly generation visits: it visits each class exactly once."""
    measure = "go_out" if extra else "penalty"
    _, classes = count_exactly(round, decks, None, measure, extra, progress=False)
    assert classes == classes_to_solve(round, decks, extra)


def test_classes_are_about_a_24th_of_the_hands():
    assert comb(52, 7) / 24 < suit_classes(7) < comb(52, 7) / 22  # a few hands are fixed by a renaming


# --- Melds --------------------------------------------------------------------------------


def _plain_meld_counts(length, round, decks):
    """Every `length`-card subset of the physical deck, tested with tests/brute_force.py."""
    wr = round + 2 if round else 0
    found = Counter()
    for cards in combinations(deck(decks), length):
        naturals = tuple(c for c in cards if c.rank != wr)
        wilds = length - len(naturals)
        if is_meld(naturals, wilds, False):
            kind = "set" if len({c.rank for c in naturals}) <= 1 else "run"
            found[kind, wilds] += 1
    return found


@pytest.mark.parametrize("length, round, decks", [(3, None, 1), (3, 1, 1), (3, 9, 1), (4, 2, 1), (3, 1, 2)])
def test_meld_counts_against_every_subset(length, round, decks):
    counted = meld_counts(length, round, decks)
    plain = _plain_meld_counts(length, round, decks)
    for wilds, (sets, runs) in enumerate(counted.by_wilds):
        assert (sets, runs) == (plain["set", wilds], plain["run", wilds])
    assert counted.total == sum(plain.values())


def test_meld_counts_a_class_can_check_by_hand():
    assert meld_counts(3).without_wilds == (13 * 4, 4 * 11)  # C(4,3) per rank; 11 windows per suit
    assert meld_counts(4).without_wilds == (13, 4 * 10)
    assert meld_counts(13).runs == 4  # A to K in each suit
    assert meld_counts(3, round=11).by_wilds[3] == (comb(4, 3), 0)  # three kings alone are a set (R15, H)


# --- Monte Carlo --------------------------------------------------------------------------


@pytest.mark.parametrize("round, decks", [(1, 1), (3, 1), (5, 1), (2, 2)])
def test_monte_carlo_interval_covers_the_exact_value(round, decks):
    estimate = estimate_complete_deal_probability(round, decks, samples=3000, seed=2024)
    assert estimate.covers(complete_deal_probability(round, decks)), estimate


def test_monte_carlo_upcard_covers_the_exact_value():
    estimate = estimate_upcard_go_out_probability(2, samples=2000, seed=7)
    assert estimate.covers(upcard_go_out_probability(2)), estimate


def test_monte_carlo_mean_covers_the_exact_mean():
    estimate = estimate_mean_penalty(3, samples=3000, seed=11)
    assert estimate.covers(penalty_distribution(3).mean), estimate


def test_95_percent_intervals_cover_about_95_percent_of_the_time():
    exact = complete_deal_probability(1)
    covered = sum(estimate_complete_deal_probability(1, samples=300, seed=s).covers(exact) for s in range(60))
    assert 51 <= covered <= 60  # 95% of 60 is 57; allow for chance


def test_estimates_reproduce_and_narrow():
    event = lambda hand: hand[0].suit == "H"  # noqa: E731 -- a quarter of the time
    first = running_estimates(event, 3, samples=4000, seed=3, checkpoints=[100, 1000])
    again = running_estimates(event, 3, samples=4000, seed=3, checkpoints=[100, 1000])
    assert first == again and [e.samples for e in first] == [100, 1000, 4000]
    widths = [e.high - e.low for e in first]
    assert widths[0] > widths[1] > widths[2]
    assert first[-1].covers(0.25)


def test_wilson_interval_with_no_successes():
    estimate = Estimate(0, 100)
    assert estimate.low == 0 and 0 < estimate.high < 0.05
    with pytest.raises(ValueError):
        Estimate(5, 3)


# --- The shipped tables -------------------------------------------------------------------


def test_the_tables_hold_the_promised_rounds():
    for kind, tables in STANDARD_TABLES.items():
        assert set(tables) <= set(shipped(kind))


def test_shipped_small_tables_agree_with_a_fresh_count():
    for round, decks in [(1, 1), (2, 1), (1, 2), (2, 2)]:
        fresh, classes = count_exactly(round, decks, progress=False)
        row = penalty_distribution(round, decks)
        assert row.as_dict() == fresh and row.classes == classes


def test_rule_choices_that_keep_penalties_still_read_the_tables():
    assert penalty_distribution(5, rules=Rules(decks=2, turn_cap=10)) == penalty_distribution(5)
    with_v1 = penalty_distribution(1, rules=V1)  # aces high change penalties: counted afresh
    assert with_v1.as_dict() == brute_force_counts(1, rules=V1) != penalty_distribution(1).as_dict()


def test_shipped_tables_add_up_to_every_deal():
    for kind, extra in (("penalty", 0), ("go_out_with_upcard", 1)):
        for row in load_tables()[kind]:
            assert sum(row["counts"].values()) == comb(52 * row["decks"], row["round"] + 2 + extra)
            assert row["classes"] == classes_to_solve(row["round"], row["decks"], extra)


def test_the_verify_command(capsys):
    assert main(["verify"]) == 0
    assert "agrees with brute force" in capsys.readouterr().out
