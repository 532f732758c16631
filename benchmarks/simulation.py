"""Games per second for four greedy players, on one core and on all cores.

    python benchmarks/simulation.py [--games 40]

Goal: a four-player greedy game in under 0.3 s on one core.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from ttlearn.simulation import game_seeds, play_game, simulate

PLAYERS = ["greedy"] * 4


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    # Other processes on the machine take cores too; the load says how busy it was.
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    times = []
    for seed in game_seeds(args.seed, args.games):
        start = time.perf_counter()
        play_game(PLAYERS, seed=seed)
        times.append(time.perf_counter() - start)
    one_core = args.games / sum(times)
    print(f"four greedy players, {args.games} games")
    print(f"one core:  median {statistics.median(times):.3f} s per game "
          f"(slowest {max(times):.3f} s), {one_core:.1f} games/s  [goal: under 0.3 s per game]")

    cores = os.cpu_count() or 1
    start = time.perf_counter()
    simulate(PLAYERS, args.games, seed=args.seed, workers=cores, progress=False)
    all_cores = args.games / (time.perf_counter() - start)
    print(f"{cores} cores:   {all_cores:.1f} games/s, {all_cores / one_core:.2f} x one core "
          f"(the same games; includes starting the worker processes)")


if __name__ == "__main__":
    main()
