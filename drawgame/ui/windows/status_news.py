"""The controller's news, said in the window's status bar in the narrator's words: each
turn as it is logged, the player's turn, a seat thinking, a refusal, a hand's end. Screen
readers follow the status bar, so every move is said there as well as shown."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QObject
from PySide6.QtWidgets import QStatusBar

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

    def say(self, text: str) -> None:
        self._bar.showMessage(text, SHOWN_MS)

    def say_record_kept(self, path: str) -> None:
        """The match's record was written by itself (at a match's end): say where, after
        what the bar says now (the match's result)."""
        folder = QDir.toNativeSeparators(str(Path(path).parent))
        kept = fill(
            self.tr("The match's record is kept in %1; Game → Open record… finds it there."),
            folder,
        )
        now = self._bar.currentMessage()
        self.say(f"{now}  {kept}" if now else kept)

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
