"""Exercise feedback: right answers pass; a wrong first try is told where to look and never
the answer nor what gives it, a second try more (a direction, the rule broken), the third
or "show me" the answer and why; the feedback reads as a sentence in a notebook."""

import math
import re
from fractions import Fraction
from math import comb, factorial

import pytest

from ttlearn import Card, Rules, best_arrangement, check_meld, hand_size
from ttlearn.count import complete_deal_probability
from ttlearn.draw.palette import BAD, GOOD
from ttlearn.language import using
from ttlearn.teach.answers import choice_word
from ttlearn.teach.attempts import forget_attempts, session_attempts
from ttlearn.teach.exercise_kinds import SHOWN_AT, ChoiceExercise, NumberExercise
from ttlearn.teach.exercises import (
    DIFFERENCES,
    EXERCISES,
    GREEDY_TOTALS,
    KIND_NAMES,
    LOOKAHEAD_TOTALS,
    by_notebook,
    catalogue,
    check,
    hasty_review,
    question,
)
from ttlearn.teach.feedback import Feedback
from ttlearn.teach.hand_exercise_kinds import ArrangeExercise, DiscardExercise
from ttlearn.teach.meld_exercise_kind import MeldExercise
from ttlearn.widgets.exercise_trainers import trainer

NUMBERS = sorted(i for i, e in EXERCISES.items() if isinstance(e, NumberExercise))


@pytest.fixture(autouse=True)
def _fresh_session():
    """Each test is a learner's first session: the tries of another test do not count."""
    forget_attempts()
    yield
    forget_attempts()


def _wrong_numbers(right):
    if isinstance(right, Fraction) and right.denominator != 1:
        return (right * 2, right / 2) if 0 < right <= Fraction(1, 2) else (right + 1, right - 1)
    return (right + 1, right - 1)


def wrong_answers(exercise):
    """Plausible wrong answers of every kind: the other meld kinds, off-by-one and
    off-by-a-factor numbers, the other choices, every discard but the best, worse
    arrangements."""
    right = exercise.solve()
    if isinstance(exercise, MeldExercise):
        given = [True, False, "set", "run", "no", "not a meld"]
    elif isinstance(exercise, NumberExercise):
        given = [*_wrong_numbers(right), right * 2, 0, right + 10]
        if exercise.ordered_mistake:
            given.append(right * factorial(exercise.ordered_mistake))
    elif isinstance(exercise, ChoiceExercise):
        given = [*exercise.words[:13], True, False, "J", "kings"]
        if exercise.names:
            given += [" and ".join(exercise.words), *(f"{a} and {b}" for a in exercise.words for b in exercise.words
                                                     if a < b)]
    elif isinstance(exercise, DiscardExercise):
        given = exercise.cards.split()
    else:
        hand = exercise.cards.split()
        given = ["", " ".join(hand[:3]), " ".join(hand[-3:]), " | ".join(" ".join(hand[k:k + 3]) for k in (0, 3))]
    found = []
    for answer in given:
        forget_attempts()
        feedback = check(exercise.id, answer)
        if not feedback and feedback.tried:
            found.append(answer)
    forget_attempts()
    return found


@pytest.mark.parametrize("exercise_id", NUMBERS)
def test_the_computed_answer_is_right_and_near_misses_are_not(exercise_id):
    exercise = EXERCISES[exercise_id]
    right = exercise.solve()
    assert check(exercise_id, right)
    assert check(exercise_id, str(right))
    for wrong in _wrong_numbers(right):
        forget_attempts()
        feedback = check(exercise_id, wrong)
        assert not feedback and not exercise.tells(feedback.message.replace(exercise.hint, "")), feedback
        later = check(exercise_id, wrong)  # the second try: which way it is off, where that tells nothing
        assert not later and not exercise.tells(later.message.replace(exercise.hint, ""))
        assert any(word in later.message for word in ("too high", "too low", "between 0 and 1", "Try once more"))


