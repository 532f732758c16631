"""The review on screen: the board and its graph, the mistakes trainer, and the play table's
"Review this game" (models driven headlessly, the views through their controls)."""

import xml.etree.ElementTree as ET

import pytest

from ttlearn.engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ttlearn.engine.game import Game
from ttlearn.practice.mistakes_board import PILE_ID, MistakesBoard
from ttlearn.practice.review_board import ReviewBoard
from ttlearn.review import LABELS, MistakesTrainer, review_game
from ttlearn.simulation import play_game
from ttlearn.widgets import play_table
from ttlearn.widgets.game_review_view import MARK, ReviewView, graph_svg
from ttlearn.widgets.mistakes_view import MistakesView


@pytest.fixture(scope="module")
def played():
    game = play_game(["beginner", "greedy"], seed=4).replay()
    return game, review_game(game, 0, progress=False)


def test_the_board_lists_a_label_costliest_first(played):
    _game, review = played
    board = ReviewBoard(review)
    assert all(d.loss > 0 for d in board.shown())
    for label in LABELS:
        board.show(label)
        assert all(d.label == label for d in board.shown())
        losses = [d.loss for d in board.shown()]
        assert losses == sorted(losses, reverse=True)
    with pytest.raises(ValueError, match="bad label 'awful'"):
        board.show("awful")
    assert board.label == LABELS[-1]  # refused: unchanged


def test_the_graph_has_a_bar_for_each_decision_that_lost_points(played):
    _game, review = played
    svg = ET.fromstring(graph_svg(review))
    ns = "{http://www.w3.org/2000/svg}"
    bars = [e for e in svg.iter(f"{ns}rect") if e.find(f"{ns}title") is not None]  # a decision's bar has its words
    assert len(bars) == sum(d.loss > 0 for d in review.decisions)
    assert all(float(bar.get("height")) >= 3 for bar in bars)  # the smallest loss shows
    assert svg.get("role") == "img" and "points lost" in svg.get("aria-label").lower()
    # Read without a mouse: a title, the axes and their units, a legend in words, a mark on each costly bar.
    texts = [t.text for t in svg.iter(f"{ns}text")]
    assert texts[0].startswith("Points lost at each of your decisions, round by round: ")
    assert "points lost" in texts and any(t.startswith("your decisions, in the order played") for t in texts)
    for words in ("good: under 1 point lost", "inaccuracy: 1 to 3 points", "mistake: 3 to 8 points",
                  "blunder: 8 points or more"):
        assert any(t.startswith(words) for t in texts), words
    # Each bar has its label's mark above it, the legend the same marks: never colour alone.
    marks = [t.text for t in svg.iter(f"{ns}text") if t.get("class") == "tt-mark"]
    assert marks == [MARK[d.label] for d in review.decisions if d.loss > 0]
    legend = [t.text for t in svg.iter(f"{ns}text") if t.get("class") == "tt-legend-mark"]
    assert legend == [MARK[label] for label in ("good", "inaccuracy", "mistake", "blunder")]
    assert len(set(legend)) == 4 and all(legend)  # each label its own mark


def test_the_review_view_follows_its_menu(played):
    _game, review = played
    view = ReviewView(ReviewBoard(review))
    view.label.value = "blunder"
    assert view.listed.value.count("<details") == len(view.board.shown()) > 0
    assert "blunder" in view.listed.value
    assert "accuracy" in view.summary.value


def test_the_mistakes_trainer_counts_a_better_move_once(played):
    game, review = played
    trainer = MistakesTrainer(review)
    d = trainer.decision
    assert all(m.label in ("inaccuracy", "mistake", "blunder") for m in trainer.mistakes)
    assert game.after(d.position).view(0) == d.view  # the position is the one played
    assert trainer.answer(d.chosen).startswith("That is the move played.")
    assert trainer.found == 0
    with pytest.raises(ValueError, match="not a move at this position"):
        trainer.answer("discard ZZ")
    trainer.next()
    d = trainer.decision
    assert trainer.answer(d.best).startswith("Yes: that is a best move.") and trainer.found == 1
    trainer.answer(d.best)
    assert trainer.found == 1  # only a position's first answer counts
    with pytest.raises(ValueError, match="bad label"):
        MistakesTrainer(review, least="oops")


def _first(trainer, phase):
    """Go to the trainer's first mistake at a draw or a discard."""
    while trainer.decision.view.phase != phase:
        trainer.next()


def test_a_discard_mistake_is_played_again_on_the_card_table(played):
    """The move played is marked from the start; a click on a card of the hand throws it;
    then the learner's move and the best are marked, and the verdict says why."""
    _game, review = played
    board = MistakesBoard(MistakesTrainer(review))
    _first(board.trainer, "discard")
    board._lay_out()
    d = board.trainer.decision
    badges = {c.card: c.badge for c in board.table.group("hand").cards if c.badge}
    assert badges == {d.chosen.card: "played"}
    board.table.click(PILE_ID)  # the pile: no move, and said so
    assert "click a card of your hand" in board.message and board.trainer.answered is None
    best = next(c for c in board.table.group("hand").cards if c.card == d.best.card)
    board.table.click(best.id)
    assert board.trainer.answered == d.best and board.said.startswith("Yes: that is a best move.")
    badges = {c.card: c.badge for c in board.table.group("hand").cards if c.badge}
    assert badges == {d.chosen.card: "played", d.best.card: "your move, best"}
    with pytest.raises(ValueError, match="This position is a discard"):
        board.draw_stock()


