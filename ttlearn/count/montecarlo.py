"""Monte Carlo estimates, for the rounds where counting every deal is out of reach.

Deal many random hands (a seeded `random.Random`, so a run reproduces), count how often
something happens, and give the share with a 95% confidence interval (Wilson's score
interval, which behaves well even when the share is tiny or the count is zero).

>>> estimate = estimate_complete_deal_probability(1, samples=2000, seed=1)
>>> estimate
Estimate(85/2000 = 0.0425, 95% CI [0.0345, 0.05225])
>>> from ttlearn.count import complete_deal_probability
>>> estimate.covers(complete_deal_probability(1))
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import sqrt

from ..cards import Card, deck
from ..rules import Rules, check_round, check_rules, hand_size
from ..runtime.progress import progress_bar
from ..simulation.stats import Z95, t95
from ..solver import best_penalty, can_go_out


@dataclass(frozen=True)
class Estimate:
    """`successes` out of `samples` random deals, with a 95% Wilson score interval."""

    successes: int
    samples: int

    def __post_init__(self) -> None:
        if self.samples < 1 or not 0 <= self.successes <= self.samples:
            raise ValueError(f"bad estimate: {self.successes} successes in {self.samples} samples")

    @property
    def value(self) -> float:
        return self.successes / self.samples

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson score interval."""
        n, p, z2 = self.samples, self.value, Z95 * Z95
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = Z95 / (1 + z2 / n) * sqrt(p * (1 - p) / n + z2 / (4 * n * n))
        low = 0.0 if self.successes == 0 else centre - half  # exact ends, not rounding errors
        high = 1.0 if self.successes == n else centre + half
        return low, high

    @property
    def low(self) -> float:
        return self.interval[0]

    @property
    def high(self) -> float:
        return self.interval[1]

    def covers(self, exact: float | Fraction) -> bool:
        """Does the 95% interval hold this value?"""
        return self.low <= exact <= self.high

    def __repr__(self) -> str:
        return f"Estimate({self.successes}/{self.samples} = {self.value:.4g}, 95% CI [{self.low:.4g}, {self.high:.4g}])"


def running_estimates(event: Callable[[list[Card]], bool], cards: int, decks: int = 1, samples: int = 10_000,
                      seed: int = 0, checkpoints: Sequence[int] | None = None,
                      progress: bool = False, jokers: int = 0) -> list[Estimate]:
    """Deal `samples` random hands of `cards` physical cards from `decks` decks and count
    how often `event(hand)` is true; return the estimate after each checkpoint (default:
    only at the end). The estimates along the way show how the interval narrows."""
    if not isinstance(samples, int) or samples < 1:
        raise ValueError(f"bad number of samples {samples!r}: at least 1")
    stops = sorted(set(checkpoints or [samples]) | {samples})
    if stops[0] < 1:
        raise ValueError("checkpoints are sample counts, at least 1")
    rng = random.Random(seed)
    pack = deck(decks, jokers)  # jokers: `Rules.jokers`, shuffled into each deck
    successes, found, stop = 0, [], iter(stops)
    next_stop: int | None = next(stop)
    bar = progress_bar(samples, progress, "dealing", "deal")
    for k in range(1, samples + 1):
        successes += bool(event(rng.sample(pack, cards)))
        bar.update()
        if k == next_stop:
            found.append(Estimate(successes, k))
            next_stop = next(stop, None)
    bar.close()
    return found


def estimate_complete_deal_probability(round: int, decks: int = 1, samples: int = 10_000, seed: int = 0,
                                       rules: Rules | None = None, progress: bool = False) -> Estimate:
    """The share of complete deals (penalty 0, R16), estimated from `samples` random deals,
    under any rules (the house rules too: jokers are dealt from each deck).

    >>> estimate_complete_deal_probability(1, samples=400, rules=Rules(jokers=2)).successes > 0
    True
    """
    check_round(round)
    rules = check_rules(rules)
    return running_estimates(lambda hand: best_penalty(hand, round, rules) == 0, hand_size(round), decks,
                             samples, seed, progress=progress, jokers=rules.jokers)[-1]


def estimate_upcard_go_out_probability(round: int, decks: int = 1, samples: int = 10_000, seed: int = 0,
                                       rules: Rules | None = None, progress: bool = False) -> Estimate:
    """The chance that the first player can go out by taking the upcard (R10), estimated
    from `samples` random deals of n + 1 cards (the hand and the upcard)."""
    check_round(round)
    rules = check_rules(rules)
    return running_estimates(lambda hand: can_go_out(hand, round, rules), hand_size(round) + 1, decks,
                             samples, seed, progress=progress, jokers=rules.jokers)[-1]


@dataclass(frozen=True)
class MeanEstimate:
    """A mean from `samples` draws with its Student-t 95% interval (as every mean of
    ttlearn has, `ttlearn.simulation.stats`)."""

    mean: float
    standard_error: float
    samples: int

    @property
    def interval(self) -> tuple[float, float]:
        half = t95(self.samples - 1) * self.standard_error
        return self.mean - half, self.mean + half

    def covers(self, exact: float | Fraction) -> bool:
        low, high = self.interval
        return low <= exact <= high

    def __repr__(self) -> str:
        low, high = self.interval
        return f"MeanEstimate({self.mean:.4g}, 95% CI [{low:.4g}, {high:.4g}], {self.samples} samples)"


def estimate_mean_penalty(round: int, decks: int = 1, samples: int = 10_000, seed: int = 0,
                          rules: Rules | None = None, progress: bool = False) -> MeanEstimate:
    """The average best penalty of a deal (R16), estimated from `samples` random deals."""
    check_round(round)
    if not isinstance(samples, int) or samples < 2:
        raise ValueError(f"bad number of samples {samples!r}: at least 2")
    rules = check_rules(rules)
    rng, pack, n = random.Random(seed), deck(decks, rules.jokers), hand_size(round)
    bar = progress_bar(samples, progress, "dealing", "deal")
    values = []
    for _ in range(samples):
        values.append(best_penalty(rng.sample(pack, n), round, rules))
        bar.update()
    bar.close()
    mean = sum(values) / samples
    variance = sum((v - mean) ** 2 for v in values) / (samples - 1)
    return MeanEstimate(mean, sqrt(variance / samples), samples)
