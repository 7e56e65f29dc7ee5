"""The ``hard`` computer player: determinized Monte-Carlo search over the hidden tiles.

For every distinct legal action it plays the same sampled deals (common random numbers:
the differences between actions are then not drowned by the luck of the deal) to the end of
the hand on the fast path (:mod:`drawgame.ai.fastsim`), and picks the action with the best
mean value. Deals come from :class:`~drawgame.ai.inference.BeliefSampler`: they respect
everything the view proves (passes) and lean towards what it suggests (draws), and the bot
reads nothing but its ``PlayerView``. A draw is a candidate too: in each deal it takes the
deal's next stock tile, and the playout policy goes on with the same turn (R7).

Outcomes are valued by the match, not the hand: the value of a hand's end is an estimate
of the seat's chance to win the match with the scores that end gives (a sure 1 or 0 when
someone reaches the target, R17), so that near the target winning the hand at all counts
more than winning it big.

The work is budgeted by a number of playouts, so that a seed fixes the choice; a
wall-clock cap (``time_limit``) only cuts the search short on a slow machine, and then the
best action so far is returned.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Final

from drawgame.engine import (
    DRAW,
    PASS,
    Action,
    PassedEvent,
    Place,
    PlayerView,
    distinct_actions,
)
from drawgame.engine.masks import mask_of

from .budget import DEFAULT_SIMULATIONS, DEFAULT_TIME_LIMIT
from .fastsim import Choice, code_of, greedy_choice, play_candidate, smart_choice
from .inference import BeliefSampler

__all__ = [
    "DEFAULT_SIMULATIONS",
    "DEFAULT_TIME_LIMIT",
    "ActionValue",
    "HardBot",
    "MatchEquity",
    "Search",
    "make_hard",
    "make_hard_no_draw",
]

#: Never fewer deals per action than this (when there are many actions).
MIN_DEALS: Final = 64
#: How likely the model of the other players thinks a voluntary draw is (R7 allows it;
#: most players draw only when they must): see :class:`~drawgame.ai.inference.BeliefSampler`.
DEFAULT_VOLUNTARY_DRAW: Final = 0.1
#: The scale, in points, of the match-equity estimate (about one hand's gain).
EQUITY_SCALE: Final = 25.0

#: The playout policies by name: ``greedy`` plays like the greedy bot; ``smart`` also weighs
#: doubles, the tiles that still fit and the ends the others can hardly follow (see
#: :func:`~drawgame.ai.fastsim.smart_choice`). ``smart`` is much stronger in arena runs.
PLAYOUTS: Final[dict[str, Choice]] = {
    "greedy": greedy_choice,
    "smart": smart_choice,
}


@dataclass(frozen=True, slots=True)
class ActionValue:
    """The search's estimate for one action: mean value (match equity, 0 to 1) over
    ``deals`` sampled deals, and how often the hand was won (``hand_wins``)."""

    action: Action
    value: float
    deals: int
    hand_wins: float


class MatchEquity:
    """Match equity of the seat ``me`` for each possible hand result, memoised."""

    def __init__(self, view: PlayerView) -> None:
        self.me = view.seat
        self.scores = view.scores
        # A lone hand's view has no match target: then the rules' target (R17).
        self.target = view.target if view.target is not None else view.rules.target
        self.cache: dict[tuple[int, int], float] = {}

    def __call__(self, winner: int, gain: int) -> float:
        key = (winner, gain)
        value = self.cache.get(key)
        if value is None:
            value = self.cache[key] = self._compute(winner, gain)
        return value

    def _compute(self, winner: int, gain: int) -> float:
        scores = list(self.scores)
        if winner >= 0:
            scores[winner] += gain
        best = max(scores)
        if best >= self.target:
            # R17: the match ends; the highest score wins, a tie at the top is drawn.
            top = [s for s, score in enumerate(scores) if score == best]
            return 1.0 / len(top) if self.me in top else 0.0
        # Otherwise a soft race to the target: closer means likelier to get there first.
        weights = [math.exp(-(self.target - score) / EQUITY_SCALE) for score in scores]
        return weights[self.me] / sum(weights)


def trailing_passes(view: PlayerView) -> int:
    count = 0
    for event in reversed(view.history):
        if not isinstance(event, PassedEvent):
            break
        count += 1
    return count


def fallback_action(view: PlayerView) -> Action:
    """A legal action without search (when the budget is cut short at once): the heaviest
    playable tile, else draw, else pass."""
    legal = view.legal_actions
    places = [a for a in legal if isinstance(a, Place)]
    if places:
        return max(places, key=lambda p: (p.tile.pips, p.tile))
    return DRAW if DRAW in legal else PASS


class Search:
    """One decision's search; :meth:`run` returns the actions' values."""

    def __init__(
        self,
        view: PlayerView,
        rng: random.Random,
        simulations: int,
        time_limit: float | None,
        playout: Choice = smart_choice,
        voluntary_draw: float = 1.0,
        draws_at_will: bool = True,
    ) -> None:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        self.view = view
        self.rng = rng
        self.simulations = simulations
        self.time_limit = time_limit
        self.playout = playout
        self.voluntary_draw = voluntary_draw
        # Distinct actions: a tile fitting both ends when they show the same value gives
        # the same position either way; keep the first of such pairs.
        self.candidates: list[Action] = distinct_actions(view)
        if not draws_at_will and any(isinstance(c, Place) for c in self.candidates):
            # R7 allows a draw while a tile fits; this variant never takes it.
            self.candidates = [c for c in self.candidates if isinstance(c, Place)]

    def run(self) -> list[ActionValue]:
        view = self.view
        candidates = self.candidates
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        n = len(candidates)
        deals = max(MIN_DEALS, -(-self.simulations // n))
        sums = [0.0] * n
        wins = [0.0] * n
        done = 0
        if deadline is not None and time.perf_counter() >= deadline:
            return self._values(sums, wins, done)
        sampler = BeliefSampler(view, self.voluntary_draw)
        equity = MatchEquity(view)
        me = view.seat
        ends = view.ends
        left, right = ends if ends is not None else (-1, -1)
        passes = trailing_passes(view)
        line = mask_of(view.line.tiles)
        codes = [code_of(a) for a in candidates]
        policy = self.playout
        rng = self.rng
        protected = view.rules.protected_stock  # R8, as the view's rules say
        for _ in range(deals):
            if deadline is not None and time.perf_counter() >= deadline:
                break
            deal = sampler.sample(rng)
            stock = deal.stock
            for c, code in enumerate(codes):
                winner, gain = play_candidate(
                    list(deal.hands),
                    stock,
                    left,
                    right,
                    me,
                    passes,
                    line,
                    code,
                    policy,
                    protected=protected,
                )
                sums[c] += equity(winner, gain)
                if winner == me:
                    wins[c] += 1.0
            done += 1
        return self._values(sums, wins, done)

    def _values(self, sums: list[float], wins: list[float], done: int) -> list[ActionValue]:
        if not done:
            return [ActionValue(a, 0.0, 0, 0.0) for a in self.candidates]
        return [
            ActionValue(a, s / done, done, w / done)
            for a, s, w in zip(self.candidates, sums, wins, strict=True)
        ]


def best_action(view: PlayerView, values: list[ActionValue]) -> Action:
    """The best searched action; ties go to the first in legal order; without any
    completed deal, :func:`fallback_action`."""
    if not values or values[0].deals == 0:
        return fallback_action(view)
    best = values[0]
    for item in values[1:]:
        if item.value > best.value:
            best = item
    return best.action


class HardBot:
    """Determinized Monte-Carlo search (see the module docstring).

    ``simulations`` playouts per decision are shared among the distinct legal actions
    (at least :data:`MIN_DEALS` deals each); ``time_limit`` (seconds, ``None`` for none)
    cuts a decision short on a slow machine. ``playout`` names the policy of the playouts
    (:data:`PLAYOUTS`); ``voluntary_draw`` is how often the model of the other players
    draws at will (1 trusts nothing but the passes, see
    :class:`~drawgame.ai.inference.BeliefSampler`); ``draws_at_will=False`` never draws
    while a tile fits (the ``hard-no-draw`` variant, to check that hard's voluntary draws
    pay: docs/players.md).
    """

    name = "hard"

    def __init__(
        self,
        rng: random.Random,
        simulations: int = DEFAULT_SIMULATIONS,
        time_limit: float | None = DEFAULT_TIME_LIMIT,
        playout: str = "smart",
        voluntary_draw: float = DEFAULT_VOLUNTARY_DRAW,
        draws_at_will: bool = True,
    ) -> None:
        if simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations!r}")
        if not 0 < voluntary_draw <= 1:
            raise ValueError(f"voluntary_draw must be in (0, 1], not {voluntary_draw!r}")
        if playout not in PLAYOUTS:
            raise ValueError(f"playout must be one of {', '.join(PLAYOUTS)}, not {playout!r}")
        self._rng = rng
        self.simulations = simulations
        self.time_limit = time_limit
        self._playout = PLAYOUTS[playout]
        self.voluntary_draw = voluntary_draw
        self.draws_at_will = draws_at_will
        if not draws_at_will:
            self.name = "hard-no-draw"

    def analyse(self, view: PlayerView) -> list[ActionValue]:
        """Every distinct legal action with its estimated value (consumes randomness)."""
        # One fresh seed per decision: the search's random numbers depend on nothing else.
        seed = self._rng.getrandbits(64)
        search = Search(
            view,
            random.Random(seed),
            self.simulations,
            self.time_limit,
            self._playout,
            self.voluntary_draw,
            self.draws_at_will,
        )
        return search.run()

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        if len(view.hand) == 1:
            # Placing the last tile wins the hand (R12, R13): nothing can beat it.
            for action in legal:
                if isinstance(action, Place):
                    return action
        return best_action(view, self.analyse(view))


def make_hard(rng: random.Random) -> HardBot:
    return HardBot(rng)


def make_hard_no_draw(rng: random.Random) -> HardBot:
    return HardBot(rng, draws_at_will=False)
