"""The end of a hand is told beside the board, not over it (issue 11): while the summary is
read, the final line and every hand turned face up stay in view; then the player goes on."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QApplication

from drawgame.session.controller import MatchSetup
from drawgame.ui.panels.hand_summary import KEY_GRACE_MS
from drawgame.ui.table.tile_item import TileItem
from drawgame.ui.words.text import keep_whole

from .._events import deliver_posted_events, run_timers_due_within
from .._windows import window_on_screen


def play_to_hand_end(qtbot, window, rng: random.Random) -> None:
    c = window.controller
    for _ in range(500):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            return
        c.play(rng.choice(c.match.hand.legal_actions()))


def on_screen(widget) -> QRect:
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


def test_the_summary_leaves_the_line_and_the_hands_in_view(qtbot, window):
    window.resize(800, 600)
    window.controller.new_match(MatchSetup("", ("greedy", "greedy"), 12))
    play_to_hand_end(qtbot, window, random.Random(3))
    qtbot.waitUntil(lambda: window.summary is not None)
    panel = window.summary
    assert panel.isVisible() and QApplication.activeModalWidget() is None
    # Beside the table, not on it: once laid out, the table's viewport and the panel do
    # not overlap.
    viewport = window.table.viewport()
    qtbot.waitUntil(lambda: not on_screen(panel).intersects(on_screen(viewport)), timeout=2000)
    assert viewport.height() > 200
    hand = window.controller.match.hand
    names = window.seat_names()
    assert panel.headline.text() == keep_whole(window.narrator.hand_headline(hand.outcome, names))
    # Every tile left in every hand is on the table face up, and so is the whole line.
    face_up = sorted(
        item.tile
        for item in window.scene.items()
        if isinstance(item, TileItem) and item.isVisible() and item.face_up and item.tile
    )
    left = [t for seat in range(hand.players) for t in hand.hand(seat)]
    assert sorted([*left, *hand.line.tiles]) == face_up
    # The hand's table names each player with what they kept and scored.
    rows = panel.table.rowCount()
    assert rows == 3 and panel.table.item(0, 0).text() == window.narrator.seat_name(0)
    # Enter goes on, as in a dialog (once the summary has been up a moment).
    before = window.controller.match.hand_number
    qtbot.waitUntil(lambda: window.summary_panel.seen)  # drawn: the grace runs
    run_timers_due_within(qtbot, KEY_GRACE_MS)
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Return)
    if window.controller.match.result is None:
        assert window.controller.match.hand_number == before + 1
        assert not panel.isVisible() and window.summary is None


def test_the_summary_follows_a_language_switch(qtbot, window):
    window.controller.new_match(MatchSetup("", ("greedy",), 5))
    play_to_hand_end(qtbot, window, random.Random(4))
    qtbot.waitUntil(lambda: window.summary is not None)
    english = window.summary.headline.text()
    window.set_language("tr")
    turkish = window.summary.headline.text()
    assert turkish != english
    outcome = window.controller.match.hand.outcome
    assert turkish == keep_whole(window.narrator.hand_headline(outcome, window.seat_names()))
    window.set_language("en")


def test_a_long_row_of_tiles_left_wraps_whole_and_every_row_shows(qtbot, window):
    """Seen at 800×600 in Turkish, the player left with 13 tiles: the row wrapped inside a
    tile ("[2|" / "6]") and grew after the table's height was fixed, so the last row (the
    winner's) was cut off."""
    from drawgame.engine import Draw

    window.resize(800, 600)
    window.set_language("tr")
    window.controller.new_match(MatchSetup("", ("greedy",), 5))
    c, rng = window.controller, random.Random(1)
    for _ in range(500):  # the player draws whenever the rules allow: many tiles left
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            break
        legal = c.match.hand.legal_actions()
        c.play(Draw() if Draw() in legal else rng.choice(legal))
    qtbot.waitUntil(lambda: window.summary is not None)
    table = window.summary.table
    assert len(c.match.hand.hand(0)) >= 10
    tiles = table.item(0, 1).text()
    assert tiles == keep_whole(tiles)  # no line break inside a tile

    def whole() -> bool:
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        needed = table.horizontalHeader().height() + rows + 2 * table.frameWidth()
        return table.height() >= needed and table.rowHeight(0) > table.rowHeight(1)

    try:
        qtbot.waitUntil(whole, timeout=3000)
    finally:
        window.set_language("en")


