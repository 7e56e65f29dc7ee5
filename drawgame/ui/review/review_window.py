"""The review window: step through a recorded hand turn by turn with every tile face up,
and see at each decision of the reviewed player what was played, what the review found
best, the points it cost on average and a label, with a short reason; then what the hand
cost in all.

The analysis (:func:`drawgame.ai.review.review_match`) runs on a worker thread, one hand
and one player at a time, with a progress bar and Cancel; the window stays responsive.
Each decision is judged from what that player could know then, never from the face-up
tiles shown here, and the window says so.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QEvent, QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QPainter, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai.review import DEFAULT_BUDGET, Decision, Label, Review, ReviewCancelled
from drawgame.engine import HandState, Place
from drawgame.engine.record import MatchRecord
from drawgame.session.log import HUMAN
from drawgame.ui.language import register
from drawgame.ui.panels.phrase_label import PhraseLabel
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.review.deal_check import DealCheckLabel
from drawgame.ui.review.review_scene import ReviewPosition, ReviewScene
from drawgame.ui.windows.screen_fit import fit_to_screen
from drawgame.ui.words import review_text as words
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill, plain_tooltip, plural_fallback


def _plain_label(name: str, wrap: bool = True) -> QLabel:
    """A label that shows names and words as plain text, never markup."""
    label = WholeLabel(wrap=wrap)  # tiles and names are never broken across lines
    label.setObjectName(name)
    return label


class ReviewWorker(QObject):
    """Runs :func:`review_match` for one hand and one seat on the worker thread."""

    #: token, decisions done, decisions in all
    progressed = Signal(int, int, int)
    #: token, the :class:`Review` (``None``: cancelled)
    finished = Signal(int, object)
    #: token, what went wrong (a record the window let through, which should not happen)
    failed = Signal(int, str)

    @Slot(int, object, int, int, int, object)
    def run(
        self,
        token: int,
        record: MatchRecord,
        hand: int,
        seat: int,
        budget: int,
        cancel: threading.Event,
    ) -> None:
        from drawgame.ai.review import Options, review_match

        try:
            review = review_match(
                record,
                [seat],
                options=Options.for_budget(budget),
                hands=[hand],
                progress=lambda done, total: self.progressed.emit(token, done, total),
                cancelled=cancel.is_set,
            )
        except ReviewCancelled:
            self.finished.emit(token, None)
        except Exception as error:  # a window must never die of an analysis
            self.failed.emit(token, str(error) or type(error).__name__)
        else:
            self.finished.emit(token, review)


class ReviewWindow(QDialog):
    """``ReviewWindow(record, hand, seat)``: hands and seats numbered as in the record
    (hands from 1). ``budget``: sampled deals per decision at most."""

    _start = Signal(int, object, int, int, int, object)

    def __init__(
        self,
        record: MatchRecord,
        hand: int = 1,
        seat: int = 0,
        parent: QWidget | None = None,
        budget: int = DEFAULT_BUDGET,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.setWindowFlag(Qt.WindowType.Window)
        self.setSizeGripEnabled(True)
        self.record = record
        self.budget = budget
        self._hand = min(max(1, hand), len(record.hands))
        self._seat = min(max(0, seat), record.players - 1)
        self._states: list[HandState] = []
        self._reviews: dict[tuple[int, int], Review] = {}
        self._token = 0
        self._cancel = threading.Event()
        self._running = False
        self._cancelled = False
        self._failure = ""
        self._job = (self._hand, self._seat)
        self._build()
        self._thread = QThread(self)
        self._thread.setObjectName("reviewThread")
        self.worker = ReviewWorker()
        self.worker.moveToThread(self._thread)
        self._start.connect(self.worker.run)
        self.worker.progressed.connect(self._on_progress)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self._thread.start()
        if parent is not None:
            # The game's window closing closes the review (and stops its thread) first.
            parent.installEventFilter(self)
        self.retranslate()
        register(self)
        self._load_hand()
        fit_to_screen(self, 1180, 800)

    # -- building ---------------------------------------------------------------------

    def _build(self) -> None:
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
        self.fair_note = _plain_label("fairNote")
        self.scene = ReviewScene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setObjectName("reviewTable")
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setMinimumHeight(200)

        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first_button = QPushButton(icon(pixmap.SP_MediaSkipBackward), "")
        self.back_button = QPushButton(icon(pixmap.SP_ArrowBack), "")
        self.forward_button = QPushButton(icon(pixmap.SP_ArrowForward), "")
        self.last_button = QPushButton(icon(pixmap.SP_MediaSkipForward), "")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setPageStep(1)
        self.turn_label = _plain_label("turnLabel", wrap=False)
        steps = QHBoxLayout()
        steps.addWidget(self.first_button)
        steps.addWidget(self.back_button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.forward_button)
        steps.addWidget(self.last_button)
        for name, button in (
            ("firstButton", self.first_button),
            ("backButton", self.back_button),
            ("forwardButton", self.forward_button),
            ("lastButton", self.last_button),
        ):
            button.setObjectName(name)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows are the window's
        self.first_button.clicked.connect(lambda: self.show_turn(0))
        self.back_button.clicked.connect(lambda: self.show_turn(self.slider.value() - 1))
        self.forward_button.clicked.connect(lambda: self.show_turn(self.slider.value() + 1))
        self.last_button.clicked.connect(lambda: self.show_turn(self.slider.maximum()))
        self.slider.valueChanged.connect(self.show_turn)
        keys = (
            (Qt.Key.Key_Left, self.back_button),
            (Qt.Key.Key_Right, self.forward_button),
            (Qt.Key.Key_Home, self.first_button),
            (Qt.Key.Key_End, self.last_button),
        )
        self._keys = dict(keys)
        for qt_key, button in keys:
            shortcut = QShortcut(QKeySequence(qt_key), self)
            shortcut.activated.connect(button.click)

        self.decision_title = _plain_label("decisionTitle")  # at the end: how the hand ended
        font = self.decision_title.font()
        font.setBold(True)
        self.decision_title.setFont(font)
        # The game's own sentences (how the hand ended), with this record's names.
        self._narrator = Narrator(
            self,
            player_name=lambda: "" if self.is_you(HUMAN) else self.names()[HUMAN],
            others=lambda seat: self.names()[seat],
        )
        # The values are phrases: each on one line (or cut at its own clauses, else elided
        # with the whole phrase as tooltip), never wrapped mid-phrase (issue 22). The
        # reason, the longest, has the panel's whole width under its title.
        self.fields: dict[str, tuple[QLabel, QLabel]] = {}
        self._form = form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for field in ("played", "best", "loss", "label", "reason"):
            title, value = QLabel(), PhraseLabel()
            value.setObjectName(f"{field}Value")
            if field == "reason":
                form.addRow(title)
                form.addRow(value)
            else:
                form.addRow(title, value)
            self.fields[field] = (title, value)
        self.legend = _plain_label("legend")
        self.summary = _plain_label("handReviewSummary")
        self.thresholds = _plain_label("thresholds")
        small = self.thresholds.font()
        # Smaller, never under 9 points (issue 22).
        small.setPointSizeF(max(9.0, small.pointSizeF() * 0.9))
        self.thresholds.setFont(small)
        self.legend.setFont(small)
        self.fair_note.setFont(small)

        self.progress = QProgressBar()
        self.progress.setObjectName("reviewProgress")
        self.status = _plain_label("reviewStatus")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.clicked.connect(self.cancel)
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("analyseButton")
        self.analyse_button.clicked.connect(self.analyse)
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeButton")
        self.close_button.clicked.connect(self.close)
        work = QHBoxLayout()
        work.addWidget(self.progress, 1)
        work.addWidget(self.status, 1)
        work.addWidget(self.cancel_button)
        work.addWidget(self.analyse_button)
        work.addWidget(self.close_button)

        panel = QVBoxLayout()
        panel.addWidget(self.decision_title)
        panel.addLayout(form)
        panel.addWidget(self.legend)
        panel.addSpacing(8)
        panel.addWidget(self.summary)
        panel.addStretch(1)
        panel.addWidget(self.thresholds)
        panel_widget = QWidget()
        panel_widget.setObjectName("decisionPanel")
        panel_widget.setLayout(panel)
        panel_widget.setMinimumWidth(300)
        panel.setContentsMargins(6, 0, 0, 0)
        middle = QHBoxLayout()
        middle.addWidget(self.view, 3)
        middle.addWidget(panel_widget, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(choosers)
        layout.addWidget(self.fair_note)
        layout.addLayout(middle, 1)
        layout.addWidget(self.turn_label)
        layout.addLayout(steps)
        layout.addLayout(work)
        self.hand_box.currentIndexChanged.connect(lambda i: self.choose(i + 1, self._seat))
        self.seat_box.currentIndexChanged.connect(lambda i: self.choose(self._hand, i))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.hand_label.setText(self.tr("Hand:"))
        self.seat_label.setText(self.tr("Player:"))
        self.fair_note.setText(words.fair_text())
        self.thresholds.setText(words.thresholds_text())
        self.legend.setText(
            self.tr("On the table, the tile played is ringed in gold, the best one found in blue.")
        )
        titles = {
            "played": self.tr("Played:"),
            "best": self.tr("Best found:"),
            "loss": self.tr("Points lost:"),
            "label": self.tr("Verdict:"),
            "reason": self.tr("Why:"),
        }
        for key, (name, _value) in self.fields.items():
            name.setText(titles[key])
        tips = (
            (self.first_button, self.tr("The deal (Home)")),
            (self.back_button, self.tr("One turn back (Left)")),
            (self.forward_button, self.tr("One turn on (Right)")),
            (self.last_button, self.tr("The end of the hand (End)")),
        )
        for button, tip in tips:
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.slider.setAccessibleName(self.tr("Turn"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.analyse_button.setText(self.tr("Analyse"))
        self.close_button.setText(self.tr("Close"))
        self.hand_box.blockSignals(True)
        self.hand_box.clear()
        self.hand_box.addItems(
            [fill(self.tr("Hand %1"), n) for n in range(1, len(self.record.hands) + 1)]
        )
        self.hand_box.setCurrentIndex(self._hand - 1)
        self.hand_box.blockSignals(False)
        self.deal_check.show_hand(self.record, self._hand)
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        self.seat_box.addItems(self.names())
        self.seat_box.setCurrentIndex(self._seat)
        self.seat_box.blockSignals(False)
        if self._states:
            self.show_turn(self.slider.value())
            self._show_work()

    # -- what is shown ----------------------------------------------------------------

    def names(self) -> list[str]:
        """The seats' names; the game's nameless player is "You"."""
        return [
            self.tr("You") if seat.name == "You" and seat.strength == "human" else seat.name
            for seat in self.record.seats
        ]

    def is_you(self, seat: int) -> bool:
        s = self.record.seats[seat]
        return s.name == "You" and s.strength == "human"

    @property
    def hand(self) -> int:
        return self._hand

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def turn(self) -> int:
        """How many turns of the hand have been played in the position shown."""
        return self.slider.value()

    @property
    def running(self) -> bool:
        return self._running

    def review(self) -> Review | None:
        """The analysis of the hand and player shown, once it is done."""
        return self._reviews.get((self._hand, self._seat))

    def decision(self) -> Decision | None:
        """The reviewed player's decision at the turn shown, once analysed."""
        review = self.review()
        if review is None:
            return None
        return next((d for d in review.decisions if d.turn == self.turn + 1), None)

    def choose(self, hand: int, seat: int) -> None:
        """Review another hand or player."""
        if (hand, seat) == (self._hand, self._seat):
            return
        self._hand, self._seat = hand, seat
        self.hand_box.setCurrentIndex(hand - 1)
        self.seat_box.setCurrentIndex(seat)
        self._load_hand()

    def _load_hand(self) -> None:
        record = self.record.hands[self._hand - 1]
        state = record.initial_state()
        self._states = [state]
        for _seat, action in record.turns:
            state = state.apply(action)
            self._states.append(state)
        self.slider.blockSignals(True)
        self.deal_check.show_hand(self.record, self._hand)
        self.slider.setRange(0, len(record.turns))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self.show_turn(0)
        if self.review() is None:
            self.analyse()
        else:
            self._show_work()

    def show_turn(self, turn: int) -> None:
        """Show the position after ``turn`` turns of the hand (0: the deal)."""
        turns = self.record.hands[self._hand - 1].turns
        turn = max(0, min(turn, len(turns)))
        if self.slider.value() != turn:
            self.slider.setValue(turn)  # comes back here through valueChanged
            return
        state = self._states[turn]
        names = self.names()
        decision = self.decision()
        played = best = None
        if turn < len(turns):
            seat, action = turns[turn]
            played = action.tile if isinstance(action, Place) else None
            if decision is not None and isinstance(decision.best, Place):
                best = decision.best.tile
            if turn == 0:
                text = fill(self.tr("The deal: %1 to play first"), names[seat])
            else:
                # Numbered like the decision below it: turn 10 is the one about to be made.
                text = fill(self.tr("Turn %1 of %2: %3 to play"), turn + 1, len(turns), names[seat])
        else:
            seat = -1
            n = len(turns)
            text = plural_fallback(self.tr("The end of the hand, after %n turn(s)", "", n), n)
        self.turn_label.setText(text)
        self.scene.show_position(
            ReviewPosition(state, tuple(names), seat, played, best, self.tr("Stock"))
        )
        self._fit_view()
        self.first_button.setEnabled(turn > 0)
        self.back_button.setEnabled(turn > 0)
        self.forward_button.setEnabled(turn < len(turns))
        self.last_button.setEnabled(turn < len(turns))
        self._show_decision(turn, state)

    def _show_decision(self, turn: int, state: HandState) -> None:
        self._fill_decision(turn, state)
        # A row shows only with something in it: no decision at the end, and no empty
        # "Why:" (the deal's first tile has no reason to give).
        for title, value in self.fields.values():
            self._form.setRowVisible(title, bool(value.text()))
            self._form.setRowVisible(value, bool(value.text()))

    def _fill_decision(self, turn: int, state: HandState) -> None:
        turns = self.record.hands[self._hand - 1].turns
        values = {key: value for key, (_name, value) in self.fields.items()}
        for value in values.values():
            value.setText("")
        over = turn >= len(turns)
        if over:
            outcome = state.outcome
            self.decision_title.setText(
                self.tr("The record stops before the end of this hand.")
                if outcome is None
                else self._narrator.hand_end_text(outcome)
            )
            return
        seat, action = turns[turn]
        name = self.names()[seat]
        self.decision_title.setText(fill(self.tr("Turn %1: %2"), turn + 1, name))
        values["played"].setText(words.action_text(action, state.ends))
        if seat != self._seat:
            values["reason"].setText(self.tr("Not a decision of the player reviewed."))
            return
        decision = self.decision()
        if decision is None:
            values["reason"].setText(
                self.tr("Not analysed yet.") if self._running or not self._cancelled else ""
            )
            return
        same = decision.label is Label.BEST
        values["best"].setText(
            self.tr("the move played") if same else words.action_text(decision.best, state.ends)
        )
        values["loss"].setText(words.points_text(decision.loss))
        values["label"].setText(words.label_text(decision.label))
        values["reason"].setText(words.reason_text(decision.reason))

    def _show_work(self) -> None:
        review = self.review()
        self.progress.setVisible(self._running)
        self.cancel_button.setVisible(self._running)
        self.analyse_button.setVisible(not self._running and review is None)
        if self._running:
            self.status.setText(self.tr("Analysing the hand…"))
        elif self._failure:
            self.status.setText(self.tr("The hand could not be analysed."))
        elif review is None:
            self.status.setText(self.tr("The analysis was cancelled."))
        else:
            self.status.setText(self.tr("Analysis done."))
        name = self.names()[self._seat]
        if review is None:
            self.summary.setText("")
        else:
            summary = next(
                (s for s in review.summaries if (s.hand, s.seat) == (self._hand, self._seat)),
                None,
            )
            if summary is not None:
                self.summary.setText(words.summary_text(summary, name, self.is_you(self._seat)))

    def _fit_view(self) -> None:
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The arrows, Home and End step through the hand wherever the focus is.
        button = self._keys.get(Qt.Key(event.key()))
        if button is not None:
            button.click()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_view()

    # -- the analysis -----------------------------------------------------------------

    def analyse(self) -> None:
        """Analyse the hand and player shown on the worker thread (a running analysis of
        another hand or player is cancelled)."""
        self._cancel.set()
        self._token += 1
        self._cancel = threading.Event()
        self._running, self._cancelled, self._failure = True, False, ""
        self._job = (self._hand, self._seat)
        self.progress.setRange(0, 0)
        self._show_work()
        self._start.emit(
            self._token, self.record, self._hand, self._seat, self.budget, self._cancel
        )

    def cancel(self) -> None:
        """Stop the analysis; what is shown stays, and Analyse starts it again."""
        if not self._running:
            return
        self._cancel.set()
        self._token += 1  # whatever the worker still says is about nothing shown
        self._running, self._cancelled = False, True
        self._show_work()
        self.show_turn(self.turn)

    def _on_progress(self, token: int, done: int, total: int) -> None:
        if token == self._token:
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)

    def _on_finished(self, token: int, review: object) -> None:
        if token != self._token:
            return
        self._running = False
        if isinstance(review, Review):
            self._reviews[self._job] = review
        else:
            self._cancelled = True
        self._show_work()
        self.show_turn(self.turn)

    def _on_failed(self, token: int, reason: str) -> None:
        if token != self._token:
            return
        self._running, self._failure = False, reason
        self.status.setToolTip(plain_tooltip(reason))
        self._show_work()

    # -- closing ----------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop the analysis and its thread (closing does it)."""
        self._cancel.set()
        self._token += 1
        self._running = False
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(10000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and watched is self.parent():
            self.close()
        return False

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        # Escape and Close end here too.
        self.shutdown()
        super().done(result)
