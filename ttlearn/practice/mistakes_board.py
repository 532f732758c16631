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

from ..cards import Card
from ..draw.palette import LEFTOVER, SELECTED
from ..engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ..language import _, using
from ..review import MistakesTrainer
from ..rules import is_wild
from .card_table import CardTableModel, Group, TableCard

HAND, PILE = "hand", "pile"
PILE_ID = 1000  # the pile's top card; the hand's cards are numbered from 0


class MistakesBoard:
    """The model: the trainer, and its position on a card table (plain Python). `said` is the
    verdict on the learner's move, `message` what a click that is no move gets told."""

    def __init__(self, trainer: MistakesTrainer, language: str | None = None):
        self.trainer = trainer
        self.language = language  # what a click or a drop says comes in it (None: the session's)
        self.table = CardTableModel(on_click=self._clicked, on_move=self._dropped, clicks_act=True)
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
