"""Run by test_practice_screens.py in a child process whose offscreen screen has a given
size: past matches kept, their mistakes found, then the Statistics' Progress tab, the
practice dialog (a move tried and judged) and a review window with its practice button,
in a language; prints, as JSON, how each fits the screen, and saves a picture of each."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import build_game, make_application

from .._events import deliver_posted_events
from ._practice import BUDGET, keep, short_record


def _fits(widget: QWidget) -> dict[str, object]:
    """Inside the screen; no button cut short; no text wider than its label."""
    screen = widget.screen().availableGeometry()
    cut = [
        b.text()
        for b in widget.findChildren(QAbstractButton)
        if b.isVisible() and b.text() and b.width() < b.minimumSizeHint().width() - 2
    ]
    wide = [
        label.objectName() or label.text()[:50]
        for label in widget.findChildren(QLabel)
        if label.isVisible()
        and not label.wordWrap()
        and label.width()
        < label.fontMetrics().horizontalAdvance(label.text().split("\n")[0].replace("&", "")) - 2
    ]
    return {
        "inside": screen.contains(widget.frameGeometry()),
        "cut": cut,
        "wide": wide,
        "size": [widget.width(), widget.height()],
    }


def _wait(app: QApplication, until) -> None:
    deadline = time.monotonic() + 120
    while not until() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)


def main(folder: str, code: str, pictures: str) -> None:
    app = make_application()
    data = Path(folder) / "data"
    keep(data, [short_record(3), short_record(2, "hard"), short_record(4, "medium")])
    game = build_game(Settings(Path(folder) / "settings.json"), code, data)
    window = game.window
    window.showMaximized()
    practice = window.practice_door.practice
    assert practice is not None
    practice.budget = BUDGET
    deliver_posted_events()
    report: dict[str, object] = {}
    stats = window.show_statistics()
    stats.tabs.setCurrentWidget(stats.progress_tab)
    stats.progress_tab.past.start_button.click()
    _wait(app, lambda: not practice.running)
    deliver_posted_events()
    report["statistics"] = _fits(stats)
    stats.grab().save(f"{pictures}-statistics.png")
    stats.close()
    dialog = window.practice_door.open_practice()
    deliver_posted_events()
    mistake = dialog.mistake
    dialog.choose(mistake.played)
    _wait(app, lambda: dialog.verdict is not None)
    deliver_posted_events()
    report["practice"] = _fits(dialog)
    report["list_sideways"] = dialog.positions.horizontalScrollBar().isVisible()
    dialog.grab().save(f"{pictures}-practice.png")
    dialog.close()
    records = window.records
    records.budget = BUDGET
    review = records.show_review(short_record(3), 1, 0)
    _wait(app, lambda: review.review() is not None)
    deliver_posted_events()
    report["review"] = _fits(review)
    report["review_button"] = review.practice_button.isVisible()
    review.grab().save(f"{pictures}-review.png")
    print(json.dumps(report))
    window.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
