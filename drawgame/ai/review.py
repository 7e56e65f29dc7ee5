"""Reviewing a recorded match: at each decision, what a strong search would have done and
how many points the choice cost on average.

**Fair verdicts.** A decision is judged from the deciding seat's :class:`PlayerView` at
that moment: its own hand, the line, the public history. The face-up tiles of the record
(the other hands, the stock order) are never read: the search samples the hidden tiles
the way the ``hard`` player does (:class:`~drawgame.ai.inference.BeliefSampler`).

**Values.** Every distinct legal action is played out in the same sampled deals (common
random numbers: the differences are then not drowned by the luck of the deal) with the
``hard`` player's playout policy (:data:`drawgame.ai.hard.PLAYOUTS`). An action's value is
the seat's expected **net hand points**: its own gain in the hand minus the average gain
of its opponents (two players: mine minus yours). A decision's ``loss`` is the best
value minus the value of the action played: never below 0, exactly 0 when the action
played is the best (or the same move: a tile placed on either of two ends that show the
same value).

**Labels** (by ``loss``, in net hand points): ``best`` (the action found best, or the
only legal one), ``good`` (below :data:`GOOD_BELOW`), ``inaccuracy`` (below
:data:`INACCURACY_BELOW`), ``mistake`` (below :data:`MISTAKE_BELOW`), else ``blunder``.

The engine and the AI speak no English to the user: reasons and hand summaries are codes
and numbers that the interface translates. :func:`review_match` checks ``cancelled``
between decisions and between batches of deals, and reports ``progress(done, total)``, so
a window can run it off its GUI thread and stop it at once.
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any, Final

from drawgame.engine import Action, Draw, Place, PlayerView, winner_and_gain
from drawgame.engine.masks import mask_of, pips_of
from drawgame.engine.record import MatchRecord

from . import fastsim
from .hard import DEFAULT_VOLUNTARY_DRAW, PLAYOUTS, trailing_passes
from .inference import BeliefSampler

__all__ = [
    "BATCH",
    "DEFAULT_BUDGET",
    "GOOD_BELOW",
    "INACCURACY_BELOW",
    "MISTAKE_BELOW",
    "Decision",
    "HandSummary",
    "Label",
    "Reason",
    "Review",
    "ReviewCancelled",
    "SummaryItem",
    "Verdict",
    "Z",
    "action_values",
    "judge",
    "label_for",
    "race",
    "review_match",
]

#: At most this many sampled deals per decision (see :func:`race`).
DEFAULT_BUDGET: Final = 2000
#: Deals played between two eliminations.
BATCH: Final = 25
#: An action drops out when it trails the leader by this many standard errors.
Z: Final = 3.0


class Label(enum.Enum):
    """How good a decision was (see the module docstring for the thresholds)."""

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


def label_for(loss: float, is_best: bool) -> Label:
    """The label of a decision that lost ``loss`` points (``is_best``: it was the best)."""
    if is_best:
        return Label.BEST
    if loss < GOOD_BELOW:
        return Label.GOOD
    if loss < INACCURACY_BELOW:
        return Label.INACCURACY
    if loss < MISTAKE_BELOW:
        return Label.MISTAKE
    return Label.BLUNDER


@dataclass(frozen=True, slots=True)
class Verdict:
    """:func:`judge`'s answer: the best action, the expected net hand points lost by the
    action played, its label and reason, every distinct action's mean value, and the
    deals the best one was played in (0 when the action was forced)."""

    best: Action
    loss: float
    label: Label
    reason: Reason
    values: tuple[tuple[Action, float], ...]
    deals: int


@dataclass(frozen=True, slots=True)
class Decision(Verdict):
    """The verdict on one action of the reviewed seat, and where it was made: hand and turn
    numbers are 1-based, and a turn is one line of the record (each draw is a turn of its
    own). ``values`` holds every distinct legal action with its expected net hand points
    over ``deals`` deals."""

    hand: int
    turn: int
    seat: int
    played: Action

    @classmethod
    def of(cls, verdict: Verdict, hand: int, turn: int, seat: int, played: Action) -> Decision:
        shared = {f.name: getattr(verdict, f.name) for f in fields(Verdict)}
        return cls(**shared, hand=hand, turn=turn, seat=seat, played=played)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "turn": self.turn,
            "seat": self.seat,
            "played": str(self.played),
            "best": str(self.best),
            "loss": self.loss,
            "label": self.label.value,
            "reason": self.reason.value,
        }


@dataclass(frozen=True, slots=True)
class SummaryItem:
    """Consecutive decisions of one seat in one hand that lost points for the same reason:
    ``turns`` (first and last are ``turns[0]`` and ``turns[-1]``) and their ``loss``."""

    reason: Reason
    turns: tuple[int, ...]
    loss: float

    def to_dict(self) -> dict[str, Any]:
        return {"reason": self.reason.value, "turns": list(self.turns), "loss": self.loss}


@dataclass(frozen=True, slots=True)
class HandSummary:
    """What one seat lost in one hand, in total and by item (largest loss first)."""

    hand: int
    seat: int
    loss: float
    decisions: int
    items: tuple[SummaryItem, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "seat": self.seat,
            "loss": self.loss,
            "decisions": self.decisions,
            "items": [item.to_dict() for item in self.items],
        }


@dataclass(frozen=True, slots=True)
class Review:
    """The review of the reviewed ``seats`` of a match: decisions in play order."""

    players: int
    scores: tuple[int, ...]
    seats: tuple[int, ...]
    decisions: tuple[Decision, ...]
    summaries: tuple[HandSummary, ...]

    def to_dict(self) -> dict[str, Any]:
        """The ``drawgame review --json`` document."""
        return {
            "players": self.players,
            "scores": list(self.scores),
            "decisions": [d.to_dict() for d in self.decisions],
            "summaries": [s.to_dict() for s in self.summaries],
        }


class ReviewCancelled(Exception):
    """Raised by :func:`review_match` when ``cancelled()`` said so (between decisions, or
    between batches of deals within one)."""


# -- the search ---------------------------------------------------------------------------


def _distinct(view: PlayerView) -> list[Action]:
    """The legal actions, without the second of two placements that give the same line
    (one tile on two ends showing the same value)."""
    ends = view.ends
    out: list[Action] = []
    for action in view.legal_actions:
        if (
            isinstance(action, Place)
            and ends is not None
            and ends[0] == ends[1]
            and any(isinstance(a, Place) and a.tile == action.tile for a in out)
        ):
            continue
        out.append(action)
    return out


def _same_move(a: Action, b: Action, view: PlayerView) -> bool:
    if a == b:
        return True
    ends = view.ends
    return (
        isinstance(a, Place)
        and isinstance(b, Place)
        and a.tile == b.tile
        and ends is not None
        and ends[0] == ends[1]
    )


class _Playouts:
    """Plays out the distinct actions of one view in sampled deals (net hand points)."""

    def __init__(self, view: PlayerView, playout: str, voluntary_draw: float) -> None:
        self.candidates = _distinct(view)
        if not self.candidates:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        self.run = PLAYOUTS[playout]
        self.sampler = BeliefSampler(view, voluntary_draw)
        self.me = view.seat
        self.players = view.players
        self.share = 1.0 / (view.players - 1)
        self.next = (view.seat + 1) % view.players
        ends = view.ends
        self.left, self.right = ends if ends is not None else (-1, -1)
        self.passes = trailing_passes(view)
        self.codes = [fastsim.code_of(a) for a in self.candidates]
        self.line = mask_of(view.line.tiles)
        self.protected = view.rules.protected_stock  # R8, as the view's rules say

    def deal(self, rng: random.Random, alive: Sequence[int], out: list[list[float]]) -> None:
        """One sampled deal: append the value of each action in ``alive`` to ``out``.

        Each candidate is played through the fast path's one turn loop, then the playout
        policy takes every seat (as hard's search does), and the hand is scored by the
        engine's one scoring rule."""
        deal = self.sampler.sample(rng)
        me, left, right, passes, line = self.me, self.left, self.right, self.passes, self.line
        policy = self.run
        for c in alive:
            hands = list(deal.hands)
            finisher, drawn, a, b, cur, p, on_line = fastsim.playout(
                hands,
                deal.stock,
                0,
                left,
                right,
                me,
                passes,
                line,
                fastsim.first_move(self.codes[c]),
                protected=self.protected,
            )
            if finisher == fastsim.RUNNING:
                finisher = fastsim.playout(
                    hands,
                    deal.stock,
                    drawn,
                    a,
                    b,
                    cur,
                    p,
                    on_line,
                    policy,
                    protected=self.protected,
                )[0]
            winner, gain = winner_and_gain([pips_of(h) for h in hands], finisher)
            value = 0.0
            if winner >= 0:
                value = gain if winner == me else -gain * self.share
            out[c].append(value)


def _paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float, int]:
    """Mean and standard error of ``a[i] - b[i]`` over the deals both were played in."""
    n = min(len(a), len(b))
    if n == 0:
        return 0.0, math.inf, 0
    diffs = [x - y for x, y in zip(a, b, strict=False)][:n]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf, n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n), n


