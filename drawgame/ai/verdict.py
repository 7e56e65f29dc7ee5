"""The coach's answers as data: how good a decision was (:class:`Label`, :func:`label_for`)
and why (:class:`Reason`), how much work an analysis does (:class:`Options`), and what it
found (:class:`Candidate`, :class:`Analysis`, :class:`Verdict`). :mod:`drawgame.ai.analysis`
makes them; the hint, the tutor and the review read them.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from typing import Any, Final

from drawgame.engine import Action, Draw, Place

__all__ = [
    "ANALYSIS_VERSION",
    "DEFAULT_BUDGET",
    "DEFAULT_OPTIONS",
    "DEFAULT_POLICY",
    "FRESH_DEALS",
    "GOOD_BELOW",
    "INACCURACY_BELOW",
    "MISTAKE_BELOW",
    "Analysis",
    "AnalysisCancelled",
    "Candidate",
    "Label",
    "Options",
    "Reason",
    "Verdict",
    "json_number",
    "label_for",
    "same_action",
]

#: The analysis's version: raised whenever a change to the analysis changes its figures
#: for a position (its method, its playout policy, its labels), so that figures kept from
#: an earlier one (the practice book's "In the game") are judged again, and the same
#: position gets the same verdict everywhere. 1: before versions were kept; 2: one table,
#: one story (issue 32); 3: ``keen`` playouts, a race dropping at 2.5 errors, close calls
#: extended to 4 times the fresh deals (issue 32: nearer a stronger reference); 4: the
#: race ends on near-ties, a close call within a point and a refined loss known to a
#: quarter of itself, its label sure, stop (issue 32: at most 2 s of CPU a two-player hand).
#: 5: a move judged is refined from its own first deals, not played in the fresh deals from
#: the start (the tutor's figure for a move and the review's row for it are the same).
ANALYSIS_VERSION: Final = 5
#: At most this many race deals per decision (see :func:`~drawgame.ai.analysis.analyse`).
DEFAULT_BUDGET: Final = 1200
#: Fresh deals the finalists are played in again.
FRESH_DEALS: Final = 400
#: The playout policy of the sampled deals (see :attr:`Options.policy`).
DEFAULT_POLICY: Final = "keen"


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
    #: drew while a tile fits, measured about as good as the best placement: not better by
    #: the margin and the edge a draw needs to be advised
    CLOSE_DRAW = "close_draw"


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


def reason_of(played: Action, best: Action, is_best: bool, lead: float) -> Reason:
    """Why ``played`` got its label against ``best`` (``lead``: how far the best measured
    ahead of it; a draw not behind is a close call)."""
    if is_best:
        return Reason.BEST
    if isinstance(played, Draw):
        return Reason.CLOSE_DRAW if lead <= 0.0 else Reason.NEEDLESS_DRAW
    if isinstance(best, Draw):
        return Reason.SHOULD_DRAW
    if isinstance(played, Place) and isinstance(best, Place) and played.tile == best.tile:
        return Reason.OTHER_END
    return Reason.OTHER_TILE


class AnalysisCancelled(Exception):
    """Raised when ``cancelled()`` said so (between batches of deals)."""


@dataclass(frozen=True, slots=True)
class Options:
    """How much work an analysis does: at most ``budget`` race deals, then ``fresh`` deals
    for the finalists. The same options give the same answers."""

    budget: int = DEFAULT_BUDGET
    fresh: int = FRESH_DEALS
    #: The playout policy every seat follows in the sampled deals (a name of
    #: :data:`drawgame.ai.paired_deals.POLICIES`).
    policy: str = DEFAULT_POLICY

    def __post_init__(self) -> None:
        for name in ("budget", "fresh"):
            value = getattr(self, name)
            if type(value) is not int or value < 1:
                raise ValueError(f"{name} must be a whole number of deals, at least 1")
        if not isinstance(self.policy, str) or not self.policy:
            raise ValueError("policy must be the name of a playout policy")

    @classmethod
    def for_budget(cls, budget: int, policy: str = DEFAULT_POLICY) -> Options:
        """Options with ``budget`` race deals and fresh deals in the default proportion
        (``for_budget(DEFAULT_BUDGET)`` is :data:`DEFAULT_OPTIONS`)."""
        return cls(budget, max(1, budget * FRESH_DEALS // DEFAULT_BUDGET), policy)

    def scaled(self, factor: int) -> Options:
        """These options with ``factor`` times the deals (the benchmark's stronger search)."""
        return Options(self.budget * factor, self.fresh * factor, self.policy)


DEFAULT_OPTIONS: Final = Options()


@dataclass(frozen=True, slots=True)
class Candidate:
    """One legal action's estimate: ``value`` (expected net hand points) ``± margin`` over
    ``deals`` deals; ``loss`` (the best's value minus this one, paired on common deals,
    never below 0) ``± loss_margin``; ``finalist``: it was a contender for the best, played
    in all of the best's fresh deals; ``lead``: the best's measured lead over it, which
    is below 0 only for a draw the best placement beat on the edge it needs (its loss
    and value are then the best's: no move is valued above the best).

    Every move's value is the best's value minus its loss (measured paired with the best,
    in the best's own deals), so the table's Lost is the gap between its values."""

    action: Action
    value: float
    margin: float
    loss: float
    loss_margin: float
    deals: int
    finalist: bool
    lead: float = 0.0

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
            if same_action(c.action, action, self.same_ends):
                return c
        return None


@dataclass(frozen=True, slots=True)
class Verdict:
    """:func:`~drawgame.ai.analysis.judge`'s answer on ``played``: the best action, the expected net
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


def same_action(a: Action, b: Action, same_ends: bool) -> bool:
    """``a`` and ``b`` are the same move: equal, or the same tile while both ends show the
    same value (engine.same_move, for an analysis that keeps no view)."""
    return a == b or (
        same_ends and isinstance(a, Place) and isinstance(b, Place) and a.tile == b.tile
    )
