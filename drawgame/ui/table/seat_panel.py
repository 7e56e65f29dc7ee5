"""An opponent's place at the table: name, strength, tile count, score and tile backs
(face up once the hand is over)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from drawgame.engine import Tile
from drawgame.ui.table.panel_style import paint_card
from drawgame.ui.table.tile_item import TileItem

PANEL_WIDTH = 380.0
PANEL_HEIGHT = 150.0


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """What the table shows of one seat."""

    seat: int
    name: str
    detail: str  # e.g. "hard · 6 tiles · 23 points", already translated
    hand_size: int
    revealed: tuple[Tile, ...] | None
    thinking: bool
    to_move: bool
    winner: bool = False


class SeatPanel(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self._info: SeatInfo | None = None
        self._tiles: list[TileItem] = []
        self._thinking_text = ""
        self._width = PANEL_WIDTH
        self.setZValue(2)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2, 0, self._width, PANEL_HEIGHT)

    def tile_anchor(self) -> QPointF:
        """Where this seat's tiles leave from and arrive at (scene coordinates)."""
        return self.mapToScene(QPointF(0, 100))

    def show_info(self, info: SeatInfo, thinking_text: str) -> None:
        self._info = info
        self._thinking_text = thinking_text
        tiles: list[Tile | None] = (
            list(info.revealed) if info.revealed is not None else [None] * info.hand_size
        )
        # Backs shrink to stay inside the panel when a seat holds many tiles.
        unit = min(22.0, (self._width - 30) / max(1, len(tiles)) / 1.15)
        while len(self._tiles) > len(tiles):
            item = self._tiles.pop()
            if item.scene() is not None:
                item.scene().removeItem(item)
            # PySide6's stub wants a QGraphicsItem; Qt takes None (nullptr): no parent.
            item.setParentItem(None)  # type: ignore[arg-type]
        step = unit * 1.15
        start = -step * (len(tiles) - 1) / 2
        for i, tile in enumerate(tiles):
            if i < len(self._tiles) and self._tiles[i].tile == tile:
                item = self._tiles[i]
            else:
                item = TileItem(tile, unit, self)
                if i < len(self._tiles):
                    old = self._tiles[i]
                    if old.scene() is not None:
                        old.scene().removeItem(old)
                    self._tiles[i] = item
                else:
                    self._tiles.append(item)
            item.set_unit(unit)
            item.set_face_up(tile is not None)
            item.setPos(start + i * step, 100)
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        info = self._info
        if info is None:
            return
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        title_box = QRectF(rect.left() + 14, rect.top() + 6, rect.width() - 28, 34)
        font = paint_card(painter, rect, info.name, title_box, 26, info.to_move or info.winner)
        font.setBold(False)
        font.setPixelSize(20)
        painter.setFont(font)
        painter.setPen(QColor("#e8f2ea"))
        detail = self._thinking_text if info.thinking else info.detail
        detail = painter.fontMetrics().elidedText(
            detail, Qt.TextElideMode.ElideRight, int(rect.width() - 28)
        )
        painter.drawText(
            QRectF(rect.left() + 14, rect.top() + 40, rect.width() - 28, 28),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            detail,
        )
