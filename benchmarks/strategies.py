"""The computer players head to head, and what they cost: the strategy table of book/howto/simulations.md.

    python benchmarks/strategies.py                 # 1,000 games of expert v lookahead, 400 of the others
    python benchmarks/strategies.py --games 100 --others 40 --timing 4   # a quicker look

Two-player games on paired deals: each deal (a seed) is played twice, A in seat 0 and then
in seat 1 (`simulate` rotates the seats), so both strategies meet the same cards from both
seats. The difference is A's total minus B's per game, averaged over the two games of each
deal, with its 95% interval over the deals (Student's t: the deals are independent, the two
games of one deal are not); negative means A scores fewer points, which is better (R17).
Mean totals are kept >= 0 and win rates (a shared win counts in equal parts) use Wilson's
interval (`ttlearn.simulation.summary`).

Then the cost: four-player games on one core, in this process, on the same seeds, each
line-up timed in turn on every seed (so a busy machine slows them alike): one expert, or
one look-ahead player, against three greedy players, and four greedy players. The goal:
a game with one expert under 2 s; the ratios to a greedy game are printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from ttlearn.simulation import game_seeds, play_game, simulate
from ttlearn.solver.native import native_status

PAIRINGS = [("expert", "lookahead"), ("expert", "greedy"), ("lookahead", "greedy"), ("greedy", "random"),
            ("lookahead", "random")]
LINEUPS = {"greedy": ["greedy"] * 4, "lookahead": ["lookahead"] + ["greedy"] * 3,
           "expert": ["expert"] + ["greedy"] * 3}


def row(a: str, b: str, games: int, seed: int, workers: int | None) -> str:
    start = time.perf_counter()
    records, summary = simulate([a, b], games, seed=seed, workers=workers, progress=False)
    diff = summary.difference(a, b).interval
    sa, sb = summary[a], summary[b]
    seconds = time.perf_counter() - start
    return (f"| {a} v {b} | {summary.games} ({summary.deals} deals) | {sa.mean:.1f} [{sa.low:.1f}, {sa.high:.1f}] "
            f"| {sb.mean:.1f} [{sb.low:.1f}, {sb.high:.1f}] | **{diff.mean:+.1f}** [{diff.low:+.1f}, {diff.high:+.1f}] "
            f"| {100 * sa.win_rate:.1f}% [{100 * sa.win_low:.0f}, {100 * sa.win_high:.0f}] | {seconds:.0f} s |")


def timing(games: int, seed: int) -> str:
    """Seconds per four-player game of each line-up, on one core, the line-ups taking turns."""
    times: dict[str, list[float]] = {name: [] for name in LINEUPS}
    for game_seed in game_seeds(seed, games):
        for name, lineup in LINEUPS.items():
            start = time.process_time()
            play_game(lineup, seed=game_seed)
            times[name].append(time.process_time() - start)
    mean = {name: statistics.fmean(t) for name, t in times.items()}
    lines = [f"four players, {games} seeds, one core (CPU seconds per game, mean; slowest in brackets):"]
    for name in LINEUPS:
        against = "" if name == "greedy" else f"  = {mean[name] / mean['greedy']:.1f} x a greedy game"
        lines.append(f"  {LINEUPS[name][0]:<9} + {len(LINEUPS[name]) - 1} others: {mean[name]:.2f} s "
                     f"({max(times[name]):.2f}){against}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="games of expert v lookahead")
    parser.add_argument("--others", type=int, default=400, help="games of each other pairing")
    parser.add_argument("--timing", type=int, default=20, help="seeds of four-player games to time")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    args = parser.parse_args()
    start = time.perf_counter()
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; solver {native_status()}",
          flush=True)
    print("| A v B | games | A's mean total (95% CI) | B's mean total | A − B per game (95% CI) | A wins | time |")
    print("|---|---|---|---|---|---|---|", flush=True)
    for k, (a, b) in enumerate(PAIRINGS):
        print(row(a, b, args.games if k == 0 else args.others, args.seed, args.workers), flush=True)
    print(f"\n(two players, paired deals with the seats swapped, seed {args.seed}, "
          f"{time.perf_counter() - start:.0f} s)\n", flush=True)
    print(timing(args.timing, args.seed))
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
