"""Counting Three Thirteen hands: formulas, exact probabilities over every deal, the
symmetry that makes them reachable, and Monte Carlo estimates where exact counting stops.

- `formulas`: how many deals a round has, how many sets and runs a deck holds;
- `probability`: the chance of a complete deal, the distribution of best penalties, the
  chance of going out with the upcard (read from the shipped tables, else counted rank
  by rank; `tables=False` counts always);
- `by_rank`: the counts read rank by rank, King to Ace (dynamic programming over what a
  partial arrangement needs to know), every round; `rank_knowledge`: its knowledge states,
  `rank_transitions`: how they move on from rank to rank, `run_states`: one suit's runs in
  progress, as it reads them;
- `exact`: the counting engine of the tables (suit classes, wild multiplicities, all
  cores), which checks `by_rank` independently;
- `symmetry`: Burnside's lemma and the orderly generation of suit classes;
- `tables`: the shipped tables, recounted and verified by `python -m ttlearn.count`;
- `montecarlo`: estimates with 95% intervals, for any round.

>>> from ttlearn.count import complete_deal_probability, number_of_deals
>>> number_of_deals(1), complete_deal_probability(1)
(22100, Fraction(241, 5525))
"""

from .by_rank import RankCount, complete_deals, count_by_rank, penalty_counts, upcard_go_out_deals
from .exact import PenaltyDistribution, brute_force_counts, compute_penalty_distribution, count_exactly
from .formulas import MeldCount, meld_counts, meld_kind, number_of_deals
from .montecarlo import (
    Estimate,
    MeanEstimate,
    estimate_complete_deal_probability,
    estimate_mean_penalty,
    estimate_upcard_go_out_probability,
    running_estimates,
)
from .probability import complete_deal_probability, penalty_distribution, upcard_chance, upcard_go_out_probability
from .tables import shipped

__all__ = [
    "Estimate", "MeanEstimate", "MeldCount", "PenaltyDistribution", "RankCount", "brute_force_counts",
    "complete_deal_probability", "complete_deals", "compute_penalty_distribution", "count_by_rank", "count_exactly",
    "estimate_complete_deal_probability", "estimate_mean_penalty", "estimate_upcard_go_out_probability",
    "meld_counts", "meld_kind", "number_of_deals", "penalty_counts", "penalty_distribution", "running_estimates",
    "shipped", "upcard_chance", "upcard_go_out_deals", "upcard_go_out_probability",
]
