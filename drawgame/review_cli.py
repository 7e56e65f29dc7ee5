"""``drawgame review FILE [--seat N] [--json] [--budget DEALS] [--jobs N] [--quiet]
[--annotate OUT]``: review a match record without a window.

It prints, for every decision of the reviewed seat (every seat without ``--seat``), the
action played, the best action found from what that seat could know at that moment, the
expected points lost ``± margin`` and a label; then what each seat lost in each hand, and
each seat's score over the match. With ``--json`` it prints one strict JSON document
instead (see :meth:`drawgame.ai.review.Review.to_dict`). ``--jobs N`` reviews the hands in
``N`` processes (the same verdicts: each depends on its position alone). ``--annotate OUT``
writes the record with each verdict as a comment (:func:`drawgame.ai.annotate.annotate`).
On a terminal a progress bar runs on stderr (not with ``--quiet``). A missing, unreadable
or broken file, a bad flag or an output that is not a regular file gives one line on stderr
and exit status 2; a review process that fails or dies, one line and exit status 1; Ctrl+C
exits 130. Nothing here imports Qt.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import queue
import signal
import stat
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TextIO

from drawgame.engine.record import MAX_RECORD_CHARS, MatchRecord, RecordError, read_record

if TYPE_CHECKING:
    from multiprocessing.queues import Queue

    from drawgame.ai.review import Decision, Options, Review

PROG = "drawgame review"
#: Bytes read at most: a record is UTF-8, at most 4 bytes a character.
MAX_FILE_BYTES = 4 * MAX_RECORD_CHARS
#: The most processes ``--jobs`` starts.
MAX_JOBS = 64


class UsageError(Exception):
    """A problem to report in one line, with exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Review a recorded match: at each decision, the best action from what "
        "that seat could know then, and the points the action played cost on average.",
    )
    parser.add_argument("file", metavar="FILE", help="a match record (its format: docs/records.md)")
    parser.add_argument(
        "--seat", metavar="N", default=None, help="review only seat N (0 is the first seat)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument(
        "--budget",
        metavar="DEALS",
        default=None,
        help="sampled deals per decision at most (more is slower and steadier)",
    )
    parser.add_argument(
        "--jobs",
        metavar="N",
        default=None,
        help=f"review the hands in N processes at once (1 to {MAX_JOBS}; the same verdicts)",
    )
    parser.add_argument(
        "--annotate",
        metavar="OUT",
        default=None,
        help="also write the record to OUT with each verdict as a # comment (a new or "
        "regular file, replaced atomically)",
    )
    parser.add_argument(
        "--quiet", action="store_true", help="no progress bar on stderr (shown on a terminal)"
    )
    return parser


def read_file(path: str, *, check_seals: bool = True) -> MatchRecord:
    """Read a record from a regular file; :class:`UsageError` (one line) otherwise
    (``check_seals``: see :func:`~drawgame.engine.record_reader.read_record`)."""
    data = read_bytes(path)
    try:
        return read_record(data, check_seals=check_seals)
    except RecordError as error:
        raise UsageError(f"{path}: {error}") from None


