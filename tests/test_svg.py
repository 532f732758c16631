"""SVG pictures: they parse as XML, name their cards in words, and mark what matters."""

import xml.etree.ElementTree as ET

import pytest

from ttlearn import (
    Card,
    best_arrangement,
    check_meld,
    parse_cards,
    set_deck_colours,
    show_arrangement,
    show_card,
    show_hand,
    show_meld,
    show_table,
)
from ttlearn.draw.palette import DECK_COLOURS, SELECTED, STAR

NS = {"svg": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


def card_groups(root: ET.Element) -> list[ET.Element]:
    """The <g> of each card: the groups that carry their own <title>."""
    return [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.find("svg:title", NS) is not None]


def titles(root: ET.Element) -> list[str]:
    return [g.find("svg:title", NS).text for g in card_groups(root)]


def texts(element: ET.Element) -> list[str]:
    return [t.text for t in element.iter("{http://www.w3.org/2000/svg}text")]


def fills(element: ET.Element) -> set[str]:
    return {p.get("fill") for p in element.iter("{http://www.w3.org/2000/svg}path")}


def test_a_hand_names_each_card_in_words():
    root = parse(show_hand(parse_cards("7H 10D AS"), round=1).svg)
    assert titles(root) == ["seven of hearts", "ten of diamonds", "ace of spades"]
    assert root.find("svg:title", NS).text == (
        "hand of 3 cards, round 1 (threes wild): seven of hearts, ten of diamonds, ace of spades")
    assert [t for t in texts(root) if t in ("7", "10", "A")] == ["7", "7", "10", "10", "A", "A"]  # two corners each


def test_every_card_draws_its_suit_symbol_so_colour_is_never_the_only_clue():
    for card in parse_cards("AS 5H 10D QC"):
        (group,) = card_groups(parse(show_card(card).svg))
        assert len(list(group.iter("{http://www.w3.org/2000/svg}path"))) == 3  # two corners and the centre


def test_card_repr_stays_plain_and_its_picture_is_svg():
    card = Card(7, "H")
    assert repr(card) == "7♥"
    assert titles(parse(card._repr_svg_())) == ["seven of hearts"]


def test_four_colour_deck_changes_diamonds_and_clubs_only():
    hand = parse_cards("AS 2H 3D 4C")
    two = [fills(g) for g in card_groups(parse(show_hand(hand, colours="two").svg))]
    four = [fills(g) for g in card_groups(parse(show_hand(hand, colours="four").svg))]
    assert two[2] == {DECK_COLOURS["two"]["D"]} and four[2] == {DECK_COLOURS["four"]["D"]}
    assert two[3] == {DECK_COLOURS["two"]["C"]} and four[3] == {DECK_COLOURS["four"]["C"]}
    assert two[0] == four[0] and two[1] == four[1]
    assert len(set(DECK_COLOURS["four"].values())) == 4


def test_deck_colours_can_be_set_for_every_later_picture():
    previous = set_deck_colours("four")
    try:
        (group,) = card_groups(parse(show_card(Card(3, "D")).svg))
        assert fills(group) == {DECK_COLOURS["four"]["D"]}
        assert show_card(Card(3, "D"), colours="two").svg != show_card(Card(3, "D")).svg
    finally:
        set_deck_colours(previous)
    with pytest.raises(ValueError, match="bad deck colours 'three'"):
        set_deck_colours("three")


def test_a_wild_in_a_hand_carries_a_star_and_the_word_wild():
    groups = card_groups(parse(show_hand(parse_cards("KS 7H"), round=11).svg))
    king, seven = groups
    assert "WILD" in texts(king) and STAR in fills(king)
    assert "WILD" not in texts(seven) and STAR not in fills(seven)
    assert king.find("svg:title", NS).text == "king of spades (wild)"


def test_a_wild_inside_a_meld_shows_the_card_it_plays_as():
    meld = check_meld("5H 6H KS 8H", round=11).meld  # K♠ plays as 7♥ (R15)
    root = parse(show_meld(meld).svg)
    assert titles(root)[2] == "king of spades (wild, plays as seven of hearts)"
    king = card_groups(root)[2]
    assert "as 7" in texts(king)
    assert DECK_COLOURS["two"]["H"] in fills(king)  # the small suit symbol of 7♥
    assert "run 5♥–8♥" in texts(root)
    assert repr(meld) == "Meld('run', 5♥ 6♥ K♠→7♥ 8♥)"
    assert meld._repr_svg_() == show_meld(meld).svg


def test_an_arrangement_shows_melds_labels_leftover_points_and_total():
    arrangement = best_arrangement("5H 6H KS 8H 9C 9D KH 2C QS 3D", round=11)
    root = parse(arrangement._repr_svg_())
    shown = texts(root)
    for meld in arrangement.melds:
        assert meld.label in shown
    assert "left over: 15 points" in shown
    assert [t for t in shown if t.endswith("pts")] == ["2 pts", "3 pts", "10 pts"]
    assert len(card_groups(root)) == len(arrangement.cards) == 10
    frames = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("rx") == "8"]
    assert len(frames) == len(arrangement.melds) + 1
    assert len({f.get("stroke") for f in frames}) == len(frames)  # each group its own colour
    assert "Left over: two of clubs 2, three of diamonds 3, queen of spades 10; 15 points." in (
        root.find("svg:title", NS).text)


