"""Reading a learner's answer: a number, yes or no, a word from a short list, a rank, a
card, or an arrangement typed as text. Each reader returns None (or a reason, for an
arrangement) for what it cannot read, and never raises on odd input: a learner may type
anything. Words may be given in any language ttlearn speaks: "ja", "ne", "ใช่", "körning",
"kraljevi" (the catalogs' own words for them, `choice_word`, and the card words).

>>> as_yes_no("Ja"), as_yes_no("ไม่"), as_rank("dam"), as_word("Niz", ("set", "run"))
(True, False, 12, 'run')
>>> as_number("241/5525"), as_number("1e100000000"), as_number(True)
(Fraction(241, 5525), None, None)
>>> as_yes_no("Yes"), as_yes_no(False), as_yes_no(1)
(True, False, None)
>>> as_rank("Jacks"), as_rank("q"), as_rank(13), as_rank("wild")
(11, 12, 13, None)
>>> as_card("10h"), as_card("7X")
(10♥, None)
>>> groups_of("5H 6H KS 8H | 9C 9D KH")
[[5♥, 6♥, K♠, 8♥], [9♣, 9♦, K♥]]
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cache
from math import isfinite
from numbers import Rational

from ..cards import RANK_NAMES, RANK_PLURALS, Card, parse_cards
from ..language import LANGUAGES, _, pgettext, using
from ..language.card_words import rank_name, set_ranks, wild_ranks

LONGEST_ANSWER = 300  # characters of text an answer may have (an arrangement of 13 cards fits)
LARGEST_EXPONENT = 400  # |exponent| of a typed number: far beyond any answer here

# A number typed as text: an integer, a fraction or a decimal, with an optional exponent.
# Checked before Fraction() sees it, because Fraction("1e100000000") would build a number
# of a hundred million digits and never return. Commas group thousands: "22,100".
_NUMBER_TEXT = re.compile(r"[+-]?(\d+(/\d+)?|\d*\.\d+|\d+\.)([eE][+-]?(\d{1,4}))?", re.ASCII)
_GROUPED = re.compile(r"[+-]?\d{1,3}(,\d{3})+", re.ASCII)

YES = {"yes", "y", "true"}
NO = {"no", "n", "false"}
_RANK_WORDS = {**{name: rank for rank, name in RANK_NAMES.items()},
               **{name: rank for rank, name in RANK_PLURALS.items()},
               "a": 1, "t": 10, "j": 11, "q": 12, "k": 13, **{str(n): n for n in range(1, 14)},
               **{f"{n}s": n for n in range(2, 11)}}


def choice_word(word: str) -> str:
    """A word an exercise asks for ("yes", "set", "take", "paired"...) in the current
    language; any other word (a player's name) as it is."""
    words = {
        "yes": pgettext("answer", "yes"), "no": pgettext("answer", "no"),
        "set": pgettext("answer", "set"), "run": pgettext("answer", "run"), "meld": pgettext("answer", "meld"),
        "not a meld": pgettext("answer", "not a meld"), "take": pgettext("answer", "take"),
        "stock": pgettext("answer", "stock"), "paired": pgettext("answer", "paired"),
        "unpaired": pgettext("answer", "unpaired"),
        # TRANSLATORS: an answer to any exercise that asks to be shown its answer: check("n2-meld-gaps", "show me").
        "show me": pgettext("answer", "show me"),
    }
    return words.get(word, word)


CHOICE_WORDS = ("yes", "no", "set", "run", "meld", "not a meld", "take", "stock", "paired", "unpaired", "show me")


@cache
def _synonyms() -> dict[str, str]:
    """Each language's word for a choice word, lower case, to the English word."""
    found = {}
    for code in LANGUAGES:
        with using(code):
            found.update({choice_word(word).lower(): word for word in CHOICE_WORDS})
    found["ไม่ใช่"] = "no"  # Thai answers "no" to "is it ...?" either way
    return found


@cache
def _rank_words() -> dict[str, int]:
    """Ranks in words in every language: the card's rank, the plural of a set and of the
    wild rank ('kralj', 'kraljeva', 'kraljevi'); a word two ranks share is left out."""
    found: dict[str, set[int]] = {}
    for code in LANGUAGES:
        with using(code):
            for rank in range(1, 14):
                for word in (rank_name(rank), set_ranks(rank), wild_ranks(rank)):
                    found.setdefault(word.lower(), set()).add(rank)
    return {word: ranks.pop() for word, ranks in found.items() if len(ranks) == 1}


def _text(answer: object) -> str | None:
    """A string answer, trimmed, lower case, without a final full stop; None if too long."""
    if not isinstance(answer, str) or len(answer) > LONGEST_ANSWER:
        return None
    return answer.strip().rstrip(".").strip().lower()


def as_number(answer: object) -> Fraction | float | None:
    """The answer as an exact Fraction (or a float), or None if it is not a number."""
    if isinstance(answer, bool):
        return None
    if isinstance(answer, (int, Rational)):
        return Fraction(answer)
    if isinstance(answer, float):
        return answer if isfinite(answer) else None
    if isinstance(answer, str):
        text = answer.replace(" ", "")
        if len(text) > LONGEST_ANSWER:
            return None
        if _GROUPED.fullmatch(text):
            text = text.replace(",", "")
        match = _NUMBER_TEXT.fullmatch(text)
        if match is None or (match.group(4) and int(match.group(4)) > LARGEST_EXPONENT):
            return None
        try:
            return Fraction(text)
        except ZeroDivisionError:
            return None
    return None


def decimals_given(answer: object) -> int | None:
    """How many decimals a number was written with ("0.0436": 4, 0.04362: 5), or None for a
    number written without a decimal point (a whole number, a fraction)."""
    if isinstance(answer, float):
        text = repr(answer)
    elif isinstance(answer, str):
        text = answer.strip()
    else:
        return None
    if "." not in text or "e" in text.lower():
        return None
    return len(text.split(".", 1)[1].rstrip("%"))


def as_yes_no(answer: object) -> bool | None:
    """True or False, or "yes"/"no" (also "y", "n", "true", "false"); else None."""
    if isinstance(answer, bool):
        return answer
    text = _text(answer)
    text = _synonyms().get(text, text) if text is not None else None
    return True if text in YES else False if text in NO else None


def as_word(answer: object, words: tuple[str, ...]) -> str | None:
    """The one of `words` the answer names (any case, a final full stop ignored), or None."""
    text = _text(answer)
    said = _synonyms().get(text) if text is not None else None
    return next((word for word in words if text == word.lower() or said == word), None)


def as_rank(answer: object) -> int | None:
    """A rank (1 = Ace ... 13 = King) from a number or a word: "J", "jack", "Jacks", "7s"."""
    if type(answer) is int:
        return answer if 1 <= answer <= 13 else None
    text = _text(answer)
    return None if text is None else _RANK_WORDS.get(text, _rank_words().get(text))


def as_card(answer: object) -> Card | None:
    """A Card, or card text such as "10h" or "Q♣"; else None."""
    if isinstance(answer, Card):
        return answer
    if not isinstance(answer, str) or len(answer) > LONGEST_ANSWER:
        return None
    try:
        return Card.parse(answer)
    except ValueError:
        return None


@cache
def _name_separator() -> re.Pattern[str]:
    """What joins names in a list: a comma, "&", or "and" in any language ("Ben och Cy", "Ben และ Cy")."""
    words = set()
    for code in LANGUAGES:
        with using(code):
            words.add(re.escape(_(" and ").strip()))
    return re.compile(rf"\s*(?:,|&|(?<!\w)(?:{'|'.join(sorted(words))})(?!\w))\s*", re.IGNORECASE)


def as_names(answer: object, names: tuple[str, ...]) -> frozenset[str] | None:
    """One or more of `names`: "Ben", "Ben and Cy" (or "Ben och Cy", in any language ttlearn
    speaks), "Ben, Cy", or a list of names; None if any part is not one of them.

    >>> sorted(as_names("Ana i Ben", ("Ana", "Ben", "Cy"))), as_names("Ana or Ben", ("Ana", "Ben"))
    (['Ana', 'Ben'], None)
    """
    if isinstance(answer, (list, tuple, set, frozenset)):
        parts = list(answer)
    else:
        text = _text(answer)
        if text is None:
            return None
        parts = [part for part in _name_separator().split(text) if part]
    found = set()
    for part in parts:
        name = as_word(part, names)
        if name is None:
            return None
        found.add(name)
    return frozenset(found) or None


def groups_of(text: str) -> list[list[Card]]:
    """The groups of an arrangement typed as text: melds separated by `|`. Raises
    ValueError (with the reason) for text that is not cards."""
    if len(text) > LONGEST_ANSWER:
        raise ValueError(f"an arrangement is at most {LONGEST_ANSWER} characters")
    return [parse_cards(part) for part in text.split("|") if part.strip()]
