"""The game engine: legal and illegal moves (R8-R11, H1), events, replay, stepping and files."""

import json

import pytest

from ttlearn.cards import Card, parse_cards
from ttlearn.engine import Action, Game, GameFileError, IllegalMove, Replay
from ttlearn.engine.game_file import checksum
from ttlearn.engine.position import Position
from ttlearn.rules import Rules
from ttlearn.simulation import play_game


def refused(game: Game, call, match: str) -> None:
    """`call` raises IllegalMove with `match` in its reason, and the state is unchanged."""
    before = game.snapshot()
    with pytest.raises(IllegalMove, match=match):
        call()
    assert game.snapshot() == before


def test_deal_follows_the_rules():  # R2, R4-R8
    game = Game(3, seed=5)
    assert game.decks == 2 and game.round == 1
    assert [len(h) for h in game.hands] == [3, 3, 3]
    assert len(game.pile) == 1 and len(game.stock) == 104 - 9 - 1
    assert game.turn == (game.dealer + 1) % 3 and game.phase == "draw"
    assert game.events[0].kind == "deal" and game.events[0].card == game.pile[-1]
    assert Game(3, seed=5).snapshot() == game.snapshot()  # the seed fixes the deal


def test_first_dealer_is_random_and_passes_left():  # R6
    dealers = {Game(4, seed=s).first_dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    record = play_game(["greedy"] * 3, seed=2)
    first = record.rounds[0].dealer
    assert [r.dealer for r in record.rounds] == [(first + k) % 3 for k in range(11)]


def test_not_your_turn():  # R8
    game = Game(2, seed=1)
    other = 1 - game.turn
    refused(game, lambda: game.draw_stock(other), "turn")
    refused(game, lambda: game.draw_stock(7), "no seat 7")


def test_wrong_phase():  # R9
    game = Game(2, seed=1)
    seat = game.turn
    refused(game, lambda: game.discard(seat, game.hands[seat][0]), "draw first")
    refused(game, lambda: game.go_out(seat, game.hands[seat][0]), "draw first")
    game.draw_stock(seat)
    refused(game, lambda: game.draw_stock(seat), "has drawn already")
    refused(game, lambda: game.draw_discard(seat), "has drawn already")


def test_card_not_in_hand():
    game = Game(2, seed=1)
    seat = game.turn
    game.draw_discard(seat)
    missing = next(c for c in parse_cards("AS 2S 3S 4S 5S 6S") if c not in game.hands[seat])
    refused(game, lambda: game.discard(seat, missing), "is not in")
    with pytest.raises(ValueError, match="bad card"):
        game.discard(seat, "XX")


def rigged(hands: list[str], pile: str, stock: str | None = None) -> Game:
    """A round-1 game (threes wild) with chosen cards and seat 0 to draw, to test going out.
    Without `stock` the rest of the deck is the stock; with one, the rest is set aside."""
    if stock is None:
        return Game.from_position(hands, pile, seed=0)
    rest = Position.of(hands, pile, stock).rest(decks=1)
    return Game.from_position(hands, pile, stock, set_aside=rest, seed=0)


def test_a_position_is_checked_like_a_deal():  # R2, R4, R9, R10, R11
    hands = ["4H 5H 9C", "KD KS 2C"]
    with pytest.raises(ValueError, match="seat 1 holds 2 cards: round 1 deals 3"):
        Game.from_position(["4H 5H 9C", "KD KS"], pile="6H")
    with pytest.raises(ValueError, match="seat 0 holds 3 cards.* so 4 after drawing"):
        Game.from_position(hands, pile="6H", phase="discard")
    with pytest.raises(ValueError, match="4♥ more often than the decks hold"):
        Game.from_position(["4H 5H 9C", "KD KS 4H"], pile="6H")
    with pytest.raises(ValueError, match="44 cards placed nowhere"):
        Game.from_position(hands, pile="6H", stock="7C")
    with pytest.raises(ValueError, match="cannot have gone out: 2♣ K♦ K♠"):
        Game.from_position(hands, pile="6H", went_out=1)
    with pytest.raises(ValueError, match="2 hands for 3 players"):
        Game.from_position(hands, pile="6H", names=["Ana", "Ben", "Cy"])
    game = Game.from_position(["4H 5H 6H", "KD KS 2C", "7D 8D 9D"], pile="QC", turn=2, went_out=0, seed=1)
    assert game.decks == 2 and game.dealer == 1 and game.last_turns_left == 1  # only seat 2 is left to play
    assert len(game.stock) == 104 - 9 - 1 and [m.label for m in game.laid_down] == ["run 4♥–6♥"]


def test_a_game_from_a_position_replays_from_it():
    game = rigged(["4H 5H 9C", "KD KS 2C"], pile="6H")
    game.draw_stock(0)
    game.discard(0, game.hands[0][-1])
    assert game.after(0).snapshot() == rigged(["4H 5H 9C", "KD KS 2C"], pile="6H").snapshot()
    assert Replay(game).back().game.phase == "discard" and Replay(game, 0).forward(2).game.snapshot() == game.snapshot()
    with pytest.raises(ValueError, match="cannot be saved"):
        game.to_json()


def test_going_out_only_when_the_rest_is_melds():  # R10
    game = rigged(["4H 5H 9C", "KD KS 2C"], pile="6H")
    game.draw_discard(0)
    refused(game, lambda: game.go_out(0, "4H"), "cannot go out discarding 4♥: 5♥ 6♥ 9♣")
    game.go_out(0, "9C")
    assert game.went_out == 0 and [m.label for m in game.laid_down] == ["run 4♥–6♥"]
    assert [e.kind for e in game.events[-2:]] == ["go out", "last turn"]
    # the other player's last turn (R11): going out again is refused, a discard ends the round
    game.draw_discard(1)
    refused(game, lambda: game.go_out(1, "2C"), "gone out already")
    game.discard(1, "2C")
    result = game.results[0]
    assert result.went_out == 0 and result.final_hands[1] == tuple(parse_cards("9C KD KS"))
    assert result.scores == (0, 29)  # K♦ K♠ 9♣ make no meld in round 1 (R16)
    assert game.round == 2


def test_empty_discard_pile_and_empty_stock():  # R9, H1
    game = rigged(["4H 5H 9C", "KD KS 2C"], pile="", stock="7C")
    refused(game, lambda: game.draw_discard(0), "discard pile is empty")
    game = rigged(["4H 5H 9C", "KD KS 2C"], pile="", stock="")
    refused(game, lambda: game.draw_stock(0), "stock is empty")


def test_reshuffle_when_the_stock_runs_out():  # H1
    game = rigged(["4H 5H 9C", "KD KS 2C"], pile="7C 8C 6H", stock="")
    game.draw_stock(0)
    assert game.events[-2].kind == "reshuffle" and game.pile == [Card(6, "H")]
    assert len(game.stock) == 1 and len(game.hands[0]) == 4


def test_game_over_refuses_moves():  # R4, R17
    game = play_game(["greedy", "greedy"], seed=4).replay()
    assert game.phase == "over" and game.events[-1].kind == "game over"
    refused(game, lambda: game.draw_stock(game.turn), "game is over")


def test_turn_cap_ends_the_round():  # H1
    record = play_game(["random", "random"], seed=3, rules=Rules(turn_cap=6))
    assert all(r.turns <= 6 for r in record.rounds)
    capped = [r for r in record.rounds if r.went_out is None]
    assert capped and all(r.turns == 6 for r in capped)


def test_view_shows_one_hand():
    game = Game(3, seed=2)
    view = game.view(1)
    assert view.hand == tuple(sorted(game.hands[1])) and view.hand_sizes == (3, 3, 3)
    assert view.discard_top == game.pile[-1] and view.stock_size == len(game.stock)
    assert view.wild_rank == 3 and view.phase == "draw" and view.totals == (0, 0, 0)
    assert "hands" not in repr(view)


def test_legal_actions():
    game = rigged(["4H 5H 9C", "KD KS 2C"], pile="6H")
    assert [str(a) for a in game.legal_actions()] == ["draw stock", "draw discard"]
    game.draw_discard(0)
    assert "go out 9♣" in [str(a) for a in game.legal_actions()]
    assert "go out 4♥" not in [str(a) for a in game.legal_actions()]
    assert game.legal_actions(1) == []


def test_events_hide_stock_draws():
    game = Game(2, seed=9)
    game.draw_stock(game.turn)
    assert game.events[-1].kind == "draw" and game.events[-1].card is None
    game.discard(game.turn, game.hands[game.turn][0])
    game.draw_discard(game.turn)
    assert game.events[-1].source == "discard" and game.events[-1].card is not None


def test_replay_and_stepping():
    record = play_game(["greedy", "random", "greedy"], seed=11)
    game = record.replay()
    assert game.totals == record.totals
    replay = Replay(game)
    assert replay.game.snapshot() == game.snapshot()
    start = replay.go_to(0).game
    assert start.snapshot() == Game(3, seed=11).snapshot()
    turns = replay.turn_starts
    middle = replay.go_to(turns[40]).game
    assert middle.phase == "draw" and middle.actions == game.actions[: turns[40]]
    assert replay.forward().game.phase == "discard"
    assert replay.back(2).position == turns[40] - 1
    rounds = replay.round_starts
    assert len(rounds) == 11
    assert [replay.go_to(k).game.round for k in rounds] == list(range(1, 12))
    assert all(replay.go_to(k).game.turns == 0 for k in rounds)


def test_json_round_trip(tmp_path):
    game = play_game(["greedy", "lookahead"], seed=6).replay()
    path = tmp_path / "game.json"
    game.save(str(path))
    assert Game.load(str(path)).snapshot() == game.snapshot()
    unfinished = game.after(25)
    assert Game.from_json(unfinished.to_json()).snapshot() == unfinished.snapshot()


def test_edited_or_corrupt_files_are_refused():
    text = Game.replay(2, 6, ["draw stock"]).to_json()
    data = json.loads(text)
    with pytest.raises(GameFileError, match="not JSON"):
        Game.from_json(text[:-5])
    with pytest.raises(GameFileError, match="checksum"):
        Game.from_json(json.dumps({**data, "seed": 7}))
    with pytest.raises(GameFileError, match="format"):
        Game.from_json("[1, 2]")
    # an edit with a recomputed checksum is caught by the replay
    body = {k: v for k, v in data.items() if k != "checksum"}
    body["actions"] = ["draw stock", "draw stock"]
    with pytest.raises(GameFileError, match="action 1"):
        Game.from_json(json.dumps({**body, "checksum": checksum(body)}))


def test_actions_parse():
    assert Action.parse("discard Q♣") == Action("discard", Card(12, "C"))
    with pytest.raises(ValueError, match="bad action"):
        Action.parse("fold")
    with pytest.raises(ValueError, match="needs a card"):
        Action("discard")
