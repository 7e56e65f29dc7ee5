"""``drawgame FILE``: a record given on the command line opens in the review window at
start; a bad one is one line on stderr (and one sentence in the window), and the game
starts as usual."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawgame.app import check_record_file, parse_args

pytestmark = pytest.mark.slow  # starts the app in another process

ROOT = Path(__file__).resolve().parents[1]
BROKEN = "Draw match record 1\nSeat 0: You\nSeat 1: Bot 1 (greedy\n"


def test_the_file_is_an_optional_argument():
    assert parse_args([]).file is None
    assert parse_args(["--seed", "3", "match.txt"]).file == "match.txt"


def test_a_bad_record_is_one_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(BROKEN, encoding="utf-8")
    line = check_record_file(str(bad))
    assert line is not None and "\n" not in line
    assert line.startswith(f"drawgame: {bad}: not a match record the game can read (line 3: ")
    assert line.endswith("; the game starts without it")
    assert "no such file" in (check_record_file(str(tmp_path / "none.txt")) or "")
    assert "not a regular file" in (check_record_file(str(tmp_path)) or "")
    newer = tmp_path / "newer.txt"
    newer.write_text(BROKEN.replace("record 1", "record 3"), encoding="utf-8")
    said = check_record_file(str(newer)) or ""
    assert "written by a newer version of the game" in said and "(line" not in said


def test_the_game_starts_with_a_bad_record_and_says_why_once(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(BROKEN, encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "share"),
    }
    command = [sys.executable, "-m", "drawgame", "--data-dir", str(tmp_path / "data"), str(bad)]
    game = subprocess.Popen(
        command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        # Still running after a while: the game started instead of stopping at the file.
        with contextlib.suppress(subprocess.TimeoutExpired):
            game.wait(timeout=8)
        running = game.poll() is None
    finally:
        game.kill()
        _, err = game.communicate(timeout=30)
    assert running, err
    assert "Traceback" not in err
    said = [line for line in err.splitlines() if str(bad) in line]
    assert len(said) == 1 and "line 3" in said[0]
