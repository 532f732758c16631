"""The trainers driven headlessly: the arrange trainer (form melds, compare with the best,
R12-R16) and the discard trainer (R9, R10), checked against the solver on many seeded hands."""

import random
import re
from collections import Counter

import pytest

from ttlearn import (
    Card,
    Rules,
    all_best_arrangements,
    best_arrangement,
    best_penalty,
    card_points,
    check_meld,
    hand_size,
    parse_cards,
)
from ttlearn.practice.arrange_board import ArrangeBoard
from ttlearn.practice.arrange_trainer import dealt_hand
from ttlearn.practice.session import Score, deal, next_round
from ttlearn.widgets import ArrangeTrainer, arrange_trainer


def state(trainer: ArrangeTrainer) -> tuple:
    return trainer.hand, trainer.meld_positions, trainer.melds, trainer.leftover, trainer.penalty, trainer.score


def random_melds(trainer: ArrangeTrainer, rng: random.Random, tries: int = 40) -> None:
    """Melds as a learner might find them: random groups of leftover cards that are melds."""
    for _ in range(tries):
        free = list(trainer.leftover_positions)
        if len(free) < 3:
            return
        chosen = rng.sample(free, rng.randint(3, min(5, len(free))))
        if check_meld([trainer.hand[p] for p in chosen], trainer.round, trainer.rules):
            assert trainer.group_positions(chosen)


# --- dealing ---------------------------------------------------------------------------------


def test_same_seed_same_hands_and_rounds_set_the_size():
    first = ArrangeTrainer(round=5, seed=7)
    second = ArrangeTrainer(round=5, seed=7)
    hands = []
    for _ in range(4):
        assert first.hand == second.hand and len(first.hand) == hand_size(first.round)  # R4
        hands.append(first.hand)
        first.next_hand()
        second.next_hand()
    assert len(set(hands)) == 4 and ArrangeTrainer(round=5, seed=8).hand != hands[0]
    assert dealt_hand(7, 0, 5) == hands[0] and dealt_hand(7, 3, 5) == tuple(deal("arrange", 7, 3, 7))
    two_decks = ArrangeTrainer(round=11, seed=1, decks=2)
    assert len(two_decks.hand) == 13 and max(Counter(deal("arrange", 1, 0, 104, 2)).values()) == 2  # R2


def test_bad_rounds_and_decks_are_refused():
    with pytest.raises(ValueError, match="rounds are numbered 1 to 11"):
        ArrangeTrainer(round=12)
    with pytest.raises(ValueError, match="decks"):
        ArrangeTrainer(decks=0)


# --- forming melds -----------------------------------------------------------------------------


def test_group_records_a_meld_with_its_wilds_shown():
    trainer = ArrangeTrainer.with_hand("5H 6H KS 8H 9C 9D 2C", round=11)
    check = trainer.group("5H 6H KS 8H")
    assert check and trainer.melds == (check.meld,) and check.meld.plays_as[2] == Card(7, "H")  # R15
    assert trainer.leftover == tuple(parse_cards("9C 9D 2C")) and trainer.penalty == 20
    assert trainer.message == "You made a run 5♥–8♥: 5♥ 6♥ K♠ 8♥ (K♠ plays as 7♥). Left over: 9♣ 9♦ 2♣, penalty 20."
    assert trainer.group([Card(9, "C"), Card(9, "D"), Card(2, "C")]).reason.startswith("a set needs one rank")


@pytest.mark.parametrize("cards, reason", [
    ("9C 9D 2C", "a set needs one rank: 9♣ and 2♣ differ (R12), and a run needs one suit: 9♣ and 9♦ differ (R13)"),
    ("9C 9D", "a meld needs at least 3 cards; these are 2 (R12, R13)"),
    ("9C 9D 7S", "7♠ is not in your hand"),
    ("9C 9C 9D", "your hand holds 9♣ only once"),
    ("9C 9D KS", "K♠ is already in meld 1 (run 5♥–8♥)"),
    ("9C 9D 9X", "bad card '9X'"),
])
def test_a_refused_group_leaves_everything_unchanged(cards, reason):
    trainer = ArrangeTrainer.with_hand("5H 6H KS 8H 9C 9D 2C", round=11)
    trainer.group("5H 6H KS 8H")
    before = state(trainer)
    check = trainer.group(cards)
    assert not check and check.reason.startswith(reason)
    assert trainer.message.startswith(("Not a meld: " + reason) if "(R1" in reason else reason[0].upper() + reason[1:])
    assert state(trainer) == before


