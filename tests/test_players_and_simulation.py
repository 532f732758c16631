"""Computer players, their explanations, running games, the summary, and the command line."""

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from ttlearn.engine import Action, Game
from ttlearn.players import GreedyPlayer, LookaheadPlayer, RandomPlayer, make_player
from ttlearn.players.computer_seats import play_computers, seat_computers, seat_seed
from ttlearn.rules import Rules
from ttlearn.simulation import (
    head_to_head,
    paired_difference,
    play_game,
    seatings,
    simulate,
    summarize,
    unpaired_difference,
)
from ttlearn.simulation.stats import mean_ci

FAST = Rules(turn_cap=40)  # random players rarely go out: a turn cap keeps their rounds short (H1)


def rigged_view(hand: str, pile: str, phase: str = "draw"):
    """What seat 0 sees in round 1 (threes wild) holding `hand`, with `pile` face up."""
    game = Game.from_position([hand, "2D 7S JC"], pile, phase=phase, seed=0)
    return game.view(0)


def test_greedy_takes_a_discard_that_lowers_its_penalty():
    decision = GreedyPlayer().choose_draw(rigged_view("4H 5H 9C", "6H"))
    assert str(decision.action) == "draw discard" and "lowers my penalty from 18 to 0" in decision.reason
    decision = GreedyPlayer().choose_draw(rigged_view("4H 5H 9C", "KS"))
    assert str(decision.action) == "draw stock" and "K♠ would not lower" in decision.reason


def test_greedy_goes_out_as_soon_as_it_can():  # R10
    decision = GreedyPlayer().choose_discard(rigged_view("4H 5H 6H 9C", "KS", phase="discard"))
    assert str(decision.action) == "go out 9♣" and "run 4♥–6♥" in decision.reason


def test_greedy_explains_its_discard():
    decision = GreedyPlayer().choose_discard(rigged_view("4H 5H QC 9D", "KS", phase="discard"))
    assert str(decision.action) == "discard Q♣"
    assert decision.reason == ("threw Q♣: 10 points and no partner; kept 4♥ 5♥: one card from a run; "
                               "melds: none yet; penalty now 18")


def test_lookahead_counts_the_cards_it_has_not_seen():
    game = Game(2, seed=3)
    view = game.view(game.turn)
    unseen = LookaheadPlayer().unseen(view)
    assert len(unseen) == 52 - 3 - 1  # its own hand and the upcard are seen
    assert view.discard_top not in unseen and not set(view.hand) & set(unseen)


def test_every_player_moves_legally_and_explains():
    for player in ("random", "greedy", "lookahead"):
        seen: list[str] = []
        record = play_game([player, "greedy"], seed=5, on_decision=lambda g, s, d, seen=seen: seen.append(d.reason))
        assert len(record.rounds) == 11 and all(seen)


def test_one_loop_seats_and_plays_the_computers():
    assert seat_seed(3, 2) == 50  # seed * 16 + seat: saved games and notebooks rely on these numbers
    game = Game(3, seed=2)
    computers = seat_computers(game, {1: "greedy", 2: "random"})
    play_computers(game, computers)
    assert game.turn == 0 and game.phase == "draw"  # it stops at the seat it does not hold
    record = play_game(["greedy", "random"], seed=5)
    assert all(isinstance(a, Action) for a in record.actions) and record.replay().totals == record.totals


def test_make_player_checks_names_and_objects():
    assert isinstance(make_player("random"), RandomPlayer)
    with pytest.raises(ValueError, match="unknown player 'clever'"):
        make_player("clever")
    with pytest.raises(TypeError, match="needs a start_game"):
        make_player(object())


def test_summary_and_confidence_intervals():
    records, summary = simulate(["greedy", "random"], 6, seed=1, workers=1, progress=False)
    assert summary.games == 6 and len(records) == 6 and summary.deals == 3 and summary.seatings == 2
    greedy = summary["greedy"]
    assert greedy.mean == pytest.approx(sum(r.totals[r.players.index("greedy")] for r in records) / 6)
    assert sum(s.win_rate for s in summary.strategies) == pytest.approx(1)
    diff, ci = head_to_head(records, "greedy", "random")
    assert diff == pytest.approx(greedy.mean - summary["random"].mean) and ci > 0
    assert summary.difference("greedy", "random").mean == diff == -summary.difference("random", "greedy").mean
    assert mean_ci([2, 2, 2]) == (2, 0)
    assert summarize(records) == summary


def test_each_deal_is_played_from_every_seat():
    records, _ = simulate(["greedy", "random"], 5, seed=3, workers=1, progress=False)
    assert len(records) == 6  # rounded up to whole deals: 3 deals, 2 seatings each
    for first, second in zip(records[::2], records[1::2]):
        assert first.seed == second.seed and (first.rotation, second.rotation) == (0, 1)
        assert first.players == ("greedy", "random") and second.players == ("random", "greedy")
    assert seatings(["greedy", "greedy", "random"]) == 3 and seatings(["greedy"] * 4) == 1
    assert seatings(["expert", "greedy"] * 2) == 2
    fixed, _ = simulate(["greedy", "random"], 3, seed=3, workers=1, progress=False, rotate=False)
    assert [r.players for r in fixed] == [("greedy", "random")] * 3 and len({r.seed for r in fixed}) == 3


