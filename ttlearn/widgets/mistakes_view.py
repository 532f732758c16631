"""Learn from your mistakes, on a card table: each position of a review that lost points,
as the seat saw it, played again. At a draw the learner takes the discard pile's top card
(a click on it) or presses "Draw from the stock"; at a discard they click a card of the hand,
or drop it on the pile, and go out with it when they can (R10). The move played is marked on
the table from the start; after the learner's move, the best is marked too and the verdict
says why (`ttlearn.review.MistakesTrainer`).

>>> from ttlearn.simulation import play_game
>>> from ttlearn.review import MistakesTrainer, review_game
>>> board = MistakesBoard(MistakesTrainer(review_game(play_game(["beginner", "greedy"], seed=4), 0,
...                                                   progress=False)))
>>> board.trainer, board.drawing
(MistakesTrainer(mistake 1 of 33, round 1), True)
>>> board.table
CardTableModel(hand: 7♠ 10♠ K♥; pile: 8♣)
"""

from __future__ import annotations

import html

from ..cards import Card
from ..draw.palette import LEFTOVER, SELECTED
from ..engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ..language import _, using
from ..players.advice import action_words
from ..review import MistakesTrainer, review_game
from ..review.game_review import Reviewable
from ..rules import is_wild, wild_words
from .card_table import CardTable, CardTableModel, Group, TableCard
from .picture import big_button, message_html
from .view import View

HAND, PILE = "hand", "pile"
PILE_ID = 1000  # the pile's top card; the hand's cards are numbered from 0


class MistakesBoard:
    """The model: the trainer, and its position on a card table (plain Python). `said` is the
    verdict on the learner's move, `message` what a click that is no move gets told."""

    def __init__(self, trainer: MistakesTrainer, language: str | None = None):
        self.trainer = trainer
        self.language = language  # what a click or a drop says comes in it (None: the session's)
        self.table = CardTableModel(on_click=self._clicked, on_move=self._dropped)
        self.said = self.message = ""
        self._lay_out()

    def __repr__(self) -> str:
        return f"MistakesBoard({self.trainer!r})"

    @property
    def drawing(self) -> bool:
        """Is the position a draw (R9), not a discard?"""
        return self.trainer.mistakes != () and self.trainer.decision.view.phase == "draw"

    def play(self, action: Action) -> str:
        """The learner's move: the verdict (a move not allowed here is refused, unchanged)."""
        self.said = self.trainer.answer(action)
        self.message = ""
        self._lay_out()
        return self.said

    def draw_stock(self) -> str:
        if not self.drawing:
            raise ValueError(_("This position is a discard: click a card of your hand to discard it (R9)."))
        return self.play(DRAW_STOCK)

    def next(self) -> None:
        self.trainer.next()
        self.said = self.message = ""
        self._lay_out()

    def _throw(self, card: Card) -> str:
        """Throw `card`: going out with it when the rest is all melds (R10), else a discard."""
        going_out = Action("go out", card)
        allowed = {o.action for o in self.trainer.decision.options}
        return self.play(going_out if going_out in allowed else Action("discard", card))

    def _tell(self, message: str) -> None:
        self.message = message
        self._lay_out()

    def _clicked(self, card: TableCard) -> None:
        with using(self.language):  # a click comes here straight from the card table
            if self.drawing:
                if card.id == PILE_ID:
                    self.play(DRAW_DISCARD)
                else:
                    self._tell(_("First draw (R9): click the discard pile's top card to take it, or press Draw "
                                 "from the stock."))
            elif card.id == PILE_ID:
                self._tell(_("That is the discard pile: click a card of your hand to discard it (R9)."))
            else:
                self._throw(card.card)

    def _dropped(self, card: TableCard, to: str, index: int) -> None:
        with using(self.language):
            if to == PILE and card.id != PILE_ID and not self.drawing:
                self._throw(card.card)
            else:
                self._tell(_("Drop a card of your hand on the discard pile to discard it (R9)."))

    def _lay_out(self) -> None:
        trainer = self.trainer
        if not trainer.mistakes:
            self.table.set_groups([])
            return
        d = trainer.decision
        marks: dict[Card | None, list[str]] = {}  # a card (None: the pile's top) and its badges
        # TRANSLATORS: badges on a card, kept short: the move played in the game, the learner's
        # move now, the best move; and the same when the move went out with the card (R10).
        words = {"played": (_("played"), _("played: out")), "yours": (_("your move"), _("you: out")),
                 "best": (_("best"), _("best: out")), "yours, best": (_("your move, best"), _("you: out, best"))}
        moves = [(d.chosen, "played")]
        if trainer.answered == d.best:
            moves.append((d.best, "yours, best"))
        elif trainer.answered is not None:
            moves += [(trainer.answered, "yours"), (d.best, "best")]
        for action, who in moves:
            word = words[who][action.kind == "go out"]
            if action.card is not None:
                marks.setdefault(action.card, []).append(word)
            elif action == DRAW_DISCARD:
                marks.setdefault(None, []).append(word)
        round = d.round
        badges = {card: " · ".join(words) for card, words in marks.items()}
        hand, marked = [], set()
        for p, card in enumerate(d.hand):
            badge = "" if card in marked else badges.get(card, "")  # two copies of a card: one badge
            marked.add(card)
            hand.append(TableCard(p, card, is_wild(card, round), badge=badge))
        pile = () if d.discard_top is None else (
            TableCard(PILE_ID, d.discard_top, is_wild(d.discard_top, round), badge=badges.get(None, "")),)
        self.table.set_groups([
            Group(HAND, _("Your hand"), tuple(hand), colour=LEFTOVER, drop=False),
            Group(PILE, _("Discard pile"), pile, tone="new", colour=SELECTED, hint=_("empty")),
        ], selected=())


class MistakesView(View):
    """A mistake's position on a card table, Draw from the stock at a draw, the verdict, Next."""

    def __init__(self, board: MistakesBoard, size: int = 72, language: str | None = None):
        self._build_in(language, self._build, board, size)

    def _build(self, board: MistakesBoard, size: int) -> None:
        import ipywidgets as W

        self.board, self.trainer = board, board.trainer
        self.heading = W.HTML()
        self.table = CardTable(board.table, size=size, label=_("your hand and the discard pile"))
        self.stock_button = big_button(W.Button(description=_("Draw from the stock")))
        self.next_button = big_button(W.Button(description=_("Next mistake"), icon="step-forward"))
        self.verdict = W.HTML()
        self.stock_button.on_click(lambda _b: self._try(board.draw_stock))
        self.next_button.on_click(lambda _b: self._try(board.next))
        board.table.listen(self._after_table)
        self.widget = W.VBox([self.heading, self.table.widget, W.HBox([self.stock_button, self.next_button]),
                              self.verdict])
        self.refresh()

    def _redraw(self) -> None:
        board, trainer = self.board, self.trainer
        if not trainer.mistakes:
            self.heading.value = message_html(_("No mistakes to learn from in this game."), "good")
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
        self.verdict.value = message_html(said, tone) + (message_html(trainer.closing(), "good")
                                                         if trainer.finished and not self.refused else "")


def mistakes_trainer(game: Reviewable, seat: int = 0, least: str = "inaccuracy", size: int = 72,
                  language: str | None = None) -> MistakesView:
    """Learn from your mistakes in `game` (a `Game`, a record or a saved game's path): the
    decisions of `seat` labelled `least` or worse, played again; ready to display."""
    with using(language):
        board = MistakesBoard(MistakesTrainer(review_game(game, seat), least), language)
    return MistakesView(board, size, language)
