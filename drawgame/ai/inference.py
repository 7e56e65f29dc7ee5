"""Determinization: deal the tiles a seat has not seen, consistently with what it knows.

A :class:`PlayerView` shows one seat its own hand, the line, every hand's size, the stock
size and the public history. The tiles it has not seen (``view.unseen()``) lie in the other
hands and in the stock. The history proves one thing for certain: a seat that passed on
ends ``(a, b)`` holds no tile showing ``a`` or ``b`` (R9); the view gives those values as
:meth:`PlayerView.passed_on <drawgame.engine.PlayerView.passed_on>`. A draw proves nothing
(R7 allows drawing with a playable tile).

:class:`DealSampler` draws deals uniformly among all deals consistent with those proofs.
It counts consistent deals exactly (tiles grouped by the seats they may belong to, counted
by dynamic programming over the seats' remaining room), so each sample costs a few random
numbers and no rejection, however tight the constraints are.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from math import factorial

from drawgame.engine import DrewEvent, End, PlacedEvent, PlayerView
from drawgame.engine.masks import VALUE_MASK

__all__ = ["BeliefSampler", "Deal", "DealSampler", "draw_hints"]


def _shuffle(items: list[int], rand: Callable[[], float]) -> None:
    # Fisher-Yates on random(): much cheaper than random.shuffle's integer draws, and
    # uniform to within len(items) / 2**53.
    for a in range(len(items) - 1, 0, -1):
        b = int(rand() * (a + 1))
        items[a], items[b] = items[b], items[a]


def draw_hints(view: PlayerView) -> dict[int, frozenset[int]]:
    """What the seats' draws suggest, if players draw only when they must.

    A seat whose last drawing turn ended with a placement, on ends ``(a, b)`` at the time
    of the draw, held no tile showing ``a`` or ``b`` before drawing, drew until a tile fit
    and placed it; so, if it had to draw, it still holds no ``a`` and no ``b``. R7 allows
    drawing at will, so this is only likely, never proved: :class:`BeliefSampler` weighs
    it. A later drawing turn replaces the hint (new tiles came in); opening draws say
    nothing.
    """
    history = view.history
    # The ends before each event, found backwards from today's ends: a position set up
    # in mid-hand has a line older than its history.
    before: list[tuple[int, int] | None] = [None] * len(history)
    ends = view.ends
    placed = sum(isinstance(event, PlacedEvent) for event in history)
    opening_in_history = placed == len(view.line.tiles)
    for k in range(len(history) - 1, -1, -1):
        event = history[k]
        if isinstance(event, PlacedEvent) and ends is not None:
            placed -= 1
            tile = event.tile
            if placed == 0 and opening_in_history:
                ends = None
            elif event.end is End.LEFT:
                ends = (tile.other(ends[0]), ends[1])
            else:
                ends = (ends[0], tile.other(ends[1]))
        before[k] = ends
    hints: dict[int, frozenset[int]] = {}
    pending: dict[int, tuple[int, int] | None] = {}
    for k, event in enumerate(history):
        if isinstance(event, DrewEvent):
            hints.pop(event.seat, None)
            pending[event.seat] = before[k]
        elif isinstance(event, PlacedEvent):
            if event.seat in pending:
                at_draw = pending.pop(event.seat)
                if at_draw is not None:
                    hints[event.seat] = frozenset(at_draw)
        else:
            pending.pop(event.seat, None)
    return hints


@dataclass(frozen=True, slots=True)
class Deal:
    """One full deal of the hidden tiles: ``hands[s]`` a mask for every seat (the viewer's
    own hand included) and ``stock`` the stock's tile indices, ``stock[0]`` drawn first."""

    hands: tuple[int, ...]
    stock: tuple[int, ...]


