"""How strong the computer players are: the pairings of issue 3, as a markdown table.

    python benchmarks/strength.py [--matches 400] [--seed 0] [--jobs 2] [--only NAME]
                                  [--markdown-out FILE] [--list]

Each pairing plays whole matches with :func:`drawgame.arena.run_arena`; the first bot of
a pairing is the one measured (its seat is fair: the first opener of every match is drawn
by lot, R4). Matches are split into chunks of :data:`CHUNK`, each with its own seed
derived from ``--seed``, so the figures do not depend on ``--jobs``; only the think times
do (a busy machine is a slow one). The arena deals from its seed through a keyed hash
(:mod:`drawgame.arena.seeding`, issue 21): the games of a seed are not those it gave before
that change, but the same seed still gives the same games.

Think times are of the first bot, in milliseconds per decision. The median is the median
of the chunks' medians (weighted by decisions); the p99 is the largest of the chunks' p99,
which is an upper bound for the p99 of all the decisions. The wall-clock figures are the
arena's; the CPU figures (``time.process_time`` around each decision of a built-in first
bot, exact over all decisions) are steadier on a busy machine.

The ``ismcts-N`` bots are the benchmark opponent of issue 35 (benchmarks/ismcts.py, N
iterations a decision), played as outside bots in their own processes.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import multiprocessing
import os
import platform
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.ai import BOTS, Bot
from drawgame.arena import ArenaReport, run_arena, wilson_interval
from drawgame.engine import Action, PlayerView
from drawgame.storage.atomic import write_atomic

#: Matches per chunk of work (one ``run_arena`` call).
CHUNK = 25

_ISMCTS = str(Path(__file__).resolve().parent / "ismcts.py")
#: Outside bots by the short name the pairings use: the issue 35 benchmark opponent.
OUTSIDE = {
    "ismcts-3000": f"{_ISMCTS}:ISMCTS3000",
    "ismcts-10000": f"{_ISMCTS}:ISMCTS10000",
}


@dataclass(frozen=True)
class Pairing:
    """``bots[0]`` against the rest; it should win at least ``goal`` of the matches
    (more than ``goal`` when ``strict``)."""

    name: str
    bots: tuple[str, ...]
    goal: float
    strict: bool
    why: str

    @property
    def players(self) -> int:
        return len(self.bots)

    @property
    def label(self) -> str:
        first, *rest = self.bots
        if len(rest) > 1 and len(set(rest)) == 1:
            others = f"{len(rest)} × {rest[0]}"
        else:
            others = ", ".join(rest)
        return f"{first} vs {others} ({self.players}p)"

    @property
    def goal_text(self) -> str:
        return f"{'>' if self.strict else '≥'} {self.goal:.0%}"

    def met(self, rate: float) -> bool:
        return rate > self.goal if self.strict else rate >= self.goal


# The goals of issue 3, then the ladder: each level beats the one below it head to head
# (random < greedy < easy < medium < hard; medium-easy and hard-medium are above).
PAIRINGS: tuple[Pairing, ...] = (
    Pairing("hard-greedy", ("hard", "greedy"), 0.95, False, "issue 3"),
    Pairing("hard-greedy-4p", ("hard", "greedy", "greedy", "greedy"), 0.50, False, "issue 3"),
    Pairing("hard-medium", ("hard", "medium"), 0.75, False, "issue 3"),
    Pairing("medium-easy", ("medium", "easy"), 0.70, False, "issue 3"),
    Pairing("easy-random", ("easy", "random"), 0.60, False, "issue 3"),
    Pairing("greedy-random", ("greedy", "random"), 0.50, True, "ladder"),
    Pairing("easy-greedy", ("easy", "greedy"), 0.50, True, "ladder"),
    Pairing("medium-greedy", ("medium", "greedy"), 0.50, True, "ladder"),
    # Does hard gain by drawing while a tile fits (R7 allows it)? Both ways, 2 and 4 players.
    Pairing("no-draw-hard", ("hard-no-draw", "hard"), 0.50, False, "issue 19"),
    Pairing("hard-no-draw", ("hard", "hard-no-draw"), 0.50, False, "issue 19"),
    Pairing("no-draw-hard-4p", ("hard-no-draw", "hard", "hard", "hard"), 0.25, False, "issue 19"),
    Pairing(
        "hard-no-draw-4p",
        ("hard", "hard-no-draw", "hard-no-draw", "hard-no-draw"),
        0.25,
        False,
        "issue 19",
    ),
    # Issue 35: the expert level against hard and the benchmark ISMCTS, 2 and 4 players.
    Pairing("expert-hard", ("expert", "hard"), 0.60, False, "issue 35"),
    Pairing("expert-ismcts-3000", ("expert", "ismcts-3000"), 0.70, False, "issue 35"),
    Pairing("expert-ismcts-10000", ("expert", "ismcts-10000"), 0.70, False, "issue 35"),
    Pairing("expert-hard-4p", ("expert", "hard", "hard", "hard"), 0.25, True, "issue 35"),
    # Where the benchmark opponent stands: hard against it (issue 35's starting point).
    Pairing("hard-ismcts-10000", ("hard", "ismcts-10000"), 0.50, False, "issue 35"),
)
BY_NAME = {p.name: p for p in PAIRINGS}


def chunk_seed(seed: int, chunk: int) -> int:
    """A seed for one chunk: distinct chunks (and base seeds) get unrelated games."""
    digest = hashlib.sha256(f"drawgame strength {seed} chunk {chunk}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def chunks(matches: int) -> list[int]:
    """Sizes of the chunks ``matches`` is split into."""
    full, rest = divmod(matches, CHUNK)
    return [CHUNK] * full + ([rest] if rest else [])


Task = tuple[str, int, int, int]  # pairing name, chunk index, matches, seed


class _CpuTimed:
    """A built-in bot whose every decision's CPU time is kept (it plays as the bot)."""

    def __init__(self, bot: Bot, seconds: list[float]) -> None:
        self.bot = bot
        self.name = bot.name
        self.seconds = seconds

    def choose(self, view: PlayerView) -> Action:
        start = time.process_time()
        action = self.bot.choose(view)
        self.seconds.append(time.process_time() - start)
        return action


