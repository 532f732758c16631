"""The live region every view announces its changes in (`ttlearn.widgets.live_region`)."""

import pytest

pytest.importorskip("anywidget")

from ttlearn.widgets.live_region import LiveRegion  # noqa: E402


def test_each_new_text_is_said_once_and_the_same_text_again_only_when_asked():
    region = LiveRegion()
    region.say("You drew 5♠ from the stock.")
    region.say("You drew 5♠ from the stock.")  # a redraw with nothing new: not said again
    region.say("")  # nothing to say: nothing said
    region.say("You discarded 10♠.")
    region.say("You discarded 10♠.", again=True)  # a second action with the same words
    assert region.heard == ["You drew 5♠ from the stock.", "You discarded 10♠.", "You discarded 10♠."]
    assert (region.widget.text, region.widget.count) == ("You discarded 10♠.", 3)
    assert repr(region) == "LiveRegion('You discarded 10♠.')"


def test_a_views_top_level_ends_with_its_live_region_and_has_the_shared_look():
    import ipywidgets as W

    from ttlearn.widgets.view import view_box

    region = LiveRegion()
    box = view_box([W.HTML("the table")], region)
    assert box.children[-1] is region.widget  # outside every part the view hides
    assert "tt-view" in box._dom_classes


def test_the_deck_switch_sets_the_session_deck_colours_and_says_so():
    from ttlearn.draw.palette import deck_colours, set_deck_colours
    from ttlearn.widgets.view import deck_switch

    chosen: list[str] = []
    switch = deck_switch(chosen.append)
    try:
        switch.value = "four"
        assert (chosen, deck_colours()) == (["four"], "four")
    finally:
        set_deck_colours("two")
