"""The play table for a learner who cannot see it or uses no mouse, headlessly: what a screen
reader hears (the view's one live region) after each kind of move, once and current; where
the keyboard focus goes after each (never to the page's body); the card table keeping quiet
where the view speaks; the log and the house rules behind keyboard-reachable disclosures;
the four-colour deck."""

import pytest

from ttlearn.draw.palette import deck_colours, set_deck_colours
from ttlearn.practice.play_table import PlayTable
from ttlearn.practice.table_state import CONTINUE, DRAW, DRAWN, REVIEW, STAY, Moment, focus_after
from ttlearn.widgets import play_table

PLAY_SEED = 4  # round 1: the learner draws and discards three times, then goes out (as in test_browser)


class Focus:
    """Where the view sent the keyboard focus: the buttons' `focus()` and the card table's."""

    def __init__(self, view, monkeypatch):
        self.to: list[str] = []
        for name in ("stock_button", "pile_button", "continue_button", "review_button"):
            monkeypatch.setattr(getattr(view, name), "focus", lambda name=name: self.to.append(name))
        table = view.table
        real = table.focus_card
        monkeypatch.setattr(table, "focus_card", lambda id: (self.to.append(f"card {id}"), real(id)))

    def last(self) -> str | None:
        return self.to[-1] if self.to else None


def heard_after(view, action) -> list[str]:
    """What the live region says after `action()`: the new announcements."""
    before = len(view.live.heard)
    action()
    return view.live.heard[before:]


def test_what_a_screen_reader_hears_over_a_whole_round_in_order(monkeypatch):
    view = play_table(("greedy",), seed=PLAY_SEED)
    board, model = view.board, view.model
    focus = Focus(view, monkeypatch)
    # The start: the new game, the computer's first turn, what to do now.
    assert view.live.heard == [
        "A new game, seed 4: greedy (2) against you. At the table: greedy (2) takes 6♠ from the discard pile; "
        "greedy (2) discards 8♣. Round 1, threes wild: your turn to draw a card (R9)."]
    assert focus.to == []  # a page that opens takes no focus
    # Discarding before drawing: refused, with the reason and what to do, and the focus stays.
    assert heard_after(view, lambda: board.click_hand(0)) == [
        "Not allowed: draw first: click the discard pile to take 8♣, or press Draw from the stock (R9). "
        "Round 1, threes wild: your turn to draw a card (R9)."]
    assert focus.to == []
    # The same refusal again is heard again: it is a new press.
    assert len(heard_after(view, lambda: board.click_hand(0))) == 1
    # Draw from the stock: what was drawn, what to do now; the focus on the card drawn.
    assert heard_after(view, lambda: view.stock_button.click()) == [
        "You drew 5♠ from the stock. Round 1, threes wild: your turn to discard: click a card of your hand (R9)."]
    assert focus.last() == f"card {board.drawn}"
    # A hint: the advice, and what to do now. No focus moves.
    count = len(focus.to)
    [hint] = heard_after(view, lambda: view.hint_button.click())
    assert hint.startswith("Hint: ") and hint.endswith("click a card of your hand (R9).") and len(focus.to) == count
    # A redraw that changed nothing (sorting the hand, a refresh) says nothing.
    assert heard_after(view, view.refresh) == []
    assert heard_after(view, lambda: view.table.receive(
        {"event": "move", "id": board.cards.group("hand").cards[0].id, "group": "hand", "index": 2})) == []
    # The discard: what it did, the computer's moves, what to do now; the focus on Draw.
    [said] = heard_after(view, lambda: board.click_hand(len(board.hand_cards()) - 1))
    assert said == ("You discarded 5♠. At the table: greedy (2) takes 5♠ from the discard pile; greedy (2) "
                    "discards 7♥. Round 1, threes wild: your turn to draw a card (R9).")
    assert focus.last() == "stock_button"
    # Take the discard, then play on by the hints to the go-out prompt: it is heard with the status.
    [took] = heard_after(view, lambda: view.pile_button.click())
    assert took.startswith("You took 7♥ from the discard pile.") and focus.last() == f"card {board.drawn}"
    while model.legal.go_out is None:
        model.follow_hint()
        view.refresh()
    assert view.live.text.endswith(model.prompt()) and model.prompt().startswith("You can go out: discard ")
    assert focus.last() == f"card {board.drawn}"
    # Going out: the round's result and the scores, in sentences; the focus on Continue.
    [out] = heard_after(view, lambda: view.go_out_button.click())
    assert out.startswith("You went out: you laid down ")
    assert "Round 1 is over: you went out (R10), and the others had a last turn (R11)." in out
    assert "You: went out, 0 points (R16); total 0." in out and out.endswith("Continue for round 2.")
    assert focus.last() == "continue_button"
    # Continue: the next deal, and back to Draw.
    [dealt] = heard_after(view, lambda: view.continue_button.click())
    assert dealt.startswith("Round 2 is dealt.") and dealt.endswith("your turn to draw a card (R9).")
    assert focus.last() == "stock_button"
    # Every announcement once: no two in a row alike but the repeated refusal.
    heard = view.live.heard
    assert [a for a, b in zip(heard, heard[1:]) if a == b] == [heard[1]]


