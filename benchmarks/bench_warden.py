"""No bot outlives the arena: how long the arena's pipes stay open after it ends, per layer.

    python benchmarks/bench_warden.py [--runs 3] [--hold 40]

Runs ``drawgame-arena`` (one match, an outside bot against greedy) with each of the
warden's layers forced (``DRAWGAME_CONTAINMENT``: cgroup, pidns, sweep; see
``drawgame/remote/warden.py``) and three outside bots: a fair one, one that switches its
own subreaper flag off and detaches a grandchild (``Unreaper``), and one whose grandchild
keeps changing its process ID (``Hopper``); each escapee would hold the pipes for
``--hold`` seconds. For each it prints the layer that actually held the bot (a layer the
machine does not offer falls to the next), the arena's run time, the time from its exit to
the end (EOF) of its stderr, and how many of the bot's processes were left after that.
Linux only (elsewhere there is no warden).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import random
import secrets
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from drawgame.arena.calling import BotProcess  # noqa: E402
from drawgame.arena.loading import CLOSE_GRACE  # noqa: E402
from drawgame.engine import Match  # noqa: E402
from tests._process import processes_with, start_arena  # noqa: E402

HOSTILE = ROOT / "tests" / "arena" / "bots" / "hostile.py"
FAIR = ROOT / "benchmarks" / "greedy_bot.py"
BOTS = {"fair": f"{FAIR}:Greedy", "Unreaper": f"{HOSTILE}:Unreaper", "Hopper": f"{HOSTILE}:Hopper"}


def _left(marker: str) -> list[int]:
    return processes_with(f"DRAWGAME_FORK_OUT={marker}\0".encode())


def run(layer: str, spec: str, hold: float) -> tuple[str, float, float, int]:
    """(layer used, run seconds, seconds from exit to EOF, processes left)."""
    marker = str(Path(tempfile.gettempdir(), f"bench-warden-{secrets.token_hex(6)}"))
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "DRAWGAME_FORK_OUT": marker}
    environment |= {"DRAWGAME_HOP_SECONDS": str(hold), "DRAWGAME_CONTAINMENT": layer}
    start = time.monotonic()
    arena = start_arena(f"{spec},greedy", environment)
    assert arena.stdout is not None and arena.stderr is not None
    out = threading.Thread(target=arena.stdout.read, daemon=True)
    out.start()
    arena.wait()
    ended = time.monotonic()
    arena.stderr.read()
    eof = time.monotonic()
    left = _left(marker)
    for pid in left:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    used = "none"
    with contextlib.suppress(OSError):
        used = Path(marker).read_text()
        os.unlink(marker)
    return used, ended - start, eof - ended, len(left)


def close_time(layer: str, spec: str, hold: float) -> tuple[float, int]:
    """In this process: a bot's process after its first move (its escape started) is
    closed as the arena closes it at a match's end; (seconds the close took, processes of
    the bot left after it). The warden exits only once it has contained the rest."""
    marker = str(Path(tempfile.gettempdir(), f"bench-warden-{secrets.token_hex(6)}"))
    os.environ |= {"DRAWGAME_FORK_OUT": marker, "DRAWGAME_HOP_SECONDS": str(hold)}
    os.environ["DRAWGAME_CONTAINMENT"] = layer
    process = BotProcess(spec, None)
    bot = process.new_bot()
    match = Match.new(2, random.Random(1))
    bot.choose(match.view(match.hand.current))
    start = time.perf_counter()
    process.close(grace=CLOSE_GRACE)
    took = time.perf_counter() - start
    left = _left(marker)
    for pid in left:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        os.unlink(marker)
    return took, len(left)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per layer and bot")
    parser.add_argument("--hold", type=float, default=40, help="seconds an escapee holds on")
    parser.add_argument("--layers", default="cgroup,pidns,sweep", help="layers to force")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()}, {platform.machine()}, {platform.release()}")
    print(
        "layer  | bot      | held by      | run s (median) | exit to EOF s (max) | left"
        " | close ms (median, max) | left"
    )
    for layer in args.layers.split(","):
        for name, spec in BOTS.items():
            runs = [run(layer, spec, args.hold) for _ in range(args.runs)]
            used = ",".join(sorted({r[0] for r in runs}))
            total = statistics.median(r[1] for r in runs)
            eof = max(r[2] for r in runs)
            left = sum(r[3] for r in runs)
            closes = [close_time(layer, spec, args.hold) for _ in range(args.runs)]
            took = [1000 * c[0] for c in closes]
            shown = f"{statistics.median(took):6.1f}, {max(took):6.1f}"
            print(
                f"{layer:6} | {name:8} | {used:12} | {total:14.2f} | {eof:19.4f} | {left:4}"
                f" | {shown:22} | {sum(c[1] for c in closes)}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
