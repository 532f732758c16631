"""The course book: assemble its sources in a build folder from what the repository holds, then
build it with Sphinx (`make book`, into _book/).

    python book/assemble.py [OUT] [--source-dir DIR] [--jobs N]

Nothing is copied into git. The assembled tree mirrors the repository, so the lessons' links
(`glossary.md#term`, `../RULES.md`, `03_best_arrangement.ipynb`) resolve as they are:

    index.md, lessons.md, teachers.md   from book/
    RULES.md                            ttlearn/RULES.md, with an anchor per rule (#r1 .. #r17, #v1, #h1, #h2)
    notebooks/NN_name.ipynb             the English lessons, with their saved outputs (nothing runs)
    notebooks/glossary.md
    notebooks/teacher/NN_name.md        the teacher's page of each lesson (notebooks/teacher_pages/), with
                                        the lesson's exercises and their answers (ttlearn.teach.editions),
                                        and links to its worksheet and answer key
    _extra/worksheets/NN_name.html      each lesson's worksheet and answer key to print (ttlearn.teach.worksheets),
                                        copied into the site as they are
    api.md                              autodoc of every name of ttlearn.__all__
    howto/NAME.md                       book/howto/, the how-to pages (see copy_howtos)

Sphinx runs with -W --keep-going: any warning fails the build, after reporting them all.

Each other language (sv, hr, th) is one more such tree and Sphinx project (rule anchors are MyST labels,
unique within a project, so each rules page keeps #r10), built into _book/<language>/ with Sphinx's
`language` set: its lessons (notebooks/<language>/), teacher's pages (notebooks/teacher_pages/<language>/),
glossary, rules (ttlearn/RULES.<language>.md) and the book's pages (book/translations/<language>/), their
links to the rules made the English ones' (`../RULES.md`), so every page has the same path in every
language and conf.py's language switch links a page to itself in each. The API page is English only.

Beside the books, in _book/lite/, lite/build.py builds the JupyterLite site (one more job, at the same time as
the languages), and every lesson page has a button that opens that lesson there (book/_ext/launch_button.py): one
folder of static files to read a lesson and then run it. `--no-lite` leaves the site and the buttons out.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
NOTEBOOKS = ROOT / "notebooks"
PAGES = ("index.md", "lessons.md", "teachers.md")
# The book's languages: English at the site's root, each other one in its folder (conf.py's switch names them).
LANGUAGES = ("en", "sv", "hr", "th")
# The book shows this checkout's ttlearn (its teacher's pages, its API), not whichever one the environment installed.
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ttlearn.teach.editions import _LINK  # noqa: E402 -- a Markdown link's target: the one pattern the editions use

# A rule's line in RULES.md: "- **R10 Going out.** ...", "- **H1 Empty stock.** ...".
_RULE = re.compile(r"^- \*\*([RVH]\d+) ", re.M)


def rules_page(text: str) -> str:
    """RULES.md with a MyST target before each rule, so that `RULES.md#r10` (and the page's URL with
    #r10) lands on rule R10."""
    return _RULE.sub(lambda m: f"- ({m.group(1).lower()})=\n  **{m.group(1)} ", text)


def teacher_page_text(notebook_path: Path, page_path: Path) -> str:
    """The teacher's page of a lesson, as the teacher's edition opens with it, its links rewritten
    for notebooks/teacher/ (one folder below the lessons and the glossary)."""
    from ttlearn.teach.editions import teacher_page

    notebook = json.loads(notebook_path.read_text(encoding="utf-8"))
    text = teacher_page(notebook, page_path.read_text(encoding="utf-8"), int(notebook_path.name[:2]))

    def relink(match: re.Match[str]) -> str:
        target = match.group(2)
        if "://" in target or target.startswith(("#", "/", "mailto:", "data:")):
            return match.group(0)
        return f"{match.group(1)}../{target}{match.group(3)}"

    return _LINK.sub(relink, text)


def write_worksheets(folder: Path, language: str) -> dict[str, str]:
    """Each lesson's worksheet and answer key (ttlearn.teach.worksheets, the pages `make worksheets` writes) in
    `language`, into `folder`/worksheets/, which the site copies as they are (html_extra_path). Returns the
    links a teacher's page opens with, by lesson (its file's stem): HTML, since the sheets are no pages of
    the book but files beside it, one folder above notebooks/teacher/."""
    from ttlearn.language import _, using
    from ttlearn.teach.worksheets import all_worksheets

    out = folder / "worksheets"
    out.mkdir(parents=True, exist_ok=True)
    links: dict[str, list[str]] = {}
    for sheet in all_worksheets():
        if sheet.language != language:
            continue
        (out / sheet.path.name).write_text(sheet.html(), encoding="utf-8")
        with using(language):
            word = _("Answer key") if sheet.answers else _("Worksheet")
        links.setdefault(sheet.path.stem.removesuffix("-answers"), []).append(
            f'<a href="../../worksheets/{sheet.path.name}">{word}</a>')
    return {stem: " · ".join(pair) for stem, pair in links.items()}


# The API page's sections, by the module (below ttlearn) a public name comes from.
API_SECTIONS = {
    "Cards, melds, rules and scoring": ("cards", "melds", "rules", "scoring", "solver"),
    "Pictures": ("draw",),
    "Games, players and simulations": ("engine", "players", "simulation"),
    "Reviewing a game": ("review",),
    "Languages": ("language",),
}


def api_page() -> str:
    """The API reference: every name of `ttlearn.__all__`, by section, with autodoc."""
    import ttlearn

    sections: dict[str, list[str]] = {title: [] for title in API_SECTIONS}
    other: list[str] = []
    for name in ttlearn.__all__:
        module = getattr(getattr(ttlearn, name), "__module__", "ttlearn").split(".")
        part = module[1] if len(module) > 1 else ""
        title = next((t for t, parts in API_SECTIONS.items() if part in parts), None)
        (sections[title] if title else other).append(name)
    if other:
        sections["Other names"] = other
    lines = ["# API reference", "",
             "The public names of the `ttlearn` package (`from ttlearn import ...`, the names of "
             "`ttlearn.__all__`), from their docstrings, with their types and examples.", ""]
    for title, names in sections.items():
        if not names:
            continue
        lines += [f"## {title}", "", "```{eval-rst}", ".. currentmodule:: ttlearn", ""]
        for name in names:
            directive = "autoclass" if isinstance(getattr(ttlearn, name), type) else "autofunction"
            lines += [f".. {directive}:: {name}", ""]
        lines += ["```", ""]
    return "\n".join(lines)


def _same_shape(text: str, language: str) -> str:
    """A translated lesson's, glossary's or teacher's page's text with its links to the rules
    (`../../ttlearn/RULES.sv.md#r10`, from notebooks/sv/) as the English ones are (`../RULES.md#r10`):
    each language's book has the English book's shape, so a page has the same path in every language."""
    return text.replace(f"../../ttlearn/RULES.{language}.md", "../RULES.md")


# The how-to pages: English in book/howto/, each other language's in book/translations/<language>/howto/ (the
# same names, links and code). A page with no translation (the developers' page) is English only: that book
# holds, at its path, a page saying so in its language and linking to it, since conf.py's language switch
# links a page to the same path in every language.
HOWTO = BOOK / "howto"
ENGLISH_ONLY_NOTE = {"sv": "Den här sidan finns bara på engelska", "hr": "Ova stranica postoji samo na engleskom",
                     "th": "หน้านี้มีเฉพาะภาษาอังกฤษ"}


def howto_page(page: Path, language: str) -> Path | None:
    """The how-to page `page` (in book/howto/) in `language`, or None when it is not translated."""
    translated = page if language == "en" else BOOK / "translations" / language / "howto" / page.name
    return translated if translated.is_file() else None


def copy_howtos(source: Path, language: str) -> None:
    """The how-to pages in `language` into `source`/howto/, their links to the repository's root
    (`../../RULES.md`, `../../docs/hand.svg`, right on GitHub for the English pages) made the book's
    (`../RULES.md`, the rules in the book's language), with the pictures of docs/ they show; an untranslated
    page as a page that links to the English one."""
    (source / "howto").mkdir()
    for page in sorted(HOWTO.glob("*.md")):
        translated = howto_page(page, language)
        if translated is None:
            title = page.read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
            text = (f"# {title}\n\n{ENGLISH_ONLY_NOTE[language]}: "
                    f'<a href="../../howto/{page.stem}.html" hreflang="en">{title}</a>.\n')
        else:
            text = translated.read_text(encoding="utf-8")
            for picture in re.findall(r"\]\(\.\./\.\./(docs/[^)\s]+)\)", text):
                (source / picture).parent.mkdir(exist_ok=True)
                shutil.copy2(ROOT / picture, source / picture)
            text = text.replace("](../../", "](../")
        (source / "howto" / page.name).write_text(text, encoding="utf-8")


def assemble(source: Path, language: str = "en") -> Path:
    """Write the book's sources in `language` into `source` (emptied first); return it.

    English comes from notebooks/, book/ and ttlearn/RULES.md; another language from notebooks/<language>/,
    notebooks/teacher_pages/<language>/, book/translations/<language>/ and ttlearn/RULES.<language>.md, into a tree of
    the same shape (the API page is the English book's only: the other books link to it)."""
    if source.exists():
        shutil.rmtree(source)
    (source / "notebooks" / "teacher").mkdir(parents=True)
    english = language == "en"
    lessons = NOTEBOOKS if english else NOTEBOOKS / language
    pages = NOTEBOOKS / "teacher_pages" if english else NOTEBOOKS / "teacher_pages" / language
    for page in PAGES:
        shutil.copy2((BOOK if english else BOOK / "translations" / language) / page, source / page)
    rules = ROOT / "ttlearn" / ("RULES.md" if english else f"RULES.{language}.md")
    (source / "RULES.md").write_text(rules_page(rules.read_text(encoding="utf-8")), encoding="utf-8")
    (source / "notebooks" / "glossary.md").write_text(
        _same_shape((lessons / "glossary.md").read_text(encoding="utf-8"), language), encoding="utf-8")
    sheets = write_worksheets(source / "_extra", language)
    for lesson in sorted(lessons.glob("[0-9][0-9]_*.ipynb")):
        (source / "notebooks" / lesson.name).write_text(
            _same_shape(lesson.read_text(encoding="utf-8"), language), encoding="utf-8")
        page = pages / f"{lesson.stem}.md"
        text = teacher_page_text(source / "notebooks" / lesson.name, page)
        title, _, rest = text.partition("\n")  # the sheets to print, under the page's title
        text = f"{title}\n\n{sheets[lesson.stem]}\n{rest}"
        (source / "notebooks" / "teacher" / page.name).write_text(_same_shape(text, language), encoding="utf-8")
    if english:
        (source / "api.md").write_text(api_page(), encoding="utf-8")
    copy_howtos(source, language)
    return source


# Where the JupyterLite site is, relative to the English book (conf.py's lesson_launch_site).
LITE_FOLDER = "lite"


def build_language(out: Path, source: Path, language: str, jobs: int = 1, quiet: bool = False,
                   lite: bool = True) -> int:
    """Assemble the sources in `language` and build its HTML book into `out`; Sphinx's exit status.
    With `lite`, each lesson has a button to the JupyterLite site (built beside the English book)."""
    from sphinx.cmd.build import build_main

    source = assemble(source, language)
    args = ["-b", "html", "-W", "--keep-going", "-c", str(BOOK), "-d", str(source / ".doctrees"),
            "-D", f"language={language}", "-D", f"lesson_launch_site={LITE_FOLDER}",
            "-D", f"html_extra_path={source / '_extra'}", *(["-t", "lite"] if lite else []),
            "-j", str(jobs), str(source), str(out)]
    return build_main([*args, "-q"] if quiet else args)


def build(out: Path, source: Path | None = None, jobs: int = 1, quiet: bool = False, lite: bool = True) -> int:
    """Assemble the sources and build the HTML book into `out`, English there and each other language
    in `out`/<language>/, and with `lite` the JupyterLite site in `out`/lite/; 0 if all of them built
    (every language with no warning).

    Each language is built by its own Python process (`--language`), and so is the site, `jobs` of them at a
    time: Sphinx keeps the interface's translations of the first language it loads for the rest of a process
    (the Thai book said "Sök" after the Swedish one), and the parts are independent, so two cores build two."""
    out = Path(out).resolve()
    source = (Path(source) if source else ROOT / "build" / "book-source").resolve()
    # (each tree in book-<language>/: a folder named as a language beside a path of sys.path would
    # be a namespace package `th` that docutils imports for its Thai words)
    waiting = [[sys.executable, __file__, str(out if language == "en" else out / language),
                "--source-dir", str(source / f"book-{language}"), "--language", language,
                *(["--quiet"] if quiet else []), *([] if lite else ["--no-lite"])] for language in LANGUAGES]
    if lite:  # first: it takes about as long as two languages
        waiting.insert(0, [sys.executable, str(ROOT / "lite" / "build.py"), "--output-dir", str(out / LITE_FOLDER)])
    running: list[subprocess.Popen[bytes]] = []
    status = 0
    while waiting or running:
        while waiting and len(running) < max(1, jobs):
            running.append(subprocess.Popen(waiting.pop(0)))
        running[0].wait()
        status = running.pop(0).returncode or status
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "_book"), help="the HTML site (default: _book/)")
    parser.add_argument("--source-dir", help="where to assemble the sources (default: build/book-source/)")
    parser.add_argument("--jobs", "-j", type=int, default=1, help="languages built at a time")
    parser.add_argument("--language", choices=LANGUAGES,
                        help="build this language's book alone, into OUT itself (default: every language)")
    parser.add_argument("--quiet", "-q", action="store_true", help="Sphinx's warnings and errors alone")
    parser.add_argument("--no-lite", dest="lite", action="store_false",
                        help="no JupyterLite site in OUT/lite/ and no button to it on the lessons (it needs npm)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if args.language:
        source = Path(args.source_dir) if args.source_dir else ROOT / "build" / "book-source" / f"book-{args.language}"
        return build_language(Path(args.out), source, args.language, quiet=args.quiet, lite=args.lite)
    status = build(Path(args.out), Path(args.source_dir) if args.source_dir else None, args.jobs, args.quiet,
                   args.lite)
    print(f"book: {'built' if status == 0 else 'FAILED'} in {time.perf_counter() - start:.0f} s: {args.out}")
    return status


if __name__ == "__main__":
    sys.exit(main())
