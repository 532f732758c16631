"""The expert computer player: it plans with what its seat may know, and nothing else.

It is given only its `PlayerView`: its hand, the pile's top, the sizes of the other hands,
and the round's public log (every card turned face up, who took what from the pile, who
threw what). From that log it knows which cards it has not seen (`Belief`), and it weighs
each choice by numbers it can say:

- Its own hand: each discard it considers is scored by the penalty (R16) it can expect
  after its next draw and best discard, averaged exactly over every card it has not seen
  (each counted as often as it may be there), less a bonus for the chance to go out then
  (R10: the others then score their penalties). `HandValues.outlook` computes it.
- The next player: before throwing a card, it asks how likely that card lets the next
  player take it and go out (R9, R10). It deals the unseen cards into hands for the
  opponents many times over (determinized sampling), each hand played forward through the
  public log the way a sensible player keeps cards (`belief.played_table`), and drops the
  samples its view contradicts (a hand that could already have gone out); the share of
  samples that go out with the card, times `feed` points, is added to the card's score.
- The draw: the pile's top is taken when the sure outcome beats the expectation from the
  stock, computed the same way (R9); on a last turn (R11) only the penalty counts.

Every random choice comes from a generator seeded by `start_game`'s seed and the moment of
the round, so a decision depends only on the seed and the view (tests/test_expert.py shows
that hidden cards dealt differently change nothing). The settings were chosen by
measurement against the look-ahead player (`benchmarks/expert_settings.py`, README).

>>> from ttlearn.engine.game import Game
>>> game = Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0)
>>> expert = ExpertPlayer()
>>> expert.start_game(0, seed=1)
>>> print(expert.choose_draw(game.view(0)))
draw discard: took 6♥: with it I can go out (R10)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ..cards import Card, card_order
from ..engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from ..engine.player_view import PlayerView
from ..language import _, ngettext
from ..solver import best_arrangement
from .belief import Belief, Table, played_table
from .decision import Decision, Reason, decide, explain_discard, explain_draw, from_stock, pile_empty, taking, throwing
from .hand_values import HandValues, Outlook


class ExpertPlayer:
    """The strongest built-in player (see the module's text). `candidates` discards are
    weighed, those within `margin` points of the lowest penalty; `bonus` points reward each
    chance in one of going out after the next draw; `feed` points punish each chance in one
    that a discard lets the next player go out, estimated from `samples` sampled tables."""

    def __init__(self, candidates: int = 4, margin: int = 8, bonus: float = 10.0, feed: float = 12.0,
                 samples: int = 16, infer: int = 0, seed: int = 0):
        self.infer = infer
        self.candidates, self.margin, self.bonus, self.feed, self.samples = candidates, margin, bonus, feed, samples
        self.seed = seed
        self._values: HandValues | None = None

    def __repr__(self) -> str:
        return (f"ExpertPlayer(candidates={self.candidates}, margin={self.margin}, bonus={self.bonus}, "
                f"feed={self.feed}, samples={self.samples})")

    def start_game(self, seat: int, seed: int) -> None:
        self.seed = seed
        self._values = None

    def values(self, view: PlayerView) -> HandValues:
        """The round's remembered hand values (a new round, new hands: R4, R5)."""
        if self._values is None or (self._values.round, self._values.rules) != (view.round, view.rules):
            self._values = HandValues(view.round, view.rules)
        return self._values

    def _rng(self, view: PlayerView, purpose: str) -> random.Random:
        """A generator fixed by the seed and the moment: the same view, the same numbers."""
        return random.Random(f"{self.seed}:{view.round}:{len(view.events)}:{view.phase}:{purpose}")

    # --- the draw (R9) -------------------------------------------------------------------

    def choose_draw(self, view: PlayerView) -> Decision:
        top = view.discard_top
        if top is None:
            return Decision.of(DRAW_STOCK, from_stock(), pile_empty())
        values = self.values(view)
        thrown, with_top = values.after_draw(view.hand, top)
        if with_top == 0 and view.went_out is None:
            return Decision.of(DRAW_DISCARD, taking(top), Reason(_("with it I can go out (R10)"),
                                                               _("with it you can go out (R10)")))
        belief = Belief.of(view)
        unseen = self._stock_weights(view, belief)
        stock = values.outlook(view.hand, unseen)
        if not stock.cards:
            return Decision.of(DRAW_DISCARD, taking(top), Reason(_("I know of no card left in the stock"),
                                                               _("you know of no card left in the stock")))
        # On a last turn (R11) the penalty after it is the score; before, going out is worth more.
        bonus = 0.0 if view.went_out is not None else self.bonus
        among = Reason(
            ngettext("over the {count} card I have not seen, {expected:.1f} points expected",
                     "over the {count} cards I have not seen, {expected:.1f} points expected", stock.cards),
            ngettext("over the {count} card you have not seen, {expected:.1f} points expected",
                     "over the {count} cards you have not seen, {expected:.1f} points expected", stock.cards),
        ).format(count=stock.cards, expected=stock.expected)
        if bonus and stock.going_out:
            # The number comes with its % sign: no % in a message, which gettext tools read as printf's.
            chance = _(" and a {percent} chance to go out").format(percent=f"{100 * stock.going_out:.0f}%")
            among += Reason(chance, chance)
        now = values.penalty(view.hand)
        after = best_arrangement(_without([*view.hand, top], thrown), view.round, view.rules)
        if with_top < stock.value(bonus):
            why = _("a sure penalty of {sure}, against {among} drawing from the stock")
            return Decision.of(DRAW_DISCARD, taking(top), explain_draw(top, view, after, now, take=True),
                               Reason(why.format(sure=with_top, among=among.mine),
                                      why.format(sure=with_top, among=among.yours)))
        why = _("{among} after it, against {sure} taking {card}")
        return Decision.of(DRAW_STOCK, from_stock(), explain_draw(top, view, after, now, take=False),
                           Reason(why.format(among=among.mine, sure=with_top, card=top),
                                  why.format(among=among.yours, sure=with_top, card=top)))

    # --- the discard (R9, R10) -------------------------------------------------------------

    def choose_discard(self, view: PlayerView) -> Decision:
        values = self.values(view)
        hand = list(view.hand)
        card, left = values.discard(hand)
        if (left == 0 and view.went_out is None) or view.went_out is not None:
            # Go out when it can (R10); on a last turn (R11) only the penalty counts.
            return decide(view, card, best_arrangement(_without(hand, card), view.round, view.rules))
        options = self._candidates(values, hand)
        if len(options) < 2:
            return decide(view, card, best_arrangement(_without(hand, card), view.round, view.rules))
        belief = Belief.of(view)
        unseen = self._stock_weights(view, belief)
        outlooks = {c: values.outlook(_without(hand, c), unseen) for c in options}
        feeding = _Feeding(self, view, belief, values)
        score: dict[Card, float] = {}
        # Feeding only adds to a card's score, so a card whose own score already reaches the
        # best total so far need not be sampled: the same choice, fewer solver calls.
        for c in sorted(options, key=lambda c: (outlooks[c].value(self.bonus), card_order(c))):
            if score and outlooks[c].value(self.bonus) >= min(score.values()):
                break
            score[c] = outlooks[c].value(self.bonus) + self.feed * feeding.risk(c)
        ranked = sorted(score, key=lambda c: (score[c], card_order(c)))
        choice = ranked[0]
        worst = max(options, key=lambda c: (outlooks[c].value(self.bonus), card_order(c)))
        plain, numbers = self._explain(view, choice, worst, outlooks, feeding)
        return Decision.of(Action("discard", choice), throwing(choice), plain, numbers)

    def _stock_weights(self, view: PlayerView, belief: Belief) -> Counter:
        if not self.infer or not belief.hidden:
            return Counter(belief.unseen)
        rng = self._rng(view, "stock")
        seats = tuple(s for s, n in belief.hidden.items() if n)
        counts: Counter = Counter()
        for _sample in range(self.infer):
            counts.update(played_table(view, belief, rng, seats).stock)
        return Counter({c: n / self.infer for c, n in counts.items()})

    def _candidates(self, values: HandValues, hand: list[Card]) -> list[Card]:
        """The discards worth weighing: the `candidates` lowest penalties, within `margin` of the lowest."""
        penalties = values.penalties_after_discard(hand)
        options = sorted((penalties[c], card_order(c), c) for c in set(hand))
        lowest = options[0][0]
        return [c for penalty, _order, c in options if penalty <= lowest + self.margin][:self.candidates]

    def _explain(self, view: PlayerView, choice: Card, worst: Card, outlooks: dict[Card, Outlook],
                 feeding: _Feeding) -> tuple[Reason, Reason]:
        """Why `choice`: in plain words (`explain_discard`, and the card held back because it
        could let the next player go out), and in the numbers behind them."""
        rest = best_arrangement(_without(view.hand, choice), view.round, view.rules)
        plain = explain_discard(choice, rest, view)
        mine, theirs = outlooks[choice], outlooks[worst]
        numbers = Reason(
            ngettext("over the {count} card I have not seen, {expected:.1f} points left on average after my next "
                     "draw, against {other:.1f} throwing {card}",
                     "over the {count} cards I have not seen, {expected:.1f} points left on average after my next "
                     "draw, against {other:.1f} throwing {card}", mine.cards),
            ngettext("over the {count} card you have not seen, {expected:.1f} points left on average after your "
                     "next draw, against {other:.1f} throwing {card}",
                     "over the {count} cards you have not seen, {expected:.1f} points left on average after your "
                     "next draw, against {other:.1f} throwing {card}", mine.cards),
        ).format(count=mine.cards, expected=mine.expected, other=theirs.expected, card=worst)
        if mine.going_out:
            then = _("; {percent} chance to go out then").format(percent=f"{100 * mine.going_out:.0f}%")
            numbers += Reason(then, then)
        risky = [c for c, r in feeding.risks.items() if r > feeding.risks.get(choice, 0.0)]
        if risky:
            c = max(risky, key=lambda c: (feeding.risks[c], card_order(c)))
            n, name = len(feeding.tables), view.names[feeding.after]
            feeds = _("; {card} would let {name} go out in {hands} of {samples} sampled hands").format(
                card=c, name=name, hands=round(feeding.risks[c] * n), samples=n)
            numbers += Reason(feeds, feeds)
            # Said plainly too when it changed the choice: the card the hand would rather throw.
            own = min(outlooks, key=lambda c: (outlooks[c].value(self.bonus), card_order(c)))
            if own != choice and feeding.risks.get(own, 0.0) > feeding.risks.get(choice, 0.0):
                plain += Reason(_("; not {card}: {name} might take it and go out"),
                                _("; not {card}: {name} might take it and go out")).format(card=own, name=name)
        return plain, numbers


class _Feeding:
    """How likely a discard lets the next player take it and go out (R9, R10), from
    sampled tables dealt only when first asked for."""

    def __init__(self, player: ExpertPlayer, view: PlayerView, belief: Belief, values: HandValues):
        self.player, self.view, self.belief, self.values = player, view, belief, values
        self.after = (view.seat + 1) % len(view.names)
        self.tables: list[Table] = []
        self.risks: dict[Card, float] = {}

    def risk(self, card: Card) -> float:
        """The share of sampled tables in which the next player could go out with `card`."""
        if not self.player.feed or self.belief.hidden.get(self.after, 0) == 0:
            return 0.0  # the next player went out already (R11), or holds no hidden card
        if not self.tables:
            self.tables = self._deal()
        after, values = self.after, self.values
        self.risks[card] = sum(values.after_draw(t.hands[after], card)[1] == 0 for t in self.tables) / len(self.tables)
        return self.risks[card]

    def _deal(self) -> list[Table]:
        """`samples` tables played forward from the log (`played_table`), dropping those
        where the next player's hand is all melds: it would have gone out already (R10). If
        too few are left, the first ones dealt make up the number."""
        player, after = self.player, self.after
        rng = player._rng(self.view, "tables")
        dealt: list[Table] = []
        kept: list[Table] = []
        while len(kept) < player.samples and len(dealt) < 2 * player.samples:
            dealt.append(played_table(self.view, self.belief, rng, after))
            if self.values.penalty(dealt[-1].hands[after]) > 0:
                kept.append(dealt[-1])
        return kept + dealt[:player.samples - len(kept)]


def _without(hand: Sequence[Card], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(card)
    return rest
