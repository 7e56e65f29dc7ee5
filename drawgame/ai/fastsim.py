"""The AI's fast path: a mutable, bit-mask simulation of one hand (same rules as the engine).

:class:`~drawgame.engine.HandState` is immutable and validates every move, which is right
for the game but too slow for search. :class:`FastHand` keeps the same facts as plain ints
(hands as 28-bit masks over tile indices, the stock as a list of indices with a draw
pointer, the two end values, the seat to move and the passes in a row) and changes them in
place. It follows R5-R15 exactly; ``tests/ai/test_fastsim.py`` checks it against the engine.

Actions are small ints: ``2 * tile_index + end`` (end 0 = left, 1 = right) for a placement,
:data:`DRAW_CODE` and :data:`PASS_CODE`. The playouts (:meth:`FastHand.playout_random`,
:meth:`FastHand.playout_greedy`, :meth:`FastHand.playout_smart`) run a hand to its end in
one tight loop.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from drawgame.engine import (
    DEAL_SIZE,
    DRAW,
    FULL_SET,
    PASS,
    PROTECTED_STOCK,
    Action,
    Draw,
    End,
    HandState,
    Outcome,
    Pass,
    Place,
    Termination,
    score_hand,
)
from drawgame.engine.actions import PLACES
from drawgame.engine.masks import OTHER, PIPS, VALUE_MASK

__all__ = [
    "DRAW_CODE",
    "PASS_CODE",
    "FastHand",
    "action_of",
    "code_of",
    "mask_pips",
]

DRAW_CODE: Final = 56
PASS_CODE: Final = 57

_BIT: Final = tuple(1 << i for i in range(28))
_ALL: Final = tuple(range(28))
_FULL: Final = (1 << 28) - 1
_HALF: Final = 14
_LOW_BITS: Final = (1 << _HALF) - 1


def _pips_table(offset: int) -> tuple[int, ...]:
    table = [0] * (1 << _HALF)
    for mask in range(1, 1 << _HALF):
        low = mask & -mask
        table[mask] = table[mask ^ low] + PIPS[low.bit_length() - 1 + offset]
    return tuple(table)


# Pips of a mask in two lookups: totals are needed at the end of every playout.
_PIPS_LO: Final = _pips_table(0)
_PIPS_HI: Final = _pips_table(_HALF)


def mask_pips(mask: int) -> int:
    """The pips of the tiles in ``mask``."""
    return _PIPS_LO[mask & _LOW_BITS] + _PIPS_HI[mask >> _HALF]


def _indices_table(offset: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(i + offset for i in range(7) if mask >> i & 1) for mask in range(128))


# The tile indices of a whole hand in four lookups (for the opening, where any tile goes).
_IDX0: Final = _indices_table(0)
_IDX1: Final = _indices_table(7)
_IDX2: Final = _indices_table(14)
_IDX3: Final = _indices_table(21)


def indices_of(mask: int) -> tuple[int, ...]:
    """The tile indices in ``mask``, in set order."""
    return _IDX0[mask & 127] + _IDX1[mask >> 7 & 127] + _IDX2[mask >> 14 & 127] + _IDX3[mask >> 21]


def _subsets(mask: int) -> list[int]:
    out = [0]
    while mask:
        low = mask & -mask
        out += [m | low for m in out]
        mask ^= low
    return out


def _order_key(index: int) -> tuple[int, int]:
    # Heaviest first; among equal pips the greatest tile in Tile order, as greedy does.
    return (PIPS[index], index)


# For every mask that lies within one VALUE_MASK[v] (what ``hand & VALUE_MASK[v]`` can be):
# its tile indices in set order, and its heaviest tile. Masks of different values only
# coincide on the empty mask or on the single tile [v|w], which both values read the same.
_TILES: Final[dict[int, tuple[int, ...]]] = {}
_HEAVY: Final[dict[int, int]] = {}
for _v in range(7):
    for _m in _subsets(VALUE_MASK[_v]):
        _ts = tuple(i for i in range(28) if _m >> i & 1)
        _TILES[_m] = _ts
        _HEAVY[_m] = max(_ts, key=_order_key) if _ts else -1
del _v, _m, _ts

_NEXT: Final = {n: tuple((s + 1) % n for s in range(n)) for n in (2, 3, 4)}


def code_of(action: Action) -> int:
    """The fast path's int for an engine action."""
    if isinstance(action, Place):
        return 2 * action.tile.index + (0 if action.end is End.LEFT else 1)
    if isinstance(action, Draw):
        return DRAW_CODE
    if isinstance(action, Pass):
        return PASS_CODE
    raise ValueError(f"not an action: {action!r}")


