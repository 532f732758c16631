"""Sphinx extension: the book's interface words (Search, next page, Back to top ...) in its language.

Sphinx has no Thai catalog, and neither Sphinx's Swedish and Croatian catalogs nor the themes' know every
word the pages show (pydata-sphinx-theme's, from the "sphinx" catalog; sphinx-book-theme's "booktheme"
catalog, whose search field says "Search..." in every language). book/locale/<language>/LC_MESSAGES/
<catalog>.po holds the missing words; each build compiles them with Babel (no binary in the repository)
and adds them behind the catalogs Sphinx and the themes load, so theirs win where they have a word.

The search page's script words (Searching, Search Results ...) come from a translations.js that Sphinx
ships for the languages it knows; for another one it is written from the same "sphinx" catalog.
"""

from __future__ import annotations

import json
from gettext import GNUTranslations, NullTranslations
from pathlib import Path
from typing import Any

import sphinx
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from sphinx import locale
from sphinx.application import Sphinx

LOCALE = Path(__file__).resolve().parent.parent / "locale"


def compiled(po: Path, folder: Path) -> Path:
    """`po` compiled to a .mo file under `folder` (<language>/LC_MESSAGES/<catalog>.mo); its path."""
    with po.open("rb") as source:
        catalog = read_po(source)
    mo = folder / po.parent.parent.name / "LC_MESSAGES" / f"{po.stem}.mo"
    mo.parent.mkdir(parents=True, exist_ok=True)
    with mo.open("wb") as target:
        write_mo(target, catalog)
    return mo


def _behind(translator: NullTranslations, words: GNUTranslations) -> None:
    """Add `words` at the end of `translator`'s fallbacks, once."""
    while translator is not words:
        fallback = getattr(translator, "_fallback", None)  # (gettext's chain has no public walk)
        if fallback is None:
            translator.add_fallback(words)
            return
        translator = fallback


def add_catalogs(app: Sphinx) -> None:
    """Compile this language's .po files and add them to the catalogs the pages' templates use."""
    language = app.config.language
    folder = Path(app.doctreedir) / "interface-words"
    for po in sorted((LOCALE / language / "LC_MESSAGES").glob("*.po")):
        with compiled(po, folder).open("rb") as mo:
            words = GNUTranslations(mo)
        # the templates translate with app.translator; Python code with locale's translators
        targets = [locale.translators[("general", po.stem)]] if ("general", po.stem) in locale.translators else []
        if po.stem == "sphinx":
            targets.append(app.translator)
        for translator in {id(t): t for t in targets}.values():
            _behind(translator, words)
        if not targets:
            app.add_message_catalog(po.stem, str(folder))
    if _writes_translations_js(app):
        app.add_js_file("translations.js")


def _writes_translations_js(app: Sphinx) -> bool:
    sphinx_js = Path(sphinx.package_dir) / "locale" / app.config.language / "LC_MESSAGES" / "sphinx.js"
    return not sphinx_js.is_file() and (LOCALE / app.config.language / "LC_MESSAGES" / "sphinx.po").is_file()


def translations_js(po: Path, language: str) -> str:
    """The search page's words as Sphinx's translations.js gives them (Documentation.addTranslations)."""
    with po.open("rb") as source:
        catalog = read_po(source)
    messages: dict[str, str | list[str]] = {}
    for message in catalog:
        if message.id and message.string:
            key = str(message.id[0] if isinstance(message.id, (tuple, list)) else message.id)
            messages[key] = list(message.string) if isinstance(message.string, tuple) else message.string
    data = {"locale": language, "messages": messages, "plural_expr": catalog.plural_expr}
    return f"Documentation.addTranslations({json.dumps(data, ensure_ascii=False, indent=4, sort_keys=True)});\n"


def write_translations_js(app: Sphinx, exception: Exception | None) -> None:
    if exception is None and app.builder.format == "html" and _writes_translations_js(app):
        po = LOCALE / app.config.language / "LC_MESSAGES" / "sphinx.po"
        target = Path(app.outdir) / "_static" / "translations.js"
        target.write_text(translations_js(po, app.config.language), encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("builder-inited", add_catalogs)
    app.connect("build-finished", write_translations_js)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
