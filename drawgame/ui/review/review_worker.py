"""The review's worker: :func:`drawgame.ai.review.review_match` for one player, hand after
hand, on a thread of its own, so the window stays responsive and can stop it at once.

Each hand is reviewed on its own (``review_match(record, [seat], hands=[hand])``) and
reported as soon as it is done, so a window keeps every (hand, seat) it has and never asks
for it twice. A hand's review is the very same as that hand's part of a review of the whole
match: each decision's analysis depends on its position alone, and the luck of a hand on
that hand's decisions alone.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PySide6.QtCore import QObject, QThread, Signal, Slot

from drawgame.ai.review import Review, ReviewCancelled
from drawgame.engine.record import MatchRecord


def decisions_in(record: MatchRecord, hands: Sequence[int], seat: int) -> int:
    """How many decisions ``seat`` made in ``hands`` (numbered from 1)."""
    return sum(
        1 for number in hands for who, _action in record.hands[number - 1].turns if who == seat
    )


class ReviewWorker(QObject):
    """Runs :func:`review_match` for one seat, one hand after another, on the worker
    thread."""

    #: token, decisions done, decisions in all
    progressed = Signal(int, int, int)
    #: token, hand, seat, the hand's :class:`~drawgame.ai.review.Review`
    reviewed = Signal(int, int, int, object)
    #: token, ``True`` once every hand asked for is reviewed (``None``: cancelled)
    finished = Signal(int, object)
    #: token, what went wrong (a record the window let through, which should not happen)
    failed = Signal(int, str)

    @Slot(int, object, object, int, int, object)
    def run(
        self,
        token: int,
        record: MatchRecord,
        hands: Sequence[int],
        seat: int,
        budget: int,
        cancel: threading.Event,
    ) -> None:
        from drawgame.ai.review import Options, review_match

        total = decisions_in(record, hands, seat)
        before = 0

        def progress(now: int, _all: int) -> None:
            self.progressed.emit(token, before + now, total)

        try:
            for hand in hands:
                review = review_match(
                    record,
                    [seat],
                    options=Options.for_budget(budget),
                    hands=[hand],
                    progress=progress,
                    cancelled=cancel.is_set,
                )
                before += decisions_in(record, [hand], seat)
                self.reviewed.emit(token, hand, seat, review)
        except ReviewCancelled:
            self.finished.emit(token, None)
        except Exception as error:  # a window must never die of an analysis
            self.failed.emit(token, str(error) or type(error).__name__)
        else:
            self.finished.emit(token, True)


class ReviewJobs(QObject):
    """The window's side of the worker: its thread, the job under way (hands and a seat),
    Cancel, and every (hand, seat) reviewed so far (``reviews``). ``reviewed(hand, seat)``
    as each hand is done, ``changed`` when a job starts, stops or fails, ``progressed(done,
    total)`` as it goes."""

    _start = Signal(int, object, object, int, int, object)
    reviewed = Signal(int, int)
    changed = Signal()
    progressed = Signal(int, int)

    def __init__(self, record: MatchRecord, budget: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.budget = budget
        self.reviews: dict[tuple[int, int], Review] = {}
        self.running = False
        self.cancelled = False
        self.failure = ""
        #: The hands and the seat of the job under way (or the last one).
        self.job: tuple[tuple[int, ...], int] = ((), -1)
        self._token = 0
        self._cancel = threading.Event()
        self.worker_thread = QThread(self)
        self.worker_thread.setObjectName("reviewThread")
        self.worker = ReviewWorker()
        self.worker.moveToThread(self.worker_thread)
        self._start.connect(self.worker.run)
        self.worker.progressed.connect(self._on_progress)
        self.worker.reviewed.connect(self._on_reviewed)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self.worker_thread.start()

    def coming(self, hand: int, seat: int) -> bool:
        """Whether the job under way will review ``hand`` for ``seat``."""
        hands, job_seat = self.job
        return self.running and job_seat == seat and hand in hands

    def run(self, hands: tuple[int, ...], seat: int) -> None:
        """Review ``hands`` for ``seat`` (a job under way is cancelled)."""
        self._cancel.set()
        self._token += 1
        self._cancel = threading.Event()
        self.running, self.cancelled, self.failure = True, False, ""
        self.job = (hands, seat)
        self.changed.emit()
        self._start.emit(self._token, self.record, hands, seat, self.budget, self._cancel)

    def cancel(self) -> None:
        """Stop the job; what is done stays."""
        if not self.running:
            return
        self._cancel.set()
        self._token += 1  # whatever the worker still says is about nothing asked
        self.running, self.cancelled = False, True
        self.changed.emit()

    def _on_progress(self, token: int, done: int, total: int) -> None:
        if token == self._token:
            self.progressed.emit(done, total)

    def _on_reviewed(self, token: int, hand: int, seat: int, review: object) -> None:
        if token == self._token and isinstance(review, Review):
            self.reviews[hand, seat] = review
            self.reviewed.emit(hand, seat)

    def _on_finished(self, token: int, result: object) -> None:
        if token == self._token:
            self.running = False
            self.cancelled = result is None
            self.changed.emit()

    def _on_failed(self, token: int, reason: str) -> None:
        if token == self._token:
            self.running, self.failure = False, reason
            self.changed.emit()

    def shutdown(self) -> None:
        """Stop the job and the thread."""
        self._cancel.set()
        self._token += 1
        self.running = False
        if self.worker_thread.isRunning():
            self.worker_thread.quit()
            self.worker_thread.wait(10000)
