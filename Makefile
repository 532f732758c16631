# Two commands do all the set-up on a fresh machine with Python 3.11+ and pip:
#   make lab    install ttlearn with its notebook extras in .venv, start JupyterLab
#   make test   install the test extras in .venv, run the whole suite (on both cores)
# and while working:
#   make lint       ruff (style, import order) and mypy (types of ttlearn/)
#   make test-fast  the suite without the tests marked slow (notebooks, browser, exact counts), under a minute
#   make dist       the sdist and the wheel in dist/
#   make native     compile the solver's busiest modules with mypyc (make lab and make test do it first;
#                   ttlearn/solver/native.py: the same source, 1.5 to 2 times as fast; without a C compiler, pure Python)
#   make notebooks  run the notebooks again, save them with their outputs (pictures as PNG too), then make editions
#   make editions   the learner's, student's and teacher's editions of the notebooks, and the glossary
#   make translations  extract the messages (.pot), merge them into each language's .po, compile the .mo;
#                      and bring each lesson's catalogs (notebooks/locale/) up to its English
# and for a class on paper:
#   make worksheets  a printable worksheet and answer key for each notebook in worksheets/ (HTML for A4 or
#                    Letter, and PDF on A4 when Chromium is here; make worksheets paper=letter for Letter)
# and for a class projector:
#   make app    serve the play table and the hand explorer with Voila (code hidden); make app language=th
#               serves them in Thai (sv, hr, th: apps/<language>/), and so do make trainers and
#   make class  the class's results: the students' files in apps/handed_in/ (and a sample class)
# and for a class with nothing installed (Python in the browser, JupyterLite):
#   make lite        build the static site in _site/ (needs npm once, for the Pyodide runtime)
#   make lite-serve  build it and serve it on http://127.0.0.1:8000/ to try it
# and to read the course at night before a class:
#   make book   the course book in _book/ (open _book/index.html): the lessons with their saved outputs, the
#               teacher's pages, the glossary, the rules and the API reference, in every language; and beside
#               it the JupyterLite site (_book/lite/) that each lesson's "Run this lesson" button opens: one
#               folder to put on a web server for a class; offline once npm has brought Pyodide, about a minute
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Jupyter refuses to run as root unless told; containers and CI machines often are root.
AS_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: lab app trainers class lite lite-serve book lint test test-fast dist benchmark native notebooks editions worksheets \
	tables translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.stamp-notebooks: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[notebooks]'
	touch $@

$(VENV)/.stamp-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

$(VENV)/.stamp-lite: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[lite]'
	touch $@

$(VENV)/.stamp-book: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[book]'
	touch $@

$(VENV)/.stamp-native-tools: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[native]'
	touch $@

# native/build.py compiles again only when a source changed (the digests of ttlearn/solver/native.py);
# until then ttlearn runs those sources as pure Python, never a stale build.
native: $(VENV)/.stamp-native-tools
	$(BIN)/python native/build.py

lab: $(VENV)/.stamp-notebooks native
	$(BIN)/jupyter lab notebooks/ $(AS_ROOT)

# `make app language=th` (or sv, hr): the pages in that language, apps/<language>/.
APPS := apps$(if $(language),/$(language))
# The page's <html lang>, so a screen reader reads it in its language's voice.
VOILA_LANG := --VoilaExporter.language_code=$(or $(language),en)
app: $(VENV)/.stamp-notebooks native
	@test -d $(APPS) || { echo "no apps in language '$(language)': choose sv, hr or th"; exit 2; }
	$(BIN)/voila $(APPS)/three_thirteen.ipynb $(VOILA_LANG)

trainers: $(VENV)/.stamp-notebooks native
	@test -d $(APPS) || { echo "no apps in language '$(language)': choose sv, hr or th"; exit 2; }
	$(BIN)/voila $(APPS)/trainers.ipynb $(VOILA_LANG)

class: $(VENV)/.stamp-notebooks native
	@test -d $(APPS) || { echo "no apps in language '$(language)': choose sv, hr or th"; exit 2; }
	$(BIN)/voila $(APPS)/class_results.ipynb $(VOILA_LANG)

# The learner notebooks (student editions) and the apps as a static JupyterLite site in _site/:
# copy the folder to any web server. Downloads are cached in lite/node_modules and lite/.cache.
lite: $(VENV)/.stamp-lite
	$(BIN)/python lite/build.py

lite-serve: $(VENV)/.stamp-lite
	$(BIN)/python lite/build.py --serve

# The course book (book/assemble.py): in English (_book/) and each language the lessons have (_book/sv, hr, th),
# its sources assembled in build/book-source/ from the notebooks, the teacher's pages, the glossary, the rules and
# ttlearn.__all__, then Sphinx with -W (a warning fails the build), and the JupyterLite site in _book/lite/
# (lite/build.py), two parts at a time.
# Without npm (which brings Pyodide), the book alone: no site, and no button to it.
NO_NPM := $(if $(shell command -v npm),,--no-lite)
book: $(VENV)/.stamp-book $(VENV)/.stamp-lite
	@$(if $(NO_NPM),echo "npm is not installed: the book without its JupyterLite site and the lessons' Run buttons")
	$(BIN)/python book/assemble.py _book --jobs 2 $(NO_NPM)

lint: $(VENV)/.stamp-test
	$(BIN)/python -m ruff check .
	$(BIN)/python -m mypy

