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
        # Only around the table: filling under the felt too cost a tenth of a 4K frame.
        for strip in edge_strips(exposed, table):
            painter.fillRect(strip, FELT_EDGE)
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


def edge_strips(exposed: QRectF, table: QRectF) -> list[QRectF]:
    """The parts of ``exposed`` outside ``table`` (at most four strips)."""
    strips = []
    left, right = exposed.left(), exposed.right()
    top, bottom = exposed.top(), exposed.bottom()
    if table.top() > top:
        strips.append(QRectF(left, top, exposed.width(), min(table.top(), bottom) - top))
    if table.bottom() < bottom:
        start = max(table.bottom(), top)
        strips.append(QRectF(left, start, exposed.width(), bottom - start))
    middle_top, middle_bottom = max(top, table.top()), min(bottom, table.bottom())
    if middle_bottom > middle_top:
        if table.left() > left:
            width = min(table.left(), right) - left
            strips.append(QRectF(left, middle_top, width, middle_bottom - middle_top))
        if table.right() < right:
            start = max(table.right(), left)
            strips.append(QRectF(start, middle_top, right - start, middle_bottom - middle_top))
    return [s for s in strips if s.width() > 0 and s.height() > 0]
