"""Printable worksheets: for each notebook, its exercises on paper, with card pictures and room
to answer, and an answer key for the teacher. Both are made from the exercise catalogue
(`ttlearn.teach.exercises`), so a new exercise appears in both.

`worksheet_html(notebook, language=None, answers=False)` is one page of HTML, self-contained
(its style inline: `worksheet_page`), that prints on A4 and on Letter: a header (the
notebook's title, "Name" and "Date"), then each exercise numbered, with its question, the
cards it asks about as pictures, and room to answer by its kind: a box for a number, a
fraction for a probability, lines for an arrangement, tick boxes for a choice (yes or no;
set, run or not a meld; a card to discard; a player). The notebook's exit tickets
(`exit_tickets`) print on the back, after a page break; a notebook with none has no back.
With `answers=True` it is the answer key: each room holds the answer (`answer_text()`) and
the hint a learner reads after a wrong answer. The page speaks `language` (the current one
when None): the questions, answers and hints as the notebooks say them.

    python -m ttlearn.teach.worksheets [--out worksheets] [--pdf | --no-pdf] [--paper a4|letter]

(`make worksheets`) writes `NN_name.html` and `NN_name-answers.html` for notebooks 1-9 in
`--out`, and in `sv/`, `hr/` and `th/` below it for every notebook in those languages. Each
is printed to PDF as well (`NN_name.pdf`, on A4; `--paper letter` for Letter) by Debian's
Chromium (`ttlearn.teach.chromium`) when it and playwright are here; `--pdf` insists on
it, `--no-pdf` writes the HTML alone, which prints as well from any browser.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..cards import Card, format_cards, parse_cards
from ..draw.layout import LIFT, Layout, hand_layout
from ..draw.svg import render
from ..language import N_, _, get_language, using
from .answers import choice_word
from .chromium import browser_missing, chromium
from .exercise_kinds import RANKS, ChoiceExercise, Exercise, NumberExercise
from .exercises import by_notebook, exit_tickets
from .hand_exercise_kinds import ArrangeExercise, DiscardExercise
from .meld_exercise_kind import MELD_CHOICES, MeldExercise
from .worksheet_page import escaped, page

# Each notebook's file name (notebooks/NN_name.ipynb) and title, its first heading without the number.
NOTEBOOKS: dict[int, tuple[str, str]] = {
    1: ("01_rules_tour", N_("Three Thirteen, rule by rule")),
    2: ("02_melds_and_wild_cards", N_("Melds and wild cards")),
    3: ("03_best_arrangement", N_("The best arrangement")),
    4: ("04_scoring_round_by_round", N_("Scoring round by round")),
    5: ("05_play_against_the_computer", N_("Play against the computer")),
    6: ("06_strategy_lab", N_("Strategy lab")),
    7: ("07_counting_hands", N_("Counting hands")),
    8: ("08_house_rules", N_("House rules")),
    9: ("09_counting_every_deal", N_("Counting every deal, rank by rank")),
}
# Every notebook is translated (notebooks/sv/, hr/, th/): its worksheets come in those languages too.
TRANSLATED = {code: tuple(NOTEBOOKS) for code in ("sv", "hr", "th")}
PAPERS = {"a4": "A4", "letter": "Letter"}  # --paper: Chromium's name of each

CARD_MM = 18 / 60  # millimetres a unit of a card picture (a card is 60 wide): 18 mm a card, less in a long row
_CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]|JK"
_CARD_RUN = re.compile(rf"(?<!\w)(?:{_CARD})(?:[ \t]+(?:{_CARD}))+(?![\w♠♥♦♣])")
_ROUND = re.compile(r"\bround (\d+)\b", re.IGNORECASE)
_SIZE = re.compile(r'^(<svg\b[^>]*?) width="[^"]*" height="[^"]*"')


def notebook_title(notebook: int) -> str:
    """"Notebook 2: Melds and wild cards", in the current language."""
    if notebook not in NOTEBOOKS:
        raise ValueError(f"no notebook {notebook!r}: one of {', '.join(map(str, NOTEBOOKS))}")
    return _("Notebook {number}: {title}").format(number=notebook, title=_(NOTEBOOKS[notebook][1]))


# --- The cards of an exercise ------------------------------------------------------------------


def _groups(text: str) -> tuple[tuple[Card, ...], ...]:
    """Card text as groups ("4C 5C 6H | AD 2D 3D"), or () if it is not all cards."""
    try:
        groups = tuple(tuple(parse_cards(part, jokers=True)) for part in text.split("|"))
    except ValueError:
        return ()
    return groups if all(groups) else ()


def card_groups(exercise: Exercise) -> tuple[tuple[Card, ...], ...]:
    """The cards an exercise asks about, in groups, each drawn as one picture: the hand of a
    meld, arrange or discard exercise; else the cards of a field ("{hand}", "{groups}", groups
    separated by |); else the first run of at least two cards written in its question
    ("you hold 3♥ 4♥ 5♥ 9♠"); no group for an exercise without cards.

    >>> from ttlearn.teach.exercises import exercise
    >>> [format_cards(group) for group in card_groups(exercise("n4-round-score"))]
    ['3♥ 4♥ 5♥ 9♠ 9♦ 7♣ Q♣']
    >>> card_groups(exercise("sets-of-3"))
    ()
    """
    cards = getattr(exercise, "cards", None)
    if isinstance(cards, str):
        return _groups(cards)
    for value in exercise.fields.values():
        groups = _groups(value)
        if groups:
            return groups
    with using("en"):
        found = _CARD_RUN.search(exercise.question_text())
    return (tuple(parse_cards(found.group(0), jokers=True)),) if found else ()


def card_round(exercise: Exercise) -> int | None:
    """The round an exercise is played in (its wilds are marked in the pictures), or None."""
    round = getattr(exercise, "round", None)
    if isinstance(round, int):
        return round
    with using("en"):
        found = _ROUND.search(exercise.question_text())
    return int(found.group(1)) if found and 1 <= int(found.group(1)) <= 11 else None


def card_picture(cards: Sequence[Card], round: int | None) -> str:
    """A row of cards as inline SVG, its wilds marked, sized in millimetres (a card 18 mm wide);
    the page's style scales a row wider than the printable width down to fit."""
    hand = hand_layout(cards, round)
    raised = hand.moved(0, -LIFT)  # no room for a selected card to rise: nothing is selected here
    layout = Layout(hand.width, hand.height - LIFT, hand.title, raised.frames, raised.cards, raised.captions)
    size = f' width="{layout.width * CARD_MM:.1f}mm" height="{layout.height * CARD_MM:.1f}mm"'
    return _SIZE.sub(lambda m: m.group(1) + size, render(layout), count=1)


