"""The coach's one analysis of a decision: the hint, the tutor, the review window and
``drawgame review`` all ask :func:`analyse` (or :func:`judge`), so they give the same best
action, value, margin and label for the same decision, in any order, on any thread.

**Objective: expected net hand points.** An action's value is the deciding seat's
expected gain in the hand minus the average gain of its opponents (two players: mine
minus yours), the points a player sees on the score sheet. (The ``hard`` player weighs
hand results by its chance to win the match instead; near the target that can prefer a
sure small win. The coach speaks in points because a player can check points.)

**Fair.** A decision is judged from the seat's :class:`PlayerView` only: the hidden tiles
are dealt the way the ``hard`` player deals them
(:class:`~drawgame.ai.inference.BeliefSampler`), and every distinct legal action is played
out in the same sampled deals (common random numbers) with the ``keen`` playout policy (the
``hard`` player's ``smart`` with a one-ply look-ahead: the replies that would leave the seat
with no tile that fits), nearer a stronger reference's verdicts than ``smart`` (docs/coach.md).

**Deterministic.** The random stream is seeded from what the analysis reads of the view
(seat, hand, line, history, hand and stock sizes, rules) and the :class:`Options`:
nothing else (no clock, no thread, no earlier call) changes a verdict.

**Two phases.** A *race* plays every action in batches of deals and drops an action once
it trails the leader by more than :data:`Z` standard errors of their paired difference;
it ends when one is left, when the survivors are near-ties (each one's difference to the
leader known to within :data:`RACE_TIE` points) or at the budget. The survivors, the
*finalists*, are then played again in :attr:`Options.fresh` *fresh* deals, and the best's
value comes from those deals alone: the leader's race mean is biased upwards (it is the
maximum of noisy means), the fresh one is not. A close call between the best two gets
more fresh deals, up to :data:`EXTEND` times, until their difference is outside its margin
or known to within :data:`CLOSE_TIE` points.

**One table.** Every move dropped in the race is then played in the best's own fresh
deals (until its loss is known to :data:`COVERED` points or a quarter of itself), so every
move's loss is measured paired with the best, on the same deals, and its value *is* the
best's value minus its loss: the table's rows are in value order and each Lost is the gap
between the values. A dropped move that keeps up with the best there joins the
contenders, with all of the best's deals, and the best is chosen again.

**A move judged** (the move played in the review, the move the tutor is asked about, and
in the review those the tutor warned of) is then measured more closely: in at least the
first :attr:`Options.fresh` deals, and, when it may be a mistake, until its margin is at
most :data:`REFINED` points, or a quarter of the loss with its label sure either way. The
best is chosen before, and a move's deals are its own first ones, so its figures are the
same whichever other moves are judged with it, and every other row stays as it was: the
tutor's figure for a move it warned of is the review's for that move.

**Margins.** Every value comes with ``± margin``: :data:`MARGIN_ERRORS` standard errors
(about 95%); a loss comes with the margin of the paired difference to the best. A label
worse than ``good`` is given only when the loss exceeds its margin.

**Voluntary draws.** R7 allows drawing while a tile fits; the analysis recommends it only
when the draw beats *every* placement (those dropped in the race too, in the same fresh
deals) by more than the margin of their difference and by more than :data:`DRAW_EDGE`
points. A fixed edge also makes the choice the same with more deals: a margin-only rule
drew the line where the margin fell, so a longer search recommended draws a shorter one
did not. A draw that measures above the best placement without clearing that bar is
shown at the best's value, Lost 0 (its measured lead is kept: :attr:`Candidate.lead`). A
draw played is measured like any move (on the fresh deals, paired with the best).

**The playout policy** is :attr:`Options.policy`: a stronger one changes every figure
alike, and the method above stays the same.
"""

from __future__ import annotations

import hashlib
import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Final

from drawgame.engine import (
    Action,
    Place,
    PlayerView,
    distinct_actions,
    same_move,
)

