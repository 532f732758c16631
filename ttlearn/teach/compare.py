"""A learner's arrangement of a hand against the best (R16): the penalties, every optimal
arrangement, and the difference in words a learner understands: which cards they left
over that a best arrangement melds, and with which cards, and what it saves.

>>> from ttlearn import check_meld, parse_cards
>>> hand = parse_cards("5H 6H KS 7H 9C 9D 8S")
>>> mine = arrangement_of([check_meld("5H 6H 7H KS", 11).meld], parse_cards("9C 9D 8S"), round=11)
>>> print(compare(hand, mine).explanation)  # doctest: +NORMALIZE_WHITESPACE
Your penalty is 26; the best is 8, 18 points fewer. You left 9♣ 9♦ over: with K♠
(from your run 5♥–8♥) they make a set of 9s, K♠ playing as 9♠, saving 18 points.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..cards import Card, format_cards
from ..language import _, ngettext
from ..language.card_words import points_text
from ..melds import Arrangement, Meld, _a_meld
from ..rules import Rules, check_rules, is_wild
from ..solver import all_best_arrangements


def arrangement_of(melds: Sequence[Meld], leftover: Iterable[Card], round: int,
                   rules: Rules | None = None) -> Arrangement:
    """A learner's arrangement: their melds, and the rest left over at its points (R16, H2)."""
    rules = check_rules(rules)
    leftover = tuple(sorted(leftover))
    penalty = sum(rules.points(card, round) for card in leftover)
    return Arrangement(tuple(melds), leftover, penalty, round, rules)


class AgainstTheBest:
    """A learner's answer scored against the best one: the penalty it leaves, the best
    penalty, and the explanation in words (shared by the arrangement and discard trainers)."""

    penalty: int
    best_penalty: int
    explanation: str

    @property
    def is_best(self) -> bool:
        return self.penalty == self.best_penalty

    @property
    def missed(self) -> int:
        """The points above the best penalty."""
        return self.penalty - self.best_penalty

    def verdict(self) -> str:
        return "best" if self.is_best else f"{self.missed} over the best"

    def __str__(self) -> str:
        return self.explanation


@dataclass(frozen=True)
class Comparison(AgainstTheBest):
    """The learner's arrangement against the best. `is_best` when the penalty is the lowest
    there is, even with other melds; `same_as_best` when it also groups the natural cards
    as one of the optimal arrangements does (where the wilds go aside). `closest` is the
    optimal arrangement the explanation compares with."""

    penalty: int
    best_penalty: int
    best: tuple[Arrangement, ...]  # every optimal arrangement (`all_best_arrangements`)
    closest: Arrangement
    same_as_best: bool
    explanation: str

    def __repr__(self) -> str:
        return f"Comparison(penalty {self.penalty}, best {self.best_penalty}, {self.verdict()})"


def compare(hand: Iterable[Card], mine: Arrangement, rules: Rules | None = None) -> Comparison:
    """Compare the learner's arrangement `mine` of `hand` with every optimal arrangement."""
    rules = rules or mine.rules
    hand = list(hand)
    if Counter(hand) != Counter(mine.cards):
        raise ValueError(f"the arrangement holds {format_cards(sorted(mine.cards))}, "
                         f"not the hand {format_cards(sorted(hand))}")
    best = tuple(all_best_arrangements(hand, mine.round, rules))
    lowest = best[0].penalty
    if mine.penalty < lowest:  # the solver would be wrong: never, but never silently
        raise AssertionError(f"{mine} beats the solver's best penalty {lowest}")
    closest = min(best, key=lambda b: _distance(mine, b))
    same = any(_naturals(mine) == _naturals(b) for b in best)
    if same:
        closest = next(b for b in best if _naturals(mine) == _naturals(b))
    text = _equal(mine, best, closest, same) if mine.penalty == lowest else _worse(mine, closest)
    return Comparison(mine.penalty, lowest, best, closest, same, text)


# --- telling the difference ------------------------------------------------------------------


def _wild(card: Card, arrangement: Arrangement) -> bool:
    return is_wild(card, arrangement.round)  # R5, and a joker


def _naturals(arrangement: Arrangement) -> tuple:
    """The arrangement up to where its wilds go: its melds' natural cards and its leftover."""
    melds = sorted(tuple(sorted(c for c in m.cards if not _wild(c, arrangement))) for m in arrangement.melds)
    return tuple(melds), tuple(sorted(arrangement.deadwood))


def _distance(mine: Arrangement, best: Arrangement) -> tuple[int, int]:
    """How many sentences the explanation takes against `best`, then how few melds agree."""
    missed = _missed_by_meld(mine, best)
    instead = Counter(best.deadwood) - Counter(mine.deadwood)
    agree = len({tuple(sorted(m.cards)) for m in mine.melds} & {tuple(sorted(m.cards)) for m in best.melds})
    return len(missed) + bool(instead), -agree


