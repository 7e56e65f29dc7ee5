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

import math
import random
import time
from typing import Final

from drawgame.engine import Action, Place, PlayerView
from drawgame.engine.masks import mask_of

from .fast_policies import keen_choice
from .fastsim import code_of, play_candidate
from .hard import (
    DEFAULT_VOLUNTARY_DRAW,
    ActionValue,
    MatchEquity,
    Search,
    best_action,
    trailing_passes,
)
from .inference import BeliefSampler

__all__ = ["SIMULATIONS", "TIME_LIMIT", "ExpertBot", "make_expert"]

#: Playouts per decision, shared among the distinct legal actions.
SIMULATIONS: Final = 8000
#: Seconds after which a decision returns its best action so far (a slow machine's cap).
TIME_LIMIT: Final = 0.9
#: The race: deals played by every action still in it between two eliminations...
BATCH: Final = 32
#: ... and an action leaves it when it trails the leader by this many standard errors of
#: their paired difference (the same deals for both).
Z: Final = 3.0


def race(
    view: PlayerView,
    rng: random.Random,
    simulations: int,
    time_limit: float | None,
) -> list[ActionValue]:
    """Hard's search (:class:`~drawgame.ai.hard.Search`, ``keen`` playouts), raced: the
    actions are played in the same deals, batch by batch, and an action that trails the
    leader by :data:`Z` standard errors is played no more, so the budget goes to the close
    calls (and a clear decision ends early). Values are means over each action's deals."""
    search = Search(view, rng, simulations, time_limit, keen_choice, DEFAULT_VOLUNTARY_DRAW)
    candidates = search.candidates
    n = len(candidates)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    sampler = BeliefSampler(view, DEFAULT_VOLUNTARY_DRAW)
    equity = MatchEquity(view)
    me = view.seat
    ends = view.ends
    left, right = ends if ends is not None else (-1, -1)
    passes = trailing_passes(view)
    line = mask_of(view.line.tiles)
    codes = [code_of(a) for a in candidates]
    protected = view.rules.protected_stock
    values: list[list[float]] = [[] for _ in range(n)]
    wins = [0.0] * n
    alive = list(range(n))
    used = 0
    dealt = 0
    check = BATCH
    while used < simulations and len(alive) > 1:
        if deadline is not None and time.perf_counter() >= deadline:
            break
        dealt += BATCH
        for _ in range(BATCH):
            deal = sampler.sample(rng)
            for c in alive:
                winner, gain = play_candidate(
                    list(deal.hands),
                    deal.stock,
                    left,
                    right,
                    me,
                    passes,
                    line,
                    codes[c],
                    keen_choice,
                    protected=protected,
                )
                values[c].append(equity(winner, gain))
                if winner == me:
                    wins[c] += 1.0
            used += len(alive)
        if dealt < check:
            continue
        check *= 2  # eliminations at doubling deal counts: the comparisons cost O(deals)
        # The leader by mean; the others compared with it on the deals both played (the
        # latest ones: every action still in the race played every deal since the start).
        means = {c: sum(values[c]) / len(values[c]) for c in alive}
        leader = max(alive, key=lambda c: (means[c], -c))
        lead = values[leader]
        keep = []
        for c in alive:
            if c == leader:
                keep.append(c)
                continue
            diffs = [a - b for a, b in zip(lead, values[c], strict=True)]
            k = len(diffs)
            mean = sum(diffs) / k
            spread = sum((d - mean) ** 2 for d in diffs) / max(1, k - 1)
            if mean <= Z * math.sqrt(spread / k):
                keep.append(c)
        alive = keep
    return [
        ActionValue(a, sum(v) / len(v) if v else 0.0, len(v), wins[c] / len(v) if v else 0.0)
        for c, (a, v) in enumerate(zip(candidates, values, strict=True))
    ]


class ExpertBot:
    """Hard's determinized search with the ``keen`` playout and a larger budget."""

    name = "expert"

    def __init__(
        self,
        rng: random.Random,
        simulations: int = SIMULATIONS,
        time_limit: float | None = TIME_LIMIT,
        racing: bool = True,
    ) -> None:
        if simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations!r}")
        self._rng = rng
        self.simulations = simulations
        self.time_limit = time_limit
        self.racing = racing

    def analyse(self, view: PlayerView) -> list[ActionValue]:
        """Every distinct legal action with its estimated value (consumes randomness)."""
        seed = self._rng.getrandbits(64)
        if self.racing:
            return race(view, random.Random(seed), self.simulations, self.time_limit)
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
        values = self.analyse(view)
        if self.racing and values and max(v.deals for v in values):
            # The best of the actions still in the race (those that played every deal).
            most = max(v.deals for v in values)
            return max((v for v in values if v.deals == most), key=lambda v: v.value).action
        return best_action(view, values)


def make_expert(rng: random.Random) -> ExpertBot:
    return ExpertBot(rng)
