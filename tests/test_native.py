"""The solver's modules compiled by mypyc (`ttlearn.solver.native`): used only when built
from the sources as they are, and answering exactly as the pure Python does, arrangement
for arrangement, over every round, deck count, ace rule and house rule.

The property tests against the brute force (tests/test_solver*.py) run on whichever code
this process imports; `make test` builds the compiled modules first, so there they check
the compiled solver, and the test below holds the pure Python to the same answers.
"""

import json
import os
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import ttlearn.solver
from ci_policy import skip_or_fail
from ttlearn.solver import native

ROOT = Path(__file__).resolve().parent.parent
PURE = {**os.environ, native.PURE_PYTHON_VARIABLE: "1"}

# Hands of every round and many rule sets, from seeded random draws: the same script runs
# in this process and in a pure-Python one, and prints one line of answers per hand.
ANSWERS = r"""
import json, random, sys
from ttlearn import Rules, all_best_arrangements, best_arrangement, best_discard, best_penalty, deck, go_out
from ttlearn.solver import discard_penalties
from ttlearn.solver.native import native_in_use

RULES = [Rules(), Rules(aces="high_or_low"), Rules(jokers=2), Rules(wild_penalty=50, face_cards="rank"),
         Rules(all_wild_melds=False, jokers=1), Rules(ace_penalty=1, aces="high_or_low"), Rules(decks=3)]
rng = random.Random(int(sys.argv[1]))
print(json.dumps({"native": native_in_use()}))
for k in range(int(sys.argv[2])):
    rules = RULES[k % len(RULES)]
    round = rng.randint(1, 11)
    pack = deck(rules.decks or 2, jokers=rules.jokers)
    size = rng.choice([round + 2, round + 3, rng.randint(3, 14)])
    cards = rng.sample(pack, min(size, 14))
    answers = [repr(best_arrangement(cards, round, rules)), best_penalty(cards, round, rules)]
    if len(cards) > 3:
        answers += [repr(best_discard(cards, round, rules)), repr(go_out(cards, round, rules)),
                    repr(sorted(discard_penalties(cards, round, rules).items()))]
    answers.append([repr(a) for a in all_best_arrangements(cards[:9], round, rules, limit=5)])
    print(json.dumps(answers))
"""


def answers(seed: int, hands: int, env: dict[str, str] | None = None) -> list[object]:
    run = subprocess.run([sys.executable, "-c", ANSWERS, str(seed), str(hands)], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=600, check=True)
    return [json.loads(line) for line in run.stdout.splitlines()]


@pytest.fixture
def compiled_modules() -> None:
    """The compiled modules must be the ones imported here (`make test` builds them first):
    skipped where they are not built, saying why, and failed in CI."""
    skip_or_fail(None if native.native_in_use() else native.native_status(), "the compiled solver's test")


@pytest.mark.slow
@pytest.mark.usefixtures("compiled_modules")
def test_the_compiled_solver_answers_as_the_pure_python_does():
    compiled, pure = answers(2026, 400), answers(2026, 400, PURE)
    assert compiled[0] == {"native": True} and pure[0] == {"native": False}
    assert len(compiled) == 401
    for k, (a, b) in enumerate(zip(compiled[1:], pure[1:])):
        assert a == b, f"hand {k}: compiled {a} but pure Python {b}"


@pytest.mark.usefixtures("compiled_modules")
def test_the_compiled_modules_are_the_ones_imported():
    for name in native.NATIVE_MODULES:
        module = sys.modules.get(f"ttlearn.solver.{name}") or __import__(f"ttlearn.solver.{name}", fromlist=["_"])
        # (a module that another compiled one imports first names a path one folder deeper:
        # mypyc's shared library sets it; the module is the compiled one all the same)
        assert module.__file__.startswith(str(native.native_directory())), name
        assert module.__file__.endswith(EXTENSION_SUFFIXES[0]), name
    assert ttlearn.solver.__path__[0] == str(native.native_directory())
    assert native.native_status().startswith("compiled by mypyc: ttlearn.solver.compiled_hand")


@pytest.mark.usefixtures("compiled_modules")
def test_the_compiled_modules_doctests_pass_in_pure_python():
    # pytest cannot collect them where the compiled modules are imported (conftest.py)
    files = [f"ttlearn/solver/{name}.py" for name in native.NATIVE_MODULES]
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--doctest-modules",
                          *files], capture_output=True, text=True, cwd=ROOT, env=PURE, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:]
    assert " passed" in run.stdout


def test_pure_python_when_asked():
    run = subprocess.run([sys.executable, "-c", "import ttlearn.solver.native as n; print(n.native_status())"],
                         capture_output=True, text=True, cwd=ROOT, env=PURE, timeout=60, check=True)
    assert run.stdout.strip() == "pure Python: TTLEARN_PURE_PYTHON is set"


@pytest.fixture
def tree(tmp_path):
    """A copy of the package's digested sources with a pretend build beside them."""
    package = tmp_path / "ttlearn"
    (package / "solver").mkdir(parents=True)
    for name in native.DIGESTED:
        shutil.copy(native.PACKAGE / f"{name}.py", package / f"{name}.py")
    built = native.native_directory(package)
    built.mkdir(parents=True)
    for name in native.NATIVE_MODULES:
        (built / f"{name}{EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    (built / native.DIGESTS_FILE).write_text(native.source_digests(package))
    return package


def test_a_build_from_these_sources_is_used(tree, monkeypatch):
    monkeypatch.delenv(native.PURE_PYTHON_VARIABLE, raising=False)
    assert native.native_problem(tree) is None


@pytest.mark.parametrize("edited", ["solver/hand_search", "cards"])  # a compiled module, or one it imports
def test_an_edited_source_is_never_run_stale(tree, monkeypatch, edited):
    monkeypatch.delenv(native.PURE_PYTHON_VARIABLE, raising=False)
    with open(tree / f"{edited}.py", "a") as source:
        source.write("\n# a teacher's note\n")
    assert native.native_problem(tree) == (
        "pure Python: the sources changed since the compiled modules were built (make native)")


def test_a_build_for_another_python_is_not_used(tree, monkeypatch):
    monkeypatch.delenv(native.PURE_PYTHON_VARIABLE, raising=False)
    (native.native_directory(tree) / f"hand_search{EXTENSION_SUFFIXES[0]}").unlink()
    assert "built for another Python" in native.native_problem(tree)


def test_no_build_no_compiled_modules(tree, monkeypatch):
    monkeypatch.delenv(native.PURE_PYTHON_VARIABLE, raising=False)
    shutil.rmtree(native.native_directory(tree))
    assert native.native_problem(tree) == "pure Python: no compiled modules are built (make native)"


def test_pyodide_runs_the_pure_python(tree, monkeypatch):
    monkeypatch.delenv(native.PURE_PYTHON_VARIABLE, raising=False)
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert native.native_problem(tree) == "pure Python: Pyodide runs no compiled modules of ours"


def test_the_wheel_has_no_compiled_modules():
    # the package's own files are pure Python: the compiled ones live in build/native/
    assert not [p for p in native.PACKAGE.rglob("*") if p.suffix in (".so", ".pyd")]
