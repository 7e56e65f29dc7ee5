"""Quick to open (issue 23, item 1): what the first frame does not need is imported on first
use, not at start-up. The window is built as ``drawgame`` builds it, in another process, and
its modules are listed: behaviour, not timing (the timings are in benchmarks/)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .test_app import ROOT, headless_env

pytestmark = pytest.mark.slow  # starts the app's window in another process

#: Built as app.run does (make_application, then start_game), shown, painted once.
START = """
import json, sys
from drawgame.app import parse_args
from drawgame.qt_free import import_qt_free
import_qt_free()
from drawgame.quick_start import skip_feature_scan
skip_feature_scan()
from drawgame.ui.windows.assembly import make_application, start_game
app = make_application()
game = start_game(parse_args(sys.argv[1:]))
app.processEvents()
game.window.grab()
print(json.dumps(sorted(sys.modules)))
game.window.close()
"""

#: The headless check (``drawgame --check``, which bench_startup.py times): the window
#: alone, without the keeper of its matches.
CHECK = """
import json, sys
from drawgame.selfcheck import _check
_check("en", 3)
print(json.dumps(sorted(sys.modules)))
"""

#: Not needed for the first frame: each comes when first used.
LATER = (
    "drawgame.ui.review.review_window",
    "drawgame.ui.review.records_ui",
    "drawgame.ui.dialogs.rules_dialog",
    "drawgame.ui.dialogs.stats_dialog",
    "drawgame.ai.hard",
    "drawgame.ai.fastsim",
    "drawgame.ai.inference",
    "drawgame.ai.review",
    # The bot process's protocol and what it serves: at the first request to it.
    "drawgame.remote.process",
    "drawgame.remote.protocol",
    "drawgame.remote.child",
    "drawgame.session.bot_serving",
    # The hint and the tutor's words: at the first hint or warning.
    "drawgame.ai.hint",
    "drawgame.ui.words.hint_text",
    "drawgame.ui.words.tutor_text",
    # The hand's summary, the New match dialog, the match's end and --bot-log: when first
    # shown or opened.
    "drawgame.ui.panels.hand_summary",
    "drawgame.ui.dialogs.new_match_dialog",
    "drawgame.ui.dialogs.summary_dialogs",
    "drawgame.session.bot_log",
    # The coach's figures' rounding (ai.figures): with the first figure shown.
    "decimal",
    # The sounds: their engine after the first frame, their library on the engine's thread.
    "drawgame.ui.sound",
    "drawgame.ui.sound.engine",
    "miniaudio",
)
#: The keeper of the matches and what it says: built by the game, never by the check.
KEPT = (
    "drawgame.session.keeper",
    "drawgame.ui.windows.notices",
    "drawgame.storage.lockfile",
    "drawgame.storage.records",
    "drawgame.engine.record",
)


def started_modules(
    tmp_path: Path, *args: str, script: str = START, built: bool = True
) -> set[str]:
    env = headless_env(
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    result = subprocess.run(
        [sys.executable, "-c", script, "--seed", "3", "--data-dir", str(tmp_path / "game"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    modules = set(json.loads(result.stdout.strip().splitlines()[-1]))
    assert ("drawgame.ui.windows.main_window" in modules) is built  # the window, if built
    return modules


def test_the_first_window_imports_no_review_records_rules_statistics_or_hard_search(tmp_path):
    modules = started_modules(tmp_path)
    assert sorted(modules & set(LATER)) == []


def test_the_check_imports_neither_those_nor_the_keeper_of_the_matches(tmp_path):
    modules = started_modules(tmp_path, script=CHECK)
    assert sorted(modules & {*LATER, *KEPT}) == []


#: The widget classes PySide6 has made by the first frame (it makes a class when first
#: named, and every widget class to name the type of a widget Qt made itself).
WIDGET_CLASSES = START.replace(
    "print(json.dumps(sorted(sys.modules)))",
    "import PySide6.QtWidgets as widgets\n"
    "print(json.dumps(sorted(n for n in vars(widgets) if n.startswith('Q'))))",
)

#: Widget classes no part of the first frame is or names.
NEVER_SHOWN = ("QWizard", "QCalendarWidget", "QFileDialog", "QMdiArea", "QUndoView", "QDial")


def test_the_first_window_has_pyside6_make_no_widget_class_it_does_not_use(tmp_path):
    # A widget Qt made (a scroll area's own viewport) handed to Python has PySide6 make all
    # of its about 60 widget classes (40 M instructions, 3% of the start; issue 30).
    assert WIDGET_CLASSES != START
    made = started_modules(tmp_path, script=WIDGET_CLASSES, built=False)
    assert "QGraphicsView" in made  # the table's
    assert sorted(made & set(NEVER_SHOWN)) == []


#: What ``drawgame`` and ``--check`` import before PySide6 (drawgame.qt_free).
QT_FREE = """
import json, sys
from drawgame.qt_free import import_qt_free
import_qt_free()
print(json.dumps(sorted(sys.modules)))
"""


def test_what_comes_before_pyside6_needs_no_qt_and_is_all_for_the_first_frame(tmp_path):
    before = started_modules(tmp_path, script=QT_FREE, built=False)
    assert sorted(name for name in before if name.startswith(("PySide6", "shiboken6"))) == []
    ours = {name for name in before if name.startswith("drawgame")} - {"drawgame.qt_free"}
    # The window built without them first imports every one of them anyway.
    plain = START.replace("from drawgame.qt_free import import_qt_free\nimport_qt_free()\n", "")
    assert plain != START
    assert sorted(ours - started_modules(tmp_path, script=plain)) == []


@pytest.mark.parametrize(
    ("script", "says"),
    [
        ("bare_window.py", "bare window 1280x800 rendered"),
        ("plain_window.py", "plain window 1280x800 rendered"),
        ("table_alone.py", "table alone 1280x800 rendered"),
    ],
)
def test_the_start_up_benchmarks_yardsticks_still_open_and_paint(tmp_path, script, says):
    # bench_startup.py times the game against these; one that no longer runs (the table's
    # API moved on) would stop the benchmark, which no other test runs.
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), "--check"],
        cwd=tmp_path,
        env=headless_env(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path)),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert says in result.stdout
    assert re.search(r"first frame \d+ ms after start", result.stdout)
