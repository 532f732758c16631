"""The exercises and the charts speak the learner's language: every question of the
catalogue, the hint a wrong answer is given, the catalogue itself, and the titles, axis labels,
legends and ticks of every chart of `ttlearn.draw.plots`, in Swedish, Croatian and Thai.

Thai has no Latin letters, so every Latin word left in a Thai text is English never
translated (`english_left`); Swedish and Croatian are checked for the words only English uses
(`english_words`). What stays the same in every language is taken out first: a question's
fields (the cards as codes, 'AS 2S 3S', and the code a learner types, Rules(jokers=2, ...)),
and the players' names Ana, Ben, Cy and Dee.
"""

from __future__ import annotations

import re
from fractions import Fraction

import matplotlib.text
import pytest

from learner_text import english_left, english_words
from ttlearn import best_arrangement
from ttlearn.cards import parse_cards
from ttlearn.count.montecarlo import Estimate
from ttlearn.draw import plots
from ttlearn.language import using
from ttlearn.language.quoting import quote
from ttlearn.teach.exercise_kinds import ChoiceExercise, NumberExercise
from ttlearn.teach.exercises import EXERCISES, catalogue, check, question
from ttlearn.teach.hand_exercise_kinds import ArrangeExercise, DiscardExercise
from ttlearn.teach.meld_exercise_kind import MeldExercise

CODES = ("sv", "hr", "th")
# The players of the exercises are Ana, Ben, Cy and Dee in every language: names, not English.
NAMES = {"Ana", "Ben", "Cy", "Dee"}


def _english(code: str, text: str) -> list[str]:
    """The English words of `text`, a text in `code`: every Latin word in Thai (but the
    names), the words only English has in Swedish and Croatian."""
    if code == "th":
        return [word for word in english_left(text) if word not in NAMES]
    return english_words(text)


def _without_fields(exercise, text: str) -> str:
    """`text` on one line, without the question's fields: code and card codes, the same in
    every language (a learner types them as they are)."""
    text = " ".join(text.split())
    for value in exercise.fields.values():
        text = text.replace(" ".join(value.split()), " ")
    return text


def _wrong_answers(exercise) -> list[object]:
    """Answers that are wrong in a few ways, so the hint is said."""
    if isinstance(exercise, NumberExercise):
        right = exercise.solve()
        return [right + 1, right - 1] if right >= 1 else [right * 2, right / 2]
    if isinstance(exercise, MeldExercise):
        return [True, False, "set", "run", "no"]
    if isinstance(exercise, ChoiceExercise):
        return [*exercise.words, True, False, 7, "J", "kings"]
    if isinstance(exercise, DiscardExercise):
        return exercise.cards.split()
    assert isinstance(exercise, ArrangeExercise)
    return ["", exercise.cards.split()[0]]


@pytest.mark.parametrize("code", CODES)
def test_every_question_is_in_the_learners_language(code):
    found = {}
    with using(code):
        for exercise_id, exercise in EXERCISES.items():
            text = _without_fields(exercise, question(exercise_id))
            if _english(code, text):
                found[exercise_id] = (_english(code, text), text)
            assert all(len(line) <= 100 for line in question(exercise_id).splitlines()), exercise_id
    assert not found


@pytest.mark.parametrize("code", CODES)
def test_the_words_a_question_asks_for_are_read_as_answers(code):
    """A word the question quotes ('körning', 'หยิบ', 'Ana i Ben') is an answer `check` reads,
    right or wrong, in the question's language: not "no answer here"."""
    unread = []
    with using(code):
        for exercise_id, exercise in EXERCISES.items():
            if isinstance(exercise, ArrangeExercise):
                continue  # its example is an arrangement of other cards
            asked = _without_fields(exercise, question(exercise_id))
            nonsense = str(check(exercise_id, "zzz"))
            for word in re.findall(r"'([^']+)'", asked):
                if str(check(exercise_id, word)) == nonsense.replace(quote("zzz"), quote(word)):
                    unread.append((exercise_id, word))
    assert not unread


@pytest.mark.parametrize("code", CODES)
def test_the_hint_of_a_wrong_answer_is_in_the_learners_language(code):
    found, hinted = {}, set()
    with using(code):
        for exercise_id, exercise in EXERCISES.items():
            for answer in _wrong_answers(exercise):
                feedback = check(exercise_id, answer)
                if feedback:
                    continue
                message = str(feedback).replace(quote(answer), " ")  # the learner's own answer, quoted
                hinted |= {exercise_id} if exercise.hint_text() in message else set()
                if _english(code, message):
                    found[(exercise_id, str(answer))] = (_english(code, message), message)
            assert exercise.hint_text() != exercise.hint or code == "en", exercise_id  # translated
    assert not found
    # Every exercise that quotes its hint was seen quoting it, in the language (a discard that
    # lets you go out is hinted at as such, and an arrangement by what it left over).
    quoting = {i for i, e in EXERCISES.items() if isinstance(e, (NumberExercise, ChoiceExercise))
               or isinstance(e, DiscardExercise) and min(e.penalties().values()) > 0}
    assert quoting - hinted == set()


