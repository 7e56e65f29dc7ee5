"""Reviewing a recorded match: every decision of the reviewed seats judged by the coach's
one analysis (:mod:`drawgame.ai.analysis`: the same verdicts as the hint and the tutor),
with summaries per hand and match, and the luck of the deal and the draws.

The engine and the AI speak no English to the user: reasons and summaries are codes and
numbers that the interface translates. :func:`review_match` checks ``cancelled`` between
decisions and between batches of deals, and reports ``progress(done, total)``, so a window
can run it off its GUI thread and stop it at once. Reviews of different hands of a match
(``hands=``, e.g. in other processes) combine into the review of them all
(:meth:`Review.combine`); :mod:`drawgame.ai.annotate` writes a review into its record.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from drawgame.engine import Action, Draw, PlayerView
from drawgame.engine.record import MatchRecord

from .analysis import (
    DEFAULT_BUDGET,
    DEFAULT_OPTIONS,
    GOOD_BELOW,
    INACCURACY_BELOW,
    MISTAKE_BELOW,
    Analysis,
    AnalysisCancelled,
    Candidate,
    Label,
    Options,
    Reason,
    Verdict,
    analyse,
    json_number,
    judge,
    label_for,
)
from .reasons import Claim, reasons_for

__all__ = [
    "DEFAULT_BUDGET",
    "DEFAULT_OPTIONS",
    "GOOD_BELOW",
    "INACCURACY_BELOW",
    "MISTAKE_BELOW",
    "Analysis",
    "Candidate",
    "Decision",
    "HandSummary",
    "Label",
    "Luck",
    "Options",
    "Reason",
    "Review",
    "ReviewCancelled",
    "Score",
    "SummaryItem",
    "Verdict",
    "action_values",
    "analyse",
    "by_reason",
    "decision_count",
    "judge",
    "label_for",
    "luck_is_clear",
    "luck_margin",
    "luck_of",
    "luck_total_margin",
    "review_match",
    "summarise",
]

#: The old name: a cancelled review raises the analysis's cancellation.
ReviewCancelled = AnalysisCancelled


@dataclass(frozen=True, slots=True)
class Decision(Verdict):
    """The verdict on one action of the reviewed seat, and where it was made: hand and turn
    numbers are 1-based, and a turn is one line of the record (each draw is a turn of its
    own). ``why``: what goes wrong after the move played, for a decision worse than good
    (:mod:`drawgame.ai.reasons`)."""

    hand: int
    turn: int
    seat: int
    played: Action
    #: The line's ends before the action (None before the opening): "[3|5] on the 5".
    ends: tuple[int, int] | None = None
    #: What goes wrong after the move played, checked against the position (ai.reasons).
    why: tuple[Claim, ...] = ()

    @classmethod
    def of(
        cls,
        verdict: Verdict,
        hand: int,
        turn: int,
        seat: int,
        played: Action,
        ends: tuple[int, int] | None = None,
        why: tuple[Claim, ...] = (),
    ) -> Decision:
        shared = {f.name: getattr(verdict, f.name) for f in fields(Verdict)}
        return cls(**shared, hand=hand, turn=turn, seat=seat, played=played, ends=ends, why=why)

    @property
    def shown_label(self) -> str:
        """The label as the review shows it: ``forced`` for the only legal move (never
        ``best``: there was nothing to choose)."""
        return "forced" if self.reason is Reason.FORCED else self.label.value

    def to_dict(self) -> dict[str, Any]:
        unvalued = math.isnan(self.value)
        return {
            "hand": self.hand,
            "turn": self.turn,
            "seat": self.seat,
            "played": str(self.played),
            "best": str(self.best),
            "value": None if unvalued else json_number(self.value),
            "loss": json_number(self.loss),
            "margin": json_number(self.margin),
            "label": self.shown_label,
            "reason": self.reason.value,
            "why": [claim.to_data() for claim in self.why],
            "candidates": [] if unvalued else [c.to_dict() for c in self.candidates],
        }


@dataclass(frozen=True, slots=True)
class SummaryItem:
    """Consecutive decisions of one seat in one hand that lost points for the same reason:
    ``turns`` (first and last are ``turns[0]`` and ``turns[-1]``) and their ``loss``."""

    reason: Reason
    turns: tuple[int, ...]
    loss: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "reason": self.reason.value,
            "turns": list(self.turns),
            "loss": json_number(self.loss),
        }


@dataclass(frozen=True, slots=True)
class Luck:
    """How much a chance event moved one seat's expected net hand points: ``kind`` is
    ``"deal"`` (the tiles dealt, up to the seat's first decision: its value there, the
    average deal being worth 0) or ``"draw"`` (the tile drawn at ``turn``: the value of
    the seat's next decision minus the value the draw had before the tile was seen)."""

    hand: int
    seat: int
    turn: int
    kind: str
    points: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "seat": self.seat,
            "turn": self.turn,
            "kind": self.kind,
            "points": json_number(self.points),
        }


