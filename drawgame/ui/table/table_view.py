"""The view on the table: scales the scene to the window, keeps the table's height and
gives it the window's shape."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from drawgame.ui.table.table_scene import TABLE_HEIGHT, TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Only what changed is painted again: at 3840x2160 a whole frame is about 8 ms of
        # the GUI thread while computers think, most of it the felt under tiles that did
        # not move (a move changes a tile, a panel, the banner and the stock).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt covers every pixel (TableScene.drawBackground): Qt need not clear the
        # viewport before each frame, a fill of the whole viewport (1.5 ms at 3840x2160).
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Small enough that the hand summary fits under it in an 800×600 window.
        self.setMinimumSize(400, 220)

    def table_scene(self) -> TableScene:
        return self._scene

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        size = self.viewport().size()
        if size.height() <= 0:
            return
        # The table is always TABLE_HEIGHT tall; its width follows the window's shape.
        self._scene.set_table_width(TABLE_HEIGHT * size.width() / size.height())
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        # Its texts grow as it shrinks, to stay readable (issue 20).
        self._scene.set_view_scale(self.transform().m22(), self.logicalDpiY())
