"""The terminal game (`python -m ttlearn play`) as a newcomer meets it: an empty line is
asked again quietly, `a` says what it played, `why` shows the numbers behind a hint, a
round's end lays out every hand at its best (R16), and the computer players have the
widgets' names. Card text errors suggest the joker only under rules that have one (R2)."""

from __future__ import annotations

import re

import pytest

from ttlearn.cards import Card, parse_cards
from ttlearn.cli import main
from ttlearn.engine.actions import Action
from ttlearn.engine.game import Game
from ttlearn.engine.seating import computer_name
from ttlearn.melds import check_meld
from ttlearn.players import Decision
from ttlearn.players.player import Reason
from ttlearn.rules import Rules
from ttlearn.scoring import round_hands
from ttlearn.terminal import DISCARD_HELP, DRAW_HELP, TerminalSeat, play_in_terminal
from ttlearn.widgets import DealStepper, PlayTable


def played(answers: list[str], seed: int = 3, opponents: tuple[str, ...] = ("greedy",),
           rules: Rules | None = None) -> tuple[Game, list[str], list[str]]:
    """A terminal game fed `answers` (then q): the game, the lines written, the prompts asked."""
    lines: list[str] = []
    prompts: list[str] = []
    feed = iter(answers + ["q"])

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return next(feed)

    game = play_in_terminal(list(opponents), seed=seed, rules=rules, read=read, write=lines.append)
    return game, lines, prompts


def test_an_empty_line_is_asked_again_without_a_word():
    game, lines, prompts = played(["", "  ", "s", "", ""])
    assert prompts[:4] == ["draw> ", "draw> ", "draw> ", "discard> "]  # asked again, same prompt
    assert prompts[4:6] == ["discard> ", "discard> "]
    assert not any("bad card" in line or "is not a draw" in line for line in lines), lines
    assert sum(line.startswith("You drew ") for line in lines) == 1  # the draw counted once


def test_play_the_hint_says_which_card_it_drew_and_threw():
    game, lines, _ = played(["a", "a"])
    text = "\n".join(lines)
    assert re.search(r"^You (draw from the stock|take \S+ from the discard pile)$", text, re.M), text
    assert re.search(r"^You discard \S+$", text, re.M) or "You go out: lay down" in text, text
    # The card named is the card the hint threw: the game's own record of it.
    thrown = [e for e in game.events if e.seat == 0 and e.kind == "discard"]
    if thrown:
        assert f"You discard {thrown[0].card}" in text


def test_a_typed_discard_is_not_echoed_but_a_played_hint_is():
    game, lines, _ = played(["s", "h"])
    hint = next(line for line in lines if line.startswith("hint: Discard "))
    card = hint.removeprefix("hint: Discard ").split(":")[0]
    _, typed, _ = played(["s", card])
    assert not any(line == f"You discard {card}" for line in typed)
    _, by_hint, _ = played(["s", "a"])
    assert f"You discard {card}" in by_hint or any(line.startswith("You go out") for line in by_hint)


def test_the_end_of_a_round_shows_every_hand_at_its_best():
    game, lines, _ = played(["a"] * 40)
    assert game.results, "round 1 should have ended"
    result = game.results[0]
    expected = round_hands(game.names, result.arrangements, result.scores, result.went_out)
    start = next(k for k, line in enumerate(lines) if line.startswith("Round 1 scores: "))
    assert [line.strip() for line in lines[start + 1:start + 1 + len(expected)]] == [e.strip() for e in expected]
    shown = "\n".join(lines[start:start + 1 + len(expected)])
    for seat, arrangement in enumerate(result.arrangements):
        if seat != result.went_out:  # its leftover cards with their points (R16)
            assert all(str(card) in shown for card in arrangement.deadwood)
            assert ("left over: " in shown) or not arrangement.deadwood


def test_round_hands_lays_out_melds_and_leftovers_with_their_points():
    from ttlearn.solver import best_arrangement

    lines = round_hands(["Ana", "Ben"], [best_arrangement("4H 5H 6H 9C", 2), best_arrangement("7H 8H 9H QS", 2)],
                        [0, 10], 0)
    assert lines == ["Ana: 0 points (went out, R16)", "Ben: 10 points", "    run 7♥–9♥: 7♥ 8♥ 9♥",
                     "    left over: Q♠ 10 = 10 points"]


def test_computer_players_have_one_name_in_the_terminal_and_the_widgets():
    game, _, _ = played([], opponents=("greedy", "random"))
    assert game.names == ("You", "greedy (2)", "random (3)")
    assert PlayTable(("greedy", "random"), seed=1).game.names == game.names
    assert DealStepper(("greedy", "random"), seed=1).names == ("greedy (1)", "random (2)")
    assert computer_name("expert", 3) == "expert (4)"


class _Adviser:
    """An adviser whose hint carries numbers (`Decision.why`), or none."""

    def __init__(self, why: Reason):
        self.why = why

    def start_game(self, seat: int, seed: int) -> None:
        pass

    def choose_draw(self, view):
        return Decision(Action("draw stock"), "drew", "Draw from the stock", why=self.why)

    def choose_discard(self, view):
        card = Card.parse("4H")
        return Decision(Action("discard", card), "threw", f"Discard {card}", why=self.why)


def seat_with(answers: list[str], why: Reason) -> list[str]:
    game = Game.from_position(["4H 9S 9D", "KD KS 2C"], pile="6H", seed=0, turn=0, you=0)
    lines: list[str] = []
    feed = iter(answers)
    seat = TerminalSeat(game, lambda prompt: next(feed), lines.append)
    seat.adviser = _Adviser(why)  # type: ignore[assignment]
    seat.turn()
    return lines[3:]  # after the table: round, pile, hand


