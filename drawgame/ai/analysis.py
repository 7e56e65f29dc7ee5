"""The coach's one analysis of a decision: the hint, the tutor, the review window and
``drawgame review`` all ask :func:`analyse` (or :func:`judge`), so they give the same best
action, value, margin and label for the same decision, in any order, on any thread.

**Objective: expected net hand points.** An action's value is the deciding seat's
expected gain in the hand minus the average gain of its opponents (two players: mine
minus yours), the points a player sees on the score sheet. (The ``hard`` player weighs
hand results by its chance to win the match instead; near the target that can prefer a
sure small win. The coach speaks in points because a player can check points.)

**Fair.** A decision is judged from the seat's :class:`PlayerView` only: the hidden tiles
are dealt the way the ``hard`` player deals them
(:class:`~drawgame.ai.inference.BeliefSampler`), and every distinct legal action is played
out in the same sampled deals (common random numbers) with the ``hard`` player's playout
policy.

**Deterministic.** The random stream is seeded from what the analysis reads of the view
(seat, hand, line, history, hand and stock sizes, rules) and the :class:`Options`:
nothing else (no clock, no thread, no earlier call) changes a verdict.

**Two phases.** A *race* plays every action in batches of deals and drops an action once
it trails the leader by more than :data:`Z` standard errors of their paired difference.
The survivors, the *finalists*, are then played again in :attr:`Options.fresh` *fresh*
deals, and their values come from those deals alone: the leader's race mean is biased
upwards (it is the maximum of noisy means), the fresh one is not.

**Margins.** Every value comes with ``± margin``: :data:`MARGIN_ERRORS` standard errors
(about 95%); a loss comes with the margin of the paired difference to the best. A label
worse than ``good`` is given only when the loss exceeds its margin.

**Voluntary draws.** R7 allows drawing while a tile fits; the analysis recommends it only
when the draw beats the best placement by more than the margin of their difference and by
more than :data:`DRAW_EDGE` points. (When only the draw survives the race, the placement
that stayed longest is played in the fresh deals too, to be compared.) A fixed edge also
makes the choice the same with more deals: a margin-only rule drew the line where the
margin fell, so a longer search recommended draws a shorter one did not.
"""

from __future__ import annotations

import enum
import hashlib
import math
import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from drawgame.engine import (
    Action,
    Draw,
    Place,
    PlayerView,
    distinct_actions,
    same_move,
)
from drawgame.engine.masks import mask_of

from . import fastsim
from .hard import DEFAULT_VOLUNTARY_DRAW, PLAYOUTS, trailing_passes
from .inference import BeliefSampler, Deal

__all__ = [
    "BATCH",
    "DEFAULT_BUDGET",
    "DEFAULT_OPTIONS",
    "DRAW_EDGE",
    "FRESH_DEALS",
    "GOOD_BELOW",
    "INACCURACY_BELOW",
    "MARGIN_ERRORS",
    "MISTAKE_BELOW",
    "Analysis",
    "AnalysisCancelled",
    "Candidate",
    "Label",
    "Options",
    "Reason",
    "Verdict",
    "Z",
    "analyse",
    "forget_recent",
    "json_number",
    "judge",
    "label_for",
    "position_key",
    "same_move",
]

#: At most this many race deals per decision (see :func:`analyse`).
DEFAULT_BUDGET: Final = 1200
#: Fresh deals the finalists are played in again.
FRESH_DEALS: Final = 400
#: Deals played between two eliminations (at least; batches grow with the deals played).
BATCH: Final = 25
#: An action drops out of the race when it trails the leader by this many standard errors.
Z: Final = 3.0
#: A margin is this many standard errors (about 95% sure).
MARGIN_ERRORS: Final = 2.0
#: A close call between the best two finalists gets up to this many times the fresh deals.
EXTEND: Final = 8
#: A loss that may be a mistake is measured until its margin is at most this many points...
REFINED: Final = 1.0
#: ...or the move judged and the best were played in this many times the fresh deals.
REFINE: Final = 8
#: A voluntary draw while a tile fits is recommended only when it gains more than this
#: many points (and more than the margin): a smaller gain is within what a player can
#: neither see nor feel, and a needless draw looks wrong to a domino player.
DRAW_EDGE: Final = 1.0


