"""Loading a saved game is safe with any file (a student may load a classmate's): every
malformed file in `tests/corrupt_games/` and every mutation hypothesis makes of a good
file raises GameFileError in one line, quickly, before any heavy work."""

import json
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.speed_goals import GAME_FILE_REFUSED, hang_bound
from ttlearn import Game, GameFileError
from ttlearn.engine.game_file import MAX_FILE_CHARS, checksum

CORPUS = sorted((Path(__file__).parent / "corrupt_games").glob("*.json"))


def a_saved_game() -> str:
    game = Game(2, seed=6)
    for _ in range(3):
        game.draw_stock(game.turn)
        game.discard(game.turn, game.hands[game.turn][0])
    return game.to_json()


def assert_refused_quickly(load) -> str:
    start = time.perf_counter()
    with pytest.raises(GameFileError) as err:
        load()
    assert time.perf_counter() - start < hang_bound(GAME_FILE_REFUSED)  # the goal: benchmarks/responsiveness.py
    message = str(err.value)
    assert "\n" not in message and len(message) <= 240, message
    return message


def test_the_corpus_is_there():
    assert len(CORPUS) >= 25


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_every_corrupt_file_is_refused_in_one_line(path):
    assert_refused_quickly(lambda: Game.load(str(path)))
    assert_refused_quickly(lambda: Game.from_json(path.read_bytes()))


def test_a_file_too_large_is_refused_before_it_is_read_whole(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text('{"format": "ttlearn-game", "actions": [' + '"draw stock", ' * 400_000 + '"x"]}')
    assert "larger" in assert_refused_quickly(lambda: Game.load(str(path)))
    assert "more than a game takes" in assert_refused_quickly(lambda: Game.from_json(path.read_text()))


def test_a_huge_action_list_with_a_valid_checksum_is_refused_before_replaying():
    body = {k: v for k, v in json.loads(a_saved_game()).items() if k != "checksum"}
    body["actions"] = ["draw stock"] * (MAX_FILE_CHARS // 20)
    text = json.dumps({**body, "checksum": checksum(body)})
    assert "actions" in assert_refused_quickly(lambda: Game.from_json(text))


def test_a_good_file_still_loads(tmp_path):
    text = a_saved_game()
    path = tmp_path / "good.json"
    path.write_text(text, encoding="utf-8")
    assert Game.load(str(path)).to_json() == text


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                        max_size=3), max_leaves=8)


@given(field=st.sampled_from(["format", "version", "names", "seed", "rules", "actions", "events", "totals"]),
       value=JSON_VALUES, resign=st.booleans())
@settings(max_examples=300, deadline=None)
def test_any_field_replaced_by_any_json_value_is_refused_or_loads(field, value, resign):
    data = json.loads(a_saved_game())
    data[field] = value
    if resign:  # a forger recomputes the checksum: the loader must not trust it
        body = {k: v for k, v in data.items() if k != "checksum"}
        data["checksum"] = checksum(body)
    try:
        Game.from_json(json.dumps(data))
    except GameFileError as err:
        assert "\n" not in str(err)


@pytest.mark.parametrize("rule", ["\n", "decks\nextra", "x" * 5000])
def test_an_unknown_rule_is_named_on_one_short_line(rule):  # hypothesis once found {'\n': None}
    data = json.loads(a_saved_game())
    data["rules"] = {rule: None}
    with pytest.raises(GameFileError, match="there is no rule") as refused:
        Game.from_json(json.dumps(data))
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 120


@given(st.data())
@settings(max_examples=200, deadline=None)
def test_any_damaged_bytes_are_refused_or_load(data):
    content = bytearray(a_saved_game().encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 5))):
        content[data.draw(st.integers(0, len(content) - 1))] = data.draw(st.integers(0, 255))
    try:
        Game.from_json(bytes(content))
    except GameFileError as err:
        assert "\n" not in str(err)
