"""Game → Copy this hand's commitment: the commitment the move log showed when the hand in
play (or just over) was dealt goes to the clipboard, whole, for ``drawgame verify --expect``
or to note elsewhere; the status line says so."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication

from drawgame.ui.windows.parts import WindowParts
from drawgame.ui.words.text import fill


class CommitmentCopy(QObject):
    """Keeps the action enabled while the hand on the table has a commitment, and copies it."""

    def __init__(self, parts: WindowParts) -> None:
        super().__init__(parts.window)
        self.parts = parts
        self.action = parts.actions.copy_commitment
        controller = parts.controller
        controller.matchStarted.connect(self._update)
        controller.changed.connect(self._update)
        self.action.triggered.connect(self.copy)
        self._update()

    def commitment(self) -> tuple[int, str] | None:
        """The hand on the table's number and commitment, if it has one."""
        controller = self.parts.controller
        match = controller.match
        if match is None:
            return None
        seals = controller.seals
        number = match.hand_number
        seal = seals[number - 1] if number <= len(seals) else None
        return None if seal is None else (number, seal.commitment)

    def _update(self) -> None:
        self.action.setEnabled(self.commitment() is not None)

    def copy(self) -> None:
        found = self.commitment()
        if found is None:
            return
        number, commitment = found
        QGuiApplication.clipboard().setText(commitment)
        self.parts.news.say(fill(self.tr("Hand %1's commitment copied: %2"), number, commitment))
