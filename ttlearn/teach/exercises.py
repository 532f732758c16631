"""Exercises a notebook can check: `check(exercise_id, answer)` says whether an answer is
right, and if not, which way it is off or what kind of thing is wrong, with a hint, never
the answer itself. `question(exercise_id)` gives the text; `catalogue()` lists them all by
notebook and kind; `trainer(exercise_id)` gives the arrange or discard trainer on the hand
of an exercise, and `check` takes the trainer itself as the answer.

Every answer is computed by ttlearn when it is checked (binomial coefficients, meld counts,
Burnside, the exact tables, the solver, the game engine, the interval of `ttlearn.support.stats`),
so the exercises and the library cannot disagree.

>>> check("sets-of-3", 52)
Feedback('sets-of-3', correct: Right: 52.)
>>> check("sets-of-3", 60)
Feedback('sets-of-3', Not yet: too high. Hint: for one rank, choose 3 of its 4 suits; then count the ranks.)
>>> check("sets-of-3", ...)
Feedback('sets-of-3', No answer yet: replace ... with your answer.)
>>> print(check("n2-meld-qka", "set"))  # doctest: +NORMALIZE_WHITESPACE
Not yet: Q♥ K♥ A♥ is a meld, but no set. Hint: under V1 an Ace may be low or high, though never
both at once (R3, V1).
>>> print(check("n3-arrange", "3H 4H 5H 6H | 9D 10D JD"))  # doctest: +NORMALIZE_WHITESPACE
Not yet: your arrangement leaves 14 points, and fewer are possible. Hint: some of the cards you
left over can still make a meld, or join one of yours.
"""

from __future__ import annotations

import math
import re
import textwrap
from collections.abc import Iterable
from fractions import Fraction
from functools import cache

from ..count.formulas import meld_counts, number_of_deals
from ..count.probability import complete_deal_probability, upcard_chance
from ..count.symmetry import suit_classes
from ..engine import DRAW_STOCK, Action, Game, PlayerView
from ..engine.seating import computer_name
from ..language import N_, _, count_text, ngettext
from ..melds import check_meld
from ..players import Decision, Reason
from ..players.computer_seats import play_computers, seat_computers
from ..review import GameReview, review_game
from ..rules import Rules, hand_size, wild_rank
from ..scoring import Scoreboard, score_hand
from ..solver import all_best_arrangements, best_discard, best_penalty, can_go_out, go_out
from ..support.stats import mean_ci
from .attempts import record_attempt
from .bare_words import explain_bare_words
from .feedback import Feedback
from .hand_exercises import ArrangeExercise, DiscardExercise
from .kinds import RANKS, ChoiceExercise, Exercise, MeldExercise, NumberExercise, numeral, wild_line
from .search_space import ways_to_split
from .text import Markdown

V1 = Rules(aces="high_or_low")
MELD_GROUPS = ("4C 5C 6H", "AD 2D 3D", "QS KS AS", "9H 9H 9D", "2S 6D 6C 6H", "10C JD QC")
PENALTY_HAND = "5H 6H KS 8H 9C 9D QS QD 2C KD 4S"
PLAYERS = ("Ana", "Ben", "Cy", "Dee")
# "95%" as a question's field: "% c" or "% i" in a message reads to gettext as a %-format.
LEVEL = "95%"
WIDTH = 100  # characters of a question's line

# Twelve two-player games, each deal played once with the seats fixed: simulate(["lookahead",
# "greedy"], games=12, seed=6, rotate=False) (tests/test_exercises.py plays them again and
# checks these totals).
LOOKAHEAD_TOTALS = (39, 14, 66, 27, 14, 43, 15, 71, 24, 61, 34, 39)
GREEDY_TOTALS = (65, 86, 50, 108, 74, 61, 66, 1, 90, 38, 45, 64)
DIFFERENCES = tuple(a - b for a, b in zip(LOOKAHEAD_TOTALS, GREEDY_TOTALS))

# Notebook 8's house rules.
NATURAL_NEEDED = Rules(jokers=2, all_wild_melds=False)
HALF_WILD = Rules(jokers=2, wild_share="half")
RANK_SCORES = Rules(jokers=2, ace_penalty=15, face_cards="rank")
RANK_HAND = "AH KD QC JK 4S 4D"


