"""The view on the table: scales the scene to the window, keeps the table's height and
gives it the window's shape."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from drawgame.ui.table.table_scene import TABLE_HEIGHT, TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, set up by the view as its own was (QGraphicsView's
        # constructor makes a plain QWidget and marks it for input methods): PySide6 names
        # the type of a widget Qt made by making every widget class it has, about 40 M
        # instructions (3% of the start) if it is the first frame's first such widget.
        viewport = QWidget()
        self.setViewport(viewport)
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
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
        viewport.setAutoFillBackground(False)
        viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Small enough that the hand summary fits under it in an 800×600 window.
        self.setMinimumSize(400, 220)
        # A table drawn shorter than the view (room kept for the hand's summary) sits at the
        # top, the felt's edge colour under it.
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self._height_for: Callable[[], int] | None = None

    def table_scene(self) -> TableScene:
        return self._scene

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def set_height_for(self, height: Callable[[], int]) -> None:
        """``height()`` says how many pixels tall to draw the table (the view's own height
        when None or taller): the rest of the view is kept for the hand's summary."""
        self._height_for = height
        self.fit()

    def table_height(self) -> int:
        """How many pixels tall the table is drawn: the viewport's height less the room
        kept under it for the hand's summary."""
        height = self.viewport().height()
        if self._height_for is not None:
            # At most a quarter of a small view is kept: its texts grow as it shrinks.
            height = max(min(height, self._height_for()), height * 3 // 4, 1)
        return height

    def fit(self) -> None:
        size = self.viewport().size()
        if size.height() <= 0:
            return
        height = self.table_height()
        # The table is always TABLE_HEIGHT tall; its width follows the window's shape.
        width = TABLE_HEIGHT * size.width() / height
        self._scene.set_table_width(width)
        # Fitted with the room under it: drawn ``height`` pixels tall, at the top.
        shown = QRectF(self._scene.sceneRect())
        shown.setHeight(TABLE_HEIGHT * size.height() / height)
        self.fitInView(shown, Qt.AspectRatioMode.KeepAspectRatio)
        # The felt under the table (the summary's room while the hand is played) is the
        # hand's to use (at 800×600 it stood empty, 50–120 pixels, over 67-pixel tiles).
        self._scene.set_table_foot(shown.height() - TABLE_HEIGHT)
        # Its texts grow as it shrinks, to stay readable (issue 20).
        self._scene.set_view_scale(self.transform().m22(), self.logicalDpiY())
