"""A long player name never takes the hand's row: with the 40 characters the New match
dialog allows, in a four-player match, the player's tiles are as big as with "You" and the
name is elided, the whole of it in a tooltip (a first-time player's report: the hand
shrank to 17 px tiles at 1366×768)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QToolTip

from drawgame.ui.dialogs.new_match_dialog import NAME_LIMIT
from drawgame.ui.windows.main_window import MainWindow

from .._events import deliver_posted_events
from .._windows import window_on_screen

LONG = "Aye the Great Domino Champion of Everyth"


def play_as(qtbot, w: MainWindow, name: str) -> None:
    """Start a four-player match from the New match dialog under ``name``."""
    dialog = w.ask_new_match(confirm=False)
    dialog.name.setText(name)
    dialog.opponents.setValue(3)
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(w.controller.human_to_move, timeout=10000)
    deliver_posted_events()


def hand_tile_px(w: MainWindow) -> list[float]:
    """How wide the player's tiles are on the screen."""
    scale = w.table.transform().m22()
    return [round(item.unit() * scale, 1) for item in w.table.table_scene().hand_items()]


def own_name_item(w: MainWindow) -> QGraphicsSimpleTextItem:
    """The text at the bottom of the table that starts with the player's name."""
    name = w.seat_names()[0]
    found = [
        item
        for item in w.table.table_scene().items()
        if isinstance(item, QGraphicsSimpleTextItem)
        and item.isVisible()
        and item.text().startswith(name[:3])
    ]
    assert len(found) == 1, [item.text() for item in found]
    return found[0]


def tooltip_over(w: MainWindow, item: QGraphicsSimpleTextItem) -> str:
    """What the table shows when the pointer rests on ``item``."""
    at = w.table.mapFromScene(item.sceneBoundingRect().center())
    viewport = w.table.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, at, viewport.mapToGlobal(at))
    QApplication.sendEvent(viewport, event)
    return QToolTip.text()


@pytest.mark.parametrize(
    ("screen", "panels"),
    [(QSize(800, 600), 0), (QSize(1366, 768), 500), (QSize(2560, 1440), 1100)],
)
def test_a_long_name_is_elided_and_the_hand_keeps_its_size(
    qtbot, tmp_path, monkeypatch, screen, panels
):
    assert len(LONG) == NAME_LIMIT
    w = window_on_screen(qtbot, tmp_path, monkeypatch, screen)
    if panels:  # the side panels as wide as the player who reported it had dragged them
        deliver_posted_events()
        w.resizeDocks([w.scores_dock], [panels], Qt.Orientation.Horizontal)
        deliver_posted_events()
    play_as(qtbot, w, "")
    short = hand_tile_px(w)
    assert own_name_item(w).text().startswith("You\n")

    play_as(qtbot, w, LONG)
    assert w.seat_names()[0] == LONG
    tiles = hand_tile_px(w)
    # The same size as with "You" (the hand holds 6 or 7 tiles, both at full size).
    assert len(tiles) >= 6
    assert set(tiles) == set(short), (tiles, short)
    item = own_name_item(w)
    shown = item.text().split("\n")[0]
    assert shown.endswith("…") and LONG.startswith(shown[:-1]), shown
    # It keeps clear of the hand: no tile lies under the name.
    name_box = item.sceneBoundingRect()
    for tile in w.table.table_scene().hand_items():
        assert not tile.sceneBoundingRect().intersects(name_box)
    # The whole name, as plain text, where the pointer rests on it.
    assert LONG in tooltip_over(w, item)
    w.close()
    QToolTip.hideText()


def test_a_short_name_has_no_tooltip(qtbot, tmp_path, monkeypatch):
    w = window_on_screen(qtbot, tmp_path, monkeypatch, QSize(1366, 768))
    play_as(qtbot, w, "Ayşe")
    item = own_name_item(w)
    assert item.text().startswith("Ayşe\n")
    assert item.toolTip() == ""
    w.close()


def test_an_opponents_name_cut_short_shows_whole_in_a_tooltip(qtbot):
    from drawgame.ui.table.seat_panel import SeatInfo, SeatPanel

    panel = SeatPanel()
    panel.set_width(300)
    name = "<b>Zeynep</b> the Indefatigable Opponent"
    panel.show_info(SeatInfo(1, name, "hard · 7 tiles · 0 points", 7, None, False, False), "")
    assert "&lt;b&gt;Zeynep&lt;/b&gt; the Indefatigable Opponent" in panel.toolTip()
    panel.show_info(SeatInfo(1, "Bot 1", "hard · 7 tiles · 0 points", 7, None, False, False), "")
    assert panel.toolTip() == ""
