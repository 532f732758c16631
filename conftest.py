"""pytest's settings for the whole tree (tests/conftest.py has the tests' own).

When the solver's modules run compiled (`ttlearn.solver.native`), their .py files are not the
modules imported, so pytest cannot collect their doctests: tests/test_native.py runs
those doctests in pure Python instead.

nbval runs each notebook's teacher's edition (every cell of the learner's notebook, the closed
solutions and answers opened, with the same saved outputs), not the translated ones. The
learner's notebooks themselves run Run All in JupyterLab and as apps in Voila
(tests/test_jupyterlab.py, tests/test_browser.py), and their student's editions run in
JupyterLite (tests/test_lite.py); tests/test_editions.py checks that the editions are theirs
and that a student's edition runs the learner's code cells. Another run of either under
nbval would add minutes and find nothing new.

`make test` runs the suite on two processes (pytest-xdist, `--dist loadfile`): each file's
tests, and each notebook's cells, run in one process, in their order, with their module's
fixtures (a server, a built site, a kernel) made once. The files are handed out longest
first, so that both processes finish near the same time.
"""

import pytest

from ttlearn.solver.native import NATIVE_MODULES, native_in_use

collect_ignore = [f"ttlearn/solver/{module}.py" for module in NATIVE_MODULES] if native_in_use() else []
# The translated notebooks are the English ones with words replaced (tests/test_translated_notebooks.py
# shows it, and that their saved outputs ran from their code): nbval runs the English ones only.
collect_ignore_glob = ["notebooks/[0-9]*.ipynb", "notebooks/student/*.ipynb", "notebooks/[a-z][a-z]/*.ipynb",
                       "notebooks/[a-z][a-z]/student/*.ipynb", "notebooks/[a-z][a-z]/teacher/*.ipynb"]

# The files that take longest (minutes each: a JupyterLite site built and every notebook run in
# it, JupyterLab running every notebook, Voila serving the apps, the course book built in every language
# and opened in Chromium), started first; after them the other files with slow tests, then the rest, which
# fill the gaps at the end.
LONGEST = ["tests/test_lite.py", "tests/test_jupyterlab.py", "tests/test_browser.py", "tests/test_book.py"]


@pytest.hookimpl(tryfirst=True)  # before `-m "not slow"` deselects
def pytest_collection_modifyitems(config, items):
    """Every notebook cell that nbval runs is slow (each notebook starts a kernel and runs
    whole); the files are ordered longest first (the same order in every process)."""
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.slow)
    files = {}
    for item in items:
        path = item.path.relative_to(config.rootpath).as_posix()
        rank = LONGEST.index(path) if path in LONGEST else len(LONGEST) + (item.get_closest_marker("slow") is None)
        files[path] = min(files.get(path, rank), rank)
    order = {path: k for k, path in enumerate(sorted(files, key=files.__getitem__))}  # stable: collection order
    items.sort(key=lambda item: order[item.path.relative_to(config.rootpath).as_posix()])
