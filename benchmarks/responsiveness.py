"""How quickly does ttlearn answer where someone waits? The speed goals of
`benchmarks/speed_goals.py` that are not a click or a notebook, each the median of several
runs, as a share of its goal and as a ratio to a baseline of the same kind timed in the same
process (so a busy machine moves the ratio less than the time):

    python benchmarks/responsiveness.py [--repeat 7]

- an exercise's answer of any size judged (the slowest of the refusals' huge answers: 5,000
  digits, 1e100000000, ...), against a plain right answer;
- a corrupt saved game refused (the slowest of tests/corrupt_games/, a file of 5 MB and a
  list of a quarter of a million actions), against loading a good saved game;
- the hand explorer's worst hand (13 spades and an ace, round 11, two decks, solver memo
  emptied), against a hand of 10 random cards;
- Ctrl-C and SIGTERM stopping `ttlearn simulate` on two worker processes (from the signal to
  the command's exit, its partial summary written), against a Python process that only sleeps;
- a kernel's interrupt (Jupyter's stop button) stopping `simulate` on a pool in a notebook
  cell, against the interrupt of a cell that only sleeps.

The tests bound each of these only at ten times its goal (`hang_bound`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from speed_goals import (
    ANSWER_JUDGED,
    GAME_FILE_REFUSED,
    STOP_ON_SIGNAL,
    WORST_HAND_ANALYSED,
)

from ttlearn import Game, GameFileError, deck
from ttlearn.engine.game_file import MAX_FILE_CHARS, checksum
from ttlearn.solver.group_search import clear_memo
from ttlearn.teach.exercises import check
from ttlearn.widgets import HandExplorer

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
HUGE_ANSWERS = ["1e100000000", "9" * 5000, "1/" + "7" * 5000, "-1e-99999", 10**5000, "1e400", "12" * 60, "nan"]
SIMULATE = [sys.executable, "-m", "ttlearn", "simulate", "greedy", "greedy", "--games", "5000", "--workers", "2"]
SLEEPER = [sys.executable, "-c", "import sys, time; print('1/1', file=sys.stderr, flush=True); time.sleep(60)"]


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def report(what: str, seconds: float, goal: float, baseline: str, base_seconds: float) -> None:
    print(f"{what}: median {seconds * 1e3:.2f} ms = {seconds / goal:.1%} of the goal of {goal * 1e3:g} ms; "
          f"{seconds / base_seconds:.1f}x {baseline} ({base_seconds * 1e3:.2f} ms)")


def answers(repeat: int) -> None:
    worst = max(median_seconds(lambda a=answer: check("deals-two-decks", a), repeat) for answer in HUGE_ANSWERS)
    plain = median_seconds(lambda: check("deals-two-decks", "22100"), repeat)
    report("an exercise's answer judged (the slowest huge one)", worst, ANSWER_JUDGED, "a plain answer", plain)


def refused(load: Callable[[], object]) -> None:
    try:
        load()
    except GameFileError:
        return
    raise AssertionError("a corrupt game was loaded")


def game_files(repeat: int, folder: Path) -> None:
    game = Game(2, seed=6)
    for _ in range(3):
        game.draw_stock(game.turn)
        game.discard(game.turn, game.hands[game.turn][0])
    good = folder / "good.json"
    good.write_text(game.to_json(), encoding="utf-8")
    huge = folder / "huge.json"
    huge.write_text('{"format": "ttlearn-game", "actions": [' + '"draw stock", ' * 400_000 + '"x"]}')
    body = {k: v for k, v in json.loads(game.to_json()).items() if k != "checksum"}
    body["actions"] = ["draw stock"] * (MAX_FILE_CHARS // 20)
    replayed = json.dumps({**body, "checksum": checksum(body)})
    loads: list[Callable[[], object]] = [lambda p=p: Game.load(str(p))  # type: ignore[misc]
                                         for p in sorted((ROOT / "tests" / "corrupt_games").glob("*.json"))]
    loads += [lambda: Game.load(str(huge)), lambda: Game.from_json(replayed)]
    worst = max(median_seconds(lambda load=load: refused(load), repeat) for load in loads)
    base = median_seconds(lambda: Game.load(str(good)), repeat)
    report(f"a corrupt saved game refused (the slowest of {len(loads)})", worst, GAME_FILE_REFUSED,
           "loading a good one", base)


def explored(text: str) -> None:
    clear_memo()
    explorer = HandExplorer("", round=11, decks=2)
    explorer.set_text(text)
    assert explorer.analysis.alternatives


def worst_hand(repeat: int) -> None:
    import random

    worst = median_seconds(lambda: explored("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH"), repeat)
    plain = " ".join(str(c) for c in random.Random(7).sample(deck(2), 10))
    base = median_seconds(lambda: explored(plain), repeat)
    report("the hand explorer's worst hand analysed", worst, WORST_HAND_ANALYSED, "a hand of 10 random cards", base)


def seconds_to_stop(command: list[str], signum: int) -> float:
    """Start `command`, wait until it has written a count of games done (the progress bar),
    send `signum`, and time its exit."""
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV)
    seen = threading.Event()

    def watch() -> None:
        text = ""
        # os.read returns what has come; a file's read(n) would wait for n characters
        for chunk in iter(lambda: os.read(child.stderr.fileno(), 4096), b""):  # type: ignore[union-attr]
            text += chunk.decode(errors="replace")
            if re.search(r"\b[1-9]\d*/\d+", text):
                seen.set()

    threading.Thread(target=watch, daemon=True).start()
    if not seen.wait(120):
        child.kill()
        raise RuntimeError(f"{command[2:5]} counted no game in two minutes")
    sent = time.perf_counter()
    child.send_signal(signum)
    child.wait(60)
    return time.perf_counter() - sent


def signals(repeat: int) -> None:
    for signum in (signal.SIGINT, signal.SIGTERM):
        name = signal.Signals(signum).name
        stop = statistics.median(seconds_to_stop(SIMULATE, signum) for _ in range(repeat))
        base = statistics.median(seconds_to_stop(SLEEPER, signum) for _ in range(repeat))
        report(f"{name} stopping `ttlearn simulate` on two processes", stop, STOP_ON_SIGNAL,
               "a Python process that sleeps", base)


KERNEL_CELLS = {
    "simulate on a pool": "from ttlearn import simulate\nfrom ttlearn.simulation import SimulationStopped\n"
                          "try:\n    simulate(['greedy', 'greedy'], games=5000, workers=2, progress=False)\n"
                          "except SimulationStopped as stop:\n    print('stopped with', len(stop.records), 'games')",
    "a cell that sleeps": "import time\ntry:\n    time.sleep(60)\nexcept KeyboardInterrupt:\n    print('stopped with')",
}


def kernel_interrupts(repeat: int) -> None:
    from jupyter_client import KernelManager

    manager = KernelManager(kernel_name="python3")
    manager.start_kernel(env=ENV)
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        medians = {}
        for what, cell in KERNEL_CELLS.items():
            times = []
            for _ in range(repeat):
                client.execute(cell)
                time.sleep(2)  # the work under way (the pool's workers started, games played)
                sent = time.perf_counter()
                manager.interrupt_kernel()
                output = ""
                while "stopped with" not in output:
                    message = client.get_iopub_msg(timeout=60)
                    output += message["content"].get("text", "")
                times.append(time.perf_counter() - sent)
                while client.get_shell_msg(timeout=60)["msg_type"] != "execute_reply":
                    pass
            medians[what] = statistics.median(times)
        report("a kernel's interrupt stopping `simulate` on a pool", medians["simulate on a pool"], STOP_ON_SIGNAL,
               "the interrupt of a cell that sleeps", medians["a cell that sleeps"])
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs of each measure (median; 3 for the signals)")
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error(f"bad --repeat {args.repeat}: a whole number of 1 or more")
    answers(args.repeat)
    with tempfile.TemporaryDirectory() as folder:
        game_files(args.repeat, Path(folder))
    worst_hand(args.repeat)
    slow = min(args.repeat, 3)  # seconds each: a process started, games played, then stopped
    signals(slow)
    kernel_interrupts(slow)


if __name__ == "__main__":
    main()
