"""The language ttlearn speaks, and its words.

- `translation`: the language of the moment (`set_language`, `using`) and the gettext
  catalogs every sentence is looked up in (`_`, `ngettext`, `pgettext`, `count_text`);
- `card_words`: cards, ranks, suits and points in words ("seven of hearts", "set of 9s");
- `plurals`: a count and its English plural, for error messages ("2 decks");
- `quoting`: a short piece of bad input, quoted in an error message.

Importing this package gives the names of `translation`:

>>> from ttlearn.language import using
>>> with using("sv"):
...     _("nothing left over: 0 points")
'inget kvar: 0 poäng'
"""

from .translation import (
    DEFAULT,
    LANGUAGES,
    N_,
    _,
    check_language,
    count_text,
    get_language,
    ngettext,
    pgettext,
    set_language,
    using,
)

__all__ = ["DEFAULT", "LANGUAGES", "N_", "_", "check_language", "count_text", "get_language", "ngettext",
           "pgettext", "set_language", "using"]
