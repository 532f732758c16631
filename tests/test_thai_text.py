"""Thai text renders in the pictures and the widgets: in headless Chromium (Debian's,
as every browser test), an SVG picture of ttlearn with Thai names in it, and a heading in the
card table's style, are drawn with a font that has Thai letters, not as empty boxes.

Two checks, each of which fails when no Thai font is installed (`fc-list :lang=th` empty;
`.ci/run` installs Debian's fonts-thai-tlwg): Chromium's own report of the fonts it used for
the text (DevTools' CSS.getPlatformFontsForNode) names a Thai font of the pictures' font stack,
and the text is not as wide as as many missing-glyph boxes. A screenshot goes to
test-artifacts/thai-text.png.
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from ttlearn.cards import parse_cards
from ttlearn.draw.svg import FONT, THAI_FONTS, show_table
from ttlearn.teach.chromium import fonts_used

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CSS = (ROOT / "ttlearn" / "widgets" / "card_table.css").read_text(encoding="utf-8")

pytestmark = pytest.mark.slow  # a browser

PLAYER, OTHER = "สมชาย", "มะลิ"  # the names of two players, in Thai
HEADING = "ตรวจชุดไพ่: เซต รัน และไวลด์การ์ด"  # "check a meld: sets, runs and wild cards"
LETTERS = "ไวลด์การ์ดเซตรันกองทิ้ง"  # Thai letters and marks only ("wild card", "set", "run", "discard pile")
NO_GLYPH = "\ue000"  # a private-use character: no font has it, it is drawn as the missing-glyph box


def _page() -> str:
    table = show_table(parse_cards("7H 8H 9H KS"), round=2, discard=parse_cards("5C")[0], stock=30,
                       others={OTHER: 4}, scores={PLAYER: 12, OTHER: 20}, turn=PLAYER, player=PLAYER)
    assert PLAYER in table.svg and OTHER in table.svg
    return (f"<!doctype html><meta charset='utf-8'><style>{CSS}</style><body style='margin:8px'>"
            f"<div class='tt-table'><div class='tt-head'><span class='tt-title' id='heading'>{html.escape(HEADING)}"
            f"</span></div></div><div id='picture'>{table.svg}</div>"
            f"<svg width='900' height='80' font-family=\"{FONT}\"><text id='thai' x='4' y='28' font-size='20'>"
            f"{LETTERS}</text><text id='boxes' x='4' y='60' font-size='20'>{NO_GLYPH * len(LETTERS)}</text></svg>"
            "</body>")


@pytest.fixture(scope="module")
def browser_needs() -> tuple[str, str | None]:
    return "the Thai text test", None


@pytest.fixture(scope="module")
def page(browser):
    page = browser.new_page(viewport={"width": 1000, "height": 700})
    page.set_content(_page())
    page.evaluate("document.fonts.ready")
    caption = page.locator("#picture svg text", has_text=PLAYER)
    assert caption.count() >= 1, "the picture names the player"
    caption.first.evaluate("e => e.setAttribute('id', 'player')")  # the line of the player's name
    yield page
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "thai-text.png"), full_page=True)


@pytest.mark.parametrize("selector", ["#player", "#heading", "#thai"])
def test_thai_text_is_drawn_with_a_thai_font_of_the_stack(page, selector):
    """The player's name in the SVG picture, the heading in the card table's style, and Thai
    letters in the pictures' font stack."""
    used = fonts_used(page, selector)
    assert set(used) & set(THAI_FONTS), (f"{selector}: Chromium drew the Thai text with {used}, none of them a "
                                         f"Thai font of {THAI_FONTS} (install one: apt-get install fonts-thai-tlwg)")


def test_thai_text_is_not_a_row_of_missing_glyph_boxes(page):
    """Without a Thai font every letter is a box as wide as the missing-glyph box; with one,
    the vowel and tone marks take no width of their own, and the letters have theirs."""
    thai = page.evaluate("document.querySelector('#thai').getComputedTextLength()")
    boxes = page.evaluate("document.querySelector('#boxes').getComputedTextLength()")
    assert boxes > 0 and abs(thai - boxes) > 0.1 * boxes, f"Thai {thai:.0f} px wide, {len(LETTERS)} boxes {boxes:.0f}"


def test_a_plain_text_table_lines_up_in_thai():
    """A Thai name is narrower than its characters (its vowel and tone marks take no column):
    the score table pads it by the columns it shows, so the columns line up."""
    from ttlearn.language import using
    from ttlearn.language.text_width import display_width
    from ttlearn.scoring import Scoreboard

    with using("th"):
        table = Scoreboard(("ผู้เล่น 1", "ผู้เล่น 2")).add_round((12, 0)).add_round((0, 7)).table()
    widths = {display_width(line) for line in table.splitlines()}
    assert len(widths) == 1, table
