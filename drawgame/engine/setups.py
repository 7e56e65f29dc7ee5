"""Checking a position set up by hand (:meth:`~drawgame.engine.HandState.from_tiles`):
every tile exactly once, the deal's sizes (R3), the protected stock (R8) and a line that
could have been played."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from .actions import End, Place
from .line import Line
from .rules import Rules
from .tiles import FULL_SET, Tile

__all__ = ["checked_setup"]

_END_CODE: Final = {End.LEFT: 0, End.RIGHT: 1}


def checked_setup(
    hands: Sequence[Iterable[Tile]], stock: Sequence[Tile], line: Sequence[Place], rules: Rules
) -> tuple[list[tuple[Tile, ...]], tuple[Tile, ...], tuple[tuple[int, int], ...]]:
    """The hands and the stock as tuples and the line as (tile index, end code) pairs;
    ``ValueError`` saying why if the tiles cannot make a position of a hand by ``rules``."""
    hand_tuples = [tuple(hand) for hand in hands]
    stock_tuple = tuple(stock)
    line_tiles = [place.tile for place in line]
    seen: dict[Tile, str] = {}
    for where, tiles in (
        *((f"hand {seat}", hand) for seat, hand in enumerate(hand_tuples)),
        ("the stock", stock_tuple),
        ("the line", tuple(line_tiles)),
    ):
        for tile in tiles:
            if not isinstance(tile, Tile):
                raise ValueError(f"{where} holds {tile!r}, which is not a Tile")
            if tile in seen:
                raise ValueError(f"{tile} appears twice: in {seen[tile]} and in {where}")
            seen[tile] = where
    missing = [str(t) for t in FULL_SET if t not in seen]
    if missing:
        raise ValueError(f"every tile must be somewhere; missing: {', '.join(missing)}")
    if len(stock_tuple) < rules.protected_stock:
        raise ValueError(
            f"the stock must keep its last {rules.protected_stock} tiles (R8), "
            f"but holds {len(stock_tuple)}"
        )
    if not line:
        size = rules.deal_size
        for seat, hand in enumerate(hand_tuples):
            if len(hand) != size:
                raise ValueError(
                    f"hand {seat} holds {len(hand)} tiles; with {len(hand_tuples)} players "
                    f"each hand is dealt {size} (R3)"
                )
    else:
        for seat, hand in enumerate(hand_tuples):
            if not hand:
                raise ValueError(f"hand {seat} is empty: that hand would be over")
    placed: list[tuple[int, int]] = []
    check = Line()
    for place in line:
        if not isinstance(place, Place):
            raise ValueError(f"the line holds {place!r}, which is not a Place")
        if not placed and place.end is not End.LEFT:
            # As in apply(): one way to write the opening, so equal lines compare equal.
            raise ValueError(f"the opening tile is placed with End.LEFT, not {place.end}")
        check = check.add(place.tile, place.end)
        placed.append((place.tile.index, _END_CODE[place.end]))
    return hand_tuples, stock_tuple, tuple(placed)
