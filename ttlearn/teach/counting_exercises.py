"""The exercises on counting hands (notebook 7: deals, melds with and without wilds,
classes of hands under renamed suits, the chance of a complete deal or of going out with
the upcard) and on counting every deal rank by rank (notebook 9). Each answer is computed
when it is checked, by the formulas, Burnside's lemma, the exact tables or the solver, so the
exercises and the counts cannot disagree.
`ttlearn.teach.exercises` checks them.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations, permutations

from ..cards import deck, parse_cards
from ..count.formulas import meld_counts, meld_kind, number_of_deals
from ..count.probability import complete_deal_probability, upcard_chance
from ..count.symmetry import suit_classes
from ..language import N_
from ..solver import best_penalty
from .exercise_kinds import Exercise, NumberExercise, numeral
from .rules_exercises import V1


def _melds_in_all(total: int) -> str:
    """A telltale: all the 3-card melds without wilds counted together, "96 melds" or "96
    without wilds" (with one of the two counts, the other follows)."""
    return rf"(?<![\d,.]){total}\s+(?:melds\b|without wilds)"


def _sets_and_runs(sets: int, runs: int) -> str:
    """A telltale: a line that gives a count as its parts, "288 sets, 304 runs"."""
    return rf"(?<!\d){sets}\s+sets?\W+(?<!\d){runs}\s+runs?\b"


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


def _renamings_of(runs: tuple[int, ...]) -> int:
    """How many runs in progress one stands for once the suits are renamed: its distinct
    orders (a renaming moves the suits about, never the lengths of their runs)."""
    return len(set(permutations(runs)))


def _all_runs_among(cards: str) -> int:
    """The hands of at least one of `cards` whose cards all lie in runs (R13, no wilds),
    each judged by the solver in round 11, whose wild Kings are not among them."""
    chosen = parse_cards(cards)
    return sum(best_penalty(hand, round=11) == 0 for n in range(1, len(chosen) + 1)
               for hand in combinations(chosen, n))


def _run_of_three_hearts() -> Fraction:
    """The share of the 3-card hands of the 13 hearts that are a run (R13, no wilds)."""
    hands = list(combinations([card for card in deck() if card.suit == "H"], 3))
    return Fraction(sum(meld_kind(hand, wilds=0) == "run" for hand in hands), len(hands))


COUNTING_EXERCISES: list[Exercise] = [
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
    NumberExercise(id="n9-runs-one-suit", notebook=9, unit="hands", compute=lambda: _all_runs_of_one_suit(6),
                   question=N_("Without wilds, how many 6-card hands of one suit have every card in a run (R13)?"),
                   hint=N_("one run of six, or two runs of three with a gap between them: two runs that touch "
                           "are one long run, and a hand is its cards, not its melds")),
    NumberExercise(id="n9-alive-after-two", notebook=9, unit="hands", compute=_alive_after_aces_and_twos,
                   question=N_("Read one deck rank by rank, without wilds. Of the 256 hands the Aces and Twos can "
                               "give, how many can the cards still to come make complete?"),
                   hint=N_("an Ace whose suit lacks the Two cannot be in a run: it must be in a set of Aces; "
                           "count the hands with no such Ace first")),
    # Notebook 9's exit tickets
    NumberExercise(id="n9-ticket-renamed-runs", notebook=9, ticket=True,
                   compute=lambda: _renamings_of((0, 1, 1, 1)),
                   question=N_("The runs in progress 0111: one suit has no run, each of the other three a run of one "
                               "card. Renaming the suits, how many different runs in progress does this one stand "
                               "for (0111 among them)?"),
                   hint=N_("a renaming moves the suits about: what can change, and what must stay?")),
    NumberExercise(id="n9-ticket-runs-ace-to-five", notebook=9, ticket=True, unit="hands",
                   compute=lambda: _all_runs_among("AH 2H 3H 4H 5H"),
                   question=N_("Without wilds, how many hands of the cards A♥ 2♥ 3♥ 4♥ 5♥ (at least one card) have "
                               "every card in a run (R13)?"),
                   hint=N_("read the ranks from the Ace up: a run still growing may stop only once it has three "
                           "cards")),
    NumberExercise(id="n9-ticket-run-of-hearts", notebook=9, ticket=True, what="probability",
                   compute=_run_of_three_hearts,
                   question=N_("Three of the 13 hearts are dealt at random, every 3-card hand alike. What is the "
                               "chance that they make a run (R13, aces low, no wilds)?"),
                   answer_how=N_("Give a fraction."),
                   hint=N_("count the runs of three in one suit, then the 3-card hands of one suit")),
]
