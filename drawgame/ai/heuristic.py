"""The ``easy`` and ``medium`` computer players: hand-written rules, no search.

``medium`` scores every legal placement with a few rules a good club player follows:
shed heavy tiles, get rid of doubles early, keep a spread of numbers in hand, leave ends it
can follow, steer the ends towards numbers the next player cannot follow (proved by a pass,
R9; likely when it had to draw on them; or likely because most tiles of the number are
already in sight) and shut the line when its own hand is the lightest. It draws only when
nothing fits (R7), and needs no randomness.

``easy`` plays like a beginner: it always places when it can, usually a heavy tile or a
double, but it judges weights roughly, so it sometimes misses the best tile, and it never
thinks about the ends it leaves or what the others hold.

Both read only their :class:`~drawgame.engine.PlayerView`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from drawgame.engine import (
    DRAW,
    PASS,
    Action,
    DrewEvent,
    End,
    Place,
    PlacedEvent,
    PlayerView,
    Rules,
    Tile,
)

__all__ = [
    "EasyBot",
    "MediumBot",
    "MediumWeights",
    "Position",
    "evaluate_place",
    "make_easy",
    "make_medium",
]


@dataclass(frozen=True, slots=True)
class MediumWeights:
    """How much each rule of :class:`MediumBot` counts, in points of evaluation.

    The unit is one pip shed; the defaults were tuned with ``benchmarks/strength.py``.
    """

    #: Per pip of the placed tile: heavy tiles first, since they count against us.
    pips: float = 1.0
    #: Placing a double: a double fits only one number, so it is hard to place later.
    double: float = 4.0
    #: Per distinct number still in hand after the play (a spread keeps us playing).
    spread: float = 1.5
    #: Leaving at least one tile in hand that fits one of the new ends.
    follow: float = 4.0
    #: Per further tile that fits one of the new ends.
    follow_extra: float = 0.5
    #: Times the chance that the next player holds nothing for the new ends.
    stuck: float = 24.0
    #: Per new end showing a number the next player has passed on (R9).
    passed: float = 2.0
    #: Shutting the line so that no one else can follow while our hand is the lightest.
    block: float = 40.0
    #: Share of ``stuck`` that also trusts draws: a seat that drew on ends ``a`` and ``b``
    #: most likely held neither (R7 allows drawing anyway, so this is only a guess).
    trust_draws: float = 0.5


@dataclass(frozen=True, slots=True)
class Position:
    """The facts about a view that every candidate placement is scored against."""

    hand: tuple[Tile, ...]
    ends: tuple[int, int] | None
    #: Tiles not in our hand nor on the line: in other hands or in the stock.
    unseen: tuple[Tile, ...]
    next_seat: int
    #: Numbers the next player proved, by passing, not to hold (R9).
    next_passed: frozenset[int]
    #: Numbers each other seat proved not to hold, by seat.
    passed: dict[int, frozenset[int]]
    #: Numbers the next player probably lacks: the ends when it last had to draw.
    next_drew_on: frozenset[int]
    hand_sizes: tuple[int, ...]
    stock_size: int
    seat: int
    #: The hand's rules (the protected stock, R8).
    rules: Rules

    @classmethod
    def of(cls, view: PlayerView) -> Position:
        next_seat = (view.seat + 1) % view.players
        passed = {seat: view.passed_on(seat) for seat in range(view.players) if seat != view.seat}
        return cls(
            hand=view.hand,
            ends=view.ends,
            unseen=view.unseen(),
            next_seat=next_seat,
            next_passed=passed[next_seat],
            passed=passed,
            next_drew_on=drew_on(view, next_seat),
            hand_sizes=view.hand_sizes,
            stock_size=view.stock_size,
            seat=view.seat,
            rules=view.rules,
        )

    @property
    def can_draw(self) -> bool:
        return self.rules.may_draw(self.stock_size)


def drew_on(view: PlayerView, seat: int) -> frozenset[int]:
    """The ends showing when ``seat`` last drew this hand (empty if it never drew).

    A player who draws only when nothing fits held neither number then; the tile it
    stopped on is the one it placed next, so it still lacks both numbers unless it has
    drawn since.
    """
    ends: tuple[int, int] | None = None
    found: tuple[int, int] | None = None
    for event in view.history:
        if isinstance(event, PlacedEvent):
            place = Place(event.tile, event.end)
            ends = ends_after(ends, place)
        elif isinstance(event, DrewEvent) and event.seat == seat and ends is not None:
            found = ends
    return frozenset(found) if found is not None else frozenset()


def ends_after(ends: tuple[int, int] | None, place: Place) -> tuple[int, int]:
    """The line's end values once ``place`` is played (the opening tile shows both halves)."""
    tile = place.tile
    if ends is None:
        return (tile.low, tile.high)
    left, right = ends
    if place.end is End.LEFT:
        return (tile.other(left), right)
    return (left, tile.other(right))


def _fits(tile: Tile, ends: tuple[int, int]) -> bool:
    return tile.has(ends[0]) or tile.has(ends[1])


def _chance_holds_none(candidates: int, fitting: int, hand_size: int) -> float:
    """Chance that ``hand_size`` tiles drawn at random from ``candidates`` miss all
    ``fitting`` ones (hypergeometric)."""
    if fitting <= 0:
        return 1.0
    if hand_size > candidates - fitting:
        return 0.0
    chance = 1.0
    for i in range(hand_size):
        chance *= (candidates - fitting - i) / (candidates - i)
    return chance


