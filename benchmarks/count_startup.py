"""Instructions to the first frame, the game's and a bare PySide6 window's, counted by
valgrind's callgrind: the same on a loaded machine as on a quiet one, where
bench_startup.py's milliseconds are not.

    python benchmarks/count_startup.py [--compare DIR ...]

Each program runs once under ``valgrind --tool=callgrind`` to the moment its first frame is
grabbed and stops there (``os._exit``, so the count leaves out closing down): the bare
window (``benchmarks/bare_window.py``) and ``drawgame --check`` from this checkout (and from
each ``--compare`` checkout: before and after). As a player's second start finds them: the
checkouts' bytecode compiled, ``PYTHONDONTWRITEBYTECODE`` out of the environment, one
``drawgame --check`` run first (it keeps what the next start reuses, drawgame/quick_start.py),
and ``PYTHONHASHSEED=0``. Needs valgrind (``apt-get install valgrind``); about a minute a
program.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: Runs to the first frame and stops: argv[1] is "bare" or a checkout's folder.
TO_THE_FIRST_FRAME = """
import os, sys
which = sys.argv.pop(1)
if which == "bare":
    sys.path.insert(0, {benchmarks!r})
    import bare_window
    bare_window.process_age_ms = lambda: os._exit(0)
    sys.exit(bare_window.main())
sys.path.insert(0, which)
from drawgame import selfcheck
selfcheck._process_age_ms = lambda: os._exit(0)
from drawgame.app import main
sys.exit(main(["--check"]))
"""


def count(which: str, env: dict[str, str]) -> int:
    """Instructions from the process's start to its first frame."""
    script = TO_THE_FIRST_FRAME.format(benchmarks=str(ROOT / "benchmarks"))
    with tempfile.TemporaryDirectory(prefix="count-startup-") as folder:
        result = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={folder}/callgrind.out",
                sys.executable,
                "-c",
                script,
                which,
            ],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
    found = re.search(r"Collected : (\d+)", result.stderr)
    if found is None:
        raise SystemExit(f"callgrind counted nothing for {which}:\n{result.stderr[-2000:]}")
    return int(found.group(1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--compare", metavar="DIR", action="append", default=[])
    args = parser.parse_args(argv)
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env |= {"PYTHONHASHSEED": "0", "QT_QPA_PLATFORM": "offscreen"}
    folders = [ROOT, *(Path(folder).resolve() for folder in args.compare)]
    for folder in folders:
        compileall.compile_dir(folder / "drawgame", quiet=1)
        # The player's second start: what the first kept is there (a check keeps it too).
        subprocess.run(
            [sys.executable, "-m", "drawgame", "--check"],
            cwd=folder,
            env=env | {"PYTHONPATH": str(folder)},
            capture_output=True,
            check=True,
        )
    bare = count("bare", env)
    print("| program | instructions to the first frame | ratio to the bare window |")
    print("|---|---:|---:|")
    print(f"| bare window | {bare / 1e6:.0f} M | 1.00× |")
    for folder in folders:
        game = count(str(folder), env)
        print(f"| game ({folder}) | {game / 1e6:.0f} M | {game / bare:.2f}× |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