@dataclass(frozen=True, slots=True)
class Score:
    """One seat's play over some decisions (a hand, or the whole match when ``hand`` is 0):
    ``choices`` decisions with more than one move, their ``mean_loss`` in net hand points,
    ``accuracy`` (the percentage of them labelled best or good), how many got each label,
    and ``luck`` (the deal and the draws, summed)."""

    hand: int
    seat: int
    decisions: int
    choices: int
    loss: float
    mean_loss: float
    accuracy: float
    labels: tuple[tuple[Label, int], ...]
    luck: float

    @classmethod
    def of(
        cls, hand: int, seat: int, decisions: Sequence[Decision], lucks: Sequence[Luck]
    ) -> Score:
        chosen = [d for d in decisions if d.reason is not Reason.FORCED]
        loss = sum(d.loss for d in chosen)
        good = sum(d.label in (Label.BEST, Label.GOOD) for d in chosen)
        counts = tuple((label, sum(d.label is label for d in chosen)) for label in Label)
        return cls(
            hand,
            seat,
            len(decisions),
            len(chosen),
            round(loss, 2),
            round(loss / len(chosen), 2) if chosen else 0.0,
            round(100 * good / len(chosen), 1) if chosen else 100.0,
            counts,
            round(sum(luck.points for luck in lucks), 2),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions,
            "choices": self.choices,
            "mean_loss": json_number(self.mean_loss),
            "accuracy": json_number(self.accuracy, 1),
            "labels": {label.value: count for label, count in self.labels},
            "luck": json_number(self.luck),
        }


@dataclass(frozen=True, slots=True)
class HandSummary:
    """What one seat lost in one hand, in total and by item (largest loss first), its
    :class:`Score` and the net hand points it actually made (``result``)."""

    hand: int
    seat: int
    loss: float
    decisions: int
    items: tuple[SummaryItem, ...]
    score: Score | None = None
    result: float = math.nan

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "seat": self.seat,
            "loss": json_number(self.loss),
            "decisions": self.decisions,
            "items": [item.to_dict() for item in self.items],
            "summary": None if self.score is None else self.score.to_dict(),
            "result": json_number(self.result),
        }


@dataclass(frozen=True, slots=True)
class Review:
    """The review of the reviewed ``seats`` of a match: decisions in play order."""

    players: int
    scores: tuple[int, ...]
    seats: tuple[int, ...]
    decisions: tuple[Decision, ...]
    summaries: tuple[HandSummary, ...]
    lucks: tuple[Luck, ...] = ()
    #: Per reviewed seat, its :class:`Score` over every reviewed hand.
    totals: tuple[Score, ...] = ()

    def total(self, seat: int) -> Score | None:
        return next((t for t in self.totals if t.seat == seat), None)

    @classmethod
    def combine(cls, parts: Sequence[Review]) -> Review:
        """One review from reviews of the same match and seats over different hands (each
        from :func:`review_match` with its ``hands``, e.g. in other processes): the
        decisions and luck in play order, each hand's summaries from the part that
        reviewed it, the match totals recomputed (:meth:`Score.of`). Since a verdict
        depends on its position alone, this is the review of all those hands at once."""
        if not parts:
            raise ValueError("no review to combine")
        first = parts[0]
        for part in parts[1:]:
            if (part.players, part.scores, part.seats) != (
                first.players,
                first.scores,
                first.seats,
            ):
                raise ValueError("the reviews to combine are not of the same match and seats")
        reviewed = [{d.hand for d in part.decisions} for part in parts]
        for k, hands in enumerate(reviewed):
            if any(hands & other for other in reviewed[k + 1 :]):
                raise ValueError("two reviews to combine judged the same hand")
        decisions = sorted(
            (d for part in parts for d in part.decisions), key=lambda d: (d.hand, d.turn)
        )
        lucks = sorted(
            (luck for part in parts for luck in part.lucks),
            key=lambda luck: (luck.hand, luck.turn, luck.kind != "deal"),
        )
        # Every part summarises every hand; a hand's own is in the part that judged it.
        summaries = []
        for summary in first.summaries:
            where = summary.hand, summary.seat
            summaries.append(
                next(
                    (
                        s
                        for part, hands in zip(parts, reviewed, strict=True)
                        if summary.hand in hands
                        for s in part.summaries
                        if (s.hand, s.seat) == where
                    ),
                    summary,
                )
            )
        return cls(
            first.players,
            first.scores,
            first.seats,
            tuple(decisions),
            tuple(summaries),
            tuple(lucks),
            _totals(first.seats, decisions, lucks),
        )

    def to_dict(self) -> dict[str, Any]:
        """The ``drawgame review --json`` document."""
        return {
            "players": self.players,
            "scores": list(self.scores),
            "decisions": [d.to_dict() for d in self.decisions],
            "summaries": [s.to_dict() for s in self.summaries],
            "seats": [{"seat": t.seat, "summary": t.to_dict()} for t in self.totals],
            "luck": [luck.to_dict() for luck in self.lucks],
        }


