"""Run by test_stats_dialog.py in a child process whose offscreen screen has a given size:
the Statistics dialog over the main window, every kind of row filled in (each strength,
short and long matches, take-backs and the tutor), in a language; prints, as JSON, how the
dialog and its table fit, and saves a picture of it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtWidgets import QAbstractScrollArea, QDialog

from drawgame.session.controller import MatchSetup
from drawgame.session.keeper import STATS_NAME
from drawgame.storage import Record, Statistics
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import build_game, make_application

from .._events import deliver_posted_events


def every_kind() -> Statistics:
    groups = []
    for players, strength in ((2, "easy"), (3, "medium"), (4, "hard"), (4, "mixed")):
        for target in (None, 31, 122):
            for take_backs, tutor in ((False, False), (True, False), (False, True), (True, True)):
                groups.append(
                    Record(
                        players,
                        strength,
                        1234,
                        1000,
                        200,
                        34,
                        98765,
                        54321,
                        12345,
                        188,
                        target,
                        take_backs,
                        tutor,
                    )
                )
    return Statistics(tuple(groups))


def main(folder: str, code: str, picture: str) -> None:
    make_application()
    data = Path(folder) / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / STATS_NAME).write_text(every_kind().to_json(), "utf-8")
    game = build_game(Settings(Path(folder) / "settings.json"), code, data)
    window = game.window
    game.keeper.start(MatchSetup("", ("greedy",), 1), ask=False)  # reads the statistics
    window.showMaximized()
    deliver_posted_events()
    window.actions_.statistics.trigger()
    dialog = window.findChild(QDialog, "statisticsDialog")
    assert dialog is not None
    deliver_posted_events()
    table = dialog.table
    assert isinstance(table, QAbstractScrollArea)
    screen = dialog.screen().availableGeometry()
    dialog.grab().save(picture)
    report = {
        "screen": [screen.width(), screen.height()],
        "dialog": [dialog.frameGeometry().width(), dialog.frameGeometry().height()],
        "sideways": table.horizontalScrollBar().isVisible(),
        "columns": table.horizontalHeader().length(),
        "room": table.viewport().width(),
        # Rows taller than one line: their opponents' text wrapped.
        "wrapped": sum(
            table.rowHeight(r) > table.verticalHeader().minimumSectionSize() + 4
            and table.rowHeight(r) > 1.5 * table.fontMetrics().height() + 8
            for r in range(table.rowCount())
        ),
        "inside": screen.contains(dialog.frameGeometry()),
    }
    print(json.dumps(report))
    window.close()
    game.keeper.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
