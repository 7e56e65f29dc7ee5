"""Waiting on Qt's own order of events, never on the clock."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer


def deliver_posted_events(rounds: int = 3) -> None:
    """Deliver every event Qt has posted (layout requests, LanguageChange, ...) and the
    events those post in turn: what a short ``qtbot.wait`` was hoped to do, without a
    time in it."""
    for _ in range(rounds):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def run_timers_due_within(qtbot, ms: int) -> None:
    """Drive the event loop until every timer started so far with at most ``ms`` to go
    has fired: a single-shot timer of ``ms + 20`` started now comes after them all (Qt
    fires due timers in the order of their deadlines), however busy the machine is.

    What should *not* have happened by then has had every chance to."""
    marker = QTimer()
    marker.setSingleShot(True)
    with qtbot.waitSignal(marker.timeout, timeout=max(10_000, 20 * ms)):
        marker.start(ms + 20)