def _shown(cards: str, round: int, rules: Rules | None = None) -> tuple[str, ...]:
    """Telltales of a hand's best arrangement: its repr, and its explanation."""
    found = []
    for best in all_best_arrangements(cards, round, rules):
        found.append(re.escape(repr(best)))
        if best.melds:
            found.append(re.escape(best.explain()))
    return tuple(found)


def _melds_in_all(total: int) -> str:
    """A telltale: all the 3-card melds without wilds counted together, "96 melds" or "96
    without wilds" (with one of the two counts, the other follows)."""
    return rf"(?<![\d,.]){total}\s+(?:melds\b|without wilds)"


def _sets_and_runs(sets: int, runs: int) -> str:
    """A telltale: a line that gives a count as its parts, "288 sets, 304 runs"."""
    return rf"(?<!\d){sets}\s+sets?\W+(?<!\d){runs}\s+runs?\b"


def _first_player() -> frozenset[str]:
    """Who plays first when Cy deals (R8): a game whose seed makes Cy the first dealer."""
    from ..engine.game import Game

    game = next(g for g in (Game(PLAYERS, seed) for seed in range(200)) if g.first_dealer == 2)
    return frozenset({game.names[game.turn]})


def _next_dealer() -> frozenset[str]:
    """Who deals after Dee (R6): the dealers of a whole game, round after round."""
    from ..simulation import play_game

    dealers = [result.dealer for result in play_game(["greedy"] * 4, seed=0).rounds]
    return frozenset({PLAYERS[dealers[dealers.index(3) + 1]]})


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


@cache
def hasty_review() -> GameReview:
    """The review of notebook 5's hasty player against greedy, the table's seed 1 (the notebook
    plays it at the play table; tests/test_exercises.py checks that the games are one)."""
    game = Game([_("You"), computer_name("greedy", 1)], 1, you=0)
    play_computers(game, seat_computers(game, {0: _HastyPlayer(), 1: "greedy"}))
    return review_game(game, seat=0, progress=False)


def _totals(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in values)


