"""ttlearn speaks English, Swedish, Croatian and Thai (ttlearn.language).

For each language the catalog is complete (no English left for a catalogued message),
keeps every placeholder of the English, has the plural forms of the language, is compiled
(the .mo the package reads is the .po as it stands) and is up to date with the code (an
extraction finds no message the catalog lacks). And what a learner reads comes out in the
language chosen: a meld's reason, an arrangement, a refused move, a player's reason, a
hint, a picture's title, a line of the command line. English stays as it always was.
"""

import gettext
import re
import string
import sys
from pathlib import Path

import pytest

babel = pytest.importorskip("babel")
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.frontend import parse_mapping_cfg  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

import ttlearn  # noqa: E402
from ttlearn import Game, IllegalMove, best_arrangement, check_meld, set_language  # noqa: E402
from ttlearn.cli import main  # noqa: E402
from ttlearn.draw.svg import show_hand  # noqa: E402
from ttlearn.language.translation import LANGUAGES, LOCALE_DIR, environment_language, get_language, using  # noqa: E402
from ttlearn.players import make_player  # noqa: E402
from ttlearn.players.advice import advice  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in LANGUAGES if code != "en"]
PLURALS = {"sv": 2, "hr": 3, "th": 1}  # Croatian: 1 bod, 2 boda, 5 bodova; Thai has one form


def _catalog(code):
    with open(LOCALE_DIR / code / "LC_MESSAGES" / "ttlearn.po", "rb") as po:
        return read_po(po)


def _fields(text):
    return sorted((name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None)


def _messages(catalog):
    return [m for m in catalog if m.id]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(code):
    catalog = _catalog(code)
    assert catalog.num_plurals == PLURALS[code]
    problems = []
    for message in _messages(catalog):
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.id, str) else list(message.string)
        if message.fuzzy or not all(s.strip() for s in strings):
            problems.append(f"untranslated: {ids[0]!r}")
            continue
        if len(strings) != catalog.num_plurals and not isinstance(message.id, str):
            problems.append(f"{len(strings)} plural forms: {ids[0]!r}")
        for text in strings:
            if _fields(text) != _fields(ids[-1]):
                problems.append(f"placeholders differ: {ids[-1]!r} -> {text!r}")
    assert not problems, "\n".join(problems)


# The game's words, as the rule books' word table (top of ttlearn/RULES.<code>.md and
# book/howto/languages.md) gives them after the seeds: a message whose English names the term says the
# language's word for it (a regular expression, for the inflected forms), and no message
# says a synonym the rule books turned down.
TERMS = {
    "set": r"\bsets?\b",
    "run": r"\bruns?\b(?! out\b| this\b)",  # not the stock that "runs out", nor "run this notebook"
    "wild card": r"\bwilds?\b",
    "going out": r"\b(go|goes|going|gone|went) out\b",
    "stock": r"\bstock\b",
    "discard pile": r"\bdiscard pile\b",
    "penalty": r"\bpenalty\b",
    "meld": r"\bmelds?\b",
}
WORDS = {
    "sv": {"set": r"\bset\b", "run": r"körning", "wild card": r"\bvild|\bvilt",
           "going out": r"\bg(å|år|ick|ått)( \w+)? ut\b", "stock": r"draghög", "discard pile": r"kasseringshög",
           "penalty": r"straffpoäng", "meld": r"kombination"},
    "hr": {"set": r"\bskup", "run": r"\bniz", "wild card": r"\bdivlj", "going out": r"\biza[đćš]|\bizl",
           "stock": r"\bhrp\w* za izvlačenje", "discard pile": r"\bhrp\w* za odbacivanje",
           "penalty": r"\bkaznen\w* bod", "meld": r"\bkombinacij"},
    "th": {"set": r"เซต", "run": r"รัน", "wild card": r"ไวลด์", "going out": r"ออก", "stock": r"กองจั่ว",
           "discard pile": r"กองทิ้ง", "penalty": r"แต้มโทษ", "meld": r"ชุดไพ่"},
}
REJECTED = {
    "sv": [r"stege", r"vildkort", r"\bstraff\b", r"slänghög", r"bortkastade", r"utkastningshög", r"uppsättning"],
    "hr": [r"odbačenih", r"\bkazn(a|e|i|u|om)\b", r"(?<!\.)\bmeld", r"\btrojk"],  # .melds is the code's; the
    # rule book's three is the trica (R5: "trice u 1. rundi")
    "th": [r"ไพ่ไวลด์", r"กองไพ่ทิ้ง", r"กองไพ่จั่ว", r"เมลด์"],
}