def test_ungroup_breaks_a_meld_up_and_a_bad_number_changes_nothing():
    trainer = ArrangeTrainer.with_hand("5H 6H KS 8H 9C 9D 2C", round=11)
    trainer.group("5H 6H KS 8H")
    before = state(trainer)
    assert not trainer.ungroup(1) and state(trainer) == before
    assert trainer.message == "There is no meld 1: you have meld 0 (counting from 0, as .melds does)."
    assert trainer.ungroup(0) and trainer.melds == () and trainer.leftover == trainer.hand
    assert trainer.penalty == 5 + 6 + 10 + 8 + 9 + 9 + 2  # a leftover wild at its own rank (H2)


def test_adding_to_and_taking_from_a_meld():
    trainer = ArrangeTrainer.with_hand("5H 6H 7H 8H 9C 9D 9S", round=11)
    trainer.group("5H 6H 7H")
    before = state(trainer)
    assert not trainer.add_to_meld(0, 4) and state(trainer) == before  # 9♣ does not fit a run of hearts
    assert trainer.message == "9♣ does not fit your run 5♥–7♥: a run needs one suit: 5♥ and 9♣ differ (R13)."
    assert trainer.add_to_meld(0, 3) and trainer.melds[0].label == "run 5♥–8♥"
    assert trainer.take_from_meld(0) and trainer.melds[0].label == "run 6♥–8♥"
    assert trainer.take_from_meld(2) and trainer.melds == ()  # 6♥ 8♥ is no meld: it breaks up
    assert "the rest is no meld" in trainer.message


# --- comparing with the best ------------------------------------------------------------------------


def explained_points(text: str) -> tuple[int, int, int]:
    """From an explanation: the difference it states, the points of the leftover cards it
    says the best melds, and the points it says the best leaves over instead."""
    difference = int(re.search(r"the best is \d+, (\d+) points? fewer", text).group(1))
    saved = [int(n) for n in re.findall(r"over \((\d+) points?\)", text)]
    if not saved:  # one meld alone: "..., saving D points."
        saved = [int(re.search(r"saving (\d+) points?\.", text).group(1))]
    instead = re.search(r"over instead \((\d+) points?\)", text)
    return difference, sum(saved), int(instead.group(1)) if instead else 0


@pytest.mark.parametrize("seed", range(5))
def test_compare_agrees_with_the_solver_on_many_seeded_hands(seed):
    rng = random.Random(seed)
    worse = 0
    for number in range(30):  # 150 hands in all, every round, one and two decks, both ace rules
        rules = Rules(aces=rng.choice(["low", "high_or_low"]))
        trainer = ArrangeTrainer(round=rng.randint(1, 11), seed=100 * seed + number, decks=rng.choice([1, 2]),
                                 rules=rules)
        random_melds(trainer, rng)
        comparison = trainer.compare()
        hand, round = trainer.hand, trainer.round
        assert comparison.penalty == trainer.penalty == sum(card_points(c, round, rules) for c in trainer.leftover)
        best = best_arrangement(hand, round, rules)
        assert comparison.best_penalty == best_penalty(hand, round, rules) == best.penalty
        assert list(comparison.best) == all_best_arrangements(hand, round, rules)
        assert comparison.closest in comparison.best and comparison.penalty >= comparison.best_penalty
        assert comparison.is_best == (comparison.penalty == comparison.best_penalty)
        text = comparison.explanation
        if comparison.is_best:
            assert text.startswith(("Your arrangement is the best", f"Your penalty, {comparison.penalty}, is the best"))
            continue
        worse += 1
        difference, saved, instead = explained_points(text)
        assert difference == comparison.missed == saved - instead  # every number in it adds up
        assert text.startswith(f"Your penalty is {comparison.penalty}; the best is {comparison.best_penalty}")
        for named in re.findall(r"You left (.+?) over", text):  # cards the learner did leave over
            assert not Counter(parse_cards(named)) - Counter(trainer.leftover)
        for label in re.findall(r"mak(?:e|es|ing) a (.+?)(?: on their own)?[,.]", text):
            assert label in [m.label for m in comparison.closest.melds]
    assert worse >= 5  # the random learner often misses: the explanations are exercised


