"""Arrange it yourself: the learner is dealt a hand, forms the melds (R12-R15) and compares
the result with the best arrangement (R16); the hands grow as the learner succeeds.

>>> trainer = ArrangeTrainer(round=3, seed=12)
>>> trainer.hand
(K♠, K♥, 7♥, 10♣, 5♦)
>>> trainer.group("KS KH 7H")
MeldCheck(not a meld: a set needs one rank: K♠ and 7♥ differ (R12), and a run needs one suit: K♠ and K♥ differ (R13))
>>> trainer.group("KS KH 5D")
MeldCheck(Meld('set', K♠ K♥ 5♦→K♦))
>>> trainer.leftover, trainer.penalty
((7♥, 10♣), 17)
>>> print(trainer.compare())
Your arrangement is the best: penalty 17. It is the only optimal arrangement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ..cards import Card, as_cards, check_copies, check_decks, format_cards
from ..language import _, count_text, ngettext, pgettext
from ..language.quoting import quote
from ..melds import Arrangement, Meld, MeldCheck, check_meld
from ..rules import Rules, check_round, check_rules, hand_size, wild_words
from ..seeds import parse_seed
from ..solver import best_arrangement
from ..teach.attempts import ARRANGE_TRAINER, record_attempt
from ..teach.compare import Comparison, arrangement_of, compare
from .rule_choices import HAND_OPTIONS, rules_in_words, with_option
from .session import Score, deal, next_round


class ArrangeTrainer:
    """The model. `hand` is the deal; `group(cards)` makes a meld of cards from the hand
    that are still left over, or refuses with the reason (`check_meld`'s) and changes
    nothing; `ungroup(k)` breaks meld k (counting from 0, as `melds` does) up again.
    `melds`, `leftover` and `penalty` describe the learner's arrangement as it stands;
    `compare()` holds it against the best. The first hands of a seed hold a meld
    (`dealt_hand`). `next_hand()` deals the next hand: one round
    higher after a hand solved at best (a hand is scored at its first comparison).
    `message` says what the last action did, in words for the learner. `set_option`
    changes a house rule (jokers are shuffled in from the next hand on)."""

    options = HAND_OPTIONS  # the house rules the learner may change here

    def __init__(self, round: int = 5, seed: int | str = 0, decks: int = 1, rules: Rules | None = None):
        check_round(round)
        self.seed, self.decks, self.rules = parse_seed(seed), check_decks(decks), check_rules(rules)
        self.round = round
        self.number = 0  # hands dealt before this one
        self.score = Score()
        # The exercise whose hand this is (`trainer(exercise_id)`): comparisons are recorded
        # as attempts at it; None: at the trainer's own hands (`ttlearn.teach.attempts`).
        self.exercise_id: str | None = None
        self._deal()

    @classmethod
    def with_hand(cls, cards: str | Iterable[Card], round: int, rules: Rules | None = None) -> ArrangeTrainer:
        """A trainer for one given hand (a teacher's example); `next_hand()` deals seeded ones."""
        cards = tuple(as_cards(cards))
        decks = max(Counter(cards).values(), default=1)
        trainer = cls(round, seed=0, decks=decks, rules=rules)
        trainer.hand = cards
        trainer.message = _("Round {round}: {cards}, {wild} (R5). Make your melds.").format(
            round=round, cards=count_text(len(cards), "{count} card", "{count} cards"), wild=wild_words(round))
        return trainer

    def __repr__(self) -> str:
        return f"ArrangeTrainer(round {self.round}, hand {self.number + 1}: {format_cards(self.hand)})"

    def _deal(self) -> None:
        self.hand: tuple[Card, ...] = dealt_hand(self.seed, self.number, self.round, self.decks, self.rules)
        self._melds: list[tuple[tuple[int, ...], Meld]] = []  # each meld's hand positions, in its order
        self.scored: Comparison | None = None  # the hand's first comparison, which the score counts
        self.message = _("Hand {number}, round {round}: {cards}, {wild} (R4, R5). Make your melds, then compare "
                         "with the best.").format(number=self.number + 1, round=self.round, wild=wild_words(self.round),
                                                  cards=count_text(len(self.hand), "{count} card", "{count} cards"))

    # --- the arrangement as it stands ----------------------------------------------------

    @property
    def melds(self) -> tuple[Meld, ...]:
        """The learner's melds, each wild shown as the card it stands for (R15)."""
        return tuple(meld for _, meld in self._melds)

    @property
    def meld_positions(self) -> tuple[tuple[int, ...], ...]:
        """Where each meld's cards are in `hand`, in the meld's order."""
        return tuple(positions for positions, _ in self._melds)

    @property
    def leftover_positions(self) -> tuple[int, ...]:
        used = {p for positions, _ in self._melds for p in positions}
        return tuple(p for p in range(len(self.hand)) if p not in used)

    @property
    def leftover(self) -> tuple[Card, ...]:
        """The cards in no meld, in the order of the hand."""
        return tuple(self.hand[p] for p in self.leftover_positions)

    @property
    def arrangement(self) -> Arrangement:
        return arrangement_of(self.melds, self.leftover, self.round, self.rules)

    @property
    def penalty(self) -> int:
        """The points of the leftover cards (R16; a leftover wild at its own rank, H2)."""
        return self.arrangement.penalty

    # --- the learner's actions -------------------------------------------------------------

    def group(self, cards: str | Iterable[Card]) -> MeldCheck:
        """Make a meld of these cards (text or `Card`s) from the leftover cards of the hand."""
        try:
            cards = as_cards(cards, self.rules.jokers > 0)
        except (ValueError, TypeError) as err:
            return self.refuse(str(err))
        positions, problem = self._free_positions(cards)
        if problem:
            return self.refuse(problem)
        return self.group_positions(positions)

    def group_positions(self, positions: Sequence[int]) -> MeldCheck:
        """Make a meld of the cards at these positions of `hand` (each left over)."""
        positions = list(positions)
        free = set(self.leftover_positions)
        bad = [p for p in positions if p not in free] + [p for p, n in Counter(positions).items() if n > 1]
        if bad:
            where = self.meld_of(bad[0])
            return self.refuse(_("{card} is already in meld {number}").format(card=self.hand[bad[0]], number=where + 1)
                               if where is not None else _not_left_over(bad[0]))
        check = self.check_positions(positions)
        if check.meld is None:
            return self.refuse(check.reason, _("Not a meld: {reason}").format(reason=check.reason))
        self._melds.append(self._laid_out(positions, check.meld))
        # TRANSLATORS: {meld} is the meld in words, "run 5♥–7♥: 5♥ 6♥ 7♥"; {standing} what is left over.
        made = pgettext("set", "You made a {meld}. {standing}") if check.meld.kind == "set" else \
            pgettext("run", "You made a {meld}. {standing}")
        self.message = made.format(meld=check.meld.explain(), standing=self._standing())
        return check

    def ungroup(self, k: int) -> bool:
        """Break meld k (from 0) up again: its cards go back to the leftover cards."""
        if not isinstance(k, int) or not 0 <= k < len(self._melds):
            if len(self._melds) > 1:
                text = _("There is no meld {k}: you have melds 0 to {last} (counting from 0, as .melds does)")
            elif self._melds:
                text = _("There is no meld {k}: you have meld 0 (counting from 0, as .melds does)")
            else:
                text = _("There is no meld {k}: you have no melds (counting from 0, as .melds does)")
            self.refuse(text.format(k=quote(k), last=len(self._melds) - 1))
            return False
        positions, meld = self._melds.pop(k)
        self.message = _("You broke up your {meld}: {cards} are left over again. {standing}").format(
            meld=meld.label, cards=format_cards(meld.cards), standing=self._standing())
        return True

    def add_to_meld(self, k: int, position: int) -> MeldCheck:
        """Put the leftover card at `position` of the hand into meld k, if it still makes a meld."""
        if type(k) is not int or not 0 <= k < len(self._melds):
            return self.refuse(_("There is no meld {k}.").format(k=quote(k)))
        if type(position) is not int or position not in self.leftover_positions:
            return self.refuse(_not_left_over(position))
        positions, meld = self._melds[k]
        check = self.check_positions(list(positions) + [position])
        if check.meld is None:
            return self.refuse(check.reason, does_not_fit(self.hand[position], meld, check.reason))
        self._melds[k] = self._laid_out(list(positions) + [position], check.meld)
        self.message = _("You added {card}: {meld}. {standing}").format(
            card=self.hand[position], meld=check.meld.explain(), standing=self._standing())
        return check

    def take_from_meld(self, position: int) -> bool:
        """Take the card at `position` of the hand out of its meld; if the rest is no longer a
        meld, the whole meld is broken up."""
        k = self.meld_of(position) if type(position) is int else None
        if k is None:
            card = self.hand[position] if type(position) is int and 0 <= position < len(self.hand) else None
            self.refuse(_("{card} is in no meld").format(card=card) if card else _not_left_over(position))
            return False
        positions, meld = self._melds[k]
        rest = [p for p in positions if p != position]
        check = self.check_positions(rest)
        if check.meld is not None:
            self._melds[k] = self._laid_out(rest, check.meld)
            self.message = _("You took {card} out: {meld}. {standing}").format(
                card=self.hand[position], meld=check.meld.explain(), standing=self._standing())
        else:
            del self._melds[k]
            self.message = _("You took {card} out of your {meld}; the rest is no meld ({reason}), so all its cards "
                             "are left over again. {standing}").format(card=self.hand[position], meld=meld.label,
                                                                       reason=check.reason, standing=self._standing())
        return True

    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`options`). The hand stays; each meld is checked again, and
        one the new rules refuse goes back to the leftover cards. Refused, with the reason,
        if the hand is impossible under the new rules (it holds a joker, and no jokers)."""
        rules = with_option(self.rules, name, value, self.options)
        check_copies(self.hand, self.decks, rules.jokers)
        self.rules = rules
        melds = [(positions, self.check_positions(positions).meld) for positions, _meld in self._melds]
        self._melds = [self._laid_out(positions, meld) for positions, meld in melds if meld is not None]
        broken = len(melds) - len(self._melds)
        undone = ngettext(" {count} meld of yours is no meld now.", " {count} melds of yours are no meld now.",
                          broken).format(count=broken) if broken else ""
        self.message = _("House rules now: {rules}.{undone} {standing}").format(
            rules=rules_in_words(rules, self.options), undone=undone, standing=self._standing())

    def compare(self) -> Comparison:
        """The learner's arrangement against every optimal one, with the difference explained.
        The hand's first comparison counts in the score."""
        comparison = compare(self.hand, self.arrangement, self.rules)
        if self.exercise_id is None:  # a position of the trainer's own: its first answer is a first try
            record_attempt(ARRANGE_TRAINER, self.arrangement, comparison.is_best, self.scored is None,
                           (self.round, self.hand))
        else:
            record_attempt(self.exercise_id, self.arrangement, comparison.is_best)
        if self.scored is None:
            self.scored = comparison
            self.score = self.score.add(comparison.missed)
        self.message = comparison.explanation
        if not any(best.melds for best in comparison.best):  # else "at best" for doing nothing is a riddle
            self.message += " " + _("Nothing in this hand melds: no three of its cards make a set (R12) or a run "
                                    "(R13), even with a wild (R15), so every card is left over (R16).")
        return comparison

    def next_hand(self) -> None:
        """Deal the next hand: a round higher if this one was solved at best at its first
        comparison (up to round 11)."""
        self.round = next_round(self.round, self.scored is not None and self.scored.is_best)
        self.number += 1
        self._deal()

    # --- helpers ---------------------------------------------------------------------------

    def check_positions(self, positions: Sequence[int]) -> MeldCheck:
        """`check_meld` of the cards at these positions of the hand."""
        return check_meld([self.hand[p] for p in positions], self.round, self.rules)

    def _laid_out(self, positions: Sequence[int], meld: Meld) -> tuple[tuple[int, ...], Meld]:
        """The positions in the meld's playing order (copies of a card in any order)."""
        free = list(positions)
        ordered = []
        for card in meld.cards:
            p = next(p for p in free if self.hand[p] == card)
            free.remove(p)
            ordered.append(p)
        return tuple(ordered), meld

    def meld_of(self, position: int) -> int | None:
        """The meld (from 0) holding the card at `position` of the hand, or None."""
        return next((k for k, (positions, _) in enumerate(self._melds) if position in positions), None)

    def _free_positions(self, cards: Sequence[Card]) -> tuple[list[int], str]:
        """Leftover positions holding these cards, or the reason there are none."""
        free = list(self.leftover_positions)
        positions = []
        for card in cards:
            p = next((p for p in free if self.hand[p] == card), None)
            if p is None:
                held = self.hand.count(card)
                if not held:
                    return [], _("{card} is not in your hand").format(card=card)
                if cards.count(card) > held:
                    return [], (_("your hand holds {card} only once").format(card=card) if held == 1 else ngettext(
                        "your hand holds {card} only {count} time", "your hand holds {card} only {count} times",
                        held).format(card=card, count=held))
                where = next(k for k, (ps, _meld) in enumerate(self._melds) if any(self.hand[q] == card for q in ps))
                return [], _("{card} is already in meld {number} ({meld})").format(
                    card=card, number=where + 1, meld=self._melds[where][1].label)
            free.remove(p)
            positions.append(p)
        return positions, ""

    def refuse(self, reason: str, message: str = "") -> MeldCheck:
        """Refuse an action: change nothing but the message, which gives the reason (or says
        `message`, which gives it in a sentence); the reason comes back in a falsy MeldCheck,
        as `check_meld` gives it."""
        text = (message or reason).rstrip(".")
        self.message = text[0].upper() + text[1:] + "."
        return MeldCheck(False, None, reason.rstrip("."))

    def _standing(self) -> str:
        left = self.leftover
        if not left:
            return _("Nothing is left over: penalty 0.")
        return _("Left over: {cards}, penalty {penalty}.").format(cards=format_cards(left), penalty=self.penalty)


def dealt_hand(seed: int, number: int, round: int, decks: int = 1, rules: Rules | None = None) -> tuple[Card, ...]:
    """Hand `number` of a seed: the seeded deal, except that each of the first
    `FIRST_HANDS_WITH_A_MELD` hands is dealt again (seeded too) until it holds a meld, so a
    beginner's first hands have something to find."""
    rules = check_rules(rules)
    for again in range(TRIES):
        kind = "arrange" if again == 0 else f"arrange again {again}"  # the first try: the deal as it always was
        hand = tuple(deal(kind, seed, number, hand_size(round), decks, rules.jokers))
        if number >= FIRST_HANDS_WITH_A_MELD or best_arrangement(hand, round, rules).melds:
            return hand
    return hand  # no meld in TRIES deals (never seen): the compare message says so


FIRST_HANDS_WITH_A_MELD = 3
TRIES = 400  # round 1: about 1 deal in 25 of 3 cards holds a meld; 400 tries all miss once in 10 million


def _not_left_over(position: object) -> str:
    return _("position {position} is not a card of your hand left over").format(position=quote(position))


def does_not_fit(card: Card, meld: Meld, reason: str) -> str:
    """Why `card` cannot join `meld`, in a sentence."""
    return _("{card} does not fit your {meld}: {reason}").format(card=card, meld=meld.label, reason=reason)


# --- The trainer on a card table ---------------------------------------------------------------
