"""A game's review on screen (`ttlearn.review`): the tally, an evaluation graph (the points
lost at each of the seat's decisions, across the game, round by round), and the decisions
filtered by label, each opening the position as the seat saw the table, with the move played
and the best. (The positions that lost points are played again in `mistakes_view`.)

>>> from ttlearn.simulation import play_game
>>> from ttlearn.review import review_game
>>> board = ReviewBoard(review_game(play_game(["beginner", "greedy"], seed=4), 0, progress=False))
>>> board.show("blunder")
>>> board
ReviewBoard(seat 0, showing blunder: 3 of 126 decisions)
"""

from __future__ import annotations

import html

from ..draw.palette import INK, LEFTOVER, OKABE_ITO
from ..draw.svg import show_view
from ..language import _, using
from ..language.quoting import quote
from ..players.advice import action_words
from ..review import LABELS, GameReview, ReviewedDecision, review_game
from ..review.game_review import Reviewable
from .picture import message_html
from .view import View

# A bar's colour by label (Okabe-Ito, with the label in words beside every decision: never
# colour alone); a best decision has no bar.
BAR = {"good": LEFTOVER, "inaccuracy": OKABE_ITO["orange"], "mistake": OKABE_ITO["vermillion"],
       "blunder": INK}
TALLEST = 20.0  # points: a loss this large or larger fills the graph's height
SHOWN = 12  # decisions listed at most, the costliest first (each holds a picture of its hand)


class ReviewBoard:
    """The model: a review and the label its list shows ("all", or one of `LABELS`)."""

    def __init__(self, review: GameReview):
        self.review = review
        self.label = "all"

    def __repr__(self) -> str:
        return (f"ReviewBoard(seat {self.review.seat}, showing {self.label}: {len(self.shown())} of "
                f"{len(self.review.decisions)} decisions)")

    def show(self, label: str) -> None:
        """List the decisions with this label ("all": every one that lost points)."""
        if label != "all" and label not in LABELS:
            raise ValueError(f"bad label {quote(label)}: all, or one of {', '.join(LABELS)}")
        self.label = label

    def shown(self) -> tuple[ReviewedDecision, ...]:
        """The decisions listed: with the label shown ("all": those that lost points), costliest first."""
        if self.label == "all":
            chosen = [d for d in self.review.decisions if d.loss > 0]
        else:
            chosen = [d for d in self.review.decisions if d.label == self.label]
        return tuple(sorted(chosen, key=lambda d: -d.loss))


def graph_svg(review: GameReview, width: int = 720, height: int = 150) -> str:
    """The evaluation graph: a bar for each decision that lost points, as tall as its loss
    (up to `TALLEST`), coloured by its label; a line and a number where each round begins."""
    decisions = review.decisions
    step = width / max(1, len(decisions))
    parts, last_round = [], None
    for k, d in enumerate(decisions):
        x = k * step
        if d.round != last_round:
            parts.append(f'<line x1="{x:.1f}" y1="14" x2="{x:.1f}" y2="{height}" stroke="#DDDDDD"/>'
                         f'<text x="{x + 2:.1f}" y="11" font-size="10" fill="{INK}">{d.round}</text>')
            last_round = d.round
        if d.loss > 0:
            tall = (height - 16) * min(d.loss, TALLEST) / TALLEST
            parts.append(f'<rect x="{x:.1f}" y="{height - tall:.1f}" width="{max(step - 0.5, 0.8):.1f}" '
                         f'height="{tall:.1f}" fill="{BAR[d.label]}"><title>{html.escape(_(d.label))}: '
                         f'{html.escape(d.why)}</title></rect>')
    title = html.escape(_("Points lost at each decision, round by round: {lost} in all").format(
        lost=review.tally.points_lost))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
            f'aria-label="{title}"><title>{title}</title>'
            f'<rect width="{width}" height="{height}" fill="white" stroke="#BBBBBB"/>{"".join(parts)}</svg>')


def decision_html(d: ReviewedDecision) -> str:
    """One decision, folded: its round, label and verdict; open, the position as cards."""
    played, best = action_words(d.chosen, d.discard_top), action_words(d.best, d.discard_top)
    top = str(d.discard_top) if d.discard_top is not None else _("(empty)")
    summary = html.escape(_("Round {round}, {label}: {why}").format(round=d.round, label=_(d.label), why=d.why))
    body = html.escape(_("Your hand, the discard pile's top {top}. Played: {played}. Best: {best}.").format(
        top=top, played=played, best=best))
    return (f"<details style='margin:4px 0'><summary style='cursor:pointer'>{summary}</summary>"
            f"<p>{body}</p>{show_view(d.view, scale=0.7).svg}</details>")


class ReviewView(View):
    """The tally, the graph, a label menu and the list of decisions it picks."""

    def __init__(self, board: ReviewBoard, language: str | None = None):
        self._build_in(language, self._build, board)

    def _build(self, board: ReviewBoard) -> None:
        import ipywidgets as W

        self.board = board
        self.summary = W.HTML()
        self.graph = W.HTML()
        self.label = W.Dropdown(options=[(_("every decision that lost points"), "all")]
                                + [(_(label), label) for label in LABELS], value=board.label, description=_("Show"))
        self.listed = W.HTML()
        self.label.observe(lambda change: self._try(board.show, change["new"]), names="value")
        self.widget = W.VBox([self.summary, self.graph, self.label, self.listed])
        self.refresh()

    def _redraw(self) -> None:
        review, board = self.board.review, self.board
        self.summary.value = "<pre style='font-size:14px'>" + html.escape(review.text(count=0)) + "</pre>"
        self.graph.value = graph_svg(review)
        shown = board.shown()
        listed = "".join(decision_html(d) for d in shown[:SHOWN])
        self.listed.value = message_html(self.refused, "bad") + (listed or "<p>" + html.escape(
            _("No decision with this label.")) + "</p>")

    def picture(self) -> str:
        return graph_svg(self.board.review)


def review_view(game: Reviewable, seat: int = 0, language: str | None = None) -> ReviewView:
    """The review of `seat` in `game`, ready to display in a notebook."""
    with using(language):
        review = review_game(game, seat)
    return ReviewView(ReviewBoard(review), language)
