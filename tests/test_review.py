"""The review of a player's own game (`ttlearn.review`): each decision valued from the seat's
view alone, checked against an independent brute force, graded and said in words."""

from collections import Counter
from dataclasses import replace

import pytest

from hidden_cards import hidden_differ, twin_tables
from ttlearn.cards import Card, deck
from ttlearn.engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ttlearn.engine.game import Game
from ttlearn.players.expert import ExpertPlayer
from ttlearn.players.position_values import FEED, PositionValues
from ttlearn.review import BONUS, LABELS, label_of, option_values, review_game
from ttlearn.simulation import play_game
from ttlearn.testing.brute_force import brute_best_discard_penalty, brute_penalty


def brute_value(hand: list[Card], unseen: Counter, round: int) -> float:
    """The expected penalty after drawing each unseen card and throwing the best one, less
    BONUS for each chance in one of going out: by brute force, from the rules' text."""
    total = sum(unseen.values())
    left = {card: brute_best_discard_penalty(hand + [card], round) for card in unseen}
    expected = sum(unseen[c] * left[c] for c in unseen) / total
    out = sum(unseen[c] for c in unseen if left[c] == 0) / total
    return expected - BONUS * out


def seen_by(game: Game, seat: int) -> Counter:
    """The cards a seat has not seen, counted independently: the decks less its hand and every
    card ever face up on the pile (the engine's log is not consulted, only the table)."""
    view = game.view(seat)
    gone = Counter(view.hand) + Counter(game.pile) + Counter(game.set_aside)
    return Counter(deck(view.decks)) - gone


@pytest.mark.parametrize("seed", range(6))
def test_the_values_agree_with_a_brute_force(seed):
    """Round 1 or 2, the first turn: every option's value, computed again by brute force: the
    outlook of the hand kept, and the share of the sampled tables in which the next player
    could take the discard and go out, each table's hand checked by brute force."""
    game = Game(2, seed=seed)
    game._deal(1 + seed % 2, game.dealer)  # a short round: the brute force stays quick
    seat = game.turn
    view = game.view(seat)
    unseen = seen_by(game, seat)
    values = {o.action: o.value for o in option_values(view)}
    assert values[DRAW_STOCK] == pytest.approx(brute_value(list(view.hand), unseen, view.round), abs=1e-4)
    left = brute_best_discard_penalty(list(view.hand) + [view.discard_top], view.round)
    assert values[DRAW_DISCARD] == (-BONUS if left == 0 else left)
    game.draw_stock(seat)
    view = game.view(seat)
    unseen = seen_by(game, seat)
    position = PositionValues(view)
    after = position.next_seat
    for option in position.options():
        rest = list(view.hand)
        rest.remove(option.action.card)
        if option.action.kind == "go out":
            assert brute_penalty(rest, view.round) == 0 and option.value == -2 * BONUS
            continue
        hands = [list(table.hands[after]) for table in position.tables]
        feeds = sum(brute_best_discard_penalty(hand + [option.action.card], view.round) == 0 for hand in hands)
        assert option.feeds == feeds / len(hands)
        assert option.value == pytest.approx(brute_value(rest, unseen, view.round) + FEED * option.feeds, abs=1e-4)


@pytest.mark.parametrize("players, seed", [(["lookahead", "greedy"], 5), (["beginner"] + ["greedy"] * 2, 9)])
def test_the_review_never_reads_hidden_cards(players, seed):
    """The same view, whatever the hidden cards are: the same values, the same verdict."""
    checked = changed = 0
    for real, other in twin_tables(players, seed, rounds=(2, 6, 10)):
        changed += hidden_differ(real, other)
        assert option_values(real.view(0)) == option_values(other.view(0))
        checked += 1
    assert checked > 10 and changed > checked * 0.9  # the hidden cards really were different