@pytest.mark.parametrize("exercise_id", sorted(EXERCISES))
def test_no_first_try_is_told_the_answer_and_the_third_is(exercise_id):
    """For every exercise and a few wrong answers of each kind: the first feedback holds
    neither the answer (in any form `gives_away` finds) nor a text that gives it ("is a
    meld, but no set" for a run: `tells`); the second says more and neither; the third
    shows it, and so does "show me" at the first try."""
    exercise = EXERCISES[exercise_id]
    wrong = wrong_answers(exercise)
    assert wrong, f"{exercise_id}: no wrong answer to try"
    for answer in wrong:
        forget_attempts()
        first, second, third = (check(exercise_id, answer) for _ in range(SHOWN_AT))
        hint = exercise.hint_text()  # the same for every answer: tested below not to give the answer away
        assert not exercise.tells(first.message.replace(hint, "")), (answer, first)
        assert not exercise.tells(second.message.replace(hint, "")), (answer, second)
        assert second.message != first.message, (answer, second)
        assert exercise.tells(third.message) and not third, (answer, third)
    forget_attempts()
    shown = check(exercise_id, "show me")
    assert not shown and exercise.tells(shown.message) and "Why:" in shown.message
    assert check(exercise_id, exercise.solve() if not isinstance(exercise, DiscardExercise) else
                 str(exercise.solve()[0])) or isinstance(exercise, ArrangeExercise)
    assert [a.first_try for a in session_attempts()][:1] == [True]  # "show me" was the first try, and wrong


@pytest.mark.parametrize("exercise_id", sorted(EXERCISES))
def test_every_exercise_has_a_notebook_a_kind_a_question_and_a_verdict_on_no_answer(exercise_id):
    exercise = EXERCISES[exercise_id]
    assert 1 <= exercise.notebook <= 9 and f"`{exercise_id}` ({KIND_NAMES[exercise.kind]})" in catalogue().text
    assert question(exercise_id).strip() and all(len(line) <= 100 for line in question(exercise_id).splitlines())
    assert str(check(exercise_id, ...)) == "No answer yet: replace ... with your answer."
    assert exercise.answer_text()
    nonsense = check(exercise_id, [object()])
    assert not nonsense and nonsense.message.startswith("Not yet:") and "\n" not in nonsense.message


@pytest.mark.parametrize("exercise_id", sorted(EXERCISES))
def test_no_hint_gives_the_answer_away(exercise_id):
    """A hint, which every wrong try shows, holds no answer in any form a notebook's text is
    searched for (`gives_away`); a small number in it may be a card's value ("K 10")."""
    exercise = EXERCISES[exercise_id]
    for language in (None, "sv", "hr", "th"):
        with using(language):
            assert not exercise.gives_away(exercise.hint_text()), (language, exercise.hint_text())


@pytest.mark.parametrize("exercise_id", sorted(EXERCISES))
def test_no_wrong_answer_is_told_the_answer(exercise_id):
    """Every wrong answer of a few plausible ones, at the first try: its message does not
    hold the answer."""
    exercise = EXERCISES[exercise_id]
    answer = exercise.answer_text()
    candidates = {
        MeldExercise: [True, False, "set", "run", "no"],
        ChoiceExercise: list(getattr(exercise, "words", ())) + [True, False, 7, "J", "kings"],
        DiscardExercise: getattr(exercise, "cards", "").split(),
        ArrangeExercise: ["", "AS 2S 3S"],
    }.get(type(exercise), [])
    for given in candidates:
        forget_attempts()  # each a first try
        feedback = check(exercise_id, given)
        if not feedback and "is no answer here" not in feedback.message:  # (which lists every choice)
            assert answer not in feedback.message, (given, feedback)
    assert "jacks" not in check("n1-wild-round-9", "wild").message  # the example rank is not the answer


def test_answers_a_class_can_work_out_by_hand():
    assert check("deals-two-decks", "182,104") and check("deals-two-decks", "182104")
    assert check("deals-round-11", comb(52, 13))
    assert check("deals-two-decks", comb(104, 3))
    assert check("sets-of-3", 13 * comb(4, 3))
    assert check("runs-of-3", 4 * 11)
    assert check("suit-classes-2", 13 + comb(13, 2) * 2)
    assert check("n1-cards-round-7", 9) and check("n3-ways-to-split-4", 1 + 4 + 3 + 6 + 1)
    assert check("n4-leftover-wild", 3 + 8 + 10) and check("n4-ace-v1", 15)
    assert check("n6-mean-difference", sum(DIFFERENCES) / 12) and check("n6-mean-difference", "-25.1")


def test_probabilities_as_fractions_strings_and_floats():
    p = complete_deal_probability(1)
    assert check("complete-round-1", p)
    assert check("complete-round-1", f"{p.numerator}/{p.denominator}")
    assert check("complete-round-1", float(p))
    assert not check("complete-round-1", float(p) * 1.01)