class Label(enum.Enum):
    """How good a decision was (see :func:`label_for`)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


#: Where each label ends, in expected net hand points lost (see :func:`label_for`).
GOOD_BELOW: Final = 2.0
INACCURACY_BELOW: Final = 5.0
MISTAKE_BELOW: Final = 10.0


class Reason(enum.Enum):
    """Why a decision got its label, as a code for the interface to translate."""

    FORCED = "forced"  #: the only legal action
    BEST = "best"  #: the action found best
    NEEDLESS_DRAW = "needless_draw"  #: drew when placing a tile was better
    SHOULD_DRAW = "should_draw"  #: placed a tile when drawing was better
    OTHER_TILE = "other_tile"  #: placed another tile than the best one
    OTHER_END = "other_end"  #: placed the best tile, on the other end


def json_number(value: float, digits: int = 2) -> float | None:
    """``value`` rounded to ``digits`` for a JSON document, ``None`` when it is not a finite
    number (NaN and the infinities are not JSON)."""
    return round(value, digits) if math.isfinite(value) else None


def label_for(loss: float, is_best: bool, margin: float = 0.0) -> Label:
    """The label of a decision that lost ``loss`` points ``± margin`` (``is_best``: it was
    the best). A loss within its margin is ``good``: the analysis cannot tell it apart."""
    if is_best:
        return Label.BEST
    if loss <= margin or loss < GOOD_BELOW:
        return Label.GOOD
    if loss < INACCURACY_BELOW:
        return Label.INACCURACY
    if loss < MISTAKE_BELOW:
        return Label.MISTAKE
    return Label.BLUNDER


class AnalysisCancelled(Exception):
    """Raised when ``cancelled()`` said so (between batches of deals)."""


@dataclass(frozen=True, slots=True)
class Options:
    """How much work an analysis does: at most ``budget`` race deals, then ``fresh`` deals
    for the finalists. The same options give the same answers."""

    budget: int = DEFAULT_BUDGET
    fresh: int = FRESH_DEALS

    def __post_init__(self) -> None:
        for name in ("budget", "fresh"):
            value = getattr(self, name)
            if type(value) is not int or value < 1:
                raise ValueError(f"{name} must be a whole number of deals, at least 1")

    @classmethod
    def for_budget(cls, budget: int) -> Options:
        """Options with ``budget`` race deals and fresh deals in the default proportion
        (``for_budget(DEFAULT_BUDGET)`` is :data:`DEFAULT_OPTIONS`)."""
        return cls(budget, max(1, budget * FRESH_DEALS // DEFAULT_BUDGET))

    def scaled(self, factor: int) -> Options:
        """These options with ``factor`` times the deals (the benchmark's stronger search)."""
        return Options(self.budget * factor, self.fresh * factor)


DEFAULT_OPTIONS: Final = Options()


@dataclass(frozen=True, slots=True)
class Candidate:
    """One legal action's estimate: ``value`` (expected net hand points) ``± margin`` over
    ``deals`` deals; ``loss`` (the best's value minus this one, paired on common deals,
    never below 0) ``± loss_margin``; ``finalist``: it survived the race and its figures
    come from the fresh deals."""

    action: Action
    value: float
    margin: float
    loss: float
    loss_margin: float
    deals: int
    finalist: bool

    def to_dict(self) -> dict[str, Any]:
        """For JSON: a figure that is not a number (a forced move not valued, a margin from
        a single deal) is ``None``, so the document is strict JSON."""
        return {
            "action": str(self.action),
            "value": json_number(self.value),
            "margin": json_number(self.margin),
            "loss": json_number(self.loss),
            "loss_margin": json_number(self.loss_margin),
            "deals": self.deals,
        }


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every distinct legal action of one decision, the best first. ``forced``: only one
    distinct action was legal (nothing was searched, ``deals`` is 0)."""

    seat: int
    candidates: tuple[Candidate, ...]
    forced: bool
    #: The two ends show the same value (a tile placed on either is the same move).
    same_ends: bool

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    @property
    def deals(self) -> int:
        return self.best.deals

    def candidate(self, action: Action) -> Candidate | None:
        """The estimate for ``action`` (or the same move on the other end), if searched."""
        for c in self.candidates:
            if _same(c.action, action, self.same_ends):
                return c
        return None


@dataclass(frozen=True, slots=True)
class Verdict:
    """:func:`judge`'s answer on the action ``played``: the best action, the expected net
    hand points lost ``± margin``, its label and reason, and the analysis (whose
    candidate for the action played is measured on the fresh deals)."""

    best: Action
    loss: float
    margin: float
    label: Label
    reason: Reason
    analysis: Analysis

    @property
    def candidates(self) -> tuple[Candidate, ...]:
        return self.analysis.candidates

    @property
    def values(self) -> tuple[tuple[Action, float], ...]:
        """Every distinct action with its value (best first)."""
        return tuple((c.action, c.value) for c in self.analysis.candidates)

    @property
    def value(self) -> float:
        """The best action's value: the position's expected net hand points."""
        return self.analysis.best.value

    @property
    def deals(self) -> int:
        return self.analysis.deals


# -- the position's key -------------------------------------------------------------------


def position_key(view: PlayerView, options: Options = DEFAULT_OPTIONS) -> bytes:
    """What the analysis reads of ``view``, and the options, as a digest: the seed of its
    random stream. Scores, names, the target and the hand's number are left out (the
    objective does not read them), so a position from a live match, a save or a record
    gets the same key."""
    parts = [
        "drawgame-analysis 1",
        f"seat {view.seat} of {view.players}",
        f"rules {sorted(view.rules.to_dict().items())}",
        "hand " + " ".join(sorted(str(t) for t in view.hand)),
        "line " + " ".join(f"{p.tile}{p.end.value}" for p in view.line.placements),
        f"stock {view.stock_size} sizes {list(view.hand_sizes)}",
        "history " + " ".join(repr(e) for e in view.history),
        f"options {options.budget} {options.fresh}",
    ]
    return hashlib.sha256("\n".join(parts).encode()).digest()


def _stream(key: bytes, phase: str) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(key + phase.encode()).digest()[:16]))


# -- the search ---------------------------------------------------------------------------


def _same(a: Action, b: Action, same_ends: bool) -> bool:
    # engine.same_move, for an analysis that keeps no view.
    return a == b or (
        same_ends and isinstance(a, Place) and isinstance(b, Place) and a.tile == b.tile
    )


class _Playouts:
    """Plays out actions of one view in sampled deals (net hand points)."""

    def __init__(self, view: PlayerView, candidates: Sequence[Action]) -> None:
        self.candidates = list(candidates)
        self.run = PLAYOUTS["smart"]
        self.sampler = BeliefSampler(view, DEFAULT_VOLUNTARY_DRAW)
        self.me = view.seat
        self.share = 1.0 / (view.players - 1)
        ends = view.ends
        self.left, self.right = ends if ends is not None else (-1, -1)
        self.passes = trailing_passes(view)
        self.codes = [fastsim.code_of(a) for a in self.candidates]
        self.line = mask_of(view.line.tiles)
        self.protected = view.rules.protected_stock  # R8, as the view's rules say

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
        )
        if winner < 0:
            return 0.0
        return gain if winner == self.me else -gain * self.share


class _Fresh:
    """The fresh deals, sampled in order from their own stream and kept, so that any
    candidate can be played in the first ``n`` of them at any time: ``values[c][k]`` is
    candidate ``c`` in fresh deal ``k``, whoever else was played there."""

    def __init__(
        self,
        playouts: _Playouts,
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


def _mean_error(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def _paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``a[i] - b[i]`` over the deals both were played in."""
    n = min(len(a), len(b))
    if n == 0:
        return 0.0, math.inf
    return _mean_error([x - y for x, y in zip(a[:n], b[:n], strict=True)])


