"""The ``drawgame`` command: flags without a display, clear errors, and the headless check."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import drawgame
from drawgame.app import parse_args

pytestmark = pytest.mark.slow  # most tests start the app in another process

ROOT = Path(__file__).resolve().parents[1]


def headless_env(**extra: str) -> dict[str, str]:
    """The environment of a machine with no display at all."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    env.update(extra)
    return env


def drawgame_cmd(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None, code: str = ""):
    """Run ``drawgame ARGS`` from ``cwd``'s package, after the Python statement ``code``."""
    script = f"import sys; {code or 'pass'}; from drawgame.app import main; sys.exit(main())"
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=cwd,
        env=env if env is not None else headless_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )


# Qt may not even be importable: flags are parsed before any Qt import.
NO_QT = "sys.modules['PySide6'] = None"


def test_version_needs_no_display_and_no_qt() -> None:
    result = drawgame_cmd("--version", code=NO_QT)
    assert (result.returncode, result.stdout) == (0, f"drawgame {drawgame.__version__}\n")


def test_help_needs_no_display_and_lists_the_check() -> None:
    result = drawgame_cmd("--help", code=NO_QT)
    assert result.returncode == 0, result.stderr
    for flag in ("--check", "--lang", "--seed", "--opponents", "--version"):
        assert flag in result.stdout


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--opponents", "5"], "invalid choice: 5"),
        (["--seed", "many"], "invalid int value: 'many'"),
        (["--check", "--lang", "fr"], "unknown language 'fr'"),
        # Path("") would be the current folder, silently.
        (["--data-dir", ""], "argument --data-dir: the folder name is empty"),
        (["--data-dir="], "argument --data-dir: the folder name is empty"),
        (["--check", "--data-dir", " "], "argument --data-dir: the folder name is empty"),
        # Read as the record to open, then "unrecognized arguments: match.txt".
        (["--lang", "id", "verify", "match.txt"], "'verify' comes first: drawgame verify FILE"),
        (["--seed", "3", "review", "match.txt"], "'review' comes first: drawgame review FILE"),
    ],
)
def test_wrong_flags_get_one_clear_line_and_exit_2(args: list[str], says: str) -> None:
    result = drawgame_cmd(*args, code=NO_QT)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("drawgame: error: ") and says in result.stderr
    assert "drawgame --help" in result.stderr


def test_an_unknown_language_to_play_in_says_so_and_plays_in_english(capsys) -> None:
    assert parse_args(["--lang", "fr"]).lang == "en"
    assert "unknown language 'fr'" in capsys.readouterr().err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is an X11 idea")
def test_playing_without_a_display_explains_instead_of_crashing() -> None:
    result = drawgame_cmd()
    assert result.returncode == 1
    assert "no display" in result.stderr and "--check" in result.stderr
    assert "Traceback" not in result.stderr
