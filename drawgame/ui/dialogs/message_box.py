"""Message boxes whose text is always plain text: file and player names are never markup."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMessageBox, QStyle, QWidget

from drawgame.ui.words.text import keep_whole


class PlainMessageBox(QMessageBox):
    """A message box of plain text whose tiles ("[3|5]") and bots' names ("Bot 2") are
    never broken across lines (:func:`keep_whole`, issue 22)."""

    def setText(self, text: str) -> None:
        super().setText(keep_whole(text))

    def setInformativeText(self, text: str) -> None:
        super().setInformativeText(keep_whole(text))


#: What a box must leave in sight: rectangles in global (screen) coordinates.
KeepClear = Callable[[], list[QRect]]


class SteadyPlace:
    """Where the last of a run of questions (the tutor's) stood: the next one stands in
    the same place at the same size, so the player's eyes and mouse find its buttons where
    they were (it moved with each question's text and the line's length). The place is
    chosen again when the window moved or took a new size, or when it would now hide what
    the box must leave in sight; the size only ever grows, to the longest question's."""

    def __init__(self) -> None:
        self.size = QSize()
        self.at: QPoint | None = None
        self.window = QRect()


class _Centring(QObject):
    """Keeps ``box`` centred on its parent's window: when it shows (a message box takes its
    size only then, after Qt placed it for a smaller one), when it takes a new size or the
    window manager places it in its first moments (an X11 window manager could place it
    after Qt did, its corner at the window's centre) and when that window moves or grows
    (a window maximised by the window manager just after the box opened). With
    ``keep_clear``, the box moves up or down from the centre, as little as it can, so as to
    hide as little as it can of what those rectangles show (what the box talks about)."""

    #: How long after showing a move of the box is the window manager's, not the player's.
    SETTLING_MS = 1500

    def __init__(
        self,
        box: QWidget,
        window: QWidget,
        keep_clear: KeepClear | None = None,
        steady: SteadyPlace | None = None,
    ) -> None:
        super().__init__(box)
        self._box, self._window, self._keep_clear = box, window, keep_clear
        self._steady = steady
        self._shown = QElapsedTimer()
        box.installEventFilter(self)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._box:
            if kind == QEvent.Type.Show:
                self._shown.start()
            settling = self._shown.isValid() and self._shown.elapsed() < self.SETTLING_MS
            # After that the player may drag the box aside.
            kinds: tuple[QEvent.Type, ...] = (
                (QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.Move)
                if settling
                else (QEvent.Type.Show, QEvent.Type.Resize)
            )
        else:  # the player may still drag the box aside
            kinds = (QEvent.Type.Resize, QEvent.Type.Move)
        if kind in kinds:
            QTimer.singleShot(0, self, self.centre)
        return False

    def centre(self) -> None:
        box, window = self._box, self._window
        if not box.isVisible() or not window.isVisible():
            return
        if self._steady is not None and not self._steady.size.isEmpty():
            size = box.size().expandedTo(self._steady.size)
            if size != box.size():
                box.setFixedSize(size)  # its Resize places it again
                return
        frame = box.frameGeometry()
        at = window.frameGeometry().center() - QPoint(frame.width() // 2, frame.height() // 2)
        room = window.screen().availableGeometry()
        x = max(room.left(), min(at.x(), room.right() + 1 - frame.width()))
        y = max(room.top(), min(at.y(), room.bottom() + 1 - frame.height()))
        clear = self._keep_clear() if self._keep_clear is not None else []
        if self._keep_clear is not None:
            y = self._clearest_y(x, y, frame, room, clear)
        steady = self._steady
        if steady is not None and self._stays(
            steady, QRect(x, y, frame.width(), frame.height()), clear
        ):
            assert steady.at is not None
            x, y = steady.at.x(), steady.at.y()
        if steady is not None:
            steady.size, steady.at = box.size(), QPoint(x, y)
            steady.window = window.frameGeometry()
        if (x, y) != (frame.x(), frame.y()):
            box.move(x, y)

    def _stays(self, steady: SteadyPlace, best: QRect, clear: list[QRect]) -> bool:
        """Whether the box may stand where the last one stood: the window as it was, and
        no more of the line and the hand hidden there than at the ``best`` place now (on a
        small screen every place hides a little: then the box keeps its place)."""
        if steady.at is None or steady.window != self._window.frameGeometry():
            return False
        return _hidden(QRect(steady.at, best.size()), clear) <= _hidden(best, clear)

    @staticmethod
    def _clearest_y(x: int, y: int, frame: QRect, room: QRect, clear: list[QRect]) -> int:
        """The height nearest ``y`` (within the window's screen) at which a frame of this
        size hides the least of ``clear``."""

        low, high = room.top(), room.bottom() + 1 - frame.height()
        tops: set[int] = {y, *range(low, max(low, high) + 1, 4), max(low, high)}
        best: int = min(
            tops,
            key=lambda top: (
                _hidden(QRect(x, top, frame.width(), frame.height()), clear),
                abs(top - y),
            ),
        )
        return best


def centre_on_window(
    box: QWidget, keep_clear: KeepClear | None = None, steady: SteadyPlace | None = None
) -> None:
    """Show ``box`` centred on its parent's window, and keep it there (or, with
    ``keep_clear``, as near there as leaves those rectangles in sight; with ``steady``,
    where the last box of its kind stood)."""
    parent = box.parentWidget()
    if parent is not None:
        _Centring(box, parent.window(), keep_clear, steady)


def plain_message_box(
    parent: QWidget,
    name: str,
    icon: QMessageBox.Icon,
    keep_clear: KeepClear | None = None,
    steady: SteadyPlace | None = None,
) -> QMessageBox:
    box = PlainMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(icon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    centre_on_window(box, keep_clear, steady)
    return box


def two_answers(
    parent: QWidget,
    name: str,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    keep: tuple[str, str],
    other: tuple[str, str],
    on_other: Callable[[], object],
    on_keep: Callable[[], None] | None = None,
    keep_clear: KeepClear | None = None,
    steady: SteadyPlace | None = None,
) -> QMessageBox:
    """A question with two answers (label, object name): ``keep`` keeps what the player has
    and is the default for Enter and Escape; ``other`` calls ``on_other``. Not yet shown;
    placed as :func:`centre_on_window` places it."""
    box = plain_message_box(parent, name, icon, keep_clear, steady)
    box.setWindowTitle(title)
    box.setText(text)
    kept = box.addButton(keep[0], QMessageBox.ButtonRole.AcceptRole)
    changed = box.addButton(other[0], QMessageBox.ButtonRole.RejectRole)
    kept.setObjectName(keep[1])
    changed.setObjectName(other[1])
    box.setDefaultButton(kept)
    box.setEscapeButton(kept)

    def answered() -> None:
        if box.clickedButton() is changed:
            on_other()
        elif on_keep is not None:
            on_keep()

    box.finished.connect(answered)
    return box


#: The widest a line of a wide box's text runs, in average characters (longer lines are
#: hard to follow back to their start).
WIDEST_LINE = 130


def wide_text(box: QMessageBox, room: int) -> None:
    """Let ``box``'s text run as wide as ``room`` pixels (a window's width) allow, up to
    :data:`WIDEST_LINE` characters a line: a long question then takes fewer lines (a
    message box wraps its text at about 500 pixels whatever the room)."""
    icon = box.findChild(QLabel, "qt_msgboxex_icon_label")
    # The box's frame and margins (with room to spare), the icon and the space beside it.
    beside = 6 * box.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin) + (
        icon.sizeHint().width() if icon is not None else 0
    )
    for name in ("qt_msgbox_label", "qt_msgbox_informativelabel"):
        label = box.findChild(QLabel, name)
        if label is not None:
            widest = label.fontMetrics().averageCharWidth() * WIDEST_LINE
            label.setMinimumWidth(max(0, min(widest, room - beside)))


def _hidden(spot: QRect, clear: list[QRect]) -> int:
    """How much of ``clear`` (in square pixels) a box at ``spot`` hides."""
    return sum(r.intersected(spot).width() * r.intersected(spot).height() for r in clear)