def race(
    view: PlayerView,
    rng: random.Random,
    budget: int = DEFAULT_BUDGET,
    *,
    playout: str = "smart",
    voluntary_draw: float = DEFAULT_VOLUNTARY_DRAW,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[list[Action], list[list[float]]]:
    """The distinct legal actions of ``view`` and each one's net hand points in the deals
    it was played in. Every action is played in the same deals (at least ``budget // 10``
    of them, in batches of :data:`BATCH` or an eighth of the deals so far); then an action
    whose mean is below the leader's by more than :data:`Z` standard errors of their
    paired difference drops out, until one is left or ``budget`` deals are played.
    ``cancelled()`` is asked between batches (:class:`ReviewCancelled` if it says so)."""
    if budget < 1:
        raise ValueError(f"the budget must be at least 1 deal, not {budget!r}")
    playouts = _Playouts(view, playout, voluntary_draw)
    n = len(playouts.candidates)
    values: list[list[float]] = [[] for _ in range(n)]
    alive = list(range(n))
    minimum = max(1, budget // 10)
    played = 0
    while played < budget and len(alive) > 1:
        if cancelled is not None and cancelled():
            raise ReviewCancelled()
        # Batches grow with the deals played: checking costs a pass over every deal.
        for _ in range(min(max(BATCH, played // 8), budget - played)):
            playouts.deal(rng, alive, values)
        played = len(values[alive[0]])
        if played < minimum:
            continue
        means = {c: sum(values[c]) / played for c in alive}
        leader = max(alive, key=lambda c: means[c])
        keep = []
        for c in alive:
            mean, error, _ = _paired(values[leader], values[c])
            if c == leader or not (mean > Z * error or (error == 0.0 and mean >= 0.0)):
                keep.append(c)
        alive = keep
    if played == 0:
        playouts.deal(rng, alive, values)
    return playouts.candidates, values


def action_values(
    view: PlayerView, rng: random.Random, budget: int = DEFAULT_BUDGET, **options: Any
) -> list[tuple[Action, float]]:
    """Every distinct legal action of ``view`` with its expected net hand points for the
    seat (see :func:`race`; an action that dropped out early has a rougher estimate)."""
    candidates, values = race(view, rng, budget, **options)
    return [(a, sum(v) / len(v)) for a, v in zip(candidates, values, strict=True)]


def _reason(played: Action, best: Action, is_best: bool, forced: bool) -> Reason:
    if forced:
        return Reason.FORCED
    if is_best:
        return Reason.BEST
    if isinstance(played, Draw):
        return Reason.NEEDLESS_DRAW
    if isinstance(best, Draw):
        return Reason.SHOULD_DRAW
    if isinstance(played, Place) and isinstance(best, Place) and played.tile == best.tile:
        return Reason.OTHER_END
    return Reason.OTHER_TILE


def judge(
    view: PlayerView,
    played: Action,
    rng: random.Random,
    budget: int = DEFAULT_BUDGET,
    cancelled: Callable[[], bool] | None = None,
) -> Verdict:
    """The verdict on ``played`` in ``view``. The loss is the
    mean paired difference between the best action and the one played, over the deals
    both were played in."""
    if played not in view.legal_actions:
        raise ValueError(f"{played} is not legal for seat {view.seat} here")
    if len(_distinct(view)) == 1:
        return Verdict(played, 0.0, Label.BEST, Reason.FORCED, (), 0)
    candidates, values = race(view, rng, budget, cancelled=cancelled)
    longest = max(len(v) for v in values)
    means = [sum(v) / len(v) for v in values]
    # The best: most deals played (the survivors), then the highest mean.
    top = max(range(len(candidates)), key=lambda c: (len(values[c]) == longest, means[c]))
    mine = next(c for c, a in enumerate(candidates) if _same_move(a, played, view))
    loss = 0.0
    best = played
    if mine != top:
        difference, _, _ = _paired(values[top], values[mine])
        if round(difference, 2) > 0.0:
            best = candidates[top]
            loss = round(difference, 2)
    is_best = best == played
    label = label_for(loss, is_best)
    reason = _reason(played, best, is_best, False)
    return Verdict(best, loss, label, reason, tuple(zip(candidates, means, strict=True)), longest)


# -- the whole match ----------------------------------------------------------------------


def _decision_rng(seed: int, hand: int, turn: int) -> random.Random:
    # One generator per decision: a verdict does not depend on which seats are reviewed.
    return random.Random(f"drawgame-review {seed} hand {hand} turn {turn}")


def review_match(
    record: MatchRecord,
    seats: Iterable[int] | None = None,
    *,
    budget: int = DEFAULT_BUDGET,
    seed: int = 0,
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
    total = sum(
        1
        for number, hand in enumerate(record.hands, 1)
        if number in wanted
        for seat, _ in hand.turns
        if seat in chosen
    )
    done = 0
    if progress is not None:
        progress(0, total)
    decisions: list[Decision] = []
    scores = [0] * players
    for number, hand in enumerate(record.hands, 1):
        state = hand.initial_state()
        for turn, (seat, action) in enumerate(hand.turns, 1):
            if seat in chosen and number in wanted:
                if cancelled is not None and cancelled():
                    raise ReviewCancelled()
                view = state.view(seat, scores=scores, target=record.target, hand_number=number)
                rng = _decision_rng(seed, number, turn)
                verdict = judge(view, action, rng, budget, cancelled)
                decisions.append(Decision.of(verdict, number, turn, seat, action))
                done += 1
                if progress is not None:
                    progress(done, total)
            state = state.apply(action)
        if state.outcome is not None:
            scores = [a + b for a, b in zip(scores, state.outcome.gains, strict=True)]
    return Review(
        players,
        match.scores,
        chosen,
        tuple(decisions),
        summarise(decisions, chosen, len(record.hands)),
    )


def summarise(
    decisions: Sequence[Decision], seats: Sequence[int], hands: int
) -> tuple[HandSummary, ...]:
    """Per hand and seat: the total loss, and runs of consecutive decisions that lost
    points for the same reason (largest first)."""
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
            out.append(HandSummary(hand, seat, total, len(mine), tuple(items)))
    return tuple(out)
