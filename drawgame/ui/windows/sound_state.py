"""Sound unavailable, said where it stays in sight: the status bar's sentence was soon
overwritten by the next move and the Sound menu stayed ticked, so a player could not tell
why the game was silent. While the device fails, a permanent "No sound" sits at the status
bar's right (the reason as its tooltip), "Play sounds" is unticked with the reason under it
and the volumes are greyed. The saved setting is the player's and is not touched: ticking
"Play sounds" again tries the device once more, and once it works the menu is as before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSignalBlocker
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QStatusBar

from drawgame.ui.language import register

if TYPE_CHECKING:
    from drawgame.ui.sound import SoundEngine
    from drawgame.ui.windows.actions import GameActions


class SoundState(QObject):
    def __init__(
        self, engine: SoundEngine, actions: GameActions, menu: QMenu, bar: QStatusBar
    ) -> None:
        super().__init__(engine)
        self._engine = engine
        self._actions = actions
        self._unticked = False  # "Play sounds" unticked here, while the device fails
        self.label = QLabel()
        self.label.setObjectName("soundStatus")
        self.label.hide()
        bar.addPermanentWidget(self.label)
        # The reason, under "Play sounds": greyed, as it is not a command.
        self.reason = QAction(menu)
        self.reason.setEnabled(False)
        self.reason.setVisible(False)
        after = menu.actions()[1:2]  # the separator before the volumes
        if after:
            menu.insertAction(after[0], self.reason)
        else:
            menu.addAction(self.reason)
        engine.availability.connect(self.show_state)
        register(self)

    def retranslate(self) -> None:
        self.show_state()

    def show_state(self) -> None:
        failed = self._engine.failed
        why = self._engine.failure_text()
        self.label.setText(self.tr("No sound") if failed else "")
        again = self.tr("Settings → Sound → Play sounds tries again.")
        self.label.setToolTip(f"{why}\n{again}" if failed else "")
        self.label.setAccessibleName(why)
        self.label.setVisible(failed)
        self.reason.setText(why)
        self.reason.setVisible(failed)
        a = self._actions
        # Unticked without telling the preferences: the saved choice stays the player's;
        # ticked again once the device works.
        if failed or self._unticked:
            with QSignalBlocker(a.sound_on):
                a.sound_on.setChecked(not failed and self._engine.enabled)
            self._unticked = failed
        for action in a.volumes.values():
            action.setEnabled(not failed)
