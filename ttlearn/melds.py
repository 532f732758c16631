"""Melds (sets and runs), arrangements of a hand, and checking a meld with a reason.

A meld keeps the physical cards and, for each one, the card it plays as, so a learner can
see a wild at work: in round 11 (Kings wild) `5♥ 6♥ K♠ 8♥` is a run where K♠ plays as 7♥.

>>> check_meld("5H 6H KS 8H", round=11).meld
Meld('run', 5♥ 6♥ K♠→7♥ 8♥)
>>> print(check_meld("7H 8S 9H", round=11).reason)
a run needs one suit: 7♥ and 8♠ differ (R13)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from .cards import SUITS, Card, as_cards, card_of, check_copies, check_decks, format_cards
from .display import Pictured
from .language import _, count_text, ngettext, pgettext
from .language.card_words import points_text, set_label
from .rules import DEFAULT_RULES, Rules, check_rules, wild_rank

MAX_RUN: Final = 13  # a run never holds two cards of one rank (R13), so at most 13 cards


@dataclass(frozen=True)
class Meld(Pictured):
    """A set (R12) or a run (R13): `cards` are the physical cards in playing order and
    `plays_as[i]` is the card `cards[i]` stands for (itself, unless it is a wild, R15)."""

    kind: str
    cards: tuple[Card, ...]
    plays_as: tuple[Card, ...]
    wild_rank: int = 0  # the round's wild rank, so a wild playing as itself is still known

    def __post_init__(self) -> None:
        if self.kind not in ("set", "run"):
            raise ValueError(f"bad meld kind {self.kind!r}: 'set' or 'run'")
        if len(self.cards) != len(self.plays_as):
            raise ValueError("a meld needs one 'plays as' card for each card")

    def __repr__(self) -> str:
        shown = " ".join(
            f"{card}→{played}" if card != played else str(card) for card, played in zip(self.cards, self.plays_as)
        )
        return f"Meld({self.kind!r}, {shown})"

    def __len__(self) -> int:
        return len(self.cards)

    def is_wild(self, card: Card) -> bool:
        return card.rank == self.wild_rank or card.is_joker

    @property
    def stand_ins(self) -> int:
        """How many cards stand for other cards: jokers, and wilds not playing as themselves."""
        return sum(1 for card, played in zip(self.cards, self.plays_as) if card.is_joker or card != played)

    @property
    def wilds(self) -> tuple[tuple[Card, Card], ...]:
        """Each wild in the meld with the card it plays as: ((K♠, 7♥), ...)."""
        return tuple((card, played) for card, played in zip(self.cards, self.plays_as) if self.is_wild(card))

    @property
    def label(self) -> str:
        """A short name: 'run 5♥–8♥' or 'set of 9s'."""
        if self.kind == "set":
            return set_label(self.plays_as[0].rank)
        return _("run {first}–{last}").format(first=self.plays_as[0], last=self.plays_as[-1])

    def explain(self) -> str:
        """The meld in words, with what every wild stands for.

        >>> check_meld("5H 6H KS 8H", round=11).meld.explain()
        'run 5♥–8♥: 5♥ 6♥ K♠ 8♥ (K♠ plays as 7♥)'
        """
        text = _("{meld}: {cards}").format(meld=self.label, cards=format_cards(self.cards))
        notes = [_("{card} plays as {played}").format(card=card, played=played) if card != played
                 else _("{card} is wild and plays as itself").format(card=card)
                 for card, played in self.wilds]
        return text + (f" ({'; '.join(notes)})" if notes else "")


@dataclass(frozen=True, init=False)
class Arrangement(Pictured):
    """A hand arranged into melds, with the cards left over and their penalty (R16, H2)."""

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    penalty: int
    round: int
    rules: Rules = field(default=DEFAULT_RULES, repr=False)

    def __init__(self, melds: tuple[Meld, ...], deadwood: tuple[Card, ...], penalty: int, round: int,
                 rules: Rules = DEFAULT_RULES) -> None:
        # The fields at once, in the instance's dict: a frozen dataclass's own __init__ sets
        # them one by one through object.__setattr__, half as long again (10,300 machine
        # instructions against 6,700), and the solver makes one for every hand it lays out.
        self.__dict__.update(melds=melds, deadwood=deadwood, penalty=penalty, round=round, rules=rules)

    def __repr__(self) -> str:
        melds = ", ".join(repr(m) for m in self.melds) or "no melds"
        dead = format_cards(self.deadwood) or "none"
        return f"Arrangement({melds}; deadwood: {dead}; penalty {self.penalty})"

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the hand: the melds' cards, then the deadwood."""
        return tuple(card for meld in self.melds for card in meld.cards) + self.deadwood

    @property
    def deadwood_points(self) -> tuple[tuple[Card, int], ...]:
        """Each leftover card with its penalty points."""
        return tuple((card, self.rules.points(card, self.round)) for card in self.deadwood)

    def explain(self) -> str:
        """The arrangement as a few lines a learner can read."""
        lines = [meld.explain() for meld in self.melds] or [_("no melds")]
        if self.deadwood:
            points = " + ".join(f"{card} {pts}" for card, pts in self.deadwood_points)
            total = points_text(self.penalty)
            lines.append(_("left over: {points} = {total}").format(points=points, total=total))
        else:
            lines.append(_("nothing left over: 0 points"))
        return "\n".join(lines)


