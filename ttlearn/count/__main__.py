"""`python -m ttlearn.count recompute --verify`: recount and check the shipped tables."""

import sys

from .tables import main

sys.exit(main())
