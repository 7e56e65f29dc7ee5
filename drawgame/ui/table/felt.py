"""The table's felt: a radial gradient, painted once per size and then only copied (the
gradient over the whole table cost more than all the tiles together)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap, QRadialGradient

FELT_CENTRE = QColor("#2f7a4f")
FELT_EDGE = QColor("#123f29")


#: Felt pictures kept, by size: the table shrinks while a hand's summary is under it and
#: grows back for the next hand; at 3840x2160 painting the gradient anew took 14 ms.
_SIZES_KEPT = 2


class Felt:
    def __init__(self) -> None:
        self._cache: dict[tuple[int, int, float], QPixmap] = {}

    def reset(self) -> None:
        """The table changed its size: nothing to forget, the pictures are kept by size."""

    def paint(self, painter: QPainter, exposed: QRectF, table: QRectF) -> None:
        """Paint the felt under ``table`` (scene coordinates) and the edge colour around,
        every pixel of ``exposed`` once: the view does not clear its viewport first."""
        # In whole pixels, so that no pixel is only partly covered (and blended with what
        # the last frame left there); the edge colour only around the table: filling
        # under the felt too cost a tenth of a 4K frame.
        world = painter.worldTransform()
        target = world.mapRect(table).toAlignedRect()
        area = world.mapRect(exposed).toAlignedRect()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        key = (target.width(), target.height(), ratio)
        pixmap = self._cache.pop(key, None)
        if pixmap is None:
            w, h = target.width(), target.height()
            pixmap = QPixmap(max(1, round(w * ratio)), max(1, round(h * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            gradient = QRadialGradient(QPointF(w / 2, h / 2), w * 0.7)
            gradient.setColorAt(0, FELT_CENTRE)
            gradient.setColorAt(1, FELT_EDGE)
            felt = QPainter(pixmap)
            felt.fillRect(0, 0, w, h, QBrush(gradient))
            felt.end()
            while len(self._cache) >= _SIZES_KEPT:
                del self._cache[next(iter(self._cache))]
        self._cache[key] = pixmap  # the newest last
        painter.save()
        painter.resetTransform()
        for strip in edge_strips(QRectF(area), QRectF(target)):
            painter.fillRect(strip.toAlignedRect(), FELT_EDGE)
        painter.drawPixmap(target.topLeft(), pixmap)
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
