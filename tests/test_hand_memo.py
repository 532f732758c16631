"""The memo of solved hands (`ttlearn.solver.HAND_MEMO`) answers as the solver does, whatever
is asked first and in whatever order the cards come; it stays within its cap, forgetting
the hand asked about longest ago; it holds plain data; and the discard trainer's first
choice searches each value of a hand once."""

import copy
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver_checks import deals
from ttlearn import Rules, parse_cards
from ttlearn.cards import without
from ttlearn.players import make_player
from ttlearn.practice.discard_trainer import DiscardTrainer
from ttlearn.simulation import play_game
from ttlearn.solver import (
    HAND_MEMO,
    SolvedHand,
    best_arrangement,
    best_discard,
    best_discard_penalty,
    best_penalty,
    discard_penalties,
    go_out,
    hand_memo,
)
from ttlearn.solver.hand_memo import HandMemo

QUESTIONS = {"penalty": best_penalty, "arrangement": best_arrangement, "discard": best_discard,
             "discard_penalty": best_discard_penalty, "discard_penalties": discard_penalties, "go_out": go_out}


@given(deals(min_size=2, max_size=12), st.permutations(sorted(QUESTIONS)), st.randoms(use_true_random=False))
@settings(max_examples=150, deadline=None)
def test_the_memo_answers_as_the_solver_in_any_order(deal, questions, rng):  # R9, R10, R16
    hand, round, rules = deal
    memo = HandMemo()
    for question in questions:
        shuffled = rng.sample(hand, len(hand))  # the order of the cards changes nothing
        assert getattr(memo, question)(shuffled, round, rules) == QUESTIONS[question](hand, round, rules), question
    for card in set(hand):  # the penalties it was told, of the hands kept
        assert memo.penalty(without(hand, card), round, rules) == best_penalty(without(hand, card), round, rules)


@pytest.mark.parametrize("text, rules", [
    ("3H 4H 5S 5D QC AS", Rules(aces="high_or_low", face_cards="rank", ace_penalty=5)),
    ("3H 4H 5S 5D QC AS JK", Rules(jokers=2)),
    ("3H 4H 5S 5D QC AS JK", Rules(jokers=1, wild_share="half")),
])
def test_rounds_and_rules_are_kept_apart(text, rules):  # R5, R16, V1, house rules
    """The same cards in another round or under other rules are another hand."""
    hand = parse_cards(text, jokers=True)
    others = [rules] if rules.jokers else [rules, Rules()]
    memo = HandMemo()
    for round in (1, 3, 1):
        for asked in others + others:
            assert memo.discard_penalties(hand, round, asked) == discard_penalties(hand, round, asked)
            assert memo.discard(hand, round, asked) == best_discard(hand, round, asked)
            assert memo.penalty(hand, round, asked) == best_penalty(hand, round, asked)


def test_the_cap_forgets_the_hand_asked_about_longest_ago():
    memo = HandMemo(most=3)
    hands = [parse_cards(text) for text in ("2C 9D", "3C 9D", "4C 9D", "5C 9D")]
    for hand in hands[:3]:
        memo.penalty(hand, 11)
    memo.penalty(hands[0], 11)  # asked again: now the latest
    memo.penalty(hands[3], 11)  # the memo is full: 3C 9D goes
    assert len(memo) == 3
    assert [memo._key(h, 11, None) in memo._hands for h in hands] == [True, False, True, True]
    memo.clear()
    assert len(memo) == 0 and repr(memo) == "HandMemo(0 hands of at most 3)"


def test_the_memo_holds_plain_data():
    memo = HandMemo()
    hand = parse_cards("4H 5H 6H QS 9C")
    answers = (memo.arrangement(hand, 1), memo.discard(hand, 1), memo.discard_penalties(hand, 1), memo.go_out(hand, 1))
    for copied in (copy.deepcopy(memo), pickle.loads(pickle.dumps(memo))):
        assert (copied.arrangement(hand, 1), copied.discard(hand, 1), copied.discard_penalties(hand, 1),
                copied.go_out(hand, 1)) == answers
    given = memo.discard_penalties(hand, 1)
    given.clear()  # a copy: the memo's own answer stays
    assert memo.discard_penalties(hand, 1) == answers[2]


def test_players_that_have_played_copy_whole():
    """Nothing compiled in a player: what it remembers is the memo's, and plain."""
    players = [make_player(name) for name in ("expert", "lookahead", "beginner", "greedy")]
    record = play_game(players, seed=3)
    for player in players:
        assert repr(copy.deepcopy(player)) == repr(player)
    assert play_game(players, seed=3).totals == record.totals  # the memo full: the same game


class _Counted(SolvedHand):
    """A `SolvedHand` that counts the hands it is made for."""

    made: list[tuple[object, ...]] = []

    def __init__(self, cards, round, rules=None, *args, **kwargs):
        super().__init__(cards, round, rules, *args, **kwargs)
        _Counted.made.append(tuple(sorted(self.cards)))


@pytest.mark.parametrize("round, seed", [(1, 0), (5, 0), (11, 0), (11, 2)])
def test_the_discard_trainer_searches_each_value_once(monkeypatch, round, seed):
    """The first choice of a position: the learner's answer, the penalty of every discard and
    the computer's advice share the hand's values. The position's hand is solved once; the
    hand kept at most twice (its arrangement, and its own best discard for the outlook of a
    draw); no hand for the same question twice (benchmarks/solves_per_click.py counts them)."""
    monkeypatch.setattr(hand_memo, "SolvedHand", _Counted)
    _Counted.made = []
    HAND_MEMO.clear()
    trainer = DiscardTrainer(round=round, seed=seed)
    card = random.Random(seed).choice(trainer.hand)
    trainer.choose(card)
    made = _Counted.made
    assert made.count(tuple(sorted(trainer.hand))) == 1
    assert made.count(tuple(sorted(without(trainer.hand, card)))) <= 2
    assert max(made.count(hand) for hand in made) <= 2
