"""The tutor's warning in the player's language: the move that loses points, about how many,
and the better move ("Playing [2|4] on the 4 loses about 6.2 ± 0.8 points in this hand.
Playing [3|5] on the 3 is better.")."""

from __future__ import annotations

from collections.abc import Callable

from drawgame.ai.tutor import MoveCheck
from drawgame.ai.verdict import reason_of
from drawgame.engine import Action, Draw, Place
from drawgame.ui.words.reasons_text import claims_text
from drawgame.ui.words.review_text import reason_text
from drawgame.ui.words.text import fill, size_text, translate, upper


def _loses(action: Action, ends: tuple[int, int] | None, loss: str, margin: str) -> str:
    if isinstance(action, Place) and ends is None:
        return fill(
            translate("Tutor", "Opening with %1 loses about %2 ± %3 points in this hand."),
            action.tile,
            loss,
            margin,
        )
    if isinstance(action, Place):
        assert ends is not None
        return fill(
            translate("Tutor", "Playing %1 on the %2 loses about %3 ± %4 points in this hand."),
            action.tile,
            action.end.value_in(ends),
            loss,
            margin,
        )
    if isinstance(action, Draw):
        return fill(
            translate("Tutor", "Drawing a tile now loses about %1 ± %2 points in this hand."),
            loss,
            margin,
        )
    return fill(
        translate("Tutor", "This move loses about %1 ± %2 points in this hand."), loss, margin
    )


def _better(action: Action, ends: tuple[int, int] | None) -> str:
    if isinstance(action, Place) and ends is None:
        return fill(translate("Tutor", "Opening with %1 is better."), action.tile)
    if isinstance(action, Place):
        assert ends is not None
        return fill(
            translate("Tutor", "Playing %1 on the %2 is better."),
            action.tile,
            action.end.value_in(ends),
        )
    if isinstance(action, Draw):
        return translate("Tutor", "Drawing a tile is better.")
    return translate("Tutor", "Passing is better.")


def warning_text(check: MoveCheck, ends: tuple[int, int] | None) -> str:
    """What the tutor asks of ``check``'s move (``ends``: the line's ends before it): the
    points it loses and the better move."""
    loses = _loses(check.played, ends, size_text(check.loss), size_text(check.margin))
    return f"{loses} {_better(check.best, ends)}"


def warning_why(
    check: MoveCheck,
    ends: tuple[int, int] | None,
    seat_name: Callable[[int], str] | None = None,
) -> str:
    """What goes wrong after ``check``'s move, the review's very sentences (its reason in
    a phrase, "Another tile gave better chances.", as the review says it, when the coach
    has no checked reason: one question of nine said nothing under its figure;
    ``seat_name``: how the seats are named, "seat N" without)."""
    said = claims_text(check.why, check.best, ends, seat_name or _seat)
    if said or check.label == "best":
        return said
    reason = reason_text(reason_of(check.played, check.best, False, check.loss))
    return upper(reason[:1]) + reason[1:] + "."


def _seat(seat: int) -> str:
    return fill(translate("Tutor", "seat %1"), seat)
