"""Match records in the window: Game → Open record… (also a file dropped on the window,
and ``drawgame FILE``), Game → Save record as…, and the review windows opened from the
hand summary, the match end and an opened record.

Whatever is wrong with a file the player chose is said in one sentence (the reader's own
words go into the box's details), never as a traceback.
"""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QDir, QEvent, QObject, QStandardPaths, Qt, QUrl, Signal
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

import drawgame
from drawgame.ai.review import DEFAULT_BUDGET
from drawgame.engine.record import MatchRecord, write_record
from drawgame.session.controller import GameController
from drawgame.storage.atomic import write_atomic
from drawgame.storage.records import RecordFileError, game_record, load_record_file
from drawgame.storage.settings import Settings
from drawgame.storage.shown import SHOWN_NAME, Shown, read_shown
from drawgame.ui.dialogs.file_dialog import qt_file_dialog
from drawgame.ui.dialogs.message_box import plain_message_box
from drawgame.ui.kit.safe_settings import read_setting
from drawgame.ui.panels.hand_summary import HandSummaryPanel
from drawgame.ui.review.review_window import ReviewWindow
from drawgame.ui.words.text import fill

logger = logging.getLogger("drawgame")


@dataclass(frozen=True)
class RecordActions:
    """The window's menu items the records answer (Game → Open record…, Save record as…,
    Review hands…): handed down, so the review needs nothing of the window above it."""

    open_record: QAction
    save_record: QAction
    review_hands: QAction


# The settings that remember the folder a record was last opened from, and saved to.
OPEN_FOLDER_KEY = "records/open_folder"
SAVE_FOLDER_KEY = "records/save_folder"


def _first_folder(*candidates: str | Path | None) -> Path | None:
    """The first of ``candidates`` that is a folder now (a garbage setting is none)."""
    for candidate in candidates:
        try:
            if candidate and Path(candidate).is_dir():
                return Path(candidate)
        except (OSError, ValueError):
            continue
    return None


