import pytest

from ttlearn import Card, Rules, check_meld, parse_cards

V1 = Rules(aces="high_or_low")


def test_worked_examples_from_the_rules():  # RULES.md, round 11 (Kings wild)
    run = check_meld("5H 6H KS 8H", 11)
    assert run and run.meld.kind == "run"
    assert run.meld.wilds == ((Card(13, "S"), Card(7, "H")),)
    assert "K♠ plays as 7♥" in run.meld.explain()
    assert check_meld("9C 9D KH", 11).meld.kind == "set"
    assert check_meld("KS KD KH", 11)  # three wilds (R15, H)
    assert not check_meld("QH KH AH", 1) and check_meld("QH KH AH", 1, V1)
    assert not check_meld("JS QS AS", 1, V1)
    assert check_meld("JS QS KD AS", 11, V1)  # with a wild as the King


@pytest.mark.parametrize("cards, round, rules, reason", [
    ("7H 8S 9H", 11, None, "a run needs one suit: 7♥ and 8♠ differ"),
    ("7H 8H", 11, None, "needs at least 3 cards"),
    ("KH AH 2H", 1, None, "K-A-2 would wrap around"),
    ("KH AH 2H", 1, V1, "K-A-2 would wrap around"),
    ("QH KH AH", 1, None, "only with aces high (variant V1)"),
    ("7H 8H 10H", 11, None, "the gap at 9♥ needs a wild and there is none"),
    ("6H 9H KS", 11, None, "the gaps at 7♥, 8♥ need 2 wilds and there is only 1"),
    ("7H 7H 8H", 11, None, "never holds two cards of one rank"),
    ("7H 7S 8D", 11, None, "a set needs one rank"),
])
def test_reasons_a_learner_understands(cards, round, rules, reason):
    result = check_meld(cards, round, rules)
    assert not result and result.meld is None
    assert reason in result.reason


def test_identical_cards_make_a_set():  # R12, two decks
    assert check_meld("7H 7H 7S", 11).meld.kind == "set"


def test_wild_playing_as_itself():  # R15
    meld = check_meld("JS QS KS", 11).meld
    assert meld.kind == "run" and meld.plays_as[-1] == Card(13, "S")
    assert "K♠ is wild and plays as itself" in meld.explain()


def test_thirteen_card_run_and_no_fourteenth():
    hearts = " ".join(f"{r}H" for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
    assert len(check_meld(hearts, 11).meld) == 13
    assert not check_meld(hearts + " KS", 11)  # 14 cards: a rank twice
    assert check_meld(hearts, 11, V1).meld.plays_as[0] == Card(1, "H")  # A..K, the Ace low
    assert check_meld(hearts.replace("AH ", "") + " AH", 11, V1)


def test_every_wild_is_shown_with_the_card_it_plays_as():
    meld = check_meld("5H KS 7H KD", 11).meld
    assert [str(c) for c in meld.plays_as] == ["5♥", "6♥", "7♥", "8♥"]
    assert meld.label == "run 5♥–8♥"
    assert [str(c) for c in check_meld("5H KS KD", 11).meld.plays_as] == ["5♥", "5♠", "5♦"]
    assert check_meld("9C 9D KH", 11).meld.label == "set of 9s"
    assert check_meld("QC QD KH", 11).meld.label == "set of queens"


def test_bad_input():
    with pytest.raises(ValueError, match="bad card"):
        check_meld("7H 8X 9H", 11)
    with pytest.raises(ValueError, match="round"):
        check_meld("7H 8H 9H", 12)
    assert check_meld(parse_cards("7H 8H 9H"), 11)
