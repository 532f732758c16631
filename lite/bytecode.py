"""Zip archives of Python modules (wheels, the standard library's python_stdlib.zip) with
their modules compiled to bytecode, for the Python that runs this module.

lite/build.py runs it in Pyodide itself, under Node, so that the bytecode is the browser's
(CPython's bytecode changes with each version: it must be Pyodide's). Pyodide's npm
package ships its standard library as sources, and the wheels from PyPI hold only
sources: the browser would compile every module it imports at every start of a notebook,
some 500 of them before the first cell has run (IPython, micropip and what they import).

A module's bytecode replaces its source, as in Pyodide's own packages, except in the
archives asked to keep their sources (ttlearn's wheel: a learner reads its lines in a
traceback); there the bytecode goes beside the source in __pycache__, as an unchecked-hash
.pyc, which Python uses as it is (unpacking a wheel does not keep the files' times, which a
timestamp .pyc would be checked against). A file that does not compile (a test fixture in
another Python's syntax) stays as it is. A wheel's RECORD lists the files it now holds.

    python bytecode.py jobs.json   # [[source archive, target archive, keep sources], ...]
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import py_compile
import sys
import tempfile
import warnings
import zipfile
from pathlib import Path


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _rewrite_record(root: Path, files: list[Path]) -> None:
    """A wheel's RECORD, listing `files` (itself without a hash, as the format has it)."""
    record = next((p for p in files if p.parent.name.endswith(".dist-info") and p.name == "RECORD"), None)
    if record is not None:
        lines = [_record_line(p.relative_to(root).as_posix(), p.read_bytes()) for p in files if p != record]
        record.write_text("\n".join([*lines, f"{record.relative_to(root).as_posix()},,"]) + "\n")


def compile_archive(source: Path, target: Path, keep_sources: bool = False) -> None:
    """Write `target`: the archive `source` with the bytecode of each of its modules."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        with zipfile.ZipFile(source) as archive:
            archive.extractall(root)
        for path in sorted(root.rglob("*.py")):
            compiled = importlib.util.cache_from_source(str(path)) if keep_sources else str(path) + "c"
            try:
                with warnings.catch_warnings():  # a library's invalid escapes: its own business
                    warnings.simplefilter("ignore")
                    py_compile.compile(str(path), compiled, dfile=path.relative_to(root).as_posix(), doraise=True,
                                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
            except py_compile.PyCompileError:
                continue
            if not keep_sources:
                path.unlink()
        # a wheel's .dist-info folder last, as wheels have it
        files = sorted((p for p in root.rglob("*") if p.is_file()),
                       key=lambda p: (p.relative_to(root).parts[0].endswith(".dist-info"), p))
        _rewrite_record(root, files)
        target.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
            for path in files:
                out.write(path, path.relative_to(root).as_posix())


def main(jobs_file: str) -> None:
    for source, target, keep_sources in json.loads(Path(jobs_file).read_text()):
        compile_archive(Path(source), Path(target), keep_sources)


if __name__ == "__main__":
    main(sys.argv[1])
