"""An event in words, made when it is shown: the engine logs what happened as data
(`Event`), and this module says it, in the language of the moment. So a game played in
English reads in Thai once the language is Thai, and a saved game holds no sentence.

How a seat is spoken of, "Ana draws" or "You draw", is `seat_texts`; `you` is the seat
spoken to (None: nobody, as in a game of computer players).

>>> from ttlearn.cards import Card
>>> from ttlearn.language import using
>>> from .actions import Event
>>> thrown = Event("discard", 3, 1, card=Card.parse("7H"), names=("Ana", "Ben"))
>>> event_words(thrown, ("Ana", "Ben")), event_words(thrown, ("Ana", "Ben"), you=1)
('Ben discards 7♥', 'You discard 7♥')
>>> with using("sv"):
...     event_words(thrown, ("Ana", "Ben"))
'Ben kastar 7♥'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..language import _, count_text, ngettext
from ..rules import hand_size, wild_words
from .seat_texts import Wording

if TYPE_CHECKING:  # only for the type hints: an event asks for its words (`Event.text`), so no import circle
    from .actions import Event


def event_words(event: Event, names: Sequence[str], you: int | None = None) -> str:
    """`event` in words, in the current language, its seats named by `names` and `you`
    spoken to in the second person."""
    words = Wording.of(names, you)
    if event.kind == "deal":
        return _deal_words(event, words)
    if event.kind == "round score":
        return _score_words(event, words.names)
    if event.kind == "game over":
        return _game_over_words(event, words.names)
    if event.kind == "reshuffle":
        return ngettext("The stock is empty: {count} card of the discard pile is shuffled into a new stock (H1)",
                        "The stock is empty: {count} cards of the discard pile are shuffled into a new stock (H1)",
                        event.reshuffled).format(count=event.reshuffled)
    seat = event.seat
    assert seat is not None, event  # every other event is a seat's (R9, R10, R11)
    if event.kind == "draw":  # R9
        if event.source == "stock":
            return words.text("draw stock", seat)
        return words.text("draw discard", seat, card=event.card)
    if event.kind == "go out":  # R10
        return words.text("go out", seat, melds="; ".join(m.label for m in event.melds), card=event.card)
    if event.kind == "discard":  # R9
        return words.text("discard", seat, card=event.card)
    if event.kind == "last turn":  # R11
        return words.text("last turn", seat)
    raise ValueError(f"no words for an event of kind {event.kind!r}")


def _deal_words(event: Event, words: Wording) -> str:
    """A round begins (R4-R8): who dealt, the cards each, what is wild, the upcard (R7); or
    a position built by hand, and what the discard pile shows."""
    assert event.seat is not None  # the dealer
    dealer, top = words.who(event.seat), event.card
    if event.by_hand:
        shows = _("the discard pile shows {card}").format(card=top) if top else _("the discard pile shows nothing")
        return _("Round {round} (dealer: {dealer}), from a position built by hand: {wild}; {pile}").format(
            round=event.round, dealer=dealer, wild=wild_words(event.round), pile=shows)
    upcard = (_("the upcard is {card}").format(card=top) if top
              else _("no upcard: the first player draws from the stock"))
    each = count_text(hand_size(event.round), "{count} card each", "{count} cards each")
    return _("Round {round} (dealer: {dealer}): {cards}, {wild}; {upcard}").format(
        round=event.round, dealer=dealer, cards=each, wild=wild_words(event.round), upcard=upcard)


def _score_words(event: Event, names: Sequence[str]) -> str:
    """A round's scores (R16), and the turn cap if it ended the round (H1)."""
    shown = ", ".join(f"{name} {score}" for name, score in zip(names, event.scores))
    if event.turn_cap is None:
        return _("Round {round} scores: {scores}").format(round=event.round, scores=shown)
    return _("Round {round} scores (the turn cap of {cap} ended the round, H1): {scores}").format(
        round=event.round, cap=event.turn_cap, scores=shown)


def _game_over_words(event: Event, names: Sequence[str]) -> str:
    """The totals, and the lowest total wins; equal lowest totals share the win (R17)."""
    totals = event.scores
    shown = ", ".join(f"{name} {total}" for name, total in zip(names, totals))
    winners = _(" and ").join(name for name, total in zip(names, totals) if total == min(totals))
    return _("Game over: {totals}; lowest total wins: {winners} (R17)").format(totals=shown, winners=winners)
