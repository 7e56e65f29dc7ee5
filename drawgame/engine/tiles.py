"""Tiles of the double-six set (R1)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

__all__ = ["FULL_SET", "MAX_PIP", "Tile"]

MAX_PIP: Final = 6

_TILE_RE = re.compile(r"^\s*\[\s*([0-6])\s*\|\s*([0-6])\s*\]\s*$")


@dataclass(frozen=True, order=True, slots=True)
class Tile:
    """One domino ``[low|high]`` with ``0 <= low <= high <= 6`` (R1).

    >>> Tile.parse("[5|3]")
    Tile(low=3, high=5)
    >>> str(Tile(3, 5)), Tile(3, 5).pips, Tile(6, 6).is_double
    ('[3|5]', 8, True)
    """

    low: int
    high: int

    def __post_init__(self) -> None:
        # bool is an int subclass, but Tile(True, 2) would print as "[True|2]".
        if type(self.low) is not int or type(self.high) is not int:
            raise TypeError("tile halves must be integers")
        if not 0 <= self.low <= self.high <= MAX_PIP:
            raise ValueError(
                f"not a double-six tile: halves must satisfy 0 <= low <= high <= 6, "
                f"got low={self.low}, high={self.high}"
            )

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``"[3|5]"`` (either half first); raises ``ValueError`` otherwise."""
        match = _TILE_RE.match(text) if isinstance(text, str) else None
        if match is None:
            raise ValueError(f"not a tile: {text!r} (expected something like '[3|5]')")
        a, b = int(match.group(1)), int(match.group(2))
        return FULL_SET[tile_index(min(a, b), max(a, b))]

    @property
    def pips(self) -> int:
        """Both halves count (R12): ``[6|6]`` is 12, ``[0|0]`` is 0."""
        return self.low + self.high

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    @property
    def index(self) -> int:
        """Position of this tile in :data:`FULL_SET` (0 to 27)."""
        return tile_index(self.low, self.high)

    def has(self, value: int) -> bool:
        """Whether one half shows ``value``."""
        return self.low == value or self.high == value

    def other(self, value: int) -> int:
        """The half opposite the half showing ``value``."""
        if self.low == value:
            return self.high
        if self.high == value:
            return self.low
        raise ValueError(f"{self} has no half showing {value}")

    def __str__(self) -> str:
        return f"[{self.low}|{self.high}]"


def tile_index(low: int, high: int) -> int:
    """Index in :data:`FULL_SET` of ``[low|high]`` (``low <= high``)."""
    # Rows of the set: low=0 has 7 tiles, low=1 has 6, ...
    return low * (2 * MAX_PIP + 3 - low) // 2 + (high - low)


FULL_SET: Final[tuple[Tile, ...]] = tuple(
    Tile(low, high) for low in range(MAX_PIP + 1) for high in range(low, MAX_PIP + 1)
)
assert all(tile.index == i for i, tile in enumerate(FULL_SET))
