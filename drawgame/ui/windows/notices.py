"""What the match keeper needs said or asked, as message boxes over the window: the resume
question, the second-copy question and the warnings (a bad file, a folder that cannot be
written). Every text is plain text: file names and player names are never markup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QPushButton

from drawgame.session.controller import MatchSetup
from drawgame.session.keeper import MatchKeeper, Trouble
from drawgame.storage import SaveDocument
from drawgame.storage.lockfile import LockHolder
from drawgame.ui.dialogs.message_box import plain_message_box, two_answers
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill

if TYPE_CHECKING:
    from drawgame.ui.windows.main_window import MainWindow


class Notices(QObject):
    """Shows the keeper's questions and warnings over ``window``."""

    def __init__(self, keeper: MatchKeeper, window: MainWindow) -> None:
        super().__init__(window)
        self.keeper = keeper
        self.window = window
        # Every box shown so far, newest last (tests and accessibility tools find them).
        self.shown: list[QMessageBox] = []
        keeper.warning.connect(self.warn)
        keeper.saveFailed.connect(lambda: self._status(self.tr("The game cannot save.")))
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

    def trouble_text(self, trouble: Trouble, folder: str) -> str:
        """The keeper's trouble in one sentence for the player."""
        if trouble is Trouble.NEWER_SAVE:
            return self.tr(
                "The saved match comes from a newer version of the game, so it is kept "
                "as it is and matches played now are not saved."
            )
        if trouble is Trouble.RESTORE_FAILED:
            return self.tr("The saved match could not be restored, so a new match begins.")
        if trouble is Trouble.CANNOT_SAVE:
            return fill(
                self.tr(
                    "The game cannot save in %1, so play goes on but will not be kept "
                    "if the game is closed."
                ),
                folder,
            )
        if trouble is Trouble.RECORD_NOT_KEPT:
            return fill(
                self.tr(
                    "The record of this match could not be written in %1, so it cannot be "
                    "reviewed later; the match and your statistics are saved."
                ),
                folder,
            )
        if trouble is Trouble.NEWER_STATS:
            return self.tr(
                "Your statistics come from a newer version of the game, so they are kept "
                "as they are and the matches played now are not added to them."
            )
        return self.tr("Your statistics could not be read, so they start again from zero.")

    def warn(self, trouble: Trouble, folder: str, detail: str) -> None:
        """One sentence for the player (also in the status bar); the technical reason under
        Show Details."""
        text = self.trouble_text(trouble, folder)
        self._status(text)
        box = plain_message_box(self.window, trouble.value, QMessageBox.Icon.Warning)
        #: The game's name, as a message box's title: kept as it is in every language.
        box.setWindowTitle(self.tr("Draw"))
        box.setText(text)
        box.setDetailedText(detail)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self._show(box, later=True)

    def ask_resume(self, doc: SaveDocument, setup: MatchSetup) -> QMessageBox:
        """Resume (Enter, Escape) or choose a new match; the saved one is given up only
        when the new one starts, so a click on the wrong button loses nothing."""
        match = doc.match
        # Whose score is whose, named as the table names the saved match's seats.
        narrator = Narrator(player_name=lambda: doc.player_name)
        scores = " – ".join(
            fill(self.tr("%1: %2", "a player's name and score"), narrator.seat_name(seat), score)
            for seat, score in enumerate(match.scores)
        )
        text = fill(
            self.tr(
                "You have an unfinished match (hand %1, scores %2). Resume it? "
                "A match you give up does not count in your statistics."
            ),
            match.hand_number,
            scores,
        )

        def choose_new() -> None:
            # Cancelling the New match dialog comes back to the saved match. The dialog
            # shows the match this start would have dealt (drawgame --opponents, --seed
            # over the remembered choices), not the remembered choices alone.
            self.window.ask_new_match(
                on_cancel=lambda: self.keeper.resume(doc), confirm=False, setup=setup
            )

        box = two_answers(
            self.window,
            "resumeBox",
            QMessageBox.Icon.Question,
            self.tr("Unfinished match"),
            text,
            (self.tr("&Resume"), "resumeButton"),
            (self.tr("&New match…"), "newMatchButton"),
            choose_new,
            on_keep=lambda: self.keeper.resume(doc),
        )
        self._show(box)
        return box

    def tell_folder_in_use(self, folder: str, holder: LockHolder = LockHolder.GAME) -> QMessageBox:
        """Another copy keeps the folder: play without saving (the default) or quit; when
        the lock is held by another program or was written on another computer, the player
        may also take it over, told what that risks."""

        def quit_() -> None:
            self.window.close()
            QCoreApplication.quit()

        if holder is LockHolder.GAME:
            title = self.tr("Draw is already open")
            text = self.tr(
                "The game is already open in another window. You can play here too, but "
                "nothing of this match will be saved and it will not count in the statistics."
            )
        else:
            title = self.tr("The data folder is in use")
            if holder is LockHolder.OTHER_HOST:
                why = self.tr(
                    "The game's data folder is marked as in use by a copy of the game on "
                    "another computer."
                )
            else:
                why = self.tr(
                    "The game's data folder is marked as in use by a program that is not "
                    "the game, probably left over from a copy of the game that has ended."
                )
            text = " ".join(
                (
                    why,
                    self.tr(
                        "You can play here without saving, or take the folder over. Take it "
                        "over only if no other copy of the game is open: two copies saving "
                        "in the same folder overwrite each other's match and statistics."
                    ),
                )
            )
        box = two_answers(
            self.window,
            "folderInUseBox",
            QMessageBox.Icon.Information,
            title,
            text,
            (self.tr("&Play without saving"), "playWithoutSavingButton"),
            (self.tr("&Quit"), "quitButton"),
            quit_,
        )
        take = None
        if holder is not LockHolder.GAME:
            take = box.addButton(self.tr("&Take over"), QMessageBox.ButtonRole.DestructiveRole)
            take.setObjectName("takeOverButton")
        quit_button = box.findChild(QPushButton, "quitButton")

        def answered() -> None:
            # The match is dealt only now: behind the question no computer seat plays.
            clicked = box.clickedButton()
            if take is not None and clicked is take and self.keeper.take_over():
                return
            if clicked is not quit_button:
                self.keeper.play_unsaved()

        box.finished.connect(answered)
        box.setDetailedText(folder)
        self._show(box)
        return box