def read_bytes(path: str) -> bytes:
    """The bytes of a regular file no larger than a record may be; :class:`UsageError`
    (one line) otherwise."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except OSError as error:
        raise UsageError(f"{path}: cannot open it ({error.strerror or error})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UsageError(f"{path}: not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise UsageError(f"{path}: cannot read it ({error.strerror or error})") from None
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:
        raise UsageError(f"{path}: too large to be a match record")
    return data


def _whole(text: str | None, what: str, low: int, high: int) -> int | None:
    if text is None:
        return None
    try:
        value = int(text, 10)
    except ValueError:
        raise UsageError(f"{what} must be a whole number, not {text[:20]!r}") from None
    if not low <= value <= high:
        raise UsageError(f"{what} must be from {low} to {high}, not {value}")
    return value


def check_output(name: str) -> Path:
    """Where ``--annotate`` may write: a new file in an existing folder, or a regular file
    (never a link, a folder, a FIFO or a device); :class:`UsageError` otherwise."""
    if not name:
        raise UsageError("--annotate: the file name is empty")
    path = Path(name)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except (OSError, ValueError) as error:
        why = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise UsageError(f"{name}: cannot write there ({why})") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise UsageError(f"{name}: not a regular file (a folder, a link or a device)")
    folder = path.parent
    if not folder.is_dir():
        raise UsageError(f"{name}: no such folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(f"{name}: cannot write in its folder (permission denied)")
    return path


def _decision_line(d: Decision, names: Sequence[str]) -> str:
    from drawgame.ai.annotate import pm
    from drawgame.ai.review import Label, Reason
    from drawgame.ai.review_words import loss_words, move_words

    head = f"Hand {d.hand}, turn {d.turn}, {names[d.seat]}: {move_words(d.played, d.ends)}"
    if d.label is Label.BEST:
        best = d.analysis.best
        worth = (
            f", worth {pm(best.value, best.margin, sign=True)}"
            if d.reason is not Reason.FORCED and math.isfinite(best.value)
            else ""
        )
        return f"{head} ({d.shown_label}{worth})"
    return (
        f"{head}; best: {move_words(d.best, d.ends)}; lost {loss_words(d.loss, d.margin)} "
        f"points ({d.label.value})"
    )


def _text(record: MatchRecord, review: Review) -> str:
    from drawgame.ai.annotate import score_text
    from drawgame.ai.reasons import claims_english
    from drawgame.ai.review import Label
    from drawgame.ai.review_words import summary_words

    names = [seat.name for seat in record.seats]
    lines = []
    for d in review.decisions:
        lines.append(_decision_line(d, names))
        if d.why and d.label is not Label.BEST:
            lines.append("  Why: " + claims_english(d.why, d.best, d.ends, names))
    lines.append("")
    for summary in review.summaries:
        if not summary.decisions:
            continue
        mine = [d for d in review.decisions if (d.hand, d.seat) == (summary.hand, summary.seat)]
        lines.append(f"Hand {summary.hand}: {summary_words(summary, names[summary.seat], mine)}")
    lines.append("")
    lines.append("The match:")
    lines += [f"{names[total.seat]}: {score_text(total, review)}" for total in review.totals]
    scores = ", ".join(f"{n} {s}" for n, s in zip(names, review.scores, strict=True))
    lines.append(f"Scores: {scores}")
    lines.append(
        "Points are net hand points (your gain minus your opponents' average), judged from "
        "what each seat could know at the time, not from the face-up tiles; ± is the margin "
        "(about 95%), luck what the deal and the draws gave."
    )
    return "\n".join(lines)


# -- progress -----------------------------------------------------------------------------


class ProgressBar:
    """A one-line progress bar on ``stream`` (redrawn with a carriage return, at most ten
    times a second), erased by :meth:`clear`. Writing errors are ignored: a closed terminal
    must not stop the review."""

    WIDTH = 24

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.start = time.monotonic()
        self.last = -1.0
        self.shown = 0
        self.state = (0, 0)
        try:
            # 0 when the terminal does not say (a bare pseudo-terminal)
            self.columns = os.get_terminal_size(stream.fileno()).columns or 80
        except (AttributeError, OSError, ValueError):
            self.columns = 80

    def __call__(self, done: int, total: int) -> None:
        self.state = (done, total)
        now = time.monotonic()
        if done < total and now - self.last < 0.1:
            return
        self.last = now
        self.draw(now)

    def draw(self, now: float | None = None) -> None:
        done, total = self.state
        seconds = int((time.monotonic() if now is None else now) - self.start)
        filled = self.WIDTH * done // total if total else self.WIDTH
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        text = f"Reviewing [{bar}] {done}/{total} decisions, {seconds // 60}:{seconds % 60:02d}"
        text = text[: max(10, self.columns - 1)]  # a wrapped line is not redrawn in place
        self.write("\r" + text.ljust(self.shown))
        self.shown = len(text)

    def tick(self) -> None:
        """Redraw the elapsed time (at most once a second)."""
        if time.monotonic() - self.last >= 1.0:
            self.last = time.monotonic()
            self.draw(self.last)

    def clear(self) -> None:
        if self.shown:
            self.write("\r" + " " * self.shown + "\r")
            self.shown = 0

    def write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            pass


def _wants_bar(stream: TextIO, quiet: bool) -> bool:
    if quiet:
        return False
    try:
        return stream.isatty()
    except (AttributeError, OSError, ValueError):
        return False


# -- reviewing in several processes -------------------------------------------------------


class ReviewFailed(Exception):
    """A review process failed (its error) or stopped without finishing its hand."""


#: What a worker sends back: ``("decision", hand, None)`` for each decision judged,
#: ``("done", hand, review)`` for a hand reviewed, ``("error", hand, text)`` for a failure.
Message = tuple[str, int, object]


def _work(
    record: MatchRecord,
    seats: tuple[int, ...] | None,
    options: Options,
    tasks: Queue[int | None],
    results: Queue[Message],
) -> None:
    """A worker process: reviews the hands it takes from ``tasks`` until ``None``."""
    # Ctrl+C is the parent's to handle: it ends the workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from drawgame.ai.review import review_match

    while (number := tasks.get()) is not None:

        def progress(count: int, total: int, number: int = number) -> None:
            if count:
                results.put(("decision", number, None))

        try:
            review = review_match(record, seats, options=options, hands=[number], progress=progress)
        except Exception as error:
            results.put(("error", number, f"{type(error).__name__}: {error}"))
            return
        results.put(("done", number, review))


@contextlib.contextmanager
def _safe_path() -> Iterator[None]:
    """The processes started meanwhile do not put the working folder first on their path
    (``PYTHONSAFEPATH``, Python 3.11): multiprocessing starts Python with ``-c``, which
    would import a ``pickle.py`` or ``socket.py`` left in the folder the review was started
    from before the standard library's."""
    saved = os.environ.get("PYTHONSAFEPATH")
    os.environ["PYTHONSAFEPATH"] = "1"
    try:
        yield
    finally:
        if saved is None:
            del os.environ["PYTHONSAFEPATH"]
        else:
            os.environ["PYTHONSAFEPATH"] = saved


