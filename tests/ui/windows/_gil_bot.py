"""A computer player whose thinking never lets go of Python's global lock: one long C call
(``sum`` over a ``range``), as heavy as a hard player's search but without the lock's
switch interval, so in the game's own process it would freeze the window until it is done.

Importing this module registers it as :data:`NAME`; the window test imports it in the bot
process too (see ``test_window_features``).
"""

from __future__ import annotations

import random

from drawgame.ai import BOTS
from drawgame.engine import Action, PlayerView

NAME = "holds-the-lock-test"
#: About half a second of work on a quick machine, all in one call.
WORK = 5 * 10**7


class HoldsTheLock:
    name = NAME

    def __init__(self, rng: random.Random | None = None) -> None:
        self.sums: list[int] = []

    def choose(self, view: PlayerView) -> Action:
        self.sums.append(sum(range(WORK)))  # one C call: the lock is held until it returns
        return view.legal_actions[0]


if NAME not in BOTS:
    BOTS[NAME] = HoldsTheLock
