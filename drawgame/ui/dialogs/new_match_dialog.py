"""The New match dialog: how many opponents, how strong, the player's name, how long the
match is (presets: the rules' target, half or double; a match set up with a target of its
own keeps it) and whether moves may be taken back. The last choices are remembered."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from drawgame.ai import DEFAULT_LEVEL
from drawgame.engine import Rules
from drawgame.session.setup import MatchSetup
from drawgame.storage import NAME_LIMIT, clean_player_name
from drawgame.ui.dialogs.match_choices import (
    PRESETS,
    load_setup,
    preset_of,
    preset_rules,
    save_setup,
    strength_about,
    strength_name,
    strengths,
)
from drawgame.ui.table import themes
from drawgame.ui.words.text import fill

# The room inside the level's box, round its description, in pixels.
_BOX_PADDING = 6

__all__ = ["NewMatchDialog", "load_setup", "save_setup", "strength_name"]


class NewMatchDialog(QDialog):
    def __init__(self, setup: MatchSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The shuffle chosen with the set-up shown (drawgame --seed), kept for its match.
        self._seed = setup.seed
        self.setObjectName("newMatchDialog")
        self.setWindowTitle(self.tr("New match"))
        # In the table's look, as the Match over dialog that opens it: it alone stood
        # light over a dark table.
        themes.wear(self)
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
        offered = strengths()
        form = QFormLayout()
        form.addRow(self.tr("Your &name:"), self.name)
        form.addRow(self.tr("&Opponents:"), self.opponents)
        for seat in range(1, 4):
            combo = QComboBox()
            for strength in offered:
                combo.addItem(strength_name(strength), strength)
            previous = setup.opponents[seat - 1] if seat <= len(setup.opponents) else DEFAULT_LEVEL
            # A level the dialog does not offer (a test's bot) shows as the default one.
            combo.setCurrentIndex(offered.index(previous if previous in offered else DEFAULT_LEVEL))
            combo.setAccessibleName(fill(self.tr("Strength of Bot %1"), seat))
            label = QLabel(fill(self.tr("Bot %1:"), seat))
            label.setBuddy(combo)
            form.addRow(label, combo)
            self.strengths.append(combo)
            self.labels.append(label)
            combo.currentIndexChanged.connect(lambda _i, c=combo: self._describe(c))
            combo.installEventFilter(self)  # the focus on it (Tab): its level described
        # How the level last chosen plays (a new player could not tell "hard" from
        # "expert"): under the levels, in a framed box as wide and as tall as the longest
        # description, the one shown in its middle, so the dialog keeps its size (and the
        # box its place) whichever is shown.
        self.level_about = QLabel()
        self.level_about.setObjectName("levelAbout")
        self.level_about.setTextFormat(Qt.TextFormat.PlainText)
        self.level_about.setWordWrap(True)
        self.level_about.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.level_box = QFrame()
        self.level_box.setObjectName("levelAboutBox")
        self.level_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.level_box.setFrameShadow(QFrame.Shadow.Sunken)
        box = QVBoxLayout(self.level_box)
        box.setContentsMargins(_BOX_PADDING, _BOX_PADDING, _BOX_PADDING, _BOX_PADDING)
        box.addWidget(self.level_about)
        form.addRow(self.level_box)
        self.length = QComboBox()
        self.length.setAccessibleName(self.tr("Length of the match"))
        for name in PRESETS:
            self.length.addItem("", name)
        # The rules of the match this dialog starts from: a target no preset has (a match
        # resumed) is offered as it is, beside the presets.
        self._own: Rules | None = None
        preset = preset_of(setup.rules)
        if preset is None:
            self._own = setup.rules
            self.length.addItem("", "own")
        self.length.setCurrentIndex(self.length.findData(preset or "own"))
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
        # As large as its rows, and no larger: a window manager draws no resize handle
        # under a window that cannot be resized (openbox drew a stray frame line there).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.opponents.valueChanged.connect(self._update)
        self.length.currentIndexChanged.connect(self._update)
        self._update()
        self._size_description(form, offered)

    def _size_description(self, form: QFormLayout, offered: tuple[str, ...]) -> None:
        """The description as wide as the other rows (or 34 letters) and as tall as the
        longest one at that width."""
        metrics = self.level_about.fontMetrics()
        frame = 2 * (_BOX_PADDING + self.level_box.frameWidth())
        width = max(form.sizeHint().width(), 34 * metrics.averageCharWidth()) - frame
        self.level_about.setFixedWidth(width)
        tallest = max(
            metrics.boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, self._about(strength)
            ).height()
            for strength in offered
        )
        self.level_about.setFixedHeight(tallest + 4)
        self.level_box.setFixedSize(width + frame, tallest + 4 + frame)
        self._describe(self.strengths[0])

    def _about(self, strength: str) -> str:
        return fill(
            self.tr("%1: %2", "a level's name and how it plays"),
            strength_name(strength),
            strength_about(strength),
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and watched in self.strengths:
            assert isinstance(watched, QComboBox)
            self._describe(watched)
        return False

    def _describe(self, combo: QComboBox) -> None:
        self.level_about.setText(self._about(str(combo.currentData())))

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
        for index, preset in enumerate(PRESETS):
            self.length.setItemText(
                index, fill(names[preset], preset_rules(count + 1, preset).target)
            )
        if self._own is not None:
            own = fill(self.tr("As this match (%1 points)"), self._own.target)
            self.length.setItemText(len(PRESETS), own)
        target = self._rules(count + 1).target
        self.target.setText(fill(self.tr("%1 points wins the match"), target))

    def _rules(self, players: int) -> Rules:
        chosen = str(self.length.currentData())
        if chosen in PRESETS:
            return preset_rules(players, chosen)
        assert self._own is not None
        if self._own.players == players:
            return self._own
        return replace(Rules.standard(players), target=self._own.target)

    def setup(self) -> MatchSetup:
        count = self.opponents.value()
        return MatchSetup(
            player_name=clean_player_name(self.name.text()),
            opponents=tuple(str(c.currentData()) for c in self.strengths[:count]),
            seed=self._seed,
            rules=self._rules(count + 1),
            take_backs=self.take_backs.isChecked(),
        )
