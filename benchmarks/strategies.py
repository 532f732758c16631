"""The computer players head to head: two-player games, printed as the README's table.

    python benchmarks/strategies.py            # 1,000 games lookahead v greedy, 200 for the others
    python benchmarks/strategies.py --games 100 --others 50   # a quicker look

Each row plays one strategy against another on the same seeds; the difference is the mean
of (A's total - B's total) per game with its 95% confidence interval (negative: A is better).
"""

from __future__ import annotations

import argparse
import time

from ttlearn.simulation import head_to_head, simulate


def row(a: str, b: str, games: int, seed: int) -> str:
    records, summary = simulate([a, b], games, seed=seed)
    diff, ci = head_to_head(records, a, b)
    sa, sb = summary[a], summary[b]
    return (f"| {a} v {b} | {games} | {sa.mean:.1f} ± {sa.ci:.1f} | {sb.mean:.1f} ± {sb.ci:.1f} "
            f"| {diff:+.1f} ± {ci:.1f} | {100 * sa.win_rate:.1f}% |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="games of lookahead v greedy")
    parser.add_argument("--others", type=int, default=200, help="games of the other pairings")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    start = time.perf_counter()
    print("| A v B | games | A's mean total (95% CI) | B's mean total | A − B per game (95% CI) | A wins |")
    print("|---|---|---|---|---|---|")
    print(row("lookahead", "greedy", args.games, args.seed))
    print(row("greedy", "random", args.others, args.seed))
    print(row("lookahead", "random", args.others, args.seed))
    print(f"\n(two players, seed {args.seed}, {time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
