"""``drawgame --check``: a headless self-test. It opens the window offscreen in a
throw-away home, deals a seeded match, renders the table, checks the icon and the
language's catalogues and rule text, and prints one line (exit 0) or says what is wrong (exit 1).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import drawgame

from .languages import SOURCE, SYSTEM, language

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

# The seed of the match ``--check`` deals, so every check renders the same table.
CHECK_SEED = 20240607
# (context, source text) probes: when the catalogue loaded, Qt returns another text.
OUR_PROBE = ("Menus", "&Game")
# Qt's standard buttons: from qtbase_tr in Turkish, from our catalogue in Indonesian.
BUTTON_PROBE = ("QPlatformTheme", "Cancel")
# Only in Qt's own catalogue: proves qtbase_tr loaded.
QT_PROBE = ("QShortcut", "Space")


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

    if lang == SOURCE:
        return []
    entry = language(lang)
    name = entry.english_name
    ours = catalogue_path(lang)
    if ours is None:
        folder = Path(drawgame.__file__).parent / "translations"
        raise CheckFailed(f"the {name} catalogue {entry.catalogue}.qm is not in {folder}")
    translator = QTranslator()
    if not translator.load(str(ours)):
        raise CheckFailed(f"the {name} catalogue {ours} is not a catalogue Qt can read")
    if translator.isEmpty():
        raise CheckFailed(f"the {name} catalogue {ours} is empty: nothing is translated yet")
    found = [ours.name]
    # Qt ships no Indonesian: ours carries those strings (issue 5).
    for qt_name in entry.qt_catalogues:
        qt = qt_catalogue_path(qt_name)
        if qt is None:
            dirs = ", ".join(str(d) for d in qt_catalogue_dirs())
            raise CheckFailed(f"Qt's {name} catalogue {qt_name}.qm is in none of: {dirs}")
        found.append(qt.name)
    return found


def _check_rule_text(lang: str) -> None:
    """The rule text the Rules window shows first in ``lang`` is packaged (drawgame/rules/)."""
    from . import rules

    code = rules.original_for(lang)
    try:
        text = rules.rule_text(code)
    except (OSError, UnicodeDecodeError) as error:
        raise CheckFailed(f"the rule text {rules.file_of(code)} is not readable: {error}") from None
    if not text.strip():
        raise CheckFailed(f"the rule text {rules.file_of(code)} is empty")


def _quiet_offscreen(_kind: object, _context: object, message: str) -> None:
    # The offscreen platform's one known complaint says nothing about the game.
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def check(args: argparse.Namespace) -> int:
    lang = SOURCE if args.lang in (None, SYSTEM) else args.lang
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
    from .quick_start import (
        hold_collection,
        keep_dataclass_code,
        release_collection,
        reuse_dataclass_code,
    )

    hold_collection()  # until the first frame, as drawgame does
    reuse_dataclass_code()  # and the classes' methods compiled at the last start
    try:
        return _check_held(lang, seed)
    finally:
        keep_dataclass_code()
        release_collection()


def _check_held(lang: str, seed: int) -> str:
    from .qt_free import import_qt_free
    from .quick_start import skip_feature_scan

    import_qt_free()  # before PySide6, whose import hook reads each module imported after it
    skip_feature_scan()  # and that hook need not read any
    files = _check_catalogues(lang)
    _check_rule_text(lang)
    from PySide6.QtCore import QCoreApplication, qInstallMessageHandler

    from .ai import DEFAULT_LEVEL
    from .session.controller import MatchSetup
    from .storage.settings import Settings
    from .ui.windows.assembly import make_application, make_window

    qInstallMessageHandler(_quiet_offscreen)
    with _private_folders() as folder:
        app = make_application()
        icon_sizes = app.windowIcon().availableSizes()
        if not icon_sizes:
            raise CheckFailed("no application icon: drawgame/icons/drawgame-*.png are missing")
        settings = Settings(folder / "settings.json")
        window = make_window(settings, lang)
        try:
            window.controller.move_delay_ms = 10**8  # the computer seats hold still
            window.start_match(MatchSetup("", (DEFAULT_LEVEL,), seed))
            window.show()
            app.processEvents()
            frame = window.grab().toImage()
            table = window.table.grab().toImage()
            age = _process_age_ms()
            if window.windowIcon().isNull():
                raise CheckFailed("the window has no icon")
            if _is_blank(table):
                raise CheckFailed(f"the table rendered blank ({table.width()}x{table.height()})")
            if lang != SOURCE:
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
    entry = language(lang)
    name = entry.english_name
    if game_menu_title == OUR_PROBE[1]:
        raise CheckFailed(
            f"the {name} catalogue did not load: the Game menu still reads {game_menu_title!r}"
        )
    assert callable(translate)
    if entry.qt_catalogue and translate(*QT_PROBE) == QT_PROBE[1]:
        raise CheckFailed(f"Qt's {name} catalogue {entry.qt_catalogues[0]}.qm did not load")
    cancel = translate(*BUTTON_PROBE)
    if cancel == BUTTON_PROBE[1]:
        raise CheckFailed(f"Qt's standard buttons are not in {name}: Cancel reads {cancel!r}")
