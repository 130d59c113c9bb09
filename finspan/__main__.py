"""``python -m finspan``: the same as the ``finspan`` command."""

import sys

from finspan.cli import main

sys.exit(main())
