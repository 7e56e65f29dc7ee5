"""The window's own questions: giving up a match in progress. Plain text throughout; the
answer that keeps what the player has is the default."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from drawgame.ui.dialogs.message_box import two_answers


def ask_give_up(parent: QWidget, give_up: Callable[[], None]) -> QMessageBox:
    """Give up the match in progress for a new one? Enter and Escape keep playing: giving
    a match up takes a deliberate click."""
    box = two_answers(
        parent,
        "giveUpBox",
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Questions", "New match"),
        QCoreApplication.translate(
            "Questions",
            "Give up the match in progress and start the new one? "
            "A match you give up does not count in your statistics.",
        ),
        (QCoreApplication.translate("Questions", "&Keep playing"), "keepPlayingButton"),
        (QCoreApplication.translate("Questions", "&Give up and start"), "giveUpButton"),
        give_up,
    )
    box.open()
    return box
