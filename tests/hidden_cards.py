"""Hidden cards dealt again: a seeded game's rounds as dealt, and the same round with every
card a seat cannot see (an opponent's unrevealed card, the stock) dealt in another order. A
player or a review that reads only its seat's view must not change (tests/test_expert.py,
tests/test_review.py)."""

from __future__ import annotations

import random

from ttlearn.engine.game import Game
from ttlearn.players.computer_seats import seat_computers


class RoundStart:
    """A round as dealt (hands, upcard, stock), and the actions played in it."""

    def __init__(self, game: Game, actions_before: int):
        self.round, self.dealer, self.turn = game.round, game.dealer, game.turn
        self.hands = [list(h) for h in game.hands]
        self.pile = list(game.pile)
        self.stock = list(game.stock)
        self.first_action = actions_before
        self.actions: list = []

    def game(self, hands=None, stock=None) -> Game:
        return Game.from_position(self.hands if hands is None else hands, self.pile,
                                  self.stock if stock is None else stock, round=self.round, dealer=self.dealer,
                                  turn=self.turn, names=["A", "B", "C", "D"][:len(self.hands)], seed=0)


def rounds_of(players: list[str], seed: int) -> list[RoundStart]:
    """Play a seeded game, keeping each round's deal and actions."""
    game = Game(len(players), seed)
    computers = seat_computers(game, dict(enumerate(players)))
    starts: list[RoundStart] = []
    while game.phase != "over":
        if not starts or starts[-1].round != game.round:
            starts.append(RoundStart(game, len(game.actions)))
        seat = game.turn
        player = computers[seat]
        decision = (player.choose_draw if game.phase == "draw" else player.choose_discard)(game.view(seat))
        starts[-1].actions.append(decision.action)
        game.play(seat, decision.action)
    return starts


def reshuffled(start: RoundStart, actions: list, seat: int, rng: random.Random) -> tuple[list, list]:
    """The round's deal with the cards `seat` cannot see by the end of `actions` dealt again:
    every slot (a card of an opponent's deal, or of the stock) whose card stays hidden from
    `seat` gets another hidden card; the slots whose cards it saw keep them."""
    n = len(start.hands)
    stock = list(range(len(start.stock)))  # slot numbers; the top of the stock is the end
    holding = {s: [("hand", s, k) for k in range(len(start.hands[s]))] for s in range(n)}
    card_of = {("hand", s, k): c for s in range(n) for k, c in enumerate(start.hands[s])}
    card_of.update({("stock", k): c for k, c in enumerate(start.stock)})
    pile_slots: list = [("pile", k) for k in range(len(start.pile))]
    card_of.update({("pile", k): c for k, c in enumerate(start.pile)})
    seen = set(holding[seat]) | set(pile_slots)  # the upcard is face up (R7)
    replay = start.game()
    for action in actions:
        who = replay.turn
        if action.kind == "draw stock":
            assert replay.stock, "a reshuffle (H1) would mix the slots: pick another round"
            slot = ("stock", stock.pop())
            holding[who].append(slot)
            if who == seat:
                seen.add(slot)
        elif action.kind == "draw discard":
            holding[who].append(pile_slots.pop())
        else:
            slot = next(sl for sl in holding[who] if card_of[sl] == action.card)
            holding[who].remove(slot)
            pile_slots.append(slot)
            seen.add(slot)  # face up on the pile (R9)
            if action.kind == "go out":
                seen.update(holding[who])  # the melds are laid down for all to see (R10)
        replay.play(who, action)
    hidden = [slot for slot in card_of if slot not in seen and slot[0] != "pile"]
    cards = [card_of[slot] for slot in hidden]
    rng.shuffle(cards)
    new = dict(card_of)
    new.update(zip(hidden, cards))
    hands = [[new[("hand", s, k)] for k in range(len(start.hands[s]))] for s in range(n)]
    return hands, [new[("stock", k)] for k in range(len(start.stock))]


def moments(players: list[str], seed: int, seat: int = 0):
    """(round start, actions so far) at each decision of `seat`, in rounds without a reshuffle."""
    for start in rounds_of(players, seed):
        game = start.game()
        for k, action in enumerate(start.actions):
            if not game.stock and action.kind == "draw stock":
                break  # H1: the reshuffled pile would be a new hidden order
            if game.turn == seat:
                yield start, start.actions[:k]
            game.play(game.turn, action)


def twin_tables(players: list[str], seed: int, rounds: tuple[int, ...], seat: int = 0):
    """At each decision of `seat` in `rounds`: the table as played, and a twin whose hidden
    cards were dealt again (`reshuffled`), both after the same actions. A test then checks
    that `seat` sees the same view at both, and that the hidden cards mostly differ."""
    rng = random.Random(seed)
    for start, actions in moments(players, seed, seat):
        if start.round not in rounds:
            continue
        real = start.game()
        for action in actions:
            real.play(real.turn, action)
        hands, stock = reshuffled(start, actions, seat, rng)
        other = start.game(hands, stock)
        for action in actions:
            other.play(other.turn, action)
        yield real, other


def hidden_differ(real: Game, other: Game, seat: int = 0) -> bool:
    """Do the twin tables hold the hidden cards differently (another seat's hand, the stock)?"""
    others = [s for s in range(len(real.hands)) if s != seat]
    return ([other.hands[s] for s in others], other.stock) != ([real.hands[s] for s in others], real.stock)
