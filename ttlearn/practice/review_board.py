"""A game's review on screen (`ttlearn.review`): the tally, an evaluation graph (the points
lost at each of the seat's decisions, across the game, round by round), and the decisions
filtered by label, each opening the position as the seat saw the table, with the move played
and the best. (The positions that lost points are played again in `mistakes_view`.)

>>> from ttlearn.simulation import play_game
>>> from ttlearn.review import review_game
>>> board = ReviewBoard(review_game(play_game(["beginner", "greedy"], seed=4), 0, progress=False))
>>> board.show("blunder")
>>> board
ReviewBoard(seat 0, showing blunder: 4 of 126 decisions)
"""

from __future__ import annotations

from ..language.quoting import quote
from ..review import LABELS, GameReview, ReviewedDecision


class ReviewBoard:
    """The model: a review and the label its list shows ("all", or one of `LABELS`)."""

    def __init__(self, review: GameReview):
        self.review = review
        self.label = "all"

    def __repr__(self) -> str:
        return (f"ReviewBoard(seat {self.review.seat}, showing {self.label}: {len(self.shown())} of "
                f"{len(self.review.decisions)} decisions)")

    def show(self, label: str) -> None:
        """List the decisions with this label ("all": every one that lost points)."""
        if label != "all" and label not in LABELS:
            raise ValueError(f"bad label {quote(label)}: all, or one of {', '.join(LABELS)}")
        self.label = label

    def shown(self) -> tuple[ReviewedDecision, ...]:
        """The decisions listed: with the label shown ("all": those that lost points), costliest first."""
        if self.label == "all":
            chosen = [d for d in self.review.decisions if d.loss > 0]
        else:
            chosen = [d for d in self.review.decisions if d.label == self.label]
        return tuple(sorted(chosen, key=lambda d: -d.loss))