_ALL: list[Exercise] = [
    # --- Notebook 1: the rules tour -------------------------------------------------------------
    ChoiceExercise(id="n1-wild-round-9", notebook=1, words=RANKS, compute=lambda: wild_rank(9),
                   question=N_("Which rank is wild in round 9? Give a rank, such as 5, 'K' or 'kings'."),
                   hint=N_("round r deals r + 2 cards, and the rank equal to the number of cards dealt is wild "
                           "(R4, R5)"),
                   telltales=lambda: (wild_line(9),)),
    NumberExercise(id="n1-cards-round-7", notebook=1, compute=lambda: hand_size(7),
                   question=N_("How many cards does each player get in round 7?"),
                   hint=N_("round 1 deals 3 cards, and each round deals one more (R4)"),
                   telltales=lambda: (rf"round\s+7\b[^\n]*?(?<!\d){hand_size(7)}\s+cards",)),
    ChoiceExercise(id="n1-go-out", notebook=1, words=("yes", "no"),
                   compute=lambda: can_go_out("6D 7D 8D 5S 10D KC", 3),
                   question=N_("Round 3, fives wild. You have just drawn and hold 6♦ 7♦ 8♦ 5♠ 10♦ K♣. "
                               "Can you go out (R10)? True or False."),
                   hint=N_("going out needs every card but the discard in melds, and a wild may fill a gap (R10, R15)"),
                   telltales=lambda: (re.escape(repr(go_out("6D 7D 8D 5S 10D KC", 3))),)),
    ChoiceExercise(id="n1-first-player", notebook=1, words=PLAYERS, names=True, compute=_first_player,
                   question=N_("Ana, Ben, Cy and Dee sit clockwise in that order, and Cy deals. Who plays first (R8)?"),
                   hint=N_("play starts at the dealer's left and goes clockwise, to the next seat (R8)")),
    ChoiceExercise(id="n1-next-dealer", notebook=1, words=PLAYERS, names=True, compute=_next_dealer,
                   question=N_("At the same table Dee deals a round. Who deals the next round (R6)?"),
                   hint=N_("the deal passes to the left after each round (R6)")),
    # --- Notebook 2: melds and wild cards ---------------------------------------------------------
    NumberExercise(id="melds-round-4", notebook=2, unit="melds",
                   question=N_("Round 4, sixes wild, aces low: how many of these groups are melds? {groups}"),
                   fields={"groups": " | ".join(MELD_GROUPS)},
                   compute=lambda: sum(bool(check_meld(g, round=4)) for g in MELD_GROUPS),
                   hint=N_("a set needs one rank, a run one suit and no gaps a wild cannot fill; every 6 is wild, "
                           "and Q-K-A is not a run with aces low (R3)")),
    MeldExercise(id="n2-meld-qka", notebook=2, cards="QH KH AH", round=1, rules=V1,
                 question=N_("Under the variant V1 (aces high or low), round 1 (threes wild): is Q♥ K♥ A♥ a "
                             "meld?"),
                 hint=N_("under V1 an Ace may be low or high, though never both at once (R3, V1)")),
    MeldExercise(id="n2-meld-gaps", notebook=2, cards="5H 7H 9H 4S", round=2,
                 question=N_("Round 2 (fours wild): is 5♥ 7♥ 9♥ 4♠ a meld?"),
                 hint=N_("every 4 is wild this round and stands for any one card (R5, R15)")),
    NumberExercise(id="penalty-round-11", notebook=2, what="penalty",
                   question=N_("Round 11, Kings wild: what is the lowest penalty of {hand}?"),
                   fields={"hand": PENALTY_HAND},
                   compute=lambda: best_penalty(PENALTY_HAND, round=11),
                   hint=N_("find the melds first (the two Kings are wild), then add up what is left (R16)"),
                   telltales=lambda: _shown(PENALTY_HAND, 11)),
    # --- Notebook 3: the best arrangement ---------------------------------------------------------
    ArrangeExercise(id="n3-arrange", notebook=3, cards="3H 4H 5H 6H 6S 6C 9D 10D JD 2C", round=8,
                    question=N_("Round 8 (tens wild): arrange 3♥ 4♥ 5♥ 6♥ 6♠ 6♣ 9♦ 10♦ J♦ 2♣ with the lowest "
                                "penalty. Give your melds as text, separated by |, such as 'AS 2S 3S | 7C 7D 7H'; "
                                "the cards you leave out are left over."),
                    hint=N_("a card that fits two melds can be in only one (R14): try it in each")),
    NumberExercise(id="n3-penalty", notebook=3, what="penalty",
                   compute=lambda: best_penalty("2H 3H 4H 4S 4C 6D 7D 8D 9H", 11),
                   question=N_("Round 11 (kings wild): what is the lowest penalty of 2♥ 3♥ 4♥ 4♠ 4♣ 6♦ 7♦ 8♦ 9♥?"),
                   hint=N_("the 4♥ fits a run and a set, but only one of them (R14): try both, and add up what "
                           "is left each time (R16)"),
                   telltales=lambda: _shown("2H 3H 4H 4S 4C 6D 7D 8D 9H", 11)),
    NumberExercise(id="n3-ways-to-split-4", notebook=3, unit="ways", compute=lambda: ways_to_split(4),
                   question=N_("In how many ways can four different cards be split into groups? (The order of the "
                               "groups, and of the cards in a group, does not matter.)"),
                   hint=N_("list the shapes: one group of four; three and one; two and two; two, one and one; "
                           "four singles. Then count each shape")),
    # --- Notebook 4: scoring round by round -------------------------------------------------------
    NumberExercise(id="n4-round-score", notebook=4, what="penalty",
                   compute=lambda: score_hand("3H 4H 5H 9S 9D 7C QC", 5).penalty,
                   question=N_("Round 5 (sevens wild) ends and you did not go out. You hold 3♥ 4♥ 5♥ 9♠ 9♦ 7♣ Q♣. "
                               "What do you score (R16)?"),
                   hint=N_("arrange the hand at its best, then add up the cards left over: J, Q, K 10 each (R16)"),
                   telltales=lambda: _shown("3H 4H 5H 9S 9D 7C QC", 5)),
    NumberExercise(id="n4-ace-v1", notebook=4, what="penalty",
                   compute=lambda: score_hand("AS 8C 8D 4H", 2, V1).penalty,
                   question=N_("Under the variant V1, round 2 (fours wild) ends; you did not go out and hold "
                               "A♠ 8♣ 8♦ 4♥. What do you score?"),
                   hint=N_("under V1 an Ace left over does not cost what R16 alone says (V1)"),
                   telltales=lambda: _shown("AS 8C 8D 4H", 2, V1)),
    NumberExercise(id="n4-leftover-wild", notebook=4, what="penalty",
                   compute=lambda: score_hand("3D 8C QH", 1).penalty,
                   question=N_("Round 1 (threes wild) ends; you did not go out and hold 3♦ 8♣ Q♥, which make no "
                               "meld. What do you score (H2)?"),
                   hint=N_("a wild left over scores as its own rank (H2); the rest as R16 says"),
                   telltales=lambda: _shown("3D 8C QH", 1)),
    ChoiceExercise(id="n4-winner", notebook=4, words=PLAYERS[:3], names=True,
                   compute=lambda: frozenset(Scoreboard(PLAYERS[:3]).add_round((87, 64, 64)).winners),
                   question=N_("The game is over: Ana has 87 points, Ben 64 and Cy 64. Who wins (R17)? Give a name, "
                               "or names such as 'Ana and Ben'."),
                   hint=N_("the lowest total wins, and equal lowest totals share the win (R17)")),
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
                               "pile is 8♥. Like the greedy player, take it if, after your best discard, your "
                               "penalty is lower than now; else draw from the stock. Answer 'take' or 'stock'."),
                   hint=N_("work out your penalty now, then with the 8♥ in and your worst card out (R9, R16)"),
                   telltales=lambda: (r"took 8♥: it lowers my penalty", r"8♥ would not lower my penalty")),
    NumberExercise(id="n5-review-draws", notebook=5,
                   compute=lambda: sum(d.kind == "draw" and d.loss > 0 for d in hasty_review().decisions),
                   question=N_("Notebook 5's hasty player always draws from the stock and throws its first card; it "
                               "plays greedy at the play table's seed 1. At how many of its draws would taking the "
                               "discard pile's top card have been better, by its review?"),
                   hint=N_("count the draws that lost points: those whose loss is above 0")),
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
                               "difference ({function} of the differences) hold 0? Predict, then compute. "
                               "True or False."),
                   fields={"level": LEVEL, "function": "ttlearn.support.stats.mean_ci"},
                   hint=N_("the interval is the mean ± t·s/√12, s the standard deviation of the differences and "
                           "t = 2.20 for twelve values (Student's t): it holds 0 when its half-width is at least "
                           "as large as the mean's size")),
    ChoiceExercise(id="n6-paired-or-unpaired", notebook=6, words=("paired", "unpaired"),
                   compute=_paired_or_unpaired,
                   fields={"level": LEVEL},
                   telltales=lambda: (r"\bpairing\b[^.\n]{0,40}\bwider\b",),  # the prose arguing it
                   question=N_("Which {level} interval of the difference is wider for these games: the paired one "
                               "(from the twelve differences) or the unpaired one (√(a² + b²), a and b the "
                               "half-widths of each strategy's own interval)? Answer 'paired' or 'unpaired'."),
                   hint=N_("pairing narrows the interval when a game's two totals rise and fall together, and "
                           "widens it when one rises as the other falls: look at the games one by one")),
    # --- Notebook 7: counting hands -------------------------------------------------------------
    NumberExercise(id="deals-round-11", notebook=7, ordered_mistake=13, compute=lambda: number_of_deals(11),
                   question=N_("How many different 13-card hands can round 11 deal from one deck?"),
                   hint=N_("a binomial coefficient: choose 13 of 52")),
    NumberExercise(id="deals-two-decks", notebook=7, ordered_mistake=3, compute=lambda: number_of_deals(1, decks=2),
                   question=N_("With two decks (104 physical cards), how many 3-card deals are there?"),
                   hint=N_("the two 7♥ are different physical cards")),
    NumberExercise(id="sets-of-3", notebook=7, unit="sets", compute=lambda: meld_counts(3).without_wilds[0],
                   telltales=lambda: (_melds_in_all(meld_counts(3).total),),
                   question=N_("Without wilds, how many 3-card sets (R12) does one deck hold?"),
                   hint=N_("for one rank, choose 3 of its 4 suits; then count the ranks")),
    NumberExercise(id="runs-of-3", notebook=7, unit="runs", compute=lambda: meld_counts(3).without_wilds[1],
                   telltales=lambda: (_melds_in_all(meld_counts(3).total),),
                   question=N_("Without wilds, how many 3-card runs (R13, aces low) does one deck hold?"),
                   hint=N_("a run is fixed by its suit and its lowest card")),
    NumberExercise(id="one-wild-melds", notebook=7, compute=lambda: sum(meld_counts(3, round=1).by_wilds[1]),
                   telltales=lambda: (_sets_and_runs(*meld_counts(3, round=1).by_wilds[1]),),
                   question=N_("In round 1 (3s wild), how many 3-card melds hold exactly one wild?"),
                   hint=N_("two naturals and a wild: a pair of one rank, or two cards of one suit at most two ranks "
                           "apart (the wild fills the gap or extends); then choose which 3 is the wild")),
    NumberExercise(id="suit-classes-2", notebook=7, unit="classes", compute=lambda: suit_classes(2),
                   question=N_("Renaming suits makes hands alike. How many classes of 2-card hands are there?"),
                   hint=N_("two cards of one rank; or two ranks, in one suit or in two suits")),
    NumberExercise(id="complete-round-1", notebook=7, what="probability", compute=lambda: complete_deal_probability(1),
                   telltales=lambda: (numeral(str(meld_counts(3, round=1).total)),),  # the complete deals, 964
                   question=N_("What is the chance that a round-1 deal (3 cards, 3s wild) is complete? "
                               "Give a fraction."),
                   hint=N_("a complete 3-card hand is one meld: count the 3-card melds of round 1, divide by "
                           "the deals")),
    NumberExercise(id="upcard-hand", notebook=7, what="probability",
                   compute=lambda: upcard_chance("4H 5H 7S 7C", round=2),
                   question=N_("Round 2 (4s wild): you hold 4♥ 5♥ 7♠ 7♣. What is the chance that the upcard lets you "
                               "go out (R10)? Give a fraction of the 48 unseen cards."),
                   hint=N_("you will discard one card: which cards make four of your five cards one meld?")),
    # --- Notebook 8: house rules ----------------------------------------------------------------
    MeldExercise(id="n8-meld-natural", notebook=8, cards="JK 7S 7H", round=5, rules=NATURAL_NEEDED,
                 question=N_("Jokers in play, and every meld needs a natural card ({rules}). Round 5 (sevens "
                             "wild): is JK 7♠ 7♥ a meld?"),
                 fields={"rules": "Rules(jokers=2, all_wild_melds=False)"},
                 hint=N_("a natural card is one that plays as itself, and a card of the wild rank may (R15)")),
    MeldExercise(id="n8-meld-half", notebook=8, cards="9C 9D KS JK", round=11, rules=HALF_WILD,
                 question=N_("Jokers in play, and at most half the cards of a meld may stand for others "
                             "({rules}). Round 11 (kings wild): is 9♣ 9♦ K♠ JK a meld?"),
                 fields={"rules": "Rules(jokers=2, wild_share='half')"},
                 hint=N_("count the cards that stand for other cards, and compare with half the meld: 'at most' "
                         "allows exactly half")),
    NumberExercise(id="n8-penalty", notebook=8, what="penalty",
                   compute=lambda: best_penalty(RANK_HAND, 3, RANK_SCORES),
                   question=N_("Jokers in play, a leftover Ace scores 15, and J, Q, K score 11, 12, 13 ({rules}). "
                               "Round 3 (fives wild): what is the lowest penalty of A♥ K♦ Q♣ JK 4♠ 4♦?"),
                   fields={"rules": "Rules(jokers=2, ace_penalty=15, face_cards='rank')"},
                   hint=N_("find the melds first (the joker is wild), then add up what is left over by these "
                           "rules' points, not R16's"),
                   telltales=lambda: _shown(RANK_HAND, 3, RANK_SCORES)),
    DiscardExercise(id="n8-discard", notebook=8, cards="8D 5S 5D QD 3S JK", round=3, rules=HALF_WILD,
                    question=N_("Jokers in play, and at most half the cards of a meld may stand for others "
                                "({rules}). Round 3 (fives wild): you have drawn and hold 8♦ 5♠ 5♦ Q♦ 3♠ JK. "
                                "Which card do you discard to keep the lowest penalty?"),
                    fields={"rules": "Rules(jokers=2, wild_share='half')"},
                    hint=N_("a long run needs many stand-ins, and a 5 playing as itself is a natural card: count "
                            "the stand-ins of each meld you could keep")),
]


