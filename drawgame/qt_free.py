"""The modules of the first frame that need no Qt, imported before PySide6 is.

PySide6's ``__feature__`` import hook reads the source of every module an import statement
hands back once PySide6 is imported (``inspect.getsource``, to see whether it names
PySide6): a file read and decoded per module. A module imported before PySide6, and
imported after it only by modules imported before it too, is never read: the engine's,
the storage's and the session's inner modules, and the standard library's behind ``json``,
``hashlib``, ``datetime`` and ``html``. ``drawgame`` and ``drawgame --check`` call
:func:`import_qt_free` before their first import of PySide6.
"""

from __future__ import annotations

import importlib
from typing import Final

#: Everything here is imported for the first frame anyway, and none of it imports PySide6
#: (tests/test_startup_imports.py checks both).
QT_FREE: Final = (
    "json",
    "hashlib",
    "datetime",
    "html",
    "drawgame.engine",
    "drawgame.engine.seal",
    "drawgame.ai",
    "drawgame.ai.heuristic",  # the default opponent's (medium)
    "drawgame.ai.tutor",
    "drawgame.storage",
    "drawgame.storage.settings",
    "drawgame.session.log",
    "drawgame.session.deals",
    "drawgame.session.setup",
    "drawgame.session.effects",
    "drawgame.session.history",
    "drawgame.session.logbook",
    "drawgame.session.turns",
    "drawgame.session.bot_process",
    "drawgame.ui.table.line_layout",
)


def import_qt_free() -> None:
    """Import :data:`QT_FREE` (before PySide6: see the module's note)."""
    for name in QT_FREE:
        importlib.import_module(name)
