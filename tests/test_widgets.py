"""The widgets driven headlessly: models directly, views through their buttons and values."""

import pytest

from ttlearn import Card, parse_cards, play_game
from ttlearn.widgets import (
    DealStepper,
    HandExplorer,
    MeldChecker,
    PlayTable,
    ScoringExplainer,
    deal_stepper,
    hand_explorer,
    meld_checker,
    play_table,
    scoring_explainer,
)


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


def deck_card(view, card: Card) -> dict:
    """A card of the deck as the browser is sent it."""
    suit = next(g for g in view.table.widget.groups if g["key"] == card.suit)
    return next(c for c in suit["cards"] if c["label"].startswith(f"{card}") and f", {card.name}" in c["label"])


def test_hand_explorer_view_clicks_and_typing():
    view = hand_explorer("5H 6H KS 8H", round=11)
    assert "penalty 0" in view.answer.value
    queen = deck_card(view, Card(12, "C"))
    view.table.receive({"event": "click", "id": queen["id"]})  # a click on Q♣ in the deck, from the browser
    assert "penalty 10" in view.answer.value and queen["id"] in view.table.widget.selected  # pressed: picked
    assert view.table.widget.groups[0]["cards"][-1]["label"] == "Q♣, queen of clubs"  # in the hand row
    view.picker.click(Card(12, "C"))  # a second copy (two decks)
    assert deck_card(view, Card(12, "C"))["badge"] == "×2" and "penalty 19" in view.answer.value  # Q♣ Q♣ K♠
    view.text.value = "7H 8S"  # as if typed and Enter pressed
    assert "penalty 15" in view.answer.value
    view.round.value = 6  # 8s are wild in round 6: a lone wild with no meld still scores (H2)
    assert "penalty 15" in view.answer.value
    assert deck_card(view, Card(8, "S"))["label"] == "8♠ WILD, eight of spades (wild)"
    view.picker.click(Card(9, "H"))  # 7♥ 8♠ 9♥: the wild plays as 8♥
    assert "penalty 0" in view.answer.value
    hand = [c["id"] for c in view.table.widget.groups[0]["cards"]]
    view.table.receive({"event": "move", "id": hand[2], "group": "picked", "index": 0})  # drag 9♥ first
    assert view.model.cards == parse_cards("9H 7H 8S")
    view.table.receive({"event": "click", "id": hand[0]})  # a click on a picked card puts it back
    assert view.model.cards == parse_cards("7H 8S")
    view.table.receive({"event": "move", "id": deck_card(view, Card(6, "H"))["id"], "group": "picked", "index": 1})
    assert view.model.cards == parse_cards("7H 6H 8S") and "penalty 0" in view.answer.value
    view.clear_button.click()
    assert view.model.cards == [] and "penalty 0" in view.answer.value
    data, _ = view._repr_mimebundle_()
    assert data["text/html"].startswith("<svg") and data["text/plain"] == "HandExplorer(round 6, aces low: no cards)"


def test_picking_more_copies_than_decks_is_refused():
    checker = MeldChecker("7H", round=11, decks=1)
    checker.place(Card(7, "H"), 0)
    assert checker.cards == parse_cards("7H") and checker.error == "every copy of 7♥ is picked already (1 deck, R2)"
    checker.place(Card(8, "H"), 0)
    assert checker.cards == parse_cards("8H 7H") and checker.error == ""


def test_meld_checker():
    checker = MeldChecker("7H 8S 9H", round=11)
    assert checker.verdict() == "Not a meld: a run needs one suit: 7♥ and 8♠ differ (R13)"
    view = meld_checker("7H 9H", round=11)
    assert "Not a meld" in view.answer.value
    view.picker.click(Card(13, "S"))
    assert "Yes: run 7♥–9♥" in view.answer.value and "K♠ plays as 8♥" in view.answer.value
    assert view._repr_mimebundle_()[0]["text/html"].startswith('<p>Yes: run 7♥–9♥')
    view.aces.value = "high_or_low"
    view.round.value = 1
    assert "Not a meld" in view.answer.value


# --- widgets over whole games -----------------------------------------------------------------


@pytest.fixture(scope="module")
def stepper():
    return DealStepper(("greedy", "lookahead"), seed=1)


def test_deal_stepper_steps_turn_by_turn(stepper):
    assert stepper.step.lines[0] == "Seats: greedy (1) and lookahead (2), each named by its strategy and its seat."
    assert stepper.names == ("greedy (1)", "lookahead (2)") and stepper.game.names == stepper.names
    assert stepper.step.lines[1].startswith("Round 1 (dealer:")
    stepper.forward()
    assert any("why:" in line for line in stepper.step.lines)  # each action with its reason
    position = stepper.step.position
    stepper.forward(3)
    stepper.back(3)
    assert stepper.step.position == position
    stepper.back(100)
    assert stepper.index == 0


