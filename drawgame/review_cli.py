"""``drawgame review FILE [--seat N] [--json]``: review a match record without a window.

It prints, for every decision of the reviewed seat (every seat without ``--seat``), the
action played, the best action found from what that seat could know at that moment, the
expected points lost and a label; then what each seat lost in each hand. With ``--json``
it prints one JSON document instead (see :meth:`drawgame.ai.review.Review.to_dict`).
A missing, unreadable or broken file, or a wrong ``--seat``, gives one line on stderr and
exit status 2. Nothing here imports Qt.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from collections.abc import Sequence
from typing import NoReturn

from drawgame.engine.record import MAX_RECORD_CHARS, MatchRecord, RecordError, read_record

PROG = "drawgame review"
#: Bytes read at most: a record is UTF-8, at most 4 bytes a character.
MAX_FILE_BYTES = 4 * MAX_RECORD_CHARS


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
    parser.add_argument("file", metavar="FILE", help="a match record (see the README)")
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
    return parser


def read_file(path: str, *, check_seals: bool = True) -> MatchRecord:
    """Read a record from a regular file; :class:`UsageError` (one line) otherwise
    (``check_seals``: see :func:`~drawgame.engine.record_reader.read_record`)."""
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
    try:
        return read_record(data, check_seals=check_seals)
    except RecordError as error:
        raise UsageError(f"{path}: {error}") from None


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


def _text(record: MatchRecord, review: object) -> str:
    from drawgame.ai.review import Label, Review

    assert isinstance(review, Review)
    names = [seat.name for seat in record.seats]
    lines = []
    for d in review.decisions:
        head = f"Hand {d.hand}, turn {d.turn}, {names[d.seat]}: {d.played}"
        if d.label is Label.BEST:
            lines.append(f"{head} ({d.reason.value})")
        else:
            lines.append(f"{head}; best {d.best}; lost {d.loss:.1f} points ({d.label.value})")
    lines.append("")
    for summary in review.summaries:
        if not summary.decisions:
            continue
        items = "; ".join(
            f"{item.loss:.1f} by {item.reason.value.replace('_', ' ')} at "
            + (
                f"turn {item.turns[0]}"
                if len(item.turns) == 1
                else f"turns {item.turns[0]}-{item.turns[-1]}"
            )
            for item in summary.items
        )
        lines.append(
            f"Hand {summary.hand}, {names[summary.seat]}: lost about {summary.loss:.1f} points"
            f" in {summary.decisions} decisions" + (f": {items}" if items else "")
        )
    scores = ", ".join(f"{n} {s}" for n, s in zip(names, review.scores, strict=True))
    lines.append(f"Scores: {scores}")
    lines.append(
        "Points are net hand points (your gain minus your opponents' average), judged from "
        "what each seat could know at the time, not from the face-up tiles."
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        record = read_file(args.file)
        seat = _whole(args.seat, "--seat", 0, record.players - 1)
        budget = _whole(args.budget, "--budget", 1, 1_000_000)
    except UsageError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    from drawgame.ai.review import DEFAULT_OPTIONS, Options, review_match

    try:
        review = review_match(
            record,
            None if seat is None else [seat],
            options=DEFAULT_OPTIONS if budget is None else Options.for_budget(budget),
        )
    except KeyboardInterrupt:
        return 130
    if args.json:
        print(json.dumps(review.to_dict(), ensure_ascii=False))
    else:
        print(_text(record, review))
    return 0
