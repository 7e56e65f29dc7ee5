"""drawgame/quick_start.py: the start reads no module's source for PySide6's import hook,
and the cyclic collector runs again once the window is up. Behaviour, in another process
(the timings are in benchmarks/bench_startup.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .test_app import ROOT, headless_env
from .test_startup_imports import START

pytestmark = pytest.mark.slow  # starts the app's window in another process


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
