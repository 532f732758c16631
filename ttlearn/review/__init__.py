"""Reviews of a player's own games: every decision graded by the points it lost against the
best choice its seat could see, labelled and said in words (`review_game`). The measure is
the one the expert plays by and the hint advises by (`ttlearn.players.position_values`), so
a learner who follows every hint loses no point.

- `game_review`: the review of one seat's decisions in a game, with tallies by round.
- `mistakes`: learn from your mistakes: the positions that lost points, to play again.
"""

from ..players.position_values import BONUS, OptionValue, option_values
from .game_review import LABELS, GameReview, ReviewedDecision, Tally, label_of, label_words, review_game
from .mistakes import MistakesTrainer

__all__ = ["BONUS", "LABELS", "GameReview", "MistakesTrainer", "OptionValue", "ReviewedDecision", "Tally",
           "label_of", "label_words", "option_values", "review_game"]
