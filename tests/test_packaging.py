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


# --- the rule book in other languages ---------------------------------------------------------

TRANSLATIONS = {"sv": "svenska", "hr": "hrvatski", "th": "ไทย"}
NUMBERED = re.compile(r"^- \*\*([RVH]\d{1,2}) ", re.M)  # a rule as the rule book states it: "- **R7 ..."


def _numbers(text: str) -> list[str]:
    return NUMBERED.findall(text)


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_each_translated_rule_book_ships_with_the_same_rules_in_the_same_order(code):
    """RULES.<code>.md is RULES.md translated: every R, V and H number of the English rule
    book, in the same order, and no other (nor any twice)."""
    shipped = resources.files("ttlearn").joinpath(f"RULES.{code}.md")
    assert shipped.is_file(), f"RULES.{code}.md does not ship in the package (pyproject's package-data)"
    english, translated = _numbers(rules_text()), _numbers(shipped.read_text(encoding="utf-8"))
    assert len(english) == len(set(english)) == 17 + 1 + 2  # R1-R17, V1, H1, H2
    assert translated == english


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_each_translated_rule_book_says_it_is_a_translation_and_which_seed_it_follows(code):
    text = resources.files("ttlearn").joinpath(f"RULES.{code}.md").read_text(encoding="utf-8")
    heading, _, rest = text.partition("\n\n")
    note = rest.split("\n\n")[0]
    assert heading.startswith("# Three Thirteen") and "ttlearn" in heading
    assert note.startswith("*") and note.endswith("*"), "the note at the top is in italics"
    assert "`RULES.md`" in note and re.search(r"`seeds/\d{3}_[0-9a-f]{16}\.txt`", note), "names its seed"
    assert text.count("## ") == rules_text().count("## "), "the same sections as RULES.md"
    for symbol in "♥♦♠♣":  # the worked examples keep their cards
        assert text.count(symbol) >= rules_text().count(symbol), symbol
