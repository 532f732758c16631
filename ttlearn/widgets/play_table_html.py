"""The play table's pictures as HTML, from the model alone (so tests read them headlessly):
the opponents (their hands face down, or the melds laid down by one who went out, R10),
the round's-end panel with every hand in its best arrangement (R16, R17), the final table,
and the static picture a notebook keeps for where widgets do not run. Their words are in
the current language (a view draws them in its own)."""

from __future__ import annotations

import html
from functools import lru_cache

from ..draw.layout import CARD_H, LABEL_H, MARGIN, PAD
from ..draw.palette import GOOD, LEFTOVER, SELECTED
from ..draw.svg import show_arrangement, show_card, show_meld
from ..language import _, count_text, get_language
from ..language.card_words import points_text
from ..practice.play_table import HUMAN, PlayTable
from ..practice.table_state import RoundOver
from ..rules import ROUNDS, wild_words
from .picture import heading_html

BOX = "display:inline-block;vertical-align:top;border-radius:10px;padding:4px 12px 8px;margin:0 12px 8px 0"
MELD_SCALE = 0.8  # an opponent's laid-down melds: as large as the backs' fan is wide, easy to read
# Every opponent's box is as tall as one with melds laid down (a line, then a meld), so the
# table under it stays put when somebody goes out.
BODY_HEIGHT = 22 + round((2 * MARGIN + LABEL_H + 2 * PAD + CARD_H) * MELD_SCALE)
TEXT = "font-size:16px;margin:4px 0"


@lru_cache(maxsize=8)
def _back(language: str) -> str:
    """A card's back, in a language (its title, for a screen reader, is in words)."""
    return show_card(None, scale=0.55).svg


def heading(table: PlayTable) -> str:
    """The game's heading: the round, its wild rank, and the seed (for a class: the same deal)."""
    panel = table.round_over  # the next round is dealt already, but the panel speaks of the one just over
    round = panel.round if panel is not None else table.view.round
    if table.over:
        where = _("the game is over")
    else:
        where = _("round {round} of {rounds} · {wild}").format(round=round, rounds=ROUNDS[-1], wild=wild_words(round))
        # TRANSLATORS: after "round 3 of 11 · fives wild" while the round's scores show.
        where += " · " + _("over") if panel is not None else ""
    # In words, not code: a Voila page hides code, and a learner plays there by the seed box.
    again = _("Seed {seed}: type it in the seed box under New game to deal this game again, "
              "for a whole class.").format(seed=table.seed)
    title = _("Three Thirteen · {where}").format(where=where)
    return (f"<h3 style='margin:4px 0'>{html.escape(title)}</h3>"
            f"<p style='font-size:14px;margin:0;color:#444'>{html.escape(again)}</p>")


def opponents_html(table: PlayTable) -> str:
    """Each computer player: name, cards and total; the hand face down, or the melds laid
    down by whoever went out (their hand is on the table, R10)."""
    view = table.view
    boxes = []
    for seat, name in enumerate(view.names):
        if seat == HUMAN:
            continue
        total = count_text(view.totals[seat], "{count} point so far", "{count} points so far")
        # TRANSLATORS: after an opponent's points so far: this player dealt the cards of this round.
        total += " · " + _("dealer this round") if seat == view.dealer else ""
        head = (f"<div style='font-size:16px;font-weight:bold'>{html.escape(name)}</div>"
                f"<div style='font-size:14px'>{html.escape(total)}</div>")
        if seat == view.went_out:
            melds = "".join(show_meld(m, scale=MELD_SCALE).svg for m in view.laid_down)
            went = html.escape(_("went out, laid down:"))
            body = f"<div style='font-size:14px;color:{GOOD};font-weight:bold'>{went}</div>{melds}"
            frame = GOOD
        else:
            n = view.hand_sizes[seat]
            backs = f"<span style='display:inline-block;margin-right:-26px'>{_back(get_language())}</span>" * n
            face_down = count_text(n, "{count} card face down", "{count} cards face down")
            body = (f"<div style='font-size:14px'>{html.escape(face_down)}</div>"
                    f"<div style='padding-right:26px;white-space:nowrap'>{backs}</div>")
            frame = LEFTOVER
        boxes.append(f"<div style='{BOX};border:2px solid {frame}'>{head}"
                     f"<div style='min-height:{BODY_HEIGHT}px'>{body}</div></div>")
    return f"<div class='tt-opponents'>{''.join(boxes)}</div>"


