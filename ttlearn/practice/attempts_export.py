"""A learner's answers handed in as a file: the file of this session's attempts
(`ttlearn.teach.attempts`) made for the teacher, under the learner's name (its view, a name
box and a button, is `ttlearn.widgets.attempts_download`).

In a Jupyter on the learner's computer the file is written next to the notebook, and a link
downloads it too. In JupyterLite the kernel's files live in the browser, not on the disk:
there the file is offered as a download only (a link holding the file itself, a
`data:` URL), which the learner clicks, then hands the file in. Nothing is sent anywhere.

>>> from ttlearn.teach.attempts import forget_attempts
>>> forget_attempts()
>>> export = AttemptsExport("Ana", in_browser=True).export()
>>> export
Export(attempts-ana.json: 0 attempts, to download)
>>> export.link_html().startswith('<a download="attempts-ana.json" href="data:application/json;')
True
"""

from __future__ import annotations

import base64
import html
import sys
from dataclasses import dataclass
from pathlib import Path

from ..language import _, count_text
from ..teach.attempts import attempts_json, file_name, save_attempts, session_attempts


@dataclass(frozen=True)
class Export:
    """A file of attempts made for a learner: its name, its text, how many attempts it holds,
    and where it was saved (None: in the browser, to download only)."""

    file: str
    text: str
    attempts: int
    saved: Path | None

    def __repr__(self) -> str:
        where = f"saved to {self.saved.name}" if self.saved is not None else "to download"
        attempts = "1 attempt" if self.attempts == 1 else f"{self.attempts} attempts"
        return f"Export({self.file}: {attempts}, {where})"

    def link_html(self) -> str:
        """A link that downloads the file: the file itself in the link, as a data URL."""
        data = base64.b64encode(self.text.encode("utf-8")).decode("ascii")
        words = html.escape(_("Download {file}").format(file=self.file))
        return (f'<a download="{html.escape(self.file)}" href="data:application/json;charset=utf-8;base64,{data}" '
                f'style="font-weight:bold">{words}</a>')


class AttemptsExport:
    """The model: the learner's name as typed, and `export()`, which makes the file of this
    session's attempts (refused in one line, a ValueError, for a missing or bad name). Outside
    the browser it is also saved in `folder` (default: the current one, next to the notebook);
    `in_browser` (default: running under Pyodide, as in JupyterLite) saves nothing."""

    def __init__(self, student: str = "", folder: str | Path | None = None, in_browser: bool | None = None):
        self.student = student
        self.folder = Path.cwd() if folder is None else Path(folder)
        self.in_browser = sys.platform == "emscripten" if in_browser is None else in_browser
        self.last: Export | None = None

    def __repr__(self) -> str:
        return f"AttemptsExport({self.student!r}: {len(session_attempts())} attempts)"

    def export(self) -> Export:
        text = attempts_json(self.student)  # a bad name is refused before anything is written
        attempts = len(session_attempts())
        saved = None
        if not self.in_browser:
            try:
                saved = save_attempts(self.folder, student=self.student)
            except OSError:  # a folder the learner cannot write to: the download is still there
                saved = None
        self.last = Export(file_name(self.student), text, attempts, saved)
        return self.last

    def message(self) -> str:
        """What the learner reads after an export: where the file is (the view adds the link)."""
        last = self.last
        if last is None:
            return ""
        count = count_text(last.attempts, "{count} answer", "{count} answers")
        if last.saved is None:
            words = _("The file {file} holds {count} of this session: download it, then hand it in to your "
                      "teacher.")
        else:
            words = _("Saved next to this notebook: {file}, with {count} of this session. Hand that file in to "
                      "your teacher, or download it here.")
        return words.format(count=count, file=last.file)
