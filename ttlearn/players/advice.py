"""A computer player's decision, told to the learner as advice: what to do, in the
imperative, and why, in the second person.

A `Decision` says what a player did and why, in the past tense and about itself ("drew
from the stock: 8♠ would not lower my penalty of 18"): right for a log of what happened,
wrong for a hint. The computer players (`ttlearn.players`) also say it as advice, from
templates of their own in every language (`Decision.hint`: "Draw from the stock: 8♠ would
not lower your penalty of 18"), and `advice` shows that.

A decision made by hand, or by a player of the learner's own, has no hint: `advice` then
says the action in the learner's language and the reason after it, in brackets. In English
it first turns the reason round, as it always has, by reading its words ("my" becomes
"your", "threw" "discard"); that reading knows only English, so it is never tried on a
reason in another language.

>>> from ttlearn.engine.actions import Action, DRAW_STOCK
>>> from ttlearn.cards import Card
>>> from ttlearn.players import Decision
>>> advice(Decision(DRAW_STOCK, "drew from the stock: 8♠ would not lower my penalty of 18"))
'Draw from the stock: 8♠ would not lower your penalty of 18'
>>> advice(Decision(Action("go out", Card.parse("2D")), "went out: threw 2♦ and laid down run 4♥–6♥"))
'Go out: discard 2♦ and lay down run 4♥–6♥ (R10)'
"""

from __future__ import annotations

import re

from ..cards import Card
from ..engine.actions import Action
from ..language import DEFAULT, _, get_language
from .player import Decision

# The player's words about itself, and the learner's: whole words only, in this order.
_PERSON = [(r"\bmy\b", "your"), (r"\bme\b", "you"), (r"\bI\b", "you")]
_TENSE = [(r"(^|; )kept\b", r"\1you keep"), (r"\blaid down\b", "lay down"),
          (r"\bpenalty now\b", "your penalty would be"), (r"\bthrew\b", "discard"), (r"\bdrew\b", "draw"),
          (r"\btook\b", "take"), (r"\bwent out\b", "go out")]
# The opening clause of a reason that only repeats the action ("threw Q♣: ", "took 7♥: ").
_CARD = r"[^\s:,]+"  # a card's text, such as 10♥
_REPEAT = re.compile(rf"^(?:threw {_CARD}|drew from the stock|took {_CARD}|went out): ")
_GONE_OUT = re.compile(rf"^went out: threw ({_CARD}) and laid down (.+)$")


def advice(decision: Decision, discard_top: Card | None = None) -> str:
    """The decision as advice: "Take the 7♥: it lowers your penalty from 20 to 18" (R9),
    "Discard Q♣: 10 points and no partner; ...", "Go out: discard 2♦ and lay down ... (R10)".
    `discard_top` names the card a 'draw discard' takes when the reason does not."""
    if decision.hint:
        return decision.hint
    if get_language() != DEFAULT:
        reason = decision.reason.strip()
        return action_words(decision.action, discard_top) + (f" ({reason})" if reason else "")
    action, reason = decision.action, decision.reason.strip()
    if action.kind == "go out":
        melds = _GONE_OUT.match(reason)
        laid = f" and lay down {melds.group(2)}" if melds else ""
        return f"Go out: discard {action.card}{laid} (R10)" + ("" if melds else _aside(reason))
    if action.kind == "draw stock":
        head = "Draw from the stock"
    elif action.kind == "draw discard":
        taken = re.match(rf"^took ({_CARD})", reason)
        card = taken.group(1) if taken else discard_top
        head = f"Take the {card}" if card is not None else "Take the discard"
    else:
        head = f"Discard {action.card}"
    if _REPEAT.match(reason):
        return f"{head}: {_reword(_REPEAT.sub('', reason, count=1))}"
    return head + _aside(reason)


def action_words(action: Action, discard_top: Card | None = None) -> str:
    """An action in the learner's words, as advice: "Draw from the stock", "Take the 7♥"
    (`discard_top` names the card), "Discard Q♣", "Go out: discard 2♦ (R10)"."""
    if action.kind == "go out":
        return _("Go out: discard {card} (R10)").format(card=action.card)
    if action.kind == "draw stock":
        return _("Draw from the stock")
    if action.kind == "draw discard":
        return _("Take the {card}").format(card=discard_top) if discard_top is not None else _("Take the discard")
    return _("Discard {card}").format(card=action.card)


def _aside(reason: str) -> str:
    """A reason that does not fit the advice's words, reworded and in brackets."""
    if "at random" in reason:  # the random player's reasons only repeat the move
        return " (a random choice)"
    return f" ({_reword(reason)})" if reason else ""


def _reword(text: str) -> str:
    """The player's words, said to the learner: 'my' becomes 'your', 'kept' 'you keep'."""
    for pattern, replacement in _PERSON + _TENSE:
        text = re.sub(pattern, replacement, text)
    return text
