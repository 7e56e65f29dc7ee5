"""The ``hard`` player's default budget, apart from its search code: the hint's defaults
and the window read these numbers without importing the search (:mod:`drawgame.ai.hard`)."""

from __future__ import annotations

from typing import Final

__all__ = ["DEFAULT_SIMULATIONS", "DEFAULT_TIME_LIMIT"]

#: Playouts per decision, shared among the distinct legal actions.
DEFAULT_SIMULATIONS: Final = 3000
#: Seconds after which a decision returns its best action so far.
DEFAULT_TIME_LIMIT: Final = 0.4
