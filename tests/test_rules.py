import pytest

from ttlearn import Card, Rules, card_points, decks_for, hand_size, wild_rank


def test_rounds_hand_sizes_and_wilds():  # R4, R5
    assert [hand_size(r) for r in range(1, 12)] == list(range(3, 14))
    assert wild_rank(1) == 3 and wild_rank(9) == 11 and wild_rank(11) == 13


@pytest.mark.parametrize("bad", [0, 12, -1, "3", 2.0, True])
def test_impossible_round(bad):
    with pytest.raises(ValueError, match="round"):
        hand_size(bad)


def test_decks_for_players():  # R2 with its house rule
    assert [decks_for(p) for p in range(2, 9)] == [1, 2, 2, 2, 2, 3, 3]
    assert decks_for(2, Rules(decks=2)) == 2
    with pytest.raises(ValueError, match="at least 2"):
        decks_for(1)
    with pytest.raises(ValueError, match="cannot deal"):
        decks_for(5, Rules(decks=1))


def test_card_points():  # R16, H2, V1
    assert card_points(Card(1, "S"), 1) == 1
    assert card_points(Card(1, "S"), 1, Rules(aces="high_or_low")) == 15
    assert card_points(Card(7, "S"), 1) == 7
    assert card_points(Card(12, "S"), 1) == 10
    assert card_points(Card(13, "S"), 11) == 10  # a leftover wild at face value (H2)
    assert card_points(Card(13, "S"), 11, Rules(wild_penalty=25)) == 25
    assert card_points(Card(12, "S"), 11, Rules(wild_penalty=25)) == 10


def test_bad_rules_are_named():
    with pytest.raises(ValueError, match="ace rule"):
        Rules(aces="high")
    with pytest.raises(ValueError, match="wild penalty"):
        Rules(wild_penalty=-5)
    with pytest.raises(ValueError, match="decks"):
        Rules(decks=0)
    with pytest.raises(ValueError, match="turn cap"):
        Rules(turn_cap=0)
