"""Running a fresh Python in a child process, as the tests of the command lines do."""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import subprocess
import sys
import time
from collections.abc import Callable

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run_python(
    *args: str,
    cwd: pathlib.Path = ROOT,
    env: dict[str, str] | None = None,
    timeout: float = 30,
) -> subprocess.CompletedProcess[str]:
    """``python args`` (in the project's folder unless told), its output captured as text;
    the exit status is the caller's to check."""
    return subprocess.run(
        [sys.executable, *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def wait_until(condition: Callable[[], bool], timeout: float, every: float = 0.02) -> bool:
    """Whether ``condition()`` came true within ``timeout`` seconds, asked ``every`` seconds:
    for what a test waits on outside Qt's event loop (qtbot.waitUntil's job inside it),
    such as a process the kernel has yet to reap."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() >= deadline:
            return False
        time.sleep(every)
    return True


def start_arena(bots: str, environment: dict[str, str]) -> subprocess.Popen[bytes]:
    """``drawgame-arena --bots BOTS`` for one match (seed 1, ``--json``) in ``environment``,
    its stdout and stderr piped: for what must happen once the arena ends."""
    return subprocess.Popen(
        [sys.executable, "-m", "drawgame.arena", "--bots", bots]
        + ["--matches", "1", "--seed", "1", "--json"],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def processes_with(needle: bytes, part: str = "environ") -> list[int]:
    """The processes (other than this one) whose ``/proc/<pid>/<part>`` (``environ`` or
    ``cmdline``) holds ``needle``: how a test finds what a bot started, in whatever
    session, group or PID namespace it hid (Linux)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            with contextlib.suppress(OSError), open(f"/proc/{entry}/{part}", "rb") as data:
                if needle in data.read():
                    found.append(int(entry))
    return found


def screen_env(tmp_path: pathlib.Path, size: tuple[int, int]) -> dict[str, str]:
    """The environment of a child whose offscreen screen is ``size`` (96 dpi) and whose
    home, configuration and data folders are its own, under ``tmp_path``."""
    config = tmp_path / f"screen-{size[0]}x{size[1]}.json"
    screen = {"name": "S", "x": 0, "y": 0, "width": size[0], "height": size[1]}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config.write_text(json.dumps({"screens": [screen]}))
    return {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "HOME": str(tmp_path / "home"),
        "XDG_CONFIG_HOME": str(tmp_path / "home" / "config"),
        "XDG_DATA_HOME": str(tmp_path / "home" / "data"),
    }
