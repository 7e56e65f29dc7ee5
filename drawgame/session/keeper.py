"""Keeping the match: it is written after every action, off the GUI thread, to the user's
data folder; at start an unfinished match is offered for resuming; finished matches go into
the statistics. A bad file is moved aside and play goes on; an unwritable folder is reported
once and play goes on (issue 7).

The keeper has no widgets and no sentences: whatever the player must be told or asked goes
out as a signal carrying facts (a :class:`Trouble`, a path, the technical detail), and
:mod:`drawgame.ui.windows.notices` puts them into words. One copy of the game at a time
keeps a data folder: the keeper holds a lock file there, and a second copy plays without
saving (issue 13). The lock's name is checked before Qt opens it (a FIFO would hang the
start, a garbage lock would never be taken over); a lock held by a program that is not the
game, or written on another computer, may be taken over by the player (issue 21).
"""

from __future__ import annotations

import enum
import os
import time
import uuid
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, Signal

import drawgame
from drawgame.engine import Match, SaveError, TakeBack
from drawgame.engine.guarded_json import NewerVersionError
from drawgame.engine.record import write_record
from drawgame.engine.seal import DealSeal
from drawgame.engine.tutor_warning import TutorWarning
from drawgame.session.controller import GameController, MatchSetup
from drawgame.session.shown_deals import ShownDeals
from drawgame.storage import (
    BackgroundWriter,
    SaveDocument,
    Skip,
    Statistics,
    StatsError,
    file_exists,
    folder_problem,
    load_save,
    move_aside,
    read_limited,
    remove_stale_temps,
    save_to_json,
)
from drawgame.storage.lockfile import LockHolder, clear_bad_lock, lock_holder
from drawgame.storage.records import (
    KEEP_RECORDS,
    RECORDS_FOLDER,
    game_record,
    prune_records,
    record_name,
)
from drawgame.storage.saves import MAX_SAVE_BYTES
from drawgame.storage.shown import SHOWN_NAME
from drawgame.storage.stats import MAX_STATS_BYTES

SAVE_NAME = "match.json"
STATS_NAME = "statistics.json"
LOCK_NAME = "drawgame.lock"
#: The longest a computer move waits for the previous state to be written.
MAX_BOT_WAIT_S = 1.0


class Trouble(enum.Enum):
    """What the player must be told about the data folder; the value names its message box."""

    #: The saved match comes from a newer version: kept as it is, nothing is saved.
    NEWER_SAVE = "newerSaveBox"
    #: The saved match could not be restored: a new match begins.
    RESTORE_FAILED = "restoreFailedBox"
    #: The folder cannot be written: play goes on unsaved (said once).
    CANNOT_SAVE = "cannotSaveBox"
    #: The statistics come from a newer version: kept as they are, not added to.
    NEWER_STATS = "newerStatsBox"
    #: The statistics could not be read: they start again from zero.
    STATS_UNREADABLE = "statsUnreadableBox"
    #: A finished match's record could not be written in the records folder; the match
    #: and the statistics were (said once, and not when :attr:`CANNOT_SAVE` was said).
    RECORD_NOT_KEPT = "recordNotKeptBox"


