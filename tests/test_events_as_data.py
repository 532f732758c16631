"""A game's events are data, worded when shown (ttlearn.engine.event_words): a game played in
one language reads in another, a saved game holds no sentence, and the same seed gives the
same events in every language. And a game copies at any moment (OpenSpiel's clone)."""

import ast
import copy
import dataclasses
import json
import re
from pathlib import Path

import pytest

from learner_text import english_left
from ttlearn.cards import Card
from ttlearn.engine import Event, Game
from ttlearn.engine.event_words import event_words
from ttlearn.language import LANGUAGES, set_language, using
from ttlearn.players.computer_seats import play_computers, seat_computers
from ttlearn.simulation import play_game

NAMES = ("Ana", "Ben", "Cleo")
THAI = re.compile("[\u0e00-\u0e7f]")
ENGINE = Path(__file__).resolve().parent.parent / "ttlearn" / "engine"


def _played(names=NAMES, seed=4, you=0):
    """A whole seeded game of computer players, the seat `you` spoken to as "you"."""
    game = Game(names, seed, you=you)
    players = ("greedy", "lookahead", "random", "greedy")
    play_computers(game, seat_computers(game, {seat: players[seat] for seat in range(len(game.names))}))
    return game


def _not_english(lines, names=NAMES):
    """The lines with English left in them, the players' names aside (they are names)."""
    left = []
    for line in lines:
        for name in names:
            line = line.replace(name, "")
        if not THAI.search(line) or english_left(line):
            left.append(line)
    return left


def test_a_game_played_in_english_reads_in_thai_and_back():
    set_language("en")
    game = _played()
    english = [str(e) for e in game.events]
    assert english[0].startswith("Round 1 (dealer: ") and english[-1].startswith("Game over: ")
    set_language("th")
    thai = [e.text for e in game.events]
    assert not _not_english(thai), _not_english(thai)[:5]
    assert game.events[-1].text.startswith("จบเกม: ")
    set_language("en")
    assert [e.text for e in game.events] == english


def test_the_play_tables_log_reads_in_the_language_it_is_shown_in():
    pytest.importorskip("ipywidgets")
    from ttlearn.practice.play_table import PlayTable

    set_language("en")
    table = PlayTable(("greedy",), seed=1, name="Ana")  # no language of its own: the session's
    table.draw_stock()
    table.discard(table.view.hand[0])  # the computer plays its turn: news
    english_news = list(table.news)
    while table.round_over is None:
        table.follow_hint()
    english_log = list(table.log)
    assert "You draw from the stock" in english_log and "Ana draws from the stock" not in english_log
    set_language("th")
    assert len(table.log) == len(english_log) and not _not_english(table.log, ("Ana", "greedy (2)"))
    set_language("en")
    assert table.log == english_log
    table.new_game(1)
    table.draw_stock()
    table.discard(table.view.hand[0])
    assert table.news == english_news and english_news[0].startswith("greedy (2) ")
    set_language("th")
    assert not _not_english(table.news, ("Ana", "greedy (2)"))

def test_the_same_seed_gives_equal_events_in_every_language():
    played = {}
    for code in LANGUAGES:
        with using(code):
            game = Game(3, seed=21)  # its seats are named in the language: "Player 1", "Spelare 1", ...
            play_computers(game, seat_computers(game, {0: "greedy", 1: "lookahead", 2: "random"}))
            played[code] = game
    english = played["en"]
    assert english.phase == "over"
    for code, game in played.items():
        assert game.events == english.events and game.actions == english.actions, code
        assert game.results == english.results, code
    with using("sv"):
        assert played["sv"].events[0].text != english.events[0].text  # the words are the language's, ...
    assert played["sv"].names != english.names  # ... and so are the seats' names, which are only words


def test_a_saved_game_holds_no_sentence(tmp_path):
    game = _played(NAMES, seed=8)
    text = game.to_json()
    assert set(json.loads(text)) == {"format", "version", "names", "seed", "rules", "actions", "events", "totals",
                                     "you", "checksum"}
    assert json.loads(text)["events"] == len(game.events)  # the events are counted, to check the replay
    for code in LANGUAGES:
        with using(code):
            said = {str(e) for e in game.events}
            assert not [sentence for sentence in said if sentence in text], code
    loaded = Game.from_json(text)  # and it reads in the language it is shown in
    assert loaded.events == game.events
    with using("th"):
        assert THAI.search(str(loaded.events[-1]))


def test_an_event_is_a_value_without_words():
    fields = {f.name for f in dataclasses.fields(Event)}
    assert "text" not in fields and not any("word" in name for name in fields)
    event = Event("discard", 3, 1, card=Card.parse("7H"), names=("Ana", "Ben"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.card = Card.parse("8H")  # type: ignore[misc]
    renamed = dataclasses.replace(event, names=("Ann", "Bo"), you=1)
    assert renamed == event and hash(renamed) == hash(event)  # names and "you" are how it is said, not what
    assert (event.text, renamed.text) == ("Ben discards 7♥", "You discard 7♥")
    assert event_words(event, ("Ana", "Ben"), you=1) == "You discard 7♥"
    with using("hr"):
        assert str(event) == event_words(event, event.names) != "Ben discards 7♥"


@pytest.mark.parametrize("module", ["actions.py", "game.py", "game_record.py", "player_view.py"])
def test_the_engine_builds_events_without_the_translations(module):
    """Only the words module makes an event's words; game.py still words its refusals
    (`why_illegal`), and builds its events from data alone."""
    tree = ast.parse((ENGINE / module).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                and (node.module or "").endswith("language") for alias in node.names}
    assert not imported & {"ngettext", "count_text", "pgettext", "N_"}, imported
    if module != "game.py":
        assert not imported, imported
    logs = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "_log"]
    for call in logs:  # the events logged are built of data: no sentence made, formatted or translated
        for part in ast.walk(call):
            assert not isinstance(part, ast.JoinedStr), (module, call.lineno)
            if isinstance(part, ast.Call):
                called = part.func.attr if isinstance(part.func, ast.Attribute) else getattr(part.func, "id", "")
                assert called not in {"_", "format", "text", "ngettext", "count_text", "who"}, (module, call.lineno)

def test_a_game_copies_at_any_moment_and_plays_on_alone():
    record = play_game(["greedy", "lookahead"], seed=3)
    whole = record.replay()
    game = Game(2, seed=3)
    for k, action in enumerate(record.actions):
        game.legal_actions()  # its go-out checks are solved and cached now: the copy must not need them
        before = game.snapshot()
        clone = copy.deepcopy(game) if k % 2 else game.copy()
        assert clone.snapshot() == before
        for later in record.actions[k:k + 3]:  # the copy plays on ...
            clone.play(clone.turn, later)
        assert game.snapshot() == before  # ... and the original is as it was
        played = len(clone.actions)
        assert clone.events == whole.events[:len(clone.events)] and clone.snapshot() == whole.after(played).snapshot()
        game.play(game.turn, action)
    assert game.snapshot() == whole.snapshot() and copy.deepcopy(game).snapshot() == whole.snapshot()
