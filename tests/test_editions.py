"""The editions from one source (ttlearn.teach.editions): the machinery, and that the
committed editions are what it makes of today's notebooks (CI fails on a stale edition).

The tests of the notebooks' content (exercises, answers, outputs) are in
tests/test_notebook_content.py.
"""

import json
import shutil

import pytest

from notebook_outputs import EDITION_FOLDERS, LANGUAGES, NOTEBOOKS, SOURCES, load
from ttlearn.teach.editions import (
    KERNELSPEC,
    PAGE_CELL_ID,
    code_of,
    dumps,
    editions_of,
    exercise_ids,
    is_closed,
    is_solution,
    learner_edition,
    main,
    out_of_date,
    read_notebook,
    runnable_edition,
    student_edition,
    teacher_edition,
    write_editions,
)

PAGES = NOTEBOOKS / "teacher_pages"
PAGE_SECTIONS = ("Objectives", "Time needed", "Prerequisites", "What to project", "Discussion questions",
                 "Common mistakes")


def _cell(source, tags=(), kind="code", **metadata):
    cell = {"cell_type": kind, "id": f"c{abs(hash(source)) % 10**6}", "metadata": {"tags": list(tags), **metadata},
            "source": source}
    if kind == "code":
        cell["outputs"] = []
    return cell