def _pictures(exercise: Exercise) -> str:
    groups = card_groups(exercise)
    if not groups:
        return ""
    round = card_round(exercise)
    many = len(groups) > 1
    figures = "".join(f"<figure>{card_picture(group, round)}"
                      + (f"<figcaption>{escaped(format_cards(group))}</figcaption>" if many else "") + "</figure>"
                      for group in groups)
    return f'<div class="cards">{figures}</div>'


# --- Room to answer ----------------------------------------------------------------------------


def _ticks(words: Sequence[str]) -> str:
    items = "".join(f'<span class="choice"><span class="tick"></span>{escaped(word)}</span>' for word in words)
    # TRANSLATORS: on a worksheet, before the tick boxes of a question's choices.
    tick = _("Tick one:")  # outside the f-string, where Babel finds it
    return f'<div class="choices"><span class="label">{escaped(tick)}</span>{items}</div>'


def _line(label: str = "") -> str:
    shown = f'<span class="label">{escaped(label)}</span>' if label else ""
    return f'<div class="line">{shown}</div>'


BOX = '<div class="choices"><span class="box"></span></div>'
FRACTION = ('<div class="choices"><span class="fraction"><span class="box"></span><span class="bar"></span>'
            '<span class="box"></span></span></div>')


def answer_room(exercise: Exercise) -> str:
    """Room to answer, by the exercise's kind: tick boxes for a choice, a box for a number,
    a fraction for a probability, lines for an arrangement (and anything else)."""
    if isinstance(exercise, MeldExercise):
        room = _ticks([choice_word(word) for word in MELD_CHOICES])  # the words the notebook asks for
    elif isinstance(exercise, DiscardExercise):
        room = _ticks([str(card) for card in parse_cards(exercise.cards, jokers=True)])
    elif isinstance(exercise, ArrangeExercise):
        room = _line(_("Melds:")) + _line() + _line(_("Left over:")) + _line(_("Penalty:"))
    elif isinstance(exercise, ChoiceExercise):
        room = BOX if exercise.words == RANKS else _ticks([choice_word(word) for word in exercise.words])
    elif isinstance(exercise, NumberExercise):
        room = FRACTION if exercise.kind == "probability" else BOX
    else:
        room = _line() + _line()
    if exercise.computer:  # worked out in the notebook, written down here
        # TRANSLATORS: on a worksheet, for a question whose answer the notebook's cells compute.
        note = _("At a computer: answer it in notebook {number}, then write the answer here.").format(
            number=exercise.notebook)
        room = f'<p class="note">{escaped(note)}</p>' + room
    return f'<div class="room">{room}</div>'


def answer_key(exercise: Exercise) -> str:
    """The answer (computed by ttlearn) and the hint, where a learner's room to answer is."""
    answer, hint = _("Answer:"), _("Hint:")  # outside the f-strings, where Babel finds them
    return (f'<div class="key"><p><span class="label">{escaped(answer)}</span> '
            f"{escaped(exercise.answer_text())}</p>"
            f'<p><span class="label">{escaped(hint)}</span> {escaped(exercise.hint_text())}</p></div>')


