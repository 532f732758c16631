"""The words the core library gives a learner beside its sentences: the default
names of the seats and the round's wild rank, in the language of the moment, English as it
always was, and games saved in one language loading in another."""

import pytest

from ttlearn import Game, play_game, set_language
from ttlearn.engine.seating import seat_names
from ttlearn.language import using
from ttlearn.language.card_words import card_name, set_label
from ttlearn.rules import wild_name


@pytest.mark.parametrize("code, first", [("en", "Player 1"), ("sv", "Spelare 1"), ("hr", "Igrač 1"),
                                         ("th", "ผู้เล่น 1")])
def test_the_seats_are_named_in_the_language_of_the_moment(code, first):
    with using(code):
        assert seat_names(2)[0] == first
        game = Game(3, seed=3)
    assert game.names[0] == first and game.names[2] == first[:-1] + "3"
    set_language("sv")
    assert game.names[0] == first  # a game keeps the names it was made with
    assert seat_names(["Ana", "Ben"]) == ("Ana", "Ben")  # names given stay as given


def test_english_names_and_wild_ranks_are_as_they_were():
    assert seat_names(3) == ("Player 1", "Player 2", "Player 3")
    assert [wild_name(r) for r in (1, 4, 9, 11)] == ["threes", "sixes", "jacks", "kings"]
    assert repr(Game(2, seed=0)).startswith("Game(2 players, seed 0, round 1, Player ")


def test_a_game_saved_in_one_language_loads_in_another(tmp_path):
    with using("th"):
        record = play_game(["greedy", "greedy"], seed=4)
        game = record.replay()
        game.save(str(tmp_path / "game.json"))
    loaded = Game.load(str(tmp_path / "game.json"))  # in English now
    assert loaded.names == ("ผู้เล่น 1", "ผู้เล่น 2")
    assert (loaded.actions, loaded.results, loaded.totals) == (game.actions, game.results, game.totals)
    assert record.replay().names == ("Player 1", "Player 2")  # a replay names its seats as it is made


@pytest.mark.parametrize("code, jacks, kings", [("sv", "knektar", "kungar"), ("hr", "dečki", "kraljevi"),
                                                ("th", "แจ็ค", "คิง")])
def test_the_wild_rank_in_words_speaks_the_language(code, jacks, kings):
    with using(code):
        assert (wild_name(9), wild_name(11)) == (jacks, kings)


def test_croatian_names_the_three_as_the_rule_book_does():
    """RULES.hr.md, R5: "trice u 1. rundi" (not trojke)."""
    with using("hr"):
        assert (card_name(3, "D"), wild_name(1), set_label(3)) == ("trica karo", "trice", "skup trica")


def test_a_table_of_one_is_refused_in_the_language_of_the_moment():
    refused = r"^pogrešan broj igrača 1: ttlearn igra s 2 do 8 igrača \(R1, R2\)$"
    with using("hr"), pytest.raises(ValueError, match=refused):
        Game(["Solo"])
    with pytest.raises(ValueError, match=r"^bad number of players 9: ttlearn plays 2 to 8 \(R1, R2\)$"):
        Game(9)


def test_a_figure_draws_the_thai_seat_names_with_a_thai_font():
    pytest.importorskip("matplotlib")
    from matplotlib.text import Text

    from ttlearn.draw.plots import cumulative_scores_figure, thai_families

    if not thai_families():
        pytest.skip("matplotlib knows no font with Thai letters here (Debian: fonts-thai-tlwg)")
    with using("th"):
        names = seat_names(2)
    figure = cumulative_scores_figure({names[0]: [3, 0], names[1]: [0, 5]})
    families = {t.get_text(): t.get_fontfamily() for t in figure.findobj(Text) if t.get_text()}
    assert families[f"{names[0]} 3"] == ["DejaVu Sans", *thai_families()]
    assert families["total penalty points"] != families[f"{names[0]} 3"]  # the rest is drawn as before
