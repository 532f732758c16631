from dataclasses import FrozenInstanceError

import pytest

from ttlearn import Card, deck, parse_cards
from ttlearn.cards import JOKER, check_copies
from ttlearn.solver.card_codes import CARD_OF_CODE, card_code


def test_parse_many_spellings():
    assert parse_cards("AS 10h Td qc 3♥ K♠") == [
        Card(1, "S"), Card(10, "H"), Card(10, "D"), Card(12, "C"), Card(3, "H"), Card(13, "S"),
    ]
    assert parse_cards("7h,8h , 9H") == [Card(7, "H"), Card(8, "H"), Card(9, "H")]
    assert parse_cards("  ") == []


def test_str_repr_and_name():
    card = Card(10, "H")
    assert str(card) == repr(card) == "10♥"
    assert card.name == "ten of hearts"
    assert Card(6, "C").name == "six of clubs"


@pytest.mark.parametrize("token", ["1H", "11S", "ZZ", "10", "H", "AX", "10HH"])
def test_bad_token_names_token_and_what_is_allowed(token):
    with pytest.raises(ValueError) as err:
        parse_cards(f"AS {token} KH")
    assert repr(token) in str(err.value)
    assert "S H D C" in str(err.value)


def test_bad_card_values():
    with pytest.raises(ValueError, match="rank"):
        Card(14, "S")
    with pytest.raises(ValueError, match="suit"):
        Card(3, "X")


def test_cards_are_immutable_hashable_ordered():
    a, b = Card(7, "H"), Card(7, "H")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    with pytest.raises(FrozenInstanceError):
        a.rank = 8  # type: ignore[misc]
    assert sorted(parse_cards("KS 2C 2S AH")) == parse_cards("AH 2C 2S KS")


def test_a_cards_code_sorts_as_the_card_and_names_it_in_the_solvers_tables():
    cards = sorted(set(deck(1, jokers=1)))  # the joker sorts first (rank 0), but is code 52
    assert [card_code(card) for card in cards[1:]] == list(range(52)) and card_code(cards[0]) == card_code(JOKER) == 52
    assert all(CARD_OF_CODE[card_code(card)] == card for card in cards)
    assert card_code(Card(7, "H")) == card_code(Card.parse("7h")) == 26  # however the card was made
    # The code is the solver's own: no part of a card's value, its text or its order.
    assert not hasattr(Card(7, "H"), "code") and "code" not in repr(Card(7, "H")) and Card(7, "H") == Card(7, "H")


def test_decks():
    assert len(deck()) == 52 and len(set(deck())) == 52
    assert len(deck(2)) == 104 and len(set(deck(2))) == 52


@pytest.mark.parametrize("text, decks, jokers, words", [
    ("JK JK JK 5H", 2, 0, "impossible cards: 3 jokers, and these rules play with no jokers"),
    ("JK 5H JK JK JK JK", 2, 1, "impossible cards: 5 jokers, and these rules play with 2 jokers in all"),
    ("3S 9S 3S 3S 3S 3S", 3, 0, "impossible cards: 3♠ appears 5 times, more than 3 decks hold"),
])
def test_a_refusal_of_too_many_copies_counts_them_all(text, decks, jokers, words):  # R2
    with pytest.raises(ValueError, match=words):
        check_copies(parse_cards(text), decks, jokers)
