"""The widgets in a real browser: Voila serves a notebook on 127.0.0.1, headless Chromium
(Debian's package, driven by playwright) opens it, clicks, and checks that the view changed.
Screenshots go to test-artifacts/.

Without Chromium or playwright the test is skipped, and says why; in CI (CI=true) a missing
browser is a failure, so the browser test can never silently stop running there.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from local_servers import free_port
from ttlearn.players import STRONGEST
from ttlearn.teach.chromium import fonts_used

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
SLOW = 120_000  # ms: Voila runs the whole notebook before it shows the page
# The other waits (10 s, 30 s) are hang bounds too: the slowest click has a goal of 0.15 s and a
# computer's turn well under a second (benchmarks/speed_goals.py), so a busy machine does not reach them.

pytestmark = pytest.mark.slow  # a browser and a Voila server per notebook: left out by `make test-fast`


def shown(page, text, **options):
    """The text where the page shows it, not its copy in the card table's live region (.tt-live),
    which a screen reader reads out and which holds the same message."""
    return page.get_by_text(text, **options).and_(page.locator(":not(.tt-live)"))


@pytest.fixture(scope="module")
def browser_needs() -> tuple[str, str | None]:
    if shutil.which("voila", path=str(Path(sys.executable).parent)) is None:
        return "the browser test", "voila is not installed (pip install -e '.[test]')"
    return "the browser test", None


@pytest.fixture
def voila():
    """Start Voila on a notebook; yields a function that returns the page's address."""
    servers, logs = [], []

    def serve(notebook: str) -> str:
        port = free_port()
        log = open(ARTIFACTS / f"voila-{Path(notebook).stem}.log", "w")  # noqa: SIM115 -- Voila writes it until teardown
        logs.append(log)
        server = subprocess.Popen(
            [str(Path(sys.executable).parent / "voila"), str(ROOT / notebook), "--no-browser",
             f"--port={port}", "--Voila.ip=127.0.0.1", "--ServerApp.port_retries=0"],
            stdout=log, stderr=subprocess.STDOUT, cwd=ROOT / Path(notebook).parent,
            env={**os.environ, "PYTHONPATH": str(ROOT)},  # the kernel runs this tree's ttlearn, not an installed one
        )
        servers.append(server)
        url = f"http://127.0.0.1:{port}/"
        for _ in range(120):
            if server.poll() is not None:
                raise RuntimeError(f"voila stopped: see {log.name}")
            try:
                urllib.request.urlopen(url + "api", timeout=1)
                return url
            except urllib.error.HTTPError:  # it answers: it is up
                return url
            except OSError:
                time.sleep(0.5)
        raise RuntimeError(f"voila did not start in 60 s: see {log.name}")

    ARTIFACTS.mkdir(exist_ok=True)
    yield serve
    for server in servers:
        server.terminate()
        server.wait(timeout=20)
    for log in logs:
        log.close()


PLAY_SEED = 4  # round 1 on hints: draw, discard (three times, once after taking the pile's card), go out


def _redrawn(page, before: str) -> None:
    """Wait until the play table has redrawn after an action (its status counts redraws)."""
    page.wait_for_function(
        "before => { const s = document.querySelector('.tt-play-status'); return s && s.dataset.step !== before; }",
        arg=before, timeout=30_000)


def _step(page) -> str:
    return page.locator(".tt-play-status").get_attribute("data-step")


