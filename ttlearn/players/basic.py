"""The four basic computer players, each able to say in one sentence why it chose a move
(`ttlearn.players.player`):

- `RandomPlayer`: legal moves at random.
- `GreedyPlayer`: takes the discard when it lowers its best penalty, discards to keep the
  lowest penalty, goes out as soon as it can.
- `BeginnerPlayer`: greedy, with a learner's slips, so that a first game can be won.
- `LookaheadPlayer`: like greedy, but it looks one draw ahead. It samples cards it has not
  seen and compares choices by the penalty it can expect after its next draw, so it keeps
  cards with many ways to complete melds. It was chosen by measurement against greedy
  (README).

The expert has a module of its own (`ttlearn.players.expert`); `ttlearn.players.by_name`
makes any of them from its name.

>>> GreedyPlayer()
GreedyPlayer()
"""

from __future__ import annotations

import random

from ..cards import Card, without
from ..engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ..engine.player_view import PlayerView
from ..language import _
from ..melds import Arrangement
from ..solver import HAND_MEMO
from .belief import Belief
from .player import Decision, Reason, decide, explain_draw, from_stock, pile_empty, taking


class RandomPlayer:
    """Legal moves at random: a random pile, a random card; it goes out when the card it
    picked happens to allow it (R10)."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return "RandomPlayer()"

    def start_game(self, seat: int, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose_draw(self, view: PlayerView) -> Decision:
        if view.discard_top is not None and self.rng.random() < 0.5:
            return Decision.of(DRAW_DISCARD, Reason(_("took {card} from the discard pile, at random"),
                                                  _("Take the {card} (a random choice)")).format(card=view.discard_top))
        return Decision.of(DRAW_STOCK, Reason(_("drew from the stock, at random"),
                                            _("Draw from the stock (a random choice)")))

    def choose_discard(self, view: PlayerView) -> Decision:
        card = self.rng.choice(view.hand)
        if view.went_out is None and HAND_MEMO.penalty(without(view.hand, card), view.round, view.rules) == 0:
            return Decision.of(Action("go out", card), Reason(
                _("threw {card} at random, and the rest happened to be all melds"),
                _("Go out: discard {card} (R10) (a random choice)")).format(card=card))
        return Decision.of(Action("discard", card), Reason(_("threw {card}, at random"),
                                                         _("Discard {card} (a random choice)")).format(card=card))


class GreedyPlayer:
    """Takes the discard when it lowers its best penalty, discards to keep the lowest
    penalty, and goes out as soon as it can."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def start_game(self, seat: int, seed: int) -> None:
        """A new game: nothing to forget (the hands it weighed are in the solver's memo)."""

    def discard_choice(self, hand: tuple[Card, ...], view: PlayerView) -> tuple[Card, Arrangement]:
        """The discard that keeps the lowest penalty, and the arrangement of the cards kept
        (`best_discard`, from the solver's memo: the hand after drawing is often one already
        weighed, and the hand kept is the one whose penalty the next turn starts from)."""
        return HAND_MEMO.discard(hand, view.round, view.rules)

    def penalty(self, hand: tuple[Card, ...], view: PlayerView) -> int:
        """The hand's best penalty (R16), from the solver's memo."""
        return HAND_MEMO.penalty(hand, view.round, view.rules)

    def choose_draw(self, view: PlayerView) -> Decision:
        top = view.discard_top
        now = self.penalty(view.hand, view)
        if top is None:
            return Decision.of(DRAW_STOCK, from_stock(), pile_empty())
        after = self.discard_choice(view.hand + (top,), view)[1]
        if after.penalty < now:
            return Decision.of(DRAW_DISCARD, taking(top), explain_draw(top, view, after, now, take=True))
        return Decision.of(DRAW_STOCK, from_stock(), explain_draw(top, view, after, now, take=False))

    def choose_discard(self, view: PlayerView) -> Decision:
        card, rest = self.discard_choice(view.hand, view)
        return decide(view, card, rest)


