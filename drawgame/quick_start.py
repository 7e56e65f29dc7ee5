"""Three things that make the window's first frame come sooner; ``drawgame`` and
``drawgame --check`` do all three (benchmarks/bench_startup.py times them, in
docs/performance.md).

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

**The dataclasses' methods, compiled once.** ``@dataclass`` writes the source of each
class's ``__init__``, ``__repr__``, ``__eq__`` (and, when frozen, ``__setattr__``,
``__delattr__`` and ``__hash__``) and compiles it with ``exec``: about 1.5 M instructions a
class, 3 M a frozen one, for the 65 classes of the first frame about a tenth of the start.
Between :func:`reuse_dataclass_code` and :func:`keep_dataclass_code` the same source text
compiles to the code kept from the last start, as Python keeps a module's bytecode: in the
package's ``__pycache__``, for this Python's bytecode version, written only where Python
writes its own (not with ``PYTHONDONTWRITEBYTECODE``, nor in the frozen bundle). A text
not kept is compiled as before; the file holds what the last start compiled, so it never
grows; a file that is missing, unreadable or from another Python is not used.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any


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


#: Beside the package's bytecode, named for this Python's (``cpython-311``...); the file
#: starts with the bytecode's magic number, so a Python that reads code differently skips it,
#: and this format's name.
DATACLASS_CODE = (
    Path(__file__).parent
    / "__pycache__"
    / f"dataclass-methods.{sys.implementation.cache_tag}.marshal"
)


_HEADER = MAGIC_NUMBER + b"drawgame dataclass methods 1\n"


class _DataclassCode:
    """``exec`` for dataclasses' ``_create_fn``: each source text runs the code compiled
    from the same text at the last start, or is compiled now (and kept)."""

    def __init__(self, kept: dict[str, CodeType]) -> None:
        self.kept = kept
        self.used: dict[str, CodeType] = {}

    def __call__(self, source: Any, globals: Any = None, locals: Any = None) -> None:
        if not isinstance(source, str):
            exec(source, globals, locals)  # not a text: run as given
            return
        code = self.kept.get(source)
        if type(code) is not CodeType:
            # As exec(source) in dataclasses compiles it: none of this module's __future__
            # flags (postponed annotations would turn __init__'s annotations into names).
            code = compile(source, "<string>", "exec", dont_inherit=True)
        self.used[source] = code
        exec(code, globals, locals)


def _read_kept(path: Path) -> dict[str, CodeType]:
    try:
        if not path.is_file():  # only a regular file: a FIFO there would hold the start
            return {}
        data = path.read_bytes()
        if not data.startswith(_HEADER):
            return {}
        kept = marshal.loads(data[len(_HEADER) :])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return kept if isinstance(kept, dict) else {}


def reuse_dataclass_code(path: Path = DATACLASS_CODE) -> None:
    """Dataclasses defined from now on take their methods' code from ``path`` when the
    source is the same (see the module's note), until :func:`keep_dataclass_code`."""
    if isinstance(vars(dataclasses).get("exec"), _DataclassCode):
        return
    # dataclasses calls exec by its global name: this one is found before the builtin.
    dataclasses.exec = _DataclassCode(_read_kept(path))  # type: ignore[attr-defined]


def keep_dataclass_code(path: Path = DATACLASS_CODE) -> None:
    """Dataclasses compile as before; what this start compiled is kept in ``path`` for the
    next (where Python keeps bytecode), if it differs from what was there."""
    cache = vars(dataclasses).pop("exec", None)
    if not isinstance(cache, _DataclassCode) or sys.dont_write_bytecode:
        return
    if cache.used.keys() == cache.kept.keys():
        return
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(exist_ok=True)
        temporary.write_bytes(_HEADER + marshal.dumps(cache.used))
        os.replace(temporary, path)  # whole or not at all, as another start may read it
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
