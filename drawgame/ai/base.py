"""The bot interface and the registry of built-in bots.

A bot is any object with a ``name`` and a ``choose(view)`` method that returns one of
``view.legal_actions``. It sees only the :class:`~drawgame.engine.PlayerView` of its seat.
Built-in bots register a factory under a short name; a factory takes the
``random.Random`` the bot must use for every random choice, so that a seed fixes a game.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator, MutableMapping
from typing import Protocol, runtime_checkable

from drawgame.engine import Action, PlayerView

__all__ = ["BOTS", "Bot", "BotFactory", "make_bot", "register"]


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action: ...


BotFactory = Callable[[random.Random], Bot]

#: Where each built-in bot's factory is, as ``"module:name"``: its module (and the search
#: code it needs) is imported the first time the bot is asked for, not when its name is
#: listed, so the window opens without importing the ``hard`` player's search. A new
#: module here goes into the bundle's hidden imports too (packaging/drawgame.spec).
BUILT_IN: dict[str, str] = {
    "random": "drawgame.ai.simple:_random",
    "greedy": "drawgame.ai.simple:_greedy",
    "easy": "drawgame.ai.heuristic:_easy",
    "medium": "drawgame.ai.heuristic:_medium",
    "hard": "drawgame.ai.hard:_hard",
    "hard-no-draw": "drawgame.ai.hard:_hard_no_draw",
}


class BotRegistry(MutableMapping[str, BotFactory]):
    """Factories by name. An entry is a factory, or the ``"module:name"`` where it is,
    resolved (its module imported) on first use; listing the names imports nothing."""

    def __init__(self, places: dict[str, str]) -> None:
        self._entries: dict[str, BotFactory | str] = dict(places)

    def __getitem__(self, name: str) -> BotFactory:
        entry = self._entries[name]
        if isinstance(entry, str):
            module, _, attribute = entry.partition(":")
            factory = getattr(importlib.import_module(module), attribute)
            self._entries[name] = entry = factory
        assert not isinstance(entry, str)
        return entry

    def __setitem__(self, name: str, factory: BotFactory) -> None:
        self._entries[name] = factory

    def __delitem__(self, name: str) -> None:
        del self._entries[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def is_placeholder(self, name: str, module: str) -> bool:
        """True while ``name`` only says its factory is in ``module`` (not yet imported)."""
        entry = self._entries.get(name)
        return isinstance(entry, str) and entry.partition(":")[0] == module


#: Built-in bots by short name (``random``, ``greedy``, ``easy``, ``medium``, ``hard``).
BOTS = BotRegistry(BUILT_IN)


def register(name: str) -> Callable[[BotFactory], BotFactory]:
    """Decorator: make a factory available under ``name`` (arena ``--bots``, the app).
    A built-in bot's module registers the factory :data:`BUILT_IN` already names."""

    def decorate(factory: BotFactory) -> BotFactory:
        if name in BOTS and not BOTS.is_placeholder(name, factory.__module__):
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
