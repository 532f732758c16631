"""The glossary: every term the notebooks rely on is defined, briefly, with its rules; the
page the notebooks link is up to date."""

import re
from pathlib import Path

import pytest

from ttlearn.teach.glossary import TERMS, define, glossary_markdown, main, term

PAGE = Path(__file__).parent.parent / "notebooks" / "glossary.md"
NAMED = ("upcard", "stock", "meld", "set", "run", "natural", "wild", "deadwood", "discard pile", "penalty",
         "going out", "last turn", "arrangement", "house rule", "expected penalty", "confidence interval",
         "correlation", "covariance", "Monte Carlo", "Student's t", "pair of games", "Wilson's interval", "knapsack",
         "Bell numbers", "knowledge state", "Burnside's lemma", "cycle index")
NO_RULE = ("confidence interval", "correlation", "covariance", "Student's t", "Wilson's interval", "knapsack",
           "Bell numbers", "cycle index")  # statistics, solver, counting: no rule


@pytest.mark.parametrize("name", NAMED)
def test_each_term_is_defined_in_a_sentence_or_two_with_its_rules(name):
    entry = term(name)
    sentences = [s for s in re.split(r"(?<=[.)])\s+(?=[A-Z])", entry.definition) if s]
    assert 1 <= len(sentences) <= 3 and len(entry.definition) <= 320
    if name not in NO_RULE:
        assert re.search(r"\b(R\d+|H\d?|V1)\b", entry.definition), f"{name}: cite the rules that define it"
    assert re.search(entry.forms, name, re.IGNORECASE)
    assert f"\n## {name}\n" in PAGE.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", ["sv", "hr", "th"])
def test_the_glossary_in_each_language_is_written_and_every_term_translated(language):
    from ttlearn.language import using

    page = PAGE.parent / language / "glossary.md"
    with using(language):
        assert page.read_text(encoding="utf-8") == glossary_markdown(), "run make editions"
        untranslated = [t.name for t in TERMS if t.local_name == t.name and t.local_definition == t.definition]
    assert not untranslated, f"not in {language}: {untranslated}"


def test_the_glossary_holds_exactly_the_named_terms():
    assert tuple(t.name for t in TERMS) == NAMED


def test_the_page_the_notebooks_link_is_up_to_date(capsys):
    assert PAGE.read_text(encoding="utf-8") == glossary_markdown(), "run make editions"
    assert main(["--check", str(PAGE)]) == 0


def test_the_command_writes_and_checks_a_page(tmp_path, capsys):
    page = tmp_path / "glossary.md"
    assert main(["--check", str(page)]) == 1 and "out of date" in capsys.readouterr().err
    assert main([str(page)]) == 0 and page.read_text(encoding="utf-8") == glossary_markdown()
    assert main(["--check", str(page)]) == 0


def test_define_shows_one_entry_in_a_cell():
    entry = define("Going out")
    assert str(entry).startswith("**going out**: after drawing") and "(glossary.md#going-out)" in str(entry)
    assert repr(entry) == "Markdown(the glossary entry for going out)"
    assert entry._repr_markdown_() == str(entry)
    assert "[Glossary]" not in str(define("meld", link=""))
    assert all(len(line) <= 100 for line in str(define("confidence interval")).splitlines())
    with pytest.raises(ValueError, match="upcard"):
        define("joker")


# --- bold terms, and the order the lessons define them in ------------------------------------


def test_each_bold_term_is_in_the_glossary_and_defined_before_it_is_used():
    """Read the lessons in order: every term in bold is in the glossary (`bold_terms` leaves
    out labels and buttons), and a glossary term is not used before the cell that sets it in
    bold or links it (in an earlier lesson, or an earlier cell of its own)."""
    from bold_terms import lessons_in_order, order_problems
    from notebook_outputs import SOURCES, load

    problems = order_problems(lessons_in_order(SOURCES, load))
    assert not problems, "\n".join(problems)


def test_the_bold_term_check_finds_each_kind():
    from bold_terms import bold_terms, order_problems

    def md(text):
        return {"cell_type": "markdown", "metadata": {}, "source": text}

    assert list(bold_terms("**Exercise.** A **meld** is ... press **Continue**, the **Next ▶** button, "
                           "**Ticket 1.**, a [**stock**](glossary.md#stock)")) == ["stock", "meld"]
    good = [("01", [md("A **meld** is three cards."), md("Every meld counts.")]), ("02", [md("melds again")])]
    assert order_problems(good) == []
    early = [("01", [md("Every meld counts.")]), ("02", [md("A **meld** is three cards.")])]
    assert order_problems(early) == ["01, cell 0: 'meld' is used before it is defined in bold"]
    unknown = [("01", [md("A **meld** holds a **flush**.")])]
    assert order_problems(unknown) == ["01, cell 0: **flush** is in bold but not in the glossary"]
