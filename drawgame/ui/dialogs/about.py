"""Help → About: the game's name, version and what it is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

import drawgame
from drawgame.ui.table import themes
from drawgame.ui.words.text import fill


def show_about(parent: QWidget) -> QMessageBox:
    """The About box, open (window-modal) in the table's look (the static
    ``QMessageBox.about`` stood light grey beside a dark table)."""
    translate = QCoreApplication.translate
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowTitle(translate("About", "About Draw"))
    # Our own words, with the version: no text from a player goes in.
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(
        fill(
            translate(
                "About",
                "<h3>Draw %1</h3><p>Draw dominoes against the computer.</p>"
                "<p>Place, draw or pass; score your opponents' pips.</p>",
            ),
            drawgame.__version__,
        )
    )
    icon = QApplication.windowIcon()
    if not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    themes.wear(box)
    box.open()
    return box