# The suite on two processes (pytest-xdist; our machines have two cores, `make test WORKERS=auto` takes
# every core, WORKERS=0 runs in one process): each file's tests and each notebook's cells in one process,
# the longest files first (conftest.py).
WORKERS ?= 2
PARALLEL := -n $(WORKERS) --dist loadfile --no-loadscope-reorder

# --durations: the 30 slowest tests, to keep the suite's time in sight (about 15 minutes at most on two cores)
test: $(VENV)/.stamp-test lint native
	$(BIN)/python -m pytest $(PARALLEL) --durations=30

test-fast: $(VENV)/.stamp-test native
	$(BIN)/python -m pytest $(PARALLEL) -m "not slow"

# The sdist (with the tests, notebooks and apps, so pytest runs from it unpacked) and the wheel, in dist/.
dist: $(VENV)/.stamp-test
	$(BIN)/python -m build

# The quick benchmarks; benchmarks/strategies.py (the head-to-head table of book/howto/simulations.md) takes minutes.
benchmark: $(VENV)/.stamp-test native
	for b in solver hand_explorer compiled_hands simulation; do echo "== benchmarks/$$b.py"; $(BIN)/python benchmarks/$$b.py || exit 1; done

# Run every source notebook again (fixed seeds) and save it with its outputs and widget state, so that
# GitHub and nbviewer show it as it ran, and the translated notebooks (notebooks/sv/, hr/, th/) too: each is
# run with its closed solutions opened (ttlearn/teach/notebook_runs.py), every SVG picture of its outputs saved
# as PNG too (ttlearn/teach/saved_pictures.py, drawn by Debian's Chromium through playwright, which the test
# extras install: JupyterLab shows no SVG in a notebook it does not trust yet, a cloned one), its solutions
# closed again. Then write the editions of the English ones, PNGs and all. Takes a few minutes.
notebooks: $(VENV)/.stamp-notebooks $(VENV)/.stamp-test native
	$(BIN)/python -m ttlearn.teach.lesson_translations build
	$(BIN)/python -m ttlearn.teach.notebook_runs notebooks/[0-9]*.ipynb notebooks/[a-z][a-z]/[0-9]*.ipynb
	$(MAKE) editions

# The lessons in each language (ttlearn/teach/lesson_translations.py): notebooks/<language>/ and
# notebooks/teacher_pages/<language>/, the English lessons with their words from the catalogs of
# notebooks/locale/<language>/ (a code cell keeps the outputs of its last run in that language). Then the
# editions of every notebook (ttlearn/teach/editions.py): solutions closed in notebooks/, the class's
# notebooks/student/ (no solutions, no answers), notebooks/teacher/ (a teacher's page first), the same in
# each language's folder; and the glossary, in each language.
editions: $(VENV)/.stamp-notebooks
	$(BIN)/python -m ttlearn.teach.lesson_translations build
	$(BIN)/python -m ttlearn.teach.editions notebooks/[0-9]*.ipynb
	$(BIN)/python -m ttlearn.teach.glossary notebooks/glossary.md
	for l in $(LANGUAGES); do \
		$(BIN)/python -m ttlearn.teach.editions notebooks/$$l/[0-9]*.ipynb --pages notebooks/teacher_pages/$$l || exit 1; \
		$(BIN)/python -m ttlearn.teach.glossary --language $$l notebooks/$$l/glossary.md || exit 1; \
	done

# A worksheet and its answer key for each notebook, from the exercise catalogue (ttlearn/teach/worksheets.py),
# in worksheets/ (sv/, hr/, th/ for the notebooks translated): HTML that prints on A4 and Letter, and each also
# as PDF, printed by Debian's Chromium through playwright (the test extras) when both are here; on A4, or on
# Letter with `make worksheets paper=letter`. Without them the HTML alone, which prints from any browser.
worksheets: $(VENV)/.stamp-notebooks
	$(BIN)/python -m ttlearn.teach.worksheets --out worksheets $(if $(paper),--paper $(paper))

# The catalogs of ttlearn/locale (ttlearn/language/translation.py): Babel extracts every message marked with _, ngettext,
# pgettext, N_ or count_text into the template ttlearn.pot, merges it into each language's ttlearn.po (new
# messages come in untranslated, for a translator), and compiles the .mo files the package reads (committed,
# so a wheel, an editable install and Pyodide need no Babel; tests/test_languages.py checks they are current).
LOCALE := ttlearn/locale
LANGUAGES := sv hr th
BABEL_EXTRACT := -F babel.cfg -k count_text:2,3 --add-comments=TRANSLATORS: --no-location --sort-output -w 120 \
	--project=ttlearn --copyright-holder="the ttlearn developers"
translations: $(VENV)/.stamp-test
	$(BIN)/python -m ttlearn.teach.lesson_translations update
	$(BIN)/pybabel extract $(BABEL_EXTRACT) -o $(LOCALE)/ttlearn.pot .
	$(BIN)/pybabel update -i $(LOCALE)/ttlearn.pot -d $(LOCALE) -D ttlearn --no-fuzzy-matching -w 120
	$(BIN)/pybabel compile -d $(LOCALE) -D ttlearn --statistics

tables: $(VENV)/.stamp-test
	$(BIN)/python -m ttlearn.count recompute --verify

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache .ruff_cache build dist _site _book lite/node_modules lite/.cache \
		worksheets
