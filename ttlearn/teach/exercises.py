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
import statistics
import textwrap
from collections.abc import Iterable
from fractions import Fraction
from functools import cache
from itertools import combinations

from ..cards import deck, parse_cards
from ..count.formulas import meld_counts, number_of_deals
from ..count.probability import complete_deal_probability, upcard_chance
from ..count.symmetry import suit_classes
from ..engine import DRAW_STOCK, Action, Game, PlayerView
from ..engine.seating import computer_name
from ..language import N_, _, count_text, get_language, ngettext
from ..melds import check_meld
from ..players import Decision, Reason
from ..players.computer_seats import play_computers, seat_computers
from ..review import GameReview, label_of, review_game
from ..rules import Rules, hand_size, wild_rank
from ..scoring import Scoreboard, score_hand
from ..solver import all_best_arrangements, best_arrangement, best_discard, best_penalty, can_go_out, go_out
from ..support.stats import mean_ci, t95
from .attempts import record_attempt
from .bare_words import explain_bare_words
from .exercise_kinds import RANKS, ChoiceExercise, Exercise, MeldExercise, NumberExercise, numeral, wild_line
from .feedback import Feedback
from .hand_exercise_kinds import ArrangeExercise, DiscardExercise
from .search_space import ways_to_split
from .text import Markdown

V1 = Rules(aces="high_or_low")
MELD_GROUPS = ("4C 5C 6H", "AD 2D 3D", "QS KS AS", "9H 9H 9D", "2S 6D 6C 6H", "10C JD QC")
PENALTY_HAND = "5H 6H KS 8H 9C 9D QS QD 2C KD 4S"
PEOPLE = ("Ana", "Ben", "Cy", "Dee")  # the people at the table in the questions, not players by name
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
FACE_RANKS = Rules(jokers=2, face_cards="rank")


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

    game = next(g for g in (Game(PEOPLE, seed) for seed in range(200)) if g.first_dealer == 2)
    return frozenset({game.names[game.turn]})


def _next_dealer() -> frozenset[str]:
    """Who deals after Dee (R6): the dealers of a whole game, round after round."""
    from ..simulation import play_game

    dealers = [result.dealer for result in play_game(["greedy"] * 4, seed=0).rounds]
    return frozenset({PEOPLE[dealers[dealers.index(3) + 1]]})


def _take_upcard(hand: str, upcard: str, round: int) -> str:
    """The greedy player's draw (`ttlearn.players.basic`): take the upcard when the best discard
    afterwards leaves a lower penalty than the hand has now."""
    _, after = best_discard(f"{hand} {upcard}", round)
    return "take" if after.penalty < best_penalty(hand, round) else "stock"


def _all_runs_of_one_suit(size: int) -> int:
    """The hands of `size` cards of one suit whose cards all lie in runs (R13, no wilds),
    each judged by the solver: in a round whose wild rank the hand lacks, it holds no wild."""
    hearts = [card for card in deck() if card.suit == "H"]
    found = 0
    for hand in combinations(hearts, size):
        missing = min({card.rank for card in hearts} - {card.rank for card in hand} - {1, 2})  # a wild rank
        found += best_penalty(hand, round=missing - 2) == 0
    return found


@cache
def _alive_after_aces_and_twos() -> int:
    """The hands of the Aces and Twos of one deck that the cards to come can still make
    complete (no wilds), each tried with every choice of Threes and Fours: those are all a
    run still growing at the Two needs. Kings are wild in round 11, and none is here."""
    firsts = [card for card in deck() if card.rank <= 2]
    nexts = [card for card in deck() if card.rank in (3, 4)]
    extensions = [ext for k in range(len(nexts) + 1) for ext in combinations(nexts, k)]
    return sum(any(best_penalty(hand + ext, round=11) == 0 for ext in extensions)
               for k in range(len(firsts) + 1) for hand in combinations(firsts, k))


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


def _totals(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in values)


# --- the exit tickets' answers, computed ---------------------------------------------------------