def test_a_decision_loses_what_its_value_exceeds_the_best_by():
    review = review_game(play_game(["beginner", "greedy"], seed=4), seat=0, progress=False)
    assert review.decisions and all(d.chosen in {o.action for o in d.options} for d in review.decisions)
    for d in review.decisions:
        values = {o.action: o.value for o in d.options}
        assert d.loss == pytest.approx(max(0.0, values[d.chosen] - min(values.values())), abs=0.051)
        assert (d.loss == 0) == (d.label == "best") or d.label == "blunder"
        assert d.label in LABELS and d.why.endswith(".")
        if d.loss == 0:
            assert d.best == d.chosen


def test_a_missed_chance_to_go_out_is_a_blunder():
    """Round 1, a run 4♥ 5♥ 6♥ in hand: after any draw the hand can go out (R10); throwing a
    card of the run instead is marked."""
    game = Game.from_position(["4H 5H 6H", "KD KS 2C"], pile="9D", seed=0)
    game.play(0, DRAW_STOCK)
    game.play(0, Action("discard", Card.parse("4H")))
    missed = review_game(game, seat=0, progress=False).decisions[-1]
    assert missed.missed_going_out and missed.label == "blunder" and missed.best.kind == "go out"
    assert missed.why.startswith("You could have gone out by discarding ")
    assert missed.why.endswith("(R10); you threw 4♥ instead.")


@pytest.mark.parametrize("hand, thrown, role", [
    ("4H 9C KD QS", "4H", "4♥, a wild card (R15)"),  # round 2: fours wild
    ("7H 8H 9H KD", "8H", "8♥, part of run 7♥–9♥"),
    ("7H 9H KD QS", "9H", "9♥, which could share a meld with 7♥"),
])
def test_a_costly_discard_says_what_the_card_did_in_the_hand(hand, thrown, role):
    """The verdict on a discard that lost points names what was given up: a wild (R15), a card
    of a meld (R12, R13), or one close to cards of its rank or suit."""
    game = Game.from_position([hand, "KC KS 2C 2D"], pile="5S", round=2, seed=1)
    game.play(0, DRAW_STOCK)
    game.play(0, Action("discard", Card.parse(thrown)))
    decision = review_game(game, seat=0, progress=False).decisions[-1]
    assert decision.loss > 0
    assert decision.why.startswith((f"You threw {role}; throwing ", f"You threw {role}, which Player 2 could take"))


def test_another_measure_reviews_the_same_decisions():
    """`measure` values the choices: one that finds every choice equal finds nothing lost,
    and a missed chance to go out is still known by `goes_out`, not by a value."""
    game = Game.from_position(["4H 5H 6H", "KD KS 2C"], pile="9D", seed=0)
    game.play(0, DRAW_STOCK)
    game.play(0, Action("discard", Card.parse("4H")))
    even = review_game(game, 0, progress=False, measure=lambda view, values: tuple(
        replace(o, value=0.0) for o in option_values(view, values)))
    usual = review_game(game, 0, progress=False)
    assert [d.chosen for d in even.decisions] == [d.chosen for d in usual.decisions]
    assert even.tally.points_lost == 0 and not any(d.missed_going_out for d in even.decisions)
    assert usual.decisions[-1].missed_going_out and any(o.goes_out for o in usual.decisions[-1].options)


def test_the_labels_grow_with_the_loss():
    assert [label_of(x) for x in (0, 0.5, 1.5, 4, 9)] == list(LABELS)
    assert label_of(0, missed_going_out=True) == "blunder"


def test_the_tallies_add_up_and_the_costliest_come_first():
    review = review_game(play_game(["random", "greedy"], seed=2), seat=0, progress=False)
    tally = review.tally
    assert tally.decisions == len(review.decisions)
    assert tally.points_lost == pytest.approx(sum(tally.lost_by_kind.values()), abs=0.3)
    assert sum(review.round_tally(r).decisions for r in review.rounds) == tally.decisions
    losses = [d.loss for d in review.costliest(10)]
    assert losses == sorted(losses, reverse=True) and losses[0] == max(d.loss for d in review.decisions)
    text = review.text()
    assert "Where you lost most:" in text
    listed = text.split("Where you lost most:\n")[1].splitlines()
    assert listed and all(not line.split(", ")[1].startswith(("best", "good")) for line in listed)


