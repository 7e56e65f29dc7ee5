"""One line under the board of "Try it yourself" and of the practice: the keys that play
a move there (the table's own), in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from drawgame.ui.language import register
from drawgame.ui.panels.whole_label import WholeLabel


def keys_text() -> str:
    """The keys, in one sentence."""
    return QCoreApplication.translate(
        "KeysHint",
        "Keys: Left/Right choose a tile, Up/Down choose the end, Enter plays it, Escape goes back.",
    )


class KeysHint(WholeLabel):
    """The keys' line, translated at once and at every switch of language."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("keysHint")
        font = self.font()
        font.setPointSizeF(max(9.0, font.pointSizeF() * 0.9))
        self.setFont(font)
        register(self)

    def retranslate(self) -> None:
        self.setText(keys_text())
