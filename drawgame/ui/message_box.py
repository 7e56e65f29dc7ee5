"""Message boxes whose text is always plain text: file and player names are never markup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def plain_message_box(parent: QWidget, name: str, icon: QMessageBox.Icon) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(icon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
