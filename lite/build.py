"""Build ttlearn's notebooks as a static JupyterLite site: Python in the browser (Pyodide),
nothing to install. Put the folder on any web server and open its address.

    python lite/build.py                   # the site in _site/ (make lite)
    python lite/build.py --serve           # build, then serve it on 127.0.0.1:8000 (make lite-serve)
    python lite/build.py --with-solutions  # keep the cells tagged `solution` (a teacher's site)

The steps, each cached in lite/.cache/ or lite/node_modules/ (both ignored by git), so a
second build downloads nothing:

1. the Pyodide runtime from the npm package `pyodide`, at the version that package.json pins
   and that jupyterlite-pyodide-kernel was made for (checked);
2. the ttlearn wheel, built from this checkout;
3. the pure-Python wheels the kernel loads at start-up (micropip, ipython and what it needs,
   jedi, ...) from PyPI, at the versions Pyodide's lock file names, and those it does not
   list (ipywidgets, anywidget, ...) at the versions in lite/wheels.txt;
4. a new pyodide-lock.json: those wheels, with their sha256, served from the site itself and
   preloaded (jupyter-lite.json's loadPyodideOptions.packages), so no notebook needs a
   `%pip` cell and the kernel starts with no network; every other package of the lock file
   (matplotlib, numpy: compiled, on no registry) points at Pyodide's CDN, whose address
   jupyterlite-pyodide-kernel gives, and loads from there on first import;
5. the standard library and those wheels compiled to bytecode by Pyodide's own Python,
   run in Node (lite/bytecode.py), so that the browser does not compile every module it
   imports at every start of a notebook;
6. `jupyter lite build` with the learner notebooks (the student editions: no solution
   cells) and the apps as contents, ipywidgets' and anywidget's JavaScript, no source maps;
7. a start page (index.html): the notebooks, the projector apps (the play table and the
   trainers in JupyterLite's REPL with the code hidden, started from the link), and which
   notebooks draw matplotlib charts, the only thing that needs the internet (once). (Not
   voici: voici 0.10 wants jupyterlite-core below 0.8 and a xeus-python environment from
   emscripten-forge.)
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import email.parser
import functools
import hashlib
import html
import http.server
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
import zipfile
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
LITE = ROOT / "lite"
CACHE = LITE / ".cache"
WHEELS = CACHE / "wheels"  # from PyPI: kept between builds
NODE_PYODIDE = LITE / "node_modules" / "pyodide"
SITE = ROOT / "_site"

#: the Pyodide runtime files a site needs (no source maps, type declarations or consoles)
RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
#: Pyodide's own compiled builds, on no registry: loaded from Pyodide's CDN at run time
COMPILED = ["matplotlib", "numpy"]
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
NOTEBOOK_GLOB = "[0-9][0-9]_*.ipynb"
# The translations: notebooks/<code>/ and apps/<code>/, each by its own name for itself.
TRANSLATED = {"sv": "svenska", "hr": "hrvatski", "th": "ไทย"}


class BuildError(RuntimeError):
    """A step of the build failed; the message says which and why."""


def normalize(name: str) -> str:
    """A project name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


# -- 1. the Pyodide runtime ------------------------------------------------------------------

def kernel_pyodide() -> tuple[str, str]:
    """The Pyodide version jupyterlite-pyodide-kernel was made for, and its CDN address."""
    from jupyterlite_pyodide_kernel import constants

    return constants.PYODIDE_VERSION, constants.PYODIDE_CDN_URL


def pyodide_python() -> str:
    """The Python version of that Pyodide (3.14): what the wheels must support."""
    from jupyterlite_pyodide_kernel import constants

    return constants.PYODIDE_PYTHON_VERSION


def pinned_pyodide() -> str:
    return json.loads((LITE / "package.json").read_text())["dependencies"]["pyodide"]


