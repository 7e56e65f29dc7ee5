"""A third yardstick for the game's start-up: the game's own table and nothing else, the
least a first frame of the game can be (issue 23).

    QT_QPA_PLATFORM=offscreen python benchmarks/table_alone.py [--check]

The table (scene, view, tiles, seat panels, stock) with a hand dealt by the engine, the turn
bar under it, a menu bar of five empty menus and a status line: no docks (score sheet, move
log, peg board), no menu items, no controller, settings, catalogues or saved match. A
window that showed this first and built the rest after its first frame would start no
faster than this. It prints, in the words ``drawgame --check`` uses, how long after the
process's start its first frame was grabbed.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from bare_window import first_frame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The engine before PySide6, as the game imports it (drawgame/qt_free.py).
    from drawgame.engine import Match  # noqa: I001
    from PySide6.QtWidgets import QApplication, QMainWindow, QVBoxLayout, QWidget

    from drawgame.ui.panels.turn_bar import TurnBar, TurnBarState
    from drawgame.ui.table.seat_panel import SeatInfo
    from drawgame.ui.table.table_scene import TableScene
    from drawgame.ui.table.table_state import TableState
    from drawgame.ui.table.table_view import TableView

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    for title in ("&Game", "&Play", "&View", "&Settings", "&Help"):
        window.menuBar().addMenu(title)
    scene = TableScene(window)
    table = TableView(scene)
    bar = TurnBar()
    central = QWidget()
    column = QVBoxLayout(central)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(table, 1)
    column.addWidget(bar)
    window.setCentralWidget(central)
    hand = Match.new(2, random.Random(20240607)).hand
    seats = tuple(
        SeatInfo(
            seat=seat,
            name=("You", "Computer")[seat],
            detail=f"{hand.hand_sizes[seat]} tiles · 0 points",
            hand_size=hand.hand_sizes[seat],
            revealed=None,
            thinking=False,
            to_move=hand.current == seat,
            winner=False,
        )
        for seat in range(2)
    )
    mine = hand.current == 0
    scene.show_state(TableState(hand.view(0), seats, mine, "Your turn"))
    bar.show_state(TurnBarState("Your turn", mine=mine))
    window.statusBar().showMessage("Your turn")
    return first_frame(app, window, "table alone")


if __name__ == "__main__":
    sys.exit(main())
