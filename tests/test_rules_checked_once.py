"""The rules are checked once, where a question is asked: a public function takes `Rules` or
None and calls `check_rules` once; what it calls inside takes the checked `Rules` and does
not check them again (not once a card, as the solver's tables of points once did)."""

import sys
from collections.abc import Callable

import pytest

import ttlearn.rules
from ttlearn import Rules, best_arrangement, best_discard, best_penalty, can_go_out, check_meld, score_hand
from ttlearn.count import complete_deal_probability, meld_counts, penalty_distribution

# Rules no other test solves with, so that the solver works out its tables for them afresh here.
FRESH = Rules(jokers=1, joker_penalty=17, face_cards="rank")
HAND = "5H 6H KS 8H 9C 9D KH 2C 2D 2S 4H 7C QD"


def _checks(ask: Callable[[], object]) -> int:
    """How many times `check_rules` runs while `ask` runs."""
    code, calls = ttlearn.rules.check_rules.__code__, 0

    def profile(frame, event, arg):
        nonlocal calls
        if event == "call" and frame.f_code is code:
            calls += 1

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        ask()
    finally:
        sys.setprofile(previous)
    return calls


@pytest.mark.parametrize("ask", [
    lambda: best_arrangement(HAND, 11, FRESH).explain(),
    lambda: best_arrangement(HAND, 10),
    lambda: best_discard(HAND + " AS", 9, FRESH),
    lambda: best_penalty(HAND, 8, Rules(aces="high_or_low")),
    lambda: can_go_out(HAND + " AS", 7, FRESH),
    lambda: score_hand(HAND, 6, FRESH),
    lambda: check_meld("JK 7H 7S", 1, FRESH),
    lambda: complete_deal_probability(2, rules=FRESH, tables=False),
    lambda: penalty_distribution(2, rules=Rules(ace_penalty=11)),
    lambda: meld_counts(4, round=2, rules=Rules(aces="high_or_low")),
], ids=["best_arrangement explained", "best_arrangement", "best_discard", "best_penalty", "can_go_out",
        "score_hand", "check_meld", "complete_deal_probability", "penalty_distribution", "meld_counts"])
def test_one_question_checks_the_rules_once(ask):
    assert _checks(ask) == 1
