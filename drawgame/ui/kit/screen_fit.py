"""Windows no larger than the screen they open on (800×600 included): dialogs sized to fit,
and the main window placed at start, fresh or restored from another (larger) screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room the window manager takes around a window: its frame and title bar.
FRAME = QSize(16, 48)


def available_geometry(widget: QWidget) -> QRect:
    """The room for windows on ``widget``'s screen (without panels and docks): the screen
    at the window's position, else the primary screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def available_size(widget: QWidget) -> QSize:
    return available_geometry(widget).size()


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or less where the screen is smaller."""
    room = available_size(widget) - FRAME
    widget.resize(min(width, room.width()), min(height, room.height()))


def keep_inside(window: QWidget) -> None:
    """Move a shown window so that all of it, its frame and title bar included, lies in
    its screen's room for windows (its top left corner at least, if it is larger): a
    dialog centred on a larger window, or under a panel at the screen's top, had its title
    bar off the screen, and could be neither moved nor closed."""
    room = available_geometry(window)
    frame = window.frameGeometry()
    x = max(room.left(), min(frame.x(), room.right() + 1 - frame.width()))
    y = max(room.top(), min(frame.y(), room.bottom() + 1 - frame.height()))
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)  # a top-level window's position is its frame's


def grown(size: QSize, room: QSize) -> QSize:
    """``size`` for a usual screen; on a large one without scaling (3840×2160 at 100 %)
    as much larger as the screen is beyond one and a half times it, so the text and the
    buttons, which grow with the window, grow with the screen."""
    factor = min(room.width() / (size.width() * 1.5), room.height() / (size.height() * 1.5))
    return size * factor if factor > 1 else size


#: The share of a large screen's room the first window takes when it is no longer
#: maximised (it opens maximised): most of it, with the desktop still showing round it.
FIRST_SHARE = 0.88


def first_size(size: QSize, room: QSize) -> QSize:
    """The window's size at the first start: :data:`FIRST_SHARE` of the ``room`` each
    way, but no less than ``size`` (grown on a large screen)."""
    base = grown(size, room)
    share = room * FIRST_SHARE
    return QSize(max(base.width(), share.width()), max(base.height(), share.height()))


def place_window(window: QWidget, size: QSize, saved: QByteArray | None) -> bool:
    """Give the main window, before it is first shown, a place on its screen: the ``saved``
    geometry moved and shrunk onto the screen it opens on, or, at the first start,
    maximised over :func:`first_size` centred there (the size it comes back to). A window
    that would not fit (a size saved on a larger screen) opens maximised too. True if
    ``saved`` was used (a garbage one gives the first start)."""
    restored = saved is not None and window.restoreGeometry(saved)
    state = window.windowState()
    window.setWindowState(Qt.WindowState.WindowNoState)
    room = available_geometry(window)
    wanted = window.size() if restored else first_size(size, room.size())
    inside = room.size() - FRAME
    fits = wanted.width() <= inside.width() and wanted.height() <= inside.height()
    window.resize(
        max(1, min(wanted.width(), inside.width())), max(1, min(wanted.height(), inside.height()))
    )
    # The frame's top left: where it was (kept on the screen), or centred on it.
    outer = window.size() + FRAME
    centred = room.center() - QPoint(outer.width() // 2, outer.height() // 2)
    at = window.pos() if restored else centred
    x = max(room.left(), min(at.x(), room.right() + 1 - outer.width()))
    y = max(room.top(), min(at.y(), room.bottom() + 1 - outer.height()))
    window.move(x, y)
    # (Full screen is not restored: it is chosen anew from the View menu.) The first start
    # fills the screen: at 88% of 1920×1080 both first-time players asked why it did not
    # (139 px tiles, 164 maximised).
    if not restored or not fits or state & Qt.WindowState.WindowMaximized:
        window.setWindowState(Qt.WindowState.WindowMaximized)
    return restored


def keep_inside_when_shown(window: QWidget) -> None:
    """:func:`keep_inside` once the window manager has framed the shown ``window`` (its
    frame is known a moment after it is mapped), and again a little later."""
    for delay in (0, 250):
        QTimer.singleShot(delay, window, lambda: keep_inside(window))


#: How long the window's place and size must hold before they are written (a drag or a
#: resize moves it many times a second).
SETTLE_MS = 800


class GeometryKeeper(QObject):
    """Writes the main window's geometry (maximised or not included) once it has held
    still for :data:`SETTLE_MS`, not only on a proper quit: a game that is killed, or
    whose session ends, opens as it was left. ``save`` gets the geometry's bytes."""

    def __init__(self, window: QWidget, save: Callable[[bytes], None]) -> None:
        super().__init__(window)
        self._window = window
        self._save = save
        self._last = bytes(window.saveGeometry().data())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SETTLE_MS)
        self._timer.timeout.connect(self.write)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kinds = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.WindowStateChange)
        if watched is self._window and event.type() in kinds and self._window.isVisible():
            self._timer.start()
        return False

    def write(self) -> None:
        """Write the geometry now, if it changed since it was last written."""
        self._timer.stop()
        now = bytes(self._window.saveGeometry().data())
        if now != self._last:
            self._last = now
            self._save(now)
