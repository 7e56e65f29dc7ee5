"""A small name tag on the line: who played a tile since the player's last turn."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from drawgame.engine import PlacedEvent, PlayerView, Tile
from drawgame.ui.table import themes

#: The classic look's colour of a tile an opponent played since the player's last turn.
RECENT = themes.CLASSIC.recent
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
        look = themes.current()
        painter.setBrush(look.recent)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font)
        painter.setPen(look.tag_text)
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
    stays in ``region``: above, below, left or right, then above or below shifted half a
    tag sideways. Where none is free, where it hides least: never another tag if it can
    help it (two recent tiles side by side in a crowded line gave two tags on one spot)."""
    size = tag.boundingRect().size()
    w, h, gap = size.width(), size.height(), 3.0
    above, below = tile.top() - h / 2 - gap, tile.bottom() + h / 2 + gap
    x = tile.center().x()
    spots = [
        QPointF(x, above),
        QPointF(x, below),
        QPointF(tile.left() - w / 2 - gap, tile.center().y()),
        QPointF(tile.right() + w / 2 + gap, tile.center().y()),
        *(QPointF(x + dx, y) for y in (above, below) for dx in (-w / 2, w / 2)),
    ]
    placed = [t.sceneBoundingRect() for t in tags]

    def hidden(centre: QPointF) -> tuple[float, float, float]:
        area = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        outside = 0.0 if region.contains(area) else 1.0
        return (outside, _overlap(area, placed), _overlap(area, others))

    # min keeps the first of equals: the order above is the order of preference.
    tag.setPos(min(spots, key=hidden))


def _overlap(area: QRectF, rects: Sequence[QRectF]) -> float:
    total = 0.0
    for rect in rects:
        common = area.intersected(rect)
        if not common.isEmpty():
            total += common.width() * common.height()
    return total
