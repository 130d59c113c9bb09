"""``python -m finspan``: the same as the ``finspan`` command (also the bundle's entry point)."""

import multiprocessing
import sys

from finspan.cli import main

# In the PyInstaller bundle a worker process (computer players, tournaments) starts as this
# same program; freeze_support() runs the worker there instead of the command line.
multiprocessing.freeze_support()
sys.exit(main())