EXERCISES: dict[str, Exercise] = {e.id: e for e in _ALL}
KIND_NAMES = {  # in English (the teacher's pages are English), said in the learner's language by `kind_name`
    "count": N_("predict a count"), "probability": N_("a probability"), "penalty": N_("the lowest penalty"),
    "number": N_("compute a number"), "meld": N_("is this a meld?"), "arrange": N_("arrange this hand"),
    "discard": N_("which discard?"), "choice": N_("choose the answer"),
}


def kind_name(kind: str) -> str:
    """The kind of an exercise in the current language: "predict a count"."""
    return _(KIND_NAMES[kind])


def exercise(exercise_id: str) -> Exercise:
    """The exercise of that id; an unknown id is refused, naming the known ones."""
    if not isinstance(exercise_id, str) or exercise_id not in EXERCISES:
        raise ValueError(f"unknown exercise {exercise_id!r}: one of {', '.join(EXERCISES)}")
    return EXERCISES[exercise_id]


def question(exercise_id: str) -> str:
    """The text of an exercise in the current language, in lines of at most 100 characters
    (a Thai phrase longer than a line stays whole: Thai writes no space between words)."""
    return textwrap.fill(exercise(exercise_id).question_text(), WIDTH, break_on_hyphens=False,
                         break_long_words=False)


