"""The play table in a real browser for a learner who uses a screen reader or only a keyboard
(Voila and headless Chromium, as in test_browser.py): axe finds nothing on ttlearn's elements at
the start, mid-turn, at a round's end and at the final table; a turn takes two keys and the
focus is never on the page's body; the live region says each move; a whole round is played
from the accessibility tree alone (names, roles and the live text, never classes or pictures);
at 320 px wide no control is cut off. Screenshots go to /tmp/a11y/table/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessibility import OUTPUTS, count, report, violations
from test_browser import PLAY_SEED, SLOW, browser_needs, voila  # noqa: F401 -- fixtures used here

pytestmark = pytest.mark.slow

SHOTS = Path("/tmp/a11y/table")
TABLE = """from ttlearn.widgets import play_table
view = play_table(("greedy",), seed=%d)
view"""
# The game played by the hints to its last round's end, in the kernel: the final table is a press away.
LAST_ROUND = """from ttlearn.widgets import play_table
view = play_table(("greedy",), seed=2)
model = view.model
while not (model.round_over and model.round_over.game_over):
    model.continue_() if model.round_over else model.follow_hint()
view.refresh()
view"""
LIVE = "[role=status].tt-live"  # the view's live region (LiveRegion)


def _open(browser, voila, tmp_path, source: str, width: int = 1200, height: int = 1400):  # noqa: F811
    import nbformat

    notebook = tmp_path / "table.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)]), notebook)
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(voila(str(notebook)), timeout=SLOW)
    page.locator(LIVE).wait_for(state="attached", timeout=SLOW)
    page.wait_for_function(f"() => document.querySelector('{LIVE}').textContent.length > 0", timeout=SLOW)
    SHOTS.mkdir(parents=True, exist_ok=True)
    return page


def _live(page) -> str:
    return page.locator(LIVE).text_content() or ""


def _count(page) -> str:
    return page.locator(LIVE).get_attribute("data-count") or ""


def _heard_after(page, press) -> str:
    """Press (a key, a click), then wait for the live region's next announcement and return it."""
    before = _count(page)
    press()
    page.wait_for_function(
        f"before => {{ const r = document.querySelector('{LIVE}'); return r.dataset.count !== before "
        "&& r.textContent.length > 0; }", arg=before, timeout=30_000)
    return _live(page)


def _focused(page) -> str:
    """What has the focus: its role and name, as a screen reader says it ('body' if nothing)."""
    return page.evaluate("""() => { const e = document.activeElement;
        if (!e || e === document.body) return 'body';
        return (e.getAttribute('role') || e.tagName.toLowerCase()) + ': ' +
               (e.getAttribute('aria-label') || e.innerText || '').trim(); }""")


def _focus_settles(page, pattern: str) -> str:
    """Wait until the focus is on an element whose role and name match `pattern`."""
    page.wait_for_function(
        """pattern => { const e = document.activeElement; if (!e || e === document.body) return false;
            const said = (e.getAttribute('role') || e.tagName.toLowerCase()) + ': ' +
                         (e.getAttribute('aria-label') || e.innerText || '').trim();
            return new RegExp(pattern).test(said); }""", arg=pattern, timeout=30_000)
    return _focused(page)


def test_axe_finds_nothing_at_the_table_start_mid_turn_round_end_and_final(browser, voila, tmp_path):  # noqa: F811
    page = _open(browser, voila, tmp_path, TABLE % PLAY_SEED)
    found = violations(page, OUTPUTS)
    page.screenshot(path=str(SHOTS / "start.png"), full_page=True)
    assert not found, report(found)
    _heard_after(page, lambda: page.get_by_role("button", name=re.compile("Draw from the stock")).click())
    found = violations(page, OUTPUTS)
    page.screenshot(path=str(SHOTS / "mid-turn.png"), full_page=True)
    assert not found, report(found)
    page.get_by_role("button", name=re.compile("What happened")).click()  # the log, opened
    page.get_by_role("button", name=re.compile("House rules")).click()  # and the house rules
    page.get_by_text("You drew 5♠ from the stock.").last.wait_for(timeout=10_000)
    found = violations(page, OUTPUTS)
    page.screenshot(path=str(SHOTS / "log-and-house-rules-open.png"), full_page=True)
    assert not found, report(found)
    page.close()

    page = _open(browser, voila, tmp_path, LAST_ROUND)
    assert "That was the last round (R4)" in _live(page)
    found = violations(page, OUTPUTS)
    page.screenshot(path=str(SHOTS / "round-end.png"), full_page=True)
    assert not found, report(found)
    final = _heard_after(page, lambda: page.get_by_role("button", name="Continue: the final table").click())
    assert final.startswith("The final table.") and "Game over. Totals: " in final
    _focus_settles(page, "^button: Review this game")
    found = violations(page, OUTPUTS)
    page.screenshot(path=str(SHOTS / "final.png"), full_page=True)
    assert count(found) == 0, report(found)
    page.close()


