"""Messages about a seat, in both persons: "You draw" to the person playing, "Ana draws" of
the others, for every kind of message the game builds from a name (ttlearn.engine.seat_texts), in
the log and in the refusals; hints as advice (ttlearn.players.advice)."""

import re

import pytest

from ttlearn.cards import Card
from ttlearn.engine import Game, IllegalMove
from ttlearn.engine.actions import DRAW_STOCK, Action
from ttlearn.engine.seat_texts import TEXTS, Wording
from ttlearn.players import Decision
from ttlearn.players.advice import advice

NAMES = ("Ana", "Ben")
FIELDS = {"card": "7♥", "melds": "run 4♥–6♥"}


@pytest.mark.parametrize("kind", sorted(TEXTS))
def test_every_message_kind_reads_in_both_persons(kind):
    words = Wording(NAMES, you=0)
    second, third = words.text(kind, 0, **FIELDS), words.text(kind, 1, **FIELDS)
    assert "Ben" in third and "Ana" not in second and "{" not in second + third
    assert second.startswith("You ") or " your " in second, second
    assert not re.search(r"\bYou (draws|takes|discards|goes|lays|has)\b|\bYou's\b|\byou's\b", second), second
    assert Wording(NAMES).text(kind, 0, **FIELDS) == third.replace("Ben", "Ana")  # nobody is "you": all third


def test_a_game_speaks_to_its_player_in_the_second_person():
    you = Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0, names=NAMES, you=0)
    they = Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0, names=NAMES)
    for game in (you, they):
        game.draw_discard(0)
        game.go_out(0, "9C")
    assert [e.text for e in you.events[1:]] == [
        "You take 6♥ from the discard pile",
        "You go out: lay down run 4♥–6♥ and discard 9♣ (R10)",
        "Ben has a last turn (R11)"]
    assert [e.text for e in they.events[1:]] == [  # unchanged for computer seats
        "Ana takes 6♥ from the discard pile",
        "Ana goes out: lays down run 4♥–6♥ and discards 9♣ (R10)",
        "Ben has a last turn (R11)"]
    assert you.events[0].text.startswith("Round 1 (dealer: Ben)")  # the dealer is right of the first player (R8)


def test_last_turn_draw_and_discard_to_you():
    game = Game.from_position(["2C 7D QS", "4H 5H 9C"], pile="6H", turn=1, seed=0, names=NAMES, you=0)
    assert game.events[0].text.startswith("Round 1 (dealer: you)")
    game.draw_discard(1)
    game.go_out(1, "9C")
    game.draw_stock(0)
    game.discard(0, "QS")
    assert [e.text for e in game.events[1:5]] == [
        "Ben takes 6♥ from the discard pile",
        "Ben goes out: lays down run 4♥–6♥ and discards 9♣ (R10)",
        "You have a last turn (R11)",
        "You draw from the stock"]
    assert game.events[5].text == "You discard Q♠"


@pytest.mark.parametrize("you, expected", [
    (0, ["it is Ben's turn, not yours (R8)", "You have drawn already: now discard a card or go out (R9)",
         "7♥ is not in your hand"]),
    (None, ["it is Ben's turn, not Ana's (R8)", "Ana has drawn already: now discard a card or go out (R9)",
            "7♥ is not in Ana's hand"]),
])
def test_refusals_in_both_persons(you, expected):
    game = Game.from_position(["2C 7D QS", "4H 5H 9C"], pile="6H", turn=1, seed=0, names=NAMES, you=you)
    refusals = [game.why_illegal(0, DRAW_STOCK)]
    game2 = Game.from_position(["2C 7D QS 8S", "4H 5H 9C"], pile="6H", turn=0, phase="discard", seed=0,
                               names=NAMES, you=you)
    refusals += [game2.why_illegal(0, DRAW_STOCK), game2.why_illegal(0, Action("discard", Card.parse("7H")))]
    assert refusals == expected
    with pytest.raises(IllegalMove, match=re.escape(expected[2])):
        game2.discard(0, "7H")
    theirs = Game.from_position(["2C 7D QS", "4H 5H 9C"], pile="6H", turn=0, seed=0, names=NAMES, you=1)
    assert theirs.why_illegal(1, DRAW_STOCK) == "it is Ana's turn, not yours (R8)"
    mine = Game.from_position(["2C 7D QS", "4H 5H 9C"], pile="6H", turn=0, seed=0, names=NAMES, you=0)
    assert mine.why_illegal(1, DRAW_STOCK) == "it is your turn, not Ben's (R8)"