def _missed_by_meld(mine: Arrangement, best: Arrangement) -> list[tuple[Meld, list[Card]]]:
    """For each meld of `best`, the learner's leftover cards it melds (an empty list is left out)."""
    left = Counter(mine.deadwood)
    found = []
    for meld in best.melds:
        cards = []
        for card in meld.cards:
            if left[card]:
                left[card] -= 1
                cards.append(card)
        if cards:
            found.append((meld, cards))
    return found


def _points(cards: Iterable[Card], arrangement: Arrangement) -> int:
    return sum(arrangement.rules.points(c, arrangement.round) for c in cards)



def _where(cards: list[Card], mine: Arrangement) -> str:
    """The cards named with the learner's meld each is in: '8♥ 9♥ (from your run 7♥–9♥)'."""
    parts: list[tuple[str, list[Card]]] = []
    free = [list(m.cards) for m in mine.melds]
    for card in cards:
        source = next((k for k, meld in enumerate(free) if card in meld), None)
        label = "" if source is None else mine.melds[source].label
        if source is not None:
            free[source].remove(card)
        if parts and parts[-1][0] == label:
            parts[-1][1].append(card)
        else:
            parts.append((label, [card]))
    return _(" and ").join(_("{cards} (from your {meld})").format(cards=format_cards(group), meld=label) if label
                           else format_cards(group) for label, group in parts)


def _whole_meld(cards: list[Card], mine: Arrangement) -> Meld | None:
    """The learner's meld made of exactly these cards, if there is one."""
    return next((m for m in mine.melds if cards and Counter(m.cards) == Counter(cards)), None)


def _worse(mine: Arrangement, best: Arrangement) -> str:
    """Why `best` has fewer points: the leftover cards it melds, and what it leaves over instead."""
    difference = mine.penalty - best.penalty
    sentences = [_("Your penalty is {penalty}; the best is {best}, {points} fewer.").format(
        penalty=mine.penalty, best=best.penalty, points=points_text(difference))]
    missed = _missed_by_meld(mine, best)
    instead = list((Counter(best.deadwood) - Counter(mine.deadwood)).elements())
    alone = len(missed) == 1 and not instead
    for meld, cards in missed:
        others = list((Counter(meld.cards) - Counter(cards)).elements())
        points = _points(cards, mine)
        head = (_("You left {cards} over") if alone else _("You left {cards} over ({points})")).format(
            cards=format_cards(cards), points=points_text(points))
        n, fits = len(cards), _whole_meld(others, mine)
        if fits is not None:
            how = ngettext("it fits your {fits}, making {meld}", "they fit your {fits}, making {meld}", n)
        elif others:
            how = ngettext("with {cards} it makes {meld}", "with {cards} they make {meld}", n)
        else:
            how = ngettext("it makes {meld} on their own", "they make {meld} on their own", n)
        how = how.format(fits=fits.label if fits else "", cards=_where(others, mine), meld=_a_meld(meld))
        wilds = "".join(_(", {wild} playing as {played}").format(wild=wild, played=played)
                        for wild, played in meld.wilds if wild != played)
        sentence = _("{head}: {how}{wilds}, saving {points}.") if alone else _("{head}: {how}{wilds}.")
        sentences.append(sentence.format(head=head, how=how, wilds=wilds, points=points_text(difference)))
    if instead:
        sentences.append(_("The best arrangement leaves {cards} over instead ({points}).").format(
            cards=_where(instead, mine), points=points_text(_points(instead, mine))))
    return " ".join(sentences)


def _equal(mine: Arrangement, best: Sequence[Arrangement], closest: Arrangement, same: bool) -> str:
    """The learner found the lowest penalty: say so, and whether other arrangements match it."""
    others = len(best) - (1 if same else 0)
    if same:
        head = _("Your arrangement is the best: penalty {penalty}.").format(penalty=mine.penalty)
        if not others:
            return head + _(" It is the only optimal arrangement.")
        shown = next(b for b in best if b is not closest)
        return head + ngettext(" {count} other arrangement is just as good, such as {arrangement}.",
                               " {count} other arrangements are just as good, such as {arrangement}.",
                               others).format(count=others, arrangement=_one_line(shown))
    head = _("Your penalty, {penalty}, is the best there is.").format(penalty=mine.penalty)
    more = _(" Another arrangement is just as good: {arrangement}.") if others == 1 else \
        _(" Another arrangement is just as good ({count} in all): {arrangement}.")
    return head + more.format(count=others, arrangement=_one_line(closest))


def _one_line(arrangement: Arrangement) -> str:
    melds = "; ".join(m.explain() for m in arrangement.melds) or _("no melds")
    left = format_cards(arrangement.deadwood) or _("nothing")
    return _("{melds}, leaving {cards} over").format(melds=melds, cards=left)
