"""The play table in Swedish, Croatian and Thai: a whole game driven through its buttons
and its card table, with nothing English left at any step (the start, the log, drawing
from the stock, taking the discard, a refused move, a hint, a discard, going out, the
round's-end panel, Continue, the final table, a new game); the message's colour by its
tone, never its words; and the session's language untouched."""


import pytest

from learner_text import english_left, english_words, learner_text, plain, widgets_in
from ttlearn.draw.palette import BAD, GOOD
from ttlearn.language import get_language, using
from ttlearn.practice.table_state import Said, Tone
from ttlearn.widgets import PlayTable, play_table
from ttlearn.widgets.play_table_view import feedback_html

pytest.importorskip("ipywidgets")

TRANSLATED = ("sv", "hr", "th")
# Words that are right in the language itself: the game's name, which the Thai rule book
# keeps in Latin letters (RULES.th.md: "# Three Thirteen: ..."), and the Swedish "hand"
# ("Din hand"), which the English-only list holds for English.
RIGHT = {"th": {"Three", "Thirteen"}, "sv": {"hand"}, "hr": set()}


def _read(view):
    """What a learner reads in the view, its card table's screen-reader words and the
    static picture included."""
    return "\n".join([learner_text(view), view.table.widget.label, view.board.cards.message,
                      plain(view._repr_mimebundle_()[0]["text/html"])])


def _english(code, view):
    found = english_left(_read(view)) if code == "th" else english_words(_read(view))
    return [word for word in found if word not in RIGHT[code]]


class Steps:
    """Drives a play table and checks, after each step, that nothing English is left."""

    def __init__(self, code, seed):
        self.code = code
        self.view = play_table(("greedy",), seed=seed, language=code)
        self.board, self.model = self.view.board, self.view.model
        self.seen = set()  # the steps checked
        self.draws = 0

    def check(self, step, always=False):
        """Nothing English left after `step`: every step of the first two rounds, and from
        then on each step the first time, the rounds' ends (`always`) every time (quicker)."""
        assert get_language() == "en", step  # the table's language stays in the table
        if step in self.seen and not always and self.model.game.round > 2:
            return
        english = _english(self.code, self.view)
        assert not english, f"{self.code}, {step}: English left: {english}\n{_read(self.view)}"
        self.seen.add(step)

    def discard_the_hint(self):
        self.view.hint_button.click()
        self.check("a hint")
        card = self.model.suggestion().action.card
        self.board.click_hand(self.board.hand_cards().index(card))  # a click on the card table
        self.check("a discard")

    def turn(self):
        view, model = self.view, self.model
        if model.view.phase == "draw":
            self.draws += 1
            if self.draws % 2 and model.legal.draw_discard:
                view.pile_button.click()
                self.check("take the discard")
                if self.board.cards.group("pile").cards:
                    self.board.click_pile()  # refused: drawn already (the board says so)
                else:
                    view.pile_button.click()  # refused: drawn already (the game says so)
                assert model.said.tone is Tone.BAD
                self.check("a refused move")
            else:
                view.stock_button.click()
                self.check("draw from the stock")
        elif model.going_out_card is not None:
            assert model.prompt()
            self.check("the go-out prompt")
            view.go_out_button.click()
            assert model.said.tone is Tone.GOOD
            self.check("going out")
        else:
            self.discard_the_hint()

    def round_end(self):
        view, model = self.view, self.model
        panel = model.round_over
        self.check("the round's-end panel", always=True)
        self.seen.add("you went out" if panel.by_you else "the computer went out" if panel.went_out else "turn cap")
        view.stock_button.click()  # refused: the panel waits for Continue
        assert model.said.tone is Tone.BAD
        self.check("a refusal at the round's end")
        model.hint()  # it says the round is over
        view.refresh()
        self.check("a hint at the round's end")
        view.continue_button.click()
        self.check("the final table" if model.over else "Continue", always=True)


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_whole_game_at_the_play_table_in_the_language(code):
    steps = Steps(code, seed=1)
    view, model = steps.view, steps.model
    steps.check("the start")
    view.log.selected_index = 0  # the log opened: the game's events, in the language
    steps.check("the log opened")
    steps.board.click_hand(0)  # discarding before drawing: refused
    assert model.said.tone is Tone.BAD and f"color:{BAD}" in view.feedback.value
    steps.check("a refusal")
    while not model.over:
        if model.round_over is not None:
            steps.round_end()
        else:
            steps.turn()
    assert len(model.game.results) == 11 and view.final_area.layout.display is None
    view.hint_button.click()  # the game is over: it says so
    steps.check("a hint after the game")
    house = next(w for w in widgets_in(view.house) if getattr(w, "description", None) and
                 type(w).__name__ == "Dropdown" and 2 in [v for _, v in w.options])
    house.value = 2  # a house rule for the next game
    steps.check("a house rule changed")
    view.seed.value = "12x"
    view.new_button.click()  # refused: not a number
    assert model.said.tone is Tone.BAD
    steps.check("a bad seed")
    view.seed.value = "5"
    view.new_button.click()
    assert model.seed == 5 and not model.over
    steps.check("a new game")
    assert {"draw from the stock", "take the discard", "a refused move", "a hint", "a discard", "going out",
            "you went out", "the computer went out", "the round's-end panel", "Continue",
            "the final table", "the log opened"} <= steps.seen, steps.seen
    assert get_language() == "en"


