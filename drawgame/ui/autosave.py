"""Autosave and resume: the match in progress is written after every action, off the GUI
thread, to the user's data folder; on start an unfinished match is offered for resuming.
Finished matches go into the statistics. A bad file is moved aside and play goes on; an
unwritable folder is reported once and play goes on (issue 7).
"""

from __future__ import annotations

import hashlib
import os
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from drawgame.engine import SaveError
from drawgame.engine.guarded_json import NewerVersionError
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
from drawgame.storage.saves import MAX_SAVE_BYTES
from drawgame.storage.stats import MAX_STATS_BYTES

from .controller import MatchSetup
from .text import fill

if TYPE_CHECKING:
    from .main_window import MainWindow

SAVE_NAME = "match.json"
STATS_NAME = "statistics.json"
#: Test hook: a file to which every state reached ("R <hash>") and every state about to
#: become the saved one ("W <hash>") is appended; the kill test reads it.
STATE_LOG_ENV = "DRAWGAME_STATE_LOG"
#: The longest a computer move waits for the previous state to be written.
MAX_BOT_WAIT_S = 1.0


def default_data_dir() -> Path | None:
    """The user's data folder for this application, or None if the system has none."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else None


def state_hash(match_json: str | bytes) -> str:
    """A short fingerprint of a match document (what the kill test compares)."""
    data = match_json.encode() if isinstance(match_json, str) else match_json
    return hashlib.sha256(data).hexdigest()[:20]


def _match_part(save_bytes: bytes) -> bytes:
    # save_to_json() ends with ,"match":<the engine's document>}; JSON escapes the quotes
    # of any string value, so the first ,"match": is the key.
    return save_bytes.split(b',"match":', 1)[1][:-1]


class AutoSave(QObject):
    """Attached to a :class:`MainWindow`: ``AutoSave(window, data_dir).start(setup)``."""

    #: The match was written (GUI thread); for tests and the status bar.
    saved = Signal()
    statisticsChanged = Signal()
    _failed = Signal(str, str)  # path, reason: from the writer thread
    _written = Signal(str)  # path: from the writer thread

    def __init__(self, window: MainWindow, data_dir: Path | str | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        folder = Path(data_dir) if data_dir is not None else default_data_dir()
        # No data folder at all: saving fails and the player is told once, like a full disk.
        self.folder = folder if folder is not None else Path(os.devnull) / "drawgame"
        self.save_path = self.folder / SAVE_NAME
        self.stats_path = self.folder / STATS_NAME
        #: GUI-thread milliseconds per autosave (what the player could feel) ...
        self.gui_ms: list[float] = []
        #: ... and the writer thread's milliseconds per file (serialise, fsync, replace).
        self.write_ms: list[float] = []
        self.notices: list[QMessageBox] = []
        self.match_id = uuid.uuid4().hex
        self._resuming_id: str | None = None
        self._last: object | None = None
        self._told_cannot_save = False
        self._closed = False
        # A folder that cannot even be inspected: said once, and play goes on unsaved.
        self._unusable = folder_problem(self.folder)
        # Files a newer version of the game wrote: kept as they are, never written over.
        self._keep_save = self._keep_stats = False
        self._log_fd = self._open_state_log()
        for path in (self.save_path, self.stats_path):
            remove_stale_temps(path)
        self._failed.connect(self._on_failed)
        self._written.connect(self._on_written)
        if self._unusable is not None:
            self._on_failed(str(self.save_path), _reason(self._unusable))
        self._writer = BackgroundWriter(
            on_error=lambda path, error: self._failed.emit(str(path), _reason(error)),
            on_written=self._note_written,
            before_replace=self._before_replace,
        )
        self.statistics = self._load_statistics()
        c = self.controller
        c.matchStarted.connect(self._on_started)
        c.changed.connect(self._on_changed)
        c.matchEnded.connect(self._on_match_ended)
        c.bot_gate = self.ready
        self._waiting_since: float | None = None
        window.autosave = self  # type: ignore[attr-defined]
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    # -- starting ---------------------------------------------------------------------

    def start(self, setup: MatchSetup, ask: bool = True) -> None:
        """Resume the unfinished match (asking first if ``ask``), else start ``setup``."""
        doc = self.load()
        if doc is not None and doc.match.is_over:
            # Finished but perhaps not counted yet (a crash at the end): count it once.
            self._record(doc.match_id, doc)
            doc = None
        if doc is None:
            self.window.start_match(setup)
            return
        if not ask:
            self.resume(doc)
            return
        match = doc.match
        box = QMessageBox(self.window)
        box.setObjectName("resumeBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unfinished match"))
        scores = " – ".join(str(s) for s in match.scores)
        box.setText(
            fill(
                self.tr("You have an unfinished match (hand %1, scores %2). Resume it?"),
                match.hand_number,
                scores,
            )
        )
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(self.tr("&New match"), QMessageBox.ButtonRole.RejectRole)
        resume.setObjectName("resumeButton")
        new.setObjectName("newMatchButton")
        box.setDefaultButton(resume)
        # Escape must not throw a match away.
        box.setEscapeButton(resume)

        def answered() -> None:
            if box.clickedButton() is new:
                self.window.start_match(setup)
            else:
                self.resume(doc)

        box.finished.connect(answered)
        self.resume_box = box
        box.open()

    def load(self) -> SaveDocument | None:
        """The saved match, or None; a bad file is moved aside and the player told."""
        if self._unusable is not None:
            return None
        try:
            data = read_limited(self.save_path, MAX_SAVE_BYTES)
            if data is None:
                return None
            from drawgame.ai import BOTS

            return load_save(data, known_opponents=BOTS.keys())
        except NewerVersionError as error:
            self._keep_save = True
            self._notice(
                "newerSaveBox",
                self.tr(
                    "The saved match comes from a newer version of the game, so it is kept "
                    "as it is and matches played now are not saved."
                ),
                _reason(error),
            )
            return None
        except (SaveError, OSError) as error:
            self._restore_failed(_reason(error))
            return None

    def resume(self, doc: SaveDocument) -> None:
        setup = MatchSetup(doc.player_name, doc.opponents, doc.seed)
        self._resuming_id = doc.match_id
        try:
            self.controller.resume(doc.match, setup, doc.rng_state)
        except Exception as error:  # a document the checks let through must not stop play
            self._resuming_id = None
            self._restore_failed(_reason(error))
            self.window.start_match(MatchSetup(doc.player_name, doc.opponents))

    def _restore_failed(self, reason: str) -> None:
        kept = move_aside(self.save_path) if file_exists(self.save_path) else None
        detail = reason if kept is None else f"{reason}\n{kept}"
        self._notice(
            "restoreFailedBox",
            self.tr("The saved match could not be restored, so a new match begins."),
            detail,
        )

    # -- saving -----------------------------------------------------------------------

    def _on_started(self) -> None:
        self.match_id = self._resuming_id or uuid.uuid4().hex
        self._resuming_id = None
        self._last = None

    def _on_changed(self) -> None:
        start = time.perf_counter()
        c = self.controller
        match = c.match
        if match is None or match is self._last or self._closed or self._keep_save:
            return
        self._last = match
        setup = c.setup
        try:
            doc = SaveDocument(
                match, setup.player_name, setup.opponents, self.match_id, setup.seed, c.rng_state
            )
        except ValueError:
            return  # a practice position with a set-up that does not fit: nothing to keep
        if self._log_fd is not None:
            self._log("R", state_hash(match.to_json()))

        def job() -> bytes:
            # Serialised on the writer thread: the GUI thread only hands over the match.
            try:
                return save_to_json(doc).encode("utf-8")
            except ValueError:
                raise Skip from None  # a practice position does not start from a deal

        self._writer.submit(self.save_path, job)
        self.gui_ms.append((time.perf_counter() - start) * 1000)

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
        if self._log_fd is not None:
            os.close(self._log_fd)
            self._log_fd = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self._writer.flush(3.0)
        return super().eventFilter(watched, event)

    def _note_written(self, path: Path, seconds: float) -> None:
        self.write_ms.append(seconds * 1000)  # list.append is atomic: fine from the thread
        self._written.emit(str(path))

    def _on_written(self, path: str) -> None:
        if path == str(self.save_path):
            self.saved.emit()

    def _on_failed(self, path: str, reason: str) -> None:
        self.window.statusBar().showMessage(self.tr("The game cannot save."), 8000)
        if self._told_cannot_save:
            return
        self._told_cannot_save = True
        self._notice(
            "cannotSaveBox",
            fill(
                self.tr(
                    "The game cannot save in %1, so play goes on but will not be kept "
                    "if the game is closed."
                ),
                Path(path).parent,
            ),
            reason,
        )

    # -- statistics -------------------------------------------------------------------

    def _load_statistics(self) -> Statistics:
        if self._unusable is not None:
            return Statistics()
        try:
            data = read_limited(self.stats_path, MAX_STATS_BYTES)
            return Statistics() if data is None else Statistics.from_json(data)
        except NewerVersionError as error:
            self._keep_stats = True
            self._notice(
                "newerStatsBox",
                self.tr(
                    "Your statistics come from a newer version of the game, so they are kept "
                    "as they are and the matches played now are not added to them."
                ),
                _reason(error),
            )
            return Statistics()
        except (StatsError, OSError) as error:
            kept = move_aside(self.stats_path) if file_exists(self.stats_path) else None
            detail = _reason(error) if kept is None else f"{_reason(error)}\n{kept}"
            self._notice(
                "statsUnreadableBox",
                self.tr("Your statistics could not be read, so they start again from zero."),
                detail,
            )
            return Statistics()

    def _on_match_ended(self, _result: object) -> None:
        match = self.controller.match
        if match is None or match.result is None:
            return
        setup = self.controller.setup
        if len(setup.opponents) != match.players - 1:
            return
        doc = SaveDocument(match, setup.player_name, setup.opponents, self.match_id)
        self._record(self.match_id, doc)

    def _record(self, match_id: str, doc: SaveDocument) -> None:
        stats = self.statistics.add_match(match_id, doc.match, doc.opponents)
        if stats is not self.statistics:
            self._set_statistics(stats)

    def reset_statistics(self) -> None:
        # The identities stay, so a finished match resumed later is not counted again.
        self._set_statistics(Statistics((), self.statistics.recorded))

    def _set_statistics(self, stats: Statistics) -> None:
        self.statistics = stats
        text = stats.to_json().encode("utf-8")
        if not self._keep_stats:
            self._writer.submit(self.stats_path, lambda: text)
        self.statisticsChanged.emit()

    # -- telling the player -----------------------------------------------------------

    def _notice(self, name: str, text: str, detail: str) -> None:
        """One sentence for the player; the technical reason under Show Details."""
        box = QMessageBox(self.window)
        box.setObjectName(name)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Draw"))
        box.setText(text)
        box.setDetailedText(detail)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.notices.append(box)
        self.window.statusBar().showMessage(text, 8000)
        # Opened once the event loop runs, so a notice at start-up sits over the window.
        QTimer.singleShot(0, box.open)

    # -- the kill test's log ----------------------------------------------------------

    def _open_state_log(self) -> int | None:
        path = os.environ.get(STATE_LOG_ENV)
        if not path:
            return None
        try:
            return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        except OSError:
            return None

    def _log(self, kind: str, digest: str) -> None:
        fd = self._log_fd
        if fd is not None:
            # One short write on an O_APPEND file: lines from both threads never interleave.
            os.write(fd, f"{kind} {digest}\n".encode())

    def _before_replace(self, path: Path, data: bytes) -> None:
        if self._log_fd is not None and path == self.save_path:
            self._log("W", state_hash(_match_part(data)))


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        where = f": {error.filename}" if error.filename else ""
        return f"{error.strerror}{where}"
    return str(error) or type(error).__name__
