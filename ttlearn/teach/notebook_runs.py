"""Run the notebooks again and save them with their outputs: what `make notebooks` does.

A learner's notebook keeps its `solution` and `answer` cells closed (`editions`), so it is
run in its runnable form, every closed cell opened into code, with nbclient (the kernel of
this environment, the notebook's folder as its working directory, widget state saved);
then its cells are closed again and it is written back, the same bytes as nbformat writes.
A cell that fails stops the run for that notebook with its error, and nothing is written.

    python -m ttlearn.teach.notebook_runs notebooks/[0-9]*.ipynb notebooks/[a-z][a-z]/[0-9]*.ipynb

needs the notebook extras (nbclient and ipykernel come with JupyterLab). Then `make
editions` writes the student's and teacher's editions from the notebooks saved here.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from .editions import dumps, learner_edition, read_notebook, runnable_edition

TIMEOUT = 1200  # seconds a cell may take: notebook 6 simulates about a minute on two cores


def run(notebook: dict, folder: Path, timeout: int = TIMEOUT) -> dict:
    """The notebook (its runnable form) run from the top in a new kernel, with its outputs
    and its widgets' state; its cells closed again, as the learner's edition has them."""
    import nbformat
    from nbclient import NotebookClient

    # nbformat's own reading and writing: lines joined for the kernel, split again for the file
    node = nbformat.reads(dumps(runnable_edition(notebook)), as_version=4)
    client = NotebookClient(node, timeout=timeout, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(folder)}})
    client.execute()
    return learner_edition(json.loads(nbformat.writes(node)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ttlearn.teach.notebook_runs",
                                     description="Run notebooks again (solutions opened for the run, then closed) "
                                                 "and save them with their outputs.")
    parser.add_argument("notebooks", nargs="+", type=Path, help="learner's notebooks (.ipynb), run in place")
    args = parser.parse_args(argv)
    for path in args.notebooks:
        start = time.monotonic()
        try:
            ran = run(read_notebook(path), path.parent.resolve())
        except Exception as err:  # a failed cell: say which notebook, keep the file as it was
            print(f"{parser.prog}: {path}: {type(err).__name__}: {str(err).strip().splitlines()[-1][:300]}",
                  file=sys.stderr)
            return 1
        path.write_text(dumps(ran), encoding="utf-8")
        print(f"ran {path} in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