@pytest.mark.parametrize("seed", range(4))
def test_the_solvers_own_melds_are_best(seed):
    for number in range(25):  # 100 hands
        trainer = ArrangeTrainer(round=1 + (number % 11), seed=1000 * seed + number, decks=1 + number % 2)
        best = best_arrangement(trainer.hand, trainer.round)
        for meld in best.melds:
            assert trainer.group(meld.cards), trainer.message
        comparison = trainer.compare()
        assert comparison.is_best and comparison.same_as_best and comparison.missed == 0
        assert comparison.explanation.startswith(f"Your arrangement is the best: penalty {best.penalty}.")


def test_a_run_with_a_wild_against_the_best_arrangement():
    trainer = ArrangeTrainer.with_hand("5H 6H KS 7H 9C 9D 8S", round=11)
    trainer.group("5H 6H 7H KS")  # K♠ plays as 8♥; 9♣ 9♦ stay over
    comparison = trainer.compare()
    assert (comparison.penalty, comparison.best_penalty, comparison.is_best) == (26, 8, False)
    assert str(comparison) == ("Your penalty is 26; the best is 8, 18 points fewer. You left 9♣ 9♦ over: with K♠ "
                               "(from your run 5♥–8♥) they make a set of 9s, K♠ playing as 9♠, saving 18 points.")
    assert repr(comparison) == "Comparison(penalty 26, best 8, 18 over the best)"


def test_equal_penalty_with_other_melds_counts_as_best_and_says_so():
    trainer = ArrangeTrainer.with_hand("5H 6H 7H 6S 6D", round=11)
    trainer.group("6H 6S 6D")
    comparison = trainer.compare()
    assert comparison.is_best and comparison.same_as_best and len(comparison.best) == 2
    assert "1 other arrangement is just as good, such as run 5♥–7♥: 5♥ 6♥ 7♥, leaving 6♦ 6♠ over" in str(comparison)

    trainer = ArrangeTrainer.with_hand("5H 6H 7H 8H 9H 10H", round=1)
    trainer.group("5H 6H 7H")
    trainer.group("8H 9H 10H")  # two runs where the solver shows one: just as good
    comparison = trainer.compare()
    assert comparison.is_best and not comparison.same_as_best
    assert str(comparison) == ("Your penalty, 0, is the best there is. Another arrangement is just as good: "
                               "run 5♥–10♥: 5♥ 6♥ 7♥ 8♥ 9♥ 10♥, leaving nothing over.")


def test_a_leftover_wild_that_fits_a_meld():
    trainer = ArrangeTrainer.with_hand("KS KH KD 10C 2S", round=8)  # 10s wild
    trainer.group("KS KH KD")
    text = str(trainer.compare())
    assert "You left 10♣ over: it fits your set of kings, making a set of kings, 10♣ playing as" in text


# --- a session ---------------------------------------------------------------------------------------


def test_a_session_keeps_score_and_grows_the_rounds():
    trainer = ArrangeTrainer(round=3, seed=2)
    for meld in best_arrangement(trainer.hand, 3).melds:
        trainer.group(meld.cards)
    assert trainer.compare().is_best
    trainer.compare()  # a second comparison of one hand does not count again
    assert trainer.score == Score(1, 1, 0)
    trainer.next_hand()
    assert trainer.round == 4 and len(trainer.hand) == 6
    missed = trainer.compare()  # no melds at all
    trainer.next_hand()
    if missed.is_best:
        assert trainer.round == 5
    else:
        assert trainer.round == 4 and trainer.score == Score(2, 1, missed.missed)
    assert str(Score(2, 1, 9)) == "1 of 2 hands at best, 9 points missed"
    assert next_round(11, True) == 11 and next_round(6, False) == 6


# --- the board and the view ----------------------------------------------------------------------------


def ids(board: ArrangeBoard, key: str) -> list[int]:
    return board.table.group(key).ids()


