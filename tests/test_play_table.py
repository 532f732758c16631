"""The play table driven headlessly: the model (PlayTable), its card table (PlayBoard) and
its view through buttons and browser messages. A whole round by the learner's seat, the
round's-end panel, going out when prompted (R10), the words addressed to "you", the
buttons enabled only when allowed, new games with and without a seed."""

import re

import pytest

from ttlearn.practice.opponents import known_opponents
from ttlearn.practice.play_board import HAND, PILE, PILE_ID, PlayBoard
from ttlearn.practice.table_state import Legal
from ttlearn.widgets import PlayTable, play_table
from ttlearn.widgets.play_table_html import opponents_html
from ttlearn.widgets.play_table_view import PlayTableView

WRONG_PERSON = re.compile(r"\bYou (draws|takes|discards|goes|lays|has)\b|\bYou's\b|\byou's\b")


def play_until_panel(table: PlayTable) -> None:
    """The learner plays: draw from the stock, discard the card the hint names (R9)."""
    while table.round_over is None:
        decision = table.suggestion()
        assert decision is not None
        table.draw_stock() if table.view.phase == "draw" else table.play(decision.action)
        assert not table.message.startswith("Not allowed"), table.message


def test_a_whole_round_then_the_panel_waits_for_the_learner():
    table = PlayTable(("greedy",), seed=1)
    assert table.legal == Legal(True, True, False, None, True, False)
    play_until_panel(table)
    panel = table.round_over
    assert panel.round == 1 and panel.went_out == "greedy (2)" and not panel.game_over
    assert [s.name for s in panel.seats] == ["You", "greedy (2)"]
    assert [s.points for s in panel.seats] == list(table.game.results[0].scores)
    assert [s.total for s in panel.seats] == list(table.game.totals)
    assert panel.yours == table.game.results[0].arrangements[0] and panel.seats[1].went_out
    assert panel.lesson.startswith("Your hand at its best: ") and "(R16)" in panel.lesson
    text = panel.text()
    assert text.startswith("Round 1 is over: greedy (2) went out (R10), and the others had a last turn (R11).")
    assert "Continue for round 2." in text
    # Nothing more is played while the panel shows: the next deal waits, untouched.
    assert table.game.events[-1].kind == "deal" and table.game.round == 2
    state = table.game.snapshot()
    assert table.legal == Legal(False, False, False, None, False, True)
    table.draw_stock()
    assert table.message == "Not allowed: Round 1 is over: greedy (2) went out (R10), and the others had a last " \
                            "turn (R11); press Continue first."
    assert table.game.snapshot() == state and table.round_over is panel
    assert table.status() == "Round 1 is over: press Continue for round 2."
    table.continue_()
    assert table.round_over is None and table.view.my_turn and table.view.round == 2
    assert table.message == "Round 2 is dealt."
    table.continue_()
    assert table.message.startswith("Not allowed: there is no round's end")


def test_going_out_when_prompted():
    table = PlayTable(("greedy",), seed=1)
    for _ in range(200):  # follow the hints until the learner can go out (R10)
        if table.round_over:
            table.continue_()
        elif table.going_out_card is not None:
            break
        else:
            table.follow_hint()
    card = table.going_out_card
    assert card is not None and table.legal.go_out == card
    assert table.prompt().startswith(f"You can go out: discard {card} and lay down ")
    assert table.status().endswith("or go out (R10).")
    table.go_out()
    assert table.message.startswith("You went out: you laid down ")
    assert table.message.endswith(f"discarded {card} (R10).")
    panel = table.round_over
    assert panel.went_out == "you" and panel.headline.startswith(f"Round {panel.round} is over: you went out")
    assert panel.seats[0].points == 0
    assert panel.lesson.startswith("You went out: 0 points for you this round (R10, R16). ")
    assert "Your decisions this round: " in panel.lesson and " decisions" in panel.lesson  # the round reviewed


def _at_a_going_out_chance(seed: int = 0) -> tuple[PlayTable, PlayBoard]:
    """A table whose learner, having followed the hints, can go out now (R10)."""
    table = PlayTable(("greedy",), seed=seed)
    board = PlayBoard(table)
    for _ in range(300):
        if table.round_over:
            table.continue_()
        elif table.going_out_cards:
            board.lay_out()
            return table, board
        else:
            table.follow_hint()
    raise AssertionError("no chance to go out")