def check(exercise_id: str, answer: object) -> Feedback:
    """Check an answer to an exercise and say how it went, without giving the answer away.

    Counts are whole numbers; probabilities are fractions (`Fraction(1, 3)`, "1/3") or
    floats (right to a millionth of the answer); a meld is True or False, or "set", "run"
    or "no"; an arrangement is text such as "5H 6H KS 8H | 9C 9D KH" or the arrange trainer;
    a discard is a card ("8H") or the discard trainer after your choice. The feedback speaks
    the current language, and words may be given in it ("ja", "ne", "ใช่").
    """
    explain_bare_words()  # for the next answer, when the kernel started after the import
    found = exercise(exercise_id)
    if answer is ... or answer is None:
        return Feedback(exercise_id, False, _("No answer yet: replace ... with your answer."))
    feedback = found.judge(answer)
    record_attempt(exercise_id, answer, feedback.correct)  # for the teacher: `ttlearn.teach.attempts`
    return feedback


def by_notebook(notebook: int) -> tuple[Exercise, ...]:
    """The exercises of one notebook (1-8), in their order (its exit tickets last)."""
    return tuple(e for e in _ALL if e.notebook == notebook and not e.ticket) + exit_tickets(notebook)


def exit_tickets(notebook: int) -> tuple[Exercise, ...]:
    """The exit tickets of one notebook (1-8): the quick questions at its end."""
    return tuple(e for e in _ALL if e.notebook == notebook and e.ticket)


