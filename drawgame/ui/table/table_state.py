"""What the table shows (:class:`TableState`, built by the window) and where an item of
the line goes (:class:`Spot`)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from drawgame.engine import Draw, HandState, PlayerView, Tile
from drawgame.ui.table.line_layout import TileBox
from drawgame.ui.table.seat_panel import SeatInfo


@dataclass(frozen=True, slots=True)
class TableState:
    """Everything the table shows; built by the window from the controller."""

    view: PlayerView
    seats: tuple[SeatInfo, ...]  # one per seat, seat 0 (the player) first
    interactive: bool  # the player may act now
    banner: str
    #: The tiles the player drew this turn (ringed); None: told by the hands shown before.
    drawn: frozenset[Tile] | None = None
    #: The tile of the player's move the tutor is judging or asking about: raised, the
    #: rest of the hand dimmed, so the question is about the tile the player sees.
    pending: Tile | None = None
    #: What the banner says instead where ``banner`` would run over the stock or off the
    #: table ("MATCH OVER" for the match's headline on a small table); "": nothing shorter.
    short_banner: str = ""
    #: The tutor is judging or asking about the player's draw: the stock ringed as a chosen
    #: tile is and the whole hand dimmed (the hand stood lit as if a tile were asked about).
    pending_draw: bool = False


def drawn_this_turn(hand: HandState, seat: int) -> frozenset[Tile]:
    """The tiles ``seat`` drew since the last move that was not its draw: the ones drawn
    this turn, known from the hand itself (so a resumed match rings them too)."""
    stock = hand.dealt_stock
    taken = 0
    mine: list[Tile] = []
    for turn in hand.history:
        if isinstance(turn.action, Draw):
            mine = [*mine, stock[taken]] if turn.seat == seat else []
            taken += 1
        else:
            mine = []
    return frozenset(mine)


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