@pytest.mark.parametrize("how", ["click", "drag"])
def test_the_card_badged_go_out_goes_out(how):
    """Every card whose discard goes out is badged "go out" (R10), and a click on it, or a drop
    of it on the pile (the keyboard's Enter and its move to the pile come the same way), goes
    out: the round ends, and the learner went out."""
    table, board = _at_a_going_out_chance()
    hand = board.cards.group(HAND).cards
    badged = {c.card for c in hand if "go\u00a0out" in c.badge}
    assert badged == table.going_out_cards and table.going_out_card in badged
    card = next(c for c in hand if c.card in badged)
    if how == "click":
        board.cards.click(card.id)
    else:
        board.cards.move(card.id, PILE, 0)
    assert table.message.startswith("You went out: you laid down ") and table.message.endswith(
        f"discarded {card.card} (R10).")
    assert table.round_over is not None and table.round_over.by_you


def test_discarding_a_card_that_could_go_out_says_so():
    """Nobody is forced to go out (R10): the discard is played, and the message says what it did."""
    table, _board = _at_a_going_out_chance()
    card = sorted(table.going_out_cards)[0]
    table.discard(card)
    assert table.message == (f"You discarded {card}. You did not go out: with {card} discarded, every other "
                             "card was in melds (R10).")
    assert table.round_over is None or not table.round_over.by_you


def test_going_out_refused_says_why():
    table = PlayTable(("greedy",), seed=1)
    table.go_out()
    assert table.message == "Not allowed: draw first: from the stock or the discard pile (R9)"
    table.draw_stock()
    table.go_out()
    assert table.message == "Not allowed: no discard leaves all your other cards in melds (R10)"


def test_messages_to_the_learner_are_in_the_second_person():
    table = PlayTable(("greedy", "random"), seed=3)
    table.discard("7H")
    assert table.message == "Not allowed: draw first: from the stock or the discard pile (R9)"
    table.draw_stock()
    table.draw_stock()
    assert table.message == "Not allowed: You have drawn already: now discard a card or go out (R9)"
    missing = next(c for c in ("7H", "8S", "2C", "KD") if c not in {f"{x.rank}{x.suit}" for x in table.view.hand})
    table.discard(missing)
    assert re.fullmatch(r"Not allowed: \S+ is not in your hand", table.message)
    table.discard("ZZ")
    assert table.message.startswith("Not allowed: bad card 'ZZ'")
    while not table.over:
        table.continue_() if table.round_over else table.follow_hint()
    assert "You draw from the stock" in table.log and any(line.startswith("You discard ") for line in table.log)
    assert not [line for line in table.log if WRONG_PERSON.search(line)]
    assert any(line.startswith("greedy (2) discards ") for line in table.log)  # computers: third person
    assert table.legal == Legal(False, False, False, None, False, False)
    assert table.hint() == "The game is over: press New game for another."


def test_hints_are_advice_and_stay_the_same_for_a_position():
    table = PlayTable(("greedy",), seed=1)
    first = table.hint()
    assert first.startswith(("Hint: Draw from the stock", "Hint: Take the ")) and table.hint() == first
    table.draw_stock()
    assert table.hint().startswith(("Hint: Discard ", "Hint: Go out: discard "))
    assert not re.search(r"\b(threw|drew|took|my)\b", table.message), table.message


def test_new_games_random_or_seeded():
    table = PlayTable(("greedy",))
    seeds = {table.seed}
    for _ in range(3):
        table.new_game()
        seeds.add(table.seed)
    assert len(seeds) > 1 and all(1 <= s < 1_000_000 for s in seeds)
    table.new_game(seed=42)
    hand, log = table.view.hand, list(table.log)
    assert table.message == "A new game, seed 42: greedy (2) against you."
    table.draw_stock()
    table.new_game(seed=42)  # the whole class: the same deal
    assert table.view.hand == hand and table.log == log and table.game.actions == PlayTable(seed=42).game.actions


