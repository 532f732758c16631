"""Run the notebooks again and save them with their outputs: what `make notebooks` does.

A learner's notebook keeps its `solution` and `answer` cells closed (`editions`), so it is
run in its runnable form, every closed cell opened into code, with nbclient (the kernel of
this environment, the notebook's folder as its working directory, widget state saved);
every SVG picture of its outputs is saved as a named PNG too (`saved_pictures`: a cloned notebook
shows its pictures untrusted), the closed cells' outputs included; its widgets' random
model ids are renamed in the order the widgets were made (`fixed_widget_ids`) and no run
timestamps are kept, so a run again changes only what the notebook shows; then its cells
are closed again and it is written back, the same bytes as nbformat writes. A cell that
fails stops the run with its error, and nothing more is written.

    python -m ttlearn.teach.notebook_runs notebooks/[0-9]*.ipynb notebooks/[a-z][a-z]/[0-9]*.ipynb

needs the notebook extras (nbclient and ipykernel come with JupyterLab), playwright and
Debian's Chromium (`apt-get install chromium`). Then `make editions` writes the student's
and teacher's editions from the notebooks saved here.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .chromium import browser_missing, chromium
from .editions import code_digest, dumps, learner_edition, read_notebook, runnable_edition
from .saved_pictures import with_png_pictures

if TYPE_CHECKING:
    from playwright.sync_api import Browser

TIMEOUT = 1200  # seconds a cell may take: notebook 6 simulates about a minute on two cores


def run(notebook: dict, folder: Path, browser: Browser, timeout: int = TIMEOUT, name: str = "") -> dict:
    """The notebook (its runnable form) run from the top in a new kernel, with its outputs,
    their pictures also as PNG, and its widgets' state (their ids fixed by `name`, the
    notebook's file name); its cells closed again, as the learner's edition has them."""
    import nbformat
    from nbclient import NotebookClient

    # nbformat's own reading and writing: lines joined for the kernel, split again for the file
    node = nbformat.reads(dumps(runnable_edition(notebook)), as_version=4)
    for cell in node.cells:
        cell.metadata.pop("execution", None)  # an earlier run's timestamps
    client = NotebookClient(node, timeout=timeout, kernel_name="python3", store_widget_state=True,
                            # no timestamps, and a cell's printed lines as one output however the
                            # kernel flushed them: a run again changes only what the notebook shows
                            record_timing=False, coalesce_streams=True,
                            resources={"metadata": {"path": str(folder)}})
    client.execute()
    # the widgets' ids fixed before nbformat sorts the state by its random ids
    ran = json.loads(nbformat.writes(nbformat.from_dict(fixed_widget_ids(node, seed=name))))
    stamped = ran.get("metadata", {}).get("ttlearn")
    if isinstance(stamped, dict) and "language" in stamped:  # a translation: its outputs are of this code
        stamped["ran"] = code_digest(ran)
    return learner_edition(with_png_pictures(ran, browser))


WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def fixed_widget_ids(notebook: dict, seed: str = "") -> dict:
    """The notebook with each widget model id (random, uuid4) replaced by one fixed by
    `seed` and the widget's place in the saved state, which lists the widgets in the order
    the cells made them. The ids are 32 hex digits, as Jupyter makes them.

    >>> nb = {"cells": [{"outputs": [{"data": {"application/vnd.jupyter.widget-view+json":
    ...       {"model_id": "5d9e"}}}]}], "metadata": {"widgets": {WIDGET_STATE: {"state":
    ...       {"5d9e": {"state": {"layout": "IPY_MODEL_77aa"}}, "77aa": {"state": {}}}}}}}
    >>> fixed = fixed_widget_ids(nb)
    >>> list(fixed["metadata"]["widgets"][WIDGET_STATE]["state"]) == [
    ...     hashlib.sha256(f":{k}".encode()).hexdigest()[:32] for k in (0, 1)]
    True
    """
    state = notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    renamed = {old: hashlib.sha256(f"{seed}:{k}".encode()).hexdigest()[:32] for k, old in enumerate(state)}
    if not renamed:
        return notebook
    text = json.dumps(notebook, ensure_ascii=False)  # a NotebookNode is a dict too
    # An id is 32 hex digits and appears only as itself: a key, a model_id, or after IPY_MODEL_.
    for old, new in renamed.items():
        text = text.replace(f'"{old}"', f'"{new}"').replace(f'"IPY_MODEL_{old}"', f'"IPY_MODEL_{new}"')
    return json.loads(text)


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
                ran = run(read_notebook(path), path.parent.resolve(), browser, name=path.name)
            except Exception as err:  # a failed cell: say which notebook, keep the file as it was
                print(f"{parser.prog}: {path}: {type(err).__name__}: {str(err).strip().splitlines()[-1][:300]}",
                      file=sys.stderr)
                return 1
            path.write_text(dumps(ran), encoding="utf-8")
            print(f"ran {path} in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
