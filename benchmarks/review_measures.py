"""Which measure should the review grade decisions by? The same games reviewed by several
measures of a choice's value, each judged as a measure of skill:

- `expert`: the review's measure (`ttlearn.review.option_values`): the exact expected penalty
  after the next draw over the unseen cards, less 10 points for each chance in one of going
  out then (20 for going out now);
- `bonus 0`, `bonus 20`: the same with going out worth nothing extra, or twice as much;
- `penalty now`: the sure penalty of the hand kept (a discard), no look at the next draw;
- `rollouts`: the seat's mean penalty at the round's end, over `--samples` tables dealt at
  random from the unseen cards and played out by greedy players after the choice (on a last
  turn, R11, the sure penalty, as every measure).

For each measure: the players' mean accuracy (it should rank random < beginner < greedy <
lookahead), how far apart the closest two are (in standard errors), the correlation of the
points lost with the final totals, and the seconds to review one game on one core.

    python benchmarks/review_measures.py [--games 100] [--rollout-games 10] [--samples 4]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable

from ttlearn.cards import Card, deck
from ttlearn.engine.game import Game
from ttlearn.engine.player_view import PlayerView
from ttlearn.players.belief import Belief, sample_table
from ttlearn.players.computer_seats import play_computers, seat_computers
from ttlearn.players.hand_values import HandValues
from ttlearn.review import OptionValue, option_values, review_game
from ttlearn.runtime.parallel import run_all
from ttlearn.runtime.progress import progress_bar
from ttlearn.simulation import play_game

PLAYERS = ("random", "beginner", "greedy", "lookahead")
OPPONENT = "greedy"
Measure = Callable[[PlayerView, HandValues], tuple[OptionValue, ...]]


def _sorted(options: list[OptionValue]) -> tuple[OptionValue, ...]:
    return tuple(sorted(options, key=lambda o: (o.value, str(o.action))))


def penalty_now(view: PlayerView, values: HandValues) -> tuple[OptionValue, ...]:
    """A discard is worth the sure penalty of the hand it keeps (going out: 0); a draw, the
    expected penalty after it (no bonus): no look past this turn."""
    options = []
    for o in option_values(view, values, bonus=0.0):
        if o.action.kind in ("discard", "go out") and o.action.card is not None:
            rest = list(view.hand)
            rest.remove(o.action.card)
            o = OptionValue(o.action, float(values.penalty(rest)), o.goes_out)
        options.append(o)
    return _sorted(options)


def rollouts(samples: int) -> Measure:
    def measure(view: PlayerView, values: HandValues) -> tuple[OptionValue, ...]:
        if view.went_out is not None:  # a last turn (R11): the penalty it leaves is the score, no need to play on
            return option_values(view, values)
        rng = random.Random(hash((view.round, view.hand, len(view.events))) & 0xFFFFFFFF)
        tables = [sample_table(Belief.of(view), rng) for _ in range(samples)]
        return _sorted([OptionValue(o.action, statistics.mean(_played_out(view, t, o, k) for k, t in enumerate(tables)),
                                    o.goes_out)
                        for o in option_values(view, values)])
    return measure


def _played_out(view: PlayerView, table, option: OptionValue, seed: int) -> float:
    """The seat's penalty at the round's end after `option`, on one dealt table, every seat
    then played by greedy players."""
    hands = [view.hand if s == view.seat else table.hands[s] for s in range(len(view.names))]
    pile = [view.discard_top] if view.discard_top is not None else []
    left: Counter[Card] = Counter(deck(view.decks, view.rules.jokers))
    for cards in (*hands, table.stock, pile):
        left.subtract(cards)
    game = Game.from_position(hands, pile, list(table.stock), round=view.round, dealer=view.dealer, turn=view.turn,
                              phase=view.phase, went_out=view.went_out, set_aside=list(left.elements()),
                              seed=seed, rules=view.rules)
    game.play(view.seat, option.action)
    computers = seat_computers(game, {s: "greedy" for s in range(len(hands))})
    play_computers(game, computers, until=lambda g: g.round != view.round or g.phase == "over")
    return float(game.totals[view.seat])


def measures(samples: int) -> dict[str, Measure]:
    return {
        "expert": option_values,
        "bonus 0": lambda v, vals: option_values(v, vals, bonus=0.0),
        "bonus 20": lambda v, vals: option_values(v, vals, bonus=20.0),
        "penalty now": penalty_now,
        "rollouts": rollouts(samples),
    }


def reviewed(task: tuple[str, str, int, int]) -> tuple[str, str, float, float, int, float]:
    """One game of `player` against the opponent, reviewed by one measure: the measure, the
    player, accuracy, points lost, the player's final total, seconds."""
    name, player, seed, samples = task
    record = play_game([player, OPPONENT], seed)
    started = time.perf_counter()
    review = review_game(record, seat=0, progress=False, measure=measures(samples)[name])
    seconds = time.perf_counter() - started
    return name, player, review.tally.accuracy, review.tally.points_lost, record.totals[0], seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per player, each measure (default 100)")
    parser.add_argument("--rollout-games", type=int, default=10, help="games per player for rollouts (default 10)")
    parser.add_argument("--samples", type=int, default=4, help="tables per choice for rollouts (default 4)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    args = parser.parse_args()
    names = list(measures(args.samples))
    tasks = [(name, player, seed, args.samples) for name in names for player in PLAYERS
             for seed in range(args.rollout_games if name == "rollouts" else args.games)]
    bar = progress_bar(len(tasks), description="games reviewed")
    results = run_all(reviewed, tasks, workers=args.workers, on_done=lambda _k, _r: bar.update())
    bar.close()
    print(f"two-player games against {OPPONENT}, the player's seat reviewed: {args.games} per player "
          f"({args.rollout_games} for rollouts, {args.samples} tables per choice)")
    print(f"{'measure':12} " + " ".join(f"{p:>9}" for p in PLAYERS)
          + f" {'ranked':>7} {'closest':>8} {'corr.':>6} {'s/game':>7}")
    for name in names:
        mine = [r for r in results if r[0] == name]
        by_player = {p: [r[2] for r in mine if r[1] == p] for p in PLAYERS}
        means = [statistics.mean(by_player[p]) for p in PLAYERS]
        ranked = all(a < b for a, b in zip(means, means[1:]))
        gaps = [(b - a) / math.hypot(_se(by_player[p]), _se(by_player[q]))
                for (p, a), (q, b) in zip(zip(PLAYERS, means), zip(PLAYERS[1:], means[1:]))]
        correlation = statistics.correlation([r[3] for r in mine], [r[4] for r in mine])
        print(f"{name:12} " + " ".join(f"{m:9.1f}" for m in means)
              + f" {'yes' if ranked else 'no':>7} {min(gaps):8.1f} {correlation:6.2f}"
              f" {statistics.median(r[5] for r in mine):7.2f}")
    print("accuracy: the share of decisions labelled best or good (%); closest: the smallest gap between two "
          "neighbouring players' mean accuracy, in standard errors; corr.: points lost against final totals")


def _se(values: list[float]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values))


if __name__ == "__main__":
    time_started = time.perf_counter()
    main()
    print(f"({time.perf_counter() - time_started:.0f} s in all)")
