import os
import sys

import pytest
from hypothesis import HealthCheck, settings

sys.path.insert(0, os.path.dirname(__file__))  # tests/brute_force.py

settings.register_profile(
    "default", deadline=None, max_examples=300, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


# The translated notebooks (notebooks/sv/, hr/, th/) choose their language in their first code
# cell with ttlearn.set_language, which comes with the gettext catalogs (issue 16). While the
# ttlearn under test has none, their cells are skipped, saying why, instead of failing there
# (and no kernel starts for them); once it has, nbval runs them like the English notebooks.
TRANSLATED = ("sv", "hr", "th")
NO_LANGUAGES = "translated notebook: this ttlearn has no set_language yet (the gettext catalogs of issue 16)"


@pytest.hookimpl(tryfirst=True)  # before `-m "not slow"` deselects
def pytest_collection_modifyitems(items):
    """Every notebook cell that nbval runs is slow: each notebook starts a kernel and runs whole."""
    import ttlearn

    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.slow)
            if item.path.parent.name in TRANSLATED and not hasattr(ttlearn, "set_language"):
                item.add_marker(pytest.mark.skip(reason=NO_LANGUAGES))
