"""The window at any size: text and buttons grow on a large screen without scaling (a
3840×2160 desktop at 100 %), and the side panels narrow and fold into tabs when the window
is small, so the table keeps most of the room."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDockWidget, QMainWindow

#: Below this width the two side panels share one column, as tabs.
FOLD_WIDTH = 1000
#: The side panels' width: narrow at small sizes, wider on large screens.
NARROW_DOCK, DOCK_SHARE = 232, 0.2
#: A remembered width of the side panels is taken up to this share of the window's.
REMEMBERED_SHARE = 0.45
#: How long after the first showing a resize is still the window finding its size (a
#: maximised window is shown at its normal size, then maximised): the panels' width is
#: taken again for the size it found.
SETTLE_MS = 1500
#: The size at which the platform's font is right; larger windows scale it up.
_REFERENCE = (1600, 900)


class Responsive(QObject):
    """Watches ``window``'s size and adapts its font and its ``docks``."""

    def __init__(
        self,
        window: QMainWindow,
        docks: tuple[QDockWidget, QDockWidget],
        remembered_width: int = 0,
        remembered_window: int = 0,
    ) -> None:
        """``remembered_width``: the side panels' width the player left them at last time
        (0: none), in a window ``remembered_window`` wide (0: not known); taken at the
        first showing, in proportion to the window's width now (a width left on a large
        screen is not most of a small one's)."""
        super().__init__(window)
        self._window = window
        self._docks = docks
        self._remembered = remembered_width
        self._remembered_window = remembered_window
        self._base = QFont(window.font())
        self._folded: bool | None = None
        self._scale = 1.0
        self._shown = False
        self._shown_at = QElapsedTimer()
        window.installEventFilter(self)

    @property
    def folded(self) -> bool:
        return bool(self._folded)

    @property
    def scale(self) -> float:
        return self._scale

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Resize:
            # While the window finds its size, the panels' width follows it (a width
            # remembered in a maximised window shrank at each start: it was taken in
            # proportion to the normal size the window showed at first).
            self.adapt(force=self._shown_at.isValid() and self._shown_at.elapsed() < SETTLE_MS)
        elif watched is self._window and event.type() == QEvent.Type.Show and not self._shown:
            # Docks are not sized before the window shows: the first showing sizes them.
            self._shown = True
            self._shown_at.start()
            QTimer.singleShot(0, self, lambda: self.adapt(force=True))
        return False

    def adapt(self, force: bool = False) -> None:
        w, h = self._window.width(), self._window.height()
        scale = max(1.0, min(w / _REFERENCE[0], h / _REFERENCE[1]))
        changed = abs(scale - self._scale) > 0.05
        if changed:
            self._scale = scale
            font = QFont(self._base)
            if self._base.pointSizeF() > 0:
                font.setPointSizeF(self._base.pointSizeF() * scale)
            else:
                font.setPixelSize(round(self._base.pixelSize() * scale))
            self._window.setFont(font)
            # The menu bar and the status bar take their font from the platform, not the
            # window: they grow with the rest.
            self._window.menuBar().setFont(font)
            self._window.statusBar().setFont(font)
        folded = w < FOLD_WIDTH
        first, second = self._docks
        if folded != self._folded:
            changed = True
            self._folded = folded
            if folded:
                self._window.tabifyDockWidget(first, second)
                first.raise_()
            else:
                # splitDockWidget alone would add ``second`` as one more tab of ``first``'s
                # tab group (Qt's documented rule): take it out of the group first.
                shown = not second.isHidden()
                area = self._window.dockWidgetArea(first)
                self._window.removeDockWidget(second)
                self._window.addDockWidget(area, second, Qt.Orientation.Vertical)
                self._window.splitDockWidget(first, second, Qt.Orientation.Vertical)
                second.setVisible(shown)
        if not changed and not force:
            return  # the player's own choice of the panels' width stays
        width = NARROW_DOCK if folded else max(280, int(w * DOCK_SHARE * min(scale, 1.4) / 1.4))
        if force and not folded and self._remembered:
            # The player's own width, as left last time, while the table keeps most of
            # the window.
            width = self._remembered
            if self._remembered_window > 0:
                width = round(width * w / self._remembered_window)
            width = min(width, int(w * REMEMBERED_SHARE))
        self._window.resizeDocks([first], [width], Qt.Orientation.Horizontal)
