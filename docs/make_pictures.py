"""Make the pictures in docs/ that the README and the how-to pages (book/howto/) show. Run from the repository root:

    python docs/make_pictures.py

Every random deal takes a fixed seed, so the pictures come out the same each time.
The charts use only dealt hands (no play): the game engine's charts live in the notebooks.
"""

from __future__ import annotations

import random
from math import comb, sqrt
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

from ttlearn import (  # noqa: E402
    Card,
    Rules,
    Scoreboard,
    best_arrangement,
    best_penalty,
    check_meld,
    deck,
    decks_for,
    hand_size,
    parse_cards,
    show_arrangement,
    show_hand,
    show_table,
)
from ttlearn.draw import plots  # noqa: E402

DOCS = Path(__file__).parent
SEED = 13


def dealt_totals(players: int, rules: Rules, rng: random.Random) -> list[list[int]]:
    """Each player's penalty for each round's dealt hand, as if the round ended at once."""
    cards = deck(decks_for(players, rules))
    scores = []
    for round in range(1, 12):
        rng.shuffle(cards)
        n = hand_size(round)
        scores.append([best_penalty(cards[k * n:(k + 1) * n], round, rules) for k in range(players)])
    return [list(column) for column in zip(*scores)]


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a proportion: honest near 0 and 1, unlike p ± 2 se."""
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main() -> None:
    # A hand, a meld and an arrangement (round 11, Kings wild), and the table view.
    hand = parse_cards("5H 6H KS 8H 9C 9D KH 2C QS 3D")
    show_hand(hand, round=11, selected=[9]).save(DOCS / "hand.svg")
    show_hand(parse_cards("AS 7H 7D 7C QC 10D"), round=5, colours="four").save(DOCS / "four-colour.svg")
    arrangement = best_arrangement(hand, round=11)
    show_arrangement(arrangement).save(DOCS / "arrangement.svg")
    show_table(parse_cards("3H 4H 9S 9C 7D JD QH"), 5, discard=Card(9, "H"), stock=29,
               others={"Ana": 7, "Ben": 7}, scores={"You": 41, "Ana": 37, "Ben": 52}, turn="You",
               selected=[2], melds={"Ben": (check_meld("4C 5C 6C", 5).meld,)}).save(DOCS / "table.svg")

    plots.arrangement_figure(arrangement).savefig(DOCS / "arrangement.png", dpi=150)

    rng = random.Random(SEED)
    names = ("Ana", "Ben", "Cleo")
    per_round = dealt_totals(len(names), Rules(), rng)
    board = Scoreboard(names)
    for k in range(11):
        board = board.add_round([column[k] for column in per_round])
    plots.cumulative_scores_figure(board, title="Three players, every dealt hand scored as dealt").savefig(
        DOCS / "scores.png", dpi=150)

    games = 400
    totals = {
        "aces low (R3)": [sum(dealt_totals(2, Rules(), rng)[0]) for _ in range(games)],
        "aces high or low (V1)": [sum(dealt_totals(2, Rules(aces="high_or_low"), rng)[0]) for _ in range(games)],
    }
    plots.score_distribution_figure(totals, title="Eleven dealt hands, 400 games: V1 makes leftover aces cost 15") \
        .savefig(DOCS / "distribution.png", dpi=150)

    # The chance that a one-deck deal holds a wild: exact counting against 500 deals a round.
    exact = {r: 1 - comb(48, hand_size(r)) / comb(52, hand_size(r)) for r in range(1, 12)}
    deals, seen, bounds = 500, {}, {}
    for r in range(1, 12):
        hits = sum(any(c.rank == r + 2 for c in rng.sample(deck(), hand_size(r))) for _ in range(deals))
        seen[r], bounds[r] = hits / deals, wilson(hits, deals)
    fig = plots.probability_by_round_figure(exact, label="exact: 1 − C(48, n) / C(52, n)",
                                            title="A wild card in the deal (one deck)")
    plots.probability_by_round_figure(seen, ci=bounds, ax=fig.axes[0], label=f"{deals} deals a round, 95% interval")
    fig.savefig(DOCS / "probability.png", dpi=150)


if __name__ == "__main__":
    main()
