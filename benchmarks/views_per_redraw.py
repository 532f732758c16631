"""How much is built for one click at the play table? The number of `Game.view` builds (the
learner's view of the table, and the computer players' own) during a click and the redraw
that follows, and during a redraw alone:

    python benchmarks/views_per_redraw.py

A redraw asks the play table for its view many times (the status line, the go-out prompt,
the legal moves, the pictures); the table builds it once for each position. A count, not a
time: it is the same on any machine.
"""

from __future__ import annotations

from collections.abc import Callable

from ttlearn.engine.game import Game
from ttlearn.practice.play_table import PlayTable
from ttlearn.widgets import play_table


def counting_builds() -> Callable[[], int]:
    """Count every `Game.view` from now on; the returned function reads and resets the count."""
    builds = [0]
    view = Game.view

    def counted(game: Game, seat: int):  # type: ignore[no-untyped-def]
        builds[0] += 1
        return view(game, seat)

    Game.view = counted  # type: ignore[method-assign, assignment]

    def read() -> int:
        count, builds[0] = builds[0], 0
        return count

    return read


def main() -> None:
    shown = play_table(("greedy",), seed=1)
    builds = counting_builds()
    clicks: list[tuple[str, Callable[[PlayTable], None]]] = [
        ("a draw from the stock", lambda table: table.draw_stock()),
        ("a discard (the computer then plays its turn)", lambda table: table.throw(table.view.hand[0])),
    ]
    for what, click in clicks:
        builds()
        shown._act(click, shown.model)
        print(f"{what} and its redraw: {builds()} Game.view builds")
    shown._redraw()
    print(f"a redraw alone: {builds()} Game.view builds")


if __name__ == "__main__":
    main()
