"""Help for a new player, the tile counter and the settings' places (issue 11: how to play,
a tile counter for serious players, small things)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from drawgame.session.controller import MatchSetup
from drawgame.ui.panels.tile_counter import unseen_counts
from drawgame.ui.windows.main_window import MainWindow
from drawgame.ui.words.help_text import controls, review_controls, table_marks

from .._windows import window_on_screen


def menu_texts(menu) -> list[str]:
    return [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]


def test_f1_opens_the_rules_with_a_plain_summary_first(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(object, "rulesDialog")
    assert dialog is not None and dialog.isVisible()
    text = dialog.browser.toPlainText()
    assert text.index("The rules in short") < text.index("The rules of Draw")
    assert "never drawn" in text[: text.index("The rules of Draw")]
    # Never larger than the screen, an 800×600 one included.
    screen = QGuiApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()


def test_help_controls_lists_every_way_to_play(qtbot, window):
    assert "Controls" in menu_texts(window.help_menu)
    window.actions_.controls.trigger()
    dialog = window.findChild(object, "rulesDialog")
    assert dialog.tabs.currentWidget() is dialog.controls
    text = dialog.controls.toPlainText()
    for key in ("Click a lit tile", "Drag a tile", "Click the stock", "Enter", "Up and Down"):
        assert key in text
    keys = [key for key, _what in controls()]
    assert {"P", "H", "N", "Click the stock, or D"} <= set(keys)
    assert all(key in text for key in keys)
    # The review's keys too (a first-time player looked for them here): the ones its
    # window answers (tests/ui/review: the arrows, Home and End, N and Shift+N, T).
    # What the table's marks mean (a first-time player met the ring round a tile just
    # drawn without a word for it), before the review's keys.
    assert text.index("What the table shows") < text.index("Reviewing a hand")
    for mark, _meaning in table_marks():
        assert mark in text
    assert "you drew it this turn" in text
    assert "Reviewing a hand" in text
    for key in ("Left/Right, Home, End", "N, Shift+N", "T"):
        assert key in [k for k, _what in review_controls()] and key in text


def test_the_first_start_tip_comes_once_and_leads_to_the_controls(qtbot, window):
    tip = window.offer_first_tip()
    assert tip is not None and tip.isVisible() and "Controls" in tip.text.toolTip()
    qtbot.mouseClick(tip.findChild(object, "showControlsButton"), Qt.MouseButton.LeftButton)
    assert not tip.isVisible()
    dialog = window.findChild(object, "rulesDialog")
    assert dialog.isVisible() and dialog.tabs.currentWidget() is dialog.controls
    assert window.offer_first_tip() is None  # never again
    # Once the Controls page is closed the keys play on the table (not on the Draw button).
    window.activateWindow()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)
    again = MainWindow(window.settings)
    qtbot.addWidget(again)
    assert again.offer_first_tip() is None  # not after a restart either


def global_rect(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_first_start_tip_covers_neither_the_line_nor_the_hand(
    size, qtbot, tmp_path, monkeypatch
):
    """Issue 20: the computer's opening tile and the player's hand stay in sight while the
    tip is up, and play goes on under it."""
    window = window_on_screen(qtbot, tmp_path, monkeypatch, QSize(*size))
    c = window.controller
    # Seed 7 deals a hand the computer opens: its tile is on the line at the start.
    window.start_match(MatchSetup("", ("greedy",), 7))
    qtbot.waitUntil(c.human_to_move, timeout=10000)
    tip = window.offer_first_tip()
    assert tip is not None
    qtbot.waitUntil(tip.isVisible)
    QApplication.processEvents()
    covered = global_rect(tip)
    view = window.table
    line, hand = window.scene.line_items(), window.scene.hand_items()
    assert line and hand
    for item in line + hand:
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        where = QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())
        assert view.viewport().rect().contains(box), (item.tile, box)  # not off the table
        assert not where.intersects(covered), (item.tile, where, covered)
    # No window over the table either: a tile is played by clicking it, tip or no tip.
    assert QApplication.activeModalWidget() is None
    lit = [i for i in hand if any(getattr(a, "tile", None) == i.tile for a in c.view.legal_actions)]
    if lit:
        before = len(c.match.hand.line.tiles)
        qtbot.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            pos=view.mapFromScene(lit[0].sceneBoundingRect().center()),
        )
        qtbot.waitUntil(lambda: len(c.match.hand.line.tiles) > before, timeout=10000)
    qtbot.mouseClick(tip.findChild(object, "gotItButton"), Qt.MouseButton.LeftButton)
    assert not tip.isVisible()
    window.close()


def test_the_tile_counter_is_off_until_asked_for_and_counts_from_your_view(qtbot, window):
    assert not window.counter_dock.isVisible()
    assert "Tile counter" in menu_texts(window.view_menu)
    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    window.actions_.tile_counter.trigger()
    assert window.counter_dock.isVisible()
    c = window.controller
    rng = random.Random(2)
    for _ in range(4):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            break
        assert window.tile_counter.counts == unseen_counts(c.view)
        c.play(rng.choice(c.match.hand.legal_actions()))
    # Remembered for the next start.
    again = MainWindow(window.settings)
    qtbot.addWidget(again)
    again.show()
    assert again.counter_dock.isVisible()


def test_settings_hold_language_animation_and_the_computers_pace(qtbot, window):
    titles = [
        m.title().replace("&", "")
        for m in window.settings_menu.findChildren(type(window.settings_menu))
    ]
    assert {"Language", "Animation speed", "Computer's pace"} <= set(titles)
    assert "Animation speed" not in menu_texts(window.view_menu)
    window.set_speed("off")
    window.set_pace("slow")
    assert window.controller.move_delay_ms == 1400  # the pace, though tiles do not glide
    window.set_pace("fast")
    window.set_speed("slow")
    assert window.controller.move_delay_ms >= window.scene.animator.duration  # followable
    assert window.settings.value("play/pace") == "fast"


def test_the_window_title_names_the_hand_once_and_no_empty_stock_before_a_deal(qtbot, window):
    stock = [i for i in window.scene.items() if type(i).__name__ == "StockItem"]
    assert stock and not stock[0].isVisible()  # nothing drawn behind the resume question
    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    assert window.windowTitle() == "Hand 1"  # Qt adds " — Draw" itself
    assert stock[0].isVisible()


def test_the_peg_board_says_what_its_pegs_mean(qtbot, window):
    window.controller.new_match(MatchSetup("", ("greedy",), 6))
    assert "the score now" in window.peg_board.accessibleDescription()
    assert "before the last hand" in window.peg_board.toolTip()


def test_a_window_by_itself_shows_no_tip(qtbot, window):
    # The app offers the tip once it has started (never over the resume question).
    assert window.findChild(QMessageBox, "firstTipBox") is None
    assert not window.first_tip.isVisible()


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_the_controls_page_names_every_key_the_menus_have(code, qtbot, window):
    """Help → Controls left out Ctrl+O, Ctrl+Shift+S and Ctrl+Q: every command with a
    shortcut is listed there, its key written as the menus write it."""
    window.set_language(code)
    window.actions_.controls.trigger()
    dialog = window.findChild(object, "rulesDialog")
    assert dialog.tabs.currentWidget() is dialog.controls
    text = dialog.controls.toPlainText()
    native = QKeySequence.SequenceFormat.NativeText
    shortcuts = {
        action.text().replace("&", ""): action.shortcut().toString(native)
        for action in window.actions_.findChildren(QAction)
        if not action.shortcut().isEmpty()
    }
    assert {"Ctrl+O", "Ctrl+Shift+S", "Ctrl+N", "Ctrl+Z", "F1", "N"} <= set(shortcuts.values())
    # Each key is a cell of its own (a line of the page's text), or ends one ("Click the
    # stock, or D").
    lines = text.splitlines()
    missing = {
        name: key
        for name, key in shortcuts.items()
        if not any(line == key or line.endswith(f" {key}") for line in lines)
    }
    assert missing == {}
    window.set_language("en")
