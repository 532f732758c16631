"""The review on screen: the board and its graph, the mistakes trainer, and the play table's
"Review this game" (models driven headlessly, the views through their controls)."""

import xml.etree.ElementTree as ET

import pytest

from ttlearn.engine.actions import DRAW_STOCK
from ttlearn.review import LABELS, MistakesTrainer, review_game
from ttlearn.simulation import play_game
from ttlearn.widgets import play_table
from ttlearn.widgets.game_review_view import MistakesView, ReviewBoard, ReviewView, graph_svg


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
    bars = [e for e in svg.iter("{http://www.w3.org/2000/svg}rect")][1:]  # after the frame
    assert len(bars) == sum(d.loss > 0 for d in review.decisions)
    assert svg.get("role") == "img" and "points lost" in svg.get("aria-label").lower()


def test_the_review_view_follows_its_menu(played):
    _game, review = played
    view = ReviewView(ReviewBoard(review))
    view.label.value = "blunder"
    assert view.listed.value.count("<details") == len(view.board.shown()) > 0
    assert "blunder" in view.listed.value
    assert "accuracy" in view.summary.value


def test_the_mistakes_trainer_counts_a_better_move_once(played):
    game, review = played
    trainer = MistakesTrainer(review, game)
    d = trainer.decision
    assert all(m.label in ("inaccuracy", "mistake", "blunder") for m in trainer.mistakes)
    assert trainer.view.hand == d.hand  # the position, replayed, is the one reviewed
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
        MistakesTrainer(review, game, least="oops")


def test_the_mistakes_view_refuses_next_to_its_buttons(played):
    game, review = played
    view = MistakesView(MistakesTrainer(review, game))
    view.check_button.click()  # no move chosen
    assert "Choose a move first." in view.verdict.value and view.trainer.answered is None
    view.moves.value = view.trainer.decision.best
    view.check_button.click()
    assert "The best:" in view.verdict.value
    view.next_button.click()
    assert view.verdict.value == "" and view.trainer.index == 1 and view.moves.value is None


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
    trainer = MistakesTrainer(review_game(game, 0, progress=False), game, least="blunder")
    if trainer.mistakes:
        pytest.skip("the expert blundered in this game")
    view = MistakesView(trainer)
    assert "No mistakes" in view.heading.value
    assert trainer.choices() == ()


def test_the_draw_is_a_move_in_words(played):
    game, review = played
    trainer = MistakesTrainer(review, game)
    words = dict((a, w) for w, a in trainer.choices())
    if DRAW_STOCK in words:
        assert words[DRAW_STOCK] == "Draw from the stock"
