"""The widgets over whole games (the deal stepper, the scoring explainer, the strategy lab),
the Summary, the house rules of every widget, the card faces and the exercises' feedback
speak Swedish, Croatian and Thai through and through: `learner_text` gathers all
a learner reads in a widget, and no English word is left in it (`english_left` for Thai,
`english_words` for Swedish and Croatian). English stays as it was: tests/test_widgets.py,
tests/test_strategy_lab.py and tests/test_exercises.py compare it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from learner_text import english_left, english_words, learner_text, plain
from ttlearn.cards import Card, parse_cards
from ttlearn.draw import faces
from ttlearn.language import get_language, using
from ttlearn.language.card_words import wild_ranks
from ttlearn.simulation import play_game, simulate
from ttlearn.teach.answers import as_rank, as_word, as_yes_no
from ttlearn.teach.exercises import EXERCISES, check

pytest.importorskip("ipywidgets")

from ttlearn.practice.card_table import TableCard  # noqa: E402
from ttlearn.widgets import (  # noqa: E402
    arrange_trainer,
    deal_stepper,
    discard_trainer,
    hand_explorer,
    meld_checker,
    scoring_explainer,
    strategy_lab,
)

CODES = ("sv", "hr", "th")
# Swedish words that english_words takes for English: "hand" is the same word in Swedish.
SWEDISH_TOO = {"hand"}
# The charts are matplotlib SVG: their words are drawn as outlines, and only the SVG's
# metadata (the program's name and address) is left as words; the charts' own words are
# tested on the figures (test_the_charts_of_the_explainer_and_the_lab_speak_the_language).
CHART_METADATA = {"matplotlib", "https", "org", "image", "svg", "xml"}
# The faces of the words WILD and JOKER say, as they fit across a card: WORD_ROOM card units
# of the 60 (the star and the suit symbol sit above the word, the "plays as" box below).
WORD_ROOM = faces.CARD_W - 10
THAI_LETTER = re.compile("[\u0e00-\u0e7f]")
FONTS = {"latin": Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
         "thai": Path("/usr/share/fonts/truetype/tlwg/Loma-Bold.ttf")}


def english(code: str, text: str) -> list[str]:
    """The English words left in `text`, a text in `code`."""
    if code == "th":
        words = english_left(text)
    else:
        words = [w for w in english_words(text) if not (code == "sv" and w.lower() in SWEDISH_TOO)]
    return [w for w in words if w.lower() not in CHART_METADATA]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    assert get_language() == "en"  # a widget in a language leaves the session as it was


@pytest.mark.parametrize("code", CODES)
def test_the_deal_stepper_speaks_its_language(code):
    view = deal_stepper(seed=1, language=code)
    texts = [learner_text(view)]
    for _step in range(4):
        view.next_button.click()
        texts.append(learner_text(view))
    view._act(view.model.forward, 10_000)  # to the end: the last round scored
    texts.append(learner_text(view))
    assert view.model.at_end
    view.back_button.click()
    texts.append(learner_text(view))
    view.round.value = 3  # a jump
    texts.append(learner_text(view))
    text = "\n".join(texts)
    assert not english(code, text)
    assert {"sv": "draghögen", "hr": "hrpa za izvlačenje", "th": "กองจั่ว"}[code] in text
    assert {"sv": "Steg 1 av", "hr": "Korak 1 od", "th": "ขั้นที่ 1 จาก"}[code] in texts[0]
    assert view.model.steps[0].lines[0].startswith({"sv": "Platser:", "hr": "Mjesta:", "th": "ที่นั่ง:"}[code])


@pytest.mark.parametrize("code", CODES)
def test_the_scoring_explainer_speaks_its_language(code):
    view = scoring_explainer(play_game(["greedy", "random"], seed=5), language=code)
    texts = [learner_text(view)]
    view.round.value = 4
    texts.append(learner_text(view))
    text = "\n".join(texts)
    assert not english(code, text)
    assert {"sv": "Omgång 4", "hr": "Runda 4", "th": "รอบ 4"}[code] in view.details.value
    assert view.model.explain().startswith("Round 4")  # the model says English outside the view


@pytest.mark.parametrize("code", CODES)
def test_the_strategy_lab_speaks_its_language(code):
    view = strategy_lab(["greedy", "random"], games=4, seed=1, workers=1, language=code)
    before = learner_text(view)
    view.run()
    after = learner_text(view)
    view.how_many.value = 3  # a seat more, its menu named in the lab's language
    resized = learner_text(view)
    assert not english(code, "\n".join([before, after, resized]))
    assert {"sv": "plats 3", "hr": "mjesto 3", "th": "ที่นั่ง 3"}[code] in resized
    assert view.model.summary is None  # the new line-up has not run yet
    assert "points a game fewer" not in after and "greedy" in after


@pytest.mark.parametrize("code", CODES)
def test_the_summary_table_speaks_the_language_current_when_shown(code):
    _records, summary = simulate(["greedy", "random", "greedy"], 4, seed=1, workers=1, progress=False)
    english_html = summary._repr_html_()
    with using(code):
        shown = summary._repr_html_()
        text_table = str(summary)
    assert not english(code, plain(shown))
    assert summary._repr_html_() == english_html and "mean total" in english_html  # English again outside
    assert not english(code, text_table) and not text_table.splitlines()[1].startswith("player")  # print() too
    assert str(summary).splitlines()[1].startswith("player")  # English again outside


def _rule_views(code):
    yield meld_checker("7H 8H KS", round=11, language=code)
    yield hand_explorer("5H 6H KS 8H 9C 9D KH 2C", round=11, language=code)
    yield arrange_trainer(round=3, seed=12, language=code)
    yield discard_trainer(round=3, seed=1, language=code)


@pytest.mark.parametrize("code", CODES)
def test_every_widgets_house_rules_and_wild_faces_speak_its_language(code):
    for view in _rule_views(code):
        view.house.selected_index = 0  # the House rules accordion, opened
        text = learner_text(view)
        assert not english(code, text), type(view).__name__
        assert {"sv": "Husregler", "hr": "Kućna pravila", "th": "กติกาประจำบ้าน"}[code] in text
    wild = {"sv": "VILD", "hr": "DIVLJA", "th": "ไวลด์"}[code]
    checker = meld_checker("7H 8H KS", round=11, language=code)  # kings wild: K♠ shows the word
    assert wild in learner_text(checker)
    menus = checker.house.body.children
    assert menus[1].options[0][0] == {"sv": "ja (R15)", "hr": "da (R15)", "th": "ได้ (R15)"}[code]


def test_a_worded_face_is_keyed_by_its_language():
    king = TableCard(0, Card(13, "S"), wild=True)
    seven = TableCard(1, Card(7, "H"))
    assert king.face == "KS*" and seven.face == "7H"
    with using("th"):
        assert king.face == "KS*@th" and seven.face == "7H"  # a plain face has no words to change
    view = meld_checker("7H 8H KS", round=11, language="hr")
    faces_shown = view.table.widget.faces
    assert "KS*@hr" in faces_shown and "DIVLJA" in faces_shown["KS*@hr"] and "KS*" not in faces_shown


@pytest.mark.parametrize("code", CODES)
def test_the_word_across_a_wild_and_a_joker_fits_the_card(code):
    """Measured in the pictures' first fonts (DejaVu Sans for Latin, Loma for Thai), at the
    faces' size and letter spacing."""
    image_font = pytest.importorskip("PIL.ImageFont")
    with using(code):
        parts = [p for card in (Card(13, "S"), parse_cards("JK")[0]) for p in faces.card_parts(card, wild=True)
                 if isinstance(p, faces.Label) and p.y == 54]
    assert len(parts) == 2 and parts[0].text != "WILD"
    for part in parts:
        path = FONTS["latin" if part.text.isascii() else "thai"]
        if not path.exists():
            pytest.skip(f"no font {path.name} to measure with")
        width = image_font.truetype(str(path), 100).getlength(part.text) * part.size / 100
        width += part.spacing * (len(part.text) - 1)
        assert width <= WORD_ROOM, (part.text, width)


