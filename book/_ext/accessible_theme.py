"""Two repairs to the theme (pydata-sphinx-theme, under sphinx-book-theme) that axe-core's WCAG 2.1 AA check
asks for, so the book's pages pass the same check as ttlearn's apps:

- the side navigation's toggles (a `<summary>` holding only a chevron icon) get a name, "The lessons: its
  pages", in the book's language (axe: summary-name);
- the search button is named by what it shows, "Search Ctrl+K", not "Search" alone (axe:
  label-content-name-mismatch): book/_templates/search-button-field.html.
"""

from __future__ import annotations

from typing import Any

# "<section>: its pages", the toggle that opens a section's pages in the side navigation.
PAGES_OF = {"en": "{}: its pages", "sv": "{}: dess sidor", "hr": "{}: njegove stranice", "th": "หน้าต่าง ๆ ใน {}"}


def name_the_toggles(soup: Any, language: str) -> None:
    """Give each unnamed `<summary>` of a navigation tree (a BeautifulSoup) its section's name."""
    words = PAGES_OF.get(language, PAGES_OF["en"])
    for summary in soup.select("li.has-children > details > summary"):
        link = summary.parent.parent.find("a", recursive=False)
        if summary.get_text(strip=True) or link is None:
            continue  # a section heading (its text names it) or no link to name it by
        summary["aria-label"] = words.format(link.get_text(strip=True))


def _named_toctree(app: Any, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    generate = context.get("generate_toctree_html")
    if generate is None or getattr(generate, "names_toggles", False):
        return

    def generate_named(*args: Any, **kwargs: Any) -> Any:
        tree = generate(*args, **kwargs)
        if hasattr(tree, "select"):  # the sidebar's: a BeautifulSoup (the raw kind is a string)
            name_the_toggles(tree, app.config.language)
        return tree

    generate_named.names_toggles = True  # type: ignore[attr-defined]
    context["generate_toctree_html"] = generate_named


def setup(app: Any) -> dict[str, Any]:
    # after the theme's own handler (priority 500), which puts generate_toctree_html in the context
    app.connect("html-page-context", _named_toctree, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
