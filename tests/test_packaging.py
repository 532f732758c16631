"""What ships with the package: the rules it cites, its version, its type marker."""

import re
import subprocess
import sys
from importlib import metadata, resources
from pathlib import Path

import pytest

import ttlearn
from ttlearn.cli import main, rules_text

ROOT = Path(__file__).parent.parent
RULE = re.compile(r"\b[RVH]\d{1,2}\b")  # a rule number as the code cites it: R7, V1, H2


def test_rules_command_prints_the_shipped_rules(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert out == rules_text()
    assert out.startswith("# Three Thirteen: the rules ttlearn implements")
    for number in [f"R{k}" for k in range(1, 18)] + ["V1", "H1", "H2"]:
        assert f"**{number} " in out, number


def test_rules_command_runs_as_a_module():
    result = subprocess.run([sys.executable, "-m", "ttlearn", "rules"], capture_output=True, text=True, check=True,
                            encoding="utf-8")
    assert "**R17 " in result.stdout


def test_rules_ship_inside_the_package_and_the_top_level_copy_is_the_same():
    shipped = resources.files("ttlearn").joinpath("RULES.md")
    assert shipped.is_file()
    top = ROOT / "RULES.md"  # a link to ttlearn/RULES.md in the repository
    if top.exists():
        assert top.read_text(encoding="utf-8") == shipped.read_text(encoding="utf-8")


def test_every_rule_the_code_cites_is_in_the_rules():
    defined = set(re.findall(r"\*\*([RVH]\d+) ", rules_text()))
    cited = {m for path in Path(ttlearn.__file__).parent.rglob("*.py") for m in RULE.findall(path.read_text("utf-8"))}
    assert cited and cited <= defined, sorted(cited - defined)


def test_version_comes_from_the_package_metadata(capsys):
    try:
        expected = metadata.version("ttlearn")
    except metadata.PackageNotFoundError:
        expected = "0+unknown"
    assert ttlearn.__version__ == expected
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"ttlearn {expected}"


def test_the_package_says_it_is_typed():
    assert resources.files("ttlearn").joinpath("py.typed").is_file()
