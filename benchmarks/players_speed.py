"""What the computer players and the review cost, on one core: the medians to compare
before and after a change to how they ask the solver (the answers must stay the same: the
totals are printed too).

    python benchmarks/players_speed.py [--games 6] [--seed 1]

1. a two-player game of the expert against the look-ahead player (the expert's outlook
   over every unseen card, the look-ahead player's samples);
2. a four-player game of greedy players (benchmarks/simulation.py has its goal);
3. the review of one 11-round game for a seat (lookahead against greedy, as
   benchmarks/review.py times it): every position valued by the review's measure.

CPU seconds (`time.process_time`), so that other work on the machine counts less; the memo
of solved hands (`HAND_MEMO`) is emptied before each run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

from ttlearn.review import review_game
from ttlearn.simulation import game_seeds, play_game
from ttlearn.solver.native import native_status

try:  # the memo of solved hands, emptied before each run: each starts as in a new process
    from ttlearn.solver import HAND_MEMO  # type: ignore[attr-defined,unused-ignore]
except ImportError:  # before there was one
    HAND_MEMO = None


def timed(action: Callable[[], object]) -> tuple[float, object]:
    if HAND_MEMO is not None:
        HAND_MEMO.clear()
    start = time.process_time()
    result = action()
    return time.process_time() - start, result


def median_of(label: str, actions: list[Callable[[], object]]) -> list[object]:
    """Run each action, timed; print the median and the slowest; return what they gave."""
    runs = [timed(action) for action in actions]
    times = [t for t, _ in runs]
    print(f"{label}: median {statistics.median(times):.3f} s (slowest {max(times):.3f} s, {len(times)} runs)",
          flush=True)
    return [result for _, result in runs]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; solver {native_status()}")
    seeds = game_seeds(args.seed, args.games)
    games = median_of("expert v lookahead, a two-player game",
                      [lambda s=s: play_game(["expert", "lookahead"], seed=s) for s in seeds])
    print("    totals:", [record.totals for record in games])  # type: ignore[attr-defined]
    games = median_of("four greedy players, a game", [lambda s=s: play_game(["greedy"] * 4, seed=s) for s in seeds])
    print("    totals:", [record.totals for record in games])  # type: ignore[attr-defined]
    record = play_game(["lookahead", "greedy"], 1)
    reviews = median_of("the review of a game (lookahead v greedy, seed 1)",
                        [lambda: review_game(record, 0, progress=False)] * 3)
    print("    points lost:", [review.tally.points_lost for review in reviews])  # type: ignore[attr-defined]
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
