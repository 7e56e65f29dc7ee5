"""Random-playout hands per second: the public engine API and the AI's fast path.

    python benchmarks/bench_engine.py [--seconds 1.0] [--runs 5]

Each measurement deals and plays whole hands with uniformly random legal actions for
``--seconds``; the table shows the median of ``--runs`` measurements, on one core.
Targets (issue 2): >= 5,000 hands/s through the public API, >= 40,000 through the fast
path with 4 players.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.ai.fastsim import FastHand
from drawgame.engine import HandState


def public_hand(players: int, rng: random.Random) -> None:
    state = HandState.deal(players, rng.randrange(players), rng)
    choice = rng.choice
    while not state.is_over:
        state = state.apply(choice(state.legal_actions()))


def fast_hand(players: int, rng: random.Random) -> None:
    FastHand.deal(players, rng.randrange(players), rng).playout_random(rng)


def rate(play: Callable[[int, random.Random], None], players: int, seconds: float) -> float:
    """Hands per second over about ``seconds``."""
    rng = random.Random(players)
    hands = 0
    batch = 50
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(batch):
            play(players, rng)
        hands += batch
        now = time.perf_counter()
        if now >= deadline:
            return hands / (now - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="per measurement")
    parser.add_argument("--runs", type=int, default=5, help="measurements per cell (median)")
    args = parser.parse_args(argv)
    paths = [("public API", public_hand), ("fast path", fast_hand)]
    print(f"random-playout hands/s, median of {args.runs} x {args.seconds:g} s, one core")
    print(f"Python {platform.python_version()} on {platform.machine()}")
    print(f"{'path':<12}{'2 players':>12}{'4 players':>12}")
    for label, play in paths:
        cells = []
        for players in (2, 4):
            rates = [rate(play, players, args.seconds) for _ in range(args.runs)]
            cells.append(f"{statistics.median(rates):>12,.0f}")
        print(f"{label:<12}{''.join(cells)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
