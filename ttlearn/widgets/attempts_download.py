"""A learner's answers handed in as a file, in a notebook: a name box, the button that makes
the file, and the message with its download link. A thin view: the logic is `AttemptsExport`
in `ttlearn.practice.attempts_export`, which tests drive headlessly."""

from __future__ import annotations

import html
from pathlib import Path

from ..language import _, using
from ..practice.attempts_export import AttemptsExport
from .picture import big_button, message_html
from .view import View


class AttemptsButton(View):
    """A box for the name, and the button that makes the file; the message and the link below."""

    def __init__(self, model: AttemptsExport, language: str | None = None):
        self._build_in(language, self._build, model)

    def _build(self, model: AttemptsExport) -> None:
        import ipywidgets as W

        self.model = model
        self.name = W.Text(value=model.student, description=_("Your name"), placeholder=_("as your teacher knows it"),
                           style={"description_width": "initial"})
        self.button = big_button(W.Button(description=_("Save my answers for my teacher"), icon="download"))
        self.message = W.HTML()
        self.button.on_click(lambda _button: self._try(self.export))
        self.widget = W.VBox([W.HBox([self.name, self.button]), self.message])
        self.refresh()

    def export(self) -> None:
        self.model.student = self.name.value
        self.model.export()

    def _redraw(self) -> None:
        last = self.model.last
        if self.refused:
            self.message.value = message_html(self.refused, "bad")
        elif last is not None:
            self.message.value = message_html(self.model.message(), "good") + last.link_html()
        else:
            self.message.value = ""

    def picture(self) -> str:
        """Where widgets do not run (a notebook on GitHub): the button's words, and how to use it."""
        with using(self.language):
            # each message outside the f-string, where the extraction of messages finds it
            button, how = _("Save my answers for my teacher"), _("run this notebook to save your answers here.")
            return f"<p><b>{html.escape(button)}</b>: {html.escape(how)}</p>"


def attempts_button(student: str = "", folder: str | Path | None = None,
                    language: str | None = None) -> AttemptsButton:
    """The button that saves this session's answers for the teacher, ready to show; `student`
    fills in the name box, `folder` is where the file goes outside the browser (default: next
    to the notebook), `language` the one it speaks (default: the session's)."""
    with using(language):
        model = AttemptsExport(student, folder)
    return AttemptsButton(model, language)
