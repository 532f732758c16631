"""The solver's answers for the hands asked about lately, remembered in one memo.

Players, trainers and the review ask about the same hands again and again: the hand a
player keeps is the one its next turn starts from, and a discard weighed for the learner's
answer is weighed again for the computer's advice. `HAND_MEMO` remembers what the solver
(`SolvedHand`) answered, so that each value is searched for once, whoever asks first:

- the key: the round, the rules, and the hand's cards as numbers (rank × 4 + suit) sorted,
  since the order of a hand never changes an answer;
- the cap: `MOST_REMEMBERED` hands; when it is full, the hand asked about longest ago is
  forgotten first (least recently used);
- the values: plain data (numbers, cards, arrangements), never a compiled hand: whatever
  holds them can be copied (`copy.deepcopy`) or pickled.

Some answers tell the penalty of other hands too, which are then known without a search:
the penalty after each discard (`discard_penalties`), of each hand kept; a player's best
discard (`discard`), of the hand it keeps, where its next turn starts. (The discards only
weighed, `discard_penalty`, keep hands no one holds: they tell nothing more.) Below this
memo the solver keeps one of its own, of the groups of cards it searched (`group_search`).

>>> from ttlearn.cards import parse_cards
>>> memo = HandMemo()
>>> memo.discard_penalties(parse_cards("4H 5H 6H QS"), round=1)
{4♥: 21, 5♥: 20, 6♥: 19, Q♠: 0}
>>> memo.penalty(parse_cards("6H 5H 4H"), round=1), memo   # known already: the hand kept after Q♠
(0, HandMemo(5 hands of at most 20000))
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Final

from ..cards import JOKER_SUIT, Card
from ..melds import Arrangement
from ..rules import DEFAULT_RULES, Rules
from .solve import SolvedHand

__all__ = ["HAND_MEMO", "MOST_REMEMBERED", "HandMemo"]

# Hands remembered, some 600 bytes each. An expert's turn asks about hundreds (every card it
# has not seen, drawn to each hand it might keep), a round of four experts some 15,000, and
# a review about as many as the game did; a larger cap was measured no faster.
MOST_REMEMBERED: Final = 20_000

Key = tuple[int, int, tuple[int, ...]]  # the round, the rules' number, the cards' numbers sorted
_SUIT: Final = {"C": 0, "D": 1, "H": 2, "S": 3, JOKER_SUIT: 0}  # a card's number: rank * 4 + this (a joker 0)


class _Answers:
    """What is known of one hand: each answer None until asked (or told by another hand's)."""

    __slots__ = ("penalty", "arrangement", "discard", "kept", "after_discard")

    def __init__(self) -> None:
        self.penalty: int | None = None
        self.arrangement: Arrangement | None = None
        self.discard: tuple[Card, int] | None = None  # the best discard, and the penalty of the cards kept
        self.kept: Arrangement | None = None  # their arrangement, when asked for
        self.after_discard: dict[Card, int] | None = None  # the penalty after each discard


class HandMemo:
    """The solver's answers for at most `most` hands, by the cards, the round and the rules
    (see the module's text). Each question is the solver function of its name, remembered."""

    def __init__(self, most: int = MOST_REMEMBERED) -> None:
        self.most = most
        self._hands: OrderedDict[Key, _Answers] = OrderedDict()  # the hand asked about last, last
        self._rules_numbers: dict[Rules, int] = {}
        self._last_rules: tuple[Rules, int] = (DEFAULT_RULES, self._number(DEFAULT_RULES))

    def __repr__(self) -> str:
        return f"HandMemo({len(self._hands)} hands of at most {self.most})"

    def __len__(self) -> int:
        return len(self._hands)

    def clear(self) -> None:
        """Forget every hand (the answers stay the same, only slower to find)."""
        self._hands.clear()

    # --- the questions -----------------------------------------------------------------------

    def penalty(self, cards: Sequence[Card], round: int, rules: Rules | None = None) -> int:
        """The hand's lowest penalty (`best_penalty`, R16)."""
        known = self._answers(self._key(cards, round, rules))
        if known.penalty is None:
            known.penalty = SolvedHand(cards, round, rules).penalty()
        return known.penalty

    def arrangement(self, cards: Sequence[Card], round: int, rules: Rules | None = None) -> Arrangement:
        """The hand's arrangement with the lowest penalty (`best_arrangement`, R12-R16)."""
        known = self._answers(self._key(cards, round, rules))
        if known.arrangement is None:
            known.arrangement = SolvedHand(cards, round, rules).arrangement()
            known.penalty = known.arrangement.penalty
        return known.arrangement

    def discard_penalty(self, cards: Sequence[Card], round: int, rules: Rules | None = None) -> tuple[Card, int]:
        """The best discard and the penalty of the cards it keeps, weighed without laying them
        out (`best_discard_penalty`)."""
        known = self._answers(self._key(cards, round, rules))
        if known.discard is None:
            known.discard = SolvedHand(cards, round, rules).discard_penalty()
        return known.discard

    def discard(self, cards: Sequence[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement]:
        """The best discard and the arrangement of the cards it keeps (`best_discard`, R9);
        the penalty of the hand kept is remembered."""
        key = self._key(cards, round, rules)
        known = self._answers(key)
        if known.discard is None or known.kept is None:
            return self._kept(key, known, SolvedHand(cards, round, rules).discard())
        return known.discard[0], known.kept

    def go_out(self, cards: Sequence[Card], round: int, rules: Rules | None = None) -> tuple[Card, Arrangement] | None:
        """For a hand just after drawing, the discard and the melds to go out with (R10), or
        None (`go_out`)."""
        key = self._key(cards, round, rules)
        known = self._answers(key)
        if known.discard is not None:
            return self.discard(cards, round, rules) if known.discard[1] == 0 else None
        if known.after_discard and min(known.after_discard.values()) > 0:
            return None  # every discard leaves a penalty: no search for the best one
        going = SolvedHand(cards, round, rules).go_out()
        return None if going is None else self._kept(key, known, going)

    def discard_penalties(self, cards: Sequence[Card], round: int, rules: Rules | None = None) -> dict[Card, int]:
        """The lowest penalty of the cards kept after each distinct discard, from one search
        (`discard_penalties`); each is remembered as the penalty of the hand kept."""
        key = self._key(cards, round, rules)
        known = self._answers(key)
        if known.after_discard is None:
            known.after_discard = SolvedHand(cards, round, rules).discard_penalties()
            for card, penalty in known.after_discard.items():
                self._answers(_less(key, card)).penalty = penalty
        return dict(known.after_discard)  # a copy: the memo's own stays as the solver gave it

    # --- the memo ----------------------------------------------------------------------------

    def _kept(self, key: Key, known: _Answers, discard: tuple[Card, Arrangement]) -> tuple[Card, Arrangement]:
        """Remember the best discard of the hand `key`, the arrangement of the cards it keeps,
        and their penalty as that of the hand kept."""
        card, kept = discard
        known.discard, known.kept = (card, kept.penalty), kept
        self._answers(_less(key, card)).penalty = kept.penalty
        return discard

    def _key(self, cards: Sequence[Card], round: int, rules: Rules | None) -> Key:
        """The round, a small number for the rules (equal rules alike) and the cards' numbers
        sorted: ints sort and hash in C, where Cards compare and hash in slower Python, and
        every question makes a key. A game asks with one Rules object hand after hand, so the
        one asked with last is tried first, by identity."""
        rules = DEFAULT_RULES if rules is None else rules
        last, number = self._last_rules
        if rules is not last:
            number = self._number(rules)
            self._last_rules = rules, number
        suit = _SUIT
        codes = [card.rank * 4 + suit[card.suit] for card in cards]
        codes.sort()
        return round, number, tuple(codes)

    def _number(self, rules: Rules) -> int:
        return self._rules_numbers.setdefault(rules, len(self._rules_numbers))

    def _answers(self, key: Key) -> _Answers:
        """What is known of the hand `key` (nothing yet, for a hand new to the memo), which is
        now the hand asked about last; when the memo is full, the one asked about longest
        ago is forgotten."""
        hands = self._hands
        known = hands.get(key)
        if known is None:
            known = hands[key] = _Answers()
            if len(hands) > self.most:
                hands.popitem(last=False)
        else:
            hands.move_to_end(key)
        return known


def _less(key: Key, card: Card) -> Key:
    """The key of the hand `key` less one copy of `card`."""
    round, rules, codes = key
    k = codes.index(card.rank * 4 + _SUIT[card.suit])
    return round, rules, codes[:k] + codes[k + 1:]


HAND_MEMO: Final = HandMemo()  # the one memo that players, trainers and the review share