def npm_install() -> Path:
    """lite/node_modules/pyodide at the pinned version (npm ci once; then from the disk)."""
    version, _ = kernel_pyodide()
    pin = pinned_pyodide()
    if pin != version:
        raise BuildError(f"lite/package.json pins pyodide {pin}, but jupyterlite-pyodide-kernel "
                         f"{importlib.metadata.version('jupyterlite-pyodide-kernel')} needs {version}")
    installed = NODE_PYODIDE / "package.json"
    if not installed.exists() or json.loads(installed.read_text())["version"] != pin:
        npm = shutil.which("npm")
        if npm is None:
            raise BuildError("npm is not installed: it brings the Pyodide runtime (apt-get install npm)")
        log(f"npm ci: pyodide {pin}")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--omit-lockfile-registry-resolved"],
                       cwd=LITE, check=True)
    for name in [*RUNTIME, "pyodide-lock.json"]:
        if not (NODE_PYODIDE / name).exists():
            raise BuildError(f"the npm package pyodide {pin} has no {name}")
    return NODE_PYODIDE


# -- 2. and 3. the wheels --------------------------------------------------------------------

class Wheel:
    """A wheel file with what a lock-file entry needs: name, version, imports, depends."""

    def __init__(self, path: Path):
        self.path = path
        with zipfile.ZipFile(path) as whl:
            names = whl.namelist()
            info = next(n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info"))
            meta = email.parser.Parser().parsestr(whl.read(f"{info}/METADATA").decode())
            top_level = f"{info}/top_level.txt"
            if top_level in names:
                imports = whl.read(top_level).decode().split()
            else:
                imports = sorted({n.split("/")[0].removesuffix(".py") for n in names
                                  if not n.split("/")[0].endswith((".dist-info", ".data"))
                                  and (n.endswith(".py") or "/" in n)})
        self.name, self.version = meta["Name"], meta["Version"]
        self.requires = [Requirement(r) for r in meta.get_all("Requires-Dist") or []]
        self.imports = [i for i in imports if i.isidentifier()]

    def depends(self, python: str) -> list[str]:
        """The names of what it needs under Pyodide (extras and other platforms left out)."""
        env = {**default_environment(), "python_version": ".".join(python.split(".")[:2]),
               "python_full_version": python, "sys_platform": "emscripten", "platform_system": "Emscripten",
               "platform_machine": "wasm32", "implementation_name": "cpython",
               "platform_python_implementation": "CPython", "os_name": "posix", "extra": ""}
        return [r.name for r in self.requires if r.marker is None or r.marker.evaluate(env)]

    def entry(self, python: str) -> dict:
        return {"name": self.name, "version": self.version, "file_name": self.path.name,
                "install_dir": "site", "sha256": sha256(self.path), "package_type": "package",
                "imports": self.imports, "depends": self.depends(python), "unvendored_tests": False}


def cached_wheel(name: str, version: str) -> Path | None:
    for path in WHEELS.glob("*.whl"):
        stem_name, stem_version = path.name.split("-")[:2]
        if normalize(stem_name) == normalize(name) and stem_version == version:
            return path
    return None


def pure_wheel(name: str, version: str) -> Path:
    """The py3-none-any wheel of name==version, from the cache or from PyPI."""
    found = cached_wheel(name, version)
    if found is None:
        WHEELS.mkdir(parents=True, exist_ok=True)
        log(f"pip download {name}=={version}")
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:  # a failed download leaves nothing
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                            "--platform", "any", "--python-version", pyodide_python(), "--implementation", "py",
                            "--abi", "none",
                            "--dest", tmp, f"{name}=={version}"], check=True)
            for path in Path(tmp).glob("*.whl"):
                shutil.move(path, WHEELS / path.name)
        found = cached_wheel(name, version)
    if found is None or not found.name.endswith("-none-any.whl"):
        raise BuildError(f"no pure-Python wheel of {name}=={version} on PyPI")
    return found


