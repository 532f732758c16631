"""The turn cap (H1) and the last turns (R11): a player who goes out just before the cap
still gives every other player their last turn, and a round the cap ends says so."""

from ttlearn import Rules, play_game


def test_a_go_out_at_the_cap_still_gives_the_others_their_last_turns():
    # Two random players: in this game someone goes out on the 400th turn of a round.
    record = play_game(["random", "random"], seed=182)
    game = record.replay()
    late = [r for r in game.results if r.went_out is not None and r.turns > game.rules.turn_cap - 2]
    assert late, "the seed no longer reaches the cap; pick another"
    for result in late:
        events = [e for e in game.events if e.round == result.number]
        out = next(k for k, e in enumerate(events) if e.kind == "go out")
        after = events[out + 1:]
        last_turns = [e.seat for e in after if e.kind == "last turn"]
        assert last_turns == [s for s in range(game.players) if s != result.went_out]  # R11
        assert [e.kind for e in after][-1] == "round score"


def test_a_round_ended_by_the_cap_says_so():
    record = play_game(["random", "random"], seed=3, rules=Rules(turn_cap=6))
    game = record.replay()
    capped = [r for r in game.results if r.went_out is None]
    assert capped and all(r.turns == 6 for r in capped)
    texts = [e.text for e in game.events if e.kind == "round score" and e.round == capped[0].number]
    assert "the turn cap of 6 ended the round, H1" in texts[0]