def _last_turns() -> int:
    """The turns played at a table of four after Ben goes out, until the round is scored (R11):
    a table built by hand, where Ben takes the 6♥ and goes out with 4♥ 5♥ 6♥."""
    game = Game.from_position(["2C 9S KD", "4H 5H 9C", "7D 8S JC", "QH 10S AC"], pile="6H", turn=1,
                              names=PEOPLE, seed=0)
    game.draw_discard(1)
    game.go_out(1, "9C")
    turns = 0
    while game.round == 1:  # every other player draws and discards until the round is scored
        seat = game.turn
        game.draw_stock(seat)
        game.discard(seat, game.hands[seat][0])
        turns += 1
    return turns


def _round_ends_on_empty_stock() -> bool:
    """Does a round end when a player draws from an empty stock (H1)? A table built by hand
    with the stock empty and the rest of the deck in the discard pile, and a draw from it."""
    hands = ["4H 5H 9C", "7D 8S JC"]
    held = parse_cards(" ".join(hands))
    game = Game.from_position(hands, pile=[c for c in deck() if c not in held], stock=[], names=PEOPLE[:2], seed=0)
    game.draw_stock(0)
    return any(e.kind == "round score" for e in game.events)


def _meld_joined(cards: str, round: int, card: str) -> str:
    """The kind of meld ("set" or "run") a card joins in a hand's best arrangement (R14)."""
    wanted = parse_cards(card)[0]
    return next(m.kind for m in best_arrangement(cards, round).melds if wanted in m.cards)


# Notebook 4's round: Ana went out; Ben and Cy hold these when it is scored (round 2, fours wild).
BEN_HAND, CY_HAND = "5S 6S 4D 8S", "9C 9D 4H KC"
LEADER_SCORES = ((10, 0, 15), (0, 30, 5), (25, 0, 12))  # Ana, Ben and Cy in three rounds


def _round_points() -> int:
    """What the three players of notebook 4's round score in all (R16): 0 for Ana, who went out."""
    return sum(score_hand(hand, 2, went_out=out).penalty for hand, out in (("", True), (BEN_HAND, False),
                                                                         (CY_HAND, False)))


def _leader() -> frozenset[str]:
    board = Scoreboard(PEOPLE[:3])
    for scores in LEADER_SCORES:
        board = board.add_round(scores)
    return frozenset(board.winners)


def _half_width_from_more_games(half: float = 8, games: int = 100, more: int = 400) -> Fraction:
    """The half-width of a 95% interval from `more` games, `half` from `games`: t·s/√n with the
    spread s the same, Student's t for each number of games (`t95`)."""
    return Fraction(half * t95(more - 1) / t95(games - 1) * math.sqrt(games / more))


def _cards_in_play() -> int:
    """The cards of a game of seven with two jokers in each deck: hands, stock and discard pile."""
    game = Game(7, 0, Rules(jokers=2))
    return sum(len(hand) for hand in game.hands) + len(game.stock) + len(game.pile)