def test_opponents_and_difficulty_by_name():
    assert {"random", "greedy", "lookahead", "beginner", "easy", "medium", "hard"} <= set(known_opponents())
    table = PlayTable(2, difficulty="hard", seed=5)
    assert table.game.names == ("You", "hard (2)", "hard (3)")
    table.new_game(seed=5, opponents=["beginner", "easy", "medium"])
    assert table.game.names == ("You", "beginner (2)", "easy (3)", "medium (4)")
    assert PlayTable(("lookahead",), difficulty="easy", seed=1).opponents == ("easy",)
    with pytest.raises(ValueError, match="unknown opponent 'clever': one of random, greedy, lookahead"):
        PlayTable(("clever",))
    with pytest.raises(ValueError, match="1 to 3 computer players"):
        PlayTable(4)


def test_the_board_clicks_drags_and_keeps_the_learners_order():
    board = PlayBoard(PlayTable(("greedy",), seed=1))
    table = board.table
    hand = board.hand_cards()
    board.cards.move(board.cards.group(HAND).ids()[0], HAND, 9)  # sort: the first card last
    assert board.hand_cards() == hand[1:] + hand[:1]
    board.click_hand(0)
    assert table.message.startswith("Not allowed: draw first: click the discard pile to take ")
    top = table.view.discard_top
    board.cards.move(PILE_ID, HAND, 0)  # drag the pile's top card into the hand: take it (R9)
    assert table.message == f"You took {top} from the discard pile."
    assert board.hand_cards() == hand[1:] + hand[:1] + [top]  # the learner's order, the new card last
    assert board.cards.group(HAND).cards[-1].badge == "new"
    board.hint()
    assert board.cards.group(HAND).cards[-1].badge == "new"  # still new until the hand changes
    thrown = board.hand_cards()[0]
    board.cards.move(board.cards.group(HAND).ids()[0], PILE, 0)  # drag onto the pile: discard (R9)
    assert table.message == f"You discarded {thrown}." and table.view.my_turn
    board.click_hand(0)
    assert table.message.startswith("Not allowed: draw first")
    board.draw_stock()
    board.click_pile()
    assert table.message.startswith("Not allowed: you have drawn already: click a card of your hand")
    card = board.hand_cards()[1]
    board.click_hand(1)  # a click on a card of the hand discards it (R9)
    assert table.message == f"You discarded {card}."


def test_the_view_enables_only_what_is_allowed_and_shows_the_panel():
    view = play_table(("greedy",), seed=1)
    assert not view.stock_button.disabled and not view.pile_button.disabled and view.go_out_button.disabled
    assert view.stock_button.description.startswith("Draw from the stock (")
    assert view.play_area.layout.display is None and view.panel_area.layout.display == "none"
    view.log.selected_index = 0  # the learner opens the log ...
    view.stock_button.click()
    assert view.stock_button.disabled and view.pile_button.disabled and "You drew" in view.feedback.value
    hand = view.table.widget.groups[1]["cards"]
    view.table.receive({"event": "click", "id": hand[0]["id"]})  # a click on the card's picture, from the browser
    assert "You discarded" in view.feedback.value and view.log.selected_index == 0  # ... and it stays open
    assert "draws from the stock" in view.log_text.value or "takes" in view.log_text.value
    view.log.selected_index = None  # closed: the log is not sent at each redraw ...
    before = view.log_text.value
    view.board.draw_stock()
    assert view.log_text.value == before
    view.log.selected_index = 0  # ... but filled in when opened again
    assert view.log_text.value != before and "You draw from the stock" in view.log_text.value
    model = view.model
    while model.round_over is None:
        model.follow_hint()
        view.refresh()
    assert view.play_area.layout.display == "none" and view.panel_area.layout.display is None
    assert view.panel.value.count("<svg") == 2 and "Round 1 is over" in view.panel.value
    assert view.continue_button.description == "Continue: round 2"
    assert view.picture().count("<svg") == 2 and "tt-round-over" in view.picture()
    view.continue_button.click()
    assert view.panel_area.layout.display == "none" and "Round 2" in view.feedback.value
    assert "data-step=" in view.feedback.value


