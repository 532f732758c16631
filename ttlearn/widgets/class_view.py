"""The class view, on the teacher's computer: the files the students handed in, read from a
folder (`ttlearn.teach.class_results`), summed up (`ttlearn.teach.class_summary`): a table
of the exercises (the share right at the first try, the most common wrong answers), the
hardest exercises, a line for each student, a chart, and the files refused with the reason.
"Read the folder again" takes in files handed in since. Names stay on this computer.
"""

from __future__ import annotations

import html
from pathlib import Path

from ..language import _, using
from ..teach.class_results import load_class
from ..teach.class_summary import ClassSummary
from .live_region import LiveRegion
from .picture import big_button, figure_svg
from .view import View, view_box


def chart_html(summary: ClassSummary) -> str:
    """The summary's chart as inline SVG; a line instead when there is none: nothing tried
    yet, no matplotlib on this computer, or no internet in the browser to fetch it."""
    if not any(e.first_tries for e in summary.exercises):
        return ""
    try:
        return figure_svg(summary.figure(), chart_name(summary))
    except ImportError:
        return "<p>" + html.escape(_("No chart: matplotlib is not installed here (pip install matplotlib).")) + "</p>"


def chart_name(summary: ClassSummary) -> str:
    """The chart's accessible name: what it shows, and its numbers (the hardest first)."""
    return _("Chart of the share right at the first try, by question. {hardest}").format(
        hardest=summary.hardest_words())


class ClassView(View):
    """The summary as HTML (its tables, the files refused), its chart, and a button that reads
    the folder again; what was read (students, files refused) is said in the live region,
    at first and after each reading."""

    def __init__(self, folder: str | Path, language: str | None = None):
        self.folder = folder
        with using(language):
            self.model = ClassSummary.of(load_class(folder))  # a missing folder is refused before anything is built
        self._build_in(language, self._build)

    def _build(self) -> None:
        import ipywidgets as W

        self.reload_button = big_button(W.Button(description=_("Read the folder again"), icon="refresh"))
        self.summary = W.HTML()
        self.chart = W.HTML()
        self.reload_button.on_click(lambda _button: self._try(self._read_again))
        self.live = LiveRegion()
        self.widget = view_box([W.HBox([self.reload_button]), self.summary, self.chart], self.live)
        self.refresh()

    def reload(self) -> None:
        """Read the folder again: files handed in since count, files taken out no more."""
        self.model = ClassSummary.of(load_class(self.folder))

    def _read_again(self) -> None:
        self.reload()
        self._read = True  # said again even in the same words: the teacher pressed for it

    _read = False

    def _redraw(self) -> None:
        refused = f"<p>{html.escape(self.refused)}</p>" if self.refused else ""
        self.summary.value = refused + self.model._repr_html_()
        self.chart.value = chart_html(self.model)
        self.live.say(self.refused or self.model.heading(), again=self._read)
        self._read = False

    def picture(self) -> str:
        return self.summary.value + self.chart.value


def class_view(folder: str | Path, language: str | None = None) -> ClassView:
    """The class view of the students' files in `folder`, ready to show; `language` the one it
    speaks (default: the session's)."""
    return ClassView(folder, language)
