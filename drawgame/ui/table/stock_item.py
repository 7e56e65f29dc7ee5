"""The stock (boneyard): the tiles that may be drawn, and the last two, which never are
(R8), set apart."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from drawgame.engine import PROTECTED_STOCK
from drawgame.ui.table.clicks import released_over, take_left_press
from drawgame.ui.table.panel_style import paint_card
from drawgame.ui.table.tile_item import TileItem

STOCK_WIDTH = 260.0
STOCK_HEIGHT = 200.0
_UNIT = 20.0


class StockItem(QGraphicsObject):
    #: The player clicked the stock (to draw).
    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._drawable: list[TileItem] = []
        self._protected = [TileItem(None, _UNIT, self) for _ in range(PROTECTED_STOCK)]
        for item in self._protected:
            # The stock as a whole takes the click, wherever it lands.
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._title = ""
        self._protected_label = ""
        self._size = 0
        self.setZValue(2)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, STOCK_WIDTH, STOCK_HEIGHT)

    def anchor(self) -> QPointF:
        """Where drawn tiles leave from (scene coordinates)."""
        return self.mapToScene(QPointF(70, 110))

    @property
    def size(self) -> int:
        return self._size

    def show_stock(self, size: int, title: str, protected_label: str) -> None:
        self._size = size
        self._title, self._protected_label = title, protected_label
        drawable = max(0, size - PROTECTED_STOCK)
        while len(self._drawable) > drawable:
            item = self._drawable.pop()
            if item.scene() is not None:
                item.scene().removeItem(item)
        while len(self._drawable) < drawable:
            item = TileItem(None, _UNIT, self)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._drawable.append(item)
        # Drawable tiles in a neat pile of two rows; the protected pair apart on the right.
        for i, item in enumerate(self._drawable):
            row, column = divmod(i, 6)
            item.setPos(22 + column * 17, 78 + row * 48)
            item.setZValue(i)
        for i, item in enumerate(self._protected):
            item.setPos(196 + i * 26, 102)
            item.setVisible(size >= PROTECTED_STOCK)
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        card = self.boundingRect().adjusted(2, 2, -2, -2)
        title_box = QRectF(12, 6, STOCK_WIDTH - 24, 30)
        font = paint_card(painter, card, self._title, title_box, 22, shade=45)
        # The protected pair's enclosure.
        painter.setPen(QPen(QColor("#ffe27a"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(176, 50, 72, 104), 8, 8)
        font.setBold(False)
        font.setPixelSize(15)
        painter.setFont(font)
        painter.setPen(QColor("#ffe9a8"))
        painter.drawText(
            QRectF(150, 158, 106, 38),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self._protected_label,
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        take_left_press(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if released_over(event, self.boundingRect()):
            self.clicked.emit()
