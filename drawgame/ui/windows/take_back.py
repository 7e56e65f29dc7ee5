"""Play → Take back (Ctrl+Z): the command enabled while the controller can take back, and
the table's hint, which belonged to the position taken back, put away."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject

from drawgame.session.controller import GameController
from drawgame.ui.panels.hints import HintKeeper
from drawgame.ui.table.table_scene import TableScene
from drawgame.ui.windows.actions import GameActions


class _Window(Protocol):
    """What the command needs of the main window."""

    actions_: GameActions
    controller: GameController
    hints: HintKeeper
    scene: TableScene


class TakeBackCommand(QObject):
    def __init__(self, window: _Window) -> None:
        super().__init__(window.controller)
        self.action = action = window.actions_.take_back
        self.controller = controller = window.controller
        self.hints = window.hints
        self.scene = window.scene
        action.triggered.connect(self.take_back)
        controller.changed.connect(self.update)
        controller.matchStarted.connect(self.update)
        self.update()

    def update(self) -> None:
        self.action.setEnabled(self.controller.can_take_back())

    def take_back(self) -> bool:
        if not self.controller.can_take_back():
            return False
        self.hints.clear()
        self.scene.set_hint(None)
        return self.controller.take_back()
