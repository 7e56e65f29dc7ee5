"""The ``drawgame-arena`` command (also ``python -m drawgame.arena``)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from drawgame.ai import BOTS

from .loading import ArenaError
from .play import ON_ERROR, BotFailure, RecordsFailed, run_arena
from .seeding import MAX_SEED_FILE_BYTES, ArenaSeed

__all__ = ["build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One clear line, no usage dump (issue 2: wrong flags give a one-line message).
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _number(
    text: str, kind: type[int] | type[float], fits: Callable[[float], bool], why: str
) -> Any:
    """``text`` as a ``kind`` for which ``fits`` holds, else one line saying ``why``."""
    try:
        value = kind(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{why}, not {text!r}") from None
    if not fits(value):
        raise argparse.ArgumentTypeError(f"{why}, not {text!r}")
    return value


def _positive_int(text: str) -> int:
    return int(_number(text, int, lambda n: n >= 1, "must be at least 1 (a whole number)"))


def _players(text: str) -> int:
    return int(_number(text, int, lambda n: 2 <= n <= 4, "Draw is played by 2, 3 or 4 players"))


def _seconds(text: str) -> float:
    return float(
        _number(
            text,
            float,
            lambda n: math.isfinite(n) and n > 0,
            "must be a positive number of seconds",
        )
    )


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
    seeds = parser.add_mutually_exclusive_group()
    seeds.add_argument(
        "--seed",
        type=int,
        default=None,
        help="same seed, same games; the number is public, a bot that guesses it can deal "
        "the hands (default: a fresh secret for each run, told at the end)",
    )
    seeds.add_argument(
        "--seed-file",
        metavar="FILE",
        default=None,
        help="same file, same games: its text (at most "
        f"{MAX_SEED_FILE_BYTES} bytes) is the secret the deals come from",
    )
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
    parser.add_argument(
        "--records",
        metavar="DIR",
        default=None,
        help="write one match record per finished match into DIR (made if need be): "
        "match-0001.txt, match-0002.txt...",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The ``drawgame-arena`` command: 0 on success, 1 if a bot stopped the run,
    2 for wrong arguments or a record that cannot be written (the report of the matches
    played is printed all the same)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.players is None and not 2 <= len(args.bots) <= 4:
        parser.error(f"--bots needs 2 to 4 bots, one per seat, not {len(args.bots)}")
    players: int = args.players if args.players is not None else len(args.bots)
    progress: bool = args.progress if args.progress is not None else sys.stderr.isatty()
    status = 0
    try:
        seed = ArenaSeed.file(args.seed_file) if args.seed_file is not None else args.seed
        report = run_arena(
            players,
            args.bots,
            args.matches,
            seed,
            on_error=args.on_error,
            move_timeout=args.move_timeout,
            progress=progress,
            records=args.records,
        )
    except RecordsFailed as failed:
        # The matches played are reported all the same; the failure is one line.
        sys.stderr.write(f"{parser.prog}: error: {failed}\n")
        report = failed.report
        status = 2
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
