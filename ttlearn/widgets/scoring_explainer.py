"""The scoring explainer in a notebook: a round menu, the hands laid out with their points, the
running totals and a chart. A thin view: the logic is `ScoringExplainer` in
`ttlearn.practice.scoring_explainer`, which tests drive headlessly."""

from __future__ import annotations

import html
from collections.abc import Sequence

from ..language import _, using
from ..language.card_words import points_text
from ..practice.scoring_explainer import ScoringExplainer
from ..simulation import GameRecord
from .picture import as_html, figure_svg
from .view import View


class ScoringExplainerView(View):
    """The scores table, the chart of running totals, a round menu and the round's hands."""

    def __init__(self, model: ScoringExplainer, language: str | None = None):
        self._build_in(language, self._build, model)

    def _build(self, model: ScoringExplainer) -> None:
        import ipywidgets as W

        self.model = model
        self.round = W.Dropdown(options=[(_("Round {round}").format(round=r), r)
                                         for r in range(1, len(model.record.rounds) + 1)],
                                value=model.round, description=_("Round"))
        self.table = W.HTML(self._table())
        self.chart = W.HTML(figure_svg(model.figure()))
        self.details = W.HTML()
        self.round.observe(lambda change: self._try(model.select, change["new"]), names="value")
        self.widget = W.VBox([self.table, self.chart, self.round, self.details])
        self.refresh()

    def _table(self) -> str:
        board = self.model.board
        head = "".join(f"<th>{html.escape(n)}</th>" for n in board.players)
        rows = []
        for k, (row, totals) in enumerate(zip(board.rounds, board.running_totals), 1):
            cells = "".join(f"<td>{s} <small>({totals[p]})</small></td>" for s, p in zip(row, board.players))
            rows.append(f"<tr><td>{k}</td>{cells}</tr>")
        total = "".join(f"<th>{board.totals[p]}</th>" for p in board.players)
        # Each word said before the f-string: a call inside one is not seen by the message extractor.
        round_word, total_word, note = _("round"), _("total"), _("Each cell: the round's score (running total).")
        return (f"<table><tr><th>{round_word}</th>{head}</tr>{''.join(rows)}<tr><th>{total_word}</th>{total}</tr>"
                f"</table><p><b>{html.escape(self.model.winner_text())}</b> {note}</p>")

    def picture(self) -> str:
        """The scores table and the round on show, as static HTML (for GitHub, an export)."""
        return self.table.value + self.details.value

    def _redraw(self) -> None:
        parts = [f"<pre>{html.escape(self.model.explain())}</pre>"]
        for name, out, arrangement, score in self.model.details():
            went_out = _(" (went out)") if out else ""
            parts.append(f"<p><b>{html.escape(name)}</b>: {points_text(score)}{went_out}</p>")
            parts.append(as_html(arrangement))
        self.details.value = "".join(parts)


def scoring_explainer(record: GameRecord, names: Sequence[str] | None = None,
                      language: str | None = None) -> ScoringExplainerView:
    """The scoring explainer for a finished game, ready to display in a notebook; `language`
    the one it speaks ('sv', 'hr', 'th'; default: the session's, `set_language`)."""
    with using(language):  # a bad language is refused before anything is built
        model = ScoringExplainer(record, names)
    return ScoringExplainerView(model, language)
