"""``drawgame``: start the game window, or check headlessly that it can start.

Flags are parsed before anything imports Qt, so ``--version``, ``--help`` and wrong flags
work on a machine without a display (or without Qt's system libraries).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import drawgame

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .storage.settings import Settings
    from .ui.main_window import MainWindow

#: The freedesktop id: the .desktop file, the AppStream component and the icon name.
APP_ID = "io.github.drawgame.Draw"
LANGUAGES = ("en", "tr", "id")
LANGUAGE_NAMES = {"en": "English", "tr": "Turkish", "id": "Indonesian"}


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
        help="language for this session: en, tr or id (default: the remembered choice, "
        "else the system language)",
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
    # Test hook (the SIGKILL test): a built-in bot plays the player's seat.
    parser.add_argument("--autoplay", choices=("random", "greedy"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.lang is not None and args.lang not in (*LANGUAGES, "system"):
        if args.check:
            parser.error(f"unknown language {args.lang!r}; choose one of: {', '.join(LANGUAGES)}")
        print(
            f"drawgame: unknown language {args.lang!r} (choose one of: {', '.join(LANGUAGES)});"
            " playing in English",
            file=sys.stderr,
        )
        args.lang = "en"
    return args


# -- shared set-up -------------------------------------------------------------------------


def _has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def make_application() -> QApplication:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName("Draw")
    app.setApplicationName("drawgame")
    app.setApplicationDisplayName("Draw")
    app.setApplicationVersion(drawgame.__version__)
    # Lets Wayland compositors and docks match the window to the installed .desktop file.
    QGuiApplication.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """The packaged PNGs, one per size, so no SVG plugin is needed at run time."""
    from PySide6.QtGui import QIcon

    from .resources import icon_paths

    icon = QIcon()
    for path in icon_paths():
        icon.addFile(str(path))
    return icon


def make_window(settings: Settings | None, lang: str | None) -> MainWindow:
    from .ui.main_window import MainWindow

    return MainWindow(settings, language=lang)


# -- playing -------------------------------------------------------------------------------


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
    app = make_application()
    from .ui.controller import MatchSetup
    from .ui.new_match_dialog import load_setup

    window = make_window(None, args.lang)
    setup = load_setup(window.settings)
    if args.opponents is not None:
        setup = MatchSetup(setup.player_name, (setup.opponents + ("medium",) * 3)[: args.opponents])
    from .ui.autosave import AutoSave

    autosave = AutoSave(window, args.data_dir)
    if args.autoplay:
        from .ui.autoplay import AutoPlayer

        AutoPlayer(window, args.autoplay)
    window.show()
    # Resumes an unfinished match (asking first), else starts this one.
    autosave.start(MatchSetup(setup.player_name, setup.opponents, args.seed), ask=not args.autoplay)
    return app.exec()


def main(argv: Sequence[str] | None = None) -> int:
    if sys.stdout is None:  # a Windows GUI launch has no console: let --help print nowhere
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.check:
        from .selfcheck import check

        return check(args)
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