def test_a_decimal_right_to_its_digits_is_right_and_the_fraction_is_asked_for():
    for decimal in ("0.0436", 0.0436, "0.04362", 0.04362):  # 241/5525 = 0.043620...
        feedback = check("complete-round-1", decimal)
        assert feedback and "fraction" in feedback.message, decimal
    forget_attempts()
    first, second = check("complete-round-1", "0.0437"), check("complete-round-1", "0.0437")
    assert not first and "too high" not in first.message and "too high" in second.message
    # too rough, right or wrong: which would tell the answer roughly (0.044: a Monte Carlo estimate's digits)
    for rough in ("0.04", "0.05", "0.4", "0.044", 0.044):
        assert "too rough" in check("complete-round-1", rough).message
    assert [a.answer for a in session_attempts()] == ["0.0437", "0.0437"]  # too rough is no try
    forget_attempts()
    assert "between 0 and 1" in check("complete-round-1", 3).message


def test_common_slips_get_specific_feedback():
    ordered = comb(104, 3) * factorial(3)
    first, second = check("deals-two-decks", ordered), check("deals-two-decks", ordered)
    assert "order" not in first.message and "order" in second.message  # it would tell the answer: 1/6 of it
    assert "not a number" in check("sets-of-3", "many").message
    assert "whole number" in check("sets-of-3", 51.5).message
    assert "whole number" in check("n3-penalty", 13.5).message
    for nonsense in (float("nan"), float("inf"), "1/0", True, [52]):
        assert "not a number" in check("sets-of-3", nonsense).message


def test_too_high_is_said_where_it_leaves_more_than_one_answer():
    """A count is at least 0: after 0, "too high" at 2 would name 1; after 3, it leaves 0 and 1."""
    exercise = NumberExercise(id="sets-of-3", notebook=7, question="?", hint="h", compute=lambda: 1)
    assert "too high" not in exercise.judge(2, tries=1, earlier=("0",)).message
    assert "too high" in exercise.judge(2, tries=1, earlier=("3",)).message
    assert "too high" in exercise.judge(5, tries=1, earlier=("0",)).message
    assert "too low" in NumberExercise(id="x", notebook=7, question="?", hint="h", compute=lambda: 7).judge(
        5, tries=1, earlier=("9",)).message


def test_what_cannot_be_read_as_an_answer_is_no_try():
    """Run All of a student's edition checks the trainer before a card is chosen: no try, so
    the first answer is still the first try, and right at it counts as right at it."""
    assert not check("sets-of-3", "fifty-two").tried and not check("sets-of-3", "many").tried
    assert check("sets-of-3", 52)
    assert [(a.answer, a.correct, a.first_try) for a in session_attempts()] == [("52", True, True)]
    forget_attempts()
    wrong = check("sets-of-3", 51)
    assert wrong.tried and session_attempts()[-1].first_try and check("sets-of-3", 52)
    assert [a.first_try for a in session_attempts()] == [True, False]


def test_show_me_is_understood_in_every_language_and_is_a_wrong_try():
    for language, words in (("sv", "visa mig"), ("hr", "pokaži mi"), ("th", "เฉลย")):
        forget_attempts()
        with using(language):
            shown = check("sets-of-3", words)
        assert not shown and "52" in shown.message, (language, shown)
        assert [(a.correct, a.first_try) for a in session_attempts()] == [(False, True)]


def test_unknown_exercise_names_the_known_ones():
    with pytest.raises(ValueError, match="sets-of-3"):
        check("nope", 1)
    assert "3-card sets" in question("sets-of-3")


# --- the kinds -------------------------------------------------------------------------------