def test_an_arrangement_with_nothing_left_over_says_so():
    shown = texts(parse(show_arrangement(best_arrangement("5H 6H 7H", round=1)).svg))
    assert "left over: 0 points" in shown and "none" in shown


def test_selected_cards_are_raised_and_outlined():
    root = parse(show_hand(parse_cards("2C 3C 4C"), selected=[1]).svg)
    groups = card_groups(root)
    assert [g.get("class") for g in groups] == [None, "selected", None]
    assert groups[1].get("transform") == "translate(72 6)" and groups[0].get("transform") == "translate(6 18)"
    assert SELECTED in {r.get("stroke") for r in groups[1].iter("{http://www.w3.org/2000/svg}rect")}
    with pytest.raises(ValueError, match="bad selection"):
        show_hand(parse_cards("2C 3C"), selected=[2])


def test_the_back_of_a_card_hides_it():
    root = parse(show_card(None).svg)
    assert titles(root) == ["a card face down"]
    assert texts(root) == ["3·13"]
    assert repr(show_card(None)) == "Picture(card face down)"


def test_plays_as_needs_a_wild():
    with pytest.raises(ValueError, match="only a wild card plays as another card"):
        show_card(Card(5, "H"), plays_as=Card(6, "H"))


def test_a_table_view_from_plain_data():
    melds = best_arrangement("3S 4S 5S 9C 9D 9H", round=5).melds
    picture = show_table(parse_cards("5H 6H 7C"), 1, discard=Card(3, "D"), stock=31,
                         others={"Ana": 3, "Ben <&>": 0}, melds={"Ben <&>": melds},
                         scores={"You": 12, "Ana": 30}, turn="Ana", selected=[0])
    root = parse(picture.svg)  # the awkward name is escaped
    words = root.find("svg:title", NS).text
    assert "Ana holds 3 cards face down, and is to play" in words
    assert "Ben <&> holds 0 cards face down; laid down run 3♠–5♠" in words
    assert "stock of 31 cards; discard pile shows three of diamonds (wild)" in words
    assert titles(root).count("a card face down") == 3 + 3  # Ana's hand and the stock's stack
    # each player's running total (R17), said so: never read as the points of the hand shown
    assert "You · 3 cards · total so far 12" in texts(root)
    assert "Ana · 3 cards · total so far 30 · to play ◀" in texts(root)
    assert repr(picture) == "Picture(table, round 1, You: 5♥ 6♥ 7♣)"


def test_a_table_view_refuses_unknown_players_and_shows_an_empty_discard_pile():
    with pytest.raises(ValueError, match=r"unknown players \['Cy'\]"):
        show_table(parse_cards("5H"), 1, others={"Ana": 3}, scores={"Cy": 3})
    assert "empty" in texts(parse(show_table(parse_cards("5H"), 1, others={"Ana": 3}).svg))
    with pytest.raises(ValueError, match="'Ana' is the player whose hand is shown"):
        show_table(parse_cards("5H"), 1, others={"Ana": 3}, player="Ana")


def test_pictures_save_to_files(tmp_path):
    path = show_hand(parse_cards("AS")).save(tmp_path / "hand.svg")
    assert parse(path.read_text(encoding="utf-8")) is not None


def test_jupyter_shows_a_picture_and_keeps_a_plain_text_repr():
    from IPython.core.formatters import DisplayFormatter

    arrangement = best_arrangement("5H 6H KS 8H 9C", round=11)
    for value in (arrangement, arrangement.melds[0], Card(7, "H"), show_hand(parse_cards("7H"))):
        data, _ = DisplayFormatter().format(value)
        assert data["text/plain"] == repr(value)
        parse(data["image/svg+xml"])
