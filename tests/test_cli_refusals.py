"""The command line refuses bad input with status 2 and one line, never a traceback, and
Ctrl-C or SIGTERM stops it cleanly: `simulate` keeps the games finished so far."""

import io
import os
import re
import signal
import subprocess
import sys
import threading
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
                              "--workers", "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    deadline = time.monotonic() + 30
    while len(_children(child.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    workers = _children(child.pid)
    # Wait until the progress bar (on stderr, read by a thread) has counted some games.
    seen: list[str] = []
    reader = threading.Thread(target=lambda: seen.extend(iter(lambda: child.stderr.read(64), "")), daemon=True)
    reader.start()
    while not re.search(r"\b[1-9]\d*/5000", "".join(seen)) and time.monotonic() < deadline + 60:
        time.sleep(0.2)
    sent = time.monotonic()
    child.send_signal(signum)
    child.wait(timeout=20)
    assert time.monotonic() - sent < 2.0  # within a second on a quiet machine; CI shares 2 cores
    reader.join(timeout=5)
    out, err = child.stdout.read(), "".join(seen)
    assert child.returncode == status
    assert "Traceback" not in err
    assert "partial results" in out and "games" in out
    finished = int(out.split("Stopped after ")[1].split()[0])
    assert 0 < finished < 5000
    time.sleep(0.3)
    for pid in workers:
        assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().split()[2]


def test_ctrl_c_in_a_terminal_game_ends_without_a_traceback():
    child = subprocess.Popen([sys.executable, "-m", "ttlearn", "play", "greedy", "--seed", "3"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    time.sleep(2)  # the game shows the hand and waits for input
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=10)
    assert child.returncode == 130
    assert "Traceback" not in err and "seed 3" in out
