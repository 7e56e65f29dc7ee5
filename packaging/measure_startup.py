"""Time the app from start to its first frame, headless: the median of several runs.

    python packaging/measure_startup.py [--runs 15] [COMMAND ...]

COMMAND defaults to the frozen bundle, ``dist/drawgame/drawgame``. Each run is ``COMMAND
--check`` under the offscreen platform. Two figures per run:

- first frame: what ``--check`` reports, from the process's start (the kernel's start
  time, 10 ms ticks) to the main window and the dealt table grabbed into an image;
- whole run: the wall time until the process has exited, as a user's shell would see it.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST_FRAME = re.compile(r"first frame (\d+) ms")


def run_once(command: list[str]) -> tuple[float, float]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    started = time.perf_counter()
    result = subprocess.run([*command, "--check"], env=env, capture_output=True, text=True)
    wall = (time.perf_counter() - started) * 1000
    found = FIRST_FRAME.search(result.stdout)
    if result.returncode != 0 or found is None:
        sys.exit(f"measure: the check failed:\n{result.stdout}{result.stderr}")
    return float(found.group(1)), wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("command", nargs=argparse.REMAINDER, help="default: the bundle")
    args = parser.parse_args(argv)
    args.command = args.command or [str(ROOT / "dist" / "drawgame" / "drawgame")]
    run_once(args.command)  # warm the page cache: a player's second start, not a cold disk
    frames, walls = zip(*(run_once(args.command) for _ in range(args.runs)), strict=True)
    print(
        f"{args.runs} runs of {' '.join(args.command)} --check: first frame median "
        f"{statistics.median(frames):.0f} ms (min {min(frames):.0f}, max {max(frames):.0f}); "
        f"whole run median {statistics.median(walls):.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
