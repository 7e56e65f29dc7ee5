"""The candidate table at a decision: every distinct legal move, best first and then in
value order, its expected net hand points ± margin and the points it loses against the best
± margin, the move played marked (as GNU Backgammon lists the moves it analysed). Every
move was measured on the best's own deals, so each Lost is the gap between the values."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from drawgame.ai.analysis import DRAW_EDGE, Candidate, same_move
from drawgame.ai.review import Decision
from drawgame.engine import Action, PlayerView
from drawgame.ui.language import register
from drawgame.ui.review.decision_list import same_when_selected
from drawgame.ui.table.tile_item import GOLD
from drawgame.ui.words import review_text as words
from drawgame.ui.words.text import fill, keep_tiles_whole

_Index = QModelIndex | QPersistentModelIndex
# The move played's row: a gold tint, as the tile played is ringed in gold.
PLAYED_BACKGROUND = QColor(231, 185, 60, 70)


def played_icon(size: int = 12) -> QIcon:
    """A gold ring: the move played, as the tile played is ringed in gold."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(GOLD, 3))
    painter.drawEllipse(QRectF(1.5, 1.5, size - 3.0, size - 3.0))
    painter.end()
    return same_when_selected(pixmap)


class CandidateModel(QAbstractTableModel):
    """The candidates of one decision (best first)."""

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._candidates: tuple[Candidate, ...] = ()
        self._played: int = -1
        self._ends: tuple[int, int] | None = None
        register(self)

    def show_decision(self, decision: Decision | None, view: PlayerView | None) -> None:
        """The candidates of ``decision`` (made in ``view``), or none."""
        self.beginResetModel()
        if decision is None or view is None:
            self._candidates, self._played, self._ends = (), -1, None
        else:
            self._candidates = decision.analysis.candidates
            self._ends = view.ends
            self._played = next(
                (
                    i
                    for i, c in enumerate(self._candidates)
                    if same_move(c.action, decision.played, view)
                ),
                -1,
            )
        self.endResetModel()

    def retranslate(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    @property
    def candidates(self) -> tuple[Candidate, ...]:
        return self._candidates

    @property
    def played_row(self) -> int:
        return self._played

    def move_text(self, action: Action) -> str:
        return keep_tiles_whole(words.action_text(action, self._ends))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._candidates)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Move"), self.tr("Value"), self.tr("Lost"))[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Every legal move, the best found first; the move played ringed in gold"),
                self.tr("Expected net points in the hand, ± the margin (about 95% sure)"),
                self.tr(
                    "Points lost against the best move, measured on the same deals: the "
                    "best's value minus this one's, ± the margin"
                ),
            )[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        c = self._candidates[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return self.move_text(c.action)
            if column == 1:
                return words.value_text(c.value, c.margin)
            return words.move_loss_text(c.loss, c.loss_margin, row == 0)
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return played_icon() if row == self._played else None
        if role == Qt.ItemDataRole.ToolTipRole and column == 2 and c.lead < 0:
            # A draw that measured above the best placement without the gain a draw needs.
            return fill(
                self.tr(
                    "Drawing measured %1 points better than the best placement: not enough "
                    "to advise a draw (it must gain more than its margin and %2 points)"
                ),
                words.points_text(-c.lead),
                words.points_text(DRAW_EDGE),
            )
        if role == Qt.ItemDataRole.ToolTipRole and column == 0:
            text = self.move_text(c.action)
            return fill(self.tr("%1: the move played"), text) if row == self._played else text
        if role == Qt.ItemDataRole.FontRole and row == self._played:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and row == self._played:
            return QBrush(PLAYED_BACKGROUND)
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class CandidateTable(QTableView):
    """The table of :class:`CandidateModel` (read only)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Tab leaves the table (the arrows move between its cells): a table keeping Tab for
        # its cells trapped keyboard players in it.
        self.setTabKeyNavigation(False)
        self.setObjectName("candidateTable")
        self.candidate_model = CandidateModel(self)
        self.setModel(self.candidate_model)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # A move too long for its column wraps between words ("membuka dengan" over "[5|5]"):
        # cut to "membuka deng…", every opening read alike at 800×600.
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def cell_text(self, row: int, column: int) -> str:
        return str(self.candidate_model.index(row, column).data() or "")
