"""The status bar's news of the thinking process: said once, and not hidden by a seat thinking."""

from __future__ import annotations


def test_the_status_bar_says_once_that_the_bots_think_in_the_window(qapp):
    from PySide6.QtWidgets import QStatusBar

    from drawgame.session.controller import GameController
    from drawgame.ui.windows.status_news import StatusNews
    from drawgame.ui.words.narrator import Narrator

    c = GameController()
    bar = QStatusBar()
    StatusNews(c, Narrator(), bar)
    c.botsThinkHere.emit()
    said = bar.currentMessage()
    assert "window" in said
    c.thinking.emit(1)  # a seat thinking does not hide it
    assert bar.currentMessage() == said
    c.shutdown()