def test_the_game_end_and_a_new_game_are_heard_and_move_the_focus(monkeypatch):
    view = play_table(("greedy",), seed=2)
    model = view.model
    focus = Focus(view, monkeypatch)
    while not (model.round_over and model.round_over.game_over):
        model.continue_() if model.round_over else model.follow_hint()
    view.refresh()
    assert "That was the last round (R4): continue for the final table." in view.live.text
    assert focus.last() == "continue_button"
    [final] = heard_after(view, lambda: view.continue_button.click())
    assert final.startswith("The final table.") and "Game over. Totals: You " in final and "(R17)." in final
    assert focus.last() == "review_button"
    view.seed.value = "x1"  # a bad seed: the refusal is heard
    [refused] = heard_after(view, lambda: view.new_button.click())
    assert refused.startswith("Not allowed: bad seed 'x1'")
    view.seed.value = "77"
    [new] = heard_after(view, lambda: view.new_button.click())
    assert new.startswith("A new game, seed 77: ") and new.endswith("your turn to draw a card (R9).")
    assert focus.last() == "stock_button"


@pytest.mark.parametrize("code, words", [("sv", "Du drog"), ("hr", "Izvukao"), ("th", "จั่ว")])
def test_the_announcements_are_in_the_tables_language(code, words):
    view = play_table(("greedy",), seed=PLAY_SEED, language=code)
    view.stock_button.click()
    assert view.live.text.split(" ")[0] != "You" and view.live.text == view.model.announcement()
    assert view.live.text.startswith(view.model.message) and view.model.status() in view.live.text


def test_the_focus_goes_where_the_change_calls_for():
    start = Moment(1, False, False, True, False)
    drawn = Moment(1, False, False, False, True)
    assert focus_after(start, drawn) == DRAWN  # the Draw button is disabled: to the card drawn
    assert focus_after(drawn, start) == DRAW  # the card discarded is gone: to Draw
    assert focus_after(drawn, drawn) == STAY  # a refusal, a hint, a reorder
    assert focus_after(start, start) == STAY
    panel = Moment(1, True, False, False, False)
    assert focus_after(drawn, panel) == CONTINUE and focus_after(panel, panel) == STAY
    assert focus_after(panel, start) == DRAW  # Continue hides itself: back to Draw
    assert focus_after(panel, Moment(1, False, True, False, False)) == REVIEW
    assert focus_after(Moment(1, False, True, False, False), Moment(2, False, False, True, False)) == DRAW  # new game
    assert focus_after(start, Moment(2, False, False, True, False)) == DRAW
    assert PlayTable(("greedy",), seed=1).moment() == Moment(1, False, False, True, False)


def test_the_card_table_keeps_quiet_and_its_cards_are_plain_buttons():
    view = play_table(("greedy",), seed=PLAY_SEED)
    widget = view.table.widget
    assert not widget.speaks and widget.acts  # the view's live region speaks; a card press discards
    labels = [card["label"] for group in widget.groups for card in group["cards"]]
    assert labels[0] == "8♣, eight of clubs, take"  # what the card shows, in words, its badge
    assert labels[1:] == [f"{card}, {card.name}" for card in view.board.hand_cards()] and len(labels) == 4
    assert view.widget.children[-1] is view.live.widget and "tt-view" in view.widget._dom_classes


def test_the_log_and_the_house_rules_open_from_a_button_and_the_keys_are_written():
    view = play_table(("greedy",), seed=PLAY_SEED)
    button = view.log.children[0]
    assert view.log.selected_index is None and view.log_text.value == ""
    button.expanded = True  # the learner presses the log's button (Enter, Space or a click)
    assert view.log.selected_index == 0 and "greedy (2) discards 8♣" in view.log_text.value
    assert view.log.body.layout.display is None
    button.expanded = False
    assert view.log.body.layout.display == "none"
    view.house.children[0].expanded = True
    assert view.house.selected_index == 0 and view.house.get_title(0) == "House rules: standard"
    assert "Enter or Space on a card" in view.keys.value and "Shift" in view.keys.value


def test_the_four_colour_deck_from_the_argument_and_the_switch():
    was = deck_colours()
    try:
        view = play_table(("greedy",), seed=PLAY_SEED, colours="four")
        four = dict(view.table.widget.faces)
        assert view.deck.value == "four" and all(key.endswith("~four") for key in four)
        view.deck.value = "two"
        two = view.table.widget.faces
        assert two and not any(key.endswith("~four") for key in two)  # every face drawn again
        club = next(key for key in two if key.endswith("C"))  # 10♣ in the hand
        assert two[club] != four[club + "~four"]  # drawn green in four colours
        with pytest.raises(ValueError):
            play_table(("greedy",), seed=PLAY_SEED, colours="three")
    finally:
        set_deck_colours(was)