# Exercises of each kind, each with a wrong answer.
WRONG = {"sets-of-3": 60, "n2-meld-qka": "set", "n3-arrange": "3H 4H 5H 6H | 9D 10D JD", "n5-upcard": "zzz",
         "n1-go-out": 12, "n1-wild-round-9": "7", "n5-discard": "4H", "n5-go-out": "4S", "deals-two-decks": "zzz"}


def _right(exercise_id):
    right = EXERCISES[exercise_id].solve()
    return right[0] if isinstance(right, tuple) else right


@pytest.mark.parametrize("code", CODES)
def test_the_feedback_on_an_answer_speaks_the_learners_language(code):
    said = []
    with using(code):
        for exercise_id, wrong in WRONG.items():
            for answer in (_right(exercise_id), wrong, ...):  # the hints are in the language too
                feedback = check(exercise_id, answer)
                said.append(str(feedback) + feedback._repr_html_())
    text = plain("\n".join(said))
    assert not english(code, text.replace("'zzz'", ""))  # the learner's own answer, quoted, is left
    assert {"sv": "Rätt: 52.", "hr": "Točno: 52.", "th": "ถูกต้อง: 52"}[code] in text
    assert str(check("sets-of-3", 52)) == "Right: 52."


@pytest.mark.parametrize(("code", "yes", "no", "run", "kings"), [
    ("sv", "ja", "nej", "körning", "kungar"), ("hr", "da", "ne", "niz", "kraljevi"), ("th", "ใช่", "ไม่", "รัน", "คิง")])