def test_the_table_speaks_its_language_to_whoever_drives_it():
    """The model alone, without a view: its messages, the log and the panel are in its language."""
    table = PlayTable(("greedy",), seed=1, language="th")
    assert table.status() == "รอบ 1, 3 เป็นไวลด์การ์ด: ถึงตาจั่วไพ่ (R9)"
    table.discard(table.view.hand[0])
    assert table.message == "ไม่อนุญาต: จั่วก่อน: จากกองจั่วหรือกองทิ้ง (R9)" and table.said.tone is Tone.BAD
    table.draw_stock()
    # no คุณ: the table speaks to a student as Thai school books do
    assert table.message.startswith("จั่ว ") and "จั่ว" in table.log[-1] and "คุณ" not in table.message
    assert not english_left("\n".join(table.log)), table.log
    while table.round_over is None:
        table.follow_hint()
    panel = table.round_over
    assert not english_left(panel.text().replace("greedy", "")), panel.text()
    assert get_language() == "en"
    with using("hr"):  # the panel keeps the table's language
        assert panel.headline.startswith("รอบ 1 จบแล้ว")


def test_english_is_the_default_and_the_same_as_before():
    english, default = play_table(("greedy",), seed=1, language="en"), play_table(("greedy",), seed=1)
    assert learner_text(english) == learner_text(default)
    assert english.stock_button.description == "Draw from the stock (45)"
    assert english.model.status() == "Round 1, threes wild: your turn to draw a card (R9)."
    assert english.how_many._options_labels == ("1 opponent", "2 opponents", "3 opponents")


def test_a_message_is_coloured_by_its_tone_not_by_its_words():
    # "went out" and "Not allowed" in words, but neutral: the tone decides, not the words.
    assert f"color:{GOOD}" not in feedback_html("", "", Said("Not allowed? you went out"), ())
    assert f"color:{BAD}" in feedback_html("", "", Said("ไม่อนุญาต", Tone.BAD), ())
    assert f"color:{GOOD}" in feedback_html("", "", Said("คุณออกแล้ว", Tone.GOOD), ())


def test_a_bad_language_is_refused_in_one_line():
    with pytest.raises(ValueError, match=r"^unknown language 'xx': one of en \(English\)") as refused:
        play_table(language="xx")
    assert "\n" not in str(refused.value)
    with pytest.raises(ValueError, match="unknown language"):
        PlayTable(language="de")
