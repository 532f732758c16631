"""Compile the solver's busiest modules (`ttlearn.solver.native.NATIVE_MODULES`) to C with
mypyc, into build/native/ttlearn/solver/, and record the digests of the sources they were
built from; or nothing if those are up to date.

    python native/build.py          (what `make native` runs; needs mypy and a C compiler)

ttlearn loads them from there in place of the pure Python only while the digests match
the sources (`ttlearn.solver.native`). Without a C compiler this says so and stops with
status 0: ttlearn then runs as pure Python, only slower; and it does not try again for the same
sources (a new `make lab` starts at once).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# ttlearn/solver/native.py alone (it needs only the standard library), not the package, which
# would load the very modules this rebuilds.
_spec = importlib.util.spec_from_file_location("ttlearn_native", ROOT / "ttlearn" / "solver" / "native.py")
assert _spec is not None and _spec.loader is not None
native = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(native)


def main() -> int:
    if native.native_problem() is None:
        print("native/build.py: the compiled modules are up to date")
        return 0
    try:
        from mypyc.build import mypycify
        from setuptools import Distribution
    except ImportError as error:
        print(f"native/build.py: not compiled, {error.name} is not installed; ttlearn runs as pure Python")
        return 0
    out = native.native_directory()
    failed = out / "FAILED"  # the digests of sources that did not compile: not tried again at every make lab
    if failed.exists() and failed.read_text() == native.source_digests():
        print(f"native/build.py: these sources did not compile last time; ttlearn runs as pure Python "
              f"(rm -r {out.relative_to(ROOT)} to try again)")
        return 0
    shutil.rmtree(out, ignore_errors=True)  # nothing stale is left if the build fails
    os.chdir(ROOT)  # mypyc names the modules by their paths from here
    with tempfile.TemporaryDirectory() as temp:
        try:
            # mypyc type-checks what the modules import too; a package with no type stubs
            # there (tqdm in a venv with only the notebook extras) is taken as untyped.
            paths = [f"ttlearn/solver/{m}.py" for m in native.NATIVE_MODULES]
            extensions = mypycify(["--ignore-missing-imports", *paths], opt_level="3",
                                  group_name="ttlearn.solver.native", target_dir=temp)
            dist = Distribution({"name": "ttlearn-native", "ext_modules": extensions})
            build = dist.get_command_obj("build_ext")
            build.build_lib, build.build_temp = str(native.native_root()), temp  # type: ignore[attr-defined]
            dist.run_command("build_ext")
        except (Exception, SystemExit) as error:  # no C compiler, say: pure Python still works
            shutil.rmtree(out, ignore_errors=True)
            out.mkdir(parents=True)
            failed.write_text(native.source_digests())
            why = "mypyc stopped, saying why above" if isinstance(error, SystemExit) else str(error)
            print(f"native/build.py: not compiled ({why}); ttlearn runs as pure Python")
            return 0
    (out / native.DIGESTS_FILE).write_text(native.source_digests())
    print(f"native/build.py: compiled {', '.join(native.NATIVE_MODULES)} into {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
