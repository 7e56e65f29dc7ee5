"""The tutor: before the player's move is carried out, the coach's verdict on it
(:func:`drawgame.ai.analysis.judge`, the same analysis and default options as the hint and
the review), summed up as a :class:`MoveCheck`: the best action, the points the move
loses ``± margin`` and its label. :meth:`MoveCheck.warns` says whether a player who asked
to be warned of a move losing ``threshold`` points or more should be asked first.

This module imports no search: :func:`check_move` imports the analysis when first asked
(in the game's bot process, never on the window's thread).

>>> from drawgame.engine import FULL_SET, Draw, End, HandState, Place, Tile
>>> t = Tile.parse
>>> state = HandState.from_tiles(
...     [[t("[5|6]")], [t("[0|0]"), t("[1|1]")]],
...     [x for x in FULL_SET if x not in (t("[5|6]"), t("[0|0]"), t("[1|1]"), t("[3|6]"))],
...     0, line=[Place(t("[3|6]"), End.LEFT)], current=0)
>>> check = check_move(state.view(0), Draw())
>>> str(check.best), check.label, check.warns(2)
('[5|6] right', 'mistake', True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from drawgame.engine import Action, PlayerView, distinct_actions

if TYPE_CHECKING:
    from .analysis import Options
    from .reasons import Claim

__all__ = ["LABELS", "THRESHOLDS", "WARNED_LABELS", "MoveCheck", "check_move", "is_decision"]

#: The tutor's choices: warn before a move that loses this many points or more.
THRESHOLDS: Final = (2, 5, 10)
#: The analysis's labels (:class:`drawgame.ai.analysis.Label` values), best first.
LABELS: Final = ("best", "good", "inaccuracy", "mistake", "blunder")
#: The labels worse than ``good``: the loss is beyond its margin and at least 2 points.
WARNED_LABELS: Final = frozenset(LABELS[2:])


@dataclass(frozen=True, slots=True)
class MoveCheck:
    """The verdict on ``played``: ``best`` (``played`` itself when it was the best),
    the expected net hand points it loses ``± margin``, and its label (one of
    :data:`LABELS`); ``why``: what goes wrong after the move (:mod:`drawgame.ai.reasons`,
    for a move worse than good)."""

    played: Action
    best: Action
    loss: float
    margin: float
    label: str
    why: tuple[Claim, ...] = ()

    def __post_init__(self) -> None:
        if self.label not in LABELS:
            raise ValueError(f"not a label: {self.label[:20]!r}")
        for value in (self.loss, self.margin):
            if not (math.isfinite(value) and 0.0 <= value <= 1000.0):
                raise ValueError("a loss or margin that is no number of points")
        if (self.label == "best") != (self.best == self.played):
            raise ValueError("the best move is labelled best, and only it")
        if self.label == "best" and (self.loss or self.margin):
            raise ValueError("the best move loses nothing")
        if self.label in WARNED_LABELS and self.loss <= self.margin:
            raise ValueError("a loss within its margin is no mistake")

    def warns(self, threshold: float) -> bool:
        """Whether to ask first: the move loses ``threshold`` points or more and its
        label is worse than ``good`` (the loss is beyond its margin)."""
        return self.label in WARNED_LABELS and self.loss >= threshold


def is_decision(view: PlayerView) -> bool:
    """Whether ``view``'s player has a choice to make: two legal actions giving different
    positions (one tile on two ends showing the same number is one move)."""
    return len(distinct_actions(view)) > 1


def check_move(view: PlayerView, played: Action, options: Options | None = None) -> MoveCheck:
    """The coach's verdict on ``played`` in ``view`` (``ValueError`` if it is not legal)."""
    from .analysis import DEFAULT_OPTIONS, judge
    from .reasons import reasons_for

    verdict = judge(view, played, DEFAULT_OPTIONS if options is None else options)
    best = played if verdict.label.value == "best" else verdict.best
    label = verdict.label.value
    why = reasons_for(view, played, verdict.best, label)
    return MoveCheck(played, best, verdict.loss, verdict.margin, label, why)
