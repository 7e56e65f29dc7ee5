"""Running a fresh Python in a child process, as the tests of the command lines do."""

from __future__ import annotations

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
