"""A "Run this lesson" button under each lesson's title: a link to the same lesson in the JupyterLite site
that `make book` builds beside the book (lite/build.py, into _book/lite/), so one folder of static files
lets a class read a lesson, then run it, with nothing installed.

The site holds the learner's notebooks (the student editions: no solution cells) at the lessons' own paths,
notebooks/NN_name.ipynb and notebooks/<language>/NN_name.ipynb, and opens one in JupyterLite's notebook
view from `notebooks/index.html?path=...`. The button is there when the build has the tag `lite`
(`sphinx-build -t lite`, as book/assemble.py builds beside the site; the front page's `{only} lite` says the same),
so a book built without the site (`--no-lite`) links to nothing that is not there.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from docutils import nodes

# A lesson's page: notebooks/01_rules_tour (the teacher's pages and the glossary are not lessons).
LESSON = re.compile(r"^notebooks/\d\d_\w+$")

# The button's words, in each language the book has (the lessons' own languages).
WORDS = {
    "en": ("Run this lesson", "in your browser, with nothing to install (JupyterLite; the solutions are left out)"),
    "sv": ("Kör lektionen", "i webbläsaren, utan att installera något (JupyterLite; lösningarna är borttagna)"),
    "hr": ("Pokreni lekciju", "u pregledniku, bez instaliranja (JupyterLite; bez rješenja)"),
    "th": ("เรียกใช้บทเรียนนี้", "ในเบราว์เซอร์ โดยไม่ต้องติดตั้งอะไร (JupyterLite ไม่มีเฉลย)"),
}


def launch_url(docname: str, language: str, site: str) -> str:
    """Where the button of `docname` leads, relative to its page: the lesson in `language` in the site at
    `site` (relative to the English book's root; each other language's book is one folder below it).

    >>> launch_url("notebooks/03_best_arrangement", "en", "lite")
    '../lite/notebooks/index.html?path=notebooks/03_best_arrangement.ipynb'
    >>> launch_url("notebooks/03_best_arrangement", "th", "lite")
    '../../lite/notebooks/index.html?path=notebooks/th/03_best_arrangement.ipynb'
    """
    to_root = "../" * (docname.count("/") + (language != "en"))
    folder, name = docname.rsplit("/", 1)
    lesson = f"{folder}/{name}.ipynb" if language == "en" else f"{folder}/{language}/{name}.ipynb"
    return f"{to_root}{site}/notebooks/index.html?path={quote(lesson)}"


def add_launch_button(app: Any, doctree: nodes.document) -> None:
    """Put the button right under the lesson's title (the first section's heading)."""
    docname = app.env.docname
    if not app.tags.has("lite") or not LESSON.match(docname):
        return
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None or not isinstance(section[0], nodes.title):
        return
    language = app.config.language if app.config.language in WORDS else "en"
    label, note = WORDS[language]
    url = launch_url(docname, language, app.config.lesson_launch_site)
    link = nodes.reference("", "", nodes.Text(f"▶ {label}"), refuri=url, classes=["tt-launch"])
    section.insert(1, nodes.paragraph("", "", link, nodes.Text(" "), nodes.inline("", note, classes=["tt-launch-note"]),
                                      classes=["tt-launch-line"]))


def setup(app: Any) -> dict[str, Any]:
    app.add_config_value("lesson_launch_site", "lite", "html")  # where the site is, beside the English book
    app.add_css_file("launch_button.css")
    app.connect("doctree-read", add_launch_button)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
