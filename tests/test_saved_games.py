"""The games shipped for the strategy lab (notebook 6) are the games `simulate` plays: their
seeds are the simulation's, and a sample played again gives the saved totals and winners."""

from __future__ import annotations

import json
import random

import pytest

from ttlearn.simulation import game_seeds, simulate, summarize
from ttlearn.simulation.saved import RUNS, check_sample, runs_path, saved_games


@pytest.mark.parametrize("run", RUNS, ids=lambda r: r.name)
def test_each_run_holds_the_seeds_and_seats_simulate_gives(run):
    games = saved_games(run.name)
    ways = 2 if run.rotate else 1
    assert len(games) == run.games
    assert [g.seed for g in games[::ways]] == game_seeds(run.seed, run.games // ways)
    assert [g.rotation for g in games] == [k for _ in range(run.games // ways) for k in range(ways)]
    assert all(sorted(g.players) == sorted(run.players) for g in games)
    assert summarize(games).games == run.games


def test_a_sample_played_again_is_what_the_file_holds():
    assert check_sample(count=2, seed=2026) == []


def test_the_first_games_are_those_simulate_plays_now():
    records, _ = simulate(["lookahead", "greedy"], games=4, seed=6, workers=1, progress=False)
    saved = saved_games("seats swapped")[:4]
    assert [(r.seed, r.rotation, r.players, r.totals, r.winners) for r in records] == [
        (r.seed, r.rotation, r.players, r.totals, r.winners) for r in saved]


def test_a_changed_total_is_found(monkeypatch):
    from ttlearn.simulation import saved

    data = json.loads(runs_path().read_text(encoding="utf-8"))
    picked = random.Random(0).sample(saved_games("seats fixed"), 1)[0]  # the game check_sample(1, 0) plays first
    row = next(r for r in data["runs"][0]["records"] if r[0] == picked.seed)
    row[3][0] += 1  # its first total, one point more
    monkeypatch.setattr(saved, "_load", lambda: data)
    assert any(f"seats fixed: seed {picked.seed}" in line for line in check_sample(count=1, seed=0))


def test_an_unknown_run_is_refused():
    with pytest.raises(ValueError, match="no saved run 'seats moved'"):
        saved_games("seats moved")