def test_play_a_round_at_the_play_table_by_clicking_card_pictures(browser, voila):
    """The learner gives the seed a teacher gave (New game), then plays round 1 by clicks
    on the card pictures: takes the pile's card by clicking it, discards by clicking a card
    of the hand (the one the hint names), goes out when prompted (R10); reads the round's
    panel, and continues to round 2."""
    from ttlearn import Card

    page = browser.new_page(viewport={"width": 1200, "height": 1500})
    page.goto(voila("apps/three_thirteen.ipynb"), timeout=SLOW)
    status = page.locator(".tt-play-status")
    shown(page, "your turn to draw").first.wait_for(timeout=SLOW)
    page.get_by_placeholder("random").fill(str(PLAY_SEED))
    before = _step(page)
    page.get_by_role("button", name="New game").click()
    _redrawn(page, before)
    shown(page, f"A new game, seed {PLAY_SEED}: greedy (2) against you.").wait_for(timeout=30_000)
    assert f"Seed {PLAY_SEED}:" in page.inner_text("body")
    table = page.locator(".tt-table", has=page.locator(".tt-group[data-key='pile']"))
    hand = table.locator(".tt-group[data-key='hand'] .tt-card")
    stock = page.get_by_role("button", name=re.compile(r"Draw from the stock"))
    go_out = page.get_by_role("button", name=re.compile(r"Go out"))
    assert hand.count() == 3 and go_out.is_disabled()

    moves = []
    for _ in range(20):  # a round of three cards takes a few turns
        if page.locator(".tt-round-over").is_visible():
            break
        before = _step(page)
        if "your turn to draw" in status.inner_text():
            page.get_by_role("button", name="Hint").click()
            _redrawn(page, before)
            before = _step(page)
            if "Hint: Take the " in page.inner_text("body"):
                table.locator(".tt-group[data-key='pile'] .tt-card").click()  # take the pile's card (R9)
                shown(page, "You took ").wait_for(timeout=30_000)
                moves.append("take")
            else:
                assert not stock.is_disabled()
                stock.click()
                moves.append("stock")
            _redrawn(page, before)
            assert stock.is_disabled() and hand.count() == 4
            page.screenshot(path=str(ARTIFACTS / "play-table-after-a-draw.png"), full_page=True)
        elif page.locator(".tt-go-out").is_visible():
            prompt = page.locator(".tt-go-out").inner_text()
            assert prompt.startswith("You can go out: discard ") and "(R10)" in prompt
            page.screenshot(path=str(ARTIFACTS / "play-table-go-out.png"), full_page=True)
            _output_of(page, table).screenshot(path=str(ARTIFACTS / "widget-play-table-go-out.png"))
            go_out.click()
            moves.append("go out")
            _redrawn(page, before)
        else:
            page.get_by_role("button", name="Hint").click()
            _redrawn(page, before)
            advice = re.search(r"Hint: Discard (\S+?):", page.inner_text("body"))
            assert advice, page.inner_text("body")[-800:]
            before = _step(page)
            name = Card.parse(advice.group(1)).name
            hand.and_(page.locator(f"[aria-label*=', {name}']")).first.click()  # discard by clicking its picture
            shown(page, f"You discarded {advice.group(1)}.").wait_for(timeout=30_000)
            moves.append("discard")
            _redrawn(page, before)
    assert moves.count("discard") >= 2 and "take" in moves and moves[-1] == "go out", moves

    panel = page.locator(".tt-round-over")
    panel.wait_for(timeout=30_000)
    text = panel.inner_text()
    assert text.startswith("Round 1 is over: you went out (R10), and the others had a last turn (R11).")
    assert "You went out: 0 points for you this round (R10, R16)." in text and "greedy (2): " in text
    assert panel.locator("svg").count() == 2  # both hands, each in its best arrangement (R16)
    assert not page.locator(".tt-table", has=page.locator(".tt-group[data-key='pile']")).is_visible()
    panel.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "play-table-round-end.png"), full_page=True)
    _output_of(page, panel).screenshot(path=str(ARTIFACTS / "widget-round-end.png"))
    before = _step(page)
    page.get_by_role("button", name="Continue: round 2").click()
    _redrawn(page, before)
    shown(page, "Round 2, fours wild: your turn to draw a card (R9).").wait_for(timeout=30_000)
    assert hand.count() == 4 and not panel.is_visible()
    shown(page, "What happened: the game's log").click()  # open the log: it stays open
    shown(page, "You go out: lay down ").wait_for(timeout=10_000)
    before = _step(page)
    stock.click()
    _redrawn(page, before)
    assert shown(page, "You go out: lay down ").is_visible()
    table.scroll_into_view_if_needed()
    _output_of(page, table).screenshot(path=str(ARTIFACTS / "widget-play-table.png"))
    page.close()


TABLE_NOTEBOOK = """from ttlearn.widgets import play_table
play_table(("greedy",), seed=%d)"""
GREY = "b => { const [r, g, bl] = getComputedStyle(b).backgroundColor.match(/\\d+/g).map(Number); " \
       "return Math.max(r, g, bl) - Math.min(r, g, bl) < 12; }"


def _buttons_as_they_are(page) -> None:
    """Every disabled button of the play table is disabled and grey; Go out, enabled, is green."""
    for button in page.locator(".widget-button").all():
        if not button.is_visible():
            continue
        name = button.inner_text()
        if button.is_disabled():
            assert button.evaluate(GREY), f"disabled {name!r} is coloured"
        elif name.startswith("Go out"):
            assert not button.evaluate(GREY), "Go out, enabled, is grey"


