import random

from ttlearn import Rules, best_arrangement, deck
from ttlearn.solver.hand_search import search_report
from ttlearn.teach.search_space import all_melds, every_arrangement, ways_to_split


def test_bell_numbers():
    assert [ways_to_split(n) for n in range(0, 10)] == [1, 1, 2, 5, 15, 52, 203, 877, 4140, 21147]


def test_the_slow_way_finds_the_solvers_penalty():
    rng = random.Random(11)
    for _ in range(150):
        round, rules = rng.randint(1, 11), Rules(aces=rng.choice(["low", "high_or_low"]))
        hand = rng.sample(deck(2), rng.randint(3, 8))
        every = list(every_arrangement(hand, round, rules))
        assert min(a.penalty for a in every) == best_arrangement(hand, round, rules).penalty
        assert all(len(a.cards) == len(hand) for a in every)


def test_all_melds_are_melds_of_the_hand():
    melds = all_melds("5H 6H KS 8H 9C 9D", 11)
    assert all(len(m) >= 3 for m in melds)
    assert any(m.kind == "run" and len(m) == 4 for m in melds)


def test_search_report_shows_the_groups():
    report = search_report(deck()[:13], 11, Rules())  # the thirteen spades, Kings wild
    assert report.cards == 13 and report.wilds == 1 and report.never_in_a_meld == 0
    assert report.groups == (12,)
