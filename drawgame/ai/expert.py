"""The ``expert`` player: the ``hard`` player's search, deeper, raced, and exact at the end.

Hard samples deals consistent with the view (:class:`~drawgame.ai.inference.BeliefSampler`:
passes prove, draws suggest), plays every distinct action out in each deal (the same deals
for every action) and keeps the best mean match equity (:class:`~drawgame.ai.hard.Search`).
Expert does the same with these changes, chosen by arena runs (docs/players.md,
benchmarks/strength.py):

* the playouts use :func:`~drawgame.ai.fast_policies.keen_choice` (hard's ``smart`` policy
  with a one-ply look-ahead: the replies that would leave a seat without a move), which
  beats ``smart`` head to head (docs/coach.md);
* a larger budget, :data:`SIMULATIONS` playouts a decision, with no wall-clock cap short of
  :data:`TIME_LIMIT` (hard stops at 0.4 s);
* a race (:class:`ExpertSearch`): after ``2 * RACE_EVERY`` deals, then at checkpoints half
  as far apart again each time, an action whose mean is clearly below the best one's on the
  same deals (by more than :data:`RACE_Z` standard errors of the paired differences) is
  dropped, and its share of the playouts goes to the close ones; with one action left the
  search stops (so the larger budget is spent on close calls only);
* with two players, once nothing can be drawn (the stock is down to its protected tiles,
  R7, R8) and at most :data:`EXACT_TILES` tiles are left in the hands, each sampled deal
  is searched to its end exactly (:class:`~drawgame.ai.endgame.Solver`) instead of played
  out by a policy: the other seat then answers as well as it can, not as ``keen`` would.

It reads nothing but its seat's ``PlayerView``, like hard.
"""

from __future__ import annotations

import math
import random
import time
from typing import Final

from drawgame.engine import PlayerView
from drawgame.engine.masks import mask_of

from .endgame import Solver
from .fast_policies import keen_choice
from .fastsim import code_of, play_candidate
from .hard import (
    DEFAULT_VOLUNTARY_DRAW,
    MIN_DEALS,
    ActionValue,
    HardBot,
    MatchEquity,
    Search,
    trailing_passes,
)
from .inference import BeliefSampler

__all__ = [
    "EXACT_DEALS",
    "EXACT_TILES",
    "RACE_EVERY",
    "RACE_Z",
    "SIMULATIONS",
    "TIME_LIMIT",
    "ExpertBot",
    "ExpertSearch",
    "make_expert",
]

#: Playouts per decision, shared among the distinct legal actions.
SIMULATIONS: Final = 40_000
#: Seconds after which a decision returns its best action so far (a slow machine's cap).
TIME_LIMIT: Final = 0.9
#: The race's first checkpoint is after twice this many deals; the next ones are half as far
#: apart again each time (at least this many deals), so the race costs linear time.
RACE_EVERY: Final = 64
#: How many standard errors below the leader an action's mean must be to be dropped.
RACE_Z: Final = 3.0
#: The most tiles left in both hands for the exact search of the hand's end (2 players).
EXACT_TILES: Final = 14
#: Deals searched exactly per decision (a deal seen before costs nothing: its values are
#: kept).
EXACT_DEALS: Final = 400


