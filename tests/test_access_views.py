"""What a screen reader hears from the trainers, the explorer, the checker, the mistakes
trainer, the review, the deal stepper and the class view: each view's one live region, driven
headlessly through its controls. Each change is heard once, when it happens, in the view's
language; the four-colour deck redraws the pictures; the charts have names; the review's
colours reach WCAG contrast and each label has its own mark."""

from __future__ import annotations

import re

import pytest

from ttlearn.draw.palette import DECK_COLOURS, PAPER, REVIEW_COLOURS, deck_colours, set_deck_colours
from ttlearn.language import using
from ttlearn.practice.mistakes_board import MistakesBoard
from ttlearn.practice.review_board import ReviewBoard
from ttlearn.review import MistakesTrainer, review_game
from ttlearn.simulation import play_game
from ttlearn.teach.sample_class import write_sample_class
from ttlearn.widgets.arrange_board import arrange_trainer
from ttlearn.widgets.class_view import class_view
from ttlearn.widgets.deal_stepper import deal_stepper
from ttlearn.widgets.discard_trainer import discard_trainer
from ttlearn.widgets.game_review_view import MARK, ReviewView, graph_svg, listed_words
from ttlearn.widgets.hand_explorer import hand_explorer
from ttlearn.widgets.meld_checker import meld_checker
from ttlearn.widgets.mistakes_view import MistakesView


@pytest.fixture(autouse=True)
def two_colours():
    """Every test starts with the default deck and leaves it so (the switch sets the session's)."""
    previous = set_deck_colours("two")
    yield
    set_deck_colours(previous)


@pytest.fixture(scope="module")
def played():
    game = play_game(["beginner", "greedy"], seed=4).replay()
    return game, review_game(game, 0, progress=False)


