"""What the solver's tests share: the check that an arrangement is well formed, and the
hypothesis strategy of hands dealt from one or two decks (no test module imports another)."""

from collections import Counter

from hypothesis import strategies as st

from ttlearn import Rules, card_points, check_meld, deck
from ttlearn.testing.brute_force import is_meld


def assert_well_formed(arrangement, hand, round, rules=None):
    """Every card of the hand is used once, every meld is a meld (by `check_meld`, and by the
    brute force's own meld test where it has no joker), and the penalty adds up (R16)."""
    rules = rules or Rules()
    assert Counter(arrangement.cards) == Counter(hand)
    for meld in arrangement.melds:
        assert check_meld(meld.cards, round, rules), (meld, check_meld(meld.cards, round, rules))
        if not any(c.is_joker for c in meld.cards):
            naturals = tuple(c for c in meld.cards if c.rank != round + 2)
            assert is_meld(naturals, len(meld.cards) - len(naturals), rules.aces_high), meld
    assert arrangement.penalty == sum(card_points(c, round, rules) for c in arrangement.deadwood)


@st.composite
def deals(draw, min_size=3, max_size=14):
    """A round, an ace rule, and a hand dealt from one or two decks."""
    round = draw(st.integers(1, 11))
    decks = draw(st.sampled_from([1, 2]))
    rules = Rules(aces=draw(st.sampled_from(["low", "high_or_low"])))
    pack = deck(decks)
    picks = draw(st.lists(st.integers(0, len(pack) - 1), min_size=min_size, max_size=max_size, unique=True))
    return [pack[k] for k in picks], round, rules