def test_one_row_per_player_and_per_strategy():
    records, summary = simulate(["greedy", "greedy", "random"], 6, seed=2, rules=FAST, workers=1, progress=False)
    first, second, third = summary.players
    assert (first.player, first.name, third.name) == (1, "greedy", "random")
    # Two greedy seats no longer merge into one row that won every game:
    assert first.win_rate + second.win_rate + third.win_rate == pytest.approx(1)
    assert summary["greedy"].win_rate == pytest.approx((first.win_rate + second.win_rate) / 2)  # per seat
    assert summary["greedy"].seats == 12 and summary["random"].seats == 6
    text = str(summary)
    assert "1 greedy" in text and "2 greedy" in text and "greedy, per seat (2 seats)" in text
    assert "greedy - random:" in text and "paired by seed" in text


def test_intervals_stay_in_the_possible_range():
    _, summary = simulate(["greedy", "random"], 4, seed=1, workers=1, progress=False)
    for row in summary.players + summary.strategies:
        assert 0 <= row.low <= row.mean <= row.high  # totals are never negative (R16)
        assert 0 <= row.win_low <= row.win_rate <= row.win_high <= 1
    assert summary["greedy"].win_high == 1 and summary["greedy"].win_low < 1  # 4 wins of 4 is not a sure 100%


def test_pairing_by_deal_narrows_the_interval():
    records, summary = simulate(["greedy", "beginner"], 40, seed=5, workers=1, progress=False)
    paired = paired_difference(records, "greedy", "beginner")
    unpaired = unpaired_difference(records, "greedy", "beginner")
    assert paired.mean == pytest.approx(unpaired.mean)
    assert paired.ci < unpaired.ci
    assert paired.interval.n == 20  # the deals are the independent units, not the 40 games


def test_simulate_runs_in_one_process_where_there_are_none(monkeypatch):
    import multiprocessing

    monkeypatch.setattr(sys, "platform", "emscripten")  # Pyodide (JupyterLite)

    def no_processes(*args, **kwargs):
        raise AssertionError("Pyodide cannot start processes")

    monkeypatch.setattr(multiprocessing, "Pool", no_processes)
    records, summary = simulate(["greedy", "random"], 4, seed=1, progress=False)
    assert len(records) == 4 and summary.deals == 2


@pytest.mark.slow
def test_simulate_is_the_same_on_one_core_on_all_cores_and_on_any_executor():
    one, _ = simulate(["greedy", "greedy", "random"], 12, seed=4, rules=FAST, workers=1, progress=False)
    pool, _ = simulate(["greedy", "greedy", "random"], 12, seed=4, rules=FAST, workers=2, progress=False)
    with ThreadPoolExecutor(2) as executor:
        threads, _ = simulate(["greedy", "greedy", "random"], 12, seed=4, rules=FAST, executor=executor, progress=False)
    assert one == pool == threads


@pytest.mark.slow
def test_simulate_on_a_local_dask_cluster():
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        records, summary = simulate(["greedy", "random"], 6, seed=2, rules=FAST, executor=client.get_executor(),
                                    progress=False)
    assert records == simulate(["greedy", "random"], 6, seed=2, rules=FAST, workers=1, progress=False)[0]
    assert summary.games == 6


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ttlearn", *args], input=stdin, capture_output=True,
                          text=True, encoding="utf-8", timeout=120)


def test_cli_play_explains_bad_input_and_gives_hints():
    out = run_cli("play", "--seed", "3", "greedy", stdin="x\nh\ns\nZZ\nAS\nout 5D\nq\n").stdout
    assert "Your hand: 5♦ 9♦ J♥" in out and "wild" in out
    assert "'x' is not a draw" in out
    assert "hint: Draw from the stock: K♦ would not lower your penalty of 24" in out  # advice, in plain words
    assert "bad card 'ZZ'" in out
    assert "not allowed: A♠ is not in your hand" in out
    assert "cannot go out discarding 5♦" in out
    assert "Stopped. Replay this game with seed 3." in out


def test_cli_play_a_whole_game_on_hints():
    out = run_cli("play", "--seed", "4", "greedy", stdin="a\n" * 2000).stdout
    assert "Round 11 scores" in out and "Game over" in out


def test_cli_simulate():
    result = run_cli("simulate", "greedy", "random", "--games", "4", "--workers", "1")
    assert result.returncode == 0, result.stderr
    assert "4 games: 2 seeds" in result.stdout and "greedy - random:" in result.stdout
    assert run_cli("simulate", "clever", "--games", "2").returncode == 2


def test_every_registered_player_is_exported_named_and_offered():
    # One register (players/by_name.py): each class in it is a public name of ttlearn and
    # ttlearn.players, makes a player by its name, and is offered at the play table.
    import ttlearn
    import ttlearn.players
    from ttlearn.players import LEVELS, MEANINGS, PLAYERS
    from ttlearn.practice.opponents import known_opponents

    for name, make in PLAYERS.items():
        cls = make().__class__
        assert cls.__name__ in ttlearn.__all__ and getattr(ttlearn, cls.__name__) is cls, name
        assert cls.__name__ in ttlearn.players.__all__, name
        assert type(make_player(name)) is cls and name in known_opponents()
    assert set(LEVELS.values()) <= set(PLAYERS) and set(MEANINGS) <= set(PLAYERS) | set(LEVELS)