def test_deal_stepper_scores_each_round_card_by_card(stepper):
    scored = [s for s in stepper.steps if s.scored]
    assert [s.round for s in scored] == list(range(1, 12))
    for step in scored:
        assert any("scores" in line for line in step.lines) and any("went out" in line for line in step.lines) \
            or any("turn cap" in line for line in step.lines)
    stepper.go_to_round(7)
    assert stepper.step.round == 7 and stepper.game.round == 7 and stepper.step.lines[0].startswith("Round 7")
    with pytest.raises(ValueError, match="round"):
        stepper.go_to_round(12)


def test_deal_stepper_view():
    view = deal_stepper(seed=4)
    assert view.back_button.disabled and not view.next_button.disabled  # at the first step
    before = view.log.value
    view.next_button.click()
    assert view.log.value != before and "why:" in view.log.value and not view.back_button.disabled
    view.round.value = 3
    assert "round 3" in view.heading.value
    view.back_button.click()
    assert "round 2 is scored" in view.heading.value and view.round.value == 2  # the menu follows Back
    assert view.table.value.count("<svg") == 2 and "total" in view.table.value  # each hand's arrangement (R16)
    view.next_button.click()
    assert view.round.value == 3 and view.model.step.round == 3  # ... and Next, without a jump
    view.model.forward(10_000)
    view.refresh()
    assert view.next_button.disabled and not view.back_button.disabled and view.round.value == 11
    assert view.model.at_end and "round 11 is scored" in view.heading.value
    data, _ = view._repr_mimebundle_()
    assert data["text/plain"] == f"DealStepper(greedy (1), lookahead (2); seed 4; step {len(view.model.steps)} of " \
                                 f"{len(view.model.steps)})"
    assert data["text/html"].startswith("<h4>Step ") and data["text/html"].count("<svg") == 2


def test_deal_stepper_names_seats_by_strategy_even_when_they_repeat():
    stepper = DealStepper(("greedy", "greedy", "random"), seed=2)
    assert stepper.names == ("greedy (1)", "greedy (2)", "random (3)")
    assert stepper.steps[0].lines[0] == "Seats: greedy (1), greedy (2) and random (3), each named by its strategy " \
                                        "and its seat."


def test_scoring_explainer():
    record = play_game(["greedy", "random"], seed=5)
    explainer = ScoringExplainer(record)
    assert explainer.board.totals == dict(zip(explainer.names, record.totals))
    explainer.select(4)
    text = explainer.explain()
    assert text.startswith("Round 4") and "points" in text
    assert "wins" in explainer.winner_text() or "share" in explainer.winner_text()
    with pytest.raises(ValueError):
        explainer.select(0)
    view = scoring_explainer(record)
    assert "<table>" in view.table.value and "<svg" in view.chart.value
    view.round.value = 11
    assert "Round 11" in view.details.value
    data, _ = view._repr_mimebundle_()  # a static picture beside the widget, for GitHub
    assert data["text/html"].startswith("<table>") and "Round 11" in data["text/html"]


def test_play_table_refuses_and_explains_illegal_moves():
    """More in tests/test_play_table.py."""
    table = PlayTable(("greedy",), seed=3)
    hand = table.view.hand
    state = table.game.snapshot()
    table.discard(hand[0])  # must draw first (R9)
    assert table.message.startswith("Not allowed: draw first") and table.game.snapshot() == state
    table.go_out(hand[0])
    assert table.message.startswith("Not allowed") and table.game.snapshot() == state
    table.draw_stock()
    assert table.view.phase == "discard" and len(table.view.hand) == len(hand) + 1
    table.draw_stock()  # drawing twice (R9)
    assert table.message.startswith("Not allowed: You have drawn already")
    assert table.hint().startswith("Hint: ")
    table.discard(table.view.hand[0])
    assert table.view.my_turn and table.view.phase == "draw"  # the computer has played its turn


def test_play_table_plays_a_whole_game_with_hints():
    table = PlayTable(("greedy", "random"), seed=8)
    while not table.over:
        table.continue_() if table.round_over else table.follow_hint()
        assert not table.message.startswith("Not allowed"), table.message
    assert "Game over" in table.status() and len(table.game.results) == 11


def test_play_table_view():
    view = play_table(("greedy",), seed=3)
    view.stock_button.click()
    assert "You drew" in view.feedback.value
    view.board.click_hand(0)
    assert view.model.view.phase == "draw" and "<svg" in view.opponents.value
    view.board.click_hand(0)  # discarding before drawing is refused, with the reason
    assert "Not allowed" in view.feedback.value
