"""What a test does when something it needs is missing here: skip, saying why; but in CI
(CI=true), where `.ci/run` installs and builds everything, fail, so no test can silently
stop running there."""

from __future__ import annotations

import os

import pytest


def skip_or_fail(reason: str | None, what: str) -> None:
    """Skip `what` (e.g. "the JupyterLab test"), saying why; in CI (CI=true) fail instead.
    Nothing when reason is None."""
    if reason:
        if os.environ.get("CI"):
            pytest.fail(f"{what} must run in CI, but {reason}")
        pytest.skip(f"{what} skipped: {reason}")
