"""The ``expert`` player: the ``hard`` player's search, deeper and with a stronger playout.

Hard samples deals consistent with the view (:class:`~drawgame.ai.inference.BeliefSampler`:
passes prove, draws suggest), plays every distinct action out in each deal (the same deals
for every action) and keeps the best mean match equity (:class:`~drawgame.ai.hard.Search`).
Expert does the same with two changes, chosen by arena runs (README, benchmarks/strength.py):

* the playouts use :func:`~drawgame.ai.fast_policies.keen_choice` (hard's ``smart`` policy
  with a one-ply look-ahead: the replies that would leave a seat without a move), which
  beats ``smart`` head to head (docs/coach.md);
* a larger budget, :data:`SIMULATIONS` playouts a decision, with no wall-clock cap short of
  :data:`TIME_LIMIT` (hard stops at 0.4 s).

It reads nothing but its seat's ``PlayerView``, like hard.
"""

from __future__ import annotations

import random
from typing import Final

from drawgame.engine import Action, Place, PlayerView

from .fast_policies import keen_choice
from .hard import DEFAULT_VOLUNTARY_DRAW, ActionValue, Search, best_action

__all__ = ["SIMULATIONS", "TIME_LIMIT", "ExpertBot", "make_expert"]

#: Playouts per decision, shared among the distinct legal actions.
SIMULATIONS: Final = 16_000
#: Seconds after which a decision returns its best action so far (a slow machine's cap).
TIME_LIMIT: Final = 0.9


class ExpertBot:
    """Hard's determinized search with the ``keen`` playout and a larger budget."""

    name = "expert"

    def __init__(
        self,
        rng: random.Random,
        simulations: int = SIMULATIONS,
        time_limit: float | None = TIME_LIMIT,
    ) -> None:
        if simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations!r}")
        self._rng = rng
        self.simulations = simulations
        self.time_limit = time_limit

    def analyse(self, view: PlayerView) -> list[ActionValue]:
        """Every distinct legal action with its estimated value (consumes randomness)."""
        seed = self._rng.getrandbits(64)
        search = Search(
            view,
            random.Random(seed),
            self.simulations,
            self.time_limit,
            keen_choice,
            DEFAULT_VOLUNTARY_DRAW,
        )
        return search.run()

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        if len(view.hand) == 1:
            # Placing the last tile wins the hand (R12, R13).
            for action in legal:
                if isinstance(action, Place):
                    return action
        return best_action(view, self.analyse(view))


def make_expert(rng: random.Random) -> ExpertBot:
    return ExpertBot(rng)