def _chance_stuck(
    unseen: Sequence[Tile], lacking: frozenset[int], ends: tuple[int, int], hand_size: int
) -> float:
    """Chance that a hand of ``hand_size`` unseen tiles, none showing a number in
    ``lacking``, holds nothing for ``ends``."""
    candidates = 0
    fitting = 0
    for t in unseen:
        if t.low in lacking or t.high in lacking:
            continue
        candidates += 1
        if t.has(ends[0]) or t.has(ends[1]):
            fitting += 1
    return _chance_holds_none(candidates, fitting, hand_size)


def _nobody_else_follows(pos: Position, new_ends: tuple[int, int]) -> bool:
    """Whether no other seat can ever place on these ends while they stay as they are."""
    if not any(_fits(t, new_ends) for t in pos.unseen):
        # Every tile of both numbers is on the line or in our hand.
        return True
    # With the stock closed (R8), seats that passed on both numbers cannot follow.
    return not pos.can_draw and all(
        new_ends[0] in values and new_ends[1] in values for values in pos.passed.values()
    )


def evaluate_place(pos: Position, place: Place, weights: MediumWeights) -> float:
    """Medium's score for ``place``: higher is better."""
    tile = place.tile
    rest = tuple(t for t in pos.hand if t != tile)
    if not rest:
        # Domino (R13): going out beats everything else.
        return 1e6
    new_ends = ends_after(pos.ends, place)
    score = weights.pips * tile.pips
    if tile.is_double:
        score += weights.double

    numbers = set()
    for t in rest:
        numbers.add(t.low)
        numbers.add(t.high)
    score += weights.spread * len(numbers)

    followers = sum(1 for t in rest if _fits(t, new_ends))
    if followers:
        score += weights.follow + weights.follow_extra * (followers - 1)

    # The next player's chances of following: the tiles it may hold are the unseen ones
    # without a number it passed on.
    next_size = pos.hand_sizes[pos.next_seat]
    proved = _chance_stuck(pos.unseen, pos.next_passed, new_ends, next_size)
    likely = proved
    if pos.next_drew_on - pos.next_passed:
        likely = _chance_stuck(pos.unseen, pos.next_passed | pos.next_drew_on, new_ends, next_size)
    trust = weights.trust_draws
    score += weights.stuck * ((1 - trust) * proved + trust * likely)
    score += weights.passed * sum(1 for v in set(new_ends) if v in pos.next_passed)

    if _nobody_else_follows(pos, new_ends):
        score += weights.block * _block_value(pos, rest, followers > 0)
    return score


def _block_value(pos: Position, rest: Sequence[Tile], we_follow: bool) -> float:
    """+1 for shutting the line when it pays, -1 when it would hand the block to another."""
    if we_follow:
        # The others draw or pass while we keep placing.
        return 1.0
    ours = sum(t.pips for t in rest)
    unseen_pips = sum(t.pips for t in pos.unseen)
    average = unseen_pips / len(pos.unseen) if pos.unseen else 0.0
    drawn = pos.stock_size - pos.rules.protected_stock if pos.can_draw else 0
    lightest_other = min(
        average * (size + (drawn if seat == pos.next_seat else 0))
        for seat, size in enumerate(pos.hand_sizes)
        if seat != pos.seat
    )
    # Only block when clearly lighter: the estimate of the others' totals is rough.
    return 1.0 if ours + 2 < lightest_other else -1.0


def _forced(actions: Sequence[Action]) -> Action:
    """Nothing fits: draw while the stock allows (R7), otherwise pass (R9)."""
    return DRAW if DRAW in actions else PASS


def _places(view: PlayerView) -> tuple[list[Place], tuple[Action, ...]]:
    actions = view.legal_actions
    if not actions:
        raise ValueError(f"seat {view.seat} has no legal action: it is not its turn to move")
    return [a for a in actions if isinstance(a, Place)], actions


class MediumBot:
    """A solid heuristic player; see the module docstring. Deterministic: no randomness.

    Ties go to the earliest placement in ``view.legal_actions`` (tile order, left first).
    """

    name = "medium"

    def __init__(
        self, rng: random.Random | None = None, weights: MediumWeights | None = None
    ) -> None:
        del rng  # accepted for the factory signature; the rules need no randomness
        self.weights = weights if weights is not None else MediumWeights()

    def choose(self, view: PlayerView) -> Action:
        places, actions = _places(view)
        if not places:
            return _forced(actions)
        pos = Position.of(view)
        best = places[0]
        best_score = evaluate_place(pos, best, self.weights)
        for place in places[1:]:
            score = evaluate_place(pos, place, self.weights)
            if score > best_score:
                best, best_score = place, score
        return best


class EasyBot:
    """A beginner: always places when it can, and likes heavy tiles and doubles, but it
    judges by eye: each fitting placement gets the tile's pips, 3 more for a double, and a
    random nudge of up to ``noise`` pips. So it sheds a clearly heavier tile, but between
    tiles of about the same weight it may pick the worse one, and it never thinks about
    the ends it leaves. Deterministic for a seed of its ``rng``.
    """

    name = "easy"

    def __init__(self, rng: random.Random, noise: float = 5.0) -> None:
        self._rng = rng
        self.noise = noise

    def choose(self, view: PlayerView) -> Action:
        places, actions = _places(view)
        if not places:
            return _forced(actions)
        if len(view.hand) == 1:
            return places[0]  # even a beginner goes out when it can (R13)
        best = places[0]
        best_score = -1.0
        for place in places:
            tile = place.tile
            score = tile.pips + (3.0 if tile.is_double else 0.0) + self._rng.random() * self.noise
            if score > best_score:
                best, best_score = place, score
        return best


def make_medium(rng: random.Random) -> MediumBot:
    return MediumBot(rng)


def make_easy(rng: random.Random) -> EasyBot:
    return EasyBot(rng)
