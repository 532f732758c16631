"""The speed ttlearn promises where someone waits, in one place: the scripts of benchmarks/
measure each goal (medians, and ratios against a baseline timed in the same process), and
the tests bound a duration only at `HANG_FACTOR` times its goal.

A goal is a median on a quiet machine. A test that asserted it would fail whenever the
machine is busy (another job, a second test worker), which says nothing about ttlearn; ten
times the goal is crossed only by a hang or a fault (a loop that never ends, a pool that is
never terminated, a file read whole before it is refused), so that is all a test bounds.
"""

from __future__ import annotations

HANG_FACTOR = 10

# seconds; the script of benchmarks/ that measures each goal is named beside it
ANSWER_JUDGED = 0.05  # an exercise's answer, of any size, judged (responsiveness.py)
GAME_FILE_REFUSED = 0.1  # a corrupt or oversized saved game refused (responsiveness.py)
WORST_HAND_ANALYSED = 0.05  # the hand explorer's worst hand (14 cards) analysed (responsiveness.py)
STOP_ON_SIGNAL = 1.0  # Ctrl-C, SIGTERM or a kernel's interrupt ends work on a pool (responsiveness.py)
LITE_START = 10.0  # JupyterLite: notebook 1 opened (nothing cached) to its first cell run (notebook_times.py)
RUN_ALL = 10.0  # Run All of a lesson in CPython, from a new kernel to every cell run (notebook_times.py)
LITE_RUN_ALL = 30.0  # Run All of a lesson in JupyterLite, opened with nothing cached (notebook_times.py --lite)
CLICK_MEDIAN = 0.05  # a click on a card table to its redraw: the median in a browser (card_table_click.py), ...
# ... and 90% of clicks in Python (hand_explorer.py)
CLICK_SLOWEST = 0.15  # the slowest click in a browser (card_table_click.py)


def hang_bound(goal: float) -> float:
    """The most a test lets a duration of goal `goal` take: only a hang or a fault crosses it."""
    return HANG_FACTOR * goal