def test_the_board_makes_a_meld_from_clicks_and_drops():
    board = ArrangeBoard(ArrangeTrainer.with_hand("5H 6H KS 8H 9C 9D 2C", round=11))
    # a click moves a card as a drag does (never a tick that leaves it in the hand)
    assert [g.key for g in board.table.groups] == ["hand", "new"] and not board.table.clicks_toggle
    board.click(4)
    board.click(0)
    assert ids(board, "new") == [4, 0] and 4 not in ids(board, "hand") and board.table.selected == frozenset()
    assert board.table.group("new").note == "2 cards chosen: a meld needs 3 or more"
    board.click(4)  # 9♣ back to the hand
    assert ids(board, "new") == [0] and ids(board, "hand")[-1] == 4
    assert board.table.message == "nine of clubs moved to Your hand, place 6"
    for position in (1, 2):
        board.click(position)
    assert board.table.group("new").note == "3 cards chosen, a run 5♥–7♥: press Make a meld"  # K♠ plays as 7♥
    board.table.move(3, "new", 0)  # drag 8♥ to New meld
    assert ids(board, "new") == [3, 0, 1, 2]
    assert board.table.group("new").note == "4 cards chosen, a run 5♥–8♥: press Make a meld"
    assert board.make_meld()
    assert [g.key for g in board.table.groups] == ["hand", "meld-0", "new"] and board.table.selected == frozenset()
    assert board.table.group("new").note == ""
    meld = board.table.group("meld-0")
    assert meld.title == "Meld 1: run 5♥–8♥" and [c.plays_as for c in meld.cards][2] == Card(7, "H")
    assert board.table.group("hand").note == "left over: 20 points"


def test_the_board_refuses_a_drop_that_breaks_a_meld_and_keeps_the_state():
    board = ArrangeBoard(ArrangeTrainer.with_hand("5H 6H 7H 8H 9C 9D 9S", round=11))
    board.trainer.group("5H 6H 7H")
    board.table.set_groups(board._groups())
    before = state(board.trainer)
    board.table.move(4, "meld-0", 0)  # 9♣ onto the run of hearts
    assert state(board.trainer) == before and board.message.startswith("9♣ does not fit your run 5♥–7♥")
    board.table.move(3, "meld-0", 3)  # 8♥ fits
    assert board.trainer.melds[0].label == "run 5♥–8♥"
    board.table.move(0, "hand", 0)  # 5♥ back to the hand, first
    assert ids(board, "hand")[0] == 0 and board.trainer.melds[0].label == "run 6♥–8♥"
    board.table.move(6, "hand", 0)  # reorder the hand
    assert ids(board, "hand")[:2] == [6, 0]
    board.table.select([1])
    assert board.break_up() and board.trainer.melds == ()
    assert not board.break_up() and board.message == "You have no meld to break up: make one first."
    board.trainer.group("9C 9D 9S")
    board.table.set_groups(board._groups())
    board.click(5)  # a click on a card of a meld takes it out, as a drag to the hand does
    assert board.trainer.melds == () and {4, 5, 6} <= set(ids(board, "hand")) and "the rest is no meld" in board.message
    board.trainer.group("9C 9D 9S")
    assert board.break_up() and board.trainer.melds == ()  # nothing selected: the last meld


def test_the_first_hands_hold_a_meld_and_a_hand_with_none_says_so():
    from ttlearn import best_arrangement

    for seed in range(40):
        trainer = ArrangeTrainer(round=1 + seed % 3, seed=seed)
        for _ in range(3):
            assert best_arrangement(trainer.hand, trainer.round).melds, (seed, trainer)
            trainer.next_hand()
    round5 = ArrangeTrainer(round=5, seed=0)  # its plain deal held no meld: 1 of 1 at best for doing nothing
    assert tuple(deal("arrange", 0, 0, 7)) != round5.hand and best_arrangement(round5.hand, 5).melds
    assert not round5.compare().is_best
    bare = ArrangeTrainer.with_hand("2C 5D 9H", round=1)
    assert bare.compare().is_best and bare.message.endswith("so every card is left over (R16).")
    assert "Nothing in this hand melds" not in round5.message


def test_the_view_headless():
    view = arrange_trainer(round=3, seed=12, size=90)
    assert view.table.size == 90 and "Arrange it yourself" in view.heading.value
    for card in ("K♠", "K♥", "5♦"):
        card_id = next(c.id for c in view.board.table.cards if str(c.card) == card)
        view.table.receive({"event": "click", "id": card_id})  # as the browser sends a click
    view.meld_button.click()
    assert "You made a set of kings" in view.message.value
    assert [g["title"] for g in view.table.widget.groups] == ["Your hand", "Meld 1: set of kings", "New meld"]
    view.compare_button.click()
    assert "Your arrangement is the best" in view.message.value and "<svg" in view.best.value
    view.next_button.click()
    assert view.model.round == 4 and "hand 2" in view.heading.value and view.best.value == ""
    data, _ = view._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data and data["text/html"].startswith("<svg")
    assert data["text/plain"].startswith("ArrangeTrainer(round 4, hand 2")


