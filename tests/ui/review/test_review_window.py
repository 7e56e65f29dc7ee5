"""Reviewing a hand like a chess game review: the review window opens from the hand's
summary, from the match end and from an opened record; it steps through the hand with the
buttons, the arrows, Home/End and the slider; it shows each decision's verdict; its
analysis runs off the GUI thread and can be cancelled."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QThread, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog

from drawgame.ai.review import Label, Reason
from drawgame.engine.record import write_record
from drawgame.session.controller import MatchSetup
from drawgame.storage.records import game_record, load_record_file
from drawgame.ui.review.figures import is_mistake
from drawgame.ui.words.review_text import label_text
from drawgame.ui.words.text import keep_whole

from ...storage._saves import finished
from ..panels.test_hand_summary import play_to_hand_end

LABELS = {label_text(label) for label in Label}


def analysed(qtbot, review) -> None:
    qtbot.waitUntil(lambda: not review.running, timeout=60000)
    assert review.review() is not None


def test_review_this_hand_steps_through_the_hand_and_judges_each_decision(qtbot, window):
    window.records.budget = 40
    window.controller.new_match(MatchSetup("", ("greedy",), 7))
    play_to_hand_end(qtbot, window, random.Random(2))
    qtbot.waitUntil(lambda: window.summary is not None)
    button = window.summary_panel.review_button
    assert button.isVisible() and button.text() == "Review this hand"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    review = window.records.reviews[-1]
    qtbot.waitExposed(review)
    assert review.hand == window.controller.match.hand_number and review.seat == 0
    # The window says plainly that the verdicts do not use the face-up tiles.
    assert "only from what that player could see" in review.fair_note.text()
    analysed(qtbot, review)
    turns = len(window.controller.match.hand.history)
    assert review.turn == 0 and not review.back_button.isEnabled()
    qtbot.keyClick(review, Qt.Key.Key_End)
    assert review.turn == turns == review.slider.value()
    # The end says how the hand ended, in the game's words; no empty decision rows.
    outcome = window.controller.match.hand.outcome
    assert review.decision_title.text() == keep_whole(window.narrator.hand_end_text(outcome))
    assert not review.fields["played"][1].isVisible()
    qtbot.keyClick(review, Qt.Key.Key_Home)
    assert review.turn == 0
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert review.turn == 1
    # The position and the decision shown under it carry the same turn number.
    assert review.turn_label.text().startswith(f"Turn 2 of {turns}: ")
    assert review.decision_title.text().startswith("Turn 2: ")
    assert review.fields["played"][1].isVisible()
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert review.turn == 0
    qtbot.mouseClick(review.forward_button, Qt.MouseButton.LeftButton)
    assert review.turn == 1
    # Every tile is face up: the hands, the stock and the line, 28 in all.
    items = review.scene.tile_items()
    assert len(items) == 28 and all(item.face_up for item in items)
    # Each of the player's decisions shows what was played, the loss and a label.
    seen = 0
    for turn in range(turns):
        review.slider.setValue(turn)
        decision = review.decision()
        if decision is None:
            continue
        seen += 1
        played = review.fields["played"][1].text()
        assert played and review.fields["label"][1].text() in LABELS | {"Only move"}
        if decision.reason is not Reason.FORCED:
            # "6.2 ± 0.8 points": every figure with its margin.
            loss, margin = review.fields["loss"][1].text().removesuffix(" points").split(" ± ")
            assert float(loss) == pytest.approx(decision.loss, abs=0.05)
            assert float(margin) == pytest.approx(decision.margin, abs=0.05)
        assert review.fields["reason"][1].text()
    assert seen == sum(1 for t in window.controller.match.hand.history if t.seat == 0)
    summary = review.summary.text()
    assert summary.startswith("You ") and "this hand" in summary
    review.close()


def test_cancel_stops_the_analysis_and_the_window_stays_usable(qtbot, window):
    window.controller.resume(finished(2, 3), MatchSetup("", ("greedy",)))
    window.records.budget = 1_000_000  # far too long to finish during the test
    record = window.records.current_record()
    review = window.records.show_review(record, 1, 0)
    qtbot.waitExposed(review)
    assert review.running and review.cancel_button.isVisible()
    said = []
    review.worker.finished.connect(lambda _token, result: said.append(result))
    # The worker's first progress report: it is into the first decision, which would take
    # many seconds.
    qtbot.waitUntil(lambda: review.progress.maximum() > 0, timeout=10000)
    qtbot.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    assert not review.running and review.review() is None
    assert review.status.text() == "The analysis was cancelled."
    assert review.analyse_button.isVisible() and not review.cancel_button.isVisible()
    # Still responsive: stepping works while nothing is analysed.
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert review.turn == 1
    # The worker stops within a batch of deals, not at the end of the decision.
    qtbot.waitUntil(lambda: said == [None], timeout=3000)
    assert review.review() is None
    thread = review.findChild(QThread)
    assert thread.isRunning()
    review.close()
    assert not thread.isRunning()


def test_the_match_end_offers_the_review(qtbot, window):
    window.records.budget = 20
    match = finished(2, 11)
    window.controller.resume(match, MatchSetup("", ("greedy",)))
    qtbot.waitUntil(lambda: window.summary is not None)
    qtbot.mouseClick(window.summary_panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_end is not None)
    qtbot.mouseClick(window.match_end.review_button, Qt.MouseButton.LeftButton)
    review = window.records.reviews[-1]
    assert review.hand == match.hand_number
    # Another hand is chosen in the hand box and analysed in its turn.
    review.hand_box.setCurrentIndex(0)
    assert review.hand == 1
    analysed(qtbot, review)
    review.close()


def test_an_opened_record_is_reviewed_and_a_broken_one_is_one_sentence(qtbot, window, tmp_path):
    window.records.budget = 20
    bad = tmp_path / "broken.txt"
    lines = write_record(game_record(finished(2, 5), "", ("greedy",))).splitlines()
    lines[2] = "Seat 1: Bot 1 (greedy"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert window.actions_.open_record in window.menus.game.actions()
    opened = []
    window.records.opened.connect(opened.append)
    window.actions_.open_record.trigger()
    dialog = window.records.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    dialog.selectFile(str(bad))
    dialog.accept()
    box = window.records.problem_box
    assert box is not None and box.isVisible()
    assert box.text() == "broken.txt is not a match record the game can read: line 3 is wrong."
    assert opened == []
    assert "Traceback" not in (box.detailedText() or "")
    box.close()


def test_a_record_from_a_newer_version_says_so(qtbot, window, tmp_path):
    newer = tmp_path / "newer.txt"
    text = write_record(game_record(finished(2, 5), "", ("greedy",)))
    newer.write_text(text.replace("Draw match record 2", "Draw match record 3", 1), "utf-8")
    box = window.records.say_problem(newer, _load_error(newer))
    assert box.text() == (
        "newer.txt was written by a newer version of the game, so this version cannot open it."
    )
    assert "line" not in box.text()
    box.close()


def _load_error(path):
    from drawgame.storage.records import RecordFileError, load_record_file

    try:
        load_record_file(path)
    except RecordFileError as error:
        return error
    raise AssertionError("the record was read")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_is_refused_without_waiting(qtbot, window, tmp_path):
    fifo = tmp_path / "record.txt"
    os.mkfifo(fifo)
    assert window.records.open_file(fifo) is None
    assert window.records.problem_box.text() == (
        "record.txt is not a regular file, so it cannot be a match record."
    )


def drag_and_drop(window, path) -> tuple[bool, bool]:
    """Drag ``path`` over the window and drop it, as the desktop does: whether the window
    took the drag, and the drop."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    args = (
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter = QDragEnterEvent(QPoint(60, 60), *args)
    QApplication.sendEvent(window, enter)
    drop = QDropEvent(QPointF(60, 60), *args)
    QApplication.sendEvent(window, drop)
    return enter.isAccepted(), drop.isAccepted()


