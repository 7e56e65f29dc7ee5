"""Quick to open (issue 23, item 1): what the first frame does not need is imported on first
use, not at start-up. The window is built as ``drawgame`` builds it, in another process, and
its modules are listed: behaviour, not timing (the timings are in benchmarks/)."""

from __future__ import annotations

import json
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
from drawgame.ui.windows.assembly import make_application, start_game
app = make_application()
game = start_game(parse_args(sys.argv[1:]))
app.processEvents()
game.window.grab()
print(json.dumps(sorted(sys.modules)))
game.window.close()
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
)


def started_modules(tmp_path: Path, *args: str) -> set[str]:
    env = headless_env(
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    result = subprocess.run(
        [sys.executable, "-c", START, "--seed", "3", "--data-dir", str(tmp_path / "game"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    modules = set(json.loads(result.stdout.strip().splitlines()[-1]))
    assert "drawgame.ui.windows.main_window" in modules  # the window was built here
    return modules


def test_the_first_window_imports_no_review_records_rules_statistics_or_hard_search(tmp_path):
    modules = started_modules(tmp_path)
    assert sorted(modules & set(LATER)) == []
