"""Take back (Ctrl+Z) in the real window, and the New match dialog's length and take-back
choices reaching the match."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from drawgame.session.controller import HUMAN, MatchSetup
from drawgame.ui.dialogs.new_match_dialog import load_setup


def settled(window) -> bool:
    m = window.controller.match
    return m is not None and (window.controller.human_to_move() or m.hand.outcome is not None)


def test_ctrl_z_takes_back_the_players_decision_in_the_window(qtbot, window) -> None:
    c = window.controller
    rng = random.Random(3)
    for seed in range(30):
        window.start_match(MatchSetup("", ("easy",), seed))
        qtbot.waitUntil(lambda: settled(window), timeout=20000)
        if c.human_to_move() and len(c.match.hand.legal_actions()) > 1:
            break
    else:
        pytest.skip("no deal gave the player a choice at once")
    assert not window.actions_.take_back.isEnabled()
    before = c.match
    action = rng.choice(before.hand.legal_actions())
    assert c.play(action)
    qtbot.waitUntil(lambda: settled(window), timeout=20000)
    if c.match.hand.outcome is not None:
        pytest.skip("the hand ended at once")
    assert window.actions_.take_back.isEnabled()
    rows = window.log_model.rowCount()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.match == before, timeout=5000)
    assert c.human_to_move()
    shown = sorted(item.tile for item in window.scene.hand_items())
    assert shown == sorted(before.hand.hand(HUMAN))
    assert len(window.scene.line_items()) == len(before.hand.line.tiles)
    assert window.log_model.rowCount() == rows + 1
    last = window.log_model.index(rows, 0).data()
    assert "took back" in last
    # The menu says it too, and nothing is left to take back.
    assert not window.actions_.take_back.isEnabled()
    assert window.actions_.take_back in window.play_menu.actions()


def test_the_dialogs_length_and_take_backs_reach_the_match(qtbot, window) -> None:
    dialog = window.ask_new_match(confirm=False)
    dialog.opponents.setValue(2)
    dialog.length.setCurrentIndex(dialog.length.findData("short"))
    assert dialog.target.text().startswith("31")
    dialog.take_backs.setChecked(False)
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.match.target == 31 and c.match.players == 3
    assert c.setup.take_backs is False
    remembered = load_setup(window.settings)
    assert remembered.target == 31 and remembered.take_backs is False
    window.rematch()
    assert c.match.target == 31 and c.setup.take_backs is False


def test_the_log_says_how_many_moves_were_taken_back_in_plain_english(qtbot, window) -> None:
    """Issue 20's playthrough: "You took back [4|4] and the 1 move after it." read oddly;
    now "… and 1 move after it." (a tile clicked on the table, then Ctrl+Z)."""
    from drawgame.engine import Place

    c, view, scene = window.controller, window.table, window.scene
    window.start_match(MatchSetup("", ("greedy",), 7))
    qtbot.waitUntil(lambda: settled(window), timeout=20000)
    before = len(c.match.hand.history)
    place = next(a for a in c.view.legal_actions if isinstance(a, Place))
    item = scene.tile_item(place.tile)
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    if scene.markers():
        marker = scene.markers()[0].sceneBoundingRect().center()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(marker))
    qtbot.waitUntil(lambda: len(c.match.hand.history) > before and settled(window))
    if c.match.hand.outcome is not None:
        pytest.skip("the hand ended at once")
    after = len(c.match.hand.history) - before - 1  # the computer's moves since
    assert after >= 1
    rows = window.log_model.rowCount()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.log_model.rowCount() == rows + 1)
    moves = "1 move" if after == 1 else f"{after} moves"
    assert window.log_model.index(rows, 0).data().replace("\u2060", "") == (
        f"You took back {place.tile} and {moves} after it."
    )


def test_ctrl_z_says_why_when_there_is_nothing_to_take_back(qtbot, window) -> None:
    # The X11 playthrough: with Take back greyed out, Ctrl+Z did nothing at all.
    c = window.controller
    for seed in range(30):
        window.start_match(MatchSetup("", ("easy",), seed, take_backs=False))
        qtbot.waitUntil(lambda: settled(window), timeout=20000)
        if c.human_to_move():
            break
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "allows no take-backs" in window.statusBar().currentMessage()
    window.start_match(MatchSetup("", ("easy",), seed, take_backs=True))
    qtbot.waitUntil(lambda: settled(window), timeout=20000)
    if c.can_take_back():
        pytest.skip("the computer opened and the player had moved")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    message = window.statusBar().currentMessage()
    assert "Nothing to take back yet" in message or "hand is over" in message
    assert not window.actions_.take_back.isEnabled()