def _notebook(*cells):
    return {"cells": list(cells), "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


EXAMPLE = _notebook(
    _cell("# Title\n\nSee the [glossary](glossary.md#meld), [RULES](../RULES.md), [next](02_next.ipynb), "
          "[web](https://example.org) and [above](#title).", kind="markdown"),
    _cell("print(22100)", ["answer"]),
    _cell('answer = ...\ncheck("sets-of-3", answer)', ["exercise"]),
    _cell('answer = 52\ncheck("sets-of-3", answer)', ["solution"]),
    _cell("x = 1", jupyter={"source_hidden": True}),
)


# --- the machinery ----------------------------------------------------------------------------


def test_the_learner_edition_closes_the_solutions_and_answers_and_nothing_else():
    learner = learner_edition(EXAMPLE)
    answer, solution = learner["cells"][1], learner["cells"][3]
    assert [c["cell_type"] for c in learner["cells"]] == ["markdown", "markdown", "code", "markdown", "code"]
    assert is_closed(answer) and is_closed(solution) and not any(map(is_closed, learner["cells"][::2]))
    text = "".join(solution["source"])
    assert text.startswith("<details><summary><b>Solution: open it once you have tried</b></summary>")
    assert '```python\nanswer = 52\ncheck("sets-of-3", answer)\n```' in text and text.endswith("</details>")
    assert "The answer: open it" in "".join(answer["source"])
    assert [learner["cells"][k] for k in (0, 2, 4)] == [EXAMPLE["cells"][k] for k in (0, 2, 4)]
    assert learner["cells"][4]["metadata"]["jupyter"] == {"source_hidden": True}  # an author's own folding stays
    assert learner_edition(learner) == learner  # idempotent: the source is its own learner's edition
    assert EXAMPLE["cells"][3]["cell_type"] == "code"  # the input is untouched


def test_a_closed_cell_keeps_its_code_and_outputs_and_opens_back():
    ran = {**EXAMPLE["cells"][3], "execution_count": 4,
           "outputs": [{"output_type": "stream", "name": "stdout", "text": ["✓ Right: 52.\n"]}]}
    closed = learner_edition(_notebook(ran))["cells"][0]
    assert "```text\n✓ Right: 52.\n```" in "".join(closed["source"])  # opened, it shows the output too
    assert code_of(closed) == code_of(ran) == 'answer = 52\ncheck("sets-of-3", answer)'
    assert exercise_ids(_notebook(closed)) == ["sets-of-3"]
    opened = runnable_edition(_notebook(closed))["cells"][0]
    assert opened == {**ran, "source": ['answer = 52\n', 'check("sets-of-3", answer)']}


def test_a_translated_notebook_closes_its_cells_in_its_language():
    notebook = _notebook(_cell('from ttlearn import set_language\nset_language("sv")'), EXAMPLE["cells"][3])
    assert "Lösning" in "".join(learner_edition(notebook)["cells"][1]["source"])


def test_the_student_edition_drops_solutions_and_answers_and_keeps_the_order():
    student = student_edition(learner_edition(EXAMPLE))
    assert [c["source"] for c in student["cells"][1:]] == ['answer = ...\ncheck("sets-of-3", answer)', "x = 1"]
    assert student["metadata"]["ttlearn"] == {"edition": "student"}
    assert len(EXAMPLE["cells"]) == 5


def test_the_teacher_edition_starts_with_the_page_and_opens_every_cell():
    page = "# Teacher's page\n\nObjectives: see [the glossary](glossary.md)."
    teacher = teacher_edition(learner_edition(EXAMPLE), page)
    first = teacher["cells"][0]
    assert first["id"] == PAGE_CELL_ID and first["cell_type"] == "markdown"
    assert "".join(first["source"]).endswith("see [the glossary](../glossary.md).\n")
    assert len(teacher["cells"]) == len(EXAMPLE["cells"]) + 1
    assert [c["cell_type"] for c in teacher["cells"][1:]] == [c["cell_type"] for c in EXAMPLE["cells"]]
    assert not any("jupyter" in c["metadata"] for c in teacher["cells"])
    assert teacher["metadata"]["ttlearn"] == {"edition": "teacher"}


def test_links_to_files_beside_the_notebooks_point_one_folder_up_in_an_edition():
    text = "".join(student_edition(EXAMPLE)["cells"][0]["source"])
    assert "[glossary](../glossary.md#meld)" in text and "[RULES](../../RULES.md)" in text
    assert "[next](02_next.ipynb)" in text and "(https://example.org)" in text and "(#title)" in text


def test_editions_are_written_as_nbformat_writes_notebooks():
    for source in SOURCES:  # the committed sources were saved by Jupyter: the same bytes back
        assert dumps(read_notebook(source)) == source.read_text(encoding="utf-8"), source.name


def test_exercise_ids_are_read_from_the_checks_in_code_cells():
    assert exercise_ids(EXAMPLE) == ["sets-of-3"]
    notebook = _notebook(_cell("check('n3-arrange', trainer('n3-arrange'))"), _cell("check(x, 1)"),
                         _cell('check("a-b", 1)', kind="markdown"))
    assert exercise_ids(notebook) == ["n3-arrange"]


def test_not_a_notebook():
    with pytest.raises(ValueError, match="not a notebook"):
        student_edition({"metadata": {}})
    with pytest.raises(ValueError, match="jupyter"):
        learner_edition({"cells": [{"metadata": {"jupyter": []}}]})


@pytest.fixture
def folder(tmp_path):
    """A copy of notebook 7 and its teacher's page, to write editions in."""
    shutil.copy(NOTEBOOKS / "07_counting_hands.ipynb", tmp_path)
    (tmp_path / "teacher_pages").mkdir()
    shutil.copy(PAGES / "07_counting_hands.md", tmp_path / "teacher_pages")
    return tmp_path


def test_the_command_writes_the_editions_and_checks_them(folder, capsys):
    source = folder / "07_counting_hands.ipynb"
    assert main([str(source)]) == 0
    student, teacher = folder / "student" / source.name, folder / "teacher" / source.name
    assert student.exists() and teacher.exists()
    assert all(is_solution(c) <= is_closed(c) for c in load(source)["cells"])  # closed in place
    first = [p.read_bytes() for p in (source, student, teacher)]
    assert main([str(source)]) == 0 and [p.read_bytes() for p in (source, student, teacher)] == first  # same bytes
    assert main(["--check", str(source)]) == 0
    capsys.readouterr()
    teacher.write_text(teacher.read_text(encoding="utf-8").replace("Objectives", "Aims"), encoding="utf-8")
    student.unlink()
    assert main(["--check", str(source)]) == 1
    err = capsys.readouterr().err
    assert f"{teacher} is out of date" in err and f"{student} is out of date" in err
    assert out_of_date([source]) == [student, teacher]
    assert write_editions([source]) == [student, teacher] and out_of_date([source]) == []


def test_the_command_refuses_a_notebook_without_a_teachers_page_in_one_line(folder, capsys):
    (folder / "teacher_pages" / "07_counting_hands.md").unlink()
    assert main([str(folder / "07_counting_hands.ipynb")]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "no teacher's page" in err
    assert not (folder / "student").exists()


def test_the_command_refuses_an_edition_as_a_source(folder, capsys):
    assert main([str(folder / "07_counting_hands.ipynb")]) == 0
    assert main([str(folder / "student" / "07_counting_hands.ipynb")]) == 2
    assert "is an edition, not a source" in capsys.readouterr().err


def test_the_command_can_write_everything_elsewhere(folder, tmp_path_factory):
    out = tmp_path_factory.mktemp("out")
    source = folder / "07_counting_hands.ipynb"
    before = source.read_bytes()
    assert main([str(source), "--folder", str(out), "--pages", str(folder / "teacher_pages")]) == 0
    assert source.read_bytes() == before
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*.ipynb")) == [
        "07_counting_hands.ipynb", "student/07_counting_hands.ipynb", "teacher/07_counting_hands.ipynb"]


# --- the committed editions -------------------------------------------------------------------


TRANSLATED_SOURCES = [NOTEBOOKS / language / source.name for language in LANGUAGES for source in SOURCES]


@pytest.mark.parametrize("source", SOURCES + TRANSLATED_SOURCES,
                         ids=lambda p: p.relative_to(NOTEBOOKS).with_suffix("").as_posix())
def test_the_committed_student_and_teacher_editions_are_up_to_date(source):
    """Each language's notebooks have their student's and teacher's editions, the teacher's
    page of that language first (notebooks/teacher_pages/<language>/)."""
    pages = PAGES / source.parent.name if source.parent != NOTEBOOKS else None
    _, student, teacher = editions_of(source, pages=pages)
    for edition in (student, teacher):
        assert edition.path.exists(), f"{edition.path} is missing: run make editions and commit it"
        assert edition.path.read_text(encoding="utf-8") == edition.text, \
            f"{edition.path} is out of date: run make editions and commit it"


def test_every_edition_has_its_source():
    names = {source.name for source in SOURCES}
    folders = [NOTEBOOKS / f for f in EDITION_FOLDERS]
    for folder in folders + [NOTEBOOKS / language / f for language in LANGUAGES for f in EDITION_FOLDERS]:
        strays = sorted(p.name for p in folder.glob("*.ipynb") if p.name not in names)
        assert not strays, f"{folder} holds editions of no notebook: {strays}; delete them"
        assert sorted(p.name for p in folder.glob("*.ipynb")) == sorted(names), f"{folder} lacks editions"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_every_notebook_has_a_teachers_page_with_its_sections(source):
    page = (PAGES / f"{source.stem}.md").read_text(encoding="utf-8")
    assert page.startswith("# Teacher's page: ")
    for section in PAGE_SECTIONS:
        assert f"\n## {section}\n" in page, f"{source.stem}: the teacher's page has no section '{section}'"


def test_the_counting_lesson_has_a_fifty_minute_plan_with_optional_parts_and_the_formulas():
    page = (PAGES / "07_counting_hands.md").read_text(encoding="utf-8")
    assert "## Lesson plan: 50 minutes" in page and page.count("*Optional") >= 3
    for formula in (r"\binom{n}{k}", r"\sum_{g \in G} |X^g|", r"\frac{z^2}{2n}", "E[P(h)]"):
        assert formula in page, f"the formula {formula} is missing"


def test_the_makefile_writes_every_notebooks_editions_and_the_glossary():
    makefile = (NOTEBOOKS.parent / "Makefile").read_text(encoding="utf-8")
    target = makefile.split("\neditions:", 1)[1].split("\n\n", 1)[0]
    assert "ttlearn.teach.editions notebooks/[0-9]*.ipynb" in target
    assert "ttlearn.teach.glossary notebooks/glossary.md" in target
    assert "ttlearn.teach.lesson_translations build" in target  # the translated notebooks first
    assert "ttlearn.teach.editions notebooks/$$l/[0-9]*.ipynb --pages notebooks/teacher_pages/$$l" in target
    assert "ttlearn.teach.glossary --language $$l notebooks/$$l/glossary.md" in target


def test_a_student_edition_keeps_the_outputs_of_the_cells_it_keeps():
    source, student = load(SOURCES[-1]), load(NOTEBOOKS / "student" / SOURCES[-1].name)
    kept = {c["id"]: c for c in source["cells"]}
    for cell in student["cells"]:
        assert cell.get("outputs") == kept[cell["id"]].get("outputs")
    assert json.dumps(student).count('"solution"') == 0


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_the_student_edition_runs_the_code_cells_of_the_learners_notebook(source):
    """nbval does not run the student's editions (conftest.py): their code cells are the
    learner's notebook's, in the same order, and those run from Run All in JupyterLab
    (tests/test_jupyterlab.py) and, as the student's edition itself, in JupyterLite
    (tests/test_lite.py); the saved outputs are the same too (above)."""
    def code_cells(notebook: dict) -> list[str]:
        return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]

    student = load(NOTEBOOKS / "student" / source.name)
    assert code_cells(student) == code_cells(load(source))


def test_every_committed_notebook_is_saved_as_jupyterlab_saves_it():
    """JupyterLab gives an opened notebook its kernel's name and saves it at once when the
    notebook says another: a clone would show modified files after a first look. Every
    notebook and app holds ipykernel's kernelspec, and is the bytes `dumps` writes."""
    import nbformat

    paths = sorted(NOTEBOOKS.rglob("*.ipynb")) + sorted((NOTEBOOKS.parent / "apps").rglob("*.ipynb"))
    assert len(paths) > 30
    for path in paths:
        text = path.read_text(encoding="utf-8")
        notebook = read_notebook(path)
        assert notebook["metadata"]["kernelspec"] == KERNELSPEC, path
        assert all("id" in cell for cell in notebook["cells"]), f"{path}: a cell with no id, which JupyterLab adds"
        # what the server writes when JupyterLab saves (nbformat.write): the same bytes
        assert nbformat.writes(nbformat.reads(text, as_version=nbformat.NO_CONVERT)) + "\n" == text, path
        assert dumps(notebook) == text, f"{path} is not saved as JupyterLab saves it"

