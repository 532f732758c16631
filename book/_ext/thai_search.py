"""Sphinx extension: a search language for Thai, whose words are written with no space between them.

Sphinx has no Thai search: its word splitter would index a Thai sentence as a few long runs (cut at every
vowel or tone mark), and a Thai word would rarely be one of them. As search engines do for Chinese and
Japanese, each run of Thai letters is indexed as its overlapping pairs of characters ("ไวลด์" gives
"ไว", "วล", "ลด", "ด์"), and a query is split the same way in the browser: a page is found when it holds
every pair of the word. Other words (R10, best_arrangement) are indexed and stemmed as in English.

The Python splitter (`split_words`) and the JavaScript one (`JS_SPLITTER`) must agree; the tests hold
them to the same examples.
"""

from __future__ import annotations

import re
from typing import Any

from sphinx.application import Sphinx
from sphinx.search import _MINIFIED_JS_PATH
from sphinx.search.en import SearchEnglish

THAI = "\u0e00-\u0e7f"  # the Thai block of Unicode: letters, vowel and tone marks, digits
_WORD = re.compile(rf"[{THAI}]+|(?:(?![{THAI}])\w)+")
_THAI = re.compile(rf"[{THAI}]")


def bigrams(run: str) -> list[str]:
    """A run of Thai as its overlapping pairs of characters (a single character as itself)."""
    return [run[i:i + 2] for i in range(len(run) - 1)] or [run]


def split_words(text: str) -> list[str]:
    """The words to index for `text`: each Thai run as its pairs, every other word whole."""
    words: list[str] = []
    for word in _WORD.findall(text):
        words += bigrams(word) if _THAI.match(word) else [word]
    return words


# The same splitter in the browser (searchtools.js calls splitQuery(query)); \p{...} as Sphinx's own.
JS_SPLITTER = r"""
function splitQuery(query) {
  const pattern = /[\u0e00-\u0e7f]+|(?:(?![\u0e00-\u0e7f])[\p{Letter}\p{Number}_\p{Emoji_Presentation}])+/gu;
  const words = query.match(pattern) || [];
  const split = [];
  for (const word of words) {
    if (!/^[\u0e00-\u0e7f]/.test(word)) split.push(word);
    else if (word.length < 2) split.push(word);
    else for (let i = 0; i + 1 < word.length; i++) split.push(word.slice(i, i + 2));
  }
  return split;
}
"""

# English stemming for the other words, none for Thai pairs, as SearchThai.stem does.
JS_STEMMER = "\n".join((
    (_MINIFIED_JS_PATH / "base-stemmer.js").read_text(encoding="utf-8"),
    (_MINIFIED_JS_PATH / "english-stemmer.js").read_text(encoding="utf-8"),
    """
var Stemmer = function () {
  const english = new EnglishStemmer();
  this.stemWord = (word) => (/[\\u0e00-\\u0e7f]/.test(word) ? word : english.stemWord(word));
};
""",
))


class SearchThai(SearchEnglish):
    """Thai: Thai runs as character pairs, other words as English words."""

    lang = "th"
    language_name = "Thai"
    js_stemmer_rawcode = ""
    js_stemmer_code = JS_STEMMER
    js_splitter_code = JS_SPLITTER

    def split(self, input: str) -> list[str]:
        return split_words(input)

    def stem(self, word: str) -> str:
        return word if _THAI.search(word) else super().stem(word)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_search_language(SearchThai)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