@pytest.mark.slow
def test_a_whole_round_by_clicks_each_state_shows_only_itself(browser, voila, tmp_path):
    """A round by clicks at the play table: after each action the message is that action's
    (nothing left over), a disabled button is disabled and grey, a hint's numbers open under
    "why?", the round's panel stays until Continue and the next deal is news only after it."""
    import nbformat

    from ttlearn import Card

    notebook = tmp_path / "table.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(TABLE_NOTEBOOK % PLAY_SEED)]), notebook)
    page = browser.new_page(viewport={"width": 1200, "height": 1300})
    page.goto(voila(str(notebook)), timeout=SLOW)
    status, message = page.locator(".tt-play-status"), page.locator(".tt-message")
    status.get_by_text("your turn to draw").wait_for(timeout=SLOW)
    table = page.locator(".tt-table", has=page.locator(".tt-group[data-key='pile']"))
    hand = table.locator(".tt-group[data-key='hand'] .tt-card")
    stock = page.get_by_role("button", name=re.compile(r"Draw from the stock"))
    go_out = page.get_by_role("button", name=re.compile(r"Go out"))
    assert go_out.is_disabled() and "play_table(" not in page.inner_text("body")
    _buttons_as_they_are(page)
    page.screenshot(path=str(ARTIFACTS / "table-start.png"), full_page=True)

    def act(click, said: str) -> None:
        before = _step(page)
        click()
        _redrawn(page, before)
        text = message.inner_text()
        assert text.startswith(said), (said, text)  # this action's message: nothing left over
        _buttons_as_they_are(page)

    shot = False
    for _ in range(20):
        if page.locator(".tt-round-over").is_visible():
            break
        if "your turn to draw" in status.inner_text():
            act(lambda: page.get_by_role("button", name="Hint").click(), "Hint: ")
            why = page.locator(".tt-why")
            assert "expected" not in message.inner_text().split("why?")[0]  # the plain words first
            if why.count():  # the numbers behind the hint, closed until asked for
                assert why.locator("summary").inner_text() == "why?"
                assert not why.locator("div").is_visible()
                why.locator("summary").click()
                assert re.search(r"\d\.\d", why.locator("div").inner_text())
                if not shot:
                    page.screenshot(path=str(ARTIFACTS / "table-hint-why.png"), full_page=True)
                    shot = True
            if "Hint: Take the " in message.inner_text():
                act(lambda: table.locator(".tt-group[data-key='pile'] .tt-card").click(), "You took ")
            else:
                act(stock.click, "You drew ")
            assert page.locator(".tt-why").count() == 0 and hand.count() == 4  # the hint's numbers went with it
        elif page.locator(".tt-go-out").is_visible():
            act(go_out.click, "You went out: ")
        else:
            act(lambda: page.get_by_role("button", name="Hint").click(), "Hint: Discard ")
            card = re.search(r"Hint: Discard (\S+?):", message.inner_text()).group(1)
            picture = hand.and_(page.locator(f"[aria-label*=', {Card.parse(card).name}']")).first
            act(picture.click, f"You discarded {card}.")
    panel = page.locator(".tt-round-over")
    assert shot and panel.is_visible()
    feedback = page.locator(".tt-play-status").locator("..").inner_text()
    assert "Round 1 is over: press Continue for round 2." in feedback
    assert "Round 2 (dealer" not in page.inner_text("body")  # the next deal waits for Continue
    assert not table.is_visible()
    page.wait_for_timeout(1500)  # and the round's end stays
    assert panel.is_visible() and "Round 2 (dealer" not in page.inner_text("body")
    _buttons_as_they_are(page)
    panel.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "table-round-end.png"), full_page=True)
    act(lambda: page.get_by_role("button", name="Continue: round 2").click(), "Round 2 is dealt.")
    assert not panel.is_visible() and table.is_visible()
    assert page.locator(".tt-news").inner_text().startswith("At the table: Round 2 (dealer")
    assert "You went out" not in page.locator(".tt-message").inner_text()
    page.screenshot(path=str(ARTIFACTS / "table-after-continue.png"), full_page=True)
    page.close()


