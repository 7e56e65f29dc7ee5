"""``drawgame``: start the game window, or check headlessly that it can start.

Flags are parsed before anything imports Qt, so ``--version``, ``--help`` and wrong flags
work on a machine without a display (or without Qt's system libraries).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import drawgame

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QIcon, QImage
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow

#: The freedesktop id: the .desktop file, the AppStream component and the icon name.
APP_ID = "io.github.drawgame.Draw"
LANGUAGES = ("en", "tr", "id")
LANGUAGE_NAMES = {"en": "English", "tr": "Turkish", "id": "Indonesian"}
#: The seed of the match ``--check`` deals, so every check renders the same table.
CHECK_SEED = 20240607
#: (context, source text) probes: when the catalogue loaded, Qt returns another text.
OUR_PROBE = ("MainWindow", "&Game")
#: Qt's standard buttons: from qtbase_tr in Turkish, from our catalogue in Indonesian.
BUTTON_PROBE = ("QPlatformTheme", "Cancel")
#: Only in Qt's own catalogue: proves qtbase_tr loaded.
QT_PROBE = ("QShortcut", "Space")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line, not argparse's usage block: the message is what the user must fix.
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = _Parser(
        prog="drawgame",
        description="Draw dominoes: play a match against one to three computer opponents.",
        epilog="drawgame review FILE [--seat N] [--json]: review a match record "
        "(drawgame review --help).",
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
        type=Path,
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


def make_window(settings: QSettings | None, lang: str | None) -> MainWindow:
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


# -- the headless check --------------------------------------------------------------------


class CheckFailed(Exception):
    """Something a player would miss: the message says what and where."""


def _process_age_ms() -> float | None:
    """Milliseconds since this process started (Linux, to 10 ms), else None."""
    try:
        stat = Path("/proc/self/stat").read_text()
        # Field 22 (after the parenthesised command name): start time in clock ticks.
        ticks = int(stat.rsplit(")", 1)[1].split()[19])
        started = ticks / os.sysconf("SC_CLK_TCK")
        return (time.clock_gettime(time.CLOCK_BOOTTIME) - started) * 1000
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _is_blank(image: QImage) -> bool:
    """True when a grid of samples finds (almost) one colour: nothing was drawn."""
    if image.isNull() or image.width() < 100 or image.height() < 100:
        return True
    colours = {
        image.pixel(x * image.width() // 48, y * image.height() // 48)
        for x in range(48)
        for y in range(48)
    }
    return len(colours) < 8


def _check_catalogues(lang: str) -> list[str]:
    """The catalogue files ``lang`` needs, or CheckFailed naming the missing one."""
    from PySide6.QtCore import QTranslator

    from .resources import catalogue_path, qt_catalogue_dirs, qt_catalogue_path

    if lang == "en":
        return []
    name = LANGUAGE_NAMES[lang]
    ours = catalogue_path(lang)
    if ours is None:
        folder = Path(drawgame.__file__).parent / "translations"
        raise CheckFailed(f"the {name} catalogue drawgame_{lang}.qm is not in {folder}")
    translator = QTranslator()
    if not translator.load(str(ours)):
        raise CheckFailed(f"the {name} catalogue {ours} is not a catalogue Qt can read")
    if translator.isEmpty():
        raise CheckFailed(f"the {name} catalogue {ours} is empty: nothing is translated yet")
    found = [ours.name]
    if lang == "tr":  # Qt ships no Indonesian; ours carries those strings (issue 5)
        qt = qt_catalogue_path(lang)
        if qt is None:
            dirs = ", ".join(str(d) for d in qt_catalogue_dirs())
            raise CheckFailed(f"Qt's {name} catalogue qtbase_{lang}.qm is in none of: {dirs}")
        found.append(qt.name)
    return found


def _quiet_offscreen(_kind: object, _context: object, message: str) -> None:
    # The offscreen platform's one known complaint says nothing about the game.
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def check(args: argparse.Namespace) -> int:
    lang = "en" if args.lang in (None, "system") else args.lang
    try:
        line = _check(lang, args.seed if args.seed is not None else CHECK_SEED)
    except CheckFailed as failure:
        print(f"check failed: {failure}", file=sys.stderr)
        return 1
    print(f"check ok: {line}", flush=True)
    return 0


@contextlib.contextmanager
def _private_folders() -> Iterator[Path]:
    """A throw-away home for everything the window may read or write (settings, saves,
    statistics), so a check neither sees nor changes the player's."""
    names = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")
    before = {name: os.environ.get(name) for name in names}
    with tempfile.TemporaryDirectory(prefix="drawgame-check-") as folder:
        for name in names:
            os.environ[name] = str(Path(folder) / name.lower())
        try:
            yield Path(folder)
        finally:
            for name, value in before.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def _check(lang: str, seed: int) -> str:
    # Before Qt is imported: the check is headless unless a platform is asked for.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    files = _check_catalogues(lang)
    from PySide6.QtCore import QCoreApplication, QSettings, qInstallMessageHandler

    from .ui.controller import MatchSetup

    qInstallMessageHandler(_quiet_offscreen)
    with _private_folders() as folder:
        app = make_application()
        icon_sizes = app.windowIcon().availableSizes()
        if not icon_sizes:
            raise CheckFailed("no application icon: drawgame/icons/drawgame-*.png are missing")
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        window = make_window(settings, lang)
        try:
            window.controller.move_delay_ms = 10**8  # the computer seats hold still
            window.start_match(MatchSetup("", ("medium",), seed))
            window.show()
            app.processEvents()
            frame = window.grab().toImage()
            table = window.table.grab().toImage()
            age = _process_age_ms()
            if window.windowIcon().isNull():
                raise CheckFailed("the window has no icon")
            if _is_blank(table):
                raise CheckFailed(f"the table rendered blank ({table.width()}x{table.height()})")
            if lang != "en":
                _check_translated(lang, window.game_menu.title(), QCoreApplication.translate)
        finally:
            window.close()
            del window
            app.processEvents()
    timing = f", first frame {age:.0f} ms after start" if age is not None else ""
    catalogues = f" ({', '.join(files)})" if files else ""
    return (
        f"drawgame {drawgame.__version__}, lang {lang}{catalogues}, "
        f"icon {len(icon_sizes)} sizes, table {frame.width()}x{frame.height()} rendered"
        f"{timing}"
    )


def _check_translated(lang: str, game_menu_title: str, translate: object) -> None:
    name = LANGUAGE_NAMES[lang]
    if game_menu_title == OUR_PROBE[1]:
        raise CheckFailed(
            f"the {name} catalogue did not load: the Game menu still reads {game_menu_title!r}"
        )
    assert callable(translate)
    if lang == "tr" and translate(*QT_PROBE) == QT_PROBE[1]:
        raise CheckFailed(f"Qt's {name} catalogue qtbase_{lang}.qm did not load")
    cancel = translate(*BUTTON_PROBE)
    if cancel == BUTTON_PROBE[1]:
        raise CheckFailed(f"Qt's standard buttons are not in {name}: Cancel reads {cancel!r}")


def main(argv: Sequence[str] | None = None) -> int:
    if sys.stdout is None:  # a Windows GUI launch has no console: let --help print nowhere
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    arguments = sys.argv[1:] if argv is None else list(argv)
    if arguments[:1] == ["review"]:  # drawgame review FILE: headless, no Qt (review_cli.py)
        from .review_cli import main as review_main

        return review_main(arguments[1:])
    args = parse_args(arguments)
    return check(args) if args.check else run(args)


if __name__ == "__main__":
    sys.exit(main())
