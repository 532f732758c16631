"""How long does the hand explorer take to recompute and redraw after a click?

    python benchmarks/hand_explorer.py [--clicks 300] [--seed 7]

Clicks random cards of the deck (its card table) in a headless hand explorer (round 11, two
decks, up to 14 cards held), timing each click from the card to the new picture (in Python:
benchmarks/card_table_click.py times it in a browser), and prints the median, 90th
percentile and slowest time against the goal of 50 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from speed_goals import CLICK_MEDIAN

from ttlearn import deck
from ttlearn.widgets import hand_explorer

GOAL_MS = round(CLICK_MEDIAN * 1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    view = hand_explorer(rng.sample(deck(2), 10), round=11)
    cards = deck(1)
    times = []
    for _ in range(args.clicks):
        held = view.model.cards
        # keep hands between 8 and 14 cards, like a real hand before and after drawing
        card = rng.choice(held) if len(held) >= 14 else rng.choice(cards)
        start = time.perf_counter()
        view.picker.click(card)  # a click on the card's picture in the deck
        times.append((time.perf_counter() - start) * 1e3)
    times.sort()
    median, p90, worst = statistics.median(times), times[int(0.9 * len(times))], times[-1]
    print(f"hand explorer, {args.clicks} clicks (round 11, two decks): median {median:.2f} ms, "
          f"90th percentile {p90:.2f} ms, slowest {worst:.2f} ms; goal < {GOAL_MS} ms per click: "
          f"{'met' if p90 < GOAL_MS else 'missed'} for 90% of clicks")


if __name__ == "__main__":
    main()
