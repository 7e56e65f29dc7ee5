"""The bar's buttons (Hint, Draw, Pass, Next hand) are clicked with the mouse and leave the
keyboard on the table (issue 30): a first-time player clicked Hint, then Draw; once the
stock was down to the tiles never drawn (R8) the Draw button was disabled, Qt passed the
focus on to the score sheet, and the arrow keys moved its selection, not the hand's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from drawgame.engine import DRAW, FULL_SET, PROTECTED_STOCK, HandState, Match, Tile
from drawgame.session.controller import MatchSetup

from ..table.test_table_gestures import opening_line


def test_a_bar_button_clicked_leaves_the_arrow_keys_on_the_table(qtbot, window):
    # Eight tiles, none with a 3 or a 4: none fits the ends 3 and 4, so the player draws.
    hand = [t for t in FULL_SET if not {t.high, t.low} & {3, 4}][:8]
    line = opening_line()
    rest = [t for t in FULL_SET if t not in hand and t != Tile(3, 4)]
    stock_size = PROTECTED_STOCK + 1  # one tile may be drawn, then no more (R8)
    opponent, stock = rest[stock_size:], rest[:stock_size]
    state = HandState.from_tiles([hand, opponent], stock, opener=1, line=line, current=0)
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    window.controller.move_delay_ms = 60_000  # the opponent keeps still
    window.controller.resume(Match.from_hand(state))
    window.activateWindow()
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)
    assert DRAW in window.controller.match.hand.legal_actions()
    qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    assert len(window.controller.match.hand.hands[0]) == 9  # drawn
    assert not window.draw_button.isEnabled()  # the stock is down to its last tiles
    assert QApplication.focusWidget() is window.table
    score_row = window.score_view.currentIndex()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert window.scene.focused_tile is not None  # the cursor is on a tile of the hand
    assert window.score_view.currentIndex() == score_row
