"""axe-core (WCAG 2.1 AA) on the trainers, the class results, the hand explorer, the meld
checker and the review as Voila serves them, before and after an answer; what each view's
live region holds after it; the pages' titles in their language; and the pages at 320 px
wide (a screen zoomed to 400%), where no control may shrink to nothing or be cut off.
Screenshots at 100% and at 320 px go to test-artifacts/a11y/."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import test_browser
from accessibility import OUTPUTS, report, violations
from test_browser import ARTIFACTS, HASTY_GAME, PLAY_SEED, SLOW, shown

# test_browser's fixtures, for these tests too: Voila serving a notebook, and what the browser needs
voila, browser_needs = test_browser.voila, test_browser.browser_needs

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
NARROW = {"width": 320, "height": 2400}  # 1280 px at 400% zoom: WCAG 1.4.10 reflow


def _shots() -> Path:
    folder = ARTIFACTS / "a11y"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _title_of(notebook: str) -> str:
    return json.loads((ROOT / notebook).read_text(encoding="utf-8"))["metadata"]["title"]


def _live(page, inside) -> str:
    """What the view's live region (the last .tt-live of the view, outside its card table) holds."""
    return inside.locator(".tt-live:not(.tt-table .tt-live)").last.inner_text()


def _cut_off(page) -> list[str]:
    """ttlearn's controls that are squeezed to nothing or stick out of a narrow page: buttons,
    menus, text boxes (each as its text and box)."""
    return page.evaluate("""() => {
        const bad = [];
        const width = document.documentElement.clientWidth;
        for (const e of document.querySelectorAll('.tt-view button, .tt-view select, .tt-view input')) {
            const r = e.getBoundingClientRect();
            if (!e.getClientRects().length) continue;  // not shown (a closed accordion)
            const words = (e.innerText || e.value || e.getAttribute('aria-label') || e.title || '').trim();
            const small = e.type === 'radio' || e.type === 'checkbox';  // a radio button is 13 px, beside its label
            if ((!small && (r.width < 24 || r.height < 16)) || r.right > width + 1 || r.left < -1)
                bad.push(`${e.tagName} '${words.slice(0, 30)}': ${Math.round(r.left)}..${Math.round(r.right)}`);
        }
        return bad; }""")


def _narrowed(page, name: str) -> list[str]:
    """The page made 320 px wide (400% zoom), its screenshot saved as `name`-320.png, and what
    is cut off in it (`_cut_off`)."""
    page.set_viewport_size(NARROW)
    page.wait_for_timeout(500)
    page.screenshot(path=str(_shots() / f"{name}-320.png"), full_page=True)
    return _cut_off(page)


def _checked_wide_and_narrow(page, shown_part, name: str, within: str = OUTPUTS) -> None:
    """axe over `within` at 100% (`shown_part`, the page or a view of it, saved as `name`-100.png), then the
    page at 320 px (`_narrowed`): no violation, nothing cut off; the page closed."""
    found = violations(page, within)
    shown_part.screenshot(path=str(_shots() / f"{name}-100.png"), **({"full_page": True} if shown_part is page else {}))
    cut = _narrowed(page, name)
    assert not found, report(found)
    assert not cut, cut
    page.close()


def _heard(page, condition: str) -> None:
    """Wait until a live region's text `e.innerText` meets the JavaScript `condition`."""
    page.wait_for_function(f"() => [...document.querySelectorAll('.tt-live')].some(e => {condition})",
                           timeout=30_000)


def _notebook(tmp_path, name: str, code: str):
    """A one-cell notebook of `code` in tmp_path, for Voila to serve."""
    import nbformat

    notebook = tmp_path / f"{name}.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)]), notebook)
    return notebook


def test_the_trainers_page_has_no_axe_violation_before_and_after_an_answer(browser, voila):
    page = browser.new_page(viewport={"width": 1200, "height": 2200})
    page.goto(voila("apps/trainers.ipynb"), timeout=SLOW)
    arrange = page.locator(".tt-view", has=page.locator(".tt-group[data-key='new']"))
    discard = page.locator(".tt-view", has=page.locator(".tt-group[data-key='pile']"))
    arrange.locator(".tt-card").first.wait_for(timeout=SLOW)
    discard.locator(".tt-card").first.wait_for(timeout=SLOW)
    assert page.title() == _title_of("apps/trainers.ipynb") == "Practise Three Thirteen"
    found = violations(page)
    page.screenshot(path=str(_shots() / "trainers-100.png"), full_page=True)
    assert not found, report(found)

    # An answer in each: Compare with the best; a card thrown on the pile.
    page.get_by_role("button", name="Compare with the best").click()
    shown(page, "the best is").or_(shown(page, "is the best")).first.wait_for(timeout=30_000)
    said = _live(page, arrange)
    assert "best" in said and said in arrange.inner_text()  # the verdict shown is the one heard
    thrown = discard.locator(".tt-group[data-key='hand'] .tt-card").first
    thrown.click()
    shown(page, "You keep (penalty").wait_for(timeout=30_000)
    said = _live(page, discard)
    assert re.search(r"discarding|choice", said) and said in discard.inner_text()
    found = violations(page)
    page.screenshot(path=str(_shots() / "trainers-answered-100.png"), full_page=True)
    assert not found, report(found)
    page.close()


