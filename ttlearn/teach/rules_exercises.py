"""The exercises on the rules of Three Thirteen and on its house rules: the rules tour
(notebook 1: dealing, wild ranks, turns and going out), melds and wild cards (2), the best
arrangement (3), scoring round by round (4), and house rules (8: jokers, stand-ins,
points). Each answer is computed when it is checked, by the solver, the scoring or a game
of the engine played by hand, so the exercises and the rules cannot disagree.
`ttlearn.teach.exercises` checks them.
"""

from __future__ import annotations

import re

from ..cards import deck, parse_cards
from ..engine import Game
from ..language import N_
from ..melds import check_meld
from ..rules import DEFAULT_RULES, Rules, hand_size, wild_rank
from ..scoring import Scoreboard, score_hand
from ..solver import all_best_arrangements, best_arrangement, best_penalty, can_go_out, go_out
from .exercise_kinds import RANKS, ChoiceExercise, Exercise, NumberExercise, wild_line
from .hand_exercise_kinds import ArrangeExercise, DiscardExercise
from .meld_exercise_kind import MeldExercise
from .search_space import ways_to_split

V1 = Rules(aces="high_or_low")
MELD_GROUPS = ("4C 5C 6H", "AD 2D 3D", "QS KS AS", "9H 9H 9D", "2S 6D 6C 6H", "10C JD QC")
PENALTY_HAND = "5H 6H KS 8H 9C 9D QS QD 2C KD 4S 9H 3C"  # 13 cards: round 11 deals 13 (R4)
MELD_DECKS = 2  # "9H 9H 9D" is a set only with two decks (R2, R12)
WANTED_TWICE = "2H 3H 4H 4S 4C 6D 7D 8D 9H 9C 10C JC QC"  # notebook 3: the 4♥ fits a run and a set
PEOPLE = ("Ana", "Ben", "Cy", "Dee")  # the people at the table in the questions, not players by name

# Notebook 4's round: Ana went out; Ben and Cy hold these when it is scored (round 2, fours wild).
BEN_HAND, CY_HAND = "5S 6S 4D 8S", "9C 9D 4H KC"
LEADER_SCORES = ((10, 0, 15), (0, 30, 5), (25, 0, 12))  # Ana, Ben and Cy in three rounds

# Notebook 8's house rules.
NATURAL_NEEDED = Rules(jokers=2, all_wild_melds=False)
HALF_WILD = Rules(jokers=2, wild_share="half")
RANK_SCORES = Rules(jokers=2, ace_penalty=15, face_cards="rank")
RANK_HAND = "AH KD QC JK 4S 4D"
FACE_RANKS = Rules(jokers=2, face_cards="rank")


def _shown(cards: str, round: int, rules: Rules = DEFAULT_RULES) -> tuple[str, ...]:
    """Telltales of a hand's best arrangement: its repr, and its explanation."""
    found = []
    for best in all_best_arrangements(cards, round, rules):
        found.append(re.escape(repr(best)))
        if best.melds:
            found.append(re.escape(best.explain()))
    return tuple(found)


def _first_player() -> frozenset[str]:
    """Who plays first when Cy deals (R8): a game whose seed makes Cy the first dealer."""
    game = next(g for g in (Game(PEOPLE, seed) for seed in range(200)) if g.first_dealer == 2)
    return frozenset({game.names[game.turn]})


def _next_dealer() -> frozenset[str]:
    """Who deals after Dee (R6): the dealers of a whole game, round after round."""
    from ..simulation import play_game

    dealers = [result.dealer for result in play_game(["greedy"] * 4, seed=0).rounds]
    return frozenset({PEOPLE[dealers[dealers.index(3) + 1]]})


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


def _top_card_shuffled_in() -> bool:
    """Does the top card of the discard pile go into the new stock when a player draws from
    an empty stock (H1)? A table built by hand: the stock empty, the rest of the deck in the
    discard pile with the 7♥ on top, and a draw from the stock."""
    hands = ["4H 5H 9C", "7D 8S JC"]
    top = parse_cards("7H")[0]
    held = parse_cards(" ".join(hands)) + [top]
    game = Game.from_position(hands, pile=[c for c in deck() if c not in held] + [top], stock=[],
                              names=PEOPLE[:2], seed=0)
    drawn = game.draw_stock(0)
    return top == drawn or top in game.stock


def _meld_joined(cards: str, round: int, card: str) -> str:
    """The kind of meld ("set" or "run") a card joins in a hand's best arrangement (R14)."""
    wanted = parse_cards(card)[0]
    return next(m.kind for m in best_arrangement(cards, round).melds if wanted in m.cards)


def _round_points() -> int:
    """What the three players of notebook 4's round score in all (R16): 0 for Ana, who went out."""
    return sum(score_hand(hand, 2, went_out=out).penalty for hand, out in (("", True), (BEN_HAND, False),
                                                                         (CY_HAND, False)))