def _english_words(text):
    """A message without its placeholders and its code (all_wild_melds=False)."""
    return re.sub(r"\{[^}]*\}|\w+=\S+", " ", text)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_catalogs_speak_the_rule_books_words(code):
    problems = []
    for message in _messages(_catalog(code)):
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.id, str) else list(message.string)
        english = _english_words(ids[-1])
        # A button's verb ("Run" the games) is not the game's noun (a run of cards): its
        # context says so, and the button must not say the meld's word.
        for term, pattern in ({} if message.context == "button" else TERMS).items():
            if re.search(pattern, english, re.I):
                problems += [f"{term} is not {WORDS[code][term]!r}: {text!r}"
                             for text in strings if not re.search(WORDS[code][term], text, re.I)]
        if message.context == "button":
            problems += [f"a button says the meld's word: {text!r}" for text in strings
                         if re.search(WORDS[code]["run"], text, re.I)]
        for rejected in REJECTED[code]:
            problems += [f"{rejected!r} is not the rule book's word: {text!r}"
                         for text in strings if re.search(rejected, _english_words(text), re.I)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalog_is_the_po_file(code):
    with open(LOCALE_DIR / code / "LC_MESSAGES" / "ttlearn.mo", "rb") as mo:
        compiled = gettext.GNUTranslations(mo)._catalog  # type: ignore[attr-defined]
    expected = {}
    for message in _messages(_catalog(code)):
        key = message.id if message.context is None else f"{message.context}\x04{message.id}"
        if isinstance(message.id, str):
            expected[key] = message.string
        else:
            key = message.id[0] if message.context is None else f"{message.context}\x04{message.id[0]}"
            expected.update({(key, k): s for k, s in enumerate(message.string)})
    compiled = {k: v for k, v in compiled.items() if k != ""}
    assert compiled == expected, "run `make translations` to compile the .po files again"


def test_the_catalogs_hold_every_message_of_the_code():
    with open(ROOT / "babel.cfg") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    keywords = {**babel.messages.extract.DEFAULT_KEYWORDS, "count_text": (2, 3)}  # as the Makefile's BABEL_EXTRACT
    found = {(context, msgid if isinstance(msgid, str) else msgid[0])
             for _, _, msgid, _, context in extract_from_dir(str(ROOT), method_map, options_map, keywords=keywords)}
    with open(LOCALE_DIR / "ttlearn.pot", "rb") as pot:
        template = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in _messages(read_po(pot))}
    assert found == template, ("run `make translations`: new in the code " f"{sorted(found - template, key=str)}, "
                               f"gone from it {sorted(template - found, key=str)}")
    for code in TRANSLATED:
        assert {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in _messages(_catalog(code))} == template


def test_every_message_written_in_the_code_is_in_the_template():
    """What Babel's extraction misses still reaches the catalogs: a message inside an
    f-string's field, or in a call inside another call to _ (read here from the syntax tree)."""
    import ast

    position = {"_": 0, "N_": 0, "gettext": 0, "ngettext": 0, "pgettext": 1, "count_text": 1}
    with open(LOCALE_DIR / "ttlearn.pot", "rb") as pot:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in _messages(read_po(pot))}
    missing = []
    for path in sorted((ROOT / "ttlearn").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(node, "func", None) and getattr(node.func, "id", None)
            if isinstance(node, ast.Call) and name in position and len(node.args) > position[name]:
                message = node.args[position[name]]
                if isinstance(message, ast.Constant) and message.value not in template:
                    missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {message.value[:50]!r}")
    assert not missing, "messages no catalog holds (write each where `make translations` finds it):\n" + "\n".join(
        missing)


def test_no_function_hides_the_translation_function():
    """`_, x = ...` in a function that also translates makes `_` a local there: an UnboundLocalError."""
    import ast

    found = []
    for path in (ROOT / "ttlearn").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                names = [n for n in ast.walk(fn) if isinstance(n, ast.Name) and n.id == "_"]
                stores = [n for n in names if isinstance(n.ctx, ast.Store)]
                calls = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "_"]
                if stores and calls:
                    found.append(f"{path.relative_to(ROOT)}:{fn.lineno} {fn.name}")
    assert not found, found


