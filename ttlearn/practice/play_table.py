"""The play table: a whole game against 1 to 3 computer players. The learner draws from the
stock or the discard pile (R9), discards or goes out (R10), asks for a hint (what the
strongest computer player would do, as advice), and at each round's end reads the scores
(R16, R17) before the next deal. An illegal action is explained, never a crash, and the
game is unchanged.

This module is the model, plain Python (tests drive it headlessly); the board and the view
are in `play_table_view`. It speaks its `language` (None: the session's, `set_language`):
its messages, the game's log, the round's panel.

>>> table = PlayTable(("greedy",), seed=1)
>>> table
PlayTable(You, greedy (2); seed 1; Round 1, threes wild: your turn to draw a card (R9).)
>>> table.discard(table.view.hand[0])
>>> table.message
'Not allowed: draw first: from the stock or the discard pile (R9)'
>>> table.legal.draw_stock, table.legal.discard
(True, False)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ..cards import Card
from ..engine.actions import DRAW_DISCARD, DRAW_STOCK, Action, IllegalMove
from ..engine.game import Game
from ..engine.player_view import PlayerView
from ..engine.seating import computer_name
from ..language import _, check_language
from ..melds import Arrangement
from ..players import STRONGEST, Decision, Player, make_player
from ..players.advice import advice
from ..players.computer_seats import play_computers, seat_computers, seat_seed
from ..rules import Rules, check_rules, wild_words
from ..scoring import Scoreboard
from ..seeds import parse_seed
from ..solver import HAND_MEMO
from .opponents import opponent_names, opponent_player
from .round_lesson import round_over
from .rule_choices import HOUSE_OPTIONS, rules_in_words, with_option
from .table_state import HUMAN, Legal, Moment, RoundOver, Said, Tone, speaking

NEW_SEEDS = 1_000_000  # a fresh seed is below this: short enough to read out to a class


def read_seed(text: object) -> int | None:
    """The seed a learner typed (`parse_seed`: a whole number from 0 to 2**63 - 1, or a
    ValueError that says what is wrong), or None for an empty box: a fresh deal."""
    if isinstance(text, str) and not text.strip():
        return None
    return parse_seed(text)


def fresh_seed() -> int:
    """A new random seed for a new game (shown, so a teacher can give it to the class)."""
    return random.SystemRandom().randrange(1, NEW_SEEDS)


class PlayTable:
    """The model: a game with the learner at seat 0 ("you", in the second person: see
    `ttlearn.engine.seat_texts`) and computer players elsewhere, named by the names given: strategies
    ("greedy") or difficulties ("easy"), see `opponents.known_opponents`. After each of the
    learner's actions the computer players play until it is the learner's turn again, or
    until the round ends: then `round_over` holds the round's panel, and nothing more is
    played until `continue_()`. `message` says what the last action did or why it was
    refused, `news` what the others did since, `log` every event of the game.

    `seed=None` deals a fresh random game; its seed is in `seed` (give it to a class, and
    everyone has the same deal). `new_game()` starts again; `set_option` changes a house
    rule for the next new game. `name` is the learner's (default: "You", in `language`);
    `said` is `message` with its tone (a refusal, the learner going out)."""

    options = HOUSE_OPTIONS  # the house rules the learner may change here

    def __init__(self, opponents: Sequence[str] | int = ("greedy",), seed: int | None = None,
                 rules: Rules | None = None, name: str | None = None, difficulty: str | None = None,
                 language: str | None = None):
        self.language = None if language is None else check_language(language)
        self.rules, self.name = check_rules(rules), name
        self.said = Said("")
        self.opponents: tuple[str, ...] = opponent_names(opponents, difficulty)
        self.new_game(seed)

    @speaking
    def new_game(self, seed: int | None = None, opponents: Sequence[str] | int | None = None,
                 difficulty: str | None = None) -> None:
        """A new game: a fresh random deal unless `seed` is given; the same opponents unless
        `opponents` (names, or how many) or `difficulty` are given."""
        if opponents is not None or difficulty is not None:
            self.opponents = opponent_names(len(self.opponents) if opponents is None else opponents, difficulty)
        seed = fresh_seed() if seed is None else seed
        you = _("You") if self.name is None else self.name
        names = [you] + [computer_name(o, k + 1) for k, o in enumerate(self.opponents)]
        self._seat(Game(names, seed, self.rules, you=HUMAN), dict(enumerate(self.opponents, start=1)))
        self.say(_("A new game, seed {seed}: {opponents} against you.").format(
            seed=seed, opponents=", ".join(names[1:])))
        self._advance(len(self.game.events))

    @classmethod
    def around(cls, game: Game, opponents: Mapping[int, str | Player], language: str | None = None) -> PlayTable:
        """A table around a game already dealt, played on from where it stands: the learner
        at seat 0, computer players (by name, or player objects) at the seats of `opponents`
        (the terminal game; a position set up with `Game.from_position`)."""
        table = cls.__new__(cls)
        table.language = None if language is None else check_language(language)
        table.rules, table.name, table.said = game.rules, game.names[HUMAN], Said("")
        table.opponents = tuple(o if isinstance(o, str) else type(o).__name__ for o in opponents.values())
        table._seat(game, opponents)
        table._advance(len(game.events))
        return table

    def _seat(self, game: Game, opponents: Mapping[int, str | Player]) -> None:
        """Sit the computer players and the adviser at `game`, with nothing seen yet."""
        self.game = game
        self.games = getattr(self, "games", 0) + 1  # games dealt at this table: a new one moves the focus
        self.bots = seat_computers(game, {seat: opponent_player(o) for seat, o in opponents.items()})
        self.adviser = make_player(STRONGEST)  # the hints: what it would do in the learner's seat
        self.adviser.start_game(HUMAN, seat_seed(game.seed, HUMAN))
        self._news_from = 0  # where the events of `news` begin
        self._seen = 0  # events already in the log
        self._scored = 0  # rounds whose panel has been shown
        self._panel: RoundOver | None = None
        self._hint: tuple[int, Decision] | None = None  # the adviser's decision, and the position it is for
        self._view: tuple[int, PlayerView] | None = None  # the learner's view, and the position it is of

    @speaking
    def new_game_from(self, seed: object = "", opponents: object = None, difficulty: object = None) -> bool:
        """A new game from what the learner typed or picked: `seed` as typed (empty: a fresh
        deal), `opponents` and `difficulty` as `new_game` takes them. A bad value is refused
        with the reason, the game unchanged (False)."""
        try:
            number = read_seed(seed)
            if opponents is not None or difficulty is not None:
                opponent_names(len(self.opponents) if opponents is None else opponents, difficulty)  # type: ignore[arg-type]
        except (ValueError, TypeError) as err:
            self.refuse(str(err))
            return False
        self.new_game(number, opponents, difficulty)  # type: ignore[arg-type]
        return True

    @speaking
    def set_option(self, name: str, value: object) -> None:
        """Change one house rule (`options`) for the next new game: the game in play keeps
        the rules it was dealt under (its scores stay comparable)."""
        self.rules = with_option(self.rules, name, value, self.options)
        house = rules_in_words(self.rules, self.options)
        self.say(_("House rules for the next game: {house}. Press New game to play by them.").format(house=house))

    # --- what it says ----------------------------------------------------------------------

    @property
    def message(self) -> str:
        """What the last action did, or why it was refused."""
        return self.said.text

    def say(self, text: str, tone: Tone = Tone.NEUTRAL, why: str = "") -> None:
        self.said = Said(text, tone, why)

    def refuse(self, reason: str) -> None:
        """A refused action: 'Not allowed:' and the reason; the game is unchanged."""
        self.say(_("Not allowed: {reason}").format(reason=reason), Tone.BAD)

    @property
    def seed(self) -> int:
        return self.game.seed

    def __repr__(self) -> str:
        return f"PlayTable({', '.join(self.game.names)}; seed {self.game.seed}; {self.status()})"

    # --- the learner's actions ----------------------------------------------------------------

    def draw_stock(self) -> None:
        """Draw the top card of the stock (R9)."""
        self.play(DRAW_STOCK)

    def draw_discard(self) -> None:
        """Take the top card of the discard pile (R9)."""
        self.play(DRAW_DISCARD)

    def discard(self, card: Card | str) -> None:
        """Discard a card, ending the turn (R9)."""
        self._play_card("discard", card)

    @speaking
    def go_out(self, card: Card | str | None = None) -> None:
        """Go out (R10): discard `card` (by default the one that goes out) and lay down the rest."""
        if card is None:
            card = self.going_out_card
            if card is None:
                self.refuse(self._no_going_out())
                return
        self._play_card("go out", card)

    @speaking
    def play(self, action: Action | str) -> None:
        """Any of the four actions, as an Action or its text ("discard 7♥"), or refuse it."""
        try:
            action = Action.of(action)
        except ValueError as err:
            self.refuse(str(err))
            return
        if self._panel is not None:
            self.refuse(_("Round {round} is over: {how}; press Continue first.").format(
                round=self._panel.round, how=self._panel.how))
            return
        could_go_out = action.kind == "discard" and action.card in self.going_out_cards
        try:
            self.game.play(HUMAN, action)
        except IllegalMove as err:
            self.refuse(str(err))
            return
        done = self._done(action)
        if could_go_out:  # R10: nobody is forced to go out, but the learner is told
            done += " " + _("You did not go out: with {card} discarded, every other card was in melds (R10).").format(
                card=action.card)
        self.say(done, Tone.GOOD if action.kind == "go out" else Tone.NEUTRAL)
        self._advance(len(self.game.events))

    @speaking
    def continue_(self) -> None:
        """Close the round's panel; the computer players play on to the learner's turn."""
        if self._panel is None:
            self.refuse(_("there is no round's end to continue from now."))
            return
        ended = self._panel
        self._panel = None
        self.say(_("The final table.") if ended.game_over else
                 _("Round {round} is dealt.").format(round=ended.round + 1))
        self._advance(self._seen)  # the next deal, held back while the panel showed, is news now

    next_round = continue_

    @speaking
    def throw(self, card: Card | str) -> None:
        """The card a learner clicks, drags onto the pile or presses a key on: going out with
        it when its discard goes out (R10: the card badged "go out"), else a discard (R9)."""
        parsed = self._parsed(card)
        if parsed is not None:
            self.play(Action("go out" if parsed in self.going_out_cards else "discard", parsed))

    def _parsed(self, card: Card | str) -> Card | None:
        """A card, or one typed ("7H", "7♥"); None, refused with the reason, for bad text."""
        try:
            return Card.parse(card, self.game.rules.jokers > 0) if isinstance(card, str) else card
        except ValueError as err:
            self.refuse(str(err))
            return None

    def _play_card(self, kind: str, card: Card | str) -> None:
        parsed = self._parsed(card)
        if parsed is not None:
            self.play(Action(kind, parsed))

    def _done(self, action: Action) -> str:
        """What the learner's action did, in words."""
        hand = self.game.hands[HUMAN]
        if action == DRAW_STOCK:
            return _("You drew {card} from the stock.").format(card=hand[-1])
        if action == DRAW_DISCARD:
            return _("You took {card} from the discard pile.").format(card=hand[-1])
        if action.kind == "discard":
            return _("You discarded {card}.").format(card=action.card)
        melds = "; ".join(m.label for m in self.game.laid_down)
        return _("You went out: you laid down {melds} and discarded {card} (R10).").format(
            melds=melds, card=action.card)

    def _advance(self, since: int) -> None:
        """The computer players play up to the learner's turn, the game's end, or the end of
        a round (its panel then waits for the learner). Their events go to `news` and `log`."""
        game = self.game
        if len(game.results) == self._scored:
            play_computers(game, self.bots, until=lambda g: len(g.results) > self._scored)
        shown = len(game.events)
        if len(game.results) > self._scored:
            # The game deals the next round at once; while the round's panel shows, that deal
            # is not news yet: it comes with Continue.
            shown = 1 + max(k for k, e in enumerate(game.events) if e.kind == "round score")
        self._news_from, self._seen = since, shown
        self._news_of = self.said  # the message these news came with: a later refusal or hint brings none
        if len(game.results) > self._scored:
            self._scored = len(game.results)
            self._panel = round_over(game, game.results[-1], self.language)

    @property
    @speaking
    def news(self) -> list[str]:
        """What happened since the learner's last action, in words (in the table's language now)."""
        return [str(e) for e in self.game.events[self._news_from:self._seen]]

    @property
    @speaking
    def log(self) -> list[str]:
        """Every event of the game shown so far, in words (the table's language now)."""
        return [str(e) for e in self.game.events[:self._seen]]

    @speaking
    def announcement(self) -> str:
        """What a screen reader hears after an action, in one polite announcement: what the
        action did or why it was refused, the others' moves since, then at a round's end the
        round's result and scores (R16, R17), at the game's end the final result, else what to
        do now and the go-out prompt (R10). The view's live region says it once."""
        parts = [self.message]
        news = self.news if self._news_of is self.said else []  # heard already with the action that brought them
        if news:
            parts.append(_("At the table:") + " " + "; ".join(news) + ".")
        if self._panel is not None:  # its lines as sentences: a screen reader pauses between them
            parts += [line if line[-1:] in ".!?:;" else line + "." for line in self._panel.text().splitlines()]
        else:
            parts += [self.status(), self.prompt()]
        return " ".join(part for part in parts if part)

    def moment(self) -> Moment:
        """What the keyboard focus depends on now (`table_state.focus_after`)."""
        legal = self.legal
        return Moment(self.games, self._panel is not None, self.over, legal.draw_stock or legal.draw_discard,
                      legal.discard)

    # --- hints and going out ----------------------------------------------------------------

    def suggestion(self) -> Decision | None:
        """What the strongest computer player would do in the learner's seat now (asked
        once per position, so asking twice gives the same advice), or None."""
        view = self.view
        if self._panel is not None or not view.my_turn:
            return None
        at = len(self.game.actions)
        if self._hint is None or self._hint[0] != at:
            choose = self.adviser.choose_draw if view.phase == "draw" else self.adviser.choose_discard
            self._hint = (at, choose(view))
        return self._hint[1]

    @speaking
    def hint(self) -> str:
        """Advice for the learner's next action, and why (the message, and returned)."""
        decision = self.suggestion()
        if decision is None:
            self.say(_("{headline} Press Continue.").format(headline=self._panel.headline) if self._panel else
                     _("The game is over: press New game for another.") if self.over else _("It is not your turn."))
        else:
            # The plain advice, and the numbers behind it for a learner who asks "why?".
            self.say(_("Hint: {advice}.").format(advice=advice(decision, self.view.discard_top)),
                     why=decision.why.yours)
        return self.message

    @speaking
    def follow_hint(self) -> None:
        """Play the hint's action."""
        decision = self.suggestion()
        if decision is None:
            self.hint()
        else:
            self.play(decision.action)

    @property
    def going_out(self) -> tuple[Card, Arrangement] | None:
        """When the learner may go out now (R10): the discard, and the melds laid down."""
        view = self.view
        if self._panel is not None or not view.my_turn or view.phase != "discard" or view.went_out is not None:
            return None
        return HAND_MEMO.go_out(view.hand, view.round, view.rules)  # solved once, whoever asks

    @property
    def going_out_card(self) -> Card | None:
        """The discard that goes out now (R10), or None."""
        found = self.going_out
        return None if found is None else found[0]

    @property
    def going_out_cards(self) -> frozenset[Card]:
        """Every card whose discard goes out now (R10): the rest of the hand is all melds."""
        if self.going_out is None:
            return frozenset()
        view = self.view
        after = HAND_MEMO.discard_penalties(view.hand, view.round, view.rules)
        return frozenset(card for card, left in after.items() if left == 0)

    @speaking
    def prompt(self) -> str:
        """'You can go out: discard 2♦ and lay down ... (R10)', when the learner can."""
        found = self.going_out
        if found is None:
            return ""
        card, melds = found
        return _("You can go out: discard {card} and lay down {melds} (R10).").format(
            card=card, melds="; ".join(m.label for m in melds.melds))

    def _no_going_out(self) -> str:
        view = self.view
        if view.went_out is not None:
            return self.game.words.text("gone out already", view.went_out)
        if view.phase != "discard":
            return _("draw first: from the stock or the discard pile (R9)")
        return _("no discard leaves all your other cards in melds (R10)")

    # --- what it shows ------------------------------------------------------------------------

    @property
    def view(self) -> PlayerView:
        """What the learner sees now: built once per position (a redraw asks for it often)."""
        at = len(self.game.events)  # every action and every deal adds an event
        if self._view is None or self._view[0] != at:
            self._view = (at, self.game.view(HUMAN))
        return self._view[1]

    @property
    def round_over(self) -> RoundOver | None:
        """The panel of the round just ended, until the learner continues; else None."""
        return self._panel

    @property
    def over(self) -> bool:
        """The game is over and its last panel closed: the final table shows."""
        return self.game.phase == "over" and self._panel is None

    @property
    def legal(self) -> Legal:
        if self._panel is not None:
            return Legal(False, False, False, None, False, True)
        game, view = self.game, self.view
        allowed = [game.why_illegal(HUMAN, a) is None for a in (DRAW_STOCK, DRAW_DISCARD)]
        return Legal(allowed[0], allowed[1], view.my_turn and view.phase == "discard", self.going_out_card,
                     view.my_turn, False)

    def scoreboard(self) -> Scoreboard:
        """The scores of the rounds played, with the running totals (R17)."""
        board = Scoreboard(self.game.names)
        for result in self.game.results:
            board = board.add_round(result.scores)
        return board

    @speaking
    def status(self) -> str:
        """What to do now, in a sentence (or two)."""
        panel = self._panel
        if panel is not None:
            if panel.game_over:
                return _("Round {round} is over: press Continue for the final table.").format(round=panel.round)
            return _("Round {round} is over: press Continue for round {next}.").format(
                round=panel.round, next=panel.round + 1)
        view = self.view
        if view.phase == "over":
            totals = ", ".join(f"{n} {t}" for n, t in zip(view.names, view.totals))
            winners = _(" and ").join(view.names[s] for s in self.game.winners)
            return _("Game over. Totals: {totals}. Winner: {winners} (R17).").format(totals=totals, winners=winners)
        if view.phase == "draw":
            step = _("Round {round}, {wild}: your turn to draw a card (R9).")
        elif self.going_out_card is None:
            step = _("Round {round}, {wild}: your turn to discard: click a card of your hand (R9).")
        else:
            step = _("Round {round}, {wild}: your turn to discard: click a card of your hand (R9) or go out (R10).")
        text = step.format(round=view.round, wild=wild_words(view.round))
        return text + " " + _("This is your last turn (R11).") if view.last_turn else text