def test_is_this_a_meld_takes_yes_no_or_the_kind_and_a_wrong_one_is_told_more_each_try():
    assert check("n2-meld-qka", True) and check("n2-meld-qka", "run") and check("n2-meld-qka", "Yes")
    assert check("n2-meld-gaps", False) and check("n2-meld-gaps", "no") and check("n2-meld-gaps", "not a meld")
    forget_attempts()
    first, second, third = (check("n2-meld-gaps", "run").message for _ in range(3))
    reason = check_meld("5H 7H 9H 4S", round=2).reason  # "the gaps at 6♥, 8♥ need 2 wilds ..."
    assert "what a run needs" in first and "R13" in first and "no meld" not in first and "gaps" not in first
    assert "gaps" in second and "R13, R15" in second and reason not in second and "no meld" not in second
    assert "'not a meld'" in third and reason in third
    forget_attempts()
    wrong_kind = check("n2-meld-qka", "set").message
    assert "is a meld" not in wrong_kind and "no set" not in wrong_kind and "what a set needs" in wrong_kind
    assert "is a meld" not in check("n2-meld-qka", "no").message  # the second try: still not "a meld" (True)
    assert "'set', 'run' or 'not a meld'" in check("n2-meld-qka", "maybe").message


def test_arrange_this_hand_is_judged_by_compare_without_showing_the_best():
    exercise = EXERCISES["n3-arrange"]
    best = best_arrangement(exercise.cards, exercise.round)
    text = " | ".join(" ".join(f"{c}" for c in meld.cards) for meld in best.melds)
    assert check("n3-arrange", text) and check("n3-arrange", best)
    forget_attempts()
    worse, closer = check("n3-arrange", "3H 4H 5H 6H | 6S 6C 10D"), check("n3-arrange", "3H 4H 5H 6H | 6S 6C 10D")
    assert not worse and "21 points" in worse.message and "Hint" in worse.message
    assert closer.message != worse.message and "Try once more" in closer.message  # where it differs
    for meld in best.melds:
        assert repr(meld) not in worse.message + closer.message and meld.label not in worse.message + closer.message
    forget_attempts()
    assert "no meld" in check("n3-arrange", "3H 4H 6S").message
    assert "not in the hand" in check("n3-arrange", "3H 4H 5H | KS KD KC").message
    assert "not in the hand" in check("n3-arrange", "3H 4H 5H | 3H 4H 5H").message
    assert "is no arrangement" in check("n3-arrange", 7).message
    assert not check("n3-arrange", "")  # nothing melded: everything left over


def test_which_discard_counts_every_best_discard_and_names_none():
    assert check("n5-discard", "8H") and check("n5-discard", Card(8, "H"))
    forget_attempts()
    wrong, closer = check("n5-discard", "5D"), check("n5-discard", "5D")
    assert not wrong and "wild" in closer.message and "8♥" not in wrong.message + closer.message
    first, second = check("n5-go-out", "9D"), check("n5-go-out", "9D")
    assert "go out" in second.message and "K♥" not in first.message + second.message
    assert "not in your hand" in check("n5-discard", "KS").message
    exercise = DiscardExercise(id="tie", notebook=5, question="?", hint="h", cards="5H 5D 5S 5C", round=1)
    assert len(exercise.solve()) == 4  # every discard leaves a set of 5s
    assert all(exercise.judge(card) for card in ("5H", "5D", "5S", "5C"))


def test_the_hasty_game_is_the_one_notebook_5_plays_at_the_table():
    """The review exercise counts on the library's hasty game being the notebook's, played by
    hand at the play table (its loop, as the notebook writes it)."""
    from ttlearn.review import review_game
    from ttlearn.widgets import PlayTable

    hasty = PlayTable(opponents=("greedy",), seed=1)
    while not hasty.over:
        if hasty.round_over:
            hasty.continue_()
        elif hasty.legal.draw_stock:
            hasty.draw_stock()
        elif hasty.going_out_card:
            hasty.go_out()
        else:
            hasty.discard(hasty.view.hand[0])
    review = review_game(hasty.game, seat=0, progress=False)
    assert review == hasty_review()
    costly_draws = sum(d.kind == "draw" and d.loss > 0 for d in review.decisions)
    assert check("n5-review-draws", costly_draws) and not check("n5-review-draws", costly_draws + 1)

    pytest.importorskip("ipywidgets")
    view = trainer("n3-arrange")
    assert not check("n3-arrange", view)  # nothing arranged yet
    best = best_arrangement(EXERCISES["n3-arrange"].cards, 8)
    for meld in best.melds:
        view.model.group(list(meld.cards))
    assert check("n3-arrange", view) and check("n3-arrange", view.model)
    discard = trainer("n5-discard")
    assert "choose a card" in check("n5-discard", discard).message
    answer = discard.model.choose("8H")
    assert check("n5-discard", answer) and check("n5-discard", discard)
    other = trainer("n5-go-out")
    assert "another hand" in check("n3-arrange", trainer("n3-arrange").model.__class__(round=8, seed=1)).message
    with pytest.raises(ValueError, match="only arrange and discard"):
        trainer("sets-of-3")
    assert other.model.hand[-1] == Card(13, "H")  # the exercise's hand, its last card just drawn


