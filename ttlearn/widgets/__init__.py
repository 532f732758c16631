"""Interactive widgets for the notebooks.

Each widget is a plain-Python model (tests drive it headlessly) with a thin ipywidgets
view on top. ipywidgets is imported only when a view is built.

>>> from ttlearn.widgets import HandExplorer
>>> explorer = HandExplorer("5H 6H KS 8H 9C 9D KH", round=11)
>>> explorer.arrangement.penalty
0
"""

from .arrange_board import arrange_trainer
from .arrange_trainer import ArrangeTrainer
from .attempts_download import attempts_button
from .card_table import CardTable, CardTableModel
from .class_view import class_view
from .deal_stepper import DealStepper, deal_stepper
from .discard_trainer import DiscardTrainer, discard_trainer
from .exact_vs_simulated import ExactVsSimulated, exact_vs_simulated
from .exercise_trainers import trainer
from .game_review_view import review_view
from .hand_explorer import HandExplorer, hand_explorer
from .meld_checker import MeldChecker, meld_checker
from .mistakes_view import mistakes_trainer
from .play_table import PlayTable
from .play_table_view import play_table
from .scoring_explainer import ScoringExplainer, scoring_explainer
from .strategy_lab import StrategyLab, strategy_lab

__all__ = [
    "ArrangeTrainer", "CardTable", "CardTableModel", "DealStepper", "DiscardTrainer", "HandExplorer", "MeldChecker",
    "PlayTable", "ScoringExplainer", "StrategyLab",
    "arrange_trainer", "deal_stepper", "discard_trainer", "hand_explorer", "meld_checker", "play_table",
    "scoring_explainer", "strategy_lab", "ExactVsSimulated", "exact_vs_simulated", "trainer",
    "mistakes_trainer", "review_view", "attempts_button", "class_view",
]
