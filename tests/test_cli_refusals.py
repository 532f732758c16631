"""The command line refuses bad input with status 2 and one line, never a traceback, and
Ctrl-C or SIGTERM stops it cleanly: `simulate` keeps the games finished so far."""

import io
import os
import re
import signal
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopping import OutputReader, stop_with, wait_until_reading_input
from ttlearn.cli import main

ROOT = Path(__file__).parents[1]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as stop:
            status = stop.code
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("argv, says", [
    (["solve", "--round", "11", ""], "no cards"),
    (["solve", "--round", "11", "   "], "no cards"),
    (["solve", "--round", "11", "5H", "6H", "KS"], "put the cards in quotes"),
    (["solve", "--round", "12", "5H 6H KS"], "round"),
    (["solve", "--round", "x", "5H"], "invalid int"),
    (["solve", "--round", "1", "\u212aS 2C 3D"], "bad card"),
    (["solve", "--round", "1", "7H " + "Q" * 100_000], "characters"),
    (["solve", "--round", "1", "7H 7H 7H 7H"], "impossible"),
    (["solve", "--round", "1", "7H 8H 9H", "--wild-penalty", "-1"], "wild penalty"),
    (["simulate", "greedy", "greedy", "--games", "0"], "games"),
    (["simulate", "greedy", "greedy", "--workers", "0"], "workers"),
    (["simulate", "greedy", "--games", "3"], "players"),
    (["simulate", "nobody", "greedy", "--games", "3"], "nobody"),
    (["play", "nobody"], "nobody"),
    (["frobnicate"], "invalid choice"),
    ([], "required"),
])
def test_bad_input_gets_status_2_and_one_line(argv, says):
    status, out, err = run(argv)
    assert status == 2
    assert out == ""  # in particular no progress bar before the error
    lines = err.strip().splitlines()
    assert len(lines) == 1 and says in lines[0] and len(lines[0]) < 300, err


WORDS = st.sampled_from(["solve", "rules", "--round", "11", "0", "x", "5H 6H 7H", "KS", "", "--json", "--aces",
                         "high", "low", "--wild-penalty", "-1", "25", "\u212aS", "7H 7H 7H 7H", "--seed", "-h0"])


@given(st.lists(WORDS, max_size=6))
@settings(max_examples=300, deadline=None)
def test_any_solve_command_line_answers_or_refuses_in_one_line(argv):
    status, out, err = run(argv)
    assert status in (0, 2), (argv, status)
    assert "Traceback" not in err
    if status == 2:
        assert len(err.strip().splitlines()) == 1, (argv, err)


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(c) for c in path.read_text().split()] if path.exists() else []


@pytest.mark.parametrize("signum, status", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_stops_simulate_at_once_with_a_partial_summary(signum, status):
    child = subprocess.Popen([sys.executable, "-m", "ttlearn", "simulate", "greedy", "greedy", "--games", "5000",
                              "--workers", "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    progress = OutputReader(child.stderr)  # the progress bar
    progress.wait_until(lambda text: re.search(r"\b[1-9]\d*/5000", text), "the progress bar to count a game")
    workers = _children(child.pid)
    assert len(workers) >= 2
    stop_with(child, signum)
    progress.read_rest()
    out, err = child.stdout.read().decode(), progress.text
    assert child.returncode == status
    assert "Traceback" not in err
    assert "partial results" in out and "games" in out
    finished = int(out.split("Stopped after ")[1].split()[0])
    assert 0 < finished < 5000
    for pid in workers:  # terminated and reaped by the command before it exited
        assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().split()[2]


def test_ctrl_c_in_a_terminal_game_ends_without_a_traceback():
    child = subprocess.Popen([sys.executable, "-m", "ttlearn", "play", "greedy", "--seed", "3"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    shown = OutputReader(child.stdout)
    shown.wait_until(lambda text: "draw> " in text, "the game to ask for a draw")  # input() flushes its prompt
    wait_until_reading_input(child)  # as someone at the keyboard sees it: the game waits for a key
    stop_with(child, signal.SIGINT)
    shown.read_rest()
    assert child.returncode == 130
    assert "Traceback" not in child.stderr.read().decode() and "seed 3" in shown.text
