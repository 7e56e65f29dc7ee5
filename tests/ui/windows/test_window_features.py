"""The window's other promises: hints, animations, accessibility, the dialogs, the
remembered set-up, and a responsive window while a computer player thinks (issue 4)."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLineEdit,
    QSpinBox,
)

from drawgame.ai import levels
from drawgame.engine import Place
from drawgame.session.controller import MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog
from drawgame.ui.windows.main_window import MainWindow


def wait_for_player(qtbot, window):
    qtbot.waitUntil(window.controller.human_to_move, timeout=20000)


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
def test_hint_names_a_legal_move_and_points_it_out(qtbot, window):
    window.start_match(MatchSetup("Tester", ("greedy",), 21))
    wait_for_player(qtbot, window)
    with qtbot.waitSignal(window.controller.hintReady, timeout=20000) as ready:
        qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    hint = ready.args[0]
    assert hint.action in window.controller.match.hand.legal_actions()
    assert window.turn_label.text().startswith("Hint:")
    if isinstance(hint.action, Place):
        assert window.scene.focused_tile == hint.action.tile
        qtbot.keyClick(window.table, Qt.Key.Key_Return)  # Enter plays the hinted move
        assert window.controller.match.hand.history[-1].action == hint.action


def test_tiles_glide_when_animations_are_on(qtbot, window):
    window.set_speed("slow")
    window.controller.move_delay_ms = 60_000  # keep the computer still while we watch
    for seed in range(20):
        window.start_match(MatchSetup("Tester", ("greedy",), seed))
        if window.controller.human_to_move():
            break
    scene = window.scene
    qtbot.waitUntil(lambda: not scene.animator.running, timeout=5000)
    item = scene.hand_items()[0]
    start = item.scenePos()
    qtbot.mouseClick(
        window.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.table.mapFromScene(start),
    )
    assert window.controller.match.hand.line.tiles == (item.tile,)  # it opened the line
    box = scene.line_boxes()[0]
    region = scene.line_region().center()
    unit = scene._geometry.unit if scene._geometry else 0
    target = region + QPointF(box.centre[0] * unit, box.centre[1] * unit)
    qtbot.waitUntil(lambda: item.scenePos() != start, timeout=5000)  # the first frames
    midway = item.scenePos()
    assert midway not in (start, target)  # on its way ...
    qtbot.waitUntil(lambda: not scene.animator.running, timeout=5000)
    assert (item.scenePos() - target).manhattanLength() < 0.01  # ... and then in the line


def test_every_control_has_an_accessible_name_and_the_table_describes_itself(qtbot, window):
    window.start_match(MatchSetup("Tester", ("greedy", "greedy"), 3))
    wait_for_player(qtbot, window)
    kinds = (QAbstractButton, QAbstractItemView, QLineEdit, QComboBox, QSpinBox)
    for widget in window.findChildren(kinds[0]) + window.findChildren(kinds[1]):
        if widget.isVisible():
            name = widget.accessibleName() or getattr(widget, "text", lambda: "")()
            assert name.replace("&", "").strip(), widget
    description = window.table.accessibleDescription()
    assert description.startswith("Tiles: ")
    assert "Connections:" in description and "Legal continuation points:" in description
    window.actions_.describe.trigger()
    box = window.findChild(object, "describeBox")
    # The same words; only invisible word joiners keep each tile's notation on one line.
    assert box is not None and box.text().replace("\u2060", "") == description


def test_menus_carry_the_standard_shortcuts(window):
    a = window.actions_
    assert a.new_match.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert a.quit.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    assert a.full_screen.shortcut() == QKeySequence("F11")
    assert a.rules.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    assert (a.draw.shortcut(), a.pass_.shortcut(), a.hint.shortcut()) == (
        QKeySequence("D"),
        QKeySequence("P"),
        QKeySequence("H"),
    )
    menus = [
        m.title().replace("&", "")
        for m in (window.game_menu, window.play_menu, window.view_menu, window.help_menu)
    ]
    assert menus == ["Game", "Play", "View", "Help"]


def test_new_match_dialog_remembers_the_last_choices(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.set_speed("off")
    window.controller.move_delay_ms = 0
    dialog = window.ask_new_match()
    dialog.opponents.setValue(3)
    dialog.name.setText("Zeynep")
    dialog.strengths[2].setCurrentIndex(dialog.strengths[2].findData("hard"))
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert window.controller.match.players == 4
    assert window.narrator.seat_name(0) == "Zeynep"
    window.close()
    again = MainWindow(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(again)
    second = again.ask_new_match()
    assert isinstance(second, NewMatchDialog)
    assert second.opponents.value() == 3 and second.name.text() == "Zeynep"
    assert second.strengths[2].currentData() == "hard"
    assert second.target.text().startswith("61")
    second.reject()
    again.close()


@pytest.mark.slow
def test_the_window_stays_responsive_while_a_computer_player_thinks(
    qtbot, window, monkeypatch, caplog
):
    """The computer player holds Python's lock for all of its thinking (one long C call):
    in the game's process no Python slot could run until it is done. The window keeps
    handling events because the search runs in a process of its own (bot_process.py)."""
    import subprocess

    from drawgame.remote import process

    from . import _gil_bot

    def popen(command, **kwargs):  # the bot process, which also knows the test's bot
        at = command.index("-c")
        boot, root = command[at + 1], command[at + 2]  # -I: the package's folder is given
        setup = f"import sys; sys.path.insert(0, {root!r}); import {_gil_bot.__name__}\n"
        return subprocess.Popen([*command[: at + 1], setup + boot, *command[at + 2 :]], **kwargs)

    shim = SimpleNamespace(
        Popen=popen, PIPE=subprocess.PIPE, TimeoutExpired=subprocess.TimeoutExpired
    )
    monkeypatch.setattr(process, "subprocess", shim)
    # A level of its own that thinks in the bot process, as its record says.
    held = levels.Level(_gil_bot.NAME, f"{_gil_bot.__name__}:HoldsTheLock", remote=True)
    monkeypatch.setattr(levels, "LEVELS", (*levels.LEVELS, held))
    c = window.controller
    window.start_match(MatchSetup("Tester", (_gil_bot.NAME,), 2))
    if c.match.hand.current == 0:
        c.play(c.match.hand.legal_actions()[0])
    qtbot.waitUntil(lambda: c.thinking_seat == 1, timeout=5000)
    assert "thinking" in window.statusBar().currentMessage()
    # A timer on the GUI thread with a Python slot: it can only tick while the thinking
    # leaves Python's lock to the window.
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(c.thinking_seat))
    started = time.perf_counter()
    timer.start(10)
    with qtbot.waitSignal(c.thinking, timeout=60000, check_params_cb=lambda seat: seat == -1):
        pass
    thought_ms = (time.perf_counter() - started) * 1000
    timer.stop()
    during = ticks.count(1)
    # Ticks all through the thinking: at least a quarter of what a free event loop gives
    # (a 10 ms timer over the time it took); held by the lock it would be one or two.
    assert during >= max(5, thought_ms / 10 / 4), (during, round(thought_ms))
    assert len(c.match.hand.history) >= 1 and c.match.hand.history[-1].seat == 1
    # The bot thought in its own process, not here after a failure.
    assert c.bot_host.available
    assert not [r for r in caplog.records if "bot process failed" in r.getMessage()]


@pytest.mark.parametrize("maximised", [True, False])
def test_leaving_full_screen_gives_back_the_window_as_it_was(qtbot, window, maximised):
    window.showMaximized() if maximised else window.showNormal()
    qtbot.waitUntil(lambda: window.isMaximized() == maximised)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isMaximized() == maximised
