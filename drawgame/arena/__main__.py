"""``python -m drawgame.arena``: the ``drawgame-arena`` command."""

import sys

from .cli import main

sys.exit(main())
