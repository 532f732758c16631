"""The statistics the simulations and estimates share: 95% quantiles and intervals. One
method for each kind of quantity: a mean gets Student's t interval, a share Wilson's.

- `mean_ci`: a mean and the half-width of its Student-t 95% interval: mean ± t·s/√n, where
  s is the values' standard deviation and t the 97.5% point of Student's t with n - 1
  degrees of freedom (`t95`): 2.20 for 12 values, nearly 1.96 for hundreds. Few values say
  little about their own spread, so t is larger than 1.96 to make up for it.
- `mean_interval`: the same interval, kept inside the range the quantity can take (a
  total of penalty points is never below zero, R16).
- `wilson`: the Wilson score interval of a share (such as a win rate), always in [0, 1].

>>> mean_ci([1, 2, 3, 4])
(2.5, 2.054)
>>> mean_interval([1, 2, 3, 4])
Interval(2.5, 95% CI [0.446, 4.554], n=4)
>>> mean_interval([0, 0, 1, 5], lowest=0)   # the t interval reaches -2.3: clipped at 0
Interval(1.5, 95% CI [0, 5.288], n=4)
>>> wilson(1.0, 40)   # 40 wins in 40 games: the win rate is not "surely 100%"
(0.912, 1.0)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054  # the 97.5% point of the normal distribution: 95% in the middle
_T95_SMALL = {1: 12.7062, 2: 4.3027, 3: 3.1824, 4: 2.7764}  # exact, where the expansion below is rough


def t95(df: int) -> float:
    """The 97.5% point of Student's t with `df` degrees of freedom (95% in the middle).
    Exact for df <= 4, else the Cornish-Fisher expansion in 1/df (Abramowitz & Stegun
    26.7.5), within 0.0003 of the exact value; it tends to `Z95` for large df.

    >>> round(t95(10), 3), round(t95(1000), 3)
    (2.228, 1.962)
    """
    if df < 1:
        return math.inf
    if df in _T95_SMALL:
        return _T95_SMALL[df]
    z = Z95
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its Student-t 95% confidence interval (infinite for
    one value), as `mean_interval` computes it."""
    interval = mean_interval(values)
    return interval.mean, interval.half_width


@dataclass(frozen=True)
class Interval:
    """A mean and its 95% confidence interval [low, high] over `n` independent values.
    `half_width` is the t interval's, before it was kept inside the possible range."""

    mean: float
    half_width: float
    low: float
    high: float
    n: int

    def __repr__(self) -> str:
        return f"Interval({self.mean:.4g}, 95% CI [{self.low:.4g}, {self.high:.4g}], n={self.n})"

    def __str__(self) -> str:
        return f"{self.mean:.1f} [{self.low:.1f}, {self.high:.1f}]"

    def excludes(self, value: float) -> bool:
        """True if `value` lies outside the interval (for a difference: is it not a tie?)."""
        return not self.low <= value <= self.high


def mean_interval(values: Sequence[float], lowest: float = -math.inf, highest: float = math.inf) -> Interval:
    """The mean of independent values with its Student-t 95% interval (n - 1 degrees of
    freedom), clipped to [lowest, highest]: the interval of a quantity that cannot go below
    zero never does. With one value the interval is the whole range."""
    n = len(values)
    if n == 0:
        raise ValueError("no values: the mean of nothing is not defined")
    import statistics

    mean = statistics.fmean(values)
    half = t95(n - 1) * statistics.stdev(values) / math.sqrt(n) if n > 1 else math.inf
    low, high = max(float(lowest), mean - half), min(float(highest), mean + half)
    return Interval(mean, round(half, 3), round(low, 3), round(high, 3), n)


def wilson(share: float, n: float) -> tuple[float, float]:
    """The Wilson score 95% interval of a share observed over `n` trials: unlike
    share ± z·sqrt(share(1 - share)/n) it never leaves [0, 1], and a share of 0 or 1 still
    gets an interval of some width."""
    if n <= 0:
        return 0.0, 1.0
    z2 = Z95 * Z95
    centre = (share + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 / (1 + z2 / n) * math.sqrt(share * (1 - share) / n + z2 / (4 * n * n))
    return round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)
