"""Three editions of every notebook from one source, as ThinkBayes2 makes them.

The conventions, which every notebook of `notebooks/` follows:

- **The source** is `notebooks/NN_name.ipynb`, and it is **the learner's edition** (the
  one `make lab` opens). It is committed executed (fixed seeds), with its outputs.
- **An exercise** is three cells in a row:
  1. a markdown cell with the question (`question("id")` may print it instead);
  2. a code cell tagged `exercise`, where the learner writes the answer and checks it::

         answer = ...  # your answer here
         check("n3-penalty", answer)

     which, run as it is, says "No answer yet: replace ... with your answer.";
  3. right after it, the solution, tagged `solution`: code that computes the answer and
     checks it.

  Exercise ids and their kinds are in `ttlearn.teach.exercises` (`catalogue()` lists them
  by notebook and kind, for a closing note). For "arrange this hand" and "which discard?"
  the answer may be the trainer itself: a cell shows `t = trainer("n3-arrange")`, and the
  learner writes `answer = t` in the exercise cell once the melds are made there.
- **A cell tagged `answer`** is any other cell whose output gives an answer away, such as
  a cell that prints a count the text asks the learner to predict first; a markdown cell
  that only leads in to it ("Every round at once:") is tagged `answer` too.
- Tags are set in JupyterLab's property inspector (the gear, right sidebar: Cell Tags).
- **A cell whose output the tests compare** is tagged `nbval-check-output` (nbval, run
  with `--nbval-lax`, checks only those): a tag, not a `# NBVAL_CHECK_OUTPUT` comment,
  so the learner reads no test scaffolding in the code.
- **A glossary term** (`ttlearn.teach.glossary`) is in bold, or linked to
  `glossary.md#term`, in the markdown cell where the notebook first uses it (before any
  output shows it); `define("term")` shows its entry in a cell.
- Outputs stay readable on GitHub: lines of at most 100 characters, no bare
  `<Figure ...>` text (end a plotting line with `;` or show the figure), widgets saved with
  their state (JupyterLab: Settings > Save Widget State Automatically) or a picture.

**Answers only on request.** In the learner's edition a `solution` or `answer` code cell is
*closed*: a markdown cell holding a `<details>` block ("Solution: open it once you have
tried"), its code in a fenced block and its saved output as text below it. Run All runs
none of them, so no answer shows and the learner's `answer` is never overwritten, and the
block reads the same in JupyterLab, Notebook 7, VS Code, GitHub, nbviewer and JupyterLite.
The code is read back from the fenced block (edit it there); the saved outputs ride in the
cell's metadata (`ttlearn.outputs`) for the teacher's edition. `runnable_edition` opens
every closed cell back into code: `make notebooks` runs that form and closes the cells
again (`ttlearn.teach.notebook_runs`).

The editions, written by `python -m ttlearn.teach.editions notebooks/[0-9]*.ipynb`
(`make editions`), the same bytes every time, without running anything:

- the learner's edition, the source itself, its `solution` and `answer` code cells closed
  as above (the command closes them, so authors need not);
- `notebooks/student/`, for a class: the source without its `solution` and `answer`
  cells; the exercise cells stay, still answering "No answer yet";
- `notebooks/teacher/`: every cell open, as code with its saved outputs, after a teacher's
  page: its source is `notebooks/teacher_pages/NN_name.md` (objectives, time needed,
  prerequisites, what to project, discussion questions, common mistakes), followed by the
  notebook's exercises with their answers.

The editions keep the source's outputs; links from a notebook to other files
(`glossary.md`, `../RULES.md`) are rewritten to work from the edition's folder. With
`--check` the command writes nothing and exits 1 naming every edition that is out of date
(the test suite runs the same check). A file that is not a notebook is refused in one line
(`NotebookError`).
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..language import N_, _, using

SOLUTION_TAG = "solution"
EXERCISE_TAG = "exercise"
ANSWER_TAG = "answer"
# What a closed cell says on its closed line, by its tag.
OPEN_IT = {SOLUTION_TAG: N_("Solution: open it once you have tried"),
           ANSWER_TAG: N_("The answer: open it once you have tried")}
OPENS = "<details>"  # how a closed cell's markdown begins
# The language a translated notebook speaks, from its first cell: set_language("sv").
_LANGUAGE_OF = re.compile(r"""set_language\(\s*["'](\w+)["']""")
# A closed cell's code: the first fenced Python block of its markdown.
_FENCED_CODE = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)
PAGE_CELL_ID = "teacher-page"
PAGES_FOLDER = "teacher_pages"
EDITIONS = ("student", "teacher")

# The exercise a code cell checks: check("id", ...) or trainer("id").
_CHECKED = re.compile(r"""\b(?:check|trainer)\(\s*["']([\w-]+)["']""")
# A Markdown link or image target: [text](target) or ![alt](target).
_LINK = re.compile(r"(\]\()([^)\s]+)(\))")
_NOTEBOOK_NAME = re.compile(r"\d\d_[\w-]+\.ipynb(#.*)?")


class NotebookError(ValueError):
    """A file that is not a notebook this module can read; the message says why, in one line."""


class EditionError(ValueError):
    """An edition cannot be made (a teacher's page is missing); the message says which, in one line."""


def tags(cell: dict) -> list[str]:
    return cell.get("metadata", {}).get("tags", [])


def is_solution(cell: dict) -> bool:
    return SOLUTION_TAG in tags(cell)


def is_exercise(cell: dict) -> bool:
    return EXERCISE_TAG in tags(cell)


def is_answer(cell: dict) -> bool:
    return ANSWER_TAG in tags(cell)


def source_of(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def is_closed(cell: dict) -> bool:
    """A `solution` or `answer` code cell closed into a `<details>` block (the learner's edition)."""
    return (cell.get("cell_type") == "markdown" and (is_solution(cell) or is_answer(cell))
            and source_of(cell).startswith(OPENS))


def code_of(cell: dict) -> str | None:
    """The code a cell runs, or would run once opened: a code cell's source, a closed cell's
    fenced code; None for any other cell."""
    if cell.get("cell_type") == "code":
        return source_of(cell)
    if is_closed(cell):
        found = _FENCED_CODE.search(source_of(cell))
        return found.group(1).rstrip("\n") if found else ""
    return None


def exercise_ids(notebook: dict) -> list[str]:
    """The exercises a notebook checks, in their order (each once), solutions closed or not."""
    found: dict[str, None] = {}
    for cell in notebook["cells"]:
        code = code_of(cell)
        if code is not None:
            found.update(dict.fromkeys(_CHECKED.findall(code)))
    return list(found)


def check_notebook(notebook: object) -> dict:
    """Return `notebook` if it has the shape of a Jupyter notebook (a list of cells, each
    with a dict of metadata and a list of tags), else raise NotebookError."""
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise NotebookError("not a notebook: no list of 'cells'")
    for k, cell in enumerate(notebook["cells"]):
        if not isinstance(cell, dict) or not isinstance(cell.get("metadata", {}), dict):
            raise NotebookError(f"not a notebook: cell {k} is not a cell with metadata")
        cell_tags = cell.get("metadata", {}).get("tags", [])
        if not isinstance(cell_tags, list) or not all(isinstance(tag, str) for tag in cell_tags):
            raise NotebookError(f"not a notebook: the tags of cell {k} are not a list of words")
        jupyter = cell.get("metadata", {}).get("jupyter", {})
        if not isinstance(jupyter, dict):
            raise NotebookError(f"not a notebook: the 'jupyter' metadata of cell {k} is not a dict")
    return notebook


def code_digest(notebook: dict) -> str:
    """A digest of the code a notebook runs (closed cells opened), to tell whether its saved
    outputs are those of its code: a translated notebook keeps it from its last run."""
    code = "\0".join(c for c in (code_of(cell) for cell in notebook.get("cells", [])) if c is not None)
    return hashlib.sha256(code.encode("utf-8")).hexdigest()[:16]


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


# The kernel as JupyterLab names it (ipykernel's spec): a notebook saying otherwise is changed,
# and so saved again, the moment JupyterLab opens it, and a clone shows modified files.
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def dumps(notebook: dict) -> str:
    """A notebook as JupyterLab saves it: as nbformat writes it (sorted keys, one-space indent,
    UTF-8, a final newline), with ipykernel's kernelspec (`KERNELSPEC`), so an edition is the
    same bytes every time and opening it in JupyterLab changes nothing."""
    metadata = notebook.get("metadata")
    if isinstance(metadata, dict) and "kernelspec" in metadata:
        notebook = {**notebook, "metadata": {**metadata, "kernelspec": KERNELSPEC}}
    return json.dumps(notebook, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


# --- the three editions -----------------------------------------------------------------------


def language_of(notebook: dict) -> str | None:
    """The language a notebook speaks: the one its first code cell sets, else None (English)."""
    first = next((source_of(c) for c in notebook.get("cells", []) if c.get("cell_type") == "code"), "")
    found = _LANGUAGE_OF.search(first)
    return found.group(1) if found else None


def _output_lines(outputs: list[dict]) -> str:
    """The saved outputs of a cell as a reader sees them in text: its streams and the plain
    text of its results (a picture by its words)."""
    parts = []
    for output in outputs:
        if output.get("output_type") == "stream":
            parts.append("".join(output.get("text", "")))
        elif "text/plain" in output.get("data", {}):
            parts.append("".join(output["data"]["text/plain"]) + "\n")
    return "".join(parts).rstrip("\n")


def _closed(cell: dict, language: str | None) -> dict:
    """A `solution` or `answer` code cell closed into a markdown `<details>` block: its code
    and its output as text inside, the outputs kept in the metadata for the teacher's edition."""
    tag = SOLUTION_TAG if is_solution(cell) else ANSWER_TAG
    with using(language):
        summary = _(OPEN_IT[tag])
    code = source_of(cell).rstrip("\n")
    shown = _output_lines(cell.get("outputs", []))
    text = f"{OPENS}<summary><b>{summary}</b></summary>\n\n```python\n{code}\n```\n"
    if shown:
        text += f"\n```text\n{shown}\n```\n"
    text += "\n</details>"
    metadata = {key: value for key, value in cell.get("metadata", {}).items() if key != "jupyter"}
    metadata["ttlearn"] = {"outputs": cell.get("outputs", []), "execution_count": cell.get("execution_count")}
    closed = {"cell_type": "markdown", "metadata": metadata, "source": _lines(text)}
    if "id" in cell:
        closed["id"] = cell["id"]
    return closed


def _opened(cell: dict) -> dict:
    """A closed cell opened back into the code cell it holds, with its saved outputs."""
    metadata = {key: value for key, value in cell.get("metadata", {}).items() if key != "ttlearn"}
    kept = cell.get("metadata", {}).get("ttlearn", {})
    opened = {"cell_type": "code", "execution_count": kept.get("execution_count"), "metadata": metadata,
              "outputs": kept.get("outputs", []), "source": _lines(code_of(cell) or "")}
    if "id" in cell:
        opened["id"] = cell["id"]
    return opened


def learner_edition(notebook: dict) -> dict:
    """The notebook with its `solution` and `answer` code cells closed (idempotent: the
    source's own form; a closed cell is closed again, so its words follow the catalog)."""
    learner = runnable_edition(notebook)
    language = language_of(learner)
    learner["cells"] = [_closed(cell, language) if cell.get("cell_type") == "code"
                        and (is_solution(cell) or is_answer(cell)) else cell for cell in learner["cells"]]
    return learner


def runnable_edition(notebook: dict) -> dict:
    """The notebook with every closed cell opened into code: what `make notebooks` runs."""
    runnable = copy.deepcopy(check_notebook(notebook))
    runnable["cells"] = [_opened(cell) if is_closed(cell) else cell for cell in runnable["cells"]]
    return runnable


def _relinked(cell: dict) -> dict:
    """A markdown cell whose links to files beside the notebooks point one folder up, for
    an edition in `student/` or `teacher/` (links to other notebooks stay: the editions
    sit side by side)."""
    if cell.get("cell_type") != "markdown":
        return cell

    def relink(match: re.Match[str]) -> str:
        target = match.group(2)
        keep = ("://" in target or target.startswith(("#", "/", "mailto:", "attachment:", "data:"))
                or _NOTEBOOK_NAME.fullmatch(target))
        return match.group(0) if keep else f"{match.group(1)}../{target}{match.group(3)}"

    text = _LINK.sub(relink, source_of(cell))
    cell["source"] = _lines(text)
    return cell


def _lines(text: str) -> list[str]:
    """Text as a cell's source: a list of lines, each ending in a newline but the last."""
    return text.splitlines(keepends=True)


def _marked(notebook: dict, edition: str) -> dict:
    notebook.setdefault("metadata", {})["ttlearn"] = {"edition": edition}
    return notebook


def student_edition(notebook: dict) -> dict:
    """The notebook for a class: without its solution cells and the cells tagged `answer`."""
    student = copy.deepcopy(check_notebook(notebook))
    student["cells"] = [_relinked(cell) for cell in student["cells"] if not is_solution(cell) and not is_answer(cell)]
    return _marked(student, "student")


def _unfolded(cell: dict) -> dict:
    """The cell without the folding an author may have given it in JupyterLab."""
    jupyter = cell.get("metadata", {}).pop("jupyter", {})
    kept = {key: value for key, value in jupyter.items() if key not in ("source_hidden", "outputs_hidden")}
    if kept:
        cell["metadata"]["jupyter"] = kept
    return cell


def teacher_edition(notebook: dict, page: str) -> dict:
    """The notebook for a teacher: every cell open and unfolded, after a markdown cell with `page`."""
    teacher = runnable_edition(notebook)
    cells = [_relinked(_unfolded(cell)) for cell in teacher["cells"]]
    page_cell = {"cell_type": "markdown", "id": PAGE_CELL_ID, "metadata": {"tags": ["teacher-page"]},
                 "source": _lines(page.strip() + "\n")}
    if (teacher.get("nbformat"), teacher.get("nbformat_minor", 0)) < (4, 5):
        page_cell.pop("id")  # cell ids came with nbformat 4.5
    teacher["cells"] = [_relinked(page_cell)] + cells
    return _marked(teacher, "teacher")


def teacher_page(notebook: dict, page_source: str, number: int | None = None) -> str:
    """A teacher's page: its Markdown source, then the notebook's exercises with their
    answers, and the other exercises ttlearn offers for notebook `number`, in the
    notebook's language."""
    from .exercises import EXERCISES, by_notebook, kind_name

    with using(language_of(notebook) or "en"):  # the page speaks the notebook's language, not the session's
        lines = [page_source.strip(), "", "### " + _("The exercises of this notebook, with their answers"), ""]
        ids = exercise_ids(notebook)
        for exercise_id in ids:
            exercise = EXERCISES.get(exercise_id)
            if exercise is None:
                lines.append(f"- `{exercise_id}`: " + _("not an exercise of {module}.").format(
                    module="`ttlearn.teach.exercises`"))
            else:
                lines.append(f"- `{exercise_id}` ({kind_name(exercise.kind)}): {exercise.answer_text()}")
        if not ids:
            lines.append(_("None yet."))
        offered = [e.id for e in by_notebook(number)] if number is not None else []
        more = [f"`{i}`" for i in offered if i not in ids]
        if more:
            lines += ["", _("ttlearn offers more for this notebook ({call}): {ids}.").format(
                call=f"`catalogue({number}, answers=True)`", ids=", ".join(more))]
    return "\n".join(lines) + "\n"


# --- the files --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Edition:
    """One edition file to write: where, and its text."""

    path: Path
    text: str


def editions_of(source: Path, folder: Path | None = None, pages: Path | None = None) -> list[Edition]:
    """The three editions of a source notebook: the learner's (the source itself, or
    `folder/name`), the student's (`folder/student/name`) and the teacher's
    (`folder/teacher/name`), `folder` being the source's own by default. The teacher's page
    is `pages/<stem>.md` (default: `teacher_pages/` beside the source)."""
    source = Path(source)
    notebook = read_notebook(source)
    edition = notebook.get("metadata", {}).get("ttlearn", {})
    if source.parent.name in EDITIONS or (isinstance(edition, dict) and edition.get("edition")):
        raise EditionError(f"{source} is an edition, not a source: give the notebooks of notebooks/")
    base = Path(folder) if folder is not None else source.parent
    page_path = (Path(pages) if pages is not None else source.parent / PAGES_FOLDER) / f"{source.stem}.md"
    try:
        page_source = page_path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise EditionError(f"no teacher's page {page_path}: write one (see ttlearn/teach/editions.py)") from None
    learner = learner_edition(notebook)
    return [
        Edition(source if folder is None else base / source.name, dumps(learner)),
        Edition(base / "student" / source.name, dumps(student_edition(learner))),
        Edition(base / "teacher" / source.name, dumps(teacher_edition(learner, teacher_page(learner, page_source,
                                                                                         _number(source))))),
    ]


def _number(source: Path) -> int | None:
    """The number of a notebook named NN_name.ipynb."""
    return int(source.name[:2]) if source.name[:2].isdigit() else None


def _current(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (FileNotFoundError, UnicodeDecodeError):
        return None


def out_of_date(sources: Iterable[Path], folder: Path | None = None, pages: Path | None = None) -> list[Path]:
    """The edition files that differ from what `write_editions` would write (or are missing)."""
    return [e.path for source in sources for e in editions_of(source, folder, pages) if _current(e.path) != e.text]


def write_editions(sources: Iterable[Path], folder: Path | None = None, pages: Path | None = None) -> list[Path]:
    """Write the editions of each source notebook; return the files that changed."""
    written = []
    for source in sources:
        for edition in editions_of(source, folder, pages):
            if _current(edition.path) != edition.text:
                edition.path.parent.mkdir(parents=True, exist_ok=True)
                edition.path.write_text(edition.text, encoding="utf-8")
                written.append(edition.path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ttlearn.teach.editions",
        description="Write the editions of notebooks: the learner's (solutions closed, in place), the student's "
                    "(no solutions, no answers) and the teacher's (everything, after a teacher's page).")
    parser.add_argument("notebooks", nargs="+", type=Path, help="source notebooks (.ipynb)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 naming the editions that are out of date")
    parser.add_argument("--folder", type=Path, default=None,
                        help="write all editions here (the learner's too) instead of beside each source")
    parser.add_argument("--pages", type=Path, default=None,
                        help=f"the folder of the teachers' pages (default: {PAGES_FOLDER}/ beside each source)")
    args = parser.parse_args(argv)
    stale, written = [], []
    for source in args.notebooks:
        try:
            if args.check:
                stale += out_of_date([source], args.folder, args.pages)
            else:
                written += write_editions([source], args.folder, args.pages)
        except (OSError, ValueError) as err:
            print(f"{parser.prog}: error: {source}: {err}", file=sys.stderr)
            return 2
    for path in stale:
        print(f"{path} is out of date: run make editions", file=sys.stderr)
    for path in written:
        print(f"wrote {path}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
