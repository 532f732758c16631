"""The strategy lab in a notebook: the line-up menus, the number of games, Run with a progress
bar, the results and their chart. A thin view: the logic is `StrategyLab` in
`ttlearn.practice.strategy_lab`, which tests drive headlessly."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from ..language import _, count_text, pgettext, using
from ..practice.opponents import describe, known_opponents
from ..practice.strategy_lab import MOST_GAMES, MOST_SEATS, StrategyLab
from .picture import MESSAGE_FONT, figure_svg
from .view import View


class StrategyLabView(View):
    """Menus for the seats, a slider for the games, a seed, a Run button and a progress bar;
    the summary, the verdict and the chart below."""

    def __init__(self, model: StrategyLab, language: str | None = None):
        self._build_in(language, self._build, model)

    def _build(self, model: StrategyLab) -> None:
        import ipywidgets as W

        self.model = model
        self._resetting = False
        names = known_opponents()
        self.seats = [W.Dropdown(options=[(describe(n), n) for n in names], value=p, description=_seat(k + 1),
                                 style={"description_width": "initial"}, layout=W.Layout(width="auto"))
                      for k, p in enumerate(model.players)]
        self.how_many = W.Dropdown(options=[(count_text(n, "{count} player", "{count} players"), n)
                                            for n in range(2, MOST_SEATS + 1)],
                                   value=len(model.players), description=_("Line-up:"),
                                   style={"description_width": "initial"})
        # A number box, not a slider: ipywidgets' slider handle has no name a screen reader can say
        self.games = W.BoundedIntText(value=model.games, min=2, max=MOST_GAMES, step=2, description=_("games"),
                                      continuous_update=False, layout=W.Layout(width="200px"))
        # A text box, not an IntText: what is typed reaches the model as typed, to be taken or
        # refused in words (an IntText drops '²' or a 20-digit number without a word)
        self.seed = W.Text(value=str(model.seed), description=_("seed"), continuous_update=False,
                           layout=W.Layout(width="220px"))
        self.run_button = W.Button(description=pgettext("button", "Run"), icon="play", button_style="primary")
        self.bar = W.IntProgress(value=0, min=0, max=1, description="", layout=W.Layout(width="240px"))
        self.message = W.HTML()
        self.results = W.HTML()
        self.seat_box = W.HBox(self.seats, layout=W.Layout(flex_flow="row wrap"))
        self.how_many.observe(lambda change: self._resize(change["new"]), names="value")
        for k, menu in enumerate(self.seats):
            menu.observe(lambda change, seat=k + 1: self._set(self.model.set_player, seat, change["new"]),
                         names="value")
        self.games.observe(lambda change: self._set(self.model.set_games, change["new"]), names="value")
        self.seed.observe(lambda change: self._set(self.model.set_seed, change["new"]), names="value")
        self.run_button.on_click(lambda _: self.run())
        controls = W.HBox([self.games, self.seed, self.run_button, self.bar],
                          layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = W.VBox([W.HBox([self.how_many]), self.seat_box, controls, self.message, self.results])
        self.refresh()

    def _set(self, setting: Callable[..., None], *args: object) -> None:
        """A setting from a control; one the model refuses is explained, and nothing else
        changes on screen: the box shows the seed a Run would use again, without that
        counting as a new setting."""
        if self._resetting:
            return
        try:
            setting(*args)
        except ValueError as refused:
            if self.seed.value != str(self.model.seed):
                self._resetting = True
                try:
                    self.seed.value = str(self.model.seed)
                finally:
                    self._resetting = False
            with using(self.language):
                head = _("Not changed:")  # a call inside an f-string is not seen by the message extractor
                self.message.value = (f"<div style='font-size:{MESSAGE_FONT};margin:4px 0'><b>{head}</b> "
                                      f"{html.escape(str(refused))}</div>")
            return
        self.message.value = ""
        self.refresh()

    def _resize(self, seats: int) -> None:
        """A line-up of `seats` players: the first seats kept, new seats greedy."""
        import ipywidgets as W

        players = list(self.model.players[:seats]) + ["greedy"] * max(0, seats - len(self.model.players))
        self._set(self.model.set_players, players)
        while len(self.seats) < seats:
            k = len(self.seats)
            with using(self.language):
                seat = _seat(k + 1)
            menu = W.Dropdown(options=self.seats[0].options, value=players[k], description=seat,
                              style={"description_width": "initial"}, layout=W.Layout(width="auto"))
            menu.observe(lambda change, seat=k + 1: self._set(self.model.set_player, seat, change["new"]),
                         names="value")
            self.seats.append(menu)
        self.seat_box.children = tuple(self.seats[:seats])

    def run(self) -> None:
        """Play the games, the bar moving as they finish; then show the results."""
        def moved(done: int, total: int) -> None:
            self.bar.max, self.bar.value = total, done

        self.run_button.disabled = True
        with using(self.language):
            self.message.value = count_text(self.model.games, "Playing {count} game...", "Playing {count} games...")
        self.results.value = ""
        try:
            self.model.run(on_progress=moved)
        finally:
            self.run_button.disabled = False
        self.message.value = ""
        self.refresh()

    def picture(self) -> str:
        """The results as static HTML (for GitHub, an export)."""
        return self.results.value or f"<p>{html.escape(repr(self.model))}</p>"

    def _redraw(self) -> None:
        summary = self.model.summary
        if summary is None:
            run = "<b>" + pgettext("button", "Run") + "</b>"
            self.results.value = "<p>" + _("Choose the players and the number of games, then press {run}.").format(
                run=run) + "</p>"
            return
        self.results.value = (summary._repr_html_() + f"<p><b>{html.escape(self.model.verdict())}</b></p>"
                              + figure_svg(self.model.figure()))


def _seat(seat: int) -> str:
    return _("seat {seat}").format(seat=seat)


def strategy_lab(players: Sequence[str] = ("lookahead", "greedy"), games: int = 40, seed: int = 2026,
                 workers: int | None = None, language: str | None = None) -> StrategyLabView:
    """The strategy lab, ready to display in a notebook; `language` the one it speaks ('sv',
    'hr', 'th'; default: the session's, `set_language`)."""
    with using(language):  # a bad language is refused before anything is built
        model = StrategyLab(players, games, seed, workers)
    return StrategyLabView(model, language)
