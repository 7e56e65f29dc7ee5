"""The frozen app's entry point (PyInstaller needs a script, not a console-script name)."""

import sys

if "--multiprocessing-fork" in sys.argv:
    # A worker of ``drawgame review --jobs N`` (the spawn start method): the frozen app is
    # its Python, and freeze_support runs the worker and exits.
    import multiprocessing

    multiprocessing.freeze_support()

from drawgame.app import main

sys.exit(main())
