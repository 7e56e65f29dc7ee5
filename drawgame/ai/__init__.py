"""Computer players. They read only a PlayerView; nothing here imports Qt.

Importing this package registers the built-in bots in :data:`BOTS`.
"""

from . import hard, simple  # noqa: F401  (registers bots)
from .base import BOTS, Bot, BotFactory, make_bot, register
from .heuristic import EasyBot, MediumBot  # noqa: F401  (registers easy and medium)
from .hint import Hint, Reason, ReasonCode, suggest

#: The strengths a player chooses between, weakest first, and the one offered first.
LEVELS = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"

__all__ = [
    "BOTS",
    "DEFAULT_LEVEL",
    "LEVELS",
    "Bot",
    "BotFactory",
    "Hint",
    "Reason",
    "ReasonCode",
    "make_bot",
    "register",
    "suggest",
]
