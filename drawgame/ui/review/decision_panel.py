"""The review's panel for the turn shown: what was played, the best move found, the points
lost ± margin, the label, why (the generic reason, and what the best move does in this very
position, in the hint's words), the candidate table, and "Try it yourself" (key T) at every
decision with a choice."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai.hint import ReasonCode, explain
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
# The fields that say why, in rows of their own under the figures.
WHY_FIELDS = ("reason", "best_why")


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
        # The verdict's figures, then why (its own rows: in a compact window they take the
        # whole width under the figures and the table beside them; in a column of its
        # own at 800×600 the reason ran to eight lines and the panel had to be scrolled).
        self.form = form = QFormLayout()
        self.why_form = QFormLayout()
        for each in (form, self.why_form):
            each.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            # A title and its value a space apart, as words in a sentence: the style's
            # wider gap read as a doubled space ("Dimainkan:  membuka dengan [6|6]").
            each.setHorizontalSpacing(self.fontMetrics().horizontalAdvance(" "))
        for field in FIELDS:
            form = self._form_of(field)
            title = QLabel()
            # At the top of its row, by the first line of a value that wraps.
            title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            value: QLabel = PhraseLabel()
            if field in WHY_FIELDS:  # wrapped, whole
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
        # The heading stands above the page's scrolling part (:attr:`heading`): scrolled
        # to the end of a long page at 800×600, the turn's title and Try it went out of
        # sight (a first-time player).
        self.heading = QWidget()
        self.heading.setObjectName("decisionHeading")
        heading = QHBoxLayout(self.heading)
        heading.setContentsMargins(4, 4, 4, 0)
        heading.addWidget(self.title, 1)
        heading.addWidget(self.try_button, 0, Qt.AlignmentFlag.AlignTop)
        heading.addWidget(self.next_hand_button, 0, Qt.AlignmentFlag.AlignTop)
        # The verdict and the table: one under the other, or side by side in a compact
        # window (stacked at 800×600, the table was cut after a row or two).
        self.verdict = _Verdict()
        self.verdict.setObjectName("decisionVerdict")
        self.column = column = QVBoxLayout(self.verdict)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self.form)
        column.addStretch(1)
        self.why = _Verdict()
        self.why.setObjectName("decisionWhy")
        self.why.setLayout(self.why_form)
        self.why_form.setContentsMargins(0, 0, 0, 0)
        self.body = QGridLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.side_by_side = False
        # Side by side: why under both the figures and the table (True), or under the
        # figures, the table beside both (False); None: not side by side.
        self._why_across: bool | None = None
        self._place_body()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(self.body, 1)
        # Without the table (an opponent's turn, the hand's end) the rows stay at the top
        # instead of being spread down the panel.
        layout.addStretch(0)
        self.try_button.hide()
        self.candidates.hide()
        register(self)

    def _form_of(self, field: str) -> QFormLayout:
        return self.why_form if field in WHY_FIELDS else self.form

    def set_side_by_side(self, beside: bool) -> None:
        """The table beside the verdict's figures, all its rows in sight, why under them
        (``beside``); or the figures, why and the table one under the other."""
        self.side_by_side = beside
        self._fit_table()
        self._place_body()

    def _why_across_wanted(self) -> bool:
        """Side by side, whether why reads shorter across the panel's whole width under
        the figures and the table than in the figures' column beside the table (a long
        table and a short reason: beside; else across). At 800×600 a reason in the
        figures' column ran to eight lines and the page had to be scrolled."""
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else QMargins()
        width = self.width() - margins.left() - margins.right()
        gap = max(0, self.body.horizontalSpacing())
        down = max(0, self.body.verticalSpacing())
        half = max(1, (width - gap) // 2)
        figures = self._height_at(self.form, half)
        table = self.candidates.maximumHeight() if self.candidates.isVisibleTo(self) else 0
        beside = max(figures + down + self._height_at(self.why_form, half), table)
        across = max(figures, table) + down + self._height_at(self.why_form, width)
        return across <= beside

    @staticmethod
    def _height_at(layout: QLayout, width: int) -> int:
        """How tall ``layout``'s rows are at ``width`` pixels, their words wrapped to it."""
        layout.activate()
        if layout.hasHeightForWidth():
            return int(layout.totalHeightForWidth(width))
        return int(layout.totalSizeHint().height())

    def _place_body(self) -> None:
        across = self._why_across_wanted() if self.side_by_side else None
        if across == self._why_across and self.body.count():
            return
        self._why_across = across
        body = self.body
        for widget in (self.verdict, self.candidates, self.why):
            body.removeWidget(widget)
        self.column.removeWidget(self.why)
        for k in range(2):
            body.setRowStretch(k, 0)
            body.setColumnStretch(k, 0)
        top = Qt.AlignmentFlag.AlignTop
        body.addWidget(self.verdict, 0, 0, top)
        if across:
            # Why across the panel, under the figures and the table.
            body.addWidget(self.why, 1, 0, 1, 2, top)
        else:
            # Why under the figures, in their column.
            self.column.insertWidget(1, self.why)
        if across is None:
            body.addWidget(self.candidates, 1, 0)
            body.setRowStretch(1, 1)
        else:
            body.addWidget(self.candidates, 0, 1, top)
            body.setColumnStretch(1, 1)
        body.setColumnStretch(0, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.side_by_side:
            self._place_body()

    def _fit_table(self) -> None:
        """Beside the verdict, the table as tall as its header and rows (up to six)."""
        table = self.candidates
        if not self.side_by_side:
            table.setMinimumHeight(90)
            table.setMaximumHeight(16777215)
            return
        rows = table.model().rowCount()
        header = table.verticalHeader()
        # The rows as laid out (they fit their contents, shorter than the default height:
        # two rows' worth of blank was left under the last).
        laid = header.length()
        if not rows or laid <= 0:
            laid = header.defaultSectionSize()
        height = table.horizontalHeader().sizeHint().height() + laid
        height += 2 * table.frameWidth() + 2
        table.setFixedHeight(height)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "why_form"):
            for form in (self.form, self.why_form):
                form.setHorizontalSpacing(self.fontMetrics().horizontalAdvance(" "))

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
        # "Why:" in its own rows under the figures: its reason starts where theirs do.
        widest = max(
            self.fields[key][0].sizeHint().width() for key in FIELDS if key not in WHY_FIELDS
        )
        self.fields["reason"][0].setMinimumWidth(widest)
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
        explained = explain(view, decision.best)
        if all(code is ReasonCode.BEST_CHANCE for code in explained.codes):
            # Nothing to say of it but that it is the best ("This is the strongest move
            # found." under its heading read as filler): the heading goes too.
            self.value("best_why").setText("")
        else:
            why = hint_text.reason_text(explained, lambda seat: names[seat], state.ends)
            self.value("best_why").setText(upper(why[:1]) + why[1:] + ".")
        self.candidates.candidate_model.show_decision(decision, view)
        self.candidates.show()
        self._fit_table()
        self._place_body()
        # Every real choice can be tried, not only the mistakes: a forced move has nothing
        # to try.
        self.try_button.setVisible(decision.reason is not Reason.FORCED)

    def show_rows(self) -> None:
        """A row shows only with something in it (no empty "Why:")."""
        for field, (title, value) in self.fields.items():
            form = self._form_of(field)
            form.setRowVisible(title, bool(value.text()))
            form.setRowVisible(value, bool(value.text()))
        self.form.setRowVisible(self.note, bool(self.note.text()))
        self.why.setVisible(any(self.fields[field][1].text() for field in WHY_FIELDS))
        self._place_body()
