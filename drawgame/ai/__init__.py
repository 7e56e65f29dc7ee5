"""Computer players. They read only a PlayerView; nothing here imports Qt.

Importing this package registers the built-in bots in :data:`BOTS`.
"""

from . import simple  # noqa: F401  (registers bots)
from .base import BOTS, Bot, BotFactory, make_bot, register

__all__ = ["BOTS", "Bot", "BotFactory", "make_bot", "register"]
