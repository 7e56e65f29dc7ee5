"""The bot interface and the registry of built-in bots.

A bot is any object with a ``name`` and a ``choose(view)`` method that returns one of
``view.legal_actions``. It sees only the :class:`~drawgame.engine.PlayerView` of its seat.
Built-in bots register a factory under a short name; a factory takes the
``random.Random`` the bot must use for every random choice, so that a seed fixes a game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from drawgame.engine import Action, PlayerView

__all__ = ["BOTS", "Bot", "BotFactory", "make_bot", "register"]


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action: ...


BotFactory = Callable[[random.Random], Bot]

#: Built-in bots by short name (``random``, ``greedy``, ``easy``, ``medium``, ``hard``).
BOTS: dict[str, BotFactory] = {}


def register(name: str) -> Callable[[BotFactory], BotFactory]:
    """Decorator: make a factory available under ``name`` (arena ``--bots``, the app)."""

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
