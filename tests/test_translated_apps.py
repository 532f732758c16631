"""The projector pages in Swedish, Croatian and Thai (apps/<code>/, `make app language=th`):
the English pages' code with the language chosen first, prose in the language that names
the buttons as the widgets show them, and pages that run."""

import json
import re
from pathlib import Path

import pytest

from learner_text import learner_text

ROOT = Path(__file__).resolve().parent.parent
PAGES = ("three_thirteen", "trainers", "class_results")
CODES = ("sv", "hr", "th")


def _cells(path, kind):
    return ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == kind]


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("page", PAGES)
def test_a_translated_page_is_the_english_code_in_its_language(code, page):
    english, translated = ROOT / "apps" / f"{page}.ipynb", ROOT / "apps" / code / f"{page}.ipynb"
    assert _cells(translated, "code") == [f'from ttlearn import set_language\n\nset_language("{code}")',
                                          *_cells(english, "code")]
    prose = "\n".join(_cells(translated, "markdown"))
    assert len(_cells(translated, "markdown")) == len(_cells(english, "markdown"))
    assert f"language={code}" in prose and "Three Thirteen" in prose
    assert re.findall(r"\(R\d+[^)]*\)", prose) == re.findall(r"\(R\d+[^)]*\)", "\n".join(_cells(english, "markdown")))


@pytest.mark.parametrize("code", CODES)
def test_the_pages_name_the_buttons_as_the_widgets_say_them(code):
    pytest.importorskip("ipywidgets")
    from ttlearn.widgets import arrange_trainer, attempts_button, class_view, discard_trainer, play_table

    shown = {"three_thirteen": learner_text(play_table(seed=1, language=code)),
             "trainers": learner_text(arrange_trainer(language=code)) + learner_text(discard_trainer(language=code)),
             "class_results": learner_text(class_view(ROOT / "apps", language=code))
             + learner_text(attempts_button(language=code))}
    for page in PAGES:
        prose = "\n".join(_cells(ROOT / "apps" / code / f"{page}.ipynb", "markdown"))
        for named in re.findall(r"\*\*([^*]+)\*\*|(?<!\*)\*([^*]+)\*(?!\*)", prose):
            name = next(n for n in named if n)
            assert name in shown[page], f"{code}/{page}: {name!r} is no button or label the page shows"


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
def test_the_translated_pages_run(code):
    nbclient = pytest.importorskip("nbclient")
    import nbformat

    shown = ""
    for page in PAGES:
        notebook = nbformat.read(ROOT / "apps" / code / f"{page}.ipynb", as_version=4)
        nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3",
                                resources={"metadata": {"path": str(ROOT)}}).execute()
        outputs = [o for c in notebook.cells if c.cell_type == "code" for o in c.outputs]
        assert not [o for o in outputs if o.output_type == "error"]
        shown += json.dumps([o.get("data", {}).get("text/html", "") for o in outputs], ensure_ascii=False)
    heading = {"sv": "omgång 1 av 11", "hr": "runda 1 od 11", "th": "รอบ 1 จาก 11"}[code]  # the play table's
    assert heading in shown
