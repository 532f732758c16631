"""The exercises on playing: choosing a discard and a draw, and a game's review (notebook 5),
and on comparing strategies with many games, their intervals and pairing (notebook 6, the
strategy lab). Each answer is computed when it is checked: by the solver, the greedy
player's rule, the review of a game played again, or the interval of
`ttlearn.simulation.stats`. `ttlearn.teach.exercises` checks them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction
from functools import cache

from ..engine import DRAW_STOCK, Action, Game, PlayerView
from ..engine.seating import computer_name
from ..language import N_, _, get_language
from ..players import Decision, Reason
from ..players.computer_seats import play_computers, seat_computers
from ..review import GameReview, label_of, review_game
from ..simulation.stats import mean_ci, t95, wilson
from ..solver import best_discard, best_penalty, go_out
from .exercise_kinds import ChoiceExercise, Exercise, NumberExercise
from .hand_exercise_kinds import DiscardExercise

# "95%" as a question's field: "% c" or "% i" in a message reads to gettext as a %-format.
LEVEL = "95%"

# Twelve two-player games, each seed played once with the seats fixed: simulate(["lookahead",
# "greedy"], games=12, seed=6, rotate=False) (tests/test_exercises.py plays them again and
# checks these totals).
LOOKAHEAD_TOTALS = (39, 14, 66, 27, 14, 43, 15, 71, 24, 61, 34, 39)
GREEDY_TOTALS = (65, 86, 50, 108, 74, 61, 66, 1, 90, 38, 45, 64)
DIFFERENCES = tuple(a - b for a, b in zip(LOOKAHEAD_TOTALS, GREEDY_TOTALS))


def _take_upcard(hand: str, upcard: str, round: int) -> str:
    """The greedy player's draw (`ttlearn.players.basic`): take the upcard when the best discard
    afterwards leaves a lower penalty than the hand has now."""
    _, after = best_discard(f"{hand} {upcard}", round)
    return "take" if after.penalty < best_penalty(hand, round) else "stock"


def _paired_or_unpaired() -> str:
    paired = mean_ci(DIFFERENCES)[1]
    unpaired = math.hypot(mean_ci(LOOKAHEAD_TOTALS)[1], mean_ci(GREEDY_TOTALS)[1])
    return "paired" if paired > unpaired else "unpaired"


def _holds_zero() -> bool:
    mean, half = mean_ci(DIFFERENCES)
    return mean - half <= 0 <= mean + half


class _HastyPlayer:
    """Notebook 5's hasty player: always the stock (R9), out when it can (R10), else its first card."""

    def start_game(self, seat: int, seed: int) -> None:
        pass

    def choose_draw(self, view: PlayerView) -> Decision:
        return Decision.of(DRAW_STOCK, Reason("", ""))

    def choose_discard(self, view: PlayerView) -> Decision:
        out = go_out(view.hand, view.round, view.rules) if view.went_out is None else None
        return Decision.of(Action("go out", out[0]) if out else Action("discard", view.hand[0]), Reason("", ""))


def hasty_review() -> GameReview:
    """The review of notebook 5's hasty player against greedy, the table's seed 1 (the notebook
    plays it at the play table; tests/test_exercises.py checks that the games are one), in the
    current language (its seat's name and its words)."""
    return _hasty_review(get_language())


@cache
def _hasty_review(language: str) -> GameReview:  # one for each language: its names and words are in it
    game = Game([_("You"), computer_name("greedy", 1)], 1, you=0)
    play_computers(game, seat_computers(game, {0: _HastyPlayer(), 1: "greedy"}))
    return review_game(game, seat=0, progress=False)


# The numbers the exit tickets' questions give (their words say them too; tests/test_exit_tickets.py
# checks that they agree): notebook 5's expected points after the next draw, the discard chosen and
# the best; notebook 6's two standard deviations and their correlation, and a number of games all won.
REVIEWED_DISCARD = (9.5, 6.0)
SPREADS = (15, 10, -0.3)
PERFECT_RECORD = 30


def _spread_of_difference() -> Fraction:
    """The standard deviation of A - B from the spreads of A and B and their correlation:
    Var(A - B) = Var A + Var B - 2 Cov(A, B), Cov(A, B) = rho sd(A) sd(B)."""
    a, b, rho = SPREADS
    return Fraction(math.sqrt(a * a + b * b - 2 * rho * a * b))


def _totals(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in values)


