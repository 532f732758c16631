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


def is_solution(cell: dict) -> bool:
    return SOLUTION_TAG in cell.get("metadata", {}).get("tags", [])


def student_edition(notebook: dict) -> dict:
    """The notebook (as JSON data) without its solution cells."""
    if "cells" not in notebook:
        raise ValueError("not a notebook: no 'cells'")
    student = copy.deepcopy(notebook)
    student["cells"] = [cell for cell in student["cells"] if not is_solution(cell)]
    return student


def write_student_edition(source: Path, folder: Path | None = None) -> Path:
    """Write the student's edition of `source` into `folder` (default: a `student` folder
    next to it) under the same name, and return its path."""
    source = Path(source)
    notebook = json.loads(source.read_text(encoding="utf-8"))
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