def test_hand_explorer_in_the_browser(browser, voila):
    page = browser.new_page(viewport={"width": 1200, "height": 1600})
    page.goto(voila("apps/three_thirteen.ipynb"), timeout=SLOW)
    shown(page, "your turn to draw").first.wait_for(timeout=SLOW)
    page.screenshot(path=str(ARTIFACTS / "app-start.png"), full_page=True)

    # The hand explorer: click the picture of Q♣ in its deck and see the penalty change.
    heading = shown(page, "Best arrangement: penalty")
    before = heading.inner_text()
    queen = ".tt-group[data-key='C'] .tt-card[aria-label='Q♣, queen of clubs']"  # the explorer's deck, clubs row
    page.locator(queen).click()
    page.wait_for_function(
        "before => [...document.querySelectorAll('b')].some(b => b.innerText.startsWith('Best arrangement') "
        "&& b.innerText !== before)", arg=before, timeout=30_000)
    assert heading.inner_text() != before
    page.locator(queen + "[aria-pressed='true']").wait_for(timeout=10_000)  # picked: pressed in the deck
    page.locator(".tt-group[data-key='picked'] .tt-card[aria-label='Q♣, queen of clubs']").wait_for(timeout=10_000)
    page.locator(queen).scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "app-hand-explorer.png"), full_page=True)
    _output_of(page, page.locator(queen)).screenshot(path=str(ARTIFACTS / "widget-hand-explorer.png"))
    page.close()


def test_deal_stepper_in_the_browser(browser, voila):
    """Back is disabled at the first step and Next at the last; the round menu follows
    them; a round's last step draws every hand in its best arrangement (R16)."""
    page = browser.new_page(viewport={"width": 1200, "height": 1400})
    page.goto(voila("notebooks/04_scoring_round_by_round.ipynb"), timeout=SLOW)
    heading = page.locator("h4", has_text="of 146")  # the stepper's heading (the notebook prints steps too)
    heading.wait_for(timeout=SLOW)
    assert heading.inner_text().startswith("Step 1 of")
    back, forward = page.get_by_role("button", name="◀ Back"), page.get_by_role("button", name="Next ▶")
    menu = page.get_by_label("Jump to")
    assert back.is_disabled() and not forward.is_disabled()
    forward.click()
    page.locator("h4", has_text="Step 2 of").wait_for(timeout=30_000)
    assert not back.is_disabled()
    forward.click()
    page.locator("h4", has_text="Step 3 of").wait_for(timeout=30_000)
    back.click()
    page.locator("h4", has_text="Step 2 of").wait_for(timeout=30_000)
    menu.select_option(label="Round 5")
    page.locator("h4", has_text="round 5").wait_for(timeout=30_000)
    back.click()  # the last step of round 4: scored, each hand in its best arrangement
    page.locator("h4", has_text="round 4 is scored").wait_for(timeout=30_000)
    assert menu.input_value() == "Round 4"  # the menu followed Back
    stepper = page.locator(".jp-OutputArea-output", has=page.locator("h4", has_text="round 4 is scored")).first
    assert stepper.locator("svg title", has_text="left over").count() >= 1 or stepper.locator("svg").count() == 2
    assert "greedy (1):" in stepper.inner_text() and "lookahead (2):" in stepper.inner_text()
    page.screenshot(path=str(ARTIFACTS / "deal-stepper.png"), full_page=True)
    stepper.screenshot(path=str(ARTIFACTS / "widget-deal-stepper.png"))
    menu.select_option(label="Round 11")
    page.locator("h4", has_text="round 11").wait_for(timeout=30_000)
    for _ in range(80):  # to the last step
        if forward.is_disabled():
            break
        shown = page.locator("h4", has_text="of 146").inner_text()
        forward.click()
        page.wait_for_function("shown => [...document.querySelectorAll('h4')].some(h => h.innerText.includes("
                               "'of 146') && h.innerText !== shown)", arg=shown, timeout=30_000)
    assert forward.is_disabled() and not back.is_disabled()
    assert page.locator("h4", has_text="Step 146 of 146: round 11 is scored").is_visible()
    page.close()


NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))


