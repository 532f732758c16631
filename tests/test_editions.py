"""The student's edition: the teacher's notebook without its solution cells."""

import json
from pathlib import Path

import pytest

from ttlearn.teach.editions import is_solution, main, student_edition, write_student_edition

NOTEBOOK = Path(__file__).parent.parent / "notebooks" / "07_counting_hands.ipynb"


def _cell(source, tags=()):
    return {"cell_type": "code", "metadata": {"tags": list(tags)}, "source": source, "outputs": []}


def test_solution_cells_are_removed_and_the_rest_kept_in_order():
    notebook = {"cells": [_cell("a"), _cell("b", ["solution"]), _cell("c", ["other"])], "metadata": {}}
    student = student_edition(notebook)
    assert [c["source"] for c in student["cells"]] == ["a", "c"]
    assert len(notebook["cells"]) == 3  # the teacher's edition is untouched


def test_not_a_notebook():
    with pytest.raises(ValueError, match="not a notebook"):
        student_edition({"metadata": {}})


def test_the_counting_notebook_has_exercises_with_solutions(tmp_path):
    target = write_student_edition(NOTEBOOK, tmp_path)
    teacher = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    student = json.loads(Path(target).read_text(encoding="utf-8"))
    solutions = [c for c in teacher["cells"] if is_solution(c)]
    assert len(solutions) >= 5
    assert len(student["cells"]) == len(teacher["cells"]) - len(solutions)
    assert not any(is_solution(c) for c in student["cells"])
    assert all("check(" in "".join(c["source"]) for c in solutions)


def test_the_command(tmp_path, capsys):
    assert main([str(NOTEBOOK), "--folder", str(tmp_path)]) == 0
    assert (tmp_path / "07_counting_hands.ipynb").exists()
    assert main([str(tmp_path / "missing.ipynb"), "--folder", str(tmp_path)]) == 2