def test_choosing_a_language():
    with pytest.raises(ValueError, match=r"^unknown language 'de': one of en \(English\), sv .*th") as refused:
        set_language("de")
    assert "\n" not in str(refused.value)
    assert environment_language({"LANG": "sv_SE.UTF-8"}) == "sv"
    assert environment_language({"LANGUAGE": "hr:en", "LANG": "C"}) == "hr"
    assert environment_language({"LANG": "de_DE.UTF-8"}) == "en"
    set_language("th")
    with using("hr"):
        assert get_language() == "hr"
    assert get_language() == "th" and ttlearn.get_language() == "th"


def _position():
    return Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0, you=0)


@pytest.mark.parametrize("code, words", [
    ("sv", ["körning", "kasseringshögen", "Ta 6♥", "hjärter fem", "vilda"]),
    ("hr", ["niz", "hrpe za odbacivanje", "Uzmi 6♥", "petica herc", "divlje karte"]),
    ("th", ["รัน", "กองทิ้ง", "หยิบ 6♥", "ห้าโพแดง", "ไวลด์"]),
])
def test_what_a_learner_reads_is_in_the_language_chosen(code, words, capsys):
    set_language(code)
    run, pile, hint, five, wild = words
    assert run in check_meld("7H 8S 9H", round=11).reason
    assert run in best_arrangement("5H 6H KS 8H 9C 9D KH", round=11).explain()
    game = _position()
    with pytest.raises(IllegalMove) as refused:
        game.discard(0, "9C")
    assert pile in str(refused.value)
    expert = make_player("expert")
    expert.start_game(0, 1)
    decision = expert.choose_draw(game.view(0))
    assert advice(decision).startswith(hint) and decision.reason != advice(decision)
    svg = show_hand(ttlearn.parse_cards("5H KS"), round=11).svg
    assert five in svg and wild in svg
    assert main(["solve", "--round", "11", "5H 6H KS 8H 9C 9D KH", "--language", code]) == 0
    out = capsys.readouterr().out
    assert run in out and wild in out and "penalty" not in out


def test_english_is_as_it_was(capsys):
    set_language("en")
    assert check_meld("7H 8S 9H", round=11).reason == "a run needs one suit: 7♥ and 8♠ differ (R13)"
    game = _position()
    expert = make_player("expert")
    expert.start_game(0, 1)
    assert advice(expert.choose_draw(game.view(0))) == "Take the 6♥: with it you can go out (R10)"
    assert main(["solve", "--round", "1", "2C 7D QS"]) == 0
    assert capsys.readouterr().out.startswith("Round 1: 3 cards dealt, threes wild\n")


def test_croatian_counts_in_three_forms():
    set_language("hr")
    assert [best_arrangement(cards, round=11).explain().splitlines()[-1].rsplit("= ", 1)[1]
            for cards in ("AC", "2C", "5C")] == ["1 bod", "2 boda", "5 bodova"]


def test_the_rule_book_in_a_language_or_the_english_with_a_note(tmp_path, monkeypatch, capsys):
    import ttlearn.cli as cli

    monkeypatch.setattr(cli.resources, "files", lambda package: tmp_path)
    (tmp_path / "RULES.md").write_text("# Rules\n", encoding="utf-8")
    (tmp_path / "RULES.th.md").write_text("# กติกา\n", encoding="utf-8")
    assert main(["rules", "--language", "th"]) == 0
    assert capsys.readouterr().out == "# กติกา\n"
    assert main(["rules", "--language", "sv"]) == 0
    out, err = capsys.readouterr()
    assert out == "# Rules\n" and err.count("\n") == 1 and "engelska" in err


def test_a_widget_speaks_its_own_language():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import meld_checker

    view = meld_checker("7H 8S 9H", round=11, language="th")
    assert "รัน" in view.answer.value and get_language() == "en"
    view._act(view.model.clear)
    assert "เลือกไพ่สามใบขึ้นไป" in view.answer.value
    with pytest.raises(ValueError, match="unknown language"):
        meld_checker(language="xx")