def _last_heading(notebook: str) -> str:
    """The first line of the notebook's last markdown cell: shown once Voila has run every cell."""
    cells = json.loads((ROOT / "notebooks" / notebook).read_text())["cells"]
    text = [c for c in cells if c["cell_type"] == "markdown"][-1]["source"]
    return "".join(text).strip().splitlines()[0].replace("*", "").lstrip("# ").split("[")[0].strip()


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_every_notebook_runs_as_an_app_in_voila(browser, voila, notebook):
    """Each notebook works as an app: Voila runs it (code hidden) with no error on the page."""
    page = browser.new_page(viewport={"width": 1200, "height": 1400})
    page.goto(voila(f"notebooks/{notebook}"), timeout=SLOW)
    shown(page, _last_heading(notebook)).first.wait_for(timeout=SLOW)
    body = page.inner_text("body")
    assert not re.search(r"Traceback|\b[A-Z]\w*Error: |error when executing", body), body[-2000:]
    page.close()


def test_arrange_trainer_and_discard_trainer_in_the_browser(browser, voila):
    """Build a meld by clicking card pictures and dragging one (a click moves a card as a drag
    does); keys move cards too; then answer a discard by dragging a card to the discard pile,
    where it lands marked "your choice"."""
    page = browser.new_page(viewport={"width": 1200, "height": 2200})
    page.goto(voila("apps/trainers.ipynb"), timeout=SLOW)
    arrange = page.locator(".tt-table", has=page.locator(".tt-group[data-key='new']"))
    card = lambda name: arrange.locator(f".tt-card[aria-label$=', {name}']")  # noqa: E731
    card("ten of hearts").wait_for(timeout=SLOW)  # seed 2026, round 5: J♥ 3♠ Q♠ 5♣ 4♣ 7♣ 10♥
    assert "left over: 49 points" in arrange.inner_text()

    new_meld = arrange.locator(".tt-group[data-key='new']")
    card("ten of hearts").click()  # a click on the picture moves it to New meld
    new_meld.locator(".tt-card[aria-label='10♥, ten of hearts']").wait_for(timeout=10_000)
    card("jack of hearts").click()
    new_meld.locator(".tt-card[aria-label='J♥, jack of hearts']").wait_for(timeout=10_000)
    card("seven of clubs (wild)").drag_to(new_meld)  # and so does a drag
    new_meld.get_by_text("3 cards chosen, a run 10♥–Q♥: press Make a meld").wait_for(timeout=10_000)
    page.get_by_role("button", name="Make a meld").click()
    shown(page, "You made a run 10♥–Q♥: 10♥ J♥ 7♣ (7♣ plays as Q♥)").wait_for(timeout=10_000)
    meld = arrange.locator(".tt-group[data-key='meld-0']")
    assert meld.locator(".tt-title").inner_text() == "Meld 1: run 10♥–Q♥"
    assert meld.locator(".tt-card").nth(2).get_attribute("aria-label") == \
        "7♣ WILD as Q♥, seven of clubs (wild, plays as queen of hearts)"
    assert "left over: 22 points" in arrange.locator(".tt-group[data-key='hand']").inner_text()

    # The keyboard: Shift+Right moves the focused card one place, Enter moves it as a click does.
    hand = arrange.locator(".tt-group[data-key='hand'] .tt-card")
    first = hand.first.get_attribute("aria-label")
    hand.first.focus()
    page.keyboard.press("Shift+ArrowRight")
    page.wait_for_function(
        "first => document.querySelectorAll('.tt-group[data-key=hand] .tt-card')[1].getAttribute('aria-label') "
        "=== first", arg=first, timeout=10_000)
    arrange.locator(f".tt-group[data-key='hand'] .tt-card[aria-label='{first}']").focus()
    page.keyboard.press("Enter")
    new_meld.locator(f".tt-card[aria-label='{first}']").wait_for(timeout=10_000)
    new_meld.locator(f".tt-card[aria-label='{first}']").click()  # and a click puts it back
    new_meld.locator(".tt-card").first.wait_for(state="detached", timeout=10_000)

    page.get_by_role("button", name="Compare with the best").click()
    shown(page, "Your arrangement is the best: penalty 22.").wait_for(timeout=10_000)
    arrange.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "arrange-trainer.png"), full_page=True)
    _output_of(page, arrange).screenshot(path=str(ARTIFACTS / "widget-arrange-trainer.png"))

    # Which discard? Drag a card of the hand onto the discard pile.
    discard = page.locator(".tt-table", has=page.locator(".tt-group[data-key='pile']"))
    thrown = discard.locator(".tt-group[data-key='hand'] .tt-card").first
    name = thrown.get_attribute("aria-label")
    thrown.drag_to(discard.locator(".tt-group[data-key='pile']"))
    shown(page, "You keep (penalty").wait_for(timeout=30_000)
    on_pile = discard.locator(".tt-group[data-key='pile'] .tt-card").last
    assert on_pile.get_attribute("aria-label").startswith(f"{name}, your choice")
    assert f"The computer ({STRONGEST}) would throw" in page.inner_text("body")
    discard.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "discard-trainer.png"), full_page=True)
    _output_of(page, discard).screenshot(path=str(ARTIFACTS / "widget-discard-trainer.png"))
    page.close()


