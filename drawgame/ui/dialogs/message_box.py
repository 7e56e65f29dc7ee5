"""Message boxes whose text is always plain text: file and player names are never markup."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from drawgame.ui.words.text import keep_whole


class PlainMessageBox(QMessageBox):
    """A message box of plain text whose tiles ("[3|5]") and bots' names ("Bot 2") are
    never broken across lines (:func:`keep_whole`, issue 22)."""

    def setText(self, text: str) -> None:
        super().setText(keep_whole(text))

    def setInformativeText(self, text: str) -> None:
        super().setInformativeText(keep_whole(text))


def plain_message_box(parent: QWidget, name: str, icon: QMessageBox.Icon) -> QMessageBox:
    box = PlainMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(icon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def two_answers(
    parent: QWidget,
    name: str,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    keep: tuple[str, str],
    other: tuple[str, str],
    on_other: Callable[[], object],
    on_keep: Callable[[], None] | None = None,
) -> QMessageBox:
    """A question with two answers (label, object name): ``keep`` keeps what the player has
    and is the default for Enter and Escape; ``other`` calls ``on_other``. Not yet shown."""
    box = plain_message_box(parent, name, icon)
    box.setWindowTitle(title)
    box.setText(text)
    kept = box.addButton(keep[0], QMessageBox.ButtonRole.AcceptRole)
    changed = box.addButton(other[0], QMessageBox.ButtonRole.RejectRole)
    kept.setObjectName(keep[1])
    changed.setObjectName(other[1])
    box.setDefaultButton(kept)
    box.setEscapeButton(kept)

    def answered() -> None:
        if box.clickedButton() is changed:
            on_other()
        elif on_keep is not None:
            on_keep()

    box.finished.connect(answered)
    return box