def test_the_view_after_the_game_and_a_new_game():
    view = play_table(("greedy",), seed=2)
    model = view.model
    while not model.over:
        model.continue_() if model.round_over else model.follow_hint()
    view.refresh()
    assert view.final_area.layout.display is None and view.play_area.layout.display == "none"
    assert view.final.value.count("<tr>") == 13 and "Game over" in view.final.value  # head, 11 rounds, total
    assert "Game over" in repr(view._repr_mimebundle_()[0]["text/plain"])
    # Each thing said once: the game's end in the final table only, not in the status line and the news too.
    said = view.final.value + view.feedback.value + view.heading.value
    assert said.count("Game over") == 1 and "The final table." in view.feedback.value
    view.seed.value = "x1"
    view.new_button.click()
    # A refusal once, next to the box it is about, and not again under the hand.
    assert "Not allowed: bad seed &#x27;x1&#x27;: a whole number" in view.settings_note.value and model.over
    assert "bad seed" not in view.feedback.value
    view.seed.value = "77"
    view.how_many.value = 2
    view.level.value = "medium"
    view.new_button.click()
    assert model.seed == 77 and model.game.names == ("You", "medium (2)", "medium (3)") and not model.over
    assert "Seed 77" in view.heading.value and view.final_area.layout.display == "none"


def test_an_opponent_who_went_out_shows_the_melds_laid_down():
    table = PlayTable(("greedy",), seed=1)
    table.draw_stock()
    table.discard(table.suggestion().action.card)  # greedy (2) goes out now (seed 1), and it is your last turn
    view = table.view
    assert view.went_out == 1 and view.last_turn
    shown = opponents_html(table)
    assert "went out, laid down:" in shown and "face down" not in shown and "set of 5s" in shown
    assert table.status().endswith("This is your last turn (R11).")
    picture = view.picture().svg  # the table picture too: the melds, no fan of backs (R10)
    assert "set of 5s" in picture and "greedy (2) holds" not in picture and "went out" in picture


def test_repr_is_plain_and_deterministic():
    assert repr(PlayTable(("greedy",), seed=1)) == \
        "PlayTable(You, greedy (2); seed 1; Round 1, threes wild: your turn to draw a card (R9).)"


def test_a_round_ended_by_the_turn_cap_says_so():
    from ttlearn.rules import Rules

    table = PlayTable(("beginner",), seed=3, rules=Rules(turn_cap=4))
    while table.round_over is None:
        table.draw_stock()
        table.discard(table.view.hand[-1])
    panel = table.round_over
    assert panel.went_out is None and panel.headline == "Round 1 is over: nobody went out: the turn cap ended it (H1)."
    assert all(not s.went_out and s.points == s.arrangement.penalty for s in panel.seats)


# --- what a newcomer met: each state shows only itself, every control takes or refuses -----

BUTTONS = ("stock_button", "pile_button", "go_out_button", "hint_button", "continue_button")


def _buttons_look_as_they_are(view) -> None:
    for name in BUTTONS:
        button = getattr(view, name)
        if button.disabled:  # a coloured button looks clickable, even faded: a disabled one is grey
            assert button.button_style == "", (name, button.button_style)


def test_a_disabled_button_is_grey_and_an_enabled_one_keeps_its_colour():
    view = play_table(("greedy",), seed=1)
    assert view.go_out_button.disabled and view.go_out_button.button_style == ""
    assert not view.stock_button.disabled and view.stock_button.button_style == "primary"
    model = view.model
    while model.round_over is None:
        _buttons_look_as_they_are(view)
        model.follow_hint()
        view.refresh()
    _buttons_look_as_they_are(view)
    table = PlayTable(("greedy",), seed=1)
    for _ in range(200):  # to a moment the learner can go out: the button is green then
        if table.going_out_card is not None:
            break
        table.continue_() if table.round_over else table.follow_hint()
    shown = PlayTableView(PlayBoard(table))
    assert not shown.go_out_button.disabled and shown.go_out_button.button_style == "success"
    _buttons_look_as_they_are(shown)


def test_the_next_deal_is_news_only_after_continue():
    table = PlayTable(("greedy", "greedy"), seed=4)  # round 1 ends on a computer's last turn
    while table.round_over is None:
        table.follow_hint()
    assert table.news and table.news[-1].startswith("Round 1 scores: "), table.news
    assert not [line for line in table.news + table.log if line.startswith("Round 2 (dealer")]
    state = table.game.snapshot()
    table.hint()
    assert table.game.snapshot() == state and table.round_over is not None  # the round's end stays
    table.continue_()
    assert table.message == "Round 2 is dealt." and table.news[0].startswith("Round 2 (dealer: ")
    assert sum(line.startswith("Round 2 (dealer") for line in table.log) == 1


