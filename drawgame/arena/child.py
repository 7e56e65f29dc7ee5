"""What an outside bot's process serves (started by :class:`drawgame.arena.calling.BotProcess`).

The process itself is :mod:`drawgame.remote.child`: it takes the protocol pipes before
the bot's module is imported (the bot's stdin is empty and its stdout is the arena's
stderr, so what it prints never mixes with the answers or with ``--json``), then builds
:class:`OutsideBots`, which imports the bot and makes one for each ``new`` request.
Everything the bot does, ``sys.exit`` and ``KeyboardInterrupt`` included, is reported as
its error; the process serves on.
"""

from __future__ import annotations

from collections.abc import Callable

from drawgame.remote.child import Bots
from drawgame.remote.errors import LoadFailed
from drawgame.remote.protocol import New

from .loading import ArenaError, find_class

__all__ = ["OutsideBots"]


class OutsideBots(Bots):
    """Makes bots of the outside class ``spec`` (``path/to/file.py:Class`` or
    ``package.module:Class``), constructed without arguments."""

    def __init__(self, spec: str) -> None:
        super().__init__()
        self.label = spec
        try:
            self.factory: Callable[[], object] = find_class(spec)
        except ArenaError as error:
            raise LoadFailed(str(error)) from None

    def make(self, request: New) -> object:
        del request
        return self.factory()
