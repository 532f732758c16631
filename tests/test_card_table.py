"""The card table driven headlessly: the model directly, the widget through the messages the
browser would send (clicks and drops) and the state it syncs back."""

import pytest

from ttlearn import Card, parse_cards
from ttlearn.practice.card_table import (
    DEFAULT_SIZE,
    CardTableModel,
    Group,
    TableCard,
    hand_group,
    keep_order,
    table_cards,
)
from ttlearn.widgets.card_table import CardTable


def two_rows() -> CardTableModel:
    return CardTableModel([hand_group("hand", "Your hand", parse_cards("7H 8H KS 9C"), round=11),
                           Group("new", "New meld", hint="Drag cards here"),
                           hand_group("deck", "Deck", parse_cards("AS 2S"), first_id=10, drop=False)])


def names(model: CardTableModel, key: str) -> list[str]:
    return [str(c.card) for c in model.group(key).cards]


def test_cards_are_named_for_screen_readers_and_wilds_marked():
    cards = table_cards(parse_cards("7H KS"), round=11)
    assert [c.words for c in cards] == ["seven of hearts", "king of spades (wild)"]
    played = TableCard(3, Card(13, "S"), wild=True, plays_as=Card(7, "H"), badge="×2")
    assert played.words == "king of spades (wild, plays as seven of hearts), ×2"
    assert [c.face for c in cards] + [played.face] == ["7H", "KS*", "KS*7H"]


def test_a_click_toggles_the_selection():
    table = two_rows()
    table.click(2)
    table.click(0)
    assert table.selected == {0, 2} and table.selected_cards == parse_cards("7H KS")  # in table order
    assert table.message == "seven of hearts selected"
    table.click(2)
    assert table.selected_cards == parse_cards("7H") and table.message == "king of spades (wild) not selected"
    table.clear_selection()
    assert table.selected_cards == []


def test_a_drop_reorders_a_row_and_moves_between_groups():
    table = two_rows()
    table.move(0, "hand", 2)  # 7♥ after 8♥ K♠ (the index counts the row's other cards)
    assert names(table, "hand") == ["8♥", "K♠", "7♥", "9♣"]
    table.move(3, "new", 0)
    assert names(table, "hand") == ["8♥", "K♠", "7♥"] and names(table, "new") == ["9♣"]
    table.move(1, "hand", 99)  # past the end: last
    assert names(table, "hand") == ["K♠", "7♥", "8♥"]
    assert table.message == "eight of hearts moved to Your hand, place 3"


def test_a_group_that_takes_no_cards_refuses_a_drop_and_nothing_changes():
    table = two_rows()
    before = table.groups
    table.move(0, "deck", 0)
    assert table.groups == before and table.message == "Deck takes no cards"
    table.move(10, "deck", 1)  # its own cards may still be reordered
    assert names(table, "deck") == ["2♠", "A♠"]


def test_unknown_cards_and_groups_raise():
    table = two_rows()
    with pytest.raises(KeyError, match="no card 99"):
        table.click(99)
    with pytest.raises(KeyError, match="no group 'melds'"):
        table.move(0, "melds", 0)
    with pytest.raises(ValueError, match="share an id"):
        table.set_groups([hand_group("a", "A", parse_cards("7H")), hand_group("b", "B", parse_cards("8H"))])


def test_an_owner_can_take_over_clicks_and_moves():
    seen = []
    table = CardTableModel([hand_group("deck", "Deck", parse_cards("7H 8H"))],
                           on_click=lambda card: seen.append(("click", card.card)),
                           on_move=lambda card, to, index: seen.append(("move", card.card, to, index)))
    table.click(1)
    table.move(0, "deck", 1)
    assert seen == [("click", Card(8, "H")), ("move", Card(7, "H"), "deck", 1)]
    assert table.selected == frozenset() and names(table, "deck") == ["7♥", "8♥"]


def test_laying_out_again_keeps_the_selection_of_cards_still_there():
    table = two_rows()
    table.select([0, 3])
    table.set_groups([hand_group("hand", "Your hand", parse_cards("7H 8H"))])
    assert table.selected == {0}
    assert keep_order([3, 0, 1], [0, 1, 2, 3]) == [3, 0, 1, 2]


