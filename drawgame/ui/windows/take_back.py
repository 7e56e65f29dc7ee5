"""Play → Take back (Ctrl+Z): the command enabled while the controller can take back, and
the table's hint, which belonged to the position taken back, put away. While it cannot,
Ctrl+Z says why in the status bar (a greyed menu item's key did nothing at all)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from drawgame.session.controller import GameController
from drawgame.ui.panels.hints import HintKeeper
from drawgame.ui.table.table_scene import TableScene
from drawgame.ui.windows.actions import GameActions
from drawgame.ui.windows.status_news import StatusNews


class _Window(Protocol):
    """What the command needs of the main window."""

    actions_: GameActions
    controller: GameController
    hints: HintKeeper
    scene: TableScene

    news: StatusNews

    def window(self) -> QWidget: ...


class TakeBackCommand(QObject):
    def __init__(self, window: _Window) -> None:
        super().__init__(window.controller)
        self.action = action = window.actions_.take_back
        self.controller = controller = window.controller
        self.hints = window.hints
        self.scene = window.scene
        self._say = window.news.say
        # The action's own key while it is greyed out (never both on: one key, two
        # shortcuts enabled, and Qt would fire neither).
        self.refusal = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), window.window())
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
