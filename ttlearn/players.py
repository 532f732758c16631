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
from .melds import Arrangement
from .player_view import PlayerView
from .rules import card_points, is_wild
from .solver import best_arrangement, best_discard, best_discard_penalty, best_penalty, discard_penalties
from .words import plural


@dataclass(frozen=True)
class Decision:
    """A chosen action and the one-sentence reason for it, to show as a hint."""

    action: Action
    reason: str

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


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
            return Decision(DRAW_DISCARD, f"took {view.discard_top} from the discard pile, at random")
        return Decision(DRAW_STOCK, "drew from the stock, at random")

    def choose_discard(self, view: PlayerView) -> Decision:
        card = self.rng.choice(view.hand)
        if view.went_out is None and best_penalty(_without(view.hand, card), view.round, view.rules) == 0:
            return Decision(Action("go out", card), f"threw {card} at random, and the rest happened to be all melds")
        return Decision(Action("discard", card), f"threw {card}, at random")


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
            return Decision(DRAW_STOCK, "drew from the stock: the discard pile is empty")
        _, after = self.best_discard(view.hand + (top,), view)
        if after.penalty < now:
            return Decision(DRAW_DISCARD, f"took {top}: it lowers my penalty from {now} to {after.penalty}")
        return Decision(DRAW_STOCK, f"drew from the stock: {top} would not lower my penalty of {now}")

    def choose_discard(self, view: PlayerView) -> Decision:
        card, rest = self.best_discard(view.hand, view)
        return decide(view, card, rest)


def decide(view: PlayerView, card: Card, rest: Arrangement, why: str = "") -> Decision:
    """Go out with `card` if the rest is all melds and nobody has gone out, else discard it."""
    if rest.penalty == 0 and not rest.deadwood and view.went_out is None:
        return Decision(Action("go out", card), f"went out: threw {card} and laid down " +
                        "; ".join(m.label for m in rest.melds))
    return Decision(Action("discard", card), explain_discard(card, rest, view) + why)


def explain_discard(card: Card, rest: Arrangement, view: PlayerView) -> str:
    """One sentence: what the discard costs, what the hand keeps. It reads like
    "threw Q♣: 10 points and no partner; kept 7♥ 8♥: one card from a run; melds: none; penalty now 12"."""
    points = card_points(card, view.round, view.rules)
    partners = [c for c in rest.cards if not is_wild(c, view.round) and _partners(card, c)]
    about = plural(points, "point")
    about += f", pairs only with {format_cards(partners)}" if partners else " and no partner"
    near = _near_meld(rest.deadwood, view.round)
    kept = f"; kept {near}" if near else ""
    melds = ", ".join(m.label for m in rest.melds) or "none yet"
    return f"threw {card}: {about}{kept}; melds: {melds}; penalty now {rest.penalty}"


def _near_meld(deadwood: tuple[Card, ...], round: int) -> str | None:
    """Two leftover cards that one more card would make a meld, in words."""
    naturals = [c for c in deadwood if not is_wild(c, round)]
    for k, a in enumerate(naturals):
        for b in naturals[k + 1:]:
            if _partners(a, b):
                return f"{a} {b}: one card from a {'set' if a.rank == b.rank else 'run'}"
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
        _, with_top = self.best_discard(view.hand + (top,), view)
        draws = self._sample(view)
        if with_top.penalty == 0 or not draws:
            return super().choose_draw(view)
        stock = self.expected(view.hand, draws, view)
        if with_top.penalty < stock:
            return Decision(DRAW_DISCARD, f"took {top}: a sure penalty of {with_top.penalty} beats the "
                            f"{stock:.1f} expected after a card from the stock")
        return Decision(DRAW_STOCK, f"drew from the stock: a penalty of {stock:.1f} expected after it, "
                        f"and taking {top} would leave {with_top.penalty}")

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
        hope, _, choice = scored[0]
        if choice == card:
            return decide(view, card, rest, f"; expected penalty {hope:.1f} after the next draw")
        chosen_rest = best_arrangement(_without(view.hand, choice), view.round, view.rules)
        worst, _, other = scored[-1]
        return decide(view, choice, chosen_rest,
                      f"; expected penalty {hope:.1f} after the next draw, against {worst:.1f} throwing {other}")


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
            _, after = self.best_discard(view.hand + (top,), view)
            if after.penalty > 0:  # taking the card to go out is never overlooked
                return Decision(DRAW_STOCK, f"drew from the stock, overlooking {top} (a beginner's slip)")
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
        return Decision(Action("discard", slip), f"threw {slip}, a leftover card, but {card} would have been "
                        f"better (a beginner's slip); penalty now {rest.penalty}")


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
