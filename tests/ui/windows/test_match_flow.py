"""Starting and ending matches from the window (issue 11): a match in progress is never
given up by one click, and after the match the table offers what comes next."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox, QPushButton

from drawgame.engine import Match, Place
from drawgame.session.controller import MatchSetup
from drawgame.ui.panels.hand_summary import KEY_GRACE_MS
from drawgame.ui.words.text import keep_whole

from ...storage._saves import playout
from .._events import run_timers_due_within


def take_turns(qtbot, window, turns: int, rng: random.Random) -> None:
    c = window.controller
    for _ in range(turns):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if not c.human_to_move():
            return
        c.play(rng.choice(c.match.hand.legal_actions()))


def start_from_dialog(qtbot, window, by_key: bool = True) -> None:
    """Ctrl+N (or Game → New match…), then Start in the New match dialog."""
    if by_key:
        window.activateWindow()
        qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    else:
        window.actions_.new_match.trigger()
    dialog = window.findChild(QDialog, "newMatchDialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    dialog.deleteLater()


def test_ctrl_n_asks_once_before_giving_up_a_match_in_progress(qtbot, window):
    window.controller.new_match(MatchSetup("", ("greedy",), 3))
    take_turns(qtbot, window, 2, random.Random(1))
    before = window.controller.match
    start_from_dialog(qtbot, window)
    box = window.findChild(QMessageBox, "giveUpBox")
    assert box is not None and box.isVisible()
    assert "does not count in your statistics" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter keeps the match
    assert window.controller.match == before
    box.deleteLater()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "giveUpBox") is None)

    start_from_dialog(qtbot, window, by_key=False)
    box = window.findChild(QMessageBox, "giveUpBox")
    qtbot.mouseClick(box.findChild(object, "giveUpButton"), Qt.MouseButton.LeftButton)
    match = window.controller.match
    assert match != before and match.hand_number == 1


def test_a_new_match_before_the_player_moves_needs_no_question(qtbot, window):
    window.controller.new_match(MatchSetup("", ("greedy", "greedy"), 4))
    c = window.controller
    qtbot.waitUntil(c.human_to_move)  # the computer players may have opened: not the player
    first = c.match
    start_from_dialog(qtbot, window)
    assert window.findChild(QMessageBox, "giveUpBox") is None
    assert c.match != first and c.match.hand_number == 1


def near_the_end(players: int, seed: int) -> Match:
    """A match a few moves from its end (quicker than playing one whole)."""
    match, _ = playout(players, seed, 10**6)
    assert match.result is not None
    while len(match.hand.history) > 3:
        match = Match.from_json(_without_last(match.to_json()))
    return match


def _without_last(text: str) -> str:
    import json

    doc = json.loads(text)
    doc["hands"][-1]["actions"].pop()
    del doc["scores"]
    return json.dumps(doc)


def play_to_the_last_summary(qtbot, window):
    """A match near its end resumed and played out to its last hand's summary."""
    window.controller.resume(near_the_end(2, 21), MatchSetup("", ("greedy",)))
    c = window.controller
    rng = random.Random(2)
    for _ in range(2000):
        take_turns(qtbot, window, 1, rng)
        if c.match.hand.outcome is not None:
            qtbot.waitUntil(lambda: window.summary is not None)
            if c.match.result is not None:
                break
            qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    return c


@pytest.mark.slow
def test_after_the_match_the_table_offers_a_rematch_and_a_new_match(qtbot, window):
    c = play_to_the_last_summary(qtbot, window)
    assert c.match.result is not None
    qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_end is not None)
    qtbot.mouseClick(window.match_end.close_button, Qt.MouseButton.LeftButton)
    bar, summary = window.turn_bar, window.summary_panel
    # No dead end: the result is said over the hand, and the next steps are offered beside
    # the last hand's summary (the bar under it stays hidden: the table keeps its room).
    assert "MATCH" in window.scene.banner_text
    assert not bar.isVisible()
    assert summary.rematch_button.isVisible() and summary.rematch_button.isEnabled()
    assert summary.new_match_button.isVisible() and summary.new_match_button.isEnabled()
    qtbot.mouseClick(summary.rematch_button, Qt.MouseButton.LeftButton)
    match = c.match
    assert match.hand_number == 1 and match.result is None and match.players == 2
    assert c.setup.opponents == ("greedy",)
    assert not summary.isVisible() and bar.isVisible() and bar.draw_button.isVisible()
    assert not bar.rematch_button.isVisible()


@pytest.mark.slow  # over 2 s
def test_a_summary_put_away_at_the_matchs_end_leaves_rematch_on_the_bar(qtbot, window):
    c = play_to_the_last_summary(qtbot, window)
    qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_end is not None)
    qtbot.mouseClick(window.match_end.close_button, Qt.MouseButton.LeftButton)
    window.summary_panel.reject()
    bar = window.turn_bar
    assert bar.isVisible()
    assert bar.label.text() == keep_whole(window.narrator.match_end_text(c.match.result))
    assert bar.rematch_button.isVisible() and bar.new_match_button.isVisible()
    assert not bar.draw_button.isVisible() and not bar.next_button.isVisible()


