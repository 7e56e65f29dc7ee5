"""The window's own questions: giving up a match in progress, and the first start's tip.
Plain text throughout; the answer that keeps what the player has is the default."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from .message_box import plain_message_box


def ask_give_up(parent: QWidget, give_up: Callable[[], None]) -> QMessageBox:
    """Give up the match in progress for a new one? Enter and Escape keep playing."""
    box = plain_message_box(parent, "giveUpBox", QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Questions", "New match"))
    box.setText(
        QCoreApplication.translate(
            "Questions",
            "Give up the match in progress and start the new one? "
            "A match you give up does not count in your statistics.",
        )
    )
    yes = box.addButton(
        QCoreApplication.translate("Questions", "&Give up and start"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    keep = box.addButton(
        QCoreApplication.translate("Questions", "&Keep playing"), QMessageBox.ButtonRole.RejectRole
    )
    yes.setObjectName("giveUpButton")
    keep.setObjectName("keepPlayingButton")
    # Giving a match up takes a deliberate click.
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)

    def answered() -> None:
        if box.clickedButton() is yes:
            give_up()

    box.finished.connect(answered)
    box.open()
    return box


def first_tip(parent: QWidget, show_controls: Callable[[], None]) -> QMessageBox:
    """How to play in two lines, with the way to the Controls page."""
    box = plain_message_box(parent, "firstTipBox", QMessageBox.Icon.Information)
    box.setWindowTitle(QCoreApplication.translate("Questions", "Welcome to Draw"))
    box.setText(
        QCoreApplication.translate(
            "Questions",
            "Click a lit tile to play it, click the stock (or press D) to draw, and press "
            "H for a hint. Help → Controls lists every key; F1 shows the rules.",
        )
    )
    controls = box.addButton(
        QCoreApplication.translate("Questions", "Show the &controls"),
        QMessageBox.ButtonRole.ActionRole,
    )
    play = box.addButton(
        QCoreApplication.translate("Questions", "&Play"), QMessageBox.ButtonRole.AcceptRole
    )
    controls.setObjectName("showControlsButton")
    box.setDefaultButton(play)
    box.setEscapeButton(play)

    def answered() -> None:
        if box.clickedButton() is controls:
            show_controls()

    box.finished.connect(answered)
    box.open()
    return box
