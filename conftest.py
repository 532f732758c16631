"""pytest's settings for the whole tree (tests/conftest.py has the tests' own).

When the solver's modules run compiled (`ttlearn.solver.native`), their .py files are not the
modules imported, so pytest cannot collect their doctests: tests/test_native.py runs
those doctests in pure Python instead.
"""

from ttlearn.solver.native import NATIVE_MODULES, native_in_use

collect_ignore = [f"ttlearn/solver/{module}.py" for module in NATIVE_MODULES] if native_in_use() else []
