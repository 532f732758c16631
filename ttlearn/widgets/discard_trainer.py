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

from ..cards import Card, as_cards, check_copies, format_cards
from ..draw.palette import LEFTOVER, SELECTED
from ..draw.svg import show_arrangement, show_hand
from ..game import Event, Game, PlayerView
from ..melds import Arrangement
from ..players import STRONGEST, Decision, make_player
from ..rules import Rules, check_round, check_rules, hand_size, is_wild, wild_name, wild_rank
from ..solver import best_arrangement, best_penalty, go_out
from ..teach.compare import AgainstTheBest
from .card_table import CardTable, CardTableModel, Group, TableCard
from .picture import PICTURE_SCALE, big_button, heading_html, text_html
from .practice import Score, next_round, shuffled
from .rule_choices import HAND_OPTIONS, changed_options, with_option
from .view import View, rules_controls

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
        Event("deal", round, 1, f"Round {round} (dealer: {NAMES[1]}): {size} cards each, {wild_name(round)} wild"
              + (f"; the upcard is {upcard}" if upcard else ""), card=upcard),
        Event("draw", round, 0, f"{NAMES[0]} draws from the stock", source="stock"),
    )
    return PlayerView(seat=0, names=NAMES, round=round, wild_rank=wild_rank(round), rules=check_rules(rules),
                      decks=decks, dealer=1, turn=0, phase="discard", hand=hand, discard_top=upcard,
                      stock_size=stock, hand_sizes=(size + 1, size), went_out=None, laid_down=(),
                      totals=(0, 0), events=events)


