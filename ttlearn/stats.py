"""The statistics the simulations and estimates share: one 95% quantile, one interval.

>>> mean_ci([1, 2, 3, 4])
(2.5, 1.265)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z95 = 1.959963984540054  # the 97.5% point of the normal distribution: 95% in the middle


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, round(half, 3)
