"""The arena: bots play whole matches against each other and the results are tallied.

Command line (``drawgame-arena`` or ``python -m drawgame.arena``)::

    drawgame-arena --bots greedy,random --matches 200 --seed 7
    drawgame-arena --players 3 --bots greedy,random,mybots.py:Clever --json
    drawgame-arena --bots greedy,mypackage.bots:Clever --on-error skip --move-timeout 1

A bot is a built-in name from :data:`drawgame.ai.BOTS` or an outside class given as
``path/to/file.py:Class`` or ``package.module:Class``, constructed without arguments.
The same ``--seed`` plays the same games: every match gets its own ``random.Random``
derived from the seed and the match number (the deal and the R4 lottery for the first
opener), and every built-in bot one derived from the seed, the match and its seat.
Outside bots get no generator; they must seed their own randomness to be reproducible.

Benchmark scripts use the library API: :func:`run_arena`, :class:`ArenaReport`,
:func:`wilson_interval` and :func:`load_bot`.

>>> report = run_arena(2, ["greedy", "random"], matches=2, seed=1)
>>> report.matches, sum(report.match_wins) + report.drawn_matches
(2, 2)
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import math
import os
import queue
import random
import reprlib
import statistics
import sys
import threading
import time
import traceback
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, NoReturn, TextIO

from drawgame.ai import BOTS, Bot
from drawgame.engine import Draw, Match, Pass, Place, PlayerView

__all__ = [
    "ArenaError",
    "ArenaReport",
    "BotFailure",
    "load_bot",
    "main",
    "resolve_bot",
    "run_arena",
    "wilson_interval",
]

ON_ERROR = ("stop", "skip")
#: A match that has not ended after this many hands is abandoned as an error. Every hand
#: ends (R12), but a run of blocked hands with shared lowest totals could in principle go
#: on and on; the arena must never hang.
MAX_HANDS = 10_000
#: How many errors the text report lists in full (``--json`` has them all).
SHOWN_ERRORS = 10

BotMaker = Callable[[random.Random], Bot]


class ArenaError(ValueError):
    """Wrong arguments: an unknown bot, a bot that cannot be loaded, a bad count..."""


class BotFailure(RuntimeError):
    """A bot failed and ``on_error`` was ``"stop"``. ``report`` covers the run so far."""

    def __init__(self, message: str, report: ArenaReport) -> None:
        super().__init__(message)
        self.report = report


# -- statistics -------------------------------------------------------------------------


def wilson_interval(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% with the default ``z``).

    Unlike the normal approximation it stays inside [0, 1] and is sensible for 0 or n
    successes and for small n. With no trials at all it is the whole of [0, 1].

    >>> lo, hi = wilson_interval(50, 100)
    >>> round(lo, 4), round(hi, 4)
    (0.4038, 0.5962)
    """
    if n < 0 or not 0 <= successes <= n:
        raise ValueError(f"need 0 <= successes <= n, got {successes} of {n}")
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _think_summary(seconds: Sequence[float]) -> dict[str, float]:
    """Median, 99th percentile (nearest rank) and maximum, in milliseconds."""
    if not seconds:
        return {"median": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(seconds)
    rank = max(0, math.ceil(0.99 * len(ordered)) - 1)
    return {
        "median": round(statistics.median(ordered) * 1000, 4),
        "p99": round(ordered[rank] * 1000, 4),
        "max": round(ordered[-1] * 1000, 4),
    }


# -- the report -------------------------------------------------------------------------


@dataclass
class ArenaReport:
    """What a run produced. Per-seat lists are indexed by seat.

    ``matches`` counts the matches played to the end; only they enter the wins, drawn
    matches, hands and points. A match in which a bot failed is ``abandoned`` and
    described in ``errors``. ``think_ms`` (and ``elapsed_s``) are the only figures that
    vary between runs with the same seed.
    """

    players: int
    bots: list[str]
    seed: int
    requested: int
    matches: int = 0
    match_wins: list[int] = field(default_factory=list)
    drawn_matches: int = 0
    hands: int = 0
    points: list[int] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    think_ms: list[dict[str, float]] = field(default_factory=list)
    abandoned: int = 0
    errors_per_seat: list[int] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    stopped: bool = False
    elapsed_s: float = 0.0

    def __post_init__(self) -> None:
        for name in ("match_wins", "points", "moves", "errors_per_seat"):
            if not getattr(self, name):
                setattr(self, name, [0] * self.players)
        if not self.think_ms:
            self.think_ms = [_think_summary(()) for _ in range(self.players)]

    @property
    def win_rates(self) -> list[float]:
        """Match wins per seat over the matches played (a drawn match is no win)."""
        return [wins / self.matches if self.matches else 0.0 for wins in self.match_wins]

    @property
    def win_intervals(self) -> list[tuple[float, float]]:
        """The Wilson 95% interval of each seat's win rate."""
        return [wilson_interval(wins, self.matches) for wins in self.match_wins]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (what ``--json`` prints)."""
        return {
            "players": self.players,
            "bots": list(self.bots),
            "seed": self.seed,
            "requested": self.requested,
            "matches": self.matches,
            "abandoned": self.abandoned,
            "stopped": self.stopped,
            "match_wins": list(self.match_wins),
            "drawn_matches": self.drawn_matches,
            "hands": self.hands,
            "points": list(self.points),
            "win_rate": [round(rate, 6) for rate in self.win_rates],
            "win_rate_95": [[round(lo, 6), round(hi, 6)] for lo, hi in self.win_intervals],
            "moves": list(self.moves),
            "think_ms": [dict(summary) for summary in self.think_ms],
            "errors_per_seat": list(self.errors_per_seat),
            "errors": list(self.errors),
            "elapsed_s": round(self.elapsed_s, 3),
        }

    def to_text(self) -> str:
        """The human-readable report (what the command prints without ``--json``)."""
        lines = [
            f"Draw arena: {self.players} players, seed {self.seed}",
            f"matches played: {self.matches} of {self.requested}, drawn: {self.drawn_matches}, "
            f"abandoned: {self.abandoned}, hands: {self.hands}",
        ]
        if self.stopped:
            lines.append("the run was stopped by a bot error (see below)")
        width = max(len("bot"), *(len(spec) for spec in self.bots))
        lines.append("")
        lines.append(
            f"{'seat':>4}  {'bot':<{width}}  {'wins':>6}  {'win rate':>8}  "
            f"{'95% interval':>15}  {'points':>8}  {'moves':>8}  {'errors':>6}"
        )
        for seat in range(self.players):
            lo, hi = self.win_intervals[seat]
            lines.append(
                f"{seat:>4}  {self.bots[seat]:<{width}}  {self.match_wins[seat]:>6}  "
                f"{self.win_rates[seat]:>8.1%}  {f'{lo:.1%} - {hi:.1%}':>15}  "
                f"{self.points[seat]:>8}  {self.moves[seat]:>8}  {self.errors_per_seat[seat]:>6}"
            )
        lines.append("")
        lines.append("think time per move, ms:")
        for seat in range(self.players):
            t = self.think_ms[seat]
            lines.append(
                f"{seat:>4}  {self.bots[seat]:<{width}}  median {t['median']:.3f}  "
                f"p99 {t['p99']:.3f}  max {t['max']:.3f}"
            )
        lines.append(f"elapsed: {self.elapsed_s:.2f} s")
        if self.errors:
            lines.append("")
            lines.append(f"errors ({len(self.errors)}):")
            lines.extend(self.errors[:SHOWN_ERRORS])
            if len(self.errors) > SHOWN_ERRORS:
                lines.append(f"... and {len(self.errors) - SHOWN_ERRORS} more (see --json)")
        return "\n".join(lines) + "\n"


# -- loading bots -----------------------------------------------------------------------

_loaded_files: dict[Path, ModuleType] = {}


def _import_file(where: str) -> ModuleType:
    path = Path(where).expanduser().resolve()
    if path in _loaded_files:
        return _loaded_files[path]
    if not path.is_file():
        raise ArenaError(f"no bot file {where!r}")
    name = f"_drawgame_arena_bot_{len(_loaded_files)}_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ArenaError(f"cannot load {where!r} as Python code")
    module = importlib.util.module_from_spec(spec)
    # Registered before running it, as a normal import does (dataclasses need it).
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as exc:
        del sys.modules[name]
        raise ArenaError(f"cannot load {where!r}: {_exception_text(exc)}") from None
    _loaded_files[path] = module
    return module


def _import_module(where: str) -> ModuleType:
    # A console script does not put the working directory on sys.path, python -m does;
    # outside bots should import the same way under both.
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.append(os.getcwd())
    try:
        return importlib.import_module(where)
    except (Exception, SystemExit) as exc:
        raise ArenaError(f"cannot import module {where!r}: {_exception_text(exc)}") from None


def resolve_bot(spec: str) -> BotMaker:
    """A factory ``maker(rng) -> Bot`` for a ``--bots`` entry; :class:`ArenaError` if
    the name is unknown or the outside class cannot be found or constructed."""
    spec = spec.strip()
    if spec in BOTS:
        return BOTS[spec]
    where, colon, attribute = spec.rpartition(":")
    if not colon or not where or not attribute:
        known = ", ".join(sorted(BOTS))
        raise ArenaError(
            f"unknown bot {spec!r}; built-in bots: {known}; an outside bot is given as "
            "path/to/file.py:Class or package.module:Class"
        )
    is_file = where.endswith(".py") or "/" in where or os.sep in where
    target: object = _import_file(where) if is_file else _import_module(where)
    for part in attribute.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise ArenaError(f"{where!r} has no {attribute!r} (in bot {spec!r})") from None
    if not callable(target):
        raise ArenaError(f"{spec!r} is not a class (it cannot be called)")
    factory: Callable[[], object] = target

    def construct() -> Bot:
        bot = factory()
        if not callable(getattr(bot, "choose", None)):
            raise TypeError(f"{spec} made {bot!r}, which has no choose(view) method")
        return bot  # type: ignore[return-value]

    try:
        # Fail now, with exit 2, rather than in the first match; that first match then
        # gets this very bot, so a bot is never made and thrown away.
        spare = [construct()]
    except Exception as exc:
        raise ArenaError(f"cannot construct bot {spec!r}: {_exception_text(exc)}") from None

    def maker(rng: random.Random) -> Bot:
        # Outside bots are constructed without arguments (issue 2), so rng is unused.
        del rng
        return spare.pop() if spare else construct()

    return maker


def load_bot(spec: str, rng: random.Random) -> Bot:
    """A bot for a ``--bots`` entry: a built-in name gets ``rng``; an outside class
    (``path/to/file.py:Class`` or ``package.module:Class``) is constructed without
    arguments. :class:`ArenaError` if it cannot be found."""
    return resolve_bot(spec)(rng)


# -- calling bots -----------------------------------------------------------------------


class _TimedOut(Exception):
    pass


class _Job:
    __slots__ = ("action", "bot", "done", "elapsed", "error", "view")

    def __init__(self, bot: Bot, view: PlayerView) -> None:
        self.bot = bot
        self.view = view
        self.done = threading.Event()
        self.action: object = None
        self.error: BaseException | None = None
        self.elapsed = 0.0


class _Worker:
    """A daemon thread running one bot call at a time, so a slow bot can be left behind
    (a Python thread cannot be killed; being a daemon, it cannot keep the process alive)."""

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        threading.Thread(target=self._run, name="drawgame-arena-bot", daemon=True).start()

    def _run(self) -> None:
        while (job := self.jobs.get()) is not None:
            start = time.perf_counter()
            try:
                job.action = job.bot.choose(job.view)
            except BaseException as exc:  # even SystemExit: it is the bot's failure
                job.error = exc
            job.elapsed = time.perf_counter() - start
            job.done.set()


class _Caller:
    """Calls ``bot.choose(view)``, timing it; with a timeout the call runs in a worker."""

    def __init__(self, timeout: float | None) -> None:
        self.timeout = timeout
        self.worker: _Worker | None = None

    def call(self, bot: Bot, view: PlayerView) -> tuple[object, float]:
        """The bot's answer and its think time in seconds; re-raises the bot's
        exception, or raises :class:`_TimedOut`."""
        if self.timeout is None:
            start = time.perf_counter()
            action = bot.choose(view)
            return action, time.perf_counter() - start
        if self.worker is None:
            self.worker = _Worker()
        job = _Job(bot, view)
        self.worker.jobs.put(job)
        if not job.done.wait(self.timeout):
            # Leave the stuck thread behind; it quits once the bot returns.
            self.worker.jobs.put(None)
            self.worker = None
            raise _TimedOut
        if job.error is not None:
            raise job.error
        return job.action, job.elapsed

    def close(self) -> None:
        if self.worker is not None:
            self.worker.jobs.put(None)
            self.worker = None


# -- describing failures ----------------------------------------------------------------

_IMPORTLIB_DIR = Path(importlib.__file__).parent
_short = reprlib.Repr()
_short.maxstring = 80
_short.maxother = 80


def _show_action(action: object) -> str:
    if isinstance(action, Place | Draw | Pass):
        return str(action)
    return f"{_short.repr(action)} (not an action)"


def _exception_text(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    # The innermost frame of the bot's own code, not of the arena or the import machinery.
    frames = [
        frame
        for frame in traceback.extract_tb(exc.__traceback__)
        if not frame.filename.startswith("<")
        and Path(frame.filename).parent != _IMPORTLIB_DIR
        and frame.filename != __file__
    ]
    if frames:
        last = frames[-1]
        text += f" (at {last.filename}:{last.lineno} in {last.name})"
    return text


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


def _is_legal(action: object, view: PlayerView) -> bool:
    try:
        return action in view.legal_actions
    except Exception:  # a returned object whose == raises is no action either
        return False


@dataclass(frozen=True)
class _Failure:
    seat: int
    message: str


# -- playing ----------------------------------------------------------------------------


def _match_rng(seed: int, index: int) -> random.Random:
    # String seeds are hashed with SHA-512 by random.Random, the same in every process.
    return random.Random(f"drawgame-arena {seed} match {index}")


def _bot_rng(seed: int, index: int, seat: int) -> random.Random:
    return random.Random(f"drawgame-arena {seed} match {index} seat {seat}")


def _play_match(
    index: int,
    report: ArenaReport,
    makers: Sequence[BotMaker],
    caller: _Caller,
    times: Sequence[array[float]],
) -> _Failure | None:
    players = report.players
    where = f"match {index + 1} (seed {report.seed})"
    bots: list[Bot] = []
    for seat, maker in enumerate(makers):
        try:
            bots.append(maker(_bot_rng(report.seed, index, seat)))
        except Exception as exc:
            return _Failure(
                seat,
                f"{where}: seat {seat} ({report.bots[seat]}) could not be constructed: "
                f"{_exception_text(exc)}",
            )
    rng = _match_rng(report.seed, index)
    match = Match.new(players, rng)  # the R4 lottery, from the match's own generator
    while True:
        while match.hand.outcome is None:
            seat = match.hand.current
            view = match.view(seat)
            head = f"{where}, hand {view.hand_number}: seat {seat} ({report.bots[seat]})"
            try:
                action, elapsed = caller.call(bots[seat], view)
            except _TimedOut:
                return _Failure(
                    seat,
                    f"{head} did not answer within the move timeout of {caller.timeout:g} s\n"
                    + _describe_position(view),
                )
            except Exception as exc:
                return _Failure(
                    seat, f"{head} raised {_exception_text(exc)}\n" + _describe_position(view)
                )
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
        match = match.next_hand(rng)
    report.matches += 1
    report.hands += match.hand_number
    for seat, score in enumerate(match.scores):
        report.points[seat] += score
    if result.is_draw:
        report.drawn_matches += 1
    else:
        report.match_wins[result.winners[0]] += 1
    return None


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


def run_arena(
    players: int,
    bots: Sequence[str],
    matches: int,
    seed: int = 0,
    *,
    on_error: str = "stop",
    move_timeout: float | None = None,
    progress: bool = False,
) -> ArenaReport:
    """Play ``matches`` matches between ``bots`` (one spec per seat, see :func:`load_bot`).

    A bot that raises, returns an action not in ``view.legal_actions`` or (with
    ``move_timeout``) thinks longer than that many seconds fails its match. With
    ``on_error="stop"`` the run ends there and :class:`BotFailure` is raised, carrying
    the report so far; with ``"skip"`` the match is abandoned, described in
    ``report.errors``, and the run goes on. Wrong arguments raise :class:`ArenaError`
    before anything is played. ``progress`` draws a bar on stderr.
    """
    specs = [spec.strip() for spec in bots]
    _check_arguments(players, specs, matches, on_error, move_timeout)
    cache: dict[str, BotMaker] = {}
    makers = []
    for spec in specs:
        if spec not in cache:
            cache[spec] = resolve_bot(spec)
        makers.append(cache[spec])
    report = ArenaReport(players=players, bots=specs, seed=seed, requested=matches)
    times = [array("d") for _ in range(players)]
    caller = _Caller(move_timeout)
    bar = _Progress(matches, sys.stderr if progress else None)
    start = time.perf_counter()
    done = 0
    try:
        for index in range(matches):
            failure = _play_match(index, report, makers, caller, times)
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
        report.think_ms = [_think_summary(seat_times) for seat_times in times]
        report.elapsed_s = time.perf_counter() - start
    if report.stopped:
        raise BotFailure(report.errors[-1], report)
    return report


# -- command line -----------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One clear line, no usage dump (issue 2: wrong flags give a one-line message).
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _players(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 2 <= value <= 4:
        raise argparse.ArgumentTypeError(f"Draw is played by 2, 3 or 4 players, not {text!r}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text!r}")
    return value


def _bot_list(text: str) -> list[str]:
    specs = [spec.strip() for spec in text.split(",")]
    if any(not spec for spec in specs):
        raise argparse.ArgumentTypeError(f"an empty bot name in {text!r}")
    return specs


def build_parser() -> argparse.ArgumentParser:
    known = ", ".join(sorted(BOTS))
    parser = _Parser(
        prog="drawgame-arena",
        description="Play matches of Draw dominoes between bots and report the results.",
    )
    parser.add_argument(
        "--players",
        type=_players,
        help="2, 3 or 4 (default: the number of bots)",
    )
    parser.add_argument(
        "--bots",
        type=_bot_list,
        required=True,
        metavar="A,B[,C,D]",
        help=f"one bot per seat: a built-in name ({known}), path/to/file.py:Class "
        "or package.module:Class (constructed without arguments)",
    )
    parser.add_argument(
        "--matches", type=_positive_int, default=100, help="matches to play (default 100)"
    )
    parser.add_argument("--seed", type=int, default=0, help="same seed, same games (default 0)")
    parser.add_argument("--json", action="store_true", help="print a machine-readable report")
    parser.add_argument(
        "--on-error",
        choices=ON_ERROR,
        default="stop",
        help="when a bot raises, returns an illegal action or times out: stop the run "
        "(exit 1) or abandon that match and go on (default stop)",
    )
    parser.add_argument(
        "--move-timeout",
        type=_seconds,
        metavar="SECONDS",
        help="a bot that thinks longer than this fails (default: no limit)",
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="a progress bar on stderr (default: only when stderr is a terminal)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The ``drawgame-arena`` command: 0 on success, 1 if a bot stopped the run,
    2 for wrong arguments."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.players is None and not 2 <= len(args.bots) <= 4:
        parser.error(f"--bots needs 2 to 4 bots, one per seat, not {len(args.bots)}")
    players: int = args.players if args.players is not None else len(args.bots)
    progress: bool = args.progress if args.progress is not None else sys.stderr.isatty()
    status = 0
    try:
        report = run_arena(
            players,
            args.bots,
            args.matches,
            args.seed,
            on_error=args.on_error,
            move_timeout=args.move_timeout,
            progress=progress,
        )
    except ArenaError as exc:
        parser.exit(2, f"{parser.prog}: error: {exc}\n")
    except BotFailure as failure:
        sys.stderr.write(f"{parser.prog}: stopped: {failure}\n")
        report = failure.report
        status = 1
    except KeyboardInterrupt:
        sys.stderr.write(f"\n{parser.prog}: interrupted\n")
        return 130
    if args.json:
        sys.stdout.write(json.dumps(report.to_dict(), indent=2) + "\n")
    else:
        sys.stdout.write(report.to_text())
    return status


if __name__ == "__main__":
    sys.exit(main())
