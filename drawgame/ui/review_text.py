"""The review in the player's language: actions, labels, reasons and the summary of a hand
(the review itself gives codes and numbers, see :mod:`drawgame.ai.review`)."""

from __future__ import annotations

from collections.abc import Sequence

from drawgame.ai.review import (
    GOOD_BELOW,
    INACCURACY_BELOW,
    MISTAKE_BELOW,
    HandSummary,
    Label,
    Reason,
    SummaryItem,
)
from drawgame.engine import Action, Draw, End, Pass, Place

from .text import fill, join_list, plural_fallback, translate


def _tr(text: str, n: int = -1) -> str:
    if n < 0:
        return translate("Review", text)
    return plural_fallback(translate("Review", text, "", n), n)


def action_text(action: Action, ends: tuple[int, int] | None) -> str:
    """ "[3|5] on the 5", "open with [3|5]", "draw", "pass" (``ends``: the line's ends
    before the action)."""
    if isinstance(action, Place):
        if ends is None:
            return fill(_tr("open with %1"), action.tile)
        value = ends[0] if action.end is End.LEFT else ends[1]
        return fill(_tr("%1 on the %2"), action.tile, value)
    if isinstance(action, Draw):
        return _tr("draw")
    if isinstance(action, Pass):
        return _tr("pass")
    return str(action)


def label_text(label: Label) -> str:
    return {
        Label.BEST: _tr("Best"),
        Label.GOOD: _tr("Good"),
        Label.INACCURACY: _tr("Inaccuracy"),
        Label.MISTAKE: _tr("Mistake"),
        Label.BLUNDER: _tr("Blunder"),
    }[label]


def reason_text(reason: Reason) -> str:
    """Why the decision got its label, in the hint's words."""
    return {
        Reason.FORCED: _tr("it was the only legal move"),
        Reason.BEST: _tr("it was the strongest move found"),
        Reason.NEEDLESS_DRAW: _tr("drawing was not needed: placing a tile gave better chances"),
        Reason.SHOULD_DRAW: _tr("drawing gave a better hand than placing this tile"),
        Reason.OTHER_TILE: _tr("another tile gave better chances"),
        Reason.OTHER_END: _tr("the same tile on the other end gave better chances"),
    }[reason]


def thresholds_text() -> str:
    """How a label follows from the points lost."""
    return fill(
        _tr(
            "Labels by the points a decision lost on average: good below %1, inaccuracy "
            "below %2, mistake below %3, blunder from %3 on."
        ),
        _number(GOOD_BELOW),
        _number(INACCURACY_BELOW),
        _number(MISTAKE_BELOW),
    )


def fair_text() -> str:
    return _tr(
        "Every tile is shown face up here, but each decision is judged only from what that "
        "player could see at that moment: their own tiles, the line and the moves made."
    )


def _number(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def points_text(loss: float) -> str:
    return _number(round(loss, 1))


def turns_text(turns: Sequence[int]) -> str:
    """ "turn 4", "turns 4–6" (one after another), "turns 4, 7 and 9"."""
    if len(turns) == 1:
        return fill(_tr("turn %1"), turns[0])
    if list(turns) == list(range(turns[0], turns[-1] + 1)):
        return fill(_tr("turns %1–%2"), turns[0], turns[-1])
    return fill(_tr("turns %1"), join_list(turns))


def item_text(item: SummaryItem) -> str:
    """ "9 by drawing 3 tiles that were not needed (turns 4–6)"."""
    n = len(item.turns)
    points, turns = points_text(item.loss), turns_text(item.turns)
    if item.reason is Reason.NEEDLESS_DRAW:
        text = _tr("%1 by drawing %n tile(s) that were not needed (%2)", n)
    elif item.reason is Reason.SHOULD_DRAW:
        text = _tr("%1 by placing a tile when drawing was better (%2)")
    elif item.reason is Reason.OTHER_END:
        text = _tr("%1 by placing a tile on the less good end (%2)")
    else:
        text = _tr("%1 by placing another tile than the best one (%2)")
    return fill(text, points, turns)


def summary_text(summary: HandSummary, name: str, is_you: bool) -> str:
    """ "You lost about 14 points: 9 by drawing…, 5 by…" (``is_you``: the reviewed seat
    is the player, spoken to as "you")."""
    if summary.decisions == 0:
        if is_you:
            return _tr("You made no decision in this hand.")
        return fill(_tr("%1 made no decision in this hand."), name)
    points = round(summary.loss)
    if not summary.items or points == 0:
        if is_you:
            return _tr("You lost nothing worth counting in this hand: well played.")
        return fill(_tr("%1 lost nothing worth counting in this hand."), name)
    items = join_list([item_text(item) for item in summary.items])
    if is_you:
        return fill(_tr("You lost about %n point(s) in this hand: %1.", points), items)
    return fill(_tr("%1 lost about %n point(s) in this hand: %2.", points), name, items)
