"""ttlearn: learn the rummy game Three Thirteen in Jupyter.

Cards, rules and their variants, an exact meld solver and scoring. Rule numbers (R1-R17,
V1, H1, H2) refer to RULES.md, which ships inside the package (`python -m ttlearn rules`).
ttlearn speaks English, Swedish, Croatian and Thai: `set_language("sv")` (`ttlearn.language`).
"""

import sys

from .cards import Card, deck, format_cards, parse_cards
from .draw.palette import set_deck_colours
from .draw.svg import Picture, show_arrangement, show_card, show_hand, show_meld, show_table
from .engine import Action, Event, Game, GameFileError, IllegalMove, PlayerView, Replay, RoundResult
from .language import get_language, set_language
from .melds import Arrangement, Meld, MeldCheck, check_meld
from .players import (
    BeginnerPlayer,
    Decision,
    ExpertPlayer,
    GreedyPlayer,
    LookaheadPlayer,
    RandomPlayer,
    make_player,
)
from .review import GameReview, review_game
from .rules import Rules, card_points, decks_for, hand_size, is_wild, wild_rank
from .scoring import HandScore, Scoreboard, score_hand
from .simulation import GameRecord, Summary, play_game, simulate
from .solver import all_best_arrangements, best_arrangement, best_discard, best_penalty, can_go_out, go_out

if sys.platform == "emscripten":  # Pyodide (JupyterLite): matplotlib is fetched on its first import
    from .runtime.pyodide_imports import load_on_import

    load_on_import()


def __getattr__(name: str) -> str:
    """`ttlearn.__version__`, read from the installed package when asked for: importlib.metadata
    is slow to import, and most sessions never ask."""
    if name != "__version__":
        raise AttributeError(f"module 'ttlearn' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ttlearn")
    except PackageNotFoundError:  # imported from a source tree that was never installed (or in Pyodide without it)
        return "0+unknown"


__all__ = [
    "Arrangement", "Card", "HandScore", "Meld", "MeldCheck", "Rules", "Scoreboard",
    "all_best_arrangements", "best_arrangement", "best_discard", "best_penalty", "can_go_out", "card_points",
    "check_meld",
    "deck", "decks_for", "format_cards", "go_out", "hand_size", "is_wild", "parse_cards", "score_hand", "wild_rank",
    "Picture", "set_deck_colours", "show_arrangement", "show_card", "show_hand", "show_meld", "show_table",
    # the game engine, computer players and simulation
    "Action", "BeginnerPlayer", "Decision", "Event", "ExpertPlayer", "Game", "GameFileError", "GameRecord",
    "GreedyPlayer", "IllegalMove", "LookaheadPlayer", "PlayerView", "RandomPlayer", "Replay", "RoundResult", "Summary",
    "make_player", "play_game", "simulate",
    # a player's own game reviewed
    "GameReview", "review_game",
    # the language ttlearn speaks (en, sv, hr, th)
    "get_language", "set_language",
]
