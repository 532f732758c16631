"""How fast is the solver? Medians on seeded hands, each a ratio against a baseline timed
in the same run: the exhaustive brute force of `ttlearn.testing.brute_force` on the same
hands, or greedy games on the same seeds.

    python benchmarks/solver.py [--hands 300] [--seed 2026] [--games 6] [--quick]

Times are CPU time of this process (`time.process_time`, less the cost of reading that
clock, measured at the start), and each hand is timed by the solver and by the brute force
one after the other, so other work on a shared machine moves the ratios little. The first
line says which solver runs: the modules compiled by mypyc (`make native`,
ttlearn/solver/native.py) or the pure Python (`TTLEARN_PURE_PYTHON=1`, or no build); run it
both ways to compare them. Prints:

1. best_arrangement on random 13-card round-11 hands from two decks (Kings wild), hand by
   hand against the brute force: at first sight (the shared memo of idea 6 emptied
   before each of 3 runs, the best kept) and seen before (the memo kept: as a player who
   meets the hand again), and the penalty alone (best_penalty, first sight); and the
   pruned brute force (partners of the same rank or suit only), a tougher baseline;
   and with jokers (`Rules(jokers=2)`: two jokers in each deck) against the standard game,
   both at first sight, on hands dealt from the same seed (the goal: within 2x);
2. go_out on random 14-card hands (a hand just after drawing) against best_arrangement
   on the same hands less their last card, both at first sight;
3. adversarial hands, each against the brute force at first sight (where the brute force
   takes under 50 ms, the median of 5 rounds, each the best of 5 of both; else the solver's
   best of 5 against the brute force once), and the smallest ratio;
4. games of a look-ahead player against a greedy game on the same seeds, the line-ups
   taking turns seed by seed (so a busy moment slows them alike), each game starting with
   an empty memo: with the memo (as now), and with the memo emptied before every search
   (as before idea 6);
5. the solver's caches after those games, and filled to their bounds (entries and MB,
   measured by tracemalloc).

The method, the figures of every pass and what was tried and dropped are in docs/solver.md.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

from ttlearn import best_arrangement, best_penalty, deck, go_out, parse_cards, play_game
from ttlearn.rules import Rules
from ttlearn.solver import group_search
from ttlearn.solver import meld_tables as tables
from ttlearn.solver.group_search import clear_memo, memo_size
from ttlearn.solver.native import native_status
from ttlearn.testing.brute_force import brute_penalty

clock = time.process_time


def _clock_cost(tries: int = 2000) -> float:
    """What reading the clock twice adds to a timing: the shortest interval between two
    readings. `process_time` asks the kernel each time (some 0.7 µs here), a few per cent of
    a solve that takes 20 µs, and nothing of a brute force that takes milliseconds."""
    return min(-clock() + clock() for _ in range(tries))


CLOCK_COST = _clock_cost()


def timed(function: Callable[..., Any], *args: Any, repeat: int = 3, cold: bool = True) -> tuple[float, Any]:
    """The best of `repeat` runs of `function(*args)` (seconds, the clock's own cost taken
    off), and the result; `cold` empties the memo before each."""
    best, result = float("inf"), None
    for _ in range(repeat):
        if cold:
            clear_memo()
        start = clock()
        result = function(*args)
        best = min(best, clock() - start - CLOCK_COST)
    return best, result


def micro(seconds: float) -> str:
    return f"{seconds * 1e6:,.1f} µs" if seconds < 1e-3 else f"{seconds * 1e3:,.2f} ms"


ADVERSARIAL = {  # name: (cards, round, aces)
    "13 hearts A-K, round 1": ("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 1, "low"),
    "13 hearts A-K, round 11": ("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 11, "low"),
    "13 of one suit, two decks, round 3, V1": ("QS AS 5S 3S 5S 5D 2S 8S 2S 8S 4S KS QS JS", 3, "high_or_low"),
    "doubled run 4H-9H + 10H, round 11": ("4H 4H 5H 5H 6H 6H 7H 7H 8H 8H 9H 9H 10H", 11, "low"),
    "doubled run 2S-8S, round 11 (14 cards)": ("2S 2S 3S 3S 4S 4S 5S 5S 6S 6S 7S 7S 8S 8S", 11, "low"),
    "doubled run AH-7H, round 3 (14 cards)": ("AH 2H 3H 4H 5H 6H 7H AH 2H 3H 4H 5H 6H 7H", 3, "low"),
    "4 wilds + doubled run, round 11": ("KS KH KD KC 5D 5D 6D 6D 7D 7D 8D 8D 9D", 11, "low"),
    "8 wilds + 5 spread cards, round 1": ("3S 3S 3H 3H 3D 3D 3C 3C 9S 5H JD QC KD", 1, "low"),
    "8 wilds + 6 hearts in a row, round 1": ("3S 3S 3H 3H 3D 3D 3C 3C 4H 5H 6H 7H 8H 9H", 1, "low"),
    "all eight 8s + 3 wilds, round 11": ("8S 8H 8D 8C 8S 8H 8D 8C KS KC KD JS 10C", 11, "low"),
    "all eight 8s + 3 wilds, round 2, V1": ("8S 8H 8D 8C 8S 8H 8D 8C 4S 4S 4D JD 9H", 2, "high_or_low"),
    "all eight 4s + a wild, round 9 (14 cards)": ("4S 4H 4D 4C 4S 4H 4D 4C JD 3C 6C 2H 5S 8D", 9, "low"),
    "13 cards in round 4 (off-size)": ("9D 10D AS 6C 7D QC 8D 2C 10S 7C 8H JH 6D", 4, "high_or_low"),
    "14 cards in round 10, V1 (off-size)": ("QS AC 4S QS 2S 7C 7D KH QC JC 4S 9C 4D 3D", 10, "high_or_low"),
    "14 cards, 5 wilds, round 9, V1 (off-size)": ("JD JC JD JH JH KS 3C 5H 6C 8S AS 10S 5S 10C", 9, "high_or_low"),
    "sets and runs tangled, round 11": ("7H 7S 7D 7C 8H 8S 8D 9H 9S 9D 10H 10S KD KC", 11, "low"),
}


def random_hands(args: argparse.Namespace, rng: random.Random) -> None:
    two_decks = deck(2)
    hands = [rng.sample(two_decks, 13) for _ in range(args.hands)]
    first, seen, penalty, brute, pruned = [], [], [], [], []
    for hand in hands:
        t_first, arrangement = timed(best_arrangement, hand, 11)
        t_seen, _ = timed(best_arrangement, hand, 11, cold=False)
        t_penalty, _ = timed(best_penalty, hand, 11)
        t_brute, expected = timed(brute_penalty, hand, 11, repeat=1, cold=False)
        t_pruned, _ = timed(brute_penalty, hand, 11, False, None, True, repeat=1, cold=False)
        assert arrangement.penalty == expected, hand
        pruned.append(t_pruned)
        first.append(t_first)
        seen.append(t_seen)
        penalty.append(t_penalty)
        brute.append(t_brute)
    print(f"1. best_arrangement, {args.hands} random 13-card round-11 hands, two decks (seed {args.seed})")
    print(f"   brute force (every subset): median {micro(statistics.median(brute))}; pruned brute force "
          f"(partners of the same rank or suit only): median {micro(statistics.median(pruned))}, "
          f"{statistics.median([p / s for p, s in zip(pruned, first)]):.1f}x the solver's first sight")
    for name, times in (("first sight", first), ("seen before", seen), ("best_penalty, first sight", penalty)):
        ratios = [b / s for b, s in zip(brute, times)]
        print(f"   {name:<26} median {micro(statistics.median(times)):>9} (90th percentile "
              f"{micro(sorted(times)[int(0.9 * len(times))])}): median per-hand ratio "
              f"{statistics.median(ratios):6.1f}x, slowest hand's ratio {min(ratios):.1f}x")


def jokers(args: argparse.Namespace, rng: random.Random) -> None:
    """Issue 14: the solver's median with two jokers per deck against the standard game."""
    with_jokers, pack, joker_pack = Rules(jokers=2), deck(2), deck(2, jokers=2)
    hands = [rng.sample(joker_pack, 13) for _ in range(args.hands)]
    standard, joker_times = [], []
    for hand in hands:  # in turns, so that the shared tables warm up for both alike
        standard.append(timed(best_arrangement, rng.sample(pack, 13), 11)[0])
        joker_times.append(timed(best_arrangement, hand, 11, with_jokers)[0])
    held = statistics.mean(sum(card.is_joker for card in hand) for hand in hands)
    ratio = statistics.median(joker_times) / statistics.median(standard)
    print(f"   jokers (2 a deck, {held:.2f} a hand on average): median {micro(statistics.median(joker_times))} "
          f"against {micro(statistics.median(standard))} for the standard game: {ratio:.2f}x (the goal: within 2x)")


