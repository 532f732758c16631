"""Invariants over many simulated games of 2 to 8 players, both ace rules (R2-R17, H1, V1):
cards are conserved, hand sizes match the round, every score is the best arrangement's
penalty of the final hand, whoever went out scores 0, and a seed reproduces its game."""

import os
import random
from collections import Counter
from functools import lru_cache

import pytest

from ttlearn.cards import deck
from ttlearn.rules import Rules, hand_size
from ttlearn.simulation import play_game
from ttlearn.solver import best_penalty

LOW, HIGH = Rules(), Rules(aces="high_or_low")
# A turn cap keeps the random players' rounds short (H1) and tests the cap at the same time.
CAPPED_LOW, CAPPED_HIGH = Rules(turn_cap=40), Rules(aces="high_or_low", turn_cap=40)
# About 240 games (2,600 rounds) by default; TTLEARN_GAMES_SCALE=10 checks ten times as many.
SCALE = int(os.environ.get("TTLEARN_GAMES_SCALE", "1"))


@lru_cache
def full_decks(decks: int, jokers: int = 0) -> Counter:
    return Counter(deck(decks, jokers))


def check_table(game, seat, decision) -> None:
    """Called before every action: every card is somewhere, once (R2, R7), and the hands
    have the round's size (R4): one more for a player who has drawn (R9)."""
    held = Counter(game.stock) + Counter(game.pile)
    for hand in game.hands:
        held.update(hand)
    assert held == full_decks(game.decks, game.rules.jokers)
    for k, hand in enumerate(game.hands):
        extra = 1 if (k == game.turn and game.phase == "discard") else 0
        assert len(hand) == hand_size(game.round) + extra
    assert decision.action.kind.startswith("draw") == (game.phase == "draw")
    assert decision.reason  # every choice comes with its sentence


def check_record(record, rules) -> None:
    assert [r.number for r in record.rounds] == list(range(1, 12))
    for result in record.rounds:
        for seat, hand in enumerate(result.final_hands):
            assert len(hand) == hand_size(result.number)
            penalty = best_penalty(hand, result.number, rules)
            assert result.arrangements[seat].penalty == penalty  # R16, H2
            if seat == result.went_out:
                assert result.scores[seat] == 0 and penalty == 0  # R10, R16
            else:
                assert result.scores[seat] == penalty
        if result.went_out is None:
            assert result.turns == rules.turn_cap  # H1
    assert record.totals == tuple(sum(r.scores[k] for r in record.rounds) for k in range(len(record.players)))
    assert set(record.winners) == {k for k, t in enumerate(record.totals) if t == min(record.totals)}  # R17


TABLES = [
    (["greedy", "greedy"], LOW, 60), (["greedy", "random"], CAPPED_HIGH, 40),
    (["greedy"] * 3, HIGH, 40), (["greedy", "random", "greedy", "greedy"], CAPPED_LOW, 30),
    (["greedy"] * 4, HIGH, 30), (["greedy"] * 5, LOW, 15), (["random", "greedy"] * 3, CAPPED_HIGH, 12),
    (["greedy"] * 7, HIGH, 8), (["greedy"] * 8, LOW, 8), (["lookahead", "greedy"], HIGH, 4),
]


@pytest.mark.slow
@pytest.mark.parametrize("players, rules, games", TABLES, ids=lambda x: str(x)[:30])
def test_invariants(players, rules, games):
    checked = 0
    for seed in range(games * SCALE):
        record = play_game(players, seed=1000 + seed, rules=rules, on_decision=check_table)
        check_record(record, rules)
        checked += 1
    assert checked == games * SCALE


@pytest.mark.slow
@pytest.mark.parametrize("players", [["greedy", "random"], ["lookahead"] * 3, ["random"] * 8])
def test_a_seed_reproduces_its_game(players):
    rules = CAPPED_LOW
    first = play_game(players, seed=77, rules=rules)
    assert play_game(players, seed=77, rules=rules) == first
    assert first.replay().totals == first.totals
    assert play_game(players, seed=78, rules=rules) != first


def random_house_rules(seed: int) -> Rules:
    """A random option set of the house rules, with a turn cap to keep rounds short."""
    rng = random.Random(seed)
    return Rules(aces=rng.choice(["low", "high_or_low"]), wild_penalty=rng.choice([None, 25]),
                 turn_cap=rng.choice([30, 60]), jokers=rng.choice([0, 1, 2]),
                 joker_penalty=rng.choice([20, 25]), all_wild_melds=rng.choice([True, False]),
                 wild_share=rng.choice(["any", "half"]), face_cards=rng.choice([10, "rank"]),
                 ace_penalty=rng.choice([None, 15]), upcard=rng.choice([True, False]))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(12 * SCALE))
def test_invariants_under_random_house_rules(seed):
    """Jokers dealt and played, no upcard, other points and meld limits: the same invariants."""
    rules = random_house_rules(seed)
    players = [["greedy", "greedy"], ["greedy", "random", "greedy"], ["random", "greedy"]][seed % 3]
    record = play_game(players, seed=2000 + seed, rules=rules, on_decision=check_table)
    check_record(record, rules)
    assert record.rules == rules


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4 * SCALE))
def test_invariants_under_random_house_rules_with_the_lookahead_player(seed):
    """The lookahead player weighs draws with the solver under the table's rules (jokers, the
    meld limits, other points): its games keep the same invariants (about 10 s a game)."""
    rules = random_house_rules(100 + seed)
    players = ["lookahead", "greedy"] if seed % 2 == 0 else ["greedy", "lookahead"]
    record = play_game(players, seed=3000 + seed, rules=rules, on_decision=check_table)
    check_record(record, rules)
    assert record.rules == rules
