"""A small name tag on the line: who played a tile since the player's last turn."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

#: The colour of a tile an opponent played since the player's last turn, and of its tag.
RECENT = QColor("#ffb347")
_MAX_WIDTH = 220.0


class TagItem(QGraphicsObject):
    """A rounded label centred on its position; the text is plain (a name is never markup)."""

    def __init__(self, text: str, pixel_size: float) -> None:
        super().__init__()
        self._font = QFont()
        self._font.setPixelSize(max(10, round(pixel_size)))
        self._font.setBold(True)
        metrics = QFontMetricsF(self._font)
        self._text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, _MAX_WIDTH)
        self._size = (
            metrics.horizontalAdvance(self._text) + pixel_size,
            metrics.height() + pixel_size * 0.3,
        )
        self.setZValue(6)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.setBrush(RECENT)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font)
        painter.setPen(QColor("#2a1800"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