class ExpertSearch(Search):
    """One decision's search (see the module docstring); :meth:`run` returns the values of
    the actions still in the race at the end (the dropped ones with the deals they had)."""

    def run(self) -> list[ActionValue]:
        if self.exact():
            return self._run_exact()
        return self._run_race()

    def exact(self) -> bool:
        """Whether this decision is searched exactly: two players, no draw left, few tiles."""
        view = self.view
        return (
            view.players == 2
            and view.ends is not None
            and view.stock_size <= view.rules.protected_stock
            and sum(view.hand_sizes) <= EXACT_TILES
        )

    def _run_exact(self) -> list[ActionValue]:
        view = self.view
        candidates = self.candidates
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        sampler = BeliefSampler(view, self.voluntary_draw)
        me = view.seat
        assert view.ends is not None
        left, right = view.ends
        passes = trailing_passes(view)
        codes = [code_of(a) for a in candidates]
        solver = Solver(me, MatchEquity(view))
        known: dict[tuple[int, ...], list[float]] = {}
        n = len(candidates)
        sums = [0.0] * n
        done = 0
        for _ in range(EXACT_DEALS):
            if deadline is not None and time.perf_counter() >= deadline:
                break
            hands = list(sampler.sample(self.rng).hands)
            key = tuple(hands)
            values = known.get(key)
            if values is None:
                solver.clear()
                values = [solver.after(hands, left, right, me, passes, c) for c in codes]
                known[key] = values
            for c in range(n):
                sums[c] += values[c]
            done += 1
        if not done:
            return [ActionValue(a, 0.0, 0, 0.0) for a in candidates]
        # An exact search counts no playouts' hand wins: hand_wins is left at 0.
        return [ActionValue(a, s / done, done, 0.0) for a, s in zip(candidates, sums, strict=True)]

    def _run_race(self) -> list[ActionValue]:
        view = self.view
        candidates = self.candidates
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        n = len(candidates)
        budget = max(self.simulations, MIN_DEALS * n)
        sums = [0.0] * n
        wins = [0.0] * n
        deals = [0] * n
        # Per deal, each live candidate's value, to pair the differences with the leader.
        per_deal: list[list[float]] = [[] for _ in range(n)]
        alive = list(range(n))
        if deadline is not None and time.perf_counter() >= deadline:
            return self._values_of(sums, wins, deals)
        sampler = BeliefSampler(view, self.voluntary_draw)
        equity = MatchEquity(view)
        me = view.seat
        left, right = view.ends if view.ends is not None else (-1, -1)
        # The position every candidate is played from: ends, seat, passes, line.
        position = (left, right, me, trailing_passes(view), mask_of(view.line.tiles))
        codes = [code_of(a) for a in candidates]
        spent = 0
        dealt = 0
        check = 2 * RACE_EVERY
        # Until the budget is spent or the race is won (more deals would change nothing).
        while spent + len(alive) <= budget and (len(alive) > 1 or not dealt):
            if deadline is not None and time.perf_counter() >= deadline:
                break
            deal = sampler.sample(self.rng)
            for c in alive:
                hands = list(deal.hands)
                winner, gain = play_candidate(
                    hands,
                    deal.stock,
                    *position,
                    codes[c],
                    self.playout,
                    protected=view.rules.protected_stock,  # R8, as the view's rules say
                )
                value = equity(winner, gain)
                sums[c] += value
                per_deal[c].append(value)
                deals[c] += 1
                if winner == me:
                    wins[c] += 1.0
            spent += len(alive)
            dealt += 1
            if dealt == check:
                # Checkpoints half as far apart again each time: the race costs a pass over
                # the deals so far, so the whole race stays linear in the deals.
                check += max(RACE_EVERY, check // 2)
                alive = self._race(alive, sums, per_deal)
        return self._values_of(sums, wins, deals)

    @staticmethod
    def _race(alive: list[int], sums: list[float], per_deal: list[list[float]]) -> list[int]:
        """The candidates still close to the leader (every live one has played every deal
        so far, so their values pair deal by deal)."""
        leader = max(alive, key=lambda c: sums[c])
        lead = per_deal[leader]
        keep = []
        for c in alive:
            if c == leader:
                keep.append(c)
                continue
            mine = per_deal[c]
            count = len(mine)
            total = 0.0
            square = 0.0
            for a, b in zip(lead, mine, strict=True):
                d = a - b
                total += d
                square += d * d
            mean = total / count
            variance = max(0.0, square / count - mean * mean)
            error = math.sqrt(variance / count)
            if mean <= RACE_Z * error or mean <= 0.0:
                keep.append(c)
        return keep

    def _values_of(
        self, sums: list[float], wins: list[float], deals: list[int]
    ) -> list[ActionValue]:
        return [
            ActionValue(a, s / d if d else 0.0, d, w / d if d else 0.0)
            for a, s, w, d in zip(self.candidates, sums, wins, deals, strict=True)
        ]


class ExpertBot(HardBot):
    """Hard's determinized search with the ``keen`` playout, a larger budget, a race between
    the actions and an exact search of a two-player hand's end. Chooses as hard does
    (:meth:`HardBot.choose`), from its own :meth:`analyse`."""

    name = "expert"

    def __init__(
        self,
        rng: random.Random,
        simulations: int = SIMULATIONS,
        time_limit: float | None = TIME_LIMIT,
    ) -> None:
        super().__init__(rng, simulations, time_limit)

    def analyse(self, view: PlayerView) -> list[ActionValue]:
        """Every distinct legal action with its estimated value (consumes randomness)."""
        seed = self._rng.getrandbits(64)
        search = ExpertSearch(
            view,
            random.Random(seed),
            self.simulations,
            self.time_limit,
            keen_choice,
            DEFAULT_VOLUNTARY_DRAW,
        )
        return search.run()


def make_expert(rng: random.Random) -> ExpertBot:
    return ExpertBot(rng)