def test_the_trainers_reflow_at_320_px_and_offer_the_four_colour_deck(browser, voila):
    page = browser.new_page(viewport=NARROW)
    page.goto(voila("apps/trainers.ipynb"), timeout=SLOW)
    page.locator(".tt-view .tt-card").first.wait_for(timeout=SLOW)
    # The four-colour deck, chosen in the discard trainer: its own pictures (the hand kept) follow.
    discard = page.locator(".tt-view", has=page.locator(".tt-group[data-key='pile']"))
    discard.get_by_role("radio", name="Four-colour deck").check()
    discard.locator(".tt-group[data-key='hand'] .tt-card").first.click()
    shown(page, "You keep (penalty").wait_for(timeout=30_000)
    kept = discard.locator("svg", has=page.locator("text")).last.inner_html()
    assert "#0067A5" in kept or "#007A3D" in kept  # ♦ blue or ♣ green
    page.screenshot(path=str(_shots() / "trainers-320.png"), full_page=True)
    assert not _cut_off(page)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 321  # no sideways scrolling
    page.close()


def test_the_hand_explorer_has_no_axe_violation_and_reflows_at_320_px(browser, voila):
    page = browser.new_page(viewport={"width": 1200, "height": 1800})
    page.goto(voila("apps/three_thirteen.ipynb"), timeout=SLOW)
    explorer = page.locator(".tt-view", has=page.locator(".tt-group[data-key='picked']"))
    explorer.locator(".tt-card").first.wait_for(timeout=SLOW)
    assert page.title() == "Three Thirteen"
    queen = explorer.locator(".tt-group[data-key='C'] .tt-card[aria-label*=', queen of clubs']")
    queen.click()
    _heard(page, "e.innerText.startsWith('Best arrangement')")
    _checked_wide_and_narrow(page, explorer, "hand-explorer", ".jp-OutputArea-output:has(.tt-group[data-key='picked'])")


def test_the_meld_checker_has_no_axe_violation_and_reflows_at_320_px(browser, voila, tmp_path):
    notebook = _notebook(tmp_path, "checker",
                         "from ttlearn.widgets import meld_checker\nmeld_checker('7H 9H KS', round=11)")
    page = browser.new_page(viewport={"width": 1200, "height": 1800})
    page.goto(voila(str(notebook)), timeout=SLOW)
    checker = page.locator(".tt-view", has=page.locator(".tt-group[data-key='picked']"))
    checker.locator(".tt-card").first.wait_for(timeout=SLOW)
    live = checker.locator(":scope > .tt-live, .tt-live").last
    assert live.inner_text().startswith("Yes: run 7♥–9♥")  # the verdict on the cards it opened with
    checker.locator(".tt-group[data-key='H'] .tt-card[aria-label*=', eight of hearts']").click()
    _heard(page, "e.innerText.startsWith('Yes: run') && !e.innerText.startsWith('Yes: run 7♥–9♥')")
    _checked_wide_and_narrow(page, checker, "meld-checker")


def test_the_class_results_with_the_sample_class_have_no_axe_violation(browser, voila):
    page = browser.new_page(viewport={"width": 1200, "height": 2400})
    page.goto(voila("apps/class_results.ipynb"), timeout=SLOW)
    shown(page, "Class results: 6 students, 2 files refused.").wait_for(timeout=SLOW)
    assert page.title() == "A class's results in Three Thirteen"
    chart = page.locator(".tt-view svg[role='img']").first
    assert chart.get_attribute("aria-label").startswith("Chart of the share right at the first try")
    _checked_wide_and_narrow(page, page, "class-results")


@pytest.mark.parametrize("code, title", [("sv", "Öva Three Thirteen"), ("th", "ฝึกเล่น Three Thirteen")])
def test_a_translated_page_is_titled_in_its_language(browser, voila, code, title):
    page = browser.new_page(viewport={"width": 1200, "height": 1600})
    page.goto(voila(f"apps/{code}/trainers.ipynb"), timeout=SLOW)
    page.locator(".tt-view .tt-card").first.wait_for(timeout=SLOW)
    assert page.title() == title == _title_of(f"apps/{code}/trainers.ipynb")
    page.close()


def test_the_review_of_a_finished_game_has_no_axe_violation(browser, voila, tmp_path):
    notebook = _notebook(tmp_path, "review", HASTY_GAME % PLAY_SEED + "\nfrom ttlearn.widgets.game_review_view "
                         "import review_view\nreview_view(view.model.game)")
    page = browser.new_page(viewport={"width": 1200, "height": 1800})
    page.goto(voila(str(notebook)), timeout=SLOW)
    review = page.locator(".tt-view", has=page.locator("svg[role='img']"))
    review.first.wait_for(timeout=SLOW)
    menu = review.last.get_by_role("combobox")
    menu.select_option(label="blunder")
    _heard(page, "e.innerText.startsWith('Listed: blunder')")
    found = violations(page, ".jp-OutputArea-output:has(svg[role='img'])")
    review.last.screenshot(path=str(_shots() / "review-100.png"))
    assert not found, report(found)
    page.close()


def test_the_exact_vs_simulated_chart_has_a_text_alternative(browser, voila, tmp_path):
    notebook = _notebook(tmp_path, "chances",
                         "from ttlearn.widgets import exact_vs_simulated\nexact_vs_simulated(round=1, samples=200)")
    page = browser.new_page(viewport={"width": 1200, "height": 1400})
    page.goto(voila(str(notebook)), timeout=SLOW)
    chart = page.locator(".jp-OutputArea-output img").first
    chart.wait_for(timeout=SLOW)
    assert chart.get_attribute("alt").startswith("Round 1 (3 cards")  # its text alternative: what it shows
    found = violations(page)
    assert not found, report(found)
    page.close()
