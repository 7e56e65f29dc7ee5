"""Message boxes whose text is always plain text: file and player names are never markup."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QSizePolicy,
    QStyle,
    QWidget,
)

from drawgame.ui.table import themes
from drawgame.ui.words.text import keep_whole

#: A box kept narrower than this many pixels shows no icon (its words take the room).
NARROW_BOX = 320


def _cell_of(layout: QGridLayout, widget: QWidget) -> tuple[int, int, int, int]:
    """``widget``'s row, column, row span and column span in ``layout``."""
    return cast(tuple[int, int, int, int], layout.getItemPosition(layout.indexOf(widget)))


class PlainMessageBox(QMessageBox):
    """A message box of plain text whose tiles ("[3|5]") and bots' names ("Bot 2") are
    never broken across lines (:func:`keep_whole`, issue 22)."""

    def setText(self, text: str) -> None:
        super().setText(keep_whole(text))

    def setInformativeText(self, text: str) -> None:
        super().setInformativeText(keep_whole(text))

    #: The size the box keeps, its texts wrapped to its width (empty: Qt's own size).
    _kept = QSize()

    def keep_size(self, size: QSize) -> None:
        """Keep the box ``size`` wide and at least that tall (as tall as its texts wrapped
        to that width need): a narrow box stands in a column beside the table."""
        self._kept = QSize(size)
        self._keep()

    def height_for(self, width: int) -> int:
        """How tall the box is at ``width`` pixels, its texts wrapped to it."""
        self._wrap()
        buttons = self.findChild(QDialogButtonBox)
        if buttons is not None:
            # Too narrow for its buttons side by side: one over the other.
            stacked = width < self._side_by_side()
            across = Qt.Orientation.Vertical if stacked else Qt.Orientation.Horizontal
            if buttons.orientation() != across:
                buttons.setOrientation(across)
        layout = self._layout()
        layout.activate()
        if layout.hasHeightForWidth():
            return int(layout.totalHeightForWidth(width))
        return int(layout.totalMinimumSize().height())

    _across = 0  # the least width with the buttons side by side (0: not measured)

    def _side_by_side(self) -> int:
        if not self._across:
            self._wrap()
            layout = self._layout()
            layout.activate()
            self._across = int(layout.totalMinimumSize().width())
        return self._across

    def least_width(self) -> int:
        """The narrowest the box can be: its buttons one over the other, its texts
        wrapped to a line a little longer than a tile's name and a number."""
        buttons = self.findChild(QDialogButtonBox)
        widest = max([0, *(b.sizeHint().width() for b in self.buttons())])
        if buttons is None:
            return self._side_by_side()
        margins = self._layout().contentsMargins()
        return max(180, widest + margins.left() + margins.right())

    def _layout(self) -> QLayout:
        layout = self.layout()
        assert layout is not None
        return layout

    def _wrap(self) -> None:
        # Qt's message box sizes itself at every layout request, its width never under half
        # the screen's (400 pixels at 800×600): a box kept narrower wraps its texts itself.
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        for name in ("qt_msgbox_label", "qt_msgbox_informativelabel"):
            label = self.findChild(QLabel, name)
            if label is None:
                continue
            if not label.wordWrap():
                label.setWordWrap(True)
            if label.minimumWidth():
                label.setMinimumWidth(0)
            if label.sizePolicy() != policy:
                label.setSizePolicy(policy)

    def _keep(self) -> None:
        if self._kept.isEmpty() or not self.isVisible():
            return
        self._buttons_at_the_foot()
        width = self._kept.width()
        # A narrow box (the tutor's, in the column beside the table at 800×600) gives its
        # words the icon's room: the icon took 70 of 214 pixels and the question ran to
        # twenty lines of two or three words. Its title still names it.
        icon = self.findChild(QLabel, "qt_msgboxex_icon_label")
        if icon is not None and not icon.pixmap().isNull():
            narrow = width < NARROW_BOX
            if icon.isHidden() != narrow:
                icon.setHidden(narrow)
                self._gap_after_icon(not narrow)
        size = QSize(width, max(self._kept.height(), self.height_for(width)))
        if size != self.size():
            self.setFixedSize(size)
        QCoreApplication.removePostedEvents(self, QEvent.Type.LayoutRequest)

    # Qt's spacer between the icon and the words, and the layout's spacing across, as Qt
    # made them (empty: not seen yet).
    _gap = QSize()
    _spacing = -1

    def _gap_after_icon(self, shown: bool) -> None:
        """Qt's room between the icon and the words: gone with the icon, so the words
        start where the buttons do and take the width left (the empty icon columns took a
        share of it), back with it."""
        layout = self._layout()
        if not isinstance(layout, QGridLayout):
            return
        if self._spacing < 0:
            self._spacing = layout.horizontalSpacing()
        layout.setHorizontalSpacing(self._spacing if shown else 0)
        for i in range(layout.count()):
            item = layout.itemAt(i)
            spacer = item.spacerItem() if item is not None else None
            if spacer is not None:
                if self._gap.isEmpty():
                    self._gap = spacer.sizeHint()
                size = self._gap if shown else QSize(0, 0)
                fixed = QSizePolicy.Policy.Fixed
                spacer.changeSize(size.width(), size.height(), fixed, fixed)
            # Qt deletes these items when it lays the box out again (a new text): a wrapper
            # kept of one was handed back for the new layout at its address, which then
            # read as a spacer.
            for wrapper in (spacer, item):
                if wrapper is not None:
                    shiboken6.invalidate(wrapper)
        label = self.findChild(QLabel, "qt_msgbox_label")
        if label is not None:
            layout.setColumnStretch(_cell_of(layout, label)[1], 0 if shown else 1)
        layout.invalidate()

    def _buttons_at_the_foot(self) -> None:
        """A box kept taller than its texts (:meth:`keep_size` with a height they do not
        fill) takes the room under its words, not under its buttons: they stay at its
        foot, where they were (at 800×600 a shorter question left an empty band under
        them)."""
        layout = self._layout()
        label = self.findChild(QLabel, "qt_msgbox_informativelabel")
        if label is None or label.isHidden():  # no informative text: the question's own
            label = self.findChild(QLabel, "qt_msgbox_label")
        if not isinstance(layout, QGridLayout) or label is None:
            return
        row = _cell_of(layout, label)[0]
        if layout.rowStretch(row) != 1:
            layout.setRowStretch(row, 1)
        across = label.alignment() & Qt.AlignmentFlag.AlignHorizontal_Mask
        if label.alignment() != across | Qt.AlignmentFlag.AlignTop:
            label.setAlignment(across | Qt.AlignmentFlag.AlignTop)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and not self._kept.isEmpty():
            # Kept to a size: not Qt's own sizing again (it and the kept size took turns,
            # each undoing the other, and the box moved back from where it was dragged).
            done = QDialog.event(self, event)
            self._keep()
            return done
        return super().event(event)

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self._keep()


