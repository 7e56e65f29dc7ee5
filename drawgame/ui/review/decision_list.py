"""The list of the reviewed player's decisions in a hand, as a chess game review lists the
moves: the turn, the move played, its label (a coloured mark and the word) and the points
it lost ± their margin. Clicking a row (or moving to it with the keys) asks the window to
show that decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from drawgame.ai.review import Decision, Label, Reason
from drawgame.engine import Action
from drawgame.ui.language import register
from drawgame.ui.words import review_text as words
from drawgame.ui.words.text import fill, keep_figures_with_words, keep_tiles_whole, plain_tooltip

# Each label's mark, from green (best) to red (blunder).
LABEL_COLOURS: dict[Label, QColor] = {
    Label.BEST: QColor("#1f9e89"),
    Label.GOOD: QColor("#7cb342"),
    Label.INACCURACY: QColor("#e8b90e"),
    Label.MISTAKE: QColor("#f08a24"),
    Label.BLUNDER: QColor("#d93b3b"),
}

_Index = QModelIndex | QPersistentModelIndex


def label_icon(label: Label, size: int = 12) -> QIcon:
    """A coloured dot for ``label``."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor("#333333"))
    painter.setBrush(LABEL_COLOURS[label])
    painter.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0))
    painter.end()
    return same_when_selected(pixmap)


def same_when_selected(pixmap: QPixmap) -> QIcon:
    """An icon drawn as ``pixmap`` in a chosen row too: the style tints a selected icon
    with the row's blue, and the chosen decision's label dot lost its colour (a
    first-time player)."""
    icon = QIcon()
    for mode in (QIcon.Mode.Normal, QIcon.Mode.Selected, QIcon.Mode.Active):
        icon.addPixmap(pixmap, mode)
    return icon


def reason_text(decision: Decision) -> str:
    """Why ``decision`` got its label; a move tied with the best says so (its reason,
    another tile, "gave better chances", would not be true)."""
    if words.is_tie(decision.loss, decision.margin, decision.label is Label.BEST):
        return words.tie_reason_text()
    return words.reason_text(decision.reason)


def verdict_text(decision: Decision) -> str:
    """The label's word; "Only move" for a forced decision."""
    if decision.reason is Reason.FORCED:
        return words.only_move_text()
    return words.label_text(decision.label)


@dataclass(frozen=True, slots=True)
class _Row:
    decision: Decision
    move: str


class DecisionModel(QAbstractTableModel):
    """The decisions of one player in one hand: the turn and move ("20. [4|6] on the 4",
    as a chess score numbers its moves), the verdict, the points lost."""

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._ends: Callable[[int], tuple[int, int] | None] = lambda _turn: None
        register(self)

    def set_decisions(
        self,
        decisions: Sequence[Decision],
        ends: Callable[[int], tuple[int, int] | None],
    ) -> None:
        """``ends(turn)``: the line's ends before the decision of ``turn`` (from 1)."""
        self.beginResetModel()
        self._ends = ends
        self._rows = [_Row(d, self._move(d.played, d.turn)) for d in decisions]
        self.endResetModel()

    def retranslate(self) -> None:
        """Say the moves again in the language now chosen."""
        self.set_decisions([row.decision for row in self._rows], self._ends)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    def _move(self, action: Action, turn: int) -> str:
        # Wrapped in a narrow pane: never a tile cut at its bar, nor an end's value alone.
        return keep_figures_with_words(
            keep_tiles_whole(words.action_text(action, self._ends(turn)))
        )

    def decisions(self) -> list[Decision]:
        return [row.decision for row in self._rows]

    def row_of(self, turn: int) -> int:
        """The row of the decision at ``turn`` (from 1), or -1."""
        return next((i for i, row in enumerate(self._rows) if row.decision.turn == turn), -1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Played"), self.tr("Label"), self.tr("Lost"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        d = row.decision
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return fill(self.tr("%1. %2", "a turn's number and its move"), d.turn, row.move)
            if column == 1:
                return verdict_text(d)
            if d.reason is Reason.FORCED:
                return "—"
            return words.move_loss_text(d.loss, d.margin, d.label is Label.BEST)
        if role == Qt.ItemDataRole.DecorationRole and column == 1:
            return label_icon(d.label)
        if role == Qt.ItemDataRole.ToolTipRole:
            # The whole move, should the column be too narrow for it, and why.
            move = fill(self.tr("%1. %2", "a turn's number and its move"), d.turn, row.move)
            return plain_tooltip(move + "\n" + reason_text(d))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class DecisionList(QTableView):
    """The table of :class:`DecisionModel`; ``jumped(turn)`` when a row is chosen."""

    jumped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Tab leaves the table (the arrows move between its cells): a table keeping Tab for
        # its cells trapped keyboard players in it.
        self.setTabKeyNavigation(False)
        self.setObjectName("decisionList")
        self.decision_model = DecisionModel(self)
        self.setModel(self.decision_model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # A move too long for a narrow pane ("11. [1|6] di ujung 1" at 800×600) wraps
        # between its words, its row taller, as the candidate table's do: never "11. [1|6]…".
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setTabKeyNavigation(False)
        self.clicked.connect(self._chosen)
        self.selectionModel().currentRowChanged.connect(self._chosen)
        self._quiet = False

    def _chosen(self, index: QModelIndex) -> None:
        if self._quiet or not index.isValid():
            return
        decisions = self.decision_model.decisions()
        if 0 <= index.row() < len(decisions):
            self.jumped.emit(decisions[index.row()].turn)

    def wanted_width(self) -> int:
        """The width that shows every row's move, label and loss whole."""
        columns = sum(
            max(self.sizeHintForColumn(c), self.horizontalHeader().sectionSizeHint(c))
            for c in range(self.decision_model.COLUMNS)
        )
        bar = self.verticalScrollBar().sizeHint().width()
        return columns + bar + 2 * self.frameWidth() + 4

    def set_decisions(
        self, decisions: Sequence[Decision], ends: Callable[[int], tuple[int, int] | None]
    ) -> None:
        self._quiet = True
        self.decision_model.set_decisions(decisions, ends)
        self._quiet = False

    def mark(self, turn: int) -> None:
        """Select the row of the decision at ``turn`` (from 1), or none, without jumping."""
        row = self.decision_model.row_of(turn)
        self._quiet = True
        if row < 0:
            self.clearSelection()
        else:
            index = self.decision_model.index(row, 0)
            self.setCurrentIndex(index)
            self.scrollTo(index)
        self._quiet = False
