"""Cards in words, in the learner's language: "seven of hearts", "set of 9s", "kings wild".

Card corners stay A, 2-10, J, Q, K in every language (`Card.__str__`); only the words
change. Each word is its own catalog entry with a context, because one English word may
need different words elsewhere: Croatian names a set by its rank in the genitive
("skup kraljeva"), a card by its rank in the nominative ("kralj herc").

>>> card_name(7, "H"), card_name(0, "*")
('seven of hearts', 'joker')
>>> set_ranks(9), set_ranks(13), wild_ranks(13)
('9s', 'kings', 'kings')
"""

from __future__ import annotations

from .translation import _, count_text, pgettext


def rank_name(rank: int) -> str:
    """A rank in words, as a card's name uses it: 'ace' ... 'king'."""
    names = {
        1: pgettext("rank", "ace"), 2: pgettext("rank", "two"), 3: pgettext("rank", "three"),
        4: pgettext("rank", "four"), 5: pgettext("rank", "five"), 6: pgettext("rank", "six"),
        7: pgettext("rank", "seven"), 8: pgettext("rank", "eight"), 9: pgettext("rank", "nine"),
        10: pgettext("rank", "ten"), 11: pgettext("rank", "jack"), 12: pgettext("rank", "queen"),
        13: pgettext("rank", "king"),
    }
    return names[rank]


def suit_name(suit: str) -> str:
    """A suit in words, as a card's name uses it: 'spades', 'hearts', 'diamonds', 'clubs'."""
    names = {"S": pgettext("suit", "spades"), "H": pgettext("suit", "hearts"),
             "D": pgettext("suit", "diamonds"), "C": pgettext("suit", "clubs")}
    return names[suit]


def card_name(rank: int, suit: str) -> str:
    """A card in words, for screen readers and learners (rank 0 is the joker)."""
    if rank == 0:
        return pgettext("card", "joker")
    # TRANSLATORS: a card's name, such as "seven of hearts"; put the rank and suit in your order.
    return pgettext("card", "{rank} of {suit}").format(rank=rank_name(rank), suit=suit_name(suit))


def set_ranks(rank: int) -> str:
    """The rank of a set, as its label names it: 'set of 9s', 'set of kings'."""
    names = {
        1: pgettext("set of", "aces"), 2: pgettext("set of", "2s"), 3: pgettext("set of", "3s"),
        4: pgettext("set of", "4s"), 5: pgettext("set of", "5s"), 6: pgettext("set of", "6s"),
        7: pgettext("set of", "7s"), 8: pgettext("set of", "8s"), 9: pgettext("set of", "9s"),
        10: pgettext("set of", "10s"), 11: pgettext("set of", "jacks"), 12: pgettext("set of", "queens"),
        13: pgettext("set of", "kings"),
    }
    return names[rank]


def set_label(rank: int) -> str:
    """A set's short name: 'set of 9s'."""
    return _("set of {ranks}").format(ranks=set_ranks(rank))


def wild_ranks(rank: int) -> str:
    """The wild rank of a round in words: 'threes' ... 'kings' (R5)."""
    names = {
        1: pgettext("wild", "aces"), 2: pgettext("wild", "twos"), 3: pgettext("wild", "threes"),
        4: pgettext("wild", "fours"), 5: pgettext("wild", "fives"), 6: pgettext("wild", "sixes"),
        7: pgettext("wild", "sevens"), 8: pgettext("wild", "eights"), 9: pgettext("wild", "nines"),
        10: pgettext("wild", "tens"), 11: pgettext("wild", "jacks"), 12: pgettext("wild", "queens"),
        13: pgettext("wild", "kings"),
    }
    return names[rank]


def points_text(points: int) -> str:
    """A number of points (R16) in words, in the language's plural: '1 point', '5 points'."""
    return count_text(points, "{count} point", "{count} points")
