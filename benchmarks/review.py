"""Does the review measure skill? Two-player games of each player against the same opponent
(greedy), each game reviewed for the player's seat (`ttlearn.review_game`):

1. the mean accuracy of each player (it should rank random < beginner < greedy < lookahead),
   with the expert's, which plays by the review's measure (and the hint advises by it), so it
   loses nothing by it: 100%, a check that the three share one measure;
2. the correlation, over all games, between the points the review finds lost and the
   player's final total;
3. the spread of the losses (the quantiles the labels' thresholds were read from);
4. the time to review one 11-round game, compiled and in pure Python, on one core; and in
   Pyodide under Node, as JupyterLite runs it (when `make lite` has fetched Pyodide).

    python benchmarks/review.py [--games 200] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from ttlearn.review import review_game
from ttlearn.runtime.parallel import run_all
from ttlearn.runtime.progress import progress_bar
from ttlearn.simulation import play_game

PLAYERS = ("random", "beginner", "greedy", "lookahead", "expert")
OPPONENT = "greedy"


def reviewed(task: tuple[str, int]) -> tuple[str, float, float, int, list[float]]:
    """One game of `player` (seat 0) against the opponent, reviewed: the player, its accuracy,
    points lost, final total, and every decision's loss."""
    player, seed = task
    record = play_game([player, OPPONENT], seed)
    review = review_game(record, seat=0, progress=False)
    tally = review.tally
    return player, tally.accuracy, tally.points_lost, record.totals[0], [d.loss for d in review.decisions]


ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "lite" / "node_modules" / "pyodide" / "pyodide.mjs"
# One game reviewed three times in a fresh process, by the measure and by its baseline, the
# outlook alone (no feeding risk: the review's measure before it became the expert's whole
# one), each median printed. The memo of solved hands is emptied before each review, so that
# none finds the hands of the one before (nor of the game).
TIMED = ("import time; from ttlearn import play_game; from ttlearn.review import option_values, review_game\n"
         "from ttlearn.solver import HAND_MEMO\n"
         "r = play_game(['lookahead', 'greedy'], 1)\n"
         "def median(measure):\n"
         " ts = []\n"
         " for _ in range(3):\n"
         "  HAND_MEMO.clear()\n"
         "  t = time.perf_counter(); review_game(r, 0, progress=False, measure=measure)\n"
         "  ts.append(time.perf_counter() - t)\n"
         " return sorted(ts)[1]\n"
         "whole, outlook = median(option_values), median(lambda view, values: option_values(view, values, feed=0.0))\n")


def timing(pure: bool) -> tuple[float, float]:
    """Seconds to review one 11-round two-player game (lookahead against greedy, seed 1), in a
    fresh process (compiled, or pure Python), median of three: by the whole measure, and by
    the outlook alone."""
    code = TIMED + "print(whole, outlook)"
    env = dict(os.environ, TTLEARN_PURE_PYTHON="1" if pure else "")
    if not pure:
        env.pop("TTLEARN_PURE_PYTHON")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    whole, outlook = map(float, out.stdout.split()[-2:])
    return whole, outlook


def timing_in_pyodide() -> float | None:
    """The same in Pyodide under Node (the WebAssembly Python JupyterLite runs, pure Python),
    with this tree mounted; None without Node or Pyodide (`make lite` fetches it)."""
    if shutil.which("node") is None or not PYODIDE.exists():
        return None
    python = "import sys; sys.path.insert(0, '/repo')\n" + TIMED + "str(whole)"
    script = (f"import {{ loadPyodide }} from {json.dumps(str(PYODIDE))};\n"
              "const py = await loadPyodide();\n"
              "py.FS.mkdirTree('/repo');\n"
              f"py.FS.mount(py.FS.filesystems.NODEFS, {{ root: {json.dumps(str(ROOT))} }}, '/repo');\n"
              f"console.log(py.runPython({json.dumps(python)}));")
    out = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per player (default 200)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    parser.add_argument("--timing", action="store_true", help="only the time to review a game")
    args = parser.parse_args()
    if args.timing:
        report_timing()
        return
    tasks = [(player, seed) for player in PLAYERS for seed in range(args.games)]
    bar = progress_bar(len(tasks), description="games reviewed")
    results = run_all(reviewed, tasks, workers=args.workers, on_done=lambda _k, _r: bar.update())
    bar.close()
    print(f"{args.games} two-player games per player against {OPPONENT}, the player's seat reviewed")
    print(f"{'player':10} {'accuracy %':>10} {'points lost':>12} {'final total':>12}")
    for player in PLAYERS:
        mine = [r for r in results if r[0] == player]
        print(f"{player:10} {statistics.mean(r[1] for r in mine):10.1f} {statistics.mean(r[2] for r in mine):12.1f}"
              f" {statistics.mean(r[3] for r in mine):12.1f}")
    lost, totals = [r[2] for r in results], [r[3] for r in results]
    print(f"correlation of points lost with the final total, all games: {statistics.correlation(lost, totals):.2f}")
    for player in PLAYERS:
        mine = [r for r in results if r[0] == player]
        lost_by_game = [r[2] for r in mine]
        if len(set(lost_by_game)) == 1:  # the expert, reviewed by its own measure, loses nothing
            print(f"  {player}: none (it lost {lost_by_game[0]:g} points in every game)")
        else:
            print(f"  {player}: {statistics.correlation(lost_by_game, [r[3] for r in mine]):.2f}")
    losses = sorted(loss for r in results if r[0] in ("beginner", "greedy", "lookahead") for loss in r[4] if loss > 0)
    cuts = statistics.quantiles(losses, n=20)
    print(f"{len(losses)} decisions that lost points (beginner, greedy, lookahead): quantiles of the loss")
    print("  " + ", ".join(f"{5 * (k + 1)}%: {cut:.1f}" for k, cut in enumerate(cuts) if (k + 1) % 2 == 0 or k == 18))
    report_timing()


def report_timing() -> None:
    (compiled, outlook), (pure, _), pyodide = timing(False), timing(True), timing_in_pyodide()
    print(f"reviewing one 11-round two-player game, one core: {compiled:.2f} s compiled, {pure:.2f} s pure Python "
          f"({pure / compiled:.1f} times); the outlook alone, without the feeding risk, {outlook:.2f} s compiled "
          f"(the whole measure {compiled / outlook:.1f} times that)")
    if pyodide is None:
        print("Pyodide under Node: not measured (no node, or no lite/node_modules: run make lite)")
    else:
        print(f"  in Pyodide under Node (as JupyterLite): {pyodide:.2f} s ({pyodide / compiled:.1f} times compiled)")


if __name__ == "__main__":
    time_started = time.perf_counter()
    main()
    print(f"({time.perf_counter() - time_started:.0f} s in all)")
