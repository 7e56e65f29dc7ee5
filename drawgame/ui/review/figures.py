"""The review's figures as the window shows them, each with its margin: the reviews of
single hands put together into the whole match's, and the margins of the sums and means
the review gives without one (the mean loss, the luck).

A margin is :data:`~drawgame.ai.analysis.MARGIN_ERRORS` standard errors (about 95%). The
estimates of different decisions come from different sampled deals, so their errors are
taken as independent: the margin of a sum is the root of the sum of the squared margins.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from drawgame.ai.review import (
    Decision,
    HandSummary,
    Label,
    Reason,
    Review,
    Score,
    luck_is_clear,
    luck_margin,
    luck_total_margin,
)

__all__ = [
    "MISTAKES",
    "chosen",
    "combine",
    "hand_summary",
    "is_mistake",
    "loss_margin",
    "luck_is_clear",
    "luck_margin",
    "luck_total_margin",
    "mean_loss_margin",
]

#: The labels the next and previous mistake keys stop at (and "Try it yourself" offers).
MISTAKES = frozenset({Label.INACCURACY, Label.MISTAKE, Label.BLUNDER})


def is_mistake(decision: Decision) -> bool:
    return decision.label in MISTAKES


def _root_sum(margins: Iterable[float]) -> float:
    return math.sqrt(sum(m * m for m in margins))


def chosen(decisions: Iterable[Decision]) -> list[Decision]:
    """The decisions with a real choice (more than one distinct move)."""
    return [d for d in decisions if d.reason is not Reason.FORCED]


def mean_loss_margin(decisions: Sequence[Decision]) -> float:
    """The margin of :attr:`Score.mean_loss` over ``decisions``."""
    mine = chosen(decisions)
    if not mine:
        return 0.0
    return _root_sum(d.margin for d in mine) / len(mine)


def loss_margin(decisions: Sequence[Decision], turns: Iterable[int]) -> float:
    """The margin of the points lost in all at ``turns`` (of one hand and seat)."""
    at = set(turns)
    return _root_sum(d.margin for d in decisions if d.turn in at)


def combine(reviews: Sequence[Review], seat: int) -> Review:
    """The review of ``seat`` over every hand of ``reviews`` (each the review of one hand
    of the same match, in any order): the decisions, lucks and totals that
    :func:`review_match` gives for those hands, and the summaries of the hands in which
    the seat decided something."""
    hands = sorted({s.hand for r in reviews for s in r.summaries if s.decisions})
    decisions = tuple(
        sorted(
            (d for r in reviews for d in r.decisions if d.seat == seat),
            key=lambda d: (d.hand, d.turn),
        )
    )
    lucks = tuple(
        sorted(
            (x for r in reviews for x in r.lucks if x.seat == seat),
            key=lambda x: (x.hand, x.turn, x.kind != "deal"),
        )
    )
    summaries: list[HandSummary] = []
    for hand in hands:
        summaries += [
            s
            for r in reviews
            for s in r.summaries
            if (s.hand, s.seat) == (hand, seat) and s.decisions
        ]
    first = reviews[0]
    total = Score.of(0, seat, decisions, lucks)
    return Review(
        first.players, first.scores, (seat,), decisions, tuple(summaries), lucks, (total,)
    )


def hand_summary(review: Review, hand: int, seat: int) -> HandSummary | None:
    return next((s for s in review.summaries if (s.hand, s.seat) == (hand, seat)), None)
