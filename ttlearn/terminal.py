"""Play Three Thirteen in the terminal against computer players: `python -m ttlearn play`.

You sit at seat 0. On your turn you see your hand, the wild rank and the top of the
discard pile, and type what to do; a bad input is explained and asked again, an empty line
just asked again. `h` asks the strongest computer player for a hint, told as advice ("Draw
from the stock: 8♠ would not lower your penalty", `ttlearn.players.advice`), `why` shows the
numbers behind that hint, and `a` plays its move for you, saying which card it drew or
threw. `save` (or `save FILE`) writes the game to a file at any prompt, and `--save FILE`
writes it when the game ends or stops, to review it (`python -m ttlearn review FILE`) or
load it in a notebook (`Game.load`). The game speaks to you in the second person ("You draw from the stock", "7♥ is not
in your hand": the game's `you` seat, `ttlearn.engine.seat_texts`). The computer players
are named as in the widgets, by strategy and seat ("greedy (2)", `computer_name`), and a
round's end shows every hand laid out at its best (R16), as the scoring explainer does.

The game is played at the notebook's play table model (`ttlearn.practice.play_table`): the
same computer players, the same adviser, the same rules of what may be played; this module
only reads what the person types and writes the table out as lines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .cards import Card, format_cards
from .engine.actions import DRAW_DISCARD, DRAW_STOCK, Action
from .engine.game import Game
from .engine.player_view import PlayerView
from .engine.seating import computer_name
from .language import N_, _, count_text
from .players import Decision, Player
from .players.advice import advice
from .practice.play_table import PlayTable
from .review import review_game
from .rules import Rules, wild_words
from .scoring import round_hands

# What to type, translated when shown; the letters to type stay the same in every language.
DRAW_HELP = N_("type s (stock), d (discard pile), h (hint), why (the numbers behind the hint), "
               "a (play the hint), save or q (quit)")
DISCARD_HELP = N_("type a card to discard (such as 7H or 10♥), 'out 7H' to go out with it, h, why, a, save or q")
HINT_WORDS, WHY_WORDS, PLAY_HINT_WORDS, SAVE_WORD = ("h", "hint"), ("w", "why"), ("a",), "save"


class Quit(Exception):
    """The person typed q, or the input ended."""


def default_file(game: Game) -> str:
    """Where `save` writes a game when no file is named: three-thirteen-<seed>.json."""
    return f"three-thirteen-{game.seed}.json"


def save_game(game: Game, path: str, write: Callable[[str], None]) -> None:
    """Write `game` to `path` and say how to review it; a file that cannot be written is
    said in one line, and the game goes on."""
    try:
        game.save(path)
    except OSError as err:
        write(_("cannot save to {path}: {reason}").format(path=path, reason=err.strerror))
        return
    write(_("Saved to {path}: review it with python -m ttlearn review {path}").format(path=path))


class TerminalSeat:
    """A person at seat 0 of `game`, reading commands with `read` and writing with `write`;
    `save` names the file the `save` command writes to (by default `default_file`). The
    game is played at a `PlayTable`, the model the notebook's play table drives: its computer
    players at the seats of `opponents` move after the person, and its adviser gives the hints."""

    def __init__(self, game: Game, read: Callable[[str], str], write: Callable[[str], None],
                 save: str | None = None, opponents: Mapping[int, str] | None = None):
        self.table = PlayTable.around(game, opponents or {})
        self.game, self.read, self.write, self.save = game, read, write, save
        # The last hint asked, or played with a: `why` tells its numbers. A typed move or a
        # new turn forgets it (it was for a position now gone).
        self.hint: Decision | None = None

    @property
    def adviser(self) -> Player:
        """The strongest computer player, asked for hints: the play table's own adviser."""
        return self.table.adviser

    @adviser.setter
    def adviser(self, player: Player) -> None:
        self.table.adviser = player

    def why(self) -> str:
        """The numbers behind the last hint, or why there are none to show."""
        if self.hint is None:
            return _("no hint asked yet: type h for a hint, then why")
        if not self.hint.why.yours:
            return _("there are no numbers behind this hint")
        return _("why: {numbers}").format(numbers=self.hint.why.yours)

    def ask(self, prompt: str) -> str:
        try:
            text = self.read(prompt).strip()
        except EOFError:
            raise Quit from None
        if text.lower() in ("q", "quit"):
            raise Quit
        return text

    def show(self, view: PlayerView) -> None:
        others = ", ".join(f"{view.names[k]} " + count_text(n, "{count} card", "{count} cards")
                           for k, n in enumerate(view.hand_sizes) if k != view.seat)
        scores = ", ".join(f"{n} {t}" for n, t in zip(view.names, view.totals))
        self.write("\n" + _("Round {round}: {wild}. Scores: {scores}").format(
            round=view.round, wild=wild_words(view.round), scores=scores))
        pile = str(view.discard_top) if view.discard_top else _("empty")
        stock = count_text(view.stock_size, "{count} card", "{count} cards")
        self.write(_("Discard pile: {pile}   stock: {stock}   ({others})").format(pile=pile, stock=stock,
                                                                                   others=others))
        if view.went_out is not None:
            self.write(_("{name} went out: this is your last turn (R11)").format(name=view.names[view.went_out]))
        self.write(_("Your hand: {cards}").format(cards=format_cards(view.hand)))

    def turn(self) -> None:
        """One turn: a draw, then a discard or going out, each asked until legal."""
        self.hint = None
        self.show(self.table.view)
        for phase, parse in (("draw", parse_draw), ("discard", parse_discard)):
            prompt = _("draw> ") if phase == "draw" else _("discard> ")
            while True:
                text = self.ask(prompt)
                word = text.lower()
                if not text:  # just Enter: nothing was asked, so nothing to explain
                    continue
                if word.split()[0] == SAVE_WORD:
                    path = text[len(SAVE_WORD):].strip() or self.save or default_file(self.game)
                    save_game(self.game, path, self.write)
                    continue
                if word in WHY_WORDS:
                    self.write(self.why())
                    continue
                if word in HINT_WORDS + PLAY_HINT_WORDS:
                    self.hint = self.table.suggestion()
                    assert self.hint is not None  # asked only on the person's own turn
                    if word in HINT_WORDS:
                        self.write(_("hint: {advice}").format(advice=advice(self.hint, self.table.view.discard_top)))
                        continue
                    action = self.hint.action
                else:
                    try:
                        action = parse(text, self.game.rules)
                    except ValueError as err:
                        self.write(f"{err}; {_(DRAW_HELP if phase == 'draw' else DISCARD_HELP)}")
                        continue
                reason = self.game.why_illegal(0, action)
                if reason is not None:
                    self.write(_("not allowed: {reason}").format(reason=reason))
                    continue
                seen = len(self.game.events)
                self.table.play(action)  # the computer players then play up to the person's turn
                if word not in PLAY_HINT_WORDS:
                    self.hint = None
                else:
                    # Say what the hint played: the game's own line ("You discard 7♥", "You
                    # take 4♣ from the discard pile"); going out is told with the news.
                    for event in self.game.events[seen:]:
                        if event.seat == 0 and event.kind in ("draw", "discard"):
                            self.write(str(event))
                if phase == "draw":
                    self.write(_("You drew {card}. Your hand: {cards}").format(
                        card=self.game.hands[0][-1], cards=format_cards(sorted(self.game.hands[0]))))
                break


