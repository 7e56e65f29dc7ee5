"""The coach's sampled deals and its race (see :mod:`drawgame.ai.analysis` for the method):
the hidden tiles dealt as the ``hard`` player deals them, every candidate played out in the
same deals (common random numbers), the race that drops a candidate trailing the leader,
the fresh deals the finalists are played in again, and the choice of the best from them.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from drawgame.engine import Action, Draw, Place, PlayerView
from drawgame.engine.masks import mask_of

from . import fastsim
from .fast_policies import keen_choice
from .hard import DEFAULT_VOLUNTARY_DRAW, PLAYOUTS, trailing_passes
from .inference import BeliefSampler, Deal
from .verdict import DEFAULT_POLICY, AnalysisCancelled, Options

__all__ = [
    "BATCH",
    "CLOSE_TIE",
    "COVERED",
    "DRAW_EDGE",
    "EXTEND",
    "MARGIN_ERRORS",
    "POLICIES",
    "RACE_TIE",
    "REFINE",
    "REFINED",
    "FreshDeals",
    "Playouts",
    "Z",
    "best_of",
    "cover_deals",
    "keeps_up",
    "lead_of",
    "mean_error",
    "open_rival",
    "paired",
    "run_race",
    "stream",
]

#: Deals played between two eliminations (at least; batches grow with the deals played).
BATCH: Final = 25
#: An action drops out of the race when it trails the leader by this many standard errors.
#: (2.5 since analysis 3: a move dropped by bad luck is still played in the best's fresh
#: deals and rejoins the contenders if it keeps up there, so the race need not be as sure.)
Z: Final = 2.5
#: The race ends when its survivors' differences to the leader are known to within this
#: many points (:data:`Z` standard errors) without one dropping out: near-ties, which the
#: fresh deals and a close call's extension settle (analysis 4: the race spent most of its
#: deals, up to its whole budget, on moves no player could tell apart).
RACE_TIE: Final = 2.0
#: A margin is this many standard errors (about 95% sure).
MARGIN_ERRORS: Final = 2.0
#: A close call between the best two finalists gets up to this many times the fresh deals
#: (8 before analysis 3: the stronger playouts pay for themselves with fewer deals spent on
#: ties no player could see; docs/coach.md).
EXTEND: Final = 4
#: ...but not once their difference is known to within this many points (the margin):
#: a tie that close is "good" whichever is named (analysis 4).
CLOSE_TIE: Final = 1.0
#: A loss that may be a mistake is measured until its margin is at most this many points...
REFINED: Final = 1.0
#: ...or the move judged and the best were played in this many times the fresh deals.
REFINE: Final = 8
#: A move dropped in the race is played in more of the best's deals until its loss's
#: margin is at most this many points (or a quarter of the loss).
COVERED: Final = 3.0
#: A voluntary draw while a tile fits is recommended only when it gains more than this
#: many points (and more than the margin): a smaller gain is within what a player can
#: neither see nor feel, and a needless draw looks wrong to a domino player.
DRAW_EDGE: Final = 1.0


#: The playout policies the analysis can play its deals with (:attr:`Options.policy`): the
#: ``hard`` player's (:data:`~drawgame.ai.hard.PLAYOUTS`) and ``keen``, smart with a
#: one-ply look-ahead (:func:`~drawgame.ai.fast_policies.keen_choice`), the default since
#: analysis 3: nearer a stronger reference's best moves (docs/coach.md).
POLICIES: Final[dict[str, fastsim.Choice]] = {**PLAYOUTS, "keen": keen_choice}


def stream(key: bytes, phase: str) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(key + phase.encode()).digest()[:16]))


class Playouts:
    """Plays out actions of one view in sampled deals (net hand points)."""

    def __init__(
        self, view: PlayerView, candidates: Sequence[Action], policy: str = DEFAULT_POLICY
    ) -> None:
        self.candidates = list(candidates)
        # The playout policy is the options' (a stronger one changes every figure alike).
        if policy not in POLICIES:
            raise ValueError(f"policy must be one of {', '.join(POLICIES)}, not {policy!r}")
        self.run = POLICIES[policy]
        self.sampler = BeliefSampler(view, DEFAULT_VOLUNTARY_DRAW)
        self.me = view.seat
        self.share = 1.0 / (view.players - 1)
        ends = view.ends
        self.left, self.right = ends if ends is not None else (-1, -1)
        self.passes = trailing_passes(view)
        self.codes = [fastsim.code_of(a) for a in self.candidates]
        self.line = mask_of(view.line.tiles)
        self.protected = view.rules.protected_stock  # R8, as the view's rules say
        #: keen's choices met in this decision's playouts (fastsim.keen_playout): about
        #: half of them come back, in other deals and after other moves.
        self.memo: dict[int, int] = {}

    def deal(self, rng: random.Random, which: Sequence[int], out: list[list[float]]) -> None:
        """One sampled deal: append the value of each candidate in ``which`` to ``out``.
        A candidate's value in a deal depends on the deal alone, not on which others
        are played in it."""
        deal = self.sampler.sample(rng)
        for c in which:
            out[c].append(self.value(deal, c))

    def value(self, deal: Deal, c: int) -> float:
        """Candidate ``c`` played in ``deal``, then the playout policy for every seat to the
        hand's end: the seat's net hand points."""
        winner, gain = fastsim.play_candidate(
            list(deal.hands),
            deal.stock,
            self.left,
            self.right,
            self.me,
            self.passes,
            self.line,
            self.codes[c],
            self.run,
            protected=self.protected,
            memo=self.memo,
        )
        if winner < 0:
            return 0.0
        return gain if winner == self.me else -gain * self.share


class FreshDeals:
    """The fresh deals, sampled in order from their own stream and kept, so that any
    candidate can be played in the first ``n`` of them at any time: ``values[c][k]`` is
    candidate ``c`` in fresh deal ``k``, whoever else was played there."""

    def __init__(
        self,
        playouts: Playouts,
        rng: random.Random,
        cancelled: Callable[[], bool] | None,
    ) -> None:
        self.playouts = playouts
        self.rng = rng
        self.cancelled = cancelled
        self.deals: list[Deal] = []
        self.values: list[list[float]] = [[] for _ in playouts.candidates]

    def extend(self, which: Sequence[int], n: int) -> None:
        """Play every candidate in ``which`` in the first ``n`` fresh deals."""
        while len(self.deals) < n:
            self.deals.append(self.playouts.sampler.sample(self.rng))
        for c in which:
            values = self.values[c]
            for k in range(len(values), n):
                if k % BATCH == 0 and self.cancelled is not None and self.cancelled():
                    raise AnalysisCancelled()
                values.append(self.playouts.value(self.deals[k], c))


def mean_error(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``a[i] - b[i]`` over the deals both were played in."""
    n = min(len(a), len(b))
    if n == 0:
        return 0.0, math.inf
    return mean_error([x - y for x, y in zip(a[:n], b[:n], strict=True)])