def action_of(code: int) -> Action:
    """The engine action for a fast-path int."""
    if code == DRAW_CODE:
        return DRAW
    if code == PASS_CODE:
        return PASS
    return PLACES[code >> 1][code & 1]


class FastHand:
    """A mutable hand in progress. ``winner``/``termination`` are set once it is over.

    ``finisher`` is the seat that went out (domino) or -1 while running / when blocked.
    """

    __slots__ = (
        "current",
        "drawn",
        "finisher",
        "hands",
        "left",
        "passes",
        "players",
        "right",
        "stock",
        "termination",
    )

    players: int
    hands: list[int]
    stock: list[int]
    drawn: int
    left: int
    right: int
    current: int
    passes: int
    termination: Termination | None
    finisher: int

    def __init__(
        self,
        hands: Sequence[int],
        stock: Sequence[int],
        ends: tuple[int, int] | None,
        current: int,
        passes: int = 0,
        drawn: int = 0,
    ) -> None:
        """``hands`` are masks, ``stock`` tile indices (``stock[drawn]`` is drawn next)."""
        self.players = len(hands)
        self.hands = list(hands)
        self.stock = list(stock)
        self.drawn = drawn
        self.left, self.right = ends if ends is not None else (-1, -1)
        self.current = current
        self.passes = passes
        self.termination = None
        self.finisher = -1

    @classmethod
    def from_state(cls, state: HandState) -> FastHand:
        """The same position as an engine ``HandState`` (read through its public API)."""
        hands = [sum(_BIT[t.index] for t in hand) for hand in state.hands]
        fast = cls(
            hands,
            [t.index for t in state.stock],
            state.ends,
            state.current,
            state.passes_in_a_row,
        )
        outcome = state.outcome
        if outcome is not None:
            fast.termination = outcome.termination
            if outcome.termination is Termination.DOMINO:
                assert outcome.winner is not None
                fast.finisher = outcome.winner
        return fast

    @classmethod
    def deal(cls, players: int, opener: int, rng: random.Random) -> FastHand:
        """A fresh deal per R3, from ``rng`` (not the same deal as ``HandState.deal``
        with the same seed)."""
        # Fisher-Yates with rng.random() rather than rng.shuffle: shuffle's integer
        # draws are the larger part of a whole random hand. int(random() * m) for m <= 28
        # is uniform to within 28 / 2**53. Hands are built while their tiles are picked.
        rand = rng.random
        bit = _BIT
        order = list(_ALL)
        size = DEAL_SIZE[players]
        hands = []
        i = 0
        for _ in range(players):
            mask = 0
            for _ in range(size):
                j = i + int(rand() * (28 - i))
                mask |= bit[order[j]]
                order[j] = order[i]
                i += 1
            hands.append(mask)
        stock = order[i:]
        for a in range(len(stock) - 1, 0, -1):
            b = int(rand() * (a + 1))
            stock[a], stock[b] = stock[b], stock[a]
        return cls(hands, stock, None, opener)

    def copy(self) -> FastHand:
        new = object.__new__(FastHand)
        new.players = self.players
        new.hands = self.hands.copy()
        new.stock = self.stock  # never changed in place: drawing moves the pointer
        new.drawn = self.drawn
        new.left = self.left
        new.right = self.right
        new.current = self.current
        new.passes = self.passes
        new.termination = self.termination
        new.finisher = self.finisher
        return new

    # -- reading --------------------------------------------------------------------

    @property
    def ends(self) -> tuple[int, int] | None:
        return None if self.left < 0 else (self.left, self.right)

    @property
    def stock_size(self) -> int:
        return len(self.stock) - self.drawn

    @property
    def is_over(self) -> bool:
        return self.termination is not None

    def totals(self) -> tuple[int, ...]:
        return tuple(_PIPS_LO[m & _LOW_BITS] + _PIPS_HI[m >> _HALF] for m in self.hands)

    def outcome(self) -> Outcome | None:
        """The engine's :class:`~drawgame.engine.Outcome` once the hand is over."""
        if self.termination is None:
            return None
        return score_hand(self.termination, self.totals(), self.finisher)

    def legal(self) -> list[int]:
        """Legal action codes, in the engine's order (places by tile, left first; draw;
        pass)."""
        out: list[int] = []
        if self.termination is not None:
            return out
        hand = self.hands[self.current]
        if self.left < 0:
            out = [2 * i for i in range(28) if hand >> i & 1]
        else:
            on_left = hand & VALUE_MASK[self.left]
            on_right = hand & VALUE_MASK[self.right]
            for i in range(28):
                if on_left >> i & 1:
                    out.append(2 * i)
                if on_right >> i & 1:
                    out.append(2 * i + 1)
        if len(self.stock) - self.drawn > PROTECTED_STOCK:
            out.append(DRAW_CODE)
        elif not out:
            out.append(PASS_CODE)
        return out

    # -- moves ----------------------------------------------------------------------

    def play(self, code: int) -> None:
        """Apply one action code. It must be legal: the search only plays legal codes
        (``legal()``), so this does not check, for speed."""
        seat = self.current
        if code == DRAW_CODE:
            self.hands[seat] |= _BIT[self.stock[self.drawn]]
            self.drawn += 1
            return
        if code == PASS_CODE:
            self.passes += 1
            self.current = (seat + 1) % self.players
            if self.passes >= self.players:
                self.termination = Termination.BLOCKED
            return
        index = code >> 1
        hand = self.hands[seat] & ~_BIT[index]
        self.hands[seat] = hand
        if self.left < 0:
            tile = FULL_SET[index]
            self.left, self.right = tile.low, tile.high
        elif code & 1:
            self.right = OTHER[self.right][index]
        else:
            self.left = OTHER[self.left][index]
        self.passes = 0
        self.current = (seat + 1) % self.players
        if not hand:
            self.termination = Termination.DOMINO
            self.finisher = seat

    # -- playouts -------------------------------------------------------------------

    def _finish(self, result: tuple[int, int, int, int, int, int]) -> None:
        finisher, drawn, left, right, current, passes = result
        self.drawn = drawn
        self.left = left
        self.right = right
        self.current = current
        self.passes = passes
        self.finisher = finisher
        self.termination = Termination.BLOCKED if finisher < 0 else Termination.DOMINO

    def playout_random(self, rng: random.Random, trace: list[int] | None = None) -> None:
        """Play to the end, each action uniformly among the legal ones (draw included).

        ``trace``, if given, receives every action code played (for tests)."""
        if self.termination is None:
            self._finish(
                random_playout(
                    self.hands,
                    self.stock,
                    self.drawn,
                    self.left,
                    self.right,
                    self.current,
                    self.passes,
                    rng.random,
                    trace,
                )
            )

    def playout_greedy(self, trace: list[int] | None = None) -> None:
        """Play to the end like the ``greedy`` bot: heaviest playable tile (the greatest
        tile among equal pips, the left end if it fits both), draw only when forced."""
        if self.termination is None:
            self._finish(
                greedy_playout(
                    self.hands,
                    self.stock,
                    self.drawn,
                    self.left,
                    self.right,
                    self.current,
                    self.passes,
                    trace,
                )
            )

    def playout_smart(self, trace: list[int] | None = None) -> None:
        """Play to the end with :func:`smart_playout`'s policy."""
        if self.termination is None:
            self._finish(
                smart_playout(
                    self.hands,
                    self.stock,
                    self.drawn,
                    self.left,
                    self.right,
                    self.current,
                    self.passes,
                    trace,
                )
            )


