"""Playing arena matches: :func:`run_arena` and what a failing bot is told."""

from __future__ import annotations

import contextlib
import ctypes
import math
import os
import reprlib
import secrets
import sys
import time
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from drawgame.ai import Bot
from drawgame.engine import Draw, Match, Pass, Place, PlayerView, Rules
from drawgame.engine.record import (
    Seat,
    default_names,
    record_file_name,
    record_from_match,
    write_record,
)
from drawgame.engine.seal import DealSeal, DealTerms
from drawgame.storage.atomic import CREATE_FLAGS, folder_problem, write_atomic

from .calling import Caller, CallFailed, LoadFailed, NotAnAction, exception_text
from .loading import ArenaError, BotMaker, OutsideMaker, resolve_bot
from .report import ArenaReport, think_summary
from .seeding import ArenaSeed

__all__ = ["MAX_HANDS", "ON_ERROR", "BotFailure", "RecordsFailed", "run_arena"]

ON_ERROR = ("stop", "skip")
#: A match that has not ended after this many hands is abandoned as an error. Every hand
#: ends (R12), but a run of blocked hands with shared lowest totals could in principle go
#: on and on; the arena must never hang.
MAX_HANDS = 10_000


class RecordsFailed(ArenaError):
    """A match's record could not be written: the run stopped there. ``report`` covers the
    matches played, that one included (``--json`` still prints it)."""

    def __init__(self, message: str, report: ArenaReport) -> None:
        super().__init__(message)
        self.report = report


class BotFailure(RuntimeError):
    """A bot failed and ``on_error`` was ``"stop"``. ``report`` covers the run so far."""

    def __init__(self, message: str, report: ArenaReport) -> None:
        super().__init__(message)
        self.report = report


# -- describing failures ----------------------------------------------------------------

_short = reprlib.Repr()
_short.maxstring = 80
_short.maxother = 80


def _show_action(action: object) -> str:
    if type(action) in _ACTION_TYPES or isinstance(action, NotAnAction):
        return str(action)
    return f"{_short.repr(action)} (not an action)"


def _describe_position(view: PlayerView) -> str:
    placed = ", ".join(f"{p.tile} {p.end}" for p in view.line.placements) or "empty"
    ends = view.line.ends
    ends_text = f" (ends: left {ends[0]}, right {ends[1]})" if ends is not None else ""
    return "\n".join(
        [
            f"  line, in the order played: {placed}{ends_text}",
            f"  hand: {' '.join(str(t) for t in view.hand) or 'empty'}",
            f"  stock: {view.stock_size} tiles; hand sizes: "
            + ", ".join(str(n) for n in view.hand_sizes)
            + "; scores: "
            + ", ".join(str(n) for n in view.scores),
            f"  legal actions: {', '.join(str(a) for a in view.legal_actions)}",
        ]
    )


_ACTION_TYPES = (Place, Draw, Pass)


def _is_legal(action: object, view: PlayerView) -> bool:
    # By value: only the engine's own action types, so only the engine's own ==, which
    # compares tiles and ends (a look-alike could answer True to everything).
    return type(action) in _ACTION_TYPES and action in view.legal_actions


@dataclass(frozen=True)
class _Failure:
    seat: int
    message: str


# -- playing ----------------------------------------------------------------------------


