"""The move log as a list model: one line per turn, newest last.

The model keeps the controller's :class:`LogEntry` facts; the controller's narrator makes
the words in :meth:`MoveLogModel.data`, in the current language. After a language switch
:meth:`retranslate` tells the views to read the texts again: nothing is retold.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from .controller import GameController
from .narrator import LogEntry
from .text import fill

_Index = QModelIndex | QPersistentModelIndex


class MoveLogModel(QAbstractListModel):
    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self._controller = controller
        self._entries: list[LogEntry] = list(controller.log)
        controller.logReset.connect(self._reset)
        controller.turnLogged.connect(self._append)

    def _reset(self) -> None:
        self.beginResetModel()
        self._entries = list(self._controller.log)
        self.endResetModel()

    def _append(self, entry: LogEntry) -> None:
        row = len(self._entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self._entries.append(entry)
        self.endInsertRows()

    def retranslate(self) -> None:
        """The language changed: every row's text (and tooltip) reads differently now."""
        if self._entries:
            self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry = self._entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._controller.narrator.entry_text(entry)
        if role == Qt.ItemDataRole.ToolTipRole:
            return fill(self.tr("Hand %1"), entry.hand_number)
        if role == Qt.ItemDataRole.FontRole and entry.seat < 0:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        return None

    def entry(self, row: int) -> LogEntry:
        return self._entries[row]
