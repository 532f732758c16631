"""A trainer on an exercise's hand: the arrange trainer for an "arrange" exercise, the
discard trainer for a "discard" exercise (`ttlearn.teach.exercises`), so that the learner
answers by doing; `check(id, trainer)` then judges what was done in it.
"""

from __future__ import annotations

from ..practice.arrange_trainer import ArrangeTrainer
from ..teach.exercises import exercise
from ..teach.hand_exercise_kinds import ArrangeExercise, DiscardExercise
from .arrange_board import ArrangeBoard, ArrangeTrainerView
from .deck import use_colours
from .discard_trainer import DiscardBoard, DiscardTrainer, DiscardTrainerView


def trainer(exercise_id: str, size: int = 84, colours: str | None = None) -> ArrangeTrainerView | DiscardTrainerView:
    """The arrange trainer (for an "arrange" exercise) or the discard trainer (for a
    "discard" exercise) on the exercise's hand, ready to show, the deck in `colours` ('two'
    or 'four'; default: the session's); `check(id, trainer)` judges what you did in it."""
    found = exercise(exercise_id)
    use_colours(colours)
    if isinstance(found, ArrangeExercise):
        model = ArrangeTrainer.with_hand(found.cards, found.round, found.rules)
        model.exercise_id = exercise_id  # its comparisons are attempts at the exercise
        return ArrangeTrainerView(ArrangeBoard(model), size)
    if isinstance(found, DiscardExercise):
        position = DiscardTrainer.with_hand(found.cards, found.round, found.rules)
        position.exercise_id = exercise_id  # its choices are attempts at the exercise
        return DiscardTrainerView(DiscardBoard(position), size)
    raise ValueError(f"exercise {exercise_id!r} is a {found.kind} exercise: only arrange and discard "
                     "exercises have a trainer")
