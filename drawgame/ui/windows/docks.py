"""The side panels of the main window, docked on its right: closable and movable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QVBoxLayout, QWidget


def stacked(*widgets: QWidget) -> QWidget:
    """``widgets`` one above the other, the last taking the height left as far as its size
    policy lets it (a table as tall as its rows leaves the panel's ground under it)."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(4, 4, 4, 4)
    for i, widget in enumerate(widgets):
        layout.addWidget(widget, 1 if i == len(widgets) - 1 else 0)
    layout.addStretch(0)
    return box


def dock(window: QMainWindow, name: str, widget: QWidget) -> QDockWidget:
    """``widget`` in a dock named ``name``, on ``window``'s right."""
    panel = QDockWidget()
    panel.setObjectName(name)
    panel.setWidget(widget)
    panel.setFeatures(
        QDockWidget.DockWidgetFeature.DockWidgetClosable
        | QDockWidget.DockWidgetFeature.DockWidgetMovable
    )
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    return panel