def test_the_hand_explorer_and_the_card_picker_speak_their_language():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import hand_explorer

    view = hand_explorer("5H 6H KS 8H 9C 9D KH 2C", round=11, language="hr")
    assert "kazneni bodovi 2" in view.answer.value and "Izlazak (R10) provjerava se" in view.answer.value
    assert view.picker.table.group("picked").title == "Tvoja ruka" and get_language() == "en"
    assert view.picker.table.group("picked").note == "8 karata · kazneni bodovi: 2"  # the penalty by the hand
    view.picker.click(ttlearn.parse_cards("3D")[0])
    assert view.picker.table.message == "odabrano: trica karo"  # the rule book's trica (R5: trice)
    with using("sv"):
        assert view.model.summary().splitlines()[0] == "Omgång 11: 13 kort, kungar är vilda (R4, R5)"
    with using("th"):
        assert "การจัดไพ่ที่ดีที่สุด" in view.model.summary()
    assert view.model.summary().splitlines()[0] == "Round 11: 13 cards, kings wild (R4, R5)"
    with pytest.raises(ValueError, match="unknown language"):
        hand_explorer(language="xx")


def test_the_arrange_trainer_speaks_its_language():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import arrange_trainer

    view = arrange_trainer(round=3, seed=12, language="hr")
    assert "Složi sam · ruka 1 · runda 3" in view.heading.value and view.meld_button.description == "Složi kombinaciju"
    assert view.board.table.group("hand").title == "Tvoja ruka" and get_language() == "en"
    view.board.click(4)  # a click straight from the card table speaks the trainer's language
    assert view.board.table.message.startswith("petica karo (divlja) premješteno u Nova kombinacija")
    assert view.board.table.group("new").note == "1 karta odabrana: kombinacija treba 3 ili više"
    with using("sv"):
        view.model.group("KS KH 5D")
        assert view.model.message.startswith("Du gjorde ett set med kungar")
        assert view.model.compare().explanation == ("Din uppställning är den bästa: 17 straffpoäng. "
                                                    "Det är den enda optimala uppställningen.")
        assert str(view.model.score) == "1 av 1 hand löst bäst, 0 poäng missade"
    assert str(view.model.compare()).startswith("Your arrangement is the best: penalty 17.")
    with pytest.raises(ValueError, match="unknown language"):
        arrange_trainer(language="xx")


def test_the_discard_trainer_speaks_its_language():
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import discard_trainer

    view = discard_trainer(round=3, seed=1, language="th")
    assert "ทิ้งใบไหน? · ตำแหน่งที่ 1 · รอบ 3" in view.heading.value and "จะทิ้งไพ่ใบไหน" in view.message.value
    assert view.board.table.group("pile").title == "กองทิ้ง" and get_language() == "en"
    view.board._clicked(view.board.table.group("hand").cards[0])  # a click straight from the card table
    assert "เลือกได้ดี: ทิ้ง J♠ เหลือแต้มโทษ 36 แต้ม" in view.message.value and "เก็บไว้ (แต้มโทษ 36)" in view.kept.value
    assert "threw" not in view.message.value and "penalty" not in view.message.value
    with using("hr"):
        assert view.model.choose("J♠").explanation.startswith(
            "Dobar izbor: odbacivanje J♠ ostavlja kaznene bodove: 36 bodova")
    with pytest.raises(ValueError, match="unknown language"):
        discard_trainer(language="xx")

def test_a_language_from_the_environment_reaches_the_command_line():
    import subprocess

    result = subprocess.run([sys.executable, "-m", "ttlearn", "solve", "--round", "1", "2C 7D QS"], capture_output=True,
                            text=True, env={"PYTHONPATH": str(ROOT), "LANG": "hr_HR.UTF-8", "PATH": ""}, check=True)
    assert result.stdout.startswith("Runda 1: podijeljeno 3 karte, divlje karte: trice")


@pytest.mark.parametrize("code, usage, heading, missing", [
    ("sv", "användning: ", "flaggor:", "följande argument krävs: cards, --round"),
    ("hr", "uporaba: ", "opcije:", "potrebni su ovi argumenti: cards, --round"),
    ("th", "วิธีใช้: ", "ตัวเลือก:", "ต้องระบุอาร์กิวเมนต์ต่อไปนี้: cards, --round"),
])
def test_argparse_speaks_the_command_line_language_too(code, usage, heading, missing, capsys):
    import argparse

    with pytest.raises(SystemExit):
        main(["solve", "--help", "--language", code])
    help_text = capsys.readouterr().out
    assert help_text.startswith(usage) and heading in help_text
    assert not re.search(r"usage|positional arguments|options:|show this help", help_text)
    with pytest.raises(SystemExit) as stopped:
        main(["solve", "--language", code])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and missing in err and err.count("\n") == 1
    assert argparse._("usage: ") == "usage: "  # argparse as it was, once the command is done
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    assert capsys.readouterr().out.startswith("usage: python -m ttlearn solve")
