"""Which discard? A position just after a draw (round size + 1 cards, R9): the learner
chooses the card to throw, and hears the penalty it leaves (R16), the best discard or
discards, what the strongest computer player would throw and why, and whether the hand
could have gone out instead (R10).

>>> trainer = DiscardTrainer(round=1, seed=4)
>>> trainer.hand
(4♦, Q♣, A♥, 6♠)
>>> trainer.choose("4D")
DiscardAnswer(discard 4♦: penalty 17, best 11, 6 over the best)
>>> trainer.best_discards
(Q♣,)
>>> print(DiscardTrainer.with_hand("4H 5H 6H QS", round=1).choose("QS"))  # doctest: +NORMALIZE_WHITESPACE
Good choice: discarding Q♠ leaves a penalty of 0 points, the lowest there is. The computer
(expert) would go out too, throwing Q♠. With this discard you go out (R10): lay down run 4♥–6♥.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..cards import Card, as_cards, check_copies, check_decks, format_cards, without
from ..draw.palette import LEFTOVER, SELECTED
from ..engine import Event, Game, PlayerView
from ..language import _, count_text, get_language, using
from ..language.card_words import points_text
from ..melds import Arrangement
from ..players import STRONGEST, Decision, make_player
from ..rules import Rules, check_round, check_rules, hand_size, is_wild, wild_rank, wild_words
from ..seeds import parse_seed
from ..solver import HAND_MEMO, SolvedHand
from ..teach.attempts import DISCARD_TRAINER, record_attempt
from ..teach.compare import AgainstTheBest
from .card_table import CardTableModel, Group, TableCard
from .rule_choices import HAND_OPTIONS, rules_in_words, with_option
from .session import Score, next_round, shuffled

NAMES = ("You", "Computer")


@dataclass(frozen=True)
class DiscardAnswer(AgainstTheBest):
    """The answer to a discard: the penalty it leaves (the best arrangement of the rest),
    the lowest any discard leaves and the discards that leave it, the computer's advice
    with its reason, and `going_out`: the discard and melds to go out with (R10), or None."""

    card: Card
    penalty: int
    arrangement: Arrangement
    best_penalty: int
    best_discards: tuple[Card, ...]
    advice: Decision
    going_out: tuple[Card, Arrangement] | None
    explanation: str

    def __repr__(self) -> str:
        return f"DiscardAnswer(discard {self.card}: penalty {self.penalty}, best {self.best_penalty}, {self.verdict()})"


def seeded_position(round: int, seed: int, number: int = 0, decks: int = 1,
                    rules: Rules | None = None) -> PlayerView:
    """A position of a two-player table (R1) after the learner's draw from the stock: the
    deal of `round` (R4) from seeded decks, the upcard turned (R7), the learner first (R8)."""
    check_round(round)
    cards = shuffled("discard", seed, number, decks, check_rules(rules).jokers)
    size = hand_size(round)
    hands: tuple[list[Card], list[Card]] = ([], [])
    for k in range(2 * size):  # dealt one at a time, starting left of the dealer (seat 1)
        hands[k % 2].append(cards.pop())
    upcard = cards.pop()
    hands[0].append(cards.pop())  # the learner draws the top of the stock (R9)
    return position_after_draw(hands[0], round, upcard=upcard, stock=len(cards), decks=decks, rules=rules)


def position_after_draw(hand: Iterable[Card], round: int, *, upcard: Card | None = None, stock: int = 30,
                        decks: int = 1, rules: Rules | None = None) -> PlayerView:
    """The learner's view at a two-player table just after drawing the last card of `hand`
    from the stock (R9): a teacher's example position."""
    hand = tuple(hand)
    size = hand_size(round)
    if len(hand) != size + 1:
        raise ValueError(f"a hand just after a draw in round {round} holds {size + 1} cards (R4, R9), "
                         f"not {len(hand)}")
    events = (
        Event("deal", round, 1, card=upcard, names=NAMES, you=0),
        Event("draw", round, 0, source="stock", names=NAMES, you=0),
    )
    return PlayerView(seat=0, names=NAMES, round=round, wild_rank=wild_rank(round), rules=check_rules(rules),
                      decks=decks, dealer=1, turn=0, phase="discard", hand=hand, discard_top=upcard,
                      stock_size=stock, hand_sizes=(size + 1, size), went_out=None, laid_down=(),
                      totals=(0, 0), events=events)


