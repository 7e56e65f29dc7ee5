"""The table's felt: a radial gradient, painted once per size and then only copied (the
gradient over the whole table cost more than all the tiles together)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QBrush, QPainter, QPixmap, QRadialGradient

from drawgame.ui.table import themes

#: Felt pictures kept, by size: the table shrinks while a hand's summary is under it and
#: grows back for the next hand; at 3840x2160 painting the gradient anew took 14-20 ms.
_SIZES_KEPT = 2
#: How much wider a kept felt may be and still give a narrower one its middle (see _cut).
_WIDTH_SLACK = 2


class Felt:
    def __init__(self) -> None:
        # By size in device pixels: a picture and where in it this size's felt starts (a
        # felt no larger than a kept one is cut from its middle), for one look.
        self._cache: dict[tuple[int, int, float], tuple[QPixmap, QPoint]] = {}
        self._look = themes.current()

    def _picture(self, w: int, h: int, ratio: float) -> tuple[QPixmap, QPoint]:
        """The felt for a table ``w`` by ``h`` (logical pixels): a picture, and the top left
        of the part of it to show."""
        look = themes.current()
        if look is not self._look:
            self._cache.clear()  # another look chosen: its felt is painted anew
            self._look = look
        key = (w, h, ratio)
        found = self._cache.pop(key, None)
        if found is None and ratio == 1.0:
            found = self._cut(w, h)
        if found is None:
            pixmap = QPixmap(max(1, round(w * ratio)), max(1, round(h * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            gradient = QRadialGradient(QPointF(w / 2, h / 2), w * 0.7)
            gradient.setColorAt(0, look.felt_centre)
            gradient.setColorAt(1, look.felt_edge)
            felt = QPainter(pixmap)
            felt.fillRect(0, 0, w, h, QBrush(gradient))
            felt.end()
            found = (pixmap, QPoint(0, 0))
        while len(self._cache) >= _SIZES_KEPT:
            del self._cache[next(iter(self._cache))]
        self._cache[key] = found  # the newest last
        return found

    def _cut(self, w: int, h: int) -> tuple[QPixmap, QPoint] | None:
        """The middle of a kept felt as tall or taller and as wide or up to
        :data:`_WIDTH_SLACK` pixels wider, else None.

        The gradient depends on the width and on the centre: the middle band of a taller
        felt is the shorter one (to half a pixel when the heights differ by an odd number),
        and a felt a pixel or two wider differs by less than a level of colour. A hand's
        summary makes the table shorter and, by rounding, a pixel narrower."""
        for (width, height, ratio), (pixmap, corner) in self._cache.items():
            if ratio == 1.0 and w <= width <= w + _WIDTH_SLACK and height >= h:
                return pixmap, corner + QPoint((width - w) // 2, (height - h) // 2)
        return None

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
        pixmap, corner = self._picture(target.width(), target.height(), ratio)
        painter.save()
        painter.resetTransform()
        for strip in edge_strips(QRectF(area), QRectF(target)):
            painter.fillRect(strip.toAlignedRect(), self._look.felt_edge)
        if corner.isNull():
            painter.drawPixmap(target.topLeft(), pixmap)
        else:
            painter.drawPixmap(target.topLeft(), pixmap, QRect(corner, target.size()))
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
