"""The game engine: a whole game of Three Thirteen, played exactly by the rules.

A `Game` is the table: hands, stock, discard pile, whose turn, scores. It changes only
through four actions, each checked first: draw from the stock, draw from the discard pile
(R9), discard a card, or go out with a discard (R10). A refused action raises
`IllegalMove` with the reason and leaves the state exactly as it was. Every change is an
`Event` in `game.events`; the seed and the list of actions replay the game (`Game.replay`,
`Replay` steps forward and back), and `to_json`/`from_json` save and load it (never pickle).

>>> game = Game(["Ana", "Ben"], seed=7)
>>> game.round, game.phase, len(game.hands[game.turn])
(1, 'draw', 3)
>>> game.discard(game.turn, game.hands[game.turn][0])
Traceback (most recent call last):
...
ttlearn.game.IllegalMove: draw first: from the stock or the discard pile (R9)
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict, dataclass, field
from typing import Iterable, Sequence

from .cards import Card, deck, format_cards
from .display import Pictured, picture_of
from .melds import Arrangement, Meld
from .rules import DEFAULT_RULES, ROUNDS, Rules, decks_for, hand_size, wild_name, wild_rank
from .solver import best_arrangement, best_penalty

MAX_PLAYERS = 8  # the solver knows hands from up to 3 decks (R2: 7-8 players)
FILE_FORMAT = "ttlearn-game"
FILE_VERSION = 1


class IllegalMove(ValueError):
    """An action the rules do not allow now; the message says why. The game is unchanged."""


class GameFileError(ValueError):
    """A saved game that cannot be loaded: not JSON, edited, or not a legal game."""


# --- Actions and events ------------------------------------------------------------------

ACTION_KINDS = ("draw stock", "draw discard", "discard", "go out")


@dataclass(frozen=True)
class Action:
    """One move of the player whose turn it is: 'draw stock', 'draw discard' (R9),
    'discard' a card, or 'go out' with a discard (R10).

    >>> Action.parse("go out 10♥")
    Action('go out 10♥')
    """

    kind: str
    card: Card | None = None

    def __post_init__(self) -> None:
        if self.kind not in ACTION_KINDS:
            raise ValueError(f"bad action {self.kind!r}: one of {', '.join(ACTION_KINDS)}")
        if (self.card is None) != self.kind.startswith("draw"):
            raise ValueError(f"'{self.kind}' {'takes no card' if self.kind.startswith('draw') else 'needs a card'}")

    def __str__(self) -> str:
        return self.kind if self.card is None else f"{self.kind} {self.card}"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """An action from its text, as `str(action)` writes it."""
        for kind in ACTION_KINDS:
            if text == kind:
                return cls(kind)
            if text.startswith(kind + " ") and not kind.startswith("draw"):
                return cls(kind, Card.parse(text[len(kind) + 1:]))
        raise ValueError(f"bad action {text!r}: one of {', '.join(ACTION_KINDS)}, with a card to discard")


DRAW_STOCK, DRAW_DISCARD = Action("draw stock"), Action("draw discard")


@dataclass(frozen=True)
class Event:
    """One thing that happened, in words (`text`) and as data. `card` is the card seen face
    up: the upcard of a deal, a card drawn from the discard pile, a discard; a card drawn
    from the stock stays hidden (None). `scores` is set on 'round score' and 'game over'."""

    kind: str  # deal, draw, reshuffle, discard, go out, last turn, round score, game over
    round: int
    seat: int | None
    text: str
    card: Card | None = None
    source: str | None = None  # 'stock' or 'discard' for a draw
    melds: tuple[Meld, ...] = ()
    scores: tuple[int, ...] = ()

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.text!r})"


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: who dealt, who went out (None at the turn cap, H1), the cards each
    seat held when scored, their best arrangements and the scores (R16, H2)."""

    number: int
    dealer: int
    went_out: int | None
    final_hands: tuple[tuple[Card, ...], ...]
    arrangements: tuple[Arrangement, ...]
    scores: tuple[int, ...]
    turns: int


