"""How fast is the solver? Medians on seeded hands, and ratios against the exhaustive brute
force of tests/brute_force.py run on the same hands in the same process.

    python benchmarks/solver.py [--hands 500] [--seed 2026]

Prints:
1. best_arrangement on random 13-card round-11 hands from two decks (Kings wild);
2. go_out on random 14-card hands (a hand just after drawing), against best_arrangement;
3. the slowest of a set of adversarial hands, each against the brute force.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from brute_force import brute_penalty  # noqa: E402
from ttlearn import best_arrangement, deck, go_out, parse_cards  # noqa: E402


def timed(function, *args, repeat: int = 3) -> tuple[float, object]:
    """The best of `repeat` runs (seconds), and the result."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function(*args)
        best = min(best, time.perf_counter() - start)
    return best, result


def micro(seconds: float) -> str:
    return f"{seconds * 1e6:,.1f} µs" if seconds < 1e-3 else f"{seconds * 1e3:,.2f} ms"


ADVERSARIAL = {
    "13 hearts A-K, round 1": ("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 1),
    "13 hearts A-K, round 11": ("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 11),
    "two decks: 4H-9H twice + 10H, round 11": ("4H 4H 5H 5H 6H 6H 7H 7H 8H 8H 9H 9H 10H", 11),
    "two decks: 2S-8S twice, round 11 (14 cards)": ("2S 2S 3S 3S 4S 4S 5S 5S 6S 6S 7S 7S 8S 8S", 11),
    "8 wilds + 5 spread cards, round 1": ("3S 3S 3H 3H 3D 3D 3C 3C 9S 5H JD QC KD", 1),
    "8 wilds + 6 hearts in a row, round 1": ("3S 3S 3H 3H 3D 3D 3C 3C 4H 5H 6H 7H 8H 9H", 1),
    "4 wilds + doubled run, round 11": ("KS KH KD KC 5D 5D 6D 6D 7D 7D 8D 8D 9D", 11),
    "sets and runs tangled, round 11": ("7H 7S 7D 7C 8H 8S 8D 9H 9S 9D 10H 10S KD KC", 11),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    two_decks = deck(2)

    hands = [rng.sample(two_decks, 13) for _ in range(args.hands)]
    # The solver's times first, then the brute forces' (their large caches would slow the
    # solver's timing down if the runs were interleaved).
    solver, penalties = zip(*(timed(best_arrangement, hand, 11) for hand in hands))
    brute, brute_penalties = zip(*(timed(brute_penalty, hand, 11, repeat=1) for hand in hands))
    pruned, pruned_penalties = zip(*(timed(lambda h: brute_penalty(h, 11, prune=True), hand, repeat=1)
                                     for hand in hands))
    assert [a.penalty for a in penalties] == list(brute_penalties) == list(pruned_penalties)
    median = statistics.median(solver)
    print(f"1. best_arrangement, {args.hands} random 13-card round-11 hands, two decks (seed {args.seed})")
    print(f"   solver median {micro(median)}   (90th percentile {micro(sorted(solver)[int(0.9 * len(solver))])}, "
          f"slowest {micro(max(solver))})")
    for name, times in (("brute force (every subset)", brute), ("pruned brute force (same rank or suit only)", pruned)):
        ratios = [b / s for b, s in zip(times, solver)]
        print(f"   {name}: median {micro(statistics.median(times))}; ratio of medians "
              f"{statistics.median(times) / median:.1f}x, median of per-hand ratios {statistics.median(ratios):.1f}x")

    hands14 = [rng.sample(two_decks, 14) for _ in range(args.hands)]
    out_times, arrange_times = [], []
    for hand in hands14:
        out_times.append(timed(go_out, hand, 11)[0])
        arrange_times.append(timed(best_arrangement, hand[:13], 11)[0])
    out_median, arrange_median = statistics.median(out_times), statistics.median(arrange_times)
    print(f"2. go_out, {args.hands} random 14-card round-11 hands, two decks")
    print(f"   go_out median {micro(out_median)}; best_arrangement on the same hands less their last card "
          f"{micro(arrange_median)}; go_out / best_arrangement = {out_median / arrange_median:.2f}")

    print("3. adversarial hands (solver best of 5; brute force, every subset, once)")
    worst = None
    for name, (text, round) in ADVERSARIAL.items():
        cards = parse_cards(text)
        t_solver, arrangement = timed(best_arrangement, cards, round, repeat=5)
        t_brute, penalty = timed(brute_penalty, cards, round, repeat=1)
        assert arrangement.penalty == penalty, name
        ratio = t_brute / t_solver
        print(f"   {name:<46} solver {micro(t_solver):>10}  brute {micro(t_brute):>10}  {ratio:8.1f}x")
        if worst is None or ratio < worst[2]:
            worst = (name, t_solver, ratio)
    print(f"   smallest speed-up: {worst[0]}: {micro(worst[1])}, {worst[2]:.1f}x faster than the brute force")


if __name__ == "__main__":
    main()
