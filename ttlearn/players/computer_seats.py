"""Computer players at the table: who sits where, with which seed, and the one loop that
lets them play. `play_game`, the terminal game and the play table all use it, so a
computer player behaves the same wherever it plays.

>>> from ttlearn.engine.game import Game
>>> game = Game(2, seed=5)
>>> computers = seat_computers(game, {0: "greedy", 1: "random"})
>>> computers
{0: GreedyPlayer(), 1: RandomPlayer()}
>>> play_computers(game, computers)
>>> game.phase, len(game.results)
('over', 11)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..engine.game import Game
from .by_name import make_player
from .player import Decision, Player

OnDecision = Callable[[Game, int, Decision], None]  # (game, seat, decision), before each action


def seat_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer player at `seat`: fixed by the game's seed, so the seed
    replays the players' choices too, and different at every seat (16 > 8 seats). Saved
    games and notebook outputs rely on these exact numbers."""
    return game_seed * 16 + seat


def seat_computers(game: Game, players: Mapping[int, str | Player]) -> dict[int, Player]:
    """Computer players (names such as "greedy", or player objects) at these seats, each
    told its seat and its own seed (`seat_seed`) as the game begins."""
    computers = {seat: make_player(player) for seat, player in players.items()}
    for seat, player in computers.items():
        player.start_game(seat, seat_seed(game.seed, seat))
    return computers


def play_computers(game: Game, computers: Mapping[int, Player], on_decision: OnDecision | None = None,
                   until: Callable[[Game], bool] | None = None) -> None:
    """The computer players take their turns, one action at a time (a draw, then a discard
    or going out: R9, R10), until it is the turn of a seat they do not hold or the game is
    over (R4), or `until(game)` is true (checked before each action: the play table stops
    at a round's end, to show its scores). `on_decision(game, seat, decision)` is called
    before each action."""
    while game.phase != "over" and game.turn in computers and not (until is not None and until(game)):
        seat = game.turn
        player = computers[seat]
        choose = player.choose_draw if game.phase == "draw" else player.choose_discard
        decision = choose(game.view(seat))
        if on_decision is not None:
            on_decision(game, seat, decision)
        game.play(seat, decision.action)
