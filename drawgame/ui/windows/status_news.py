"""The controller's news, said in the window's status bar in the narrator's words: each
turn as it is logged, the player's turn, a seat thinking, a refusal, a hand's end. Screen
readers follow the status bar, so every move is said there as well as shown."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QObject, Qt
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QWidget

from drawgame.engine import Action, IllegalReason, Outcome
from drawgame.session.controller import GameController
from drawgame.session.log import EntryKind, LogEntry
from drawgame.ui.words.narrator import Narrator
from drawgame.ui.words.text import fill

# How long a sentence stays in the status bar.
SHOWN_MS = 8000


class StatusNews(QObject):
    def __init__(self, controller: GameController, narrator: Narrator, bar: QStatusBar) -> None:
        super().__init__(bar)
        self._controller = controller
        self._narrator = narrator
        self._bar = bar
        controller.turnLogged.connect(self._entry)
        controller.yourTurn.connect(self.say_your_turn)
        controller.thinking.connect(self._thinking)
        controller.refused.connect(self._refused)
        controller.handEnded.connect(self._hand_end)
        controller.botsThinkHere.connect(self.say_bots_think_here)
        self._notice = ""
        # The whole of a sentence shortened to fit the bar, while it is shown.
        self._whole: tuple[str, str] | None = None
        bar.messageChanged.connect(self._drop_whole)

    def say(self, text: str) -> None:
        self._bar.showMessage(text, SHOWN_MS)

    def say_record_kept(self, path: str) -> None:
        """The match's record was written by itself (at a match's end): say where, after
        what the bar says now (the match's result). What does not fit the bar is left out
        (the result first: the table and the summary say it), the folder elided in the
        middle; the whole sentence is the bar's tooltip while it is shown."""
        folder = QDir.toNativeSeparators(str(Path(path).parent))
        #: %1 is the folder where the game keeps the records of finished matches.
        sentence = self.tr("Record kept in %1 (Game → Open record…).")
        now = self._bar.currentMessage()
        whole = fill(sentence, folder)
        if now:
            whole = f"{now}  {whole}"
        shown = self._fitting(now, sentence, folder)
        self.say(shown)
        if shown != whole:
            self._whole = (shown, whole)
            self._bar.setToolTip(whole)

    def _fitting(self, now: str, sentence: str, folder: str) -> str:
        """``now`` and ``sentence`` about ``folder`` as they fit the bar's width: whole if
        they do, else without ``now``, with the folder elided in its middle as needed."""
        metrics = self._bar.fontMetrics()
        # The bar's own margins and size grip, and the message's indent; and the words kept
        # at its right ("No sound: …"), which the sentence ran into at 800×600.
        room = self._bar.width() - 40
        for kept_right in self._bar.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        ):
            if kept_right.isVisible() and not isinstance(kept_right, QSizeGrip):
                room -= kept_right.width() + 6
        kept = fill(sentence, folder)
        if now and metrics.horizontalAdvance(f"{now}  {kept}") <= room:
            return f"{now}  {kept}"
        rest = metrics.horizontalAdvance(fill(sentence, ""))
        short = metrics.elidedText(folder, Qt.TextElideMode.ElideMiddle, max(room - rest, 0))
        # Never less than the folder's last part: "…/records" still says where.
        tail = "…" + folder[-len(Path(folder).name) - 1 :]
        return fill(sentence, short if len(short) > len(tail) else tail)

    def _drop_whole(self, message: str) -> None:
        if self._whole is not None and message != self._whole[0]:
            self._whole = None
            self._bar.setToolTip("")

    def say_your_turn(self) -> None:
        view = self._controller.view
        if view is not None:
            self.say(self._narrator.your_turn_text(view))

    def _entry(self, entry: LogEntry) -> None:
        # A hand's end is said on handEnded (also when a finished hand is resumed).
        if entry.kind is EntryKind.TURN:
            self.say(self._narrator.entry_text(entry))

    def say_bots_think_here(self) -> None:
        self._notice = self.tr(
            "The computer players now think in the game's window, which may pause while they do."
        )
        self.say(self._notice)

    def say_tutor_unavailable(self) -> None:
        """The tutor could not judge the move, which was played unwarned."""
        self._notice = self.tr(
            "The tutor is unavailable: your move was played without being checked."
        )
        self.say(self._notice)

    def _thinking(self, seat: int) -> None:
        # A seat thinking does not hide the notice: it is said once.
        if seat >= 0 and not (self._notice and self._bar.currentMessage() == self._notice):
            self.say(self._narrator.thinking_text(seat))

    def _refused(self, action: Action, reason: IllegalReason, ends: object) -> None:
        assert ends is None or isinstance(ends, tuple)
        self.say(self._narrator.illegal_text(reason, action, ends))

    def _hand_end(self, outcome: Outcome) -> None:
        self.say(self._narrator.hand_end_text(outcome))
