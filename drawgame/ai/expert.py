"""The ``expert`` computer player: information-set tree search with hard's knowledge.

Where ``hard`` (:mod:`drawgame.ai.hard`) plays every candidate against the same sampled
deals and then lets a fixed policy play the rest (a determinised search: it assumes it
will know the hidden tiles from the next move on), ``expert`` grows one tree of the moves
seen from its seat (:class:`~drawgame.ai.ismcts.Tree`, Cowling, Powley and Whitehouse's
single-observer ISMCTS), so that its own later moves, and the others', are chosen by the
search too, for all the deals at once. It keeps what makes hard strong: deals from
:class:`~drawgame.ai.inference.BeliefSampler` (what passes prove, what draws suggest),
playouts with hard's :func:`~drawgame.ai.fast_policies.smart_choice` and outcomes valued
by the match (each seat's match equity, so that near the target winning the hand at all
counts more than winning it big). docs/players.md says why this method, with the figures
that chose it.

It reads nothing but its ``PlayerView``. The work is budgeted by iterations, so that a seed
fixes the choice; a CPU-time cap (``cpu_limit``) only cuts it short on a slow machine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from drawgame.engine import Action, PlayerView, winner_and_gain
from drawgame.engine.masks import pips_of

from .hard import DEFAULT_VOLUNTARY_DRAW, PLAYOUTS, _Equity, fallback_action, obvious_action
from .inference import BeliefSampler
from .ismcts import Rewards, Tree, hand_won

__all__ = [
    "DEFAULT_ITERATIONS",
    "EXPLORATION",
    "ExpertBot",
    "make_expert",
    "match_equity",
]

#: Iterations per decision: about a fifth of a second of CPU a move on the machine of
#: docs/players.md (2 players).
DEFAULT_ITERATIONS: Final = 3000
#: Seconds of this thread's CPU time after which a decision plays its best action so far.
CPU_LIMIT: Final = 0.8
#: UCB1's exploration constant.
EXPLORATION: Final = 0.7


def match_equity(view: PlayerView) -> Rewards:
    """Every seat's match equity once a hand ends (see :mod:`drawgame.ai.hard`),
    memoised by the hand's winner and gain."""
    equities = [_Equity(view, seat) for seat in range(view.players)]
    cache: dict[tuple[int, int], tuple[float, ...]] = {}

    def rewards(hands: list[int], finisher: int) -> tuple[float, ...]:
        key = winner_and_gain([pips_of(h) for h in hands], finisher)
        value = cache.get(key)
        if value is None:
            value = cache[key] = tuple(equity(*key) for equity in equities)
        return value

    return rewards


def hand_only(view: PlayerView) -> Rewards:
    """The hand won or lost, whatever the match (as the benchmark's ISMCTS values it)."""
    return hand_won


#: The rewards by name: ``equity`` (the match, as hard values it) or ``hand``.
REWARDS: Final[dict[str, Callable[[PlayerView], Rewards]]] = {
    "equity": match_equity,
    "hand": hand_only,
}


class ExpertBot:
    """Single-observer ISMCTS with hard's deals, playouts and values (the module's
    docstring). ``iterations`` per decision; ``cpu_limit`` seconds of CPU time cut a
    decision short (``None``: never); ``playout`` names the playout policy
    (:data:`drawgame.ai.hard.PLAYOUTS`); ``voluntary_draw`` is the others' model (see
    :class:`~drawgame.ai.inference.BeliefSampler`); ``rewards`` names the values
    (:data:`REWARDS`); ``exploration`` is UCB1's constant."""

    name = "expert"

    def __init__(
        self,
        rng: random.Random,
        iterations: int = DEFAULT_ITERATIONS,
        cpu_limit: float | None = CPU_LIMIT,
        playout: str = "smart",
        voluntary_draw: float = DEFAULT_VOLUNTARY_DRAW,
        rewards: str = "equity",
        exploration: float = EXPLORATION,
    ) -> None:
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations!r}")
        if playout not in PLAYOUTS:
            raise ValueError(f"playout must be one of {', '.join(PLAYOUTS)}, not {playout!r}")
        if rewards not in REWARDS:
            raise ValueError(f"rewards must be one of {', '.join(REWARDS)}, not {rewards!r}")
        if not 0 < voluntary_draw <= 1:
            raise ValueError(f"voluntary_draw must be in (0, 1], not {voluntary_draw!r}")
        self._rng = rng
        self.iterations = iterations
        self.cpu_limit = cpu_limit
        self._playout = PLAYOUTS[playout]
        self._rewards = REWARDS[rewards]
        self.voluntary_draw = voluntary_draw
        self.exploration = exploration

    def tree(self, view: PlayerView) -> Tree:
        """The searched tree of one decision (consumes randomness)."""
        # One fresh seed per decision: the search's random numbers depend on nothing else.
        rng = random.Random(self._rng.getrandbits(64))
        sampler = BeliefSampler(view, self.voluntary_draw)
        tree = Tree(view, rng, sampler.sample, self._playout, self._rewards(view), self.exploration)
        return tree.run(self.iterations, self.cpu_limit)

    def choose(self, view: PlayerView) -> Action:
        obvious = obvious_action(view)
        if obvious is not None:
            return obvious
        best = self.tree(view).best()
        return best if best is not None else fallback_action(view)


def make_expert(rng: random.Random) -> ExpertBot:
    return ExpertBot(rng)
