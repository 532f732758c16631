"""The scoring explainer: a game round by round: each player's arrangement, leftover cards
and points, the running totals, a chart, and the winner (R16, R17, H2). Its words are said
in the current language (`scoring_explainer(language=...)`: the view's own)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine.seating import computer_name
from ..language import _
from ..language.card_words import points_text
from ..language.quoting import quote
from ..melds import Arrangement
from ..scoring import Scoreboard, round_hands
from ..simulation import GameRecord

if TYPE_CHECKING:  # matplotlib is imported only when a chart is drawn
    from matplotlib.figure import Figure

    from ..draw.offline_charts import ChartNeedsInternet


class ScoringExplainer:
    """The model: a finished game's record and the round on show."""

    def __init__(self, record: GameRecord, names: Sequence[str] | None = None):
        self.record = record
        self.names = tuple(names) if names else tuple(computer_name(p, k) for k, p in enumerate(record.players))
        board = Scoreboard(self.names)
        for result in record.rounds:
            board = board.add_round(result.scores)
        self.board = board
        self.round = 1

    def __repr__(self) -> str:
        return f"ScoringExplainer({', '.join(self.names)}; seed {self.record.seed}; round {self.round})"

    def select(self, round: int) -> None:
        """Show this round (1 to the last round played)."""
        self.round = self._round(round)

    def _round(self, round: int | None) -> int:
        """`round`, or the round on show for None; anything but a played round is refused."""
        if round is None:
            return self.round
        played = len(self.record.rounds)
        if type(round) is not int or not 1 <= round <= played:
            raise ValueError(f"bad round {quote(round)}: this game has rounds 1 to {played}")
        return round

    def details(self, round: int | None = None) -> list[tuple[str, bool, Arrangement, int]]:
        """(name, went out, best arrangement, score) for each player in a round."""
        result = self.record.rounds[self._round(round) - 1]
        return [(name, seat == result.went_out, result.arrangements[seat], result.scores[seat])
                for seat, name in enumerate(self.names)]

    def explain(self, round: int | None = None) -> str:
        """A round's scoring, card by card."""
        result = self.record.rounds[self._round(round) - 1]
        went_out = _("nobody went out (turn cap, H1)") if result.went_out is None else \
            _("{name} went out").format(name=self.names[result.went_out])
        lines = [_("Round {round}: {went_out}").format(round=result.number, went_out=went_out)]
        return "\n".join(lines + round_hands(self.names, result.arrangements, result.scores, result.went_out))

    def winner_text(self) -> str:
        winners = self.board.winners
        totals = self.board.totals
        points = points_text(totals[winners[0]])
        if len(winners) == 1:
            return _("{name} wins with {points} (R17).").format(name=winners[0], points=points)
        return _("{names} share the win with {points} (R17, H).").format(names=_(" and ").join(winners),
                                                                         points=points)

    def figure(self) -> Figure | ChartNeedsInternet:
        """The running totals (offline in the browser: a note instead)."""
        from ..draw.plots import cumulative_scores_figure

        return cumulative_scores_figure(self.board, title=_("Running totals (lower is better)"))