def default_data_dir() -> Path | None:
    """The user's data folder for this application, or None if the system has none."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else None


class MatchKeeper(QObject):
    """``MatchKeeper(controller, data_dir).start(setup)``: resume or begin, then keep.

    The keeper listens: whatever match the controller begins (:meth:`GameController.new_match`,
    the New match dialog, a rematch) or resumes, it saves after every change, counts in the
    statistics once over and keeps as a record. A new match gives up an unfinished one (not
    counted) and its save is replaced by the new match's."""

    #: The match was written (GUI thread).
    saved = Signal()
    #: A finished match's record was written: its path (GUI thread).
    recordKept = Signal(str)
    statisticsChanged = Signal()
    #: A saved unfinished match waits: ask whether to :meth:`resume` it or begin
    #: a new match (:meth:`GameController.new_match`).
    #: Arguments: the document and the set-up to start instead.
    resumeOffered = Signal(object, object)
    #: Something the player should know: a :class:`Trouble`, the folder it concerns and the
    #: technical detail (an error's own text, where a file was moved aside).
    warning = Signal(object, str, str)
    #: A file could not be written (every time; :attr:`warning` says it once).
    saveFailed = Signal()
    #: Another copy of the game keeps this data folder: this copy plays without saving.
    #: Arguments: the folder and the :class:`LockHolder` (for a program that is not the game,
    #: or another computer, the player may :meth:`take_over`).
    folderInUse = Signal(str, object)
    _failed = Signal(str, str)  # path, reason: from the writer thread
    _written = Signal(str)  # path: from the writer thread

    def __init__(
        self,
        controller: GameController,
        data_dir: Path | str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        folder = Path(data_dir) if data_dir is not None else default_data_dir()
        # No data folder at all: saving fails and the player is told once, like a full disk.
        self.folder = folder if folder is not None else Path(os.devnull) / "drawgame"
        self.save_path = self.folder / SAVE_NAME
        self.stats_path = self.folder / STATS_NAME
        #: Every finished match is kept here as a record; the newest ``keep_records`` stay.
        self.records_folder = self.folder / RECORDS_FOLDER
        self.keep_records = KEEP_RECORDS
        self.match_id = uuid.uuid4().hex
        self._resuming_id: str | None = None
        self._last: object | None = None
        self._told_cannot_save = False
        self._told_record_not_kept = False
        self._closed = False
        self._waiting_since: float | None = None
        self._failed.connect(self._on_failed)
        self._written.connect(self._on_written)
        self._writer = BackgroundWriter(
            on_error=lambda path, error: self._failed.emit(str(path), _reason(error)),
            on_written=lambda path, _seconds: self._written.emit(str(path)),
        )
        self._folder_in_use = False
        self._holder = LockHolder.GAME
        #: The match :meth:`start` was asked for while another copy keeps the folder: dealt
        #: once the player answers that question (:meth:`play_unsaved`, :meth:`take_over`).
        self._unsaved_setup: MatchSetup | None = None
        self._unusable: str | None = None  # why the folder cannot be used, if it cannot
        # Files a newer version of the game wrote: kept as they are, never written over.
        self._keep_save = self._keep_stats = False
        self._lock = self._take_lock()
        #: False when another copy keeps the folder, or it cannot be used: nothing is written.
        self.saving = self._lock is not None
        if self.saving:
            self._sweep()
        #: Read in :meth:`start`, once someone listens for the warning a bad file gives.
        self.statistics = Statistics()
        controller.matchStarted.connect(self._on_started)
        controller.changed.connect(self._on_changed)
        #: The journal of the commitments shown at the table, kept by the copy of the game
        #: that keeps the folder (a second copy touches none of its files).
        self.shown = ShownDeals(controller, self.folder / SHOWN_NAME, self, lambda: self.saving)
        controller.matchEnded.connect(self._on_match_ended)
        controller.bot_gate = self.ready
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    # -- the folder's lock ------------------------------------------------------------

    def _take_lock(self) -> QLockFile | None:
        problem = folder_problem(self.folder)
        if problem is not None:
            # A folder that cannot even be inspected: said at start, and play goes on.
            self._unusable = _reason(problem)
            return None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except (OSError, ValueError) as error:
            self._unusable = _reason(error)  # said at start, like a full disk
            return None
        lock_path = self.folder / LOCK_NAME
        # Before Qt opens it: a FIFO, a folder or a link there is moved aside, a lock that
        # cannot be read (empty, garbage) is stale and goes.
        problem = clear_bad_lock(lock_path)
        if problem is not None:
            self._unusable = _reason(problem)
            return None
        lock = QLockFile(str(lock_path))
        # A lock whose process is gone (a crash, a kill) is taken over at once; a live
        # copy keeps its lock however long it runs.
        lock.setStaleLockTime(0)
        if lock.tryLock(100):
            return lock
        if lock.error() == QLockFile.LockError.LockFailedError:
            self._folder_in_use = True
            self._holder = lock_holder(lock_path)
        else:
            self._unusable = f"{lock_path}: {lock.error().name}"
        return None

    def _sweep(self) -> None:
        # Only the copy that holds the lock may sweep: another copy's temporary file
        # could be in the middle of a save.
        for path in (self.save_path, self.stats_path):
            remove_stale_temps(path)

    @property
    def folder_in_use(self) -> bool:
        """True when another copy of the game holds this data folder."""
        return self._folder_in_use

    @property
    def lock_holder(self) -> LockHolder:
        """Who holds the folder's lock when :attr:`folder_in_use`."""
        return self._holder

    def take_over(self) -> bool:
        """The player's answer for a lock held by another program or another computer:
        remove that lock and take it, then keep the folder as at start (the saved match is
        offered, the match in play is saved). False if the lock could not be taken; the
        player is then told the game cannot save."""
        if not self._folder_in_use or self._closed:
            return False
        lock_path = self.folder / LOCK_NAME
        problem = clear_bad_lock(lock_path)
        lock = QLockFile(str(lock_path))
        lock.setStaleLockTime(0)
        removed = problem is None and (lock.removeStaleLockFile() or not file_exists(lock_path))
        if removed and lock.tryLock(100):
            self._lock, self._folder_in_use, self.saving = lock, False, True
            self._sweep()
            self._keep_again()
            return True
        reason = _reason(problem) if problem is not None else f"{lock_path}: {lock.error().name}"
        self._on_failed(str(self.save_path), reason)
        return False

    def _keep_again(self) -> None:
        """Having taken the lock after start: read the folder's files, offer the saved
        match, or save the match in play."""
        self.statistics = self._load_statistics()
        self.statisticsChanged.emit()
        doc = self.load()
        if doc is not None and doc.match.is_over:
            self._record(doc.match_id, doc)
            doc = None
        held, self._unsaved_setup = self._unsaved_setup, None
        if doc is not None:
            # A new match instead: the one start() held back (not dealt yet), else the
            # choices of the one in play, not its shuffle.
            self.resumeOffered.emit(doc, held or self.controller.setup.again())
            return
        if held is not None:
            self.controller.new_match(held)  # taken over before the held match was dealt
            return
        self._last = None
        self._on_changed()

    # -- starting ---------------------------------------------------------------------

    def start(self, setup: MatchSetup, ask: bool = True) -> None:
        """Resume the unfinished match (offering it first if ``ask``), else start ``setup``."""
        self.statistics = self._load_statistics()
        self.statisticsChanged.emit()
        if self.folder_in_use:
            # Another copy plays the saved match; this one must not touch it. Nothing is
            # dealt (no computer seat opens) until the player has answered the question.
            self._unsaved_setup = setup
            self.folderInUse.emit(str(self.folder), self._holder)
            return
        if self._unusable is not None:
            self._on_failed(str(self.save_path), self._unusable)
            self.controller.new_match(setup)
            return
        doc = self.load()
        if doc is not None and doc.match.is_over:
            # Finished but perhaps not counted yet (a crash at the end): count it once.
            self._record(doc.match_id, doc)
            doc = None
        if doc is None:
            self.controller.new_match(setup)
        elif ask:
            self.resumeOffered.emit(doc, setup)
        else:
            self.resume(doc)

    def play_unsaved(self) -> None:
        """The player's answer "play without saving" (or a take-over that failed): deal
        the match :meth:`start` held back while another copy keeps the folder."""
        setup, self._unsaved_setup = self._unsaved_setup, None
        if setup is not None and not self._closed:
            self.controller.new_match(setup)

    def load(self) -> SaveDocument | None:
        """The saved match, or None; a bad file is moved aside and the player told."""
        try:
            data = read_limited(self.save_path, MAX_SAVE_BYTES)
            if data is None:
                return None
            from drawgame.ai import BOTS

            return load_save(data, known_opponents=BOTS.keys())
        except NewerVersionError as error:
            self._keep_save = True
            self._warn(Trouble.NEWER_SAVE, _reason(error))
            return None
        except (SaveError, OSError, ValueError) as error:
            self._restore_failed(_reason(error))
            return None

    def resume(self, doc: SaveDocument) -> None:
        setup = MatchSetup(
            doc.player_name,
            doc.opponents,
            doc.seed,
            doc.match.rules,
            doc.take_backs_allowed,
        )
        self._resuming_id = doc.match_id
        try:
            self.controller.resume(
                doc.match,
                setup,
                doc.rng_state,
                doc.take_backs,
                doc.seals,
                doc.tutor,
                doc.tutor_warnings,
            )
        except Exception as error:  # a document the checks let through must not stop play
            self._resuming_id = None
            self._restore_failed(_reason(error))
            self.controller.new_match(
                MatchSetup(doc.player_name, doc.opponents, None, setup.rules, setup.take_backs)
            )

    def _restore_failed(self, reason: str) -> None:
        kept = move_aside(self.save_path) if self.saving and file_exists(self.save_path) else None
        detail = reason if kept is None else f"{reason}\n{kept}"
        self._warn(Trouble.RESTORE_FAILED, detail)

    # -- saving -----------------------------------------------------------------------

    def _on_started(self) -> None:
        self.match_id = self._resuming_id or uuid.uuid4().hex
        self._resuming_id = None
        self._last = None

    def _on_changed(self) -> None:
        c = self.controller
        match = c.match
        # The same match is saved again only when the tutor was turned on in it.
        last = (match, c.tutor_used)
        same = isinstance(self._last, tuple) and self._last[0] is match and self._last[1] == last[1]
        if match is None or same or self._closed or not self.saving:
            return
        if self._keep_save:
            return
        self._last = last
        setup = c.setup
        try:
            doc = SaveDocument(
                match,
                setup.player_name,
                setup.opponents,
                self.match_id,
                setup.seed,
                c.rng_state,
                setup.take_backs,
                c.take_backs,
                c.seals,
                c.tutor_used,
                c.tutor_warnings,
            )
        except ValueError:
            return  # a practice position with a set-up that does not fit: nothing to keep

        def job() -> bytes:
            # Serialised on the writer thread: the GUI thread only hands over the match.
            try:
                return save_to_json(doc).encode("utf-8")
            except ValueError:
                raise Skip from None  # a practice position does not start from a deal

        self._writer.submit(self.save_path, job)

    def ready(self) -> bool:
        """True once the last state is on disk: computer players wait for it, so a kill
        loses at most the move in flight. A disk that hangs does not stop the game."""
        if self._closed or self._writer.idle:
            self._waiting_since = None
            return True
        now = time.monotonic()
        if self._waiting_since is None:
            self._waiting_since = now
        if now - self._waiting_since > MAX_BOT_WAIT_S:
            self._waiting_since = None
            return True
        return False

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every file is written (tests, and closing the window)."""
        done = self._writer.flush(timeout)
        QCoreApplication.sendPostedEvents(self)
        return done

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._writer.close(3.0)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _on_written(self, path: str) -> None:
        if path == str(self.save_path):
            self.saved.emit()
        elif Path(path).parent == self.records_folder:
            self.recordKept.emit(path)

    def _on_failed(self, path: str, reason: str) -> None:
        if Path(path).parent == self.records_folder:
            # Only the record is missing: the save and the statistics are other files,
            # and a later failure of theirs is still said.
            if not (self._told_cannot_save or self._told_record_not_kept):
                self._told_record_not_kept = True
                self._warn(Trouble.RECORD_NOT_KEPT, reason, self.records_folder)
            return
        self.saveFailed.emit()
        if self._told_cannot_save:
            return
        self._told_cannot_save = True
        self._warn(Trouble.CANNOT_SAVE, reason, Path(path).parent)

    # -- statistics -------------------------------------------------------------------

    def _read_statistics(self) -> Statistics:
        data = read_limited(self.stats_path, MAX_STATS_BYTES)
        return Statistics() if data is None else Statistics.from_json(data)

    def _load_statistics(self) -> Statistics:
        if self._unusable is not None:
            return Statistics()  # the folder's problem is said once, as "cannot save"
        try:
            return self._read_statistics()
        except NewerVersionError as error:
            self._keep_stats = True
            self._warn(Trouble.NEWER_STATS, _reason(error))
            return Statistics()
        except (StatsError, OSError, ValueError) as error:
            kept = (
                move_aside(self.stats_path)
                if self.saving and file_exists(self.stats_path)
                else None
            )
            detail = _reason(error) if kept is None else f"{_reason(error)}\n{kept}"
            self._warn(Trouble.STATS_UNREADABLE, detail)
            return Statistics()

    def _on_match_ended(self, _result: object) -> None:
        match = self.controller.match
        if match is None or match.result is None:
            return
        setup = self.controller.setup
        if len(setup.opponents) != match.players - 1:
            return
        take_backs = self.controller.take_backs
        doc = SaveDocument(
            match,
            setup.player_name,
            setup.opponents,
            self.match_id,
            take_backs=take_backs,
            tutor=self.controller.tutor_used,
        )
        self._record(self.match_id, doc)
        self._keep_record(
            match,
            setup.player_name,
            setup.opponents,
            setup.seed,
            take_backs,
            self.controller.seals,
            self.controller.tutor_warnings,
        )

    def _keep_record(
        self,
        match: Match,
        name: str,
        opponents: tuple[str, ...],
        seed: int | None,
        take_backs: tuple[TakeBack, ...] = (),
        seals: tuple[DealSeal | None, ...] = (),
        tutor_warnings: tuple[TutorWarning, ...] = (),
    ) -> None:
        """The finished match as a record in the records folder (only by the copy that
        holds the folder's lock); older records beyond :attr:`keep_records` go."""
        if not self.saving:
            return
        folder, keep = self.records_folder, self.keep_records
        path = folder / record_name(self.match_id)

        def job() -> bytes:
            # On the writer thread: the record is built, checked and written there.
            try:
                record = game_record(
                    match,
                    name,
                    opponents,
                    seed,
                    drawgame.__version__,
                    take_backs=take_backs,
                    seals=seals,
                    tutor_warnings=tutor_warnings,
                )
                text = write_record(record)
            except ValueError:
                raise Skip from None  # a practice position does not start from a deal
            prune_records(folder, max(0, keep - 1))
            return text.encode("utf-8")

        self._writer.submit(path, job)

    def _record(self, match_id: str, doc: SaveDocument) -> None:
        if not self.saving or self._keep_stats:
            # Another copy keeps the statistics, or a newer version wrote them: not ours.
            return
        # Read, add, write under the folder's lock: what is on disk is the truth.
        try:
            current = self._read_statistics()
        except (StatsError, OSError, ValueError):
            current = self.statistics
        stats = current.add_match(
            match_id, doc.match, doc.opponents, bool(doc.take_backs), doc.tutor
        )
        if stats is not current or current != self.statistics:
            self._set_statistics(stats)

    def reset_statistics(self) -> None:
        # The identities stay, so a finished match resumed later is not counted again.
        self._set_statistics(Statistics((), self.statistics.recorded))

    def _set_statistics(self, stats: Statistics) -> None:
        self.statistics = stats
        if self.saving and not self._keep_stats:
            text = stats.to_json().encode("utf-8")
            self._writer.submit(self.stats_path, lambda: text)
        self.statisticsChanged.emit()

    def _warn(self, trouble: Trouble, detail: str, folder: Path | None = None) -> None:
        self.warning.emit(trouble, str(folder if folder is not None else self.folder), detail)


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        where = f": {error.filename}" if error.filename else ""
        return f"{error.strerror}{where}"
    return str(error) or type(error).__name__