def _play_match(
    index: int,
    seed: ArenaSeed,
    report: ArenaReport,
    makers: Sequence[BotMaker],
    caller: Caller,
    times: Sequence[array[float]],
    keep: Callable[[int, Match, Sequence[DealSeal]], None] | None = None,
) -> _Failure | None:
    players = report.players
    where = f"match {index + 1} ({report.seed_text})"
    bots: list[Bot] = []
    for seat, maker in enumerate(makers):
        try:
            bots.append(maker(seed.bot_rng(index, seat)))
        except (CallFailed, LoadFailed, Exception) as exc:
            # An outside bot's failure comes described from its process.
            text = str(exc) if isinstance(exc, CallFailed | LoadFailed) else exception_text(exc)
            return _Failure(
                seat, f"{where}: seat {seat} ({report.bots[seat]}) could not be constructed: {text}"
            )
    # Every hand is dealt from its own secret, keyed by the run's secret: neither the
    # tiles a bot holds nor a finished match's record tell anything of another deal.
    rules = Rules.standard(players)
    seals = [seed.hand_seal(index, DealTerms(rules, 1, seed.first_opener(index, players)))]
    match = Match.from_hands((), seals[0].deal())
    while True:
        while match.hand.outcome is None:
            seat = match.hand.current
            view = match.view(seat)
            head = f"{where}, hand {view.hand_number}: seat {seat} ({report.bots[seat]})"
            try:
                action, elapsed = caller.call(bots[seat], view)
            except CallFailed as failed:
                return _Failure(seat, f"{head} {failed}\n" + _describe_position(view))
            times[seat].append(elapsed)
            report.moves[seat] += 1
            if not _is_legal(action, view):
                return _Failure(
                    seat,
                    f"{head} returned an illegal action: {_show_action(action)}\n"
                    + _describe_position(view),
                )
            match = match.apply(action)  # type: ignore[arg-type]
        result = match.result
        if result is not None:
            break
        if match.hand_number >= MAX_HANDS:
            return _Failure(0, f"{where}: no result after {MAX_HANDS} hands; abandoned")
        opener = (match.hand.opener + 1) % players
        seals.append(seed.hand_seal(index, DealTerms(rules, match.hand_number + 1, opener)))
        match = match.next_dealt(seals[-1].deal())
    report.matches += 1
    report.hands += match.hand_number
    for seat, score in enumerate(match.scores):
        report.points[seat] += score
    if result.is_draw:
        report.drawn_matches += 1
    else:
        report.match_wins[result.winners[0]] += 1
    if keep is not None:
        keep(index, match, seals)
    return None


def _strength(spec: str) -> str | None:
    """A bot's spec as a record's strength, if the format can hold it."""
    try:
        return Seat("Bot", spec).strength
    except ValueError:
        return None


#: The probe of the records folder: a new file, never a link or anything already there.
_PROBE_FLAGS = CREATE_FLAGS | getattr(os, "O_NONBLOCK", 0)


def prepare_records(folder: Path | str) -> Path:
    """Make ``folder`` for ``--records`` and check it can be written (:class:`ArenaError`
    in one line if not), as the game checks its own folder
    (:func:`~drawgame.storage.atomic.folder_problem`). The probe has an unguessable name
    and is created exclusively, so nothing planted in the folder is opened."""
    path = Path(folder)
    try:
        problem = folder_problem(path)
        if problem is not None:
            raise problem
        path.mkdir(parents=True, exist_ok=True)
        probe = path / f".drawgame-arena-probe-{os.getpid()}-{secrets.token_hex(8)}"
        os.close(os.open(probe, _PROBE_FLAGS, 0o600))
        os.unlink(probe)
    except (OSError, ValueError) as error:
        why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise ArenaError(f"--records: cannot write in {str(folder)!r} ({why})") from None
    return path


def _event(seed: ArenaSeed, number: int) -> str:
    """Where a recorded match was played; a seed from a file or a fresh one is not told."""
    if seed.seed is not None:
        return f"drawgame-arena --seed {seed.seed}, match {number}"
    if seed.from_file:
        return f"drawgame-arena --seed-file, match {number}"
    return f"drawgame-arena, match {number}"


def _record_seed(seed: ArenaSeed) -> int | None:
    """The public seed, if a record's ``Seed:`` line can hold it (40 digits)."""
    if seed.seed is None or len(str(abs(seed.seed))) > 40:
        return None
    return seed.seed