def test_a_record_dropped_on_the_window_opens_its_review(qtbot, window, tmp_path):
    window.records.budget = 20
    good = tmp_path / "match.txt"
    good.write_text(write_record(game_record(finished(2, 8), "Ayşe", ("hard",))), "utf-8")
    opened = []
    window.records.opened.connect(opened.append)
    assert drag_and_drop(window, good) == (True, True)
    review = window.records.reviews[-1]
    assert review.seat_box.currentText() == "Ayşe" and review.hand == 1
    analysed(qtbot, review)
    review.close()
    # A folder is not a record: the window does not take it.
    assert drag_and_drop(window, tmp_path)[0] is False
    assert opened == [review]


def test_save_record_as_writes_the_match_that_reads_back(qtbot, window, tmp_path):
    match = finished(2, 4)
    window.controller.resume(match, MatchSetup("", ("greedy",)))
    assert window.actions_.save_record.isEnabled()
    window.actions_.save_record.trigger()
    dialog = window.records.file_dialog
    target = tmp_path / "shared.txt"
    dialog.selectFile(str(target))
    dialog.accept()
    assert load_record_file(target).to_match() == match
    # Said where it went (there was no sign the record was saved).
    assert window.statusBar().currentMessage() == f"Record saved as {target.resolve()}."


