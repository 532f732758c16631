"""The deal stepper in a notebook: the buttons to step through a seeded game, the turn's lines
and the table drawn at each step. A thin view: the logic is `DealStepper` in
`ttlearn.practice.deal_stepper`, which tests drive headlessly."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from ..draw.svg import show_arrangement, show_hand
from ..language import _, count_text, using
from ..language.card_words import points_text
from ..practice.deal_stepper import DealStepper, Step
from ..rules import Rules
from .live_region import LiveRegion
from .picture import big_button, heading_html
from .view import View, view_box


class DealStepperView(View):
    """Buttons: back, forward (each disabled at its end), a round menu that follows them;
    the table with every hand face up, or at a round's end every hand in its best
    arrangement (R16); the step's log. Each step's heading is said in the live region."""

    def __init__(self, model: DealStepper, language: str | None = None):
        self._build_in(language, self._build, model)

    def _build(self, model: DealStepper) -> None:
        import ipywidgets as W

        self.model = model
        self.back_button = big_button(W.Button(description=_("◀ Back"), tooltip=_("one turn back")))
        self.next_button = big_button(W.Button(description=_("Next ▶"), tooltip=_("one turn forward")))
        last_round = model.steps[-1].round
        self.round = W.Dropdown(options=[(_("Round {round}").format(round=r), r) for r in range(1, last_round + 1)],
                                value=model.step.round, description=_("Jump to"))
        self.heading = W.HTML()
        self.table = W.HTML()
        self.log = W.HTML()
        self._following = False  # the menu is being set to follow Back or Next: no jump
        self.back_button.on_click(lambda _: self._step(model.back))
        self.next_button.on_click(lambda _: self._step(model.forward))
        self.round.observe(self._jump, names="value")
        self.live = LiveRegion()
        self.widget = view_box([W.HBox([self.back_button, self.next_button, self.round],
                                       layout=W.Layout(align_items="center", flex_flow="row wrap")),
                                self.heading, self.table, self.log], self.live)
        self.refresh()

    def _step(self, step: Callable[[], object]) -> None:
        """Back or Next; the button pressed, disabled at its end, passes the keyboard's focus to
        the other (a disabled button drops it to the page's body)."""
        self._try(step)
        if self.model.at_start or self.model.at_end:
            (self.next_button if self.model.at_start else self.back_button).focus()

    def _jump(self, change: dict) -> None:
        if not self._following:
            self._try(self.model.go_to_round, change["new"])

    def _redraw(self) -> None:
        model = self.model
        self.back_button.disabled = model.at_start
        self.next_button.disabled = model.at_end
        if self.round.value != model.step.round:
            self._following = True
            try:
                self.round.value = model.step.round
            finally:
                self._following = False
        heading = model.heading()
        self.heading.value = f"<h4 style='font-size:17px;margin:8px 0'>{html.escape(heading)}</h4>"
        self.live.say(self.refused or heading)
        self.table.value = table_html(model)
        self.log.value = log_html(model.step)

    def picture(self) -> str:
        return f"<h4>{html.escape(self.model.heading())}</h4>" + table_html(self.model)


def log_html(step: Step) -> str:
    """The step's lines, as they are printed; a line of numbers folded under a "why?" that
    opens it, so that the plain reasons come first."""
    rows, why = [], html.escape(_("why? (the numbers)"))
    for k, line in enumerate(step.lines):
        text = html.escape(line)
        if k in step.numbers:
            text = f"<details style='margin-left:4ch'><summary>{why}</summary>{html.escape(line.strip())}</details>"
        rows.append(f"<div>{text}</div>")
    return "<div style='font-size:14px;font-family:monospace;white-space:pre-wrap'>" + "".join(rows) + "</div>"


def table_html(model: DealStepper) -> str:
    """The table at a step: every hand face up with its total and who is to play; at a
    round's end, every hand in its best arrangement with its points (R16, H2)."""
    game, result = model.game, model.result
    rows = []
    if result is not None:
        for seat, name in enumerate(model.names):
            total = game.totals[seat]  # the game just after the round: its scores counted (R17)
            line = _("{name}: went out, 0 points (R16) · total {total}") if seat == result.went_out else \
                _("{name}: {points} · total {total}")
            rows.append(heading_html(line.format(name=name, points=points_text(result.scores[seat]), total=total))
                        + show_arrangement(result.arrangements[seat], scale=0.9).svg)
        return "".join(rows)
    for seat, name in enumerate(game.names):
        marker = _(" ◀ to play") if seat == game.turn else ""
        shown = _("(total {total})").format(total=game.totals[seat])
        rows.append(f"<div style='font-size:16px;margin-top:6px'><b>{html.escape(name)}</b> {shown}{marker}</div>"
                    + show_hand(sorted(game.hands[seat]), game.round, scale=0.8).svg)
    top = str(game.pile[-1]) if game.pile else _("(empty)")
    pile = _("Discard pile: {top}; stock: {cards}").format(
        top=top, cards=count_text(len(game.stock), "{count} card", "{count} cards"))
    rows.append(f"<p style='font-size:15px'>{pile}</p>")
    return "".join(rows)


def deal_stepper(players: Sequence[str] = ("greedy", "lookahead"), seed: int = 1,
                 rules: Rules | None = None, language: str | None = None) -> DealStepperView:
    """The deal stepper, ready to display in a notebook; `language` the one it speaks
    ('sv', 'hr', 'th'; default: the session's, `set_language`)."""
    with using(language):  # the game is played in it: its lines and the players' reasons
        model = DealStepper(players, seed, rules)
    return DealStepperView(model, language)
