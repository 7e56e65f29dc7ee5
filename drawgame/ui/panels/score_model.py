"""The score sheet as a table model: one row per hand, one column per player."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from drawgame.session.controller import GameController
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill, plain_tooltip

# A label's short form down the side, for a sheet too narrow for it on one line.
SHORT_LABEL_ROLE = Qt.ItemDataRole.UserRole

_Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Rows: each finished hand (its gains), then a running total row."""

    def __init__(self, controller: GameController, narrator: Narrator) -> None:
        # Owned by the words it shows (the window's narrator), so it goes with the window
        # and not with a controller that may outlive it.
        super().__init__(narrator)
        self._controller = controller
        self._narrator = narrator
        # A new or resumed match is followed by ``changed`` too: filled once, not twice.
        controller.changed.connect(self._changed)
        self._gains: list[tuple[int, ...]] = []
        self._players = 0
        self._shown: tuple[object, ...] | None = None

    def _changed(self) -> None:
        # The controller changes on every move, the sheet only when a hand ends (or is
        # taken back) or a match starts: a reset relays out and repaints the whole sheet
        # and the dock column beside the table.
        if self._facts() != self._shown:
            self.refresh()

    def _facts(self) -> tuple[object, ...] | None:
        """What the sheet shows of the controller's match: players, names, target, gains."""
        match = self._controller.match
        if match is None:
            return None
        names = tuple(self._narrator.seat_names(match.players))
        return (match.players, names, match.target, [o.gains for o in match.outcomes])

    def refresh(self) -> None:
        match = self._controller.match
        self.beginResetModel()
        if match is None:
            self._gains, self._players = [], 0
        else:
            self._gains = [o.gains for o in match.outcomes]
            self._players = match.players
        self._shown = self._facts()
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._players else len(self._gains) + 1

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._players

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, seat = index.row(), index.column()
        total_row = row == len(self._gains)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if total_row:
                return str(sum(g[seat] for g in self._gains))
            gain = self._gains[row][seat]
            return str(gain) if gain else "–"
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole:
            # The whole name or label, however narrow the column: plain text, never markup.
            text = self.headerData(section, orientation)
            return plain_tooltip(text) if text else None
        total = orientation == Qt.Orientation.Vertical and section == len(self._gains)
        target = self._controller.match.target if self._controller.match else ""
        if role == SHORT_LABEL_ROLE and total:
            # "Total (to 61)" wrapped onto two lines at 800×600 ("Puan (hedef 61)").
            #: The total row's short label: the points so far, out of the target (%1).
            return fill(self.tr("Total/%1"), target)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._narrator.seat_name(section)
        if total:
            return fill(self.tr("Total (to %1)"), target)
        return fill(self.tr("Hand %1"), section + 1)

    def total(self, seat: int) -> int:
        return sum(g[seat] for g in self._gains)
