"""How fast and how sure the coach's analysis is (issue 19's goals).

For 2 and 4 players it records ``--hands`` seeded hands played by ``--bots`` and reviews
every seat of each with the default options, timing each hand in CPU seconds (goal: median
at most 2 s per 2-player hand). Then every decision with a choice is analysed again with
ten times the deals (the race's budget and the fresh deals both) and compared:

* **agreement**: the same best action (a tile on two equal ends counts as the same move);
  and, looser, the stronger analysis cannot tell our best from its own (our best's loss is
  within that loss's margin). Goal: at least 95%.
* **loss error**: over the decisions labelled mistake or blunder, the mean of
  |loss - loss at ten times|. Goal: at most 0.5 points.

    python benchmarks/bench_review.py                 # 20 hands each, 2 and 4 players
    python benchmarks/bench_review.py --hands 5 --players 2 --no-strong
    python benchmarks/bench_review.py --players 2 --no-strong --compare /tmp/main

``--compare DIR`` also reviews every hand with the checkout in ``DIR`` (say, the current
main, ``git archive main | tar -x -C DIR``), this checkout and that one taking turns hand
by hand in a process each (``review_worker.py``), so that a busy machine weighs on both
alike: it prints both medians, their ratio, and whether the two reviews are identical.
"""

from __future__ import annotations

import argparse
import base64
import pickle
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.ai import make_bot
from drawgame.ai.analysis import DEFAULT_OPTIONS, Label, Reason, judge, same_move
from drawgame.ai.hard import HardBot
from drawgame.ai.review import review_match
from drawgame.engine import Match
from drawgame.engine.record import MatchRecord, record_from_match


def recorded_hand(players: int, seed: int, bots: list[str]) -> MatchRecord:
    """One hand of a fresh seeded match, played by ``bots`` (cycled over the seats)."""
    rng = random.Random(f"bench-review {players} {seed}")
    match = Match.new(players, rng)
    seats = [make_bot(bots[s % len(bots)], random.Random(rng.random())) for s in range(players)]
    for bot in seats:
        if isinstance(bot, HardBot):
            # No wall-clock cap: on a busy machine it cut hard's search short, and the
            # benchmark reviewed other hands from one run to the next.
            bot.time_limit = None
    while match.hand.outcome is None:
        seat = match.hand.current
        match = match.apply(seats[seat].choose(match.view(seat)))
    return record_from_match(match, strengths=[bots[s % len(bots)] for s in range(players)])


def compare(records: list[MatchRecord], other: Path) -> None:
    """Review ``records`` with this checkout and ``other`` alternately (see the module
    docstring) and print the medians, the ratio and how many reviews differ."""
    worker = Path(__file__).with_name("review_worker.py")
    here = Path(__file__).resolve().parents[1]
    procs = [
        subprocess.Popen(
            [sys.executable, str(worker), str(root)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for root in (here, other)
    ]
    times: list[list[float]] = [[], []]
    differ = 0
    for k, record in enumerate(records):
        line = base64.b64encode(pickle.dumps(record)).decode() + "\n"
        digests = []
        # Who goes first alternates too (a burst of load falls on either side).
        for w in (0, 1) if k % 2 == 0 else (1, 0):
            stdin, stdout = procs[w].stdin, procs[w].stdout
            assert stdin is not None and stdout is not None
            stdin.write(line)
            stdin.flush()
            spent, digest = stdout.readline().split()
            times[w].append(float(spent))
            digests.append(digest)
        differ += digests[0] != digests[1]
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait()
    mine, theirs = (statistics.median(t) for t in times)
    ratios = sorted(a / b for a, b in zip(times[0], times[1], strict=True))
    print(
        f"  this checkout: median {mine:.2f} s CPU per hand, total {sum(times[0]):.1f} s; "
        f"{other}: median {theirs:.2f} s, total {sum(times[1]):.1f} s; "
        f"ratio of totals {sum(times[0]) / sum(times[1]):.3f} (per hand: median "
        f"{statistics.median(ratios):.3f}, {ratios[0]:.2f}-{ratios[-1]:.2f}); "
        f"reviews that differ: {differ}/{len(records)}",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--players", type=int, action="append", choices=(2, 3, 4))
    parser.add_argument("--bots", default="hard,medium", help="who plays the hands")
    parser.add_argument("--factor", type=int, default=10, help="the stronger analysis's deals")
    parser.add_argument("--no-strong", action="store_true", help="time the review only")
    parser.add_argument(
        "--compare", type=Path, metavar="DIR", help="also review with the checkout in DIR"
    )
    args = parser.parse_args()
    bots = args.bots.split(",")
    options = DEFAULT_OPTIONS
    strong_options = options.scaled(args.factor)
    print(f"options: {options.budget} race deals at most, {options.fresh} fresh deals")
    for players in args.players or [2, 4]:
        records = [recorded_hand(players, seed, bots) for seed in range(args.hands)]
        if args.compare is not None:
            print(f"{players} players, {len(records)} hands:", flush=True)
            compare(records, args.compare)
            continue
        times = []
        reviews = []
        for record in records:
            start = time.process_time()
            reviews.append(review_match(record, options=options))
            times.append(time.process_time() - start)
        choices = sum(r.total(s).choices for r in reviews for s in r.seats)  # type: ignore[union-attr]
        line = (
            f"{players} players: median {statistics.median(times):.2f} s CPU per hand "
            f"(max {max(times):.2f} s), {choices / len(records):.1f} decisions with a choice "
            "a hand"
        )
        print(line, flush=True)
        if args.no_strong:
            continue
        same = close = total = 0
        errors: list[float] = []
        strong_time = 0.0
        for record, review in zip(records, reviews, strict=True):
            hand = record.hands[0]
            states = [hand.initial_state()]
            for _, action in hand.turns:
                states.append(states[-1].apply(action))
            for d in review.decisions:
                if d.reason is Reason.FORCED:
                    continue
                view = states[d.turn - 1].view(d.seat, target=record.target)
                ours = d.analysis.best.action
                start = time.process_time()
                strong = judge(view, ours, strong_options)
                strong_time += time.process_time() - start
                total += 1
                same += same_move(strong.analysis.best.action, ours, view)
                close += (
                    strong.label in (Label.BEST, Label.GOOD)
                    and strong.loss <= max(strong.margin, 1e-9)
                ) or same_move(strong.analysis.best.action, ours, view)
                if d.label in (Label.MISTAKE, Label.BLUNDER):
                    again = judge(view, d.played, strong_options)
                    errors.append(abs(d.loss - again.loss))
        print(
            f"  agreement with {args.factor}x deals: same best {same}/{total} = "
            f"{100 * same / total:.1f}%, within the stronger margin {close}/{total} = "
            f"{100 * close / total:.1f}%",
            flush=True,
        )
        if errors:
            print(
                f"  mistakes and blunders: {len(errors)}, mean |loss - loss at "
                f"{args.factor}x| = {statistics.fmean(errors):.2f} points "
                f"(max {max(errors):.2f})",
                flush=True,
            )
        print(f"  ({strong_time:.0f} s CPU in the stronger analyses)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
