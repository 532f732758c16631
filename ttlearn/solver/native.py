"""The solver's busiest modules compiled to C by mypyc, when they have been built: the same
Python source, 1.5 to 2 times as fast (`benchmarks/solver.py`).

ttlearn is pure Python and needs nothing beyond the standard library, so it runs in
Pyodide (JupyterLite) as it is. On a machine with a C compiler, `make native` (which
`make test` runs first) compiles the modules in `NATIVE_MODULES` with mypyc into
`build/native/ttlearn/solver/`, and records there the digests of their sources and of
the modules they import (`DIGESTED`). When ttlearn is imported from a source tree (an
editable install), `use_native_build` puts that folder first on the solver's path, so
`import ttlearn.solver.hand_search` loads the compiled module; but only while every digest
matches: a module edited since it was built is never run stale, and the pure Python runs
until `make native` builds it again. Set the environment variable `TTLEARN_PURE_PYTHON=1` to
run the pure Python anyway.

    >>> native_status().startswith(("compiled by mypyc: ttlearn.solver.compiled_hand", "pure Python: "))
    True
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

__all__ = ["DIGESTED", "NATIVE_MODULES", "PURE_PYTHON_VARIABLE", "native_directory", "native_in_use",
           "native_problem", "native_status", "source_digests", "use_native_build"]

# The modules of the solver where a solve spends its time (reading the hand, the card
# codes, the group search, the knapsack and the answers read from it, the layout), in the
# order mypyc is given them.
NATIVE_MODULES = ("compiled_hand", "card_codes", "group_search", "hand_search", "hand_answers", "laying_out",
                  "meld_tables")
# Their digests are recorded, and those of the modules of ttlearn they import (paths in the
# package, without .py): mypyc compiles a module knowing the types of what it imports.
DIGESTED = (*(f"solver/{m}" for m in NATIVE_MODULES), "cards", "rules", "melds")
PURE_PYTHON_VARIABLE = "TTLEARN_PURE_PYTHON"
DIGESTS_FILE = "SOURCES.sha256"  # in the native folder: a line "<sha256>  <module>.py" per module
PACKAGE = Path(__file__).resolve().parent.parent  # ttlearn/


def native_root(package: Path = PACKAGE) -> Path:
    """The folder mypyc builds into, beside the package in a source tree: `build/native/`."""
    return package.parent / "build" / "native"


def native_directory(package: Path = PACKAGE) -> Path:
    """Where `make native` puts the compiled modules: `build/native/ttlearn/solver/`."""
    return native_root(package) / package.name / "solver"


def source_digests(package: Path = PACKAGE) -> str:
    """The digest file's text for the sources as they are now."""
    import hashlib  # here, not at the top: only a source tree with a native build asks

    return "".join(f"{hashlib.sha256((package / f'{m}.py').read_bytes()).hexdigest()}  {m}.py\n"
                   for m in DIGESTED)


def native_problem(package: Path = PACKAGE) -> str | None:
    """Why the compiled modules cannot be used (a line beginning "pure Python: "), or None
    if they are built from the sources as they are now."""
    if os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0"):
        return f"pure Python: {PURE_PYTHON_VARIABLE} is set"
    if sys.platform == "emscripten":
        return "pure Python: Pyodide runs no compiled modules of ours"
    digests = native_directory(package) / DIGESTS_FILE
    if not digests.exists():
        return "pure Python: no compiled modules are built (make native)"
    if not all((digests.parent / f"{m}{EXTENSION_SUFFIXES[0]}").exists() for m in NATIVE_MODULES):
        return "pure Python: the compiled modules were built for another Python (make native)"
    if digests.read_text() != source_digests(package):
        return "pure Python: the sources changed since the compiled modules were built (make native)"
    return None


def use_native_build(package_path: list[str]) -> None:
    """Put the compiled modules first on `package_path` (the solver's `__path__`) if
    they are built from the sources as they are now; else leave it as it is."""
    if native_problem() is None:
        package_path.insert(0, str(native_directory()))


def native_in_use() -> bool:
    """Does this process run the compiled modules? (True once they are imported from the
    native folder.)"""
    from . import hand_search

    return not hand_search.__file__.endswith(".py") if hand_search.__file__ else False


def native_status() -> str:
    """A line saying which code solves: the compiled modules, or the pure Python and why."""
    if native_in_use():
        return "compiled by mypyc: " + ", ".join(f"ttlearn.solver.{m}" for m in NATIVE_MODULES)
    return native_problem() or "pure Python: the compiled modules were not put on the package's path"
