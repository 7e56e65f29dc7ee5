"""Finding the bot for a ``--bots`` entry: a built-in name or an outside class."""

from __future__ import annotations

import importlib
import importlib.util
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from drawgame.ai import BOTS, Bot

from .calling import BotProcess, CallFailed, LoadFailed, OutsideBot, exception_text

__all__ = [
    "ArenaError",
    "BotMaker",
    "OutsideMaker",
    "find_class",
    "load_bot",
    "resolve_bot",
    "split_spec",
]

BotMaker = Callable[[random.Random], Bot]
#: At the end of a run, how long an outside bot's process may take to finish by itself.
CLOSE_GRACE = 0.5


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


def split_spec(spec: str) -> tuple[str, str, bool]:
    """``(where, attribute, is_file)`` of an outside bot's spec; :class:`ArenaError`
    (listing the built-in bots) if it is not one."""
    where, colon, attribute = spec.rpartition(":")
    if not colon or not where or not attribute:
        known = ", ".join(sorted(BOTS))
        raise ArenaError(
            f"unknown bot {spec!r}; built-in bots: {known}; an outside bot is given as "
            "path/to/file.py:Class or package.module:Class"
        )
    return where, attribute, where.endswith(".py") or "/" in where or os.sep in where


def find_class(spec: str) -> Callable[[], object]:
    """Import an outside bot's module and find its class. This runs the bot's code, so
    only the bot's own process calls it (:mod:`drawgame.arena.child`)."""
    where, attribute, is_file = split_spec(spec)
    target: object = _import_file(where) if is_file else _import_module(where)
    for part in attribute.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise ArenaError(f"{where!r} has no {attribute!r} (in bot {spec!r})") from None
    if not callable(target):
        raise ArenaError(f"{spec!r} is not a class (it cannot be called)")
    factory: Callable[[], object] = target
    return factory


class OutsideMaker:
    """``maker(rng) -> Bot`` for an outside bot: a new bot in the seat's own process for
    each match. Outside bots are constructed without arguments, so ``rng`` is unused."""

    def __init__(self, spec: str, timeout: float | None) -> None:
        self.process = BotProcess(spec, timeout)
        try:
            # Fail now, with exit 2, rather than in the first match; that first match then
            # gets this very bot, so a bot is never made and thrown away.
            self.spare: OutsideBot | None = self.process.new_bot()
        except LoadFailed as failed:
            raise ArenaError(str(failed)) from None
        except CallFailed as failed:
            self.process.close()
            raise ArenaError(f"cannot construct bot {spec!r}: {failed}") from None

    def __call__(self, rng: random.Random) -> Bot:
        del rng
        bot, self.spare = self.spare, None
        return bot if bot is not None else self.process.new_bot()

    def close(self) -> None:
        self.process.close(grace=CLOSE_GRACE)


def resolve_bot(spec: str, move_timeout: float | None = None) -> BotMaker:
    """A factory ``maker(rng) -> Bot`` for a ``--bots`` entry; :class:`ArenaError` if
    the name is unknown or the outside class cannot be found or constructed.

    An outside bot gets its own process (see :mod:`drawgame.arena.calling`); every call
    of ``resolve_bot`` starts one, which :meth:`OutsideMaker.close` ends. With
    ``move_timeout``, constructing the bot must take no longer than that.
    """
    spec = spec.strip()
    if spec in BOTS:
        return BOTS[spec]
    split_spec(spec)
    return OutsideMaker(spec, move_timeout)


def load_bot(spec: str, rng: random.Random) -> Bot:
    """A bot for a ``--bots`` entry: a built-in name gets ``rng``; an outside class
    (``path/to/file.py:Class`` or ``package.module:Class``) is constructed without
    arguments in its own process. :class:`ArenaError` if it cannot be found."""
    return resolve_bot(spec)(rng)