def run_chunk(task: Task) -> tuple[str, int, ArenaReport, list[float]]:
    name, index, matches, seed = task
    pairing = BY_NAME[name]
    first = pairing.bots[0]
    seconds: list[float] = []
    specs = [OUTSIDE.get(bot, bot) for bot in pairing.bots]
    if first in BOTS:
        # The first bot timed in CPU: the same factory with the same generator, so the
        # same games; a name of its own for this chunk.
        factory = BOTS[first]
        timed = f"cpu-timed-{first}-{os.getpid()}-{index}"
        BOTS[timed] = lambda rng: _CpuTimed(factory(rng), seconds)
        specs[0] = timed
    # "skip": a failing match is counted as an error instead of ending the run, and no
    # exception has to travel back from a worker process.
    try:
        report = run_arena(pairing.players, specs, matches, seed, on_error="skip")
    finally:
        if specs[0] != first:
            del BOTS[specs[0]]
    return name, index, report, seconds


@dataclass
class Result:
    pairing: Pairing
    reports: list[ArenaReport]
    cpu: list[float]

    @property
    def matches(self) -> int:
        return sum(r.matches for r in self.reports)

    @property
    def wins(self) -> int:
        return sum(r.match_wins[0] for r in self.reports)

    @property
    def drawn(self) -> int:
        return sum(r.drawn_matches for r in self.reports)

    @property
    def errors(self) -> list[str]:
        return [e for r in self.reports for e in r.errors]

    @property
    def rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    def think(self) -> tuple[float, float]:
        """Median (weighted median of the chunks' medians) and p99 (an upper bound)."""
        parts = sorted((r.think_ms[0]["median"], r.moves[0]) for r in self.reports)
        total = sum(moves for _, moves in parts)
        running = 0
        median = parts[-1][0] if parts else 0.0
        for value, moves in parts:
            running += moves
            if 2 * running >= total:
                median = value
                break
        p99 = max((r.think_ms[0]["p99"] for r in self.reports), default=0.0)
        return median, p99

    def cpu_think(self) -> tuple[float, float]:
        """The first bot's CPU time per decision in ms: median and p99 (exact)."""
        if not self.cpu:
            return 0.0, 0.0
        ordered = sorted(self.cpu)
        median = ordered[len(ordered) // 2]
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
        return median * 1000, p99 * 1000

    def row(self) -> str:
        lo, hi = wilson_interval(self.wins, self.matches)
        verdict = "pass" if self.pairing.met(self.rate) else "fail"
        if self.pairing.met(self.rate) != self.pairing.met(lo):
            verdict += "*"
        median, p99 = self.think()
        cpu_median, cpu_p99 = self.cpu_think()
        return (
            f"| {self.pairing.label} | {self.matches} | {self.rate:.1%} "
            f"({lo:.1%}–{hi:.1%}) | {self.drawn} | {self.pairing.goal_text} | {verdict} "
            f"| {_ms(median)} / {_ms(p99)} | {_ms(cpu_median)} / {_ms(cpu_p99)} |"
        )


def _ms(value: float) -> str:
    if value < 1:
        return f"{value:.3f}"
    return f"{value:.2f}" if value < 10 else f"{value:.0f}"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (
        f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}"
    )