def random_playout(
    hands: list[int],
    stock: list[int],
    drawn: int,
    left: int,
    right: int,
    cur: int,
    passes: int,
    rand: Callable[[], float],
    trace: list[int] | None,
) -> tuple[int, int, int, int, int, int]:
    """Uniformly random playout; mutates ``hands``; returns (finisher or -1, drawn, left,
    right, current, passes)."""
    players = len(hands)
    nxt = _NEXT[players]
    last_draw = len(stock) - PROTECTED_STOCK
    tiles = _TILES
    vm = VALUE_MASK
    other = OTHER
    bit = _BIT
    while True:
        hand = hands[cur]
        if left < 0:
            # The opening (R5): any tile, or a draw while the stock allows it.
            opening = indices_of(hand)
            n = len(opening)
            k = int(rand() * (n + 1)) if drawn < last_draw else int(rand() * n)
            if k == n:
                if trace is not None:
                    trace.append(DRAW_CODE)
                hands[cur] = hand | bit[stock[drawn]]
                drawn += 1
                continue
            index = opening[k]
            if trace is not None:
                trace.append(2 * index)
            tile = FULL_SET[index]
            left = tile.low
            right = tile.high
            hand ^= bit[index]
            hands[cur] = hand
            passes = 0
            if not hand:
                return cur, drawn, left, right, nxt[cur], passes
            cur = nxt[cur]
            continue
        on_left = tiles[hand & vm[left]]
        on_right = tiles[hand & vm[right]]
        n_left = len(on_left)
        n = n_left + len(on_right)
        if drawn < last_draw:
            k = int(rand() * (n + 1))
            if k == n:
                if trace is not None:
                    trace.append(DRAW_CODE)
                hands[cur] = hand | bit[stock[drawn]]
                drawn += 1
                continue
        elif n:
            k = int(rand() * n)
        else:
            if trace is not None:
                trace.append(PASS_CODE)
            passes += 1
            cur = nxt[cur]
            if passes >= players:
                return -1, drawn, left, right, cur, passes
            continue
        if k < n_left:
            index = on_left[k]
            left = other[left][index]
            if trace is not None:
                trace.append(2 * index)
        else:
            index = on_right[k - n_left]
            right = other[right][index]
            if trace is not None:
                trace.append(2 * index + 1)
        hand ^= bit[index]
        hands[cur] = hand
        passes = 0
        if not hand:
            return cur, drawn, left, right, nxt[cur], passes
        cur = nxt[cur]


