"""What an arena run produced: :class:`ArenaReport`, and the Wilson interval it quotes."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["SHOWN_ERRORS", "ArenaReport", "think_summary", "wilson_interval"]

#: How many errors the text report lists in full (``--json`` has them all).
SHOWN_ERRORS = 10


def wilson_interval(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% with the default ``z``).

    Unlike the normal approximation it stays inside [0, 1] and is sensible for 0 or n
    successes and for small n. With no trials at all it is the whole of [0, 1].

    >>> lo, hi = wilson_interval(50, 100)
    >>> round(lo, 4), round(hi, 4)
    (0.4038, 0.5962)
    """
    if n < 0 or not 0 <= successes <= n:
        raise ValueError(f"need 0 <= successes <= n, got {successes} of {n}")
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def think_summary(seconds: Sequence[float]) -> dict[str, float]:
    """Median, 99th percentile (nearest rank) and maximum, in milliseconds."""
    if not seconds:
        return {"median": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(seconds)
    rank = max(0, math.ceil(0.99 * len(ordered)) - 1)
    return {
        "median": round(statistics.median(ordered) * 1000, 4),
        "p99": round(ordered[rank] * 1000, 4),
        "max": round(ordered[-1] * 1000, 4),
    }


@dataclass
class ArenaReport:
    """What a run produced. Per-seat lists are indexed by seat.

    ``matches`` counts the matches played to the end; only they enter the wins, drawn
    matches, hands and points. A match in which a bot failed is ``abandoned`` and
    described in ``errors``. ``think_ms`` (and ``elapsed_s``) are the only figures that
    vary between runs with the same seed.

    ``seed_from`` says where the deals came from (:mod:`drawgame.arena.seeding`):
    ``"--seed"`` (``seed`` is that number), ``"--seed-file"`` or ``"fresh"``, a new secret
    that ``secret`` gives once the run is over (``None`` until then and for the others).
    """

    players: int
    bots: list[str]
    seed: int | None
    requested: int
    matches: int = 0
    match_wins: list[int] = field(default_factory=list)
    drawn_matches: int = 0
    hands: int = 0
    points: list[int] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    think_ms: list[dict[str, float]] = field(default_factory=list)
    abandoned: int = 0
    errors_per_seat: list[int] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    stopped: bool = False
    elapsed_s: float = 0.0
    seed_from: str = "--seed"
    secret: str | None = None

    def __post_init__(self) -> None:
        for name in ("match_wins", "points", "moves", "errors_per_seat"):
            if not getattr(self, name):
                setattr(self, name, [0] * self.players)
        if not self.think_ms:
            self.think_ms = [think_summary(()) for _ in range(self.players)]

    @property
    def seed_text(self) -> str:
        """Where the deals came from, in words (never the secret)."""
        if self.seed_from == "--seed-file":
            return "seed from a file"
        if self.seed_from == "fresh" or self.seed is None:
            return "a fresh secret seed"
        return f"seed {self.seed}"

    @property
    def win_rates(self) -> list[float]:
        """Match wins per seat over the matches played (a drawn match is no win)."""
        return [wins / self.matches if self.matches else 0.0 for wins in self.match_wins]

    @property
    def win_intervals(self) -> list[tuple[float, float]]:
        """The Wilson 95% interval of each seat's win rate."""
        return [wilson_interval(wins, self.matches) for wins in self.match_wins]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (what ``--json`` prints)."""
        return {
            "players": self.players,
            "bots": list(self.bots),
            "seed": self.seed,
            "seed_from": self.seed_from,
            "secret": self.secret,
            "requested": self.requested,
            "matches": self.matches,
            "abandoned": self.abandoned,
            "stopped": self.stopped,
            "match_wins": list(self.match_wins),
            "drawn_matches": self.drawn_matches,
            "hands": self.hands,
            "points": list(self.points),
            "win_rate": [round(rate, 6) for rate in self.win_rates],
            "win_rate_95": [[round(lo, 6), round(hi, 6)] for lo, hi in self.win_intervals],
            "moves": list(self.moves),
            "think_ms": [dict(summary) for summary in self.think_ms],
            "errors_per_seat": list(self.errors_per_seat),
            "errors": list(self.errors),
            "elapsed_s": round(self.elapsed_s, 3),
        }

    def to_text(self) -> str:
        """The human-readable report (what the command prints without ``--json``)."""
        lines = [
            f"Draw arena: {self.players} players, {self.seed_text}",
            f"matches played: {self.matches} of {self.requested}, drawn: {self.drawn_matches}, "
            f"abandoned: {self.abandoned}, hands: {self.hands}",
        ]
        if self.stopped:
            lines.append("the run was stopped by a bot error (see below)")
        width = max(len("bot"), *(len(spec) for spec in self.bots))
        lines.append("")
        lines.append(
            f"{'seat':>4}  {'bot':<{width}}  {'wins':>6}  {'win rate':>8}  "
            f"{'95% interval':>15}  {'points':>8}  {'moves':>8}  {'errors':>6}"
        )
        for seat in range(self.players):
            lo, hi = self.win_intervals[seat]
            lines.append(
                f"{seat:>4}  {self.bots[seat]:<{width}}  {self.match_wins[seat]:>6}  "
                f"{self.win_rates[seat]:>8.1%}  {f'{lo:.1%} - {hi:.1%}':>15}  "
                f"{self.points[seat]:>8}  {self.moves[seat]:>8}  {self.errors_per_seat[seat]:>6}"
            )
        lines.append("")
        lines.append("think time per move, ms:")
        for seat in range(self.players):
            t = self.think_ms[seat]
            lines.append(
                f"{seat:>4}  {self.bots[seat]:<{width}}  median {t['median']:.3f}  "
                f"p99 {t['p99']:.3f}  max {t['max']:.3f}"
            )
        lines.append(f"elapsed: {self.elapsed_s:.2f} s")
        if self.secret is not None:
            lines.append(
                f"the secret seed, now that the run is over: {self.secret} "
                "(in a file, --seed-file FILE plays these games again)"
            )
        if self.errors:
            lines.append("")
            lines.append(f"errors ({len(self.errors)}):")
            lines.extend(self.errors[:SHOWN_ERRORS])
            if len(self.errors) > SHOWN_ERRORS:
                lines.append(f"... and {len(self.errors) - SHOWN_ERRORS} more (see --json)")
        return "\n".join(lines) + "\n"
