"""Windows no larger than the screen they open on (800×600 included)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room the window manager takes around a window: its frame and title bar.
FRAME = QSize(16, 48)


def available_size(widget: QWidget) -> QSize:
    """The room for windows on ``widget``'s screen (without panels and docks)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size()


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or less where the screen is smaller."""
    room = available_size(widget) - FRAME
    widget.resize(min(width, room.width()), min(height, room.height()))
