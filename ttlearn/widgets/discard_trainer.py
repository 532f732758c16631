"""Which discard? in a notebook: the hand on a card table, the choice's verdict and the next
hand. A thin view: the logic is `DiscardTrainer` and `DiscardBoard` in
`ttlearn.practice.discard_trainer`, which tests drive headlessly."""

from __future__ import annotations

import html

from ..draw.svg import show_arrangement, show_hand
from ..engine import PlayerView
from ..language import _, using
from ..melds import Arrangement
from ..practice.discard_trainer import DiscardAnswer, DiscardBoard, DiscardTrainer
from ..rules import Rules, wild_words
from .card_table import CardTable
from .deck import deck_control, use_colours
from .live_region import LiveRegion
from .picture import MESSAGE_FONT, PICTURE_SCALE, big_button, heading_html, message_html, text_html
from .view import View, rules_controls, view_box


class DiscardTrainerView(View):
    """The position on a card table: click a card (or drop it on the discard pile) to
    discard it; the answer, the hand you keep, and the best discard drawn; Next position;
    the house rules (closed at first); the deck's colours. The verdict and every message
    are said in the live region, once, when they change."""

    def __init__(self, board: DiscardBoard, size: int = 84, language: str | None = None):
        self._build_in(language, self._build, board, size)

    def _build(self, board: DiscardBoard, size: int) -> None:
        import ipywidgets as W

        self.board, self.model = board, board.trainer
        self.heading = W.HTML()
        self.table = CardTable(board.table, size=size, label=_("your hand and the discard pile"), speaks=False)
        self.next_button = big_button(W.Button(description=_("Next position"), icon="step-forward"))
        self.message = W.HTML()
        self.kept = W.HTML()
        self.house = rules_controls(self.model.rules, self.model.options, lambda name, value: self._act(
            board.set_option, name, value))
        self.next_button.on_click(lambda _button: self._try(board.next_position))
        board.table.listen(self._after_table)
        self.deck = deck_control(self, self.table)
        self.live = LiveRegion()
        self.widget = view_box([self.heading, self.table.widget, W.HBox([self.next_button]), self.message,
                                self.kept, self.house, self.deck], self.live)
        self.refresh()

    def _redraw(self) -> None:
        model, answer = self.model, self.board.answer
        title = _("Which discard? · position {number} · round {round}, {wild}").format(
            number=model.number + 1, round=model.round, wild=wild_words(model.round))
        how = _("Click the card to discard, or drag it to the discard pile. Score: {score} (only your first "
                "choice in each position counts)").format(score=model.score)
        self.heading.value = f"<h3 style='margin:4px 0'>{title}</h3><p style='font-size:15px;margin:0'>{how}</p>"
        tone = "" if answer is None else "good" if answer.is_best else "bad"
        said = self.refused or model.message
        self.message.value = message_html(said, "bad" if self.refused else tone) + _why(answer)
        self.live.say(said)  # the verdict too (R9): a screen reader heard none
        if answer is None:
            self.kept.value = ""
            return
        parts = [heading_html(_("You keep (penalty {penalty})").format(penalty=answer.penalty)),
                 _drawn(answer.arrangement)]
        if not answer.is_best:
            best = model.consider(answer.best_discards[0])
            parts += [heading_html(_("Discarding {card} keeps (penalty {penalty})").format(
                card=best.card, penalty=best.penalty)), _drawn(best.arrangement)]
        self.kept.value = "".join(parts)

    def picture(self) -> str:
        return show_hand(self.model.hand, self.model.round, scale=PICTURE_SCALE).svg


def _why(answer: DiscardAnswer | None) -> str:
    """The numbers behind the computer's advice, for a learner who asks (closed at first)."""
    why = "" if answer is None else answer.advice.why.yours
    if not why:
        return ""
    # TRANSLATORS: opens the numbers behind the computer's advice.
    return (f"<details style='font-size:{MESSAGE_FONT};margin:2px 0 6px'><summary>{html.escape(_('why?'))}</summary>"
            f"{text_html(why)}</details>")


def _drawn(arrangement: Arrangement) -> str:
    return show_arrangement(arrangement, scale=PICTURE_SCALE).svg


def discard_trainer(round: int = 5, seed: int = 0, decks: int = 1, rules: Rules | None = None,
                    size: int = 84, language: str | None = None, colours: str | None = None) -> DiscardTrainerView:
    """The discard trainer, ready to display in a notebook; `size` is a card's width in pixels,
    `language` the one it speaks ('sv', 'hr', 'th'; default: the session's, `set_language`),
    `colours` the deck's ('two' or 'four'; default: the session's, `set_deck_colours`)."""
    use_colours(colours)
    with using(language):  # a bad language is refused before anything is built
        board = DiscardBoard(DiscardTrainer(round, seed, decks, rules), language)
    return DiscardTrainerView(board, size, language)


def discard_trainer_for(view: PlayerView, size: int = 84, language: str | None = None,
                        colours: str | None = None) -> DiscardTrainerView:
    """The discard trainer on a real game's position (just after a draw), in `language`,
    with the deck in `colours` ('two' or 'four')."""
    use_colours(colours)
    with using(language):
        board = DiscardBoard(DiscardTrainer.from_view(view), language)
    return DiscardTrainerView(board, size, language)