# --- which discard? -------------------------------------------------------------------------------------

from ttlearn import Game, best_discard, go_out, make_player  # noqa: E402
from ttlearn.players import STRONGEST  # noqa: E402
from ttlearn.practice.discard_trainer import DiscardBoard, seeded_position  # noqa: E402
from ttlearn.testing.brute_force import brute_penalty  # noqa: E402  (written from the rules alone)
from ttlearn.widgets import DiscardTrainer, discard_trainer  # noqa: E402


def without(cards, card):
    rest = list(cards)
    rest.remove(card)
    return rest


def test_a_seeded_position_is_a_hand_just_after_a_draw():
    trainer = DiscardTrainer(round=4, seed=3)
    view = trainer.view
    assert len(trainer.hand) == hand_size(4) + 1 and view.phase == "discard" and view.my_turn  # R9
    assert trainer.drawn == trainer.hand[-1] and view.discard_top not in (None,)
    assert view.stock_size == 52 - 2 * hand_size(4) - 2 and view.hand_sizes == (7, 6)
    assert seeded_position(4, 3) == view and DiscardTrainer(round=4, seed=4).hand != trainer.hand
    assert trainer.message == f"Round 4, sixes wild (R5). You drew {trainer.drawn} from the stock. " \
                              "Which card do you discard (R9)?"


@pytest.mark.parametrize("seed", range(3))
def test_every_discard_is_answered_as_the_brute_force_and_the_solver_say(seed):
    rng = random.Random(seed)
    for number in range(20):  # 60 positions, every discard of each
        rules = Rules(aces=rng.choice(["low", "high_or_low"]))
        trainer = DiscardTrainer(round=rng.randint(1, 7), seed=50 * seed + number, rules=rules)
        hand, round = trainer.hand, trainer.round
        brute = {card: brute_penalty(without(hand, card), round, rules.aces_high, prune=True) for card in set(hand)}
        lowest = min(brute.values())
        solver_discard, kept = best_discard(hand, round, rules)
        assert kept.penalty == lowest and solver_discard in trainer.best_discards
        assert set(trainer.best_discards) == {c for c, p in brute.items() if p == lowest}
        assert trainer.penalties() == brute
        for card in sorted(set(hand)):
            answer = trainer.consider(card)
            assert answer.penalty == brute[card] == answer.arrangement.penalty
            assert Counter(answer.arrangement.cards) == Counter(without(hand, card))
            assert answer.best_penalty == lowest and answer.is_best == (brute[card] == lowest)
            assert answer.going_out == go_out(hand, round, rules)
            assert answer.advice.action.card in hand
            text = answer.explanation
            assert text.startswith("Good choice" if answer.is_best else f"Discarding {card} leaves a penalty of")
            assert f"The computer ({STRONGEST}) would " in text
            assert ("You could have gone out instead" in text) == (lowest == 0 and brute[card] > 0)


def test_the_first_answer_counts_and_the_rounds_grow():
    trainer = DiscardTrainer(round=2, seed=5)
    worst = max(trainer.penalties(), key=trainer.penalties().get)
    first = trainer.choose(worst)
    trainer.choose(trainer.best_discards[0])  # a second try does not count
    assert trainer.score == Score(1, int(first.is_best), first.missed) and trainer.chosen == first
    trainer.next_position()
    assert trainer.round == (3 if first.is_best else 2) and trainer.number == 1
    trainer.choose(trainer.best_discards[0])
    trainer.next_position()
    assert trainer.round == (4 if first.is_best else 3) and trainer.score.at_best == 1 + first.is_best
    with pytest.raises(ValueError, match="is not in your hand"):
        trainer.choose(next(c for c in parse_cards("AS AH AD AC 2S") if c not in trainer.hand))


def test_going_out_is_pointed_out():
    trainer = DiscardTrainer.with_hand("4H 5H 6H QS", round=1)
    answer = trainer.choose("4H")
    assert not answer.is_best and answer.going_out[0] == Card(12, "S")
    assert answer.explanation.endswith("You could have gone out instead (R10): discard Q♠ and lay down run 4♥–6♥.")
    assert "With this discard you go out (R10)" in trainer.choose("QS").explanation