def go_out_against_arrangement(args: argparse.Namespace, rng: random.Random) -> None:
    two_decks = deck(2)
    out, arrange = [], []
    for _ in range(args.hands):
        hand = rng.sample(two_decks, 14)
        out.append(timed(go_out, hand, 11)[0])
        arrange.append(timed(best_arrangement, hand[:13], 11)[0])
    ratio = statistics.median(out) / statistics.median(arrange)
    print(f"2. go_out, {args.hands} random 14-card round-11 hands, two decks, first sight")
    print(f"   go_out median {micro(statistics.median(out))}; best_arrangement on the same hands less their last "
          f"card {micro(statistics.median(arrange))}; go_out / best_arrangement = {ratio:.2f}")


QUICK_BRUTE = 0.05  # seconds: a brute force this quick is timed in rounds, as the solver is
ROUNDS = 5  # rounds for such a hand, each the best of 5 of the solver and then of the brute force


def adversarial() -> None:
    print(f"3. adversarial hands (first sight; where the brute force, every subset, takes under "
          f"{QUICK_BRUTE * 1e3:.0f} ms, the median of {ROUNDS} rounds, each the best of 5 of the solver and of the "
          f"brute force; else the solver's best of 5 against the brute force once)")
    worst = None
    for name, (text, round, aces) in ADVERSARIAL.items():
        cards, rules = parse_cards(text), Rules(aces=aces)
        t_solver, arrangement = timed(best_arrangement, cards, round, rules, repeat=5)
        t_brute, penalty = timed(brute_penalty, cards, round, rules.aces_high, repeat=1, cold=False)
        assert arrangement.penalty == penalty, name
        if t_brute < QUICK_BRUTE:
            # A few microseconds of the solver against a few milliseconds of the brute force,
            # a moment apart: on a shared machine one busy moment moves such a ratio by half.
            # So both are timed alike, the best of 5, in rounds, and the median round counts.
            rounds = []
            for _ in range(ROUNDS):
                solver = timed(best_arrangement, cards, round, rules, repeat=5)[0]
                rounds.append((timed(brute_penalty, cards, round, rules.aces_high, repeat=5, cold=False)[0] / solver,
                               solver))
            ratio, t_solver = sorted(rounds)[ROUNDS // 2]
            t_brute = ratio * t_solver
        else:
            ratio = t_brute / t_solver
        print(f"   {name:<44} solver {micro(t_solver):>10}  brute {micro(t_brute):>10}  {ratio:8.1f}x")
        if worst is None or ratio < worst[2]:
            worst = (name, t_solver, ratio)
    assert worst is not None
    print(f"   smallest speed-up: {worst[0]}: {micro(worst[1])}, {worst[2]:.1f}x faster than the brute force")


def games(args: argparse.Namespace) -> None:
    lineups: dict[str, Callable[[int], object]] = {
        "greedy v greedy": lambda seed: play_game(["greedy", "greedy"], seed=seed),
        "look-ahead v greedy": lambda seed: play_game(["lookahead", "greedy"], seed=seed),
        "the same, memo emptied before every search": lambda seed: _without_memo(
            lambda: play_game(["lookahead", "greedy"], seed=seed)),
    }
    seconds = dict.fromkeys(lineups, 0.0)
    for seed in range(args.seed, args.seed + args.games):
        for name, play in lineups.items():  # in turn on every seed
            clear_memo()  # each game starts with an empty memo: none inherits the groups of the game before
            start = clock()
            play(seed)
            seconds[name] += clock() - start
    greedy = seconds.pop("greedy v greedy")  # the baseline
    print(f"4. games, two players, {args.games} seeds from {args.seed}, the line-ups in turn on each seed: "
          f"greedy v greedy {greedy / args.games:.2f} s a game")
    for name, total in seconds.items():
        print(f"   {name:<44} {total / args.games:.2f} s a game, {total / greedy:.1f}x a greedy game")


def _without_memo(run: Callable[[], Any]) -> Any:
    """`run` with the memo emptied at every new search (a limit below zero), as before idea 6."""
    limit = group_search.MEMO_LIMIT
    group_search.MEMO_LIMIT = -1
    try:
        return run()
    finally:
        group_search.MEMO_LIMIT = limit


def caches(args: argparse.Namespace, rng: random.Random) -> None:
    files = ("group_search.py", "compiled_hand.py", "meld_tables.py", "search.py", "laying_out.py", "solver.py")
    clear_memo()
    tables.MELD_TABLES.clear()
    for table in (tables._sets_from, tables._runs_from, tables.run_links):
        table.cache_clear()
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.take_snapshot()

    def report(when: str) -> None:
        gc.collect()
        grown = tracemalloc.take_snapshot().compare_to(base, "filename")
        megabytes = sum(s.size_diff for s in grown if s.traceback[0].filename.endswith(files)) / 1e6
        lru = (tables._sets_from, tables._runs_from, tables.run_links)
        sizes = ", ".join([f"meld tables {len(tables.MELD_TABLES)}"]
                          + [f"{t.__name__} {t.cache_info().currsize}" for t in lru])
        print(f"   {when}: memo {memo_size():,} answers (limit {group_search.MEMO_LIMIT:,}); {sizes}; "
              f"{megabytes:.1f} MB in all")

    for seed in range(args.games):
        play_game(["lookahead", "greedy", "lookahead"], seed=seed)
    print("5. the solver's caches (tracemalloc)")
    report(f"after {args.games} three-player look-ahead games")
    pack = deck(3)
    while memo_size() < 0.97 * group_search.MEMO_LIMIT:  # fill every cache with hands of every round
        for k in range(200):
            solve = best_arrangement if k % 4 == 0 else best_penalty  # melds laid out now and then
            rules = Rules(aces=rng.choice(["low", "high_or_low"]))
            solve(rng.sample(pack, rng.randint(3, 14)), rng.randint(1, 11), rules)
    report("filled to the memo's limit with random hands")
    tracemalloc.stop()


def _at_least_one(text: str) -> int:
    """--hands and --games: a whole number from 1 (medians and ratios of none mean nothing)."""
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number from 1")
    return number


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=_at_least_one, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--games", type=_at_least_one, default=6)
    parser.add_argument("--quick", action="store_true", help="sections 1-3 only")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"solver: {native_status()}")
    random_hands(args, rng)
    jokers(args, rng)
    go_out_against_arrangement(args, rng)
    adversarial()
    if not args.quick:
        games(args)
        caches(args, rng)


if __name__ == "__main__":
    main()