def _output_of(page, inside):
    """The notebook output (one widget) that holds `inside`: for a screenshot of the widget alone."""
    return page.locator(".jp-OutputArea-output", has=inside).last


def test_thai_meld_checker_in_the_browser(browser, voila):
    """The Thai notebook 2 (notebooks/th/) in Voila: its meld checker shows, and its Thai text
    (the notebook's and the checker's own) is drawn with a Thai
    font. Its screenshot, test-artifacts/widget-meld-checker-th.png, is
    docs/screenshot-meld-checker-th.png, which book/howto/languages.md shows."""
    from ttlearn.draw.svg import THAI_FONTS

    page = browser.new_page(viewport={"width": 1100, "height": 5200})
    page.goto(voila("notebooks/th/02_melds_and_wild_cards.ipynb"), timeout=SLOW)
    checker = page.locator(".tt-table", has=page.locator(".tt-group[data-key='picked']"))
    checker.wait_for(timeout=SLOW)
    page.locator(".tt-card[aria-pressed='true']").nth(2).wait_for(timeout=30_000)  # 7♥ 9♥ K♠ picked
    heading = page.locator("h2", has_text="ตัวตรวจชุดไพ่")
    heading.evaluate("e => { e.id = 'thai-heading'; }")
    output = _output_of(page, checker)
    marked = output.evaluate(r"""o => { let n = 0; for (const e of o.querySelectorAll('*')) {
        const drawn = e.tagName.toLowerCase() !== 'title' && e.getClientRects().length > 0;  // not a tooltip
        if (drawn && !e.children.length && /[\u0E00-\u0E7F]/.test(e.textContent)) e.id = `thai-${n++}`; }
        return n; }""")
    for selector in ["#thai-heading"] + [f"#thai-{k}" for k in range(min(marked, 5))]:  # the widget's Thai, if any
        used = fonts_used(page, selector)
        assert set(used) & set(THAI_FONTS), f"{selector}: drawn with {used}, no Thai font"
    top = heading.evaluate("e => e.getBoundingClientRect().top + window.scrollY")
    bottom = output.evaluate("e => e.getBoundingClientRect().bottom + window.scrollY")
    page.screenshot(path=str(ARTIFACTS / "widget-meld-checker-th.png"),
                    clip={"x": 0, "y": top - 12, "width": 1100, "height": bottom - top + 24})
    page.close()


def test_meld_checker_in_the_browser(browser, voila):
    """Notebook 2's meld checker (7♥ 9♥ K♠): click K♠ in its deck of card pictures for a
    second copy, then once more to put both back."""
    page = browser.new_page(viewport={"width": 1200, "height": 1800})
    page.goto(voila("notebooks/02_melds_and_wild_cards.ipynb"), timeout=SLOW)
    checker = page.locator(".tt-table", has=page.locator(".tt-group[data-key='picked']"))
    king = checker.locator(".tt-group[data-key='S'] .tt-card[aria-label^='K♠ WILD, king of spades (wild)']")
    king.wait_for(timeout=SLOW)
    shown(page, "Yes: run 7♥–9♥").wait_for(timeout=10_000)
    assert king.get_attribute("aria-pressed") == "true"  # picked
    king.click()
    shown(page, "Yes: run 7♥–10♥").wait_for(timeout=30_000)
    assert king.get_attribute("aria-label") == "K♠ WILD, king of spades (wild), ×2"
    assert checker.locator(".tt-group[data-key='picked'] .tt-card").count() == 4
    checker.scroll_into_view_if_needed()
    _output_of(page, checker).screenshot(path=str(ARTIFACTS / "widget-meld-checker.png"))
    king.click()
    shown(page, "Not a meld: a meld needs at least 3 cards").wait_for(timeout=30_000)
    assert king.get_attribute("aria-pressed") == "false"
    page.close()


