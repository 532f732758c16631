"""Logic in `ttlearn.practice`, pixels in `ttlearn.widgets`: the practice models import no UI
package, not even inside a function, so tests (and the terminal game) drive them with no
notebook, and a view is the only thing that needs ipywidgets."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PRACTICE = Path(__file__).resolve().parent.parent / "ttlearn" / "practice"
UI_PACKAGES = {"ipywidgets", "anywidget", "traitlets", "IPython", "ipykernel", "matplotlib"}


def imported(path: Path) -> list[tuple[int, str]]:
    """Every module `path` imports, anywhere in it (functions too), as absolute names; an
    import under `if TYPE_CHECKING:` is left out (type hints only: it never runs)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    checking_only = {id(node) for top in ast.walk(tree) if isinstance(top, ast.If)
                     and ast.unparse(top.test) == "TYPE_CHECKING" for node in ast.walk(top)}
    found = []
    for node in ast.walk(tree):
        if id(node) in checking_only:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "ttlearn.practice" if node.level == 1 else "ttlearn" if node.level == 2 else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            found.append((node.lineno, module))
    return found


@pytest.mark.parametrize("path", sorted(PRACTICE.glob("*.py")), ids=lambda p: p.name)
def test_a_practice_model_imports_no_ui_package(path):
    for line, module in imported(path):
        assert module.split(".")[0] not in UI_PACKAGES, f"{path.name}:{line} imports {module}"
        assert not module.startswith("ttlearn.widgets"), f"{path.name}:{line} imports the views ({module})"


def test_the_walk_sees_imports_inside_functions(tmp_path):
    # The check above would pass on nothing if it missed imports in functions: show it finds one.
    sample = tmp_path / "sample.py"
    sample.write_text("def view():\n    import ipywidgets as W\n    from ..widgets.view import View\n")
    assert imported(sample) == [(2, "ipywidgets"), (3, "ttlearn.widgets.view")]


def test_every_practice_model_loads_without_a_ui_package():
    # In a fresh interpreter: import every model and play a turn at the table; no UI package is loaded.
    code = (
        "import importlib, pkgutil, sys, ttlearn.practice as room\n"
        "for module in pkgutil.iter_modules(room.__path__):\n"
        "    importlib.import_module(f'ttlearn.practice.{module.name}')\n"
        "from ttlearn.practice.play_table import PlayTable\n"
        "table = PlayTable(seed=1)\n"
        "table.draw_stock()\n"
        f"print(sorted(set(sys.modules) & {set(sorted(UI_PACKAGES))!r}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                            cwd=PRACTICE.parent.parent)  # this checkout's ttlearn first on the path
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
