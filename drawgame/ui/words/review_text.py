"""The review in the player's language: actions, labels, reasons and the summary of a hand
(the review itself gives codes and numbers, see :mod:`drawgame.ai.review`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale

from drawgame.ai.figures import half_up as half_up  # the review's words use it too
from drawgame.ai.review import (
    GOOD_BELOW,
    INACCURACY_BELOW,
    MISTAKE_BELOW,
    HandSummary,
    Label,
    Reason,
    SummaryItem,
    by_reason,
)
from drawgame.engine import Action, Draw, Pass, Place
from drawgame.ui.words.text import (
    figure_text,
    fill,
    join_list,
    plural_fallback,
    sentences,
    size_text,
    translate,
)
from drawgame.ui.words.text import signed_text as signed_text  # the review's figures


def action_text(action: Action, ends: tuple[int, int] | None) -> str:
    """ "[3|5] on the 5", "open with [3|5]", "draw", "pass" (``ends``: the line's ends
    before the action)."""
    if isinstance(action, Place):
        if ends is None:
            return fill(translate("Review", "open with %1"), action.tile)
        value = action.end.value_in(ends)
        return fill(translate("Review", "%1 on the %2"), action.tile, value)
    if isinstance(action, Draw):
        #: A move in the review's narrow Played column and its graph: keep it short.
        return translate("Review", "draw")
    if isinstance(action, Pass):
        #: A move in the review's narrow Played column and its graph: keep it short.
        return translate("Review", "pass")
    return str(action)


def label_text(label: Label) -> str:
    return {
        Label.BEST: translate("Review", "Best"),
        Label.GOOD: translate("Review", "Good"),
        Label.INACCURACY: translate("Review", "Inaccuracy"),
        Label.MISTAKE: translate("Review", "Mistake"),
        Label.BLUNDER: translate("Review", "Blunder"),
    }[label]


def reason_text(reason: Reason) -> str:
    """Why the decision got its label, in the hint's words."""
    return {
        Reason.FORCED: translate("Review", "it was the only legal move"),
        Reason.BEST: translate("Review", "it was the strongest move found"),
        Reason.NEEDLESS_DRAW: translate(
            "Review", "drawing was not needed: placing a tile gave better chances"
        ),
        Reason.SHOULD_DRAW: translate(
            "Review", "drawing gave a better hand than placing this tile"
        ),
        Reason.OTHER_TILE: translate("Review", "another tile gave better chances"),
        Reason.OTHER_END: translate("Review", "the same tile on the other end gave better chances"),
        Reason.CLOSE_DRAW: translate(
            "Review",
            "drawing measured about as good as placing the best tile, not better by enough "
            "to advise a draw",
        ),
    }[reason]


def thresholds_text() -> str:
    """How a label follows from the points lost."""
    return fill(
        translate(
            "Review",
            "Labels by the points a decision lost on average: good below %1, inaccuracy "
            "below %2, mistake below %3, blunder from %3 on.",
        ),
        _number(GOOD_BELOW),
        _number(INACCURACY_BELOW),
        _number(MISTAKE_BELOW),
    )


def fair_text() -> str:
    return translate(
        "Review",
        "Every tile is shown face up here, but each decision is judged only from what that "
        "player could see at that moment: their own tiles, the line and the moves made.",
    )


def _number(value: float) -> str:
    """``value`` with one decimal at most, written as the language writes numbers."""
    decimals = 0 if round(value, 1) == round(value) else 1
    return QLocale().toString(float(value), "f", decimals)


def points_text(loss: float) -> str:
    return _number(half_up(loss, 1))


def turns_text(turns: Sequence[int]) -> str:
    """ "turn 4", "turns 4–6" (one after another), "turns 4, 7 and 9"."""
    if len(turns) == 1:
        return fill(translate("Review", "turn %1"), turns[0])
    if list(turns) == list(range(turns[0], turns[-1] + 1)):
        return fill(translate("Review", "turns %1–%2"), turns[0], turns[-1])
    return fill(translate("Review", "turns %1"), join_list(turns))


def item_text(item: SummaryItem, margin: float | None = None) -> str:
    """ "9 by drawing 3 tiles that were not needed (turns 4–6)" (with ``margin``: "9 ± 2.1
    by …")."""
    n = len(item.turns)
    points, turns = points_text(item.loss), turns_text(item.turns)
    if margin is not None:  # both with one decimal: "5.0 ± 2.2"
        points = loss_text(item.loss, margin)
    if item.reason is Reason.NEEDLESS_DRAW:
        text = plural_fallback(translate("Review", "%1 by %n needless draw(s) (%2)", "", n), n)
    elif item.reason is Reason.SHOULD_DRAW:
        text = translate("Review", "%1 by placing a tile when drawing was better (%2)")
    elif item.reason is Reason.OTHER_END:
        text = translate("Review", "%1 by placing a tile on the less good end (%2)")
    else:
        text = translate("Review", "%1 by placing another tile than the best one (%2)")
    return fill(text, points, turns)