# A whole game played to its end by the model, as a hasty learner would (the stock always,
# the first card of the hand thrown): a game with mistakes to review.
HASTY_GAME = """from ttlearn.widgets import play_table
view = play_table(("greedy",), seed=%d)
table = view.model
while not table.over:
    if table.round_over:
        table.continue_()
    elif table.legal.draw_stock:
        table.draw_stock()
    elif table.going_out_card:
        table.go_out()
    else:
        table.discard(table.view.hand[0])
view.refresh()
view"""


@pytest.mark.slow
def test_review_a_finished_game_and_answer_a_mistake(browser, voila, tmp_path):
    """After the final table: Review this game shows the graph and the decisions; a mistake
    opens to its table; the mistakes trainer takes a move on its card table and answers it."""
    import nbformat

    notebook = tmp_path / "review.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(HASTY_GAME % PLAY_SEED)]), notebook)
    page = browser.new_page(viewport={"width": 1200, "height": 1600})
    page.goto(voila(str(notebook)), timeout=SLOW)
    review = page.get_by_role("button", name=re.compile("Review this game"))
    review.wait_for(timeout=SLOW)
    review.click()
    graph = page.locator("svg[role=img][aria-label^='Points lost at each of your decisions']")
    graph.wait_for(timeout=SLOW)
    assert review.is_disabled()
    # Read without a mouse: the title, the axes with their units and the legend are text on the page.
    for words in ("Points lost at each of your decisions, round by round:", "points lost",
                  "your decisions, in the order played", "inaccuracy: 1 to 3 points", "blunder: 8 points"):
        assert graph.get_by_text(words).count() >= 1, words
    # each label's mark beside its colour in the legend, as above its bars: never colour alone
    assert [t.text_content() for t in graph.locator("text.tt-legend-mark").all()] == ["○", "?!", "?", "??"]
    graph.screenshot(path=str(ARTIFACTS / "review-graph.png"))
    mistake = page.locator("details", has_text=re.compile(r"^Round \d+, (blunder|mistake|inaccuracy): ")).first
    mistake.locator("summary").click()
    assert mistake.locator("svg").first.is_visible()  # the hand at that decision
    shown(page, re.compile(r"^Mistake 1 of \d+ · round \d+")).wait_for(timeout=10_000)
    mistakes = page.locator(".tt-table").last  # the mistakes trainer's card table, under the review
    assert mistakes.locator(".tt-card[aria-label$=', played']").count() <= 1  # the move played, marked
    mistakes.locator(".tt-group[data-key='hand'] .tt-card").first.click()
    verdict, first_draw = shown(page, re.compile("The best: ")), shown(page, re.compile(r"^First draw"))
    verdict.or_(first_draw).wait_for(timeout=10_000)
    if first_draw.is_visible():  # a draw: take the pile's top card (R9)
        mistakes.locator(".tt-group[data-key='pile'] .tt-card").click()
        verdict.wait_for(timeout=10_000)
    mistakes.locator(".tt-card[aria-label*='best']").first.wait_for(timeout=10_000)
    page.screenshot(path=str(ARTIFACTS / "review-and-mistakes.png"), full_page=True)
    page.close()


# A play table at the learner's first chance to go out (the hints followed until then), its
# cards laid out again after the model was played directly.
GO_OUT_CHANCE = """from ttlearn.widgets import play_table
view = play_table(("greedy",), seed=%d)
table = view.model
while not table.going_out_cards:
    table.continue_() if table.round_over else table.follow_hint()
view.board.lay_out()
view.refresh()
view"""

# A missed chance to go out (round 1: a run in hand, the card drawn thrown instead), played again.
MISSED_GO_OUT = """from ttlearn import Game
from ttlearn.engine.actions import DRAW_STOCK, Action
from ttlearn.widgets.mistakes_view import mistakes_trainer
game = Game.from_position(["4H 5H 6H", "KD KS 2C"], pile="9D", seed=0)
game.play(0, DRAW_STOCK)
game.play(0, Action("discard", game.hands[0][-1]))
mistakes_trainer(game)"""


def _act_on(page, card, how: str, pile) -> None:
    """Click a card, drag it onto the pile, or press Enter on it: three ways to throw it."""
    if how == "click":
        card.click()
    elif how == "drag":
        card.drag_to(pile)
    else:
        card.focus()
        page.keyboard.press("Enter")


def _a_notebook(tmp_path, name: str, code: str):
    import nbformat

    notebook = tmp_path / f"{name}.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)]), notebook)
    return notebook


