"""How far exact counting reaches, and how long each round takes.

    python benchmarks/combinatorics.py            # rounds 1-6 (one deck), 1-5 (two decks): ~6 minutes
    python benchmarks/combinatorics.py --quick    # rounds 1-5 and 1-4

For each round: the classes solved (and Burnside's prediction of that number), the seconds
the exact count takes on all cores, the classes per second, and the complete share. Then
the baseline: the plain enumeration of every deal of round 2 against the exact count in
the same process, and an estimate of the rounds beyond reach from the measured speed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from ttlearn.count import brute_force_counts, count_exactly, number_of_deals
from ttlearn.count.symmetry import classes_to_solve


def timed(function, *args, repeat: int = 1, **kwargs):
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function(*args, **kwargs)
        times.append(time.perf_counter() - start)
    return result, statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="stop at 7 cards (one deck) and 6 (two decks)")
    args = parser.parse_args()
    last = {1: 5 if args.quick else 6, 2: 4 if args.quick else 5}
    print(f"{os.cpu_count()} cores")
    print(f"{'round':>5} {'decks':>5} {'cards':>5} {'deals':>16} {'classes':>10} {'Burnside':>10} "
          f"{'seconds':>8} {'classes/s':>10} {'complete':>10}")
    rate = {}
    for decks in (1, 2):
        for round in range(1, last[decks] + 1):
            (counts, classes), seconds = timed(count_exactly, round, decks, progress=False,
                                               repeat=3 if round <= 3 else 1)
            deals = number_of_deals(round, decks)
            rate[decks] = classes / seconds
            print(f"{round:5} {decks:5} {round + 2:5} {deals:16,} {classes:10,} {classes_to_solve(round, decks):10,} "
                  f"{seconds:8.2f} {classes / seconds:10,.0f} {counts.get(0, 0) / deals:10.6f}")
    for decks in (1, 2):
        for round in range(last[decks] + 1, last[decks] + 3):
            classes = classes_to_solve(round, decks)
            print(f"beyond: round {round}, {decks} deck(s): {classes:,} classes, about "
                  f"{classes / rate[decks] / 60:.0f} minutes at {rate[decks]:,.0f} classes/s")
    _, plain = timed(brute_force_counts, 2, 1)
    _, exact = timed(count_exactly, 2, 1, progress=False, workers=1)
    print(f"baseline, round 2, one core: every deal one by one {plain:.1f} s, by suit classes {exact:.2f} s: "
          f"{plain / exact:.0f} times faster")


if __name__ == "__main__":
    main()
