"""The review window's widgets and how they are laid out: the hand and player chosen, the
table and the graph on the left, the panel of tabs on the right (the turn shown, the list of
decisions, the scores), the steps through the hand and the analysis's progress.
:class:`~drawgame.ui.review.review_window.ReviewWindow` fills them in."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QSize, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSlider,
    QSplitter,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from drawgame.ui.kit.screen_fit import keep_inside_when_shown
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.review.deal_check import DealCheckLabel
from drawgame.ui.review.decision_list import DecisionList
from drawgame.ui.review.decision_panel import DecisionPanel
from drawgame.ui.review.review_scene import FittedView, ReviewScene
from drawgame.ui.review.score_panel import ScorePanel
from drawgame.ui.review.value_graph import ValueGraph
from drawgame.ui.table import themes
from drawgame.ui.words.text import plain_tooltip

# The panel of tabs beside the board: its least width and the most it opens at.
_PANE_LEAST = 300
_PANE_MOST = 600
# The share of the board's column the graph under it opens at (no less than its least).
_GRAPH_SHARE = 0.25
# Under this width or height the window is compact: the board takes the whole width
# over the tabs, the graph goes into a tab of its own (beside a 300-pixel panel and over
# a 110-pixel graph the tiles were 14 pixels at 800×600).
COMPACT_BELOW = QSize(1000, 680)
# The board's share of the height in a compact window (the tabs below it scroll), and
# the rows of the decisions' list the tabs show at least (five were seen at 800×600).
_COMPACT_BOARD = 0.72
_COMPACT_ROWS = 10
# Beside the tabs of a compact window: the progress bar's and the analysis's words' most
# width, in pixels.
_CORNER_PROGRESS = 90
_CORNER_WORDS = 170
_UNBOUNDED = 16777215  # Qt's QWIDGETSIZE_MAX


def _plain_label(name: str, wrap: bool = True) -> QLabel:
    """A label that shows names and words as plain text, never markup."""
    label = WholeLabel(wrap=wrap)  # tiles and names are never broken across lines
    label.setObjectName(name)
    return label


def _bar(layout: QHBoxLayout) -> QWidget:
    """A row of widgets as a widget of its own, without margins."""
    bar = QWidget()
    layout.setContentsMargins(0, 0, 0, 0)
    bar.setLayout(layout)
    return bar


def _small(*labels: QLabel) -> None:
    """Smaller type, never under 9 points (issue 22)."""
    for label in labels:
        font = label.font()
        font.setPointSizeF(max(9.0, font.pointSizeF() * 0.9))
        label.setFont(font)


class StatusLine(WholeLabel):
    """The analysis's words: wrapped under the board; beside the tabs of a compact window,
    on one line at most ``narrow`` pixels wide, elided, the whole sentence its tooltip
    (wrapped there, "Analysing the hand…" was cut in half)."""

    def __init__(self) -> None:
        super().__init__()
        self._said = ""
        self._narrow = 0

    def said(self) -> str:
        """The whole sentence, as set."""
        return self._said

    def setText(self, text: str) -> None:
        self._said = text
        shown = text
        if self._narrow:
            elide = Qt.TextElideMode.ElideRight
            shown = self.fontMetrics().elidedText(text, elide, self._narrow)
            self.setToolTip(plain_tooltip(text) if shown != text else "")
        super().setText(shown)

    def set_narrow(self, width: int) -> None:
        """On one line at most ``width`` pixels wide (0: whole, wrapped)."""
        self._narrow = width
        self.setWordWrap(width == 0)
        self.setMaximumWidth(width if width else _UNBOUNDED)
        self.setText(self._said)


class ReviewLayout(QDialog):
    """The widgets; what they ask for is the window's (the methods below)."""

    # -- building ---------------------------------------------------------------------

    def _build(self) -> None:
        """The choosers above, the board and its graph beside the pane of tabs, the steps
        and the work's buttons below."""
        choosers = self._build_choosers()
        self._build_board()
        self._build_pane()
        left = QSplitter(Qt.Orientation.Vertical)
        left.setObjectName("boardSplitter")
        left.setChildrenCollapsible(False)
        left.addWidget(self.view)
        left.addWidget(self.graph)
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 1)
        self.board_splitter = left
        self.compact = False
        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.setObjectName("reviewSplitter")
        middle.setChildrenCollapsible(False)
        middle.addWidget(left)
        middle.addWidget(self.tabs)
        # The board takes what the panel does not need, and all a larger window gives.
        middle.setStretchFactor(0, 1)
        middle.setStretchFactor(1, 0)
        self.splitter = middle
        self._sized = False
        layout = QVBoxLayout(self)
        self._main = layout
        self._margins = layout.contentsMargins()
        # The rows over and under the board are widgets of their own: a compact window
        # moves them (see _arrange).
        self._choosers = choosers
        self.choose_bar = _bar(choosers)
        self.work = self._build_work()
        layout.addWidget(self.choose_bar)
        layout.addWidget(self.fair_note)
        layout.addWidget(middle, 1)
        layout.addWidget(self.turn_label)
        layout.addWidget(_bar(self._steps))
        self.work_bar = _bar(self.work)
        layout.addWidget(self.work_bar)
        self.hand_box.currentIndexChanged.connect(
            lambda i: self.choose(i + 1, self.seat_box.currentIndex())
        )
        self.seat_box.currentIndexChanged.connect(
            lambda i: self.choose(self.hand_box.currentIndex() + 1, i)
        )

    def _build_choosers(self) -> QHBoxLayout:
        """The hand and the seat reviewed, and whether the deal is verified."""
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("reviewSeat")
        self.hand_box = QComboBox()
        self.hand_box.setObjectName("reviewHand")
        for box in (self.seat_box, self.hand_box):
            # As wide as its items in every language ("Ronde 1", not "Ronde :").
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.seat_label, self.hand_label = QLabel(), QLabel()
        self.seat_label.setBuddy(self.seat_box)
        self.hand_label.setBuddy(self.hand_box)
        choosers = QHBoxLayout()
        for label, box in ((self.hand_label, self.hand_box), (self.seat_label, self.seat_box)):
            choosers.addWidget(label)
            choosers.addWidget(box)
        choosers.addStretch(1)
        self.deal_check = DealCheckLabel(self)
        choosers.addWidget(self.deal_check)
        return choosers

    def _build_board(self) -> None:
        """The table as it was, the graph of the hand's values, the turn's steps."""
        self.fair_note = _plain_label("fairNote")
        self.scene = ReviewScene(self)
        self.view = FittedView(self.scene)
        self.view.setObjectName("reviewTable")
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setMinimumHeight(150)
        self.graph = ValueGraph()
        self.graph.jumped.connect(self.jump_to)
        self._build_steps()

    def _build_pane(self) -> None:
        # The panel beside the table: the turn shown, the list of decisions, the scores.
        self.decision_panel = DecisionPanel()
        self.decision_panel.try_asked.connect(self.try_it)
        self.decision_title = self.decision_panel.title
        self.fields = self.decision_panel.fields
        self.decision_list = DecisionList()
        self.decision_list.jumped.connect(self.jump_to)
        # The moves read whole ("5. menggeser…" was cut at 1920 in Indonesian).
        self.decision_list.decision_model.modelReset.connect(self._fit_pane)
        self.legend = _plain_label("legend")
        self.thresholds = _plain_label("thresholds")
        self.summary = _plain_label("handReviewSummary")
        self.scores = ScorePanel()
        self.scores.whole_match_asked.connect(self.review_whole_match)
        _small(self.thresholds, self.legend, self.fair_note)
        scroll = QScrollArea()
        scroll.setObjectName("decisionScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.decision_panel)
        moves = QWidget()
        moves_layout = QVBoxLayout(moves)
        moves_layout.setContentsMargins(4, 4, 4, 4)
        moves_layout.addWidget(self.decision_list, 1)
        moves_layout.addWidget(self.legend)
        moves_layout.addWidget(self.thresholds)
        self._moves_layout = moves_layout
        score_page = QWidget()
        score_layout = QVBoxLayout(score_page)
        score_layout.setContentsMargins(4, 4, 4, 4)
        score_layout.addWidget(self.summary)
        score_layout.addWidget(self.scores, 1)
        self._score_layout = score_layout
        score_scroll = QScrollArea()
        score_scroll.setObjectName("scoreScroll")
        score_scroll.setWidgetResizable(True)
        score_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        score_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        score_scroll.setWidget(score_page)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("reviewTabs")
        self.tabs.setDocumentMode(True)
        # The turn's title and Try it stay in sight above the page's scrolling part.
        turn_page = QWidget()
        turn_page.setObjectName("turnPage")
        turn_layout = QVBoxLayout(turn_page)
        turn_layout.setContentsMargins(0, 0, 0, 0)
        turn_layout.setSpacing(0)
        turn_layout.addWidget(self.decision_panel.heading)
        turn_layout.addWidget(scroll, 1)
        self.tabs.addTab(turn_page, "")
        # The list's page scrolls too: under the board of a compact window the tabs get
        # what the board leaves, less than the list and its notes ask.
        moves_scroll = QScrollArea()
        moves_scroll.setObjectName("movesScroll")
        moves_scroll.setWidgetResizable(True)
        moves_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        moves_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        moves_scroll.setWidget(moves)
        self.tabs.addTab(moves_scroll, "")
        self.tabs.addTab(score_scroll, "")
        self.tabs.setMinimumWidth(_PANE_LEAST)

    def _build_work(self) -> QHBoxLayout:
        """The analysis's progress, its words, and Cancel, Analyse and Close."""
        self.progress = QProgressBar()
        self.progress.setObjectName("reviewProgress")
        self.status = StatusLine()
        self.status.setObjectName("reviewStatus")
        work = QHBoxLayout()
        work.addWidget(self.progress, 1)
        work.addWidget(self.status, 1)
        self.cancel_button, self.analyse_button = QPushButton(), QPushButton()
        self.close_button = QPushButton()
        for name, button, slot in (
            ("cancelButton", self.cancel_button, self.cancel),
            ("analyseButton", self.analyse_button, self.analyse),
            ("closeButton", self.close_button, self.close),
        ):
            button.setObjectName(name)
            button.clicked.connect(slot)
            work.addWidget(button)
        # "Practice mistakes (7)": shown when the game keeps a practice book.
        self.practice_button = QPushButton()
        self.practice_button.setObjectName("reviewPracticeButton")
        self.practice_button.setVisible(False)
        work.insertWidget(work.indexOf(self.close_button), self.practice_button)
        return work

    def dress_steps(self) -> None:
        """The step buttons' icons in the look's colours (see themes.panel_icon)."""
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        for button, kind in (
            (self.first_button, pixmap.SP_MediaSkipBackward),
            (self.back_button, pixmap.SP_ArrowBack),
            (self.forward_button, pixmap.SP_ArrowForward),
            (self.last_button, pixmap.SP_MediaSkipForward),
            (self.previous_mistake_button, pixmap.SP_MediaSeekBackward),
            (self.next_mistake_button, pixmap.SP_MediaSeekForward),
        ):
            button.setIcon(themes.panel_icon(icon(kind)))

    def _build_steps(self) -> None:
        self.first_button = QPushButton()
        self.back_button = QPushButton()
        self.forward_button = QPushButton()
        self.last_button = QPushButton()
        self.previous_mistake_button = QPushButton()
        self.next_mistake_button = QPushButton()
        self.dress_steps()
        themes.follow(self.dress_steps)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setPageStep(1)
        self.turn_label = _plain_label("turnLabel", wrap=False)
        steps = self._steps = QHBoxLayout()
        steps.addWidget(self.previous_mistake_button)
        steps.addWidget(self.first_button)
        steps.addWidget(self.back_button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.forward_button)
        steps.addWidget(self.last_button)
        steps.addWidget(self.next_mistake_button)
        for name, button in (
            ("firstButton", self.first_button),
            ("backButton", self.back_button),
            ("forwardButton", self.forward_button),
            ("lastButton", self.last_button),
            ("previousMistakeButton", self.previous_mistake_button),
            ("nextMistakeButton", self.next_mistake_button),
        ):
            button.setObjectName(name)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows are the window's
        self.first_button.clicked.connect(lambda: self.show_turn(0))
        self.back_button.clicked.connect(lambda: self.show_turn(self.slider.value() - 1))
        self.forward_button.clicked.connect(lambda: self.show_turn(self.slider.value() + 1))
        self.last_button.clicked.connect(lambda: self.show_turn(self.slider.maximum()))
        self.previous_mistake_button.clicked.connect(self.previous_mistake)
        self.next_mistake_button.clicked.connect(self.next_mistake)
        self.slider.valueChanged.connect(self.show_turn)
        keys = (
            (Qt.Key.Key_Left, self.back_button),
            (Qt.Key.Key_Right, self.forward_button),
            (Qt.Key.Key_Home, self.first_button),
            (Qt.Key.Key_End, self.last_button),
        )
        self._keys = dict(keys)
        for key, button in keys:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(button.click)
        # T: "Try it yourself" at the decision shown (when its button is there).
        try_key = QShortcut(QKeySequence("T"), self)
        try_key.activated.connect(self._try_key)
        # N and Shift+N say so when there is no mistake that way (the key was silent).
        for sequence, step in (("N", +1), ("Shift+N", -1)):
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.activated.connect(lambda step=step: self.mistake_key(step))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            self._arrange(self._wants_compact())
            keep_inside_when_shown(self)  # its title bar on the screen, under any panel

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._sized and self._wants_compact() != self.compact:
            self._arrange(not self.compact)

    def _wants_compact(self) -> bool:
        size = self.size()
        return size.width() < COMPACT_BELOW.width() or size.height() < COMPACT_BELOW.height()

    def _arrange(self, compact: bool) -> None:
        """Beside (a large window) or compact: the board over the tabs, the whole width
        its own, the graph a tab of its own; then the parts' first sizes."""
        self.compact = compact
        graph_tab = self.tabs.indexOf(self.graph)
        if compact and graph_tab < 0:
            self.tabs.addTab(self.graph, "")
        elif not compact and graph_tab >= 0:
            self.tabs.removeTab(graph_tab)
            self.board_splitter.addWidget(self.graph)
            self.graph.show()
        self.retranslate_graph_tab()
        # Compact, the board gets the height the rows over and under it took: the hand and
        # the player chosen go into the row of steps, and the turn's words (the panel's
        # title says the turn) go. The list of decisions has its page to itself (at 800×600
        # the notes under it left five rows in view, in a page that scrolled round a list
        # that scrolled): the notes on the labels, the rings, fairness and the deal's check
        # go under the scores.
        notes = (self.legend, self.thresholds, self.fair_note, self.deal_check)
        # Compact, the candidate table beside the verdict: under it, it was cut.
        self.decision_panel.set_side_by_side(compact)
        if compact:
            for note in notes:
                self._score_layout.addWidget(note)
            self._steps.insertWidget(0, self.choose_bar)
            self.turn_label.hide()
            # The analysis's progress and the window's buttons beside the tabs, not on a
            # row of their own: the board keeps that height.
            self.tabs.setCornerWidget(self.work_bar, Qt.Corner.TopRightCorner)
            # The tabs keep their width: the progress and the words short beside them.
            self.progress.setMaximumWidth(_CORNER_PROGRESS)
            self.status.set_narrow(_CORNER_WORDS)
        else:
            if self.tabs.cornerWidget(Qt.Corner.TopRightCorner) is self.work_bar:
                # (An empty, hidden widget in the corner: the row takes the bar back.)
                empty = QWidget()
                self.tabs.setCornerWidget(empty, Qt.Corner.TopRightCorner)
                empty.hide()
            self._main.addWidget(self.work_bar)
            self.progress.setMaximumWidth(_UNBOUNDED)
            self.status.set_narrow(0)
            self._moves_layout.addWidget(self.legend)
            self._moves_layout.addWidget(self.thresholds)
            self._main.insertWidget(0, self.choose_bar)
            self._main.insertWidget(1, self.fair_note)
            self._choosers.addWidget(self.deal_check)
            self.turn_label.show()
        for note in notes:
            note.show()
        self.show_work()  # the words beside the tabs, or under the board
        # Compact, narrow margins round the window's parts: the board takes that too.
        self._main.setContentsMargins(QMargins(4, 4, 4, 4) if compact else self._margins)
        self.choose_bar.show()
        self.work_bar.show()
        self.splitter.setOrientation(
            Qt.Orientation.Vertical if compact else Qt.Orientation.Horizontal
        )
        # Let the layout give the splitters their new room before they are shared out.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        total = sum(self.splitter.sizes())
        if compact:
            # The tabs at least as tall as ten of the decisions' rows need.
            tabs = max(total - int(total * _COMPACT_BOARD), self._list_height(_COMPACT_ROWS))
            board = max(self.view.minimumHeight(), total - tabs)
            self.splitter.setSizes([board, total - board])
            return
        # The panel's words wrap: it needs its least width, more in a large window (a
        # quarter of it, more than a quarter on a large screen, never over _PANE_MOST), and
        # the board the rest.
        pane = max(_PANE_LEAST, min(_PANE_MOST, total // 4 + max(0, total - 1280) // 8))
        self.splitter.setSizes([total - pane, pane])
        column = sum(self.board_splitter.sizes())
        graph = max(self.graph.minimumHeight(), int(column * _GRAPH_SHARE))
        self.board_splitter.setSizes([column - graph, graph])
        self._fit_pane()

    def _list_height(self, rows: float) -> int:
        """The tabs' height that shows ``rows`` of the decisions' list whole: the tab
        bar, the page's margins, the list's frame and header, the rows."""
        listed = self.decision_list
        # A row is a line of text (rows fit their contents; none yet before the analysis).
        row = max(listed.fontMetrics().height() + 4, listed.sizeHintForRow(0))
        frame = 2 * listed.frameWidth()
        header = listed.horizontalHeader().sizeHint().height()
        bar = self.tabs.tabBar().sizeHint().height()
        return bar + 8 + frame + header + int(rows * row) + 4

    def retranslate_graph_tab(self) -> None:
        at = self.tabs.indexOf(self.graph)
        if at >= 0:
            self.tabs.setTabText(at, self.tr("Graph"))

    def _fit_pane(self) -> None:
        """Widen the panel to show the list of moves whole, up to two fifths of the
        window (the board keeps the rest); never narrower than it is."""
        if not self._sized or self.compact:
            return
        sizes = self.splitter.sizes()
        total = sum(sizes)
        # The page's margins and the tabs' frame around the list.
        wanted = min(self.decision_list.wanted_width() + 16, total * 2 // 5)
        if wanted > sizes[1]:
            self.splitter.setSizes([total - wanted, wanted])

    def _try_key(self) -> None:
        button = self.decision_panel.try_button
        if not button.isHidden():  # on another tab, the panel is hidden, not the button
            self.tabs.setCurrentIndex(0)  # the turn's page, where its verdict is
            button.click()

    # -- what the widgets ask the window for -----------------------------------------

    def choose(self, hand: int, seat: int) -> None:
        raise NotImplementedError

    def show_turn(self, turn: int) -> None:
        raise NotImplementedError

    def jump_to(self, turn: int) -> None:
        raise NotImplementedError

    def next_mistake(self) -> bool:
        raise NotImplementedError

    def previous_mistake(self) -> bool:
        raise NotImplementedError

    def mistake_key(self, step: int) -> None:
        raise NotImplementedError

    def try_it(self) -> object:
        raise NotImplementedError

    def review_whole_match(self) -> None:
        raise NotImplementedError

    def analyse(self) -> None:
        raise NotImplementedError

    def show_work(self) -> None:
        raise NotImplementedError

    def cancel(self) -> None:
        raise NotImplementedError