def _leader() -> frozenset[str]:
    board = Scoreboard(PEOPLE[:3])
    for scores in LEADER_SCORES:
        board = board.add_round(scores)
    return frozenset(board.winners)


def _cards_in_play() -> int:
    """The cards of a game of seven with two jokers in each deck: hands, stock and discard pile."""
    game = Game(7, 0, Rules(jokers=2))
    return sum(len(hand) for hand in game.hands) + len(game.stock) + len(game.pile)


RULES_EXERCISES: list[Exercise] = [
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
                   compute=_top_card_shuffled_in,
                   question=N_("The stock is empty, and the 7♥ lies on top of the discard pile. Ana wants to draw "
                               "from the stock. Is the 7♥ shuffled into her new stock (H1)?"),
                   answer_how=N_("True or False."),
                   hint=N_("read house rule H1: which cards of the discard pile become the new stock?")),
    # --- Notebook 2: melds and wild cards ---------------------------------------------------------
    NumberExercise(id="melds-round-4", notebook=2, unit="melds",
                   question=N_("Three players, so two decks (R2). Round 4, sixes wild, aces low: how many of these "
                               "groups are melds? {groups}"),
                   fields={"groups": " | ".join(MELD_GROUPS)},
                   compute=lambda: sum(bool(check_meld(g, round=4, decks=MELD_DECKS)) for g in MELD_GROUPS),
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
    MeldExercise(id="n2-ticket-more-wilds", notebook=2, ticket=True, cards="5C 9H 5D 5S JH", round=3,
                 question=N_("Round 3 (fives wild): is 5♣ 9♥ 5♦ 5♠ J♥ a meld?"),
                 hint=N_("look at the two naturals first: what could they be part of, and where could the wilds "
                         "go (R12, R13, R15)?")),
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
                   compute=lambda: best_penalty(WANTED_TWICE, 11),
                   question=N_("Round 11 (kings wild): what is the lowest penalty of 2♥ 3♥ 4♥ 4♠ 4♣ 6♦ 7♦ 8♦ 9♥ 9♣ "
                               "10♣ J♣ Q♣?"),
                   hint=N_("the 4♥ fits a run and a set, but only one of them (R14): try both, and add up what "
                           "is left each time (R16)"),
                   telltales=lambda: _shown(WANTED_TWICE, 11)),
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
                   compute=lambda: score_hand("5H 3C JD AS 9S", 3).penalty,
                   question=N_("Round 3 (fives wild) ends; you did not go out and hold 5♥ 3♣ J♦ A♠ 9♠. What do you "
                               "score (R16, H2)?"),
                   hint=N_("first look for a meld; then each card left over scores as R16 says, and a wild as its "
                           "own rank (H2)"),
                   telltales=lambda: _shown("5H 3C JD AS 9S", 3)),
    ChoiceExercise(id="n4-ticket-leader", notebook=4, ticket=True, words=PEOPLE[:3], names=True, compute=_leader,
                   question=N_("After three rounds Ana has scored 10, 0 and 25, Ben 0, 30 and 0, and Cy 15, 5 and 12."
                               " Who leads (R17)?"),
                   answer_how=N_("Give a name, or names such as 'Ana and Ben'."),
                   hint=N_("add up each player's scores; the lowest total leads (R17)")),
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
                   compute=lambda: best_penalty(RANK_HAND, 4, RANK_SCORES),
                   question=N_("Jokers in play, a leftover Ace scores 15, and J, Q, K score 11, 12, 13 ({rules}). "
                               "Round 4 (sixes wild): what is the lowest penalty of A♥ K♦ Q♣ JK 4♠ 4♦?"),
                   fields={"rules": "Rules(jokers=2, ace_penalty=15, face_cards='rank')"},
                   hint=N_("find the melds first (the joker is wild), then add up what is left over by these "
                           "rules' points, not R16's"),
                   telltales=lambda: _shown(RANK_HAND, 4, RANK_SCORES)),
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
                   compute=lambda: best_penalty("JK KD 6C QS", 2, FACE_RANKS),
                   question=N_("Jokers in play, and J, Q, K score 11, 12, 13 ({rules}). Round 2 (fours wild): what "
                               "is the lowest penalty of JK K♦ 6♣ Q♠?"),
                   fields={"rules": "Rules(jokers=2, face_cards='rank')"},
                   hint=N_("look for a meld first; a joker left over scores joker_penalty, and the face cards "
                           "score by these rules, not R16's"),
                   telltales=lambda: _shown("JK KD 6C QS", 2, FACE_RANKS)),
    NumberExercise(id="n8-ticket-cards", notebook=8, ticket=True, compute=_cards_in_play,
                   question=N_("Seven players use three decks (R2). With two jokers in each deck ({rules}), how many "
                               "cards are in play?"),
                   fields={"rules": "Rules(jokers=2)"},
                   hint=N_("count the cards of one deck with its jokers, then take as many decks as the table "
                           "uses")),
]