def _half_width_from_more_games(half: float = 10, games: int = 100, more: int = 600) -> Fraction:
    """The half-width of a 95% interval from `more` games, `half` from `games`: t·s/√n with the
    spread s the same, Student's t for each number of games (`t95`)."""
    return Fraction(half * t95(more - 1) / t95(games - 1) * math.sqrt(games / more))


PLAY_EXERCISES: list[Exercise] = [
    # --- Notebook 5: playing --------------------------------------------------------------------
    DiscardExercise(id="n5-discard", notebook=5, cards="4H 6H 8H 9S 9C 5D", round=3,
                    question=N_("Round 3 (fives wild): you have drawn and hold 4♥ 6♥ 8♥ 9♠ 9♣ 5♦. Which card do you "
                                "discard to keep the lowest penalty (R9, R16)?"),
                    hint=N_("a wild is worth most inside a meld; count what each discard leaves")),
    DiscardExercise(id="n5-go-out", notebook=5, cards="9D 10D 4S JD KH", round=2,
                    question=N_("Round 2 (fours wild): you have drawn and hold 9♦ 10♦ 4♠ J♦ K♥. Which card do you "
                                "discard?"),
                    hint=N_("look for a discard that leaves every other card in a meld (R10)")),
    ChoiceExercise(id="n5-upcard", notebook=5, words=("take", "stock"),
                   compute=lambda: _take_upcard("5H 7H 9C QS QD JC", "8H", 4),
                   question=N_("Round 4 (sixes wild): you hold 5♥ 7♥ 9♣ Q♠ Q♦ J♣, and the top card of the discard "
                               "pile is 8♥. Like the greedy player, take it if, after your best discard, your penalty"
                               " is lower than now; else draw from the stock."),
                   answer_how=N_("Answer 'take' or 'stock'."),
                   hint=N_("work out your penalty now, then with the 8♥ in and your worst card out (R9, R16)"),
                   telltales=lambda: (r"took 8♥: it lowers my penalty", r"8♥ would not lower my penalty")),
    NumberExercise(id="n5-review-draws", notebook=5, computer=True,
                   compute=lambda: sum(d.kind == "draw" and d.loss > 0 for d in hasty_review().decisions),
                   question=N_("Notebook 5's hasty player always draws from the stock and throws its first card; it "
                               "plays greedy at the play table's seed 1. At how many of its draws would taking the "
                               "discard pile's top card have been better, by its review?"),
                   hint=N_("count the draws that lost points: those whose loss is above 0")),
    # Notebook 5's exit tickets
    DiscardExercise(id="n5-ticket-discard", notebook=5, ticket=True, cards="5C 6H 7C KD 9S 2H QS", round=4,
                    question=N_("Round 4 (sixes wild): you have drawn and hold 5♣ 6♥ 7♣ K♦ 9♠ 2♥ Q♠. Which card do "
                                "you discard to keep the lowest penalty (R9, R16)?"),
                    hint=N_("keep the cards that make a meld, then throw the card that would cost the most")),
    ChoiceExercise(id="n5-ticket-pile", notebook=5, ticket=True, words=("take", "stock"),
                   compute=lambda: _take_upcard("8C 9C JD QS 2H", "KH", 3),
                   question=N_("Round 3 (fives wild): you hold 8♣ 9♣ J♦ Q♠ 2♥, and the top card of the discard pile "
                               "is K♥. Like the greedy player, take it only if your penalty after your best discard "
                               "is lower than now."),
                   answer_how=N_("Answer 'take' or 'stock'."),
                   hint=N_("work out your penalty now, then with the K♥ in and your worst card out: does a meld "
                           "appear (R9, R13)?"),
                   telltales=lambda: (r"took K♥: it lowers my penalty", r"K♥ would not lower my penalty")),
    DiscardExercise(id="n5-ticket-go-out", notebook=5, ticket=True, cards="8C 9C 10C 5H QC KD", round=3,
                    question=N_("Round 3 (fives wild): you have drawn and hold 8♣ 9♣ 10♣ 5♥ Q♣ K♦. Which card do "
                                "you discard?"),
                    hint=N_("five cards can be one meld, if the wild fills its gap (R10, R15)")),
    ChoiceExercise(id="n5-ticket-review-label", notebook=5, ticket=True, words=("yes", "no"),
                   compute=lambda: label_of(REVIEWED_DISCARD[0] - REVIEWED_DISCARD[1]) == "inaccuracy",
                   question=N_("By the review's measure your discard leaves 9.5 points on average after your next "
                               "draw, and the best discard 6.0; going out was not possible. Does the review call your "
                               "choice an inaccuracy?"),
                   answer_how=N_("True or False."),
                   hint=N_("a choice loses the points by which it falls short of the best one; then read the "
                           "review's scale of losses")),
    # --- Notebook 6: the strategy lab -------------------------------------------------------------
    NumberExercise(id="n6-mean-difference", notebook=6, what="number", tolerance=0.05,
                   compute=lambda: Fraction(sum(DIFFERENCES), len(DIFFERENCES)),
                   question=N_("Twelve two-player games with the seats fixed ({call}) gave these totals. "
                               "lookahead: {lookahead}; greedy: {greedy}. What is the mean difference per game, "
                               "lookahead − greedy, to one decimal?"),
                   fields={"call": "simulate(['lookahead', 'greedy'], games=12, seed=6, rotate=False)",
                           "lookahead": _totals(LOOKAHEAD_TOTALS), "greedy": _totals(GREEDY_TOTALS)},
                   hint=N_("subtract game by game, then take the mean of the twelve differences")),
    ChoiceExercise(id="n6-interval-holds-zero", notebook=6, words=("yes", "no"), compute=_holds_zero,
                   question=N_("For the same twelve games, does the {level} confidence interval of the mean "
                               "difference ({function} of the differences) hold 0? Predict, then compute."),
                   answer_how=N_("True or False."),
                   fields={"level": LEVEL, "function": "ttlearn.simulation.stats.mean_ci"},
                   hint=N_("the interval is the mean ± t·s/√12, s the standard deviation of the differences and "
                           "t = 2.20 for twelve values (Student's t): it holds 0 when its half-width is at least "
                           "as large as the mean's size")),
    ChoiceExercise(id="n6-paired-or-unpaired", notebook=6, words=("paired", "unpaired"),
                   compute=_paired_or_unpaired,
                   fields={"level": LEVEL},
                   telltales=lambda: (r"\bpairing\b[^.\n]{0,40}\bwider\b",),  # the prose arguing it
                   question=N_("Which {level} interval of the difference is wider for these games: the paired one "
                               "(from the twelve differences) or the unpaired one (√(a² + b²), a and b the "
                               "half-widths of each strategy's own interval)?"),
                   answer_how=N_("Answer 'paired' or 'unpaired'."),
                   hint=N_("pairing narrows the interval when a game's two totals rise and fall together, and "
                           "widens it when one rises as the other falls: look at the games one by one")),
    # Notebook 6's exit tickets
    NumberExercise(id="n6-ticket-more-games", notebook=6, ticket=True, what="number", tolerance=0.15,
                   compute=_half_width_from_more_games,
                   question=N_("The {level} interval of a difference, from 100 games, is the mean ± 10 points. About "
                               "how many points (±) will it be from 600 games of the same design?"),
                   answer_how=N_("Give a number to one decimal."),
                   fields={"level": LEVEL},
                   hint=N_("the half-width is t·s/√n: the spread s stays about the same, and t hardly changes "
                           "with this many games; what does n do?")),
    NumberExercise(id="n6-ticket-difference-spread", notebook=6, ticket=True, what="number", tolerance=0.1,
                   compute=_spread_of_difference,
                   question=N_("Game by game, player A's totals have a standard deviation of 15 points, player B's "
                               "10, and the correlation of the two is -0.3. What is the standard deviation of the "
                               "difference A − B, game by game?"),
                   answer_how=N_("Give a number to one decimal."),
                   hint=N_("the covariance is the correlation times both standard deviations; a difference's "
                           "variance is the two variances added, less twice the covariance; then take the square "
                           "root")),
    ChoiceExercise(id="n6-ticket-perfect-record", notebook=6, ticket=True, words=("yes", "no"),
                   compute=lambda: wilson(1.0, PERFECT_RECORD)[0] > 0.9,
                   question=N_("A strategy won all 30 of 30 games, each on its own cards. Is the lower end of the "
                               "{level} interval of its win rate (Wilson's interval) above 90%?"),
                   answer_how=N_("True or False."),
                   fields={"level": LEVEL},
                   hint=N_("Wilson's interval stays inside 0-100%, and a few games leave room below a perfect "
                           "record: compute it, as the summaries of the strategy lab do")),
]