@pytest.mark.parametrize("answers", [False, True])
@pytest.mark.parametrize("code", CODES)
def test_the_catalogue_is_in_the_learners_language(code, answers):
    with using(code):
        listing = catalogue(answers=answers)
    text = re.sub(r"`[^`]*`", " ", listing.text)  # the exercises' ids are code
    for exercise in EXERCISES.values():
        text = _without_fields(exercise, text)
    assert not _english(code, text + listing.summary)
    assert repr(catalogue()) == "Markdown(69 exercises in 9 notebooks)"
    assert "**Notebook 1**" in catalogue().text


def test_a_list_of_names_may_be_joined_with_the_languages_and():
    for code, joined in {"sv": "Ben och Cy", "hr": "Ben i Cy", "th": "Ben และ Cy", "en": "Ben and Cy"}.items():
        with using(code):
            assert check("n4-winner", joined), code


# Each chart of plots.py drawn with its own texts (titles, labels, legends), none passed in;
# series named after strategies, the same code names in every language.
ARRANGEMENT = best_arrangement("5H 6H KS 8H 9C 9D QS QD 2C KD 4S", round=11)
CHARTS = {
    "arrangement_figure": lambda: plots.arrangement_figure(ARRANGEMENT),
    "hand_figure": lambda: plots.hand_figure(parse_cards("5H 6H KS 8H"), 11),
    "cumulative_scores_figure": lambda: plots.cumulative_scores_figure({"greedy": [5, 0, 12], "lookahead": [0, 8, 3]}),
    "score_distribution_figure": lambda: plots.score_distribution_figure({"greedy": [80, 95, 70],
                                                                          "lookahead": [60, 75, 66]}),
    "probability_by_round_figure": lambda: plots.probability_by_round_figure({1: 0.03, 2: 0.01, 3: 0.004}),
    "probability_by_round_figure, log": lambda: plots.probability_by_round_figure({1: 0.03, 2: 0.01}, log=True),
    "meld_counts_figure": lambda: plots.meld_counts_figure(range(3, 5), (None, 1), decks=2),
    "penalty_chances_figure": lambda: plots.penalty_chances_figure(
        {0: 0.001, 10: 0.02, 20: 0.2}, {0: (0.0, 0.0, 0.01), 10: (0.03, 0.01, 0.05), 20: (0.2, 0.15, 0.25)}),
    "estimates_by_round_figure": lambda: plots.estimates_by_round_figure(
        {"greedy": {1: Estimate(85, 2000), 2: Estimate(60, 2000)}}, exact={1: 0.04, 2: 0.01}, log=True),
    "exact_and_estimates_figure": lambda: plots.exact_and_estimates_figure(
        {"2": ({1: 0.04, 2: 0.01}, {1: Estimate(85, 2000), 2: Estimate(60, 2000)})}, log=True),
    "running_estimate_figure": lambda: plots.running_estimate_figure([Estimate(3, 100), Estimate(21, 1000)],
                                                                     exact=Fraction(1, 50)),
    "counts_by_hand_size_figure": lambda: plots.counts_by_hand_size_figure([3, 4], {"greedy": [8, 16],
                                                                                   "lookahead": [2, 3]}),
}


def _texts(figure) -> str:
    return "\n".join(t.get_text() for t in figure.findobj(matplotlib.text.Text) if t.get_text().strip())


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("chart", sorted(CHARTS))
def test_every_chart_speaks_the_learners_language(chart, code):
    with using(code):
        text = _texts(CHARTS[chart]())
    assert not _english(code, text), text
    with using("en"):
        english = _texts(CHARTS[chart]())
    assert text != english or chart == "hand_figure"  # a hand without a title shows its cards only


def test_the_charts_english_is_as_it_was():
    with using("en"):
        texts = {chart: _texts(CHARTS[chart]()) for chart in CHARTS}
    assert "Round 11: 24 points left over" in texts["arrangement_figure"]
    assert "round (and its wild rank)" in texts["probability_by_round_figure"]
    assert "3\n5s" in texts["probability_by_round_figure"]  # round 3, fives wild
    assert "Probability by round\n" in texts["probability_by_round_figure"] + "\n"
    assert {"Melds of 3 to 4 cards in 2 decks", "no wilds", "threes wild", "cards in the meld",
            "melds (log scale)"} <= set(texts["meld_counts_figure"].splitlines())
    assert {"Chance the best penalty is at most x", "penalty points x (R16)", "chance (log scale)",
            "exact (every deal)", "simulated, with 95% interval", "none simulated: upper bound"} <= set(
        texts["penalty_chances_figure"].splitlines())

