"""Help → About: the game's name, version and what it is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

import drawgame
from drawgame.ui.words.text import fill


def show_about(parent: QWidget) -> None:
    translate = QCoreApplication.translate
    QMessageBox.about(
        parent,
        translate("About", "About Draw"),
        fill(
            translate(
                "About",
                "<h3>Draw %1</h3><p>Draw dominoes against the computer.</p>"
                "<p>Place, draw or pass; score your opponents' pips.</p>",
            ),
            drawgame.__version__,
        ),
    )
