"""Tiles (R1) as values: text, order, hashing and bad input."""

import dataclasses
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import (
    FULL_SET,
    Tile,
)


def test_full_set_is_the_28_double_six_tiles_in_order() -> None:
    assert len(FULL_SET) == 28
    assert len(set(FULL_SET)) == 28
    expected = [Tile(a, b) for a in range(7) for b in range(a, 7)]
    assert list(FULL_SET) == expected
    assert list(FULL_SET) == sorted(FULL_SET)
    assert [t.index for t in FULL_SET] == list(range(28))
    assert sum(t.is_double for t in FULL_SET) == 7
    # Every number shows on 8 halves: 6 non-doubles and both halves of its double.
    for value in range(7):
        halves = sum((t.low == value) + (t.high == value) for t in FULL_SET)
        assert halves == 8


@pytest.mark.parametrize("tile", FULL_SET, ids=str)
def test_tile_text_round_trip(tile: Tile) -> None:
    text = str(tile)
    assert text == f"[{tile.low}|{tile.high}]"
    assert Tile.parse(text) == tile
    assert Tile.parse(f"[{tile.high}|{tile.low}]") == tile  # either half first
    assert Tile.parse(f" [ {tile.high} | {tile.low} ] ") == tile
    assert repr(tile) == f"Tile(low={tile.low}, high={tile.high})"


def test_low_half_is_written_first() -> None:
    assert str(Tile.parse("[5|3]")) == "[3|5]"
    assert str(Tile(0, 6)) == "[0|6]"


def test_pips_and_doubles() -> None:
    assert Tile(6, 6).pips == 12
    assert Tile(0, 0).pips == 0
    assert Tile(3, 5).pips == 8
    assert Tile(4, 4).is_double
    assert not Tile(3, 4).is_double
    assert sum(t.pips for t in FULL_SET) == 168


def test_ordering_is_by_low_then_high() -> None:
    assert Tile(0, 6) < Tile(1, 1) < Tile(1, 2) < Tile(6, 6)
    assert max(FULL_SET) == Tile(6, 6)
    assert min(FULL_SET) == Tile(0, 0)
    for a, b in itertools.pairwise(FULL_SET):
        assert a < b
        assert not b < a


def test_hashing_and_equality() -> None:
    assert Tile(3, 5) == Tile.parse("[5|3]")
    assert hash(Tile(3, 5)) == hash(Tile.parse("[3|5]"))
    table = {tile: str(tile) for tile in FULL_SET}
    assert table[Tile(2, 4)] == "[2|4]"
    assert len({Tile(a, b) for a in range(7) for b in range(a, 7)} | set(FULL_SET)) == 28
    assert Tile(1, 2) != Tile(2, 2)


def test_tiles_are_frozen() -> None:
    tile = Tile(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        tile.low = 0  # type: ignore[misc]
    assert tile == Tile(1, 2)


@pytest.mark.parametrize(
    "text",
    ["", "[]", "[7|1]", "[1|7]", "[-1|2]", "3|5", "[3|5", "3|5]", "[3,5]", "[a|b]",
     "[3|5] [1|2]", "[3||5]", "[35]", "[3|5|6]", "[ 3 | 5 ] x", "[10|1]", "[3|٥]"],
)  # fmt: skip
def test_parse_rejects_what_is_not_a_tile(text: str) -> None:
    with pytest.raises(ValueError, match="not a tile"):
        Tile.parse(text)


@pytest.mark.parametrize("value", [None, 35, 3.5, b"[3|5]", ["[3|5]"]])
def test_parse_rejects_non_text(value: object) -> None:
    with pytest.raises(ValueError):
        Tile.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("low, high", [(4, 2), (7, 7), (-1, 3), (0, 7), (6, 5)])
def test_impossible_tiles_are_refused(low: int, high: int) -> None:
    with pytest.raises(ValueError, match="0 <= low <= high <= 6"):
        Tile(low, high)


@pytest.mark.parametrize("low, high", [("1", 2), (1.0, 2), (True, 2), (None, 3), (1, False)])
def test_tile_halves_must_be_whole_numbers(low: object, high: object) -> None:
    with pytest.raises(TypeError):
        Tile(low, high)  # type: ignore[arg-type]


def test_tile_halves_helpers() -> None:
    tile = Tile(2, 5)
    assert tile.has(2) and tile.has(5) and not tile.has(0)
    assert tile.other(2) == 5 and tile.other(5) == 2
    assert Tile(4, 4).other(4) == 4
    with pytest.raises(ValueError):
        tile.other(3)


@given(st.text(max_size=12))
def test_tile_parse_accepts_only_tile_texts(text: str) -> None:
    try:
        tile = Tile.parse(text)
    except ValueError:
        return
    assert "".join(text.split()) in (f"[{tile.low}|{tile.high}]", f"[{tile.high}|{tile.low}]")