def table(results: Sequence[Result], matches: int, seed: int, jobs: int, elapsed: float) -> str:
    lines = [
        f"Strength of the computer players, {datetime.date.today().isoformat()}: "
        f"{matches} matches per pairing, seed {seed}, {jobs} worker(s), {elapsed:.0f} s.",
        f"Machine: {machine()}.",
        "",
        "| pairing | matches | win % of the first bot (95% interval) | drawn | goal | result "
        "| think ms, median / p99 | CPU ms, median / p99 |",
        "|---|---:|---|---:|---|---|---|---|",
    ]
    lines += [result.row() for result in results]
    lines.append("")
    lines.append(
        "Win %: matches won by the first bot (Wilson 95% interval). `*`: the interval "
        "still reaches across the goal, so more matches are needed to be sure. Think time: "
        "the first bot's, per decision, wall clock (the p99 is an upper bound) and CPU."
    )
    errors = [e for result in results for e in result.errors]
    if errors:
        lines.append("")
        lines.append(f"{len(errors)} match(es) abandoned because a bot failed; the first:")
        lines.append("")
        lines.append("```")
        lines.append(errors[0])
        lines.append("```")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=400, help="per pairing (default 400)")
    parser.add_argument("--seed", type=int, default=0, help="same seed, same games (default 0)")
    parser.add_argument(
        "--jobs", type=int, default=2, help="worker processes (default 2, one per core)"
    )
    parser.add_argument(
        "--only",
        action="append",
        choices=sorted(BY_NAME),
        metavar="NAME",
        help="run only this pairing (may be repeated); see --list",
    )
    parser.add_argument("--markdown-out", type=Path, metavar="FILE", help="also write the table")
    parser.add_argument("--list", action="store_true", help="list the pairings and exit")
    args = parser.parse_args(argv)
    if args.list:
        for p in PAIRINGS:
            print(f"{p.name:<16} {p.label:<32} goal {p.goal_text:<6} ({p.why})")
        return 0
    if args.matches < 1 or args.jobs < 1:
        parser.error("--matches and --jobs must be at least 1")
    chosen = [BY_NAME[name] for name in args.only] if args.only else list(PAIRINGS)
    sizes = chunks(args.matches)
    tasks: list[Task] = [
        (p.name, i, size, chunk_seed(args.seed, i)) for p in chosen for i, size in enumerate(sizes)
    ]
    reports: dict[str, dict[int, ArenaReport]] = {p.name: {} for p in chosen}
    cpu: dict[str, list[float]] = {p.name: [] for p in chosen}
    start = time.perf_counter()
    if args.jobs == 1:
        outputs = map(run_chunk, tasks)
        pool = None
    else:
        pool = multiprocessing.get_context("spawn").Pool(min(args.jobs, len(tasks)))
        outputs = pool.imap_unordered(run_chunk, tasks)
    try:
        for name, index, report, seconds in outputs:
            reports[name][index] = report
            cpu[name] += seconds
            if len(reports[name]) == len(sizes):
                done = Result(BY_NAME[name], list(reports[name].values()), cpu[name])
                print(
                    f"{BY_NAME[name].label}: {done.rate:.1%} of {done.matches} "
                    f"({time.perf_counter() - start:.0f} s)",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    elapsed = time.perf_counter() - start
    results = [
        Result(p, [reports[p.name][i] for i in range(len(sizes))], cpu[p.name]) for p in chosen
    ]
    text = table(results, args.matches, args.seed, args.jobs, elapsed)
    sys.stdout.write(text)
    if args.markdown_out is not None:
        # Atomic and no-follow, like every file the game and the arena write.
        write_atomic(args.markdown_out, text.encode("utf-8"))
    return 1 if any(r.errors for r in results) else 0


if __name__ == "__main__":
    raise SystemExit(main())
