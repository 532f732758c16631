"""The play table: a whole game against 1 to 3 computer players, with buttons to draw from
the stock or the discard pile, click a card to discard, go out, and ask for a hint (what
the strongest computer player would do, and why). An illegal action is explained, never a
crash, and the game is unchanged (R9, R10)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from ..actions import IllegalMove
from ..cards import Card
from ..game import Game
from ..player_view import PlayerView
from ..players import STRONGEST, make_player
from ..rules import Rules, wild_name
from ..seats import play_computers, seat_computers, seat_seed
from .picture import as_html, text_html
from .view import View

HUMAN = 0  # the learner sits at seat 0


class PlayTable:
    """The model: a game with the learner at seat 0 and computer players elsewhere. After
    each of the learner's actions, the computer players play until it is the learner's turn
    again (or the game is over). `message` says what happened or why an action was refused."""

    def __init__(self, opponents: Sequence[str] = ("greedy",), seed: int = 1, rules: Rules | None = None,
                 name: str = "You"):
        if not 1 <= len(opponents) <= 3:
            raise ValueError(f"the play table seats 1 to 3 computer players, got {len(opponents)}")
        names = [name] + [f"{o} ({k + 2})" for k, o in enumerate(opponents)]
        self.game = Game(names, seed, rules)
        self.bots = seat_computers(self.game, dict(enumerate(opponents, start=1)))
        self.adviser = make_player(STRONGEST)  # the hints: what it would do in the learner's seat
        self.adviser.start_game(HUMAN, seat_seed(seed, HUMAN))
        self.message = ""
        self.log: list[str] = []
        self._seen = 0
        self._computers_play()

    def __repr__(self) -> str:
        return f"PlayTable({', '.join(self.game.names)}; seed {self.game.seed}; {self.status()})"

    # --- the learner's actions ----------------------------------------------------------------

    def draw_stock(self) -> None:
        self._try(lambda: self.game.draw_stock(HUMAN), "You drew {} from the stock.")

    def draw_discard(self) -> None:
        self._try(lambda: self.game.draw_discard(HUMAN), "You took {} from the discard pile.")

    def discard(self, card: Card | str) -> None:
        self._try(lambda: self.game.discard(HUMAN, card), "You discarded.")

    def go_out(self, card: Card | str) -> None:
        self._try(lambda: self.game.go_out(HUMAN, card), "You went out!")

    def hint(self) -> str:
        """What the strongest computer player would do in the learner's seat, and why."""
        view = self.game.view(HUMAN)
        if not view.my_turn:
            return "It is not your turn."
        choose = self.adviser.choose_draw if view.phase == "draw" else self.adviser.choose_discard
        decision = choose(view)
        self.message = f"Hint: {decision.action}: {decision.reason}"
        return self.message

    def _try(self, action: Callable[[], Card | None], done: str) -> None:
        """Do a learner's action, or say why the rules refuse it (the game is unchanged then)."""
        try:
            result = action()
        except IllegalMove as err:
            self.message = f"Not allowed: {err}"
            return
        self.message = done.format(result) if result is not None else done
        self._computers_play()

    def _computers_play(self) -> None:
        """The computer players' turns, up to the learner's; their events go to the log."""
        play_computers(self.game, self.bots)
        self.log += [e.text for e in self.game.events[self._seen:]]
        self._seen = len(self.game.events)

    # --- what it shows ------------------------------------------------------------------------

    @property
    def view(self) -> PlayerView:
        return self.game.view(HUMAN)

    def status(self) -> str:
        view = self.view
        if view.phase == "over":
            totals = ", ".join(f"{n} {t}" for n, t in zip(view.names, view.totals))
            winners = " and ".join(view.names[s] for s in self.game.winners)
            return f"Game over. Totals: {totals}. Winner: {winners} (R17)."
        last = " This is your last turn (R11)." if view.last_turn else ""
        step = "draw a card (R9)" if view.phase == "draw" else "click a card to discard, or go out (R10)"
        return f"Round {view.round}, {wild_name(view.round)} wild: your turn to {step}.{last}"


class PlayTableView(View):
    def __init__(self, model: PlayTable):
        import ipywidgets as W

        self.model = model
        self.stock_button = W.Button(description="Draw from stock", icon="clone")
        self.pile_button = W.Button(description="Take the discard", icon="arrow-up")
        self.go_out_box = W.Checkbox(description="go out with my discard (R10)", value=False)
        self.hint_button = W.Button(description="Hint", icon="lightbulb-o")
        self.table = W.HTML()
        self.status = W.HTML()
        self.message = W.HTML()
        self.hand = W.HBox()
        self.log = W.HTML()
        self.stock_button.on_click(lambda _: self._act(model.draw_stock))
        self.pile_button.on_click(lambda _: self._act(model.draw_discard))
        self.hint_button.on_click(lambda _: self._act(model.hint))
        self.widget = W.VBox([self.status, self.table,
                              W.HBox([self.stock_button, self.pile_button, self.hint_button, self.go_out_box]),
                              self.hand, self.message, self.log])
        self.refresh()

    def _discard(self, card: Card) -> None:
        if self.go_out_box.value:
            self._act(self.model.go_out, card)
        else:
            self._act(self.model.discard, card)

    def refresh(self) -> None:
        import ipywidgets as W

        model, view = self.model, self.model.view
        self.status.value = f"<h4>{html.escape(model.status())}</h4>"
        self.table.value = as_html(view.picture(scale=0.8))
        buttons = []
        for card in view.hand:
            button = W.Button(description=str(card), tooltip=f"discard {card.name}",
                              layout=W.Layout(width="52px"))
            button.on_click(lambda _, card=card: self._discard(card))
            buttons.append(button)
        self.hand.children = buttons
        self.message.value = text_html(model.message, "bad" if model.message.startswith("Not allowed") else "")
        self.log.value = "<details><summary>What happened</summary><pre>" + html.escape(
            "\n".join(model.log[-40:])) + "</pre></details>"


def play_table(opponents: Sequence[str] = ("greedy",), seed: int = 1, rules: Rules | None = None) -> PlayTableView:
    """The play table, ready to display in a notebook."""
    return PlayTableView(PlayTable(opponents, seed, rules))
