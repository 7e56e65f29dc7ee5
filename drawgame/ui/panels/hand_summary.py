"""The end of a hand, told in a panel under the table rather than a dialog over it, so the
player can study the final line and every hand turned face up while reading it: how the
hand ended, everyone's tiles left, pips, gain and score; then Next hand (or the result)."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from drawgame.engine import Match
from drawgame.ui.table import themes
from drawgame.ui.words.text import fill, keep_whole, plain_tooltip

# For this long after the summary is first painted (seen: a busy table can take a while to
# draw it after it is shown), Enter and Space do not go on: a key pressed twice for the
# hand's last move (or a second press a moment late) must not skip it.
# A click on Next hand, and N, go on at once. (Not "#:": lupdate reads that as a note
# for translators.)
KEY_GRACE_MS = 500
# A key held down on X11 is sent as a release and a press at the same moment, and Qt does
# not always mark that press as a repeat (measured in a real X11 window: a held Enter dealt
# the next hand 0.64 s after the summary appeared). A press this soon after a release, by
# the events' own times, is such a repeat: no finger lets a key go and presses it again
# within 30 ms. (An event without a time, 0, is never taken for one.)
REPEAT_GAP_MS = 30
_GO_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class HandSummaryPanel(QFrame):
    """Shown when a hand ends; Next hand (or See the result) calls :meth:`accept`."""

    accepted = Signal()
    rejected = Signal()
    # Review this hand: open it in the review window.
    reviewRequested = Signal()
    # At a match's end, beside the table (the bar under it is hidden then): the same match
    # again, or a new one.
    rematchRequested = Signal()
    newMatchRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._names: list[str] = []
        self._headline_text = ""
        self._shown = QElapsedTimer()  # since the summary was first painted
        self._released = 0  # when Enter or Space was last let go (the event's time)
        self.setObjectName("handSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.headline.setWordWrap(True)
        self._fit_headline_font()
        self.table = QTableWidget(0, 5)
        self.table.setTabKeyNavigation(False)  # Tab leaves it; the arrows move in it
        self.table.setObjectName("handSummaryTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Rows as tall as their text: the table above keeps the room (800×600 included).
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setMinimumSectionSize(1)
        self.next_button = QPushButton()
        self.next_button.setObjectName("summaryNextButton")
        self.next_button.setMinimumHeight(34)
        self.next_button.clicked.connect(self.accept)
        self.review_button = QPushButton()
        self.review_button.setObjectName("summaryReviewButton")
        self.review_button.setMinimumHeight(34)
        self.review_button.clicked.connect(self.reviewRequested)
        # Space presses a focused button before the panel sees the key.
        self.next_button.installEventFilter(self)
        self.review_button.installEventFilter(self)
        # The button Enter presses is drawn as a dialog's default one: Next hand, or the
        # one that has the focus (a focus the mouse or the game gave shows no other mark).
        self.next_button.setDefault(True)
        text = QVBoxLayout()
        text.addWidget(self.headline)
        top = QHBoxLayout()
        top.addLayout(text, 1)
        top.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignTop)
        # At a match's end the bar's Rematch and New match stand beside the table rather
        # than in a bar of their own under it: at 800×600 that bar cost the line a fifth
        # of its size (issue 30).
        self.rematch_button = QPushButton()
        self.rematch_button.setObjectName("summaryRematchButton")
        self.rematch_button.clicked.connect(self.rematchRequested)
        self.new_match_button = QPushButton()
        self.new_match_button.setObjectName("summaryNewMatchButton")
        self.new_match_button.clicked.connect(self.newMatchRequested)
        self.after_match = (self.rematch_button, self.new_match_button)
        side = QVBoxLayout()
        side.setSpacing(4)
        for button in self.after_match:
            button.setMinimumHeight(30)
            button.hide()
            side.addWidget(button)
        side.addStretch(1)
        body = QHBoxLayout()
        body.setSpacing(8)
        body.addWidget(self.table, 1)
        body.addLayout(side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(body)
        self.hide()
        # In the table's look (dark, high contrast), as the side panels: a light summary
        # under a dark table glared, its "Total (to 61)" header the lightest of all.
        self.dress()
        themes.follow(self.dress)

    def dress(self) -> None:
        """The panel in the colours of the look chosen (the desktop's for the classic)."""
        self.setPalette(themes.panel_palette(QApplication.palette()))
        self.setAutoFillBackground(themes.current().panel is not None)

    def show_hand(self, match: Match, names: list[str], headline: str) -> None:
        """Fill the panel for ``match``'s finished hand and show it; ``headline`` is the
        narrator's sentence for how the hand ended (with a blocked hand's sum)."""
        self._match, self._names, self._headline_text = match, list(names), headline
        self.retranslate()
        if self.isHidden():
            self._shown.invalidate()  # started when it is painted: seen, not only shown
        self.show()
        # Enter or Space goes on, as the default button of a dialog would.
        self.next_button.setFocus()
        self.review_button.setDefault(False)
        self.next_button.setDefault(True)

    def retell(self, names: list[str], headline: str) -> None:
        """The hand shown told anew (in another language), nothing else changed."""
        self._names, self._headline_text = list(names), headline
        self.retranslate()

    def show_match_over(self, over: bool) -> None:
        """Rematch and New match beside the table (at a match's end), or not."""
        if over == self.rematch_button.isVisibleTo(self):
            return
        for button in self.after_match:
            button.setVisible(over)
        # The table gets another width: a row may wrap anew (once laid out).
        QTimer.singleShot(0, self, self._refit)

    def retranslate(self) -> None:
        self.rematch_button.setText(self.tr("Rematch"))
        self.rematch_button.setToolTip(self.tr("Play again against the same opponents"))
        self.new_match_button.setText(self.tr("New match…"))
        self.new_match_button.setToolTip(self.tr("Choose opponents and start a new match"))
        match = self._match
        if match is None:
            return
        outcome = match.hand.outcome
        assert outcome is not None
        names = self._names
        self.setAccessibleName(fill(self.tr("Hand %1 is over"), match.hand_number))
        self.headline.setText(keep_whole(self._headline_text))  # no break in a tile or name
        headers = [
            self.tr("Player"),
            self.tr("Tiles left"),
            self.tr("Pips"),
            self.tr("Gain"),
            fill(self.tr("Total (to %1)"), match.target),
        ]
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(match.players)
        for seat, hand in enumerate(match.hand.hands):
            row = [
                names[seat],
                keep_whole(" ".join(str(t) for t in hand)) or self.tr("none"),
                str(outcome.totals[seat]),
                str(outcome.gains[seat]),
                str(match.scores[seat]),
            ]
            for column, text in enumerate(row):
                item = QTableWidgetItem(text)
                if column == 0:
                    # A long name gives way to the tiles (see _share_width): whole here.
                    item.setToolTip(plain_tooltip(text))
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(seat, column, item)
        self._fit_columns()
        over = match.result is not None
        # No Alt mnemonic: Enter, Space and N go on (and Alt letters belong to the menus).
        self.next_button.setText(self.tr("See the result") if over else self.tr("Next hand"))
        self.next_button.setAccessibleName(self.next_button.text().replace("&", ""))
        self.review_button.setText(self.tr("Review this hand"))
        self.review_button.setToolTip(
            self.tr("Step through the hand with every tile face up, and see what each move cost")
        )

    def _fit_headline_font(self) -> None:
        # A little larger than the panel's font, which grows with the window
        # (ui/windows/responsive.py): set once, it stayed the size of a small window's.
        font = self.font()
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 1.15)
        else:
            font.setPixelSize(round(font.pixelSize() * 1.15))
        font.setBold(True)
        self.headline.setFont(font)

    def _fit_columns(self) -> None:
        """Each column as wide as its contents; what is over goes to the numbers."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self.table.resizeColumnsToContents()
        self._share_width()
        self.table.resizeRowsToContents()
        self._fit_height()

    def _share_width(self) -> None:
        """A long name takes no more than leaves the tiles left room for two tiles and their
        header (a 40-letter name at 800×600 left "n ters…" and one tile a line); it is
        elided, whole in its tooltip."""
        table, header = self.table, self.table.horizontalHeader()
        room = table.viewport().width()
        if room <= 0:
            return
        metrics = table.fontMetrics()
        margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 8
        tiles = max(
            header.sectionSizeHint(1),
            metrics.horizontalAdvance(keep_whole("[6|6] [6|6]")) + margin,
        )
        numbers = range(2, table.columnCount())
        own = {c: max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) for c in numbers}
        others = sum(own.values())
        least = header.sectionSizeHint(0)
        wanted = table.sizeHintForColumn(0)
        table.setColumnWidth(0, max(least, min(wanted, room - others - tiles)))
        # The tiles left as wide as their longest row (wrapped when the room is short), not
        # all that is over: at 1366×768 they took half the table, the numbers far off on
        # its right. What is over is shared by the numbers' columns.
        longest = max(header.sectionSizeHint(1), table.sizeHintForColumn(1))
        rest = room - table.columnWidth(0) - others
        table.setColumnWidth(1, max(tiles, min(longest, rest)))
        spare = max(0, rest - table.columnWidth(1))
        for k, c in enumerate(numbers):
            share = spare // len(numbers) + (1 if k < spare % len(numbers) else 0)
            table.setColumnWidth(c, own[c] + share)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "table"):
            # The window's font grew or shrank with it (maximised at a hand's end): the
            # columns measured in the old font cut "Player" and "Total (to 61)" short.
            self._fit_headline_font()
            if self._match is not None:
                self._fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A new width can wrap a row anew (its height follows only once laid out).
        QTimer.singleShot(0, self, self._refit)

    def _refit(self) -> None:
        if self._match is not None:
            self._share_width()
            self.table.resizeRowsToContents()
            self._fit_height()

    def _fit_height(self) -> None:
        """Exactly as tall as its rows: no empty grid under them, and no row cut off when
        one wraps later, once the table has its width (a long row of tiles left)."""
        table = self.table
        height = table.horizontalHeader().sizeHint().height() + sum(
            table.rowHeight(r) for r in range(table.rowCount())
        )
        table.setFixedHeight(height + 2 * table.frameWidth())

    @property
    def seen(self) -> bool:
        """Whether the summary has been drawn on the screen since it was last shown."""
        return self._shown.isValid()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._shown.isValid():
            self._shown.start()

    def too_soon(self, event: QKeyEvent) -> bool:
        """Whether ``event`` is Enter or Space held down, or pressed before the summary was
        painted or within :data:`KEY_GRACE_MS` of it: a key meant for the last move."""
        if event.key() not in _GO_KEYS:
            return False
        repeated = bool(self._released) and 0 <= event.timestamp() - self._released < REPEAT_GAP_MS
        return (
            event.isAutoRepeat()
            or repeated
            or not self._shown.isValid()
            or not self._shown.hasExpired(KEY_GRACE_MS)
        )

    def _let_go(self, event: QKeyEvent) -> None:
        # A release marked as a repeat is no letting go: the key is still down.
        if event.key() in _GO_KEYS and not event.isAutoRepeat():
            self._released = event.timestamp()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QPushButton):
            for button in (self.next_button, self.review_button):
                button.setDefault(button is watched)
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self.too_soon(event)
        ):
            return True  # swallowed: the button is not pressed, so its release clicks nothing
        if event.type() == QEvent.Type.KeyRelease and isinstance(event, QKeyEvent):
            self._let_go(event)
        return super().eventFilter(watched, event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self._let_go(event)
        super().keyReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter presses the button that has the focus, as in a dialog (a push button alone
        # ignores it: Enter on Review this hand dealt the next hand), else goes on.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not self.too_soon(event):
                focused = self.focusWidget()
                if isinstance(focused, QPushButton) and self.isAncestorOf(focused):
                    focused.click()
                else:
                    self.accept()
            return
        super().keyPressEvent(event)

    def accept(self) -> None:
        self.hide()
        self.accepted.emit()

    def reject(self) -> None:
        """Put the summary away without going on (Next hand on the bar still goes on)."""
        self.hide()
        self.rejected.emit()