def test_an_answer_in_the_learners_language_is_understood(code, yes, no, run, kings):
    assert as_yes_no(yes) is True and as_yes_no(no.upper()) is False and as_rank(kings) == 13
    assert as_word(run, ("set", "run")) == "run"
    with using(code):
        assert check("n2-meld-qka", run)  # Q♥ K♥ A♥ is a run under V1
        assert not check("n2-meld-qka", no)
        assert check("n1-wild-round-9", wild_ranks(11))  # round 9 deals 11 cards: jacks are wild
    right = EXERCISES["n1-go-out"].solve()
    assert check("n1-go-out", yes if right else no)


def _chart_words(figure) -> str:
    from matplotlib.text import Text

    return "\n".join(t.get_text() for t in figure.findobj(Text) if t.get_text())


@pytest.mark.parametrize("code", CODES)
def test_the_charts_of_the_explainer_and_the_lab_speak_the_language(code):
    pytest.importorskip("matplotlib")
    from ttlearn.draw.plots import thai_families
    from ttlearn.practice.scoring_explainer import ScoringExplainer
    from ttlearn.practice.strategy_lab import StrategyLab

    explainer = ScoringExplainer(play_game(["greedy", "random"], seed=5))
    lab = StrategyLab(["greedy", "random"], games=4, seed=1, workers=1)
    lab.run()
    english_charts = [_chart_words(explainer.figure()), _chart_words(lab.figure())]
    with using(code):
        charts = [explainer.figure(), lab.figure()]
    assert not english(code, "\n".join(_chart_words(c) for c in charts))
    assert "total penalty points" in english_charts[0] and "Final totals over 4 games" in english_charts[1]
    if code == "th" and thai_families():  # a Thai font to draw Thai letters with (DejaVu Sans has none)
        from matplotlib.text import Text

        thai = [t for chart in charts for t in chart.findobj(Text) if THAI_LETTER.search(t.get_text())]
        assert thai and all(thai_families()[0] in t.get_fontfamily() for t in thai)


@pytest.mark.parametrize("code, words", [("sv", "vald"), ("hr", "odabrano"), ("th", "เลือก")])
def test_a_bare_card_table_tells_a_screen_reader_in_the_language(code, words):
    from ttlearn import parse_cards
    from ttlearn.practice.card_table import CardTableModel, hand_group

    table = CardTableModel([hand_group("hand", "Your hand", parse_cards("7H 8H KS"), round=11),
                            hand_group("deck", "Deck", parse_cards("2C"), round=11, first_id=3)])
    with using(code):
        table.click(0)
        assert words in table.message and "selected" not in table.message
        table.move(0, "hand", 2)
        assert "moved" not in table.message and "3" in table.message
