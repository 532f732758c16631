"""What one seat can know about the cards it cannot see, from its `PlayerView` alone.

The public log of the round (`view.events`) shows every card that was turned face up: the
upcard (R7), each discard (R9) and each card taken from the discard pile. From it a seat
knows which cards are buried in the pile (until a reshuffle returns them to the stock, H1),
which cards each opponent took and still holds, and which they threw. Every other card of
the decks (R2) that is not in its own hand is *unseen*: in the stock, or in an opponent's
hand. `sample_table` deals the unseen cards out again at random, consistently with all of
that: a determinization, one possible table the seat cannot tell from the real one.

>>> from ttlearn.engine.game import Game
>>> view = Game(2, seed=3).view(0)
>>> belief = Belief.of(view)
>>> len(belief.unseen), belief.hidden
(48, {1: 3})
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..cards import Card, card_order, deck
from ..engine.player_view import PlayerView


@dataclass(frozen=True)
class Belief:
    """The seat's knowledge of the hidden cards.

    `unseen`: the cards it has not seen (sorted), each in the stock or in an opponent's
    hand. `known`: for each opponent, the cards it took from the discard pile and has not
    thrown since, so it still holds them. `hidden`: for each opponent, how many of its cards
    are unknown. `thrown`: each opponent's discards this round, in order."""

    seat: int
    unseen: tuple[Card, ...]
    known: dict[int, tuple[Card, ...]]
    hidden: dict[int, int]
    thrown: dict[int, tuple[Card, ...]]
    stock_size: int

    @classmethod
    def of(cls, view: PlayerView) -> Belief:
        """Read the belief from the view's hand, pile top, melds laid down and public log."""
        left = Counter(deck(view.decks, view.rules.jokers))
        left.subtract(view.hand)
        others = [seat for seat in range(len(view.names)) if seat != view.seat]
        pile: list[Card] = []
        taken: dict[int, Counter[Card]] = {seat: Counter() for seat in others}
        thrown: dict[int, list[Card]] = {seat: [] for seat in others}
        for event in view.events:
            if event.kind == "reshuffle":
                pile = pile[-1:]  # the cards under the top go back to the stock, unseen again (H1)
            elif event.card is None:
                continue  # a stock draw stays hidden; other events show no card
            elif event.kind == "deal":
                pile = [event.card]
            elif event.kind == "draw" and event.source == "discard":
                pile.pop()
                if event.seat in taken:
                    taken[event.seat][event.card] += 1
            elif event.kind in ("discard", "go out"):
                pile.append(event.card)
                if event.seat in taken:
                    thrown[event.seat].append(event.card)
                    if taken[event.seat][event.card]:
                        taken[event.seat][event.card] -= 1
        left.subtract(pile)
        known: dict[int, tuple[Card, ...]] = {}
        for seat in others:
            # The cards of whoever went out are all in its melds, on the table (R10).
            known[seat] = () if seat == view.went_out else tuple(sorted(taken[seat].elements(), key=card_order))
            left.subtract(known[seat])
        for meld in view.laid_down:
            left.subtract(meld.cards)
        hidden = {seat: 0 if seat == view.went_out else view.hand_sizes[seat] - len(known[seat]) for seat in others}
        unseen = tuple(sorted(left.elements(), key=card_order))
        return cls(view.seat, unseen, known, hidden, {s: tuple(c) for s, c in thrown.items()}, view.stock_size)


@dataclass(frozen=True)
class Table:
    """One determinization: a hand for every opponent and the order of the stock (its top
    is the end of the list), dealt from the unseen cards."""

    hands: dict[int, tuple[Card, ...]]
    stock: tuple[Card, ...]


def sample_table(belief: Belief, rng: random.Random) -> Table:
    """Deal the unseen cards at random: each opponent gets the cards it is known to hold
    and its hidden count from the unseen cards, and the rest is the stock, shuffled."""
    cards = list(belief.unseen)
    rng.shuffle(cards)
    hands = {}
    for seat, count in belief.hidden.items():
        hands[seat] = belief.known[seat] + tuple(cards[:count])
        del cards[:count]
    return Table(hands, tuple(cards))