def summary_text(
    summary: HandSummary,
    name: str,
    is_you: bool,
    margin_of: Callable[[Sequence[int]], float] | None = None,
) -> str:
    """ "You lost about 14 points: 9 by drawing…, 5 by…" (``is_you``: the reviewed seat
    is the player, spoken to as "you"). ``margin_of(turns)``: the margin of the points
    lost at those turns; with it every figure says its margin ("about 14 points (± 3.2)
    in this hand: 9 ± 2.5 by …")."""
    if summary.decisions == 0:
        if is_you:
            return translate("Review", "You made no decision in this hand.")
        return fill(translate("Review", "%1 made no decision in this hand."), name)
    # A cost that shows as "0" is not worth a clause ("0 by placing another tile").
    shown = [item for item in by_reason(summary.items) if half_up(item.loss, 1) > 0]
    # The total is that of the parts as they are shown, rounded halves up: "about 3
    # points: 2.5 by …" (issue 22), never "about 2".
    points = int(half_up(sum(half_up(item.loss, 1) for item in shown)))
    if not shown or points == 0:
        if is_you:
            return translate("Review", "You lost nothing worth counting in this hand: well played.")
        return fill(translate("Review", "%1 lost nothing worth counting in this hand."), name)
    if margin_of is None:
        items = join_list([item_text(item) for item in shown])
        if is_you:
            text = translate("Review", "You lost about %n point(s) in this hand: %1.", "", points)
            return fill(plural_fallback(text, points), items)
        text = translate("Review", "%1 lost about %n point(s) in this hand: %2.", "", points)
        return fill(plural_fallback(text, points), name, items)
    items = join_list([item_text(item, margin_of(item.turns)) for item in shown])
    margin = margin_text(margin_of([t for item in shown for t in item.turns]))
    if is_you:
        text = translate(
            "Review", "You lost about %n point(s) (± %2) in this hand: %1.", "", points
        )
        return fill(plural_fallback(text, points), items, margin)
    text = translate("Review", "%1 lost about %n point(s) (± %3) in this hand: %2.", "", points)
    return fill(plural_fallback(text, points), name, items, margin)


def loss_text_plain(loss: float) -> str:
    """Points lost with one decimal, no margin ("5.0"); a loss above zero never reads
    "0.0" (:func:`~drawgame.ui.words.text.size_text`: "0.03")."""
    return size_text(max(0.0, loss))


def margin_text(margin: float) -> str:
    """A margin with one decimal (one above zero never reads "0.0": "0.04"); "?" when there
    is none to give (a single deal)."""
    if not math.isfinite(margin):
        return "?"
    return size_text(margin)


def value_text(value: float, margin: float) -> str:
    """An expected value with its margin: "+4.1 ± 0.8"."""
    return fill(
        translate("Review", "%1 ± %2", "a value and its margin"),
        signed_text(value),
        margin_text(margin),
    )


def loss_text(loss: float, margin: float) -> str:
    """Points lost with their margin: "6.2 ± 0.8" (a loss is never below 0). A tiny loss
    gets two decimals ("0.03 ± 0.02") only beside a margin that reads "0.0" with one: beside
    a margin of a tenth or more it reads "0.0 ± 1.0", which no longer reads as the best's
    "0.0 ± 0.0" ("0.01 ± 1.0" claimed a precision the margin denies)."""
    coarse = math.isfinite(margin) and half_up(margin, 1) != 0.0
    return fill(
        translate("Review", "%1 ± %2", "a value and its margin"),
        figure_text(max(0.0, loss)) if coarse else loss_text_plain(loss),
        margin_text(margin),
    )


def is_tie(loss: float, margin: float, best: bool) -> bool:
    """A move that is not the best found but scored the same as it in every deal: its loss
    is 0.0 ± 0.0 exactly, as the best's (only one move is named best: the other is good)."""
    return not best and loss == 0.0 and margin == 0.0


def move_loss_text(loss: float, margin: float, best: bool) -> str:
    """The points one move lost against the best, ``± margin`` (``best``: it is the best
    found): as :func:`loss_text`, and a move tied with the best says so ("0.0 ± 0.0
    (tie)"): never the very words of the best move's "0.0 ± 0.0"."""
    if best:
        return loss_text(0.0, 0.0)
    text = loss_text(loss, margin)
    return tie_mark(text) if is_tie(loss, margin, best) else text


def tie_mark(text: str) -> str:
    """``text`` (a tied move's loss: "0.0 ± 0.0", "0.0 ± 0.0 points") marked a tie."""
    return fill(
        translate(
            "Review",
            "%1 (tie)",
            "a move that scored the same as the best move in every deal: it lost "
            "0.0 ± 0.0 points, yet another move is named best",
        ),
        text,
    )


def tie_reason_text() -> str:
    """Why a move tied with the best is good, not best (a phrase: the Why of the This turn
    tab; :func:`tie_sentence` as a sentence)."""
    return translate(
        "Review",
        "it scored the same as the best move found in every deal: a tie (only one move is "
        "named best)",
    )


def tie_sentence(move: str) -> str:
    """Why ``move`` (its words: "[3|6] on the 6"), tied with the best, is good, not best,
    as a sentence after others (Try it's, where "it" could be the best move named)."""
    text = fill(
        translate(
            "Review",
            "%1 scored the same as the best move found in every deal: a tie (only one move "
            "is named best).",
        ),
        move,
    )
    return sentences(text)  # "Draw scored …", not "draw scored …"


def only_move_text() -> str:
    """The verdict of a decision with one move only."""
    #: The label of a decision that had no choice, in a narrow column: keep it short.
    return translate("Review", "Only move")
