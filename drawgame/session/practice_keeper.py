"""Keeping the practice book (:mod:`drawgame.storage.practice`) in the data folder: read
at start, written atomically off the GUI thread after every change, fed by the review
windows' reviews and by reviews of past matches made here on a thread of its own.

A book that cannot be read is moved aside (kept for inspection) and the practice starts
again: the match records, the statistics and the save are other files and are never
touched. A book written by a newer version is kept as it is and never written over. What
went wrong is kept as :attr:`PracticeKeeper.problem` (facts, no sentences) for the window
to say.
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from drawgame.ai.verdict import DEFAULT_BUDGET
from drawgame.engine.guarded_json import NewerVersionError
from drawgame.engine.record import MatchRecord
from drawgame.storage.atomic import BackgroundWriter, file_exists, move_aside, read_limited
from drawgame.storage.practice import (
    FILE_NAME,
    MAX_PRACTICE_BYTES,
    HandFigures,
    MatchEntry,
    Mistake,
    PracticeBook,
    PracticeError,
)

__all__ = ["PastWorker", "PracticeKeeper", "PracticeTrouble"]


class PracticeTrouble(enum.Enum):
    """What the window says about the practice book."""

    #: The file could not be read: moved aside, the practice starts again.
    UNREADABLE = "unreadable"
    #: The file comes from a newer version: kept as it is, nothing is added.
    NEWER = "newer"
    #: The file could not be written (said once).
    CANNOT_SAVE = "cannot_save"


class PastWorker(QObject):
    """Reviews past matches' hands not in the book yet, one hand at a time, on the
    keeper's thread."""

    #: token, hands done, hands to do
    progressed = Signal(int, int, int)
    #: token, a new match's :class:`MatchEntry`
    found = Signal(int, object)
    #: token, a hand's :class:`HandFigures` and its mistakes
    harvested = Signal(int, object, object)
    #: token, True when done (None: cancelled)
    finished = Signal(int, object)

    @Slot(int, object, object, int, object)
    def run(
        self,
        token: int,
        paths: Sequence[Path],
        done: frozenset[str],
        budget: int,
        cancel: threading.Event,
    ) -> None:
        from drawgame.ai.review import ReviewCancelled
        from drawgame.session import practice_harvest as harvest
        from drawgame.storage.records import RecordFileError, load_record_file

        work: list[tuple[MatchRecord, int, int]] = []
        for path in paths:
            try:
                record = load_record_file(path)
            except RecordFileError:
                continue  # a record the game cannot read is no match of the player's
            seat = harvest.human_seat(record)
            if seat is None:
                continue
            entry = harvest.match_entry(path, record, seat)
            self.found.emit(token, entry)
            work += [(record, n, seat) for n, key in enumerate(entry.hands, 1) if key not in done]
        self.progressed.emit(token, 0, len(work))
        for number, (record, hand, seat) in enumerate(work, 1):
            try:
                if cancel.is_set():
                    raise ReviewCancelled()
                figures, mistakes = harvest.past_hand(
                    record, hand, seat, budget, cancelled=cancel.is_set
                )
            except ReviewCancelled:
                self.finished.emit(token, None)
                return
            except Exception:  # a hand the analysis refuses is left out, not the rest
                continue
            self.harvested.emit(token, figures, mistakes)
            self.progressed.emit(token, number, len(work))
        self.finished.emit(token, True)


