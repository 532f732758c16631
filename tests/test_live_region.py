"""What a screen reader hears: the card table's live region (aria-live) holds the message of
the change the learner just made, sent with it, never the one before (each message went out
with the next change, one step late, when it was set after the table had been redrawn)."""

import pytest

pytest.importorskip("anywidget")

from ttlearn.widgets import arrange_trainer, play_table  # noqa: E402


def _click(view, card_id: int) -> None:
    """A click on a card, as the browser sends it."""
    view.table.receive({"event": "click", "id": card_id})


def test_each_move_at_the_play_table_is_announced_with_the_move():
    view = play_table(seed=4)
    live = view.table.widget
    assert live.message == view.model.message == "A new game, seed 4: greedy (2) against you."
    view.stock_button.click()
    assert live.message == view.model.message == "You drew 5♠ from the stock."
    hand = view.table.model.group("hand").cards
    _click(view, hand[0].id)
    assert live.message == view.model.message and live.message.startswith("You discarded")


def test_each_move_in_the_arrange_trainer_is_announced_with_the_move():
    view = arrange_trainer(round=3, seed=12)
    card = view.table.model.group("hand").cards[0]
    _click(view, card.id)
    assert view.table.widget.message == view.table.model.message
    assert view.table.widget.message.startswith(f"{card.words} moved to")
