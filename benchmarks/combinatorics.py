"""How far exact counting reaches, and how long each round takes: by suit classes (the
engine of the shipped tables) and rank by rank (every round).

    python benchmarks/combinatorics.py            # suit classes: rounds 1-6 (one deck), 1-5 (two decks): ~6 minutes
    python benchmarks/combinatorics.py --quick    # rounds 1-5 and 1-4
    python benchmarks/combinatorics.py --rank     # rank by rank: every round, one deck and two (about a minute)
    python benchmarks/combinatorics.py --rank --upcard --penalty 7   # and going out, and the penalties to round 7
    python benchmarks/combinatorics.py --monte-carlo 1000000         # rounds 8-11 against a million solved deals each
    python benchmarks/combinatorics.py --measures 20000              # going out and mean penalties the tests leave out

Suit classes: for each round the classes solved (and Burnside's prediction of that
number), the seconds the exact count takes on all cores, the classes per second, and the
complete share. Then the baseline: the plain enumeration of every deal of round 2 against
the exact count in the same process, and an estimate of the rounds beyond reach from the
measured speed.

Rank by rank (`ttlearn.count.by_rank`, one core): for each round and number of decks the
CPU seconds (`time.process_time`, the median of three runs below a second, so other work on
a shared machine moves them little), the states carried after each rank (read from the
King down to the Ace) and the knowledge states met, the peak memory of a run of its own
(tracemalloc), and the exact complete share; then each number of decks' total against the
budget of 60 s, and the baseline: the suit classes on one core against rank by rank on the
same rounds. `--upcard` and `--penalty N` do the same for going out with the upcard and the
distribution of best penalties (up to round N).

Monte Carlo (`--monte-carlo N`): N random deals of each of rounds 8-11, one deck and two,
each solved by the solver (`best_penalty`), on all cores with a progress bar; the complete
ones against the exact count (z-score, and whether the exact value lies in the 99.9% range).
`--measures N` does the same, on one core, for the checks too slow for the tests: going out
with the upcard in round 11 (one deck and two) and round 8 with two decks, and the mean
penalty of rounds 8 and 11 (one deck) and of round 8 (two decks), each against N solved deals.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
import tracemalloc
from fractions import Fraction
from math import sqrt

from ttlearn.count import brute_force_counts, count_exactly, number_of_deals
from ttlearn.count.by_rank import RankCount, count_by_rank
from ttlearn.count.montecarlo import (
    estimate_complete_deal_probability,
    estimate_mean_penalty,
    estimate_upcard_go_out_probability,
)
from ttlearn.count.symmetry import classes_to_solve
from ttlearn.runtime.parallel import run_all
from ttlearn.runtime.progress import progress_bar

RANK_BUDGET = 60.0  # seconds on one core for the complete deals of all eleven rounds, each number of decks
Z999 = 3.2905  # the two-sided 99.9% normal quantile
MONTE_CARLO_ROUNDS = (8, 9, 10, 11)
CHUNK = 50_000  # deals a Monte Carlo task solves


def timed(function, *args, repeat: int = 1, **kwargs):
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function(*args, **kwargs)
        times.append(time.perf_counter() - start)
    return result, statistics.median(times)


def cpu_timed(function, *args, **kwargs):
    """The result and the CPU seconds of this process: the median of three runs when one
    takes under a second."""
    times, result = [], None
    while len(times) < 3:
        start = time.process_time()
        result = function(*args, **kwargs)
        times.append(time.process_time() - start)
        if times[0] >= 1:
            break
    return result, statistics.median(times)


def peak_megabytes(function, *args, **kwargs) -> float:
    """The most memory Python held during one run (tracemalloc), in MB."""
    tracemalloc.start()
    try:
        function(*args, **kwargs)
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


def suit_classes(quick: bool) -> None:
    last = {1: 5 if quick else 6, 2: 4 if quick else 5}
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


def _share(count: RankCount) -> str:
    if count.measure == "penalty":
        mean = Fraction(sum(p * n for p, n in count.counts.items()), count.deals)
        return f"mean penalty {float(mean):.4f}"
    return f"{count.measure} {count.counts[1] / count.deals:.9f}"


def rank_by_rank(measure: str, rounds: dict[int, range]) -> None:
    """Each round and number of decks counted rank by rank: CPU seconds, states, memory."""
    print(f"\nrank by rank, {measure}, one core")
    print(f"{'round':>5} {'decks':>5} {'cards':>5} {'cpu s':>8} {'max states':>10} {'knowledge':>9} {'peak MB':>8}  "
          f"{'share':<22} states after each rank (K..A)")
    for decks, todo in rounds.items():
        total = 0.0
        for round in todo:
            count, seconds = cpu_timed(count_by_rank, round, decks, None, measure)
            total += seconds
            megabytes = peak_megabytes(count_by_rank, round, decks, None, measure)
            print(f"{round:5} {decks:5} {round + 2 + (measure == 'go_out'):5} {seconds:8.2f} {max(count.states):10,} "
                  f"{count.knowledge:9,} {megabytes:8.1f}  {_share(count):<22} {list(count.states)}", flush=True)
        line = f"rounds {todo.start}-{todo.stop - 1}, {decks} deck(s): {total:.1f} s"
        if measure == "complete":
            line += f", {'within' if total <= RANK_BUDGET else 'OVER'} the budget of {RANK_BUDGET:.0f} s"
        print(line)


def rank_baseline() -> None:
    """The suit classes on one core against rank by rank, on the same rounds."""
    for round, decks in ((4, 1), (3, 2)):
        (classes_counts, _), classes = cpu_timed(count_exactly, round, decks, progress=False, workers=1)
        count, rank = cpu_timed(count_by_rank, round, decks, None, "penalty")
        assert count.counts == classes_counts, "the two ways of counting agree"
        _, complete = cpu_timed(count_by_rank, round, decks)
        print(f"baseline, round {round}, {decks} deck(s), one core: by suit classes {classes:.1f} s, rank by rank "
              f"{rank:.2f} s for the penalties ({classes / rank:.0f} times faster), {complete:.3f} s for the complete "
              f"deals alone ({classes / complete:.0f} times faster)")


def _solve_deals(task: tuple[int, int, int, int]) -> int:
    """One Monte Carlo task (in a worker process): how many of `samples` seeded deals are complete."""
    round, decks, samples, seed = task
    return estimate_complete_deal_probability(round, decks, samples=samples, seed=seed).successes


def z_of_share(successes: int, deals: int, p: float) -> float:
    """How many standard errors a count of successes in `deals` lies from the exact chance p."""
    return (successes - deals * p) / sqrt(deals * p * (1 - p))


def verdict(z: float) -> str:
    return f"z = {z:+.2f}, {'inside' if abs(z) < Z999 else 'OUTSIDE'} the 99.9% range"


def positive_deals(text: str) -> int:
    """argparse's type for a number of deals: a whole number of 1 or more."""
    try:
        deals = int(text)
    except ValueError:
        deals = 0
    if deals < 1:
        raise argparse.ArgumentTypeError(f"bad number of deals {text[:20]!r}: a whole number of 1 or more")
    return deals


