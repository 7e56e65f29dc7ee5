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
    """Put ``tag`` beside the ``tile`` rectangle, where it hides no other tile, no spot a
    tile may be laid on (``others`` has them too) and no tag, and stays in ``region``:
    above, below, left or right, then above or below shifted half a tag sideways, then
    the corners, then a step further out. Where none is free, where it hides least: never
    another tag if it can help it (two recent tiles side by side in a crowded line gave
    two tags on one spot), nor its own tile."""
    size = tag.boundingRect().size()
    w, h, gap = size.width(), size.height(), 3.0
    placed = [t.sceneBoundingRect() for t in tags]

    def hidden(centre: QPointF) -> tuple[float, float, float, float]:
        area = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        outside = 0.0 if region.contains(area) else 1.0
        return (outside, _overlap(area, placed), _overlap(area, others), _overlap(area, [tile]))

    # min keeps the first of equals: the order of :func:`_spots` is the order of preference.
    tag.setPos(min(_spots(tile, w, h, gap), key=hidden))


def _spots(tile: QRectF, w: float, h: float, gap: float) -> list[QPointF]:
    """Where a ``w`` × ``h`` tag may go beside ``tile``: above, below, left, right, above
    or below shifted half a tag; then, nearest first, the places round it up to three
    tags' heights away (a crowded line at 800×600 left none of the first ones free)."""
    x, y = tile.center().x(), tile.center().y()
    above, below = tile.top() - h / 2 - gap, tile.bottom() + h / 2 + gap
    left, right = tile.left() - w / 2 - gap, tile.right() + w / 2 + gap
    spots = [QPointF(x, above), QPointF(x, below), QPointF(left, y), QPointF(right, y)]
    spots += [QPointF(x + dx, v) for v in (above, below) for dx in (-w / 2, w / 2)]
    ring = [
        QPointF(x + i * w / 4, y + j * h / 2)
        for i in range(-8, 9)
        for j in range(-12, 13)
        if abs(i * w / 4) >= (tile.width() + w) / 2 + gap
        or abs(j * h / 2) >= (tile.height() + h) / 2 + gap
    ]
    ring.sort(key=lambda p: (p.x() - x) ** 2 + (2 * (p.y() - y)) ** 2)
    return spots + ring


def _overlap(area: QRectF, rects: Sequence[QRectF]) -> float:
    total = 0.0
    for rect in rects:
        common = area.intersected(rect)
        if not common.isEmpty():
            total += common.width() * common.height()
    return total