def contrast(colour: str, background: str = PAPER) -> float:
    """WCAG 2.1 contrast ratio of two #RRGGBB colours."""
    def luminance(hex_colour: str) -> float:
        channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    lighter, darker = sorted((luminance(colour), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def test_the_contrast_ratio_is_wcags():
    assert contrast("#000000") == pytest.approx(21.0)
    assert contrast("#FFFFFF") == pytest.approx(1.0)
    assert contrast("#E69F00") == pytest.approx(2.25, abs=0.01)  # the orange the issue measured


# --- heard once, current ---------------------------------------------------------------------

def test_the_discard_trainer_says_its_verdict_once_with_the_choice():
    view = discard_trainer(round=5, seed=3)
    first = view.model.message
    assert view.live.heard == [first]
    view.board.choose(view.model.hand.index(view.model.best_discards[0]))
    verdict = view.model.message
    assert verdict != first and view.live.heard == [first, verdict]  # heard with the choice, not one late
    view.refresh()  # a redraw with nothing new says nothing
    assert view.live.heard == [first, verdict]
    view.next_button.click()
    assert view.live.heard == [first, verdict, view.model.message]
    assert view.live.widget.text == view.model.message  # the region holds the current message


def test_the_arrange_trainer_says_each_message_once_when_it_changes():
    view = arrange_trainer(round=5, seed=2)
    board, heard = view.board, [view.model.message]
    assert view.live.heard == heard
    board.click(board.order[0])  # a card's move: the card table's own region says it; this one what it makes
    heard.append(board.table.group("new").note)
    assert view.live.heard == heard and "moved to" in board.table.message
    assert heard[-1] == "1 card chosen: a meld needs 3 or more"
    view.meld_button.click()  # one card is no meld: refused, said at once
    heard.append(view.model.message)
    assert view.live.heard == heard and "Not a meld" in heard[-1]
    view.compare_button.click()
    heard.append(view.model.message)
    assert view.live.heard == heard and re.search(r"\bbest\b", heard[-1])
    view.next_button.click()
    heard.append(view.model.message)
    assert view.live.heard == heard and heard[-1].startswith("Hand 2")


def test_the_meld_checker_says_each_verdict():
    view = meld_checker("5H 6H")
    heard = [view.model.verdict()]
    assert view.live.heard == heard
    picker = view.picker.table
    seven = next(c for c in picker.cards if c.words == "seven of hearts" and c.id not in
                 {x.id for x in picker.group(picker.groups[0].key).cards})
    picker.click(seven.id)
    heard.append(view.model.verdict())
    assert view.live.heard == heard and heard[-1] != heard[0]


def test_the_hand_explorer_says_its_result_and_refusals_and_clear_says_only_the_empty_hand():
    view = hand_explorer("5H 6H 7H KS", round=4)
    heard = list(view.live.heard)
    assert len(heard) == 1 and heard[0].startswith("Best arrangement: penalty")
    view.text.value = "ZZ"
    heard.append(view.refused or view.model.error)
    assert view.live.heard == heard and "bad card 'ZZ'" in heard[-1]
    view.text.value = "5H 6H 7H 9C"
    assert len(view.live.heard) == len(heard) + 1 and view.live.heard[-1].startswith("Best arrangement: penalty 9")
    heard = list(view.live.heard)
    view.clear_button.click()
    assert view.live.heard == heard + ["Best arrangement: penalty 0. " + view.model.go_out_text(view.model.analysis)]


def test_the_mistakes_trainer_says_the_task_then_each_verdict(played):
    _game, review = played
    view = MistakesView(MistakesBoard(MistakesTrainer(review)))
    assert len(view.live.heard) == 1 and view.live.heard[0].startswith("Mistake 1 of")
    view.board.draw_stock() if view.board.drawing else view.board.play(view.trainer.decision.best)
    view.refresh()
    assert view.live.heard[1:] == [view.board.said]
    view.next_button.click()
    assert len(view.live.heard) == 3 and view.live.heard[-1].startswith("Mistake 2 of")


def test_the_review_says_what_its_list_shows(played):
    _game, review = played
    view = ReviewView(ReviewBoard(review))
    view.label.value = "blunder"
    view.label.value = "mistake"
    counts = {label: sum(d.label == label for d in review.decisions) for label in ("blunder", "mistake")}
    assert view.live.heard == [listed_words("all", sum(d.loss > 0 for d in review.decisions)),
                               listed_words("blunder", counts["blunder"]), listed_words("mistake", counts["mistake"])]


def test_the_deal_stepper_says_each_step():
    view = deal_stepper(seed=1)
    view.next_button.click()
    view.next_button.click()
    view.back_button.click()
    headings = view.live.heard
    assert len(headings) == 4 and headings[1] == headings[3] != headings[2]
    assert headings[-1] == view.model.heading()


def test_the_class_view_says_what_it_read_each_time(tmp_path):
    write_sample_class(tmp_path / "class")
    view = class_view(tmp_path / "class")
    assert view.live.heard == [view.model.heading()]
    view.reload_button.click()  # the same words again: the teacher asked
    assert view.live.heard == [view.model.heading()] * 2


@pytest.mark.parametrize("code", ["sv", "hr", "th"])
def test_what_is_said_is_in_the_views_language(code, played):
    _game, review = played
    views = [discard_trainer(language=code), arrange_trainer(language=code), meld_checker("5H 6H", language=code),
             hand_explorer("5H 6H 7H", language=code), ReviewView(ReviewBoard(review), language=code),
             deal_stepper(language=code)]
    for view in views:
        with using(None):
            english_views = {type(v).__name__: v.live.heard for v in [
                discard_trainer(), arrange_trainer(), meld_checker("5H 6H"), hand_explorer("5H 6H 7H"),
                ReviewView(ReviewBoard(review)), deal_stepper()]}
        heard = view.live.heard
        assert heard and heard != english_views[type(view).__name__], type(view).__name__


def test_each_view_has_one_live_region_last_at_its_top_level(played, tmp_path):
    _game, review = played
    write_sample_class(tmp_path / "class")
    for view in (discard_trainer(), arrange_trainer(), meld_checker(), hand_explorer(),
                 ReviewView(ReviewBoard(review)), deal_stepper(), MistakesView(MistakesBoard(MistakesTrainer(review))),
                 class_view(tmp_path / "class")):
        assert view.widget.children[-1] is view.live.widget, type(view).__name__
        assert "tt-view" in view.widget._dom_classes


# --- the four-colour deck ---------------------------------------------------------------------

@pytest.mark.parametrize("make", [discard_trainer, arrange_trainer, meld_checker, hand_explorer])
def test_a_view_offers_the_four_colour_deck_and_redraws_in_it(make):
    view = make(colours="four")
    assert deck_colours() == "four" and view.deck.value == "four"
    diamond, club = DECK_COLOURS["four"]["D"], DECK_COLOURS["four"]["C"]
    faces = "".join(view.table.widget.faces.values())
    assert diamond in faces or club in faces  # the card table drew in four colours
    view.deck.value = "two"
    faces = "".join(view.table.widget.faces.values())
    assert diamond not in faces and club not in faces  # every face drawn again
    assert deck_colours() == "two"


def test_the_trainers_own_pictures_follow_the_deck():
    view = discard_trainer(round=9, seed=1, colours="four")
    view.board.choose(0)
    view.refresh()
    drawn = view.kept.value
    assert DECK_COLOURS["four"]["D"] in drawn or DECK_COLOURS["four"]["C"] in drawn
    view.deck.value = "two"
    assert DECK_COLOURS["four"]["D"] not in view.kept.value and DECK_COLOURS["four"]["C"] not in view.kept.value


def test_a_bad_deck_colouring_is_refused_in_a_line():
    with pytest.raises(ValueError, match="bad deck colours 'three'"):
        meld_checker(colours="three")


# --- colour and names ----------------------------------------------------------------------------

def test_the_review_colours_reach_wcag_contrast_and_each_label_has_a_mark(played):
    for label, colour in REVIEW_COLOURS.items():
        assert contrast(colour) >= 4.5, label  # its mark is text: 4.5:1; its bar a graphic: 3:1
    assert len(set(MARK.values())) == len(MARK) and all(MARK.values())
    svg = graph_svg(played[1])
    for colour in set(re.findall(r'fill="(#[0-9A-Fa-f]{6})"', svg)):
        if colour.upper() != "#FFFFFF":
            assert contrast(colour) >= 4.5, colour


def test_the_class_chart_has_a_name_that_says_what_it_shows(tmp_path):
    write_sample_class(tmp_path / "class")
    view = class_view(tmp_path / "class")
    opening = re.search(r"<svg[^>]*>", view.chart.value).group(0)
    assert 'role="img"' in opening
    name = re.search(r'aria-label="([^"]*)"', opening).group(1)
    assert name.startswith("Chart of the share right at the first try") and "Hardest first" in name
    assert f"<title>{name}</title>" in view.chart.value


def test_every_chart_a_widget_shows_is_named_by_its_title():
    """figure_svg names a chart by the title it shows when no name is given (scoring explainer)."""
    from ttlearn.widgets.scoring_explainer import scoring_explainer

    view = scoring_explainer(play_game(["greedy", "random"], seed=5))
    opening = re.search(r"<svg[^>]*>", view.chart.value).group(0)
    assert 'role="img"' in opening and 'aria-label="Running totals (lower is better)"' in opening
    assert "<title>Running totals (lower is better)</title>" in view.chart.value


def test_one_switch_turns_every_views_deck():
    """Two trainers on one page: the deck switched in one, the other's switch and pictures follow."""
    arrange, discard = arrange_trainer(), discard_trainer(round=9, seed=1)
    discard.board.choose(0)
    discard.refresh()
    arrange.deck.value = "four"
    assert discard.deck.value == "four" and deck_colours() == "four"
    assert DECK_COLOURS["four"]["D"] in discard.kept.value or DECK_COLOURS["four"]["C"] in discard.kept.value
    discard.deck.value = "two"
    assert arrange.deck.value == "two" and deck_colours() == "two"


def test_a_button_disabled_at_its_end_passes_the_focus_on():
    """Next at the deal's last step (or Back at its first) is disabled: the focus goes to the
    other button, never to the page's body; the mistakes trainer's Next at the last mistake
    sends it to where the move is made."""
    from ttlearn.widgets.deal_stepper import deal_stepper

    focused: list[str] = []
    stepper = deal_stepper(seed=1)
    stepper.back_button.focus = lambda: focused.append("back")
    stepper.next_button.focus = lambda: focused.append("next")
    while not stepper.model.at_end:
        stepper.next_button.click()
    assert focused == ["back"]
    stepper.back_button.click()
    assert focused == ["back"]  # a step back from the end: both buttons work, the focus stays