def test_gone_out_already_in_both_persons():
    game = Game.from_position(["2C 7D QS 8S", "4H 5H 6H"], pile="9C", turn=0, phase="discard", went_out=1,
                              seed=0, names=NAMES, you=0)
    assert game.why_illegal(0, Action("go out", Card.parse("QS"))).startswith(
        "Ben has gone out already: this is a last turn, so discard")
    assert Wording(NAMES, you=1).text("gone out already", 1).startswith("You have gone out already")


def test_you_must_be_a_seat_and_replays_keep_it():
    with pytest.raises(ValueError, match="bad seat for 'you'"):
        Game(["Ana", "Ben"], seed=1, you=2)
    game = Game(["Ana", "Ben"], seed=1, you=1)
    game.play(game.turn, "draw stock")
    assert game.after(1).snapshot() == game.snapshot()
    assert Game.replay(["Ana", "Ben"], 1, game.actions, you=1).snapshot() == game.snapshot()


@pytest.mark.parametrize("action, reason, expected", [
    (DRAW_STOCK, "drew from the stock: 8♠ would not lower my penalty of 18",
     "Draw from the stock: 8♠ would not lower your penalty of 18"),
    (Action("draw discard"), "took 7♥: it lowers my penalty from 20 to 18",
     "Take the 7♥: it lowers your penalty from 20 to 18"),
    (Action("draw discard"), "took 3♦: a sure penalty of 16 beats the 19.8 expected after a card from the stock",
     "Take the 3♦: a sure penalty of 16 beats the 19.8 expected after a card from the stock"),
    (Action("discard", Card.parse("QC")), "threw Q♣: 10 points and no partner; kept 7♥ 8♥: one card from a run; "
     "melds: none yet; penalty now 12",
     "Discard Q♣: 10 points and no partner; you keep 7♥ 8♥: one card from a run; melds: none yet; "
     "your penalty would be 12"),
    (Action("go out", Card.parse("2D")), "went out: threw 2♦ and laid down run 4♥–6♥; set of 9s",
     "Go out: discard 2♦ and lay down run 4♥–6♥; set of 9s (R10)"),
    (Action("draw discard"), "took J♥ from the discard pile, at random", "Take the J♥ (a random choice)"),
    (Action("discard", Card.parse("5C")), "a reason of another kind", "Discard 5♣ (a reason of another kind)"),
])
def test_hints_are_advice_not_past_events(action, reason, expected):
    assert advice(Decision(action, reason)) == expected


def test_advice_names_the_discard_it_takes_when_the_reason_does_not():
    assert advice(Decision(Action("draw discard"), "some reason"), Card.parse("9S")) == "Take the 9♠ (some reason)"


def test_the_terminal_game_speaks_to_you():
    from ttlearn.terminal import play_in_terminal

    lines: list[str] = []
    answers = iter(["h", "s", "ZZ", "AS", "h"] + ["a"] * 3000)
    play_in_terminal(["greedy"], seed=3, read=lambda prompt: next(answers), write=lines.append)
    text = "\n".join(lines)
    assert "hint: Draw from the stock: " in text and "hint: Discard " in text  # advice (R9)
    assert "not allowed: A♠ is not in your hand" in text
    assert "You have a last turn (R11)" in text or "You go out: lay down " in text
    assert not re.search(r"\bYou (draws|takes|discards|goes|lays|has)\b|\bYou's\b|hint: (draw|discard|go out) ", text)
    assert "Game over" in text and "greedy (2) discards " in text  # the computer: third person
