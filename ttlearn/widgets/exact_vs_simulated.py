"""Exact counts against a simulation, for one round and number of decks: the chance that a
deal's best penalty (R16) is at most x points, counted over every deal where the shipped
tables hold the round (`ttlearn.count.shipped`), and estimated from random deals with 95%
intervals for every round. Notebook 7 draws it, and its widget lets a reader choose the
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

import html
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
from ..language import _, count_text, ngettext, using
from ..language.plurals import plural
from ..rules import ROUNDS, check_round, hand_size, wild_words
from ..simulation.stats import mean_ci
from ..solver import best_penalty
from .view import View

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
        """The expected penalty (the average over deals), exact and simulated: short lines,
        in the current language."""
        mean, half = mean_ci(self.penalties)
        lines = [_("Round {round}: {cards}, {wild}").format(round=self.round, cards=_cards(self.round),
                                                            wild=wild_words(self.round)) + ", " + _decks(self.decks),
                 _("expected penalty, simulated from {deals}: {mean:.2f} ± {half:.2f} (95%)").format(
                     deals=_deals(self.samples), mean=mean, half=half)]
        if self.exact is not None:
            lines.append(_("expected penalty, exact over {deals}: {mean:.2f}").format(
                deals=_deals(self.exact.deals), mean=float(self.exact.mean)))
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
            top = max(points for points, _deals in self.exact.counts)
            exact = {x: float(self.exact_chance(x) or 0) for x in range(top + 1)}
        simulated = {x: (e.value, e.low, e.high) for x in self.points for e in [self.estimate(x)]}
        title = _("Round {round} ({cards}, {decks}): chance the best penalty is at most x").format(
            round=self.round, cards=_cards(self.round), decks=_decks(self.decks))
        return penalty_chances_figure(exact, simulated, title=title)

    def png(self) -> bytes | None:
        """The chart as PNG bytes (None where it cannot be drawn: offline in the browser)."""
        figure = self.figure()
        if isinstance(figure, ChartNeedsInternet):
            return None
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png")
        return buffer.getvalue()


def _cards(round: int) -> str:
    return count_text(hand_size(round), "{count} card", "{count} cards")


def _decks(decks: int) -> str:
    return count_text(decks, "{count} deck", "{count} decks")


def _deals(deals: int) -> str:
    # The number with its thousands grouped ("10,000"), then the noun in the number's form.
    return ngettext("{count} deal", "{count} deals", deals).format(count=f"{deals:,}")


class ExactVsSimulatedView(View):
    """A round menu and a decks switch over the chart and its summary, in `language` (None:
    the session's). In a notebook shown without widgets (GitHub), the saved output is the
    chart as a PNG picture."""

    def __init__(self, round: int = 5, decks: int = 1, samples: int = 2000, seed: int = 0,
                 language: str | None = None):
        self.samples, self.seed = samples, seed
        self._cache: dict[tuple[int, int], tuple[ExactVsSimulated, bytes | None]] = {}
        self._build_in(language, self._build, round, decks)

    def _build(self, round: int, decks: int) -> None:
        import ipywidgets as W

        self.round = W.Dropdown(options=[(_("Round {round}: {cards}").format(round=r, cards=_cards(r)), r)
                                         for r in ROUNDS], value=round, description=_("Round"))
        self.decks = W.ToggleButtons(options=[(_("1 deck (2 players)"), 1), (_("2 decks (3 to 6 players)"), 2)],
                                     value=decks, style={"button_width": "auto"})
        self.image = W.Image(format="png", layout=W.Layout(width="100%", max_width="750px"))  # the PNG's own size
        self.text = W.HTML()
        self.round.observe(lambda _: self.refresh(), names="value")
        self.decks.observe(lambda _: self.refresh(), names="value")
        self.widget = W.VBox([W.HBox([self.round, self.decks]), self.image, self.text])
        self.refresh()

    @property
    def model(self) -> ExactVsSimulated:
        return self._shown()[0]

    def _shown(self) -> tuple[ExactVsSimulated, bytes | None]:
        """The model of the round and decks chosen, and its chart, each made once."""
        key = (self.round.value, self.decks.value)
        if key not in self._cache:
            model = ExactVsSimulated(*key, samples=self.samples, seed=self.seed)
            with using(self.language):  # the chart's words
                self._cache[key] = (model, model.png())
        return self._cache[key]

    def _redraw(self) -> None:
        model, png = self._shown()
        if png is not None:
            self.image.value = png
        self.image.layout.display = None if png else "none"
        note = "" if png else ChartNeedsInternet()._repr_html_()  # offline in the browser: no chart
        self.text.value = note + "<br>".join(html.escape(line) for line in model.summary())

    def picture_png(self) -> bytes | None:
        return self._shown()[1]


def exact_vs_simulated(round: int = 5, decks: int = 1, samples: int = 2000, seed: int = 0,
                       language: str | None = None) -> ExactVsSimulatedView:
    """The interactive chart, ready to display in a notebook: choose the round and the decks;
    `language` the one it speaks ('sv', 'hr', 'th'; default: the session's)."""
    return ExactVsSimulatedView(round, decks, samples, seed, language)
