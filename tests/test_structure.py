"""The package's structure, read from its source: no import circles (between modules, or
between the folders and top-floor modules of one folder), counting imports made inside
functions; a short top floor; no class defined twice under one name.

An import under `if TYPE_CHECKING:` is left out: it only names a type for mypy and never
runs. A doctest's imports are left out too: they are examples, not the module's code.
When a test here fails, its message names the modules (or folders) and the imports that
close the circle.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "ttlearn"
MOST_TOP_FLOOR_MODULES = 12  # the shared vocabulary, the display hook, the command line


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement that can run: at the top, in functions and classes, but not
    under `if TYPE_CHECKING:`."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                yield from _import_nodes(ast.Module(body=[child], type_ignores=[]))
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        yield from _import_nodes(node)


def _package_of(module: str) -> str:
    return module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]


def imports_of(module: str) -> dict[str, int]:
    """The modules of ttlearn that `module` imports, each with the line of its first import."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    found: dict[str, int] = {}
    for node in _import_nodes(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                package = _package_of(module).split(".")
                package = package[:len(package) - node.level + 1]
                base = ".".join(package + ([base] if base else []))
            # `from . import x` and `from .a import b` may name a module (x, a.b) or a value of one.
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        for target in targets:
            if target in MODULES and target != module:
                found.setdefault(target, node.lineno)
    return found


GRAPH = {module: imports_of(module) for module in MODULES}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one node (Tarjan), each as a sorted list."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                part.append(other)
                if other == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_itself_through_others():
    graph = {module: set(targets) for module, targets in GRAPH.items()}
    problems = [" <-> ".join(part) + ": " + "; ".join(
        f"{a} imports {b} (line {GRAPH[a][b]})" for a in part for b in sorted(GRAPH[a]) if b in part)
        for part in _circles(graph)]
    assert not problems, "import circles between modules:\n  " + "\n  ".join(problems)


def _room(module: str, folder: str) -> str | None:
    """The room of `module` inside the package `folder`: a module of its floor, or one of
    its subfolders ("ttlearn.solver/"). None if the module is not inside `folder`."""
    if not module.startswith(folder + ".") or module == folder:
        return None
    head = module[len(folder) + 1:].split(".")[0]
    inside = f"{folder}.{head}"
    return inside + "/" if MODULES[inside].name == "__init__.py" else inside


def test_no_folder_imports_itself_through_others():
    """Within each folder, its subfolders and its modules import one another without a
    circle: `widgets/` may use `teach/`, but then nothing in `teach/` uses `widgets/`."""
    problems = []
    for folder in sorted(m for m, p in MODULES.items() if p.name == "__init__.py"):
        graph: dict[str, set[str]] = {}
        why: dict[tuple[str, str], str] = {}
        for module, targets in GRAPH.items():
            room = _room(module, folder)
            if room is None:
                continue
            for target, line in targets.items():
                other = _room(target, folder)
                if other is not None and other != room:
                    graph.setdefault(room, set()).add(other)
                    why.setdefault((room, other), f"{module} imports {target} (line {line})")
        for part in _circles(graph):
            problems.append(" <-> ".join(part) + ": " + "; ".join(
                why[a, b] for a in part for b in sorted(graph[a]) if b in part))
    assert not problems, "import circles between folders:\n  " + "\n  ".join(problems)


def test_the_top_floor_is_short():
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(top) <= MOST_TOP_FLOOR_MODULES, (
        f"{len(top)} modules on the top floor of ttlearn/ (at most {MOST_TOP_FLOOR_MODULES}): {top}; "
        "move a module into the subpackage of its family")


def test_no_class_is_defined_twice_under_one_name():
    defined: Counter[str] = Counter()
    where: dict[str, list[str]] = {}
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                defined[node.name] += 1
                where.setdefault(node.name, []).append(module)
    twice = {name: where[name] for name, n in defined.items() if n > 1}
    assert not twice, f"classes defined more than once under one name: {twice}"


def test_the_brute_force_shares_nothing_with_the_solver():
    """The yardstick stays independent: written from the rules, it takes only the Card and
    Rules types from ttlearn; and nothing of the library leans on `ttlearn.testing`."""
    assert set(GRAPH["ttlearn.testing.brute_force"]) <= {"ttlearn.cards", "ttlearn.rules"}
    users = [m for m, targets in GRAPH.items() if not m.startswith("ttlearn.testing")
             and any(t.startswith("ttlearn.testing") for t in targets)]
    assert not users, f"the library imports ttlearn.testing: {users}"


def test_the_circle_finder_finds_a_circle():
    """The finder itself: a circle of three is found, a chain is not."""
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
