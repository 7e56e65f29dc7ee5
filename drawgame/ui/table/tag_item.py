"""A small name tag on the line: who played a tile since the player's last turn."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from drawgame.engine import PlacedEvent, PlayerView, Tile

#: The colour of a tile an opponent played since the player's last turn, and of its tag.
RECENT = QColor("#ffb347")
_MAX_WIDTH = 220.0  # at the designed size; wider for a bigger text


class TagItem(QGraphicsObject):
    """A rounded label centred on its position; the text is plain (a name is never markup)."""

    def __init__(self, text: str, pixel_size: float) -> None:
        super().__init__()
        self._font = QFont()
        self._font.setPixelSize(max(10, round(pixel_size)))
        pixel_size = self._font.pixelSize()
        self._font.setBold(True)
        metrics = QFontMetricsF(self._font)
        self._text = metrics.elidedText(
            text, Qt.TextElideMode.ElideRight, _MAX_WIDTH * max(1.0, pixel_size / 16)
        )
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

    @property
    def pixel_size(self) -> int:
        return self._font.pixelSize()

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


def recent_tiles(view: PlayerView) -> dict[Tile, int]:
    """The tiles the opponents placed since the player's last action, and by whom."""
    recent: dict[Tile, int] = {}
    for event in reversed(view.history):
        if event.seat == view.seat:
            break
        if isinstance(event, PlacedEvent):
            recent[event.tile] = event.seat
    return recent


def place_tag(
    tag: TagItem,
    tile: QRectF,
    others: Sequence[QRectF],
    tags: Sequence[QGraphicsItem],
    region: QRectF,
) -> None:
    """Put ``tag`` beside the ``tile`` rectangle, where it hides no other tile or tag and
    stays in ``region``: above, below, left or right (above if nothing is free)."""
    size = tag.boundingRect().size()
    w, h, gap = size.width(), size.height(), 3.0
    spots = [
        QPointF(tile.center().x(), tile.top() - h / 2 - gap),
        QPointF(tile.center().x(), tile.bottom() + h / 2 + gap),
        QPointF(tile.left() - w / 2 - gap, tile.center().y()),
        QPointF(tile.right() + w / 2 + gap, tile.center().y()),
    ]
    taken = [*others, *(t.sceneBoundingRect() for t in tags)]

    def free(centre: QPointF) -> bool:
        area = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        return region.contains(area) and not any(area.intersects(t) for t in taken)

    tag.setPos(next((spot for spot in spots if free(spot)), spots[0]))
