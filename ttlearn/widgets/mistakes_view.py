"""Learn from your mistakes in a notebook: each position that lost points on a card table, the
verdict, and Next mistake. A thin view: the logic is `MistakesBoard` in
`ttlearn.practice.mistakes_board`, which tests drive headlessly."""

from __future__ import annotations

import html

from ..language import _, using
from ..players.advice import action_words
from ..practice.mistakes_board import HAND, MistakesBoard
from ..review import MistakesTrainer, review_game
from ..review.game_review import Reviewable
from ..rules import wild_words
from .card_table import CardTable
from .deck import deck_control, use_colours
from .live_region import LiveRegion
from .picture import big_button, message_html
from .view import View, view_box


class MistakesView(View):
    """A mistake's position on a card table, Draw from the stock at a draw, the verdict, Next,
    the deck's colours. The task and each verdict are said in the live region, once."""

    def __init__(self, board: MistakesBoard, size: int = 72, language: str | None = None):
        self._build_in(language, self._build, board, size)

    def _build(self, board: MistakesBoard, size: int) -> None:
        import ipywidgets as W

        self.board, self.trainer = board, board.trainer
        self.heading = W.HTML()
        self.table = CardTable(board.table, size=size, label=_("your hand and the discard pile"), speaks=False)
        self.stock_button = big_button(W.Button(description=_("Draw from the stock")))
        self.next_button = big_button(W.Button(description=_("Next mistake"), icon="step-forward"))
        self.verdict = W.HTML()
        self.stock_button.on_click(lambda _b: self._try(board.draw_stock))
        self.next_button.on_click(lambda _b: self._next())
        board.table.listen(self._after_table)
        self.deck = deck_control(self, self.table)
        self.live = LiveRegion()
        self.widget = view_box([self.heading, self.table.widget, W.HBox([self.stock_button, self.next_button]),
                                self.verdict, self.deck], self.live)
        self.refresh()

    def _next(self) -> None:
        """The next mistake. At the last one Next is disabled, and the keyboard's focus goes to
        where the move is made (the stock's button, or the hand's first card), not to the page."""
        self._try(self.board.next)
        if self.next_button.disabled:
            hand = next((g.cards for g in self.board.table.groups if g.key == HAND), ())
            if self.board.drawing:
                self.stock_button.focus()
            elif hand:
                self.table.focus_card(hand[0].id)

    def _redraw(self) -> None:
        board, trainer = self.board, self.trainer
        if not trainer.mistakes:
            nothing = _("No mistakes to learn from in this game.")
            self.heading.value = message_html(nothing, "good")
            self.live.say(nothing)
            for part in (self.table.widget, self.stock_button, self.next_button):
                part.layout.display = "none"
            return
        d = trainer.decision
        title = _("Mistake {number} of {count} · round {round}, {wild}").format(
            number=trainer.index + 1, count=len(trainer.mistakes), round=d.round, wild=wild_words(d.round))
        going_out = any(o.goes_out for o in d.options)
        task = _("You played: {move}. Find a better move: {how} {score}").format(
            move=action_words(d.chosen, d.discard_top), score=trainer.score(),
            how=_("take the discard pile's top card, or draw from the stock.") if board.drawing else
            _("click a card of your hand, or drag it to the discard pile: you discard it, or go out with it when "
              "the rest of your hand is all melds (R10).") if going_out else
            _("click the card to discard, or drag it to the discard pile."))
        self.heading.value = (f"<h3 style='margin:4px 0'>{html.escape(title)}</h3>"
                              f"<p style='font-size:15px;margin:0'>{html.escape(task)}</p>")
        self.stock_button.layout.display = None if board.drawing else "none"
        self.next_button.disabled = trainer.index == len(trainer.mistakes) - 1
        self.next_button.layout.display = "none" if trainer.finished else None
        tone = "bad" if self.refused else ""
        said = self.refused or board.message or board.said
        closing = trainer.closing() if trainer.finished and not self.refused else ""
        self.verdict.value = message_html(said, tone) + message_html(closing, "good")
        # The verdict (and the closing words), else the new position's title and task
        self.live.say(" ".join(part for part in (said, closing) if part) or f"{title}. {task}")


def mistakes_trainer(game: Reviewable, seat: int = 0, least: str = "inaccuracy", size: int = 72,
                     language: str | None = None, colours: str | None = None) -> MistakesView:
    """Learn from your mistakes in `game` (a `Game`, a record or a saved game's path): the
    decisions of `seat` labelled `least` or worse, played again; ready to display. `colours`:
    the deck's ('two' or 'four'; default: the session's, `set_deck_colours`)."""
    use_colours(colours)
    with using(language):
        board = MistakesBoard(MistakesTrainer(review_game(game, seat), least), language)
    return MistakesView(board, size, language)
