"""A legal continuation point shown for the selected tile (R6): click it to play there."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from drawgame.engine import End, Tile
from drawgame.ui.table import themes
from drawgame.ui.table.clicks import released_over, take_left_press


class MarkerItem(QGraphicsObject):
    clicked = Signal(object)  # End

    def __init__(self, end: End, rect: QRectF) -> None:
        super().__init__()
        self.end = end
        self._rect = rect
        self._glow = 0.6
        self._chosen = False
        self.setZValue(5)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptHoverEvents(True)
        self._pulse = QPropertyAnimation(self, b"glow", self)
        self._pulse.setStartValue(0.35)
        self._pulse.setEndValue(0.85)
        self._pulse.setDuration(900)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.setLoopCount(-1)

    def start_pulse(self) -> None:
        self._pulse.start()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    #: Animated by the pulse.
    glow = Property(float, _get_glow, _set_glow)

    def set_chosen(self, chosen: bool) -> None:
        self._chosen = chosen
        self.update()

    @property
    def chosen(self) -> bool:
        return self._chosen

    def rect(self) -> QRectF:
        return self._rect

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = themes.current()
        colour = look.marker_chosen if self._chosen else look.marker
        fill = QColor(colour)
        fill.setAlphaF(0.18 + 0.3 * self._glow)
        painter.setBrush(fill)
        pen = QPen(colour, 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        radius = min(self._rect.width(), self._rect.height()) * 0.15
        painter.drawRoundedRect(self._rect.adjusted(2, 2, -2, -2), radius, radius)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        take_left_press(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if released_over(event, self._rect):
            self.clicked.emit(self.end)


def nearest_end(rects: dict[End, QRectF], centre: QPointF) -> End | None:
    """The end whose marker ``centre`` is nearest to, if within reach of it (a tile dropped
    there goes to that end), else None."""
    best: End | None = None
    best_distance = float("inf")
    for end, rect in rects.items():
        distance = (rect.center() - centre).manhattanLength()
        reach = rect.width() + rect.height()
        if distance < reach and distance < best_distance:
            best, best_distance = end, distance
    return best


class _Table(Protocol):
    def options(self, tile: Tile) -> list[End]: ...

    def marker_rect(self, tile: Tile, end: End) -> QRectF: ...


def drop_end(table: _Table, tile: Tile, centre: QPointF) -> End | None:
    """The end ``tile`` dropped at ``centre`` on ``table`` goes to: the nearest marker
    within reach."""
    return nearest_end({end: table.marker_rect(tile, end) for end in table.options(tile)}, centre)
