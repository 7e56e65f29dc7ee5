"""The first start's tip, a strip between the table and the bar under it: how to play in one
line (the whole sentence in its tooltip) and the way to the Controls page. It covers nothing
on the table (the computer's opening tile and the player's hand stay in sight) and play goes
on while it is up."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from drawgame.ui.language import register
from drawgame.ui.panels.whole_label import WholeLabel


class FirstTipPanel(QFrame):
    """Hidden until :meth:`offer`; put away by its buttons (or the hand's summary)."""

    # The player put the tip away: True if they asked for the Controls page.
    dismissed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("firstTipPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text = WholeLabel()
        self.text.setObjectName("firstTipText")
        self.controls_button = QPushButton()
        self.controls_button.setObjectName("showControlsButton")
        self.close_button = QPushButton()
        self.close_button.setObjectName("gotItButton")
        for button in (self.controls_button, self.close_button):
            button.setMinimumHeight(30)
        self.controls_button.clicked.connect(lambda: self._dismiss(True))
        self.close_button.clicked.connect(lambda: self._dismiss(False))
        # One line of short words, the welcome in the title only (as the strip's name): at
        # 800×600 a title over three lines of Indonesian took the tiles' room (issue 30).
        # The words still wrap rather than widen the window past a small screen.
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 2, 10, 2)
        layout.addWidget(self.text, 1, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.controls_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignVCenter)
        register(self)
        self.hide()

    def retranslate(self) -> None:
        self.text.setText(self.tr("Click a lit tile to play · D: draw · H: hint"))
        whole = self.tr(
            "Click a lit tile to play it, click the stock (or press D) to draw, and press "
            "H for a hint. Help → Controls lists every key; F1 shows the rules."
        )
        self.text.setToolTip(whole)
        self.setAccessibleName(self.tr("Welcome to Draw"))
        self.setAccessibleDescription(whole)
        # No Alt mnemonic on "Got it": Alt+P and the like belong to the menus.
        self.controls_button.setText(self.tr("&Controls"))
        self.controls_button.setToolTip(self.tr("Show the &controls").replace("&", ""))
        self.close_button.setText(self.tr("Got it"))
        self.close_button.setToolTip(self.tr("Put the tip away and play"))

    def offer(self) -> None:
        self.show()

    def _dismiss(self, controls: bool) -> None:
        self.hide()
        self.dismissed.emit(controls)