class DiscardTrainer:
    """The model. `view` is the position (a `PlayerView` after a draw), `hand` its cards
    (the card just drawn last); `choose(card)` answers a discard (the first answer of a
    position counts in `score`, and a later one says so; `last` is the latest answer);
    `next_position()` deals the next seeded one, a round higher after a best discard.
    `from_view` and `from_game` take a real game's position.
    `set_option` changes a house rule (jokers are shuffled in from the next position on)."""

    options = HAND_OPTIONS  # the house rules the learner may change here

    def __init__(self, round: int = 5, seed: int | str = 0, decks: int = 1, rules: Rules | None = None):
        check_round(round)
        self.seed, self.decks, self.rules = parse_seed(seed), check_decks(decks), check_rules(rules)
        self.round, self.number, self.score = round, 0, Score()
        # The exercise whose hand this is (`trainer(exercise_id)`): answers are recorded as
        # attempts at it; None: at the trainer's own positions (`ttlearn.teach.attempts`).
        self.exercise_id: str | None = None
        self._show(seeded_position(round, self.seed, 0, decks, self.rules), drawn_last=True)

    @classmethod
    def from_view(cls, view: PlayerView, seed: int = 0) -> DiscardTrainer:
        """The position a seat sees in a real game, just after its draw (R9)."""
        if view.phase != "discard" or view.turn != view.seat:
            raise ValueError(f"{view.names[view.seat]} has no discard to make now: the position must follow "
                             f"{view.names[view.seat]}'s draw (R9), but it is {view.names[view.turn]}'s turn "
                             f"to {view.phase}")
        trainer = cls(view.round, seed, view.decks, view.rules)
        trainer._show(view)
        return trainer

    @classmethod
    def with_hand(cls, cards: str | Iterable[Card], round: int, rules: Rules | None = None,
                  upcard: Card | str | None = None) -> DiscardTrainer:
        """A position with this hand, its last card just drawn from the stock (a teacher's example)."""
        cards = as_cards(cards)
        upcard = Card.parse(upcard) if isinstance(upcard, str) else upcard
        decks = max(Counter(cards + ([upcard] if upcard else [])).values())
        trainer = cls(round, 0, decks, rules)
        trainer._show(position_after_draw(cards, round, upcard=upcard, decks=decks, rules=rules), drawn_last=True)
        return trainer

    @classmethod
    def from_game(cls, game: Game, seed: int = 0) -> DiscardTrainer:
        """The position of the seat to play in a `Game` that has just drawn."""
        return cls.from_view(game.view(game.turn), seed)

    def _show(self, view: PlayerView, drawn_last: bool = False) -> None:
        """Show a position; `drawn_last` when the hand's last card is the one just drawn."""
        self.view = view
        last = view.events[-1] if view.events else None
        self._drawn = view.hand[-1] if drawn_last else \
            last.card if last is not None and last.kind == "draw" and last.seat == view.seat else None
        self.round = view.round
        self._answers: dict[tuple[Card, str], DiscardAnswer] = {}  # by card and language: the words differ
        self._advice: dict[str, Decision] = {}  # by language
        self.chosen: DiscardAnswer | None = None  # the first answer, which the score counts
        self.last: DiscardAnswer | None = None  # the answer to the latest choice: the one shown
        self.message = _("Round {round}, {wild} (R5). {drew} Which card do you discard (R9)?").format(
            round=view.round, wild=wild_words(view.round), drew=self._drew())

    def __repr__(self) -> str:
        return f"DiscardTrainer(round {self.round}, position {self.number + 1}: {format_cards(self.hand)})"

    # --- the position ------------------------------------------------------------------------

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.view.hand

    @property
    def drawn(self) -> Card | None:
        """The card just drawn, when it is known: the last card of a seeded or given hand, the
        card taken from the discard pile in a real game (a card from the stock stays hidden
        there: a game's view sorts the hand)."""
        return self._drawn

    def _drew(self) -> str:
        last = self.view.events[-1] if self.view.events else None
        if last is None or last.kind != "draw" or last.seat != self.view.seat:
            return _("You hold {cards}.").format(cards=count_text(len(self.hand), "{count} card", "{count} cards"))
        if last.source == "discard":
            return _("You took {card} from the discard pile.").format(card=last.card)
        if self.drawn:
            return _("You drew {card} from the stock.").format(card=self.drawn)
        return _("You drew from the stock.")

    @property
    def solved(self) -> SolvedHand:
        """The hand as the solver sees it (under the position's rules), for questions the
        trainer does not ask itself, such as every best arrangement. A new one each time:
        the trainer's own answers come from the solver's memo (`HAND_MEMO`), which the
        computer's advice asks too, so each is searched for once."""
        return SolvedHand(self.hand, self.round, self.rules)

    def penalties(self) -> dict[Card, int]:
        """The penalty each discard leaves, in card order: the best arrangement of the other
        cards (R16), all from one search."""
        return dict(sorted(HAND_MEMO.discard_penalties(self.hand, self.round, self.rules).items()))

    @property
    def best_discards(self) -> tuple[Card, ...]:
        penalties = self.penalties()
        lowest = min(penalties.values())
        return tuple(card for card, p in penalties.items() if p == lowest)

    @property
    def advice(self) -> Decision:
        """What the strongest computer player would throw, and why (its randomness seeded)."""
        language = get_language()
        if language not in self._advice:
            adviser = make_player(STRONGEST)
            adviser.start_game(self.view.seat, self.seed * 16 + self.number)
            self._advice[language] = adviser.choose_discard(self.view)
        return self._advice[language]

    # --- the learner's choice ------------------------------------------------------------------

    def choose(self, card: Card | str) -> DiscardAnswer:
        """Answer a discard. A card not in the hand raises ValueError (nothing changes)."""
        card = Card.parse(card, self.rules.jokers > 0) if isinstance(card, str) else card
        if card not in self.hand:
            raise ValueError(_("{card} is not in your hand: you hold {cards}").format(
                card=card, cards=format_cards(self.hand)))
        answer = self.consider(card)
        self.last = answer
        if self.exercise_id is None:  # a position of the trainer's own: its first answer is a first try
            record_attempt(DISCARD_TRAINER, answer.card, answer.is_best, self.chosen is None, (self.round, self.hand))
        else:
            record_attempt(self.exercise_id, answer.card, answer.is_best)
        if self.chosen is None:
            self.chosen = answer
            self.score = self.score.add(answer.missed)
            self.message = answer.explanation
        else:  # a learner trying another card must hear why the score does not move
            self.message = _("Not counted: only your first choice in each position counts in the score "
                             "(yours was {card}).").format(card=self.chosen.card) + " " + answer.explanation
        return answer

    def consider(self, card: Card) -> DiscardAnswer:
        """The answer to a discard, without counting it in the score (to show the best one)."""
        key = (card, get_language())
        if key not in self._answers:
            self._answers[key] = self._answer(card)
        return self._answers[key]

    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`options`): the position stays, answered again under the new
        rules. Refused, with the reason, if it is impossible under them (a joker, and no jokers)."""
        rules = with_option(self.rules, name, value, self.options)
        seen = self.hand + ((self.view.discard_top,) if self.view.discard_top else ())
        check_copies(seen, self.decks, rules.jokers)
        self.rules, self.view = rules, replace(self.view, rules=rules)
        self._answers, self._advice = {}, {}
        self.last = None
        self.message = _("House rules now: {rules}. Which card do you discard (R9)?").format(
            rules=rules_in_words(rules, self.options))

    def next_position(self) -> None:
        """Deal the next seeded position: a round higher after a best first answer (up to 11)."""
        self.round = next_round(self.round, self.chosen is not None and self.chosen.is_best)
        self.number += 1
        self._show(seeded_position(self.round, self.seed, self.number, self.decks, self.rules), drawn_last=True)

    def _answer(self, card: Card) -> DiscardAnswer:
        arrangement = HAND_MEMO.arrangement(without(self.hand, card), self.round, self.rules)
        lowest = min(self.penalties().values())
        going_out = HAND_MEMO.go_out(self.hand, self.round, self.rules) if self.view.went_out is None else None
        parts = [self._verdict(card, arrangement.penalty, lowest)]
        parts.append(self._advice_text(card))
        if self.view.went_out is not None:
            parts.append(_("{name} has gone out: this is your last turn, and what you keep is scored (R11, R16).")
                         .format(name=self.view.names[self.view.went_out]))
        elif arrangement.penalty == 0:
            parts.append(_("With this discard you go out (R10): lay down {melds}.").format(
                melds="; ".join(m.label for m in arrangement.melds) or _("your melds")))
        elif going_out is not None:
            out, melds = going_out
            parts.append(_("You could have gone out instead (R10): discard {card} and lay down {melds}.").format(
                card=out, melds="; ".join(m.label for m in melds.melds)))
        return DiscardAnswer(card, arrangement.penalty, arrangement, lowest, self.best_discards, self.advice,
                             going_out, " ".join(parts))

    def _verdict(self, card: Card, penalty: int, lowest: int) -> str:
        best = self.best_discards
        points = points_text(penalty)
        if penalty == lowest:
            others = [c for c in best if c != card]
            also = _(" (so does discarding {cards})").format(cards=_either(others)) if others else ""
            return _("Good choice: discarding {card} leaves a penalty of {points}, the lowest there is{also}.").format(
                card=card, points=points, also=also)
        return _("Discarding {card} leaves a penalty of {points}; discarding {better} would leave {lowest}, "
                 "{fewer} fewer.").format(card=card, points=points, better=_either(best), lowest=lowest,
                                          fewer=points_text(penalty - lowest))

    def _advice_text(self, card: Card) -> str:
        advice = self.advice
        thrown = advice.action.card
        same = thrown == card
        if advice.action.kind == "go out":
            text = _("The computer ({player}) would go out too, throwing {card}.") if same else \
                _("The computer ({player}) would go out, throwing {card}.")
            return text.format(player=STRONGEST, card=thrown)
        reason = advice.grounds or advice.reason.removeprefix(_("threw {card}").format(card=thrown) + ": ")
        text = _("The computer ({player}) would throw {card} too. Its reasons: {reason}.") if same else \
            _("The computer ({player}) would throw {card}. Its reasons: {reason}.")
        return text.format(player=STRONGEST, card=thrown, reason=reason)


def _either(cards: Iterable[Card]) -> str:
    """'J♣', 'J♣ or J♠', 'J♣, J♠ or Q♦'."""
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + _(" or ") + names[-1]


# --- The view ---------------------------------------------------------------------------------

HAND, PILE = "hand", "pile"
PILE_ID = 1000


class DiscardBoard:
    """The position on a card table (plain Python): the hand, the card just drawn marked,
    and the discard pile. A click on a card of the hand, or a drop on the pile, discards it:
    the card goes onto the pile, marked "your choice" in words, and a better discard left in
    the hand is marked "best" (never a tick, which reads as "right"). Another card chosen
    after that comes instead of it (only the first choice counts in the score)."""

    def __init__(self, trainer: DiscardTrainer, language: str | None = None):
        self.trainer = trainer
        self.language = language  # what a click or a drop says comes in it (None: the session's)
        self.table = CardTableModel(on_click=self._clicked, on_move=self._dropped, clicks_act=True)
        self._lay_out()

    @property
    def answer(self) -> DiscardAnswer | None:
        """The answer to the discard shown on the pile (None before a choice)."""
        return self.trainer.last

    def choose(self, position: int) -> DiscardAnswer:
        answer = self.trainer.choose(self.trainer.hand[position])
        self._lay_out()
        return answer

    def next_position(self) -> None:
        self.trainer.next_position()
        self._lay_out()

    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`DiscardTrainer.set_option`); the answer shown goes."""
        self.trainer.set_option(name, value)
        self._lay_out()

    def _chosen_position(self) -> int | None:
        return None if self.answer is None else self.trainer.hand.index(self.answer.card)

    def _clicked(self, card: TableCard) -> None:
        with using(self.language):  # a click comes here straight from the card table
            if card.id == PILE_ID:
                self.trainer.message = _("That is the discard pile: click a card of your hand to discard it (R9).")
                self._lay_out()
            elif card.id == self._chosen_position():
                self.trainer.message = _("{card} is your discard, on the pile: click another card of your hand "
                                         "to see that discard instead, or press Next position.").format(card=card.card)
                self._lay_out()
            else:
                self.choose(card.id)

    def _dropped(self, card: TableCard, to: str, index: int) -> None:
        with using(self.language):
            if to == PILE and card.id not in (PILE_ID, self._chosen_position()):
                self.choose(card.id)
            else:
                self.trainer.message = _("Drop a card of your hand on the discard pile to discard it (R9).")
                self._lay_out()

    def _lay_out(self) -> None:
        trainer, view = self.trainer, self.trainer.view
        round = view.round
        drawn = max((p for p, c in enumerate(trainer.hand) if c == trainer.drawn), default=None)
        chosen = self._chosen_position()
        best = set() if self.answer is None else set(self.answer.best_discards)

        def badge(p: int, card: Card) -> str:
            # Words, never a tick: a tick on a wrong choice would read as "right".
            # TRANSLATORS: badges on a card, kept short: the card just drawn, the card the learner
            # discarded, a discard that leaves the lowest penalty.
            words = [_("new")] if p == drawn else []
            words += [_("your choice")] if p == chosen else []
            words += [_("best")] if card in best else []
            return " · ".join(words)

        cards = tuple(TableCard(p, c, is_wild(c, round), badge=badge(p, c)) for p, c in enumerate(trainer.hand))
        kept = tuple(c for c in cards if c.id != chosen)
        pile: tuple[TableCard, ...] = () if view.discard_top is None else (
            TableCard(PILE_ID, view.discard_top, is_wild(view.discard_top, round)),)
        pile += tuple(c for c in cards if c.id == chosen)  # the discard goes onto the pile, on top (R9)
        if chosen is None:
            note = count_text(len(kept), "{count} card after your draw", "{count} cards after your draw")
            on_pile = _("drop a card here")
        else:
            note = count_text(len(kept), "{count} card kept", "{count} cards kept")
            on_pile = _("your discard on top")
        self.table.set_groups([
            Group(HAND, _("Your hand"), kept, note=note, colour=LEFTOVER),
            Group(PILE, _("Discard pile"), pile, note=on_pile, tone="new", colour=SELECTED, hint=_("empty")),
        ], selected=())
