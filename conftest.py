"""pytest's settings for the whole tree (tests/conftest.py has the tests' own).

When the solver's modules run compiled (`ttlearn.solver.native`), their .py files are not the
modules imported, so pytest cannot collect their doctests: tests/test_native.py runs
those doctests in pure Python instead.

nbval runs each notebook's teacher's edition (every cell of the learner's notebook, the closed
solutions and answers opened, with the same saved outputs), its student's edition (without
them) and the translated notebooks. The learner's notebooks themselves run Run All in
JupyterLab and as apps in Voila (tests/test_jupyterlab.py, tests/test_browser.py), and
tests/test_editions.py checks that the editions are theirs: a third run of them under nbval
would add minutes and find nothing new.
"""

from ttlearn.solver.native import NATIVE_MODULES, native_in_use

collect_ignore = [f"ttlearn/solver/{module}.py" for module in NATIVE_MODULES] if native_in_use() else []
collect_ignore_glob = ["notebooks/[0-9]*.ipynb"]
