"""The status bar's news of the thinking process: said once, and not hidden by a seat thinking."""

from __future__ import annotations

from PySide6.QtCore import Qt

from drawgame.session.controller import MatchSetup


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


def test_escape_puts_back_what_the_turn_asks_for(qtbot, window):
    # The keyboard cursor on a tile says where it fits; Escape drops it, and the status
    # bar no longer talks about that tile.
    window.controller.new_match(MatchSetup("", ("greedy",), 3))
    qtbot.waitUntil(window.controller.human_to_move)
    window.activateWindow()
    window.table.setFocus()
    bar = window.statusBar()
    qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Right)
    tile = window.scene.focused_tile
    assert tile is not None and str(tile) in bar.currentMessage()
    qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Escape)
    assert bar.currentMessage() == window.narrator.your_turn_text(window.controller.view)
