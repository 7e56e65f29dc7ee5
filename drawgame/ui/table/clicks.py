"""A click on a graphics item, as the table's items (markers, the stock) understand it: the
left button pressed on the item and released over it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent


def take_left_press(event: QGraphicsSceneMouseEvent) -> None:
    """Keep the left button's press (so the release comes here); let others pass."""
    if event.button() == Qt.MouseButton.LeftButton:
        event.accept()
    else:
        event.ignore()


def released_over(event: QGraphicsSceneMouseEvent, area: QRectF) -> bool:
    """True for the left button released inside ``area``: the click is complete."""
    return event.button() == Qt.MouseButton.LeftButton and area.contains(event.pos())
