"""The way to the practice of the player's mistakes: the practice keeper of the game's
data folder (:mod:`drawgame.session.practice_keeper`), the Game menu's item with the count
of positions left to solve ("Practice mistakes (7)"), the review windows' reviews fed into
the book, and the practice dialog, built on first use (it brings the analysis with it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from drawgame.ui.language import register

if TYPE_CHECKING:
    from drawgame.session.keeper import MatchKeeper
    from drawgame.session.practice_keeper import PracticeKeeper
    from drawgame.ui.review.practice_dialog import PracticeDialog
    from drawgame.ui.review.review_window import ReviewWindow


class PracticeDoor(QObject):
    """``keeper``'s data folder keeps the practice book (none without a keeper: the menu
    item is off)."""

    def __init__(self, window: QWidget, action: QAction, keeper: MatchKeeper | None) -> None:
        super().__init__(window)
        self.window = window
        self.action = action
        self.practice: PracticeKeeper | None = None
        self.dialog: PracticeDialog | None = None
        if keeper is not None:
            from drawgame.session.practice_keeper import PracticeKeeper

            self.practice = PracticeKeeper(
                keeper.folder, keeper.records_folder, keeper.saving, self
            )
            self.practice.changed.connect(self.retranslate)
        action.setEnabled(self.practice is not None)
        action.triggered.connect(lambda: self.open_practice())
        register(self)

    def retranslate(self) -> None:
        # After the actions' own words: the count goes in.
        if self.practice is not None:
            from drawgame.ui.words.practice_text import menu_text, tip_text

            self.action.setText(menu_text(self.practice.unsolved))
            # At 0 the tip says where positions come from; the item still opens the
            # practice, which offers to find them.
            tip = tip_text(self.practice.unsolved)
            self.action.setStatusTip(tip)
            self.action.setToolTip(tip)

    def open_practice(self, over: QWidget | None = None) -> PracticeDialog | None:
        """The practice dialog, shown (built anew once closed), over ``over`` (a modal
        dialog such as the Statistics: a dialog of the window would be blocked by it)
        or the window."""
        if self.practice is None:
            return None
        parent = over if over is not None else self.window
        if self.dialog is not None and self.dialog.parentWidget() is not parent:
            self.dialog.close()  # deleted on close: built again over the right one
            self.dialog = None
        if self.dialog is None:
            from drawgame.ui.review.practice_dialog import PracticeDialog

            dialog = PracticeDialog(self.practice, parent)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.destroyed.connect(lambda _gone=None, d=dialog: self._forget(d))
            self.dialog = dialog
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def _forget(self, gone: object) -> None:
        # A dialog closed to be built again over another goes after the new one came.
        if self.dialog is gone:
            self.dialog = None

    def attach(self, review: ReviewWindow) -> None:
        """``review``'s reviews of the player's own hands go into the book, and its
        button opens the practice."""
        practice = self.practice
        if practice is None:
            return
        jobs = review.jobs

        def reviewed(hand: int, seat: int) -> None:
            found = jobs.reviews.get((hand, seat))
            if found is not None:
                practice.add_review(review.record, found, hand, seat, review.budget)

        jobs.reviewed.connect(reviewed)
        review.offer_practice(practice, lambda: self.open_practice())

    def shutdown(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
        if self.practice is not None:
            self.practice.shutdown()
