"""The printable worksheets (`ttlearn.teach.worksheets`): every exercise of a notebook is on its
worksheet and its answer only in the answer key; and each page, printed by Chromium to PDF
on A4 and on Letter, has pages, overflows nothing and cuts no card.

How the print is checked (`_print_problems`), for each worksheet and each paper:

1. The layout, in print media at the paper's printable width (the page less its 15 mm
   margins, as CSS pixels, rounded down): nothing reaches past the right edge (the page's
   `scrollWidth` is its `clientWidth`, and no element's box ends past it or starts before
   0), every card picture lies inside an exercise, and each exercise keeps itself whole
   (`break-inside: avoid`) and is shorter than the printable height, so it can be kept whole.
2. The PDF itself: before printing, each exercise and each card picture is wrapped in a link
   to an address of its own. Chromium writes a link as one annotation on each page a piece
   of it falls on, its rectangle the piece's box; so reading the annotations of each page
   (the PDF's cross-reference table gives every object, its page tree the pages in order)
   tells where each exercise and each card was printed. Each must be on exactly one page
   (a block or a card cut by a page break shows on two), with its box inside the printable
   area (the margins, within 1.5 pt of Chromium's rounding). The PDF has at least one page,
   and more only when the exercises need them.

The negative tests print pages made wrong on purpose (a wide element; an exercise allowed to
break, pushed across a page break; a card picture taller than a page) and check that the
same checks find each fault. Screenshots of the first page of a few worksheets go to
test-artifacts/worksheet-*.png, laid out as for A4 (blocks that print on page 2 hidden).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from notebook_outputs import SOURCES, TRANSLATIONS
from ttlearn.language import _, using
from ttlearn.teach import worksheets as ws
from ttlearn.teach.exercise_kinds import ChoiceExercise, NumberExercise
from ttlearn.teach.exercises import EXERCISES, by_notebook
from ttlearn.teach.hand_exercise_kinds import ArrangeExercise, DiscardExercise
from ttlearn.teach.meld_exercise_kind import MeldExercise
from ttlearn.teach.worksheet_page import MARGIN_MM, escaped

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
EDITIONS = [("en", n) for n in ws.NOTEBOOKS] + [(code, n) for code, ns in ws.TRANSLATED.items() for n in ns]
EDITION_IDS = [f"{code}-{n}" for code, n in EDITIONS]
PAPERS = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}  # millimetres
PX_PER_MM = 96 / 25.4
PT_PER_MM = 72 / 25.4
TOLERANCE_PT = 1.5  # Chromium rounds a link's box to whole device pixels


class _Text(HTMLParser):
    """The text a reader sees on a page (the pictures' names included), a line a piece."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        self._skip += tag in ("style", "script")

    def handle_endtag(self, tag):
        self._skip -= tag in ("style", "script")

    def handle_data(self, data):
        if not self._skip and data.strip():
            self.parts.append(data.strip())


def text_of(markup: str) -> str:
    parser = _Text()
    parser.feed(markup)
    return "\n".join(parser.parts)


def _blocks(markup: str) -> list[str]:
    """Each exercise's section of a page, in order."""
    return re.findall(r'<section class="exercise".*?</section>', markup, re.S)


def _pieces(markup: str) -> list[str]:
    """The text of each exercise of a page, and of the rest (its headers): what a reader reads as one
    piece. Read as one text, the end of one exercise and the start of the next could make a phrase no
    reader sees ("not a meld" under one, "4." before the next: "meld 4")."""
    blocks = _blocks(markup)
    rest = markup
    for block in blocks:
        rest = rest.replace(block, "\n")
    return [text_of(rest)] + [text_of(block) for block in blocks]


# --- What is on a worksheet ---------------------------------------------------------------------


def test_the_titles_are_the_notebooks_first_headings():
    assert [f"{name}.ipynb" for name, _ in ws.NOTEBOOKS.values()] == [p.name for p in SOURCES]
    for n, (name, title) in ws.NOTEBOOKS.items():
        heading = (ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8")
        assert f"# {n}. {title}" in heading, f"notebook {n}'s first heading is not {title!r}"
    translated = {f"{p.parent.name}/{p.stem}" for p in TRANSLATIONS}
    assert translated == {f"{code}/{ws.NOTEBOOKS[n][0]}" for code, ns in ws.TRANSLATED.items() for n in ns}


@pytest.mark.parametrize("code, notebook", EDITIONS, ids=EDITION_IDS)
def test_every_exercise_is_on_the_worksheet_and_its_answer_only_in_the_key(code, notebook):
    sheet, key = ws.worksheet_html(notebook, code), ws.worksheet_html(notebook, code, answers=True)
    student, teacher = text_of(sheet), text_of(key)
    exercises = by_notebook(notebook)
    assert exercises
    with using(code):
        for e in exercises:
            assert e.question_text(paper=True) in student, f"{e.id} is not on the worksheet"
            assert e.question_text(paper=True) in teacher, f"{e.id} is not in the answer key"
            # How to type the answer ("True or False.") is not printed beside its tick boxes or lines.
            assert not e.answer_how or _(e.answer_how) not in student, f"{e.id}: a typing instruction on paper"
            assert e.answer_text() in teacher, f"{e.id}'s answer {e.answer_text()!r} is not in the answer key"
            assert e.hint_text() in teacher
            leaks = [piece for piece in _pieces(sheet) if e.gives_away(piece)]
            assert not leaks, f"the worksheet gives the answer to {e.id} away in {leaks[0]!r}"
            assert e.hint_text() not in student
    assert 'class="key"' not in sheet and 'class="room"' not in key
    assert len(_blocks(sheet)) == len(_blocks(key)) == len(exercises)
    assert f'<html lang="{code}">' in sheet


def test_the_leak_check_sees_answers_in_a_key():
    """The search for answers finds them where they are: in the answer keys."""
    found = {e.id for n in ws.NOTEBOOKS for e in by_notebook(n) if e.gives_away(text_of(
        ws.worksheet_html(n, "en", answers=True)))}
    assert {"n2-meld-qka", "n6-mean-difference", "deals-round-11", "complete-round-1", "n8-meld-half"} <= found


def test_the_room_to_answer_fits_the_kind():
    """A box for a number, a fraction for a probability, tick boxes for a choice, lines for an arrangement."""
    for e in EXERCISES.values():
        room = ws.answer_room(e)
        if isinstance(e, MeldExercise):
            assert room.count('class="tick"') == 3, e.id
        elif isinstance(e, DiscardExercise):
            assert room.count('class="tick"') == len(e.cards.split()), e.id
        elif isinstance(e, ArrangeExercise):
            assert room.count('class="line"') >= 3, e.id
        elif isinstance(e, ChoiceExercise) and e.words in (("yes", "no"), ("take", "stock")):
            assert room.count('class="tick"') == 2, e.id
        elif isinstance(e, NumberExercise):
            assert ('class="fraction"' in room) == (e.kind == "probability") and 'class="box"' in room, e.id
    with using("sv"):
        assert ">ja<" in ws.answer_room(EXERCISES["n1-go-out"])  # the choice words in the worksheet's language


def test_the_cards_of_an_exercise_are_pictured():
    """A hand exercise shows its hand; a question that writes out a hand (or a field of groups) shows it too;
    a count without cards shows none. Every picture fits the line (max-width) and names its cards."""
    groups = {i: [" ".join(map(str, g)) for g in ws.card_groups(e)] for i, e in EXERCISES.items()}
    assert groups["n3-arrange"] == ["3♥ 4♥ 5♥ 6♥ 6♠ 6♣ 9♦ 10♦ J♦ 2♣"]
    assert groups["n4-round-score"] == ["3♥ 4♥ 5♥ 9♠ 9♦ 7♣ Q♣"]  # written in the question
    assert groups["n4-leftover-wild"] == ["3♦ 8♣ Q♥"]  # "..., which make no meld": the comma ends it
    assert len(groups["melds-round-4"]) == 6  # the field {groups}, one picture each
    assert groups["sets-of-3"] == [] and groups["n1-first-player"] == []
    assert ws.card_round(EXERCISES["n4-round-score"]) == 5
    sheet = ws.worksheet_html(2)
    for block, e in zip(_blocks(sheet), by_notebook(2)):
        assert block.count("<svg") == len(ws.card_groups(e)), e.id
    assert "(wild)" in text_of(sheet)  # round 11's kings are marked wild in the picture's name
    assert re.search(r'<svg[^>]* width="[\d.]+mm" height="[\d.]+mm"', sheet)


def test_the_exit_tickets_print_on_the_back(monkeypatch):
    """No ticket, no back; tickets (here made up, to know them) come after a page break,
    numbered from 1, and their answers are in the key only. Every notebook has its own."""
    assert all('<section class="back">' in ws.worksheet_html(n) for n in range(1, 10))
    monkeypatch.setattr(ws, "exit_tickets", lambda n: ())
    assert 'class="back"' not in ws.worksheet_html(3)
    tickets = _fake_tickets()
    monkeypatch.setattr(ws, "exit_tickets", lambda n: tickets)
    sheet, key = ws.worksheet_html(3), ws.worksheet_html(3, answers=True)
    front, back = sheet.split('<section class="back">')
    assert all(t.question_text(paper=True) in text_of(back) and t.question_text(paper=True) not in front
               for t in tickets)
    assert '<span class="number">1.</span>' + escaped(tickets[0].question_text(paper=True)) in back
    assert "break-before: page" in sheet
    assert all(t.answer_text() in text_of(key.split('<section class="back">')[1]) for t in tickets)
    assert not any(t.gives_away(piece) for t in tickets for piece in _pieces(sheet))


def _fake_tickets() -> tuple:
    return (
        MeldExercise(id="fake-ticket-1", notebook=3, cards="7H 8H 9H QS", round=10, ticket=True,
                     question="Round 10 (queens wild): is 7♥ 8♥ 9♥ Q♠ a meld?", hint="a queen is wild"),
        NumberExercise(id="fake-ticket-2", notebook=3, compute=lambda: 17, what="penalty", ticket=True,
                       question="Round 1: what is the penalty of 7♦ K♣ (R16)?", hint="add them up"),
        ChoiceExercise(id="fake-ticket-3", notebook=3, words=("yes", "no"), compute=lambda: False, ticket=True,
                       question="Must a player go out when they can (R10)?", hint="nobody is forced"),
    )


def test_a_worksheet_is_self_contained_and_refuses_an_unknown_notebook():
    sheet = ws.worksheet_html(5)
    assert not re.search(r"<script|<link|<img|url\(|(?<!xmlns=\")https?://", sheet)
    assert "@page" in sheet and "@media print" in sheet and "break-inside: avoid" in sheet
    with pytest.raises(ValueError, match="no notebook 10"):
        ws.worksheet_html(10)


def test_the_command_writes_every_worksheet(tmp_path, monkeypatch, capsys):
    assert ws.main(["--out", str(tmp_path), "--no-pdf"]) == 0
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.*"))
    assert len(written) == 2 * len(EDITIONS)
    assert "01_rules_tour.html" in written and "th/02_melds_and_wild_cards-answers.html" in written
    assert not any(p.endswith(".pdf") for p in written)
    monkeypatch.setattr(ws, "browser_missing", lambda: "no Chromium here")
    assert ws.main(["--out", str(tmp_path / "b"), "--pdf"]) == 2
    assert "no Chromium here" in capsys.readouterr().err
    assert ws.main(["--out", str(tmp_path / "c")]) == 0  # PDFs only when they can be made
    assert "no PDFs (no Chromium here)" in capsys.readouterr().out


# --- Printed by Chromium ------------------------------------------------------------------------

# Each exercise and each card picture wrapped in a link to an address of its own (see the module's text).
_PROBES = """() => {
    for (const [selector, name] of [['.exercise', 'exercise'], ['.cards svg', 'card'], ['.back > header', 'back']]) {
        let k = 0;
        for (const element of document.querySelectorAll(selector)) {
            const link = document.createElement('a');
            link.href = `https://probe.invalid/${name}-${k++}`;
            link.style.display = 'block';
            element.replaceWith(link);
            link.appendChild(element);
        }
    }
}"""

# In print media at the printable width: what overflows, and each exercise's height and break-inside.
_LAYOUT = """() => {
    const root = document.documentElement, width = root.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter(e => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    }).map(e => `${e.tagName.toLowerCase()}.${e.className.baseVal ?? e.className}: ${e.getBoundingClientRect().right}`);
    return {
        width, scroll: root.scrollWidth, wide: wide.slice(0, 5),
        loose: [...document.querySelectorAll('.cards svg')].filter(s => !s.closest('.exercise')).length,
        blocks: [...document.querySelectorAll('.exercise')].map(e => ({
            id: e.id, height: e.getBoundingClientRect().height, avoid: getComputedStyle(e).breakInside})),
    };
}"""


def pdf_annotations(pdf: bytes) -> list[list[tuple[str, list[float]]]]:
    """The links of each page of a PDF, in page order: (address, [x1, y1, x2, y2] in points)."""
    start = int(re.search(rb"startxref\s+(\d+)", pdf[-64:]).group(1))
    head = re.match(rb"xref\s+(\d+) (\d+)\s+", pdf[start:])
    first, count = int(head.group(1)), int(head.group(2))
    table = pdf[start + head.end():start + head.end() + 20 * count]
    objects = {}
    for k in range(count):
        offset, _generation, kind = table[20 * k:20 * k + 18].split()
        if kind == b"n":
            body = pdf[int(offset):]
            begin = re.match(rb"\d+ \d+ obj\s*", body).end()
            end = min(i for i in (body.find(b"\nstream", begin), body.find(b"endobj", begin)) if i > 0)
            objects[first + k] = body[begin:end]

    def refs(value: bytes, key: bytes) -> list[int]:
        found = re.search(rb"/" + key + rb"\s*\[(.*?)\]", value, re.S)
        return [int(r) for r in re.findall(rb"(\d+) 0 R", found.group(1))] if found else []

    def pages(number: int):
        value = objects[number]
        if re.search(rb"/Type\s*/Pages\b", value):
            for kid in refs(value, b"Kids"):
                yield from pages(kid)
        else:
            yield value

    catalog = next(v for v in objects.values() if re.search(rb"/Type\s*/Catalog\b", v))
    root = int(re.search(rb"/Pages (\d+) 0 R", catalog).group(1))
    found = []
    for value in pages(root):
        links = []
        for ref in refs(value, b"Annots"):
            address = re.search(rb"/URI \((.*?)\)", objects[ref])
            if address:
                box = re.search(rb"/Rect \[(.*?)\]", objects[ref]).group(1).split()
                links.append((address.group(1).decode(), [float(x) for x in box]))
        found.append(links)
    return found


def _print_problems(tab, markup: str, paper: str) -> tuple[list[str], list[list[tuple[str, list[float]]]]]:
    """What is wrong with a page printed on `paper` (see the module's text), and its PDF's links by page."""
    width_mm, height_mm = PAPERS[paper]
    problems = []
    tab.emulate_media(media="print")
    tab.set_viewport_size({"width": int((width_mm - 2 * MARGIN_MM) * PX_PER_MM), "height": 1000})
    tab.set_content(markup, wait_until="load")
    tab.evaluate("document.fonts.ready")
    layout = tab.evaluate(_LAYOUT)
    if layout["scroll"] > layout["width"] or layout["wide"]:
        problems.append(f"wider than {layout['width']} px (scrollWidth {layout['scroll']}): {layout['wide']}")
    if layout["loose"]:
        problems.append(f"{layout['loose']} card pictures outside an exercise")
    page_px = (height_mm - 2 * MARGIN_MM) * PX_PER_MM
    for block in layout["blocks"]:
        if block["avoid"] != "avoid":
            problems.append(f"exercise {block['id']} may break across pages (break-inside: {block['avoid']})")
        if block["height"] > page_px:
            problems.append(f"exercise {block['id']} is taller ({block['height']:.0f} px) than a page ({page_px:.0f})")
    tab.evaluate(_PROBES)
    pdf = tab.pdf(format=paper, print_background=True)
    tab.emulate_media(media="screen")
    pages = pdf_annotations(pdf)
    if not pages:
        problems.append("no pages")
    width_pt, height_pt = width_mm * PT_PER_MM, height_mm * PT_PER_MM
    margin = MARGIN_MM * PT_PER_MM - TOLERANCE_PT
    where: dict[str, list[int]] = {}
    for number, links in enumerate(pages, 1):
        for address, (x1, y1, x2, y2) in links:
            where.setdefault(address, []).append(number)
            if x1 < margin or y1 < margin or x2 > width_pt - margin or y2 > height_pt - margin:
                problems.append(f"{address} on page {number} reaches into the margin: {[x1, y1, x2, y2]}")
    probes = len(layout["blocks"]) + markup.count("<svg")
    if len([a for a in where if "/back-" not in a]) != probes:
        problems.append(f"{probes} exercises and cards, but {len(where)} printed")
    for address, numbers in where.items():
        if len(numbers) > 1:
            problems.append(f"{address.rpartition('/')[2]} is cut across pages {numbers}")
    return problems, pages


@pytest.fixture(scope="module")
def tab(browser):
    page = browser.new_page()
    yield page
    page.close()


@pytest.mark.slow
@pytest.mark.parametrize("answers", [False, True], ids=["worksheet", "key"])
@pytest.mark.parametrize("code, notebook", EDITIONS, ids=EDITION_IDS)
def test_printed_on_a4_and_letter_nothing_overflows_and_no_card_is_cut(tab, code, notebook, answers):
    markup = ws.worksheet_html(notebook, code, answers)
    for paper in PAPERS:
        problems, pages = _print_problems(tab, markup, paper)
        assert not problems, f"{code} notebook {notebook} on {paper}:\n  " + "\n  ".join(problems)
        assert 1 <= len(pages) <= len(_blocks(markup))


@pytest.mark.slow
def test_the_exit_tickets_start_a_page_of_their_own(tab, monkeypatch):
    monkeypatch.setattr(ws, "exit_tickets", lambda n: _fake_tickets())
    markup = ws.worksheet_html(6)  # a short front: one page
    for paper, (_width, height_mm) in PAPERS.items():
        problems, pages = _print_problems(tab, markup, paper)
        assert not problems, problems
        page_of = {address.rpartition("/")[2]: (k, box) for k, links in enumerate(pages) for address, box in links}
        front = len([e for e in by_notebook(6) if not e.ticket])
        back, box = page_of["back-0"]
        assert back == page_of[f"exercise-{front - 1}"][0] + 1 == page_of[f"exercise-{front}"][0]
        top = (height_mm - MARGIN_MM) * PT_PER_MM
        assert box[3] >= top - TOLERANCE_PT, "the back's heading is not at the top of its page"


@pytest.mark.slow
def test_the_print_checks_find_a_wide_element_a_cut_exercise_and_a_cut_card(tab):
    markup = ws.worksheet_html(3)
    wide = markup.replace("</body>", '<div style="width: 200mm; height: 5mm"></div></body>')
    problems, _ = _print_problems(tab, wide, "A4")
    assert any("wider than" in p for p in problems), problems
    # Exercise 1 may break, and a margin pushes its answer lines past the end of page 1.
    cut = markup.replace("</style>", ".exercise { break-inside: auto !important } "
                                     "header { margin-bottom: 195mm !important }</style>")
    problems, _ = _print_problems(tab, cut, "A4")
    assert any("exercise-0 is cut across pages" in p for p in problems), problems
    tall = markup.replace("</style>", ".exercise:first-of-type svg { height: 280mm !important; width: auto }"
                                      "</style>")
    problems, _ = _print_problems(tab, tall, "A4")
    assert any("card-0 is cut across pages" in p for p in problems), problems


@pytest.mark.slow
@pytest.mark.parametrize("code, notebook", [("en", 2), ("en", 3), ("en", 5), ("sv", 2)])
def test_a_screenshot_of_the_first_page(browser, code, notebook):
    """The first page as it prints on A4, for a person to look at: the page with its margins, and
    the exercises that do not fit on it (Chromium prints them on page 2) hidden."""
    width_mm, height_mm = PAPERS["A4"]
    context = browser.new_context(device_scale_factor=1.5, viewport={
        "width": round(width_mm * PX_PER_MM), "height": round(height_mm * PX_PER_MM)})
    try:
        page = context.new_page()
        page.emulate_media(media="print")
        page.set_content(ws.worksheet_html(notebook, code).replace(
            "</style>", f"body {{ margin: {MARGIN_MM}mm !important }}</style>"))
        page.evaluate("document.fonts.ready")
        bottom = (height_mm - MARGIN_MM) * PX_PER_MM
        shown = page.evaluate("""bottom => {
            let after = false, shown = 0;
            for (const block of document.querySelectorAll('.exercise')) {
                after = after || block.getBoundingClientRect().bottom > bottom;
                if (after) block.style.visibility = 'hidden'; else shown++;
            }
            return shown;
        }""", bottom)
        assert shown >= 1
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"worksheet-{'' if code == 'en' else code + '-'}{notebook:02d}-a4.png"
        page.screenshot(path=str(path))
        assert path.stat().st_size > 10_000
    finally:
        context.close()


def test_a_question_answered_in_the_notebook_sends_the_learner_to_it():
    """An exercise that asks what the notebook's cells compute says so on paper, where a
    learner cannot compute it."""
    sheet = text_of(ws.worksheet_html(5))
    assert "At a computer: answer it in notebook 5, then write the answer here." in sheet
    assert sheet.count("At a computer:") == sum(e.computer for e in by_notebook(5))
