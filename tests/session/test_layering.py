"""The session layer is the match in play without widgets: it may use QtCore (signals,
timers, threads) but neither QtWidgets nor QtGui, and nothing of the ui, so a test or
another front end can drive a whole match through it."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from tests.test_code_quality import ROOT, imported_names

FORBIDDEN = ("PySide6.QtWidgets", "PySide6.QtGui", "drawgame.ui")


def test_the_session_imports_no_widgets_no_painting_and_no_ui() -> None:
    files = sorted((ROOT / "drawgame" / "session").rglob("*.py"))
    assert len(files) >= 5
    offenders = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in files
        for name in imported_names(path)
        if name.startswith(FORBIDDEN)
    ]
    assert offenders == []


@pytest.mark.slow  # starts a process
def test_a_match_is_played_with_the_session_alone(tmp_path: pathlib.Path) -> None:
    # In a fresh interpreter: loading the session and playing a hand through it loads no
    # QtWidgets or QtGui module.
    code = f"""
FORBIDDEN = {FORBIDDEN!r}
import random, sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from drawgame.session.controller import GameController, MatchSetup
c = GameController()
c.move_delay_ms = 0
c.auto_pass_delay_ms = 0
c.new_match(MatchSetup("", ("greedy",), 5))
rng = random.Random(5)
while c.match.hand.outcome is None:
    app.processEvents()
    if c.human_to_move():
        c.play(rng.choice(c.view.legal_actions))
c.shutdown()
loaded = [m for m in sys.modules if m.startswith(FORBIDDEN)]
print(loaded)
sys.exit(1 if loaded else 0)
"""
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
