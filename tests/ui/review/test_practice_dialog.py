"""Practice your mistakes, clicked through the real windows: from the review window's
button and from the Statistics, a position of the player's own match on the table, a
tile chosen, the verdict of the review's own analysis with its margin; a solved position
is remembered and the counts drop (the Game menu's too); a corrupt practice file is said
in a sentence and the records stay."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from drawgame.ai.analysis import Label, Options, judge, verdict_in
from drawgame.ai.verdict import ANALYSIS_VERSION
from drawgame.engine import Draw, End, Pass, Place
from drawgame.session.practice_harvest import past_hand
from drawgame.storage.practice import FILE_NAME, PracticeBook
from drawgame.storage.records import RECORDS_FOLDER, kept_records
from drawgame.ui.kit import screen_fit
from drawgame.ui.review.practice_dialog import PracticeDialog, is_solved
from drawgame.ui.words.review_text import label_text, loss_text, value_text
from drawgame.ui.words.text import keep_whole

from ._practice import BUDGET, keep, open_game, short_record


def _click_tile(qtbot, dialog: PracticeDialog, tile) -> None:
    item = next(i for i in dialog.scene.tile_items() if i.tile == tile)
    assert item.interactive
    pos = dialog.view.mapFromScene(item.scenePos())
    qtbot.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _click_marker(qtbot, dialog: PracticeDialog, end) -> None:
    """Click the marker of ``end`` on the line, as on the table."""
    marker = next(m for m in dialog.scene.markers() if m.end is end)
    pos = dialog.view.mapFromScene(marker.rect().center())
    qtbot.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _play(qtbot, dialog: PracticeDialog, action) -> None:
    if isinstance(action, Place):
        _click_tile(qtbot, dialog, action.tile)
        if dialog.scene.markers():
            _click_marker(qtbot, dialog, action.end)
    else:
        button = dialog.draw_button if action == Draw() else dialog.pass_button
        assert action in (Draw(), Pass())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=60000)


def reviewed(qtbot, tmp_path, shown: bool = False):
    """The game's window (``shown`` or not) and the review of the short record's first
    hand, analysed: its mistakes are in the practice."""
    window = open_game(qtbot, tmp_path, tmp_path / "data").window
    if shown:
        window.show()
    window.records.budget = BUDGET
    review = window.records.show_review(short_record(3), 1, 0)
    qtbot.waitUntil(lambda: review.review() is not None, timeout=60000)
    return window, review


def test_practice_from_the_review_window_solves_a_position_and_the_counts_drop(qtbot, tmp_path):
    window, review = reviewed(qtbot, tmp_path, shown=True)
    practice = window.practice_door.practice
    assert practice is not None
    count = practice.unsolved
    assert count > 0  # the review's mistakes became positions to practise
    assert review.practice_button.isVisible()
    assert review.practice_button.text() == f"Practice mistakes ({count})"
    assert window.actions_.practice.text() == f"Practice &mistakes ({count})"
    qtbot.mouseClick(review.practice_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(QDialog, "practiceDialog")
    assert isinstance(dialog, PracticeDialog) and dialog.isVisible()
    mistake = dialog.mistake
    assert mistake is not None and not mistake.solved
    assert dialog.count.text() == f"{count} to solve, 0 solved"
    # The other seat named as the table and the review name it ("Bot 1", not "Opponent").
    position = dialog.scene.position
    assert position is not None and list(position.names) == review.names() == ["You", "Bot 1"]
    assert "In the game:" in dialog.prompt.text()
    # As the player saw it: the other hand and the stock face down.
    state = mistake.state()
    hidden = [i for i in dialog.scene.tile_items() if not i.face_up]
    assert len(hidden) == len(state.hand(1 - mistake.seat)) + len(state.stock)
    # The move played in the game: the same verdict as the review's, not solved.
    _play(qtbot, dialog, mistake.played)
    view = state.view(mistake.seat)
    verdict = judge(view, mistake.played, Options.for_budget(BUDGET))
    assert dialog.verdict == verdict and not is_solved(verdict)
    assert round(verdict.loss, 3) == mistake.loss
    assert dialog.answer.text().startswith("Not yet:")
    assert keep_whole(loss_text(verdict.loss, verdict.margin)) in dialog.answer.text()
    assert practice.unsolved == count
    qtbot.mouseClick(dialog.show_button, Qt.MouseButton.LeftButton)
    assert "The best move found:" in dialog.answer.text()
    # Again, with the best move found: solved, remembered, the counts drop.
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert dialog.chosen is None and dialog.answer.text() == ""
    _play(qtbot, dialog, mistake.best)
    assert dialog.verdict.label is Label.BEST
    best = dialog.verdict.analysis.best
    assert dialog.answer.text().startswith("Solved!")
    # The move's words begin the next sentence: "Solved! Draw is …", not "draw is".
    assert not dialog.answer.text()[len("Solved! ")].islower()
    assert keep_whole(value_text(best.value, best.margin)) in dialog.answer.text()
    assert practice.unsolved == count - 1
    assert dialog.count.text() == f"{count - 1} to solve, 1 solved"
    assert review.practice_button.text() == f"Practice mistakes ({count - 1})"
    assert window.actions_.practice.text() == f"Practice &mistakes ({count - 1})"
    # Next position: another one to solve.
    if count > 1:
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        assert dialog.mistake is not None and dialog.mistake.key != mistake.key
        assert not dialog.mistake.solved and dialog.chosen is None
    assert practice.flush()
    window.close()


def test_practice_says_of_every_move_what_the_reviews_table_says_of_it(qtbot, tmp_path):
    """A first-time player tried [3|6] in Practice mistakes and read "20.4 ± 2.0 points"
    where the review's table of the same position said "18.3 ± 4.0": practice judged the
    move chosen with a search of its own. The same position gets the same verdict
    everywhere: practice says the review's very figures and label for every move."""
    window, review = reviewed(qtbot, tmp_path, shown=True)
    qtbot.mouseClick(review.practice_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(QDialog, "practiceDialog")
    assert isinstance(dialog, PracticeDialog)
    table = review.decision_panel.candidates
    compared = 0
    for row in range(dialog.positions.count()):
        dialog.positions.setCurrentRow(row)
        mistake = dialog.mistake
        assert mistake is not None
        # The review at that decision (its Decisions list's row), its table of moves.
        rows = review.decision_list.decision_model
        index = rows.index(rows.row_of(mistake.turn), 0)
        review.decision_list.scrollTo(index)
        qtbot.mouseClick(
            review.decision_list.viewport(),
            Qt.MouseButton.LeftButton,
            pos=review.decision_list.visualRect(index).center(),
        )
        decision = review.decision()
        assert decision is not None and decision.turn == mistake.turn
        assert decision.played == mistake.played
        for k, candidate in enumerate(table.candidate_model.candidates):
            if k == 0:
                continue  # the best: "Solved!", its value as the table's (the test above)
            if dialog.chosen is not None:
                qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
            _play(qtbot, dialog, candidate.action)
            said = dialog.answer.text()
            lost = keep_whole(table.cell_text(k, 2))
            assert lost in said, (table.cell_text(k, 0), lost, said)
            label = verdict_in(decision.analysis, candidate.action).label
            assert is_solved(dialog.verdict) or f"({label_text(label)})" in said
            compared += 1
    assert compared >= 3
    window.close()


def test_practice_from_the_statistics_after_finding_the_mistakes_of_past_matches(qtbot, tmp_path):
    data = tmp_path / "data"
    keep(data, [short_record(3), short_record(2, "hard")])
    game = open_game(qtbot, tmp_path, data)
    window = game.window
    window.show()
    assert window.actions_.practice.text() == "Practice &mistakes (0)"
    stats = window.show_statistics()
    tab = stats.progress_tab
    assert tab is not None
    stats.tabs.setCurrentWidget(tab)
    assert tab.graph.points == () and tab.summary.text() == ""
    qtbot.mouseClick(tab.past.start_button, Qt.MouseButton.LeftButton)
    practice = window.practice_door.practice
    qtbot.waitUntil(lambda: not practice.running, timeout=120000)
    assert tab.past.status.text() == "Every past match is reviewed."
    assert len(tab.graph.points) == 2
    assert tab.summary.text().startswith("Matches reviewed: 2. The last one, against ")
    last = tab.graph.points[-1]
    assert loss_text(last.mean_loss, last.margin) in tab.summary.text()
    # One level only.
    tab.levels.setCurrentIndex(tab.levels.findData("hard"))
    assert [p.entry.strength for p in tab.graph.points] == ["hard"]
    count = practice.unsolved
    assert count > 0
    assert tab.practice_button.text() == f"Practice mistakes ({count})"
    qtbot.mouseClick(tab.practice_button, Qt.MouseButton.LeftButton)
    dialog = window.practice_door.dialog
    assert dialog is not None and dialog.isVisible()
    # Over the Statistics, which are modal: a dialog of the main window would take no click.
    assert QApplication.activeModalWidget() is stats and dialog.parentWidget() is stats
    mistake = dialog.mistake
    assert mistake is not None
    _play(qtbot, dialog, mistake.best)
    assert dialog.answer.text().startswith("Solved!")
    assert tab.practice_button.text() == f"Practice mistakes ({count - 1})"
    # The Statistics closed: the practice again, from the menu, over the window.
    stats.close()
    window.actions_.practice.trigger()
    again = window.practice_door.dialog
    assert again is not None and again.isVisible() and again.parentWidget() is window
    assert again.count.text() == f"{count - 1} to solve, 1 solved"
    window.close()


def test_a_corrupt_practice_file_is_said_and_the_records_stay(qtbot, tmp_path):
    data = tmp_path / "data"
    paths = keep(data, [short_record(3)])
    before = [p.read_bytes() for p in paths]
    data.joinpath(FILE_NAME).write_bytes(b"\x00\xff not a practice file")
    game = open_game(qtbot, tmp_path, data)
    window = game.window
    window.show()
    window.actions_.practice.trigger()
    dialog = window.practice_door.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.notice.isVisible()
    assert dialog.notice.text().startswith("Your practice positions could not be read")
    assert "Your match records are untouched" in dialog.notice.text()
    assert dialog.prompt.text().startswith("No position to practise yet")
    assert [p.read_bytes() for p in kept_records(data / RECORDS_FOLDER)] == before
    assert any(p.name.startswith("practice.bad-") for p in data.iterdir())
    window.close()


def test_a_tile_that_fits_no_end_says_why_and_is_not_judged(qtbot, tmp_path):
    window, _review = reviewed(qtbot, tmp_path)
    dialog = window.practice_door.open_practice()
    practice = window.practice_door.practice
    tried = False
    for mistake in practice.book.unsolved:
        state = mistake.state()
        view = state.view(mistake.seat)
        fits = {a.tile for a in view.legal_actions if isinstance(a, Place)}
        stuck = [t for t in view.hand if t not in fits]
        if stuck:
            dialog.positions.setCurrentRow(dialog.ordered().index(mistake))
            item = next(i for i in dialog.scene.tile_items() if i.tile == stuck[0])
            pos = dialog.view.mapFromScene(item.scenePos())
            qtbot.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            assert dialog.chosen is None and dialog.answer.text() != ""
            tried = True
            break
    assert tried, "a position with a tile that fits no end"
    window.close()


def test_a_tile_that_fits_both_ends_is_placed_on_the_tables_markers(qtbot, tmp_path):
    """Practice asked for the end with two buttons while the table lays a tile on its
    end's marker (a new player's review): the same markers here, by click and by keys."""
    game = open_game(qtbot, tmp_path, tmp_path / "data")
    window = game.window
    records = window.records
    records.budget = BUDGET
    practice = window.practice_door.practice
    review = records.show_review(short_record(3), 1, 0)
    qtbot.waitUntil(lambda: review.review() is not None, timeout=60000)
    review.close()
    base = practice.book.unsolved[0]
    # A position of that match where the player holds a tile that fits both ends, which
    # show two values: kept as a position to practise (as the review keeps one).
    found = None
    state = base.state()
    moves: list = []
    while found is None and state.outcome is None:
        view = state.view(state.current)
        places = [a for a in view.legal_actions if isinstance(a, Place)]
        both = [
            p.tile
            for p in places
            if p.end is End.RIGHT and Place(p.tile, End.LEFT) in places and len(set(view.ends)) == 2
        ]
        if both and state.current == base.seat:
            found = (
                replace(
                    base,
                    key=base.key[:-4] + "beef",
                    moves=base.moves + tuple(moves),
                    played=places[0],
                    best=places[-1],
                    turn=base.turn + len(moves),
                    analysis=ANALYSIS_VERSION,
                ),
                both[0],
            )
        else:
            action = places[0] if places else view.legal_actions[0]
            moves.append(action)
            state = state.apply(action)
    assert found, "a position with a tile that fits both ends"
    practice.book = replace(practice.book, mistakes=(found[0], *practice.book.mistakes))
    mistake, tile = found
    dialog = window.practice_door.open_practice()
    dialog.positions.setCurrentRow(dialog.ordered().index(mistake))
    assert dialog.mistake == mistake and not dialog.scene.markers()
    assert dialog.findChild(QPushButton, "practiceLeftEnd") is None  # no end buttons
    line = set(mistake.state().line.tiles)

    def line_at() -> dict[str, tuple[float, float]]:
        items = dialog.scene.tile_items()
        return {str(i.tile): (i.pos().x(), i.pos().y()) for i in items if i.tile in line}

    line_before = line_at()
    _click_tile(qtbot, dialog, tile)
    assert dialog.chosen is None
    assert {m.end for m in dialog.scene.markers()} == {End.LEFT, End.RIGHT}
    assert dialog.answer.text() == keep_whole(f"{tile} fits both ends: choose one.")
    for marker in dialog.scene.markers():
        assert dialog.scene.sceneRect().contains(marker.rect())
    _click_marker(qtbot, dialog, End.LEFT)
    assert dialog.chosen == Place(tile, End.LEFT)
    # The table as it was: the line's tiles where they were (it was laid out anew).
    assert line_at() == line_before
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=60000)
    # The keyboard: Right along the hand to the tile, Enter, Down to the other end, Enter.
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    hand = mistake.state().hand(mistake.seat)
    for _ in range(hand.index(tile) + 1):
        qtbot.keyClick(dialog.view, Qt.Key.Key_Right)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert [m.end for m in dialog.scene.markers() if m.chosen] == [End.LEFT]
    qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert dialog.chosen == Place(tile, End.RIGHT)
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=60000)
    window.close()