def test_a_real_game_position():
    game = Game(["Ann", "Bob"], seed=9)
    with pytest.raises(ValueError, match="no discard to make now"):
        DiscardTrainer.from_game(game)
    taken = game.draw_discard(game.turn)
    trainer = DiscardTrainer.from_game(game)
    assert sorted(trainer.hand) == sorted(game.hands[game.turn]) and trainer.round == 1
    assert trainer.drawn == taken
    assert trainer.message == f"Round 1, threes wild (R5). You took {taken} from the discard pile. " \
                              "Which card do you discard (R9)?"
    player = make_player("lookahead")
    player.start_game(game.turn, trainer.seed * 16)
    assert trainer.advice.action == player.choose_discard(game.view(game.turn)).action


def test_the_discard_board_and_view_headless():
    view = discard_trainer(round=3, seed=1)
    hand = view.board.table.group("hand")
    assert [c.badge for c in hand.cards][-1] == "new" and view.board.table.group("pile").cards
    view.table.receive({"event": "move", "id": 0, "group": "pile", "index": 0})  # drag the first card to the pile
    assert view.board.answer.card == view.model.hand[0] and "You keep" in view.kept.value
    pile, kept = view.board.table.group("pile").cards, view.board.table.group("hand").cards
    assert pile[-1].id == 0 and "your choice" in pile[-1].badge and 0 not in [c.id for c in kept]  # discarded
    assert view.board.table.selected == frozenset()  # no tick: it would read as "right"
    view.table.receive({"event": "click", "id": 1000})  # the pile itself
    assert view.model.message.startswith("That is the discard pile")
    view.next_button.click()
    assert view.board.answer is None and "position 2" in view.heading.value
    data, _ = view._repr_mimebundle_()
    assert data["text/html"].startswith("<svg") and data["text/plain"].startswith("DiscardTrainer(")
    board = DiscardBoard(DiscardTrainer(round=1, seed=0))
    board.table.click(2)
    assert board.answer.card == board.trainer.hand[2]


def test_the_discard_board_marks_your_choice_and_the_best_in_words_and_says_how_the_score_counts():
    board = DiscardBoard(DiscardTrainer(round=2, seed=5))
    trainer = board.trainer
    worst = max(trainer.penalties(), key=trainer.penalties().get)
    assert worst not in trainer.best_discards
    board.choose(trainer.hand.index(worst))
    pile, kept = board.table.group("pile").cards, board.table.group("hand").cards
    assert pile[-1].card == worst and pile[-1].badge.endswith("your choice") and "best" not in pile[-1].badge
    assert {c.card for c in kept if "best" in c.badge} == set(trainer.best_discards)
    assert len(kept) == hand_size(2) and board.table.selected == frozenset()
    best = trainer.best_discards[0]
    board.choose(trainer.hand.index(best))  # another try: it comes instead, but does not count
    pile, kept = board.table.group("pile").cards, board.table.group("hand").cards
    assert pile[-1].card == best and "your choice · best" in pile[-1].badge and worst in [c.card for c in kept]
    assert trainer.message.startswith(f"Not counted: only your first choice in each position counts in the score "
                                      f"(yours was {worst}). Good choice")
    assert trainer.score == Score(1, 0, trainer.chosen.missed)
    board.table.click(trainer.hand.index(best))  # a click on the discard itself changes nothing
    assert board.answer.card == best and trainer.message.startswith(f"{best} is your discard")


def test_the_discard_view_says_the_score_counts_first_choices_and_opens_why_on_request():
    from dataclasses import replace

    from ttlearn.players.player import Reason
    from ttlearn.widgets.discard_trainer import _why

    view = discard_trainer(round=3, seed=1)
    assert "only your first choice in each position counts" in view.heading.value
    view.board.choose(0)
    answer = view.board.answer
    assert _why(replace(answer, advice=replace(answer.advice, why=Reason("", "")))) == ""
    opened = _why(replace(answer, advice=replace(answer.advice, why=Reason("mine", "Q♣ scores 10 & more"))))
    assert opened.startswith("<details") and "<summary>why?</summary>" in opened and "10 &amp; more" in opened
