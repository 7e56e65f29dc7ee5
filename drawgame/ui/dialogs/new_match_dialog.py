"""The New match dialog: how many opponents, how strong, the player's name, how long the
match is (the rules' target, half or double) and whether moves may be taken back. The last
choices are remembered."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai import DEFAULT_LEVEL
from drawgame.session.controller import LENGTHS, STRENGTHS, MatchSetup, length_target
from drawgame.storage import NAME_LIMIT, clean_player_name
from drawgame.ui.dialogs.match_choices import load_setup, save_setup, strength_name
from drawgame.ui.words.text import fill

__all__ = ["NewMatchDialog", "load_setup", "save_setup", "strength_name"]


class NewMatchDialog(QDialog):
    def __init__(self, setup: MatchSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The shuffle chosen with the set-up shown (drawgame --seed), kept for its match.
        self._seed = setup.seed
        self.setObjectName("newMatchDialog")
        self.setWindowTitle(self.tr("New match"))
        self.name = QLineEdit(setup.player_name)
        self.name.setMaxLength(NAME_LIMIT)
        self.name.setPlaceholderText(self.tr("You"))
        self.name.setAccessibleName(self.tr("Your name"))
        self.opponents = QSpinBox()
        self.opponents.setRange(1, 3)
        self.opponents.setValue(len(setup.opponents))
        self.opponents.setAccessibleName(self.tr("Number of opponents"))
        self.strengths: list[QComboBox] = []
        self.labels: list[QLabel] = []
        form = QFormLayout()
        form.addRow(self.tr("Your &name:"), self.name)
        form.addRow(self.tr("&Opponents:"), self.opponents)
        for seat in range(1, 4):
            combo = QComboBox()
            for strength in STRENGTHS:
                combo.addItem(strength_name(strength), strength)
            previous = setup.opponents[seat - 1] if seat <= len(setup.opponents) else DEFAULT_LEVEL
            # A level the dialog does not offer (a test's bot) shows as the default one.
            combo.setCurrentIndex(
                STRENGTHS.index(previous if previous in STRENGTHS else DEFAULT_LEVEL)
            )
            combo.setAccessibleName(fill(self.tr("Strength of Bot %1"), seat))
            label = QLabel(fill(self.tr("Bot %1:"), seat))
            label.setBuddy(combo)
            form.addRow(label, combo)
            self.strengths.append(combo)
            self.labels.append(label)
        self.length = QComboBox()
        self.length.setAccessibleName(self.tr("Length of the match"))
        for length in LENGTHS:
            self.length.addItem("", length)
        self.length.setCurrentIndex(LENGTHS.index(setup.length))
        form.addRow(self.tr("Match &length:"), self.length)
        self.target = QLabel()
        form.addRow(self.tr("Target:"), self.target)
        self.take_backs = QCheckBox(self.tr("Allow &take-backs"))
        self.take_backs.setToolTip(
            self.tr(
                "Ctrl+Z takes back your last decision and the moves made since; a match "
                "with take-backs is counted apart in the statistics"
            )
        )
        self.take_backs.setChecked(setup.take_backs)
        form.addRow("", self.take_backs)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons = buttons
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.opponents.valueChanged.connect(self._update)
        self.length.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        count = self.opponents.value()
        for seat, (combo, label) in enumerate(zip(self.strengths, self.labels, strict=True), 1):
            combo.setVisible(seat <= count)
            label.setVisible(seat <= count)
        names = {
            "standard": self.tr("Standard (%1 points)"),
            "short": self.tr("Short (%1 points)"),
            "long": self.tr("Long (%1 points)"),
        }
        for index, length in enumerate(LENGTHS):
            self.length.setItemText(index, fill(names[length], length_target(count + 1, length)))
        target = length_target(count + 1, str(self.length.currentData()))
        self.target.setText(fill(self.tr("%1 points wins the match"), target))

    def setup(self) -> MatchSetup:
        count = self.opponents.value()
        return MatchSetup(
            player_name=clean_player_name(self.name.text()),
            opponents=tuple(str(c.currentData()) for c in self.strengths[:count]),
            seed=self._seed,
            length=str(self.length.currentData()),
            take_backs=self.take_backs.isChecked(),
        )
