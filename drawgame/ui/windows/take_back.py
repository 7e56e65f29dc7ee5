"""Play → Take back (Ctrl+Z): the command enabled while the controller can take back, and
the table's hint, which belonged to the position taken back, put away. While it cannot,
Ctrl+Z says why in the status bar (a greyed menu item's key did nothing at all)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut

if TYPE_CHECKING:
    from drawgame.ui.windows.parts import WindowParts


class TakeBackCommand(QObject):
    """Play → Take back over the window's ``parts``."""

    def __init__(self, parts: WindowParts) -> None:
        super().__init__(parts.controller)
        self.action = action = parts.actions.take_back
        self.controller = controller = parts.controller
        self.hints = parts.hints
        self.scene = parts.scene
        self._say = parts.news.say
        # The action's own key while it is greyed out (never both on: one key, two
        # shortcuts enabled, and Qt would fire neither).
        self.refusal = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), parts.window)
        self.refusal.setContext(Qt.ShortcutContext.WindowShortcut)
        self.refusal.activated.connect(self.say_why_not)
        action.triggered.connect(self.take_back)
        controller.changed.connect(self.update)
        controller.matchStarted.connect(self.update)
        self.update()

    def update(self) -> None:
        can = self.controller.can_take_back()
        self.action.setEnabled(can)
        self.refusal.setEnabled(not can)

    def say_why_not(self) -> None:
        c = self.controller
        match = c.match
        if match is None:
            return
        if not c.setup.take_backs:
            self._say(self.tr("This match allows no take-backs (New match can allow them)."))
        elif match.hand.outcome is not None:
            self._say(self.tr("The hand is over: there is nothing to take back."))
        else:
            self._say(self.tr("Nothing to take back yet: you have not moved in this hand."))

    def take_back(self) -> bool:
        if not self.controller.can_take_back():
            return False
        self.hints.clear()
        self.scene.set_hint(None)
        return self.controller.take_back()
