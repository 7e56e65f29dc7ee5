"""Arena hands per second: greedy against an outside greedy bot in its own process.

    python benchmarks/bench_arena.py [--matches 40] [--runs 5]

Every move of the outside bot is a round trip to its process (the view as JSON, the
action back as text), so this measures that cost. Target (issue "Hardening", part 9):
at least 300 hands/s on two cores. The table shows each run and the median.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.arena import run_arena

OUTSIDE = str(Path(__file__).resolve().parent / "greedy_bot.py") + ":Greedy"


def hands_per_second(matches: int, seed: int) -> float:
    report = run_arena(2, ["greedy", OUTSIDE], matches, seed, on_error="stop")
    return report.hands / report.elapsed_s


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=40, help="matches per run")
    parser.add_argument("--runs", type=int, default=5, help="runs (the median is shown)")
    args = parser.parse_args(argv)
    rates = [hands_per_second(args.matches, seed) for seed in range(args.runs)]
    print(f"Python {platform.python_version()}, {platform.machine()}")
    print("greedy vs outside greedy (2 players): " + ", ".join(f"{r:.0f}" for r in rates))
    print(f"median: {statistics.median(rates):.0f} hands/s (target >= 300)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
