"""The same hands under several rule sets, side by side: what is a meld (`check_meld`, with
its reasons) and what a hand scores (`best_arrangement`) as the house rules change
(notebook 8). A notebook shows a table of card pictures; the plain text is the same table
in lines of at most 100 characters.

>>> tables = {"standard": Rules(), "no all-wild melds": Rules(jokers=2, all_wild_melds=False)}
>>> print(melds_side_by_side(["3S 3H 7H", "JK JK 3S"], 1, tables))
Is it a meld? Round 1, threes wild.
3♠ 3♥ 7♥
  standard: yes, set of 7s
  no all-wild melds: yes, set of 7s
JK JK 3♠
  standard: no: impossible cards: 2 jokers, and these rules play with no jokers (jokers=0)
  no all-wild melds: yes, set of 3s
>>> print(scores_side_by_side(["QH 2C AS"], 5, {"R16": Rules(), "J Q K by rank": Rules(face_cards="rank")}))
What does it score? Round 5, sevens wild.
Q♥ 2♣ A♠
  R16: penalty 13 (left over: A♠ 1 + 2♣ 2 + Q♥ 10)
  J Q K by rank: penalty 15 (left over: A♠ 1 + 2♣ 2 + Q♥ 12)
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..cards import Card, as_cards, format_cards
from ..draw.palette import BAD, GOOD
from ..draw.svg import show_arrangement, show_hand, show_meld
from ..language import _
from ..melds import check_meld
from ..rules import Rules, check_round, check_rules, wild_name
from ..solver import best_arrangement

WIDTH = 100  # characters of a plain line
PICTURE_SCALE = 0.7  # the cards a little smaller, so that three rule sets fit a screen's width


@dataclass(frozen=True)
class Verdict:
    """One hand under one rule set: a short line, whether it is good news, and its picture (SVG)."""

    text: str
    good: bool
    svg: str


@dataclass(frozen=True)
class SideBySide:
    """Hands (rows) under rule sets (columns): a `Verdict` for each."""

    title: str
    names: tuple[str, ...]  # the rule sets, in order
    rules: tuple[Rules, ...]
    hands: tuple[tuple[Card, ...], ...]
    verdicts: tuple[tuple[Verdict, ...], ...]  # verdicts[hand][rule set]

    def __str__(self) -> str:
        lines = [self.title]
        for hand, row in zip(self.hands, self.verdicts):
            lines.append(format_cards(hand))
            for name, verdict in zip(self.names, row):
                lines += textwrap.wrap(f"{name}: {verdict.text}", WIDTH, initial_indent="  ",
                                       subsequent_indent="    ", break_on_hyphens=False)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head = "".join(f"<th style='text-align:left;padding:4px 8px'>{html.escape(name)}<br>"
                       f"<code style='font-weight:normal'>{html.escape(repr(rules))}</code></th>"
                       for name, rules in zip(self.names, self.rules))
        rows = []
        for row in self.verdicts:
            cells = "".join(
                f"<td style='vertical-align:top;padding:4px 8px'>{v.svg}"
                f"<p style='color:{GOOD if v.good else BAD};max-width:22em;margin:2px 0'>"
                f"{'✓' if v.good else '✗'} {html.escape(v.text)}</p></td>" for v in row)
            rows.append(f"<tr>{cells}</tr>")
        return (f"<p><b>{html.escape(self.title)}</b></p><table style='border-collapse:collapse'>"
                f"<tr>{head}</tr>{''.join(rows)}</table>")


def _checked(hands: Iterable[str | Iterable[Card]], round: int,
             rule_sets: Mapping[str, Rules]) -> tuple[tuple[tuple[Card, ...], ...], tuple[str, ...], tuple[Rules, ...]]:
    check_round(round)
    if not rule_sets:
        raise ValueError("no rule sets to compare: give at least one, such as {'standard': Rules()}")
    rules = tuple(check_rules(r) for r in rule_sets.values())
    return tuple(tuple(as_cards(hand)) for hand in hands), tuple(rule_sets), rules


def melds_side_by_side(hands: Iterable[str | Iterable[Card]], round: int,
                       rule_sets: Mapping[str, Rules]) -> SideBySide:
    """Is each hand a meld under each rule set (R12-R15 and the house rules)? Yes with the
    meld drawn (each wild showing what it plays as), or no with `check_meld`'s reason."""
    cards, names, rules = _checked(hands, round, rule_sets)

    def verdict(hand: tuple[Card, ...], table: Rules) -> Verdict:
        check = check_meld(hand, round, table)
        if check.meld is not None:
            return Verdict(_("yes, {meld}").format(meld=check.meld.label), True,
                           show_meld(check.meld, scale=PICTURE_SCALE).svg)
        return Verdict(_("no: {reason}").format(reason=check.reason), False,
                       show_hand(hand, round, scale=PICTURE_SCALE).svg)

    question = _("Is it a meld? Round {round}, {wild} wild.").format(round=round, wild=wild_name(round))
    return SideBySide(question, names, rules, cards,
                      tuple(tuple(verdict(hand, table) for table in rules) for hand in cards))


def scores_side_by_side(hands: Iterable[str | Iterable[Card]], round: int,
                        rule_sets: Mapping[str, Rules]) -> SideBySide:
    """What each hand scores at its best under each rule set (R16, H2 and the house rules),
    with its best arrangement drawn."""
    cards, names, rules = _checked(hands, round, rule_sets)

    def verdict(hand: tuple[Card, ...], table: Rules) -> Verdict:
        best = best_arrangement(hand, round, table)
        left = " + ".join(f"{card} {points}" for card, points in best.deadwood_points) or _("nothing")
        melds = "; ".join(meld.label for meld in best.melds)
        text = (_("penalty {penalty} ({melds}, left over: {left})") if melds else
                _("penalty {penalty} (left over: {left})")).format(penalty=best.penalty, melds=melds, left=left)
        return Verdict(text, best.penalty == 0, show_arrangement(best, scale=PICTURE_SCALE).svg)

    question = _("What does it score? Round {round}, {wild} wild.").format(round=round, wild=wild_name(round))
    return SideBySide(question, names, rules, cards,
                      tuple(tuple(verdict(hand, table) for table in rules) for hand in cards))


__all__ = ["SideBySide", "Verdict", "melds_side_by_side", "scores_side_by_side"]
