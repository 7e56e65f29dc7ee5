"""How fast and how stable the match review is (``drawgame review``, issue: hand review).

For 2 and 4 players it records ``--hands`` seeded hands played by ``--bots`` and reviews
every seat of each, timing the whole hand (the goal: median at most 5 s with two players,
10 s with four, on the project's 2-core machine). Then, for every decision that had a
choice, it searches again with ten times the budget (another seed) and counts how often
both agree on the best action (the goal: at least 90%).

    python benchmarks/bench_review.py                 # 20 hands each, the default budget
    python benchmarks/bench_review.py --hands 5 --budget 300 --players 2
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.ai import make_bot
from drawgame.ai.review import DEFAULT_BUDGET, Reason, judge, review_match
from drawgame.engine import Match
from drawgame.engine.record import MatchRecord, record_from_match


def recorded_hand(players: int, seed: int, bots: list[str]) -> MatchRecord:
    """One hand of a fresh seeded match, played by ``bots`` (cycled over the seats)."""
    rng = random.Random(f"bench-review {players} {seed}")
    match = Match.new(players, rng)
    seats = [make_bot(bots[s % len(bots)], random.Random(rng.random())) for s in range(players)]
    while match.hand.outcome is None:
        seat = match.hand.current
        match = match.apply(seats[seat].choose(match.view(seat)))
    return record_from_match(match, strengths=[bots[s % len(bots)] for s in range(players)])


def agreement(record: MatchRecord, budget: int, factor: int) -> tuple[int, int]:
    """(agreeing, decisions with a choice) between ``budget`` and ``factor * budget``.

    The stronger search judges the verdict's best action: they agree when it finds
    nothing better (so an exact tie counts as agreement)."""
    review = review_match(record, budget=budget)
    agree = total = 0
    hand = record.hands[0]
    states = [hand.initial_state()]
    for _, action in hand.turns:
        states.append(states[-1].apply(action))
    for decision in review.decisions:
        if decision.reason is Reason.FORCED:
            continue
        state = states[decision.turn - 1]
        view = state.view(decision.seat, target=record.target)
        rng = random.Random(f"bench-review strong {decision.hand} {decision.turn}")
        strong = judge(view, decision.best, rng, budget * factor)
        agree += strong.best == decision.best
        total += 1
    return agree, total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    parser.add_argument("--players", type=int, action="append", choices=(2, 3, 4))
    parser.add_argument("--bots", default="hard,medium", help="who plays the hands")
    parser.add_argument("--no-agreement", action="store_true")
    args = parser.parse_args()
    bots = args.bots.split(",")
    for players in args.players or [2, 4]:
        records = [recorded_hand(players, seed, bots) for seed in range(args.hands)]
        times = []
        decisions = 0
        for record in records:
            start = time.perf_counter()
            review = review_match(record, budget=args.budget)
            times.append(time.perf_counter() - start)
            decisions += len(review.decisions)
        line = (
            f"{players} players, budget {args.budget}: median {statistics.median(times):.2f} s "
            f"per hand (max {max(times):.2f} s), {decisions / len(records):.1f} decisions a hand"
        )
        if not args.no_agreement:
            agree = total = 0
            for record in records:
                a, t = agreement(record, args.budget, 10)
                agree += a
                total += t
            line += f"; agreement with 10x deals {agree}/{total} = {100 * agree / total:.1f}%"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