def save_folder(remembered: str) -> Path:
    """Where Save record as… starts: the folder last saved to while it still exists, else
    the player's documents folder, else the home folder; never the folder the game happened
    to be started from (nor the records folder, which the game prunes)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return _first_folder(remembered, documents) or Path.home()


def open_folder(remembered: str, records: Path | None) -> Path:
    """Where Open record… starts: the folder last opened from while it still exists, else
    the game's records folder (made if the game has kept none yet), else the home folder;
    never the folder the game happened to be started from."""
    found = _first_folder(remembered, records)
    if found is not None:
        return found
    if records is not None:
        try:
            records.mkdir(parents=True, exist_ok=True)
            return records
        except OSError:
            pass
    return Path.home()


def _local_file(url: QUrl) -> Path | None:
    if not url.isLocalFile():
        return None
    path = Path(url.toLocalFile())
    try:
        return path if path.is_file() else None
    except (OSError, ValueError):
        return None


class RecordsUi(QObject):
    """Opens, saves and reviews records for ``window`` (its Game menu, its drops)."""

    # A review window was opened (the window).
    opened = Signal(object)

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        actions: RecordActions,
        summary: HandSummaryPanel,
        settings: Settings | None = None,
        records_folder: Path | None = None,
    ) -> None:
        """``settings`` remember the folder last opened from; Open record… starts in
        ``records_folder`` (the keeper's) until then."""
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.actions = actions
        self.settings = settings
        self.records_folder = records_folder
        # Sampled deals per decision in the review windows opened from here.
        self.budget = DEFAULT_BUDGET
        self.reviews: list[ReviewWindow] = []
        # The last message box shown about a file.
        # The review windows open now (each is deleted when closed).
        self.problem_box: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None
        window.setAcceptDrops(True)
        window.installEventFilter(self)
        for child in window.findChildren(QWidget):
            if child.acceptDrops():
                # The table's view takes drags first: what it does not want comes here.
                child.installEventFilter(self)
        controller.matchStarted.connect(self._update)
        controller.changed.connect(self._update)
        actions.open_record.triggered.connect(self.ask_open)
        actions.save_record.triggered.connect(self.ask_save)
        actions.review_hands.triggered.connect(lambda: self.review_hand())
        summary.reviewRequested.connect(lambda: self.review_hand())
        self._update()

    # -- enabling ---------------------------------------------------------------------

    def _update(self) -> None:
        # Only hands that are over are recorded: a hand in play would show hidden tiles.
        match = self.controller.match
        over = match is not None and bool(match.outcomes)
        self.actions.save_record.setEnabled(over)
        self.actions.review_hands.setEnabled(over)

    # -- the current match ------------------------------------------------------------

    def current_record(self) -> MatchRecord | None:
        """The record of the hands that are over in the match in play or just ended
        (``None`` if no hand is over or it cannot be recorded, such as a practice
        position)."""
        match = self.controller.match
        if match is None:
            return None
        setup = self.controller.setup
        try:
            return game_record(
                match,
                setup.player_name,
                setup.opponents,
                setup.seed,
                drawgame.__version__,
                take_backs=self.controller.take_backs,
                seals=self.controller.seals,
                tutor_warnings=self.controller.tutor_warnings,
            )
        except ValueError:
            return None

    def review_hand(self, hand: int | None = None) -> ReviewWindow | None:
        """Review a hand of the current match (default: the last one over), as the
        player."""
        record = self.current_record()
        if record is None:
            return None
        return self.show_review(record, hand or len(record.hands), 0)

    def shown(self) -> Shown:
        """The commitments this game showed (the journal beside the records folder);
        none if it cannot be read (a hostile journal: said in the log, once a review)."""
        if self.records_folder is None:
            return Shown({})
        path = self.records_folder.parent / SHOWN_NAME
        try:
            return read_shown(path)
        except OSError as error:
            logger.warning("cannot read the deals shown in %s (%s)", path, error.strerror)
            return Shown({})

    def show_review(self, record: MatchRecord, hand: int = 1, seat: int = 0) -> ReviewWindow:
        window = ReviewWindow(
            record, hand, seat, self.window, self.budget, self.shown(), self.settings
        )
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.reviews.append(window)
        window.destroyed.connect(lambda: self.reviews.remove(window))
        self.opened.emit(window)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    # -- opening ----------------------------------------------------------------------

    def ask_open(self) -> QFileDialog:
        """Game → Open record…: choose a file, then :meth:`open_file`."""
        dialog = qt_file_dialog(self.window, self.tr("Open a match record"), "openRecordDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([self.tr("Match records (*.txt)"), self.tr("All files (*)")])
        remembered = (
            "" if self.settings is None else read_setting(self.settings, OPEN_FOLDER_KEY, "")
        )
        dialog.setDirectory(str(open_folder(remembered, self.records_folder)))
        dialog.fileSelected.connect(lambda path: self._chosen(path))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def _chosen(self, path: str) -> None:
        if self.settings is not None:
            self.settings.setValue(OPEN_FOLDER_KEY, str(Path(path).parent))
        self.open_file(path)

    def open_file(self, path: str | Path) -> ReviewWindow | None:
        """Open the record at ``path`` in a review window, or say in one sentence why
        it cannot be opened."""
        try:
            record = load_record_file(path)
        except RecordFileError as error:
            self.say_problem(Path(path), error)
            return None
        return self.show_review(record, 1, _first_human(record))

    def say_problem(self, path: Path, error: RecordFileError) -> QMessageBox:
        name = path.name or str(path)
        if error.kind == "missing":
            text = fill(self.tr("There is no file named %1."), name)
        elif error.kind == "not_file":
            text = fill(self.tr("%1 is not a regular file, so it cannot be a match record."), name)
        elif error.kind == "too_large":
            text = fill(self.tr("%1 is too large to be a match record."), name)
        elif error.kind == "unreadable":
            text = fill(self.tr("%1 cannot be read."), name)
        elif error.kind == "newer":
            text = fill(
                self.tr(
                    "%1 was written by a newer version of the game, so this version cannot open it."
                ),
                name,
            )
        elif error.line is None:
            text = fill(self.tr("%1 is not a match record the game can read."), name)
        else:
            text = fill(
                self.tr("%1 is not a match record the game can read: line %2 is wrong."),
                name,
                error.line,
            )
        box = plain_message_box(self.window, "recordProblemBox", QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Open record"))
        box.setText(text)
        if error.reason:
            box.setDetailedText(
                error.reason if error.line is None else f"line {error.line}: {error.reason}"
            )
        self.problem_box = box
        box.open()
        return box

    # -- saving -----------------------------------------------------------------------

    def ask_save(self) -> QFileDialog | None:
        """Game → Save record as…: choose where, then :meth:`save_to`."""
        if self.current_record() is None:
            return None
        dialog = qt_file_dialog(self.window, self.tr("Save the match record"), "saveRecordDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("txt")
        dialog.setNameFilters([self.tr("Match records (*.txt)")])
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M")
        # The suggested name in the player's language; the stamp sorts by date.
        remembered = (
            "" if self.settings is None else read_setting(self.settings, SAVE_FOLDER_KEY, "")
        )
        dialog.setDirectory(str(save_folder(remembered)))
        dialog.selectFile(fill(self.tr("match-%1.txt", "the suggested file name"), stamp))
        dialog.fileSelected.connect(lambda path: self._save_chosen(path))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def _save_chosen(self, path: str) -> None:
        if self.save_to(path) and self.settings is not None:
            self.settings.setValue(SAVE_FOLDER_KEY, str(Path(path).parent))

    def save_to(self, path: str | Path) -> bool:
        """Write the current match's record to ``path`` (atomically); a problem is said
        in one sentence."""
        record = self.current_record()
        if record is None:
            return False
        path = Path(path)
        try:
            write_atomic(path, write_record(record).encode("utf-8"))
        except (OSError, ValueError) as error:
            box = plain_message_box(self.window, "recordProblemBox", QMessageBox.Icon.Warning)
            box.setWindowTitle(self.tr("Save record"))
            box.setText(fill(self.tr("The record could not be saved as %1."), path.name))
            box.setDetailedText(getattr(error, "strerror", None) or str(error))
            self.problem_box = box
            box.open()
            return False
        where = QDir.toNativeSeparators(str(path.resolve()))
        self.window.statusBar().showMessage(fill(self.tr("Record saved as %1."), where), 10000)
        return True

    # -- dropping ---------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
            event, QDragEnterEvent | QDropEvent
        ):
            if self._dropped_file(event) is not None:
                event.acceptProposedAction()
                return True
            return False
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            path = self._dropped_file(event)
            if path is None:
                return False
            event.acceptProposedAction()
            self.open_file(path)
            return True
        return False

    @staticmethod
    def _dropped_file(event: QDropEvent) -> Path | None:
        """The one local regular file being dragged, else ``None``."""
        data = event.mimeData()
        if data is None or not data.hasUrls() or len(data.urls()) != 1:
            return None
        return _local_file(data.urls()[0])


def _first_human(record: MatchRecord) -> int:
    """The seat to review first: the human player's, else the first."""
    return next((n for n, seat in enumerate(record.seats) if seat.strength == "human"), 0)