def catalogue(notebook: int | None = None, answers: bool = False) -> Markdown:
    """The exercises by notebook and kind, as Markdown (a notebook's closing note shows it);
    `answers=True` adds the answers, for a teacher."""
    numbers = sorted({e.notebook for e in _ALL}) if notebook is None else [notebook]
    lines = []
    for n in numbers:
        if notebook is None:
            lines.append(_("**Notebook {number}**").format(number=n) + "\n")
        for e in by_notebook(n):
            answer = " " + _("**Answer:** {answer}.").format(answer=e.answer_text()) if answers else ""
            item = f"- `{e.id}` ({kind_name(e.kind)}): {e.question_text()}{answer}"
            lines.append(textwrap.fill(item, WIDTH, subsequent_indent="  ", break_on_hyphens=False,
                                       break_long_words=False))
        lines.append("")
    count = sum(len(by_notebook(n)) for n in numbers)
    where = _("notebook {number}").format(number=notebook) if notebook is not None else \
        count_text(len(numbers), "{count} notebook", "{count} notebooks")
    summary = ngettext("{count} exercise in {where}", "{count} exercises in {where}", count)
    return Markdown("\n".join(lines).strip() + "\n", summary.format(count=count, where=where))


__all__ = ["EXERCISES", "Exercise", "Feedback", "by_notebook", "catalogue", "check", "exercise", "exit_tickets",
           "question"]


# In a notebook, an answer typed without quotes (`answer = J`) is a NameError before
# `check` runs: the learner reads a line on quotes instead of a traceback (`bare_words`).
explain_bare_words()
