"""Reviews of a player's own games: every decision graded by the points it lost against the
best choice its seat could see, labelled and said in words (`review_game`).

- `position_values`: what each choice at a position is worth, from the seat's view alone.
- `game_review`: the review of one seat's decisions in a game, with tallies by round.
- `mistakes`: learn from your mistakes: the positions that lost points, to play again.
"""

from .game_review import LABELS, GameReview, ReviewedDecision, Tally, label_of, review_game
from .mistakes import MistakesTrainer
from .position_values import BONUS, OptionValue, option_values

__all__ = ["BONUS", "LABELS", "GameReview", "MistakesTrainer", "OptionValue", "ReviewedDecision", "Tally",
           "label_of", "option_values", "review_game"]
