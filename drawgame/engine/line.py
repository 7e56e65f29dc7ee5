"""The line of placed tiles, in the vocabulary of the rule texts (R10).

Ports name where a tile touches its neighbours: a non-double has a *high end* and a
*low end* (its larger and smaller number); a double lies crosswise and has *side A* (the
side joined first) and *side B*.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from .actions import End
from .tiles import Tile

__all__ = ["Connection", "Line", "LinePlacement", "OpenPoint", "Port"]


class Port(enum.Enum):
    HIGH_END = "high end"
    LOW_END = "low end"
    SIDE_A = "side A"
    SIDE_B = "side B"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Connection:
    """The new tile's ``new_port`` joins the earlier tile's ``earlier_port``."""

    earlier: Tile
    earlier_port: Port
    new: Tile
    new_port: Port


@dataclass(frozen=True, slots=True)
class OpenPoint:
    """A legal continuation point: a tile's free port, showing ``value``, at ``end``."""

    tile: Tile
    port: Port
    value: int
    end: End


@dataclass(frozen=True, slots=True)
class LinePlacement:
    """One tile of the line as laid: where it went and which halves face where.

    ``inner`` is the value that touches the line (``None`` for the opening tile) and
    ``outer`` the value it leaves open on its end. Layout code uses this.
    """

    tile: Tile
    end: End
    inner: int | None
    outer: int


class Line:
    """The two-ended line, built from tiles placed in order.

    >>> from drawgame.engine import Tile, End
    >>> line = Line.build([(Tile(1, 4), End.LEFT), (Tile(1, 1), End.LEFT)])
    >>> print(line.describe())
    Tiles: [1|4], [1|1]. Connections: [1|4] (low end) – [1|1] (side A). \
Legal continuation points: [1|1] (side B, 1); [1|4] (high end, 4).
    """

    __slots__ = ("_connections", "_placements", "_points")

    def __init__(self) -> None:
        self._placements: tuple[LinePlacement, ...] = ()
        self._connections: tuple[Connection, ...] = ()
        # Open point per end, LEFT then RIGHT.
        self._points: tuple[OpenPoint, ...] = ()

    @classmethod
    def build(cls, placements: Iterable[tuple[Tile, End]]) -> Line:
        """The line made by placing these tiles in order; ``ValueError`` if one does not fit."""
        line = cls()
        for tile, end in placements:
            line = line.add(tile, end)
        return line

    def add(self, tile: Tile, end: End) -> Line:
        """A new line with ``tile`` placed on ``end`` (R6, R10)."""
        new = Line()
        if not self._placements:
            if tile.is_double:
                # Which side is A is only known once something joins the double.
                left = OpenPoint(tile, Port.SIDE_A, tile.low, End.LEFT)
                right = OpenPoint(tile, Port.SIDE_B, tile.high, End.RIGHT)
            else:
                left = OpenPoint(tile, Port.LOW_END, tile.low, End.LEFT)
                right = OpenPoint(tile, Port.HIGH_END, tile.high, End.RIGHT)
            new._placements = (LinePlacement(tile, End.LEFT, None, tile.high),)
            new._points = (left, right)
            return new
        index = 0 if end is End.LEFT else 1
        point = self._points[index]
        value = point.value
        if not tile.has(value):
            raise ValueError(f"{tile} does not fit the {end} end, which shows {value}")
        earlier_port = point.port
        points = list(self._points)
        if len(self._placements) == 1 and point.tile.is_double:
            # The opening double: the side joined first is side A (RULES.md), the other B.
            earlier_port = Port.SIDE_A
            points[1 - index] = OpenPoint(point.tile, Port.SIDE_B, value, points[1 - index].end)
        if tile.is_double:
            new_port, free_port = Port.SIDE_A, Port.SIDE_B
        elif tile.low == value:
            new_port, free_port = Port.LOW_END, Port.HIGH_END
        else:
            new_port, free_port = Port.HIGH_END, Port.LOW_END
        outer = tile.other(value)
        points[index] = OpenPoint(tile, free_port, outer, end)
        new._placements = self._placements + (LinePlacement(tile, end, value, outer),)
        new._connections = self._connections + (
            Connection(point.tile, earlier_port, tile, new_port),
        )
        new._points = tuple(points)
        return new

    def copy(self) -> Line:
        """A new line object with the same tiles. A view gets its own (tuples of frozen
        parts are shared), so a bot writing to it cannot change the game's line."""
        new = Line.__new__(Line)
        new._placements = self._placements
        new._connections = self._connections
        new._points = self._points
        return new

    @property
    def placements(self) -> tuple[LinePlacement, ...]:
        return self._placements

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles in the order they were played."""
        return tuple(p.tile for p in self._placements)

    @property
    def connections(self) -> tuple[Connection, ...]:
        return self._connections

    @property
    def open_points(self) -> tuple[OpenPoint, ...]:
        """The legal continuation points.

        A lone tile lists its own ports (high end before low end, side A before side B),
        as the rule texts do; a longer line lists the left end, then the right.
        """
        if len(self._placements) == 1 and not self._placements[0].tile.is_double:
            return (self._points[1], self._points[0])
        return self._points

    @property
    def ends(self) -> tuple[int, int] | None:
        """The values showing at the left and right ends, or ``None`` before the opening."""
        if not self._points:
            return None
        return (self._points[0].value, self._points[1].value)

    def point(self, end: End) -> OpenPoint:
        if not self._points:
            raise ValueError("the line is empty")
        return self._points[0 if end is End.LEFT else 1]

    def __len__(self) -> int:
        return len(self._placements)

    def __bool__(self) -> bool:
        return bool(self._placements)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Line) and self._placements == other._placements

    def __hash__(self) -> int:
        return hash(self._placements)

    def __repr__(self) -> str:
        return f"<Line {' '.join(str(t) for t in self.tiles) or 'empty'}>"

    def describe(self) -> str:
        """The board description of RULES.md, in English."""
        tiles = ", ".join(str(t) for t in self.tiles) or "none"
        # The same words as the translated description in drawgame/ui/words/describe.py.
        connections = (
            "; ".join(
                f"{c.earlier} ({c.earlier_port}) – {c.new} ({c.new_port})"
                for c in self._connections
            )
            or "none"
        )
        points = "; ".join(f"{p.tile} ({p.port}, {p.value})" for p in self.open_points) or "none"
        return f"Tiles: {tiles}. Connections: {connections}. Legal continuation points: {points}."