def _race(
    playouts: _Playouts,
    rng: random.Random,
    budget: int,
    cancelled: Callable[[], bool] | None,
) -> tuple[list[list[float]], list[int]]:
    """Every candidate in the same deals (at least ``budget // 10`` of them), then an
    action trailing the leader by more than :data:`Z` standard errors drops out, until
    one is left or ``budget`` deals are played. The values, and the survivors."""
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
        for c in alive:
            mean, error = _paired(values[leader], values[c])
            if c == leader or not (mean > Z * error or (error == 0.0 and mean > 0.0)):
                keep.append(c)
        alive = keep
    return values, alive


def _lead(
    a: int,
    b: int,
    finalists: Sequence[int],
    race: Sequence[Sequence[float]],
    fresh: Sequence[Sequence[float]],
) -> tuple[float, float]:
    """``a``'s mean lead over ``b`` and its standard error, on the deals both were played
    in alike: the race's and the fresh ones for two finalists, the fresh ones otherwise (a
    move dropped in the race was dropped for trailing there: those deals count against it)."""
    if a in finalists and b in finalists:
        return _paired([*race[a], *fresh[a]], [*race[b], *fresh[b]])
    return _paired(fresh[a], fresh[b])


def _mean(
    c: int,
    finalists: Sequence[int],
    race: Sequence[Sequence[float]],
    fresh: Sequence[Sequence[float]],
) -> float:
    played = [*race[c], *fresh[c]] if c in finalists else fresh[c]
    return sum(played) / len(played)


