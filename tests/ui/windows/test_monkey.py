"""A monkey at the table (issue 7): thousands of random clicks, drags and key presses on
the window during seeded matches, with keeper on. No exception, no illegal state (28
tiles, scores the engine's, the table shows the player's hand, the save is the match), and
any Qt warning fails the test."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from drawgame.session.controller import MatchSetup
from drawgame.storage import load_save
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import build_game
from drawgame.ui.windows.main_window import MainWindow

pytestmark = pytest.mark.slow  # thousands of events

EVENTS = 3000
KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_D,
    Qt.Key.Key_P,
    Qt.Key.Key_H,
    Qt.Key.Key_N,
    Qt.Key.Key_L,
    Qt.Key.Key_R,
    Qt.Key.Key_1,
    Qt.Key.Key_5,
    Qt.Key.Key_Delete,
]
# Left out on purpose: Ctrl+Q (quits), Ctrl+N and F1 (dialogs with their own tests), and
# Alt+letters: they open menus, where Return on About would run a blocking
# QMessageBox.about(). For the same reason the menus are not clicked.
MODIFIERS = [Qt.KeyboardModifier.NoModifier] * 6 + [Qt.KeyboardModifier.ShiftModifier]


def random_point(widget: QWidget, rng: random.Random) -> QPoint:
    return QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))


def move(widget: QWidget, point: QPointF) -> None:
    QApplication.sendEvent(
        widget,
        QMouseEvent(
            QMouseEvent.Type.MouseMove,
            point,
            widget.mapToGlobal(point),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )


def double_click(qtbot, widget: QWidget, button: Qt.MouseButton, point: QPoint) -> None:
    """As the mouse sends it: press, release, double-click, release. (QTest's mouseDClick
    alone sends no release: its button stays held for every later test, and the scene's
    grab is never let go, so a later click lands on the tile clicked before.)"""
    qtbot.mouseClick(widget, button, pos=point)
    qtbot.mouseDClick(widget, button, pos=point)
    qtbot.mouseRelease(widget, button, pos=point)


def drag(qtbot, widget: QWidget, start: QPoint, end: QPoint, steps: int) -> None:
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, steps + 1):
        move(widget, QPointF(start + (end - start) * step / steps))
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=end)


def monkey_event(qtbot, window: MainWindow, rng: random.Random) -> None:
    modal = QApplication.activeModalWidget()
    if modal is not None and rng.random() < 0.6:
        # A dialog is up (a hand's summary, the table's description): poke at it.
        if rng.random() < 0.5:
            qtbot.keyClick(modal, rng.choice([Qt.Key.Key_Escape, Qt.Key.Key_Return]))
        else:
            qtbot.mouseClick(modal, Qt.MouseButton.LeftButton, pos=random_point(modal, rng))
        return
    if window.summary is not None and rng.random() < 0.3:
        # A hand's summary is up under the table: go on, or poke at it. (Enter just after
        # it appears does nothing: the monkey is quicker than the summary's grace.)
        panel = window.summary
        if rng.random() < 0.5:
            keys = [Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_N]
            qtbot.keyClick(panel.next_button, rng.choice(keys))
        else:
            qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=random_point(panel, rng))
        return
    viewport = window.table.viewport()
    scene, view = window.scene, window.table
    kind = rng.random()
    if kind < 0.3:
        # Aim at something that matters most of the time: a tile in hand or a marker.
        targets = [view.mapFromScene(i.scenePos()) for i in scene.hand_items()]
        targets += [view.mapFromScene(m.rect().center()) for m in scene.markers()]
        point = rng.choice(targets) if targets and rng.random() < 0.8 else None
        point = point if point is not None else random_point(viewport, rng)
        button = rng.choice([Qt.MouseButton.LeftButton] * 4 + [Qt.MouseButton.RightButton])
        if rng.random() < 0.15:
            double_click(qtbot, viewport, button, point)
        else:
            qtbot.mouseClick(viewport, button, pos=point)
    elif kind < 0.45:
        hand = scene.hand_items()
        start = (
            view.mapFromScene(rng.choice(hand).scenePos())
            if hand and rng.random() < 0.8
            else random_point(viewport, rng)
        )
        markers = scene.markers()
        end = (
            view.mapFromScene(rng.choice(markers).rect().center())
            if markers and rng.random() < 0.5
            else random_point(viewport, rng)
        )
        drag(qtbot, viewport, start, end, rng.randint(1, 8))
    elif kind < 0.6:
        # Anywhere in the window below the menu bar: buttons, docks, lists, headers.
        target = rng.choice(
            [window.centralWidget(), window.score_view.viewport(), window.log_view.viewport()]
            + [window.draw_button, window.pass_button, window.hint_button, window.next_button]
            + [window.summary_panel.next_button]
        )
        if target.isVisible():
            qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=random_point(target, rng))
    else:
        target = rng.choice([view, view, window])
        if rng.random() < 0.02:
            qtbot.keyClick(target, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # describe
        else:
            qtbot.keyClick(target, rng.choice(KEYS), rng.choice(MODIFIERS))


def computers_done(window: MainWindow) -> bool:
    """The hand is over or it is the player's turn: no computer player is to move."""
    hand = window.controller.match.hand
    return hand.outcome is not None or hand.current == 0


