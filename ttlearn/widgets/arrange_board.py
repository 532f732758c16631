"""The arrange trainer in a notebook: the card table, the buttons and the messages. A thin
view: the logic is `ArrangeBoard` in `ttlearn.practice.arrange_board`, which tests drive
headlessly."""

from __future__ import annotations

from ..draw.svg import show_arrangement
from ..language import _, ngettext, using
from ..practice.arrange_board import NEW, ArrangeBoard
from ..practice.arrange_trainer import ArrangeTrainer
from ..rules import Rules, wild_words
from .card_table import CardTable
from .deck import deck_control, use_colours
from .live_region import LiveRegion
from .picture import PICTURE_SCALE, big_button, heading_html, message_html
from .view import View, rules_controls, view_box


class ArrangeTrainerView(View):
    """The card table with the hand, the learner's melds and a New meld row; buttons to make
    a meld, break one up, compare with the best, and deal the next hand; the messages and,
    after a comparison, the best arrangements drawn; the house rules (closed at first); the
    deck's colours. The trainer's messages, and what the New meld row's cards make, are said in
    the view's live region, each once, when it changes; a card's move is said by the card
    table's own, with the move."""

    def __init__(self, board: ArrangeBoard, size: int = 84, language: str | None = None):
        self._build_in(language, self._build, board, size)

    def _build(self, board: ArrangeBoard, size: int) -> None:
        import ipywidgets as W

        self.board = board
        self.model = board.trainer
        self.heading = W.HTML()
        self.help = W.HTML("<p style='font-size:15px;margin:2px 0'>" + _(
            "Click a card (or drag it) to move it to <b>New meld</b>; click it again to put it back. Then press "
            "<b>Make a meld</b>. Drag a card onto a meld to add it; click a card of a meld to take it out, or press "
            "<b>Break up</b> for your last meld. Keyboard: Tab, arrows, Enter or Space; Shift+arrows move a card.")
            + "</p>")
        self.table = CardTable(board.table, size=size, label=_("your hand and your melds"))
        self.meld_button = W.Button(description=_("Make a meld"), icon="object-group", button_style="primary")
        self.break_button = W.Button(description=_("Break up"), icon="object-ungroup")
        self.compare_button = W.Button(description=_("Compare with the best"), icon="balance-scale")
        self.next_button = W.Button(description=_("Next hand"), icon="step-forward")
        for button in (self.meld_button, self.break_button, self.compare_button, self.next_button):
            big_button(button)
        self.message = W.HTML()
        self.best = W.HTML()
        self.house = rules_controls(self.model.rules, self.model.options, lambda name, value: self._act(
            board.set_option, name, value))
        self.meld_button.on_click(lambda _button: self._try(board.make_meld))
        self.break_button.on_click(lambda _button: self._try(board.break_up))
        self.compare_button.on_click(lambda _button: self._try(board.compare))
        self.next_button.on_click(lambda _button: self._try(board.next_hand))
        board.table.listen(self._after_table)
        self.deck = deck_control(self, self.table)
        self.live = LiveRegion()
        self._said = self._chosen = ""  # the message and the New meld row's note last said
        self.widget = view_box([self.heading, self.help, self.table.widget,
                                W.HBox([self.meld_button, self.break_button, self.compare_button, self.next_button],
                                       layout=W.Layout(flex_flow="row wrap")),
                                self.message, self.best, self.house, self.deck], self.live)
        self.refresh()

    def _redraw(self) -> None:
        model, board = self.model, self.board
        title = _("Arrange it yourself · hand {number} · round {round}, {wild}").format(
            number=model.number + 1, round=model.round, wild=wild_words(model.round))
        # TRANSLATORS: keep the <b> and </b> around {penalty}: the penalty shows in bold.
        now = _("Your penalty now: <b>{penalty}</b> · score: {score}").format(penalty=model.penalty, score=model.score)
        self.heading.value = f"<h3 style='margin:4px 0'>{title}</h3><p style='font-size:15px;margin:0'>{now}</p>"
        comparison = board.comparison
        tone = "" if comparison is None else "good" if comparison.is_best else "bad"
        said = self.refused or model.message
        self.message.value = message_html(said, "bad" if self.refused else tone)
        if said != self._said:  # each of the two said when it changes, not when the other did
            self._said = said
            self.live.say(said, again=True)
        # What the New meld row's cards make, once it changes ("3 cards chosen, a run ...: press
        # Make a meld"): the card table shows it by the row, where a screen reader is not
        note = board.table.group(NEW).note
        if note != self._chosen:
            self._chosen = note
            self.live.say(note, again=True)
        if comparison is None:
            self.best.value = ""
        else:
            count = len(comparison.best)
            title = _("The best arrangement") if count == 1 else ngettext(
                "The {count} best arrangement", "The {count} best arrangements", count).format(count=count)
            heading = _("{title} (penalty {penalty})").format(title=title, penalty=comparison.best_penalty)
            self.best.value = heading_html(heading) + "".join(
                show_arrangement(a, scale=PICTURE_SCALE).svg for a in comparison.best[:6])

    def picture(self) -> str:
        """The learner's arrangement as it stands, drawn: for a notebook saved without widgets."""
        return show_arrangement(self.model.arrangement, scale=PICTURE_SCALE).svg


def arrange_trainer(round: int = 5, seed: int = 0, decks: int = 1, rules: Rules | None = None,
                    size: int = 84, language: str | None = None, colours: str | None = None) -> ArrangeTrainerView:
    """The arrange trainer, ready to display in a notebook; `size` is a card's width in pixels,
    `language` the one it speaks ('sv', 'hr', 'th'; default: the session's, `set_language`),
    `colours` the deck's ('two' or 'four'; default: the session's, `set_deck_colours`)."""
    use_colours(colours)
    with using(language):  # a bad language is refused before anything is built
        board = ArrangeBoard(ArrangeTrainer(round, seed, decks, rules), language)
    return ArrangeTrainerView(board, size, language)
