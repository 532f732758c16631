"""What makes the solver fast stays exact: the groups found from masks (idea 5), the memo
shared by every hand (idea 6), cards of a rank in no run searched as copies (idea 7), the
penalty-only answers, and the bounds on what the solver takes."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver_checks import assert_well_formed, deals
from ttlearn import (
    Card,
    Rules,
    all_best_arrangements,
    best_arrangement,
    best_discard,
    best_penalty,
    deck,
    parse_cards,
)
from ttlearn.solver import (
    MAX_HAND_CARDS,
    MAX_SOLVER_CARDS,
    best_discard_penalty,
    can_go_out,
    discard_penalties,
    go_out,
    group_search,
)
from ttlearn.solver.compiled_hand import CompiledHand
from ttlearn.solver.group_search import Memo, clear_memo, memo_size
from ttlearn.solver.hand_search import Solution, _EverySearch
from ttlearn.solver.laying_out import arrangement_from_path
from ttlearn.testing.brute_force import brute_best_discard_penalty, brute_penalty


@st.composite
def crowded_deals(draw, decks=(1, 2, 3), max_size=14):
    """Hands from few ranks or one suit, with wilds: many copies, long runs, big sets."""
    round = draw(st.integers(1, 11))
    wild = round + 2
    pack = deck(draw(st.sampled_from(decks)))
    if draw(st.booleans()):
        ranks = draw(st.lists(st.integers(1, 13), min_size=1, max_size=4, unique=True)) + [wild]
        pool = [c for c in pack if c.rank in ranks]
    else:
        suit = draw(st.sampled_from("SHDC"))
        pool = [c for c in pack if c.suit == suit or c.rank == wild]
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=1, max_size=min(max_size, len(pool)),
                          unique=True))
    rules = Rules(aces=draw(st.sampled_from(["low", "high_or_low"])), decks=3)
    return [pool[k] for k in picks], round, rules


@st.composite
def wild_rich_deals(draw, decks=(2, 3)):
    """Hands of many wilds (4 to 10) and a few naturals: the wilds can complete almost any
    partial meld, so many choices are as good as each other (the hands the brute force
    answers fastest, and so the solver's hardest race)."""
    round = draw(st.integers(1, 11))
    pack = deck(draw(st.sampled_from(decks)))
    wilds = [c for c in pack if c.rank == round + 2]
    naturals = [c for c in pack if c.rank != round + 2]
    w = draw(st.lists(st.integers(0, len(wilds) - 1), min_size=4, max_size=10, unique=True))
    n = draw(st.lists(st.integers(0, len(naturals) - 1), max_size=6, unique=True))
    rules = Rules(aces=draw(st.sampled_from(["low", "high_or_low"])), decks=3)
    return [wilds[k] for k in w] + [naturals[k] for k in n], round, rules


@given(wild_rich_deals())
@settings(max_examples=150)
def test_hands_of_many_wilds_match_the_brute_force(deal):  # R15, H2, R10
    hand, round, rules = deal
    arrangement = best_arrangement(hand, round, rules)
    assert arrangement.penalty == brute_penalty(hand, round, rules.aces_high, prune=True) == best_penalty(
        hand, round, rules)
    assert_well_formed(arrangement, hand, round, rules)
    card, rest = best_discard(hand, round, rules)
    assert rest.penalty == brute_best_discard_penalty(hand, round, rules.aces_high, prune=True)
    assert Counter(rest.cards) + Counter([card]) == Counter(hand)


@given(st.lists(st.sampled_from("SHDC"), min_size=1, max_size=10), st.integers(1, 3))
def test_copies_of_a_wild_are_refused_only_beyond_the_decks(suits, decks):  # R2
    """Wilds share a rank, so the solver counts their copies by suit: a hand is refused
    exactly when one wild card appears more often than the decks hold it."""
    hand = [Card(3, suit) for suit in suits] + parse_cards("9H 10H")
    rules = Rules(decks=decks)
    if max(Counter(suits).values()) > decks:
        with pytest.raises(ValueError, match="impossible cards"):
            best_penalty(hand, 1, rules)
    else:
        assert best_penalty(hand, 1, rules) == brute_penalty(hand, 1)


@given(st.one_of(deals(), crowded_deals(), wild_rich_deals()))
@settings(max_examples=200)
def test_the_knapsack_without_a_discard_agrees_with_the_one_with(deal):  # idea 5
    """The knapsack that has no discard to choose (a lighter loop) gives what the one with
    a discard gives when none is taken, for every number of wilds."""
    hand = CompiledHand(*deal)
    plain, with_discard = Solution(hand), Solution(hand, leave_one=True)
    for wilds in range(hand.free_wilds + 1):
        assert plain.saved_with(wilds, discard=False) == with_discard.saved_with(wilds, discard=False)


@given(st.one_of(deals(max_size=14), crowded_deals(), wild_rich_deals()), st.booleans(), st.booleans())
@settings(max_examples=300)
def test_states_without_a_natural_meld_are_left_over_as_the_search_would(deal, merge, leave_one):
    """A state with no wild free, no discard to choose and no card of a meld of naturals
    is left over at once (`CompiledHand.natural_fields`): the same answers and the same
    choices as searching it card by card."""
    hand, plain = CompiledHand(*deal, merge=merge), CompiledHand(*deal, merge=merge)
    plain.natural_fields = -1  # every state holds a card of a natural meld: all searched
    fast, slow = Solution(hand, leave_one, memo=Memo()), Solution(plain, leave_one, memo=Memo())
    assert fast.value == slow.value
    assert fast.first_path() == slow.first_path()
    for wilds in range(hand.free_wilds + 1):
        for discard in (False, True) if leave_one else (False,):
            assert fast.first_path(wilds, discard) == slow.first_path(wilds, discard)
    if not leave_one:
        assert arrangement_from_path(hand, fast.first_path()) == arrangement_from_path(plain, slow.first_path())


@given(st.one_of(deals(max_size=14), crowded_deals(), wild_rich_deals()), st.booleans())
@settings(max_examples=300)
def test_a_card_alone_is_answered_as_the_search_would(deal, leave_one):  # idea 5, R15
    """A group of one card that shares no meld (`Solution._melds_alone`) is not searched:
    the same items, answers and choices as searching it, for every number of wilds, the
    discard, and each hand less a card (`saved_without`, where a card left of a group is
    not alone and is searched)."""
    hand = CompiledHand(*deal)
    # _EverySearch: no shortcut, every group searched (a compiled class: a test cannot subclass it)
    fast, slow = Solution(hand, leave_one, memo=Memo()), _EverySearch(hand, leave_one, memo=Memo())
    assert fast.items == slow.items
    assert fast.value == slow.value
    for wilds in range(hand.free_wilds + 1):
        for discard in (False, True) if leave_one else (False,):
            assert fast.first_path(wilds, discard) == slow.first_path(wilds, discard)
    if leave_one and hand.types:
        assert fast.discard() == slow.discard()
    if not leave_one:
        for code in hand.types:
            assert fast.saved_without(code) == slow.saved_without(code)


@st.composite
def one_rank_deals(draw):
    """Hands of many cards of one rank (5 to 9, from two or three decks), a few cards near
    them in some suits, and some wilds: copies in no run merged (idea 7), others in runs."""
    round = draw(st.integers(1, 11))
    wild = round + 2
    rank = draw(st.sampled_from([r for r in range(1, 14) if r != wild]))
    pack = deck(draw(st.sampled_from([2, 3])))
    same = [c for c in pack if c.rank == rank]
    near = [c for c in pack if c.rank not in (wild, rank) and abs(c.rank - rank) <= 2]
    wilds = [c for c in pack if c.rank == wild]

    def some(cards, least, most):
        return [cards[k] for k in draw(st.lists(st.integers(0, len(cards) - 1), min_size=least, max_size=most,
                                                unique=True))]

    hand = some(same, 5, 9) + some(near, 0, 4) + some(wilds, 0, 4)
    return hand, round, Rules(aces=draw(st.sampled_from(["low", "high_or_low"])), decks=3)


@given(st.one_of(one_rank_deals(), crowded_deals(decks=(2, 3)), deals(max_size=14)), st.booleans())
@settings(max_examples=300)
def test_dominated_sets_are_dropped_without_changing_a_choice(deal, leave_one):  # idea 7, R12
    """A set taking a card of a rank while copies of the rank's cards in no run are left
    (`group_search._undominated`) is never the search's choice: the same answers and the
    same choices with every set tried."""
    hand, plain = CompiledHand(*deal), CompiledHand(*deal)
    fast = Solution(hand, leave_one, memo=Memo())
    group_search.Search.dominance = False
    try:
        slow = Solution(plain, leave_one, memo=Memo())
    finally:
        group_search.Search.dominance = True
    assert fast.value == slow.value
    for wilds in range(hand.free_wilds + 1):
        for discard in (False, True) if leave_one else (False,):
            assert fast.saved_with(wilds, discard) == slow.saved_with(wilds, discard)
            assert fast.first_path(wilds, discard) == slow.first_path(wilds, discard)


@pytest.mark.parametrize("text, round, aces", [
    ("8S 8H 8D 8C 8S 8H 8D 8C KS KC KD JS 10C", 11, "low"),  # all eight 8s, three wilds
    ("8S 8H 8D 8C 8S 8H 8D 8C 4S 4S 4D JD 9H", 2, "high_or_low"),
    ("9S 9S 9H 9H 9D 9C 9C 10C JC 5S 5S 5D 2H 3H", 4, "low"),  # 9s in no run but the clubs, a wild
    ("QS QS QH QD QD QC AS KS 7H 7H 7D 7C", 11, "high_or_low"),
])
def test_many_cards_of_one_rank_match_the_brute_force(text, round, aces):  # idea 7, R12, R13, V1
    hand, rules = parse_cards(text), Rules(aces=aces)
    clear_memo()
    assert best_arrangement(hand, round, rules).penalty == brute_penalty(hand, round, rules.aces_high, prune=True)
    card, rest = best_discard(hand, round, rules)
    assert rest.penalty == brute_best_discard_penalty(hand, round, rules.aces_high, prune=True)


@pytest.mark.parametrize("text, round", [
    ("5H 9H KS 2C 2D 7S JD", 11),  # pairs and gaps: nothing melds without the wild
    ("5H 5D 9C 9S QH QD 2S 3S", 6),  # pairs only, two wilds (8s)
    ("3S 3H 3D 3C 3S 3H 3D 3C 9S 5H JD QC KD", 1),  # eight wilds, five naturals apart
    ("4H 5H 7H 8H 10H JH KS", 11),  # runs short of a card, one wild
])
def test_hands_with_no_natural_meld_match_the_brute_force(text, round):
    hand = parse_cards(text)
    for aces in ("low", "high_or_low"):
        rules = Rules(aces=aces)
        clear_memo()
        assert best_arrangement(hand, round, rules).penalty == brute_penalty(hand, round, rules.aces_high)
        assert best_discard_penalty(hand, round, rules)[1] == brute_best_discard_penalty(hand, round, rules.aces_high)


# --- Idea 5: groups from masks are the groups the short melds link -----------------------


def _groups_from_melds(hand: CompiledHand) -> tuple[list[int], list[int]]:
    """The groups the slow way: every card joined to every card it shares a short meld with."""
    parent: dict[int, int] = {}

    def root(code: int) -> int:
        while parent.setdefault(code, code) != code:
            code = parent[code]
        return code

    for lowest, cands in hand.all_candidates().items():
        for cand in cands:
            for code in cand.codes:
                parent[root(code)] = root(lowest)
    members: dict[int, int] = {}
    for code in hand.types:
        if code in parent:
            members[root(code)] = members.get(root(code), 0) + (hand.counts[code] << (hand.width * code))
    return sorted(members.values()), [t for t in hand.types if t not in parent]


@given(st.one_of(deals(max_size=26), crowded_deals()), st.booleans())
@settings(max_examples=400)
def test_groups_from_masks_are_the_groups_of_the_short_melds(deal, merge):  # idea 5, R12, R13, V1
    hand = CompiledHand(*deal, merge=merge)
    states, alone = _groups_from_melds(hand)
    assert sorted(group.state for group in hand.groups) == states
    assert hand.always_left == alone


# --- Idea 7: cards of a rank in no run, searched as copies -------------------------------


@given(st.one_of(deals(), crowded_deals()))
@settings(max_examples=300)
def test_merging_cards_of_a_rank_changes_no_answer(deal):  # idea 7
    hand, plain = CompiledHand(*deal), CompiledHand(*deal, merge=False)
    for leave_one in (False, True):
        merged_solution, plain_solution = Solution(hand, leave_one), Solution(plain, leave_one)
        for wilds in range(hand.free_wilds + 1):
            assert merged_solution.saved_with(wilds, leave_one) == plain_solution.saved_with(wilds, leave_one)


def test_merged_cards_come_back_as_themselves():  # idea 7
    hand = parse_cards("8S 8H 8D 8C 8S 8H 8D 8C KS KC KD JS 10C")
    compiled = CompiledHand(hand, 11, Rules())
    assert compiled.merged  # 8♦ 8♦ 8♥ 8♥ are in no run: counted as four 8♦
    arrangement = best_arrangement(hand, 11)
    assert arrangement.penalty == 0 == brute_penalty(hand, 11, prune=True)
    assert_well_formed(arrangement, hand, 11)
    card, rest = best_discard(hand, 11)
    assert Counter(rest.cards) + Counter([card]) == Counter(hand)


@given(crowded_deals(decks=(2,), max_size=12))
@settings(max_examples=100)
def test_crowded_hands_match_the_brute_force(deal):  # idea 7 at work: many copies of a rank
    hand, round, rules = deal
    arrangement = best_arrangement(hand, round, rules)
    assert arrangement.penalty == brute_penalty(hand, round, rules.aces_high, prune=True)
    assert_well_formed(arrangement, hand, round, rules)
    if len(hand) >= 2:
        card, rest = best_discard(hand, round, rules)
        assert rest.penalty == brute_best_discard_penalty(hand, round, rules.aces_high, prune=True)
        assert Counter(rest.cards) + Counter([card]) == Counter(hand)
        assert_well_formed(rest, list((Counter(hand) - Counter([card])).elements()), round, rules)


# --- Idea 6: one memo for every hand --------------------------------------------------------


@given(st.lists(deals(max_size=12), min_size=2, max_size=6), st.randoms(use_true_random=False))
@settings(max_examples=150)
def test_the_memo_on_or_cleared_gives_the_same_answers(hands, rng):  # idea 6
    """Each hand alone with the memo emptied first, then all of them again in another order
    with the memo kept: the same penalties, discards and arrangements."""
    alone = {}
    for k, (hand, round, rules) in enumerate(hands):
        clear_memo()
        alone[k] = (best_arrangement(hand, round, rules), best_discard(hand, round, rules) if hand else None)
    order = list(range(len(hands)))
    rng.shuffle(order)
    for k in order + order:  # the second time round every group is remembered
        hand, round, rules = hands[k]
        assert best_arrangement(hand, round, rules) == alone[k][0]
        assert (best_discard(hand, round, rules) if hand else None) == alone[k][1]


@given(st.sampled_from(["5H 6H 7H 8H", "9C 9D 9S", "QS KS AS", "2D 3D 3D 4D 5D 9C 9C", "7C 7D 7H 7S 7C 8C 9C"]),
       st.lists(st.lists(st.integers(0, 103), max_size=7, unique=True), min_size=2, max_size=4),
       st.integers(1, 11), st.sampled_from(["low", "high_or_low"]))
@settings(max_examples=150)
def test_the_same_group_in_different_hands(core, extras, round, aces):  # idea 6
    """A group met again in another hand (a cache hit), with other cards around it, some of
    them joining it (a miss): every answer is the brute force's."""
    rules = Rules(aces=aces)
    pack = deck(2)
    for picks in extras:
        hand = parse_cards(core) + [pack[k] for k in picks]
        if max(Counter(hand).values()) > 2:
            continue
        assert best_penalty(hand, round, rules) == brute_penalty(hand, round, rules.aces_high, prune=True)
        card, penalty = best_discard_penalty(hand, round, rules)
        assert penalty == brute_best_discard_penalty(hand, round, rules.aces_high, prune=True)


def test_a_hand_seen_before_is_answered_from_the_memo():  # idea 6
    clear_memo()
    hand = parse_cards("4H 5H 6H 7H 9C 9D 9S 2S QD JD 10D KC 3S")
    first = best_arrangement(hand, 11)
    size = memo_size()
    assert size > 0
    assert best_arrangement(hand, 11) == first and memo_size() == size  # every search a hit
    more = hand + parse_cards("8H")  # only the hearts are searched again
    assert best_arrangement(more, 11).penalty == brute_penalty(more, 11, prune=True)
    assert memo_size() > size


def test_the_memo_stays_bounded(monkeypatch):  # idea 6: forgotten at once when full
    monkeypatch.setattr(group_search, "MEMO_LIMIT", 50)
    rng = random.Random(5)
    for _ in range(200):
        hand = rng.sample(deck(2), 13)
        assert best_penalty(hand, 11) == best_arrangement(hand, 11).penalty
        assert memo_size() <= 50 + 2_000  # one hand's searches at most on top of the limit
    clear_memo()


# --- Penalty-only answers --------------------------------------------------------------------


@given(st.one_of(deals(min_size=1), crowded_deals()))
@settings(max_examples=300)
def test_penalty_only_answers_agree_with_the_laid_out_ones(deal):  # R10, R16, H2
    hand, round, rules = deal
    card, rest = best_discard(hand, round, rules)
    assert best_discard_penalty(hand, round, rules) == (card, rest.penalty)
    out = go_out(hand, round, rules)
    assert can_go_out(hand, round, rules) == (out is not None) == (rest.penalty == 0)
    if out is not None:
        assert out == (card, rest)
    # can_go_out as it used to be: some discard leaves a hand of penalty 0
    assert can_go_out(hand, round, rules) == any(
        best_penalty(hand[:k] + hand[k + 1:], round, rules) == 0 for k in range(len(hand)))


@given(st.one_of(deals(min_size=1, max_size=11), crowded_deals(max_size=10)))
@settings(max_examples=200)
def test_discard_penalties_are_the_penalties_of_each_hand_less_a_card(deal):  # R16, H2
    hand, round, rules = deal
    penalties = discard_penalties(hand, round, rules)
    assert set(penalties) == set(hand)
    for card, penalty in penalties.items():
        rest = list(hand)
        rest.remove(card)
        assert penalty == best_penalty(rest, round, rules), card
        assert penalty == brute_penalty(rest, round, rules.aces_high, prune=True), card
    assert min(penalties.values()) == best_discard_penalty(hand, round, rules)[1]


@pytest.mark.parametrize("text, round, expected", [
    ("KS 2C 7D", 11, (Card(13, "S"), 9)),  # a wild kept with no meld would score 10 (H2)
    ("KS KH 5C", 11, (Card(13, "H"), 15)),  # keeping both wilds and no meld: 20 (H2)
    ("KS KH", 11, (Card(13, "H"), 10)),  # only wilds: one goes
    ("9H 10H KS", 11, (Card(10, "H"), 19)),  # a natural discard ties the wild and wins
    ("5H 6H 7H QS", 11, (Card(12, "S"), 0)),
])
def test_penalty_only_discards_with_few_wilds(text, round, expected):  # H2
    assert best_discard_penalty(text, round) == expected
    assert best_discard_penalty(text, round) == (best_discard(text, round)[0], best_discard(text, round)[1].penalty)


def test_penalty_only_refusals():
    with pytest.raises(ValueError, match="nothing to discard"):
        best_discard_penalty([], 3)
    assert can_go_out([], 3) is False


# --- Bounds ------------------------------------------------------------------------------------


def test_all_best_arrangements_stops_at_the_limit():
    hand = "JH 10D KD KD QC KH 9S QH 10H JD QD QC KC 9S"  # sets or runs of tens to Kings
    every = all_best_arrangements(hand, 1, limit=10_000)
    assert len(every) == 7
    assert len(all_best_arrangements(hand, 1, limit=5)) == 5
    assert len(all_best_arrangements(hand, 1, limit=1)) == 1
    assert set(map(repr, all_best_arrangements(hand, 1, limit=5))) <= set(map(repr, every))
    assert len(all_best_arrangements(hand, 1)) == min(len(every), 100)


@given(deals(max_size=10))
def test_all_best_arrangements_with_a_limit_are_some_of_all(deal):
    hand, round, rules = deal
    every = all_best_arrangements(hand, round, rules, limit=10**6)
    some = all_best_arrangements(hand, round, rules, limit=3)
    assert len(some) == min(3, len(every)) and all(a in every for a in some)


def test_all_best_arrangements_refuses_more_than_a_hand():  # R4, R9
    all_best_arrangements(deck()[:MAX_HAND_CARDS], 11)
    with pytest.raises(ValueError, match="at most 14"):
        all_best_arrangements(deck()[:MAX_HAND_CARDS + 1], 11)
    with pytest.raises(ValueError, match="at most 14"):
        all_best_arrangements(deck(2), 11)
    for limit in (0, -1, True, 2.5, "10"):
        with pytest.raises(ValueError, match="bad limit"):
            all_best_arrangements("5H 6H 7H", 11, limit=limit)


def test_the_solver_refuses_more_than_two_hands():
    rng = random.Random(1)
    for _ in range(5):
        hand = rng.sample(deck(2), MAX_SOLVER_CARDS)
        assert best_penalty(hand, 5) == best_arrangement(hand, 5).penalty
    for call in (best_arrangement, best_penalty, best_discard, best_discard_penalty, go_out, can_go_out):
        for cards in (deck(1), deck(2), deck(2)[:MAX_SOLVER_CARDS + 1]):
            with pytest.raises(ValueError, match="too many cards") as err:
                call(cards, 1)
            assert "\n" not in str(err.value) and len(str(err.value)) <= 200