def ttlearn_wheel() -> Path:
    """The wheel of this checkout's ttlearn, built afresh from a copy of its sources (so no
    stale build/ folder of the checkout slips an old module in, and none is left behind)."""
    out = CACHE / "ttlearn"
    shutil.rmtree(out, ignore_errors=True)
    log("pip wheel (ttlearn)")
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        source = Path(tmp) / "ttlearn-source"
        shutil.copytree(ROOT / "ttlearn", source / "ttlearn", ignore=shutil.ignore_patterns("__pycache__", "*.py[cod]"))
        for name in ["pyproject.toml", "README.md", "LICENSE"]:
            shutil.copy(ROOT / name, source / name)
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(out),
                        str(source)], check=True)
    return next(out.glob("ttlearn-*.whl"))


def kernel_wheels() -> tuple[Path, list[Path]]:
    """jupyterlite-pyodide-kernel's wheel (its labextension) and the wheels inside it that the
    kernel itself installs: piplite, pyodide-kernel, the ipykernel and widgetsnbextension stand-ins."""
    version = importlib.metadata.version("jupyterlite-pyodide-kernel")
    kernel = pure_wheel("jupyterlite-pyodide-kernel", version)
    out = CACHE / f"kernel-{version}"
    if not out.exists():
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp, zipfile.ZipFile(kernel) as whl:
            inner = [n for n in whl.namelist() if re.search(r"/static/pypi/[^/]+\.whl$", n)]
            for name in inner:
                (Path(tmp) / Path(name).name).write_bytes(whl.read(name))
            Path(tmp).rename(out)
    stubs = sorted(out.glob("*.whl"))
    # ipywidgets 8 needs widgetsnbextension 4: the 3.x stand-in is for ipywidgets 7
    stubs = [p for p in stubs if not p.name.startswith("widgetsnbextension-3.")]
    return kernel, stubs


