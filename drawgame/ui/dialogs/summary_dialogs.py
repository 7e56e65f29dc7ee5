"""The end of the match: the winner (or the drawn match), the final scores and the margin.
(The end of a hand is told in a panel under the table: see ``hand_summary``.)"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from drawgame.engine import Match
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.table import themes
from drawgame.ui.words.narrator import Narrator


def _table(rows: list[list[str]], headers: list[str], stretch: int = 0) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setTabKeyNavigation(False)  # Tab leaves it; the arrows move in it
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, c, item)
    table.resizeColumnsToContents()
    header = table.horizontalHeader()
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(len(rows)))
    # Exactly as tall as its rows: no empty grid under them.
    table.setFixedHeight(height + 2 * table.frameWidth())
    table.setMinimumWidth(min(720, header.length() + 8))
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


class MatchEndDialog(QDialog):
    """The match result; ``New match`` accepts, ``Close`` rejects, ``Review`` asks for
    the review of the match (:attr:`reviewRequested`) and closes, ``Rematch`` closes and
    asks for the same match again (:attr:`rematchRequested`, as the bar's Rematch)."""

    reviewRequested = Signal()
    rematchRequested = Signal()

    def __init__(
        self,
        match: Match,
        names: list[str],
        parent: QWidget | None = None,
        narrator: Narrator | None = None,
    ) -> None:
        """``narrator`` words the headline (the player nameless is "you"); without one
        every seat is called by its name in ``names``."""
        super().__init__(parent)
        self.setObjectName("matchEndDialog")
        result = match.result
        assert result is not None
        self.setWindowTitle(self.tr("Match over"))
        text = (narrator or Narrator(self, lambda: names[0])).match_headline(result, names)
        self.headline = WholeLabel()  # tiles and names are never broken across lines
        self.headline.setText(text)
        self.headline.setObjectName("headline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.headline.setFont(font)
        order = sorted(range(match.players), key=lambda s: -match.scores[s])
        rows = [[names[s], str(match.scores[s])] for s in order]
        self.table = _table(rows, [self.tr("Player"), self.tr("Final score")])
        self.table.setAccessibleName(self.tr("Final scores"))
        buttons = QDialogButtonBox()
        self.new_button = QPushButton(self.tr("New match"))
        self.new_button.setAutoDefault(False)
        # Enter closes: a player still tapping Enter to play would otherwise start a new
        # match (and type the next keys into its name field).
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setDefault(True)
        self.review_button = QPushButton(self.tr("Review"))
        self.review_button.setObjectName("matchReviewButton")
        self.review_button.setToolTip(
            self.tr("Step through the match's hands and see what each move cost")
        )
        self.review_button.clicked.connect(self.reviewRequested)
        self.review_button.clicked.connect(self.reject)
        self.rematch_button = QPushButton(self.tr("Rematch"))
        self.rematch_button.setObjectName("matchRematchButton")
        self.rematch_button.setToolTip(self.tr("Play again against the same opponents"))
        # Closed first: the new match begins with no result over the table.
        self.rematch_button.clicked.connect(self.reject)
        self.rematch_button.clicked.connect(self.rematchRequested)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        # In the table's look, as the summary under it: a light dialog over a dark table
        # glared (issue 30).
        self.dress()
        themes.follow(self.dress)

    def dress(self) -> None:
        """The dialog in the colours of the look chosen (the desktop's for the classic)."""
        self.setPalette(themes.panel_palette(QApplication.palette()))
        self.setAutoFillBackground(themes.current().panel is not None)