# --- The page ----------------------------------------------------------------------------------


def _exercise(number: int, exercise: Exercise, answers: bool) -> str:
    ident = f' <span class="id">{escaped(exercise.id)}</span>' if answers else ""
    return (f'<section class="exercise" id="{escaped(exercise.id)}" data-kind="{escaped(exercise.kind)}">'
            f'<p class="question"><span class="number">{number}.</span>{escaped(exercise.question_text(paper=True))}'
            f"{ident}</p>{_pictures(exercise)}{answer_key(exercise) if answers else answer_room(exercise)}</section>")


def _header(title: str, what: str, answers: bool, heading: str = "h1") -> str:
    if answers:
        note = _("For the teacher: each answer is computed by ttlearn.")
        who = f'<p class="note">{escaped(note)}</p>'
    else:
        name, date = _("Name:"), _("Date:")
        who = (f'<p class="who"><span>{escaped(name)}<span class="blank"></span></span>'
               f'<span>{escaped(date)}<span class="blank short"></span></span></p>')
    return (f'<header><p class="kicker">Three Thirteen · {escaped(what)}</p>'
            f"<{heading}>{escaped(title)}</{heading}>{who}</header>")


def worksheet_html(notebook: int, language: str | None = None, answers: bool = False) -> str:
    """The worksheet of a notebook (1-8) as a page of HTML that prints on A4 and Letter, in
    `language` (None: the current one); `answers=True` gives the teacher's answer key."""
    with using(language):
        title = notebook_title(notebook)
        front = [e for e in by_notebook(notebook) if not e.ticket]
        tickets = exit_tickets(notebook)
        what = _("Answer key") if answers else _("Worksheet")
        parts = [_header(title, what, answers)]
        parts += [_exercise(k, e, answers) for k, e in enumerate(front, 1)]
        if tickets:
            back = [_header(title, _("Exit ticket"), answers, "h2")]
            back += [_exercise(k, e, answers) for k, e in enumerate(tickets, 1)]
            parts.append('<section class="back">' + "\n".join(back) + "</section>")
        return page(f"{title} · {what}", "\n".join(parts), get_language())


# --- The files ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Worksheet:
    """One file `make worksheets` writes: its path below the output folder, and what it holds."""

    path: Path
    notebook: int
    language: str
    answers: bool

    def html(self) -> str:
        return worksheet_html(self.notebook, self.language, self.answers)


def all_worksheets() -> Iterator[Worksheet]:
    """Every worksheet and answer key: every notebook in English, Swedish, Croatian and Thai."""
    editions = [("en", n) for n in NOTEBOOKS] + [(code, n) for code, ns in TRANSLATED.items() for n in ns]
    for code, n in editions:
        folder = Path() if code == "en" else Path(code)
        for answers in (False, True):
            name = NOTEBOOKS[n][0] + ("-answers" if answers else "")
            yield Worksheet(folder / f"{name}.html", n, code, answers)


def print_pdfs(pages: Sequence[tuple[str, Path]], paper: str = "A4") -> None:
    """Print pages of HTML to PDF files with Chromium, on `paper` ("A4" or "Letter")."""
    with chromium() as browser:
        tab = browser.new_page()
        for markup, path in pages:
            tab.set_content(markup, wait_until="load")
            tab.evaluate("document.fonts.ready")
            tab.pdf(path=str(path), format=paper, print_background=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ttlearn.teach.worksheets",
        description="Write a printable worksheet and its answer key for each notebook (HTML that prints on A4 "
                    "and Letter), and PDFs of them when Chromium is here.")
    parser.add_argument("--out", type=Path, default=Path("worksheets"), help="the folder (default: worksheets)")
    parser.add_argument("--pdf", action=argparse.BooleanOptionalAction, default=None,
                        help="print PDFs too with Chromium (default: when Chromium and playwright are here)")
    parser.add_argument("--paper", choices=sorted(PAPERS), default="a4", help="the PDFs' paper (default: a4)")
    args = parser.parse_args(argv)
    missing = browser_missing()
    if args.pdf and missing:
        print(f"{parser.prog}: error: no PDF: {missing}", file=sys.stderr)
        return 2
    pdfs = []
    for sheet in all_worksheets():
        path = args.out / sheet.path
        path.parent.mkdir(parents=True, exist_ok=True)
        markup = sheet.html()
        path.write_text(markup, encoding="utf-8")
        print(f"wrote {path}")
        pdfs.append((markup, path.with_suffix(".pdf")))
    if args.pdf is False:
        return 0
    if missing:
        print(f"no PDFs ({missing}): the HTML pages print as they are from a browser")
        return 0
    print_pdfs(pdfs, PAPERS[args.paper])
    for _markup, path in pdfs:
        print(f"wrote {path} ({PAPERS[args.paper]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