from .paired_deals import (
    BATCH,
    CLOSE_TIE,
    COVERED,
    DRAW_EDGE,
    EXTEND,
    MARGIN_ERRORS,
    RACE_TIE,
    REFINE,
    REFINED,
    FreshDeals,
    Playouts,
    Z,
    best_of,
    cover_deals,
    keeps_up,
    lead_of,
    mean_error,
    open_rival,
    paired,
    run_race,
    stream,
)
from .verdict import (
    DEFAULT_BUDGET,
    DEFAULT_OPTIONS,
    DEFAULT_POLICY,
    FRESH_DEALS,
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
    json_number,
    label_for,
    reason_of,
    same_action,
)

__all__ = [
    "BATCH",
    "CLOSE_TIE",
    "DEFAULT_BUDGET",
    "DEFAULT_OPTIONS",
    "DRAW_EDGE",
    "FRESH_DEALS",
    "GOOD_BELOW",
    "INACCURACY_BELOW",
    "MARGIN_ERRORS",
    "MISTAKE_BELOW",
    "RACE_TIE",
    "Analysis",
    "AnalysisCancelled",
    "Candidate",
    "Label",
    "Options",
    "Reason",
    "Verdict",
    "Z",
    "analyse",
    "forget_recent",
    "json_number",
    "judge",
    "label_for",
    "position_key",
    "same_move",
    "verdict_in",
]


# -- the position's key -------------------------------------------------------------------


def position_parts(view: PlayerView) -> list[str]:
    """What a seat's verdicts read of ``view``, as lines of text (the analysis's key and
    the reasons' seed are made of them)."""
    return [
        f"seat {view.seat} of {view.players}",
        f"rules {sorted(view.rules.to_dict().items())}",
        "hand " + " ".join(sorted(str(t) for t in view.hand)),
        "line " + " ".join(f"{p.tile}{p.end.value}" for p in view.line.placements),
        f"stock {view.stock_size} sizes {list(view.hand_sizes)}",
        "history " + " ".join(repr(e) for e in view.history),
    ]


def position_key(view: PlayerView, options: Options = DEFAULT_OPTIONS) -> bytes:
    """What the analysis reads of ``view``, and the options, as a digest: the seed of its
    random stream. Scores, names, the target and the hand's number are left out (the
    objective does not read them), so a position from a live match, a save or a record
    gets the same key."""
    parts = [
        "drawgame-analysis 1",
        *position_parts(view),
        f"options {options.budget} {options.fresh}",
    ]
    if options.policy != DEFAULT_POLICY:  # the default's key is the one it always had
        parts.append(f"policy {options.policy}")
    return hashlib.sha256("\n".join(parts).encode()).digest()


#: The last analyses made in this process, by position key: a hint and then the tutor's
#: check of the move it named (or the review of a position analysed just before) ask for
#: the same analysis, which determinism makes the very same: it is made once.
_RECENT: OrderedDict[bytes, Analysis] = OrderedDict()
_RECENT_KEPT: Final = 16
_RECENT_LOCK = threading.Lock()


def _recalled(key: bytes) -> Analysis | None:
    with _RECENT_LOCK:
        found = _RECENT.get(key)
        if found is not None:
            _RECENT.move_to_end(key)
        return found


def _remember(key: bytes, analysis: Analysis) -> None:
    with _RECENT_LOCK:
        _RECENT[key] = analysis
        _RECENT.move_to_end(key)
        while len(_RECENT) > _RECENT_KEPT:
            _RECENT.popitem(last=False)


def forget_recent() -> None:
    """Forget the analyses kept (the next ones are made anew: the same figures)."""
    with _RECENT_LOCK:
        _RECENT.clear()