def test_a_turn_by_keyboard_alone_takes_two_keys_and_the_focus_never_drops(browser, voila, tmp_path):  # noqa: F811
    """Only page.keyboard presses. Before: a turn took 6 keys by the shortest route and 5 more
    back to Draw (the focus fell to the body after Draw and after the discard). Now: Enter on
    Draw (the focus goes to the card drawn), Enter on a card (it is discarded, the others play,
    and the focus is back on Draw): 2 keys a turn; Tab to reach Draw the first time."""
    page = _open(browser, voila, tmp_path, TABLE % PLAY_SEED)
    tabs = 0
    while not _focused(page).startswith("button: Draw from the stock"):
        page.keyboard.press("Tab")
        tabs += 1
        assert tabs < 40, _focused(page)
    keys = []

    def press(key: str, then: str) -> str:
        keys.append(key)
        said = _heard_after(page, lambda: page.keyboard.press(key))
        where = _focus_settles(page, then)
        assert where != "body"
        return said

    # Turn 1: draw, then discard the card drawn (the focus is on it).
    assert press("Enter", r"^button: 5♠, five of spades, new").startswith("You drew 5♠ from the stock.")
    assert press("Enter", r"^button: Draw from the stock").startswith("You discarded 5♠.")
    turn = len(keys)
    # Turn 2: draw, move to another card with an arrow, discard it.
    press("Enter", r"^button: .*, new$")
    keys.append("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    left = _focus_settles(page, r"^button: ")
    assert "new" not in left
    card = left.split(": ", 1)[1].split(",")[0]
    assert press("Enter", r"^button: Draw from the stock|^button: Continue").startswith(f"You discarded {card}.")
    # Sorting the hand by keyboard (Shift+arrow) keeps the focus on the card moved.
    page.keyboard.press("Enter")
    _focus_settles(page, r", new$")
    page.keyboard.press("Shift+ArrowLeft")
    page.wait_for_timeout(500)
    assert _focus_settles(page, r", new$") != "body"
    page.screenshot(path=str(SHOTS / "keyboard-focus-on-card.png"))
    assert turn == 2 and len(keys) == 5, keys  # 2 keys a turn, 3 with a choice of card (was 6 + 5 back to Draw)
    print(f"keys: {tabs} Tab to reach Draw once, then {turn} a turn: {keys}")
    page.close()


def test_a_round_from_the_accessibility_tree_alone(browser, voila, tmp_path):  # noqa: F811
    """A screen reader's round: every element found by its role and name, every state read from
    the live region's words; the hints say what to do. After each kind of move the live region
    holds that move's words, current (never the one before)."""
    page = _open(browser, voila, tmp_path, TABLE % PLAY_SEED)
    start = _live(page)
    assert start.startswith("A new game, seed 4: greedy (2) against you.") and start.endswith(
        "your turn to draw a card (R9).")
    tree = page.locator("body").aria_snapshot()
    assert 'Draw from the stock (45)"' in tree and 'group "the discard pile and your hand"' in tree
    assert 'radio "Two-colour deck" [checked]' in tree and 'button "House rules: standard"' in tree
    assert 'button "8♣, eight of clubs, take"' in tree and "pressed" not in tree.split("the discard pile")[1][:400]
    hand = page.get_by_role("group", name=re.compile("^Your hand"))
    # A refused move: a card of the hand before drawing.
    said = _heard_after(page, lambda: hand.get_by_role("button").first.press("Enter"))
    assert said.startswith("Not allowed: draw first") and "At the table" not in said
    moves = []
    for _ in range(20):
        if "Round 1 is over" in _live(page):
            break
        hint = _heard_after(page, lambda: page.get_by_role("button", name="Hint").click())
        assert hint.startswith("Hint: "), hint
        if "go out" in hint.lower() and page.get_by_role("button", name=re.compile("Go out: discard")).count():
            said = _heard_after(page, lambda: page.get_by_role("button", name=re.compile("Go out: discard")).click())
            assert said.startswith("You went out: "), said
            moves.append("go out")
        elif hint.startswith("Hint: Take "):
            said = _heard_after(page, lambda: page.get_by_role("button", name=re.compile(", take$")).click())
            assert said.startswith("You took "), said
            moves.append("take")
        elif hint.startswith("Hint: Draw"):
            stock = page.get_by_role("button", name=re.compile("Draw from the stock"))
            said = _heard_after(page, stock.click)
            assert said.startswith("You drew "), said
            moves.append("stock")
        else:
            card = re.match(r"Hint: Discard (\S+?):", hint).group(1)
            named = hand.get_by_role("button", name=re.compile(f"^{re.escape(card)}, ")).first
            said = _heard_after(page, lambda named=named: named.press("Enter"))
            assert said.startswith(f"You discarded {card}."), said
            moves.append("discard")
    assert moves[-1] == "go out" and "take" in moves and moves.count("discard") >= 2, moves
    result = _live(page)
    assert "Round 1 is over: you went out (R10), and the others had a last turn (R11)." in result
    assert "You: went out, 0 points (R16); total 0." in result and result.endswith("Continue for round 2.")
    assert _focused(page).startswith("button: Continue: round 2")  # where a screen reader is now
    tree = page.locator("body").aria_snapshot()
    assert 'Continue: round 2"' in tree and "Your hand" not in tree  # the play area is hidden
    dealt = _heard_after(page, lambda: page.keyboard.press("Enter"))
    assert dealt.startswith("Round 2 is dealt.") and dealt.endswith("your turn to draw a card (R9).")
    # A new game from the seed box: heard too.
    page.get_by_role("textbox", name="seed").fill("77")
    new = _heard_after(page, lambda: page.get_by_role("button", name="New game").click())
    assert new.startswith("A new game, seed 77: ")
    page.close()


def test_at_320_px_no_control_is_cut_off(browser, voila, tmp_path):  # noqa: F811
    page = _open(browser, voila, tmp_path, TABLE % PLAY_SEED, width=320, height=1800)
    page.get_by_role("button", name=re.compile("House rules")).click()
    page.wait_for_timeout(500)
    page.screenshot(path=str(SHOTS / "320px.png"), full_page=True)
    cut = page.evaluate("""() => [...document.querySelectorAll(
            '.jp-OutputArea-output button, .jp-OutputArea-output select, .jp-OutputArea-output input, '
            + '.jp-OutputArea-output [role=button]')]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.getAttribute('aria-label') || e.innerText || e.tagName, e.getBoundingClientRect()])
        .filter(([name, box]) => box.left < -1 || box.right > innerWidth + 1
                                 || (box.width < 24 && name !== 'INPUT'))  // a radio button is small by nature
        .map(([name, box]) => `${name}: ${Math.round(box.left)}..${Math.round(box.right)}`)""")
    assert not cut, cut
    page.close()


def _contrast(rgb: str, against: tuple[int, int, int] = (255, 255, 255)) -> float:
    """WCAG's contrast ratio of a CSS rgb() colour against `against` (white)."""
    def luminance(channels) -> float:
        linear = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    ours = luminance([int(v) for v in re.findall(r"\d+", rgb)[:3]])
    light, dark = sorted([ours, luminance(against)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_focus_ring_shows_at_3_to_1_on_every_control(browser, voila, tmp_path):  # noqa: F811
    """Tab through the whole table: every control that takes the focus (the buttons, the cards,
    the disclosures, the menus, the seed box, the deck's radio buttons) draws a ring of at least
    2 px at 3:1 or more on the white page, not ipywidgets' 1 px light-blue one (about 2:1)."""
    page = _open(browser, voila, tmp_path, TABLE % PLAY_SEED)
    seen: dict[str, tuple[str, float, float]] = {}
    for press in range(40):
        page.keyboard.press("Tab")
        ring = page.evaluate("""() => { const e = document.activeElement;
            if (!e || e === document.body) return null;
            const s = getComputedStyle(e);
            return [e.tagName.toLowerCase() + (e.type ? ':' + e.type : '') + ' ' +
                    (e.getAttribute('aria-label') || e.innerText || e.value || '').trim().slice(0, 30),
                    s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]; }""")
        if ring is None:
            continue
        what, style, width, colour = ring
        seen[what] = (style, width, _contrast(colour))
        if what.startswith("div") and len(seen) == 1:
            continue
        if press in (0, 5, 12):
            page.screenshot(path=str(SHOTS / f"focus-ring-{press}.png"))
    assert len(seen) >= 12, seen
    weak = {what: ring for what, ring in seen.items() if ring[0] == "none" or ring[1] < 2 or ring[2] < 3}
    assert not weak, weak
    kinds = {what.split(" ")[0].split(":")[0] if not what.startswith("input") else what.split(" ")[0] for what in seen}
    assert {"button", "select", "input:text", "input:radio", "div"} <= kinds, kinds  # a card is a div role=button
    print({what: (style, width, round(ratio, 1)) for what, (style, width, ratio) in seen.items()})
    page.close()
