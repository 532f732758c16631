"""A chart a cell returns shows in the notebook with no `%matplotlib` line: the first chart
sets IPython's formatter for figures (ttlearn.draw.notebook_figures), and beside it a named
`<img>` in HTML, which JupyterLab shows with its text alternative (ttlearn.draw.chart_names)."""

import base64
import html
import re

import pytest

pytest.importorskip("matplotlib")
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402

from ttlearn.cards import parse_cards  # noqa: E402
from ttlearn.draw.chart_names import chart_name, figure_html  # noqa: E402
from ttlearn.draw.plots import cumulative_scores_figure  # noqa: E402
from ttlearn.language import _, using  # noqa: E402


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    yield shell
    InteractiveShell.clear_instance()


def test_a_chart_is_shown_as_png_in_ipython(shell):
    figure = cumulative_scores_figure({"Ana": [3, 7], "Ben": [5, 5]})
    shown, _ = shell.display_formatter.format(figure)
    assert shown["image/png"].startswith("iVBOR")  # a PNG's first bytes, in base64


def test_a_format_the_learner_chose_is_kept(shell):
    from IPython.core.pylabtools import select_figure_formats

    select_figure_formats(shell, {"svg"})
    figure = cumulative_scores_figure({"Ana": [3, 7]})
    shown, _ = shell.display_formatter.format(figure)
    assert "image/svg+xml" in shown and "image/png" not in shown


# --- a chart's text alternative (ttlearn.draw.chart_names) ------------------------------------

_IMG = re.compile(r'^<img src="data:image/png;base64,([^"]+)" alt="([^"]*)">$')


def test_a_chart_is_also_a_named_img_in_html_and_its_text_stays(shell):
    """JupyterLab prefers text/html to image/png, whose <img> has no alt: the HTML is the same
    PNG named by the chart's title and axes; nbval's text/plain stays `<Figure ...>`."""
    figure = cumulative_scores_figure({"Ana": [3, 7], "Ben": [5, 5]})
    shown, _ = shell.display_formatter.format(figure)
    assert shown["text/plain"].startswith("<Figure size")
    found = _IMG.match(shown["text/html"])
    assert found, shown["text/html"][:200]
    assert base64.b64decode(found.group(1)) == base64.b64decode(shown["image/png"]), "the same picture"
    ax = figure.get_axes()[0]
    alt = html.unescape(found.group(2))
    assert alt.startswith("Chart: ") and ax.get_title("left") in alt and ax.get_ylabel() in alt


def test_a_chart_in_a_format_the_learner_chose_is_named_too(shell):
    from IPython.core.pylabtools import select_figure_formats

    select_figure_formats(shell, {"svg"})
    shown, _ = shell.display_formatter.format(cumulative_scores_figure({"Ana": [3, 7]}))
    assert "image/svg+xml" in shown and _IMG.match(shown["text/html"])


def test_the_name_says_the_title_axes_and_legend_in_the_current_language():
    from ttlearn.draw.plots import probability_by_round_figure

    for language in ("en", "sv", "th"):
        with using(language):
            figure = probability_by_round_figure({1: 0.5, 2: 0.25}, label=_("exact"))
            ax = figure.get_axes()[0]
            name = chart_name(figure)
            title, xlabel, ylabel = ax.get_title("left"), ax.get_xlabel(), ax.get_ylabel()
            assert title and xlabel and ylabel
            assert name == _("Chart: {description}").format(description="; ".join([
                title, _("horizontal axis: {label}").format(label=" ".join(xlabel.split())),
                _("vertical axis: {label}").format(label=ylabel), _("legend: {entries}").format(entries=_("exact"))]))
    with using("sv"):
        swedish = chart_name(probability_by_round_figure({1: 0.5}))
    assert swedish != chart_name(probability_by_round_figure({1: 0.5})), "the title is in Swedish"


def test_a_picture_of_cards_drawn_with_matplotlib_names_its_cards():
    from ttlearn.draw.plots import hand_figure

    name = chart_name(hand_figure(parse_cards("7H 8H 9H KS"), round=11, title="A run"))
    assert "A run" in name and "seven of hearts" in name and "king of spades" in name


def test_a_chart_with_no_words_is_still_a_chart():
    from matplotlib.figure import Figure

    figure = Figure()
    figure.add_subplot().plot([1, 2])
    assert chart_name(figure) == _("Chart")
    assert 'alt="Chart"' in figure_html(figure)


def test_an_alt_is_one_attribute_whatever_the_title_holds():
    from matplotlib.figure import Figure

    figure = Figure()
    figure.add_subplot().set_title('Ana & "Ben" <3')
    alt = _IMG.match(figure_html(figure)).group(2)
    assert html.unescape(alt) == 'Chart: Ana & "Ben" <3' and '"' not in alt and "<" not in alt