def played_table(view: PlayerView, belief: Belief, rng: random.Random, seat: int | tuple[int, ...]) -> Table:
    """A determinization in which `seat`'s hand is played forward through the round's
    public log the way a sensible player keeps its cards: it is dealt unseen cards (R4), a
    stock draw adds an unseen card, a card taken from the pile is added (R9), and a discard
    that is not in the sampled hand stands for the card such a player would have thrown (no
    partner, most points; never a wild), which goes back among the unseen cards. So the
    sampled hand holds pairs and near-melds as a real hand does after some turns, unlike a
    hand dealt at random (`sample_table`). It is then made consistent with the belief
    (known cards held, every other card unseen, the right size); the other opponents get
    unseen cards at random."""
    seats = (seat,) if isinstance(seat, int) else seat
    pool = list(belief.unseen)
    rng.shuffle(pool)
    hands = {s: [pool.pop() for _ in range(min(view.round + 2, len(pool)))] for s in seats}
    for event in view.events:
        hand = hands.get(event.seat)  # type: ignore[arg-type]
        if hand is None:
            continue
        if event.kind == "draw":
            if event.source == "discard" and event.card is not None:
                hand.append(event.card)
            elif pool:
                hand.append(pool.pop())
        elif event.kind == "discard" and event.card is not None:
            if event.card in hand:
                hand.remove(event.card)
            elif hand:
                pool.insert(rng.randrange(len(pool) + 1), hand.pop(thrown_by_a_sensible_player(hand, view.wild_rank)))
    return _consistent(hands, belief, rng)


def thrown_by_a_sensible_player(hand: list[Card], wild: int) -> int:
    """The index of the card a sensible player throws: a natural card with the fewest
    partners (cards it could meld with, R12, R13: counted up to two), and of those the one
    with most points; wilds and jokers are kept (R15). A quick rule, not the solver: it is asked for
    every discard of every sampled hand.

    >>> from ttlearn.cards import parse_cards
    >>> hand = parse_cards("4H 5H 9C KS KD")
    >>> hand[thrown_by_a_sensible_player(hand, wild=3)]
    9♣
    """
    ranks = Counter(card.rank for card in hand)
    by_suit = Counter((card.suit, card.rank) for card in hand if card.rank != wild and not card.is_joker)
    best, best_cost = 0, (-9, 0)
    for k, card in enumerate(hand):
        if card.rank == wild or card.is_joker:
            continue
        partners = ranks[card.rank] - 1
        partners += sum(by_suit[card.suit, card.rank + d] for d in (-2, -1, 1, 2))
        cost = (-min(partners, 2), min(card.rank, 10))
        if cost > best_cost:
            best, best_cost = k, cost
    return best


def _consistent(hands: dict[int, list[Card]], belief: Belief, rng: random.Random) -> Table:
    """Each opponent's sampled hand, made to agree with the belief: its known cards, then
    sampled cards that are still unseen (each unseen card used once), topped up with other
    unseen cards at random; the unseen cards left over are the stock, shuffled."""
    left = Counter(belief.unseen)
    kept: dict[int, list[Card]] = {}
    for seat in belief.hidden:
        hand = hands.get(seat, [])
        known = Counter(belief.known[seat])
        mine = list(belief.known[seat])
        for card in hand:
            if known[card]:
                known[card] -= 1
            elif left[card] > 0 and len(mine) < len(belief.known[seat]) + belief.hidden[seat]:
                left[card] -= 1
                mine.append(card)
        kept[seat] = mine
    rest = list(left.elements())
    rng.shuffle(rest)
    for seat, mine in kept.items():
        while len(mine) < len(belief.known[seat]) + belief.hidden[seat] and rest:
            mine.append(rest.pop())
    return Table({seat: tuple(mine) for seat, mine in kept.items()}, tuple(rest))
