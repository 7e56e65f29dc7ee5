"""The list of the reviewed player's decisions: a row a decision (turn, move, label,
points lost ± margin); clicking a row shows it; N and Shift+N go to the next and previous
inaccuracy or worse, and the arrows still step a turn."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from drawgame.ai.review import Reason
from drawgame.ui.language import LanguageManager
from drawgame.ui.review.decision_list import verdict_text
from drawgame.ui.review.figures import is_mistake
from drawgame.ui.words.review_text import loss_text

from ._reviewed import open_review


def test_a_row_a_decision_and_a_click_shows_it(qtbot):
    review = open_review(qtbot)
    review.tabs.setCurrentIndex(1)
    table = review.decision_list
    model = table.model()
    decisions = [d for d in review.review().decisions if d.seat == review.seat]
    assert model.rowCount() == len(decisions) > 5
    for row, d in enumerate(decisions):
        cells = [model.index(row, c).data() for c in range(3)]
        assert cells[0].startswith(f"{d.turn}. ")
        assert cells[1] == verdict_text(d)
        if d.reason is not Reason.FORCED:
            assert cells[2] == loss_text(d.loss, d.margin) and " ± " in cells[2]
    target = decisions[4]
    index = model.index(4, 0)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center()
    )
    assert review.turn == target.turn - 1
    assert review.decision() == target
    assert review.decision_title.text().startswith(f"Turn {target.turn}: ")
    # Stepping elsewhere marks that decision's row, or none.
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert review.turn == target.turn
    following = review.decision()
    selected = table.selectionModel().selectedRows()
    if following is None:
        assert selected == []
    else:
        assert [i.row() for i in selected] == [decisions.index(following)]


def test_n_and_shift_n_go_to_the_next_and_previous_mistake(qtbot):
    review = open_review(qtbot)
    mistakes = [d.turn for d in review.review().decisions if is_mistake(d)]
    assert len(mistakes) >= 3
    assert "(N)" in review.next_mistake_button.toolTip()
    assert "(Shift+N)" in review.previous_mistake_button.toolTip()
    review.decision_list.setFocus()
    seen = []
    for _ in mistakes:
        qtbot.keyClick(review.decision_list, Qt.Key.Key_N)
        seen.append(review.turn + 1)
    assert seen == mistakes
    assert not review.next_mistake_button.isEnabled()
    qtbot.keyClick(review.decision_list, Qt.Key.Key_N)  # no later one: it stays
    assert review.turn + 1 == mistakes[-1]
    # ... and says so: the key did nothing at all, as if it were not heard.
    assert review.status.text() == "No more mistakes in this hand."
    qtbot.keyClick(review.decision_list, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    assert review.turn + 1 == mistakes[-2]
    qtbot.mouseClick(review.previous_mistake_button, Qt.MouseButton.LeftButton)
    assert review.turn + 1 == mistakes[-3]
    # The label of each is an inaccuracy or worse, shown as such.
    assert review.fields["label"][1].text() in {"Inaccuracy", "Mistake", "Blunder"}
    qtbot.keyClick(review, Qt.Key.Key_Home)
    assert review.turn == 0
    assert review.status.text() == "Analysis done."  # the sentence went with its turn
    if mistakes[0] > 1:
        qtbot.keyClick(review.decision_list, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
        assert review.status.text() == "No earlier mistakes in this hand."


def test_in_a_narrow_pane_every_move_reads_whole(qtbot):
    """At 800×600 in Indonesian the Played column showed "11. [1|6] di ujun…" (issue 34): a
    move too long for its column wraps between words, its row as tall as its lines. (At
    800×600 the list now has the window's width under the board: the narrowest pane
    beside the board is at 1000×700.)"""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyle

    from drawgame.ui.language import LanguageManager

    manager = LanguageManager()
    assert manager.apply("id")
    try:
        review = open_review(qtbot, size=(1000, 700))
        assert not review.compact
        review.tabs.setCurrentIndex(1)
        table = review.decision_list
        qtbot.waitUntil(lambda: table.isVisible())
        model = table.model()
        metrics = table.fontMetrics()
        margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        room = table.columnWidth(0) - 2 * margin
        assert room < metrics.horizontalAdvance("11. [1|6] di ujung 1 ubin")  # it is narrow
        for row in range(model.rowCount()):
            text = model.index(row, 0).data()
            need = metrics.boundingRect(QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, text)
            # An end's value never wraps alone onto a line ("di ujung" / "1").
            assert not re.search(r" \d( |$)", text), text
            if metrics.horizontalAdvance(text) <= room:
                continue  # one line, whole
            # Too wide for one line: wrapped (a table that does not wrap cuts it "…").
            assert table.wordWrap(), text
            assert table.rowHeight(row) >= need.height(), (text, table.rowHeight(row))
    finally:
        manager.apply("en")


@pytest.mark.parametrize(("code", "size"), [("id", (1920, 1040)), ("id", (1366, 740))])
def test_every_move_in_the_list_reads_whole(qtbot, code, size):
    """A first-time player at 1920×1080 in Indonesian: the moves read "5. meng…"."""
    manager = LanguageManager()
    assert manager.apply(code)
    try:
        review = open_review(qtbot, size=size)
        review.tabs.setCurrentIndex(1)
        table = review.decision_list
        qtbot.waitUntil(lambda: table.isVisible())
        model, metrics = table.model(), table.fontMetrics()
        assert model.rowCount() > 5
        for row in range(model.rowCount()):
            text = model.index(row, 0).data()
            cell = table.visualRect(model.index(row, 0)).width()
            assert metrics.horizontalAdvance(text) + 6 <= cell, (text, cell)
        # The board keeps most of the window.
        assert review.view.width() >= 0.55 * review.width()
    finally:
        manager.apply("en")


def test_the_chosen_rows_label_dot_keeps_its_colour(qtbot):
    """A first-time player: the dot of the chosen row's label went dull under the row's
    blue (the style tints a selected icon), so the row looked unlike its label."""
    from PySide6.QtGui import QColor

    from drawgame.ui.review.decision_list import LABEL_COLOURS

    review = open_review(qtbot)
    review.tabs.setCurrentIndex(1)
    table = review.decision_list
    decisions = [d for d in review.review().decisions if d.seat == review.seat]
    row = next(k for k, d in enumerate(decisions) if d.label is not None and k > 0)
    index = table.model().index(row, 1)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center()
    )
    assert [i.row() for i in table.selectionModel().selectedRows()] == [row]
    image = table.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    cell = table.visualRect(index)
    # The dot's middle: the first pixel in the cell's row, from its left, of a colour far
    # from the row's blue.
    want = LABEL_COLOURS[decisions[row].label]
    y = round(cell.center().y() * ratio)
    found = [
        QColor(image.pixel(x, y))
        for x in range(round(cell.left() * ratio), round((cell.left() + 30) * ratio))
    ]
    assert any(
        max(abs(a - b) for a, b in zip(c.getRgb()[:3], want.getRgb()[:3], strict=True)) <= 12
        for c in found
    ), (want.name(), [c.name() for c in found])
