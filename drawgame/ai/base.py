"""The bot interface and the registry of built-in bots.

A bot is any object with a ``name`` and a ``choose(view)`` method that returns one of
``view.legal_actions``. It sees only the :class:`~drawgame.engine.PlayerView` of its seat.
The built-in bots are the levels of :mod:`drawgame.ai.levels`; a factory takes the
``random.Random`` the bot must use for every random choice, so that a seed fixes a game.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator, MutableMapping
from typing import Protocol, runtime_checkable

from drawgame.engine import Action, PlayerView

from . import levels

__all__ = ["BOTS", "Bot", "BotFactory", "make_bot", "register"]


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action: ...


BotFactory = Callable[[random.Random], Bot]


class BotRegistry(MutableMapping[str, BotFactory]):
    """Factories by name: every level of :data:`drawgame.ai.levels.LEVELS` (its module
    imported when the level is first asked for; listing the names imports nothing), and the
    bots registered besides (a test's, an outside one)."""

    def __init__(self) -> None:
        self._entries: dict[str, BotFactory] = {}

    def __getitem__(self, name: str) -> BotFactory:
        entry = self._entries.get(name)
        if entry is None:
            level = levels.find(name)
            if level is None:
                raise KeyError(name)
            module, _, attribute = level.factory.partition(":")
            entry = getattr(importlib.import_module(module), attribute)
            self._entries[name] = entry
        return entry

    def __setitem__(self, name: str, factory: BotFactory) -> None:
        self._entries[name] = factory

    def __delitem__(self, name: str) -> None:
        del self._entries[name]

    def _names(self) -> dict[str, None]:
        return dict.fromkeys([*(level.name for level in levels.LEVELS), *self._entries])

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())

    def __contains__(self, name: object) -> bool:
        return name in self._entries or (isinstance(name, str) and levels.find(name) is not None)


#: The bots by short name: the levels (``random``, ``greedy``, ``easy``, ``medium``,
#: ``hard``, ``hard-no-draw``) and any registered.
BOTS = BotRegistry()


def register(name: str) -> Callable[[BotFactory], BotFactory]:
    """Decorator: make a factory available under ``name`` (arena ``--bots``, the app), for a
    bot that is not a level (a level's factory is named by its record)."""

    def decorate(factory: BotFactory) -> BotFactory:
        if name in BOTS:
            raise ValueError(f"a bot named {name!r} is already registered")
        BOTS[name] = factory
        return factory

    return decorate


def make_bot(name: str, rng: random.Random | None = None) -> Bot:
    """A new built-in bot; ``KeyError`` with the known names if ``name`` is unknown."""
    try:
        factory = BOTS[name]
    except KeyError:
        known = ", ".join(sorted(BOTS))
        raise KeyError(f"no built-in bot named {name!r}; known bots: {known}") from None
    return factory(rng if rng is not None else random.Random())
