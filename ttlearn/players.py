"""Computer players, each able to say in one sentence why it chose a move.

A player is any object with three methods (a person at a keyboard or a widget can take a
seat by providing them):

- `start_game(seat, seed)`: a new game begins; `seed` fixes the player's own randomness.
- `choose_draw(view) -> Decision`: 'draw stock' or 'draw discard' (R9).
- `choose_discard(view) -> Decision`: 'discard' a card, or 'go out' with it (R10).

`view` is the `PlayerView` of the player's seat. Three players are built in:

- `random`: legal moves at random.
- `greedy`: takes the discard when it lowers its best penalty, discards to keep the lowest
  penalty, goes out as soon as it can.
- `lookahead`: like greedy, but it looks one draw ahead. It samples cards it has not seen
  and compares choices by the penalty it can expect after its next draw, so it keeps cards
  with many ways to complete melds. It was chosen by measurement against greedy (README).

>>> make_player("greedy")
GreedyPlayer()
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from .actions import DRAW_DISCARD, DRAW_STOCK, Action
from .belief import Belief
from .cards import JOKER_SUIT, Card, format_cards
from .language import _, count_text, ngettext
from .melds import Arrangement
from .player_view import PlayerView
from .rules import card_points, is_wild
from .solver import best_arrangement, best_discard, best_discard_penalty, best_penalty, discard_penalties


@dataclass(frozen=True)
class Said:
    """A reason in the two voices it is told in: the player's own, about itself and in the
    past tense, for a log of what happened (`mine`: "took 7♥: it lowers my penalty from 20
    to 18"), and the learner's, as advice (`yours`: "Take the 7♥: it lowers your penalty
    from 20 to 18"). Each voice is its own translated template, so a hint in any language
    is written, not derived from the player's words.

    >>> Said(_("took {card}"), _("Take the {card}")).format(card="7♥").yours
    'Take the 7♥'
    """

    mine: str
    yours: str

    def format(self, **fields: object) -> Said:
        return Said(self.mine.format(**fields), self.yours.format(**fields))

    def __add__(self, other: Said) -> Said:
        return Said(self.mine + other.mine, self.yours + other.yours)


@dataclass(frozen=True)
class Decision:
    """A chosen action and the one-sentence reason for it (the player's words), with the
    same said to the learner as advice (`hint`, "" when the player gave none: a player
    written by hand) and the reason without its opening clause that repeats the action
    (`grounds`: "10 points and no partner; ..." after "threw Q♣: ")."""

    action: Action
    reason: str
    hint: str = ""
    grounds: str = ""

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"

    @classmethod
    def of(cls, action: Action, head: Said, body: Said | None = None) -> Decision:
        """The decision `head: body`, in both voices: "took 7♥" and "it lowers my penalty ..."."""
        if body is None:
            return cls(action, head.mine, head.yours)
        return cls(action, f"{head.mine}: {body.mine}", f"{head.yours}: {body.yours}", body.mine)


class Player(Protocol):
    def start_game(self, seat: int, seed: int) -> None: ...
    def choose_draw(self, view: PlayerView) -> Decision: ...
    def choose_discard(self, view: PlayerView) -> Decision: ...


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
            return Decision.of(DRAW_DISCARD, Said(_("took {card} from the discard pile, at random"),
                                                  _("Take the {card} (a random choice)")).format(card=view.discard_top))
        return Decision.of(DRAW_STOCK, Said(_("drew from the stock, at random"),
                                            _("Draw from the stock (a random choice)")))

    def choose_discard(self, view: PlayerView) -> Decision:
        card = self.rng.choice(view.hand)
        if view.went_out is None and best_penalty(_without(view.hand, card), view.round, view.rules) == 0:
            return Decision.of(Action("go out", card), Said(
                _("threw {card} at random, and the rest happened to be all melds"),
                _("Go out: discard {card} (R10) (a random choice)")).format(card=card))
        return Decision.of(Action("discard", card), Said(_("threw {card}, at random"),
                                                         _("Discard {card} (a random choice)")).format(card=card))


_SUIT_NUMBER = {"C": 0, "D": 1, "H": 2, "S": 3, JOKER_SUIT: 0}


def _hand_key(hand: tuple[Card, ...]) -> tuple[int, ...]:
    """A hand as a cache key, whatever the order of its cards: their numbers (rank * 4 +
    suit, a joker 0) sorted. Ints sort and hash in C; Cards compare and hash in Python,
    which cost a look-ahead game a tenth of its time."""
    number = _SUIT_NUMBER
    return tuple(sorted([card.rank * 4 + number[card.suit] for card in hand]))


class GreedyPlayer:
    """Takes the discard when it lowers its best penalty, discards to keep the lowest
    penalty, and goes out as soon as it can."""

    def __init__(self) -> None:
        self._known: dict[tuple[int, tuple[int, ...]], tuple[Card, Arrangement]] = {}  # by (round, _hand_key)
        self._penalties: dict[tuple[int, tuple[int, ...]], int] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def start_game(self, seat: int, seed: int) -> None:
        self._known, self._penalties = {}, {}

    def best_discard(self, hand: tuple[Card, ...], view: PlayerView) -> tuple[Card, Arrangement]:
        """`best_discard`, remembered: the hand after drawing is often one already weighed,
        and the hand kept is the one whose penalty the next turn starts from."""
        key = (view.round, _hand_key(hand))
        if key not in self._known:
            if len(self._known) > 64:  # only the last few hands matter
                self._known.clear()
                self._penalties.clear()
            card, rest = self._known[key] = best_discard(hand, view.round, view.rules)
            self._penalties[(view.round, _hand_key(_without(hand, card)))] = rest.penalty
        return self._known[key]

    def penalty(self, hand: tuple[Card, ...], view: PlayerView) -> int:
        known = self._penalties.get((view.round, _hand_key(hand)))
        return best_penalty(hand, view.round, view.rules) if known is None else known

    def choose_draw(self, view: PlayerView) -> Decision:
        top = view.discard_top
        now = self.penalty(view.hand, view)
        if top is None:
            return Decision.of(DRAW_STOCK, from_stock(), pile_empty())
        after = self.best_discard(view.hand + (top,), view)[1]
        if after.penalty < now:
            return Decision.of(DRAW_DISCARD, taking(top), Said(
                _("it lowers my penalty from {now} to {after}"),
                _("it lowers your penalty from {now} to {after}")).format(now=now, after=after.penalty))
        return Decision.of(DRAW_STOCK, from_stock(), Said(
            _("{card} would not lower my penalty of {now}"),
            _("{card} would not lower your penalty of {now}")).format(card=top, now=now))

    def choose_discard(self, view: PlayerView) -> Decision:
        card, rest = self.best_discard(view.hand, view)
        return decide(view, card, rest)


# The opening clauses the players share, in both voices: functions, so that they are
# translated when said, in the language of that moment.
def from_stock() -> Said:
    return Said(_("drew from the stock"), _("Draw from the stock"))


def pile_empty() -> Said:
    return Said(_("the discard pile is empty"), _("the discard pile is empty"))


def taking(card: Card) -> Said:
    return Said(_("took {card}"), _("Take the {card}")).format(card=card)


def throwing(card: Card) -> Said:
    return Said(_("threw {card}"), _("Discard {card}")).format(card=card)


def decide(view: PlayerView, card: Card, rest: Arrangement, why: Said | None = None) -> Decision:
    """Go out with `card` if the rest is all melds and nobody has gone out, else discard it."""
    if rest.penalty == 0 and not rest.deadwood and view.went_out is None:
        return Decision.of(Action("go out", card), Said(
            _("went out: threw {card} and laid down {melds}"),
            _("Go out: discard {card} and lay down {melds} (R10)")).format(
                card=card, melds="; ".join(m.label for m in rest.melds)))
    body = explain_discard(card, rest, view)
    return Decision.of(Action("discard", card), throwing(card), body if why is None else body + why)


def explain_discard(card: Card, rest: Arrangement, view: PlayerView) -> Said:
    """One sentence: what the discard costs, what the hand keeps. After "threw Q♣: " it
    reads like "10 points and no partner; kept 7♥ 8♥: one card from a run; melds: none yet;
    penalty now 12"."""
    points = card_points(card, view.round, view.rules)
    partners = [c for c in rest.cards if not is_wild(c, view.round) and _partners(card, c)]
    if partners:
        about = ngettext("{count} point, pairs only with {cards}", "{count} points, pairs only with {cards}",
                         points).format(count=points, cards=format_cards(partners))
    else:
        about = count_text(points, "{count} point and no partner", "{count} points and no partner")
    near = _near_meld(rest.deadwood, view.round)
    melds = ", ".join(m.label for m in rest.melds) or _("none yet")
    if near:
        said = Said(_("{about}; kept {near}; melds: {melds}; penalty now {penalty}"),
                    _("{about}; you keep {near}; melds: {melds}; your penalty would be {penalty}"))
    else:
        said = Said(_("{about}; melds: {melds}; penalty now {penalty}"),
                    _("{about}; melds: {melds}; your penalty would be {penalty}"))
    return said.format(about=about, near=near, melds=melds, penalty=rest.penalty)


def _near_meld(deadwood: tuple[Card, ...], round: int) -> str | None:
    """Two leftover cards that one more card would make a meld, in words."""
    naturals = [c for c in deadwood if not is_wild(c, round)]
    for k, a in enumerate(naturals):
        for b in naturals[k + 1:]:
            if _partners(a, b):
                if a.rank == b.rank:
                    return _("{first} {second}: one card from a set").format(first=a, second=b)
                return _("{first} {second}: one card from a run").format(first=a, second=b)
    return None


def _partners(a: Card, b: Card) -> bool:
    """Could a and b share a meld: same rank (R12), or same suit and close (R13)?"""
    return a.rank == b.rank or (a.suit == b.suit and abs(a.rank - b.rank) <= 2)


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    rest = list(hand)
    rest.remove(card)
    return tuple(rest)


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
        return sum(best_discard_penalty(hand + (c,), view.round, view.rules)[1] for c in draws) / len(draws)

    def _sample(self, view: PlayerView) -> list[Card]:
        unseen = self.unseen(view)
        return self.rng.sample(unseen, min(self.samples, len(unseen))) if unseen else []

    def choose_draw(self, view: PlayerView) -> Decision:
        top = view.discard_top
        if view.went_out is not None or top is None:
            return super().choose_draw(view)
        with_top = self.best_discard(view.hand + (top,), view)[1]
        draws = self._sample(view)
        if with_top.penalty == 0 or not draws:
            return super().choose_draw(view)
        stock = self.expected(view.hand, draws, view)
        if with_top.penalty < stock:
            why = _("a sure penalty of {sure} beats the {expected:.1f} expected after a card from the stock")
            return Decision.of(DRAW_DISCARD, taking(top), Said(why, why).format(sure=with_top.penalty, expected=stock))
        why = _("a penalty of {expected:.1f} expected after it, and taking {card} would leave {sure}")
        return Decision.of(DRAW_STOCK, from_stock(), Said(why, why).format(expected=stock, card=top,
                                                                            sure=with_top.penalty))

    def choose_discard(self, view: PlayerView) -> Decision:
        card, rest = self.best_discard(view.hand, view)
        if rest.penalty == 0 or view.went_out is not None:
            return decide(view, card, rest)
        options = sorted((p, c) for c, p in discard_penalties(view.hand, view.round, view.rules).items())
        options = [(p, c) for p, c in options if p <= rest.penalty + self.margin][: self.candidates]
        draws = self._sample(view)
        if len(options) < 2 or not draws:
            return decide(view, card, rest)
        scored = sorted((self.expected(_without(view.hand, c), draws, view), p, c) for p, c in options)
        hope, choice = scored[0][0], scored[0][2]
        if choice == card:
            why = _("; expected penalty {expected:.1f} after the next draw").format(expected=hope)
            return decide(view, card, rest, Said(why, why))
        chosen_rest = best_arrangement(_without(view.hand, choice), view.round, view.rules)
        worst, other = scored[-1][0], scored[-1][2]
        why = _("; expected penalty {expected:.1f} after the next draw, against {worst:.1f} throwing {card}").format(
            expected=hope, worst=worst, card=other)
        return decide(view, choice, chosen_rest, Said(why, why))


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
            after = self.best_discard(view.hand + (top,), view)[1]
            if after.penalty > 0:  # taking the card to go out is never overlooked
                return Decision.of(DRAW_STOCK, Said(_("drew from the stock, overlooking {card} (a beginner's slip)"),
                                                    _("Draw from the stock")).format(card=top))
        return decision

    def choose_discard(self, view: PlayerView) -> Decision:
        card, rest = self.best_discard(view.hand, view)
        if rest.penalty == 0 or self.rng.random() >= self.slip:
            return decide(view, card, rest)
        leftover = sorted(set(best_arrangement(view.hand, view.round, view.rules).deadwood) - {card})
        if not leftover:
            return decide(view, card, rest)
        slip = self.rng.choice(leftover)
        rest = best_arrangement(_without(view.hand, slip), view.round, view.rules)
        return Decision.of(Action("discard", slip), Said(
            _("threw {card}, a leftover card, but {better} would have been better (a beginner's slip); "
              "penalty now {penalty}"),
            _("Discard {card}")).format(card=slip, better=card, penalty=rest.penalty))


def _expert() -> Player:
    from .expert import ExpertPlayer  # the expert builds on this module's players: imported when asked for

    return ExpertPlayer()


PLAYERS: dict[str, Callable[[], Player]] = {"random": RandomPlayer, "beginner": BeginnerPlayer,
                                            "greedy": GreedyPlayer, "lookahead": LookaheadPlayer,
                                            "expert": _expert}
LEVELS = {"beginner": "beginner", "easy": "greedy", "medium": "lookahead", "hard": "expert"}
STRONGEST = "expert"


def make_player(player: str | Player) -> Player:
    """A player from its name ('random', 'beginner', 'greedy', 'lookahead', 'expert'), or
    from a difficulty level for the play table and the terminal game ('beginner', 'easy',
    'medium', 'hard': `LEVELS`), or the player object itself.

    >>> make_player("medium")
    LookaheadPlayer(samples=6, candidates=3, margin=6)
    """
    if isinstance(player, str):
        name = LEVELS.get(player, player)
        if name not in PLAYERS:
            raise ValueError(f"unknown player {player!r}: one of {', '.join(PLAYERS)}, "
                             f"or a level: {', '.join(LEVELS)}")
        return PLAYERS[name]()
    for method in ("start_game", "choose_draw", "choose_discard"):
        if not callable(getattr(player, method, None)):
            raise TypeError(f"{player!r} is not a player: it needs a {method}() method")
    return player