def panel_html(panel: RoundOver) -> str:
    """The round's end: who went out, the round's scores and the running totals, each hand
    in its best arrangement (R16), and a word for the learner on their own hand."""
    rows = "".join(f"<tr><td style='padding:2px 14px 2px 0'>{html.escape(s.name)}</td>"
                   f"<td style='text-align:right;padding:2px 14px'>{s.points}</td>"
                   f"<td style='text-align:right;padding:2px 14px'><b>{s.total}</b></td></tr>" for s in panel.seats)
    player, round, total = (html.escape(t) for t in (_("player"), _("round {round}").format(round=panel.round),
                                                     _("total")))
    scores = (f"<table style='font-size:16px;border-collapse:collapse;margin:4px 0 8px'><tr>"
              f"<th style='text-align:left'>{player}</th><th style='padding:2px 14px'>{round}</th>"
              f"<th style='padding:2px 14px'>{total}</th></tr>{rows}</table>")
    hands = []
    for s in panel.seats:
        title = (_("{name}: went out, 0 points (R16)").format(name=s.name) if s.went_out else
                 _("{name}: {points}").format(name=s.name, points=points_text(s.points)))
        hands.append(heading_html(title) + show_arrangement(s.arrangement, scale=0.9).svg)
    then = panel.then
    return (f"<div class='tt-round-over' style='border:3px solid {SELECTED};border-radius:12px;padding:6px 16px 10px;"
            f"background:#F4F9FD'><h3 style='margin:6px 0'>{html.escape(panel.headline)}</h3>{scores}"
            f"{''.join(hands)}<p style='{TEXT};font-weight:bold'>{html.escape(panel.lesson)}</p>"
            f"<p style='{TEXT}'>{html.escape(then)}</p></div>")


def final_html(table: PlayTable) -> str:
    """After round 11: every round's scores with the running totals, and the winner (R17)."""
    board = table.scoreboard()
    head = "".join(f"<th style='padding:2px 12px'>{html.escape(n)}</th>" for n in board.players)
    rows = []
    for k, (row, totals) in enumerate(zip(board.rounds, board.running_totals), 1):
        cells = "".join(f"<td style='text-align:right;padding:2px 12px'>{s} <small>({totals[p]})</small></td>"
                        for s, p in zip(row, board.players))
        rows.append(f"<tr><td>{k}</td>{cells}</tr>")
    total = "".join(f"<th style='text-align:right;padding:2px 12px'>{board.totals[p]}</th>" for p in board.players)
    round_word, total_word = html.escape(_("round")), html.escape(_("total"))
    note = html.escape(_("Each cell: the round's score (running total); the lowest total wins (R17). "
                         "Press New game for another deal."))
    return (f"<div class='tt-final' style='font-size:16px'><h3 style='margin:6px 0'>{html.escape(table.status())}</h3>"
            f"<table style='font-size:16px;border-collapse:collapse'><tr><th>{round_word}</th>{head}</tr>"
            f"{''.join(rows)}<tr><th>{total_word}</th>{total}</tr></table><p style='{TEXT}'>{note}</p></div>")


def picture_html(table: PlayTable) -> str:
    """The state as static HTML: for a notebook shown on GitHub or exported without widgets."""
    parts = [heading(table), f"<p style='{TEXT};font-weight:bold'>{html.escape(table.status())}</p>"]
    if table.round_over is not None:
        parts.append(panel_html(table.round_over))
    elif table.over:
        parts.append(final_html(table))
    else:
        parts.append(table.view.picture(scale=1.0).svg)
    return "".join(parts)