@dataclass(frozen=True)
class MeldCheck:
    """The answer of `check_meld`: truthy when the cards are a meld."""

    ok: bool
    meld: Meld | None
    reason: str

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return f"MeldCheck({self.meld!r})" if self.ok else f"MeldCheck(not a meld: {self.reason})"


def check_meld(cards: str | Iterable[Card], round: int, rules: Rules | None = None,
               decks: int | None = None) -> MeldCheck:
    """Are these cards one meld in this round? If not, say why in words a learner understands.

    Cards come from `decks` decks (default: `rules.decks`, else at most 3, as R2 and the
    solver allow): more copies of one card than that is not a meld but an impossible hand.

    >>> bool(check_meld("9C 9D KH", round=11))
    True
    >>> check_meld("QH KH AH", round=1).reason
    'Q-K-A is a run only with aces high (variant V1); here aces are low (R3)'
    >>> check_meld("7H 7H 7H", round=1, decks=1).reason
    'impossible cards: 7♥ appears 3 times, more than 1 deck holds (R2)'

    House rules: a joker is wild in any round; `all_wild_melds=False` and `wild_share="half"`
    limit the cards that stand for others (a wild playing as itself is natural):

    >>> check_meld("JK 7H 7S", round=1, rules=Rules(jokers=2)).meld
    Meld('set', 7♥ 7♠ JK→7♦)
    >>> check_meld("JK JK 3S", round=1, rules=Rules(jokers=2, all_wild_melds=False)).meld
    Meld('set', 3♠ JK→3♥ JK→3♦)
    >>> check_meld("JK 3S 7H", round=1, rules=Rules(jokers=2, wild_share="half")).reason
    "at most half the cards of a meld may stand for others under these rules (wild_share='half'): here 2 of 3 do"
    """
    rules = check_rules(rules)
    cards = as_cards(cards, rules.jokers > 0)
    wr = wild_rank(round)
    try:
        check_copies(cards, rules.most_decks if decks is None else check_decks(decks), rules.jokers)
    except ValueError as err:
        return MeldCheck(False, None, str(err))
    if len(cards) < 3:
        # English says "these are 1" too: the count is of the cards given, whatever their number.
        return MeldCheck(False, None, ngettext("a meld needs at least 3 cards; these are {count} (R12, R13)",
                                               "a meld needs at least 3 cards; these are {count} (R12, R13)",
                                               len(cards)).format(count=len(cards)))
    naturals = [c for c in cards if c.rank != wr and not c.is_joker]
    wilds = [c for c in cards if c.rank == wr or c.is_joker]
    house_problems = []
    for view_naturals, view_wilds in _views(naturals, wilds, wr):
        for meld in (arrange_set(view_naturals, view_wilds, wr),
                     arrange_run(view_naturals, view_wilds, wr, rules.aces_high)):
            if isinstance(meld, Meld):
                problem = house_rule_problem(meld, rules)
                if problem is None:
                    return MeldCheck(True, meld, _a_meld(meld))
                house_problems.append(problem)
    if house_problems:
        return MeldCheck(False, None, house_problems[0])
    as_set, as_run = arrange_set(naturals, wilds, wr), arrange_run(naturals, wilds, wr, rules.aces_high)
    assert isinstance(as_set, str) and isinstance(as_run, str)  # each view above failed: these are the reasons
    ranks_distinct = len({c.rank for c in naturals}) == len(naturals)
    one_suit = len({c.suit for c in naturals}) == 1
    if ranks_distinct or one_suit:
        return MeldCheck(False, None, as_run)
    return MeldCheck(False, None, _("{why_not_a_set}, and {why_not_a_run}").format(why_not_a_set=as_set,
                                                                                    why_not_a_run=as_run))


