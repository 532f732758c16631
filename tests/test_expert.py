"""The expert player: it plans with what its seat may know, never with hidden cards.

The hidden-state test: from a seeded game, take a moment when it is the expert's turn,
deal the cards it cannot see (the opponents' unrevealed cards, the stock) again in another
order, replay the round's actions, and check that the expert sees the same `PlayerView`
and makes the same choice. It is run for every expert decision of whole rounds, with two
and with four players (two decks, R2)."""

import ast
import random
from dataclasses import fields
from pathlib import Path
from types import SimpleNamespace

import pytest

from hidden_cards import hidden_differ, twin_tables
from ttlearn.cards import Card, deck
from ttlearn.engine.game import Game
from ttlearn.players import LEVELS, PLAYERS, STRONGEST, BeginnerPlayer, make_player
from ttlearn.players.belief import Belief, sample_table
from ttlearn.players.expert import ExpertPlayer
from ttlearn.simulation import play_game


@pytest.mark.parametrize("players, seed", [(["expert", "lookahead"], 11), (["expert"] + ["greedy"] * 3, 4)])
def test_the_expert_never_reads_hidden_cards(players, seed):
    """The same view, whatever the hidden cards are: the same decision."""
    checked = changed = 0
    for real, other in twin_tables(players, seed, rounds=(1, 5, 9, 11)):
        changed += hidden_differ(real, other)
        assert other.view(0) == real.view(0)
        a, b = ExpertPlayer(), ExpertPlayer()
        a.start_game(0, 99)
        b.start_game(0, 99)
        choose = "choose_draw" if real.phase == "draw" else "choose_discard"
        assert getattr(a, choose)(real.view(0)) == getattr(b, choose)(other.view(0))
        checked += 1
    assert checked > 20 and changed > checked * 0.9  # the hidden cards really were different


def test_the_expert_needs_nothing_but_the_view():
    """A bare object with the view's fields, and nothing else, is enough."""
    game = Game(3, seed=8)
    game.draw_stock(game.turn)
    view = game.view(game.turn)
    bare = SimpleNamespace(**{f.name: getattr(view, f.name) for f in fields(view)})
    bare.last_turn = view.last_turn
    expert = ExpertPlayer()
    expert.start_game(view.seat, 5)
    assert expert.choose_discard(bare) == expert.choose_discard(view)  # type: ignore[arg-type]
    for module in ("expert.py", "belief.py"):
        tree = ast.parse((Path(__file__).parents[1] / "ttlearn" / "players" / module).read_text())
        imported = {(n.module or "").rpartition(".")[2] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert "game" not in imported and "position" not in imported, module


def test_belief_counts_the_unseen_cards_and_what_opponents_hold():
    game = Game.from_position(["4H 5H 9C", "KD KS 2C"], "6H", seed=0)
    game.draw_stock(0)
    game.discard(0, "9C")
    game.draw_discard(1)  # seat 1 takes 9♣: it holds it now
    game.discard(1, "2C")
    belief = Belief.of(game.view(0))
    assert belief.known == {1: (Card.parse('9C'),)} and belief.hidden == {1: 2}
    assert belief.thrown == {1: (Card.parse('2C'),)}
    seen = set(game.hands[0]) | {Card.parse('9C'), Card.parse('2C'), Card.parse('6H')}
    assert len(belief.unseen) == 52 - len(seen) and not seen & set(belief.unseen)
    table = sample_table(belief, random.Random(1))
    assert Card.parse('9C') in table.hands[1] and len(table.hands[1]) == 3
    assert sorted(table.hands[1][1:] + table.stock) == sorted(belief.unseen)


def test_belief_after_a_reshuffle_counts_the_buried_cards_unseen_again():  # H1
    rest = [c for c in deck(1) if str(c) not in ("4♥", "5♥", "9♣", "K♦", "K♠", "2♣", "7♦", "Q♣")]
    game = Game.from_position(["4H 5H 9C", "KD KS 2C"], "7D", stock="QC", set_aside=rest, seed=0)
    game.draw_stock(0)
    game.discard(0, "9C")
    assert Card.parse("7D") not in Belief.of(game.view(0)).unseen  # buried in the pile, seen
    game.draw_stock(1)  # the stock is empty: 7♦, under the top, is shuffled into a new stock and drawn
    game.discard(1, "2C")
    unseen = Belief.of(game.view(0)).unseen
    assert Card.parse("7D") in unseen  # seat 1 holds it now, or it is in the stock: unseen again
    assert not {Card.parse("9C"), Card.parse("2C"), Card.parse("QC")} & set(unseen)
    assert Belief.of(game.view(0)).hidden == {1: 3}


def test_difficulty_levels_name_players():
    assert set(LEVELS) == {"beginner", "easy", "medium", "hard"}
    assert type(make_player("beginner")) is BeginnerPlayer and type(make_player("hard")) is ExpertPlayer
    assert {name: type(make_player(level)) for level, name in LEVELS.items()} == {
        name: type(PLAYERS[name]()) for name in LEVELS.values()}
    assert STRONGEST in PLAYERS


def test_a_beginner_slips_but_a_first_game_can_be_won():
    record = play_game(["beginner", "greedy"], seed=3)
    assert len(record.rounds) == 11
    slips: list[str] = []
    play_game(["beginner", "greedy"], seed=3, on_decision=lambda g, s, d: s == 0 and slips.append(d.reason))
    assert any("slip" in reason for reason in slips) and not all("slip" in reason for reason in slips)


def test_the_expert_explains_with_numbers():
    game = Game(2, seed=21)
    expert = ExpertPlayer()
    expert.start_game(game.turn, 1)
    decision = expert.choose_draw(game.view(game.turn))
    assert any(ch.isdigit() for ch in decision.reason)
    game.play(game.turn, decision.action)
    decision = expert.choose_discard(game.view(game.turn))
    assert decision.reason.startswith(("threw", "went out"))
