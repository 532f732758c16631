"""An exercise answered without quotes in a notebook (`answer = J`) ends in one line on
quotes, not in a NameError traceback (ttlearn.teach.bare_words)."""

import pytest

pytest.importorskip("IPython")
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402

from ttlearn.teach.bare_words import bare_word_text, explain_bare_words  # noqa: E402

QUOTES = "write your answer in quotes, as text: answer = 'J'"


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    shell.run_cell("from ttlearn.teach.exercises import check")
    yield shell
    InteractiveShell.clear_instance()


def test_a_bare_word_answer_is_told_to_go_in_quotes(shell, capsys):
    assert explain_bare_words(shell)
    result = shell.run_cell('answer = J  # your answer here\ncheck("n1-wild-round-9", answer)')
    out = capsys.readouterr().out
    assert out.strip() == bare_word_text("J") and QUOTES in out
    assert "Traceback" not in out and "NameError" not in out
    assert isinstance(result.error_in_exec, NameError)  # still an error: Run All stops there


def test_the_answer_in_quotes_is_checked(shell, capsys):
    explain_bare_words(shell)
    shell.run_cell('answer = "J"\ncheck("n1-wild-round-9", answer)')
    out = capsys.readouterr().out
    assert QUOTES not in out and "NameError" not in out and out.strip()


def test_a_check_sets_the_handler_in_a_kernel_started_after_the_import(shell, capsys):
    shell.set_custom_exc((), None)  # as if ttlearn had been imported before the kernel ran
    shell.run_cell('check("n1-wild-round-9", "J")')
    shell.run_cell('answer = Jacks\ncheck("n1-wild-round-9", answer)')
    assert bare_word_text("Jacks") in capsys.readouterr().out


def test_other_name_errors_keep_their_traceback(shell, capsys):
    explain_bare_words(shell)
    shell.run_cell("def f():\n    return undefined_thing\n")
    shell.run_cell('answer = f()\ncheck("n1-wild-round-9", answer)')  # raised inside a function
    shell.run_cell("print(not_defined_either)")  # a cell that checks nothing
    out = capsys.readouterr().out
    assert out.count("is not defined") == 2 and "quotes" not in out


def test_outside_ipython_nothing_is_set():
    InteractiveShell.clear_instance()
    assert explain_bare_words() is False
