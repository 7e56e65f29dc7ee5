"""A review window on a finished two-player match, its first hand analysed with a small
budget (the same every run: the analysis is seeded from the position and the options)."""

from __future__ import annotations

from drawgame.engine.record import MatchRecord
from drawgame.storage.records import game_record
from drawgame.ui.review.review_window import ReviewWindow

from ...storage._saves import finished

#: Deals per decision: small, for speed.
BUDGET = 40


def record() -> MatchRecord:
    return game_record(finished(2, 9), "", ("easy",))


def open_review(qtbot, hand: int = 1, seat: int = 0, size=(1280, 800)) -> ReviewWindow:
    window = ReviewWindow(record(), hand, seat, budget=BUDGET)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.running, timeout=60000)
    assert window.review() is not None
    return window


def find_reviewed(qtbot, wanted, size=(1280, 800)):
    """The first hand of the record (seat 0's, then seat 1's) whose review has decisions
    that ``wanted`` (a function of the list of decisions) accepts: the window and what
    ``wanted`` returned. Searching keeps the tests from naming a turn that an analysis
    change would move."""
    for seat in (0, 1):
        for hand in range(1, len(record().hands) + 1):
            window = open_review(qtbot, hand=hand, seat=seat, size=size)
            found = wanted(list(window.review().decisions))
            if found:
                return window, found
            window.close()
    raise AssertionError("no hand of the record has what the test needs")
