"""The way to the records UI (:mod:`drawgame.ui.review.records_ui`) before it is built.

The records UI brings the review window, its search and the record reader with it: more
than the first frame needs. Until the player first opens, saves or reviews a record (or
drops a file on the window), this stands in: it keeps the Game menu's record actions
enabled as the match allows, and the first use imports and builds the records UI, which
takes the actions and the drops over from there.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from drawgame.ui.panels.hand_summary import HandSummaryPanel
    from drawgame.ui.review.records_ui import RecordsUi
    from drawgame.ui.windows.parts import WindowParts


class RecordsDoor(QObject):
    """Builds the window's :class:`RecordsUi` on first use (:attr:`ui`), over the
    window's ``parts``."""

    #: The records UI was built (it): its review windows can be watched from then on.
    built_ui = Signal(object)

    def __init__(
        self,
        parts: WindowParts,
        summary: Callable[[], HandSummaryPanel],
        records_folder: Path | None = None,
    ) -> None:
        """``summary`` gives the window's hand summary (building it the first time): the
        window tells :meth:`watch_summary` when it builds it. ``records_folder`` is the
        records UI's (where Open record… starts until the player opens from elsewhere)."""
        super().__init__(parts.window)
        self.settings = parts.settings
        self.records_folder = records_folder
        self.window = window = parts.window
        self.controller = controller = parts.controller
        self.actions = actions = parts.actions
        self.summary = summary
        #: The hand's summary once the window has built it.
        self._summary: HandSummaryPanel | None = None
        self._ui: RecordsUi | None = None
        window.setAcceptDrops(True)
        # As the records UI will: the table's view takes drags first.
        self._watched = [window, *(w for w in window.findChildren(QWidget) if w.acceptDrops())]
        for watched in self._watched:
            watched.installEventFilter(self)
        controller.matchStarted.connect(self._update)
        controller.changed.connect(self._update)
        actions.open_record.triggered.connect(self._open)
        actions.save_record.triggered.connect(self._save)
        actions.review_hands.triggered.connect(self._review)
        self._update()

    def watch_summary(self, summary: HandSummaryPanel) -> None:
        """The window built its hand summary: its Review button opens the records UI."""
        self._summary = summary
        if self._ui is None:
            summary.reviewRequested.connect(self._review)

    @property
    def built(self) -> bool:
        """True once the records UI is built (and imported)."""
        return self._ui is not None

    @property
    def ui(self) -> RecordsUi:
        """The records UI, imported and built the first time it is asked for."""
        if self._ui is None:
            from drawgame.ui.review.records_ui import RecordActions, RecordsUi

            a = self.actions
            # Built first: its event filters go in before this one's come out.
            self._ui = RecordsUi(
                self.window,
                self.controller,
                RecordActions(a.open_record, a.save_record, a.review_hands),
                self.summary(),
                self.settings,
                self.records_folder,
            )
            self._step_aside()
            self.built_ui.emit(self._ui)
        return self._ui

    def _step_aside(self) -> None:
        # The records UI connected its own: these would do it twice.
        for watched in self._watched:
            watched.removeEventFilter(self)
        self.controller.matchStarted.disconnect(self._update)
        self.controller.changed.disconnect(self._update)
        self.actions.open_record.triggered.disconnect(self._open)
        self.actions.save_record.triggered.disconnect(self._save)
        self.actions.review_hands.triggered.disconnect(self._review)
        if self._summary is not None:
            self._summary.reviewRequested.disconnect(self._review)

    def _update(self) -> None:
        # As RecordsUi does: only hands that are over are recorded.
        match = self.controller.match
        over = match is not None and bool(match.outcomes)
        self.actions.save_record.setEnabled(over)
        self.actions.review_hands.setEnabled(over)

    def _open(self) -> None:
        self.ui.ask_open()

    def _save(self) -> None:
        self.ui.ask_save()

    def _review(self) -> None:
        self.ui.review_hand()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A drag of files from outside begins with DragEnter: from there on it is the
        # records UI's (this filter is gone before the drag moves or drops).
        if (
            event.type() == QEvent.Type.DragEnter
            and isinstance(event, QDragEnterEvent)
            and (data := event.mimeData()) is not None
            and data.hasUrls()
        ):
            return self.ui.eventFilter(watched, event)
        return False