def test_a_hand_in_play_is_never_saved_or_reviewed(qtbot, window, tmp_path):
    # Its deal would show every hidden tile: a record, and a review, hold finished hands.
    window.records.budget = 40
    window.controller.new_match(MatchSetup("", ("greedy",), 11))
    save, review_hands = window.actions_.save_record, window.actions_.review_hands
    assert not save.isEnabled() and not review_hands.isEnabled()
    play_to_hand_end(qtbot, window, random.Random(4))
    qtbot.waitUntil(lambda: window.summary is not None)
    assert save.isEnabled() and review_hands.isEnabled()
    first_deal = window.controller.match.hand
    qtbot.mouseClick(window.summary_panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.match.hand is not first_deal)
    assert window.controller.match.hand.outcome is None
    # The second hand is being played: both still offer the first one, and only it.
    assert save.isEnabled() and review_hands.isEnabled()
    save.trigger()
    target = tmp_path / "midway.txt"
    window.records.file_dialog.selectFile(str(target))
    window.records.file_dialog.accept()
    text = target.read_text(encoding="utf-8")
    assert len(load_record_file(target).hands) == 1 and "Hand 2" not in text
    review_hands.trigger()
    review = window.records.reviews[-1]
    qtbot.waitExposed(review)
    assert review.hand == 1 and review.hand_box.count() == 1
    review.close()


def test_a_name_that_looks_like_markup_is_shown_as_it_is(qtbot, window, tmp_path):
    window.records.budget = 20
    name = "<img src=/dev/zero>"
    path = tmp_path / "hostile.txt"
    path.write_text(write_record(game_record(finished(2, 6), name, ("easy",))), "utf-8")
    review = window.records.open_file(path)
    assert review.seat_box.currentText() == name
    analysed(qtbot, review)
    assert review.summary.textFormat() == Qt.TextFormat.PlainText
    assert review.summary.text().startswith(name)
    # The scores, the turn's title and "Try it yourself" show the name as it is too.
    heading = review.scores.heading
    assert heading.textFormat() == Qt.TextFormat.PlainText and name in heading.text()
    mistake = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(mistake.turn)
    assert review.decision_title.textFormat() == Qt.TextFormat.PlainText
    assert name in review.decision_title.text()
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    prompt = review.try_dialog.prompt
    assert prompt.textFormat() == Qt.TextFormat.PlainText and name in prompt.text()
    review.close()


def test_the_review_follows_a_language_switch(qtbot, window, tmp_path):
    window.records.budget = 60
    path = tmp_path / "m.txt"
    path.write_text(write_record(game_record(finished(2, 9), "", ("easy",))), "utf-8")
    review = window.records.open_file(path)
    analysed(qtbot, review)
    # A decision that lost a fraction of a point: the number is written the language's way.
    decision = next(d for d in review.review().decisions if round(d.loss, 1) % 1)
    review.show_turn(decision.turn - 1)
    loss = review.fields["loss"][1]
    assert "." in loss.text()
    window.set_language("tr")
    try:
        qtbot.waitUntil(lambda: "," in loss.text(), timeout=3000)
        assert review.turn == decision.turn - 1  # still at the same turn
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: "." in loss.text(), timeout=3000)
    review.close()


