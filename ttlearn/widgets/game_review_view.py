"""A game's review in a notebook: the tally, the evaluation graph (the points lost at each
decision, with its title, axes and legend in words) and the decisions by label. A thin view:
the logic is `ReviewBoard` in `ttlearn.practice.review_board`, which tests drive headlessly."""

from __future__ import annotations

import html

from ..draw.palette import INK, REVIEW_COLOURS
from ..draw.svg import show_view
from ..language import N_, _, count_text, using
from ..players.advice import action_words
from ..practice.review_board import ReviewBoard
from ..review import LABELS, GameReview, ReviewedDecision, review_game
from ..review.game_review import Reviewable
from .live_region import LiveRegion
from .picture import message_html
from .view import View, view_box

# A bar's colour by label, each at least 4.5:1 on white (`palette.REVIEW_COLOURS`), with the
# label's own mark above the bar and in the legend too, as chess reviews mark moves (never
# colour alone); a best decision has no bar.
BAR = REVIEW_COLOURS
MARK = {"good": "○", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
TALLEST = 20.0  # points: a loss this large or larger fills the graph's height
SHOWN = 12  # decisions listed at most, the costliest first (each holds a picture of its hand)


def legend_words() -> list[tuple[str, str]]:
    """Each label of a decision that lost points, with its mark and what it means in points."""
    return [(label, _(text)) for label, text in (
        ("good", N_("good: under 1 point lost")), ("inaccuracy", N_("?! inaccuracy: 1 to 3 points")),
        ("mistake", N_("? mistake: 3 to 8 points")),
        ("blunder", N_("?? blunder: 8 points or more, or a chance to go out missed (R10)")))]


def graph_svg(review: GameReview, width: int = 720) -> str:
    """The evaluation graph: a bar for each decision that lost points, as tall as its loss in
    points (up to `TALLEST`; the smallest loss still shows), coloured and marked by its label
    (?!, ?, ??); a line and the round's number where each round begins; a title, axes with
    their units, and a legend in words."""
    decisions = review.decisions
    left, top, plot_height = 44, 40, 120  # px: the axis's numbers, the title and round numbers, the bars
    plot_width = width - left - 8
    bottom = top + plot_height
    step = plot_width / max(1, len(decisions))
    parts: list[str] = []
    title = _("Points lost at each of your decisions, round by round: {lost} in all").format(
        lost=review.tally.points_lost)
    parts.append(f'<text x="{left}" y="16" font-size="14" font-weight="bold" fill="{INK}">{html.escape(title)}</text>')
    for points in (0, 5, 10, 15, 20):  # the y axis, in points
        y = bottom - plot_height * points / TALLEST
        parts.append(f'<line x1="{left - 4}" y1="{y:.1f}" x2="{left + plot_width}" y2="{y:.1f}" stroke="#E0E0E0"/>'
                     f'<text x="{left - 6}" y="{y + 4:.1f}" font-size="11" text-anchor="end" fill="{INK}">'
                     f'{points}{"+" if points == TALLEST else ""}</text>')
    axis = _("points lost")  # outside the f-string, where the extraction of messages finds it
    parts.append(f'<text x="12" y="{top + plot_height / 2:.1f}" font-size="11" fill="{INK}" text-anchor="middle" '
                 f'transform="rotate(-90 12 {top + plot_height / 2:.1f})">{html.escape(axis)}</text>')
    last_round = None
    for k, d in enumerate(decisions):
        x = left + k * step
        if d.round != last_round:
            parts.append(f'<line x1="{x:.1f}" y1="{top - 4}" x2="{x:.1f}" y2="{bottom}" stroke="#BBBBBB"/>'
                         f'<text x="{x + 2:.1f}" y="{top - 8}" font-size="10" fill="{INK}">{d.round}</text>')
            last_round = d.round
        if d.loss > 0:
            tall = max(3.0, plot_height * min(d.loss, TALLEST) / TALLEST)  # a loss under a point still shows
            parts.append(f'<rect x="{x:.1f}" y="{bottom - tall:.1f}" width="{max(step - 0.5, 1.5):.1f}" '
                         f'height="{tall:.1f}" fill="{BAR[d.label]}"><title>{html.escape(_(d.label))}: '
                         f'{html.escape(d.why)}</title></rect>')
            parts.append(f'<text class="tt-mark" x="{x + step / 2:.1f}" y="{bottom - tall - 3:.1f}" '
                         f'font-size="10" text-anchor="middle" fill="{BAR[d.label]}">{MARK[d.label]}</text>')
    parts.append(f'<line x1="{left}" y1="{bottom}" x2="{left + plot_width}" y2="{bottom}" stroke="{INK}"/>')
    axis = _("your decisions, in the order played; the numbers above are the rounds")
    parts.append(f'<text x="{left}" y="{bottom + 16}" font-size="11" fill="{INK}">{html.escape(axis)}</text>')
    y = bottom + 36
    for label, words in legend_words():  # the legend, a line for each label: its bar with its mark, its words
        words = words.removeprefix(MARK[label] + " ")  # the mark stands beside them, in its colour
        parts.append(f'<rect x="{left}" y="{y - 10}" width="12" height="12" fill="{BAR[label]}"/>'
                     f'<text class="tt-legend-mark" x="{left + 16}" y="{y}" font-size="12" font-weight="bold" '
                     f'fill="{BAR[label]}">{MARK[label]}</text>'
                     f'<text x="{left + 36}" y="{y}" font-size="12" fill="{INK}">{html.escape(words)}</text>')
        y += 17
    height = y - 4
    name = html.escape(title)
    # The viewBox and max-width let the graph shrink to a narrow screen (320 px) with its words
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
            f'viewBox="0 0 {width} {height}" style="max-width:100%;height:auto" '
            f'font-family="sans-serif" aria-label="{name}"><title>{name}</title>'
            f'<rect width="{width}" height="{height}" fill="white"/>{"".join(parts)}</svg>')


def listed_words(label: str, count: int) -> str:
    """What the list shows, in words: its label ("all": every decision that lost points) and
    how many decisions it lists."""
    shown = _("every decision that lost points") if label == "all" else _(label)
    return _("Listed: {label}, {decisions}").format(
        label=shown, decisions=count_text(count, "{count} decision", "{count} decisions"))


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
    """The tally, the graph, a label menu and the list of decisions it picks; a change of
    label is said in the live region (the label and how many decisions it lists)."""

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
        self.live = LiveRegion()
        self.widget = view_box([self.summary, self.graph, self.label, self.listed], self.live)
        self.refresh()

    def _redraw(self) -> None:
        review, board = self.board.review, self.board
        self.summary.value = "<pre style='font-size:14px'>" + html.escape(review.text(count=0)) + "</pre>"
        self.graph.value = graph_svg(review)
        shown = board.shown()
        listed = "".join(decision_html(d) for d in shown[:SHOWN])
        self.listed.value = message_html(self.refused, "bad") + (listed or "<p>" + html.escape(
            _("No decision with this label.")) + "</p>")
        self.live.say(self.refused or listed_words(board.label, len(shown)))

    def picture(self) -> str:
        return graph_svg(self.board.review)


def review_view(game: Reviewable, seat: int = 0, language: str | None = None) -> ReviewView:
    """The review of `seat` in `game`, ready to display in a notebook."""
    with using(language):
        review = review_game(game, seat)
    return ReviewView(ReviewBoard(review), language)
