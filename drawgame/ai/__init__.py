"""Computer players. They read only a PlayerView; nothing here imports Qt.

:data:`BOTS` names the built-in bots (the levels of :mod:`drawgame.ai.levels`) from the
start; a bot's module (for ``hard``, its search) is imported when the bot is first made,
and the search behind a hint when the first hint is asked for, so that importing this
package is cheap (the window's start-up): the hint's names here are looked up in
:mod:`drawgame.ai.hint` when first asked for.
"""

from typing import TYPE_CHECKING

from .base import BOTS, Bot, BotFactory, make_bot, register
from .levels import DEFAULT_LEVEL, Level

if TYPE_CHECKING:
    from .hint import Hint, Reason, ReasonCode, suggest

__all__ = [
    "BOTS",
    "DEFAULT_LEVEL",
    "Bot",
    "BotFactory",
    "Hint",
    "Level",
    "Reason",
    "ReasonCode",
    "make_bot",
    "register",
    "suggest",
]


def __getattr__(name: str) -> object:
    # The hint's names, from drawgame.ai.hint when first asked for (not at start-up).
    if name in ("Hint", "Reason", "ReasonCode", "suggest"):
        from . import hint

        return getattr(hint, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