def test_a_position_kept_by_an_earlier_analysis_is_judged_again_when_shown(qtbot, tmp_path):
    """Figures kept by an earlier version of the analysis are not said as they were: the
    move of the game is judged again by this one (the same options), so the practice says
    what the review, the hint and the tutor now say of it, and the book keeps that."""
    data = tmp_path / "data"
    _figures, mistakes = past_hand(short_record(3), 1, 0, BUDGET)
    current = mistakes[0]
    older = replace(current, loss=9.875, margin=0.125, label="mistake", analysis=0)
    data.mkdir()
    data.joinpath(FILE_NAME).write_text(PracticeBook((older,)).to_json())
    game = open_game(qtbot, tmp_path, data)
    window = game.window
    window.show()
    dialog = window.practice_door.open_practice()
    assert dialog.mistake is not None and dialog.mistake.key == older.key
    assert "9.9" not in dialog.prompt.text()  # the earlier figures are not said
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60000)
    verdict = judge(older.state().view(older.seat), older.played, Options.for_budget(BUDGET))
    assert keep_whole(loss_text(verdict.loss, verdict.margin)) in dialog.prompt.text()
    practice = window.practice_door.practice
    (kept,) = practice.book.mistakes
    assert kept == current and kept.analysis == ANALYSIS_VERSION
    assert practice.flush()
    assert PracticeBook.from_json(data.joinpath(FILE_NAME).read_bytes()).mistakes == (current,)
    # Now the position can be played, and the move of the game gets those very figures.
    _play(qtbot, dialog, older.played)
    assert dialog.verdict == verdict
    window.close()


