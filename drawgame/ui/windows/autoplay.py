"""A hidden test mode: a built-in bot plays the player's seat with short pauses, closes
each hand's summary and quits when the match is over, so the real app makes progress on
its own (the SIGKILL test starts it this way)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

if TYPE_CHECKING:
    from drawgame.ui.windows.main_window import MainWindow


class AutoPlayer(QObject):
    def __init__(self, window: MainWindow, bot: str, delay_ms: int = 20) -> None:
        super().__init__(window)
        from drawgame.ai import make_bot

        self.window = window
        self.bot = make_bot(bot, random.Random(f"autoplay-{bot}"))
        window.scene.animator.duration = 0
        window.controller.move_delay_ms = delay_ms
        window.controller.set_tutor(None)  # it never stops to ask (the setting stays)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._timer.start(delay_ms)

    def _tick(self) -> None:
        w = self.window
        if w.match_end is not None:
            self._timer.stop()
            w.close()  # writes what is pending and stops the computer players' thread
            QCoreApplication.exit(0)
            return
        if w.summary is not None:
            w.summary.accept()
            return
        c = w.controller
        view = c.view
        # A bot in the player's seat waits for the autosave like the other computer players.
        ready = c.bot_gate is None or c.bot_gate()
        if view is not None and c.human_to_move() and ready:
            c.play(self.bot.choose(view))
