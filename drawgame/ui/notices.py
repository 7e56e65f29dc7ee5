"""What the match keeper needs said or asked, as message boxes over the window: the resume
question, the second-copy question and the warnings (a bad file, a folder that cannot be
written). Every text is plain text: file names and player names are never markup."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

from drawgame.storage import SaveDocument

from .controller import MatchSetup
from .keeper import MatchKeeper
from .text import fill


def plain_message_box(parent: QMainWindow, name: str, icon: QMessageBox.Icon) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(icon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


class Notices(QObject):
    """Shows the keeper's questions and warnings over ``window``."""

    def __init__(self, keeper: MatchKeeper, window: QMainWindow) -> None:
        super().__init__(window)
        self.keeper = keeper
        self.window = window
        #: Every box shown so far, newest last (tests and accessibility tools find them).
        self.shown: list[QMessageBox] = []
        keeper.warning.connect(self.warn)
        keeper.status.connect(self._status)
        keeper.resumeOffered.connect(self.ask_resume)
        keeper.folderInUse.connect(self.tell_folder_in_use)

    def named(self, name: str) -> list[QMessageBox]:
        return [box for box in self.shown if box.objectName() == name]

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 8000)

    def _show(self, box: QMessageBox, later: bool = False) -> None:
        # Only the last few stay referenced: a long session must not pile up boxes.
        self.shown = [*self.shown[-15:], box]
        if later:
            # Opened once the event loop runs, so a warning at start-up sits over the window.
            QTimer.singleShot(0, box.open)
        else:
            box.open()

    def warn(self, name: str, text: str, detail: str) -> None:
        """One sentence for the player; the technical reason under Show Details."""
        box = plain_message_box(self.window, name, QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Draw"))
        box.setText(text)
        box.setDetailedText(detail)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self._show(box, later=True)

    def ask_resume(self, doc: SaveDocument, setup: MatchSetup) -> QMessageBox:
        match = doc.match
        box = plain_message_box(self.window, "resumeBox", QMessageBox.Icon.Question)
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
                self.keeper.start_new(setup)
            else:
                self.keeper.resume(doc)

        box.finished.connect(answered)
        self._show(box)
        return box

    def tell_folder_in_use(self, folder: str) -> QMessageBox:
        box = plain_message_box(self.window, "folderInUseBox", QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Draw is already open"))
        box.setText(
            self.tr(
                "The game is already open in another window. You can play here too, but "
                "nothing of this match will be saved and it will not count in the statistics."
            )
        )
        box.setDetailedText(folder)
        play = box.addButton(self.tr("&Play without saving"), QMessageBox.ButtonRole.AcceptRole)
        quit_ = box.addButton(self.tr("&Quit"), QMessageBox.ButtonRole.RejectRole)
        play.setObjectName("playWithoutSavingButton")
        quit_.setObjectName("quitButton")
        box.setDefaultButton(play)
        box.setEscapeButton(play)

        def answered() -> None:
            if box.clickedButton() is quit_:
                self.window.close()
                QCoreApplication.quit()

        box.finished.connect(answered)
        self._show(box)
        return box
