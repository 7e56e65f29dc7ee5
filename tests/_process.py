"""Running a fresh Python in a child process, as the tests of the command lines do."""

from __future__ import annotations

import pathlib
import subprocess
import sys

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
