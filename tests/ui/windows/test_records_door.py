"""The records UI is built on first use (issue 23, item 1): until then the window's stand-in
keeps the record actions right and hands the first use over, a dropped file included."""

from __future__ import annotations

import random

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from drawgame.engine.record import write_record
from drawgame.session.controller import MatchSetup
from drawgame.storage.records import game_record

from ...storage._saves import finished
from ..panels.test_hand_summary import play_to_hand_end

#: The dragged data: an event does not own it, so it must outlive the events.
KEEP: list[QMimeData] = []


def drag_events(path) -> tuple[QDragEnterEvent, QDropEvent]:
    data = QMimeData()
    KEEP[:] = [data]
    data.setUrls([QUrl.fromLocalFile(str(path))])
    args = (Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0))
    return QDragEnterEvent(QPoint(60, 60), *args), QDropEvent(QPointF(60, 60), *args)


def test_the_first_file_dragged_in_builds_the_records_ui_and_its_drop_opens_once(
    qtbot, window, tmp_path
):
    assert not window.records_door.built
    good = tmp_path / "match.txt"
    good.write_text(write_record(game_record(finished(2, 8), "Ayşe", ("hard",))), "utf-8")
    enter, drop = drag_events(good)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted() and window.records_door.built
    window.records.budget = 20
    opened = []
    window.records.opened.connect(opened.append)
    QApplication.sendEvent(window, drop)
    assert drop.isAccepted() and len(opened) == 1 == len(window.records.reviews)
    qtbot.waitUntil(lambda: not opened[0].running, timeout=60000)
    opened[0].close()


def test_a_folder_dragged_in_is_refused(window, tmp_path):
    enter, _drop = drag_events(tmp_path)
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()


def test_the_record_actions_follow_the_match_before_and_after_the_records_ui_is_built(
    qtbot, window
):
    actions = window.actions_
    window.controller.new_match(MatchSetup("", ("greedy",), 7))
    assert not actions.review_hands.isEnabled() and not actions.save_record.isEnabled()
    play_to_hand_end(qtbot, window, random.Random(2))
    assert not window.records_door.built
    assert actions.review_hands.isEnabled() and actions.save_record.isEnabled()
    window.records.budget = 20
    actions.review_hands.trigger()  # handled once, by the records UI
    assert len(window.records.reviews) == 1
    window.records.reviews[0].close()
    window.controller.new_match(MatchSetup("", ("greedy",), 8))
    assert not actions.review_hands.isEnabled()
