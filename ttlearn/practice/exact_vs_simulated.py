"""Exact counts against a simulation, for one round and number of decks: the chance that a
deal's best penalty (R16) is at most x points, counted over every deal where the shipped
tables hold the round (`ttlearn.count.shipped`), and estimated from random deals with 95%
intervals for every round. Notebook 9 draws it, and its widget lets a reader choose the
round and the decks.

>>> chances = ExactVsSimulated(round=1, decks=1, samples=500, seed=0)
>>> chances.has_exact, chances.exact_chance(0)
(True, Fraction(241, 5525))
>>> chances.estimate(0)
Estimate(16/500 = 0.032, 95% CI [0.01979, 0.05134])
>>> chances.estimate(0).covers(chances.exact_chance(0))
True
"""

from __future__ import annotations

import io
import random
from collections import Counter
from fractions import Fraction
from functools import cached_property
from typing import TYPE_CHECKING

from ..cards import deck
from ..count.montecarlo import Estimate
from ..count.probability import penalty_distribution
from ..count.tables import shipped
from ..draw.offline_charts import ChartNeedsInternet
from ..language import _, count_text, ngettext
from ..language.plurals import plural
from ..rules import check_round, hand_size, wild_words
from ..simulation.stats import mean_ci
from ..solver import best_penalty

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from ..count.exact import PenaltyDistribution

STEP = 5  # simulated points every 5 penalty points: enough to read, few enough to see apart


class ExactVsSimulated:
    """One round with 1 or 2 decks (R2): `samples` random deals (seeded) and their best
    penalties, against the exact distribution when it ships with ttlearn."""

    def __init__(self, round: int = 5, decks: int = 1, samples: int = 2000, seed: int = 0):
        check_round(round)
        if decks not in (1, 2):
            raise ValueError(f"bad number of decks {decks!r}: 1 (two players) or 2 (three to six, R2)")
        if type(samples) is not int or samples < 2:
            raise ValueError(f"bad number of samples {samples!r}: a whole number, at least 2")
        self.round, self.decks, self.samples, self.seed = round, decks, samples, seed

    def __repr__(self) -> str:
        return (f"ExactVsSimulated(round {self.round}, {plural(self.decks, 'deck')}, "
                f"{self.samples} deals, seed {self.seed})")

    @property
    def has_exact(self) -> bool:
        """Whether the shipped tables hold this round and number of decks."""
        return (self.round, self.decks) in shipped("penalty")

    @cached_property
    def exact(self) -> PenaltyDistribution | None:
        return penalty_distribution(self.round, self.decks) if self.has_exact else None

    @cached_property
    def penalties(self) -> list[int]:
        """The best penalty of each random deal, in the order dealt."""
        rng, pack, n = random.Random(self.seed), deck(self.decks), hand_size(self.round)
        return [best_penalty(rng.sample(pack, n), self.round) for _ in range(self.samples)]

    @cached_property
    def _counts(self) -> Counter[int]:
        return Counter(self.penalties)

    def estimate(self, x: int) -> Estimate:
        """The simulated chance that the best penalty is at most x, with its 95% interval."""
        return Estimate(sum(n for p, n in self._counts.items() if p <= x), self.samples)

    def exact_chance(self, x: int) -> Fraction | None:
        """The exact chance that the best penalty is at most x (None without a table)."""
        if self.exact is None:
            return None
        at_most = sum(n for p, n in self.exact.counts if p <= x)
        return Fraction(at_most, self.exact.deals)

    @property
    def points(self) -> list[int]:
        """Where the simulated estimates are shown: 0, 5, 10, ... up to the highest penalty seen."""
        return list(range(0, max(self.penalties) + 1, STEP))

    def coverage(self) -> tuple[int, int]:
        """How many of the shown intervals hold the exact chance, of how many (needs a table)."""
        if self.exact is None:
            raise ValueError(f"no exact table for round {self.round} with {plural(self.decks, 'deck')}")
        return sum(self.estimate(x).covers(self.exact_chance(x) or 0) for x in self.points), len(self.points)

    def summary(self) -> list[str]:
        """The mean best penalty (each deal's best penalty, averaged over the deals), exact and
        simulated: short lines, in the current language."""
        mean, half = mean_ci(self.penalties)
        lines = [_("Round {round}: {cards}, {wild}").format(round=self.round, cards=cards_words(self.round),
                                                            wild=wild_words(self.round))
                 + ", " + decks_words(self.decks),
                 _("mean best penalty, simulated from {deals}: {mean:.2f} ± {half:.2f} (95%)").format(
                     deals=deals_words(self.samples), mean=mean, half=half)]
        if self.exact is not None:
            lines.append(_("mean best penalty, exact over {deals}: {mean:.2f}").format(
                deals=deals_words(self.exact.deals), mean=float(self.exact.mean)))
            covered, shown = self.coverage()
            lines.append(_("{covered} of {shown} intervals hold the exact chance").format(covered=covered, shown=shown))
        else:
            lines.append(_("no exact table for this round and decks: counting every deal takes too long"))
        return lines

    def figure(self) -> Figure | ChartNeedsInternet:
        """The chart: exact chances as a step line, simulated ones as points with intervals
        (offline in the browser: a note instead)."""
        from ..draw.plots import penalty_chances_figure  # matplotlib only when a chart is drawn

        exact = None
        if self.exact is not None:
            top = max(points for points, deals_words in self.exact.counts)
            exact = {x: float(self.exact_chance(x) or 0) for x in range(top + 1)}
        simulated = {x: (e.value, e.low, e.high) for x in self.points for e in [self.estimate(x)]}
        return penalty_chances_figure(exact, simulated, title=self.title())

    def title(self) -> str:
        """The chart's title: what it shows (also its name for a screen reader)."""
        return _("Round {round} ({cards}, {decks}): chance the best penalty is at most x").format(
            round=self.round, cards=cards_words(self.round), decks=decks_words(self.decks))

    def png(self) -> bytes | None:
        """The chart as PNG bytes (None where it cannot be drawn: offline in the browser)."""
        figure = self.figure()
        if isinstance(figure, ChartNeedsInternet):
            return None
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png")
        return buffer.getvalue()

def cards_words(round: int) -> str:
    return count_text(hand_size(round), "{count} card", "{count} cards")


def decks_words(decks: int) -> str:
    return count_text(decks, "{count} deck", "{count} decks")


def deals_words(deals: int) -> str:
    # The number with its thousands grouped ("10,000"), then the noun in the number's form.
    return ngettext("{count} deal", "{count} deals", deals).format(count=f"{deals:,}")