def check_state(window: MainWindow) -> None:
    c = window.controller
    match = c.match
    assert match is not None
    for hand in (*match.past_hands, match.hand):
        assert sum(hand.hand_sizes) + hand.stock_size + len(hand.line.tiles) == 28
    gains = [sum(o.gains[s] for o in match.outcomes) for s in range(match.players)]
    assert list(match.scores) == gains
    model = window.score_model
    row = model.rowCount() - 1
    assert [int(model.data(model.index(row, s))) for s in range(match.players)] == gains
    if not window.scene.animator.running and window.scene.state is not None:
        shown = sorted(item.tile for item in window.scene.hand_items())
        assert shown == sorted(window.scene.state.view.hand)
    assert c.view is not None and c.view.hand == match.hand.hand(0)


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
@pytest.mark.parametrize("seed", [1, 2])
def test_a_monkey_at_the_table(qtbot, tmp_path, seed):
    settings = Settings(tmp_path / "settings.ini")
    game = build_game(settings, None, tmp_path / "data")
    window, keeper = game.window, game.keeper
    window.set_speed("off")
    window.controller.move_delay_ms = 0
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    opponents = [("greedy",), ("random", "greedy"), ("greedy", "random", "greedy")]
    rng = random.Random(seed)
    matches = 0

    def new_match() -> None:
        nonlocal matches
        window.start_match(MatchSetup("Monkey", opponents[matches % 3], seed * 100 + matches))
        matches += 1

    new_match()
    try:
        for number in range(EVENTS):
            if window.match_end is not None or window.controller.match.is_over:
                for dialog in (window.match_end, window.summary):
                    if dialog is not None:
                        dialog.reject()
                new_match()
            monkey_event(qtbot, window, rng)
            # What the events queued (the computer players may be mid-move), the timers
            # started with 0 too (the hand's summary shows on one).
            for _ in range(2):
                QApplication.processEvents()
            if number % 30 == 0:
                # Every 30th event, the computer players finish their turns, however slow
                # the machine: a hand then gets somewhere in any case.
                qtbot.waitUntil(lambda: computers_done(window), timeout=20000)
            check_state(window)
        match = window.controller.match
        assert keeper.flush()
        assert load_save(keeper.save_path.read_bytes()).match == match
        # The monkey got somewhere: hands were played to their end and new ones dealt.
        played = sum(len(h.history) for h in (*match.past_hands, match.hand))
        assert matches > 1 or match.hand_number >= 3, (matches, match.hand_number, played)
    finally:
        for widget in QApplication.topLevelWidgets():
            if widget is not window and widget.isVisible():
                widget.close()
        window.close()
        keeper.close()