class _Search:
    """One decision searched: the race, then the finalists (with a draw's rival placement)
    in fresh deals, a close call extended, every other move covered in the best's fresh
    deals, the losses of the moves judged refined. The steps run in this
    order (each takes deals from the streams in turn: the same order, the same figures)."""

    def __init__(
        self,
        view: PlayerView,
        candidates: tuple[Action, ...],
        options: Options,
        key: bytes,
        judged: tuple[Action, ...],
        cancelled: Callable[[], bool] | None,
    ) -> None:
        self.candidates = candidates
        self.options = options
        playouts = Playouts(view, candidates, options.policy)
        self.race, self.finalists = run_race(
            playouts, stream(key, "race"), options.budget, cancelled
        )
        # The finalists again, in fresh deals.
        self.again = list(self.finalists)
        self.contenders = list(self.finalists)
        places = [c for c, a in enumerate(candidates) if isinstance(a, Place)]
        if places and not any(c in places for c in self.finalists):
            # Only a draw survived the race while a tile fits: the placement that stayed in
            # the race longest (of those, the one ahead) is played in the fresh deals too, to
            # see whether the draw beats it by enough.
            race = self.race
            rival = max(places, key=lambda c: (len(race[c]), sum(race[c]) / len(race[c])))
            self.again.append(rival)
            self.contenders.append(rival)
        self.pool = FreshDeals(playouts, stream(key, "fresh"), cancelled)
        self.fresh = self.pool.values
        self.pool.extend(self.again, options.fresh)
        self.step = max(1, options.fresh // 2)
        self.best = self._settle()
        self.best = self._cover()
        self.shown = len(self.fresh[self.best])  # the deals behind the best's value
        # Each move's loss from the deals it has now; a move judged gets more below. The
        # counts are kept so that refining one move changes no other move's figures.
        self.paired_deals = [min(len(v), self.shown) for v in self.fresh]
        self.refined = sorted(
            {
                next(c for c, a in enumerate(candidates) if same_move(a, move, view))
                for move in judged
            }
            - {self.best}
        )
        for c in self.refined:
            self._refine(c)

    def _best(self) -> int:
        return best_of(self.candidates, self.contenders, self.finalists, self.race, self.fresh)

    def _settle(self) -> int:
        """The best; a close call gets more fresh deals for the best and its nearest rival,
        up to EXTEND times (a deal's values do not depend on who else was played in it)."""
        best = self._best()
        fresh = self.fresh
        while len(fresh[best]) < EXTEND * self.options.fresh:
            rival = open_rival(
                self.candidates, best, self.contenders, self.finalists, self.race, fresh
            )
            if rival is None:
                break
            self.pool.extend([best, rival], max(len(fresh[best]), len(fresh[rival])) + self.step)
            best = self._best()
        return best

    def _cover(self) -> int:
        """Every move dropped in the race played in the first fresh deals of the best, so
        the table values every move on the best's own deals. A move that there keeps up
        with the best (or a placement the best draw does not beat by enough) joins the
        contenders with all of the best's deals, and the best is settled again."""
        best = self.best
        while True:
            joined = False
            for c in range(len(self.candidates)):
                if c in self.contenders:
                    continue
                self._cover_one(best, c)
                if keeps_up(self.candidates, best, c, self.fresh):
                    self.pool.extend([c], len(self.fresh[best]))
                    self.contenders.append(c)
                    if c not in self.again:
                        self.again.append(c)
                    joined = True
            if not joined:
                return best
            self.best = best = self._settle()

    def _cover_one(self, best: int, c: int) -> None:
        # More of the best's deals while the loss is vaguer than COVERED points or a
        # quarter of itself (a 12-point blunder ± 3 says enough); whether it keeps up with
        # the best is asked after (on a few deals, luck made moves join at full cost).
        step = cover_deals(self.options)
        most = len(self.fresh[best])
        self.pool.extend([c], min(most, step))
        while len(self.fresh[c]) < most:
            lead, error = paired(self.fresh[best], self.fresh[c])
            if MARGIN_ERRORS * error <= max(COVERED, lead / 4):
                break
            self.pool.extend([c], min(most, len(self.fresh[c]) + step))

    def loss_of(self, c: int) -> tuple[float, float]:
        """The best's lead over ``c`` and its standard error, on the deals both were
        played in alike (the race's too for two finalists, else the fresh ones), as many
        as ``c``'s figures are given on."""
        n, best = self.paired_deals[c], self.best
        fresh = {best: self.fresh[best][:n], c: self.fresh[c][:n]}
        return lead_of(best, c, self.finalists, self.race, fresh)

    def _refine(self, mine: int) -> None:
        # A move judged: a loss that may be a mistake is measured to within REFINED, or to
        # a quarter of itself once its label is sure (a 14-point blunder ± 3 says enough;
        # 11 ± 2 may still be a mistake). The move and the best are played in the same
        # deals, the move's own from the first: so the figures of a move are the same
        # whichever other moves are judged with it (the tutor asks about one, the review
        # about the one played and those the tutor warned of). At least as many deals as a
        # finalist's first: a covered move's few first deals can be far off, and its
        # margin with them (a draw covered at 13.8 ± 2.9 measured 9.8 ± 0.7 in ten times
        # the deals).
        self.pool.extend([self.best, mine], max(len(self.fresh[mine]), self.options.fresh))
        while len(self.fresh[mine]) < REFINE * self.options.fresh:
            self.pool.extend([self.best], len(self.fresh[mine]))
            self.paired_deals[mine] = len(self.fresh[mine])
            loss, error = self.loss_of(mine)
            margin = MARGIN_ERRORS * error
            if (
                loss + margin < INACCURACY_BELOW
                or margin <= REFINED
                or (
                    margin <= loss / 4
                    and label_for(loss - margin, False) is label_for(loss + margin, False)
                )
            ):
                break
            self.pool.extend([self.best, mine], len(self.fresh[mine]) + self.step)
        self.pool.extend([self.best], len(self.fresh[mine]))
        self.paired_deals[mine] = len(self.fresh[mine])

    def _deals_behind(self, c: int) -> int:
        # The deals behind c's loss (lead_of's): the race's too for two finalists.
        best = self.best
        n = self.paired_deals[c]
        if c in self.finalists and best in self.finalists:
            n += min(len(self.race[c]), len(self.race[best]))
        return n

    def ranked(self) -> tuple[Candidate, ...]:
        """Every candidate's figures, best first, then by value: the best's value from its
        fresh deals, every other move's the best's value minus its loss, measured paired
        with the best (so each Lost is the gap between the values)."""
        best_value, best_error = mean_error(self.fresh[self.best][: self.shown])
        best_margin = MARGIN_ERRORS * best_error
        out: list[Candidate] = []
        for c, action in enumerate(self.candidates):
            if c == self.best:
                out.append(Candidate(action, best_value, best_margin, 0.0, 0.0, self.shown, True))
                continue
            lead, error = self.loss_of(c)
            loss, loss_margin = max(0.0, lead), MARGIN_ERRORS * error
            out.append(
                Candidate(
                    action,
                    best_value - loss,
                    math.hypot(best_margin, loss_margin),
                    loss,
                    loss_margin,
                    self._deals_behind(c),
                    c in self.contenders,
                    lead,
                )
            )
        top = out[self.best]
        rest = sorted(
            (c for i, c in enumerate(out) if i != self.best), key=lambda c: (c.loss, -c.lead)
        )
        return (top, *rest)


def _only_move(
    view: PlayerView, action: Action, options: Options, key: bytes, same_ends: bool
) -> Analysis:
    # The position's value all the same (the review's graph and luck need it).
    playouts = Playouts(view, [action], options.policy)
    values: list[list[float]] = [[]]
    rng = stream(key, "fresh")
    for _ in range(options.fresh):
        playouts.deal(rng, [0], values)
    value, error = mean_error(values[0])
    only = Candidate(action, value, MARGIN_ERRORS * error, 0.0, 0.0, options.fresh, True)
    return Analysis(view.seat, (only,), True, same_ends)


def _evaluate(
    view: PlayerView,
    options: Options,
    judged: tuple[Action, ...],
    cancelled: Callable[[], bool] | None,
    value_forced: bool = False,
) -> Analysis:
    candidates = distinct_actions(view)
    if not candidates:
        raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
    ends = view.ends
    same_ends = ends is not None and ends[0] == ends[1]
    if len(candidates) == 1 and not value_forced:
        # Nothing to search (the hint's and the tutor's forced moves): no sampler set up.
        only = Candidate(candidates[0], math.nan, math.nan, 0.0, 0.0, 0, True)
        return Analysis(view.seat, (only,), True, same_ends)
    key = position_key(view, options)
    if len(candidates) == 1:
        return _only_move(view, candidates[0], options, key, same_ends)
    # Judging the best move changes nothing of the analysis (only other moves are
    # refined), so a recent analysis answers for it (a hint, then the tutor's check of the
    # move the hint named).
    recalled = _recalled(key)
    if recalled is not None and all(same_move(m, recalled.best.action, view) for m in judged):
        return recalled
    search = _Search(view, tuple(candidates), options, key, judged, cancelled)
    analysis = Analysis(view.seat, search.ranked(), False, same_ends)
    if not search.refined:
        _remember(key, analysis)
    return analysis


def analyse(
    view: PlayerView,
    options: Options = DEFAULT_OPTIONS,
    cancelled: Callable[[], bool] | None = None,
) -> Analysis:
    """Every distinct legal action of ``view`` with its value ``± margin``, best first
    (see the module docstring). ``cancelled()`` is asked between batches of deals; an
    analysis made recently in this process is not made again."""
    return _evaluate(view, options, (), cancelled)


def judge(
    view: PlayerView,
    played: Action,
    options: Options = DEFAULT_OPTIONS,
    cancelled: Callable[[], bool] | None = None,
    *,
    value_forced: bool = False,
    also: Iterable[Action] = (),
) -> Verdict:
    """The verdict on ``played`` in ``view``: :func:`analyse`'s best action and values
    (the very same), and the loss of ``played`` measured on more of the fresh deals.
    ``value_forced``: value a forced move too (on the fresh deals). ``also``: other moves
    whose losses are measured as closely (the review: those the tutor warned of, so that
    its table gives the figures the tutor gave); a move that is not legal here is left
    out. A move's figures do not depend on which others are judged with it."""
    if played not in view.legal_actions:
        raise ValueError(f"{played} is not legal for seat {view.seat} here")
    legal = view.legal_actions
    judged = (played, *(move for move in also if move in legal))
    return verdict_in(_evaluate(view, options, judged, cancelled, value_forced), played)


def verdict_in(analysis: Analysis, played: Action) -> Verdict:
    """The verdict on ``played`` from the figures of ``analysis`` (its table): what Try it
    says of any move, the very figures the table shows for it."""
    # The best is named as the table names it: a tile fitting both ends alike is one move,
    # always on the end the table lists (never the end played), so the table, ``best``,
    # Try it, the hint and the tutor name the same end.
    best = analysis.best.action
    if analysis.forced:
        return Verdict(best, 0.0, 0.0, Label.BEST, Reason.FORCED, analysis)
    mine = analysis.candidate(played)
    if mine is None:
        raise ValueError(f"{played} is not a move of this analysis")
    is_best = same_action(played, best, analysis.same_ends)
    loss = 0.0 if is_best else mine.loss
    margin = 0.0 if is_best else mine.loss_margin
    return Verdict(
        best,
        loss,
        margin,
        label_for(loss, is_best, margin),
        reason_of(played, best, is_best, mine.lead),
        analysis,
    )