def test_a_match_by_house_rules_is_replayed_by_them(qtbot):
    """The window replayed each hand by the standard rules: a pass made with four tiles
    still in a protected stock of four was illegal by them, and the window could not open
    the record (and a short match's positions were not the ones the hint judged)."""
    from drawgame.engine import Match, Pass
    from drawgame.engine.record import record_from_match
    from drawgame.engine.rules import Rules
    from drawgame.ui.review.review_window import ReviewWindow

    rules = Rules(players=2, deal_size=7, protected_stock=4, target=50)
    for seed in range(50):
        rng = random.Random(seed)
        match = Match.new(rules, rng, first_opener=0)
        while match.hand.outcome is None:
            match = match.apply(rng.choice(match.hand.legal_actions()))
        if any(turn.action == Pass() for turn in match.hand.history):
            break
    assert Pass() in [turn.action for turn in match.hand.history]
    record = record_from_match(match, seed=seed)
    review = ReviewWindow(record, 1, 0, budget=12)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    review.activateWindow()
    analysed(qtbot, review)
    qtbot.keyClick(review, Qt.Key.Key_End)
    assert review.turn == len(match.hand.history)
    title = review.decision_title.text()
    assert title and title != "The record stops before the end of this hand."


def test_no_row_of_this_turn_is_left_empty(qtbot):
    """A "Why:" with nothing after it was reported on the computer players' turns: every
    row of "This turn" shown says something, and the opponent's turns say whose they are."""
    from ._reviewed import open_review

    review = open_review(qtbot, hand=1, seat=0)
    panel = review.decision_panel
    turns = review.record.hands[0].turns
    assert any(seat != 0 for seat, _action in turns)
    for turn in range(len(turns) + 1):
        assert review.turn == turn
        shown = {
            field: value.text()
            for field, (title, value) in panel.fields.items()
            if title.isVisible() or value.isVisible()
        }
        assert all(text.strip() for text in shown.values()), (turn, shown)
        if turn < len(turns) and turns[turn][0] != 0:
            # Said on a line of its own, under "Played:", with no empty "Why:" above it
            # (issue 34: "Why:" stood empty with this sentence under it).
            assert panel.note.isVisible()
            assert panel.note.text() == "Not a decision of the player reviewed."
            assert "reason" not in shown
            played_row = panel.form.getWidgetPosition(panel.fields["played"][1])[0]
            assert panel.form.getWidgetPosition(panel.note)[0] == played_row + 1
        else:
            assert not panel.note.isVisible()
        if "reason" in shown:
            # "Why:" and its reason on one row, never a "Why:" alone with the reason under it.
            title, value = panel.fields["reason"]
            assert panel.form.getWidgetPosition(title)[0] == panel.form.getWidgetPosition(value)[0]
        qtbot.mouseClick(review.forward_button, Qt.MouseButton.LeftButton)
    review.close()


def test_at_the_hands_end_the_panel_leads_on_to_the_next_hand(qtbot):
    # The panel at a hand's end said how it ended and no more: a dead end for a new
    # player, the next hand only in the chooser above.
    from ._reviewed import open_review

    review = open_review(qtbot)
    assert len(review.record.hands) > 1
    qtbot.mouseClick(review.last_button, Qt.MouseButton.LeftButton)
    button = review.decision_panel.next_hand_button
    assert button.isVisible() and button.text() == "Review hand 2"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert review.hand == 2 and review.turn == 0 and review.hand_box.currentIndex() == 1
    assert not button.isVisible()
    qtbot.waitUntil(lambda: not review.running, timeout=60000)
    # The last hand's end has no next hand.
    review.choose(len(review.record.hands), 0)
    qtbot.waitUntil(lambda: not review.running, timeout=60000)
    qtbot.mouseClick(review.last_button, Qt.MouseButton.LeftButton)
    assert not button.isVisible()
    review.close()