def test_a_game_a_record_and_a_saved_file_give_one_review(tmp_path):
    record = play_game(["greedy", "random"], seed=3)
    game = record.replay()
    path = tmp_path / "game.json"
    game.save(str(path))
    reviews = [review_game(x, seat=1, progress=False) for x in (record, game, path, str(path))]
    assert all(r.decisions == reviews[0].decisions for r in reviews)


@pytest.mark.parametrize("seat", [2, -1, "0", 1.0])
def test_a_bad_seat_is_refused(seat):
    with pytest.raises(ValueError, match="bad seat"):
        review_game(play_game(["greedy", "random"], seed=3), seat=seat, progress=False)


def test_a_bad_game_is_refused():
    with pytest.raises(ValueError, match="bad game int"):
        review_game(3, progress=False)  # type: ignore[arg-type]


def test_the_better_player_reviews_better():
    """A few games; benchmarks/review.py measures it over hundreds."""
    accuracy = {p: sum(review_game(play_game([p, "greedy"], seed=s), 0, progress=False).tally.accuracy
                       for s in range(3)) for p in ("random", "lookahead")}
    assert accuracy["random"] < accuracy["lookahead"]


def test_the_command_line_reviews_a_saved_game(tmp_path):
    from ttlearn.cli import main

    path = tmp_path / "game.json"
    play_game(["lookahead", "greedy"], seed=1).replay().save(str(path))
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["review", str(path), "--seat", "1"]) == 0
    assert out.getvalue().startswith("Your game as Player 2: accuracy ") and "Where you lost most:" in out.getvalue()
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["review", str(tmp_path / "none.json")]) == 2
    assert err.getvalue().count("\n") == 1 and "cannot read" in err.getvalue()


def test_the_terminal_game_ends_with_a_review():
    from ttlearn.terminal import play_in_terminal

    said: list[str] = []
    play_in_terminal(["random"], seed=2, read=lambda _prompt: "a", write=said.append)
    # Every move the hint's ("a"): spoken to "you", and nothing lost by the hint's own measure.
    assert said[-1].startswith("\nYour game: accuracy 100%, ") and ", all best." in said[-1]
    assert said[-1].endswith("No decision lost a point or more.")


@pytest.mark.slow  # two whole games with hints, reviewed: seconds
@pytest.mark.parametrize("opponents, seed", [(["greedy"], 3), (["expert", "lookahead"], 8)])
def test_a_game_played_by_every_hint_loses_nothing_by_the_review_and_the_trainer_agrees(opponents, seed):
    """One measure: at the play table, a learner who follows every hint is reviewed with no
    point lost and every decision best (the feeding risk the hint weighs is weighed by the
    review too); the mistakes trainer then has nothing to teach, and where a game has
    mistakes, its best move at each is the hint's."""
    from ttlearn.practice.play_table import PlayTable
    from ttlearn.review import MistakesTrainer

    table = PlayTable(opponents, seed=seed)
    hints = {}
    while not table.over:
        if table.round_over is not None:
            table.continue_()
            continue
        hints[len(table.game.actions)] = table.suggestion().action
        table.follow_hint()
    review = review_game(table.game, 0, progress=False)
    assert review.decisions and len(review.decisions) == len(hints)
    assert review.tally.points_lost == 0 and all(d.label == "best" for d in review.decisions)
    assert all(d.best == d.chosen == hints[d.position] for d in review.decisions)
    assert MistakesTrainer(review).mistakes == ()
    # Another player's mistakes: at each, the trainer's best is what the hint would have said there.
    other = review_game(play_game(["greedy", "random"], seed=seed).replay(), 0, progress=False)
    trainer = MistakesTrainer(other)
    adviser = ExpertPlayer()
    for d in trainer.mistakes[:12]:
        choose = adviser.choose_draw if d.view.phase == "draw" else adviser.choose_discard
        assert choose(d.view).action == d.best