def action_values(
    view: PlayerView, options: Options = DEFAULT_OPTIONS
) -> list[tuple[Action, float]]:
    """Every distinct legal action of ``view`` with its expected net hand points."""
    return [(c.action, c.value) for c in analyse(view, options).candidates]


# -- the whole match ----------------------------------------------------------------------


def review_match(
    record: MatchRecord,
    seats: Iterable[int] | None = None,
    *,
    options: Options = DEFAULT_OPTIONS,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    hands: Iterable[int] | None = None,
) -> Review:
    """Review every decision of ``seats`` (default: every seat) in ``record``, in the
    ``hands`` given (numbers from 1; default: every hand)."""
    players = record.players
    chosen = tuple(sorted(set(range(players) if seats is None else seats)))
    for seat in chosen:
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"seat must be from 0 to {players - 1}, not {seat!r}")
    match = record.to_match()  # checks the whole record first
    wanted = set(range(1, len(record.hands) + 1) if hands is None else hands)
    total = decision_count(record, chosen, wanted)
    done = 0
    if progress is not None:
        progress(0, total)
    decisions: list[Decision] = []
    results: dict[tuple[int, int], float] = {}
    scores = [0] * players
    # The moves the tutor warned of, by hand and position: judged as closely as the move
    # played, so that their rows read what the tutor said.
    warned: dict[tuple[int, int], list[Action]] = {}
    for note in record.tutor_warnings:
        warned.setdefault((note.hand_number, note.at), []).append(note.action)
    for number, hand in enumerate(record.hands, 1):
        state = hand.initial_state(record.rules)
        for turn, (seat, action) in enumerate(hand.turns, 1):
            if seat in chosen and number in wanted:
                if cancelled is not None and cancelled():
                    raise ReviewCancelled()
                view = state.view(seat, scores=scores, target=record.target, hand_number=number)
                also = warned.get((number, turn - 1), ())
                verdict = judge(view, action, options, cancelled, value_forced=True, also=also)
                why = reasons_for(view, action, verdict.best, verdict.label.value)
                decisions.append(Decision.of(verdict, number, turn, seat, action, view.ends, why))
                done += 1
                if progress is not None:
                    progress(done, total)
            state = state.apply(action)
        if state.outcome is not None:
            gains = state.outcome.gains
            for seat in chosen:
                others = sum(g for s, g in enumerate(gains) if s != seat) / (players - 1)
                results[number, seat] = gains[seat] - others
            scores = [a + b for a, b in zip(scores, gains, strict=True)]
    lucks = luck_of(decisions)
    return Review(
        players,
        match.scores,
        chosen,
        tuple(decisions),
        summarise(decisions, chosen, len(record.hands), lucks, results),
        lucks,
        _totals(chosen, decisions, lucks),
    )


def _totals(
    seats: Sequence[int], decisions: Sequence[Decision], lucks: Sequence[Luck]
) -> tuple[Score, ...]:
    """Each seat's :class:`Score` over the whole match."""
    return tuple(
        Score.of(
            0,
            seat,
            [d for d in decisions if d.seat == seat],
            [luck for luck in lucks if luck.seat == seat],
        )
        for seat in seats
    )


def decision_count(
    record: MatchRecord, seats: Iterable[int] | None = None, hands: Iterable[int] | None = None
) -> int:
    """How many decisions :func:`review_match` judges for these ``seats`` and ``hands``
    (what its ``progress`` counts to)."""
    chosen = set(range(record.players) if seats is None else seats)
    wanted = set(range(1, len(record.hands) + 1) if hands is None else hands)
    return sum(
        1
        for number, hand in enumerate(record.hands, 1)
        if number in wanted
        for seat, _ in hand.turns
        if seat in chosen
    )