def greedy_playout(
    hands: list[int],
    stock: list[int],
    drawn: int,
    left: int,
    right: int,
    cur: int,
    passes: int,
    trace: list[int] | None,
) -> tuple[int, int, int, int, int, int]:
    players = len(hands)
    nxt = _NEXT[players]
    last_draw = len(stock) - PROTECTED_STOCK
    heavy = _HEAVY
    vm = VALUE_MASK
    other = OTHER
    bit = _BIT
    pips = PIPS
    while True:
        hand = hands[cur]
        if left < 0:
            index = max(indices_of(hand), key=_order_key)
            if trace is not None:
                trace.append(2 * index)
            tile = FULL_SET[index]
            left = tile.low
            right = tile.high
        else:
            a = heavy[hand & vm[left]]
            b = heavy[hand & vm[right]]
            if a < 0 and b < 0:
                if drawn < last_draw:
                    if trace is not None:
                        trace.append(DRAW_CODE)
                    hands[cur] = hand | bit[stock[drawn]]
                    drawn += 1
                    continue
                if trace is not None:
                    trace.append(PASS_CODE)
                passes += 1
                cur = nxt[cur]
                if passes >= players:
                    return -1, drawn, left, right, cur, passes
                continue
            if a >= 0 and (b < 0 or pips[a] > pips[b] or (pips[a] == pips[b] and a >= b)):
                index = a
                left = other[left][a]
                if trace is not None:
                    trace.append(2 * a)
            else:
                index = b
                right = other[right][b]
                if trace is not None:
                    trace.append(2 * b + 1)
        hand ^= bit[index]
        hands[cur] = hand
        passes = 0
        if not hand:
            return cur, drawn, left, right, nxt[cur], passes
        cur = nxt[cur]


