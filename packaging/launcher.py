"""The frozen app's entry point (PyInstaller needs a script, not a console-script name)."""

import sys

from drawgame.app import main

sys.exit(main())
