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


#: Every file the start reads through linecache (inspect.getsource does), as JSON.
SOURCES_READ = """
import linecache
read = []
_original = linecache.updatecache
def _updatecache(filename, module_globals=None):
    read.append(filename)
    return _original(filename, module_globals)
linecache.updatecache = _updatecache
""" + START.replace(
    "print(json.dumps(sorted(sys.modules)))",
    "print(json.dumps(sorted(sys.modules)))\nprint(json.dumps(read))",
)


def _sources_read(tmp_path: Path, script: str) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", script, "--seed", "3", "--data-dir", str(tmp_path / "game")],
        cwd=ROOT,
        env=headless_env(
            QT_QPA_PLATFORM="offscreen",
            XDG_CONFIG_HOME=str(tmp_path / "config"),
            XDG_DATA_HOME=str(tmp_path / "data"),
        ),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return [name for name in json.loads(result.stdout.strip().splitlines()[-1]) if name]


def test_the_start_reads_no_modules_source_for_pyside6s_import_hook(tmp_path):
    # PySide6's __feature__ hook reads each module's source once PySide6 is imported
    # (drawgame/quick_start.py); the game answers it instead. Without the answer the same
    # start reads about a hundred files.
    read = _sources_read(tmp_path, SOURCES_READ)
    # None of the game's; a few while PySide6 itself is imported, before it can be answered.
    assert [name for name in read if Path(name).is_relative_to(ROOT)] == []
    assert len(read) < 5
    unanswered = SOURCES_READ.replace("skip_feature_scan()\n", "")
    assert unanswered != SOURCES_READ
    assert len(_sources_read(tmp_path, unanswered)) > 20


#: ``drawgame`` up to its event loop, which only says whether the collector runs.
COLLECTOR_AT_THE_LOOP = """
import gc, json, os, sys
from PySide6.QtWidgets import QApplication
from drawgame.app import main

def loop(_app):
    print(json.dumps({"collecting": gc.isenabled(), "frozen": gc.get_freeze_count()}), flush=True)
    os._exit(0)  # the bots' thread is running: nothing more to see

QApplication.exec = loop
sys.exit(main(sys.argv[1:]))
"""


def test_the_collector_runs_again_once_the_window_is_up(tmp_path):
    # Start-up holds the cyclic collector (drawgame/quick_start.py); a game that forgot to
    # start it again would grow for as long as it is played.
    result = subprocess.run(
        [sys.executable, "-c", COLLECTOR_AT_THE_LOOP, "--seed", "3"],
        cwd=ROOT,
        env=headless_env(
            QT_QPA_PLATFORM="offscreen",
            XDG_CONFIG_HOME=str(tmp_path / "config"),
            XDG_DATA_HOME=str(tmp_path / "data"),
            XDG_STATE_HOME=str(tmp_path / "state"),
        ),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout.strip().splitlines()[-1])
    assert state["collecting"] is True
    # What start-up made is left out of later collections (gc.freeze).
    assert state["frozen"] > 10_000
