"""Every rule of `Rules` declares what it changes (the cards, the decks, the melds, the wilds
in a meld, the points of naturals and of wilds, the play), and every list of "the rules that
matter here" is read from those declarations: whether the shipped count tables fit, which
exact counts refuse a rule, the solver's cache keys, the options a widget offers. These tests
walk every rule: each is declared, each list agrees with the declarations, and the
declarations are true (a rule that says it changes no points changes no card's points)."""

from dataclasses import fields, replace

import pytest

from ttlearn import Card, Rules, best_penalty, card_points, check_meld, deck, is_wild
from ttlearn.cards import JOKER
from ttlearn.count import complete_deal_probability, penalty_distribution
from ttlearn.count.by_rank import COUNTED_HOUSE_RULES, check_countable
from ttlearn.count.exact import refuse_house_rules
from ttlearn.count.probability import _tables_apply
from ttlearn.practice.rule_choices import HAND_OPTIONS, HOUSE_OPTIONS, MELD_OPTIONS
from ttlearn.rules import (
    CARDS,
    DECKS,
    EFFECTS,
    HAND,
    MELDS,
    NATURAL_POINTS,
    POINTS,
    RULE_NAMES,
    WILD_POINTS,
    WILDS_IN_MELDS,
    Declared,
    declare,
)
from ttlearn.solver.card_codes import point_scheme
from ttlearn.solver.compiled_hand import _round_rules

STANDARD = Rules()
# A value other than the standard one for every rule: a rule added to Rules needs one here.
OTHER_VALUE = {"aces": "high_or_low", "wild_penalty": 25, "decks": 2, "turn_cap": 50, "jokers": 2,
               "joker_penalty": 25, "all_wild_melds": False, "wild_share": "half", "face_cards": "rank",
               "ace_penalty": 15, "upcard": False}
NAMES = [f.name for f in fields(Rules)]


def _changed(name: str) -> Rules:
    return replace(STANDARD, **{name: OTHER_VALUE[name]})


def _changes(name: str) -> frozenset[str]:
    return Rules.declared(name).changes


def test_every_rule_has_another_value_here():
    assert set(OTHER_VALUE) == RULE_NAMES


@pytest.mark.parametrize("name", NAMES)
def test_every_rule_declares_what_it_changes(name):
    declared = Rules.declared(name)
    assert isinstance(declared, Declared)
    assert declared.changes and declared.changes <= set(EFFECTS)
    assert declared.only_with is None or declared.only_with in RULE_NAMES


def test_a_declaration_names_known_effects():
    with pytest.raises(ValueError, match="a rule changes some of"):
        declare("luck")
    with pytest.raises(ValueError, match="a rule changes some of"):
        declare()
    with pytest.raises(ValueError, match="unknown effect"):
        Rules.affecting("luck")


@pytest.mark.parametrize("effect", EFFECTS)
def test_affecting_reads_the_declarations_in_field_order(effect):
    assert Rules.affecting(effect) == tuple(name for name in NAMES if effect in _changes(name))
    house = Rules.affecting(effect, house=True)
    others = Rules.affecting(effect, house=False)
    assert set(house) | set(others) == set(Rules.affecting(effect)) and not set(house) & set(others)
    assert all(Rules.declared(name).house for name in house)


def test_a_rule_that_needs_another_changes_nothing_without_it():
    assert Rules(joker_penalty=25).changed(RULE_NAMES) == ()
    assert Rules(jokers=2, joker_penalty=25).changed(["joker_penalty"]) == ("joker_penalty",)
    assert STANDARD.changed(RULE_NAMES) == ()


# --- What is read from the declarations ------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_shipped_tables_fit_only_rules_that_change_no_hand(name):
    """A rule that changes a dealt hand's cards, melds or points (and is in effect) makes the
    tables unfit; the decks are the tables' own number, and the play changes no deal."""
    rules = _changed(name)
    in_effect = bool(rules.changed([name]))
    assert _tables_apply(rules) == (not in_effect or not _changes(name) & set(HAND))
    if not _changes(name) & {WILDS_IN_MELDS}:  # the rank-by-rank count takes the others: same numbers
        assert complete_deal_probability(2, rules=rules) == complete_deal_probability(2, rules=rules, tables=False)
        assert penalty_distribution(2, rules=rules) == penalty_distribution(2, rules=rules, tables=False)


