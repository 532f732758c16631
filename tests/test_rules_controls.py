"""The house rules in the widgets: a joker is shown as wild everywhere, the card
picker offers jokers when the rules have them, and every widget that takes rules lets the
learner change them, models headlessly and views through their menus."""

import pytest

from ttlearn import Card, Rules, parse_cards
from ttlearn.cards import JOKER
from ttlearn.draw.layout import arrangement_layout, hand_layout
from ttlearn.practice.arrange_board import ArrangeBoard
from ttlearn.practice.card_picker import PickerBoard
from ttlearn.practice.card_table import table_cards
from ttlearn.practice.discard_trainer import DiscardBoard
from ttlearn.practice.play_board import PlayBoard
from ttlearn.practice.rule_choices import CHOICES, HOUSE_OPTIONS, with_option
from ttlearn.solver import best_arrangement
from ttlearn.widgets import ArrangeTrainer, DiscardTrainer, HandExplorer, MeldChecker, PlayTable
from ttlearn.widgets.discard_trainer import discard_trainer

JOKERS = Rules(jokers=2)


def test_a_joker_is_shown_wild_in_every_round():  # R5, and the joker house rule
    assert [c.wild for c in table_cards(parse_cards("JK 7H KS"), round=1)] == [True, False, False]
    assert table_cards([JOKER], round=1)[0].face == "JK*"
    assert [s.wild for s in hand_layout(parse_cards("JK 3S 7H"), round=1).cards] == [True, True, False]
    leftover = best_arrangement(parse_cards("JK 9H"), round=1, rules=JOKERS)
    assert "joker (wild) 20" in arrangement_layout(leftover).title


def test_the_trainers_and_the_play_table_mark_jokers_wild():
    trainer = ArrangeTrainer.with_hand("JK 7H 7S 2C 9D", round=3, rules=JOKERS)
    hand = ArrangeBoard(trainer).table.group("hand").cards
    assert [c.wild for c in hand if c.card.is_joker] == [True]
    discard = DiscardTrainer.with_hand("JK 7H 7S 2C 9D 10C", round=3, rules=JOKERS)
    assert any(c.wild and c.card.is_joker for c in DiscardBoard(discard).table.group("hand").cards)
    board = PlayBoard(PlayTable(("greedy",), seed=3, rules=Rules(jokers=4)))
    for _ in range(40):  # play on until the hand holds a joker
        if JOKER in board.hand_cards():
            break
        board.draw_stock()
        board.discard(board.hand_cards()[0] if not board.hand_cards()[0].is_joker else board.hand_cards()[1])
    assert [c.wild for c in board.cards.group("hand").cards if c.card.is_joker][:1] == [True]


def test_the_card_picker_offers_jokers_only_when_the_rules_have_them():
    plain = MeldChecker("7H", round=11)
    assert "jokers" not in [g.key for g in PickerBoard(plain).table.groups]
    checker = MeldChecker("7H 7S", round=1, rules=JOKERS, decks=1)
    board = PickerBoard(checker)
    joker = board.table.group("jokers").cards[0]
    assert joker.card == JOKER and joker.wild
    board.click(JOKER)
    assert checker.cards == parse_cards("7H 7S JK") and checker.result.meld is not None
    board.click(JOKER)
    assert checker.cards.count(JOKER) == 2  # two jokers in the one deck
    board.click(JOKER)
    assert JOKER not in checker.cards  # a third click puts them back, as for any card
    checker.place(JOKER, 0)
    checker.place(JOKER, 0)
    checker.place(JOKER, 0)
    assert checker.error == "every copy of JK is picked already (2 jokers in the decks)"


def test_the_meld_checker_changes_its_verdict_with_the_house_rules():  # R15 and its house rules
    checker = MeldChecker("JK 3S 7H", round=1, rules=JOKERS)
    assert checker.result.meld is not None
    checker.set_option("wild_share", "half")
    assert "at most half" in checker.verdict()
    assert repr(checker) == "MeldChecker(round 1, aces low, jokers=2, wild_share='half': JK 3♠ 7♥)"
    checker.set_option("wild_share", "any")
    checker.set_option("all_wild_melds", False)
    checker.clear()
    checker.place(JOKER, 0)
    checker.place(JOKER, 0)
    checker.place(Card(3, "S"), 0)
    assert checker.result.meld is not None  # 3♠ plays as itself: a natural card
    with pytest.raises(ValueError, match="not a house rule here"):
        checker.set_option("face_cards", "rank")  # it checks melds, not points


