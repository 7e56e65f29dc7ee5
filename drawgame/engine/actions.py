"""What a player can do on a turn: place, draw or pass (R6-R9)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from .tiles import FULL_SET, Tile

__all__ = [
    "DRAW",
    "PASS",
    "Action",
    "Draw",
    "End",
    "IllegalReason",
    "Pass",
    "Place",
    "parse_action",
]


class End(enum.Enum):
    """One of the line's two open ends. The opening tile is placed with ``LEFT``."""

    LEFT = "left"
    RIGHT = "right"

    def __str__(self) -> str:
        return self.value

    def value_in(self, ends: tuple[int, int]) -> int:
        """The value this end shows, of the line's ``(left, right)`` ends.

        >>> End.RIGHT.value_in((3, 5))
        5
        """
        return ends[0] if self is End.LEFT else ends[1]


@dataclass(frozen=True, slots=True)
class Place:
    """Put ``tile`` on ``end`` of the line (R6)."""

    tile: Tile
    end: End

    def __str__(self) -> str:
        return f"{self.tile} {self.end}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take one tile from the stock; the turn goes on (R7)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Pass:
    """End the turn without placing; only when nothing fits and nothing may be drawn (R9)."""

    def __str__(self) -> str:
        return "pass"


Action = Place | Draw | Pass


class IllegalReason(enum.Enum):
    """Why the rules refuse an action, for a view to put in its own words."""

    HAND_OVER = "hand over"  #: the hand has ended (R12): no action at all
    NOT_HELD = "not held"  #: the tile is not in the player's hand (R6)
    OPENING_END = "opening end"  #: the opening tile is placed with End.LEFT (a convention)
    DOES_NOT_FIT = "does not fit"  #: neither half matches that end (R6, R10)
    STOCK_PROTECTED = "stock protected"  #: only the last two stock tiles are left (R8)
    PASS_WHILE_CAN_DRAW = "pass while can draw"  #: drawing is allowed, so no pass (R7, R9)
    PASS_WHILE_TILE_FITS = "pass while tile fits"  #: a tile fits, so no pass (R9)
    MALFORMED = "malformed"  #: not a Place, Draw or Pass with a Tile and an End


DRAW: Final = Draw()
PASS: Final = Pass()

# Interned Place values, indexed [tile index][0 for LEFT, 1 for RIGHT]: the engine's hot
# paths hand these out instead of building new objects.
PLACES: Final[tuple[tuple[Place, Place], ...]] = tuple(
    (Place(tile, End.LEFT), Place(tile, End.RIGHT)) for tile in FULL_SET
)


def parse_action(text: str) -> Action:
    """Read an action from its ``str()``: ``"[3|5] left"``, ``"draw"`` or ``"pass"``.

    >>> parse_action("[3|5] right")
    Place(tile=Tile(low=3, high=5), end=<End.RIGHT: 'right'>)
    """
    if not isinstance(text, str):
        raise ValueError(f"not an action: {text!r}")
    words = text.split()
    if words == ["draw"]:
        return DRAW
    if words == ["pass"]:
        return PASS
    if len(words) >= 2 and words[-1] in ("left", "right"):
        tile = Tile.parse(" ".join(words[:-1]))
        return PLACES[tile.index][0 if words[-1] == "left" else 1]
    raise ValueError(
        f"not an action: {text!r} (expected 'draw', 'pass' or a tile and an end, like '[3|5] left')"
    )
