"""Bad input at the edges of every widget (but the play table, tested on its own): each
value a learner can type, pick or pass is taken or refused in one line that names it, the
state stays as it was, and no callback ends in an exception a browser would swallow."""

from __future__ import annotations

import pytest

from ttlearn import play_game
from ttlearn.seeds import MAX_SEED, parse_seed
from ttlearn.widgets import (
    ArrangeTrainer,
    DealStepper,
    DiscardTrainer,
    HandExplorer,
    MeldChecker,
    ScoringExplainer,
    StrategyLab,
)

BAD = ["", "   ", "99999999999999999999", str(2**63), 2**63, 2**70, "²", "-1", -1, "ÅÄÖ 漢字 ☃ \u202e", "x" * 5000,
       "7H\n8H", None, 2.5, True]
LONGEST = 300  # characters in a refusal: one line a learner reads


def refusal_ok(text: str) -> None:
    assert text and "\n" not in text and len(text) <= LONGEST, text[:400]


# --- the one seed reader ---------------------------------------------------------------------


@pytest.mark.parametrize("value, seed", [(0, 0), ("0", 0), (" 2026 ", 2026), (MAX_SEED, MAX_SEED),
                                         (str(MAX_SEED), MAX_SEED), ("007", 7)])
def test_a_seed_from_0_to_2_to_the_63_less_1_is_taken(value, seed):
    assert parse_seed(value) == seed


@pytest.mark.parametrize("value", [*BAD, "1e3", "0x10", "+5", "1_000", "٣", 2**63 - 0.5])
def test_anything_else_is_refused_as_a_seed_in_one_line(value):
    with pytest.raises(ValueError) as refused:
        parse_seed(value)
    refusal_ok(str(refused.value))
    assert "seed" in str(refused.value) and str(MAX_SEED) in str(refused.value)


# --- every model's actions -------------------------------------------------------------------


def picked(model):
    return (list(model.cards), model.round, model.rules)


def arranged(trainer):
    return (trainer.hand, trainer.meld_positions, trainer.score, trainer.round, trainer.rules)


def discarding(trainer):
    return (trainer.hand, trainer.score, trainer.chosen, trainer.last, trainer.rules, trainer.round)


def explorer():
    return HandExplorer("5H 6H KS", round=11)


def checker():
    return MeldChecker("7H 8H", round=11)


def arrange():
    trainer = ArrangeTrainer.with_hand("5H 6H 7H 9C 9D", round=11)
    trainer.group("5H 6H 7H")
    return trainer


def lab():
    return StrategyLab(["greedy", "random"], games=4, seed=1, workers=1)


@pytest.fixture(scope="module")
def record():
    return play_game(["greedy", "greedy"], seed=1)


ACTIONS = [  # (name, make the model, its state, the action, where a refusal is said: None for a ValueError)
    ("explorer.set_text", explorer, picked, lambda m, v: m.set_text(v), "error"),
    ("explorer.set_round", explorer, picked, lambda m, v: m.set_round(v), None),
    ("explorer.set_aces", explorer, picked, lambda m, v: m.set_aces(v), None),
    ("explorer.set_option value", explorer, picked, lambda m, v: m.set_option("jokers", v), None),
    ("explorer.set_option name", explorer, picked, lambda m, v: m.set_option(v, 1), None),
    ("explorer.toggle", explorer, picked, lambda m, v: m.toggle(v), "error"),
    ("explorer.place card", explorer, picked, lambda m, v: m.place(v, 0), "error"),
    ("explorer.place index", explorer, picked, lambda m, v: m.place("AS", v), "error"),
    ("explorer.put_back", explorer, picked, lambda m, v: m.put_back(v), "error"),
    ("explorer.reorder old", explorer, picked, lambda m, v: m.reorder(v, 0), "error"),
    ("explorer.reorder new", explorer, picked, lambda m, v: m.reorder(0, v), "error"),
    ("checker.set_round", checker, picked, lambda m, v: m.set_round(v), None),
    ("checker.toggle", checker, picked, lambda m, v: m.toggle(v), "error"),
    ("checker.set_option", checker, picked, lambda m, v: m.set_option("wild_share", v), None),
    ("arrange.group", arrange, arranged, lambda m, v: m.group(v), "message"),
    ("arrange.group_positions", arrange, arranged, lambda m, v: m.group_positions([v, 3, 4]), "message"),
    ("arrange.ungroup", arrange, arranged, lambda m, v: m.ungroup(v), "message"),
    ("arrange.add_to_meld meld", arrange, arranged, lambda m, v: m.add_to_meld(v, 3), "message"),
    ("arrange.add_to_meld card", arrange, arranged, lambda m, v: m.add_to_meld(0, v), "message"),
    ("arrange.take_from_meld", arrange, arranged, lambda m, v: m.take_from_meld(v), "message"),
    ("arrange.set_option", arrange, arranged, lambda m, v: m.set_option("jokers", v), None),
    ("discard.choose", lambda: DiscardTrainer(3, 1), discarding, lambda m, v: m.choose(v), None),
    ("discard.set_option", lambda: DiscardTrainer(3, 1), discarding, lambda m, v: m.set_option("jokers", v), None),
    ("lab.set_seed", lab, repr, lambda m, v: m.set_seed(v), None),
    ("lab.set_games", lab, repr, lambda m, v: m.set_games(v), None),
    ("lab.set_player name", lab, repr, lambda m, v: m.set_player(1, v), None),
    ("lab.set_player seat", lab, repr, lambda m, v: m.set_player(v, "greedy"), None),
    ("lab.set_players", lab, repr, lambda m, v: m.set_players([v, "greedy"]), None),
]


