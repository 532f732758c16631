"""A teacher's and a student's edition of a notebook from one source, as in ThinkBayes2.

The notebook in `notebooks/` is the teacher's edition. The student's edition is the same
notebook without the cells tagged `solution` (in JupyterLab: the property inspector, cell
tags). Every other cell, with its output, stays as it is, so the student's edition still
runs from top to bottom.

    python -m ttlearn.teach.editions notebooks/07_counting_hands.ipynb

writes notebooks/student/07_counting_hands.ipynb.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from collections.abc import Sequence
from pathlib import Path

SOLUTION_TAG = "solution"


class NotebookError(ValueError):
    """A file that is not a notebook this module can read; the message says why, in one line."""


def is_solution(cell: dict) -> bool:
    return SOLUTION_TAG in cell.get("metadata", {}).get("tags", [])


def check_notebook(notebook: object) -> dict:
    """Return `notebook` if it has the shape of a Jupyter notebook (a list of cells, each
    with a dict of metadata and a list of tags), else raise NotebookError."""
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise NotebookError("not a notebook: no list of 'cells'")
    for k, cell in enumerate(notebook["cells"]):
        if not isinstance(cell, dict) or not isinstance(cell.get("metadata", {}), dict):
            raise NotebookError(f"not a notebook: cell {k} is not a cell with metadata")
        tags = cell.get("metadata", {}).get("tags", [])
        if not isinstance(tags, list) or not all(isinstance(tag, str) for tag in tags):
            raise NotebookError(f"not a notebook: the tags of cell {k} are not a list of words")
    return notebook


def read_notebook(source: Path) -> dict:
    """A notebook file as JSON data, checked; a file that is not one raises NotebookError."""
    try:
        text = Path(source).read_bytes().decode("utf-8")
        return check_notebook(json.loads(text))
    except UnicodeDecodeError:
        raise NotebookError("not a notebook: the file is not UTF-8 text") from None
    except (json.JSONDecodeError, RecursionError) as err:
        reason = err.msg if isinstance(err, json.JSONDecodeError) else "nested too deep"
        raise NotebookError(f"not a notebook: the file is not JSON ({reason})") from None


def student_edition(notebook: dict) -> dict:
    """The notebook (as JSON data) without its solution cells."""
    student = copy.deepcopy(check_notebook(notebook))
    student["cells"] = [cell for cell in student["cells"] if not is_solution(cell)]
    return student


def write_student_edition(source: Path, folder: Path | None = None) -> Path:
    """Write the student's edition of `source` into `folder` (default: a `student` folder
    next to it) under the same name, and return its path."""
    source = Path(source)
    notebook = read_notebook(source)
    target = (Path(folder) if folder else source.parent / "student") / source.name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(student_edition(notebook), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return target


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ttlearn.teach.editions",
                                     description="Write student editions: notebooks without their solution cells.")
    parser.add_argument("notebooks", nargs="+", type=Path, help="teacher's editions (.ipynb)")
    parser.add_argument("--folder", type=Path, default=None, help="where to write (default: <notebook folder>/student)")
    args = parser.parse_args(argv)
    for source in args.notebooks:
        try:
            target = write_student_edition(source, args.folder)
        except (OSError, ValueError) as err:
            print(f"{parser.prog}: error: {source}: {err}", file=sys.stderr)
            return 2
        print(f"{source} -> {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