def pinned_wheels() -> list[tuple[str, str]]:
    pins = []
    for line in (LITE / "wheels.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins.append((name.strip(), version.strip()))
    return pins


# -- 4. the lock file ------------------------------------------------------------------------

def closure(packages: dict[str, dict], names: Iterable[str]) -> list[str]:
    """The lock-file keys of `names` and of everything they depend on."""
    key = {normalize(k): k for k in packages}
    seen: list[str] = []
    todo = list(names)
    while todo:
        name = todo.pop(0)
        if normalize(name) not in key:
            raise BuildError(f"{name} is in no lock-file entry (needed at start-up)")
        k = key[normalize(name)]
        if k not in seen:
            seen.append(k)
            todo += packages[k]["depends"]
    return seen


def make_lock(upstream: dict, preload: Sequence[str], cdn: str) -> tuple[dict, list[Path]]:
    """Pyodide's lock file with the start-up packages served locally (returns the wheels to
    put beside it) and every other package at Pyodide's CDN."""
    python = upstream["info"]["python"]
    packages = {k: dict(v) for k, v in upstream["packages"].items()}
    local: dict[str, Wheel] = {}

    def add(wheel: Wheel) -> None:
        key = normalize(wheel.name)  # Pyodide looks packages up by their PEP 503 names
        entry = wheel.entry(python)
        if key in packages:  # Pyodide knows what it needs: keep its imports and depends
            entry.update(imports=packages[key]["imports"], depends=packages[key]["depends"])
        packages[key] = {**entry, "name": key}
        local[key] = wheel

    _, stubs = kernel_wheels()
    for path in [ttlearn_wheel(), *stubs]:
        add(Wheel(path))
    for name, version in pinned_wheels():
        add(Wheel(pure_wheel(name, version)))
    # every name as Pyodide looks it up (ipython's "prompt_toolkit" is the new "prompt-toolkit")
    for entry in packages.values():
        entry["depends"] = [normalize(d) for d in entry["depends"]]

    for k in closure(packages, preload):
        if k in local:
            continue
        entry = packages[k]
        if not entry["file_name"].endswith("-none-any.whl"):
            raise BuildError(f"{k} ({entry['file_name']}) is compiled: the kernel could not start offline")
        add(Wheel(pure_wheel(k, entry["version"])))
    for k, entry in packages.items():
        if k not in local and "://" not in entry["file_name"]:
            entry["file_name"] = f"{cdn.rstrip('/')}/{entry['file_name']}"
    lock = {"info": upstream["info"], "packages": dict(sorted(packages.items()))}
    return lock, [w.path for w in local.values()]


def check_lock(lock: dict, preload: Sequence[str], cdn: str) -> None:
    """Start-up needs nothing from the network; matplotlib and numpy are at the CDN."""
    packages = lock["packages"]
    for k in closure(packages, preload):
        if "://" in packages[k]["file_name"]:
            raise BuildError(f"{k} is needed at start-up but comes from {packages[k]['file_name']}")
    for k in closure(packages, COMPILED):
        if k not in closure(packages, preload) and not packages[k]["file_name"].startswith(cdn):
            raise BuildError(f"{k} should load from Pyodide's CDN, not {packages[k]['file_name']}")


# -- 5. bytecode ----------------------------------------------------------------------------

STDLIB = "python_stdlib.zip"  # Pyodide's standard library, as sources
#: the wheels whose modules keep their sources beside the bytecode (a learner reads ttlearn's in a traceback)
KEEP_SOURCES = ("ttlearn",)
# Pyodide in Node, the host's files under /host, runs lite/bytecode.py on a list of jobs.
_COMPILE_IN_PYODIDE = """
import { pathToFileURL } from "node:url";
const [pyodideDir, lite, jobs] = process.argv.slice(-3);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.runPython(`import sys; sys.path.insert(0, "/host${lite}")
import bytecode; bytecode.main("/host${jobs}")`);
"""


def with_bytecode(archives: list[Path], node_pyodide: Path) -> list[Path]:
    """The archives (the standard library, wheels) with Pyodide's bytecode, compiled by
    Pyodide in Node (lite/bytecode.py), each cached by its sha256 in lite/.cache/bytecode/."""
    compiled, jobs = [], []
    for archive in archives:
        target = CACHE / "bytecode" / pinned_pyodide() / sha256(archive)[:16] / archive.name
        if not target.exists():
            keep = normalize(archive.name.split("-")[0]) in KEEP_SOURCES
            jobs.append((archive, target, keep))
        compiled.append(target)
    if jobs:
        node = shutil.which("node")
        if node is None:
            raise BuildError("node is not installed: it runs Pyodide to compile the modules (apt-get install nodejs)")
        log(f"bytecode: {len(jobs)} archives, compiled by Pyodide in Node")
        def part(path: Path) -> Path:  # this process's own: two builds at once never share one
            return path.with_name(f"{path.name}.{os.getpid()}.part")

        with tempfile.NamedTemporaryFile("w", suffix=".json", dir=CACHE) as job_file:
            json.dump([[f"/host{a}", f"/host{part(t)}", keep] for a, t, keep in jobs], job_file)
            job_file.flush()
            subprocess.run([node, "--input-type=module", "-e", _COMPILE_IN_PYODIDE, "--", str(node_pyodide),
                            str(LITE), job_file.name], check=True)
        for _, target, _ in jobs:  # whole, or not there: a build stopped half-way leaves no broken archive
            part(target).replace(target)  # another build may have put the same archive there meanwhile
    return compiled


# -- 6. jupyter lite build -------------------------------------------------------------------

def _joined(value: object) -> object:
    return "".join(value) if isinstance(value, list) and all(isinstance(v, str) for v in value) else value


def joined_lines(notebook: dict) -> dict:
    """Multi-line strings as one string each, as a Jupyter server sends them: JupyterLite serves
    the file as it is, and the browser would show a stored output's lines joined by commas."""
    for cell in notebook["cells"]:
        cell["source"] = _joined(cell["source"])
        for output in cell.get("outputs", []):
            if "text" in output:
                output["text"] = _joined(output["text"])
            for mime, value in output.get("data", {}).items():
                output["data"][mime] = _joined(value)
    return notebook


def write_contents(folder: Path, with_solutions: bool) -> None:
    """notebooks/ (the student editions, unless with_solutions) and apps/."""
    sys.path.insert(0, str(ROOT))
    from ttlearn.teach.editions import read_notebook, student_edition

    for sub, glob in [("notebooks", NOTEBOOK_GLOB), ("apps", "*.ipynb")]:
        for language in ("", *TRANSLATED):  # the English, then each translation's folder
            (folder / sub / language).mkdir(parents=True, exist_ok=True)
            for source in sorted((ROOT / sub / language).glob(glob)):
                notebook = read_notebook(source)
                if sub == "notebooks" and not with_solutions:
                    notebook = student_edition(notebook)
                text = json.dumps(joined_lines(notebook), indent=1, ensure_ascii=False) + "\n"
                (folder / sub / language / source.name).write_text(text, encoding="utf-8")


def jupyter_lite_build(staging: Path, output: Path, extensions: list[Path]) -> None:
    config = json.loads((LITE / "jupyter_lite_config.json").read_text())
    config["LiteBuildConfig"].update(
        federated_extensions=[str(p) for p in extensions], contents=[str(staging / "files")],
        output_dir=str(output), cache_dir=str(staging / ".cache"))
    (staging / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2))
    for name in ["jupyter-lite.json", "overrides.json"]:
        if (LITE / name).exists():
            shutil.copy(LITE / name, staging / name)
    jupyter = Path(sys.executable).with_name("jupyter")
    command = [str(jupyter) if jupyter.exists() else "jupyter", "lite", "build", f"--lite-dir={staging}"]
    log("jupyter lite build")
    result = subprocess.run(command, cwd=staging, capture_output=True, text=True)
    if result.returncode:
        raise BuildError(f"jupyter lite build failed:\n{result.stdout}\n{result.stderr}")


