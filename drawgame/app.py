"""``drawgame``: start the game window, or check headlessly that it can start.

Flags are parsed before anything imports Qt, so ``--version``, ``--help`` and wrong flags
work on a machine without a display (or without Qt's system libraries).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

import drawgame
from drawgame.languages import SOURCE, SYSTEM, codes


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line, not argparse's usage block: the message is what the user must fix.
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _data_dir(text: str) -> Path:
    # Path("") is the current folder: an empty name is a mistake, not a choice.
    if not text.strip():
        raise argparse.ArgumentTypeError("the folder name is empty")
    return Path(text)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = _Parser(
        prog="drawgame",
        description="Draw dominoes: play a match against one to three computer opponents.",
        epilog="drawgame review FILE [--seat N] [--json] [--jobs N] [--annotate OUT]: review "
        "a match record (drawgame review --help). drawgame verify FILE: check that every hand of a "
        "record was dealt as committed (drawgame verify --help).",
    )
    parser.add_argument("--version", action="version", version=f"drawgame {drawgame.__version__}")
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="shuffle with this seed (the same seed deals the same hands)",
    )
    parser.add_argument(
        "--opponents",
        type=int,
        choices=(1, 2, 3),
        default=None,
        help="start with this many opponents instead of the last choice",
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        default=None,
        help=f"language for this session: {', '.join(codes())} or {SYSTEM} (default: the "
        "remembered choice, else the system language)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="headless self-test: open the window offscreen, deal a seeded match, render "
        "the table, check the language's catalogue; print one line and exit 0 if all is well",
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        type=_data_dir,
        default=None,
        help="keep the saved match and the statistics in DIR instead of the user's data folder",
    )
    parser.add_argument(
        "--bot-log",
        metavar="FILE",
        default=None,
        help="append every view handed to a computer player, and the action it chose, to "
        "FILE (one JSON line per decision; a new or regular file), to check that no "
        "hidden tile ever reaches them",
    )
    parser.add_argument(
        "file",
        metavar="FILE",
        nargs="?",
        default=None,
        help="a match record to open in the review window at start",
    )
    # Test hook (the SIGKILL test): a built-in bot plays the player's seat.
    parser.add_argument("--autoplay", choices=("random", "greedy"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.lang is not None and args.lang not in (*codes(), SYSTEM):
        if args.check:
            parser.error(f"unknown language {args.lang!r}; choose one of: {', '.join(codes())}")
        print(
            f"drawgame: unknown language {args.lang!r} (choose one of: {', '.join(codes())});"
            " playing in English",
            file=sys.stderr,
        )
        args.lang = SOURCE
    return args


# -- shared set-up -------------------------------------------------------------------------


def _has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


# -- playing -------------------------------------------------------------------------------


def check_record_file(path: str) -> str | None:
    """Why the record ``drawgame FILE`` names cannot be opened, in one line for stderr
    (``None``: it can). The window says it again, in the player's language."""
    from .storage.records import RecordFileError, load_record_file

    try:
        load_record_file(path)
    except RecordFileError as error:
        why = {
            "missing": "no such file",
            "not_file": "not a regular file",
            "too_large": "too large to be a match record",
            "unreadable": f"cannot be read ({error.reason})",
            "newer": f"written by a newer version of the game ({error.reason})",
        }.get(error.kind)
        if why is None:
            where = "" if error.line is None else f"line {error.line}: "
            why = f"not a match record the game can read ({where}{error.reason})"
        return f"drawgame: {path}: {why}; the game starts without it"
    return None


def run(args: argparse.Namespace) -> int:
    headless = not _has_display() and "QT_QPA_PLATFORM" not in os.environ
    if sys.platform.startswith("linux") and headless:
        # Qt would abort with a core dump and a page of plugin advice; say it in one line.
        print(
            "drawgame: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); "
            "run it in a desktop session, or try `drawgame --check` for a headless test",
            file=sys.stderr,
        )
        return 1
    if args.file is not None:
        problem = check_record_file(args.file)
        if problem is not None:
            print(problem, file=sys.stderr)
    from .quick_start import (
        hold_collection,
        keep_dataclass_code,
        release_collection,
        reuse_dataclass_code,
        skip_feature_scan,
    )

    hold_collection()  # until the window is up
    reuse_dataclass_code()  # the classes' methods compiled at the last start
    try:
        from .qt_free import import_qt_free

        import_qt_free()  # before PySide6, whose import hook reads each module imported after it
        skip_feature_scan()  # and that hook need not read any
        from .ui.windows.assembly import make_application, start_game

        # A computer player that fails is logged (with its traceback) and the match goes on.
        logging.basicConfig(level=logging.WARNING, format="drawgame: %(levelname)s: %(message)s")
        app = make_application()
        game = start_game(args)
    finally:
        keep_dataclass_code()
        release_collection()
    try:
        return app.exec()
    finally:
        del game  # the window and its parts lived as long as the event loop
        if args.opened_bot_log is not None:
            args.opened_bot_log.close()


def main(argv: Sequence[str] | None = None) -> int:
    if sys.stdout is None:  # a Windows GUI launch has no console: let --help print nowhere
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    arguments = sys.argv[1:] if argv is None else list(argv)
    if arguments[:1] == ["--bot-child"]:
        # The frozen game started as its own thinking process (drawgame.remote.process).
        from .remote.child import main as child_main

        return child_main(arguments[1:])
    if arguments[:1] == ["review"]:  # drawgame review FILE: headless, no Qt (review_cli.py)
        from .review_cli import main as review_main

        return review_main(arguments[1:])
    if arguments[:1] == ["verify"]:  # drawgame verify FILE: headless, no Qt (verify_cli.py)
        from .verify_cli import main as verify_main

        return verify_main(arguments[1:])
    for tool in ("review", "verify"):
        # "drawgame --lang id verify FILE": the tool's name must come first (the terminal
        # tools take no game options), else argparse read it as the record to open.
        if tool in arguments[1:] and arguments[0].startswith("-") and not Path(tool).exists():
            print(
                f"drawgame: error: {tool!r} comes first: drawgame {tool} FILE ... "
                "(see drawgame --help)",
                file=sys.stderr,
            )
            return 2
    args = parse_args(arguments)
    args.opened_bot_log = None
    if args.bot_log is not None:
        from .session.bot_log import BotLog, BotLogError

        try:
            args.opened_bot_log = BotLog.open(args.bot_log)
        except BotLogError as error:
            print(f"drawgame: error: {error}", file=sys.stderr)
            return 2
    if args.check:
        from .selfcheck import check

        return check(args)
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
