"""The window's own questions: giving up a match in progress and the tutor's warning.
Plain text throughout; the answer that keeps what the player has is the default."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from drawgame.ui.dialogs.message_box import KeepClear, SteadyPlace, two_answers, wide_text


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


def ask_tutor(
    parent: QWidget,
    text: str,
    play_anyway: Callable[[], None],
    choose_again: Callable[[], None],
    keep_clear: KeepClear | None = None,
    steady: SteadyPlace | None = None,
    why: str = "",
) -> QMessageBox:
    """The tutor's warning (``text``, see :mod:`drawgame.ui.words.tutor_text`): Choose
    again (Enter, Escape: nothing is played) or Play it anyway. ``keep_clear``: where the
    line and the hand it speaks of are, left in sight; ``steady``: where the last warning
    stood, kept from one to the next; ``why``: what goes wrong after the move, under the
    question (its natural width is wide, for the window with no room beside the table)."""
    box = two_answers(
        parent,
        "tutorBox",
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Questions", "The tutor"),
        text,
        (QCoreApplication.translate("Questions", "&Choose again"), "chooseAgainButton"),
        (QCoreApplication.translate("Questions", "Play it &anyway"), "playAnywayButton"),
        play_anyway,
        on_keep=choose_again,
        keep_clear=keep_clear,
        steady=steady,
    )
    if why:
        box.setInformativeText(why)
        wide_text(box, parent.window().width())
    box.open()
    return box
