"""The game engine: a whole game of Three Thirteen, played exactly by the rules.

A `Game` is the table: hands, stock, discard pile, whose turn, scores. It changes only
through four actions, each checked first: draw from the stock, draw from the discard pile
(R9), discard a card, or go out with a discard (R10). A refused action raises
`IllegalMove` with the reason and leaves the state exactly as it was. Every change is an
`Event` in `game.events`, as data: its words are made when it is shown (`event_words`), in
the language of that moment. The seed and the list of actions replay the game (`Game.replay`,
`Replay` steps forward and back), and `to_json`/`from_json` save and load it (never pickle).

The values the game deals in live beside it in `ttlearn.engine`: `Action`, `Event`,
`RoundResult` and `IllegalMove` in `actions`, `PlayerView` in `player_view`, the file
format in `game_file`; `Replay` (in `replay`) steps through a game played.

>>> game = Game(["Ana", "Ben"], seed=7)
>>> game.round, game.phase, len(game.hands[game.turn])
(1, 'draw', 3)
>>> game.discard(game.turn, game.hands[game.turn][0])
Traceback (most recent call last):
...
ttlearn.engine.actions.IllegalMove: draw first: from the stock or the discard pile (R9)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from copy import deepcopy
from typing import Any

from ..cards import Card, deck, format_cards, without
from ..language import _
from ..language.quoting import quote
from ..melds import Arrangement, Meld
from ..rules import ROUNDS, Rules, check_rules, decks_for, hand_size, wild_rank
from ..seeds import MAX_SEED
from ..solver import HAND_MEMO
from . import game_file
from .actions import DRAW_DISCARD, DRAW_STOCK, Action, Event, IllegalMove, RoundResult
from .game_file import GameFileError, SavedGame
from .game_record import check_replayed, game_after, play_all, saved_game
from .player_view import PlayerView
from .position import Cards, Position
from .seat_texts import Wording
from .seating import check_seat, seat_names

__all__ = ["Game"]


class Game:
    """A game of Three Thirteen for 2 to 8 players (R1), eleven rounds (R4).

    `players` is a number of seats or a list of names; seats are numbered 0, 1, ... clockwise,
    so the player left of seat k is seat k + 1 (R6, R8). The seed fixes the first dealer and
    every shuffle, so the seed and the actions replay the game. `position` starts the game
    from a table built by hand instead of the first deal (see `from_position`). `you` is
    the seat of the person playing, if any: the log and the refusals speak to that seat in
    the second person ("You draw from the stock", `ttlearn.engine.seat_texts`), to the others in the
    third; it changes only words, never the play."""

    def __init__(self, players: int | Sequence[str] = 4, seed: int | None = None, rules: Rules | None = None,
                 *, position: Position | None = None, you: int | None = None):
        names = seat_names(players)
        self.words = Wording(names, you)  # checks `you` too: a seat of this table, or None
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)  # still recorded, so the game replays
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"bad seed {quote(seed)}: a whole number from 0 to {MAX_SEED}")
        # What stays the same all game.
        self.names = names
        self.you = you
        self.seed = seed
        self.rules = check_rules(rules)
        self.decks = decks_for(len(names), self.rules)
        self.start_position = position  # None: dealt from the seed
        self._rng = random.Random(seed)  # every shuffle, in order: the seed replays them
        self.first_dealer = 0
        # What the game has done so far.
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self.results: list[RoundResult] = []
        # The table in the current round; _deal (or _lay_out, for a position) fills it in.
        self.round = 1
        self.dealer = 0
        self.hands: list[list[Card]] = []
        self.stock: list[Card] = []  # face down; the top of the stock is the end of the list
        self.pile: list[Card] = []  # the discard pile, face up; its top is the end of the list
        self.set_aside: list[Card] = []  # out of play: only in a position built by hand
        self.turn = 0
        self.phase = "draw"  # 'draw' or 'discard' (R9), 'over' after round 11 (R4)
        self.went_out: int | None = None
        self.laid_down: tuple[Meld, ...] = ()  # the melds of whoever went out (R10)
        self._laid_out: Arrangement | None = None  # their whole arrangement, scored as it is (R16)
        self.last_turns_left = 0  # after someone goes out, each other player has one (R11)
        self.turns = 0  # turns played this round, for the turn cap (H1)
        self._round_start = 0  # where this round's public log begins in `events`
        if position is None:
            self.first_dealer = self._rng.randrange(len(names))  # R6: chosen at random
            self._deal(1, self.first_dealer)
        else:
            self._lay_out(position)

    @classmethod
    def from_position(cls, hands: Sequence[Cards], pile: Cards = (), stock: Cards | None = None, *,
                      round: int = 1, dealer: int | None = None, turn: int = 0, phase: str = "draw",
                      went_out: int | None = None, set_aside: Cards = (), names: Sequence[str] | None = None,
                      seed: int | None = None, rules: Rules | None = None, you: int | None = None) -> Game:
        """A game starting from a table built by hand, checked like a deal: a hand of the
        round's size for every seat (R4), one card more for a player who has drawn (R9), and
        every card of the decks (R2) exactly once, in a hand, the pile, the stock or
        `set_aside`. Cards are text ("4H 5H 9C") or Card objects; the ends of `pile` and
        `stock` are their tops; `stock=None` is the rest of the decks, shuffled by the seed.
        `dealer=None` is the seat right of `turn` (R8). Play goes on by the rules from there.

        >>> game = Game.from_position(["4H 5H 9C", "KD KS 2C"], pile="6H", seed=0)
        >>> game.draw_discard(0)
        6♥
        >>> game.go_out(0, "9C")
        >>> game.laid_down, game.turn, game.last_turns_left
        ((Meld('run', 4♥ 5♥ 6♥),), 1, 1)
        """
        position = Position.of(hands, pile, stock, round=round, dealer=dealer, turn=turn, phase=phase,
                               went_out=went_out, set_aside=set_aside)
        return cls(len(position.hands) if names is None else names, seed, rules, position=position, you=you)

    @property
    def players(self) -> int:
        return len(self.names)

    def __repr__(self) -> str:
        where = "game over" if self.phase == "over" else f"round {self.round}, {self.names[self.turn]} to {self.phase}"
        return f"Game({len(self.names)} players, seed {self.seed}, {where})"

    # --- dealing and scoring -------------------------------------------------------------

    def _deal(self, round: int, dealer: int) -> None:
        """Shuffle, deal round + 2 cards each starting left of the dealer (R4, R6), turn up
        the top of the stock (R7; not under `upcard=False`, where the first discard starts
        the pile); the player left of the dealer plays first (R8). Jokers are shuffled in
        under `Rules(jokers=...)`."""
        n = len(self.names)
        cards = deck(self.decks, self.rules.jokers)
        self._rng.shuffle(cards)
        self.round, self.dealer = round, dealer
        self.hands = [[] for _seat in range(n)]
        for k in range(hand_size(round) * n):
            self.hands[(dealer + 1 + k) % n].append(cards.pop())
        self.stock = cards
        self.pile = [self.stock.pop()] if self.rules.upcard else []
        self.set_aside = []
        self.turn = (dealer + 1) % n
        self.phase = "draw"
        self.went_out = None
        self.laid_down, self._laid_out = (), None
        self.last_turns_left = 0
        self.turns = 0
        self._round_start = len(self.events)
        self._log("deal", dealer, card=self.pile[-1] if self.pile else None)

    def _lay_out(self, position: Position) -> None:
        """Put a position built by hand on the table, once it is checked (`Position.check`)."""
        position.check(len(self.names), self.decks, self.rules)
        n = len(self.names)
        self.round, self.turn, self.phase = position.round, position.turn, position.phase
        self.dealer = (position.turn - 1) % n if position.dealer is None else position.dealer
        self.first_dealer = (self.dealer - (self.round - 1)) % n  # as if the deal had passed left (R6)
        self.hands = [list(hand) for hand in position.hands]
        self.pile = list(position.pile)
        self.set_aside = list(position.set_aside)
        if position.stock is None:
            self.stock = position.rest(self.decks, self.rules.jokers)
            self._rng.shuffle(self.stock)
        else:
            self.stock = list(position.stock)
        self.went_out = position.went_out
        if self.went_out is not None:  # its melds are on the table; the seats up to it have a last turn (R11)
            self._laid_out = HAND_MEMO.arrangement(self.hands[self.went_out], self.round, self.rules)
            self.laid_down = self._laid_out.melds
            self.last_turns_left = (self.went_out - self.turn) % n
        self._log("deal", self.dealer, card=self.pile[-1] if self.pile else None, by_hand=True)

    def _score_round(self) -> None:
        """Each hand's best arrangement (R16, H2); whoever went out scores 0 (R16)."""
        arrangements = tuple(self._final_arrangement(seat) for seat in range(len(self.hands)))
        scores = tuple(0 if seat == self.went_out else a.penalty for seat, a in enumerate(arrangements))
        self.results.append(RoundResult(self.round, self.dealer, self.went_out,
                                        tuple(tuple(sorted(h)) for h in self.hands), arrangements, scores,
                                        self.turns))
        self._log("round score", None, scores=scores,
                  turn_cap=None if self.went_out is not None else self.rules.turn_cap)
        if self.round == ROUNDS[-1]:
            self.phase = "over"
            self._log("game over", None, scores=self.totals)
        else:
            self._deal(self.round + 1, (self.dealer + 1) % len(self.names))

    def _final_arrangement(self, seat: int) -> Arrangement:
        """A hand's best arrangement at the round's end: for whoever went out, the one it
        laid down (solved when it went out)."""
        if seat == self.went_out and self._laid_out is not None:
            return self._laid_out
        return HAND_MEMO.arrangement(self.hands[seat], self.round, self.rules)

    def _log(self, kind: str, seat: int | None, **data: Any) -> None:
        """Log what happened, as data: its words are made when it is shown (`event_words`)."""
        self.events.append(Event(kind, self.round, seat, **data, names=self.names, you=self.you))

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
        check_seat(seat, self.players)
        return PlayerView(
            seat=seat, names=self.names, round=self.round, wild_rank=wild_rank(self.round), rules=self.rules,
            decks=self.decks, dealer=self.dealer, turn=self.turn, phase=self.phase,
            hand=tuple(sorted(self.hands[seat])), discard_top=self.pile[-1] if self.pile else None,
            stock_size=len(self.stock), hand_sizes=tuple(len(h) for h in self.hands), went_out=self.went_out,
            laid_down=self.laid_down, totals=self.totals, events=tuple(self.events[self._round_start:]),
        )

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action `seat` (default: whoever's turn it is) may take now."""
        seat = self.turn if seat is None else check_seat(seat, self.players)
        candidates = [DRAW_STOCK, DRAW_DISCARD] + [Action(kind, card) for card in sorted(set(self.hands[seat]))
                                                    for kind in ("discard", "go out")]
        return [action for action in candidates if self.why_illegal(seat, action) is None]

    def why_illegal(self, seat: int, action: Action | str) -> str | None:
        """The reason `action` by `seat` breaks the rules now, or None if it is legal."""
        try:
            check_seat(seat, self.players)
            action = Action.of(action)
        except ValueError as err:
            return str(err)
        if self.phase == "over":
            return _("the game is over (R4: eleven rounds)")
        if seat != self.turn:
            return self.words.turn_text(self.turn, seat)
        if action.is_draw:
            if self.phase != "draw":
                return self.words.text("drawn already", seat)
            if action == DRAW_DISCARD and not self.pile:
                return _("the discard pile is empty: draw from the stock (R9)")
            if action == DRAW_STOCK and not self.stock and len(self.pile) < 2:
                return _("the stock is empty and the discard pile has no cards under its top to reshuffle (H1)")
            return None
        if self.phase != "discard":
            return _("draw first: from the stock or the discard pile (R9)")
        if action.card not in self.hands[seat]:
            return self.words.text("not in hand", seat, card=action.card)
        if action.kind == "go out":
            if self.went_out is not None:
                return self.words.text("gone out already", self.went_out)
            kept = self._kept(seat, action.card)
            if kept.penalty != 0:
                return _("cannot go out discarding {card}: {left} would be left out of melds (R10)").format(
                    card=action.card, left=format_cards(kept.deadwood))
        return None

    def _kept(self, seat: int, card: Card) -> Arrangement:
        """The cards `seat` keeps if it throws `card`, laid out at their best: whether they
        go out (R10), and the melds they lay down. From the solver's one memo of hands, so
        `play`, asking right after `why_illegal`, and the round's score do not solve it again."""
        return HAND_MEMO.arrangement(without(self.hands[seat], card), self.round, self.rules)

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
        self.play(seat, Action("discard", _card(card, self.rules)))

    def go_out(self, seat: int, card: Card | str) -> None:
        """Go out: lay down every card but `card` in melds and discard it (R10)."""
        self.play(seat, Action("go out", _card(card, self.rules)))

    def play(self, seat: int, action: Action | str) -> None:
        """Take `action` (an Action or its text, such as "discard 7♥") for `seat`, or raise
        IllegalMove (nothing changes then)."""
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalMove(reason)
        action = Action.of(action)
        laid_out = self._kept(seat, action.card) if action.kind == "go out" and action.card else None
        self.actions.append(action)
        if action.is_draw:
            if action == DRAW_STOCK:
                if not self.stock:
                    self._reshuffle()
                self.hands[seat].append(self.stock.pop())
                self._log("draw", seat, source="stock")
            else:
                card = self.pile.pop()
                self.hands[seat].append(card)
                self._log("draw", seat, card=card, source="discard")
            self.phase = "discard"
            return
        thrown = action.card
        assert thrown is not None  # Action makes sure a discard names its card
        self.hands[seat].remove(thrown)
        self.pile.append(thrown)
        if laid_out is not None:  # going out (R10): the melds checked in `why_illegal`
            self.went_out, self.laid_down, self._laid_out = seat, laid_out.melds, laid_out
            self.last_turns_left = len(self.names) - 1
            self._log("go out", seat, card=thrown, melds=laid_out.melds)
        else:
            self._log("discard", seat, card=thrown)
            if self.went_out is not None:
                self.last_turns_left -= 1
        self._end_turn()

    def _reshuffle(self) -> None:
        """H1: the discard pile except its top card, shuffled, becomes the stock."""
        top = self.pile.pop()
        self.stock, self.pile = self.pile, [top]
        self._rng.shuffle(self.stock)
        self._log("reshuffle", None, reshuffled=len(self.stock))

    def _end_turn(self) -> None:
        """Next seat clockwise (R8); the round ends after the last turns (R11) or at the
        turn cap (H1)."""
        self.turns += 1
        # After a go-out the others still have their last turns (R11), even past the cap (H1).
        ends = self.last_turns_left == 0 if self.went_out is not None else self.turns >= self.rules.turn_cap
        if ends:
            self._score_round()
            return
        self.turn = (self.turn + 1) % len(self.names)
        self.phase = "draw"
        if self.went_out is not None:
            self._log("last turn", self.turn)

    # --- copies, replay, stepping and files (`game_record`) ----------------------------

    def snapshot(self) -> tuple[Any, ...]:
        """Every part of the state as plain values, to compare two games or two moments."""
        return (self.names, self.seed, self.rules, self.start_position, self.round, self.dealer, self.turn,
                self.phase, tuple(tuple(h) for h in self.hands), tuple(self.stock), tuple(self.pile),
                tuple(self.set_aside), self.went_out, self.laid_down, self.last_turns_left, self.turns,
                tuple(self.actions), tuple(self.events), tuple(self.results), self._rng.getstate())

    def copy(self) -> Game:
        """A game of its own from this moment on, as OpenSpiel's `clone()`: what either one
        plays leaves the other as it is."""
        return deepcopy(self)

    @classmethod
    def replay(cls, players: int | Sequence[str], seed: int, actions: Iterable[Action | str],
               rules: Rules | None = None, *, you: int | None = None) -> Game:
        """The game these actions make from this seed; an illegal action raises IllegalMove
        naming its position."""
        game = cls(players, seed, rules, you=you)
        play_all(game, actions)
        return game

    def after(self, actions: int) -> Game:
        """A new game: this one after its first `actions` actions (0 = just dealt, or the
        position it was built from)."""
        return game_after(self, actions)

    def saved(self) -> SavedGame:
        """What a file keeps of this game (`ttlearn.engine.game_file`); not a game built
        with `from_position`, which has no seed to replay from."""
        return saved_game(self)

    @classmethod
    def replayed(cls, saved: SavedGame) -> Game:
        """The game a file keeps, replayed through the rules and checked against the events
        and totals it recorded; anything wrong raises GameFileError."""
        try:
            game = cls.replay(saved.names, saved.seed, saved.actions, saved.rules, you=saved.you)
        except ValueError as err:
            raise GameFileError(f"the saved game does not replay: {err}") from None
        return check_replayed(game, saved)

    def to_json(self) -> str:
        """The game as JSON text: names, seed, rules and actions, with a checksum."""
        return game_file.to_json(self.saved())

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """A game saved by `to_json`, replayed and checked; anything else raises GameFileError."""
        return cls.replayed(game_file.from_json(text))

    def save(self, path: str) -> None:
        game_file.save(self.saved(), path)

    @classmethod
    def load(cls, path: str) -> Game:
        return cls.replayed(game_file.load(path))


def _card(card: Card | str, rules: Rules) -> Card:
    """A card given as text or a Card; bad text suggests the joker only where `rules` have one."""
    return Card.parse(card, rules.jokers > 0) if isinstance(card, str) else card