def test_choices_take_words_ranks_names_and_yes_or_no():
    assert check("n1-wild-round-9", "Jacks") and check("n1-wild-round-9", "J") and check("n1-wild-round-9", 11)
    assert not check("n1-wild-round-9", "nines") and "rank" in check("n1-wild-round-9", "wild").message
    assert check("n1-first-player", "Dee") and check("n1-first-player", "dee.")
    assert check("n1-next-dealer", "Ana") and "one or more of" in check("n1-next-dealer", "Zed").message
    assert check("n4-winner", "Ben and Cy") and check("n4-winner", ["Cy", "Ben"]) and not check("n4-winner", "Ben")
    assert check("n1-go-out", True) and check("n5-upcard", "take") and not check("n5-upcard", "stock")
    assert check("n6-interval-holds-zero", "yes") and check("n6-paired-or-unpaired", "paired")


def test_the_engine_and_the_rules_agree_with_the_table_answers():
    from ttlearn import Game

    for seed in range(20):  # the player left of the dealer plays first (R8), whoever deals
        game = Game(["Ana", "Ben", "Cy", "Dee"], seed)
        assert game.turn == (game.first_dealer + 1) % 4
    assert EXERCISES["n5-upcard"].solve() == "take"


def test_the_strategy_totals_are_those_of_the_simulation_and_the_answers_follow_from_them():
    from ttlearn.simulation.stats import mean_ci

    mean, half = mean_ci(DIFFERENCES)
    assert (mean - half <= 0 <= mean + half) == EXERCISES["n6-interval-holds-zero"].solve()
    unpaired = math.hypot(mean_ci(LOOKAHEAD_TOTALS)[1], mean_ci(GREEDY_TOTALS)[1])
    assert (half > unpaired) == (EXERCISES["n6-paired-or-unpaired"].solve() == "paired")


@pytest.mark.slow
def test_the_strategy_totals_come_from_the_simulation_they_name():
    from ttlearn import simulate

    records, _ = simulate(["lookahead", "greedy"], games=12, seed=6, workers=1, progress=False, rotate=False)
    assert tuple(r.totals[0] for r in records) == LOOKAHEAD_TOTALS
    assert tuple(r.totals[1] for r in records) == GREEDY_TOTALS


# --- how feedback reads -------------------------------------------------------------------------


def test_feedback_reads_as_a_sentence_with_a_mark_a_word_and_a_colour():
    right, wrong = check("sets-of-3", 52), check("sets-of-3", 60)
    assert str(right) == "Right: 52." and repr(right) == "Feedback('sets-of-3', correct: Right: 52.)"
    assert right.text() == "✓ Right: 52." and wrong.text().startswith("✗ Not yet: too high.")
    first = check("runs-of-3", 40)
    assert first.text().startswith("✗ Not yet. Hint:") and "✗ Not yet.</span>" in first._repr_html_()
    assert GOOD in right._repr_html_() and "✓ Right:" in right._repr_html_()
    assert BAD in wrong._repr_html_() and "✗ Not yet:" in wrong._repr_html_()
    assert all(len(line) <= 100 for line in check("one-wild-melds", 1).text().splitlines())
    assert "&lt;" in Feedback("x", False, "Not yet: <b> is no card.")._repr_html_()


def test_feedback_shows_as_its_sentence_in_ipython():
    pytest.importorskip("IPython")
    from IPython.core.formatters import DisplayFormatter

    data, _ = DisplayFormatter().format(check("sets-of-3", ...))
    assert data["text/plain"] == "✗ No answer yet: replace ... with your answer."
    assert "Feedback(" not in data["text/plain"] and "text/html" in data


def test_the_catalogue_lists_every_exercise_by_notebook_and_kind():
    listing = catalogue()
    assert repr(listing) == f"Markdown({len(EXERCISES)} exercises in 9 notebooks)"
    for n in range(1, 10):
        assert f"**Notebook {n}**" in listing.text
        assert len(by_notebook(n)) >= 3 and len({e.kind for e in by_notebook(n)}) >= 2
    assert all(f"`{i}`" in listing.text for i in EXERCISES)
    assert all(len(line) <= 100 for line in listing.text.splitlines())
    assert "**Answer:** 8♥" in catalogue(5, answers=True).text and "**Answer:**" not in catalogue(5).text


