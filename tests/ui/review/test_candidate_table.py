"""At each decision the candidate table lists every legal move of the analysis, best first,
its value ± margin and its loss ± margin, the move played marked; and the panel says what
the best move does in that very position, in the hint's words."""

from __future__ import annotations

from PySide6.QtCore import Qt

from drawgame.ai.analysis import judge, same_move
from drawgame.ai.hint import ReasonCode, explain
from drawgame.ai.review import Reason
from drawgame.ui.words import hint_text
from drawgame.ui.words.review_text import action_text, loss_text, value_text
from drawgame.ui.words.text import keep_whole

from ._reviewed import open_review


def test_the_candidate_table_is_the_analysis(qtbot):
    review = open_review(qtbot)
    hand = review.record.hands[0]
    checked = generic = 0
    for d in review.review().decisions:
        review.jump_to(d.turn)
        table = review.decision_panel.candidates
        model = table.model()
        state = hand.initial_state()
        for _seat, action in hand.turns[: d.turn - 1]:
            state = state.apply(action)
        view = state.view(d.seat)
        assert model.rowCount() == len(d.analysis.candidates) >= 1
        again = judge(view, hand.turns[d.turn - 1][1], review.options, value_forced=True)
        assert again.analysis.candidates == d.analysis.candidates  # the very same analysis
        for row, c in enumerate(d.analysis.candidates):
            assert table.cell_text(row, 0) == action_text(c.action, view.ends).replace(
                "|", "|\u2060"
            )
            assert table.cell_text(row, 1) == value_text(c.value, c.margin)
            loss = (0.0, 0.0) if row == 0 else (c.loss, c.loss_margin)
            assert table.cell_text(row, 2) == loss_text(*loss)
        played = model.played_row
        assert same_move(model.candidates[played].action, d.played, view)
        font = model.index(played, 0).data(Qt.ItemDataRole.FontRole)
        assert font is not None and font.bold()
        assert all(
            model.index(r, 0).data(Qt.ItemDataRole.FontRole) is None
            for r in range(model.rowCount())
            if r != played
        )
        # Why the best move is good here, in the hint's words; nothing when all there is to
        # say is that it is the best ("This is the strongest move found." read as filler).
        explained = explain(view, d.best)
        shown = review.fields["best_why"][1].text()
        if all(code is ReasonCode.BEST_CHANCE for code in explained.codes):
            assert shown == "" and not review.fields["best_why"][0].isVisible()
            generic += 1
        else:
            why = hint_text.reason_text(explained, lambda s: review.names()[s], view.ends)
            assert keep_whole(why[1:]) in shown
        if d.reason is not Reason.FORCED:
            checked += 1
    assert checked > 5
    assert generic  # the record has a best move with nothing to say of it but that


def test_every_move_reads_whole_in_a_narrow_window(qtbot):
    """X11 at 800×600 in Indonesian: every opening read "membuka deng…", so the moves
    could not be told apart without hovering. A move too long for its column wraps."""
    review = open_review(qtbot)
    review.resize(800, 600)
    decision = review.review().decisions[0]
    review.jump_to(decision.turn)
    table = review.decision_panel.candidates
    # As narrow as the side panel leaves it: the values keep their width, the moves do not.
    table.setFixedWidth(table.columnWidth(1) + table.columnWidth(2) + 50)
    qtbot.waitUntil(lambda: table.columnWidth(0) <= 60)
    metrics = table.fontMetrics()

    def shown_whole(row: int) -> bool:
        rect = table.visualRect(table.model().index(row, 0))
        need = metrics.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), table.cell_text(row, 0))
        return rect.height() >= need.height() - 1  # every line of it

    rows = range(table.model().rowCount())
    # Some move takes three lines there, more than a row's usual height.
    assert any(
        metrics.boundingRect(
            0, 0, 40, 1000, int(Qt.TextFlag.TextWordWrap), table.cell_text(r, 0)
        ).height()
        > 2.5 * metrics.height()
        for r in rows
    )
    for row in rows:
        qtbot.waitUntil(lambda row=row: shown_whole(row), timeout=2000)