@pytest.mark.parametrize("how", ["click", "drag", "key"])
def test_the_card_badged_go_out_goes_out_at_the_table(browser, voila, tmp_path, how):
    """At a chance to go out, the card badged "go out" goes out (R10) by a click, a drag onto
    the pile or Enter: the round ends with "you went out", never a plain discard."""
    page = browser.new_page(viewport={"width": 1200, "height": 1500})
    page.goto(voila(str(_a_notebook(tmp_path, "go_out", GO_OUT_CHANCE % PLAY_SEED))), timeout=SLOW)
    table = page.locator(".tt-table", has=page.locator(".tt-group[data-key='pile']"))
    card = table.locator(".tt-group[data-key='hand'] .tt-card[aria-label*='go\u00a0out']").first  # its badge
    card.wait_for(timeout=SLOW)
    assert "click a card to discard it; the card badged go out goes out (R10)" in table.inner_text()
    page.screenshot(path=str(ARTIFACTS / f"table-go-out-card-{how}.png"), full_page=True)
    _act_on(page, card, how, table.locator(".tt-group[data-key='pile']"))
    panel = page.locator(".tt-round-over")
    panel.wait_for(timeout=30_000)
    assert panel.inner_text().startswith("Round 1 is over: you went out (R10)")
    assert "You went out: you laid down " in page.locator(".tt-message").inner_text()
    page.close()


@pytest.mark.parametrize("how", ["click", "drag", "key"])
def test_the_mistakes_trainer_goes_out_with_the_card_that_goes_out(browser, voila, tmp_path, how):
    """A missed chance to go out, played again: the card thrown in the game goes out now, by a
    click, a drag or Enter; the badges tell the discard played from going out, and the last
    mistake ends with a closing word."""
    page = browser.new_page(viewport={"width": 1200, "height": 1200})
    page.goto(voila(str(_a_notebook(tmp_path, "missed", MISSED_GO_OUT))), timeout=SLOW)
    table = page.locator(".tt-table")
    played = table.locator(".tt-group[data-key='hand'] .tt-card[aria-label$=', played']")
    played.wait_for(timeout=SLOW)
    assert "go out with it when the rest of your hand is all melds (R10)" in page.inner_text("body")
    _act_on(page, played, how, table.locator(".tt-group[data-key='pile']"))
    shown(page, "Yes: that is a best move.").wait_for(timeout=30_000)
    marked = table.locator(".tt-group[data-key='hand'] .tt-card[aria-label$='played · you: out, best']")
    assert marked.count() == 1
    shown(page, re.compile(r"^That was the only mistake to play again")).wait_for(timeout=10_000)
    page.screenshot(path=str(ARTIFACTS / f"mistakes-go-out-{how}.png"), full_page=True)
    page.close()


CLASS = """from ttlearn.teach.sample_class import write_sample_class
from ttlearn.widgets import class_view
write_sample_class("handed_in")
class_view("handed_in")"""


def test_a_class_of_files_loads_into_the_class_view_and_refuses_the_corrupt_ones(browser, voila, tmp_path):
    """Six students' files and two corrupt ones (cut off, edited by hand) in a folder: the
    class view shows the six, each exercise's share right at the first try and a chart, and
    names each refused file with its reason; a file handed in later counts after "Read the
    folder again"."""
    import nbformat

    from ttlearn.teach.sample_class import STUDENTS

    notebook = tmp_path / "class.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CLASS)]), notebook)
    page = browser.new_page(viewport={"width": 1200, "height": 1400})
    page.goto(voila(str(notebook)), timeout=SLOW)
    shown(page, "Class results: 6 students, 2 files refused.").wait_for(timeout=SLOW)
    for name in STUDENTS:
        assert page.locator("td", has_text=re.compile(f"^{name}$")).count() == 1
    refused = page.locator("li", has=page.locator("code", has_text=re.compile(r"attempts-(gus|hal)\.json")))
    assert refused.count() == 2
    assert "not JSON" in refused.nth(0).inner_text() and "should be true or false" in refused.nth(1).inner_text()
    page.locator("svg").first.wait_for(timeout=10_000)  # the chart
    (tmp_path / "handed_in" / "attempts-gus.json").unlink()  # the cut-off file taken out
    page.get_by_role("button", name="Read the folder again").click()
    shown(page, "Class results: 6 students, 1 file refused.").wait_for(timeout=10_000)
    page.screenshot(path=str(ARTIFACTS / "class-view.png"), full_page=True)
    page.close()