class DiscardTrainer:
    """The model. `view` is the position (a `PlayerView` after a draw), `hand` its cards
    (the card just drawn last); `choose(card)` answers a discard (the first answer of a
    position counts in `score`); `next_position()` deals the next seeded one, a round higher
    after a best discard. `from_view` and `from_game` take a real game's position.
    `set_option` changes a house rule (jokers are shuffled in from the next position on)."""

    options = HAND_OPTIONS  # the house rules the learner may change here

    def __init__(self, round: int = 5, seed: int = 0, decks: int = 1, rules: Rules | None = None):
        check_round(round)
        if not isinstance(decks, int) or decks < 1:
            raise ValueError(f"bad number of decks {decks!r}: 1 or more (R2)")
        self.seed, self.decks, self.rules = seed, decks, check_rules(rules)
        self.round, self.number, self.score = round, 0, Score()
        self._show(seeded_position(round, seed, 0, decks, self.rules), drawn_last=True)

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
        self._answers: dict[Card, DiscardAnswer] = {}
        self._penalties: dict[Card, int] | None = None
        self._advice: Decision | None = None
        self.chosen: DiscardAnswer | None = None  # the first answer, which the score counts
        self.message = (f"Round {view.round}, {wild_name(view.round)} wild (R5). {self._drew()} "
                        f"Which card do you discard (R9)?")

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
            return f"You hold {len(self.hand)} cards."
        if last.source == "discard":
            return f"You took {last.card} from the discard pile."
        return f"You drew {self.drawn} from the stock." if self.drawn else "You drew from the stock."

    def penalties(self) -> dict[Card, int]:
        """The penalty each discard leaves: the best arrangement of the other cards (R16)."""
        if self._penalties is None:
            rest = list(self.hand)
            penalties = {}
            for card in sorted(set(rest)):
                others = list(rest)
                others.remove(card)
                penalties[card] = best_penalty(others, self.round, self.rules)
            self._penalties = penalties
        return self._penalties

    @property
    def best_discards(self) -> tuple[Card, ...]:
        penalties = self.penalties()
        lowest = min(penalties.values())
        return tuple(card for card, p in penalties.items() if p == lowest)

    @property
    def advice(self) -> Decision:
        """What the strongest computer player would throw, and why (its randomness seeded)."""
        if self._advice is None:
            adviser = make_player(STRONGEST)
            adviser.start_game(self.view.seat, self.seed * 16 + self.number)
            self._advice = adviser.choose_discard(self.view)
        return self._advice

    # --- the learner's choice ------------------------------------------------------------------

    def choose(self, card: Card | str) -> DiscardAnswer:
        """Answer a discard. A card not in the hand raises ValueError (nothing changes)."""
        card = Card.parse(card) if isinstance(card, str) else card
        if card not in self.hand:
            raise ValueError(f"{card} is not in your hand: you hold {format_cards(self.hand)}")
        answer = self.consider(card)
        if self.chosen is None:
            self.chosen = answer
            self.score = self.score.add(answer.missed)
        self.message = answer.explanation
        return answer

    def consider(self, card: Card) -> DiscardAnswer:
        """The answer to a discard, without counting it in the score (to show the best one)."""
        if card not in self._answers:
            self._answers[card] = self._answer(card)
        return self._answers[card]

    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`options`): the position stays, answered again under the new
        rules. Refused, with the reason, if it is impossible under them (a joker, and no jokers)."""
        rules = with_option(self.rules, name, value, self.options)
        seen = self.hand + ((self.view.discard_top,) if self.view.discard_top else ())
        check_copies(seen, self.decks, rules.jokers)
        self.rules, self.view = rules, replace(self.view, rules=rules)
        self._answers, self._penalties, self._advice = {}, None, None
        self.message = (f"House rules now: {changed_options(rules, self.options) or 'standard'}. "
                        f"Which card do you discard (R9)?")

    def next_position(self) -> None:
        """Deal the next seeded position: a round higher after a best first answer (up to 11)."""
        self.round = next_round(self.round, self.chosen is not None and self.chosen.is_best)
        self.number += 1
        self._show(seeded_position(self.round, self.seed, self.number, self.decks, self.rules), drawn_last=True)

    def _answer(self, card: Card) -> DiscardAnswer:
        rest = list(self.hand)
        rest.remove(card)
        arrangement = best_arrangement(rest, self.round, self.rules)
        lowest = min(self.penalties().values())
        going_out = go_out(self.hand, self.round, self.rules) if self.view.went_out is None else None
        parts = [self._verdict(card, arrangement.penalty, lowest)]
        parts.append(self._advice_text(card))
        if self.view.went_out is not None:
            parts.append(f"{self.view.names[self.view.went_out]} has gone out: this is your last turn, and what "
                         f"you keep is scored (R11, R16).")
        elif arrangement.penalty == 0:
            parts.append(f"With this discard you go out (R10): lay down "
                         f"{'; '.join(m.label for m in arrangement.melds) or 'your melds'}.")
        elif going_out is not None:
            out, melds = going_out
            parts.append(f"You could have gone out instead (R10): discard {out} and lay down "
                         f"{'; '.join(m.label for m in melds.melds)}.")
        return DiscardAnswer(card, arrangement.penalty, arrangement, lowest, self.best_discards, self.advice,
                             going_out, " ".join(parts))

    def _verdict(self, card: Card, penalty: int, lowest: int) -> str:
        best = self.best_discards
        points = f"{penalty} point{'s' * (penalty != 1)}"
        if penalty == lowest:
            others = [c for c in best if c != card]
            also = f" (so does discarding {_either(others)})" if others else ""
            return f"Good choice: discarding {card} leaves a penalty of {points}, the lowest there is{also}."
        better = _either(best)
        return (f"Discarding {card} leaves a penalty of {points}; discarding {better} would leave {lowest}, "
                f"{penalty - lowest} point{'s' * (penalty - lowest != 1)} fewer.")

    def _advice_text(self, card: Card) -> str:
        advice = self.advice
        thrown = advice.action.card
        same = " too" if thrown == card else ""
        if advice.action.kind == "go out":
            return f"The computer ({STRONGEST}) would go out{same}, throwing {thrown}."
        reason = advice.reason.removeprefix(f"threw {thrown}: ")
        return f"The computer ({STRONGEST}) would throw {thrown}{same}. Its reasons: {reason}."


def _either(cards: Iterable[Card]) -> str:
    """'J♣', 'J♣ or J♠', 'J♣, J♠ or Q♦'."""
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


# --- The view ---------------------------------------------------------------------------------

HAND, PILE = "hand", "pile"
PILE_ID = 1000


class DiscardBoard:
    """The position on a card table (plain Python): the hand, the card just drawn marked,
    and the discard pile. A click on a card of the hand, or a drop on the pile, chooses it."""

    def __init__(self, trainer: DiscardTrainer):
        self.trainer = trainer
        self.answer: DiscardAnswer | None = None
        self.table = CardTableModel(on_click=self._clicked, on_move=self._dropped)
        self._lay_out()

    def choose(self, position: int) -> DiscardAnswer:
        self.answer = self.trainer.choose(self.trainer.hand[position])
        self._lay_out()
        return self.answer

    def next_position(self) -> None:
        self.trainer.next_position()
        self.answer = None
        self._lay_out()

    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`DiscardTrainer.set_option`); the answer shown goes."""
        self.trainer.set_option(name, value)
        self.answer = None
        self._lay_out()

    def _clicked(self, card: TableCard) -> None:
        if card.id == PILE_ID:
            self.trainer.message = "That is the discard pile: click a card of your hand to discard it (R9)."
            self._lay_out()
        else:
            self.choose(card.id)

    def _dropped(self, card: TableCard, to: str, index: int) -> None:
        if to == PILE and card.id != PILE_ID:
            self.choose(card.id)
        else:
            self.trainer.message = "Drop a card of your hand on the discard pile to discard it (R9)."
            self._lay_out()

    def _lay_out(self) -> None:
        trainer, view = self.trainer, self.trainer.view
        round = view.round
        drawn = max((p for p, c in enumerate(trainer.hand) if c == trainer.drawn), default=None)
        cards = tuple(TableCard(p, c, is_wild(c, round), badge="new" if p == drawn else "")
                      for p, c in enumerate(trainer.hand))
        chosen = [] if self.answer is None else [trainer.hand.index(self.answer.card)]
        pile = () if view.discard_top is None else (
            TableCard(PILE_ID, view.discard_top, is_wild(view.discard_top, round)),)
        self.table.set_groups([
            Group(HAND, "Your hand", cards, note=f"{len(cards)} cards after your draw", colour=LEFTOVER),
            Group(PILE, "Discard pile", pile, note="drop a card here", tone="new", colour=SELECTED,
                  hint="empty"),
        ], selected=chosen)