def test_a_window_grown_at_a_hands_end_refits_the_summary(qtbot, window):
    """The X11 playthrough: resumed at a hand's end in a small window and then maximised
    on a 3840×2160 screen, the window's font grew but the summary's columns kept the small
    font's widths ("Playe", "Gair", "tal (to 6") and its headline the small font."""
    from PySide6.QtGui import QFontMetrics

    window.resize(1000, 700)
    window.controller.new_match(MatchSetup("", ("greedy", "greedy", "greedy"), 12))
    play_to_hand_end(qtbot, window, random.Random(3))
    qtbot.waitUntil(lambda: window.summary is not None)
    panel = window.summary
    small = panel.font().pointSizeF()
    window.resize(3600, 2000)
    qtbot.waitUntil(lambda: panel.font().pointSizeF() > small * 1.5, timeout=3000)
    table = panel.table
    header = table.horizontalHeader()

    def cut_off() -> list[str]:
        """The header labels and cells narrower than their text."""
        metrics, cells = QFontMetrics(header.font()), QFontMetrics(table.font())
        cut = []
        for column in (0, 2, 3, 4):  # the tiles left take what is over
            label = table.horizontalHeaderItem(column).text()
            if header.sectionSize(column) < metrics.horizontalAdvance(label):
                cut.append(label)
            for row in range(table.rowCount()):
                text = table.item(row, column).text()
                if table.columnWidth(column) < cells.horizontalAdvance(text):
                    cut.append(text)
        return cut

    qtbot.waitUntil(lambda: cut_off() == [], timeout=3000)  # laid out at the new size
    assert panel.headline.font().pointSizeF() > panel.font().pointSizeF()


def test_enter_presses_the_summary_button_that_has_the_focus(qtbot, window):
    """A first-time player: Enter with Review this hand focused dealt the next hand."""
    window.records.budget = 40
    window.controller.new_match(MatchSetup("", ("greedy",), 7))
    play_to_hand_end(qtbot, window, random.Random(2))
    qtbot.waitUntil(lambda: window.summary is not None)
    panel = window.summary
    before = window.controller.match.hand_number
    qtbot.waitUntil(lambda: window.summary_panel.seen)  # drawn: the grace runs
    run_timers_due_within(qtbot, KEY_GRACE_MS)
    # The button Enter presses is marked as a dialog's default one, whatever gave it focus.
    assert panel.next_button.isDefault() and not panel.review_button.isDefault()
    window.activateWindow()
    qtbot.waitUntil(panel.next_button.hasFocus)
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Tab)  # from Next hand on to Review
    qtbot.waitUntil(panel.review_button.hasFocus)
    assert panel.review_button.isDefault() and not panel.next_button.isDefault()
    qtbot.keyClick(panel.review_button, Qt.Key.Key_Return)
    review = window.records.reviews[-1]
    qtbot.waitExposed(review)
    assert review.hand == before
    assert window.controller.match.hand_number == before and panel.isVisible()
    review.close()
    # With Next hand focused, Enter goes on.
    window.activateWindow()  # back from the review window
    panel.next_button.setFocus()
    qtbot.waitUntil(panel.next_button.isDefault)
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Return)
    if window.controller.match.result is None:
        assert window.controller.match.hand_number == before + 1


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
def test_a_long_name_leaves_the_tiles_left_their_room(qtbot, tmp_path, monkeypatch):
    """X11 at 800×600 in Indonesian: a 40-letter name took the summary's width, its
    "Ubin tersisa" read "n ters…" and the tiles left stood one to a line."""
    window = window_on_screen(qtbot, tmp_path, monkeypatch, QSize(800, 600))
    window.set_language("id")
    name = "Bartholomew Maximilian Fitzgerald-Jonesx"
    window.start_match(MatchSetup(name, ("easy", "medium", "hard"), 5))
    play_to_hand_end(qtbot, window, random.Random(3))
    qtbot.waitUntil(lambda: window.summary is not None)
    table = window.summary.table
    header = table.horizontalHeader()
    deliver_posted_events()
    # The tiles left: their header whole, and room for two tiles side by side.
    two = table.fontMetrics().horizontalAdvance(keep_whole("[6|6] [6|6]"))
    assert table.columnWidth(1) >= max(header.sectionSizeHint(1), two)
    # The name gave way, and is whole in its tooltip.
    assert table.columnWidth(0) < table.sizeHintForColumn(0)
    assert name in table.item(0, 0).toolTip()
    window.set_language("en")


def test_the_tiles_left_are_as_wide_as_their_longest_row_not_the_rest(qtbot, tmp_path, monkeypatch):
    """X11 at 1366×768: the "Tiles left" column took half the summary, a few tiles at its
    left and the numbers far off on its right. It is as wide as its longest row of tiles
    (or its header); what is over goes to the numbers, every one whole."""
    window = window_on_screen(qtbot, tmp_path, monkeypatch, QSize(1366, 768))
    window.start_match(MatchSetup("", ("greedy",), 12))
    play_to_hand_end(qtbot, window, random.Random(3))
    qtbot.waitUntil(lambda: window.summary is not None)
    table = window.summary.table
    header = table.horizontalHeader()
    deliver_posted_events()
    longest = max(header.sectionSizeHint(1), table.sizeHintForColumn(1))
    assert table.columnWidth(1) <= longest
    numbers = [table.columnWidth(c) for c in (2, 3, 4)]
    assert min(numbers) >= max(header.sectionSizeHint(c) for c in (2, 3)), numbers
    # The table's width used, to the pixel: no grid left empty at its right.
    used = sum(table.columnWidth(c) for c in range(table.columnCount()))
    assert abs(used - table.viewport().width()) <= 1
    window.resize(window.width() - 200, window.height())  # narrower: refitted
    qtbot.waitUntil(
        lambda: abs(sum(table.columnWidth(c) for c in range(5)) - table.viewport().width()) <= 1
    )
    assert table.columnWidth(1) <= longest
