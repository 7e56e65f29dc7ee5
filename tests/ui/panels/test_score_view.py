"""The score sheet at the window's least size: the player's own short name reads whole in
every language ("You" read "Yo", "Anda" read "An"; issue 30, item 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from drawgame.session.controller import MatchSetup
from drawgame.ui.panels.score_view import ScoreSheetView

from .._events import deliver_posted_events

#: The player's own name in each language, as the catalogues say it.
YOU = {"en": "You", "tr": "Siz", "id": "Anda"}


@pytest.mark.parametrize("code", ["en", "tr", "id"])
@pytest.mark.parametrize("opponents", [1, 2, 3])
def test_at_the_least_size_the_players_own_name_reads_whole(qtbot, window, code, opponents):
    window.set_language(code)
    try:
        window.controller.new_match(MatchSetup("", ("greedy", "easy", "hard")[:opponents], 3))
        window.resize(1, 1)  # as small as the window goes
        deliver_posted_events()
        assert window.width() < 800  # the least size, not the one asked for
        top = window.score_view.horizontalHeader()
        assert top.full_text(0) == YOU[code]
        assert top.shown_text(0) == YOU[code]
        # Each opponent is still told apart: "B1", "B2"...
        shown = [top.shown_text(s) for s in range(1, top.count())]
        assert len(set(shown)) == opponents and all(any(ch.isdigit() for ch in s) for s in shown)
    finally:
        window.set_language("en")  # the language is the application's, not the window's


class _Sheet(QAbstractTableModel):
    """A sheet of many hands (so that it scrolls) for four players, ``you`` first."""

    def __init__(self, you: str) -> None:
        super().__init__()
        self.names = [you, "Bot 1", "Bot 2", "Bot 3"]

    def rowCount(self, parent=QModelIndex()):  # noqa: B008
        return 0 if parent.isValid() else 20

    def columnCount(self, parent=QModelIndex()):  # noqa: B008
        return 0 if parent.isValid() else 4

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return "12" if role == Qt.ItemDataRole.DisplayRole else None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.names[section]
        return f"Hand {section + 1}"


@pytest.mark.parametrize("you", sorted(set(YOU.values())))
def test_a_sheet_that_scrolls_keeps_the_players_own_name_whole(qtbot, you):
    """At 800×600 with three opponents and many hands the scroll bar took its width from the
    columns: "Anda" read "An" (issue 34). At its least width, scroll bar shown, it reads whole."""
    view = ScoreSheetView(_Sheet(you))
    qtbot.addWidget(view)
    view.resize(view.minimumWidth(), 200)
    view.show()
    qtbot.waitExposed(view)
    deliver_posted_events()
    assert view.verticalScrollBar().isVisible()
    assert view.width() == view.minimumWidth()
    top = view.horizontalHeader()
    assert top.shown_text(0) == you
    assert [top.shown_text(s) for s in range(1, 4)] == ["Bot 1", "Bot 2", "Bot 3"] or [
        top.shown_text(s) for s in range(1, 4)
    ] == ["B1", "B2", "B3"]


def test_the_sheet_is_as_tall_as_its_rows_the_panels_ground_under_it(qtbot, window):
    """A new match's sheet was a white box down the whole dock under its one row, the
    header's grey strip down its side (a first-time player's screenshots): the sheet is as
    tall as its header and rows, the panel's own ground under it; it grows with the hands."""
    window.resize(800, 600)
    window.start_match(MatchSetup("", ("greedy",) * 3, 1))
    deliver_posted_events()
    sheet = window.score_view
    panel = sheet.parentWidget()
    rows = sheet.verticalHeader()
    needed = sheet.horizontalHeader().height() + sum(
        rows.sectionSize(r) for r in range(rows.count())
    )
    assert sheet.height() <= needed + 2 * sheet.frameWidth() + 4
    # Under it, the panel's ground: room the sheet does not take.
    below = panel.height() - (sheet.y() + sheet.height())
    assert below > 100
    assert sheet.verticalScrollBar().maximum() == 0  # every row whole
