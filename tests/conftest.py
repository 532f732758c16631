"""The tests' shared settings and fixtures: hypothesis's profile, the session's language set
back after every test, and the one browser the browser tests share (a test module says what
else it needs by overriding `browser_needs`)."""

import os
import signal

import pytest
from hypothesis import HealthCheck, settings

from ci_policy import skip_or_fail
from ttlearn import set_language
from ttlearn.teach.chromium import browser_missing, chromium

# Ctrl-C is tested as a terminal sends it (tests/stopping.py). A shell without job control
# starts a background job with SIGINT ignored, every process below it inherits that, and a
# Python child that starts with SIGINT ignored never raises KeyboardInterrupt: the suite's
# processes take SIGINT again, so their children start as they would from a terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

settings.register_profile(
    "default", deadline=None, max_examples=300, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def _language_set_back():
    """A test that chooses a language leaves the next one in the environment's (English here)."""
    yield
    set_language(None)


@pytest.fixture(scope="module")
def browser_needs() -> tuple[str, str | None]:
    """What a module's browser tests are called, and why they cannot run here (None: they
    can). A test module overrides it when it needs more than the browser (a server, a site)."""
    return "the browser test", None


@pytest.fixture(scope="module")
def browser(browser_needs):
    """Debian's Chromium, headless (`ttlearn.teach.chromium`), for a module's tests:
    skipped, saying why, where it or what the module needs is missing; in CI, failed."""
    what, missing = browser_needs
    skip_or_fail(missing or browser_missing(), what)
    with chromium() as launched:
        yield launched