# -- 7. the start page -----------------------------------------------------------------------

def title_of(notebook: dict, fallback: str) -> str:
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return fallback


#: the widgets of ttlearn.widgets that draw a matplotlib chart (besides ttlearn.draw.plots' functions)
CHART_WIDGETS = ("scoring_explainer", "strategy_lab", "exact_vs_simulated")


@functools.cache
def chart_functions() -> frozenset[str]:
    """What draws a matplotlib chart when a cell calls it: every `*_figure` function of
    ttlearn/draw/ (ttlearn.draw.plots gathers them all), and the widgets with a chart."""
    figures = set()
    for path in sorted((ROOT / "ttlearn" / "draw").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        figures |= {node.name for node in tree.body if isinstance(node, ast.FunctionDef)
                    and node.name.endswith("_figure") and not node.name.startswith("_")}
    return frozenset(figures | set(CHART_WIDGETS))


def _draws_a_chart(code: str) -> bool:
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in chart_functions():
                return True
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if any(m.split(".")[0] in COMPILED for m in modules):
                return True
    return False


def chart_cells(notebook: dict) -> list[int]:
    """The indices of the code cells that draw a matplotlib chart: they call a chart function
    (`chart_functions`), or import matplotlib or numpy themselves. With no internet each of
    those charts is a one-line note in the site; every other cell needs nothing from outside."""
    def code(cell: dict) -> str:
        lines = "".join(cell["source"]).splitlines()
        return "\n".join(line for line in lines if not line.lstrip().startswith(("%", "!")))  # no magics

    return [k for k, cell in enumerate(notebook["cells"]) if cell["cell_type"] == "code" and _draws_a_chart(code(cell))]


def app_url(notebook: dict) -> str:
    """The notebook as a projector app: JupyterLite's REPL runs its cells from the link, the
    code hidden (markdown cells shown as Markdown)."""
    params = [("kernel", "python"), ("toolbar", "1"), ("showBanner", "0"), ("hideCodeInput", "1")]
    for cell in notebook["cells"]:
        source = "".join(cell["source"]).strip()
        if not source:
            continue
        if cell["cell_type"] == "markdown":
            source = f"from IPython.display import Markdown\nMarkdown({source!r})"
        if cell["cell_type"] in ("markdown", "code"):
            params.append(("code", source))
    return "repl/index.html?" + urllib.parse.urlencode(params, quote_via=urllib.parse.quote)


def start_page(files: Path) -> str:
    def link(href: str, text: str) -> str:
        return f'<a href="{html.escape(href)}">{html.escape(text)}</a>'

    notebooks, with_charts = [], []
    for path in sorted((files / "notebooks").glob("*.ipynb")):
        notebook = json.loads(path.read_text())
        title = title_of(notebook, path.stem)
        note = " <small>(its charts need the internet once)</small>" if chart_cells(notebook) else ""
        notebooks.append(f"<li>{link(f'notebooks/index.html?path=notebooks/{path.name}', title)}{note}</li>")
        if note:
            with_charts.append(path.name)
    apps = []
    for path in sorted((files / "apps").glob("*.ipynb")):
        notebook = json.loads(path.read_text())
        apps.append(f"<li>{link(app_url(notebook), title_of(notebook, path.stem))} "
                    f"<small>({link(f'notebooks/index.html?path=apps/{path.name}', 'as a notebook')})</small></li>")
    translated = []  # one list a language: its notebooks, then its projector apps
    for code, name in TRANSLATED.items():
        items = []
        for path in sorted((files / "notebooks" / code).glob("*.ipynb")):
            notebook = json.loads(path.read_text(encoding="utf-8"))
            note = " <small>(charts: internet once)</small>" if chart_cells(notebook) else ""
            title = title_of(notebook, path.stem)
            items.append(f"<li>{link(f'notebooks/index.html?path=notebooks/{code}/{path.name}', title)}{note}</li>")
            if note:
                with_charts.append(f"{code}/{path.name}")
        for path in sorted((files / "apps" / code).glob("*.ipynb")):
            notebook = json.loads(path.read_text(encoding="utf-8"))
            items.append(f"<li>{link(app_url(notebook), f'{title_of(notebook, path.stem)} ({name})')}</li>")
        if items:
            translated.append(f'<h3 lang="{code}">{html.escape(name)}</h3>\n<ul lang="{code}">\n'
                              + "\n".join(items) + "\n</ul>")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Three Thirteen: learn the game in your browser</title>
<!-- JupyterLite's pages read the site's settings from here: keep it, even empty -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }}
li {{ margin: 0.3rem 0; }} small {{ color: #555; }}
</style>
</head>
<body>
<h1>Three Thirteen</h1>
<p>The ttlearn notebooks, running in your browser: nothing to install. A notebook takes some seconds to
start, while Python loads; your changes stay in this browser only (File &rarr; Download keeps a copy).</p>
<h2>Notebooks</h2>
<ol>
{chr(10).join(notebooks)}
</ol>
<p>{link('lab/index.html', 'All of them in JupyterLab')}</p>
<h2>For the projector</h2>
<ul>
{chr(10).join(apps)}
</ul>
<h2>In Swedish, Croatian and Thai</h2>
{chr(10).join(translated)}
<p><small>Every notebook runs with no connection beyond this site. Only matplotlib is not in it:
{', '.join(with_charts) or 'no notebook'} draw charts with it, which the browser fetches from Pyodide's CDN the first
time and keeps; with no internet each chart is a one-line note instead, and every other cell runs.</small></p>
</body>
</html>
"""


# -- the whole build -------------------------------------------------------------------------

def folder_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


@contextlib.contextmanager
def one_build_at_a_time() -> Iterator[None]:
    """Hold lite/.cache/build.lock while a build fills and reads the caches: two builds at once (the test
    suite's processes build a site for tests/test_lite.py and one beside the course book) would both run
    `npm ci` in lite/ and rebuild lite/.cache/ttlearn/ under each other. Where there is no fcntl (Windows),
    a build does not wait."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / "build.lock", "w") as handle:
        try:
            import fcntl
        except ImportError:
            yield
            return
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log("waiting for another build of a site to finish")
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def build(output: Path = SITE, with_solutions: bool = False) -> Path:
    """Build the site into `output` (see the module's docstring), one build at a time; return it."""
    with one_build_at_a_time():
        return _build(output, with_solutions)


def _build(output: Path, with_solutions: bool) -> Path:
    start = time.monotonic()
    output = output.resolve()
    if output.exists() and any(output.iterdir()) and not (output / "jupyter-lite.json").exists():
        raise BuildError(f"{output} is not empty and holds no JupyterLite site: not replacing it")
    node_pyodide = npm_install()
    version, cdn = kernel_pyodide()
    if version not in cdn:
        raise BuildError(f"jupyterlite-pyodide-kernel's CDN address {cdn} is not for Pyodide {version}")
    preload = json.loads((LITE / "jupyter-lite.json").read_text())[
        "jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]["loadPyodideOptions"]["packages"]
    CACHE.mkdir(exist_ok=True)
    lock, wheels = make_lock(json.loads((node_pyodide / "pyodide-lock.json").read_text()), preload, cdn)
    check_lock(lock, preload, cdn)
    stdlib, *wheels = with_bytecode([node_pyodide / STDLIB, *wheels], node_pyodide)
    for entry in lock["packages"].values():  # the lock file's sha256: the compiled wheels'
        entry["sha256"] = next((sha256(w) for w in wheels if w.name == entry["file_name"]), entry["sha256"])
    kernel, _ = kernel_wheels()
    extensions = [kernel, pure_wheel("jupyterlab_widgets", dict(pinned_wheels())["jupyterlab_widgets"]),
                  pure_wheel("anywidget", dict(pinned_wheels())["anywidget"])]

    with tempfile.TemporaryDirectory(prefix="lite-", dir=CACHE) as tmp:
        staging = Path(tmp)
        pyodide_dir = staging / "static" / "pyodide"  # where the kernel addon looks for a local Pyodide
        pyodide_dir.mkdir(parents=True)
        for path in [*(node_pyodide / n for n in RUNTIME if n != STDLIB), stdlib, *wheels]:
            shutil.copy(path, pyodide_dir / path.name)
        (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
        write_contents(staging / "files", with_solutions)
        shutil.rmtree(output, ignore_errors=True)
        jupyter_lite_build(staging, output, extensions)
        (output / "index.html").write_text(start_page(staging / "files"))
        (output / ".nojekyll").touch()  # GitHub Pages: serve every file as it is

    maps = [p.relative_to(output) for p in output.rglob("*.map")]
    if maps:
        raise BuildError(f"source maps left in the site: {maps[:3]}")
    size, count = folder_size(output)
    runtime, _ = folder_size(output / "static" / "pyodide")
    log(f"{output}: {mb(size)} in {count} files (Pyodide and {len(wheels)} wheels: {mb(runtime)}), "
        f"built in {time.monotonic() - start:.0f} s")
    return output


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                      ".json": "application/json", ".ipynb": "application/json"}

    def log_message(self, format: str, *args: object) -> None:  # quiet: a page asks for hundreds of files
        pass


def server(folder: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A static server of `folder` on 127.0.0.1 (port 0: any free port); call serve_forever()."""
    handler = functools.partial(_Handler, directory=str(folder))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python lite/build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--output-dir", type=Path, default=SITE, help="where to build the site (default: _site)")
    parser.add_argument("--with-solutions", action="store_true", help="keep the cells tagged solution")
    parser.add_argument("--serve", action="store_true", help="then serve the site on 127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)), help="for --serve (8000)")
    args = parser.parse_args(argv)
    try:
        output = build(args.output_dir, args.with_solutions)
    except (BuildError, subprocess.CalledProcessError) as err:
        print(f"{parser.prog}: error: {err}", file=sys.stderr)
        return 1
    if args.serve:
        httpd = server(output, args.port)
        log(f"serving {output} on http://127.0.0.1:{httpd.server_address[1]}/ (Ctrl-C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            httpd.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
