"""The table's felt: a radial gradient, painted once per size and then only copied (the
gradient over the whole table cost more than all the tiles together)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap, QRadialGradient

FELT_CENTRE = QColor("#2f7a4f")
FELT_EDGE = QColor("#123f29")


class Felt:
    def __init__(self) -> None:
        self._cache: tuple[tuple[int, int, float], QPixmap] | None = None

    def reset(self) -> None:
        self._cache = None

    def paint(self, painter: QPainter, exposed: QRectF, table: QRectF) -> None:
        """Paint the felt under ``table`` (scene coordinates) and the edge colour around."""
        painter.fillRect(exposed, FELT_EDGE)
        target = painter.worldTransform().mapRect(table).toAlignedRect()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        key = (target.width(), target.height(), ratio)
        if self._cache is None or self._cache[0] != key:
            w, h = target.width(), target.height()
            pixmap = QPixmap(max(1, round(w * ratio)), max(1, round(h * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            gradient = QRadialGradient(QPointF(w / 2, h / 2), w * 0.7)
            gradient.setColorAt(0, FELT_CENTRE)
            gradient.setColorAt(1, FELT_EDGE)
            felt = QPainter(pixmap)
            felt.fillRect(0, 0, w, h, QBrush(gradient))
            felt.end()
            self._cache = (key, pixmap)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(target.topLeft(), self._cache[1])
        painter.restore()
