"""Wrong command-line flags and garbage in the settings file give a clear message or the
default, never a traceback (issue 7)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from drawgame.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "flags",
    [
        ["--seed", "abc"],
        ["--seed"],
        ["--opponents", "7"],
        ["--opponents", "two"],
        ["--no-such-flag"],
        ["--data-dir"],
        ["--autoplay", "nobody"],
    ],
)
def test_wrong_flags_get_a_one_line_message(flags: list[str]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "drawgame", *flags],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines and "error:" in lines[-1]


def test_the_test_hook_is_not_advertised() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "drawgame", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert result.returncode == 0
    assert "--data-dir" in result.stdout and "--autoplay" not in result.stdout


GARBAGE = """\
[ui]
language=@ByteArray(\\xff\\xfe)
[view]
speed=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x0fQStringList\\0\\0\\0\\0\\x01)
geometry=garbage
[match]
opponents=99999999999999999999999
strength1=@Invalid()
name=@ByteArray(\\xff)
"""


def garbage_settings(tmp_path: Path) -> QSettings:
    path = tmp_path / "settings.ini"
    path.write_text(GARBAGE)
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_garbage_in_the_settings_file_gives_the_defaults(qtbot, tmp_path) -> None:
    window = MainWindow(garbage_settings(tmp_path))
    qtbot.addWidget(window)
    assert window.actions_.speeds["normal"].isChecked()
    assert (window.width(), window.height()) == (1280, 800)
    # And the window remembers good values over the garbage.
    window.close()
    assert garbage_settings(tmp_path).value("view/speed") == "normal"


def test_garbage_in_the_remembered_set_up_gives_the_defaults(qtbot, tmp_path) -> None:
    from drawgame.ui.new_match_dialog import load_setup

    setup = load_setup(garbage_settings(tmp_path))
    assert setup.opponents == ("medium",) and setup.player_name == ""