def test_no_message_outlives_its_state_in_the_view():
    view = play_table(("greedy", "greedy"), seed=4)
    model = view.model
    while model.round_over is None:
        model.follow_hint()
        view.refresh()
    assert "Round 2 (dealer" not in view.feedback.value and "Round 1 is over" in view.feedback.value
    assert view.panel_area.layout.display is None
    view.continue_button.click()
    assert "Round 2 (dealer" in view.feedback.value and "You discarded" not in view.feedback.value
    assert view.panel_area.layout.display == "none"


SEEDS_REFUSED = ["99999999999999999999", str(2**63), "²", "-5", "junk", "1.5", "0x10", "1 2", "٣"]


@pytest.mark.parametrize("typed", SEEDS_REFUSED)
def test_a_bad_seed_is_refused_next_to_the_box_and_nothing_changes(typed):
    view = play_table(("greedy",), seed=1)
    model = view.model
    view.stock_button.click()
    state, seed = model.game.snapshot(), model.seed
    view.seed.value = typed
    view.new_button.click()  # no exception from the click's handler
    assert model.game.snapshot() == state and model.seed == seed
    assert model.message.startswith(f"Not allowed: bad seed '{typed}': a whole number from 0 to ")
    assert "\n" not in model.message
    assert "Not allowed: bad seed" in view.settings_note.value  # next to the box
    view.hint_button.click()  # the table says something else: the refusal is past
    assert view.settings_note.value == ""


@pytest.mark.parametrize("typed, seed", [("", None), ("   ", None), (" 42 ", 42), ("0", 0),
                                         (str(2**63 - 1), 2**63 - 1), ("007", 7)])
def test_a_good_seed_or_an_empty_box_is_taken(typed, seed):
    view = play_table(("greedy",), seed=1)
    view.seed.value = typed
    view.new_button.click()
    assert view.model.message.startswith("A new game, seed ") and view.settings_note.value == ""
    assert view.model.seed == seed if seed is not None else 1 <= view.model.seed < 1_000_000


@pytest.mark.parametrize("opponents", [0, 4, -1, [None], ["clever"], [3], "greedy", 2.5, [], ["easy"] * 4])
def test_bad_opponents_are_refused_by_the_model(opponents):
    table = PlayTable(("greedy",), seed=1)
    state = table.game.snapshot()
    assert table.new_game_from("5", opponents) is False
    assert table.message.startswith("Not allowed: ") and table.game.snapshot() == state and table.seed == 1


def test_every_control_of_the_model_refuses_bad_values_without_raising():
    table = PlayTable(("greedy",), seed=1)
    state = table.game.snapshot()
    for bad in ("", "  ", "junk", "discard", "discard ²", "draw 99999999999999999999", "go out -1"):
        table.play(bad)
        assert table.message.startswith("Not allowed: "), (bad, table.message)
    for bad in ("", " ", "ZZ", "²", "-1", "99999999999999999999"):
        table.discard(bad)
        assert table.message.startswith("Not allowed: "), (bad, table.message)
        table.go_out(bad)
        assert table.message.startswith("Not allowed: "), (bad, table.message)
    assert table.game.snapshot() == state


def test_the_card_table_ignores_junk_from_the_browser():
    view = play_table(("greedy",), seed=1)
    state = view.model.game.snapshot()
    first = view.table.widget.groups[1]["cards"][0]["id"]
    for message in ({"event": "click", "id": 10**30}, {"event": "click", "id": "²"}, {"event": "move", "id": first},
                    {"event": "move", "id": first, "group": HAND, "index": "junk"},
                    {"event": "move", "id": first, "group": HAND, "index": None}, {"event": "junk"}, {}):
        view.table.receive(message)
    assert view.model.game.snapshot() == state


