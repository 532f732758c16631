"""The language ttlearn speaks to a learner: English (the default), Swedish, Croatian or Thai.

Every sentence for a learner is marked in the code with `_` (or `ngettext` when it counts
something, `pgettext` when a word alone is ambiguous) and looked up, when it is said, in the
gettext catalog of the current language: `ttlearn/locale/<code>/LC_MESSAGES/ttlearn.mo`,
compiled from the `.po` file beside it (`make translations`, README "Languages"). English
is the text in the code itself, so English needs no catalog and never changes.

The current language is, first, the one a `with using(code):` block chose (a widget made
with `language=` speaks its own), then the one `set_language` chose for the session, then
the environment's (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, as gettext reads them), and
English when none of those names a language ttlearn speaks.

>>> set_language("sv")
>>> _("nothing left over: 0 points")
'inget kvar: 0 poäng'
>>> with using("en"):
...     _("nothing left over: 0 points")
'nothing left over: 0 points'
>>> ngettext("{count} point", "{count} points", 5).format(count=5)
'5 poäng'
>>> set_language("de")
Traceback (most recent call last):
...
ValueError: unknown language 'de': one of en (English), sv (svenska), hr (hrvatski), th (ไทย)
>>> set_language("en")
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

# The languages ttlearn speaks, each by its ISO 639-1 code and its own name for itself.
LANGUAGES = {"en": "English", "sv": "svenska", "hr": "hrvatski", "th": "ไทย"}
DEFAULT = "en"
DOMAIN = "ttlearn"  # the catalogs' file name: ttlearn.po, ttlearn.mo
LOCALE_DIR = Path(__file__).parent.parent / "locale"  # ttlearn/locale
# The environment variables gettext reads, in its order of precedence.
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_session: str | None = None  # set_language's choice; None: the environment's
# A `using` block's choice. A ContextVar rather than a global, so that a widget speaking
# Thai inside its callback leaves the rest of the session as it was.
_override: ContextVar[str | None] = ContextVar("ttlearn_language", default=None)


def check_language(code: object) -> str:
    """`code` if ttlearn speaks that language, else a one-line ValueError naming the choices."""
    if not isinstance(code, str) or code not in LANGUAGES:
        choices = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
        raise ValueError(f"unknown language {code!r}: one of {choices}")
    return code


def set_language(code: str | None) -> None:
    """Speak `code` ('en', 'sv', 'hr', 'th') from now on in this session; None goes back to
    the environment's language."""
    global _session
    _session = None if code is None else check_language(code)


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The first language of the environment that ttlearn speaks, else English: 'sv_SE.UTF-8'
    is Swedish, and `LANGUAGE` may list several ('th:en').

    >>> environment_language({"LANG": "hr_HR.UTF-8"}), environment_language({"LANGUAGE": "de:th", "LANG": "C"})
    ('hr', 'th')
    >>> environment_language({"LANG": "C.UTF-8"})
    'en'
    """
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT:
        for entry in environ.get(variable, "").split(":"):
            code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
    return DEFAULT


def get_language() -> str:
    """The language ttlearn speaks now (see the module's text for how it is chosen)."""
    return _override.get() or _session or environment_language()


@contextmanager
def using(code: str | None) -> Iterator[None]:
    """Speak `code` inside the block (None: whatever is current), then as before."""
    token = _override.set(None if code is None else check_language(code))
    try:
        yield
    finally:
        _override.reset(token)


@cache
def translations(code: str) -> gettext.NullTranslations:
    """The catalog of `code`; English, the text of the code itself, has none."""
    if check_language(code) == DEFAULT:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[code])


def _(message: str) -> str:
    """`message` in the current language."""
    return translations(get_language()).gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message for `count`, in the current language: Croatian has
    three forms (1 bod, 2 boda, 5 bodova), Thai one."""
    return translations(get_language()).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, where `context` tells apart words that are the
    same in English ('seven' the rank, 'sevens' the set)."""
    return translations(get_language()).pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalog without translating it: for a table of texts built
    when the module is imported, translated with `_` when it is said."""
    return message


def count_text(count: int, singular: str, plural: str) -> str:
    """A counted phrase with its number in place: count_text(3, "{count} card", "{count} cards")."""
    return ngettext(singular, plural, count).format(count=count)
