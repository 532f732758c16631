"""Learn from your mistakes: the decisions of a review that lost points, one position at a
time, as the seat saw it. The learner picks a move; the trainer says whether it beats the
move played, then shows the best and why (a chess learner's "learn from your mistakes").

>>> from ttlearn.review import review_game
>>> from ttlearn.simulation import play_game
>>> game = play_game(["beginner", "greedy"], seed=4).replay()
>>> trainer = MistakesTrainer(review_game(game, seat=0, progress=False))
>>> trainer
MistakesTrainer(mistake 1 of 33, round 1)
"""

from __future__ import annotations

from ..engine.actions import Action
from ..language import _, ngettext
from ..language.quoting import quote
from ..players.advice import action_words
from .game_review import LABELS, GameReview, ReviewedDecision


class MistakesTrainer:
    """The decisions of `review` labelled `least` or worse ("inaccuracy": every decision that
    lost a point or more), in the order played, each at its position as the seat saw it.
    `answer(action)` takes the learner's move; `next()` goes on."""

    def __init__(self, review: GameReview, least: str = "inaccuracy"):
        if least not in LABELS:
            raise ValueError(f"bad label {quote(least)}: one of {', '.join(LABELS)}")
        self.review = review
        self.mistakes = tuple(d for d in review.decisions if LABELS.index(d.label) >= LABELS.index(least))
        self.index = 0
        self.answered: Action | None = None
        self.found = 0  # positions where the learner's first move beat the one played

    def __repr__(self) -> str:
        if not self.mistakes:
            return "MistakesTrainer(no mistakes)"
        return f"MistakesTrainer(mistake {self.index + 1} of {len(self.mistakes)}, round {self.decision.round})"

    @property
    def decision(self) -> ReviewedDecision:
        if not self.mistakes:
            raise ValueError(_("no mistakes to learn from in this game"))
        return self.mistakes[self.index]

    def choices(self) -> tuple[tuple[str, Action], ...]:
        """Every move at the position, in words, in the order of the cards (not of their value);
        none when there is no mistake."""
        if not self.mistakes:
            return ()
        top = self.decision.discard_top
        actions = sorted((o.action for o in self.decision.options), key=str)
        return tuple((action_words(a, top), a) for a in actions)

    def answer(self, action: Action | str) -> str:
        """The learner's move: the verdict, in words. A move not allowed at the position is
        refused (ValueError) and changes nothing."""
        d = self.decision
        values = {o.action: o.value for o in d.options}
        chosen = action if isinstance(action, Action) else _parsed(action)
        if chosen not in values:
            raise ValueError(_("not a move at this position: {move}").format(move=quote(str(action))))
        first = self.answered is None
        self.answered = chosen
        better = values[chosen] < values[d.chosen]
        if first and better:
            self.found += 1
        best = _("The best: {move}. {why}").format(move=action_words(d.best, d.discard_top), why=d.why)
        if chosen == d.chosen:
            return _("That is the move played.") + " " + best
        if values[chosen] == values[d.best]:
            return _("Yes: that is a best move.") + " " + best
        if better:
            return _("Better than the move played, by {points:.1f} points; the best gains {more:.1f} more.").format(
                points=values[d.chosen] - values[chosen], more=values[chosen] - values[d.best]) + " " + best
        return _("Not better than the move played.") + " " + best

    def next(self) -> None:
        """The next mistake (the last one stays)."""
        self.index = min(len(self.mistakes) - 1, self.index + 1)
        self.answered = None

    def score(self) -> str:
        return _("Better moves found: {found} of {count}").format(found=self.found, count=len(self.mistakes))

    @property
    def finished(self) -> bool:
        """The last mistake has been answered: nothing more to play here."""
        return bool(self.mistakes) and self.index == len(self.mistakes) - 1 and self.answered is not None

    def closing(self) -> str:
        """The word after the last mistake: how it went, and what to do next ("" before)."""
        if not self.finished:
            return ""
        return ngettext("That was the only mistake to play again: {found} better move found of {count}.",
                        "That was the last of {count} mistakes: {found} better moves found.",
                        len(self.mistakes)).format(found=self.found, count=len(self.mistakes)) + " " + \
            _("Play another game, then learn from its mistakes too.")


def _parsed(text: str) -> Action:
    try:
        return Action.parse(text)
    except (ValueError, AttributeError):
        raise ValueError(_("not a move at this position: {move}").format(move=quote(text))) from None
