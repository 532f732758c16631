"""Computer players playing whole games, one or many, and who does better.

- `record`: one finished game (`GameRecord`), which replays;
- `play`: one game (`play_game`), or many on paired deals with the seats rotated, on all
  cores, with a progress bar, stopped cleanly by Ctrl-C (`simulate`);
- `summary`: a row per seat and per strategy, and the difference between strategies, each
  with a 95% interval that fits the design (`Summary`);
- `stats`: those intervals, a mean's (Student's t) and a share's (Wilson's), which the
  Monte Carlo estimates of `ttlearn.count` use too.

>>> record = play_game(["greedy", "random"], seed=1)
>>> len(record.rounds), record.winners
(11, (0,))
"""

from .play import SimulationStopped, game_seeds, play_game, seatings, simulate
from .record import GameRecord
from .summary import (
    Difference,
    StrategySummary,
    Summary,
    head_to_head,
    paired_difference,
    summarize,
    unpaired_difference,
)

__all__ = ["Difference", "GameRecord", "SimulationStopped", "StrategySummary", "Summary", "game_seeds",
           "head_to_head", "paired_difference", "play_game", "seatings", "simulate", "summarize",
           "unpaired_difference"]