def monte_carlo(deals: int) -> None:
    """`deals` random deals of each of rounds 8-11, one deck and two, solved on all cores."""
    print(f"\nMonte Carlo: {deals:,} deals of each round solved by the solver, against the exact count")
    for decks in (1, 2):
        for round in MONTE_CARLO_ROUNDS:
            tasks = [(round, decks, min(CHUNK, deals - start), 1_000_000 * round + 1000 * decks + k)
                     for k, start in enumerate(range(0, deals, CHUNK))]
            bar = progress_bar(len(tasks), True, f"round {round}, {decks} deck(s)", "task")
            start = time.perf_counter()
            try:
                successes = sum(run_all(_solve_deals, tasks, on_done=lambda *_, bar=bar: bar.update()))
            finally:
                bar.close()
            seconds = time.perf_counter() - start
            count = count_by_rank(round, decks)
            p = count.counts[1] / count.deals
            print(f"round {round:2}, {decks} deck(s): {successes:,} complete of {deals:,} ({successes / deals:.6f}), "
                  f"exact {p:.6f}, {verdict(z_of_share(successes, deals, p))}, {seconds:.0f} s", flush=True)


def other_measures(deals: int) -> None:
    """Going out with the upcard and the mean penalty where counting takes minutes, each against
    `deals` solved deals (one core, with a progress bar)."""
    print(f"\nThe other measures: {deals:,} solved deals each, against the exact count")
    for round, decks in [(11, 1), (8, 2), (11, 2)]:
        estimate = estimate_upcard_go_out_probability(round, decks, samples=deals, seed=round * 10 + decks,
                                                      progress=True)
        count, seconds = timed(count_by_rank, round, decks, None, "go_out")
        p = count.counts[1] / count.deals
        print(f"going out, round {round}, {decks} deck(s): {estimate.successes:,} of {deals:,}, exact {p:.6f}, "
              f"{verdict(z_of_share(estimate.successes, deals, p))} (counted in {seconds:.0f} s)", flush=True)
    for round, decks in [(8, 1), (11, 1), (8, 2)]:
        estimate = estimate_mean_penalty(round, decks, samples=deals, seed=round * 10 + decks, progress=True)
        count, seconds = timed(count_by_rank, round, decks, None, "penalty")
        mean = Fraction(sum(p * n for p, n in count.counts.items()), count.deals)
        z = float((estimate.mean - mean) / estimate.standard_error)
        print(f"mean penalty, round {round}, {decks} deck(s): {float(estimate.mean):.3f} from {deals:,} deals, exact "
              f"{float(mean):.4f}, {verdict(z)} (counted in {seconds:.0f} s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="stop at 7 cards (one deck) and 6 (two decks)")
    parser.add_argument("--rank", action="store_true", help="rank by rank only, every round (skip the suit classes)")
    parser.add_argument("--upcard", action="store_true", help="with --rank: going out with the upcard too (minutes)")
    parser.add_argument("--penalty", type=int, default=0, metavar="ROUND",
                        help="with --rank: the penalties up to this round too (one deck; two decks to ROUND - 2)")
    parser.add_argument("--monte-carlo", type=positive_deals, default=0, metavar="DEALS",
                        help="only the Monte Carlo check of rounds 8-11, with this many deals each (1000000)")
    parser.add_argument("--measures", type=positive_deals, default=0, metavar="DEALS",
                        help="only going out (rounds 8 and 11) and the mean penalty (rounds 8 and 11) where the "
                             "tests leave them out, against this many solved deals each (20000)")
    args = parser.parse_args()
    if args.measures:
        other_measures(args.measures)
        return
    if args.monte_carlo:
        monte_carlo(args.monte_carlo)
        return
    if not args.rank:
        suit_classes(args.quick)
        return
    every = range(1, 12)
    rank_by_rank("complete", {1: every, 2: every})
    if args.upcard:
        rank_by_rank("go_out", {1: every, 2: every})
    if args.penalty:
        rank_by_rank("penalty", {1: range(1, args.penalty + 1), 2: range(1, max(1, args.penalty - 2) + 1)})
    rank_baseline()


if __name__ == "__main__":
    main()