def _choose(
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
            gain, error = _lead(best, place, finalists, race, fresh)
            if gain <= max(MARGIN_ERRORS * error, DRAW_EDGE):
                return places[0]
    return best


def _open_rival(
    candidates: Sequence[Action],
    best: int,
    contenders: Sequence[int],
    finalists: Sequence[int],
    race: Sequence[Sequence[float]],
    fresh: Sequence[Sequence[float]],
) -> int | None:
    """The strongest contender whose comparison with ``best`` more deals could still turn:
    one within the margin of ``best``; for a draw against a placement, one whose lead is
    within the margin of :data:`DRAW_EDGE`. None when the choice is clear."""
    for c in sorted(contenders, key=lambda c: -_mean(c, finalists, race, fresh)):
        if c == best:
            continue
        kinds = (type(candidates[best]), type(candidates[c]))
        if kinds in ((Draw, Place), (Place, Draw)):
            draw, place = (best, c) if kinds[0] is Draw else (c, best)
            lead, error = _lead(draw, place, finalists, race, fresh)
            if abs(lead - DRAW_EDGE) <= MARGIN_ERRORS * error:
                return c
        else:
            gain, error = _lead(best, c, finalists, race, fresh)
            if gain <= MARGIN_ERRORS * error:
                return c
    return None


#: The last analyses made in this process, by position key: a hint and then the tutor's
#: check of the move it named (or the review of a position analysed just before) ask for
#: the same analysis, which determinism makes the very same: it is made once.
_RECENT: OrderedDict[bytes, Analysis] = OrderedDict()
_RECENT_KEPT: Final = 16
_RECENT_LOCK = threading.Lock()


def _recalled(key: bytes) -> Analysis | None:
    with _RECENT_LOCK:
        found = _RECENT.get(key)
        if found is not None:
            _RECENT.move_to_end(key)
        return found


def _remember(key: bytes, analysis: Analysis) -> None:
    with _RECENT_LOCK:
        _RECENT[key] = analysis
        _RECENT.move_to_end(key)
        while len(_RECENT) > _RECENT_KEPT:
            _RECENT.popitem(last=False)


def forget_recent() -> None:
    """Forget the analyses kept (the next ones are made anew: the same figures)."""
    with _RECENT_LOCK:
        _RECENT.clear()


def _evaluate(
    view: PlayerView,
    options: Options,
    extra: Action | None,
    cancelled: Callable[[], bool] | None,
    value_forced: bool = False,
) -> Analysis:
    candidates = distinct_actions(view)
    if not candidates:
        raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
    ends = view.ends
    same_ends = ends is not None and ends[0] == ends[1]
    if len(candidates) == 1 and not value_forced:
        # Nothing to search (the hint's and the tutor's forced moves): no sampler set up.
        only = Candidate(candidates[0], math.nan, math.nan, 0.0, 0.0, 0, True)
        return Analysis(view.seat, (only,), True, same_ends)
    key = position_key(view, options)
    if len(candidates) == 1:
        # The position's value all the same (the review's graph and luck need it).
        playouts = _Playouts(view, candidates)
        values: list[list[float]] = [[]]
        rng = _stream(key, "fresh")
        for _ in range(options.fresh):
            playouts.deal(rng, [0], values)
        value, error = _mean_error(values[0])
        only = Candidate(candidates[0], value, MARGIN_ERRORS * error, 0.0, 0.0, options.fresh, True)
        return Analysis(view.seat, (only,), True, same_ends)
    # Judging the best move changes nothing of the analysis (the best is always played in
    # the fresh deals), so a recent analysis answers for it (a hint, then the tutor's
    # check of the move the hint named).
    recalled = _recalled(key)
    if recalled is not None and (extra is None or same_move(extra, recalled.best.action, view)):
        return recalled
    playouts = _Playouts(view, candidates)
    race, finalists = _race(playouts, _stream(key, "race"), options.budget, cancelled)
    # The finalists (and the action judged) again, in fresh deals.
    again = list(finalists)
    contenders = list(finalists)
    places = [c for c, a in enumerate(candidates) if isinstance(a, Place)]
    if places and not any(c in places for c in finalists):
        # Only a draw survived the race while a tile fits: the placement that stayed in
        # the race longest (of those, the one ahead) is played in the fresh deals too, to
        # see whether the draw beats it by enough.
        rival = max(places, key=lambda c: (len(race[c]), sum(race[c]) / len(race[c])))
        again.append(rival)
        contenders.append(rival)
    mine = -1
    if extra is not None:
        mine = next(c for c, a in enumerate(candidates) if same_move(a, extra, view))
        if mine not in again:
            again.append(mine)
    pool = _Fresh(playouts, _stream(key, "fresh"), cancelled)
    fresh = pool.values
    pool.extend(again, options.fresh)
    best = _choose(candidates, contenders, finalists, race, fresh)
    # A close call gets more fresh deals for the best and its nearest rival, up to EXTEND
    # times (a deal's values do not depend on who else was played in it).
    step = max(1, options.fresh // 2)
    while len(fresh[best]) < EXTEND * options.fresh:
        rival_ = _open_rival(candidates, best, contenders, finalists, race, fresh)
        if rival_ is None:
            break
        pool.extend([best, rival_], max(len(fresh[best]), len(fresh[rival_])) + step)
        best = _choose(candidates, contenders, finalists, race, fresh)
    shown = len(fresh[best])  # the deals behind the values shown (before any refinement)

    def loss_of(c: int) -> tuple[float, float]:
        # As the best was chosen for a move played in the fresh deals (a finalist, the
        # draw's rival, the move judged); any other on the race's deals.
        if c in again:
            return _lead(best, c, finalists, race, fresh)
        return _paired(race[best], race[c])

    if extra is not None and mine != best:
        # The move judged: a loss that may be a mistake is measured to within REFINED.
        # (Bounded by the move's own deals: a close call may already have given the best
        # all of its deals, and the move judged none of them.)
        while len(fresh[mine]) < REFINE * options.fresh:
            loss, error = loss_of(mine)
            if loss + MARGIN_ERRORS * error < INACCURACY_BELOW or (
                MARGIN_ERRORS * error <= REFINED
            ):
                break
            pool.extend([best, mine], len(fresh[mine]) + step)
    out: list[Candidate] = []
    for c, action in enumerate(candidates):
        on_fresh = c in again
        measured = fresh[c][:shown] if on_fresh else race[c]
        value, error = _mean_error(measured)
        loss, loss_error = (0.0, 0.0) if c == best else loss_of(c)
        out.append(
            Candidate(
                action,
                value,
                MARGIN_ERRORS * error,
                max(0.0, loss),
                MARGIN_ERRORS * loss_error,
                len(measured),
                c in finalists,
            )
        )
    # Best first, then the finalists, then the rest, each by value.
    top = out[best]
    rest = sorted(
        (c for i, c in enumerate(out) if i != best), key=lambda c: (not c.finalist, -c.value)
    )
    analysis = Analysis(view.seat, (top, *rest), False, same_ends)
    if extra is None or mine == best:
        _remember(key, analysis)
    return analysis


def analyse(
    view: PlayerView,
    options: Options = DEFAULT_OPTIONS,
    cancelled: Callable[[], bool] | None = None,
) -> Analysis:
    """Every distinct legal action of ``view`` with its value ``± margin``, best first
    (see the module docstring). ``cancelled()`` is asked between batches of deals; an
    analysis made recently in this process is not made again."""
    return _evaluate(view, options, None, cancelled)


def _reason(played: Action, best: Action, is_best: bool) -> Reason:
    if is_best:
        return Reason.BEST
    if isinstance(played, Draw):
        return Reason.NEEDLESS_DRAW
    if isinstance(best, Draw):
        return Reason.SHOULD_DRAW
    if isinstance(played, Place) and isinstance(best, Place) and played.tile == best.tile:
        return Reason.OTHER_END
    return Reason.OTHER_TILE


def judge(
    view: PlayerView,
    played: Action,
    options: Options = DEFAULT_OPTIONS,
    cancelled: Callable[[], bool] | None = None,
    *,
    value_forced: bool = False,
) -> Verdict:
    """The verdict on ``played`` in ``view``: :func:`analyse`'s best action and values
    (the very same), and the loss of ``played`` measured on the fresh deals.
    ``value_forced``: value a forced move too (on the fresh deals)."""
    if played not in view.legal_actions:
        raise ValueError(f"{played} is not legal for seat {view.seat} here")
    analysis = _evaluate(view, options, played, cancelled, value_forced)
    if analysis.forced:
        return Verdict(played, 0.0, 0.0, Label.BEST, Reason.FORCED, analysis)
    best = analysis.best.action
    mine = analysis.candidate(played)
    assert mine is not None
    is_best = same_move(played, best, view)
    loss = 0.0 if is_best else mine.loss
    margin = 0.0 if is_best else mine.loss_margin
    return Verdict(
        played if is_best else best,
        loss,
        margin,
        label_for(loss, is_best, margin),
        _reason(played, best, is_best),
        analysis,
    )
