"""What the table shows (:class:`TableState`, built by the window) and where an item of
the line goes (:class:`Spot`)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from drawgame.engine import PlayerView
from drawgame.ui.table.line_layout import TileBox
from drawgame.ui.table.seat_panel import SeatInfo


@dataclass(frozen=True, slots=True)
class TableState:
    """Everything the table shows; built by the window from the controller."""

    view: PlayerView
    seats: tuple[SeatInfo, ...]  # one per seat, seat 0 (the player) first
    interactive: bool  # the player may act now
    banner: str


@dataclass(frozen=True, slots=True)
class Spot:
    """Where an item goes: centre, rotation and which values show top and bottom."""

    pos: QPointF
    rotation: float
    top: int
    bottom: int


def spot_of(box: TileBox, origin: QPointF, unit: float) -> Spot:
    cx, cy = box.centre
    pos = QPointF(origin.x() + cx * unit, origin.y() + cy * unit)
    # Items are drawn upright; a lying tile turns a quarter left, so its top shows left.
    return Spot(pos, 0.0 if box.vertical else -90.0, box.first, box.second)
