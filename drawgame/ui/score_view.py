"""The score sheet's view: players' names that fit or are cut at their end (the whole name
in a tooltip), labels never cut in the middle, and no sideways scrolling at any size."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from .score_model import ScoreSheetModel

#: The vertical header ("Hand 3", "Total (to 61)") takes at most this share of the width.
_LABEL_SHARE = 0.42


class ElidingHeader(QHeaderView):
    """A header whose labels that do not fit end in "…" (never showing a name's middle)."""

    def _room(self, section: int) -> int:
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        size = (
            self.sectionSize(section) if self.orientation() == Qt.Orientation.Horizontal
            else self.width()
        )
        return max(0, size - 2 * margin - 2)

    def full_text(self, section: int) -> str:
        model = self.model()
        if model is None:
            return ""
        return str(model.headerData(section, self.orientation()) or "")

    def shown_text(self, section: int) -> str:
        """The label as painted: the whole text, or its beginning and "…"."""
        return self.fontMetrics().elidedText(
            self.full_text(section), Qt.TextElideMode.ElideRight, self._room(section)
        )

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, logicalIndex)
        option.rect = rect
        option.text = self.shown_text(logicalIndex)
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        view = self.parentWidget()
        if self.orientation() == Qt.Orientation.Vertical and view is not None:
            hint.setWidth(min(hint.width(), int(view.width() * _LABEL_SHARE)))
        return hint


class _Delegate(QStyledItemDelegate):
    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        model = index.model()
        if model is not None and index.row() == model.rowCount() - 1:
            option.font.setBold(True)  # type: ignore[attr-defined]  # the total row


class ScoreSheetView(QTableView):
    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.setHorizontalHeader(ElidingHeader(Qt.Orientation.Horizontal, self))
        self.setVerticalHeader(ElidingHeader(Qt.Orientation.Vertical, self))
        self.setModel(model)
        self.setItemDelegate(_Delegate(self))
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        # The columns share the width: a long name is cut, the sheet never scrolls sideways.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.setCornerButtonEnabled(False)
        self.setWordWrap(False)
        self._fit_headers()

    def changeEvent(self, event: object) -> None:
        super().changeEvent(event)  # type: ignore[arg-type]
        self._fit_headers()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_headers()

    def _fit_headers(self) -> None:
        """Columns no narrower than a score; header rows as tall as their font."""
        metrics = self.fontMetrics()
        self.horizontalHeader().setMinimumSectionSize(metrics.horizontalAdvance("888") + 8)
        self.verticalHeader().setMinimumSectionSize(metrics.height() + 6)
        self.verticalHeader().updateGeometry()
        self.updateGeometries()
