"""From reviews to the practice book (:mod:`drawgame.storage.practice`): the player's
decisions that lost points become positions to practise, and each hand's figures go into
the progress over time.

A review of one hand of one seat (:func:`drawgame.ai.review.review_match`, the review
window's or one made here for a past match) gives the hand's :class:`HandFigures` and its
:class:`Mistake` positions: the decisions labelled an inaccuracy or worse (a loss of at
least :data:`~drawgame.ai.verdict.GOOD_BELOW` points, beyond its margin), as the review
window's "next mistake" keys find them. No Qt here: the keeper runs it on its thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from drawgame.ai.analysis import position_key
from drawgame.ai.review import Label, Options, Reason, Review, review_match
from drawgame.ai.verdict import ANALYSIS_VERSION, Verdict
from drawgame.engine.record import MatchRecord
from drawgame.storage.practice import HandFigures, MatchEntry, Mistake, hand_key
from drawgame.storage.stats import strength_key

__all__ = [
    "MISTAKES",
    "human_seat",
    "judged_again",
    "lessons",
    "match_entry",
    "past_hand",
    "strength_of",
]

#: The labels that make a decision a position to practise.
MISTAKES = frozenset({Label.INACCURACY, Label.MISTAKE, Label.BLUNDER})


def human_seat(record: MatchRecord) -> int | None:
    """The seat the game's player played (strength ``human``), if one did."""
    return next((n for n, s in enumerate(record.seats) if s.strength == "human"), None)


def strength_of(record: MatchRecord, seat: int) -> str:
    """The opponents' strength as the statistics name it (``mixed`` for several)."""
    return strength_key([s.strength or "unknown" for n, s in enumerate(record.seats) if n != seat])


def lessons(
    record: MatchRecord, review: Review, hand: int, seat: int, budget: int
) -> tuple[HandFigures, tuple[Mistake, ...]]:
    """What the review of ``hand`` (from 1) for ``seat``, made with ``budget``, gives the
    practice book."""
    played = record.hands[hand - 1]
    mine = [d for d in review.decisions if d.hand == hand and d.seat == seat]
    chosen = [d for d in mine if d.reason is not Reason.FORCED]
    figures = HandFigures(
        hand_key(record.rules, played, seat),
        len(chosen),
        sum(d.label in (Label.BEST, Label.GOOD) for d in chosen),
        # Rounded as the book writes them: a book read back is the book written.
        round(sum(d.loss for d in chosen), 3),
        round(sum(d.margin * d.margin for d in chosen), 4),
    )
    options = Options.for_budget(budget)
    strength = strength_of(record, seat)
    out = []
    state = played.initial_state(record.rules)
    for turn, (who, action) in enumerate(played.turns, 1):
        decision = next((d for d in mine if d.turn == turn), None)
        if who == seat and decision is not None and decision.label in MISTAKES:
            out.append(
                Mistake(
                    position_key(state.view(seat), options).hex(),
                    record.rules,
                    played.opener,
                    played.deal,
                    played.stock,
                    tuple(a for _who, a in played.turns[: turn - 1]),
                    seat,
                    action,
                    decision.best,
                    round(decision.loss, 3),
                    round(decision.margin, 3),
                    decision.label.value,
                    budget,
                    hand,
                    turn,
                    (record.date or "")[:40],
                    strength,
                    analysis=ANALYSIS_VERSION,
                )
            )
        state = state.apply(action)
    return figures, tuple(out)


def judged_again(mistake: Mistake, verdict: Verdict) -> Mistake:
    """``mistake`` (figures of an earlier version of the analysis) with the figures of
    ``verdict``, the move of the game judged by this version with the same options:
    rounded as :func:`lessons` writes them; solved if the move is no longer a mistake."""
    return replace(
        mistake,
        best=verdict.best,
        loss=round(verdict.loss, 3),
        margin=round(verdict.margin, 3),
        label=verdict.label.value,
        analysis=ANALYSIS_VERSION,
        solved=mistake.solved or verdict.label not in MISTAKES,
    )


def match_entry(path: Path, record: MatchRecord, seat: int) -> MatchEntry:
    """A kept record's entry: its file name, date, players, opponents and hands."""
    return MatchEntry(
        path.name,
        (record.date or "")[:40],
        record.players,
        strength_of(record, seat),
        tuple(hand_key(record.rules, h, seat) for h in record.hands),
    )


def past_hand(
    record: MatchRecord,
    hand: int,
    seat: int,
    budget: int,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[HandFigures, tuple[Mistake, ...]]:
    """Review ``hand`` of a past match for ``seat`` (as the review window does: the same
    analysis and options, so the same verdicts) and harvest it."""
    review = review_match(
        record,
        [seat],
        options=Options.for_budget(budget),
        hands=[hand],
        progress=progress,
        cancelled=cancelled,
    )
    return lessons(record, review, hand, seat, budget)
