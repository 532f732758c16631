"""The house rules (the Rules options beyond RULES.md): validated, shown, read from
text, and exact in the solver against the brute force (ttlearn.testing) under random
option sets, in every round, from one to three decks, with and without jokers."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver_checks import assert_well_formed
from ttlearn import (
    Card,
    Rules,
    all_best_arrangements,
    best_arrangement,
    best_discard,
    best_penalty,
    card_points,
    check_meld,
    deck,
    go_out,
    parse_cards,
)
from ttlearn.cards import JOKER
from ttlearn.rules import rules_from_text
from ttlearn.solver import discard_penalties
from ttlearn.testing.brute_force import house_best_discard_penalty, house_penalty

JOKERS = Rules(jokers=2)


# --- Options ------------------------------------------------------------------------------


@pytest.mark.parametrize("options", [
    {"jokers": -1}, {"jokers": 5}, {"jokers": True}, {"jokers": "2"}, {"joker_penalty": 101},
    {"joker_penalty": None}, {"all_wild_melds": 0}, {"all_wild_melds": "no"}, {"wild_share": "all"},
    {"wild_share": 0.5}, {"face_cards": 11}, {"face_cards": "ranks"}, {"face_cards": True}, {"face_cards": 10.0},
    {"ace_penalty": 0}, {"ace_penalty": True}, {"ace_penalty": 1000}, {"upcard": None},
])
def test_bad_house_rules_are_refused_in_one_line(options):
    with pytest.raises(ValueError) as err:
        Rules(**options)
    message = str(err.value)
    assert "\n" not in message and len(message) < 160
    assert next(iter(options)).replace("_", " ") in message or next(iter(options)) in message


def test_the_repr_names_only_what_differs_from_the_standard_game():
    assert repr(Rules()) == "Rules()"
    assert repr(Rules(jokers=2, face_cards="rank")) == "Rules(jokers=2, face_cards='rank')"
    assert repr(Rules(aces="high_or_low", upcard=False)) == "Rules(aces='high_or_low', upcard=False)"


def test_rules_from_text():
    assert rules_from_text("jokers=2 face_cards=rank") == Rules(jokers=2, face_cards="rank")
    assert rules_from_text("wild_share=half, all_wild_melds=False ace_penalty=15 upcard=false") == Rules(
        wild_share="half", all_wild_melds=False, ace_penalty=15, upcard=False)
    assert rules_from_text("") == Rules()
    for bad in ("jokers", "colour=red", "jokers=many"):
        with pytest.raises(ValueError, match="bad"):
            rules_from_text(bad)


def test_jokers_are_cards():
    assert parse_cards("JK joker Joker jk") == [JOKER] * 4
    assert JOKER.is_joker and JOKER.rank == 0 and str(JOKER) == "JK" and not Card(11, "S").is_joker
    assert Counter(deck(2, jokers=2))[JOKER] == 4 and len(deck(3, jokers=1)) == 159


def test_points_under_the_house_rules():  # R16, V1, H2
    assert card_points(JOKER, 3, JOKERS) == 20 and card_points(JOKER, 3, Rules(jokers=1, joker_penalty=50)) == 50
    assert [card_points(Card(r, "H"), 1, Rules(face_cards="rank")) for r in (10, 11, 12, 13)] == [10, 11, 12, 13]
    assert card_points(Card(1, "H"), 1, Rules(ace_penalty=15)) == 15
    assert card_points(Card(1, "H"), 1, Rules(aces="high_or_low", ace_penalty=5)) == 5


def test_check_meld_under_the_house_rules():  # R12-R15
    assert check_meld("JK 5H 7H", 1, JOKERS).meld.plays_as[1] == Card(6, "H")  # a joker is wild in any round
    assert "jokers=0" in check_meld("JK 5H 6H", 1).reason  # no jokers unless the rules add them
    no_wild_melds = Rules(jokers=2, all_wild_melds=False)
    assert check_meld("KS KH KD", 11, no_wild_melds)  # wilds playing as themselves: a set of Kings
    assert check_meld("JK JK KD", 11, no_wild_melds)
    assert check_meld("JK JK 3D", 11, no_wild_melds)
    assert check_meld("JK JK JK", 11, no_wild_melds).reason.startswith("a meld needs a natural card under these rules")
    half = Rules(jokers=2, wild_share="half")
    assert check_meld("5H KS KD 8H", 11, half)  # 2 stand-ins of 4
    assert not check_meld("5H KS KD", 11, half)  # 2 of 3
    assert check_meld("JS KS JK", 11, half)  # K♠ plays as itself in J♠ Q♠ K♠ (the joker is Q♠)
    assert best_arrangement("JS KS JK", 11, half).penalty == 0


def test_scoring_and_leftover_jokers():  # H2, R16
    assert best_arrangement("JK 2C 9D", 5, JOKERS).penalty == 31
    assert best_arrangement("JK JK JK", 5, JOKERS).penalty == 0
    assert best_arrangement("JK JK JK", 5, Rules(jokers=2, all_wild_melds=False)).penalty == 60
    assert best_arrangement("JK JK 7S 2C", 1, Rules(jokers=2, all_wild_melds=False)).penalty == 2
    assert best_arrangement("QH KH 9S", 1, Rules(face_cards="rank")).penalty == 34


# --- The solver against the brute force ---------------------------------------------------


@st.composite
def house_deals(draw, min_size=0, max_size=10):
    """A random option set, a round, and a hand from one to three decks."""
    rules = Rules(
        aces=draw(st.sampled_from(["low", "high_or_low"])), wild_penalty=draw(st.sampled_from([None, 0, 25])),
        decks=draw(st.integers(1, 3)), jokers=draw(st.sampled_from([0, 1, 2])),
        joker_penalty=draw(st.sampled_from([20, 0, 5])), all_wild_melds=draw(st.booleans()),
        wild_share=draw(st.sampled_from(["any", "half"])), face_cards=draw(st.sampled_from([10, "rank"])),
        ace_penalty=draw(st.sampled_from([None, 15, 1])),
    )
    pack = deck(rules.decks, rules.jokers)
    picks = draw(st.lists(st.integers(0, len(pack) - 1), min_size=min_size, max_size=max_size, unique=True))
    return [pack[k] for k in picks], draw(st.integers(1, 11)), rules


@settings(max_examples=300, deadline=None)
@given(house_deals())
def test_best_arrangement_matches_brute_force_under_house_rules(deal):
    hand, round, rules = deal
    expected = house_penalty(hand, round, rules)
    arrangement = best_arrangement(hand, round, rules)
    assert arrangement.penalty == expected == best_penalty(hand, round, rules)
    assert_well_formed(arrangement, hand, round, rules)


@settings(max_examples=200, deadline=None)
@given(house_deals(min_size=1, max_size=9))
def test_best_discard_and_go_out_match_brute_force_under_house_rules(deal):  # R10
    hand, round, rules = deal
    discard, rest = best_discard(hand, round, rules)
    expected = house_best_discard_penalty(hand, round, rules)
    assert rest.penalty == expected
    kept = list(hand)
    kept.remove(discard)
    assert_well_formed(rest, kept, round, rules)
    assert (go_out(hand, round, rules) is not None) == (expected == 0)
    for card, penalty in discard_penalties(hand, round, rules).items():
        others = list(hand)
        others.remove(card)
        assert penalty == best_penalty(others, round, rules)


@settings(max_examples=150, deadline=None)
@given(house_deals(max_size=8))
def test_all_best_arrangements_under_house_rules(deal):
    hand, round, rules = deal
    expected = house_penalty(hand, round, rules)
    every = all_best_arrangements(hand, round, rules)
    assert every and all(a.penalty == expected for a in every)
    for arrangement in every:
        assert_well_formed(arrangement, hand, round, rules)


@pytest.mark.parametrize("rules", [JOKERS, Rules(jokers=2, wild_share="half"), Rules(jokers=1, all_wild_melds=False)])
def test_full_hands_with_jokers_are_well_formed(rules):
    import random

    rng = random.Random(14)
    for _ in range(40):
        round, decks = rng.randint(1, 11), rng.choice([1, 2, 3])
        hand = rng.sample(deck(decks, rules.jokers), round + 3)
        rules_here = Rules(**{**rules.__dict__, "decks": decks})
        discard, rest = best_discard(hand, round, rules_here)
        kept = list(hand)
        kept.remove(discard)
        assert_well_formed(rest, kept, round, rules_here)
        assert rest.penalty == best_penalty(kept, round, rules_here)


def test_hundreds_of_seeded_larger_hands_under_random_house_rules():
    import random

    rng = random.Random(1414)
    for _ in range(300):
        rules = Rules(aces=rng.choice(["low", "high_or_low"]), decks=rng.choice([1, 2, 3]), jokers=rng.choice([0, 2]),
                      all_wild_melds=rng.choice([True, False]), wild_share=rng.choice(["any", "half"]),
                      face_cards=rng.choice([10, "rank"]), ace_penalty=rng.choice([None, 15]))
        round = rng.randint(1, 11)
        hand = rng.sample(deck(rules.decks, rules.jokers), rng.randint(8, 11))
        assert best_arrangement(hand, round, rules).penalty == house_penalty(hand, round, rules), (hand, round, rules)


# --- Counting -----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [Rules(wild_share="half"), Rules(all_wild_melds=False)])
def test_exact_counts_refuse_house_rules_on_melds_and_point_to_monte_carlo(rules):
    from ttlearn.count.montecarlo import estimate_complete_deal_probability
    from ttlearn.count.probability import complete_deal_probability, penalty_distribution

    for count in (complete_deal_probability, penalty_distribution):
        with pytest.raises(ValueError, match="montecarlo") as err:
            count(1, rules=rules)
        assert "\n" not in str(err.value)
    estimate = estimate_complete_deal_probability(1, samples=300, rules=rules)
    assert 0 <= estimate.successes <= 300


@pytest.mark.parametrize("rules", [JOKERS, Rules(face_cards="rank"), Rules(ace_penalty=15)])
def test_exact_counts_take_jokers_and_the_points_house_rules(rules):
    """Counted rank by rank (tests/test_rank_counting.py checks them deal by deal); the
    suit-class engine of the shipped tables still refuses them."""
    from ttlearn.count import count_exactly
    from ttlearn.count.probability import complete_deal_probability

    p = complete_deal_probability(1, rules=rules)
    assert 0 < p < 1
    if not rules.jokers:
        assert p == complete_deal_probability(1)  # points change no meld
    with pytest.raises(ValueError, match="montecarlo"):
        count_exactly(1, rules=rules, progress=False)


def test_exact_counts_stay_for_the_standard_rules():
    from ttlearn.count.probability import complete_deal_probability

    assert complete_deal_probability(1, rules=Rules(upcard=False)) == complete_deal_probability(1)
