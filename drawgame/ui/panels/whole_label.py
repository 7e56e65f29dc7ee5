"""A label of plain text that wraps between words, never inside a tile or a name."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from drawgame.ui.words.text import keep_whole


class WholeLabel(QLabel):
    """Plain text (names are never markup), wrapped, with every tile ("[3|5]") and every
    bot's name ("Bot 2") kept on one line (:func:`keep_whole`)."""

    def __init__(self, parent: QWidget | None = None, *, wrap: bool = True) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(wrap)

    def setText(self, text: str) -> None:
        super().setText(keep_whole(text))