def click_a_turn(qtbot, window) -> None:
    """The player's turn as a player takes it: a lit tile clicked on the table (and its
    marker, where it fits both ends), else the Draw button."""
    c, view, scene = window.controller, window.table, window.scene
    places = [a for a in c.view.legal_actions if isinstance(a, Place)]
    if places:
        item = scene.tile_item(places[0].tile)
        assert item is not None
        point = view.mapFromScene(item.sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        if scene.markers():
            marker = scene.markers()[0]
            point = view.mapFromScene(marker.sceneBoundingRect().center())
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    elif window.draw_button.isEnabled():
        qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)


def play_to_the_match_result(qtbot, window) -> None:
    """From near a match's end, the player clicking a move at each turn and Next hand at
    each hand's end, up to the last hand's summary, then on to the match's result."""
    window.controller.resume(near_the_end(2, 21), MatchSetup("", ("greedy",)))
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            qtbot.waitUntil(lambda: window.summary is not None)
            if c.match.result is not None:
                break
            qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        click_a_turn(qtbot, window)
    assert c.match.result is not None
    qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)


@pytest.mark.slow
def test_enter_on_the_match_result_closes_it_and_starts_nothing(qtbot, window):
    """A new player tapping Enter to play went on past the match's result into a new match
    (Enter was New match) and typed the next keys into its name field (issue 30)."""
    c = window.controller
    play_to_the_match_result(qtbot, window)
    qtbot.waitUntil(lambda: window.match_end is not None and window.match_end.isVisible())
    end = window.match_end
    qtbot.keyClick(end, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not end.isVisible())
    for _ in range(3):
        QApplication.processEvents()
    dialog = window.findChild(QDialog, "newMatchDialog")
    assert dialog is None or not dialog.isVisible()
    assert c.match.result is not None  # the finished match stays on the table


@pytest.mark.parametrize("by_key", [True, False])
def test_after_next_hand_the_arrow_keys_play_on_the_table(by_key, qtbot, window):
    """Issue 20's playthrough: once the summary's Next hand was pressed (Enter) or clicked,
    the arrow keys and Enter were silent until the table was clicked."""
    c = window.controller
    window.start_match(MatchSetup("", ("greedy",), 5))
    for _ in range(200):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            break
        click_a_turn(qtbot, window)
    assert c.match.hand.outcome is not None and c.match.result is None
    qtbot.waitUntil(lambda: window.summary is not None)
    panel = window.summary_panel
    if by_key:
        qtbot.waitUntil(lambda: window.summary_panel.seen)  # drawn: the grace runs
        run_timers_due_within(qtbot, KEY_GRACE_MS)  # Enter at once is a key held too long
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.match.hand_number == 2 and c.human_to_move(), timeout=10000)
    assert QApplication.focusWidget() is window.table
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert window.scene.focused_tile is not None  # the cursor is on a tile of the hand


@pytest.mark.slow
@pytest.mark.parametrize("how", ["rematch", "new match"])
def test_after_a_rematch_or_a_new_match_the_arrow_keys_play_on_the_table(how, qtbot, window):
    """The bar's Rematch and New match… buttons hide once the match starts: the keys go to
    the table, not to the score sheet the focus would fall to."""
    c = window.controller
    play_to_the_match_result(qtbot, window)
    qtbot.waitUntil(lambda: window.match_end is not None)
    qtbot.mouseClick(window.match_end.close_button, Qt.MouseButton.LeftButton)
    bar = window.turn_bar
    if how == "rematch":
        qtbot.mouseClick(bar.rematch_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(bar.new_match_button, Qt.MouseButton.LeftButton)
        dialog = window.findChild(QDialog, "newMatchDialog")
        qtbot.waitUntil(dialog.isVisible)
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
    qtbot.waitUntil(lambda: c.match.result is None and c.human_to_move(), timeout=10000)
    # The window's own focus (offscreen, no window manager gives the window back its
    # activation once a dialog closes).
    qtbot.waitUntil(lambda: window.focusWidget() is window.table)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Right)
    assert window.scene.focused_tile is not None


def test_the_match_over_dialog_offers_a_rematch_as_the_bar_does(qtbot, window):
    """Rematch in the Match over dialog closes it and starts the same match again with a
    new shuffle, as the bar's Rematch does (issue 30, item 5)."""
    from ...storage._saves import finished

    window.controller.resume(finished(3, 4), MatchSetup("Ayşe", ("greedy", "easy")))
    c = window.controller
    qtbot.waitUntil(lambda: window.summary is not None)
    qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_end is not None)
    dialog = window.match_end
    rematch = dialog.findChild(QPushButton, "matchRematchButton")
    assert rematch is not None and rematch.isVisible() and rematch.text() == "Rematch"
    qtbot.mouseClick(rematch, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and window.match_end is None
    match = c.match
    assert match.hand_number == 1 and match.result is None and match.players == 3
    assert c.setup.opponents == ("greedy", "easy") and c.setup.player_name == "Ayşe"
    bar = window.turn_bar
    assert not bar.rematch_button.isVisible() and bar.draw_button.isVisible()
    # Nothing asks about giving up a match: the one that ended is not in progress.
    assert window.findChild(QMessageBox) is None or not window.findChild(QMessageBox).isVisible()
