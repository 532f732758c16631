"""The solver against an exhaustive brute force (ttlearn.testing.brute_force), and edge cases."""

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solver_checks import assert_well_formed, deals
from ttlearn import (
    Card,
    Rules,
    all_best_arrangements,
    best_arrangement,
    best_discard,
    best_penalty,
    deck,
    go_out,
    parse_cards,
)
from ttlearn.testing.brute_force import brute_best_discard_penalty, brute_penalty

V1 = Rules(aces="high_or_low")


@given(deals())
def test_best_arrangement_matches_brute_force(deal):
    hand, round, rules = deal
    arrangement = best_arrangement(hand, round, rules)
    assert arrangement.penalty == brute_penalty(hand, round, rules.aces_high)
    assert best_penalty(hand, round, rules) == arrangement.penalty
    assert_well_formed(arrangement, hand, round, rules)


@given(deals(max_size=12), st.sampled_from([None, 0, 25]))
def test_wild_penalty_option_matches_brute_force(deal, wild_penalty):  # H2 and its option
    hand, round, rules = deal
    rules = Rules(aces=rules.aces, wild_penalty=wild_penalty)
    expected = brute_penalty(hand, round, rules.aces_high, wild_penalty)
    assert best_arrangement(hand, round, rules).penalty == expected == best_penalty(hand, round, rules)


@given(deals(max_size=11))
def test_pruned_brute_force_agrees_with_the_plain_one(deal):
    """The pruned brute force (partners of the same rank or suit only) is faster; it is
    used below where the plain one would take minutes."""
    hand, round, rules = deal
    assert brute_penalty(hand, round, rules.aces_high, prune=True) == brute_penalty(hand, round, rules.aces_high)


@given(deals(min_size=4, max_size=14))
def test_best_discard_and_go_out_match_brute_force(deal):  # R10
    hand, round, rules = deal
    discard, rest = best_discard(hand, round, rules)
    expected = brute_best_discard_penalty(hand, round, rules.aces_high, prune=True)
    assert rest.penalty == expected
    assert Counter(rest.cards) + Counter([discard]) == Counter(hand)
    assert_well_formed(rest, [c for c in hand if c != discard] + [discard] * (hand.count(discard) - 1), round, rules)
    out = go_out(hand, round, rules)
    assert (out is not None) == (expected == 0)


@given(deals(max_size=10))
def test_all_best_arrangements_are_optimal_and_distinct(deal):
    hand, round, rules = deal
    best = best_arrangement(hand, round, rules)
    every = all_best_arrangements(hand, round, rules)
    assert every and all(a.penalty == best.penalty for a in every)
    keys = [(sorted(tuple(sorted(m.cards)) for m in a.melds), a.deadwood) for a in every]
    assert len(keys) == len({repr(k) for k in keys})
    for arrangement in every:
        assert_well_formed(arrangement, hand, round, rules)


def test_thousands_of_seeded_random_hands():
    rng = random.Random(313)
    for _ in range(3000):
        round, decks = rng.randint(1, 11), rng.choice([1, 2])
        rules = Rules(aces=rng.choice(["low", "high_or_low"]))
        hand = rng.sample(deck(decks), rng.randint(3, 14))
        expected = brute_penalty(hand, round, rules.aces_high, prune=True)
        assert best_arrangement(hand, round, rules).penalty == expected, hand


# --- Edge cases ---------------------------------------------------------------------------


def test_melds_of_only_wilds():  # R15, H
    a = best_arrangement("KS KD KH", 11)
    assert a.penalty == 0 and a.melds[0].kind == "set" and a.melds[0].plays_as == a.melds[0].cards
    assert best_arrangement("KS KD KH 2C", 11).penalty == 0  # 2♣ and two wilds, or four wilds


def test_eight_wilds_from_two_decks():
    hand = parse_cards("3S 3S 3H 3H 3D 3D 3C 3C 9S 5H JD QC KD")
    a = best_arrangement(hand, 1)
    assert a.penalty == 0 == brute_penalty(hand, 1)
    assert_well_formed(a, hand, 1)


def test_identical_cards_in_a_set():  # R12
    a = best_arrangement("7H 7H 7S 2C", 11)
    assert a.penalty == 2 and sorted(a.melds[0].cards) == parse_cards("7H 7H 7S")


def test_a_wild_playing_as_itself():  # R15
    a = best_arrangement("JS QS KS", 11)
    assert a.penalty == 0 and a.melds[0].plays_as == tuple(parse_cards("JS QS KS"))


def test_q_k_a_only_under_v1():  # R3, V1
    assert best_arrangement("QH KH AH", 1).penalty == 21
    assert best_arrangement("QH KH AH", 1, V1).penalty == 0


def test_k_a_2_never():  # R3
    assert best_arrangement("KH AH 2H", 1).penalty == 13
    assert best_arrangement("KH AH 2H", 1, V1).penalty == 27  # a leftover Ace scores 15 (V1)


def test_a_thirteen_card_run():
    hearts = parse_cards("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")
    for round in (1, 11):
        a = best_arrangement(hearts, round)
        assert a.penalty == 0 and len(a.melds) == 1 and len(a.melds[0]) == 13
    a = best_arrangement(hearts + parse_cards("KS"), 11)  # a spare wild and no room in the run
    assert a.penalty == 0 and sorted(a.cards) == sorted(hearts + parse_cards("KS"))
    assert_well_formed(a, hearts + parse_cards("KS"), 11)


def test_a_leftover_wild_scores():  # H2 and its option
    assert best_arrangement("KS 2C 7D", 11).penalty == 19
    assert best_arrangement("KS 2C 7D", 11, Rules(wild_penalty=25)).penalty == 34
    assert best_arrangement("KS 9C 9D 2H", 11).penalty == 2  # the wild joins the nines


def test_long_melds_are_shown_joined():
    a = best_arrangement("5H 6H 7H 8H 9H 10H 7C 7C 7D 7S 7S 7D", 11)
    assert a.penalty == 0
    assert sorted(len(m) for m in a.melds) == [6, 6]


def test_bad_input_is_named():
    with pytest.raises(ValueError, match="bad card"):
        best_arrangement("5H 6Q", 11)
    with pytest.raises(ValueError, match="round"):
        best_arrangement("5H 6H 7H", 0)
    with pytest.raises(ValueError, match="appears 4 times"):
        best_arrangement("5H 5H 5H 5H", 3)
    with pytest.raises(ValueError, match="appears 3 times"):
        best_arrangement("5H 5H 5H", 3, Rules(decks=2))
    with pytest.raises(ValueError, match="nothing to discard"):
        best_discard([], 3)


def test_empty_and_tiny_hands():
    assert best_arrangement([], 5).penalty == 0
    assert best_arrangement("9S", 5).penalty == 9


def test_go_out_prefers_a_natural_discard():
    discard, arrangement = go_out("4H 5H 6H KS", 11)
    assert discard == Card(13, "S") or arrangement.penalty == 0
    assert go_out("4H 5H 6H 9C", 11)[0] == Card(9, "C")
    assert go_out("4H 5H 9D 9C", 11) is None