def _record_keeper(
    folder: Path, report: ArenaReport, seed: ArenaSeed
) -> Callable[[int, Match, Sequence[DealSeal]], None]:
    names = default_names(report.players, human=False)
    strengths = [_strength(spec) for spec in report.bots]

    def keep(index: int, match: Match, seals: Sequence[DealSeal]) -> None:
        # The record holds every deal, which is all a replay needs, and each hand's
        # commitment, secret and order (the match is over: ``drawgame verify`` checks
        # them); the run's secret is not in it (the bots of the run may read the folder).
        event = _event(seed, index + 1)
        record = record_from_match(
            match, names, strengths, _record_seed(seed), event=event, seals=seals
        )
        path = folder / record_file_name(index + 1)
        try:
            # Atomic and no-follow, as the game writes: a link planted at the name is
            # replaced, never followed, and a FIFO there is never opened.
            write_atomic(path, write_record(record).encode("utf-8"))
        except OSError as error:
            why = error.strerror or str(error)
            raise ArenaError(f"--records: cannot write {str(path)!r} ({why})") from None

    return keep


class _Progress:
    """A one-line ``\\r`` progress bar on a stream, redrawn at most ten times a second."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO | None) -> None:
        self.total = total
        self.stream = stream
        self.start = time.perf_counter()
        self.last = -1.0
        self.shown = False

    def update(self, done: int, *, force: bool = False) -> None:
        if self.stream is None:
            return
        now = time.perf_counter()
        if not force and now - self.last < 0.1:
            return
        self.last = now
        filled = self.WIDTH * done // self.total
        rate = done / (now - self.start) if now > self.start else 0.0
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{self.total} matches"
            f"  {rate:.1f}/s"
        )
        self.stream.flush()
        self.shown = True

    def close(self, done: int) -> None:
        if self.stream is not None:
            self.update(done, force=True)
            self.stream.write("\n")
            self.stream.flush()


def _check_arguments(
    players: int, bots: Sequence[str], matches: int, on_error: str, move_timeout: float | None
) -> None:
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ArenaError(f"--players must be 2, 3 or 4 (R2), not {players!r}")
    if len(bots) != players:
        raise ArenaError(
            f"{players} players need {players} bots (one per seat), "
            f"but {len(bots)} were given: {','.join(bots)}"
        )
    if any(not spec.strip() for spec in bots):
        raise ArenaError(f"an empty bot name in {','.join(bots)!r}")
    if isinstance(matches, bool) or not isinstance(matches, int) or matches < 1:
        raise ArenaError(f"--matches must be at least 1, not {matches!r}")
    if on_error not in ON_ERROR:
        raise ArenaError(f"--on-error must be 'stop' or 'skip', not {on_error!r}")
    if move_timeout is not None and not (
        isinstance(move_timeout, int | float) and math.isfinite(move_timeout) and move_timeout > 0
    ):
        raise ArenaError(f"--move-timeout must be a positive number of seconds, not {move_timeout}")


_PR_GET_DUMPABLE = 3
_PR_SET_DUMPABLE = 4


@contextlib.contextmanager
def _unreadable_memory() -> Iterator[None]:
    """While the bots run, this process is not "dumpable" (Linux): a process of the same
    user, a bot, can then neither read its memory (``/proc/<pid>/mem``, where the secret
    is) nor trace it, nor open its ``/proc/<pid>/fd`` or ``environ``. Restored after."""
    before = 0
    with contextlib.suppress(AttributeError, OSError):
        if sys.platform.startswith("linux"):
            libc = ctypes.CDLL(None, use_errno=True)
            before = libc.prctl(_PR_GET_DUMPABLE, 0, 0, 0, 0)
            libc.prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)
    try:
        yield
    finally:
        if before == 1:
            with contextlib.suppress(AttributeError, OSError):
                ctypes.CDLL(None).prctl(_PR_SET_DUMPABLE, 1, 0, 0, 0)


def _close(makers: Sequence[BotMaker]) -> None:
    for maker in makers:
        if isinstance(maker, OutsideMaker):
            maker.close()


def run_arena(
    players: int,
    bots: Sequence[str],
    matches: int,
    seed: int | ArenaSeed | None = None,
    *,
    on_error: str = "stop",
    move_timeout: float | None = None,
    progress: bool = False,
    records: Path | str | None = None,
) -> ArenaReport:
    """Play ``matches`` matches between ``bots`` (one spec per seat, see :func:`load_bot`).

    A bot that raises, returns an action not in ``view.legal_actions`` or (with
    ``move_timeout``) thinks longer than that many seconds fails its match. With
    ``on_error="stop"`` the run ends there and :class:`BotFailure` is raised, carrying
    the report so far; with ``"skip"`` the match is abandoned, described in
    ``report.errors``, and the run goes on. Wrong arguments raise :class:`ArenaError`
    before anything is played. ``progress`` draws a bar on stderr.

    Each outside bot gets its own process for the run (see :mod:`drawgame.arena.calling`);
    ``move_timeout`` also bounds its construction, and its think time includes the round
    trip to that process.

    ``seed``: where the deals come from (:mod:`drawgame.arena.seeding`): ``None`` for a
    fresh secret (told in ``report.secret`` once the run is over), a number for
    reproducible games (the same number, the same games), or an :class:`ArenaSeed`
    (:meth:`ArenaSeed.file` for a secret kept in a file).

    ``records``: a folder (made if need be) that gets one match record per finished match,
    ``match-0001.txt`` for the first (:func:`drawgame.engine.record.record_file_name`).
    A record that cannot be written stops the run with :class:`RecordsFailed`, carrying
    the report of the matches played.
    """
    specs = [spec.strip() for spec in bots]
    _check_arguments(players, specs, matches, on_error, move_timeout)
    if seed is None:
        seed = ArenaSeed.fresh()
    elif not isinstance(seed, ArenaSeed):
        seed = ArenaSeed.number(seed)
    folder = prepare_records(records) if records is not None else None
    with _unreadable_memory():  # before any bot starts
        report = _run(players, specs, matches, seed, on_error, move_timeout, progress, folder)
    if report.stopped:
        raise BotFailure(report.errors[-1], report)
    return report


def _run(
    players: int,
    specs: list[str],
    matches: int,
    seed: ArenaSeed,
    on_error: str,
    move_timeout: float | None,
    progress: bool,
    folder: Path | None,
) -> ArenaReport:
    """The run itself, once the arguments are checked and the records folder made."""
    makers: list[BotMaker] = []
    try:
        # One maker per seat: an outside bot gets a process of its own for each seat.
        for spec in specs:
            makers.append(resolve_bot(spec, move_timeout))
    except BaseException:
        _close(makers)
        raise
    report = ArenaReport(
        players=players,
        bots=specs,
        seed=seed.seed,
        requested=matches,
        seed_from=seed.source,
    )
    keep = _record_keeper(folder, report, seed) if folder is not None else None
    times = [array("d") for _ in range(players)]
    caller = Caller(move_timeout)
    bar = _Progress(matches, sys.stderr if progress else None)
    start = time.perf_counter()
    done = 0
    unwritten: ArenaError | None = None
    try:
        for index in range(matches):
            try:
                failure = _play_match(index, seed, report, makers, caller, times, keep)
            except ArenaError as error:  # its record (the match counts): the run stops
                unwritten = error
                done += 1
                break
            done += 1
            if failure is not None:
                report.abandoned += 1
                report.errors_per_seat[failure.seat] += 1
                report.errors.append(failure.message)
                if on_error == "stop":
                    report.stopped = True
                    break
            bar.update(done)
    finally:
        bar.close(done)
        caller.close()
        _close(makers)
        # The bots are gone: a fresh secret may now be told, so the run can be replayed.
        report.secret = seed.revealed
        report.think_ms = [think_summary(seat_times) for seat_times in times]
        report.elapsed_s = time.perf_counter() - start
    if unwritten is not None:
        raise RecordsFailed(f"{unwritten}; the run stopped after match {done} of {matches}", report)
    return report
