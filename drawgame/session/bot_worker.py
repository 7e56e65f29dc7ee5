"""Runs the computer players' thinking off the GUI thread."""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot


class BotWorker(QObject):
    """Lives in its own thread; thinks when asked and reports back by signal. A hint is
    searched in ``host``'s process when it can be (the window then never waits)."""

    #: token, the bot's action (or the exception it raised, traceback attached), ms
    decided = Signal(int, object, float)
    hinted = Signal(int, object)  # token, hint (or None)
    #: token, the tutor's MoveCheck (or None: the bot process could not judge the move)
    judged = Signal(int, object)

    @Slot(int, object, object)
    def think(self, token: int, bot: Any, view: Any) -> None:
        start = time.perf_counter()
        try:
            action = bot.choose(view)
        except Exception as error:  # a failing bot must not take the table down
            action = error  # the controller logs it and plays a legal move instead
        self.decided.emit(token, action, (time.perf_counter() - start) * 1000)

    def __init__(self, host: Any = None) -> None:
        super().__init__()
        self._host = host

    @Slot(int, object)
    def hint(self, token: int, view: Any) -> None:
        if self._host is not None and self._host.available:
            try:
                self.hinted.emit(token, self._host.hint(view))
                return
            except Exception as error:  # searched here instead
                logging.getLogger("drawgame").warning("hint process failed: %s", error)
        try:
            from drawgame.ai.hint import suggest

            result = suggest(view)
        except Exception:
            logging.getLogger("drawgame").exception("no hint: the hint's search failed")
            result = None
        self.hinted.emit(token, result)

    @Slot(int, object, object)
    def judge(self, token: int, view: Any, action: Any) -> None:
        """The tutor's verdict on the player's ``action``, from ``host``'s process only:
        never thought out here (the move then goes ahead unwarned)."""
        result = None
        if self._host is not None and self._host.available:
            try:
                result = self._host.check(view, action)
            except Exception as error:
                logging.getLogger("drawgame").warning("the tutor could not judge: %s", error)
        self.judged.emit(token, result)


class BotThread(QObject):
    """Owns the worker thread; ``request``/``request_hint``/``request_judge`` queue work
    onto it."""

    request = Signal(int, object, object)
    request_hint = Signal(int, object)
    request_judge = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None, host: Any = None) -> None:
        super().__init__(parent)
        self._thread = QThread(self)
        self._thread.setObjectName("draw-bots")
        self.worker = BotWorker(host)
        self.worker.moveToThread(self._thread)
        self.request.connect(self.worker.think)
        self.request_hint.connect(self.worker.hint)
        self.request_judge.connect(self.worker.judge)
        self._thread.finished.connect(self.worker.deleteLater)
        self._thread.start()

    def stop(self) -> None:
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)
