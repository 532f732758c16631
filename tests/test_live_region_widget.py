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
