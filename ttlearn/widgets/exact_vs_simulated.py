"""Exact counts against a simulation in a notebook: the round and decks menus, the chart and
the summary. A thin view: the logic is `ExactVsSimulated` in
`ttlearn.practice.exact_vs_simulated`, which tests drive headlessly."""

from __future__ import annotations

import html

from ..draw.chart_names import img_html
from ..draw.offline_charts import ChartNeedsInternet
from ..language import _, using
from ..practice.exact_vs_simulated import ExactVsSimulated, cards_words
from ..rules import ROUNDS
from .reflow import reflowing
from .view import View


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

        self.round = W.Dropdown(options=[(_("Round {round}: {cards}").format(round=r, cards=cards_words(r)), r)
                                         for r in ROUNDS], value=round, description=_("Round"))
        self.decks = W.ToggleButtons(options=[(_("1 deck (2 players)"), 1), (_("2 decks (3 to 6 players)"), 2)],
                                     value=decks, style={"button_width": "auto"})
        # The chart as an <img> with its text alternative (alt: its title): ipywidgets' Image
        # has no alt, and a tooltip breaks its drawing in Voila
        self.image = W.HTML()
        self.text = W.HTML()
        self.round.observe(lambda _: self.refresh(), names="value")
        self.decks.observe(lambda _: self.refresh(), names="value")
        self.widget = W.VBox([reflowing(W.HBox([self.round, self.decks])), self.image, self.text])
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
            self.image.value = self.picture() or ""
        self.image.layout.display = None if png else "none"
        note = "" if png else ChartNeedsInternet()._repr_html_()  # offline in the browser: no chart
        self.text.value = note + "<br>".join(html.escape(line) for line in model.summary())

    def picture(self) -> str | None:
        """The chart as an <img> named by its title, as wide as the page up to its 750 px."""
        model, png = self._shown()
        return img_html(png, model.title(), style="width:100%;max-width:750px;height:auto") if png else None

    def picture_png(self) -> bytes | None:
        return self._shown()[1]


def exact_vs_simulated(round: int = 5, decks: int = 1, samples: int = 2000, seed: int = 0,
                       language: str | None = None) -> ExactVsSimulatedView:
    """The interactive chart, ready to display in a notebook: choose the round and the decks;
    `language` the one it speaks ('sv', 'hr', 'th'; default: the session's)."""
    return ExactVsSimulatedView(round, decks, samples, seed, language)