def test_a_draw_mistake_takes_the_pile_or_the_stock(played):
    _game, review = played
    board = MistakesBoard(MistakesTrainer(review))
    _first(board.trainer, "draw")
    board._lay_out()
    d = board.trainer.decision
    board.table.click(0)  # a card of the hand: draw first
    assert board.message.startswith("First draw (R9)") and board.trainer.answered is None
    board.table.click(PILE_ID) if d.chosen == DRAW_STOCK else board.draw_stock()
    assert board.trainer.answered != d.chosen and board.said.startswith("Yes: that is a best move.")
    pile_badge = board.table.group("pile").cards[0].badge
    assert ("played" in pile_badge) == (d.chosen == DRAW_DISCARD)


def test_the_mistakes_view_refuses_next_to_its_buttons(played):
    _game, review = played
    view = MistakesView(MistakesBoard(MistakesTrainer(review)))
    _first(view.trainer, "discard")
    view.board._lay_out()
    view.stock_button.click()  # a discard position: refused, unchanged
    assert "This position is a discard" in view.verdict.value and view.trainer.answered is None
    assert view.stock_button.layout.display == "none"
    view.table.receive({"event": "click", "id": 0})
    assert view.trainer.answered is not None and view.verdict.value
    view.next_button.click()
    assert view.trainer.answered is None and "Mistake" in view.heading.value


def test_the_play_table_reviews_a_finished_game_on_request():
    view = play_table(("greedy",), seed=2)
    model = view.model
    while not model.over:
        model.continue_() if model.round_over else model.follow_hint()
    view.refresh()
    assert view.final_area.layout.display is None and not view.review_button.disabled
    assert view.review_area.children == ()
    view.review_button.click()
    assert len(view.review_area.children) == 2 and view.review_button.disabled
    view.seed.value = "5"
    view.new_button.click()  # a new game: the old review goes
    assert view.review_area.children == () and view.final_area.layout.display == "none"


def test_a_game_with_no_mistakes_says_so():
    game = play_game(["expert", "random"], seed=1).replay()
    trainer = MistakesTrainer(review_game(game, 0, progress=False), least="blunder")
    if trainer.mistakes:
        pytest.skip("the expert blundered in this game")
    view = MistakesView(MistakesBoard(trainer))
    assert "No mistakes" in view.heading.value
    assert trainer.choices() == ()


def test_the_draw_is_a_move_in_words(played):
    _game, review = played
    trainer = MistakesTrainer(review)
    words = dict((a, w) for w, a in trainer.choices())
    if DRAW_STOCK in words:
        assert words[DRAW_STOCK] == "Draw from the stock"


def test_going_out_in_the_trainer_goes_out_and_is_told_apart_from_the_discard_played():
    """A missed chance to go out, played again: the card whose discard goes out goes out when
    clicked (R10), and the badges tell the discard played from going out with the same card."""
    game = Game.from_position(["4H 5H 6H", "KD KS 2C"], pile="9D", seed=0)
    game.play(0, DRAW_STOCK)
    drawn = game.hands[0][-1]
    game.play(0, Action("discard", drawn))  # the card drawn, a run in hand: it could have gone out with it
    review = review_game(game, 0, progress=False)
    board = MistakesBoard(MistakesTrainer(review))
    d = board.trainer.decision
    assert d.missed_going_out and d.best.kind == "go out"
    assert d.why == (f"You threw {d.chosen.card} without going out: with it discarded, every other card was in melds "
                     "(R10).")
    card = next(c for c in board.table.group("hand").cards if c.card == d.best.card)
    board.table.click(card.id)
    assert board.trainer.answered == d.best and board.said.startswith("Yes: that is a best move.")
    badges = {c.card: c.badge for c in board.table.group("hand").cards if c.badge}
    assert d.best.card == drawn and badges == {drawn: "played · you: out, best"}


def test_the_last_mistake_ends_with_a_closing_word(played):
    _game, review = played
    view = MistakesView(MistakesBoard(MistakesTrainer(review)))
    trainer = view.trainer
    while trainer.index < len(trainer.mistakes) - 1:
        view.next_button.click()
    assert trainer.closing() == "" and view.next_button.disabled
    view.board.play(trainer.decision.best)
    view.refresh()
    assert trainer.finished and f"That was the last of {len(trainer.mistakes)} mistakes" in view.verdict.value
    assert view.next_button.layout.display == "none"


def test_the_reviews_summary_without_its_list_does_not_say_no_decision_lost_points(played):
    """The review's view lists the decisions itself (count=0): its summary must not say "No
    decision lost a point or more" over a game that lost hundreds."""
    _game, review = played
    assert review.tally.points_lost > 0
    assert "No decision lost" not in review.text(count=0)
    assert "Where you lost most:" in review.text(count=3)
