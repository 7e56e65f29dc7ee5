"""How biased the coach's losses are by its playout policy (issue 32, item 3).

The coach values a move by playing it out in sampled deals with a cheap playout policy; a
weak policy mis-prices what a move leads to. This script judges the coach against a
reference of its own: every distinct legal move of a decision played in many deals of its
own (sampled as the coach samples them, from a separate stream, the same deals for every
policy) with stronger playout policies, each move valued apart, the best the highest mean.

    python benchmarks/coach_reference.py duel                  # the policies head to head
    python benchmarks/coach_reference.py measure               # the coach against them
    python benchmarks/coach_reference.py measure --coach keen --hands 8 --jobs 2

``measure`` records fresh seeded hands (2 and 4 players, mixed levels), reviews every seat
with the coach (``--coach`` names its playout policy; ``default`` is the one the analysis
uses), timing each hand in CPU seconds, and plays every decision with a choice in the
reference with each of ``--policies`` (``--deals`` deals each). It prints, with 95%
intervals (Wilson for shares, a bootstrap over decisions for ratios):

* **convergence**: the reference's losses on mistakes (coach loss >= 2) with each policy
  over those with the one before it: a stronger policy should move them by at most 20%;
* **agreement**: the coach's best is the reference's best (target >= 90%), and, looser,
  within the reference's margin of it;
* **loss ratio**: the coach's losses over the reference's on mistakes (target 0.8-1.25);
* **draws**: the coach's draw recommendations that the reference confirms (the draw has
  the higher value than every placement, target >= 80%).

Policies, weakest first: ``greedy``, ``smart`` (the coach's until issue 32), ``keen``
(smart with a one-ply look-ahead), ``aware`` (keen that also remembers, in the playout,
which numbers each seat showed it lacks), ``search`` (a small Monte-Carlo search inside
the playouts, :mod:`drawgame.ai.playout_search`). ``duel`` plays each against the one
before it on the same deals, seats swapped (net points per hand, positive: stronger).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.ai import fast_policies, make_bot, paired_deals
from drawgame.ai.analysis import DEFAULT_OPTIONS, forget_recent, position_key
from drawgame.ai.fastsim import RUNNING, FastHand, code_of, first_move, playout
from drawgame.ai.hard import DEFAULT_VOLUNTARY_DRAW, HardBot, trailing_passes
from drawgame.ai.inference import BeliefSampler
from drawgame.ai.paired_deals import DRAW_EDGE
from drawgame.ai.reference_policies import aware_choice, searching_choice
from drawgame.ai.review import Reason, review_match
from drawgame.arena import wilson_interval
from drawgame.engine import (
    Draw,
    Match,
    Place,
    PlayerView,
    distinct_actions,
    same_move,
    winner_and_gain,
)
from drawgame.engine.masks import mask_of, pips_of
from drawgame.engine.record import MatchRecord, record_from_match

#: A policy for one playout, given that playout's hands (read for their sizes only) and a
#: random stream of the deal's own.
Factory = Callable[[list[int], random.Random], fast_policies.Choice]

POLICIES: dict[str, Factory] = {
    "greedy": lambda hands, rng: fast_policies.greedy_choice,
    "smart": lambda hands, rng: fast_policies.smart_choice,
    "keen": lambda hands, rng: fast_policies.keen_choice,
    "aware": lambda hands, rng: aware_choice(hands),
    "search": lambda hands, rng: searching_choice(hands, rng),
}

#: The duels ``duel`` plays: each policy against the one it is meant to beat.
DUELS = (("smart", "greedy"), ("keen", "smart"), ("aware", "keen"), ("search", "keen"))
#: Who plays the recorded hands, cycled over the seats from a place the seed moves.
LEVELS = ("hard", "medium", "easy")


# -- the policies head to head ------------------------------------------------------------


def _net(hands: Sequence[int], finisher: int, me: int) -> float:
    winner, gain = winner_and_gain([pips_of(h) for h in hands], finisher)
    if winner < 0:
        return 0.0
    return gain if winner == me else -gain / (len(hands) - 1)


def duel(a: str, b: str, players: int, hands: int, seed: int) -> tuple[float, float]:
    """Seat 0 plays ``a`` and the others ``b``, then the other way round, on the same deal:
    the mean difference of seat 0's net points per hand, and its standard error. Every
    policy is asked on every turn (``aware`` must see the others' turns), the seat's own
    answer taken."""
    rng = random.Random(f"duel {players} {seed}")
    diffs = []
    for h in range(hands):
        deal = FastHand.deal(players, h % players, rng)
        nets = []
        for first, second in ((a, b), (b, a)):
            hs = list(deal.hands)
            mine = POLICIES[first](hs, random.Random(h))
            theirs = POLICIES[second](hs, random.Random(h + 1))

            def choose(
                hand: int, *rest: Any, hs: list[int] = hs, m: Any = mine, t: Any = theirs
            ) -> int:
                x, y = m(hand, *rest), t(hand, *rest)
                return int(x if hs[0] == hand else y)

            finisher = playout(
                hs, deal.stock, 0, -1, -1, deal.current, 0, 0, choose, protected=deal.protected
            )[0]
            nets.append(_net(hs, finisher, 0))
        diffs.append(nets[0] - nets[1])
    mean = statistics.fmean(diffs)
    return mean, statistics.stdev(diffs) / math.sqrt(len(diffs))


# -- the reference ------------------------------------------------------------------------


def reference_values(
    view: PlayerView, policies: Sequence[str], deals: int, seed: int, extend: int
) -> dict[str, list[list[float]]]:
    """Every distinct legal action of ``view`` played in the same ``deals`` deals with each
    policy, then the contenders (within a point, or three standard errors, of the best)
    in the same ``extend`` deals in all: ``values[policy][c][k]``, the seat's net hand
    points in deal ``k``. The deals are the coach's kind (:class:`BeliefSampler`) from a
    stream of their own, the same for every policy."""
    actions = distinct_actions(view)
    sampler = BeliefSampler(view, DEFAULT_VOLUNTARY_DRAW)
    rng = random.Random(f"coach-reference {position_key(view).hex()} {seed}")
    ends = view.ends
    left, right = ends if ends is not None else (-1, -1)
    passes = trailing_passes(view)
    line = mask_of(view.line.tiles)
    protected = view.rules.protected_stock
    codes = [code_of(a) for a in actions]
    sampled = [sampler.sample(rng) for _ in range(max(deals, extend))]

    def value(p: str, c: int, k: int) -> float:
        deal = sampled[k]
        hands = list(deal.hands)
        finisher, drawn, a, b, cur, pa, on_line = playout(
            hands,
            deal.stock,
            0,
            left,
            right,
            view.seat,
            passes,
            line,
            first_move(codes[c]),
            protected=protected,
        )
        if finisher == RUNNING:
            policy = POLICIES[p](hands, random.Random(k))
            finisher = playout(
                hands, deal.stock, drawn, a, b, cur, pa, on_line, policy, protected=protected
            )[0]
        return _net(hands, finisher, view.seat)

    out = {}
    for p in policies:
        values = [[value(p, c, k) for k in range(deals)] for c in range(len(codes))]
        means = [statistics.fmean(v) for v in values]
        best = max(range(len(codes)), key=means.__getitem__)
        contenders = [best]
        for c in range(len(codes)):
            if c != best:
                pairs = [x - y for x, y in zip(values[best], values[c], strict=True)]
                gap, error = _mean_error(pairs)
                if gap <= max(1.0, 3 * error):
                    contenders.append(c)
        for c in contenders:
            values[c] += [value(p, c, k) for k in range(deals, extend)]
        out[p] = values
    return out


def _mean_error(xs: Sequence[float]) -> tuple[float, float]:
    return statistics.fmean(xs), statistics.stdev(xs) / math.sqrt(len(xs))


def summary_of(values: list[list[float]], actions: Sequence[Any]) -> dict[str, Any]:
    """One policy's verdict on a decision: its best, every move's loss with its standard
    error (paired on the reference's deals), and the draw's gain over the best placement."""
    # The best among the moves played in the most deals (the contenders).
    most = max(len(v) for v in values)
    means = [statistics.fmean(v) for v in values]
    best = max((c for c in range(len(values)) if len(values[c]) == most), key=means.__getitem__)
    losses = {}
    for c, action in enumerate(actions):
        pairs = [x - y for x, y in zip(values[best], values[c], strict=False)]
        losses[str(action)] = (0.0, 0.0) if c == best else _mean_error(pairs)
    places = [i for i, a in enumerate(actions) if isinstance(a, Place)]
    draw = next((i for i, a in enumerate(actions) if isinstance(a, Draw)), None)
    draw_gain = None
    if draw is not None and places:
        top = max(places, key=lambda c: (len(values[c]), means[c]))
        draw_gain = _mean_error([x - y for x, y in zip(values[draw], values[top], strict=False)])
    return {"best": str(actions[best]), "losses": losses, "draw_gain": draw_gain}


# -- the measurement ----------------------------------------------------------------------


def recorded_hand(players: int, seed: int) -> MatchRecord:
    """One hand of a fresh seeded match, the levels cycled over the seats."""
    rng = random.Random(f"coach-reference {players} {seed}")
    match = Match.new(players, rng)
    names = [LEVELS[(seed + s) % len(LEVELS)] for s in range(players)]
    seats = [make_bot(name, random.Random(rng.random())) for name in names]
    for bot in seats:
        if isinstance(bot, HardBot):
            bot.time_limit = None  # the same hands on a busy machine
    while match.hand.outcome is None:
        seat = match.hand.current
        match = match.apply(seats[seat].choose(match.view(seat)))
    return record_from_match(match, strengths=names)


def use_coach_policy(name: str) -> None:
    """Make the analysis play its playouts with ``name`` (``default``: leave it)."""
    if name == "default":
        return
    policy = POLICIES[name]([], random.Random(0))
    original = paired_deals.Playouts.__init__

    def init(self: paired_deals.Playouts, *args: Any) -> None:
        original(self, *args)
        self.run = policy

    paired_deals.Playouts.__init__ = init  # type: ignore[method-assign]
    forget_recent()


def _distinct(view: PlayerView, action: Any) -> str:
    """The move as distinct_actions names it (a tile on two equal ends: one name)."""
    return str(next(a for a in distinct_actions(view) if same_move(a, action, view)))


def measure_record(
    job: tuple[int, int, str, tuple[str, ...], int, int, bool, bool],
) -> dict[str, Any]:
    """Review one recorded hand with the coach, then its decisions in the reference
    (``draws``: only the decisions where the coach advises a draw while a tile fits)."""
    players, seed, coach, policies, deals, extend, reference, draws = job
    use_coach_policy(coach)
    record = recorded_hand(players, seed)
    start = time.process_time()
    review = review_match(record, options=DEFAULT_OPTIONS)
    cpu = time.process_time() - start
    hand = record.hands[0]
    states = [hand.initial_state(record.rules)]
    for _, action in hand.turns:
        states.append(states[-1].apply(action))
    rows = []
    for d in review.decisions:
        if d.reason is Reason.FORCED or d.analysis.forced:
            continue
        view = states[d.turn - 1].view(d.seat, target=record.target)
        row: dict[str, Any] = {
            "players": players,
            "seed": seed,
            "turn": d.turn,
            "played": _distinct(view, d.played),
            "coach_best": _distinct(view, d.analysis.best.action),
            "coach_loss": d.loss,
            "coach_margin": d.margin,
            "coach_draw": isinstance(d.analysis.best.action, Draw)
            and any(isinstance(a, Place) for a in view.legal_actions),
            # Every move's loss and its margin in the coach's table (is the reference's
            # best within the coach's margin of the coach's best?).
            "coach_losses": {
                _distinct(view, c.action): [c.loss, c.loss_margin] for c in d.analysis.candidates
            },
        }
        if draws and not row["coach_draw"]:
            continue
        if reference:
            actions = distinct_actions(view)
            values = reference_values(view, policies, deals, seed, extend)
            for p in policies:
                row[p] = summary_of(values[p], actions)
        rows.append(row)
    return {"players": players, "seed": seed, "cpu": cpu, "rows": rows}


def ratio_interval(num: Sequence[float], den: Sequence[float]) -> tuple[float, float, float]:
    """sum(num) / sum(den) and a 95% bootstrap interval over the pairs."""
    rng = random.Random(0)
    n = len(num)
    ratios = []
    for _ in range(2000):
        pick = [rng.randrange(n) for _ in range(n)]
        d = sum(den[i] for i in pick)
        if d > 0:
            ratios.append(sum(num[i] for i in pick) / d)
    ratios.sort()
    if not ratios or sum(den) <= 0:
        return math.nan, math.nan, math.nan
    return sum(num) / sum(den), ratios[len(ratios) // 40], ratios[-len(ratios) // 40 - 1]


def share(hits: int, n: int) -> str:
    if n == 0:
        return "n/a (none)"
    lo, hi = wilson_interval(hits, n)
    return f"{100 * hits / n:.1f}% ({hits}/{n}, 95% {100 * lo:.0f}-{100 * hi:.0f}%)"


def ruled_best(figures: dict[str, Any]) -> str:
    """The reference's best under the coach's rule for draws (analysis.py): a draw while a
    tile fits only when it beats every placement by more than its margin and the edge."""
    best = figures["best"]
    gain = figures["draw_gain"]
    if best != "draw" or gain is None or gain[0] > max(2 * gain[1], DRAW_EDGE):
        return str(best)
    places = {m: loss for m, loss in figures["losses"].items() if m != "draw"}
    return min(places, key=lambda m: places[m][0])


def measures(row: dict[str, Any], p: str) -> dict[str, bool]:
    """How the coach's best compares with reference ``p``'s on one decision, strictest
    first: the same move; the same under the coach's rule for draws (what the coach
    advises, not what it measures: a draw only beyond its margin and the edge); that, or
    a near tie inside both margins (neither the reference can tell the coach's best from
    its own, nor the coach the reference's from its own); and the reference's own label
    for the coach's best is best or good (a difference a player could not see: the
    reference would not call the coach's advice an inaccuracy)."""
    ref = row[p]
    coach_best = row["coach_best"]
    ruled = ruled_best(ref)
    loss, error = ref["losses"][coach_best]
    theirs = row.get("coach_losses", {}).get(ruled)
    near_tie = loss <= 2 * error and theirs is not None and theirs[0] <= theirs[1]
    return {
        "same": ref["best"] == coach_best,
        "ruled": ruled == coach_best,
        "both margins": ruled == coach_best or near_tie,
        "reference margin": loss <= 2 * error,
        "not seen": loss < 2.0 or loss <= 2 * error,
    }


def hand_share(rows: Sequence[dict[str, Any]], hit: Callable[[dict[str, Any]], bool]) -> str:
    """The share of ``rows`` that ``hit``, with a 95% bootstrap interval over hands (a
    hand's decisions are not independent: Wilson's interval over decisions is too narrow)."""
    hands: dict[tuple[int, int], list[bool]] = {}
    for row in rows:
        hands.setdefault((row["players"], row["seed"]), []).append(hit(row))
    groups = list(hands.values())
    rng = random.Random(0)
    shares = []
    for _ in range(2000):
        pick = [groups[rng.randrange(len(groups))] for _ in groups]
        shares.append(sum(map(sum, pick)) / max(1, sum(map(len, pick))))
    shares.sort()
    hits = sum(map(sum, groups))
    n = sum(map(len, groups))
    lo, hi = shares[len(shares) // 40], shares[-len(shares) // 40 - 1]
    return f"{100 * hits / n:.1f}% ({hits}/{n}, 95% {100 * lo:.0f}-{100 * hi:.0f}%)"


def report_agreement(rows: Sequence[dict[str, Any]], policies: Sequence[str]) -> None:
    for p in policies:
        for name in ("same", "ruled", "both margins", "reference margin", "not seen"):
            print(
                f"  reference {p}, best move {name}: "
                f"{hand_share(rows, lambda row, n=name, q=p: measures(row, q)[n])}"
            )


def report(results: Sequence[dict[str, Any]], policies: Sequence[str]) -> None:
    for players in sorted({r["players"] for r in results}):
        times = [r["cpu"] for r in results if r["players"] == players]
        print(
            f"{players} players: {len(times)} hands, CPU per hand reviewed median "
            f"{statistics.median(times):.2f} s (mean {statistics.fmean(times):.2f}, "
            f"max {max(times):.2f})"
        )
    rows = [row for r in results for row in r["rows"]]
    mistakes = [row for row in rows if row["coach_loss"] >= 2.0]
    draws = [row for row in rows if row["coach_draw"]]
    print(
        f"{len(rows)} decisions with a choice, {len(mistakes)} with a coach loss >= 2, "
        f"{len(draws)} draws recommended while a tile fits"
    )
    if not rows or policies[0] not in rows[0]:
        return
    if not mistakes:
        print("  no mistakes to compare losses on")
    for before, after in itertools.pairwise(policies if mistakes else ()):
        r, lo, hi = ratio_interval(
            [m[after]["losses"][m["played"]][0] for m in mistakes],
            [m[before]["losses"][m["played"]][0] for m in mistakes],
        )
        print(
            f"  convergence: losses on mistakes, {after} / {before} = {r:.2f} "
            f"(95% {lo:.2f}-{hi:.2f})"
        )
    for p in policies:
        same = sum(row[p]["best"] == row["coach_best"] for row in rows)
        ruled = sum(ruled_best(row[p]) == row["coach_best"] for row in rows)
        close = 0
        for row in rows:
            loss, error = row[p]["losses"][row["coach_best"]]
            close += loss <= 2 * error
        r, lo, hi = (math.nan,) * 3
        if mistakes:
            r, lo, hi = ratio_interval(
                [m["coach_loss"] for m in mistakes],
                [m[p]["losses"][m["played"]][0] for m in mistakes],
            )
        confirmed = sum(row[p]["draw_gain"][0] > 0 for row in draws)
        print(
            f"  reference {p}: same best {share(same, len(rows))}; with the coach's rule "
            f"for draws {share(ruled, len(rows))}; within its margin "
            f"{share(close, len(rows))}; coach / reference losses on mistakes {r:.2f} "
            f"(95% {lo:.2f}-{hi:.2f}); draws confirmed {share(confirmed, len(draws))}"
        )
    if all("coach_losses" in row for row in rows):
        report_agreement(rows, policies)


def read_results(path: Path) -> list[dict[str, Any]]:
    """The results of ``--json-out`` (a list), or one result a line."""
    text = path.read_text()
    if text.lstrip().startswith("["):
        return list(json.loads(text))
    return [json.loads(line) for line in text.splitlines() if line.strip()]


COACH_FIGURES = ("coach_best", "coach_loss", "coach_margin", "coach_draw", "coach_losses")


def with_coach_of(
    results: Sequence[dict[str, Any]], coach: Sequence[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``results`` (the same records) with the coach's figures and CPU times of ``coach``
    (another coach's run): the reference's figures do not depend on the coach."""
    hands = {(r["players"], r["seed"]): r for r in coach}
    out = []
    for r in results:
        other = hands[r["players"], r["seed"]]
        turns = {row["turn"]: row for row in other["rows"]}
        rows = [row | {k: turns[row["turn"]][k] for k in COACH_FIGURES} for row in r["rows"]]
        out.append(r | {"cpu": other["cpu"], "rows": rows})
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("duel", "measure", "report"))
    parser.add_argument("files", nargs="*", type=Path, help="report: results (JSON or lines)")
    parser.add_argument(
        "--coach-from", type=Path, help="report: the coach's figures of another run's results"
    )
    parser.add_argument("--hands", type=int, default=8, help="recorded hands per player count")
    parser.add_argument("--players", type=int, action="append", choices=(2, 4))
    parser.add_argument("--coach", default="default", choices=("default", *POLICIES))
    parser.add_argument("--policies", default="smart,keen,aware", help="the reference's")
    parser.add_argument("--deals", type=int, default=600, help="the reference's, per move")
    parser.add_argument("--extend", type=int, default=3000, help="... and per contender")
    parser.add_argument("--no-reference", action="store_true", help="time the coach only")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="the first hand's seed")
    parser.add_argument("--json-out", type=Path, help="also write every row here")
    parser.add_argument(
        "--reference-from", type=Path, help="the reference's figures of an earlier --json-out"
    )
    parser.add_argument(
        "--draws", action="store_true", help="only the decisions where the coach advises a draw"
    )
    parser.add_argument("--lines", type=Path, help="append each hand's result here as done")
    parser.add_argument("--duel-hands", type=int, default=20000)
    args = parser.parse_args()
    policies = tuple(args.policies.split(","))
    if args.what == "duel":
        for players in args.players or [2, 4]:
            for after, before in DUELS:
                hands = args.duel_hands // (20 if after == "search" else 1)
                mean, error = duel(after, before, players, hands, args.seed)
                print(
                    f"{players} players: {after} vs {before}: {mean:+.2f} +- {2 * error:.2f} "
                    f"net points per hand ({hands} deals)",
                    flush=True,
                )
        return 0
    if args.what == "report":
        results = [r for path in args.files for r in read_results(path)]
        if args.coach_from is not None:
            results = with_coach_of(results, read_results(args.coach_from))
        report(results, policies)
        return 0
    jobs = [
        (
            players,
            seed,
            args.coach,
            policies,
            args.deals,
            args.extend,
            not args.no_reference,
            args.draws,
        )
        for players in args.players or [2, 4]
        for seed in range(args.seed, args.seed + args.hands)
    ]
    if args.reference_from is not None:
        jobs = [(*job[:6], False, args.draws) for job in jobs]
    results = []
    with multiprocessing.Pool(args.jobs) as pool:
        # Each hand as it is done, one JSON line on --lines (a long run keeps what it did).
        for result in pool.imap(measure_record, jobs, chunksize=1):
            results.append(result)
            if args.lines is not None:
                with args.lines.open("a") as out:
                    out.write(json.dumps(result) + "\n")
            print(f"  hand {result['players']} players seed {result['seed']} done", flush=True)
    if args.reference_from is not None:
        # The same records, the same decisions: the reference's figures do not depend on
        # the coach.
        earlier = json.loads(args.reference_from.read_text())
        figures = {
            (row["players"], row["seed"], row["turn"]): row for r in earlier for row in r["rows"]
        }
        for r in results:
            for row in r["rows"]:
                for p in policies:
                    row[p] = figures[row["players"], row["seed"], row["turn"]][p]
    if args.json_out is not None:
        args.json_out.write_text(json.dumps(results, indent=1))
    print(f"coach policy: {args.coach}; reference: {args.deals} deals per move, {policies}")
    report(results, policies)
    return 0


if __name__ == "__main__":
    sys.exit(main())
