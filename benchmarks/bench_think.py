"""How long the hard player and the review take to answer: the figures the tests no longer
assert (tests/ai/test_hard.py and tests/ai/test_review_window_support.py check the
behaviour with counters instead).

    python benchmarks/bench_think.py [--decisions 20] [--runs 5]

Prints medians (and the worst case) of:

- a hard decision with a huge budget and ``time_limit=0.05``: how far past its limit it
  answers (the old test's bound was 1 s in all);
- a hard decision with a single legal action (the old bound was 0.1 s; it searches nothing);
- a hard decision with the default budget and limit (3000 playouts, 0.4 s);
- the longest a Cancel waits to be heard inside a review's decision of a huge budget (the
  old bound: stopped within 5 s of the review's start).
"""

from __future__ import annotations

import argparse
import itertools
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.ai.hard import HardBot
from drawgame.ai.review import ReviewCancelled, review_match
from drawgame.engine import End, HandState, Match, Place, PlayerView, Tile
from drawgame.engine.record import record_from_match


def views(count: int, seed: int) -> list[PlayerView]:
    """Decisions with a choice, from the first turns of seeded hands (2 to 4 players)."""
    rng = random.Random(seed)
    found: list[PlayerView] = []
    while len(found) < count:
        state = HandState.deal(rng.choice((2, 3, 4)), 0, rng)
        while state.outcome is None and len(found) < count:
            view = state.view(state.current)
            if len(view.legal_actions) > 1:
                found.append(view)
                break
            state = state.apply(view.legal_actions[0])
    return found


def single_action_view() -> PlayerView:
    """Seat 1 can place nothing on 3 and 5 and may not draw: it must pass."""
    line = "[3|6] [6|6] [4|6] [4|5] [5|5] [3|5] [3|4] [4|4] [2|4] [2|6] [1|6] [1|5] "
    line += "[2|5] [2|3] [1|3] [1|4] [0|4] [0|2] [2|2] [1|2] [1|1] [0|1] [0|5]"
    places = [
        Place(Tile.parse(t), End.LEFT if k == 0 else End.RIGHT) for k, t in enumerate(line.split())
    ]
    state = HandState.from_tiles(
        [[Tile.parse("[3|3]"), Tile.parse("[5|6]")], [Tile.parse("[0|6]")]],
        [Tile.parse("[0|0]"), Tile.parse("[0|3]")],
        0,
        line=places,
        current=1,
    )
    return state.view(1)


def timed(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return (time.perf_counter() - start) * 1000


def cancel_latency() -> float:
    """The longest wait, in ms, between two of the review's questions "cancelled?" inside
    one decision of a huge budget: how long a Cancel can wait to be heard."""
    rng = random.Random(4)
    match = Match.new(2, rng, first_opener=0)
    while match.hand.outcome is None:
        match = match.apply(rng.choice(match.hand.legal_actions()))
    record = record_from_match(match, seed=4)
    asked: list[float] = []

    def cancelled() -> bool:
        asked.append(time.perf_counter())
        return len(asked) > 8

    try:
        review_match(record, [0], budget=1_000_000, cancelled=cancelled)
    except ReviewCancelled:
        return max(b - a for a, b in itertools.pairwise(asked[1:])) * 1000
    raise SystemExit("the review was not cancelled")


def report(name: str, figures: list[float]) -> None:
    print(f"| {name} | {len(figures)} | {statistics.median(figures):.1f} | {max(figures):.1f} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5, help="cancellations to time")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    decisions = views(args.decisions, args.seed)
    print(f"Python {platform.python_version()}, {platform.machine()}; times in ms")
    print("| what | n | median | max |")
    print("|---|---:|---:|---:|")
    limited = HardBot(random.Random(1), simulations=10**7, time_limit=0.05)
    report("hard, time limit 50 ms", [timed(lambda v=v: limited.choose(v)) for v in decisions])
    lone = single_action_view()
    bot = HardBot(random.Random(1), simulations=10**9, time_limit=None)
    report("hard, a single legal action", [timed(lambda: bot.choose(lone)) for _ in decisions])
    default = HardBot(random.Random(1))
    report("hard, default budget", [timed(lambda v=v: default.choose(v)) for v in decisions])
    report("review, longest wait for Cancel", [cancel_latency() for _ in range(args.runs)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
