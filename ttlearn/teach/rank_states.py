"""A knowledge state of the rank-by-rank count (notebook 9) drawn as the cards it stands for.

Read rank by rank, a hand so far allows several *runs in progress*: for each suit, in the
order ♠ ♥ ♦ ♣, how long its run still growing is (0 for none, 3 for three or more). The
table shows each of them as cards: a suit's run still growing (its cards at the last rank
read and the ranks just below), and the hand's other cards, which lie in a set or in a run
that stopped. It is a Markdown table, so it shows wherever a notebook is read, untrusted
JupyterLab included.

>>> print(state_table("AH AD AC", 1, ["0111", "0000"]))  # doctest: +NORMALIZE_WHITESPACE
| runs in progress | ♠ | ♥ | ♦ | ♣ | the other cards (a set, or runs that stopped) |
|---|---|---|---|---|---|
| 0111 | · | A♥ | A♦ | A♣ | · |
| 0000 | · | · | · | · | A♥ A♦ A♣ |
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import SUITS, Card, as_cards, format_cards
from ..language import _
from .text import Markdown

NONE = "·"  # an empty place in the table


def _runs(runs: str | Sequence[int]) -> tuple[int, ...]:
    """Runs in progress as four lengths, from "0111" or (0, 1, 1, 1)."""
    lengths = tuple(int(n) for n in runs)
    if len(lengths) != len(SUITS) or not all(0 <= n <= 3 for n in lengths):
        raise ValueError(f"runs in progress are four lengths from 0 to 3, one a suit: not {runs!r}")
    return lengths


def growing(cards: Iterable[Card], suit: str, rank: int, run: int) -> list[Card]:
    """The cards of a suit's run still growing at `rank`: its cards at `rank` and the ranks
    just below, `run` of them (all in a row for 3, "three or more")."""
    held = {card.rank for card in cards if card.suit == suit}
    found: list[Card] = []
    while rank - len(found) in held and (run == 3 or len(found) < run):
        found.append(Card(rank - len(found), suit))
    if len(found) < run:
        raise ValueError(f"the hand has no run of {run} in {suit} up to rank {rank}")
    return found[::-1]


def state_table(cards: str | Iterable[Card], rank: int, state: Iterable[str | Sequence[int]]) -> Markdown:
    """The runs in progress of `state` (the hand's knowledge state after `rank`), one row
    each, drawn as the cards of the hand `cards` they stand for."""
    hand = as_cards(cards)
    heading = (_("runs in progress"), _("the other cards (a set, or runs that stopped)"))
    rows = [f"| {heading[0]} | ♠ | ♥ | ♦ | ♣ | {heading[1]} |",
            "|---|---|---|---|---|---|"]
    for runs in state:
        lengths = _runs(runs)
        suits = [growing(hand, suit, rank, run) for suit, run in zip(SUITS, lengths)]
        others = [card for card in hand if not any(card in run for run in suits)]
        places = [format_cards(run) if run else NONE for run in suits]
        rows.append(f"| {''.join(map(str, lengths))} | {' | '.join(places)} | {format_cards(others) or NONE} |")
    return Markdown("\n".join(rows) + "\n", _("{count} runs in progress of {cards}").format(
        count=len(rows) - 2, cards=format_cards(hand)))
