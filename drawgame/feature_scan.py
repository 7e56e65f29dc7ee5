"""PySide6's ``__feature__`` import hook, told its answer instead of reading every source.

Once PySide6 is imported, its import hook asks of each module an import statement hands
back whether the module "uses PySide" (``_mod_uses_pyside``: ``inspect.getsource`` and a
search for "PySide6"), a file read and decoded per module, about 3% of the start-up's
instructions. The answer only sets a default for modules that select none of PySide6's
``__feature__`` options (``snake_case``, ``true_property``); a module that selects one
records its choice itself, before the hook asks. No module here or in what it imports
selects any, so every module is answered "selects none" without reading it.

``drawgame`` and ``drawgame --check`` call :func:`skip_feature_scan` right after
:func:`drawgame.qt_free.import_qt_free`. If a PySide6 release renames the hook's parts,
nothing is changed and the game starts as before, only slower.
"""

from __future__ import annotations

import sys


def _selects_no_feature(_module: object) -> bool:
    return False


def skip_feature_scan() -> bool:
    """Import PySide6 and answer its feature hook without sources; True when it took."""
    import PySide6.QtCore  # noqa: F401  (installs the hook this answers)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _selects_no_feature  # type: ignore[attr-defined]
    return True
