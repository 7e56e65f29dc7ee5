"""Sets of tiles as bit masks, and the tables the fast paths share.

A set of tiles (a hand, the line, the unseen tiles) is an ``int`` whose bit ``i`` stands for
``FULL_SET[i]``. :class:`~drawgame.engine.HandState` keeps its hands this way, and so do the
computer players' simulations (:mod:`drawgame.ai.fastsim`) and deal sampling
(:mod:`drawgame.ai.inference`): every table here is built once, from :data:`FULL_SET`, so the
engine and the AI read the same facts.

>>> from drawgame.engine import Tile
>>> hand = mask_of([Tile(3, 5), Tile(6, 6), Tile(0, 3)])
>>> tiles_of(hand)
(Tile(low=0, high=3), Tile(low=3, high=5), Tile(low=6, high=6))
>>> pips_of(hand)
23
>>> tiles_of(hand & VALUE_MASK[3])  # the tiles that fit an end showing 3
(Tile(low=0, high=3), Tile(low=3, high=5))
>>> OTHER[3][Tile(3, 5).index]  # placed on a 3, [3|5] leaves a 5 open
5
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from .tiles import FULL_SET, MAX_PIP, Tile

__all__ = [
    "BIT",
    "FITS",
    "FULL_MASK",
    "OTHER",
    "PIPS",
    "SEAT_BIT",
    "SEAT_MASK",
    "SEAT_SHIFT",
    "VALUE_MASK",
    "indices_of",
    "mask_of",
    "pips_of",
    "tiles_of",
]

#: ``BIT[i]``: the mask of the single tile ``FULL_SET[i]``.
BIT: Final = tuple(1 << i for i in range(len(FULL_SET)))
#: Every tile of the set (R1).
FULL_MASK: Final = (1 << len(FULL_SET)) - 1
#: ``VALUE_MASK[v]``: the tiles with a half showing ``v``, those that fit an end showing ``v``.
VALUE_MASK: Final = tuple(
    sum(BIT[t.index] for t in FULL_SET if t.has(v)) for v in range(MAX_PIP + 1)
)
#: ``PIPS[i]``: the pip count of ``FULL_SET[i]`` (both halves, R1).
PIPS: Final = tuple(t.pips for t in FULL_SET)
#: ``OTHER[v][i]``: the end left open when tile ``i`` is placed on an end showing ``v``
#: (its other half; a double keeps the value, R10), or -1 if it does not fit ``v``.
OTHER: Final = tuple(
    tuple(t.other(v) if t.has(v) else -1 for t in FULL_SET) for v in range(MAX_PIP + 1)
)

#: ``FITS[left][right]``: the tiles that fit a line whose ends show ``left`` and ``right``.
FITS: Final = tuple(
    tuple(VALUE_MASK[a] | VALUE_MASK[b] for b in range(MAX_PIP + 1)) for a in range(MAX_PIP + 1)
)
#: Every seat's hand in one ``int`` (HandState): seat ``s`` holds bits ``SEAT_SHIFT * s`` on.
SEAT_SHIFT: Final = len(FULL_SET)
#: ``SEAT_BIT[s][i]``: tile ``FULL_SET[i]`` in seat ``s``'s hand (up to four seats, R2).
SEAT_BIT: Final = tuple(tuple(bit << SEAT_SHIFT * seat for bit in BIT) for seat in range(4))
#: ``SEAT_MASK[s]``: every tile, in seat ``s``'s place.
SEAT_MASK: Final = tuple(FULL_MASK << SEAT_SHIFT * seat for seat in range(4))

# Lookups by halves of a mask: pips and tile indices are needed many times per simulated
# hand, and a table read is much cheaper than walking the bits.
_HALF: Final = 14
_LOW_HALF: Final = (1 << _HALF) - 1


def _pips_table(offset: int) -> tuple[int, ...]:
    # Doubled one tile at a time: the masks with tile ``i`` are those without it, plus its
    # pips (a list comprehension per tile, ten times faster at import than a loop per mask).
    table = [0]
    for i in range(_HALF):
        pips = PIPS[i + offset]
        table += [total + pips for total in table]
    return tuple(table)


_PIPS_LO: Final = _pips_table(0)
_PIPS_HI: Final = _pips_table(_HALF)


def _indices_table(offset: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(i + offset for i in range(7) if mask >> i & 1) for mask in range(128))


_IDX0: Final = _indices_table(0)
_IDX1: Final = _indices_table(7)
_IDX2: Final = _indices_table(14)
_IDX3: Final = _indices_table(21)


def mask_of(tiles: Iterable[Tile]) -> int:
    """The mask of ``tiles``."""
    mask = 0
    for tile in tiles:
        mask |= BIT[tile.index]
    return mask


def indices_of(mask: int) -> tuple[int, ...]:
    """The tile indices in ``mask``, in set order."""
    return _IDX0[mask & 127] + _IDX1[mask >> 7 & 127] + _IDX2[mask >> 14 & 127] + _IDX3[mask >> 21]


def tiles_of(mask: int) -> tuple[Tile, ...]:
    """The tiles in ``mask``, in set order."""
    return tuple(FULL_SET[i] for i in indices_of(mask))


def pips_of(mask: int) -> int:
    """The pips of the tiles in ``mask``: a hand's total at the end of a hand (R12)."""
    return _PIPS_LO[mask & _LOW_HALF] + _PIPS_HI[mask >> _HALF]
