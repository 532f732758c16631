"""A seed as a learner types it: one place that takes a whole number from 0 to 2**63 - 1,
from a text box or from code, or refuses it with a one-line reason. Every widget with a seed
(the strategy lab, the trainers) reads it here, so the same text is taken or refused alike.

>>> parse_seed(" 2026 ")
2026
>>> parse_seed("²")
Traceback (most recent call last):
...
ValueError: bad seed '²': a whole number from 0 to 9223372036854775807, such as 2026
"""

from __future__ import annotations

from .language import _
from .language.quoting import quote

MAX_SEED = 2**63 - 1  # what a 64-bit signed integer holds: a seed every part of ttlearn can pass on


def parse_seed(value: object) -> int:
    """`value` (an int, or text of ASCII digits, spaces around it allowed) as a seed from 0
    to `MAX_SEED`; anything else raises a one-line ValueError that names it."""
    seed: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        seed = value
    elif isinstance(value, str):
        text = value.strip()
        # str.isdigit takes '²' and other digits int() refuses: ASCII digits only
        if text.isascii() and text.isdigit() and len(text) <= len(str(MAX_SEED)):
            seed = int(text)
    if seed is None or not 0 <= seed <= MAX_SEED:
        if isinstance(value, str) and not value.strip():
            raise ValueError(_("no seed given: type a whole number from 0 to {most}, such as 2026").format(
                most=MAX_SEED))
        raise ValueError(_("bad seed {value}: a whole number from 0 to {most}, such as 2026").format(
            value=quote(value), most=MAX_SEED))
    return seed