class PracticeKeeper(QObject):
    """The practice book of the data folder ``folder`` (``None``: kept in memory only),
    with the past matches of ``records_folder`` to review. ``saving`` False: another copy
    of the game keeps the folder, nothing is written."""

    #: The book changed (a position added or solved, a hand's figures).
    changed = Signal()
    #: Past matches' hands reviewed so far, of how many.
    progressed = Signal(int, int)
    #: The review of past matches started or stopped.
    runningChanged = Signal()
    #: A problem the window should say now (a :class:`PracticeTrouble`, the detail).
    troubled = Signal(object, str)
    _start = Signal(int, object, object, int, object)
    _failed = Signal(str)
    _read = Signal()  # the book was read, on the reading thread

    def __init__(
        self,
        folder: Path | None,
        records_folder: Path | None = None,
        saving: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = None if folder is None else folder / FILE_NAME
        self.records_folder = records_folder
        self.saving = saving and self.path is not None
        #: Sampled deals per decision of the reviews made here (the review window's).
        self.budget = DEFAULT_BUDGET
        self._problem: tuple[PracticeTrouble, str] | None = None
        self.running = False
        self._told_cannot_save = False
        self._token = 0
        self._cancel = threading.Event()
        self._thread: QThread | None = None
        self.worker: PastWorker | None = None
        self._failed.connect(self._on_failed)
        self._writer = BackgroundWriter(on_error=lambda _p, e: self._failed.emit(_detail(e)))
        # Read on a thread of its own: a full book takes a fifth of a second to check,
        # which the window's first frame does not wait for (the count comes with changed).
        self._book = PracticeBook()
        self._ready = threading.Event()
        self._read.connect(self.changed)
        threading.Thread(target=self._read_book, name="practice-read", daemon=True).start()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- the file ---------------------------------------------------------------------

    @property
    def book(self) -> PracticeBook:
        """The book (once read: asked for before, it waits for the reading)."""
        self._ready.wait()
        return self._book

    @book.setter
    def book(self, book: PracticeBook) -> None:
        self._ready.wait()
        self._book = book

    @property
    def problem(self) -> tuple[PracticeTrouble, str] | None:
        """What went wrong with the file, if anything: the trouble and its detail."""
        self._ready.wait()
        return self._problem

    def _read_book(self) -> None:
        try:
            self._book = self._load()
        finally:
            self._ready.set()
        self._read.emit()

    def _load(self) -> PracticeBook:
        if self.path is None:
            return PracticeBook()
        try:
            data = read_limited(self.path, MAX_PRACTICE_BYTES)
            return PracticeBook() if data is None else PracticeBook.from_json(data)
        except NewerVersionError as error:
            self.saving = False  # a newer game's file: never written over
            self._problem = (PracticeTrouble.NEWER, _detail(error))
        except (PracticeError, OSError, ValueError) as error:
            kept = move_aside(self.path) if self.saving and file_exists(self.path) else None
            detail = _detail(error) if kept is None else f"{_detail(error)}\n{kept}"
            self._problem = (PracticeTrouble.UNREADABLE, detail)
        return PracticeBook()

    def _set(self, book: PracticeBook) -> None:
        if book == self.book:
            return
        self._book = book
        if self.saving and self.path is not None:
            text = book.to_json().encode("utf-8")
            self._writer.submit(self.path, lambda: text)
        self.changed.emit()

    def _on_failed(self, detail: str) -> None:
        if not self._told_cannot_save:
            self._told_cannot_save = True
            self._problem = (PracticeTrouble.CANNOT_SAVE, detail)
            self.troubled.emit(PracticeTrouble.CANNOT_SAVE, detail)

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until the book is written (tests, closing)."""
        done = self._writer.flush(timeout)
        QCoreApplication.sendPostedEvents(self)
        return done

    # -- the book ---------------------------------------------------------------------

    @property
    def unsolved(self) -> int:
        """How many positions are left to solve."""
        return len(self.book.unsolved)

    def solve(self, key: str) -> None:
        """The position ``key`` was solved: remembered."""
        self._set(self.book.solve(key))

    def restate(self, newer: Mistake) -> None:
        """The kept position ``newer.key`` judged again (by a newer analysis): its figures
        are ``newer``'s."""
        self._set(self.book.restate(newer))

    def add_hand(self, figures: HandFigures, mistakes: Sequence[Mistake]) -> None:
        self._set(self.book.add_hand(figures, mistakes))

    def add_review(
        self, record: MatchRecord, review: object, hand: int, seat: int, budget: int
    ) -> None:
        """A review window reviewed ``hand`` for ``seat`` with ``budget`` (``review``: a
        :class:`~drawgame.ai.review.Review`): the player's own decisions go into the
        book."""
        from drawgame.ai.review import Review
        from drawgame.session import practice_harvest as harvest

        if not isinstance(review, Review) or harvest.human_seat(record) != seat:
            return
        self.add_hand(*harvest.lessons(record, review, hand, seat, budget))

    # -- past matches -----------------------------------------------------------------

    def past_records(self) -> list[Path]:
        """The records the game kept, newest first (the recent progress shows first)."""
        if self.records_folder is None:
            return []
        from drawgame.storage.records import kept_records

        return kept_records(self.records_folder)[::-1]

    def analyse_past(self) -> bool:
        """Review the kept matches' hands not in the book yet, on the keeper's thread;
        False if there is nothing to review."""
        paths = self.past_records()
        if not paths:
            return False
        self._cancel.set()
        self._cancel = threading.Event()
        self._token += 1
        if self._thread is None:
            self._thread = QThread(self)
            self._thread.setObjectName("practiceThread")
            self.worker = PastWorker()
            self.worker.moveToThread(self._thread)
            self._start.connect(self.worker.run)
            self.worker.progressed.connect(self._on_progress)
            self.worker.found.connect(self._on_found)
            self.worker.harvested.connect(self._on_harvested)
            self.worker.finished.connect(self._on_finished)
        if not self._thread.isRunning():
            self._thread.start()
        self.running = True
        self.runningChanged.emit()
        done = frozenset(h.key for h in self.book.hands)
        self._start.emit(self._token, paths, done, self.budget, self._cancel)
        return True

    def cancel(self) -> None:
        """Stop reviewing past matches; what is done stays."""
        self._cancel.set()
        self._token += 1
        if self.running:
            self.running = False
            self.runningChanged.emit()

    def _on_progress(self, token: int, done: int, total: int) -> None:
        if token == self._token:
            self.progressed.emit(done, total)

    def _on_found(self, token: int, entry: object) -> None:
        if token == self._token and isinstance(entry, MatchEntry):
            self._set(self.book.add_match(entry))

    def _on_harvested(self, token: int, figures: object, mistakes: object) -> None:
        if token == self._token and isinstance(figures, HandFigures):
            found = mistakes if isinstance(mistakes, tuple) else ()
            self.add_hand(figures, [m for m in found if isinstance(m, Mistake)])

    def _on_finished(self, token: int, _result: object) -> None:
        if token == self._token:
            self.running = False
            self.runningChanged.emit()

    def shutdown(self) -> None:
        """Stop the thread and write what is pending."""
        self._cancel.set()
        self._token += 1
        self.running = False
        if self._thread is not None and self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(10000)
        self._writer.close(3.0)


def _detail(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        where = f": {error.filename}" if error.filename else ""
        return f"{error.strerror}{where}"
    return str(error) or type(error).__name__
