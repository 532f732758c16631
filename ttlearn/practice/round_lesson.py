"""A round's end at the play table, for the learner at seat 0: the panel of scores, each
hand at its best (R16) and the running totals (R17), and the round's lesson: the learner's
hand at its best, what their last discard cost, and their decisions reviewed
(`ttlearn.review`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import format_cards
from ..engine.actions import Event, RoundResult
from ..engine.game import Game
from ..language import _
from ..language.card_words import points_text
from ..review import review_game
from ..rules import ROUNDS
from ..solver import best_discard
from .table_state import HUMAN, RoundOver, SeatScore


def round_over(game: Game, result: RoundResult, language: str | None = None) -> RoundOver:
    """The panel of a round just ended, for the learner at seat 0: every seat's score and
    hand at its best (R16), the running totals (R17), and the learner's lesson."""
    names, totals = game.names, game.totals
    seats = tuple(SeatScore(names[k], k == result.went_out, result.arrangements[k], result.scores[k], totals[k])
                  for k in range(len(names)))
    went_out = None if result.went_out is None else game.words.who(result.went_out)  # "you", or a name
    return RoundOver(result.number, went_out, seats, result.arrangements[HUMAN], lesson(game, result),
                     result.number == ROUNDS[-1], by_you=result.went_out == HUMAN, language=language)


def lesson(game: Game, result: RoundResult) -> str:
    """For the learner: their hand at its best (R16), what their last discard cost, and
    their decisions of the round reviewed (`ttlearn.review`)."""
    return hand_lesson(game, result) + " " + round_review(game, result.number)


def round_review(game: Game, round: int) -> str:
    """The round's decisions of the learner, reviewed: how many were best, the points lost,
    and the costliest, if it lost a point or more."""
    review = review_game(game, HUMAN, progress=False, round=round)
    text = _("Your decisions this round: {tally}.").format(tally=review.tally.text())
    costly = review.costliest(1, least="inaccuracy")
    return text + (" " + _("The costliest, {label}: {why}").format(label=_(costly[0].label), why=costly[0].why)
                   if costly else "")


def hand_lesson(game: Game, result: RoundResult) -> str:
    """Their hand at its best (R16), and what their last discard cost."""
    if result.went_out == HUMAN:
        return _("You went out: 0 points for you this round (R10, R16).")
    yours = result.arrangements[HUMAN]
    melds = "; ".join(m.label for m in yours.melds) or _("no melds")
    text = _("Your hand at its best: {melds}, left over {left}: {points} (R16).").format(
        melds=melds, left=format_cards(yours.deadwood) or _("nothing"), points=points_text(yours.penalty))
    events = round_events(game.events, result.number)
    mine = [k for k, e in enumerate(events) if e.seat == HUMAN and e.kind == "discard"]
    if not mine:
        return text
    thrown = events[mine[-1]].card
    assert thrown is not None  # a discard shows its card
    out_before = any(e.kind == "go out" for e in events[:mine[-1]])
    card, best = best_discard(list(result.final_hands[HUMAN]) + [thrown], result.number, game.rules)
    if best.penalty >= yours.penalty:
        word = _("Your last discard, {card}, was as good as any.").format(card=thrown)
    elif best.penalty == 0 and not out_before:
        word = _("On your last turn you could have gone out: discard {card} (R10).").format(card=card)
    else:
        word = _("On your last turn, discarding {card} instead of {thrown} would have left {points}.").format(
            card=card, thrown=thrown, points=points_text(best.penalty))
    return text + " " + word


def round_events(events: Sequence[Event], round: int) -> list[Event]:
    """The events of one round, from its deal to its scores."""
    start = max(k for k, e in enumerate(events) if e.kind == "deal" and e.round == round)
    end = next(k for k in range(start, len(events)) if events[k].kind == "round score")
    return list(events[start:end + 1])
