"""What a refresh skips when nothing it shows changed (issue 23): the table's accessible
description and the peg track are made anew only when their facts change, and the move
log's words are made once per row, yet each still follows the game and the language."""

from __future__ import annotations

from drawgame.engine import End, Place, Tile
from drawgame.ui.words.describe import describe_table

from ..table.test_table_gestures import opening_line, position


def described(window) -> str:
    return window.table.accessibleDescription()


def test_the_table_description_is_rebuilt_only_when_it_changes(qtbot, window, monkeypatch):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    c = window.controller
    c.move_delay_ms = 60_000  # the opponent waits
    built = []
    real = window.display.table_description
    monkeypatch.setattr(window.display, "table_description", lambda: built.append(1) or real())
    before = described(window)
    assert "[3|4]" in before and "[0|3]" in before  # the line and the hand
    for _ in range(3):
        window.refresh()
    assert built == [] and described(window) == before
    # The line changes: the description says so at once.
    c.play(Place(Tile(0, 3), End.LEFT))
    assert len(built) == 1
    now = described(window)
    assert now != before
    assert now == describe_table(c.view, window.narrator.seat_name, False)
    assert "Last played: [0|3]" in now
    # Another language: built anew in it, though the table did not change.
    window.set_language("tr")
    try:
        assert len(built) == 2
        assert described(window) == describe_table(c.view, window.narrator.seat_name, False)
        assert described(window) != now
    finally:
        window.set_language("en")


def test_the_peg_track_is_redrawn_only_when_the_scores_change(qtbot, window, monkeypatch):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    board = window.peg_board
    updates = []
    real = board.update
    monkeypatch.setattr(board, "update", lambda *a: updates.append(1) or real(*a))
    text = board.accessibleDescription()
    window.refresh()
    window.refresh()
    assert updates == [] and board.accessibleDescription() == text
    board.set_scores(["Tester", "Bot 1"], [12, 0], [0, 0], 100)
    assert updates and "12" in board.accessibleDescription()


def test_the_move_log_says_each_row_once_and_again_in_another_language(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    c = window.controller
    c.move_delay_ms = 60_000
    c.play(Place(Tile(0, 3), End.LEFT))
    model = window.log_model
    rows = model.rowCount()
    assert rows >= 1
    english = [model.index(r).data() for r in range(rows)]
    assert any("[0" in text for text in english)
    asked = []
    real = model.text
    model.text = lambda row: asked.append(row) or real(row)
    try:
        assert [model.index(r).data() for r in range(rows)] == english
        assert asked == []  # said once, read many times
        window.set_language("tr")
        turkish = [model.index(r).data() for r in range(rows)]
        assert turkish != english and sorted(set(asked)) == list(range(rows))
    finally:
        del model.text
        window.set_language("en")
    assert [model.index(r).data() for r in range(rows)] == english


def test_the_score_sheet_is_reset_only_when_a_hand_ends(qtbot, window):
    position(window, "[0|3] [5|6]", opening_line())
    c = window.controller
    c.move_delay_ms = 60_000  # the opponent waits
    model = window.score_model
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    window.refresh()
    c.play(c.view.legal_actions[-1])  # a draw or a place: the hand goes on
    assert c.match.hand.outcome is None
    assert resets == []  # a move does not relay the sheet out
    position(window, "[0|3]", opening_line())  # a new match, the same empty sheet
    resets.clear()
    c.move_delay_ms = 60_000
    c.play(Place(Tile(0, 3), End.LEFT))  # the last tile: the hand is won
    assert c.match.hand.outcome is not None
    assert resets == [1]
    last = model.rowCount() - 1
    assert [int(model.data(model.index(last, s))) for s in range(2)] == list(c.match.scores)