def parse_draw(text: str, rules: Rules) -> Action:
    """A draw from what the person typed: s or stock, d or discard (R9)."""
    choice = {"s": DRAW_STOCK, "stock": DRAW_STOCK, "d": DRAW_DISCARD, "discard": DRAW_DISCARD}.get(text.lower())
    if choice is None:
        raise ValueError(_("{text} is not a draw").format(text=repr(text)))
    return choice


def parse_discard(text: str, rules: Rules) -> Action:
    """A discard from what the person typed: a card, or 'out' and a card to go out (R10);
    bad card text is explained for the `rules` in play (a joker only where they have one)."""
    jokers = rules.jokers > 0
    if text.lower().startswith("out"):
        return Action("go out", Card.parse(text[3:], jokers))
    return Action("discard", Card.parse(text, jokers))


def play_in_terminal(opponents: Sequence[str] = ("greedy", "greedy"), seed: int | None = None,
                     rules: Rules | None = None, name: str | None = None,
                     read: Callable[[str], str] = input, write: Callable[[str], None] = print,
                     save: str | None = None) -> Game:
    """A game with a person at seat 0 (named `name`, by default "You" in the learner's
    language) and computer players at the other seats; saved to the file `save` when it
    ends or stops, if given."""
    name = _("You") if name is None else name
    game = Game([name] + [computer_name(p, k + 1) for k, p in enumerate(opponents)], seed, rules, you=0)
    person = TerminalSeat(game, read, write, save, dict(enumerate(opponents, start=1)))  # an unknown name stops here
    write(_("Three Thirteen, seed {seed}. {help}.").format(seed=game.seed, help=_(DRAW_HELP)))
    shown = 0
    try:
        while game.phase != "over":
            shown = _show_news(game, shown, write)
            if person.table.round_over is not None:
                person.table.continue_()  # the round's scores are shown above: deal the next
            else:
                person.turn()
        _show_news(game, shown, write)
        write("\n" + review_game(game, 0, progress=False).text(count=3))  # what the game can teach
    except Quit:  # q, or the end of the input
        write(_("Stopped. Replay this game with seed {seed}.").format(seed=game.seed))
    except KeyboardInterrupt:  # Ctrl-C: say how to come back, then stop (the CLI exits 130)
        write("\n" + _("Replay this game with seed {seed}.").format(seed=game.seed))
        raise
    finally:
        if save is not None:
            save_game(game, save, write)
    return game


def _show_news(game: Game, shown: int, write: Callable[[str], None]) -> int:
    """Write the events since `shown`, except the person's own draws and discards; after a
    round's scores, every hand laid out at its best (R16)."""
    for event in game.events[shown:]:
        if event.seat != 0 or event.kind in ("deal", "go out", "last turn"):
            write(str(event))
        if event.kind == "round score":
            result = game.results[event.round - 1]
            for line in round_hands(game.names, result.arrangements, result.scores, result.went_out):
                write("  " + line)
    return len(game.events)
