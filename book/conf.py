"""Sphinx configuration of the course book (`make book`; the sources are assembled by book/assemble.py).

Everything is offline: myst-nb shows the notebooks' saved outputs (nothing runs), no intersphinx,
no widget JavaScript from a CDN, and sphinx-book-theme ships its fonts, icons and scripts in the
wheel, so a build needs the package registry once (pip) and no network after.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

# The API reference documents this checkout's ttlearn, not whichever one the environment installed;
# the book's own Sphinx extensions are in book/_ext/.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))

project = "Three Thirteen with ttlearn"
author = "the ttlearn developers"
copyright = "the ttlearn developers"
language = "en"

# The book's own (book/_ext/): each lesson's button to JupyterLite, the theme's repairs for axe, rule numbers as
# links, Thai search, the interface words the catalogs lack.
extensions = ["myst_nb", "sphinx.ext.autodoc", "launch_button", "accessible_theme", "rule_links", "thai_search",
              "interface_words"]

# The notebooks are committed executed (make notebooks): show their saved outputs, run nothing.
nb_execution_mode = "off"
# A widget's saved view needs ipywidgets' JavaScript from a CDN: show the static HTML every widget
# output also carries (its picture as PNG, with its alt text), and load no widget script at all.
nb_mime_priority_overrides = [("html", "application/vnd.jupyter.widget-view+json", None)]
nb_ipywidgets_js: dict[str, dict[str, str]] = {}

# The lessons link to glossary.md#term: a slug for every heading down to ###.
myst_heading_anchors = 3

# The API reference: the signatures' types in the description, members in source order.
autodoc_typehints = "description"
autodoc_member_order = "bysource"
autodoc_default_options = {"members": True}

html_theme = "sphinx_book_theme"
html_title = "Three Thirteen with ttlearn"
html_theme_options = {
    "home_page_in_toc": True,
    "show_toc_level": 2,
    "use_download_button": False,  # each lesson has its own button that runs it (book/_ext/launch_button.py)
}
html_static_path = ["_static"]
# The language switch (book/_templates/languages.html) below the search field, on every page.
templates_path = ["_templates"]
html_sidebars = {"**": ["navbar-logo.html", "icon-links.html", "search-button-field.html", "languages.html",
                        "sbt-sidebar-nav.html"]}
html_copy_source = False  # the notebooks are in the repository; the site need not carry them twice
html_show_sourcelink = False


# ttlearn's docstrings write code as Markdown does, in single backticks (`Action`s), where reStructuredText
# reads interpreted text: make each such span a literal, as its author meant, before autodoc parses it.
_MARKDOWN_CODE = re.compile(r"(?<![`\w:])`([^`\n]+)`(?!`)(?=(\w)?)")


def _literal(match: re.Match[str]) -> str:
    return f"``{match.group(1)}``" + ("\\ " if match.group(2) else "")


def _markdown_code(app: object, what: str, name: str, obj: object, options: object, lines: list[str]) -> None:
    lines[:] = [_MARKDOWN_CODE.sub(_literal, line) for line in lines]


# The book's languages, as book/assemble.py builds them: English at the site's root, each other in its folder;
# each named in its own language, and the switch's name in each.
LANGUAGES = {"en": "English", "sv": "Svenska", "hr": "Hrvatski", "th": "ไทย"}
SWITCH_NAME = {"en": "Language", "sv": "Språk", "hr": "Jezik", "th": "ภาษา"}
ENGLISH_ONLY = ("api",)  # the API reference: the other languages' switch leads to their front page


def _language_links(app: object, pagename: str, templatename: str, context: dict, doctree: object) -> None:
    """The same page in every language, as links relative to this page (the books have one shape)."""
    here = app.config.language  # type: ignore[attr-defined]
    to_root = "../" * (pagename.count("/") + (here != "en"))
    links = []
    for code, name in LANGUAGES.items():
        page = "index" if code != "en" and pagename in ENGLISH_ONLY else pagename
        links.append((name, code, f"{to_root}{'' if code == 'en' else code + '/'}{page}.html", code == here))
    context["language_links"] = links
    context["language_switch_name"] = SWITCH_NAME.get(here, "Language")


# The book's title in its language (the language comes from assemble.py's -D language=..., after this file runs).
TITLES = {"en": html_title, "sv": "Three Thirteen med ttlearn", "hr": "Three Thirteen s ttlearnom",
          "th": "Three Thirteen กับ ttlearn"}


def _title(app: object, config: object) -> None:
    config.html_title = TITLES.get(config.language, html_title)  # type: ignore[attr-defined]


def _outputs_beside_the_doctrees(app: object) -> None:
    """myst-nb writes the notebooks' output files (pictures Sphinx then copies into the site) to
    jupyter_execute/ beside the site's folder: for _book/sv/ and _book/hr/ that is the same _book/jupyter_execute/,
    which two languages built at once would share (and one clean away under the other). Each language's
    doctrees folder is its own: write them there."""
    config = app.env.mystnb_config  # type: ignore[attr-defined]
    folder = Path(app.doctreedir) / "jupyter_execute"  # type: ignore[attr-defined]
    app.env.mystnb_config = config.copy(output_folder=str(folder))  # type: ignore[attr-defined]


def setup(app: object) -> dict[str, bool]:
    app.connect("builder-inited", _outputs_beside_the_doctrees, priority=900)  # after myst-nb's own (500)
    app.connect("config-inited", _title)  # type: ignore[attr-defined]
    app.connect("autodoc-process-docstring", _markdown_code)  # type: ignore[attr-defined]
    app.connect("html-page-context", _language_links)  # type: ignore[attr-defined]
    return {"parallel_read_safe": True, "parallel_write_safe": True}