@dataclass(frozen=True)
class PlayerView(Pictured):
    """What one seat may see: its own hand, the top of the discard pile, the stock size,
    the other hands' sizes, the melds laid down by whoever went out, the scores, whose turn
    it is and the phase. `events` is this round's public log (stock draws stay hidden)."""

    seat: int
    names: tuple[str, ...]
    round: int
    wild_rank: int
    rules: Rules
    decks: int
    dealer: int
    turn: int
    phase: str  # 'draw', 'discard' or 'over'
    hand: tuple[Card, ...]
    discard_top: Card | None
    stock_size: int
    hand_sizes: tuple[int, ...]
    went_out: int | None
    laid_down: tuple[Meld, ...]
    totals: tuple[int, ...]
    events: tuple[Event, ...] = field(repr=False)

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat and self.phase != "over"

    @property
    def last_turn(self) -> bool:
        """True when someone else went out and this is one's last turn (R11)."""
        return self.went_out is not None

    def picture(self, selected: Sequence[int] = (), scale: float = 1.0):
        """The table as this seat sees it, drawn (`ttlearn.draw.svg.show_view`)."""
        return picture_of(self, selected=selected, scale=scale)


# --- The game ----------------------------------------------------------------------------


class Game:
    """A game of Three Thirteen for 2 to 8 players (R1), eleven rounds (R4).

    `players` is a number of seats or a list of names; seats are numbered 0, 1, ... clockwise,
    so the player left of seat k is seat k + 1 (R6, R8). The seed fixes the first dealer and
    every shuffle, so the seed and the actions replay the game."""

    def __init__(self, players: int | Sequence[str] = 4, seed: int | None = None, rules: Rules | None = None):
        names = tuple(f"Player {k + 1}" for k in range(players)) if isinstance(players, int) else tuple(players)
        if not 2 <= len(names) <= MAX_PLAYERS:
            raise ValueError(f"bad number of players {len(names)}: ttlearn plays 2 to {MAX_PLAYERS} (R1, R2)")
        if len(set(names)) != len(names):
            raise ValueError(f"players need distinct names, got {names}")
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)  # still recorded, so the game replays
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"bad seed {seed!r}: a whole number")
        self.names = names
        self.seed = seed
        self.rules = rules or DEFAULT_RULES
        self.decks = decks_for(len(names), rules)
        self._rng = random.Random(seed)
        self.first_dealer = self._rng.randrange(len(names))  # R6: chosen at random
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self.results: list[RoundResult] = []
        self._deal(1, self.first_dealer)

    @property
    def players(self) -> int:
        return len(self.names)

    def __repr__(self) -> str:
        where = "game over" if self.phase == "over" else f"round {self.round}, {self.names[self.turn]} to {self.phase}"
        return f"Game({len(self.names)} players, seed {self.seed}, {where})"

    # --- dealing and scoring -------------------------------------------------------------

    def _deal(self, round: int, dealer: int) -> None:
        """Shuffle, deal round + 2 cards each starting left of the dealer (R4, R6), turn up
        the top of the stock (R7); the player left of the dealer plays first (R8)."""
        n = len(self.names)
        cards = deck(self.decks)
        self._rng.shuffle(cards)
        self.round, self.dealer = round, dealer
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        for k in range(hand_size(round) * n):
            self.hands[(dealer + 1 + k) % n].append(cards.pop())
        self.stock: list[Card] = cards  # the top of the stock is the end of the list
        self.pile: list[Card] = [self.stock.pop()]
        self.turn = (dealer + 1) % n
        self.phase = "draw"
        self.went_out: int | None = None
        self.laid_down: tuple[Meld, ...] = ()
        self.last_turns_left = 0
        self.turns = 0
        self._round_start = len(self.events)  # where this round's public log begins
        self._log("deal", dealer, f"Round {round} (dealer: {self.names[dealer]}): {hand_size(round)} cards each, "
                  f"{wild_name(round)} wild; the upcard is {self.pile[-1]}", card=self.pile[-1])

    def _score_round(self) -> None:
        """Each hand's best arrangement (R16, H2); whoever went out scores 0 (R16)."""
        arrangements = tuple(best_arrangement(hand, self.round, self.rules) for hand in self.hands)
        scores = tuple(0 if seat == self.went_out else a.penalty for seat, a in enumerate(arrangements))
        self.results.append(RoundResult(self.round, self.dealer, self.went_out,
                                        tuple(tuple(sorted(h)) for h in self.hands), arrangements, scores,
                                        self.turns))
        why = "" if self.went_out is not None else f" (turn cap of {self.rules.turn_cap} reached, H1)"
        shown = ", ".join(f"{name} {s}" for name, s in zip(self.names, scores))
        self._log("round score", None, f"Round {self.round} scores{why}: {shown}", scores=scores)
        if self.round == ROUNDS[-1]:
            self.phase = "over"
            totals = self.totals
            shown = ", ".join(f"{name} {t}" for name, t in zip(self.names, totals))
            winners = " and ".join(self.names[k] for k in self.winners)
            self._log("game over", None, f"Game over: {shown}; lowest total wins: {winners} (R17)", scores=totals)
        else:
            self._deal(self.round + 1, (self.dealer + 1) % len(self.names))

    def _log(self, kind: str, seat: int | None, text: str, **data) -> None:
        self.events.append(Event(kind, self.round, seat, text, **data))

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total over the rounds scored so far (R17)."""
        return tuple(sum(r.scores[k] for r in self.results) for k in range(len(self.names)))

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total; equal lowest totals share the win (R17, H)."""
        totals = self.totals
        return tuple(k for k, t in enumerate(totals) if t == min(totals))

    # --- what a seat may see and do ------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """What `seat` may see now (its own hand only)."""
        self._check_seat(seat)
        return PlayerView(
            seat=seat, names=self.names, round=self.round, wild_rank=wild_rank(self.round), rules=self.rules,
            decks=self.decks, dealer=self.dealer, turn=self.turn, phase=self.phase,
            hand=tuple(sorted(self.hands[seat])), discard_top=self.pile[-1] if self.pile else None,
            stock_size=len(self.stock), hand_sizes=tuple(len(h) for h in self.hands), went_out=self.went_out,
            laid_down=self.laid_down, totals=self.totals, events=tuple(self.events[self._round_start:]),
        )

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action `seat` (default: whoever's turn it is) may take now."""
        seat = self.turn if seat is None else seat
        candidates = [DRAW_STOCK, DRAW_DISCARD] + [Action(kind, card) for card in sorted(set(self.hands[seat]))
                                                    for kind in ("discard", "go out")]
        return [action for action in candidates if self.why_illegal(seat, action) is None]

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """The reason `action` by `seat` breaks the rules now, or None if it is legal."""
        n = len(self.names)
        if not isinstance(seat, int) or not 0 <= seat < n:
            return f"no seat {seat!r}: seats are 0 to {n - 1}"
        if self.phase == "over":
            return "the game is over (R4: eleven rounds)"
        if seat != self.turn:
            return f"it is {self.names[self.turn]}'s turn, not {self.names[seat]}'s (R8)"
        if action.kind.startswith("draw"):
            if self.phase != "draw":
                return f"{self.names[seat]} has drawn already: now discard a card or go out (R9)"
            if action == DRAW_DISCARD and not self.pile:
                return "the discard pile is empty: draw from the stock (R9)"
            if action == DRAW_STOCK and not self.stock and len(self.pile) < 2:
                return "the stock is empty and the discard pile has no cards under its top to reshuffle (H1)"
            return None
        if self.phase != "discard":
            return "draw first: from the stock or the discard pile (R9)"
        if action.card not in self.hands[seat]:
            return f"{action.card} is not in {self.names[seat]}'s hand"
        if action.kind == "go out":
            if self.went_out is not None:
                return (f"{self.names[self.went_out]} has gone out already: this is a last turn, "
                        "so discard; your melds count when the round is scored (R11, R16)")
            rest = list(self.hands[seat])
            rest.remove(action.card)
            if best_penalty(rest, self.round, self.rules) != 0:
                left = best_arrangement(rest, self.round, self.rules).deadwood
                return (f"cannot go out discarding {action.card}: {format_cards(left)} "
                        f"would be left out of melds (R10)")
        return None

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            raise IllegalMove(f"no seat {seat!r}: seats are 0 to {len(self.names) - 1}")

    # --- the four actions ----------------------------------------------------------------

    def draw_stock(self, seat: int) -> Card:
        """Draw the top card of the stock (R9); returns it. An empty stock is first rebuilt
        from the discard pile under its top card (H1)."""
        self.play(seat, DRAW_STOCK)
        return self.hands[seat][-1]

    def draw_discard(self, seat: int) -> Card:
        """Take the top card of the discard pile (R9); returns it."""
        self.play(seat, DRAW_DISCARD)
        return self.hands[seat][-1]

    def discard(self, seat: int, card: Card | str) -> None:
        """Discard a card face up, ending the turn (R9)."""
        self.play(seat, Action("discard", _card(card)))

    def go_out(self, seat: int, card: Card | str) -> None:
        """Go out: lay down every card but `card` in melds and discard it (R10)."""
        self.play(seat, Action("go out", _card(card)))

    def play(self, seat: int, action: Action) -> None:
        """Take `action` for `seat`, or raise IllegalMove (nothing changes then)."""
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalMove(reason)
        self.actions.append(action)
        name = self.names[seat]
        if action.kind.startswith("draw"):
            if action == DRAW_STOCK:
                if not self.stock:
                    self._reshuffle()
                self.hands[seat].append(self.stock.pop())
                self._log("draw", seat, f"{name} draws from the stock", source="stock")
            else:
                card = self.pile.pop()
                self.hands[seat].append(card)
                self._log("draw", seat, f"{name} takes {card} from the discard pile", card=card, source="discard")
            self.phase = "discard"
            return
        self.hands[seat].remove(action.card)
        self.pile.append(action.card)
        if action.kind == "go out":
            arrangement = best_arrangement(self.hands[seat], self.round, self.rules)
            self.went_out, self.laid_down = seat, arrangement.melds
            self.last_turns_left = len(self.names) - 1
            melds = "; ".join(m.label for m in arrangement.melds)
            self._log("go out", seat, f"{name} goes out: lays down {melds} and discards {action.card} (R10)",
                      card=action.card, melds=arrangement.melds)
        else:
            self._log("discard", seat, f"{name} discards {action.card}", card=action.card)
            if self.went_out is not None:
                self.last_turns_left -= 1
        self._end_turn()

    def _reshuffle(self) -> None:
        """H1: the discard pile except its top card, shuffled, becomes the stock."""
        top = self.pile.pop()
        self.stock, self.pile = self.pile, [top]
        self._rng.shuffle(self.stock)
        self._log("reshuffle", None, f"The stock is empty: {len(self.stock)} cards of the discard pile "
                  f"are shuffled into a new stock (H1)")

    def _end_turn(self) -> None:
        """Next seat clockwise (R8); the round ends after the last turns (R11) or at the
        turn cap (H1)."""
        self.turns += 1
        if (self.went_out is not None and self.last_turns_left == 0) or self.turns >= self.rules.turn_cap:
            self._score_round()
            return
        self.turn = (self.turn + 1) % len(self.names)
        self.phase = "draw"
        if self.went_out is not None:
            self._log("last turn", self.turn, f"{self.names[self.turn]} has a last turn (R11)")

    # --- replay, stepping and files ------------------------------------------------------

    def snapshot(self) -> tuple:
        """Every part of the state as plain values, to compare two games or two moments."""
        return (self.names, self.seed, self.rules, self.round, self.dealer, self.turn, self.phase,
                tuple(tuple(h) for h in self.hands), tuple(self.stock), tuple(self.pile), self.went_out,
                self.laid_down, self.last_turns_left, self.turns, tuple(self.actions), tuple(self.events),
                tuple(self.results), self._rng.getstate())

    @classmethod
    def replay(cls, players: int | Sequence[str], seed: int, actions: Iterable[Action | str],
               rules: Rules | None = None) -> Game:
        """The game these actions make from this seed; an illegal action raises IllegalMove
        naming its position."""
        game = cls(players, seed, rules)
        for k, action in enumerate(actions):
            action = Action.parse(action) if isinstance(action, str) else action
            try:
                game.play(game.turn, action)
            except IllegalMove as err:
                raise IllegalMove(f"action {k} ({action}): {err}") from None
        return game

    def after(self, actions: int) -> Game:
        """A new game: this one after its first `actions` actions (0 = just dealt)."""
        if not 0 <= actions <= len(self.actions):
            raise ValueError(f"bad position {actions}: this game has {len(self.actions)} actions")
        return Game.replay(self.names, self.seed, self.actions[:actions], self.rules)

    def to_json(self) -> str:
        """The game as JSON text: names, seed, rules and actions, with a checksum."""
        body = {
            "format": FILE_FORMAT, "version": FILE_VERSION, "names": list(self.names), "seed": self.seed,
            "rules": asdict(self.rules), "actions": [str(a) for a in self.actions],
            "events": len(self.events), "totals": list(self.totals),
        }
        return json.dumps({**body, "checksum": _checksum(body)}, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """A game saved by `to_json`, replayed and checked; anything else raises GameFileError."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise GameFileError(f"not a saved game: the text is not JSON ({err})") from None
        if not isinstance(data, dict) or data.get("format") != FILE_FORMAT:
            raise GameFileError(f"not a saved game: no \"format\": \"{FILE_FORMAT}\" field")
        if data.get("version") != FILE_VERSION:
            raise GameFileError(f"unknown file version {data.get('version')!r}: this ttlearn reads {FILE_VERSION}")
        checksum = data.pop("checksum", None)
        if checksum != _checksum(data):
            raise GameFileError("the file was edited or damaged: its checksum does not match its contents")
        try:
            game = cls.replay(data["names"], data["seed"], data["actions"], Rules(**data["rules"]))
        except (KeyError, TypeError, ValueError) as err:
            raise GameFileError(f"the saved game does not replay: {err}") from None
        if len(game.events) != data["events"] or list(game.totals) != data["totals"]:
            raise GameFileError("the saved game does not replay to the recorded events and totals")
        return game

    def save(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as file:
            file.write(self.to_json())

    @classmethod
    def load(cls, path: str) -> Game:
        with open(path, encoding="utf-8") as file:
            return cls.from_json(file.read())


def _card(card: Card | str) -> Card:
    return Card.parse(card) if isinstance(card, str) else card


def _checksum(body: dict) -> str:
    canonical = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class Replay:
    """Step through a game action by action or turn by turn, forward and back, for a
    stepper widget. `position` counts actions; `game` is the state at that position.

    >>> game = Game(2, seed=3)
    >>> game.draw_stock(game.turn)
    K♣
    >>> game.discard(game.turn, "K♣")
    >>> replay = Replay(game)
    >>> replay.position, replay.back().position, replay.back().position
    (2, 1, 0)
    """

    def __init__(self, game: Game, position: int | None = None):
        self._source = game
        self.total = len(game.actions)
        self.position = self.total if position is None else position
        self.game = game.after(self.position)

    def go_to(self, position: int) -> Replay:
        self.position = max(0, min(self.total, position))
        self.game = self._source.after(self.position)
        return self

    def forward(self, steps: int = 1) -> Replay:
        return self.go_to(self.position + steps)

    def back(self, steps: int = 1) -> Replay:
        return self.go_to(self.position - steps)

    @property
    def turn_starts(self) -> list[int]:
        """Positions where a turn begins (before its draw): step turn by turn with these."""
        return [k for k, a in enumerate(self._source.actions) if a.kind.startswith("draw")]

    @property
    def round_starts(self) -> list[int]:
        """Positions where each round has just been dealt (a turn is two actions, R9)."""
        starts = [0]
        for result in self._source.results[:-1] if self._source.phase == "over" else self._source.results:
            starts.append(starts[-1] + 2 * result.turns)
        return starts
