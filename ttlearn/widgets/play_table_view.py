"""The play table in a notebook: a thin ipywidgets view over `PlayTable` and its card table
(`PlayBoard`). The buttons are enabled only when their action is allowed now (R9, R10);
when going out is possible a prompt says how, with a Go out button (R10); at a round's end
a panel with the scores stays until Continue; the log keeps its open or closed state. It
speaks its table's language, and a message's colour comes from its tone, never its words.

For a screen reader, one live region (`LiveRegion`, outside every part the view hides) says
each change once, as `PlayTable.announcement` words it; for the keyboard, the focus moves where
`table_state.focus_after` says (the card drawn, Draw, Continue), never to the page's body."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from ..draw.palette import GOOD
from ..language import _, count_text, using
from ..practice.opponents import MAX_OPPONENTS, describe, known_opponents
from ..practice.play_board import PlayBoard
from ..practice.play_table import PlayTable
from ..practice.table_state import CONTINUE, DRAW, DRAWN, REVIEW, Said, focus_after
from ..rules import Rules
from .card_table import CardTable
from .deck import deck_control, use_colours
from .disclosure import disclosure
from .live_region import LiveRegion
from .picture import big_button, text_html
from .play_table_html import final_html, heading, opponents_html, panel_html, picture_html
from .view import View, rules_controls, view_box


class PlayTableView(View):
    """The opponents, the discard pile and your hand on a card table (click a card to
    discard it, or drag it onto the pile), the stock and other actions as buttons, the
    go-out prompt, the messages, the round's-end panel, the log, and a new game's settings
    with its house rules (closed at first). It speaks the language of its table (`board.table`)."""

    def __init__(self, board: PlayBoard, size: int = 84):
        self._build_in(board.table.language, self._build, board, size)

    def _build(self, board: PlayBoard, size: int) -> None:
        import ipywidgets as W

        self.board, self.model = board, board.table
        self.steps = 0  # redraws so far: the page shows it (data-step), so a test knows a redraw is done
        self.heading = W.HTML()
        self.opponents = W.HTML()
        # The view's live region says every change (the card table's own would say it twice).
        self.live = LiveRegion()
        self._announced: Said | None = None  # the table's message last announced
        self._moment = board.table.moment()  # what the focus depends on, as last drawn
        self.table = CardTable(board.cards, size=size, label=_("the discard pile and your hand"), speaks=False)
        # The keys, on the page: a learner with no mouse reads how to play (not only "click").
        self.keys = W.HTML(text_html(_(
            "Keys: Tab goes from button to button and to the cards; the arrow keys go from card to card; "
            "Enter or Space on a card of your hand discards it, on the discard pile takes it; "
            "Shift with an arrow key moves a card, to sort your hand.")))
        self.stock_button = big_button(W.Button(description=_("Draw from the stock"), icon="clone"))
        self.pile_button = big_button(W.Button(description=_("Take the discard"), icon="arrow-up"))
        self.go_out_button = big_button(W.Button(description=_("Go out"), icon="check"))
        self.hint_button = big_button(W.Button(description=_("Hint"), icon="lightbulb-o"))
        buttons = W.HBox([self.stock_button, self.pile_button, self.go_out_button, self.hint_button],
                         layout=W.Layout(flex_flow="row wrap", margin="2px 0 6px"))
        # The actions by the cards they act on: the piles' buttons over the discard pile; the
        # go-out prompt and the messages right under the hand they speak of.
        self.play_area = W.VBox([self.opponents, buttons, self.table.widget, self.keys])
        self.panel = W.HTML()
        self.continue_button = big_button(W.Button(description=_("Continue"), icon="step-forward",
                                                   button_style="primary"))
        self.panel_area = W.VBox([self.panel, W.HBox([self.continue_button], layout=W.Layout(margin="6px 0"))])
        self.final = W.HTML()
        # After the final table: the learner's own game reviewed, on request (it takes a moment).
        self.review_button = big_button(W.Button(description=_("Review this game"), icon="search"))
        self.review_area = W.VBox([])
        self.final_area = W.VBox([self.final, self.review_button, self.review_area])
        # Under the cards, in one widget: what to do now, the go-out prompt, what the last
        # action did and what the others did since. One message to the browser a redraw, not
        # four: each message adds to a click's time to a finished redraw.
        self.feedback = W.HTML()
        self.log_text = W.HTML()
        self.log = disclosure(_("What happened: the game's log"), self.log_text)
        self.log.observe(lambda _change: self._show_log(), names="selected_index")
        count = min(len(self.model.opponents), MAX_OPPONENTS)
        self.how_many = W.Dropdown(options=[(count_text(n, "{count} opponent", "{count} opponents"), n)
                                            for n in range(1, MAX_OPPONENTS + 1)],
                                   value=count, description=_("New game:"), style={"description_width": "initial"},
                                   layout=W.Layout(max_width="100%"))  # at 320 px, never cut off
        names = known_opponents()
        first = self.model.opponents[0]
        self.level = W.Dropdown(options=[(describe(n), n) for n in names], value=first if first in names else None,
                                # TRANSLATORS: a menu's label, before an opponent's name: "playing greedy".
                                description=_("playing"), style={"description_width": "initial"},
                                layout=W.Layout(max_width="100%"))
        # TRANSLATORS: the placeholder of the seed's box: empty, the game is dealt at random.
        self.seed = W.Text(value="", placeholder=_("random"), description=_("seed"),
                           layout=W.Layout(width="170px"), style={"description_width": "initial"})
        self.new_button = big_button(W.Button(description=_("New game"), icon="refresh"))
        # A refused seed or choice is said here, next to the controls it is about.
        self.settings_note = W.HTML()
        self._refused: Said | None = None  # the refusal the note shows, until the table says anything else
        settings = W.HBox([self.how_many, self.level, self.seed, self.new_button, self.settings_note],
                          layout=W.Layout(flex_flow="row wrap", align_items="center", margin="10px 0 0"))
        self.house = rules_controls(self.model.rules, self.model.options, lambda name, value: self._act(
            self.model.set_option, name, value), after=_("They apply from the next game on: press New game."))

        self.stock_button.on_click(lambda _button: board.draw_stock())
        self.pile_button.on_click(lambda _button: board.draw_discard())
        self.go_out_button.on_click(lambda _button: board.go_out())
        self.hint_button.on_click(lambda _button: board.hint())
        self.continue_button.on_click(lambda _button: board.continue_())
        self.new_button.on_click(lambda _button: self._new_game())
        self.review_button.on_click(lambda _button: self._review())
        # Two colours or four (♦ blue, ♣ green): the cards' faces are drawn again, here and in
        # every other view on the page with a deck switch.
        self.deck = deck_control(self, self.table)
        board.cards.listen(self._after_table)
        self.widget = view_box([self.heading, self.play_area, self.panel_area, self.final_area, self.feedback,
                                self.log, settings, self.house, self.deck], self.live)
        self.refresh()

    def _review(self) -> None:
        """The finished game reviewed for the learner's seat: the graph and the decisions,
        then the mistakes to play again (`ttlearn.review`)."""
        from ..review import MistakesTrainer, review_game
        from .game_review_view import ReviewBoard, ReviewView
        from .mistakes_view import MistakesBoard, MistakesView

        with using(self.language):
            review = review_game(self.model.game, 0)
            self.review_area.children = (ReviewView(ReviewBoard(review), self.language).widget,
                                         MistakesView(MistakesBoard(MistakesTrainer(review), self.language),
                                                      language=self.language).widget)
        self.refresh()

    def _new_game(self) -> None:
        """New game with the settings as typed and picked; a bad one is refused next to them."""
        how_many, level = self.how_many.value, self.level.value
        opponents = [level] * how_many if isinstance(how_many, int) else how_many
        if not self.board.new_game_from(self.seed.value, opponents):
            self._refused = self.model.said
        self.refresh()

    def _redraw(self) -> None:
        model, legal = self.model, self.model.legal
        view = model.view
        self.steps += 1
        self.heading.value = heading(model)
        panel, over = model.round_over, model.over
        _show(self.play_area, panel is None and not over)
        _show(self.panel_area, panel is not None)
        _show(self.final_area, over)
        if not over:
            self.review_area.children = ()  # a new game: the last one's review goes
        self.review_button.disabled = bool(self.review_area.children)
        prompt = ""
        if panel is not None:
            self.panel.value = panel_html(panel)
            self.continue_button.description = (_("Continue: the final table") if panel.game_over else
                                                _("Continue: round {round}").format(round=panel.round + 1))
        elif over:
            self.final.value = final_html(model)
        else:
            self.opponents.value = opponents_html(model)
            top = view.discard_top
            _set(self.stock_button, _("Draw from the stock ({count})").format(count=view.stock_size),
                 not legal.draw_stock, "primary")
            _set(self.pile_button, _("Take {card}").format(card=top) if top is not None else _("Take the discard"),
                 not legal.draw_discard)
            _set(self.go_out_button, _("Go out: discard {card}").format(card=legal.go_out) if legal.go_out
                 else _("Go out"), legal.go_out is None, "success")
            _set(self.hint_button, self.hint_button.description, not legal.hint)
            prompt = model.prompt()
        if self._refused is not model.said:  # the table has said something since: the refusal is past
            self._refused = None
        self.settings_note.value = "" if self._refused is None else text_html(self._refused.text, "bad")
        self._show_log()
        # Each thing said once: a refusal by the controls it is about, not again under the hand;
        # the game's end in the final table, not also in the status line and the news.
        said = Said("") if self._refused is not None else model.said
        status, news = ("", ()) if over else (model.status(), model.news)
        if model.said is not self._announced:  # each action said once, a redraw that changed nothing not at all
            self._announced = model.said
            self.live.say(model.announcement(), again=True)
        self._move_focus()
        # Last, so that a page (a test, a benchmark) seeing the new data-step knows the redraw is done.
        self.feedback.value = feedback_html(status, prompt, said, news, self.steps)

    def _move_focus(self) -> None:
        """Take the focus where the change calls for (`focus_after`): what had it may have gone."""
        moment = self.model.moment()
        where = focus_after(self._moment, moment)
        self._moment = moment
        legal = self.model.legal
        if where == DRAWN and self.board.cards.cards:
            drawn = self.board.drawn
            self.table.focus_card(drawn if drawn is not None else self.board.cards.group("hand").cards[0].id)
        elif where == DRAW:
            (self.stock_button if legal.draw_stock else self.pile_button).focus()
        elif where == CONTINUE:
            self.continue_button.focus()
        elif where == REVIEW:
            self.review_button.focus()

    def _show_log(self) -> None:
        """The log, while it is open (a closed log is filled in when opened: less to send)."""
        if self.log.selected_index is not None:
            self.log_text.value = "<pre style='font-size:14px;max-height:22em;overflow:auto'>" + html.escape(
                "\n".join(self.model.log[-300:])) + "</pre>"

    def picture(self) -> str:
        return picture_html(self.model)


def _show(widget: Any, shown: bool) -> None:
    widget.layout.display = None if shown else "none"


def _set(button: Any, description: str, disabled: bool, style: str = "") -> None:
    """A button's words and state, in one message to the browser. A disabled button has no
    colour (`style` only when enabled): a green or blue one looks clickable, even faded."""
    with button.hold_sync():
        button.description, button.disabled = description, disabled
        button.button_style = "" if disabled else style


def feedback_html(status: str, prompt: str, message: Said, news: Sequence[str], step: int = 0) -> str:
    """Under the hand: what to do now (with `step`, the redraw's number, as data-step), the
    go-out prompt (R10), what the learner's action did or why it was refused (coloured by
    its tone), and what the others did since."""
    parts = [f"<div class='tt-play-status' data-step='{step}' style='font-size:18px;font-weight:bold;"
             f"margin:6px 0'>{html.escape(status)}</div>"]
    if prompt:
        # Not by colour alone, not by mouse alone (WCAG 1.4.1, 2.1.1): the button's name, and both ways.
        prompt += " " + _("Press the Go out button, or press the card badged go out (Enter, or a click).")
        parts.append(f"<div class='tt-go-out' style='font-size:17px;font-weight:bold;color:{GOOD};"
                     f"border:2px solid {GOOD};border-radius:8px;padding:4px 10px;margin:6px 0'>"
                     f"{html.escape(prompt)}</div>")
    why = ""
    if message.why:  # the numbers behind a hint, for a learner who asks
        # TRANSLATORS: the disclosure after a hint that opens the numbers behind it.
        summary = html.escape(_("why?"))
        why = (f"<details class='tt-why' style='font-size:15px;margin:2px 0 0'><summary style='cursor:pointer'>"
               f"{summary}</summary><div style='margin:2px 0 0 1em'>{html.escape(message.why)}</div></details>")
    parts.append(f"<div class='tt-message' style='font-size:16px'>{text_html(message.text, message.tone.value)}"
                 f"{why}</div>")
    if news:
        at = html.escape(_("At the table:"))
        parts.append(f"<div class='tt-news' style='font-size:15px;color:#333'><b>{at}</b> "
                     + html.escape(" · ".join(news)) + "</div>")
    return "".join(parts)


def play_table(opponents: Sequence[str] | int = ("greedy",), seed: int | None = None, rules: Rules | None = None,
               difficulty: str | None = None, size: int = 84, language: str | None = None,
               colours: str | None = None) -> PlayTableView:
    """The play table, ready to display in a notebook: `opponents` by name (strategies or
    difficulties, see `ttlearn.practice.opponents`) or a number of them at `difficulty`;
    `seed=None` deals a fresh random game (its seed shows, to give a class the same deal);
    `size` is a card's width in pixels; `language` the one it speaks ('sv', 'hr', 'th';
    default: the session's, `set_language`); `colours` the deck's, 'two' or 'four' (♦ blue,
    ♣ green; default: the session's, `set_deck_colours`), which a switch on the table changes."""
    use_colours(colours)  # a bad choice is refused, in one line
    table = PlayTable(opponents, seed, rules, difficulty=difficulty, language=language)  # a bad language is refused
    return PlayTableView(PlayBoard(table), size)
