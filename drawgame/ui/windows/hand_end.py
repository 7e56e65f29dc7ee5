"""The end of a hand and of a match in the main window: the hand's summary under the
table (built at the first hand's end), Next hand, and the match's result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from drawgame.ui.language import register
from drawgame.ui.windows.summary_room import SummaryRoom

if TYPE_CHECKING:
    # Imported when first shown: the first frame needs neither.
    from drawgame.engine import HandState
    from drawgame.ui.dialogs.summary_dialogs import MatchEndDialog
    from drawgame.ui.panels.hand_summary import HandSummaryPanel
    from drawgame.ui.windows.parts import WindowParts


class HandEnd(QObject):
    """Shows the hand summaries (in ``column``, above the bar under the table) and the
    match's end over the window's ``parts``; what they ask for goes out as signals."""

    #: The summary came or went: the window shows the match anew.
    changed = Signal()
    #: The summary under the table was built (the first time it is shown): the panel.
    panelBuilt = Signal(object)
    #: The match's result asks for the hands' review, a rematch or a new match.
    reviewAsked = Signal()
    rematchAsked = Signal()
    newMatchAsked = Signal()

    def __init__(self, parts: WindowParts, column: QVBoxLayout) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._column = column
        #: The hand's summary while it is shown under the table, else None.
        self.summary: HandSummaryPanel | None = None
        #: The match's result while it is shown, else None.
        self.match_end: MatchEndDialog | None = None
        self._panel: HandSummaryPanel | None = None
        self._summed_up: HandState | None = None  # the last hand whose summary was shown
        # Room for the summary kept under the table from the deal on: it comes up without
        # the table being scaled anew.
        column_widget = column.parentWidget()
        assert column_widget is not None
        self.room = SummaryRoom(
            parts, column_widget, lambda: self._panel if self.summary_visible else None
        )
        register(self)

    @property
    def panel(self) -> HandSummaryPanel:
        """The hand's summary under the table: imported and built the first time it is
        asked for (a hand's end), hidden until shown."""
        if self._panel is None:
            from drawgame.ui.panels.hand_summary import HandSummaryPanel

            p = self._parts
            panel = HandSummaryPanel()
            panel.accepted.connect(self._closed)
            panel.rejected.connect(self._put_away)
            panel.rematchRequested.connect(self.rematchAsked)
            panel.newMatchRequested.connect(self.newMatchAsked)
            # Between the first start's tip and the bar, and so in the keys' Tab order.
            self._column.insertWidget(self._column.indexOf(p.turn_bar), panel)
            # Next hand has the focus when the summary shows: Tab goes on to Review this
            # hand (it went on to the score sheet, and Review was only behind Shift+Tab).
            QWidget.setTabOrder(p.first_tip.close_button, panel.next_button)
            QWidget.setTabOrder(panel.next_button, panel.review_button)
            self._panel = panel
            self.room.watch(panel)
            self.panelBuilt.emit(panel)
        return self._panel

    @property
    def summary_visible(self) -> bool:
        """Whether the hand's summary shows under the table (at a match's end it stays,
        under the result, after Next hand: :attr:`summary` is None then)."""
        return self._panel is not None and self._panel.isVisible()

    def match_started(self) -> None:
        """A new or resumed match: the last one's summary and result are gone."""
        if self._panel is not None:
            self._panel.hide()
            self._panel.show_match_over(False)
        self._parts.turn_bar.show()
        if self.match_end is not None:
            self.match_end.close()
        self.summary = self.match_end = None
        self._parts.table.fit()  # another number of players: another room for the summary

    @property
    def summary_coming(self) -> bool:
        """The hand is over and its summary not shown yet (it comes once the last tile
        has landed): Next hand waits for it, so no key or click meant for the last move
        skips it."""
        match = self._parts.controller.match
        return (
            match is not None
            and match.hand.outcome is not None
            and match.hand is not self._summed_up
        )

    def retranslate(self) -> None:
        """The summary shown says it again in the language now chosen."""
        p = self._parts
        match = p.controller.match
        if match is None or match.hand.outcome is None:
            return
        names = self._seat_names()
        headline = p.narrator.hand_headline(match.hand.outcome, names)
        if self.summary is not None:
            self.panel.show_hand(match, names, headline)
        elif self.summary_visible:  # under the match's result: its words only
            self.panel.retell(names, headline)

    def _seat_names(self) -> list[str]:
        match = self._parts.controller.match
        return self._parts.narrator.seat_names(match.players if match else 0)

    def next_hand(self) -> None:
        """Next hand: from the summary if it is up, else straight away (once the summary
        has been shown: it may have been put away)."""
        if self.summary_coming:
            return
        if self.summary is not None:
            self.summary.accept()
        else:
            self._parts.controller.next_hand()  # its `changed` redraws
            self.keys_to_the_table()

    def keys_to_the_table(self) -> None:
        """A new hand: the arrow keys and Enter play on the table, not on the button
        clicked (or the summary put away) to deal it."""
        if self.summary is None and QApplication.activeModalWidget() is None:
            self._parts.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_hand_summary(self) -> None:
        p = self._parts
        match = p.controller.match
        outcome = match.hand.outcome if match is not None else None
        if match is None or outcome is None or self.summary is not None:
            return
        if p.scene.animator.running:
            # The last tile lands first: the summary shrinks the table, which would cut
            # its flight short (the tile jumped into the line).
            p.scene.animationsFinished.connect(
                self.show_hand_summary, Qt.ConnectionType.SingleShotConnection
            )
            return
        self.summary = self.panel
        self._summed_up = match.hand
        self.room.summary_comes()
        p.first_tip.hide()  # two strips would squeeze the table at 800×600
        # The bar under it says what the summary's headline says, over buttons that do
        # nothing now (its Next hand is the summary's): the table takes its room, and the
        # line stays readable at 800×600 (issue 30). It goes before the summary comes: the
        # summary's showing lays the column out at once, and with the bar still under it
        # the table was drawn smaller for that moment (378 to 320 pixels at 800×600), its
        # panels' texts grew over the line's room, and the line, laid out afresh then, came
        # back 9% larger than it was played.
        p.turn_bar.hide()
        names = self._seat_names()
        self.panel.show_match_over(False)  # a match's result is told once it is closed
        self.panel.show_hand(match, names, p.narrator.hand_headline(outcome, names))
        self.room.summary_came()
        self.changed.emit()

    def _put_away(self) -> None:
        self.summary = None
        self._parts.turn_bar.show()
        self.changed.emit()  # Next hand is on the bar again

    def _closed(self) -> None:
        self.summary = None
        m = self._parts.controller.match
        if m is not None and m.result is not None:
            # The last hand's summary stays under the result, and See the result shows it
            # again once it is closed; Rematch and New match stand beside its table (the
            # bar stays hidden: the line keeps its size at 800×600).
            self.panel.show_match_over(True)
            self.panel.show()
            self.changed.emit()
            self._show_match_end()
        else:
            self._parts.turn_bar.show()  # Hint for the next hand
            self._parts.controller.next_hand()
            self.keys_to_the_table()

    def _show_match_end(self) -> None:
        p = self._parts
        match = p.controller.match
        assert match is not None
        from drawgame.ui.dialogs.summary_dialogs import MatchEndDialog  # at a match's end

        dialog = MatchEndDialog(match, self._seat_names(), p.window, p.narrator)
        self.match_end = dialog
        dialog.reviewRequested.connect(self.reviewAsked)
        dialog.rematchRequested.connect(self.rematchAsked)

        def done(accepted: bool) -> None:
            self.match_end = None
            if accepted:
                self.newMatchAsked.emit()

        dialog.accepted.connect(lambda: done(True))
        dialog.rejected.connect(lambda: done(False))
        dialog.open()