def _a_meld(meld: Meld) -> str:
    """'a set of 9s', 'a run 5♥–8♥': two messages, for languages whose article differs."""
    if meld.kind == "set":
        return pgettext("set", "a {meld}").format(meld=meld.label)
    return pgettext("run", "a {meld}").format(meld=meld.label)


def _views(naturals: list[Card], wilds: list[Card], wr: int) -> list[tuple[list[Card], list[Card]]]:
    """The ways to read cards as naturals and wilds: every wild standing in (R15), the cards
    of the wild rank playing as themselves in a set of their rank, or one of them playing as
    itself in a run of its suit (what `all_wild_melds` and `wild_share` count)."""
    views = [(naturals, wilds)]
    own = [c for c in wilds if not c.is_joker]
    jokers = [c for c in wilds if c.is_joker]
    if own and not naturals:
        views.append((own, jokers))
    for suit in sorted({c.suit for c in own}):
        itself = next(c for c in own if c.suit == suit)
        rest = list(wilds)
        rest.remove(itself)
        views.append((naturals + [itself], rest))
    return views


def house_rule_problem(meld: Meld, rules: Rules) -> str | None:
    """Why a meld breaks the house rules on wilds (`all_wild_melds`, `wild_share`), or None."""
    stand_ins = meld.stand_ins
    if not rules.all_wild_melds and stand_ins == len(meld):
        return _("a meld needs a natural card under these rules (all_wild_melds=False): one playing as itself")
    if rules.wild_share == "half" and 2 * stand_ins > len(meld):
        return _("at most half the cards of a meld may stand for others under these rules "
                 "(wild_share='half'): here {wilds} of {cards} do").format(wilds=stand_ins, cards=len(meld))
    return None


def arrange_set(naturals: Sequence[Card], wilds: Sequence[Card], wild_rank: int) -> Meld | str:
    """Lay out a set (R12): the naturals share one rank; each wild plays as that rank in a
    suit the set lacks (cycling through the suits when it has them all). Only wilds: a set
    of the wild rank, each playing as itself (R15, H), a joker as a card of that rank."""
    if not naturals:
        own = [c for c in wilds if not c.is_joker]
        jokers = [c for c in wilds if c.is_joker]
        if own:
            return arrange_set(own, jokers, wild_rank)
        plays_as = tuple(card_of(wild_rank, SUITS[i % 4]) for i in range(len(jokers)))
        return Meld("set", tuple(jokers), plays_as, wild_rank)
    rank = naturals[0].rank
    for card in naturals:
        if card.rank != rank:
            return _("a set needs one rank: {first} and {card} differ (R12)").format(first=naturals[0], card=card)
    present = {c.suit for c in naturals}
    spare = [s for s in SUITS if s not in present] or SUITS
    plays_as = tuple([card_of(rank, spare[i % len(spare)]) for i in range(len(wilds))])
    return Meld("set", tuple(naturals) + tuple(wilds), tuple(naturals) + plays_as, wild_rank)