PLACES = (2**63, 2**70, -1)  # a place before the first or past the last: first or last, as a drop is
TAKEN = {"explorer.set_text": ("7H\n8H",), "explorer.place index": PLACES, "explorer.reorder new": PLACES}


@pytest.mark.parametrize("name, make, state, act, said", ACTIONS, ids=[a[0] for a in ACTIONS])
def test_every_action_refuses_bad_values_in_one_line_and_changes_nothing(name, make, state, act, said):
    for value in BAD:
        model = make()
        before = state(model)
        try:
            act(model, value)
        except ValueError as refused:
            assert said is None, f"{name}({value!r:.30}) raised where it should say: {refused}"
            refusal_ok(str(refused))
        else:
            if value in TAKEN.get(name, ()):
                continue  # taken: a value that means something (moving a card to where it is changes nothing)
            assert state(model) == before, (name, value)
            assert said is not None, f"{name}({value!r:.30}) changed nothing and said nothing"
            refusal_ok(getattr(model, said))
        assert state(model) == before, (name, value)


@pytest.mark.parametrize("value", BAD)
def test_a_bad_seed_or_round_is_refused_by_the_trainers(value):
    for make in (ArrangeTrainer, DiscardTrainer):
        for argument in ("seed", "round"):
            with pytest.raises(ValueError) as refused:
                make(**{argument: value})
            refusal_ok(str(refused.value))


def test_the_stepper_and_the_scoring_explainer_refuse_bad_steps_and_rounds(record):
    stepper, explainer = DealStepper(seed=1), ScoringExplainer(record)
    for value in BAD:
        for act in (stepper.forward, stepper.back, stepper.go_to_round, explainer.select):
            if value is None and act == explainer.select:
                continue  # None: the round on show, as `details()` takes it
            before = (stepper.index, explainer.round)
            if type(value) is int and value >= 0 and act in (stepper.forward, stepper.back):
                act(value)  # a whole number of steps, however large: to the last step and back
                stepper.index = before[0]
                continue
            with pytest.raises(ValueError) as refused:
                act(value)
            refusal_ok(str(refused.value))
            assert (stepper.index, explainer.round) == before


# --- the views: what the browser calls -------------------------------------------------------


def test_the_hand_explorer_box_says_no_by_itself_and_keeps_the_hand():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import hand_explorer

    view = hand_explorer("5H 6H KS", round=11)
    for value in BAD:
        if isinstance(value, str) and value != view.text.value and value not in TAKEN["explorer.set_text"]:
            view.text.value = value  # as if typed, then Enter
            assert view.model.cards == explorer().cards and "color:" in view.message.value, value
            assert view.widget.children.index(view.message) < view.widget.children.index(view.table.widget)
        view._try(view.model.set_round, value)  # a control's action: refused by the control
        assert view.model.round == 11 and "bad round" in view.message.value
    view.clear_button.click()  # Clear empties the box and the hand, and says nothing against it
    assert view.model.cards == [] and view.message.value == "" and view.text.value == ""


def test_the_meld_checker_and_the_trainers_show_a_refused_control_by_the_cards():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import arrange_trainer, discard_trainer, meld_checker

    checker_view = meld_checker("7H 8H", round=11)
    checker_view._try(checker_view.model.set_round, "²")
    assert "bad round" in checker_view.answer.value and checker_view.model.round == 11
    arrange_view = arrange_trainer(round=3, seed=1)
    arrange_view.meld_button.click()  # nothing chosen
    assert "Select three or more cards first" in arrange_view.message.value
    discard_view = discard_trainer(round=3, seed=1)
    discard_view._try(discard_view.model.choose, "ÅÄÖ")
    assert "bad card" in discard_view.message.value and discard_view.model.score.hands == 0


def test_the_strategy_lab_seed_box_takes_a_seed_or_says_why_not():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import strategy_lab

    view = strategy_lab(["greedy", "random"], games=4, seed=1, workers=1)
    for value in BAD:
        if isinstance(value, str):
            view.seed.value = value
            assert view.model.seed == 1 and "Not changed" in view.message.value and view.seed.value == "1", value
    view.seed.value = str(MAX_SEED)
    assert view.model.seed == MAX_SEED and view.message.value == ""


def test_the_card_table_ignores_what_no_card_or_place_is():
    pytest.importorskip("anywidget")
    from ttlearn.widgets import hand_explorer

    view = hand_explorer("5H 6H", round=11)
    for value in BAD:
        for message in ({"event": "click", "id": value}, {"event": "move", "id": value, "group": "picked"},
                        {"event": "move", "id": 0, "group": value}, {"event": value}):
            view.table.receive(message)
            assert [str(c) for c in view.model.cards] == ["5♥", "6♥"], message
        if type(value) is not int:  # a whole number is a place (past the end: last); anything else no place
            view.table.receive({"event": "move", "id": 0, "group": "picked", "index": value})
            assert [str(c) for c in view.model.cards] == ["5♥", "6♥"], value