# Weights of the smart playout policy (see smart_playout), tuned in arena runs.
SMART_PIPS: Final = 4
SMART_DOUBLE: Final = 6
SMART_FOLLOW: Final = 3
#: Per tile that fits the new ends and that the seat cannot see (the others' hands and the
#: stock): ends nobody else can follow shut the others out. In units of one follow-up tile.
SMART_LOCK: Final = 1.5
# Per tile: its score before the follow-up count, in units of SMART_FOLLOW (bit counts are
# added unscaled, so the other weights are divided by it here).
_SMART_WEIGHT: Final = tuple(
    (SMART_PIPS * PIPS[i] + (SMART_DOUBLE if FULL_SET[i].is_double else 0)) / SMART_FOLLOW
    for i in range(28)
)


def smart_playout(
    hands: list[int],
    stock: list[int],
    drawn: int,
    left: int,
    right: int,
    cur: int,
    passes: int,
    trace: list[int] | None,
) -> tuple[int, int, int, int, int, int]:
    """A cheap but sensible policy for every seat, using only what that seat can see (its
    hand and the line): place the tile that best combines its weight, being a double
    (doubles are the hardest to get rid of), the own tiles that still fit the new ends and
    few unseen tiles that fit them (so the others are likelier to be stuck); draw only when
    forced. Returns like the other playouts."""
    players = len(hands)
    nxt = _NEXT[players]
    last_draw = len(stock) - PROTECTED_STOCK
    tiles = _TILES
    vm = VALUE_MASK
    other = OTHER
    bit = _BIT
    weight = _SMART_WEIGHT
    lock = SMART_LOCK
    hidden = 0
    for mask in hands:
        hidden |= mask
    for i in stock:
        hidden |= bit[i]
    line = _FULL ^ hidden  # the tiles placed so far
    while True:
        hand = hands[cur]
        if left < 0:
            index = max(indices_of(hand), key=_order_key)
            if trace is not None:
                trace.append(2 * index)
            tile = FULL_SET[index]
            left = tile.low
            right = tile.high
        else:
            on_left = tiles[hand & vm[left]]
            on_right = tiles[hand & vm[right]]
            if not on_left and not on_right:
                if drawn < last_draw:
                    if trace is not None:
                        trace.append(DRAW_CODE)
                    hands[cur] = hand | bit[stock[drawn]]
                    drawn += 1
                    continue
                if trace is not None:
                    trace.append(PASS_CODE)
                passes += 1
                cur = nxt[cur]
                if passes >= players:
                    return -1, drawn, left, right, cur, passes
                continue
            # The placed tile always shows the new end's value, so counting it in ``hand``
            # adds the same 1 to every option: no need to remove it first.
            best = -1e9
            best_code = 0
            unseen = _FULL ^ (line | hand)
            keep = vm[right]
            new_end = other[left]
            for i in on_left:
                fits = vm[new_end[i]] | keep
                score = weight[i] + (hand & fits).bit_count() - lock * (unseen & fits).bit_count()
                if score > best:
                    best = score
                    best_code = 2 * i
            keep = vm[left]
            new_end = other[right]
            for i in on_right:
                fits = vm[new_end[i]] | keep
                score = weight[i] + (hand & fits).bit_count() - lock * (unseen & fits).bit_count()
                if score > best:
                    best = score
                    best_code = 2 * i + 1
            index = best_code >> 1
            if trace is not None:
                trace.append(best_code)
            if best_code & 1:
                right = other[right][index]
            else:
                left = other[left][index]
        hand ^= bit[index]
        hands[cur] = hand
        line |= bit[index]
        passes = 0
        if not hand:
            return cur, drawn, left, right, nxt[cur], passes
        cur = nxt[cur]
