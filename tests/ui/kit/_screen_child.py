"""Run by test_screen_fit.py in a child process whose offscreen screen has a given size:
start the game as ``drawgame`` does and print, as JSON, where its window and the parts a
player needs ended up. ``save W H X Y`` instead puts the window there and closes it, so the
settings keep that geometry (as a player's larger screen would leave it)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QRect, QRectF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from drawgame.app import parse_args
from drawgame.storage.settings import Settings
from drawgame.ui.table.table_scene import TABLE_HEIGHT
from drawgame.ui.windows.assembly import make_application, start_game
from drawgame.ui.windows.main_window import MainWindow

#: How often a wait below looks again (a turn of the event loop, not a wait in itself).
POLL_MS = 10


def wait_for(condition: Callable[[], bool], timeout_ms: int = 10_000) -> None:
    """Run the event loop until ``condition()``; at the timeout the report tells what is
    wrong."""
    clock = QElapsedTimer()
    clock.start()
    while not condition() and clock.elapsed() < timeout_ms:
        QTest.qWait(POLL_MS)


def _laid_out(window: MainWindow) -> bool:
    """The window is up, the deal is on the table or a question asks the player first
    (resume the saved match?), and the table has the view's shape."""
    viewport = window.table.viewport()
    asked = any(
        w.isVisible() and w is not window and w.isWindow() for w in QApplication.topLevelWidgets()
    )
    if not window.isVisible() or not (window.scene.hand_items() or asked):
        return False
    if viewport.height() <= 0:
        return False
    shape = max(TABLE_HEIGHT, TABLE_HEIGHT * viewport.width() / viewport.height())
    return abs(window.scene.sceneRect().width() - shape) < 0.5


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def _widget(w: QWidget) -> dict[str, object]:
    """Where ``w`` is on the screen and how much of it shows (its parents clip it)."""
    shown = w.visibleRegion().boundingRect()
    return {
        "rect": _rect(QRect(w.mapToGlobal(w.rect().topLeft()), w.size())),
        "visible": w.isVisible(),
        "whole": shown == w.rect(),
        "point_size": w.font().pointSizeF(),
    }


def main(settings_file: str, data_dir: str, *save: str) -> None:
    app = make_application()
    game = start_game(
        parse_args(["--seed", "5", "--data-dir", data_dir]), Settings(Path(settings_file))
    )
    window = game.window
    QTest.qWaitForWindowExposed(window)
    wait_for(lambda: _laid_out(window))
    if save:
        w, h, x, y = (int(v) for v in save)
        window.showNormal()
        window.setGeometry(x, y, w, h)
        wait_for(lambda: window.geometry() == QRect(x, y, w, h) and _laid_out(window))
        window.close()
        return
    view = window.table
    viewport = view.viewport()

    def item(rect: QRectF) -> dict[str, object]:
        local = view.mapFromScene(rect).boundingRect()
        return {
            "rect": _rect(QRect(viewport.mapToGlobal(local.topLeft()), local.size())),
            "visible": True,
            "whole": viewport.rect().contains(local),
        }

    hand = QRectF()
    for tile in window.scene.hand_items():
        hand = hand.united(tile.sceneBoundingRect())
    bar = window.turn_bar
    parts = {
        "hand": item(hand),
        "stock": item(window.scene.stock_item.sceneBoundingRect()),
        "status bar": _widget(window.statusBar()),
        "score sheet": _widget(window.score_view),
        "peg board": _widget(window.peg_board),
        "table": _widget(viewport),
    }
    for name, button in (("draw", bar.draw_button), ("hint", bar.hint_button)):
        parts[f"{name} button"] = _widget(button)
    screen = window.screen().availableGeometry()
    report = {
        "screen": _rect(screen),
        "frame": _rect(window.frameGeometry()),
        "maximized": window.isMaximized(),
        "normal": _rect(window.normalGeometry()),
        "parts": parts,
        "modal": [
            _rect(w.frameGeometry())
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and w is not window and w.isWindow()
        ],
    }
    print(json.dumps(report))
    window.close()
    del game
    app.quit()


if __name__ == "__main__":
    Path(sys.argv[1]).parent.mkdir(parents=True, exist_ok=True)
    main(*sys.argv[1:])
