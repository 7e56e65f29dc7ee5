"""The game's start to its first frame against a bare PySide6 window's, side by side.

    python benchmarks/bench_startup.py [--runs 15] [--frozen | --no-frozen]
        [--compare DIR ...] [COMMAND ...]

Runs ``COMMAND --check`` (default: the source tree, ``python3 -m drawgame``) and
``benchmarks/bare_window.py`` (a QApplication and a QMainWindow, shown, painted once)
alternately, with two yardsticks in between: ``benchmarks/plain_window.py`` (menus, a
graphics view of tiles with numbers, a sentence, buttons, a status line: what any window
with words pays, such as PySide6 making the ``Qt`` namespace's enums and loading fonts) and
``benchmarks/table_alone.py`` (the game's table with a dealt hand and its turn bar, nothing
else: the least a first frame of the game could be), each ``--runs`` times after one
warm-up run of each, under the offscreen platform. It prints for each the median first
frame (from the process's start, as the program reports it) and whole run (wall time until
exit), and its ratio to the bare window (issue 23's goal for the game: at most 1.5× for the
first frame). With ``--frozen`` (the default when
``dist/drawgame/drawgame`` exists, from ``python packaging/build.py``) the bundle is timed in
the same rounds too, and with ``--compare DIR`` the source tree checked out in ``DIR`` (an
older commit: before and after in one run). ``packaging/measure_startup.py`` does the
measuring of one run.

From source with its bytecode cached, as a player's second start finds it: first the
checkouts timed are compiled (``compileall``), and ``PYTHONDONTWRITEBYTECODE`` is taken out
of the children's environment (set, every start compiled each module of the game from its
source again: about 65 ms more on a 2-core machine, and not what a player waits for).
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

from measure_startup import run_once  # noqa: E402

BUNDLE = ROOT / "dist" / "drawgame" / "drawgame"
#: Runs ``python -m drawgame --check`` with the checkout in argv[1] first on the path.
FROM_FOLDER = (
    "import runpy, sys; sys.path.insert(0, sys.argv.pop(1)); "
    "runpy.run_module('drawgame', run_name='__main__', alter_sys=True)"
)
BARE = [sys.executable, str(ROOT / "benchmarks" / "bare_window.py")]
#: Two yardsticks between the bare window and the game: what any window with words and a
#: table pays, and the game's table with nothing else (see their docstrings).
PLAIN = [sys.executable, str(ROOT / "benchmarks" / "plain_window.py")]
TABLE_ALONE = [sys.executable, str(ROOT / "benchmarks" / "table_alone.py")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument(
        "--frozen",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="also time the bundle (default: if dist/drawgame/drawgame exists)",
    )
    parser.add_argument(
        "--compare",
        metavar="DIR",
        action="append",
        default=[],
        help="also time python3 -m drawgame from the checkout in DIR (repeatable)",
    )
    parser.add_argument("command", nargs=argparse.REMAINDER, help="default: python3 -m drawgame")
    args = parser.parse_args(argv)
    commands = {
        "bare window": BARE,
        "plain window with words": PLAIN,
        "the game's table alone": TABLE_ALONE,
        "game (source)": args.command or [sys.executable, "-m", "drawgame"],
    }
    for folder in args.compare:
        commands[f"game ({folder})"] = [sys.executable, "-c", FROM_FOLDER, folder]
    if args.frozen or (args.frozen is None and BUNDLE.exists()):
        commands["game (frozen)"] = [str(BUNDLE)]
    results: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    # From source, bytecode cached (see above): compiled now, and never compiled again.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    for folder in [ROOT, *map(Path, args.compare)]:
        compileall.compile_dir(folder / "drawgame", quiet=1)
    for command in commands.values():
        run_once(command)  # warm the page cache: a player's second start, not a cold disk
    for _ in range(args.runs):  # alternately, so a busy moment weighs on every command
        for name, command in commands.items():
            results[name].append(run_once(command))
    bare_frame = statistics.median(frame for frame, _ in results["bare window"])
    bare_wall = statistics.median(wall for _, wall in results["bare window"])
    print(f"{args.runs} runs of each, alternately (offscreen):")
    print("| program | first frame, median (min–max) | ratio | whole run, median | ratio |")
    print("|---|---:|---:|---:|---:|")
    for name, runs in results.items():
        frames = [frame for frame, _ in runs]
        frame, wall = statistics.median(frames), statistics.median(w for _, w in runs)
        print(
            f"| {name} | {frame:.0f} ms ({min(frames):.0f}–{max(frames):.0f}) "
            f"| {frame / bare_frame:.2f}× | {wall:.0f} ms | {wall / bare_wall:.2f}× |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
