"""Building the parts of the game and wiring them: the Qt application, the window, and for
play the controller, the keeper of its matches and the notices the keeper needs said."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

import drawgame
from drawgame.resources import icon_paths
from drawgame.session.controller import GameController
from drawgame.storage.settings import Settings
from drawgame.ui.windows.main_window import MainWindow

if TYPE_CHECKING:
    from drawgame.session.keeper import MatchKeeper
    from drawgame.ui.windows.notices import Notices


def make_application() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName("Draw")
    app.setApplicationName("drawgame")
    app.setApplicationDisplayName("Draw")
    app.setApplicationVersion(drawgame.__version__)
    # Lets Wayland compositors and docks match the window to the installed .desktop file.
    QGuiApplication.setDesktopFileName(drawgame.APP_ID)
    app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """The packaged PNGs, one per size, so no SVG plugin is needed at run time."""
    icon = QIcon()
    for path in icon_paths():
        icon.addFile(str(path))
    return icon


def make_window(settings: Settings | None, lang: str | None) -> MainWindow:
    """A window that keeps nothing (the headless check)."""
    return MainWindow(settings, language=lang)


@dataclass
class Game:
    """The parts of a running game, wired together."""

    window: MainWindow
    keeper: MatchKeeper
    notices: Notices


def build_game(settings: Settings | None, lang: str | None, data_dir: Path | str | None) -> Game:
    """The controller, the keeper of its matches in ``data_dir`` (None: the user's data
    folder), the window showing them and the notices the keeper needs said."""
    # Here, not at the top: the headless check (make_window) keeps nothing.
    from drawgame.session.keeper import MatchKeeper
    from drawgame.ui.windows.notices import Notices

    controller = GameController()
    keeper = MatchKeeper(controller, data_dir)
    window = MainWindow(settings, language=lang, controller=controller, keeper=keeper)
    # The window owns them from here on: they go when it goes.
    controller.setParent(window)
    keeper.setParent(window)
    return Game(window, keeper, Notices(keeper, window))


def start_game(args: argparse.Namespace, settings: Settings | None = None) -> Game:
    """What ``drawgame`` does before its event loop runs (``args`` as app.parse_args gives
    them): the game built, its window shown on the screen it opens on, the saved match
    offered (asking first) or this one dealt, then a record opened or the first tip."""
    from drawgame.ui.dialogs.match_choices import load_setup

    game = build_game(settings, args.lang, args.data_dir)
    window = game.window
    # drawgame --bot-log: opened (and checked) by app.main before Qt started.
    window.controller.bot_log = getattr(args, "opened_bot_log", None)
    # The remembered choices (name, opponents, length, take-backs), the flags over them.
    setup = replace(load_setup(window.settings, args.opponents), seed=args.seed)
    if args.autoplay:
        from drawgame.ui.windows.autoplay import AutoPlayer

        AutoPlayer(window, args.autoplay)
    window.show()
    # The sounds come after the first frame (their engine and library are imported then).
    QTimer.singleShot(250, window, window.attach_sound)
    # Resumes an unfinished match (asking first), else starts this one.
    game.keeper.start(setup, ask=not args.autoplay)
    if args.file is not None:
        window.records.open_file(args.file)  # a bad file: one sentence, and play goes on
    elif not args.autoplay and QApplication.activeModalWidget() is None:
        window.offer_first_tip()  # only ever once, and never over the resume question
    return game
