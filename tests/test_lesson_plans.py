"""The lesson plans of the teachers' pages: `notebooks/teacher_pages/NN_name.md`, and the
pages of the translated notebooks 1 and 2 in `notebooks/teacher_pages/<language>/`.

Every page has a section `## Lesson plan: N minutes` (in a translated page, its words) with
a table, one row a step:

    | minutes | section | the class | on the projector | exercises |
    |---|---|---|---|---|
    | 0-5 | 1. How many hands? | ... | ... | `deals-round-11`, `deals-two-decks` |

- the steps follow each other from minute 0 to N, and N is the page's time needed (the first
  number of its section *Time needed*);
- a step names the notebook's section it covers by its heading as the notebook writes it
  (several: separated by "; "); a step outside the notebook (a start, a discussion, the deck
  of cards) is in *italics*;
- the exercises are named by id, each in the step of the section that asks it, and every
  exercise of the notebook is in the plan (optional parts below the table count: they name
  their section in **bold**);
- the last step is the exit ticket, five minutes, named by the heading the notebook gives it
  (checked once the notebook has its exit ticket: until then the heading is still to come);
- each item of *What to project* starts with the minutes of its step in bold (`**20-23**`).

Stricter, for a school period (`fit_problems`):

- a lesson is at most `LONGEST` (50) minutes: `## Lesson plan: N minutes`, N <= 50;
- the optional parts are list items below the table, each starting with the marker
  `*Optional, N minutes:*` (in a translated page its words: `*Valfritt, 10 minuter:*`,
  `*Po izboru, 10 minuta:*`, `*ไม่บังคับ 10 นาที:*`: WORDS' "optional" and "minutes");
- the page says what to leave for a 45-minute period (a Croatian school hour) in a line that
  starts with an italic marker holding "45" and WORDS' "period": `*In a 45-minute period:*`
  (`*På en lektion om 45 minuter:*`, `*U školskom satu od 45 minuta:*`, `*ในคาบ 45 นาที:*`);
- the table has a step in *italics* (outside the notebook) with a deck of cards in the
  class's column or its name (WORDS' "deck" words: "deck" or "cards" in English).

Notebook 1's page has the 20-minute activity with a deck of cards (its own section, its own
minutes from 0 to 20), and its plan starts with it. A translated page has the English page's
plan: the same minutes, the same exercises, the same sections (the same notebook cells).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from notebook_outputs import LANGUAGES, NOTEBOOKS, SOURCES, TRANSLATED, load
from ttlearn.teach.editions import code_of, exercise_ids, is_closed, is_exercise, source_of
from ttlearn.teach.exercises import EXERCISES, exit_tickets

ROOT = NOTEBOOKS.parent
PAGES = NOTEBOOKS / "teacher_pages"
# The headings of a page that the plan lives in, and the notebook's exit ticket, by language.
WORDS = {
    "en": {"time": "Time needed", "project": "What to project", "plan": "Lesson plan",
           "deck": "Before the first notebook: a deck on the table", "exit": "Exit ticket"},
    "sv": {"time": "Tid som behövs", "project": "Att visa på projektorn", "plan": "Lektionsplan",
           "deck": "Före den första anteckningsboken: en kortlek på bordet", "exit": "Exitlapp"},
    "hr": {"time": "Potrebno vrijeme", "project": "Što prikazati na projektoru", "plan": "Plan sata",
           "deck": "Prije prve bilježnice: špil na stolu", "exit": "Izlazni listić"},
    "th": {"time": "เวลาที่ใช้", "project": "สิ่งที่ฉายขึ้นจอ", "plan": "แผนการสอน",
           "deck": "ก่อนโน้ตบุ๊กแรก: ไพ่หนึ่งสำรับบนโต๊ะ", "exit": "คำถามท้ายบท"},
}
# The words of the stricter checks (`fit_problems`), by language: the marker of an optional
# part is "*{optional}, N {minutes}:*" (Thai without the comma), the 45-minute line's marker
# an italic phrase with "45" and the word for a school period, and a deck step names a deck
# (in English "deck" or "cards"; elsewhere the deck's own word: "kort", "karte" and "ไพ่" are
# in every sentence about melds).
FIT_WORDS = {
    "en": {"optional": "Optional", "minutes": "minutes", "period": "period", "deck": ("deck", "cards")},
    "sv": {"optional": "Valfritt", "minutes": "minuter", "period": "lektion", "deck": ("kortlek",)},
    "hr": {"optional": "Po izboru", "minutes": "minuta", "period": "sat", "deck": ("špil",)},
    "th": {"optional": "ไม่บังคับ", "minutes": "นาที", "period": "คาบ", "deck": ("สำรับ",)},
}
LONGEST = 50  # minutes: a lesson fits a school period
PERIOD = 45  # minutes: a Croatian school hour; each plan says what to leave for it
DECK_RULES = ("R2", "R4", "R12", "R13", "R15", "R16")  # deal, find melds, score: with one deck a group
EXIT_MINUTES = 5

_RANGE = re.compile(r"^(\d+)\s*[-–]\s*(\d+)$")
_BOLD_RANGE = re.compile(r"\*\*(\d+)\s*[-–]\s*(\d+)")
_ID = re.compile(r"`([a-z0-9]+(?:-[a-z0-9]+)+)`")  # an exercise id in backticks: `n1-go-out`
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_PATH = re.compile(r"`((?:apps|notebooks)/[^`\s]+\.ipynb)`")
_CHECKED = re.compile(r"""\b(?:check|trainer)\(\s*["']([\w-]+)["']""")


@dataclass(frozen=True)
class Page:
    """A teacher's page and the notebook it goes with, in the page's language (an English page
    is the first cell of its notebook's teacher's edition)."""

    path: Path
    notebook: Path
    language: str

    @property
    def number(self) -> int:
        return int(self.path.name[:2])

    @property
    def id(self) -> str:
        return self.path.relative_to(PAGES).with_suffix("").as_posix()


ENGLISH = [Page(PAGES / f"{s.stem}.md", s, "en") for s in SOURCES]
TRANSLATED_PAGES = [Page(PAGES / language / name.replace(".ipynb", ".md"), NOTEBOOKS / language / name, language)
                    for language in LANGUAGES for name in TRANSLATED]
ALL_PAGES = ENGLISH + TRANSLATED_PAGES


@dataclass(frozen=True)
class Step:
    """A row of a lesson plan: its minutes, the section it names, what is on the projector,
    the exercises it names."""

    start: int
    end: int
    section: str
    projector: str
    exercises: tuple[str, ...]
    the_class: str = ""

    @property
    def headings(self) -> list[str]:
        """The notebook headings the step names; none for a step outside the notebook (in italics)."""
        return [] if self.section.startswith("*") else [h.strip() for h in self.section.split("; ")]


def sections(page: str) -> dict[str, str]:
    """A page's `## ` sections by heading, each with its text."""
    found = {}
    for block in re.split(r"^## ", page, flags=re.M)[1:]:
        heading, _, body = block.partition("\n")
        found[heading.strip()] = body
    return found


def section(page: str, start: str) -> tuple[str, str] | None:
    """The heading and text of the first section whose heading starts with `start`."""
    return next(((h, body) for h, body in sections(page).items() if h.startswith(start)), None)


def steps(plan: str) -> list[Step]:
    """The rows of the plan's table."""
    rows = [line.strip() for line in plan.splitlines() if line.strip().startswith("|")]
    found = []
    for row in rows[2:]:  # after the header and the |---| line
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        minutes = _RANGE.match(cells[0]) if cells else None
        if len(cells) != 5 or not minutes:
            raise ValueError(f"a row that is no step (minutes | section | class | projector | exercises): {row}")
        found.append(Step(int(minutes.group(1)), int(minutes.group(2)), cells[1], cells[3],
                          tuple(_ID.findall(cells[4])), cells[2]))
    return found


def list_items(text: str) -> list[str]:
    """The items of a Markdown list, each with its indented lines joined to it."""
    items: list[str] = []
    going_on = False
    for line in text.splitlines():
        if line.startswith("- "):
            items.append(line)
            going_on = True
        elif going_on and line.startswith("  ") and line.strip():
            items[-1] += " " + line.strip()
        else:
            going_on = False
    return items


def headings(notebook: dict) -> dict[str, str]:
    """Every heading of a notebook's markdown (outside code), with the id of its cell."""
    found = {}
    for cell in notebook["cells"]:
        if cell.get("cell_type") != "markdown" or is_closed(cell):
            continue
        fenced = False
        for line in source_of(cell).splitlines():
            fenced ^= line.startswith("```")
            if not fenced and (heading := re.match(r"^#{1,6} (.+)$", line)):
                found.setdefault(heading.group(1).strip(), cell.get("id", ""))
    return found


def where_asked(notebook: dict) -> dict[str, set[str]]:
    """Each exercise the notebook asks, with the headings it stands under (its section, the
    section around that, and the notebook's title)."""
    found: dict[str, set[str]] = {}
    current: dict[int, str] = {}
    for cell in notebook["cells"]:
        if cell.get("cell_type") == "markdown" and not is_closed(cell):
            fenced = False
            for line in source_of(cell).splitlines():
                fenced ^= line.startswith("```")
                if not fenced and (heading := re.match(r"^(#{1,6}) (.+)$", line)):
                    level = len(heading.group(1))
                    current = {k: v for k, v in current.items() if k < level} | {level: heading.group(2).strip()}
        if is_exercise(cell):
            for exercise_id in _CHECKED.findall(code_of(cell) or ""):
                found.setdefault(exercise_id, set()).update(current.values())
    return found


def plan_of(text: str, language: str) -> tuple[int, list[Step], list[str]]:
    words = WORDS[language]
    found = section(text, words["plan"] + ":")
    if found is None:
        raise ValueError(f"no section '## {words['plan']}: ...'")
    heading, body = found
    minutes = re.search(r"\d+", heading)
    if minutes is None:
        raise ValueError(f"the heading '{heading}' says no minutes")
    return int(minutes.group()), steps(body), list_items(body)


def _timing(text: str, language: str, total: int, plan: list[Step]) -> list[str]:
    """The steps run from minute 0 to the time needed, one after the other, the exit ticket last."""
    words, found = WORDS[language], []
    time = section(text, words["time"])
    needed = re.search(r"\d+", time[1]) if time else None
    if needed is None:
        found.append(f"no section '{words['time']}' that says the minutes")
    elif int(needed.group()) != total:
        found.append(f"the time needed is {needed.group()} minutes, the plan's {total}")
    if not plan:
        return found + ["the plan has no steps"]
    clock = 0
    for step in plan:
        if step.start != clock or step.end <= step.start:
            found.append(f"the step {step.start}-{step.end} does not follow minute {clock}")
        clock = step.end
        if not step.projector.strip("—- "):
            found.append(f"the step {step.start}-{step.end} says nothing of the projector")
    if clock != total:
        found.append(f"the steps add up to {clock} minutes, not {total}")
    last = plan[-1]
    if last.section != words["exit"] or last.end - last.start != EXIT_MINUTES:
        found.append(f"the last step is not {EXIT_MINUTES} minutes of the exit ticket ('{words['exit']}')")
    return found


def _sections_and_exercises(notebook: dict, number: int, language: str, plan: list[Step],
                            optional: list[str]) -> list[str]:
    """Each step (and optional part) names headings of the notebook, and the exercises asked
    under them; together they name every exercise of the notebook."""
    titles, asked, found = headings(notebook), where_asked(notebook), []
    tickets = {e.id for e in exit_tickets(number)}
    has_ticket = bool(tickets & set(exercise_ids(notebook)))  # until then, its heading is still to come
    parts = [(f"the step {s.start}-{s.end}", s.headings, s.exercises) for s in plan]
    parts += [(f"the optional part '{o[2:40]}...'", _BOLD.findall(o), tuple(_ID.findall(o))) for o in optional]
    named: set[str] = set()
    for where, names, ids in parts:
        for heading in names:
            if heading not in titles and not (heading == WORDS[language]["exit"] and not has_ticket):
                found.append(f"{where} names '{heading}', no heading of the notebook")
        for exercise_id in ids:
            named.add(exercise_id)
            if exercise_id not in EXERCISES or EXERCISES[exercise_id].notebook != number:
                found.append(f"{where} names `{exercise_id}`, no exercise of notebook {number}")
            elif not asked.get(exercise_id, set()) & set(names):
                found.append(f"{where} names `{exercise_id}`, which the notebook asks elsewhere")
    missing = [i for i in exercise_ids(notebook) if i not in named and i not in tickets]
    if missing:
        found.append(f"the plan leaves out the notebook's exercises {missing}")
    return found


def problems(text: str, notebook: dict, number: int, language: str) -> list[str]:
    """What is wrong with a teacher's page's lesson plan, for the notebook it belongs to."""
    words = WORDS[language]
    try:
        total, plan, optional = plan_of(text, language)
    except ValueError as err:
        return [str(err)]
    found = _timing(text, language, total, plan) + _sections_and_exercises(notebook, number, language, plan, optional)
    unknown = sorted({i for i in _ID.findall(text) if i not in EXERCISES})
    if unknown:
        found.append(f"the page names {unknown}, not exercises of ttlearn.teach.exercises")
    project = section(text, words["project"])
    if project is None:
        found.append(f"no section '{words['project']}'")
    ranges = {(s.start, s.end) for s in plan}
    for item in list_items(project[1] if project else ""):
        shown = _BOLD_RANGE.match(item[2:])
        if shown is None or (int(shown.group(1)), int(shown.group(2))) not in ranges:
            found.append(f"'{words['project']}' has an item at no step's minutes: {item[:50]}")
    for path in _PATH.findall(text):
        if not (ROOT / path).is_file():
            found.append(f"the page names {path}, which does not exist")
    return found


def fit_problems(text: str, language: str) -> list[str]:
    """What keeps a plan from fitting a school period: over `LONGEST` minutes, an optional
    part without its marker, no line on a `PERIOD`-minute period, no step with a deck."""
    words = FIT_WORDS[language]
    try:
        total, plan, items = plan_of(text, language)
    except ValueError as err:
        return [str(err)]
    found = []
    if total > LONGEST:
        found.append(f"the plan takes {total} minutes, more than {LONGEST}")
    heading, body = section(text, WORDS[language]["plan"] + ":") or ("", "")
    below = body.split("\n|")[-1]  # after the table's last row
    marker = re.compile(rf"^- \*{re.escape(words['optional'])},? \d+ {re.escape(words['minutes'])}:\*")
    optional = [item for item in list_items(below) if item.startswith("- *")]
    found += [f"an optional part without its marker '*{words['optional']}, N {words['minutes']}:*': {item[:50]}"
              for item in optional if not marker.match(item)]
    period = re.compile(rf"^\*(?=[^*\n]*(?<!\d){PERIOD}(?!\d))(?=[^*\n]*{re.escape(words['period'])})[^*\n]*:\*",
                        re.M | re.I)
    if not period.search(text):
        found.append(f"no line starting '*... {PERIOD} ... {words['period']} ...:*' on what to leave for a "
                     f"{PERIOD}-minute period")
    start = "" if language == "th" else r"\b"  # Thai writes no spaces between words: no word boundary
    deck = re.compile("|".join(rf"{start}{re.escape(w)}" for w in words["deck"]), re.I)
    if not any(not s.headings and (deck.search(s.section) or deck.search(s.the_class)) for s in plan):
        found.append(f"no step in italics with a deck of cards ({', '.join(words['deck'])})")
    return found


def deck_problems(text: str, language: str) -> list[str]:
    """What is wrong with notebook 1's deck activity and its place in the plan."""
    words = WORDS[language]
    found = section(text, words["deck"])
    if found is None:
        return [f"no section '## {words['deck']} (20 ...)'"]
    heading, body = found
    wrong = []
    if not re.search(r"\(20 \S+\)$", heading):
        wrong.append(f"the heading '{heading}' does not say 20 minutes")
    minutes = [(int(a), int(b)) for a, b in _BOLD_RANGE.findall(body)]
    if not minutes or minutes[0][0] != 0 or minutes[-1][1] != 20 or any(
            a[1] != b[0] for a, b in zip(minutes, minutes[1:])):
        wrong.append(f"the activity's steps do not run from minute 0 to 20: {minutes}")
    missing = [rule for rule in DECK_RULES if not re.search(rf"\b{rule}\b", body)]
    if missing:
        wrong.append(f"the activity cites no {missing}")
    _, plan, _ = plan_of(text, language)
    if not any(words["deck"] in s.section and s.end - s.start == 20 and not s.headings for s in plan):
        wrong.append("the lesson plan has no 20-minute step for the deck on the table")
    return wrong


# --- the pages --------------------------------------------------------------------------------


@pytest.mark.parametrize("page", ALL_PAGES, ids=lambda p: p.id)
def test_every_teachers_page_has_a_lesson_plan_that_fits_its_notebook(page):
    assert page.path.is_file(), f"{page.path} is missing: the teacher's page of {page.notebook.name}"
    wrong = problems(page.path.read_text(encoding="utf-8"), load(page.notebook), page.number, page.language)
    assert not wrong, f"{page.id}: " + "; ".join(wrong)


@pytest.mark.parametrize("page", ALL_PAGES, ids=lambda p: p.id)
def test_every_plan_fits_a_school_period_with_a_deck_of_cards(page):
    wrong = fit_problems(page.path.read_text(encoding="utf-8"), page.language)
    assert not wrong, f"{page.id}: " + "; ".join(wrong)


FITTING = """# Teacher's page: a lesson that fits

## Lesson plan: 50 minutes

| minutes | section | the class | on the projector | exercises |
|---|---|---|---|---|
| 0-10 | *A deck on the table* | Groups of three deal round 1 with one deck of cards. | The rules. | — |
| 10-45 | Melds | The notebook. | The melds. | — |
| 45-50 | Exit ticket | The exit ticket. | Its questions. | — |

- *Optional, 10 minutes:* **Melds**: the checker.

*In a 45-minute period:* leave the optional part, and shorten the deck to 5 minutes.
"""


def test_a_plan_that_does_not_fit_a_period_is_found():
    assert fit_problems(FITTING, "en") == []
    longer = FITTING.replace("50 minutes", "60 minutes").replace("| 45-50 |", "| 45-60 |")
    assert fit_problems(longer, "en") == ["the plan takes 60 minutes, more than 50"]
    unmarked = FITTING.replace("- *Optional, 10 minutes:*", "- *Optional (10 minutes):*")
    assert any("without its marker" in p for p in fit_problems(unmarked, "en"))
    no_period = FITTING.replace("*In a 45-minute period:*", "In a short period:")
    assert any("45-minute period" in p for p in fit_problems(no_period, "en"))
    no_deck = FITTING.replace("*A deck on the table* | Groups of three deal round 1 with one deck of cards.",
                              "*A start* | Groups of three talk.")
    assert any("deck of cards" in p for p in fit_problems(no_deck, "en"))
    swedish = (FITTING.replace("Lesson plan", "Lektionsplan")
               .replace("*Optional, 10 minutes:*", "*Valfritt, 10 minuter:*")
               .replace("*In a 45-minute period:*", "*På en lektion om 45 minuter:*")
               .replace("deck of cards", "kortlek"))
    assert fit_problems(swedish, "sv") == []


@pytest.mark.parametrize("page", [p for p in ALL_PAGES if p.number == 1], ids=lambda p: p.id)
def test_notebook_1_starts_with_a_deck_on_the_table(page):
    wrong = deck_problems(page.path.read_text(encoding="utf-8"), page.language)
    assert not wrong, f"{page.id}: " + "; ".join(wrong)


def test_the_translated_notebooks_each_have_a_teachers_page():
    missing = [p.id for p in TRANSLATED_PAGES if not p.path.is_file()]
    assert not missing, f"translated notebooks without a teacher's page: {missing}"
    strays = sorted(p.relative_to(PAGES).as_posix() for p in PAGES.glob("*/*.md")
                    if p not in {t.path for t in TRANSLATED_PAGES})
    assert not strays, f"teacher's pages of no translated notebook: {strays}"


@pytest.mark.parametrize("page", TRANSLATED_PAGES, ids=lambda p: p.id)
def test_a_translated_page_has_the_english_plan(page):
    english = next(p for p in ENGLISH if p.path.name == page.path.name)
    text, english_text = page.path.read_text(encoding="utf-8"), english.path.read_text(encoding="utf-8")
    total, plan, optional = plan_of(text, page.language)
    english_total, english_plan, english_optional = plan_of(english_text, "en")
    assert total == english_total
    assert [(s.start, s.end, s.exercises) for s in plan] == [(s.start, s.end, s.exercises) for s in english_plan]
    assert [_ID.findall(o) for o in optional] == [_ID.findall(o) for o in english_optional]
    cells, english_cells = headings(load(page.notebook)), headings(load(english.notebook))
    for step, english_step in zip(plan, english_plan):
        assert bool(step.headings) == bool(english_step.headings), f"{step.section} | {english_step.section}"
        mine = [cells.get(h, h) for h in step.headings]
        theirs = [english_cells.get(h, h) for h in english_step.headings]
        if step.section != WORDS[page.language]["exit"]:
            assert mine == theirs, f"the step {step.start}-{step.end} names other sections than the English page"
    assert len(re.findall(r"^- ", section(text, WORDS[page.language]["project"])[1], flags=re.M)) == len(
        re.findall(r"^- ", section(english_text, "What to project")[1], flags=re.M))
    if page.number == 1:
        deck, english_deck = section(text, WORDS[page.language]["deck"]), section(english_text, WORDS["en"]["deck"])
        assert _BOLD_RANGE.findall(deck[1]) == _BOLD_RANGE.findall(english_deck[1])


# --- the checks can fail ----------------------------------------------------------------------


@pytest.fixture
def page_1():
    page = ENGLISH[0]
    return page.path.read_text(encoding="utf-8"), load(page.notebook)


def test_a_plan_that_does_not_add_up_is_found(page_1):
    text, notebook = page_1
    assert problems(text, notebook, 1, "en") == []
    longer = text.replace("| 43-45 |", "| 43-46 |", 1)
    assert any("does not follow" in p for p in problems(longer, notebook, 1, "en"))
    other_time = re.sub(r"(## Time needed\n\n)50", r"\g<1>45", text)
    assert any("time needed is 45" in p for p in problems(other_time, notebook, 1, "en"))


def test_a_step_that_names_no_section_of_the_notebook_is_found(page_1):
    text, notebook = page_1
    renamed = text.replace("| The deal (R6, R7, R8) |", "| Dealing (R6, R7, R8) |", 1)
    assert any("'Dealing (R6, R7, R8)', no heading" in p for p in problems(renamed, notebook, 1, "en"))


def test_an_exercise_named_wrongly_or_left_out_is_found(page_1):
    text, notebook = page_1
    unknown = text.replace("`n1-go-out`", "`n1-going-out`")
    wrong = problems(unknown, notebook, 1, "en")
    assert any("n1-going-out" in p for p in wrong) and any("leaves out" in p and "n1-go-out" in p for p in wrong)
    moved = text.replace("`n1-wild-round-9`, `n1-cards-round-7`", "`n1-cards-round-7`", 1).replace(
        "`n1-first-player`, `n1-next-dealer`", "`n1-first-player`, `n1-next-dealer`, `n1-wild-round-9`", 1)
    assert any("asks elsewhere" in p for p in problems(moved, notebook, 1, "en"))


def test_a_plan_without_the_exit_ticket_or_the_deck_is_found(page_1):
    text, notebook = page_1
    no_ticket = text.replace("| 45-50 | Exit ticket |", "| 45-50 | *Close* |", 1)
    assert any("exit ticket" in p for p in problems(no_ticket, notebook, 1, "en"))
    assert deck_problems(text, "en") == []
    no_deck = text.replace("## Before the first notebook", "## Before notebook 1", 1)
    assert deck_problems(no_deck, "en") == ["no section '## Before the first notebook: a deck on the table (20 ...)'"]
    short = text.replace("**16-20", "**16-19", 1)
    assert any("minute 0 to 20" in p for p in deck_problems(short, "en"))


def test_a_projector_item_at_no_step_is_found(page_1):
    text, notebook = page_1
    moved = text.replace("- **23-29**", "- **23-28**", 1)
    assert any("at no step's minutes" in p for p in problems(moved, notebook, 1, "en"))


def test_the_plan_names_the_heading_of_the_notebooks_exit_ticket(page_1):
    """The notebook checks its exit tickets under a heading: without it, the plan's last step
    names a heading the notebook lacks."""
    text, notebook = page_1
    assert problems(text, notebook, 1, "en") == []
    cells = [c for c in notebook["cells"] if "".join(c["source"]).strip() != "## Exit ticket"
             and not "".join(c["source"]).startswith("## Exit ticket\n")]
    assert len(cells) == len(notebook["cells"]) - 1
    assert any("'Exit ticket', no heading" in p for p in problems(text, {**notebook, "cells": cells}, 1, "en"))