def test_the_widget_syncs_the_state_and_obeys_the_browser():
    table = CardTable(two_rows(), label="your hand")
    widget = table.widget
    assert widget.size == DEFAULT_SIZE >= 60 and widget.label == "your hand"
    assert set(widget.faces) == {"7H", "8H", "KS*", "9C", "AS", "2S"}
    assert all(svg.startswith("<svg") and "<title>" in svg for svg in widget.faces.values())
    hand = widget.groups[0]
    assert hand["title"] == "Your hand" and [c["label"] for c in hand["cards"]][:3] == [
        "7♥, seven of hearts", "8♥, eight of hearts", "K♠ WILD, king of spades (wild)"]  # what it shows, first
    version = widget.version
    table.receive({"event": "click", "id": 2})  # as the browser sends it
    assert widget.selected == [2] and widget.version == version + 1
    assert widget.message == "king of spades (wild) selected"
    table.receive({"event": "move", "id": 2, "group": "new", "index": 0})
    assert [c["id"] for c in widget.groups[1]["cards"]] == [2]
    table.receive({"event": "click", "id": 42})  # a card gone already: the state is sent again
    assert widget.version == version + 3
    table.receive({"event": "hover"})  # anything else is ignored
    assert widget.version == version + 3


def test_the_browser_may_show_a_toggle_at_once_only_when_a_click_toggles():
    assert CardTable(two_rows()).widget.toggle_locally  # the default click toggles the selection
    picking = CardTableModel([hand_group("deck", "Deck", parse_cards("7H"))], on_click=lambda card: None)
    assert not CardTable(picking).widget.toggle_locally  # an owner's click: wait for the kernel
    owned = CardTableModel([hand_group("deck", "Deck", parse_cards("7H"))], on_click=lambda card: None,
                           clicks_toggle=True)
    assert CardTable(owned).widget.toggle_locally


def test_the_widget_size_has_a_floor():
    assert CardTable(size=96).size == 96
    with pytest.raises(ValueError, match="at least 30"):
        CardTable(size=20)


def test_the_es_module_and_its_styles_ship_with_the_package():
    table = CardTable()
    esm, css = str(table.widget._esm), str(table.widget._css)
    assert "export default { render }" in esm and "aria-pressed" in esm and "dragstart" in esm
    assert ".tt-card" in css and "flex-wrap: wrap" in css


def test_a_cards_name_holds_what_its_face_and_badge_show_first():
    """WCAG 2.5.3 (axe label-content-name-mismatch): the name starts with the face's text."""
    from ttlearn import parse_cards

    seven, king, joker = parse_cards("7H KS JK", jokers=True)
    assert TableCard(0, seven).name == "7♥, seven of hearts"
    assert TableCard(1, king, wild=True, plays_as=seven, badge="go out").name == (
        "K♠ WILD as 7♥, king of spades (wild, plays as seven of hearts), go out")
    assert TableCard(2, joker, wild=True).name.startswith("JK JOKER, ")


def test_a_table_whose_clicks_act_has_plain_buttons_and_can_leave_the_speaking_to_its_owner():
    acting = CardTableModel(two_rows().groups, on_click=lambda card: None, clicks_act=True)
    table = CardTable(acting, speaks=False)
    assert table.widget.acts and not table.widget.toggle_locally and not table.widget.speaks
    assert not CardTable(two_rows()).widget.acts and CardTable(two_rows()).widget.speaks
    with pytest.raises(ValueError, match="not both"):
        CardTableModel(on_click=lambda card: None, clicks_toggle=True, clicks_act=True)


def test_the_focus_goes_to_a_card_on_request_once_per_request():
    table = CardTable(two_rows())
    table.focus_card(2)
    table.focus_card(2)  # asked again: a new request (the learner moved away meanwhile)
    assert table.widget.focus == [2, 2]
    with pytest.raises(ValueError, match="no card 42"):
        table.focus_card(42)


def test_the_faces_are_drawn_again_in_the_four_colour_deck():
    from ttlearn.draw.palette import deck_colours, set_deck_colours

    table = CardTable(two_rows())
    before = dict(table.widget.faces)
    was = deck_colours()
    try:
        set_deck_colours("four")
        table.sync()
        assert "7H~four" in table.widget.faces and table.widget.faces["9C~four"] != before["9C"]
    finally:
        set_deck_colours(was)
