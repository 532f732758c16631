"""Interactive widgets for the notebooks: the pixels of the practice tools.

Each widget is a thin ipywidgets (or anywidget) view over a plain-Python model in
`ttlearn.practice`, which tests drive headlessly: logic there, pixels here. ipywidgets is
imported only when a view is built. The models are exported here too, by their names.

>>> from ttlearn.widgets import HandExplorer
>>> explorer = HandExplorer("5H 6H KS 8H 9C 9D KH", round=11)
>>> explorer.arrangement.penalty
0
"""

from ..practice.arrange_trainer import ArrangeTrainer
from ..practice.card_table import CardTableModel
from ..practice.deal_stepper import DealStepper
from ..practice.discard_trainer import DiscardTrainer
from ..practice.exact_vs_simulated import ExactVsSimulated
from ..practice.hand_explorer import HandExplorer
from ..practice.meld_checker import MeldChecker
from ..practice.play_table import PlayTable
from ..practice.scoring_explainer import ScoringExplainer
from ..practice.strategy_lab import StrategyLab
from .arrange_board import arrange_trainer
from .attempts_download import attempts_button
from .card_table import CardTable
from .class_view import class_view
from .deal_stepper import deal_stepper
from .discard_trainer import discard_trainer
from .exact_vs_simulated import exact_vs_simulated
from .exercise_trainers import trainer
from .game_review_view import review_view
from .hand_explorer import hand_explorer
from .meld_checker import meld_checker
from .mistakes_view import mistakes_trainer
from .play_table_view import play_table
from .scoring_explainer import scoring_explainer
from .strategy_lab import strategy_lab

__all__ = [
    "ArrangeTrainer", "CardTable", "CardTableModel", "DealStepper", "DiscardTrainer", "HandExplorer", "MeldChecker",
    "PlayTable", "ScoringExplainer", "StrategyLab",
    "arrange_trainer", "deal_stepper", "discard_trainer", "hand_explorer", "meld_checker", "play_table",
    "scoring_explainer", "strategy_lab", "ExactVsSimulated", "exact_vs_simulated", "trainer",
    "mistakes_trainer", "review_view", "attempts_button", "class_view",
]
