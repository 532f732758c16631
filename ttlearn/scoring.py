"""Scoring: the penalty of a hand card by card (R16, H2), and totals over a game (R17).

>>> score = score_hand("5H 6H 7H QS 2C", round=11)
>>> score.penalty, [(str(card), points) for card, points in score.items]
(12, [('2♣', 2), ('Q♠', 10)])
>>> board = Scoreboard(("Ana", "Ben")).add_round({"Ana": 0, "Ben": 23}).add_round({"Ana": 30, "Ben": 5})
>>> board.totals, board.winners
({'Ana': 30, 'Ben': 28}, ('Ben',))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .cards import Card
from .language import _
from .language.card_words import points_text
from .language.text_width import display_width, ljust, rjust
from .melds import Arrangement
from .rules import Rules
from .solver import best_arrangement


@dataclass(frozen=True)
class HandScore:
    """A hand's penalty with its breakdown: each leftover card and its points."""

    arrangement: Arrangement
    went_out: bool = False

    @property
    def items(self) -> tuple[tuple[Card, int], ...]:
        return () if self.went_out else self.arrangement.deadwood_points

    @property
    def penalty(self) -> int:
        return 0 if self.went_out else self.arrangement.penalty

    def explain(self) -> str:
        """The score in words, card by card."""
        if self.went_out:
            return _("went out: 0 points (R16)")
        return self.arrangement.explain()

    def __repr__(self) -> str:
        shown = " + ".join(f"{card} {points}" for card, points in self.items) or "nothing left over"
        return f"HandScore({shown} = {self.penalty})"


def score_hand(
    cards: str | Iterable[Card], round: int, rules: Rules | None = None, went_out: bool = False
) -> HandScore:
    """Score a hand at the end of a round: the best arrangement's leftover cards (R16, H2).
    The player who went out scores 0 whatever the cards (R16)."""
    return HandScore(best_arrangement(cards, round, rules), went_out)


@dataclass(frozen=True)
class Scoreboard:
    """Scores of a game, round by round. Immutable: `add_round` returns a new board."""

    players: tuple[str, ...]
    rounds: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self) -> None:
        if len(set(self.players)) != len(self.players) or not self.players:
            raise ValueError(f"players need distinct names, got {self.players!r}")
        object.__setattr__(self, "players", tuple(self.players))

    def add_round(self, scores: Mapping[str, int] | Sequence[int]) -> Scoreboard:
        """A new board with one more round: scores by player name, or in seat order."""
        if isinstance(scores, Mapping):
            unknown = set(scores) - set(self.players)
            if unknown or len(scores) != len(self.players):
                raise ValueError(f"a round needs a score for each of {self.players}, got {dict(scores)}")
            row = tuple(scores[p] for p in self.players)
        else:
            row = tuple(scores)
            if len(row) != len(self.players):
                raise ValueError(f"a round needs {len(self.players)} scores, got {len(row)}")
        if any(not isinstance(s, int) or s < 0 for s in row):
            raise ValueError(f"scores are whole numbers >= 0, got {row}")
        if len(self.rounds) == 11:
            raise ValueError("a game has eleven rounds (R4); this board is full")
        return Scoreboard(self.players, self.rounds + (row,))

    @property
    def totals(self) -> dict[str, int]:
        """Each player's total so far (R17)."""
        return {p: sum(row[k] for row in self.rounds) for k, p in enumerate(self.players)}

    @property
    def running_totals(self) -> list[dict[str, int]]:
        """Totals after each round, for a table or chart."""
        totals, result = [0] * len(self.players), []
        for row in self.rounds:
            totals = [t + s for t, s in zip(totals, row)]
            result.append(dict(zip(self.players, totals)))
        return result

    @property
    def winners(self) -> tuple[str, ...]:
        """The players with the lowest total; equal lowest totals share the win (R17, H)."""
        totals = self.totals
        low = min(totals.values())
        return tuple(p for p in self.players if totals[p] == low)

    @property
    def finished(self) -> bool:
        return len(self.rounds) == 11

    def table(self) -> str:
        """A plain-text table: one line per round, then the totals."""
        # columns counted as they show (a Thai name is narrower than its characters)
        width = max(6, *(display_width(p) for p in self.players))
        heading, total = _("round"), _("total")
        first = max(5, display_width(heading), display_width(total))  # fits its words in any language
        lines = [ljust(heading, first) + " " + " ".join(rjust(p, width) for p in self.players)]
        for k, row in enumerate(self.rounds, 1):
            lines.append(f"{k:>{first}} " + " ".join(str(s).rjust(width) for s in row))
        lines.append(ljust(total, first) + " " + " ".join(str(self.totals[p]).rjust(width) for p in self.players))
        return "\n".join(lines)


def round_hands(names: Sequence[str], arrangements: Sequence[Arrangement], scores: Sequence[int],
                went_out: int | None) -> list[str]:
    """Every hand at a round's end, laid out at its best, as lines a learner reads: each
    player's name and points, then their melds and the cards left over with their points,
    indented (R16, H2). Whoever went out scores 0 (R16): their melds were shown when they
    went out (R10), so only the line with their name.

    >>> from ttlearn.solver import best_arrangement
    >>> print("\\n".join(round_hands(["Ana", "Ben"], [best_arrangement("4H 5H 6H", 1),
    ...                                             best_arrangement("KD 2C 9S", 1)], [0, 21], 0)))
    Ana: 0 points (went out, R16)
    Ben: 21 points
        no melds
        left over: 2♣ 2 + 9♠ 9 + K♦ 10 = 21 points
    """
    lines = []
    for seat, (name, arrangement, score) in enumerate(zip(names, arrangements, scores, strict=True)):
        out = seat == went_out
        lines.append(f"{name}: {points_text(score)}" + (_(" (went out, R16)") if out else ""))
        if not out:
            lines += ["    " + line for line in arrangement.explain().splitlines()]
    return lines
