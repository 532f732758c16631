"""What a player is, and its decisions told in words a learner reads.

A player is any object with three methods (a person at a keyboard or a widget can take a
seat by providing them), `Player`:

- `start_game(seat, seed)`: a new game begins; `seed` fixes the player's own randomness.
- `choose_draw(view) -> Decision`: 'draw stock' or 'draw discard' (R9).
- `choose_discard(view) -> Decision`: 'discard' a card, or 'go out' with it (R10).

`view` is the `PlayerView` of the player's seat. Each choice is a `Decision`: the action
and one sentence saying why, in two voices (`Reason`): the player's own for the log, and
the learner's as advice. The phrases here are the ones every computer player shares.

>>> Reason(_("took {card}"), _("Take the {card}")).format(card="7♥").yours
'Take the 7♥'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..cards import Card, format_cards
from ..engine.actions import Action
from ..engine.player_view import PlayerView
from ..language import _, count_text, ngettext
from ..melds import Arrangement
from ..rules import is_wild


@dataclass(frozen=True)
class Reason:
    """A reason in the two voices it is told in: the player's own, about itself and in the
    past tense, for a log of what happened (`mine`: "took 7♥: it lowers my penalty from 20
    to 18"), and the learner's, as advice (`yours`: "Take the 7♥: it lowers your penalty
    from 20 to 18"). Each voice is its own translated template, so a hint in any language
    is written, not derived from the player's words.

    >>> Reason(_("took {card}"), _("Take the {card}")).format(card="7♥").yours
    'Take the 7♥'
    """

    mine: str
    yours: str

    def format(self, **fields: object) -> Reason:
        return Reason(self.mine.format(**fields), self.yours.format(**fields))

    def __add__(self, other: Reason) -> Reason:
        return Reason(self.mine + other.mine, self.yours + other.yours)


@dataclass(frozen=True)
class Decision:
    """A chosen action and the one-sentence reason for it in plain words (the player's),
    with the same said to the learner as advice (`hint`, "" when the player gave none: a
    player written by hand), the reason without its opening clause that repeats the action
    (`grounds`: "10 points and no partner; ..." after "threw Q♣: "), and the numbers behind
    it for a learner who asks "why?" (`why`, in both voices; empty when there are none)."""

    action: Action
    reason: str
    hint: str = ""
    grounds: str = ""
    why: Reason = Reason("", "")

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"

    @classmethod
    def of(cls, action: Action, head: Reason, body: Reason | None = None, why: Reason | None = None) -> Decision:
        """The decision `head: body`, in both voices: "took 7♥" and "it lowers my penalty ...",
        with the numbers behind it (`why`), if any."""
        why = Reason("", "") if why is None else why
        if body is None:
            return cls(action, head.mine, head.yours, why=why)
        return cls(action, f"{head.mine}: {body.mine}", f"{head.yours}: {body.yours}", body.mine, why)


class Player(Protocol):
    def start_game(self, seat: int, seed: int) -> None: ...
    def choose_draw(self, view: PlayerView) -> Decision: ...
    def choose_discard(self, view: PlayerView) -> Decision: ...



# The opening clauses the players share, in both voices: functions, so that they are
# translated when said, in the language of that moment.
def from_stock() -> Reason:
    return Reason(_("drew from the stock"), _("Draw from the stock"))


def pile_empty() -> Reason:
    return Reason(_("the discard pile is empty"), _("the discard pile is empty"))


def taking(card: Card) -> Reason:
    return Reason(_("took {card}"), _("Take the {card}")).format(card=card)


def throwing(card: Card) -> Reason:
    return Reason(_("threw {card}"), _("Discard {card}")).format(card=card)


def decide(view: PlayerView, card: Card, rest: Arrangement, why: Reason | None = None,
           also: Reason | None = None) -> Decision:
    """Go out with `card` if the rest is all melds and nobody has gone out, else discard it,
    saying why in plain words (`explain_discard`, then `also`), the numbers (`why`) apart."""
    if rest.penalty == 0 and not rest.deadwood and view.went_out is None:
        return Decision.of(Action("go out", card), Reason(
            _("went out: threw {card} and laid down {melds}"),
            _("Go out: discard {card} and lay down {melds} (R10)")).format(
                card=card, melds="; ".join(m.label for m in rest.melds)))
    body = explain_discard(card, rest, view)
    return Decision.of(Action("discard", card), throwing(card), body if also is None else body + also, why)


def _semicolon(reason: Reason) -> Reason:
    return Reason("; " + reason.mine, "; " + reason.yours)


def explain_draw(top: Card, view: PlayerView, after: Arrangement, now: int, take: bool) -> Reason:
    """In plain words, what the pile's top card would do for the hand (R9): the meld it goes
    into, the cards it pairs with, or that it is wild (R15), and the penalty it leaves
    (`after`: the hand's best after taking it and discarding). `take` says whether the
    player takes it: "it goes into run 4♣–6♣; it lowers my penalty from 30 to 21", or, for
    a draw from the stock, "4♣ would not lower my penalty of 30"."""
    joins = _what_it_joins(top, view, after)
    if take:
        if after.penalty < now:
            lowers = Reason(_("it lowers my penalty from {now} to {after}"),
                            _("it lowers your penalty from {now} to {after}"))
        else:
            lowers = Reason(_("it keeps my penalty at {after}, and a card from the stock would more likely raise it"),
                            _("it keeps your penalty at {after}, and a card from the stock would more likely "
                              "raise it"))
        said = lowers if joins is None else joins + _semicolon(lowers)
        return said.format(now=now, after=after.penalty)
    if after.penalty < now:
        said = Reason(_("{card} would lower my penalty only from {now} to {after}; a card from the stock should "
                        "do better"),
                      _("{card} would lower your penalty only from {now} to {after}; a card from the stock should "
                        "do better"))
    else:
        said = Reason(_("{card} would not lower my penalty of {now}"),
                      _("{card} would not lower your penalty of {now}"))
    return said.format(card=top, now=now, after=after.penalty)


def _what_it_joins(card: Card, view: PlayerView, after: Arrangement) -> Reason | None:
    """The meld a taken card goes into, the cards it pairs with, or that it is wild."""
    meld = next((m for m in after.melds if card in m.cards), None)
    if meld is not None:
        said = Reason(_("it goes into {meld}"), _("it goes into {meld}")).format(meld=meld.label)
        return said if not is_wild(card, view.round) else Reason(
            _("it is wild (R15) and goes into {meld}"), _("it is wild (R15) and goes into {meld}")).format(
                meld=meld.label)
    if is_wild(card, view.round):
        return Reason(_("it is wild (R15)"), _("it is wild (R15)"))
    partners = [c for c in after.deadwood if c != card and not is_wild(c, view.round) and _partners(card, c)]
    if card in after.deadwood and partners:
        return Reason(_("it pairs with {cards}"), _("it pairs with {cards}")).format(cards=format_cards(partners))
    return None


def explain_discard(card: Card, rest: Arrangement, view: PlayerView) -> Reason:
    """One sentence: what the discard costs, what the hand keeps. After "threw Q♣: " it
    reads like "10 points and no partner; kept 7♥ 8♥: one card from a run; melds: none yet;
    penalty now 12"."""
    points = view.rules.points(card, view.round)
    partners = [c for c in rest.cards if not is_wild(c, view.round) and _partners(card, c)]
    if partners:
        about = ngettext("{count} point, pairs only with {cards}", "{count} points, pairs only with {cards}",
                         points).format(count=points, cards=format_cards(partners))
    else:
        about = count_text(points, "{count} point and no partner", "{count} points and no partner")
    near = _near_meld(rest.deadwood, view.round)
    melds = ", ".join(m.label for m in rest.melds) or _("none yet")
    if near:
        said = Reason(_("{about}; kept {near}; melds: {melds}; penalty now {penalty}"),
                    _("{about}; you keep {near}; melds: {melds}; your penalty would be {penalty}"))
    else:
        said = Reason(_("{about}; melds: {melds}; penalty now {penalty}"),
                    _("{about}; melds: {melds}; your penalty would be {penalty}"))
    return said.format(about=about, near=near, melds=melds, penalty=rest.penalty)


def _near_meld(deadwood: tuple[Card, ...], round: int) -> str | None:
    """Two leftover cards that one more card would make a meld, in words."""
    naturals = [c for c in deadwood if not is_wild(c, round)]
    for k, a in enumerate(naturals):
        for b in naturals[k + 1:]:
            if _partners(a, b):
                if a.rank == b.rank:
                    return _("{first} {second}: one card from a set").format(first=a, second=b)
                return _("{first} {second}: one card from a run").format(first=a, second=b)
    return None


def _partners(a: Card, b: Card) -> bool:
    """Could a and b share a meld: same rank (R12), or same suit and close (R13)?"""
    return a.rank == b.rank or (a.suit == b.suit and abs(a.rank - b.rank) <= 2)
