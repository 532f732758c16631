"""The hand explorer stays responsive on any input: it holds at most a hand of
14 cards (R4, R9), the most the solver lists arrangements for, and answers hard hands
(benchmarks/hand_explorer.py times it)."""

import pytest

from ttlearn import Card, deck, parse_cards
from ttlearn.practice.hand_explorer import HandExplorer
from ttlearn.solver import MAX_HAND_CARDS


def test_a_fifteenth_card_is_refused_with_a_message():
    explorer = HandExplorer(deck()[:MAX_HAND_CARDS], round=11)  # 13 spades and A♥, two decks
    explorer.toggle(Card(13, "S"))  # a second K♠ would be the 15th card
    assert len(explorer.cards) == MAX_HAND_CARDS and "at most 14" in explorer.error
    explorer.toggle(Card(5, "D"))  # a new card too
    assert len(explorer.cards) == MAX_HAND_CARDS and "at most 14" in explorer.error
    explorer.set_text(" ".join(str(c) for c in deck()[:20]))
    assert len(explorer.cards) == MAX_HAND_CARDS and "at most 14" in explorer.error
    one_deck = HandExplorer(deck()[:MAX_HAND_CARDS], round=11, decks=1)
    one_deck.toggle(Card(13, "S"))  # putting a card back is fine
    assert len(one_deck.cards) == MAX_HAND_CARDS - 1 and not one_deck.error
    with pytest.raises(ValueError, match="at most 14"):
        HandExplorer(deck()[:20])


@pytest.mark.parametrize("text, round", [
    ("3S 3S 3H 3H 3D 3D 3C 3C 4H 5H 6H 9D 10D JD", 1),  # eight wilds
    ("AH 2H 3H 4H 5H 6H 7H AH 2H 3H 4H 5H 6H 7H", 3),  # a doubled run
    ("8S 8H 8D 8C 8S 8H 8D 8C KS KC KD JS 10C QH", 11),  # all eight 8s and wilds
])
def test_the_explorer_answers_hard_hands(text, round):
    summary = HandExplorer(parse_cards(text), round=round).summary()
    assert "optimal arrangement" in summary