#: What a box must leave in sight: rectangles in global (screen) coordinates.
KeepClear = Callable[[], list[QRect]]


class SteadyPlace:
    """Where the last of a run of questions (the tutor's) stood: the next one stands in
    the same column, as wide, its foot where the last one's was, so the player's eyes and
    mouse find its buttons where they were (it moved with each question's text and the
    line's length). The place is chosen again when the window moved or took a new size,
    or when it would now hide what the box must leave in sight."""

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
        self._natural = QSize()  # the box's own size, before it was kept to another
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
        shaped = self._keep_clear is not None and isinstance(box, PlainMessageBox)
        if self._steady is not None and not self._steady.size.isEmpty() and not shaped:
            size = box.size().expandedTo(self._steady.size)
            if size != box.size():
                box.setFixedSize(size)  # its Resize places it again
                return
        frame = box.frameGeometry()
        frame.setSize(box.size() + frame_margins(box, window))
        room = window.screen().availableGeometry()
        clear = self._keep_clear() if self._keep_clear is not None else []
        if shaped:
            assert isinstance(box, PlainMessageBox)
            self._shaped(box, frame, room, clear)
            return
        at = window.frameGeometry().center() - QPoint(frame.width() // 2, frame.height() // 2)
        x = max(room.left(), min(at.x(), room.right() + 1 - frame.width()))
        y = max(room.top(), min(at.y(), room.bottom() + 1 - frame.height()))
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

    def _shaped(self, box: PlainMessageBox, frame: QRect, room: QRect, clear: list[QRect]) -> None:
        """Place ``box`` where it hides the least of ``clear``: narrow, its texts wrapped,
        in a column beside them (over the score sheet), else wide across the window, at
        the height nearest its middle. The next question keeps the column and the foot of
        the last one, so its buttons stand where they stood (it grows upwards)."""
        window = self._window.frameGeometry()
        if self._natural.isEmpty():
            self._natural = box.size()  # as Qt made it, as wide as its texts run
        extra = frame_margins(box, self._window)
        wide = min(self._natural.width(), room.width() - extra.width())
        # A column beside what must stay in sight comes first: the wide box, chosen
        # whenever it hid nothing, stood over the felt, then under the hand over the bar's
        # buttons, then (a longer question) in the column: a first-time player saw the
        # buttons in four places at 800×600 and two at 1366×768.
        shapes: list[tuple[int, int]] = []  # (width, left edge) of the frame
        least, gap = box.least_width(), 8
        if clear:
            left = min(r.left() for r in clear)
            right = max(r.right() for r in clear)
            beside = [
                (right + 1 + gap, min(window.right(), room.right()) - gap),
                (max(window.left(), room.left()) + gap, left - 1 - gap),
            ]
            for start, end in beside:
                width = end + 1 - start - extra.width()
                if width >= least:
                    shapes.append((min(width, wide), start))
        shapes.append((wide, window.center().x() - (wide + extra.width()) // 2))
        steady = self._steady
        best: tuple[int, int, QRect] | None = None
        for rank, (width, x) in enumerate(shapes):
            size = QSize(width, box.height_for(width)) + extra
            x = max(room.left(), min(x, room.right() + 1 - size.width()))
            middle = window.center().y() - size.height() // 2
            y = max(room.top(), min(middle, room.bottom() + 1 - size.height()))
            y = self._clearest_y(x, y, QRect(QPoint(x, y), size), room, clear)
            spot = QRect(QPoint(x, y), size)
            hidden = _hidden(spot, clear)
            if best is None or (hidden, rank) < best[:2]:
                best = (hidden, rank, spot)
        assert best is not None
        spot = best[2]
        if steady is not None and steady.at is not None and steady.window == window:
            # The last one's column and width, and its foot: the buttons where they were.
            width = steady.size.width()
            size = QSize(width, box.height_for(width)) + extra
            foot = steady.at.y() + steady.size.height() + extra.height()
            kept = QRect(QPoint(steady.at.x(), max(room.top(), foot - size.height())), size)
            if room.contains(kept) and _hidden(kept, clear) <= best[0]:
                spot = kept
        size = spot.size() - extra
        if steady is not None:
            steady.size, steady.at, steady.window = size, spot.topLeft(), window
        if size != box.size():
            box.keep_size(size)  # its Resize places it again
            return
        if spot.topLeft() != frame.topLeft():
            box.move(spot.topLeft())

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
    # A question is answered, not put away: no minimise or maximise button for the window
    # manager to offer (under openbox the tutor's question could be minimised and lost).
    box.setWindowFlags(
        Qt.WindowType.Dialog
        | Qt.WindowType.CustomizeWindowHint
        | Qt.WindowType.WindowTitleHint
        | Qt.WindowType.WindowCloseButtonHint
    )
    box.setIcon(icon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    centre_on_window(box, keep_clear, steady)
    # In the table's look: a box stood light grey beside a dark table (a first-time player).
    themes.wear(box)
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


def frame_margins(box: QWidget, window: QWidget) -> QSize:
    """How much the window manager's frame (title bar, borders) adds to ``box``'s size. Just
    after it shows, an X11 box may not be framed yet: its window's frame stands in for
    the box's, or a box placed at the screen's bottom edge had its buttons cut off
    there once framed (1366×768, a three-line reason)."""
    own = box.frameGeometry().size() - box.size()
    if own.width() > 0 or own.height() > 0:
        return own
    theirs = window.frameGeometry().size() - window.size()
    return theirs.expandedTo(QSize(0, 0))


def _hidden(spot: QRect, clear: list[QRect]) -> int:
    """How much of ``clear`` (in square pixels) a box at ``spot`` hides."""
    return sum(r.intersected(spot).width() * r.intersected(spot).height() for r in clear)