def test_a_number_exercise_refuses_an_unknown_kind():
    with pytest.raises(ValueError, match="kind of number"):
        NumberExercise(id="x", notebook=1, question="?", hint="h", compute=lambda: 1, what="colour")


def test_rules_objects_in_exercises_are_the_variant_where_the_question_says_so():
    assert EXERCISES["n2-meld-qka"].rules == Rules(aces="high_or_low")
    assert EXERCISES["n4-ace-v1"].solve() == 15


@pytest.mark.parametrize("exercise_id", sorted(EXERCISES))
def test_feedback_ends_each_sentence_with_one_stop(exercise_id):
    """A hint that ends with its own question mark is not followed by the template's full stop
    ("what does n do?." was seen): in every language."""
    for language in (None, "sv", "hr", "th"):
        with using(language):
            for _ in range(SHOWN_AT):
                said = check(exercise_id, "0").message
                assert not re.search(r"[?!.…]\.(\s|$)", said), (language, said)
            said = check(exercise_id, "show me").message
            assert not re.search(r"[?!.…]\.(\s|$)", said), (language, said)



def test_a_meld_question_says_the_same_three_answers_on_paper_and_in_the_notebook():
    """On paper the boxes say what they mean (set, run, not a meld), and no "True or False"
    stands above them; the notebook asks for the same three words (True or False still count)."""
    from ttlearn.teach.worksheets import answer_room

    for exercise in (e for e in EXERCISES.values() if isinstance(e, MeldExercise)):
        for language in (None, "sv", "hr", "th"):
            with using(language):
                paper, notebook = exercise.question_text(paper=True), exercise.question_text()
                room = answer_room(exercise)
                words = [choice_word(w) for w in ("set", "run", "not a meld")]
                assert "True" not in paper and all(f"</span>{w}</span>" in room for w in words), (language, room)
                assert all(f"'{w}'" in notebook for w in words), (language, notebook)


# --- every hand an exercise deals is one the rules deal ----------------------------------------

_CARD = r"(?:(?:10|[2-9AJQK])[♠♥♦♣SHDC]|JK)"  # 7♥ or 7H
_HELD = re.compile(rf"\b(?:hold|holds|dealt|penalty of|arrange)\s+({_CARD}(?:\s+{_CARD})*)(?!\w)")


def hands_held(question: str) -> list[tuple[int, int]]:
    """(the round, the cards a player holds) for each hand a question gives: "Round 5 ...
    you hold 3♥ 4♥ ..." (a meld asked about is a group of cards, no hand)."""
    asked = re.search(r"\bround (\d+)", question, re.IGNORECASE)
    if asked is None:
        return []
    return [(int(asked.group(1)), len(cards.split())) for cards in _HELD.findall(question)]


@pytest.mark.parametrize("exercise_id", list(EXERCISES))
def test_every_hand_an_exercise_gives_is_one_the_rules_deal(exercise_id):
    """A hand in round r holds r + 2 cards (R4), one more once its player has drawn (R9): an
    exercise on an 11-card hand in round 11 teaches a game no one plays."""
    question = EXERCISES[exercise_id].question_text()
    drawn = 1 if re.search(r"\b(?:have|has) (?:just )?drawn\b", question) else 0
    for round, held in hands_held(question):
        assert held == hand_size(round) + drawn, \
            f"{exercise_id}: {held} cards in round {round}, where R4 deals {hand_size(round)}" + \
            (" and the player has drawn one" if drawn else "")


def test_a_hand_the_rules_do_not_deal_is_found():
    assert hands_held("Round 11, Kings wild: what is the lowest penalty of 5H 6H KS?") == [(11, 3)]
    assert hands_held("Round 11 (kings wild): what is the lowest penalty of 2♥ 3♥ 4♥ 4♠?") == [(11, 4)]
    assert hands_held("Round 4: is Q♦ Q♦ 6♣ a meld?") == []
    assert hands_held("Round 2 ends. Ben holds 5♠ 6♠ 4♦ 8♠ and Cy holds 9♣ 9♦") == [(2, 4), (2, 2)]