def run_race(
    playouts: Playouts,
    rng: random.Random,
    budget: int,
    cancelled: Callable[[], bool] | None,
) -> tuple[list[list[float]], list[int]]:
    """Every candidate in the same deals (at least ``budget // 10`` of them), then an
    action trailing the leader by more than :data:`Z` standard errors drops out, until
    one is left, the survivors are near-ties (each one's difference to the leader known
    to within :data:`RACE_TIE` points) or ``budget`` deals are played. The values, and
    the survivors."""
    n = len(playouts.candidates)
    values: list[list[float]] = [[] for _ in range(n)]
    alive = list(range(n))
    minimum = max(1, budget // 10)
    played = 0
    while played < budget and len(alive) > 1:
        if cancelled is not None and cancelled():
            raise AnalysisCancelled()
        # Batches grow with the deals played: checking costs a pass over every deal.
        for _ in range(min(max(BATCH, played // 8), budget - played)):
            playouts.deal(rng, alive, values)
        played = len(values[alive[0]])
        if played < minimum:
            continue
        leader = max(alive, key=lambda c: sum(values[c]))
        keep = []
        tied = True
        for c in alive:
            mean, error = paired(values[leader], values[c])
            if c == leader or not (mean > Z * error or (error == 0.0 and mean > 0.0)):
                keep.append(c)
                tied = tied and Z * error <= RACE_TIE
        alive = keep
        if tied:
            break
    return values, alive


def cover_deals(options: Options) -> int:
    """The fresh deals a move dropped in the race is played in at a time, to be valued on
    the best's own deals (an eighth of the fresh deals: it trailed by :data:`Z` errors)."""
    return max(BATCH, options.fresh // 8)


def keeps_up(
    candidates: Sequence[Action], best: int, c: int, fresh: Sequence[Sequence[float]]
) -> bool:
    """Whether ``c``, dropped in the race, keeps up with ``best`` in their common fresh
    deals: it is not behind there, or it is a placement that the best, a draw, does not
    beat by more than the margin and :data:`DRAW_EDGE`. Such a move needs all of the
    best's deals (it may be the best, or stop the draw)."""
    lead, error = paired(fresh[best], fresh[c])
    if lead <= 0.0:
        return True
    if isinstance(candidates[best], Draw) and isinstance(candidates[c], Place):
        return lead <= max(MARGIN_ERRORS * error, DRAW_EDGE)
    return False


def lead_of(
    a: int,
    b: int,
    finalists: Sequence[int],
    race: Sequence[Sequence[float]],
    fresh: Sequence[Sequence[float]] | Mapping[int, Sequence[float]],
) -> tuple[float, float]:
    """``a``'s mean lead over ``b`` and its standard error, on the deals both were played
    in alike: the race's and the fresh ones for two finalists, the fresh ones otherwise (a
    move dropped in the race was dropped for trailing there: those deals count against it)."""
    if a in finalists and b in finalists:
        return paired([*race[a], *fresh[a]], [*race[b], *fresh[b]])
    return paired(fresh[a], fresh[b])


def _mean(
    c: int,
    finalists: Sequence[int],
    race: Sequence[Sequence[float]],
    fresh: Sequence[Sequence[float]],
) -> float:
    played = [*race[c], *fresh[c]] if c in finalists else fresh[c]
    return sum(played) / len(played)


def best_of(
    candidates: Sequence[Action],
    contenders: Sequence[int],
    finalists: Sequence[int],
    race: Sequence[Sequence[float]],
    fresh: Sequence[Sequence[float]],
) -> int:
    """The best of the ``contenders`` (the finalists, and a draw's best rival placement):
    the highest mean over every deal a finalist was played in (the race's and the fresh
    ones; the values shown come from the fresh deals alone, as the race's leader is biased
    upwards). A draw while a tile fits only when it beats every placement among them by
    more than the margin of their difference and by :data:`DRAW_EDGE`."""
    ranked = sorted(contenders, key=lambda c: -_mean(c, finalists, race, fresh))
    best = ranked[0]
    if isinstance(candidates[best], Draw):
        places = [c for c in ranked if isinstance(candidates[c], Place)]
        for place in places:
            gain, error = lead_of(best, place, finalists, race, fresh)
            if gain <= max(MARGIN_ERRORS * error, DRAW_EDGE):
                return places[0]
    return best


def open_rival(
    candidates: Sequence[Action],
    best: int,
    contenders: Sequence[int],
    finalists: Sequence[int],
    race: Sequence[Sequence[float]],
    fresh: Sequence[Sequence[float]],
) -> int | None:
    """The strongest contender whose comparison with ``best`` more deals could still turn:
    one within the margin of ``best``, a margin wider than :data:`CLOSE_TIE`; for a draw
    against a placement, one whose lead is within the margin of :data:`DRAW_EDGE`. None
    when the choice is clear."""
    for c in sorted(contenders, key=lambda c: -_mean(c, finalists, race, fresh)):
        if c == best:
            continue
        kinds = (type(candidates[best]), type(candidates[c]))
        if kinds in ((Draw, Place), (Place, Draw)):
            draw, place = (best, c) if kinds[0] is Draw else (c, best)
            lead, error = lead_of(draw, place, finalists, race, fresh)
            if abs(lead - DRAW_EDGE) <= MARGIN_ERRORS * error:
                return c
        else:
            gain, error = lead_of(best, c, finalists, race, fresh)
            if gain <= MARGIN_ERRORS * error and MARGIN_ERRORS * error > CLOSE_TIE:
                return c
    return None
