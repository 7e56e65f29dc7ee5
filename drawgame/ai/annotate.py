"""A record that keeps the review's verdicts: the record's own text with a ``#`` comment
after every reviewed decision's turn line (``# mistake 6.2 ±0.8, best [3|5] right (other
tile)``), each hand's score per reviewed seat after the hand and the match's at the end.

Readers skip comments (:func:`~drawgame.engine.record_reader.read_record`), so an
annotated record reads back to the same record, replays and verifies as before. The words
are the command line's (English, like the record's own lines); the review window can call
:func:`annotate` with the record and the review it shows.

>>> pm(6.24, 0.81), pm(3.0, float("inf"))
('6.2 ±0.8', '3.0')
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from drawgame.engine.record import MatchRecord, write_record

from .figures import half_up, signed
from .review import Decision, Label, Reason, Review, Score
from .review_words import move_words, score_words

__all__ = ["annotate", "decision_comment", "pm", "score_text"]


def pm(value: float, margin: float, sign: bool = False) -> str:
    """``value ±margin`` to one decimal (the margin left out when it is not a number)."""
    # Rounded as the window rounds; a record and a terminal get the ASCII "-" (a console
    # in a legacy code page cannot write U+2212).
    shown = signed(value, minus="-") if sign else f"{half_up(value, 1):.1f}"
    return f"{shown} ±{half_up(margin, 1):.1f}" if math.isfinite(margin) else shown


def reason_words(reason: Reason) -> str:
    return reason.value.replace("_", " ")


def decision_comment(decision: Decision) -> str:
    """The comment on one decision: ``# forced``, ``# best, worth +3.2 ±0.9`` (the
    position's expected net hand points) or ``# mistake 6.2 ±0.8, best: [3|5] on the 5
    (other tile)`` (the points lost and the best action found)."""
    if decision.reason is Reason.FORCED:
        return "# forced"
    if decision.label is Label.BEST:
        best = decision.analysis.best
        if not math.isfinite(best.value):
            return "# best"
        return f"# best, worth {pm(best.value, best.margin, sign=True)}"
    return (
        f"# {decision.label.value} {pm(decision.loss, decision.margin)}, best: "
        f"{move_words(decision.best, decision.ends)} ({reason_words(decision.reason)})"
    )


def score_text(score: Score, review: Review) -> str:
    """One seat's score in words (the terminal's): ``mean loss 1.3 in 9 choices, accuracy
    77.8% (best 5, good 2, inaccuracy 1, mistake 1, blunder 0), luck +3.2 ± 1.1`` (or
    ``luck: too close to call``); ``score.hand`` 0 is the whole match."""
    mine = [
        d
        for d in review.decisions
        if d.seat == score.seat and (score.hand == 0 or d.hand == score.hand)
    ]
    lucks = [
        x
        for x in review.lucks
        if x.seat == score.seat and (score.hand == 0 or x.hand == score.hand)
    ]
    return score_words(score, lucks, mine)


def annotate(record: MatchRecord, review: Review) -> str:
    """The text of ``record`` with the verdicts of ``review`` (a review of this record) as
    comments; ``ValueError`` if a decision of the review is not a turn of the record."""
    if review.players != record.players:
        raise ValueError("the review is not of this record")
    names = [seat.name for seat in record.seats]
    comments: dict[tuple[int, int], list[str]] = {}
    for d in review.decisions:
        if not 1 <= d.hand <= len(record.hands):
            raise ValueError(f"the record has no hand {d.hand}")
        turns = record.hands[d.hand - 1].turns
        if not 1 <= d.turn <= len(turns) or turns[d.turn - 1] != (d.seat, d.played):
            raise ValueError(f"hand {d.hand}, turn {d.turn} of the record is not the review's")
        comments.setdefault((d.hand, d.turn), []).append(decision_comment(d))
    seats = _names(names, review.seats)
    comments[0, 0] = [
        f"# Reviewed: a verdict after each decision of {seats}, judged from what that seat "
        "could know (expected net hand points lost ± margin)"
    ]
    reviewed = {d.hand for d in review.decisions}
    for summary in review.summaries:
        if summary.hand in reviewed and summary.score is not None and summary.decisions:
            line = (
                f"# Hand {summary.hand}, {names[summary.seat]}: {score_text(summary.score, review)}"
            )
            comments.setdefault((summary.hand, -1), []).append(line)
    last = (len(record.hands), -1)
    for total in review.totals:
        line = f"# Match, {names[total.seat]}: {score_text(total, review)}"
        comments.setdefault(last, []).append(line)
    return write_record(record, comments)


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    chosen = [names[s] for s in seats]
    if len(chosen) < 2:
        return "".join(chosen)
    return ", ".join(chosen[:-1]) + " and " + chosen[-1]
