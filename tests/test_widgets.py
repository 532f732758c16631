"""The widgets driven headlessly: models directly, views through their buttons and values."""

import pytest

from ttlearn import Card, parse_cards
from ttlearn.widgets import HandExplorer, MeldChecker, hand_explorer, meld_checker


def test_hand_explorer_model():
    explorer = HandExplorer("5H 6H KS 8H 9C 9D KH", round=11)
    assert explorer.arrangement.penalty == 0
    explorer.toggle(Card(2, "C"))
    assert explorer.arrangement.penalty == 2
    explorer.toggle(Card(2, "C"))  # a second copy (two decks)
    assert explorer.arrangement.penalty == 4
    explorer.toggle(Card(2, "C"))  # and back to none
    assert explorer.arrangement.penalty == 0
    explorer.set_aces("high_or_low")
    assert explorer.rules.aces_high


def test_hand_explorer_refuses_bad_text_and_keeps_the_hand():
    explorer = HandExplorer("5H 6H 7H", round=11)
    explorer.set_text("5H 6X")
    assert "bad card '6X'" in explorer.error
    assert explorer.cards == parse_cards("5H 6H 7H")
    explorer.set_text("5H 5H 5H")
    assert "more than 2" in explorer.error and explorer.cards == parse_cards("5H 6H 7H")
    with pytest.raises(ValueError, match="round"):
        explorer.set_round(13)
    assert explorer.round == 11


def test_hand_explorer_going_out():
    explorer = HandExplorer("3C 4H 5H 6H", round=1)  # 3s wild, a 4-card hand after drawing in round 1
    assert "can go out" in explorer.summary()
    explorer.set_text("2C 4H 5H 9S")
    assert "cannot go out" in explorer.summary()


def test_hand_explorer_view_clicks_and_typing():
    view = hand_explorer("5H 6H KS 8H", round=11)
    assert "penalty 0" in view.answer.value
    view.picker.buttons[Card(12, "C")].click()
    assert "penalty 10" in view.answer.value and view.picker.buttons[Card(12, "C")].description == "✓Q♣"
    view.text.value = "7H 8S"  # as if typed and Enter pressed
    assert "penalty 15" in view.answer.value
    view.round.value = 6  # 8s are wild in round 6: a lone wild with no meld still scores (H2)
    assert "penalty 15" in view.answer.value
    view.picker.buttons[Card(9, "H")].click()  # 7♥ 8♠ 9♥: the wild plays as 8♥
    assert "penalty 0" in view.answer.value
    view.clear_button.click()
    assert view.model.cards == [] and "penalty 0" in view.answer.value


def test_meld_checker():
    checker = MeldChecker("7H 8S 9H", round=11)
    assert checker.verdict() == "Not a meld: a run needs one suit: 7♥ and 8♠ differ (R13)"
    view = meld_checker("7H 9H", round=11)
    assert "Not a meld" in view.answer.value
    view.picker.buttons[Card(13, "S")].click()
    assert "Yes: run 7♥–9♥" in view.answer.value and "K♠ plays as 8♥" in view.answer.value
    view.aces.value = "high_or_low"
    view.round.value = 1
    assert "Not a meld" in view.answer.value
