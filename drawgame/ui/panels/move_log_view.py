"""The move log's view: a heading for each hand, lines that wrap between words (never
inside a tile's notation) and the newest line always in sight, also after a resume. A line
is copied with Ctrl+C or its context menu; a deal's line copies its whole commitment."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QContextMenuEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QListView,
    QMenu,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from drawgame.ui.panels.move_log import BoldRole, CommitmentRole, HeadingRole, MoveLogModel

# Pixels a line is measured narrower than it is drawn (see _Delegate.sizeHint).
WRAP_SLACK = 6


class _Delegate(QStyledItemDelegate):
    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(BoldRole):
            option.font.setBold(True)
        if index.data(HeadingRole):
            option.font.setPointSizeF(option.font.pointSizeF() * 1.1)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        # Measured a little narrower than the line is drawn: under X11 a bold line measured
        # to fit one line was drawn cut ("Domino! Bot 1 went out and scored …", a
        # first-time player); a line that only just fits gets room for a second.
        narrower = QStyleOptionViewItem(option)
        if narrower.rect.isValid():
            rect = QRect(narrower.rect)
            rect.setWidth(max(1, rect.width() - WRAP_SLACK))
            narrower.rect = rect
        return super().sizeHint(narrower, index)


class MoveLogView(QListView):
    def __init__(self, model: MoveLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setModel(model)
        self.setItemDelegate(_Delegate(self))
        self.setWordWrap(True)
        # Lines wrap to the width the log has now: laid out again on every resize (it
        # comes back from being closed at another width), never scrolled sideways.
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSpacing(1)
        self.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        model.rowsInserted.connect(self.show_newest)
        model.modelReset.connect(self.show_newest)
        # Lines that wrap anew (another language, another width) move the newest line
        # out of sight: a reader who was following the game keeps following it.
        model.dataChanged.connect(self._keep_following)

    def _following(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 4

    def _keep_following(self) -> None:
        if self._following():
            self.show_newest()

    def resizeEvent(self, event: QResizeEvent) -> None:
        following = self._following()
        super().resizeEvent(event)
        if following:
            self.show_newest()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.scheduleDelayedItemsLayout()  # lines logged while it was closed, at its width
        self.show_newest()

    def show_newest(self) -> None:
        """Scroll to the last line once the new rows are laid out."""
        self.scrollToBottom()
        # With the view as context: a timer left when the view goes is dropped with it.
        QTimer.singleShot(0, self, self.scrollToBottom)
        QTimer.singleShot(50, self, self.scrollToBottom)

    def copy_row(self, index: QModelIndex | QPersistentModelIndex, commitment: bool) -> None:
        """Put row ``index``'s words (``commitment``: its commitment alone) on the clipboard."""
        text = index.data(CommitmentRole) if commitment else None
        if text is None:
            text = index.data(Qt.ItemDataRole.AccessibleTextRole)
        if text:
            QGuiApplication.clipboard().setText(str(text))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        if event.matches(QKeySequence.StandardKey.Copy) and index.isValid():
            self.copy_row(index, commitment=True)
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        index = self.indexAt(event.pos())
        if not index.isValid():
            return
        self.setCurrentIndex(index)
        menu = QMenu(self)
        menu.setObjectName("moveLogMenu")
        if index.data(CommitmentRole) is not None:
            commitment = menu.addAction(self.tr("Copy commitment"))
            commitment.triggered.connect(lambda: self.copy_row(index, commitment=True))
        line = menu.addAction(self.tr("Copy line"))
        line.triggered.connect(lambda: self.copy_row(index, commitment=False))
        menu.exec(event.globalPos())

    def newest_visible(self) -> bool:
        """Whether the last line is in sight."""
        model = self.model()
        if model is None or model.rowCount() == 0:
            return True
        rect = self.visualRect(model.index(model.rowCount() - 1, 0))
        return self.viewport().rect().contains(rect.center())
