"""The Statistics dialog: finished matches by number of players and opponent strength
(a short or long match, a match with take-backs and one played with the tutor, in rows of
their own), with a total of the matches without take-backs or the tutor (listed after it),
and a Reset button behind a confirmation; and, with a practice keeper, the progress over
time (:mod:`.progress_graph`, :mod:`.progress_tab`) and the way to the practice of the
player's mistakes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from drawgame.session.keeper import MatchKeeper
from drawgame.session.practice_keeper import PracticeKeeper
from drawgame.storage import Record, Statistics
from drawgame.ui.dialogs.match_choices import strength_name
from drawgame.ui.kit.screen_fit import fit_to_screen
from drawgame.ui.table import themes
from drawgame.ui.words.text import fill

# The column naming the opponents (and the kind of match): the one that wraps.
OPPONENTS = 1


class StatisticsDialog(QDialog):
    def __init__(
        self,
        keeper: MatchKeeper | None,
        parent: QWidget | None = None,
        practice: PracticeKeeper | None = None,
        open_practice: Callable[[QWidget], object] | None = None,
    ) -> None:
        """``practice``: the practice book (the Progress tab, the count of positions to
        solve); ``open_practice(over)`` opens the practice of the player's mistakes over
        this dialog (modal: a window under it would not take clicks)."""
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        themes.wear(self)  # its panels, tabs and lists in the table's look
        self.setWindowTitle(self.tr("Statistics"))
        self.keeper = keeper
        self.confirm: QMessageBox | None = None
        self.intro = QLabel(self.tr("Finished matches, by number of players and opponents."))
        self.intro.setWordWrap(True)
        self.apart = QLabel(
            self.tr(
                "Matches with take-backs or with the tutor on are counted apart, after the "
                "total, not in it."
            )
        )
        self.apart.setWordWrap(True)
        headers = [
            self.tr("Players"),
            self.tr("Opponents"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Lost"),
            self.tr("Drawn"),
            # Long headers are written on two lines (a translation may take three), so
            # every column fits an 800-pixel screen.
            self.tr("Hands won\nby domino"),
            self.tr("Hands won\nby block"),
            self.tr("Best margin"),
        ]
        self.table = QTableWidget(0, len(headers))
        self.table.setTabKeyNavigation(False)  # Tab leaves it; the arrows move in it
        self.table.setObjectName("statisticsTable")
        self.table.setAccessibleName(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The opponents' column takes the room the others leave, its text wrapped where
        # it is short of room: the table never scrolls sideways (it did at 1366×768).
        header.setSectionResizeMode(OPPONENTS, QHeaderView.ResizeMode.Fixed)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.viewport().installEventFilter(self)
        self.reset_button = QPushButton(self.tr("&Reset…"))
        self.reset_button.setObjectName("resetButton")
        self.reset_button.setAccessibleName(self.tr("Reset the statistics"))
        self.reset_button.setEnabled(keeper is not None)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.progress_tab = None
        layout = QVBoxLayout(self)
        if practice is None:
            layout.addWidget(self.intro)
            layout.addWidget(self.table, 1)
            layout.addWidget(self.apart)
        else:
            from drawgame.ui.dialogs.progress_tab import ProgressTab

            self.tabs = QTabWidget()
            self.tabs.setObjectName("statisticsTabs")
            matches = QWidget()
            column = QVBoxLayout(matches)
            column.addWidget(self.intro)
            column.addWidget(self.table, 1)
            column.addWidget(self.apart)
            opener = open_practice
            self.progress_tab = ProgressTab(
                practice, None if opener is None else lambda: opener(self)
            )
            self.tabs.addTab(matches, self.tr("Matches"))
            self.tabs.addTab(self.progress_tab, self.tr("Progress"))
            layout.addWidget(self.tabs, 1)
            buttons.addButton(
                self.progress_tab.practice_button, QDialogButtonBox.ButtonRole.ActionRole
            )
        layout.addWidget(buttons)
        if keeper is not None:
            keeper.statisticsChanged.connect(self.refresh)
        self.refresh()
        self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        """As wide as the table's columns need unwrapped (within the screen), and tall
        enough for a dozen rows."""
        table = self.table
        self._fit_opponents(10**6)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        side = margins.left() + margins.right() if margins is not None else 0
        chrome = 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width() + side
        if self.progress_tab is not None:
            # The table sits in a tab: the tab's frame and its page's margins too.
            tab = self.tabs.widget(0)
            page = tab.layout() if tab is not None else None
            inner = page.contentsMargins() if page is not None else None
            chrome += 8 + (inner.left() + inner.right() if inner is not None else 0)
        width = table.horizontalHeader().length() + chrome + 2
        fit_to_screen(self, max(560, width), 560)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_opponents(self.table.viewport().width())
        return super().eventFilter(watched, event)

    def _fit_opponents(self, room: int) -> None:
        """The opponents' column: as wide as its longest text, or the ``room`` the other
        columns leave (its text then wraps), never narrower than its longest word."""
        table = self.table
        header = table.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(table.columnCount()) if c != OPPONENTS)
        metrics = table.fontMetrics()
        items = [table.item(r, OPPONENTS) for r in range(table.rowCount())]
        texts = [item.text() for item in items if item is not None and item.text()]
        pad = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 8
        whole = max((metrics.horizontalAdvance(t) for t in texts), default=0) + pad
        word = max((metrics.horizontalAdvance(w) for t in texts for w in t.split()), default=0)
        title = header.sectionSizeFromContents(OPPONENTS).width()
        width = max(word + pad, title, min(whole, room - others))
        if width != header.sectionSize(OPPONENTS):
            header.resizeSection(OPPONENTS, width)
            table.resizeRowsToContents()

    def statistics(self) -> Statistics:
        return self.keeper.statistics if self.keeper is not None else Statistics()

    def refresh(self) -> None:
        stats = self.statistics()
        normal = [g for g in stats.groups if not g.apart]
        rows = [*normal, stats.total(), *(g for g in stats.groups if g.apart)]
        self.table.setRowCount(len(rows))
        for r, record in enumerate(rows):
            for c, text in enumerate(self._cells(record)):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if record.players is None:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        if self.isVisible():
            self._fit_opponents(self.table.viewport().width())

    def _cells(self, record: Record) -> list[str]:
        if record.players is None:
            players, opponents = self.tr("All"), ""
        else:
            players = str(record.players)
            strength = record.strength or ""
            opponents = self.tr("Mixed") if strength == "mixed" else strength_name(strength)
            if record.target is not None:
                opponents = fill(self.tr("%1, to %2 points"), opponents, record.target)
            if record.take_backs and record.tutor:
                opponents = fill(self.tr("%1, with take-backs and the tutor"), opponents)
            elif record.take_backs:
                opponents = fill(self.tr("%1, with take-backs"), opponents)
            elif record.tutor:
                opponents = fill(self.tr("%1, with the tutor"), opponents)
        # "–": no match won yet, so no margin either.
        margin = "–" if record.best_margin is None else str(record.best_margin)
        won = str(record.won)
        if record.played:
            share = round(100 * record.won / record.played)
            won = fill(self.tr("%1 (%2%)", "matches won (share of those played)"), won, share)
        counts = (record.lost, record.drawn, record.hands_domino, record.hands_block)
        return [players, opponents, str(record.played), won, *(str(n) for n in counts), margin]

    def ask_reset(self) -> QMessageBox:
        box = QMessageBox(self)
        box.setObjectName("resetStatisticsBox")
        themes.wear(box)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Reset statistics"))
        box.setText(
            self.tr("Forget every finished match in the statistics? This cannot be undone.")
        )
        box.setStandardButtons(QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def answered() -> None:
            reset = box.clickedButton() is box.button(QMessageBox.StandardButton.Reset)
            if reset and self.keeper is not None:
                self.keeper.reset_statistics()
            self.confirm = None

        box.finished.connect(answered)
        self.confirm = box
        box.open()
        return box