class DiscardTrainerView(View):
    """The position on a card table: click a card (or drop it on the discard pile) to
    discard it; the answer, the hand you keep, and the best discard drawn; Next position;
    the house rules (closed at first)."""

    def __init__(self, board: DiscardBoard, size: int = 84):
        import ipywidgets as W

        self.board, self.model = board, board.trainer
        self.heading = W.HTML()
        self.table = CardTable(board.table, size=size, label="your hand and the discard pile")
        self.next_button = big_button(W.Button(description="Next position", icon="step-forward"))
        self.message = W.HTML()
        self.kept = W.HTML()
        self.house = rules_controls(self.model.rules, self.model.options, lambda name, value: self._act(
            board.set_option, name, value))
        self.next_button.on_click(lambda _: self._act(board.next_position))
        board.table.listen(self._after_table)
        self.widget = W.VBox([self.heading, self.table.widget, W.HBox([self.next_button]), self.message,
                              self.kept, self.house])
        self.refresh()

    def _after_table(self) -> None:
        if getattr(self, "widget", None) is not None:
            self.refresh()

    def refresh(self) -> None:
        model, answer = self.model, self.board.answer
        self.heading.value = (f"<h3 style='margin:4px 0'>Which discard? · position {model.number + 1} · round "
                              f"{model.round}, {wild_name(model.round)} wild</h3>"
                              f"<p style='font-size:15px;margin:0'>Click the card to discard, or drag it to the "
                              f"discard pile. Score: {model.score}</p>")
        tone = "" if answer is None else "good" if answer.is_best else "bad"
        self.message.value = f"<div style='font-size:16px'>{text_html(model.message, tone)}</div>"
        if answer is None:
            self.kept.value = ""
            return
        parts = [heading_html(f"You keep (penalty {answer.penalty})"), _drawn(answer.arrangement)]
        if not answer.is_best:
            best = model.consider(answer.best_discards[0])
            parts += [heading_html(f"Discarding {best.card} keeps (penalty {best.penalty})"), _drawn(best.arrangement)]
        self.kept.value = "".join(parts)

    def picture(self) -> str:
        return show_hand(self.model.hand, self.model.round, scale=PICTURE_SCALE).svg


def _drawn(arrangement: Arrangement) -> str:
    return show_arrangement(arrangement, scale=PICTURE_SCALE).svg


def discard_trainer(round: int = 5, seed: int = 0, decks: int = 1, rules: Rules | None = None,
                    size: int = 84) -> DiscardTrainerView:
    """The discard trainer, ready to display in a notebook; `size` is a card's width in pixels."""
    return DiscardTrainerView(DiscardBoard(DiscardTrainer(round, seed, decks, rules)), size)


def discard_trainer_for(view: PlayerView, size: int = 84) -> DiscardTrainerView:
    """The discard trainer on a real game's position (just after a draw)."""
    return DiscardTrainerView(DiscardBoard(DiscardTrainer.from_view(view)), size)