def test_with_nothing_to_practise_the_practice_says_where_positions_come_from_and_finds_them(
    qtbot, tmp_path
):
    # A new player at "Practice mistakes (0)" found no way in and no word of how positions
    # are gathered: the menu's tip says so, and the practice offers to find them.
    data = tmp_path / "data"
    keep(data, [short_record(3)])
    game = open_game(qtbot, tmp_path, data)
    window = game.window
    window.show()
    action = window.actions_.practice
    assert action.text() == "Practice &mistakes (0)" and action.isEnabled()
    assert "Find mistakes in past matches" in action.statusTip()
    assert "review" in action.toolTip()
    action.trigger()
    dialog = window.practice_door.dialog
    assert dialog is not None and dialog.isVisible() and dialog.mistake is None
    assert "every hand you review" in dialog.prompt.text()
    start = dialog.past.start_button
    assert start.isVisible() and start.isEnabled()
    assert start.text() == "Find mistakes in past matches"
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    practice = window.practice_door.practice
    qtbot.waitUntil(lambda: not practice.running, timeout=120000)
    # The positions found are there to play, the first one loaded.
    assert practice.unsolved > 0
    qtbot.waitUntil(lambda: dialog.mistake is not None)
    assert dialog.count.text() == f"{practice.unsolved} to solve, 0 solved"
    assert not dialog.past.isVisible()
    assert action.text() == f"Practice &mistakes ({practice.unsolved})"
    assert "Find mistakes" not in action.statusTip()
    window.close()


