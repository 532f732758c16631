"""The "Project layout" of book/howto/developing.md names every module of ttlearn/, each in the
line of its folder, and nothing that is not there: the page stays equal to the tree.

When this fails after modules were added, moved or removed, finish that page's "Project
layout" section: the message says which names to add to (or take out of) which line.
"""

import re
from pathlib import Path

ROOT = Path(__file__).parent.parent
PACKAGE = ROOT / "ttlearn"
SKIP = {"__init__.py", "__pycache__"}
PAGE = ROOT / "book" / "howto" / "developing.md"


def _layout_section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    match = re.search(r"^## Project layout\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert match, f'{PAGE.name} has no "## Project layout" section'
    return match.group(1)


def _lines_by_folder() -> dict[str, str]:
    """Each top-level item of the section, keyed by the folder it starts with (`ttlearn/draw/`)."""
    items = re.split(r"^- ", _layout_section(), flags=re.M)[1:]
    found = {}
    for item in items:
        head = re.match(r"`([^`]+/)`", item)
        if head:
            found[head.group(1)] = item
    return found


def _named(item: str) -> set[str]:
    """The module and file names an item names: `svg`, `RULES.md`, `RULES.th.md` (not commands or paths)."""
    return {name for name in re.findall(r"`([^`]+)`", item) if re.fullmatch(r"[\w]+(\.\w+)*", name)}


def _entries(folder: Path) -> set[str]:
    """What a folder of the package holds, as the page names it: modules without .py."""
    return {p.stem if p.suffix == ".py" else p.name for p in folder.iterdir()
            if p.name not in SKIP and not p.name.startswith(".") and not p.is_dir()}


def test_every_module_of_the_package_is_named_in_the_project_layout():
    lines = _lines_by_folder()
    folders = [PACKAGE] + sorted(p for p in PACKAGE.rglob("*") if p.is_dir() and not SKIP & set(p.parts))
    problems = []
    for folder in folders:
        key = f"{folder.relative_to(ROOT).as_posix()}/"
        if key not in lines:
            problems.append(f"no line for `{key}`: add one")
            continue
        named, there = _named(lines[key]), _entries(folder)
        if there - named:
            problems.append(f"`{key}` line does not name {sorted(there - named)}: add them")
        if named - there:
            problems.append(f"`{key}` line names {sorted(named - there)}, which are not in {key}: take them out")
    assert not problems, (
        f"{PAGE.relative_to(ROOT)}'s Project layout section differs from the tree of ttlearn/ (finish the section "
        "after modules were added, moved or removed):\n  " + "\n  ".join(problems)
    )