def test_why_shows_the_numbers_behind_the_last_hint():
    numbers = Reason("my penalty 21 to 17", "your penalty would go from 21 to 17")
    lines = seat_with(["why", "h", "why", "s", "why", "h", "w", "a"], numbers)
    assert lines[0] == "no hint asked yet: type h for a hint, then why"
    assert lines[1].startswith("hint: ") and lines[2] == "why: your penalty would go from 21 to 17"
    assert lines[3].startswith("You drew ")
    assert lines[4] == "no hint asked yet: type h for a hint, then why"  # that hint was for the draw just made
    assert lines[6] == "why: your penalty would go from 21 to 17"
    assert lines[7:] == ["You discard 4♥"]


def test_why_after_playing_the_hint_tells_the_move_just_played():
    numbers = Reason("mine", "your penalty would go from 21 to 17")
    lines = seat_with(["a", "why", "4H"], numbers)
    assert lines[0] == "You draw from the stock" and lines[1].startswith("You drew ")
    assert lines[2:] == ["why: your penalty would go from 21 to 17"]


def test_why_says_so_when_a_hint_has_no_numbers():
    lines = seat_with(["h", "why", "s", "a"], Reason("", ""))
    assert "there are no numbers behind this hint" in lines


def test_the_help_names_why():
    assert "why" in DRAW_HELP and "why" in DISCARD_HELP


# --- card text errors: the joker only under rules with jokers (R2) ---------------------------

@pytest.mark.parametrize("call", [
    lambda: Card.parse("7X"), lambda: parse_cards("7H 8X"), lambda: check_meld("7H 8H 9X", round=1),
    lambda: Game(2, seed=0).discard(0, "ZZ"),
])
def test_card_text_errors_under_the_standard_rules_do_not_offer_a_joker(call):
    with pytest.raises(ValueError) as err:
        call()
    message = str(err.value)
    assert "bad card " in message and "JK" not in message and "joker" not in message
    assert "\n" not in message


@pytest.mark.parametrize("call", [
    lambda: Card.parse("7X", jokers=True), lambda: parse_cards("7H 8X", jokers=True),
    lambda: check_meld("7H 8H 9X", round=1, rules=Rules(jokers=2)),
])
def test_card_text_errors_under_rules_with_jokers_offer_one(call):
    with pytest.raises(ValueError, match=r"JK \(joker\)"):
        call()


def test_jokers_are_still_read_where_the_rules_have_none():
    """Reading 'JK' stays the same; whether the rules allow a joker is for the game to say."""
    assert Card.parse("JK").is_joker


def test_the_terminal_game_offers_a_joker_only_when_the_rules_have_jokers(capsys):
    _, standard, _ = played(["s", "9X"])
    _, jokers, _ = played(["s", "9X"], rules=Rules(jokers=2))
    assert any(line.startswith("bad card '9X'") for line in standard)
    assert not any("JK" in line for line in standard if "bad card" in line)
    assert any("JK (joker)" in line for line in jokers if "bad card" in line)


def test_solve_offers_a_joker_only_when_the_rules_have_jokers(capsys):
    assert main(["solve", "--round", "1", "7H 8X 9H"]) == 2
    plain = capsys.readouterr().err
    assert main(["solve", "--round", "1", "--rules", "jokers=2", "7H 8X 9H"]) == 2
    with_jokers = capsys.readouterr().err
    assert "bad card" in plain and "JK" not in plain and "JK (joker)" in with_jokers


def test_save_writes_the_game_at_a_prompt_and_at_the_end(tmp_path, monkeypatch):
    """`save` (or `save FILE`) at any prompt, and `--save FILE` when the game stops: a file
    that `python -m ttlearn review` and `Game.load` read, spoken to "you"."""
    from ttlearn.review import review_game

    monkeypatch.chdir(tmp_path)
    lines: list[str] = []
    feed = iter(["s", "save", "save mine.json", "a", "q"])
    game = play_in_terminal(["greedy"], seed=3, read=lambda _prompt: next(feed), write=lines.append)
    assert "Saved to three-thirteen-3.json: review it with python -m ttlearn review three-thirteen-3.json" in lines
    assert "Saved to mine.json: review it with python -m ttlearn review mine.json" in lines
    saved = Game.load("three-thirteen-3.json").actions  # at the discard prompt: up to the learner's draw
    assert saved == Game.load("mine.json").actions == game.actions[:len(saved)] and str(saved[-1]) == "draw stock"
    lines.clear()
    feed = iter(["a", "save", "a", "q"])
    game = play_in_terminal(["greedy"], seed=3, read=lambda _prompt: next(feed), write=lines.append, save="end.json")
    assert lines.count("Saved to end.json: review it with python -m ttlearn review end.json") == 2
    assert lines[-1].startswith("Saved to end.json")  # when the game stopped, with every move
    loaded = Game.load("end.json")
    assert loaded.actions == game.actions and loaded.you == 0
    assert review_game("end.json", 0, progress=False).text().startswith("Your game: ")


def test_a_file_that_cannot_be_written_is_said_in_one_line_and_the_game_goes_on(tmp_path):
    lines: list[str] = []
    feed = iter(["save " + str(tmp_path / "no" / "such" / "dir.json"), "s", "q"])
    play_in_terminal(["greedy"], seed=3, read=lambda _prompt: next(feed), write=lines.append)
    refused = [line for line in lines if line.startswith("cannot save to ")]
    assert len(refused) == 1 and "\n" not in refused[0] and any(line.startswith("You drew ") for line in lines)