def test_a_hint_shows_its_numbers_behind_why_and_they_go_with_it(monkeypatch):
    from dataclasses import replace

    from ttlearn.players import Reason

    view = play_table(("greedy",), seed=1)
    adviser = view.model.adviser
    choose = adviser.choose_draw
    monkeypatch.setattr(adviser, "choose_draw", lambda seen: replace(
        choose(seen), why=Reason("my numbers", "Your penalty now: 20; after 7♥: 18.")))
    view.hint_button.click()
    feedback = view.feedback.value
    assert "<details class='tt-why'" in feedback and "<summary style='cursor:pointer'>why?</summary>" in feedback
    assert "Your penalty now: 20; after 7♥: 18." in feedback and "my numbers" not in feedback
    assert feedback.index("Hint: ") < feedback.index("<details")  # the plain hint first, the numbers after
    view.stock_button.click()
    assert "<details" not in view.feedback.value  # the numbers went with the hint they were about
    discard = adviser.choose_discard
    monkeypatch.setattr(adviser, "choose_discard", lambda seen: replace(discard(seen), why=Reason("", "")))
    view.hint_button.click()  # a hint with no numbers: no disclosure
    assert "Hint: " in view.feedback.value and "<details" not in view.feedback.value


def test_the_opponents_speak_in_words_and_keep_their_size():
    table = PlayTable(("greedy", "greedy"), seed=1)
    shown = opponents_html(table)
    assert "points so far" in shown and "total 0" not in shown and "· deals" not in shown
    assert shown.count("dealer this round") == (table.view.dealer != 0)
    heights = re.findall(r"min-height:(\d+)px", shown)
    assert len(heights) == 2 and len(set(heights)) == 1
    table = PlayTable(("greedy",), seed=1)
    table.draw_stock()
    table.discard(table.suggestion().action.card)  # greedy (2) goes out now (seed 1)
    shown = opponents_html(table)
    assert re.findall(r"min-height:(\d+)px", shown) == heights[:1]  # the same box: the table stays put
    meld_heights = [float(h) for h in re.findall(r"<svg[^>]* height=\"([\d.]+)\"", shown)]
    assert meld_heights and min(meld_heights) >= 100 and max(meld_heights) <= int(heights[0])  # not tiny, in the box


def test_the_heading_has_no_code_for_a_page_that_hides_code():
    from ttlearn.widgets import arrange_trainer, discard_trainer, hand_explorer

    view = play_table(("greedy",), seed=381659)
    assert "play_table(" not in view.heading.value and "<code" not in view.heading.value
    assert "Seed 381659: type it in the seed box under New game" in view.heading.value

    def shown(widget) -> str:
        if hasattr(widget, "children"):
            return "".join(shown(w) for w in widget.children)
        return widget.value if type(widget).__name__ == "HTML" else ""
    for app in (view, hand_explorer("5H 6H KS 8H 9C 9D KH 2C QS QD", round=11), arrange_trainer(round=5, seed=2026),
                discard_trainer(round=5, seed=2026)):
        text = shown(app.widget) + app._repr_mimebundle_()[0].get("text/html", "")
        assert "<code" not in text and not re.search(r"\b[a-z_]+\([a-z_]+=", text), type(app).__name__


def test_a_wild_cards_plays_as_words_fit_their_box_and_a_label_its_frame():
    from ttlearn.cards import Card
    from ttlearn.draw import faces, layout
    from ttlearn.melds import Arrangement

    for played in ("10S", "QH", "2D"):
        parts = faces.card_parts(Card.parse("8D"), True, Card.parse(played))
        box = next(p for p in parts if isinstance(p, faces.Box) and p.fill == faces.PLAYS_AS_FILL)
        label = next(p for p in parts if isinstance(p, faces.Label) and p.name == "plays-as")
        left = label.x - faces.text_width(label.text, label.size)  # the words end at label.x, the suit after
        assert 0 <= box.x <= left and label.x + 10 <= box.x + box.width <= faces.CARD_W, played
    empty = layout.arrangement_layout(Arrangement((), (), 0, 3))
    frame = empty.frames[-1]
    assert frame.width >= faces.text_width("left over: 0 points", 13)


def test_the_learners_view_is_built_once_per_position(monkeypatch):
    # A redraw asks the table for its view many times (the status, the prompt, the legal
    # moves, the pictures): the game builds it once for each position, not once per question.
    from ttlearn.engine.game import Game

    table = PlayTable(("greedy",), seed=1)
    builds: list[int] = []
    view = Game.view
    monkeypatch.setattr(Game, "view", lambda game, seat: builds.append(seat) or view(game, seat))
    for _ in range(2):  # two redraws of one position
        table.status(), table.prompt(), table.legal, table.going_out, table.view
    assert builds == [0]
    table.draw_stock()
    for _ in range(2):
        table.status(), table.prompt(), table.legal, table.going_out, table.view
    assert builds == [0, 0]