def arrange_run(naturals: Sequence[Card], wilds: Sequence[Card], wild_rank: int, aces_high: bool) -> Meld | str:
    """Lay out a run (R13): one suit, no rank twice, wilds filling the gaps and then
    extending the run upwards (downwards once it reaches the top). Aces are low (R3), or
    low or high under V1, never both in one run; runs never wrap."""
    if not naturals:
        return _("a run needs at least one card that is not wild")
    suit = naturals[0].suit
    for card in naturals:
        if card.suit != suit:
            return _("a run needs one suit: {first} and {card} differ (R13)").format(first=naturals[0], card=card)
    ranks = sorted(c.rank for c in naturals)
    for a, b in zip(ranks, ranks[1:]):
        if a == b:
            return _("a run never holds two cards of one rank: {card} twice (R13)").format(card=Card(a, suit))
    if len(naturals) + len(wilds) > MAX_RUN:
        return _("a run holds at most {count} cards, one of each rank (R13)").format(count=MAX_RUN)
    layouts = [_run_positions(ranks, len(wilds), top=13)]
    if aces_high and ranks[0] == 1:
        layouts.append(_run_positions(ranks[1:] + [14], len(wilds), top=14))
    elif aces_high:
        layouts[0] = _run_positions(ranks, len(wilds), top=14)
    fits = [layout for layout in layouts if layout is not None]
    if not fits:
        return _run_problem(ranks, suit, len(wilds), aces_high)
    positions = fits[0]  # every fit holds all the cards; prefer the Ace low when both work
    by_rank = {c.rank: c for c in naturals}
    wild_iter = iter(wilds)
    cards, plays_as = [], []
    for pos in positions:
        rank = 1 if pos == 14 else pos
        natural = by_rank.get(rank)
        if natural is not None and (pos != 14 or ranks[0] == 1):
            cards.append(natural)
            plays_as.append(natural)
        else:
            cards.append(next(wild_iter))
            plays_as.append(card_of(rank, suit))
    return Meld("run", tuple(cards), tuple(plays_as), wild_rank)


def _run_positions(ranks: list[int], n_wilds: int, top: int) -> list[int] | None:
    """Positions (ranks; 14 for a high Ace) a run occupies, or None if the wilds cannot
    fill its gaps. Extra wilds extend the run upwards, then downwards."""
    low, high = ranks[0], ranks[-1]
    bottom = 2 if top == 14 and high == 14 else 1
    gaps = (high - low + 1) - len(ranks)
    if gaps > n_wilds:
        return None
    extra = n_wilds - gaps
    up = min(extra, top - high)
    down = extra - up
    if low - down < bottom:
        return None
    return list(range(low - down, high + up + 1))


def _run_problem(ranks: list[int], suit: str, n_wilds: int, aces_high: bool) -> str:
    """Why same-suit cards with distinct ranks are not a run: a wrap, V1, or gaps."""
    has_ace, has_top, has_bottom = 1 in ranks, any(r >= 12 for r in ranks), any(r in (2, 3) for r in ranks)
    if has_ace and has_top and has_bottom:
        return _("K-A-2 would wrap around: runs never wrap (R3)")
    if has_ace and has_top and not aces_high:
        return _("Q-K-A is a run only with aces high (variant V1); here aces are low (R3)")
    if has_ace and aces_high and has_top:
        ranks = sorted([r for r in ranks if r != 1] + [14])
    missing = [r for r in range(ranks[0], ranks[-1] + 1) if r not in ranks]
    shown = [str(Card(1 if r == 14 else r, suit)) for r in missing]
    have = _("there is none") if n_wilds == 0 else count_text(n_wilds, "there is only {count}",
                                                                "there are only {count}")
    if len(missing) == 1:
        return _("the gap at {card} needs a wild and {have} (R13, R15)").format(card=shown[0], have=have)
    # TRANSLATORS: {wilds} is "2 wilds", "3 wilds"...; {have} says how many wilds the cards hold.
    return _("the gaps at {cards} need {wilds} and {have} (R13, R15)").format(
        cards=", ".join(shown), wilds=count_text(len(missing), "{count} wild", "{count} wilds"), have=have)
