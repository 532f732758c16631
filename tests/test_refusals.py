"""Bad input is refused with a clear, short ValueError (never a KeyError, TypeError or a
page of echoed input), and good input still works. Hypothesis fuzzes the card text and the
rule choices; the examples reported by learners are tested by name."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.speed_goals import ANSWER_JUDGED, WORST_HAND_ANALYSED, hang_bound
from ttlearn import Card, Rules, check_meld, parse_cards
from ttlearn.cards import MAX_DECKS, as_cards, deck
from ttlearn.rules import card_points, check_rules, decks_for

MESSAGE_LIMIT = 200  # characters: one short line


def assert_short_refusal(err: pytest.ExceptionInfo) -> str:
    message = str(err.value)
    assert isinstance(err.value, ValueError)
    assert "\n" not in message and len(message) <= MESSAGE_LIMIT, message
    return message


# --- Card text ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["\u212aS", "\u212a♠", "ＫS", "K\u0455", "٣H", "²S", "7H\x00"])
def test_look_alike_letters_and_digits_are_not_card_text(text):
    with pytest.raises(ValueError) as err:
        parse_cards(text)
    assert "bad card" in assert_short_refusal(err)


def test_a_huge_token_is_not_echoed_back_whole():
    with pytest.raises(ValueError) as err:
        parse_cards("7H " + "K" * 200_000)
    message = assert_short_refusal(err)
    assert "200000 characters" in message


@given(st.text(max_size=60))
@settings(max_examples=500)
def test_any_text_parses_or_is_refused_in_one_short_line(text):
    try:
        cards = parse_cards(text)
    except ValueError as err:
        message = str(err)
        assert "\n" not in message and len(message) <= MESSAGE_LIMIT
    else:
        assert all(isinstance(c, Card) for c in cards)


@given(st.lists(st.sampled_from(["A", "2", "9", "10", "T", "j", "Q", "k"]), min_size=1, max_size=8),
       st.lists(st.sampled_from(["S", "h", "D", "c", "♠", "♥", "♦", "♣"]), min_size=8, max_size=8))
@settings(max_examples=200)
def test_every_spelling_of_a_card_round_trips(ranks, suits):
    text = " ".join(r + s for r, s in zip(ranks, suits))
    cards = parse_cards(text)
    assert parse_cards(" ".join(map(str, cards))) == cards


@pytest.mark.parametrize("rank, suit", [(7, "SH"), (7, ""), (True, "S"), (1, None), (7.0, "S"), (0, "S"),
                                        (14, "H"), ("7", "H"), (7, "s"), (7, ["S"])])
def test_a_card_is_refused_when_built_wrong(rank, suit):
    with pytest.raises(ValueError) as err:
        Card(rank, suit)
    assert_short_refusal(err)


@pytest.mark.parametrize("cards", [None, 7, [Card(7, "H"), "8H"], [None], b"7H"])
def test_card_lists_of_the_wrong_kind_are_refused(cards):
    with pytest.raises(ValueError) as err:
        as_cards(cards)
    assert_short_refusal(err)


@pytest.mark.parametrize("decks", [0, -1, True, 2.0, "2", MAX_DECKS + 1, 10**7])
def test_deck_counts_a_table_cannot_use_are_refused(decks):
    with pytest.raises(ValueError, match="decks") as err:
        deck(decks)
    assert_short_refusal(err)


# --- Rules ------------------------------------------------------------------------------------


@pytest.mark.parametrize("options", [
    {"decks": True}, {"decks": 9}, {"decks": "2"}, {"decks": 2.0}, {"decks": 10**7},
    {"turn_cap": True}, {"turn_cap": -1}, {"turn_cap": 0}, {"turn_cap": "400"}, {"turn_cap": 10**9},
    {"wild_penalty": True}, {"wild_penalty": -5}, {"wild_penalty": "20"}, {"wild_penalty": 2.5},
    {"aces": "high"}, {"aces": True}, {"aces": ["low"]}, {"aces": None},
])
def test_rules_of_the_wrong_type_or_range_are_refused(options):
    with pytest.raises(ValueError) as err:
        Rules(**options)
    assert_short_refusal(err)


@given(st.dictionaries(st.sampled_from(["aces", "wild_penalty", "decks", "turn_cap"]),
                       st.one_of(st.none(), st.booleans(), st.integers(-10, 10**6), st.floats(), st.text(max_size=12))))
@settings(max_examples=500)
def test_any_rule_choice_is_valid_or_refused_in_one_short_line(options):
    try:
        rules = Rules(**options)
    except ValueError as err:
        assert "\n" not in str(err) and len(str(err)) <= MESSAGE_LIMIT
    else:
        assert rules.aces in ("low", "high_or_low")
        assert card_points(Card(1, "S"), 1, rules) in (1, 15) or rules.wild_penalty is not None


@pytest.mark.parametrize("rules", ["low", 1, {"aces": "low"}, True])
def test_a_rules_argument_that_is_not_rules_is_refused(rules):
    for call in (lambda: check_rules(rules), lambda: card_points(Card(7, "H"), 1, rules),
                 lambda: decks_for(2, rules), lambda: check_meld("7H 8H 9H", 1, rules)):
        with pytest.raises(ValueError, match="bad rules") as err:
            call()
        assert_short_refusal(err)


# --- One answer on impossible hands (R2) -------------------------------------------------------


def test_check_meld_and_the_solver_agree_on_impossible_copies():
    from ttlearn import best_arrangement

    four = "7H 7H 7H 7H"
    assert not check_meld(four, round=1)  # 4 copies: more than any table's decks (R2)
    assert "impossible" in check_meld(four, round=1).reason
    with pytest.raises(ValueError, match="impossible"):
        best_arrangement(four, round=1)
    assert not check_meld("7H 7H 7S", round=1, decks=1)
    assert check_meld("7H 7H 7S", round=1, decks=2)
    assert check_meld("7H 7H 7S", round=1, rules=Rules(decks=2))


# --- Exercise answers ---------------------------------------------------------------------------


HUGE_ANSWERS = ["1e100000000", "9" * 5000, "1/" + "7" * 5000, "-1e-99999", 10**5000, "1e400", "12" * 60,
                "nan", "inf", "1/0", "0x10", "½", "١٢"]


@pytest.mark.parametrize("k", range(len(HUGE_ANSWERS)))
def test_exercise_answers_of_any_size_are_judged_at_once_and_never_echoed(k):
    answer = HUGE_ANSWERS[k]
    import time

    from ttlearn.teach.exercises import check

    start = time.perf_counter()
    feedback = check("deals-two-decks", answer)
    assert time.perf_counter() - start < hang_bound(ANSWER_JUDGED)  # the goal: benchmarks/responsiveness.py
    assert not feedback
    assert len(feedback.message) <= MESSAGE_LIMIT and "\n" not in feedback.message


@given(st.one_of(st.text(max_size=30), st.integers(), st.floats(), st.fractions()))
@settings(max_examples=300)
def test_any_exercise_answer_gets_a_short_verdict(answer):
    from ttlearn.teach.exercises import check

    feedback = check("complete-round-1", answer)
    assert len(feedback.message) <= MESSAGE_LIMIT


# --- Notebooks for the editions -------------------------------------------------------------------


@pytest.mark.parametrize("content", [b"\xff\xfe\x00binary", b"not json {", b"[1, 2]", b'{"cells": 3}',
                                     b'{"cells": [7]}', b'{"cells": [{"metadata": {"tags": "solution"}}]}',
                                     b'{"cells": [{"metadata": []}]}', b"[" * 100_000, b""])
def test_the_editions_refuse_a_malformed_notebook_in_one_line(tmp_path, capsys, content):
    from ttlearn.teach.editions import main

    path = tmp_path / "bad.ipynb"
    path.write_bytes(content)
    assert main([str(path), "--folder", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "not a notebook" in err and len(err) <= MESSAGE_LIMIT + len(str(path))


# --- Widget models ------------------------------------------------------------------------------


def test_the_deal_stepper_refuses_bad_steps_and_stays_usable():
    from ttlearn.widgets import DealStepper

    stepper = DealStepper(("greedy", "random"), seed=2)
    stepper.forward(3)
    for bad in (2.5, -1, True, "2", None):
        for move in (stepper.forward, stepper.back):
            with pytest.raises(ValueError, match="steps") as err:
                move(bad)
            assert_short_refusal(err)
            assert stepper.index == 3
    for bad in (0, 12, 2.5, True):
        with pytest.raises(ValueError, match="round"):
            stepper.go_to_round(bad)
    stepper.forward()
    assert stepper.index == 4


def test_the_scoring_explainer_refuses_rounds_it_does_not_have():
    from ttlearn import play_game
    from ttlearn.widgets import ScoringExplainer

    explainer = ScoringExplainer(play_game(["greedy", "random"], seed=2))
    explainer.select(3)
    for bad in (2.5, 0, -1, 12, True, "3"):
        for call in (explainer.select, explainer.explain, explainer.details):
            with pytest.raises(ValueError, match="round") as err:
                call(bad)
            assert_short_refusal(err)
    assert explainer.round == 3 and explainer.explain().startswith("Round 3")


@pytest.mark.parametrize("model", ["HandExplorer", "MeldChecker"])
def test_the_card_pickers_refuse_impossible_hands_and_stay_usable(model):
    from ttlearn import widgets

    kind = getattr(widgets, model)
    for bad in ({"decks": 0}, {"decks": True}, {"decks": 9}, {"round": 0}, {"aces": "high"},
                {"cards": "7H 7H 7H", "decks": 2}, {"cards": "7H 7H", "decks": 1}, {"cards": " ".join(["2C"] * 3)}):
        with pytest.raises(ValueError) as err:
            kind(**bad)
        assert_short_refusal(err)
    picker = kind("7H 8H", round=3, decks=1)
    picker.set_text("7H 7H") if hasattr(picker, "set_text") else picker.toggle(Card(7, "H"))
    assert picker.cards == parse_cards("7H 8H") or picker.cards == parse_cards("8H")
    picker.toggle(Card(9, "H"))
    assert Card(9, "H") in picker.cards and not picker.error


def test_the_hand_explorer_takes_no_more_cards_than_a_player_holds():
    import time

    from ttlearn.widgets import HandExplorer

    explorer = HandExplorer("", round=11, decks=2)
    explorer.set_text(" ".join(str(c) for c in deck(2)))  # all 104 cards: refused at once
    assert "at most 14" in explorer.error and explorer.cards == []
    explorer.set_text("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH")
    assert not explorer.error and len(explorer.cards) == 14
    start = time.perf_counter()
    assert explorer.analysis.alternatives  # the worst a player can hold stays quick
    assert time.perf_counter() - start < hang_bound(WORST_HAND_ANALYSED)  # the goal: benchmarks/responsiveness.py
    explorer.toggle(Card(2, "H"))
    assert "at most 14" in explorer.error and len(explorer.cards) == 14


def test_clearing_the_hand_explorer_clears_its_text_box():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import hand_explorer

    view = hand_explorer("", round=11)
    view.text.value = "5H 6H KS 8H"
    assert len(view.model.cards) == 4
    view.clear_button.click()
    assert view.model.cards == [] and view.text.value == ""