@pytest.mark.parametrize("name", NAMES)
def test_the_exact_counts_refuse_the_house_rules_they_do_not_count(name):
    rules = _changed(name)
    declared = Rules.declared(name)
    refused = declared.house and bool(rules.changed([name])) and bool(declared.changes & set(HAND))
    if refused:
        with pytest.raises(ValueError, match="montecarlo"):
            refuse_house_rules(rules)
    else:
        refuse_house_rules(rules)
    # the rank-by-rank count takes every rule but those on the wilds in a meld
    assert (name in COUNTED_HOUSE_RULES) == (declared.house and not declared.changes - {CARDS, *POINTS})
    if WILDS_IN_MELDS in declared.changes:
        with pytest.raises(ValueError, match="montecarlo"):
            check_countable(rules)
    else:
        assert check_countable(rules) is rules


@pytest.mark.parametrize("name", NAMES)
def test_the_solver_keeps_apart_what_each_rule_changes(name):
    """The solver's work for a round and rules (the points of every card, the point scheme,
    the decks, the jokers) is remembered by a key of the rules on the cards, the decks and
    the points: a rule that changes only the melds or the play shares the standard entry."""
    rules = _changed(name)
    standard, found = _round_rules(5, STANDARD), _round_rules(5, rules)
    keyed = bool(_changes(name) & {CARDS, DECKS, *POINTS})
    assert (found is not standard) == keyed
    if (found.values, found.scheme, found.decks, found.jokers) != (
            standard.values, standard.scheme, standard.decks, standard.jokers):
        assert keyed  # what differs is never read from the other's entry
    # the point scheme (the meld tables' and memo's key) follows how naturals score, and only that
    assert (point_scheme(rules) != point_scheme(STANDARD)) == (NATURAL_POINTS in _changes(name))


@pytest.mark.parametrize("name", NAMES)
def test_the_properties_follow_the_declarations(name):
    rules, declared = _changed(name), Rules.declared(name)
    assert rules.is_standard_scoring == (not (declared.house and NATURAL_POINTS in declared.changes))
    assert rules.wilds_anywhere == (WILDS_IN_MELDS not in declared.changes)


@pytest.mark.parametrize("name", NAMES)
def test_the_widgets_offer_the_options_that_change_their_question(name):
    offered = name in HOUSE_OPTIONS
    assert (name in MELD_OPTIONS) == (offered and bool(_changes(name) & {CARDS, MELDS, WILDS_IN_MELDS}))
    assert (name in HAND_OPTIONS) == (offered and bool(_changes(name) & set(HAND)))


# --- The declarations are true ---------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_a_rule_changes_the_points_it_says_and_no_others(name):
    rules = _changed(name)
    changed = {NATURAL_POINTS: False, WILD_POINTS: False}
    for round in range(1, 12):
        for card in [*deck(1), JOKER]:
            if card_points(card, round, rules) != card_points(card, round, STANDARD):
                changed[WILD_POINTS if is_wild(card, round) else NATURAL_POINTS] = True
    assert changed == {effect: effect in _changes(name) for effect in changed}


# Each a meld under some rules and not under others: (cards, round).
MELD_SAMPLES = [("QH KH AH", 1), ("JK JK 3S", 1), ("JK 3S 7H", 1), ("3S 3H 3D", 1), ("5H 6H KS 8H", 11),
                ("JK 7H 7S", 1), ("AS 2S JK", 5), ("JK JK JK", 1)]


@pytest.mark.parametrize("name", [name for name in NAMES if name != "jokers"])
def test_a_rule_changes_the_melds_only_if_it_says_so(name):
    """With jokers in the deck (they are what some samples hold), each rule's other value
    makes the same melds of the samples unless it declares it changes the melds."""
    base = Rules(jokers=2)
    rules = replace(base, **{name: OTHER_VALUE[name]})
    same = all(bool(check_meld(cards, round, rules)) == bool(check_meld(cards, round, base))
               for cards, round in MELD_SAMPLES)
    assert same == (not _changes(name) & {MELDS, WILDS_IN_MELDS})


@pytest.mark.parametrize("name", [name for name in NAMES if not _changes(name) & set(HAND)])
def test_a_rule_that_changes_no_hand_leaves_every_penalty(name):
    rules = _changed(name)
    cards = [Card(r, s) for r, s in ((1, "S"), (2, "S"), (3, "S"), (7, "H"), (7, "D"), (9, "C"), (12, "C"))]
    for round in (1, 5, 11):
        assert best_penalty(cards, round, rules) == best_penalty(cards, round, STANDARD)
