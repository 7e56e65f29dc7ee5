"""Two things that make the window's first frame come sooner; ``drawgame`` and
``drawgame --check`` do both (benchmarks/bench_startup.py times them, in docs/performance.md).

**No collection while the window is built.** Start-up allocates hundreds of thousands of
objects (modules, classes, Qt's enums) and drops almost none: the cyclic collector would run
over them again and again for nothing, about 2% of the start's instructions.
:func:`hold_collection` stops it; :func:`release_collection`, once the window is up, moves
what start-up made out of its sight (``gc.freeze``: later collections, between the frames
of a glide, skip those objects too) and starts it again.

**PySide6's ``__feature__`` import hook, told its answer.** Once PySide6 is imported, its
import hook asks of each module an import statement hands back whether the module "uses
PySide" (``_mod_uses_pyside``: ``inspect.getsource`` and a search for "PySide6"), a file
read and decoded per module, about 1.5% of the start's instructions. The answer only sets
a default for modules that select none of PySide6's ``__feature__`` options
(``snake_case``, ``true_property``); a module that selects one records its choice itself,
before the hook asks. No module here or in what it imports selects any, so
:func:`skip_feature_scan` answers "selects none" for every module without reading it. If a
PySide6 release renames the hook's parts, nothing is changed and the game starts as before.
"""

from __future__ import annotations

import gc
import sys


def hold_collection() -> None:
    """No cyclic garbage collection until :func:`release_collection`."""
    gc.disable()


def release_collection() -> None:
    """Collect again, leaving what start-up made to the permanent generation."""
    gc.freeze()
    gc.enable()


#: The hook's question, a private function of PySide6's: the one library part the game
#: replaces, on purpose (above), and only while it has this name.
FEATURE_QUESTION = "_mod_uses_pyside"


def _selects_no_feature(_module: object) -> bool:
    return False


def skip_feature_scan() -> bool:
    """Import PySide6 and answer its feature hook without sources; True when it took."""
    import PySide6.QtCore  # noqa: F401  (installs the hook this answers)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, FEATURE_QUESTION, None)):
        return False
    setattr(feature, FEATURE_QUESTION, _selects_no_feature)
    return True
