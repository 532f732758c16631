"""The solver's answers for a compiled hand: its best arrangement and penalty, its best
discard, the penalty after every discard, going out (R10), and every best arrangement.

Each answer is searched for when first asked and kept, from the fewest searches: one
`Solution` serves the arrangement, the penalty and the penalty after every discard; one
with a discard (`leave_one`) serves the best discard and going out. Only a hand with no
meld at all pays for its wilds (H2). `solve.SolvedHand` asks these for every hand but one
that holds a wild under `wild_share="half"` (`half_wild_search`).

>>> from ttlearn.cards import parse_cards
>>> from ttlearn.rules import Rules
>>> answers = HandAnswers(parse_cards("4H 5H 6H QS"), CompiledHand(parse_cards("4H 5H 6H QS"), 1, Rules()))
>>> answers.penalty(), answers.discard_penalty()
(10, (Q♠, 0))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Final

from ..cards import Card
from ..melds import Arrangement
from ..rules import MIN_MELD
from .card_codes import CARD_OF_CODE
from .compiled_hand import CompiledHand, Record
from .hand_search import Solution
from .laying_out import arrangement_from_path, wilds_meld


class Discard(Record):
    """A kind of discard weighed by `HandAnswers`: a natural card or a wild, and the
    lowest penalty of the cards kept. A wild loses a tie: it helps the next player."""

    names: ClassVar = ("penalty", "wild", "which")
    __slots__ = names

    def __init__(self, penalty: int, wild: bool, which: int = 0) -> None:
        self.penalty: Final = penalty
        self.wild: Final = wild
        self.which: Final = which  # for a wild: its place in the hand's `wild_cards`

    def order(self) -> tuple[int, bool, int]:
        return self.penalty, self.wild, self.which


class HandAnswers:
    """The answers for one compiled hand (`cards` as given, for the arrangements that tell
    copies of a rank apart), each worked out when first asked, then kept."""

    def __init__(self, cards: Sequence[Card], hand: CompiledHand) -> None:
        self.cards, self.hand = cards, hand
        self._solution: Solution | None = None
        self._weighed: tuple[Solution, Discard] | None = None
        self._arrangement: Arrangement | None = None
        self._kept: Arrangement | None = None
        self._penalties: dict[Card, int] | None = None

    # --- the hand as it is -------------------------------------------------------------------

    def solution(self) -> Solution:
        if self._solution is None:
            self._solution = Solution(self.hand)
        return self._solution

    def arrangement(self) -> Arrangement:
        if self._arrangement is None:
            self._arrangement = arrangement_from_path(self.hand, self.solution().first_path())
        return self._arrangement

    def penalty(self) -> int:
        return self._penalty(self.solution().value, self.hand.wild_cards)

    def _wilds_left_over(self, kept: list[Card]) -> int:
        """The points of the wilds `kept` in a hand where no natural card is melded: none if
        they make a meld of their own, else each scores (H2, `Rules.joker_penalty`)."""
        if len(kept) >= MIN_MELD and wilds_meld(self.hand.rules, kept):
            return 0
        return self.hand.wild_points(kept)

    def _penalty(self, saved: int, kept: list[Card]) -> int:
        """The penalty of the hand's naturals less `saved` points, with the wilds `kept`: only
        a hand with no meld at all (and no meld of wilds alone) pays for its wilds (H2)."""
        penalty = self.hand.natural_value - saved
        if saved == 0:
            penalty += self._wilds_left_over(kept)
        return penalty

    # --- a discard ----------------------------------------------------------------------------

    def _wild_discards(self, saved: int) -> list[Discard]:
        """Each kind of wild the hand could discard (a joker, a card of the wild rank), with
        the penalty of the rest; `saved` is what the naturals save with one wild fewer."""
        wilds = self.hand.wild_cards
        found: list[Discard] = []
        seen: set[Card] = set()
        for k, card in enumerate(wilds):
            if card not in seen:
                seen.add(card)
                found.append(Discard(self._penalty(saved, wilds[:k] + wilds[k + 1:]), True, k))
        return found

    def weighed(self) -> tuple[Solution, Discard]:
        """The best discard, from one search: the knapsack with a discard (`leave_one`) gives
        the best natural discard, and its table at one wild fewer the best wild discard. A
        natural card is preferred to a wild when both are as good."""
        if self._weighed is None:
            hand = self.hand
            solution = Solution(hand, leave_one=True)
            choices: list[Discard] = []
            if hand.types:
                saved = solution.value  # the discard's points count as saved
                penalty = hand.natural_value - saved
                if hand.n_wilds and saved == max(hand.values[t] for t in hand.types):
                    # Saving no more than the dearest card means no discard leaves a meld (a
                    # meld would save more, every card scoring): the wilds score (H2).
                    penalty += self._wilds_left_over(hand.wild_cards)
                choices.append(Discard(penalty, False))
            if hand.n_wilds:
                choices += self._wild_discards(solution.saved_with(hand.n_wilds - 1, discard=False))
            self._weighed = solution, min(choices, key=Discard.order)
        return self._weighed

    def discarded(self) -> Card:
        """The card the best discard throws: its wild, or the natural the search left out."""
        solution, best = self.weighed()
        return self.hand.wild_cards[best.which] if best.wild else self.hand.discard_card(solution.discard())

    def kept(self) -> Arrangement:
        """The best arrangement of the cards kept after the best discard."""
        if self._kept is None:
            hand = self.hand
            solution, best = self.weighed()
            if best.wild:
                path = solution.first_path(wilds=hand.n_wilds - 1, discard=False)
                wilds = hand.wild_cards[:best.which] + hand.wild_cards[best.which + 1:]
                self._kept = arrangement_from_path(hand, path, wilds)
            else:
                self._kept = arrangement_from_path(hand, solution.first_path())
        return self._kept

    def discard(self) -> tuple[Card, Arrangement]:
        return self.discarded(), self.kept()

    def discard_penalty(self) -> tuple[Card, int]:
        return self.discarded(), self.weighed()[1].penalty

    def can_go_out(self) -> bool:
        """Does a discard leave every other card in melds (R10)? Two natural cards in no short
        meld (idea 4) say no at once: one discard leaves the other over."""
        hand = self.hand
        if sum(hand.counts[t] for t in hand.always_left) > 1:
            return False
        return self.weighed()[1].penalty == 0

    def going_out(self) -> tuple[Card, Arrangement] | None:
        return self.discard() if self.can_go_out() else None  # the melds laid out only for a yes

    def discard_penalties(self) -> dict[Card, int]:
        """Like `penalty` of the hand less each card in turn, from one search: a card taken
        out changes only its own group (idea 5), so only that group is searched again, and
        the wild discard is read from the knapsack's table."""
        if self._penalties is None:
            hand, solution = self.hand, self.solution()
            penalties: dict[Card, int] = {}
            for code in hand.types:
                saved = solution.saved_without(code)
                penalty = hand.natural_value - hand.values[code] - saved
                if saved == 0:
                    penalty += self._wilds_left_over(hand.wild_cards)  # no meld at all: the wilds score (H2)
                for actual in sorted(set(hand.codes_of(code))):  # a merged code: every card behind it (idea 7)
                    penalties[CARD_OF_CODE[actual]] = penalty
            if hand.n_wilds:
                for wild in self._wild_discards(solution.saved_with(hand.n_wilds - 1, discard=False)):
                    penalties[hand.wild_cards[wild.which]] = wild.penalty
            self._penalties = penalties
        return self._penalties

    # --- every best arrangement ---------------------------------------------------------------

    def all_arrangements(self, limit: int) -> list[Arrangement]:
        """Distinct arrangements with the lowest penalty, at most `limit` of them, sorted by
        what tells them apart (`identity`)."""
        hand = self.hand
        if hand.merged or hand.set_only:  # which card of a rank is left over tells arrangements apart (idea 7)
            hand = CompiledHand(self.cards, hand.round, hand.rules, merge=False)
        found: dict[Identity, Arrangement] = {}
        for path in Solution(hand).all_paths():
            arrangement = arrangement_from_path(hand, path)
            found.setdefault(identity(arrangement), arrangement)
            if len(found) == limit:
                break
        return sorted(found.values(), key=identity)


Identity = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]  # each meld's cards, and the deadwood


def identity(arrangement: Arrangement) -> Identity:
    """What tells two arrangements apart: the cards of each meld, and the deadwood."""
    return tuple(sorted(tuple(sorted(m.cards)) for m in arrangement.melds)), arrangement.deadwood
