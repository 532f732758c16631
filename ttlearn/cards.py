"""Playing cards: the `Card` value type, decks, and parsing cards from text.

A card is a rank (1 = Ace ... 13 = King) and a suit letter (S, H, D, C), or the joker
(rank 0, for tables that play with jokers: `Rules(jokers=2)`). Cards of two decks are
equal when rank and suit are equal (R2, R12).

>>> parse_cards("AS 10h Td qc 3♥ K♠ JK")
[A♠, 10♥, 10♦, Q♣, 3♥, K♠, JK]
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .display import Pictured
from .language import _, count_text, ngettext
from .language.card_words import card_name
from .language.quoting import quote

SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = tuple(range(1, 14))
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_NAMES = {
    1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
}
RANK_PLURALS = {rank: name + ("es" if name == "six" else "s") for rank, name in RANK_NAMES.items()}

MAX_DECKS = 8  # no table uses more decks than this (R2 needs 3 for 8 players)
JOKER_RANK, JOKER_SUIT = 0, "*"  # a joker has no rank or suit of its own: it sorts before the Aces
JOKER_TEXT = "JK"

_RANK_TOKENS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13, **{str(n): n for n in range(2, 11)}}
_SUIT_TOKENS = {**{s: s for s in SUITS}, **{sym: s for s, sym in SUIT_SYMBOLS.items()}}
# Card text is ASCII letters and digits and the four suit symbols, nothing else: spelled
# out rather than re.IGNORECASE, which would also match look-alikes such as the Kelvin
# sign (U+212A) for K.
_TOKEN = re.compile(r"(10|[2-9]|[ATJQKatjqk])([SHDCshdc♠♥♦♣])")
_JOKER_TOKENS = ("jk", "joker")  # in any case: 'JK', 'Joker'


def rank_text(rank: int) -> str:
    """The short text of a rank: 'A', '2' ... '10', 'J', 'Q', 'K' ('JK' for the joker)."""
    return JOKER_TEXT if rank == JOKER_RANK else RANK_TEXT.get(rank, str(rank))


@dataclass(frozen=True, order=True, slots=True)
class Card(Pictured):
    """One playing card. Immutable, hashable and ordered (by rank, then suit).

    >>> Card(7, "H")
    7♥
    >>> Card(7, "H").name
    'seven of hearts'
    >>> JOKER.is_joker, JOKER.rank, JOKER.name
    (True, 0, 'joker')
    """

    rank: int
    suit: str

    def __post_init__(self) -> None:
        # bool is an int in Python, and "SH" or "" is `in "SHDC"`: check the types exactly.
        if self.rank == JOKER_RANK and type(self.rank) is int and self.suit == JOKER_SUIT:
            return
        if type(self.rank) is not int or not 1 <= self.rank <= 13:
            raise ValueError(f"bad rank {quote(self.rank)}: a rank is a number from 1 (Ace) to 13 (King)")
        if type(self.suit) is not str or len(self.suit) != 1 or self.suit not in SUITS:
            raise ValueError(f"bad suit {quote(self.suit)}: a suit is one of the letters S, H, D, C")

    def __str__(self) -> str:
        return JOKER_TEXT if self.is_joker else rank_text(self.rank) + SUIT_SYMBOLS[self.suit]

    __repr__ = __str__

    @property
    def name(self) -> str:
        """The card in words, for screen readers and learners: 'seven of hearts'."""
        return card_name(self.rank, self.suit)  # in the learner's language (`ttlearn.language.card_words`)

    @property
    def is_joker(self) -> bool:
        """True for the joker, wild in every round (`Rules(jokers=...)`)."""
        return self.rank == JOKER_RANK

    @classmethod
    def parse(cls, token: str, jokers: bool = False) -> Card:
        """One card from text such as 'AS', '10h', 'Td' or 'Q♣' ('JK' for the joker).
        `jokers`: the rules in play have jokers, so an error about bad text suggests 'JK'
        too; the standard rules have none (R2), and a learner who never met one would be
        led astray.

        >>> Card.parse("7X")
        Traceback (most recent call last):
        ...
        ValueError: bad card '7X': expected a rank A 2-10 T J Q K, then a suit S H D C or ♠ ♥ ♦ ♣, such as 'AS' or '10h'
        """
        if not isinstance(token, str):
            raise ValueError(_("bad card {card}: card text is a string such as 'AS'").format(card=quote(token)))
        token = token.strip()
        if token.lower() in _JOKER_TOKENS:
            return JOKER
        match = _TOKEN.fullmatch(token)
        if not match:
            if jokers:
                raise ValueError(_("bad card {card}: expected a rank A 2-10 T J Q K, then a suit S H D C or "
                                   "♠ ♥ ♦ ♣, such as 'AS', '10h', or JK (joker)").format(card=quote(token)))
            raise ValueError(_("bad card {card}: expected a rank A 2-10 T J Q K, then a suit S H D C or ♠ ♥ ♦ ♣, "
                               "such as 'AS' or '10h'").format(card=quote(token)))
        rank, suit = match.groups()
        return cls(_RANK_TOKENS[rank.upper()], _SUIT_TOKENS[suit.upper()])


JOKER = Card(JOKER_RANK, JOKER_SUIT)
_CANONICAL = {(rank, suit): Card(rank, suit) for suit in SUITS for rank in RANKS}
_CANONICAL[JOKER_RANK, JOKER_SUIT] = JOKER


def card_order(card: Card) -> tuple[int, str]:
    """The sort key of a card (the order `Card` compares by), for fast sorting."""
    return card.rank, card.suit


def card_of(rank: int, suit: str) -> Card:
    """The shared `Card` of a rank and suit: no new object, no checks, for inner loops."""
    return _CANONICAL[rank, suit]


def parse_cards(text: str, jokers: bool = False) -> list[Card]:
    """Cards from text: tokens separated by spaces or commas, in any case. `jokers`: the
    rules in play have jokers (an error then suggests 'JK', `Card.parse`).

    >>> parse_cards("7h, 8H 9♥")
    [7♥, 8♥, 9♥]
    """
    if not isinstance(text, str):
        raise ValueError(_("bad cards {cards}: card text is a string such as '7H 8H 9H'").format(cards=quote(text)))
    return [Card.parse(token, jokers) for token in re.split(r"[\s,]+", text.strip()) if token]


def as_cards(cards: str | Iterable[Card], jokers: bool = False) -> list[Card]:
    """Accept either card text or an iterable of `Card` (the public functions take both);
    `jokers` as in `parse_cards`."""
    if isinstance(cards, str):
        return parse_cards(cards, jokers)
    try:
        cards = list(cards)
    except TypeError:
        raise ValueError(_("bad cards {cards}: give card text such as '7H 8H 9H' or Card objects").format(
            cards=quote(cards))) from None
    for card in cards:
        if not isinstance(card, Card):
            raise ValueError(_("bad card {card}: expected a Card or card text such as '7H 8H 9H'").format(
                card=quote(card)))
    return cards


def deck(decks: int = 1, jokers: int = 0) -> list[Card]:
    """All cards of `decks` standard 52-card decks, in a fixed order (R2), each with
    `jokers` jokers added (a house rule: `Rules(jokers=2)`).

    >>> len(deck(2)), len(deck(2, jokers=2)), deck(1, jokers=1)[-1]
    (104, 108, JK)
    """
    check_decks(decks)
    one = [card_of(rank, suit) for suit in SUITS for rank in RANKS] + [JOKER] * jokers
    return one * decks


def check_decks(decks: int) -> int:
    """Return `decks` if it is a number of decks a table can use (1 to 8, R2), else raise ValueError."""
    if type(decks) is not int or not 1 <= decks <= MAX_DECKS:
        raise ValueError(f"bad number of decks {quote(decks)}: a whole number from 1 to {MAX_DECKS} (R2)")
    return decks


def check_copies(cards: Iterable[Card], decks: int, jokers: int = 0) -> None:
    """Refuse cards holding more copies of one card than `decks` decks have (R2), with
    `jokers` jokers in each deck."""
    seen: dict[Card, int] = {}  # every copy counted first, so that a refusal says how many there are
    for card in cards:
        seen[card] = seen.get(card, 0) + 1
    for card, times in seen.items():  # in the order the cards came
        if card.is_joker:
            if times > decks * jokers:
                have = (_("no jokers (jokers=0)") if not jokers else
                        count_text(decks * jokers, "{count} joker in all", "{count} jokers in all"))
                raise ValueError(_("impossible cards: {jokers}, and these rules play with {have}").format(
                    jokers=count_text(times, "{count} joker", "{count} jokers"), have=have))
        elif times > decks:
            # TRANSLATORS: {times} is 2 or more; the singular and plural are for {count}, the decks.
            raise ValueError(ngettext(
                "impossible cards: {card} appears {times} times, more than {count} deck holds (R2)",
                "impossible cards: {card} appears {times} times, more than {count} decks hold (R2)",
                decks).format(card=card, times=times, count=decks))


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as text separated by spaces: '5♥ 6♥ K♠'."""
    return " ".join(str(card) for card in cards)


def without(cards: Iterable[Card], card: Card) -> tuple[Card, ...]:
    """The cards less one copy of `card`, the others in their order: a hand after a discard
    (R9). A card not there raises ValueError.

    >>> without(parse_cards("5H 9C 5H"), Card(5, "H"))
    (9♣, 5♥)
    """
    rest = list(cards)
    rest.remove(card)
    return tuple(rest)
