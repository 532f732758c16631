"""An answer typed without quotes: in an exercise cell, `answer = J` stops with Python's
NameError before `check` ever sees the answer, and a learner meets a traceback about names
instead of a word about their answer. In IPython (a notebook's kernel), importing the
exercises (`ttlearn.teach.exercises`) sets a handler for NameError: in a cell that checks an
answer (it calls `check(`) the learner reads one line saying to write the answer in quotes;
any other NameError shows its traceback as usual. Outside IPython nothing changes.
"""

from __future__ import annotations

import linecache
import sys
from types import TracebackType
from typing import Any

from ..language import _


def bare_word_text(name: str) -> str:
    """What a learner reads when `name`, typed as an answer, is not a name Python knows.

    >>> bare_word_text("J")
    "J is not a name Python knows: write your answer in quotes, as text: answer = 'J'"
    """
    return _("{name} is not a name Python knows: write your answer in quotes, as text: answer = '{name}'").format(
        name=name)


def _answer_cell(shell: Any, tb: TracebackType | None) -> bool:
    """The error was raised in the learner's own cell (not in a function it called), and
    that cell checks an answer."""
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is None or tb.tb_frame.f_globals is not shell.user_ns:
        return False
    return "check(" in "".join(linecache.getlines(tb.tb_frame.f_code.co_filename))


def _on_name_error(shell: Any, etype: type[BaseException], value: BaseException, tb: TracebackType | None,
                   tb_offset: int | None = None) -> None:
    """IPython's handler for a NameError (`set_custom_exc`): a line for a bare answer, else
    the usual traceback."""
    name = getattr(value, "name", None)
    if isinstance(value, NameError) and name and _answer_cell(shell, tb):
        print(bare_word_text(name))
        return
    shell.showtraceback((etype, value, tb), tb_offset=tb_offset)


def explain_bare_words(shell: Any = None) -> bool:
    """Set the handler in `shell` (None: IPython's running shell, if any); True when set.
    Setting it again changes nothing."""
    if shell is None:
        ipython = sys.modules.get("IPython")  # not imported here: outside a kernel it is not needed
        shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return False
    if getattr(shell, "custom_exceptions", ()) != (NameError,):
        shell.set_custom_exc((NameError,), _on_name_error)
    return True
