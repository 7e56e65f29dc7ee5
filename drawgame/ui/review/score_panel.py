"""The reviewed player's scores, for the hand shown and for the whole match side by side:
decisions with a real choice, the mean loss per decision ± margin, the accuracy, how many
decisions got each label, the luck of the deal and the draws ± margin and the points the
player actually made. The whole match's column needs every hand reviewed: its button asks
the window to review the hands not done yet."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai.review import Label, Score, luck_is_clear
from drawgame.ui.language import register
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.review.decision_list import label_icon
from drawgame.ui.words import review_text as words
from drawgame.ui.words.text import fill


@dataclass(frozen=True, slots=True)
class Figures:
    """One column: the :class:`Score`, the margins of its mean loss and its luck, and the
    net points made (NaN: unknown)."""

    score: Score
    mean_margin: float
    luck_margin: float
    result: float


_ROWS = ("choices", "mean", "accuracy", *(label.value for label in Label), "luck", "result")


class ScorePanel(QWidget):
    """The two columns of figures; ``whole_match_asked`` when its button is clicked."""

    whole_match_asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        self.heading = WholeLabel()
        self.heading.setObjectName("scoreHeading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        # Two sections, the hand's and the match's, one above the other: each row a title
        # and its figure (plain text), so the column stays narrow in every language.
        self.hand_title, self.match_title = QLabel(), QLabel()
        hand_section, hand_titles, hand_values = self._section(self.hand_title, "Hand", font)
        self.match_section, match_titles, match_values = self._section(
            self.match_title, "Match", font
        )
        # Each row's title, its figure for the hand and for the match.
        self.rows = {key: (hand_titles[key], hand_values[key], match_values[key]) for key in _ROWS}
        self._match_titles = match_titles
        self.whole_button = QPushButton()
        self.whole_button.setObjectName("wholeMatchButton")
        self.whole_button.clicked.connect(self.whole_match_asked)
        self.match_note = WholeLabel()
        self.match_note.setObjectName("matchNote")
        self.definitions = WholeLabel()
        self.definitions.setObjectName("scoreDefinitions")
        small = self.definitions.font()
        small.setPointSizeF(max(9.0, small.pointSizeF() * 0.9))
        self.definitions.setFont(small)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(hand_section)
        layout.addWidget(self.match_section)
        layout.addWidget(self.match_note)
        layout.addWidget(self.whole_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        layout.addWidget(self.definitions)
        self._shown: tuple[str, Figures | None, Figures | None, int, int, bool] = (
            "",
            None,
            None,
            0,
            0,
            False,
        )
        register(self)

    @staticmethod
    def _section(
        heading: QLabel, suffix: str, font: QFont
    ) -> tuple[QWidget, dict[str, QLabel], dict[str, QLabel]]:
        """A section's widget: its heading, then a title and a figure a row."""
        section = QWidget()
        grid = QGridLayout(section)
        grid.setContentsMargins(0, 6, 0, 0)
        grid.setHorizontalSpacing(12)
        heading.setFont(font)
        grid.addWidget(heading, 0, 0, 1, 2)
        titles: dict[str, QLabel] = {}
        values: dict[str, QLabel] = {}
        for line, key in enumerate(_ROWS, 1):
            title, value = WholeLabel(), QLabel()  # a long title wraps
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setAlignment(Qt.AlignmentFlag.AlignRight)
            value.setObjectName(f"{key}{suffix}")
            if key in {label.value for label in Label}:
                icon = QLabel()
                icon.setPixmap(label_icon(Label(key)).pixmap(12, 12))
                row = QWidget()
                inner = QHBoxLayout(row)
                inner.setContentsMargins(0, 0, 0, 0)
                inner.addWidget(icon)
                inner.addWidget(title, 1)
                grid.addWidget(row, line, 0)
            else:
                grid.addWidget(title, line, 0)
            grid.addWidget(value, line, 1)
            titles[key], values[key] = title, value
        grid.setColumnStretch(0, 1)
        return section, titles, values

    def retranslate(self) -> None:
        self.hand_title.setText(self.tr("This hand"))
        self.match_title.setText(self.tr("Whole match"))
        titles = {
            "choices": self.tr("Decisions with a choice"),
            "mean": self.tr("Mean loss per decision"),
            "accuracy": self.tr("Accuracy"),
            "luck": self.tr("Luck"),
            "result": self.tr("Points made"),
        }
        for label in Label:
            titles[label.value] = words.label_text(label)
        for key, (title, _hand, _match) in self.rows.items():
            title.setText(titles[key])
            self._match_titles[key].setText(titles[key])
        tip = self.tr("The share of decisions with a real choice labelled best or good")
        self.rows["accuracy"][0].setToolTip(tip)
        self._match_titles["accuracy"].setToolTip(tip)
        self.whole_button.setText(self.tr("Review the whole match"))
        self.definitions.setText(
            self.tr(
                "Accuracy: the share of decisions with a real choice labelled best or good. "
                "Luck: how much the tiles dealt and drawn moved the expected net points. "
                "Points made: the net points the hand gave (the player's gain minus the "
                "opponents' average)."
            )
        )
        self.show_figures(*self._shown)

    def show_figures(
        self,
        name: str,
        hand: Figures | None,
        match: Figures | None,
        done: int,
        hands: int,
        is_you: bool = False,
    ) -> None:
        """``name``'s figures for the hand and the match (``None``: not reviewed yet);
        ``done`` of the match's ``hands`` are reviewed."""
        self._shown = (name, hand, match, done, hands, is_you)
        if is_you:
            self.heading.setText(self.tr("Your scores"))
        else:
            self.heading.setText(fill(self.tr("Scores of %1"), name) if name else "")
        for column, figures in ((1, hand), (2, match)):
            for key, cells in self.rows.items():
                cells[column].setText("—" if figures is None else self._figure(key, figures))
        complete = done >= hands
        self.whole_button.setVisible(not complete)
        if complete:
            self.match_note.setText("")
        else:
            self.match_note.setText(
                fill(self.tr("%1 of %2 hands reviewed for this player."), done, hands)
            )
        self.match_note.setVisible(not complete)
        self.match_section.setVisible(match is not None)

    def _figure(self, key: str, figures: Figures) -> str:
        score = figures.score
        if key == "choices":
            return fill(self.tr("%1 of %2"), score.choices, score.decisions)
        if key == "mean":
            return words.loss_text(score.mean_loss, figures.mean_margin)
        if key == "accuracy":
            number = QLocale().toString(float(score.accuracy), "f", 1)
            return fill(self.tr("%1%", "a percentage"), number)
        if key == "luck":
            # A luck within its margin is no figure to read: "−4.1 ± 13.9" said nothing.
            if not luck_is_clear(score.luck, figures.luck_margin):
                return self.tr("too close to call")
            return words.value_text(score.luck, figures.luck_margin)
        if key == "result":
            return "—" if math.isnan(figures.result) else words.signed_text(figures.result)
        counts = dict(score.labels)
        return str(counts[Label(key)])
