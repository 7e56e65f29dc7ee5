"""The review in the command line's words: English, worded as the review window words it
in English (``drawgame.ui.words.review_text``), so the terminal and the window tell a
player the same things the same way: "[3|5] on the 5", "turns 11, 14 and 16", "9.0 ± 2.1
by placing another tile than the best one (turn 4)", "luck: too close to call". Nothing
here imports Qt.

>>> from drawgame.engine import End, Place, Tile
>>> move_words(Place(Tile(3, 5), End.RIGHT), (3, 5)), turns_words((11, 14, 16))
('[3|5] on the 5', 'turns 11, 14 and 16')
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from drawgame.engine import Action, Draw, Pass, Place

from .figures import half_up, signed
from .review import (
    Decision,
    HandSummary,
    Luck,
    Reason,
    Score,
    SummaryItem,
    by_reason,
    luck_is_clear,
    luck_total_margin,
)

__all__ = [
    "item_words",
    "loss_words",
    "luck_words",
    "move_words",
    "score_words",
    "signed_words",
    "summary_words",
    "turns_words",
]


def _one(value: float) -> str:
    return f"{half_up(value, 1):.1f}"


def _margin(margin: float) -> str:
    return _one(margin) if math.isfinite(margin) else "?"


def loss_words(loss: float, margin: float) -> str:
    """ "6.2 ± 0.8" (a loss is never below 0)."""
    return f"{_one(max(0.0, loss))} ± {_margin(margin)}"


def signed_words(value: float) -> str:
    """ "+4.1", "-6.2", "0.0"."""
    # A terminal gets the ASCII "-": a console in a legacy code page cannot write U+2212.
    return signed(value, minus="-")


def move_words(action: Action, ends: tuple[int, int] | None) -> str:
    """ "[3|5] on the 5", "open with [3|5]", "draw", "pass" (``ends``: before the move)."""
    if isinstance(action, Place):
        if ends is None:
            return f"open with {action.tile}"
        return f"{action.tile} on the {action.end.value_in(ends)}"
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Pass):
        return "pass"
    return str(action)


def _listed(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def turns_words(turns: Sequence[int]) -> str:
    """ "turn 4", "turns 4–6" (one after another), "turns 4, 7 and 9"."""
    if len(turns) == 1:
        return f"turn {turns[0]}"
    if list(turns) == list(range(turns[0], turns[-1] + 1)):
        return f"turns {turns[0]}–{turns[-1]}"
    return "turns " + _listed([str(t) for t in turns])


_ITEM = {
    Reason.SHOULD_DRAW: "{} by placing a tile when drawing was better ({})",
    Reason.OTHER_END: "{} by placing a tile on the less good end ({})",
    Reason.OTHER_TILE: "{} by placing another tile than the best one ({})",
}


def item_words(item: SummaryItem, margin: float) -> str:
    """ "9.0 ± 2.1 by placing another tile than the best one (turn 4)"."""
    points, turns = loss_words(item.loss, margin), turns_words(item.turns)
    if item.reason is Reason.NEEDLESS_DRAW:
        n = len(item.turns)
        return f"{points} by {n} needless draw{'' if n == 1 else 's'} ({turns})"
    return _ITEM.get(item.reason, _ITEM[Reason.OTHER_TILE]).format(points, turns)


def _margin_at(decisions: Sequence[Decision], turns: Sequence[int]) -> float:
    at = set(turns)
    return math.sqrt(sum(d.margin**2 for d in decisions if d.turn in at))


def summary_words(summary: HandSummary, name: str, decisions: Sequence[Decision]) -> str:
    """ "Ann lost about 14 points (± 3.2) in this hand: 9.0 ± 2.5 by …" (``decisions``:
    the seat's in the hand, for the margins), as the window says it."""
    if summary.decisions == 0:
        return f"{name} made no decision in this hand."
    # A cost that shows as "0.0" is not worth a clause (the window's rule).
    shown = [item for item in by_reason(summary.items) if half_up(item.loss, 1) > 0]
    points = int(half_up(sum(half_up(item.loss, 1) for item in shown)))
    if not shown or points == 0:
        return f"{name} lost nothing worth counting in this hand."
    items = _listed([item_words(item, _margin_at(decisions, item.turns)) for item in shown])
    margin = _margin(_margin_at(decisions, [t for item in shown for t in item.turns]))
    unit = "point" if points == 1 else "points"
    return f"{name} lost about {points} {unit} (± {margin}) in this hand: {items}."


def luck_words(luck: float, margin: float) -> str:
    """ "luck +3.2 ± 1.1", or "luck: too close to call" when its margin is not smaller."""
    if luck_is_clear(luck, margin):
        return f"luck {signed_words(luck)} ± {_margin(margin)}"
    return "luck: too close to call"


def score_words(score: Score, lucks: Sequence[Luck], decisions: Sequence[Decision]) -> str:
    """One seat's score: ``mean loss 1.3 in 9 choices, accuracy 77.8% (best 5, good 2,
    inaccuracy 1, mistake 1, blunder 0), luck: too close to call``."""
    labels = ", ".join(f"{label.value} {count}" for label, count in score.labels)
    choices = f"{score.choices} choice{'' if score.choices == 1 else 's'}"
    margin = luck_total_margin(lucks, decisions)
    return (
        f"mean loss {score.mean_loss:.1f} in {choices}, accuracy {score.accuracy:.1f}% "
        f"({labels}), {luck_words(score.luck, margin)}"
    )
