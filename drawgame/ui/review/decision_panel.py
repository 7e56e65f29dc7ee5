"""The review's panel for the turn shown: what was played, the best move found, the points
lost ± margin, the label, why (the generic reason, and what the best move does in this very
position, in the hint's words), the candidate table, and "Try it yourself" (key T) at every
decision with a choice."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai.hint import explain
from drawgame.ai.review import Decision, Label, Reason
from drawgame.engine import HandState, PlayerView
from drawgame.ui.language import register
from drawgame.ui.panels.phrase_label import PhraseLabel
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.review.candidate_table import CandidateTable
from drawgame.ui.review.decision_list import reason_text
from drawgame.ui.words import hint_text
from drawgame.ui.words import review_text as words
from drawgame.ui.words.reasons_text import why_text
from drawgame.ui.words.text import fill, upper

FIELDS = ("played", "best", "loss", "label", "reason", "best_why")


class _Verdict(QWidget):
    """The verdict's rows. Beside the table its width is not the one its layout was last
    asked a height for (the row beside it shares the width out afterwards), and the form
    kept the rows' heights of that other width: the reason's last lines were cut off in
    Turkish and Indonesian. Laid out again at the width it got."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()


class DecisionPanel(QWidget):
    """Fields (title and value labels, plain text) for one turn; ``try_asked`` when "Try
    it yourself" is clicked."""

    try_asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.title = WholeLabel()
        self.title.setObjectName("decisionTitle")  # at the end: how the hand ended
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        # The values are phrases: each on one line (or cut at its own clauses, else
        # elided with the whole phrase as tooltip), never wrapped mid-phrase (issue 22).
        # What the best move does, the longest, has the panel's whole width under its title.
        self.fields: dict[str, tuple[QLabel, QLabel]] = {}
        # Why a turn has no verdict (another player's, not analysed yet): a sentence of its
        # own under "Played:", not the answer to a "Why:" left empty above it.
        self.note = WholeLabel()
        self.note.setObjectName("decisionNote")
        self.form = form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # A title and its value a space apart, as words in a sentence: the style's wider
        # gap read as a doubled space ("Dimainkan:  membuka dengan [6|6]").
        form.setHorizontalSpacing(self.fontMetrics().horizontalAdvance(" "))
        for field in FIELDS:
            title = QLabel()
            value: QLabel = PhraseLabel()
            if field in ("reason", "best_why"):  # wrapped, whole
                value = WholeLabel()
            value.setObjectName(f"{field}Value")
            if field == "best_why":  # the longest: a heading, the panel's width under it
                form.addRow(title)
                form.addRow(value)
            else:
                # "Why:" and its reason on one row: a title alone on its row, its answer
                # under it, read as an empty "Why:" (issue 34).
                form.addRow(title, value)
            self.fields[field] = (title, value)
            if field == "played":
                form.addRow(self.note)
        self.candidates = CandidateTable()
        self.candidates.setMinimumHeight(90)
        # "Try it yourself" beside the turn's title, at the top of the panel: under the
        # table it sat below the fold at 800×600 and a new player never found it.
        self.try_button = QPushButton()
        self.try_button.setObjectName("tryButton")
        self.try_button.clicked.connect(self.try_asked)
        # At the hand's end, the way on to the next hand (the panel was a dead end there).
        self.next_hand_button = QPushButton()
        self.next_hand_button.setObjectName("nextHandButton")
        self.next_hand_button.hide()
        heading = QHBoxLayout()
        heading.setContentsMargins(0, 0, 0, 0)
        heading.addWidget(self.title, 1)
        heading.addWidget(self.try_button, 0, Qt.AlignmentFlag.AlignTop)
        heading.addWidget(self.next_hand_button, 0, Qt.AlignmentFlag.AlignTop)
        # The verdict and the table: one under the other, or side by side in a compact
        # window (stacked at 800×600, the table was cut after a row or two).
        self.verdict = _Verdict()
        self.verdict.setObjectName("decisionVerdict")
        column = QVBoxLayout(self.verdict)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(form)
        column.addStretch(1)
        self.body = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.body.addWidget(self.verdict, 0)
        self.body.addWidget(self.candidates, 1)
        self.side_by_side = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(heading)
        layout.addLayout(self.body, 1)
        # Without the table (an opponent's turn, the hand's end) the rows stay at the top
        # instead of being spread down the panel.
        layout.addStretch(0)
        self.try_button.hide()
        self.candidates.hide()
        register(self)

    def set_side_by_side(self, beside: bool) -> None:
        """The table beside the verdict, all its rows in sight (``beside``), or under it."""
        self.side_by_side = beside
        if beside:
            self.body.setDirection(QBoxLayout.Direction.LeftToRight)
            self.body.setStretch(0, 1)
            self.body.setStretch(1, 1)
            self.body.setAlignment(self.candidates, Qt.AlignmentFlag.AlignTop)
        else:
            self.body.setDirection(QBoxLayout.Direction.TopToBottom)
            self.body.setStretch(0, 0)
            self.body.setStretch(1, 1)
            self.body.setAlignment(self.candidates, Qt.AlignmentFlag(0))
        self._fit_table()

    def _fit_table(self) -> None:
        """Beside the verdict, the table as tall as its header and rows (up to six)."""
        table = self.candidates
        if not self.side_by_side:
            table.setMinimumHeight(90)
            table.setMaximumHeight(16777215)
            return
        rows = table.model().rowCount()
        row = table.verticalHeader().defaultSectionSize()
        if rows:
            row = max(row, table.sizeHintForRow(0))
        height = table.horizontalHeader().sizeHint().height() + max(1, rows) * row
        height += 2 * table.frameWidth() + 2
        table.setFixedHeight(height)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "form"):
            self.form.setHorizontalSpacing(self.fontMetrics().horizontalAdvance(" "))

    def retranslate(self) -> None:
        titles = {
            "played": self.tr("Played:"),
            "best": self.tr("Best found:"),
            "loss": self.tr("Points lost:"),
            "label": self.tr("Verdict:"),
            "reason": self.tr("Why:"),
            "best_why": self.tr("What the best move does here:"),
        }
        for key, (name, _value) in self.fields.items():
            name.setText(titles[key])
        self.try_button.setText(self.tr("Try it yourself"))
        tip = self.tr(
            "Play this position again as the player saw it, and see what your move costs (T)"
        )
        self.try_button.setToolTip(tip)
        self.try_button.setAccessibleDescription(tip)

    def value(self, field: str) -> QLabel:
        return self.fields[field][1]

    def clear(self) -> None:
        for _title, value in self.fields.values():
            value.setText("")
        self.note.setText("")
        self.candidates.candidate_model.show_decision(None, None)
        self.candidates.hide()
        self.try_button.hide()
        self.next_hand_button.hide()

    def show_decision(self, decision: Decision, state: HandState, names: list[str]) -> None:
        """The verdict on ``decision``, made in ``state``."""
        view: PlayerView = state.view(decision.seat)
        same = decision.label is Label.BEST
        self.value("best").setText(
            self.tr("the move played") if same else words.action_text(decision.best, state.ends)
        )
        if decision.reason is Reason.FORCED:
            self.value("loss").setText("")
            self.value("label").setText(words.only_move_text())
        else:
            lost = fill(
                self.tr("%1 points", "points lost and their margin"),
                words.loss_text(decision.loss, decision.margin),
            )
            if words.is_tie(decision.loss, decision.margin, same):
                lost = words.tie_mark(lost)  # "0.0 ± 0.0 points (tie)"
            self.value("loss").setText(lost)
            self.value("label").setText(words.label_text(decision.label))
        self.value("reason").setText(
            why_text(
                decision.why,
                decision.best,
                state.ends,
                lambda seat: names[seat],
                reason_text(decision),
            )
        )
        why = hint_text.reason_text(
            explain(view, decision.best), lambda seat: names[seat], state.ends
        )
        self.value("best_why").setText(upper(why[:1]) + why[1:] + ".")
        self.candidates.candidate_model.show_decision(decision, view)
        self.candidates.show()
        self._fit_table()
        # Every real choice can be tried, not only the mistakes: a forced move has nothing
        # to try.
        self.try_button.setVisible(decision.reason is not Reason.FORCED)

    def show_rows(self) -> None:
        """A row shows only with something in it (no empty "Why:")."""
        for title, value in self.fields.values():
            self.form.setRowVisible(title, bool(value.text()))
            self.form.setRowVisible(value, bool(value.text()))
        self.form.setRowVisible(self.note, bool(self.note.text()))
