"""Computer players. They read only a PlayerView; nothing here imports Qt.

:data:`BOTS` names the built-in bots from the start; a bot's module (for ``hard``, its
search) is imported when the bot is first made, and the search behind a hint when the first
hint is asked for, so that importing this package is cheap (the window's start-up).
"""

from .base import BOTS, Bot, BotFactory, make_bot, register
from .hint import Hint, Reason, ReasonCode, suggest  # the search itself: on the first hint

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
