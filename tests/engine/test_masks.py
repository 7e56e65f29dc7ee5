"""The shared bit masks and tables (drawgame.engine.masks) that the engine and the AI's
simulations both use."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import (
    FULL_SET,
)
from drawgame.engine.masks import (
    BIT,
    FULL_MASK,
    OTHER,
    PIPS,
    VALUE_MASK,
    indices_of,
    mask_of,
    pips_of,
    tiles_of,
)

masks_st = st.integers(0, FULL_MASK)


def test_the_tables_read_the_tiles_of_the_set() -> None:
    assert len(BIT) == len(FULL_SET) == FULL_MASK.bit_count() == 28
    for tile in FULL_SET:
        i = tile.index
        assert BIT[i] == 1 << i
        assert PIPS[i] == tile.pips
        for value in range(7):
            # R6: a tile fits an end when one of its halves shows the end's value.
            assert bool(VALUE_MASK[value] & BIT[i]) == tile.has(value)
            # R10: placed on ``value``, the tile leaves its other half open (a double keeps it).
            assert OTHER[value][i] == (tile.other(value) if tile.has(value) else -1)
    # Every value is on 7 tiles (its double counts once).
    assert [m.bit_count() for m in VALUE_MASK] == [7] * 7


@given(masks_st)
def test_a_mask_reads_back_as_its_tiles_in_set_order(mask: int) -> None:
    tiles = tiles_of(mask)
    assert [t.index for t in tiles] == sorted(t.index for t in tiles)
    assert indices_of(mask) == tuple(t.index for t in tiles)
    assert mask_of(tiles) == mask
    assert pips_of(mask) == sum(t.pips for t in tiles)