def luck_of(decisions: Sequence[Decision]) -> tuple[Luck, ...]:
    """The luck of each reviewed seat's deal and draws (see :class:`Luck`), from the values
    of its decisions (``decisions`` in play order, every decision of the seats valued)."""
    out: list[Luck] = []
    seen: set[tuple[int, int]] = set()
    for k, d in enumerate(decisions):
        if math.isnan(d.value):
            continue
        if (d.hand, d.seat) not in seen:
            seen.add((d.hand, d.seat))
            out.append(Luck(d.hand, d.seat, d.turn, "deal", d.value))
        if not isinstance(d.played, Draw):
            continue
        # A draw keeps the turn (R7): the seat's next decision is the very next turn.
        after = next((e for e in decisions[k + 1 :] if e.hand == d.hand and e.seat == d.seat), None)
        before = d.analysis.candidate(d.played)
        if after is None or after.turn != d.turn + 1 or before is None:
            continue
        if math.isnan(after.value) or math.isnan(before.value):
            continue
        out.append(Luck(d.hand, d.seat, d.turn, "draw", after.value - before.value))
    return tuple(out)


def by_reason(items: Sequence[SummaryItem]) -> list[SummaryItem]:
    """One item per reason (the turns in order, the losses added), largest loss first: a
    hand's summary as the window and the terminal say it."""
    merged: dict[Reason, SummaryItem] = {}
    for item in items:
        old = merged.get(item.reason)
        if old is not None:
            turns = tuple(sorted(old.turns + item.turns))
            item = SummaryItem(item.reason, turns, round(old.loss + item.loss, 2))
        merged[item.reason] = item
    return sorted(merged.values(), key=lambda item: -item.loss)


def _root_sum(margins: Iterable[float]) -> float:
    return math.sqrt(sum(m * m for m in margins))


def luck_margin(luck: Luck, decisions: Sequence[Decision]) -> float:
    """The margin of one :class:`Luck`: the deal's is that of the value of the seat's first
    decision; a draw's, that of the difference of two values. (The estimates of different
    decisions come from different deals: their errors add as independent ones.)"""
    mine = [d for d in decisions if (d.hand, d.seat) == (luck.hand, luck.seat)]
    at = next((d for d in mine if d.turn == luck.turn), None)
    if at is None:
        return math.nan
    if luck.kind == "deal":
        return at.analysis.best.margin
    after = next((d for d in mine if d.turn == luck.turn + 1), None)
    before = at.analysis.candidate(at.played)
    if after is None or before is None:
        return math.nan
    return _root_sum((after.analysis.best.margin, before.margin))


def luck_total_margin(lucks: Iterable[Luck], decisions: Sequence[Decision]) -> float:
    """The margin of the luck of ``lucks`` summed."""
    return _root_sum(luck_margin(luck, decisions) for luck in lucks)


def luck_is_clear(luck: float, margin: float) -> bool:
    """Whether a luck of ``luck ± margin`` is worth a figure: its margin is smaller than
    it (else the review says it is too close to call)."""
    return math.isfinite(luck) and math.isfinite(margin) and margin < abs(luck)


def summarise(
    decisions: Sequence[Decision],
    seats: Sequence[int],
    hands: int,
    lucks: Sequence[Luck] = (),
    results: Mapping[tuple[int, int], float] | None = None,
) -> tuple[HandSummary, ...]:
    """Per hand and seat: the total loss, runs of consecutive decisions that lost points
    for the same reason (largest first), the :class:`Score` and the hand's result."""
    out = []
    for hand in range(1, hands + 1):
        for seat in seats:
            mine = [d for d in decisions if d.hand == hand and d.seat == seat]
            items: list[SummaryItem] = []
            run: list[Decision] = []
            for decision in [*mine, None]:
                if run and (
                    decision is None or decision.loss <= 0 or decision.reason is not run[-1].reason
                ):
                    loss = round(sum(d.loss for d in run), 2)
                    items.append(SummaryItem(run[0].reason, tuple(d.turn for d in run), loss))
                    run = []
                if decision is not None and decision.loss > 0:
                    run.append(decision)
            items.sort(key=lambda item: -item.loss)
            total = round(sum(d.loss for d in mine), 2)
            luck = [x for x in lucks if x.hand == hand and x.seat == seat]
            score = Score.of(hand, seat, mine, luck)
            result = (results or {}).get((hand, seat), math.nan)
            out.append(HandSummary(hand, seat, total, len(mine), tuple(items), score, result))
    return tuple(out)