class LookaheadPlayer(GreedyPlayer):
    """Greedy, looking one draw ahead. It draws `samples` cards from those it has not seen
    (not in its hand, not in the discard pile, not taken by an opponent from the pile) and
    scores a hand by the penalty it can expect after its next draw and best discard. It
    takes the discard when that beats the stock's expected penalty, and among discards
    within a few points of the lowest penalty it keeps the hand with the best expectation.
    On a last turn (R11) there is no next draw, so it plays greedy."""

    def __init__(self, samples: int = 6, candidates: int = 3, margin: int = 6, seed: int = 0):
        super().__init__()
        self.samples, self.candidates, self.margin = samples, candidates, margin
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"LookaheadPlayer(samples={self.samples}, candidates={self.candidates}, margin={self.margin})"

    def start_game(self, seat: int, seed: int) -> None:
        super().start_game(seat, seed)
        self.rng = random.Random(seed)

    def unseen(self, view: PlayerView) -> list[Card]:
        """Cards that may be in the stock, as this seat knows from its hand and the public
        log (`Belief`: not in the pile, not taken by an opponent from it)."""
        return list(Belief.of(view).unseen)

    def expected(self, hand: tuple[Card, ...], draws: list[Card], view: PlayerView) -> float:
        """Mean penalty after drawing each of `draws` and discarding the best card (only the
        penalties are needed, so no arrangement is laid out)."""
        return sum(HAND_MEMO.discard_penalty(hand + (c,), view.round, view.rules)[1] for c in draws) / len(draws)

    def _sample(self, view: PlayerView) -> list[Card]:
        unseen = self.unseen(view)
        return self.rng.sample(unseen, min(self.samples, len(unseen))) if unseen else []

    def choose_draw(self, view: PlayerView) -> Decision:
        top = view.discard_top
        if view.went_out is not None or top is None:
            return super().choose_draw(view)
        with_top = self.discard_choice(view.hand + (top,), view)[1]
        draws = self._sample(view)
        if with_top.penalty == 0 or not draws:
            return super().choose_draw(view)
        stock = self.expected(view.hand, draws, view)
        now = self.penalty(view.hand, view)
        if with_top.penalty < stock:
            why = _("a sure penalty of {sure} beats the {expected:.1f} expected after a card from the stock")
            return Decision.of(DRAW_DISCARD, taking(top), explain_draw(top, view, with_top, now, take=True),
                               Reason(why, why).format(sure=with_top.penalty, expected=stock))
        why = _("a penalty of {expected:.1f} expected after it, and taking {card} would leave {sure}")
        return Decision.of(DRAW_STOCK, from_stock(), explain_draw(top, view, with_top, now, take=False),
                           Reason(why, why).format(expected=stock, card=top, sure=with_top.penalty))

    def choose_discard(self, view: PlayerView) -> Decision:
        card, rest = self.discard_choice(view.hand, view)
        if rest.penalty == 0 or view.went_out is not None:
            return decide(view, card, rest)
        options = sorted((p, c) for c, p in HAND_MEMO.discard_penalties(view.hand, view.round, view.rules).items())
        options = [(p, c) for p, c in options if p <= rest.penalty + self.margin][: self.candidates]
        draws = self._sample(view)
        if len(options) < 2 or not draws:
            return decide(view, card, rest)
        scored = sorted((self.expected(without(view.hand, c), draws, view), p, c) for p, c in options)
        hope, choice = scored[0][0], scored[0][2]
        if choice == card:
            why = _("expected penalty {expected:.1f} after the next draw").format(expected=hope)
            return decide(view, card, rest, Reason(why, why))
        chosen_rest = HAND_MEMO.arrangement(without(view.hand, choice), view.round, view.rules)
        worst, other = scored[-1][0], scored[-1][2]
        why = _("expected penalty {expected:.1f} after the next draw, against {worst:.1f} throwing {card}").format(
            expected=hope, worst=worst, card=other)
        return decide(view, choice, chosen_rest, Reason(why, why))


class BeginnerPlayer(GreedyPlayer):
    """Plays like a learner, so that a first game can be won: greedy, but on each decision
    it slips with probability `slip` (seeded by `start_game`): it overlooks a discard that
    would have helped and draws from the stock (R9), or throws a leftover card at random
    instead of the one that costs most. It never misses a chance to go out (R10)."""

    def __init__(self, slip: float = 0.35, seed: int = 0):
        super().__init__()
        self.slip = slip
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"BeginnerPlayer(slip={self.slip})"

    def start_game(self, seat: int, seed: int) -> None:
        super().start_game(seat, seed)
        self.rng = random.Random(seed)

    def choose_draw(self, view: PlayerView) -> Decision:
        decision = super().choose_draw(view)
        top = view.discard_top
        if decision.action == DRAW_DISCARD and top is not None and self.rng.random() < self.slip:
            after = self.discard_choice(view.hand + (top,), view)[1]
            if after.penalty > 0:  # taking the card to go out is never overlooked
                return Decision.of(DRAW_STOCK, Reason(_("drew from the stock, overlooking {card} (a beginner's slip)"),
                                                    _("Draw from the stock")).format(card=top))
        return decision

    def choose_discard(self, view: PlayerView) -> Decision:
        card, rest = self.discard_choice(view.hand, view)
        if rest.penalty == 0 or self.rng.random() >= self.slip:
            return decide(view, card, rest)
        leftover = sorted(set(HAND_MEMO.arrangement(view.hand, view.round, view.rules).deadwood) - {card})
        if not leftover:
            return decide(view, card, rest)
        slip = self.rng.choice(leftover)
        rest = HAND_MEMO.arrangement(without(view.hand, slip), view.round, view.rules)
        return Decision.of(Action("discard", slip), Reason(
            _("threw {card}, a leftover card, but {better} would have been better (a beginner's slip); "
              "penalty now {penalty}"),
            _("Discard {card}")).format(card=slip, better=card, penalty=rest.penalty))