def _start_quiet_tracker() -> None:
    """Start multiprocessing's resource tracker (POSIX) with its standard error shut: at
    the end of a review it can warn that it could not remove a queue's semaphore the
    review had already removed (a race of its own bookkeeping), a line of Python warning
    on the player's terminal about nothing the review did wrong."""
    if os.name != "posix":
        return
    from multiprocessing import resource_tracker

    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as nowhere:
            os.dup2(nowhere.fileno(), 2)
            resource_tracker.ensure_running()
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def review_in_processes(
    record: MatchRecord,
    seats: tuple[int, ...] | None,
    options: Options,
    jobs: int,
    progress: Callable[[int, int], None] | None = None,
    tick: Callable[[], None] | None = None,
) -> Review:
    """The review of every hand, whole hands shared among ``jobs`` processes (the spawn
    start method: nothing of this process but the arguments reaches them), combined with
    :meth:`~drawgame.ai.review.Review.combine`. ``progress(done, total)`` counts decisions
    as the workers judge them; ``tick()`` is called a few times a second meanwhile.
    :class:`ReviewFailed` if a worker fails or dies; on any exception (Ctrl+C too) the
    workers are ended before it propagates."""
    import multiprocessing

    from drawgame.ai.review import Review, decision_count

    numbers = list(range(1, len(record.hands) + 1))
    # The longest hands first, so that the last one to finish is short.
    numbers.sort(key=lambda n: -decision_count(record, seats, [n]))
    total = decision_count(record, seats)
    workers = max(1, min(jobs, len(numbers)))
    context = multiprocessing.get_context("spawn")
    with _safe_path():  # the queues' lock starts multiprocessing's resource tracker
        _start_quiet_tracker()
        tasks: Queue[int | None] = context.Queue()
        results: Queue[Message] = context.Queue()
    for number in numbers:
        tasks.put(number)
    for _ in range(workers):
        tasks.put(None)
    processes = [
        context.Process(
            target=_work,
            args=(record, seats, options, tasks, results),
            name=f"drawgame-review-{k + 1}",
            daemon=True,
        )
        for k in range(workers)
    ]
    parts: dict[int, Review] = {}
    done = 0
    finished = False
    if progress is not None:
        progress(0, total)
    try:
        with _safe_path():
            for process in processes:
                process.start()
        while len(parts) < len(numbers):
            try:
                kind, number, payload = results.get(timeout=0.2)
            except queue.Empty:
                stopped = [p for p in processes if p.exitcode not in (None, 0)]
                if stopped:
                    code = stopped[0].exitcode
                    raise ReviewFailed(f"a review process stopped (exit status {code})") from None
                if all(p.exitcode == 0 for p in processes):
                    # All gone: what they sent was flushed before they ended; once that is
                    # read and a hand is still missing, it is lost.
                    if finished:
                        raise ReviewFailed("a review process ended without its hand") from None
                    finished = True
                if tick is not None:
                    tick()
                continue
            if kind == "error":
                raise ReviewFailed(f"reviewing hand {number} failed: {payload}")
            if kind == "done":
                assert isinstance(payload, Review)
                parts[number] = payload
            else:
                done = min(done + 1, total)
                if progress is not None:
                    progress(done, total)
    finally:
        for process in processes:
            if process.is_alive() and len(parts) < len(numbers):
                process.terminate()
        for process in processes:
            if process.pid is not None:
                process.join(5)
        tasks.cancel_join_thread()
    if progress is not None:
        progress(total, total)
    return Review.combine(list(parts.values()))


# -- the command --------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        record = read_file(args.file)
        seat = _whole(args.seat, "--seat", 0, record.players - 1)
        budget = _whole(args.budget, "--budget", 1, 1_000_000)
        jobs = _whole(args.jobs, "--jobs", 1, MAX_JOBS) or 1
        out = None if args.annotate is None else check_output(args.annotate)
    except UsageError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    from drawgame.ai.review import DEFAULT_OPTIONS, Options, review_match

    options = DEFAULT_OPTIONS if budget is None else Options.for_budget(budget)
    seats = None if seat is None else (seat,)
    bar = ProgressBar(sys.stderr) if _wants_bar(sys.stderr, args.quiet) else None
    try:
        if jobs > 1 and len(record.hands) > 1:
            review = review_in_processes(
                record, seats, options, jobs, bar, None if bar is None else bar.tick
            )
        else:
            review = review_match(record, seats, options=options, progress=bar)
    except KeyboardInterrupt:
        return 130
    except ReviewFailed as error:
        if bar is not None:
            bar.clear()
            bar = None
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 1
    finally:
        if bar is not None:
            bar.clear()
    if args.json:
        print(json.dumps(review.to_dict(), ensure_ascii=False, allow_nan=False))
    else:
        print(_text(record, review))
    if out is not None:
        from drawgame.ai.annotate import annotate
        from drawgame.storage.atomic import write_atomic

        try:
            write_atomic(out, annotate(record, review).encode("utf-8"))
        except OSError as error:
            print(
                f"{PROG}: error: {out}: cannot write it ({error.strerror or error})",
                file=sys.stderr,
            )
            return 2
    return 0