_ALL: list[Exercise] = [
    # --- Notebook 1: the rules tour -------------------------------------------------------------
    ChoiceExercise(id="n1-wild-round-9", notebook=1, words=RANKS, compute=lambda: wild_rank(9),
                   question=N_("Which rank is wild in round 9?"),
                   answer_how=N_("Give a rank, such as 5, 'K' or 'kings'."),
                   hint=N_("round r deals r + 2 cards, and the rank equal to the number of cards dealt is wild "
                           "(R4, R5)"),
                   telltales=lambda: (wild_line(9),)),
    NumberExercise(id="n1-cards-round-7", notebook=1, compute=lambda: hand_size(7),
                   question=N_("How many cards does each player get in round 7?"),
                   hint=N_("round 1 deals 3 cards, and each round deals one more (R4)"),
                   telltales=lambda: (rf"round\s+7\b[^\n]*?(?<!\d){hand_size(7)}\s+cards",)),
    ChoiceExercise(id="n1-go-out", notebook=1, words=("yes", "no"),
                   compute=lambda: can_go_out("6D 7D 8D 5S 10D KC", 3),
                   question=N_("Round 3, fives wild. You have just drawn and hold 6♦ 7♦ 8♦ 5♠ 10♦ K♣. Can you go out "
                               "(R10)?"),
                   answer_how=N_("True or False."),
                   hint=N_("going out needs every card but the discard in melds, and a wild may fill a gap (R10, R15)"),
                   telltales=lambda: (re.escape(repr(go_out("6D 7D 8D 5S 10D KC", 3))),)),
    ChoiceExercise(id="n1-first-player", notebook=1, words=PEOPLE, names=True, compute=_first_player,
                   question=N_("Ana, Ben, Cy and Dee sit clockwise in that order, and Cy deals. Who plays first (R8)?"),
                   hint=N_("play starts at the dealer's left and goes clockwise, to the next seat (R8)")),
    ChoiceExercise(id="n1-next-dealer", notebook=1, words=PEOPLE, names=True, compute=_next_dealer,
                   question=N_("At the same table Dee deals a round. Who deals the next round (R6)?"),
                   hint=N_("the deal passes to the left after each round (R6)")),
    # Notebook 1's exit tickets
    MeldExercise(id="n1-ticket-two-decks", notebook=1, ticket=True, cards="QD QD 6C", round=4, decks=2,
                 question=N_("Three players, so two decks (R2). Round 4 (sixes wild): is Q♦ Q♦ 6♣ a meld?"),
                 hint=N_("count the copies of each card two decks hold, and what a wild may stand for (R2, R12, "
                         "R15)")),
    NumberExercise(id="n1-ticket-last-turns", notebook=1, ticket=True, unit="turns", compute=_last_turns,
                   question=N_("Ana, Ben, Cy and Dee play, and Ben goes out. How many more turns are played before "
                               "the round is scored (R11)?"),
                   hint=N_("after a player goes out, count who still plays, and how often each may (R11)")),
    DiscardExercise(id="n1-ticket-go-out", notebook=1, ticket=True, cards="JS QS 4C 9D KS", round=2,
                    question=N_("Round 2 (fours wild): you have just drawn and hold J♠ Q♠ 4♣ 9♦ K♠. Which card do "
                                "you discard to go out (R10)?"),
                    hint=N_("going out lays every card but the discard in melds, and a wild may extend a run (R10, "
                            "R15)")),
    ChoiceExercise(id="n1-ticket-empty-stock", notebook=1, ticket=True, words=("yes", "no"),
                   compute=_round_ends_on_empty_stock,
                   question=N_("The stock is empty, and a player wants to draw from it. Does the round end there "
                               "(H1)?"),
                   answer_how=N_("True or False."),
                   hint=N_("read house rule H1: what becomes of the discard pile then?")),
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
    # Notebook 2's exit tickets
    MeldExercise(id="n2-ticket-wild-gap", notebook=2, ticket=True, cards="8S 7H 10S", round=5,
                 question=N_("Round 5 (sevens wild): is 8♠ 7♥ 10♠ a meld?"),
                 hint=N_("a wild may stand for any card, whatever its own suit (R15)")),
    MeldExercise(id="n2-ticket-one-suit", notebook=2, ticket=True, cards="6H 7H 8S", round=8,
                 question=N_("Round 8 (tens wild): is 6♥ 7♥ 8♠ a meld?"),
                 hint=N_("look at the ranks and at the suits, and at which cards are wild this round (R12, R13)")),
    ChoiceExercise(id="n2-ticket-more-wilds", notebook=2, ticket=True, words=("yes", "no"),
                   compute=lambda: bool(check_meld("9H 5C 5D", round=3)),
                   question=N_("Round 3 (fives wild): may a meld hold more wilds than naturals, as 9♥ 5♣ 5♦ would?"),
                   answer_how=N_("True or False."),
                   hint=N_("read the house rule under R15 on how many wilds one meld may hold")),
    NumberExercise(id="n2-ticket-penalty", notebook=2, ticket=True, what="penalty",
                   compute=lambda: best_penalty("6S 9D 10D 2C 2H KS", round=4),
                   question=N_("Round 4 (sixes wild): what is the lowest penalty of 6♠ 9♦ 10♦ 2♣ 2♥ K♠?"),
                   hint=N_("the one wild can join one meld only (R14, R15): try it in each, and add up what is "
                           "left (R16)"),
                   telltales=lambda: _shown("6S 9D 10D 2C 2H KS", 4)),
    # --- Notebook 3: the best arrangement ---------------------------------------------------------
    ArrangeExercise(id="n3-arrange", notebook=3, cards="3H 4H 5H 6H 6S 6C 9D 10D JD 2C", round=8,
                    question=N_("Round 8 (tens wild): arrange 3♥ 4♥ 5♥ 6♥ 6♠ 6♣ 9♦ 10♦ J♦ 2♣ with the lowest penalty."),
                    answer_how=N_("Give your melds as text, separated by |, such as 'AS 2S 3S | 7C 7D 7H'; the cards "
                                  "you leave out are left over."),
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
    # Notebook 3's exit tickets
    ChoiceExercise(id="n3-ticket-run-or-set", notebook=3, ticket=True, words=("run", "set"),
                   compute=lambda: _meld_joined("8C 9C 10C 10H 10S 2D", 4, "10C"),
                   question=N_("Round 4 (sixes wild): in 8♣ 9♣ 10♣ 10♥ 10♠ 2♦ the 10♣ fits a run and a set, but only "
                               "one of them (R14). Which should it join for the lowest penalty?"),
                   answer_how=N_("Answer 'run' or 'set'."),
                   hint=N_("lay out each choice and add up the cards it leaves over (R16)"),
                   telltales=lambda: _shown("8C 9C 10C 10H 10S 2D", 4)),
    ArrangeExercise(id="n3-ticket-arrange", notebook=3, ticket=True, cards="6S 6H 6D 7C 8D 9D QC", round=5,
                    question=N_("Round 5 (sevens wild): arrange 6♠ 6♥ 6♦ 7♣ 8♦ 9♦ Q♣ with the lowest penalty."),
                    answer_how=N_("Give your melds as text, separated by |, such as 'AS 2S 3S | 7C 7D 7H'; the cards "
                                  "you leave out are left over."),
                    hint=N_("the 6♦ fits two melds, and the wild can fill a gap in either (R14, R15)")),
    NumberExercise(id="n3-ticket-v1-penalty", notebook=3, ticket=True, what="penalty",
                   compute=lambda: best_penalty("QD KD AD AC 7S", 3, V1),
                   question=N_("Under the variant V1 (aces high or low), round 3 (fives wild): what is the lowest "
                               "penalty of Q♦ K♦ A♦ A♣ 7♠?"),
                   hint=N_("under V1 an Ace may end a run, and one left over costs what V1 says, not R16"),
                   telltales=lambda: _shown("QD KD AD AC 7S", 3, V1)),
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
    ChoiceExercise(id="n4-winner", notebook=4, words=PEOPLE[:3], names=True,
                   compute=lambda: frozenset(Scoreboard(PEOPLE[:3]).add_round((87, 64, 64)).winners),
                   question=N_("The game is over: Ana has 87 points, Ben 64 and Cy 64. Who wins (R17)?"),
                   answer_how=N_("Give a name, or names such as 'Ana and Ben'."),
                   hint=N_("the lowest total wins, and equal lowest totals share the win (R17)")),
    # Notebook 4's exit tickets
    NumberExercise(id="n4-ticket-round-points", notebook=4, ticket=True, what="penalty", compute=_round_points,
                   question=N_("Round 2 (fours wild) ends. Ana went out; Ben holds 5♠ 6♠ 4♦ 8♠ and Cy holds 9♣ 9♦ "
                               "4♥ K♣. How many points do the three score this round, all together (R16)?"),
                   hint=N_("score each hand at its best: the player who went out, and any hand all in melds, score "
                           "nothing; then add the three up (R16)"),
                   telltales=lambda: _shown(BEN_HAND, 2) + _shown(CY_HAND, 2)),
    NumberExercise(id="n4-ticket-wild-left", notebook=4, ticket=True, what="penalty",
                   compute=lambda: score_hand("8H 3C JD AS", 6).penalty,
                   question=N_("Round 6 (eights wild) ends; you did not go out and hold 8♥ 3♣ J♦ A♠. What do you "
                               "score (R16, H2)?"),
                   hint=N_("first look for a meld; then each card left over scores as R16 says, and a wild as its "
                           "own rank (H2)"),
                   telltales=lambda: _shown("8H 3C JD AS", 6)),
    ChoiceExercise(id="n4-ticket-leader", notebook=4, ticket=True, words=PEOPLE[:3], names=True, compute=_leader,
                   question=N_("After three rounds Ana has scored 10, 0 and 25, Ben 0, 30 and 0, and Cy 15, 5 and 12."
                               " Who leads (R17)?"),
                   answer_how=N_("Give a name, or names such as 'Ana and Ben'."),
                   hint=N_("add up each player's scores; the lowest total leads (R17)")),
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
    ChoiceExercise(id="n5-ticket-missed-out", notebook=5, ticket=True, words=("yes", "no"),
                   compute=lambda: label_of(0.5, missed_going_out=True) == "blunder",
                   question=N_("You could have gone out, but threw another card instead; by the measure of the review"
                               " the choice lost only half a point. Does the review call it a blunder?"),
                   answer_how=N_("True or False."),
                   hint=N_("read again which decisions the review always calls a blunder, whatever they lose")),
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
                               "half-widths of each strategy's own interval)?"),
                   answer_how=N_("Answer 'paired' or 'unpaired'."),
                   hint=N_("pairing narrows the interval when a game's two totals rise and fall together, and "
                           "widens it when one rises as the other falls: look at the games one by one")),
    # Notebook 6's exit tickets
    NumberExercise(id="n6-ticket-more-games", notebook=6, ticket=True, what="number", tolerance=0.15,
                   compute=_half_width_from_more_games,
                   question=N_("The {level} interval of a difference, from 100 games, is the mean ± 8 points. About "
                               "how many points (±) will it be from 400 games of the same design?"),
                   answer_how=N_("Give a number to one decimal."),
                   fields={"level": LEVEL},
                   hint=N_("the half-width is t·s/√n: the spread s stays about the same, and t hardly changes "
                           "with this many games; what does n do?")),
    ChoiceExercise(id="n6-ticket-correlation", notebook=6, ticket=True, words=("yes", "no"),
                   compute=lambda: statistics.correlation(LOOKAHEAD_TOTALS, GREEDY_TOTALS) < 0,
                   question=N_("In the twelve games with the seats fixed (the totals above), a player who goes out "
                               "makes the other pay for every card left over (R10, R16). Is the correlation of the "
                               "two totals, game by game, negative?"),
                   answer_how=N_("True or False."),
                   hint=N_("look at the games one by one: when one total is high, is the other one high too?")),
    ChoiceExercise(id="n6-ticket-pairing-always", notebook=6, ticket=True, words=("yes", "no"),
                   compute=lambda: _paired_or_unpaired() != "paired",  # the twelve games: a case against it
                   question=N_("Does pairing the games always make the interval of the difference narrower than the "
                               "unpaired one?"),
                   answer_how=N_("True or False."),
                   hint=N_("compare the paired and the unpaired half-widths of the twelve games above, and think "
                           "of the sign of their correlation")),
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
                   question=N_("What is the chance that a round-1 deal (3 cards, 3s wild) is complete?"),
                   answer_how=N_("Give a fraction."),
                   hint=N_("a complete 3-card hand is one meld: count the 3-card melds of round 1, divide by "
                           "the deals")),
    NumberExercise(id="upcard-hand", notebook=7, what="probability",
                   compute=lambda: upcard_chance("4H 5H 7S 7C", round=2),
                   question=N_("Round 2 (4s wild): you hold 4♥ 5♥ 7♠ 7♣. What is the chance that the upcard lets you "
                               "go out (R10)?"),
                   answer_how=N_("Give a fraction of the 48 unseen cards."),
                   hint=N_("you will discard one card: which cards make four of your five cards one meld?")),
    NumberExercise(id="n7-runs-one-suit", notebook=7, unit="hands", compute=lambda: _all_runs_of_one_suit(6),
                   question=N_("Without wilds, how many 6-card hands of one suit have every card in a run (R13)?"),
                   hint=N_("one run of six, or two runs of three with a gap between them: two runs that touch "
                           "are one long run, and a hand is its cards, not its melds")),
    NumberExercise(id="n7-alive-after-two", notebook=7, unit="hands", compute=_alive_after_aces_and_twos,
                   question=N_("Read one deck rank by rank, without wilds. Of the 256 hands the Aces and Twos can "
                               "give, how many can the cards still to come make complete?"),
                   hint=N_("an Ace whose suit lacks the Two cannot be in a run: it must be in a set of Aces; "
                           "count the hands with no such Ace first")),
    # Notebook 7's exit tickets
    NumberExercise(id="n7-ticket-v1-runs", notebook=7, ticket=True, unit="runs",
                   compute=lambda: meld_counts(3, rules=V1).without_wilds[1],
                   question=N_("Under the variant V1 (aces high or low), how many 3-card runs without wilds does one "
                               "deck hold?"),
                   hint=N_("a run is still fixed by its suit and its lowest card: which cards can be the lowest "
                           "under V1 (R3, V1)?")),
    NumberExercise(id="n7-ticket-suit-classes-1", notebook=7, ticket=True, unit="classes",
                   compute=lambda: suit_classes(1),
                   question=N_("Renaming suits makes hands alike. How many classes of 1-card hands are there?"),
                   hint=N_("a renaming may turn a card's suit into any other: what does it leave unchanged?")),
    NumberExercise(id="n7-ticket-three-wilds", notebook=7, ticket=True, unit="melds",
                   compute=lambda: sum(meld_counts(3, round=1).by_wilds[3]),
                   question=N_("In round 1 (3s wild), how many 3-card melds of one deck hold three wilds?"),
                   hint=N_("a meld may be all wilds (R15): choose the meld's cards among the deck's threes")),
    NumberExercise(id="n7-ticket-upcard", notebook=7, ticket=True, what="probability",
                   compute=lambda: upcard_chance("7S 7H 2D", round=1),
                   question=N_("Round 1 (3s wild): you were dealt 7♠ 7♥ 2♦. What is the chance that the upcard lets "
                               "you go out (R10)?"),
                   answer_how=N_("Give a fraction of the 49 unseen cards."),
                   hint=N_("after your discard you keep three cards, and they must be one meld: which upcards make "
                           "one with two of yours?")),
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
    # Notebook 8's exit tickets
    MeldExercise(id="n8-ticket-joker-run", notebook=8, ticket=True, cards="JK 2S 3S", round=7, rules=Rules(jokers=2),
                 question=N_("Jokers in play ({rules}). Round 7 (nines wild): is JK 2♠ 3♠ a meld?"),
                 fields={"rules": "Rules(jokers=2)"},
                 hint=N_("a joker is wild in every round, whatever the round's wild rank (R15)")),
    MeldExercise(id="n8-ticket-half-run", notebook=8, ticket=True, cards="JK 6C 6D 9D", round=4, rules=HALF_WILD,
                 question=N_("Jokers in play, and at most half the cards of a meld may stand for others ({rules}). "
                             "Round 4 (sixes wild): is JK 6♣ 6♦ 9♦ a meld?"),
                 fields={"rules": "Rules(jokers=2, wild_share='half')"},
                 hint=N_("a card of the wild rank that plays as itself stands for no other card: count the "
                         "stand-ins of each meld these cards could make")),
    NumberExercise(id="n8-ticket-points", notebook=8, ticket=True, what="penalty",
                   compute=lambda: best_penalty("JK KD 6C QS", 1, FACE_RANKS),
                   question=N_("Jokers in play, and J, Q, K score 11, 12, 13 ({rules}). Round 1 (threes wild): what "
                               "is the lowest penalty of JK K♦ 6♣ Q♠?"),
                   fields={"rules": "Rules(jokers=2, face_cards='rank')"},
                   hint=N_("look for a meld first; a joker left over scores joker_penalty, and the face cards "
                           "score by these rules, not R16's"),
                   telltales=lambda: _shown("JK KD 6C QS", 1, FACE_RANKS)),
    NumberExercise(id="n8-ticket-cards", notebook=8, ticket=True, compute=_cards_in_play,
                   question=N_("Seven players use three decks (R2). With two jokers in each deck ({rules}), how many "
                               "cards are in play?"),
                   fields={"rules": "Rules(jokers=2)"},
                   hint=N_("count the cards of one deck with its jokers, then take as many decks as the table "
                           "uses")),
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
