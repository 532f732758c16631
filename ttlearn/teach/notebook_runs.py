"""Run the notebooks again and save them with their outputs: what `make notebooks` does.

A learner's notebook keeps its `solution` and `answer` cells closed (`editions`), so it is
run in its runnable form, every closed cell opened into code, with nbclient (the kernel of
this environment, the notebook's folder as its working directory, widget state saved);
every SVG picture of its outputs is saved as PNG too (`saved_pictures`: a cloned notebook
shows its pictures untrusted), the closed cells' outputs included; then its cells are
closed again and it is written back, the same bytes as nbformat writes. A cell that fails
stops the run with its error, and nothing more is written.

    python -m ttlearn.teach.notebook_runs notebooks/[0-9]*.ipynb notebooks/[a-z][a-z]/[0-9]*.ipynb

needs the notebook extras (nbclient and ipykernel come with JupyterLab), playwright and
Debian's Chromium (`apt-get install chromium`). Then `make editions` writes the student's
and teacher's editions from the notebooks saved here.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..support.chromium import browser_missing, chromium
from .editions import dumps, learner_edition, read_notebook, runnable_edition
from .saved_pictures import with_png_pictures

if TYPE_CHECKING:
    from playwright.sync_api import Browser

TIMEOUT = 1200  # seconds a cell may take: notebook 6 simulates about a minute on two cores


def run(notebook: dict, folder: Path, browser: Browser, timeout: int = TIMEOUT) -> dict:
    """The notebook (its runnable form) run from the top in a new kernel, with its outputs,
    their pictures also as PNG, and its widgets' state; its cells closed again, as the
    learner's edition has them."""
    import nbformat
    from nbclient import NotebookClient

    # nbformat's own reading and writing: lines joined for the kernel, split again for the file
    node = nbformat.reads(dumps(runnable_edition(notebook)), as_version=4)
    for cell in node.cells:
        cell.metadata.pop("execution", None)  # an earlier run's timestamps
    client = NotebookClient(node, timeout=timeout, kernel_name="python3", store_widget_state=True,
                            record_timing=False,  # no timestamps: a run again changes only what it shows
                            resources={"metadata": {"path": str(folder)}})
    client.execute()
    return learner_edition(with_png_pictures(json.loads(nbformat.writes(node)), browser))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ttlearn.teach.notebook_runs",
                                     description="Run notebooks again (solutions opened for the run, then closed) "
                                                 "and save them with their outputs.")
    parser.add_argument("notebooks", nargs="+", type=Path, help="learner's notebooks (.ipynb), run in place")
    args = parser.parse_args(argv)
    missing = browser_missing()
    if missing:
        print(f"{parser.prog}: the pictures are saved as PNG by Chromium, and {missing}", file=sys.stderr)
        return 2
    with chromium() as browser:
        for path in args.notebooks:
            start = time.monotonic()
            try:
                ran = run(read_notebook(path), path.parent.resolve(), browser)
            except Exception as err:  # a failed cell: say which notebook, keep the file as it was
                print(f"{parser.prog}: {path}: {type(err).__name__}: {str(err).strip().splitlines()[-1][:300]}",
                      file=sys.stderr)
                return 1
            path.write_text(dumps(ran), encoding="utf-8")
            print(f"ran {path} in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