def test_on_a_large_screen_the_practice_opens_large(qtbot, tmp_path, monkeypatch):
    # 1100×700 on 1920×1080: a third of the screen, its tiles small beside the review's.
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: QRect(0, 0, 1920, 1050))
    game = open_game(qtbot, tmp_path, tmp_path / "data")
    window = game.window
    window.show()
    window.actions_.practice.trigger()
    dialog = window.practice_door.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.width() >= 1280 and dialog.height() >= 840
    assert dialog.width() <= 1920 - screen_fit.FRAME.width()
    window.close()


def test_the_practice_says_its_keys_in_one_line(qtbot, tmp_path):
    """The practice plays by the table's keys too (issue 32): the same line as Try it's,
    on the row of Draw and Pass."""
    from drawgame.ui.panels.whole_label import WholeLabel
    from drawgame.ui.review.keys_hint import keys_text

    window, _review = reviewed(qtbot, tmp_path)
    dialog = window.practice_door.open_practice()
    qtbot.waitExposed(dialog)
    hint = dialog.findChild(WholeLabel, "keysHint")
    assert hint is not None and hint.isVisible() and hint.text() == keys_text()
    assert "Enter" in hint.text()
    assert abs(hint.geometry().center().y() - dialog.draw_button.geometry().center().y()) < 20
    assert hint.heightForWidth(hint.width()) <= hint.height()
