"""Finding the bot for a ``--bots`` entry: a built-in name or an outside class."""

from __future__ import annotations

import importlib
import importlib.util
import os
import random
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from drawgame.ai import BOTS, Bot

__all__ = ["ArenaError", "BotMaker", "exception_text", "load_bot", "resolve_bot"]

BotMaker = Callable[[random.Random], Bot]


class ArenaError(ValueError):
    """Wrong arguments: an unknown bot, a bot that cannot be loaded, a bad count..."""


_loaded_files: dict[Path, ModuleType] = {}


def _import_file(where: str) -> ModuleType:
    path = Path(where).expanduser().resolve()
    if path in _loaded_files:
        return _loaded_files[path]
    if not path.is_file():
        raise ArenaError(f"no bot file {where!r}")
    name = f"_drawgame_arena_bot_{len(_loaded_files)}_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ArenaError(f"cannot load {where!r} as Python code")
    module = importlib.util.module_from_spec(spec)
    # Registered before running it, as a normal import does (dataclasses need it).
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as exc:
        del sys.modules[name]
        raise ArenaError(f"cannot load {where!r}: {exception_text(exc)}") from None
    _loaded_files[path] = module
    return module


def _import_module(where: str) -> ModuleType:
    # A console script does not put the working directory on sys.path, python -m does;
    # outside bots should import the same way under both.
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.append(os.getcwd())
    try:
        return importlib.import_module(where)
    except (Exception, SystemExit) as exc:
        raise ArenaError(f"cannot import module {where!r}: {exception_text(exc)}") from None


def resolve_bot(spec: str) -> BotMaker:
    """A factory ``maker(rng) -> Bot`` for a ``--bots`` entry; :class:`ArenaError` if
    the name is unknown or the outside class cannot be found or constructed."""
    spec = spec.strip()
    if spec in BOTS:
        return BOTS[spec]
    where, colon, attribute = spec.rpartition(":")
    if not colon or not where or not attribute:
        known = ", ".join(sorted(BOTS))
        raise ArenaError(
            f"unknown bot {spec!r}; built-in bots: {known}; an outside bot is given as "
            "path/to/file.py:Class or package.module:Class"
        )
    is_file = where.endswith(".py") or "/" in where or os.sep in where
    target: object = _import_file(where) if is_file else _import_module(where)
    for part in attribute.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise ArenaError(f"{where!r} has no {attribute!r} (in bot {spec!r})") from None
    if not callable(target):
        raise ArenaError(f"{spec!r} is not a class (it cannot be called)")
    factory: Callable[[], object] = target

    def construct() -> Bot:
        bot = factory()
        if not callable(getattr(bot, "choose", None)):
            raise TypeError(f"{spec} made {bot!r}, which has no choose(view) method")
        return bot  # type: ignore[return-value]

    try:
        # Fail now, with exit 2, rather than in the first match; that first match then
        # gets this very bot, so a bot is never made and thrown away.
        spare = [construct()]
    except Exception as exc:
        raise ArenaError(f"cannot construct bot {spec!r}: {exception_text(exc)}") from None

    def maker(rng: random.Random) -> Bot:
        # Outside bots are constructed without arguments (issue 2), so rng is unused.
        del rng
        return spare.pop() if spare else construct()

    return maker


def load_bot(spec: str, rng: random.Random) -> Bot:
    """A bot for a ``--bots`` entry: a built-in name gets ``rng``; an outside class
    (``path/to/file.py:Class`` or ``package.module:Class``) is constructed without
    arguments. :class:`ArenaError` if it cannot be found."""
    return resolve_bot(spec)(rng)


_IMPORTLIB_DIR = Path(importlib.__file__).parent
_ARENA_DIR = Path(__file__).parent


def exception_text(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    # The innermost frame of the bot's own code, not of the arena or the import machinery.
    frames = [
        frame
        for frame in traceback.extract_tb(exc.__traceback__)
        if not frame.filename.startswith("<")
        and Path(frame.filename).parent not in (_IMPORTLIB_DIR, _ARENA_DIR)
    ]
    if frames:
        last = frames[-1]
        text += f" (at {last.filename}:{last.lineno} in {last.name})"
    return text