class DealSampler:
    """Uniform samples of the hidden deal for ``view`` (see the module docstring)."""

    __slots__ = ("_cache", "_caps", "_own", "_seats", "_stock_bin", "_types", "_unseen", "count")

    def __init__(
        self, view: PlayerView, assume: Mapping[int, frozenset[int]] | None = None
    ) -> None:
        """``assume``: more values to exclude per seat, on top of what the view proves."""
        self._own = sum(1 << t.index for t in view.hand)
        self._seats = tuple(s for s in range(view.players) if s != view.seat)
        # Bins: the other seats' hands, then the stock (always allowed).
        self._caps = tuple(view.hand_sizes[s] for s in self._seats) + (view.stock_size,)
        self._stock_bin = len(self._seats)
        unseen = [t.index for t in view.unseen()]
        self._unseen = unseen
        if len(unseen) != sum(self._caps):
            raise ValueError("the view's hand sizes and stock do not add up to its unseen tiles")
        forbidden = []
        for seat in self._seats:
            mask = 0
            values = view.passed_on(seat)
            if assume is not None:
                values |= assume.get(seat, frozenset())
            for value in values:
                mask |= VALUE_MASK[value]
            forbidden.append(mask)
        groups: dict[int, list[int]] = {}
        for index in unseen:
            allowed = 1 << self._stock_bin
            for b, mask in enumerate(forbidden):
                if not mask >> index & 1:
                    allowed |= 1 << b
            groups.setdefault(allowed, []).append(index)
        # The most constrained tiles first: the DP then branches least.
        self._types = sorted(
            ((allowed, tuple(tiles)) for allowed, tiles in groups.items()),
            key=lambda item: (item[0].bit_count(), item[0]),
        )
        self._cache: dict[tuple[int, tuple[int, ...]], tuple[list[int], list[tuple[int, ...]]]]
        self._cache = {}
        #: How many different deals are consistent with the view.
        self.count = self._ways(0, self._caps)
        if self.count == 0:
            raise ValueError("no deal is consistent with this view")

    def _splits(self, k: int, caps: tuple[int, ...]) -> tuple[list[int], list[tuple[int, ...]]]:
        """For type ``k`` with room ``caps`` left: every way to split its tiles among its
        allowed bins, with cumulative counts of the deals each split leads to."""
        key = (k, caps)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        allowed, tiles = self._types[k]
        n = len(tiles)
        bins = [b for b in range(len(caps)) if allowed >> b & 1]
        cumulative: list[int] = []
        splits: list[tuple[int, ...]] = []
        total = 0
        counts = [0] * len(caps)

        def place(position: int, left: int, weight: int) -> None:
            nonlocal total
            if position == len(bins) - 1:
                b = bins[position]
                if left > caps[b]:
                    return
                counts[b] = left
                rest = tuple(c - x for c, x in zip(caps, counts, strict=True))
                ways = self._ways(k + 1, rest)
                if ways:
                    total += weight // factorial(left) * ways
                    cumulative.append(total)
                    splits.append(tuple(counts))
                counts[b] = 0
                return
            b = bins[position]
            room = sum(caps[x] for x in bins[position + 1 :])
            for x in range(max(0, left - room), min(left, caps[b]) + 1):
                counts[b] = x
                place(position + 1, left - x, weight // factorial(x))
            counts[b] = 0

        place(0, n, factorial(n))
        result = (cumulative, splits)
        self._cache[key] = result
        return result

    def _ways(self, k: int, caps: tuple[int, ...]) -> int:
        if k == len(self._types):
            return 0 if any(caps) else 1
        cumulative, _ = self._splits(k, caps)
        return cumulative[-1] if cumulative else 0

    def sample(self, rng: random.Random) -> Deal:
        """One deal, uniformly among the consistent ones."""
        # The coach samples a deal for every few playouts: the shuffles are written in
        # (_shuffle's Fisher-Yates, the same random numbers in the same order) and the
        # hands built as masks while the tiles are split.
        rand = rng.random
        caps = self._caps
        stock_bin = self._stock_bin
        masks = [0] * stock_bin
        stock: list[int] = []
        splits_of = self._splits
        for k, (_, tiles) in enumerate(self._types):
            cumulative, splits = splits_of(k, caps)
            if len(splits) == 1:
                chosen = splits[0]
            else:
                chosen = splits[bisect_right(cumulative, rng.randrange(cumulative[-1]))]
            order = list(tiles)
            for a in range(len(order) - 1, 0, -1):
                b = int(rand() * (a + 1))
                order[a], order[b] = order[b], order[a]
            start = 0
            for b, x in enumerate(chosen):
                if x:
                    if b == stock_bin:
                        stock += order[start : start + x]
                    else:
                        mask = masks[b]
                        for index in order[start : start + x]:
                            mask |= 1 << index
                        masks[b] = mask
                    start += x
            caps = tuple([c - x for c, x in zip(caps, chosen, strict=True)])
        hands = [self._own] * (len(self._seats) + 1)  # the viewer's own hand stays
        for b, seat in enumerate(self._seats):
            hands[seat] = masks[b]
        for a in range(len(stock) - 1, 0, -1):
            b = int(rand() * (a + 1))
            stock[a], stock[b] = stock[b], stock[a]
        return Deal(tuple(hands), tuple(stock))


class BeliefSampler:
    """Deals weighted by how likely the history makes them, not only by what it proves.

    The model: a seat with a playable tile draws anyway with probability
    ``voluntary_draw``; one without must draw (R7). A deal that contradicts a seat's
    :func:`draw_hints` is then ``voluntary_draw`` times as likely as one that agrees. Each
    hint is on (the draw was forced) or off; the mixture over on/off sets, each weighted by
    its prior and its exact number of deals, samples that weighting exactly. With
    ``voluntary_draw=1`` this is :class:`DealSampler`.
    """

    __slots__ = ("_cumulative", "_samplers")

    def __init__(self, view: PlayerView, voluntary_draw: float = 0.1) -> None:
        if not 0 < voluntary_draw <= 1:
            raise ValueError("voluntary_draw must be in (0, 1]")
        hints = {
            seat: values - view.passed_on(seat)
            for seat, values in draw_hints(view).items()
            if seat != view.seat
        }
        seats = [seat for seat, values in sorted(hints.items()) if values]
        if voluntary_draw == 1:
            seats = []
        options: list[tuple[float, int, DealSampler]] = []
        for chosen in range(1 << len(seats)):
            on = {seat: hints[seat] for b, seat in enumerate(seats) if chosen >> b & 1}
            try:
                sampler = DealSampler(view, on)
            except ValueError:
                continue  # these hints together allow no deal
            prior = (1 - voluntary_draw) ** len(on) * voluntary_draw ** (len(seats) - len(on))
            options.append((prior, sampler.count, sampler))
        biggest = max(count for _, count, _ in options)
        total = 0.0
        self._cumulative: list[float] = []
        self._samplers: list[DealSampler] = []
        for prior, count, sampler in options:
            total += prior * (count / biggest)
            self._cumulative.append(total)
            self._samplers.append(sampler)

    def sample(self, rng: random.Random) -> Deal:
        samplers = self._samplers
        if len(samplers) == 1:
            return samplers[0].sample(rng)
        cumulative = self._cumulative
        k = bisect_right(cumulative, rng.random() * cumulative[-1])
        return samplers[min(k, len(samplers) - 1)].sample(rng)
