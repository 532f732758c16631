"""How many times is a hand compiled for one click? The solver's hands (`CompiledHand`)
counted through the widgets' own views, each action as a learner makes it, redraw included:

1. the hand explorer: a card picked from the deck (13 cards to 14), then put back;
2. the discard trainer: the first choice of a position (round 11, seed 0), with the
   computer's advice it shows (the expert's look-ahead, most of the count);
3. the play table: Go out clicked, with the opponent's last turn and the round's score
   that follow it (R10, R11, R16).

    python benchmarks/compiled_hands.py

Each line says where the hands were compiled (the calls that asked, innermost first). It
runs the pure Python (a compiled class cannot be counted from Python), which answers the
same (tests/test_native.py).
"""

from __future__ import annotations

import os
import sys
import traceback
from collections import Counter
from collections.abc import Callable

os.environ["TTLEARN_PURE_PYTHON"] = "1"  # before ttlearn is imported

from ttlearn.cards import Card  # noqa: E402
from ttlearn.players import make_player  # noqa: E402
from ttlearn.solver.compiled_hand import CompiledHand  # noqa: E402
from ttlearn.widgets.discard_trainer import discard_trainer  # noqa: E402
from ttlearn.widgets.hand_explorer import hand_explorer  # noqa: E402
from ttlearn.widgets.play_table_view import play_table  # noqa: E402

made: Counter[str] = Counter()
_compile = CompiledHand.__init__


def _counted(self: CompiledHand, *args: object, **kwargs: object) -> None:
    callers = [frame.name for frame in traceback.extract_stack(limit=8)[:-1] if frame.name != "__init__"]
    made[" < ".join(reversed(callers[-4:]))] += 1
    _compile(self, *args, **kwargs)  # type: ignore[arg-type]


def measure(label: str, action: Callable[[], object]) -> int:
    made.clear()
    action()
    print(f"{label}: {sum(made.values())} compiled hands")
    for callers, times in made.most_common():
        print(f"    {times:3}  {callers}")
    return sum(made.values())


def play_until_the_learner_can_go_out() -> None:
    """Play the learner's seat greedily, game after game, until Go out can be clicked."""
    for seed in range(200):
        view = play_table(("greedy",), seed=seed)
        table, board = view.board.table, view.board
        helper = make_player("greedy")
        helper.start_game(0, seed)
        while not table.over:
            if table.round_over is not None:
                board.continue_()
            elif table.view.phase == "draw":
                board.draw_stock()
            elif table.can_go_out is not None:
                measure(f"play table: Go out clicked (seed {seed}, round {table.view.round})", board.go_out)
                return
            else:
                card = helper.choose_discard(table.view).action.card
                assert card is not None
                board.discard(card)
    sys.exit("no game of 200 let the learner go out")


def main() -> None:
    CompiledHand.__init__ = _counted  # type: ignore[method-assign]
    explorer = hand_explorer("5H 6H KS 8H 9C 9D KH 2C QS 3D 4S 7C 7S", round=11)
    seven = Card(7, "D")
    measure("hand explorer: a card picked from the deck (14 cards)", lambda: explorer.picker.click(seven))
    measure("hand explorer: the same card put back (13 cards)", lambda: explorer.model.put_back(13) or
            explorer.refresh())
    trainer = discard_trainer(round=11, seed=0)
    measure("discard trainer: the first choice", lambda: trainer.board.choose(0))
    play_until_the_learner_can_go_out()


if __name__ == "__main__":
    main()