def test_a_refused_setting_changes_nothing():
    explorer = HandExplorer("JK 7H 7S", round=5, rules=JOKERS)
    with pytest.raises(ValueError, match="no jokers .*put those cards back first"):
        explorer.set_option("jokers", 0)
    assert explorer.rules == Rules(jokers=2, decks=2) and explorer.cards == parse_cards("JK 7H 7S")
    with pytest.raises(ValueError, match="bad jokers 9"):
        explorer.set_option("jokers", 9)
    with pytest.raises(ValueError, match="not a house rule here"):
        explorer.set_option("turn_cap", 3)
    assert explorer.rules == Rules(jokers=2, decks=2)
    for name in HOUSE_OPTIONS:  # every menu's values are accepted by Rules
        for _, value in next(c for c in CHOICES if c.name == name).values:
            with_option(Rules(), name, value)


def test_the_hand_explorer_scores_by_the_house_rules():  # R16 and its house rules
    explorer = HandExplorer("QH 2C AS", round=5)
    assert explorer.arrangement.penalty == 13
    explorer.set_option("face_cards", "rank")
    assert explorer.arrangement.penalty == 15
    explorer.set_option("ace_penalty", 15)
    assert explorer.arrangement.penalty == 29


def test_the_arrange_trainer_checks_its_melds_again_under_new_rules():
    trainer = ArrangeTrainer.with_hand("JK JK 3S 8H 9C", round=1, rules=JOKERS)
    assert trainer.group("JK JK 3S")
    trainer.set_option("wild_share", "half")  # JK JK 3♠: two of three stand for others
    assert trainer.melds == () and "1 meld of yours is no meld now" in trainer.message
    with pytest.raises(ValueError, match="joker"):
        trainer.set_option("jokers", 0)
    assert trainer.rules.jokers == 2
    dealt = [ArrangeTrainer(round=11, seed=seed, rules=JOKERS).hand for seed in range(12)]
    assert any(JOKER in hand for hand in dealt)  # jokers are shuffled in


def test_the_discard_trainer_answers_again_under_new_rules():
    trainer = DiscardTrainer.with_hand("KH QS 2C 5D", round=1)
    assert set(trainer.best_discards) == {Card(13, "H"), Card(12, "S")}  # both score 10 (R16)
    trainer.set_option("face_cards", "rank")
    assert trainer.best_discards == (Card(13, "H"),)  # the King now scores 13, the Queen 12
    assert trainer.view.rules.face_cards == "rank" and "J, Q, K left over score: 11, 12, 13" in trainer.message


def test_the_play_table_deals_the_next_game_by_the_new_rules():
    table = PlayTable(("greedy",), seed=5)
    table.set_option("jokers", 2)
    assert table.game.rules.jokers == 0 and "Press New game" in table.message
    table.new_game(seed=5)
    assert table.game.rules == Rules(jokers=2)
    with pytest.raises(ValueError):
        table.set_option("upcard", "no")
    assert table.rules == Rules(jokers=2)


def menu(house, label: str):
    """The menu of the house-rules disclosure with this label."""
    return next(m for m in house.body.children if getattr(m, "description", "") == label)


def test_the_views_keep_the_house_rules_in_one_closed_accordion():
    from ttlearn.widgets import hand_explorer, meld_checker, play_table

    view = meld_checker("JK 3S 7H", round=1, rules=JOKERS)
    house = view.house
    assert house.selected_index is None and house.get_title(0) == "House rules: Jokers per deck: 2"
    menus = {menu.description: menu for menu in house.body.children[:-1]}
    assert list(menus) == ["Jokers per deck", "A meld may be all wilds", "Wilds in a meld"]
    menus["Jokers per deck"].value = 0  # refused: a joker is picked
    assert menus["Jokers per deck"].value == 2 and view.model.rules.jokers == 2
    assert "put those cards back first" in house.body.children[-1].value
    menus["Wilds in a meld"].value = "half"
    assert view.model.rules.wild_share == "half" and "at most half" in view.answer.value
    assert house.get_title(0) == "House rules: Jokers per deck: 2; Wilds in a meld: at most half"
    explorer = hand_explorer("QH 2C", round=5)
    menu(explorer.house, "J, Q, K left over score").value = "rank"
    assert "penalty 14" in explorer.answer.value
    table = play_table(("greedy",), seed=1)
    menu(table.house, "An upcard at the deal").value = False
    assert table.model.rules.upcard is False and "next game" in table.feedback.value
    trainer = discard_trainer(round=1, seed=4)
    assert trainer.house.selected_index is None and "upcard" not in trainer.house.get_title(0)
