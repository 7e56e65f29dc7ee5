"""A move that is not the best never reads as the best: a first-time player saw "30. [3|6]
on the 6 — Good — 0.0 ± 0.0" in the Decisions list beside "Best — 0.0 ± 0.0" rows and
could not see why one was good and the others best. (That move scored the same as the
best in every deal: a tie; a loss or margin above zero but below 0.05 read "0.0" too.)
Every loss and margin above zero reads above zero, and a tie says so, in the Decisions
list, the This turn tab and its table, Try it, the practice, the tutor and the hint."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from drawgame.ai.analysis import Label, position_key, verdict_in
from drawgame.ai.review import Decision, Reason
from drawgame.ai.tutor import MoveCheck
from drawgame.ai.verdict import ANALYSIS_VERSION
from drawgame.engine import Draw, End, Place, Tile
from drawgame.session.practice_keeper import PracticeKeeper
from drawgame.storage.practice import Mistake, PracticeBook
from drawgame.ui.language import LanguageManager
from drawgame.ui.review.decision_list import DecisionModel
from drawgame.ui.review.practice_dialog import PracticeDialog
from drawgame.ui.words import review_text as words
from drawgame.ui.words.hint_text import expected_text
from drawgame.ui.words.tutor_text import warning_text

from ._reviewed import BUDGET, find_reviewed

#: Losses and margins above zero, below what one decimal shows.
TINY = (0.049, 0.04, 0.03, 0.0125, 0.005, 0.004, 1e-9)


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_a_tiny_loss_or_margin_never_reads_as_the_best_moves(qtbot, code):
    manager = LanguageManager()
    assert manager.apply(code)
    try:
        best = words.move_loss_text(0.0, 0.0, True)
        zero = words.loss_text(0.0, 0.0)
        assert best == zero  # the best loses nothing, exactly
        shown = set()
        for loss in (0.0, *TINY):
            for margin in (0.0, *TINY):
                text = words.move_loss_text(loss, margin, False)
                assert text != best, (loss, margin)
                shown.add(text)
                # The loss's figure itself never reads 0.0 when it is above zero.
                if loss > 0:
                    assert words.loss_text_plain(loss) != words.loss_text_plain(0.0)
                if margin > 0:
                    assert words.margin_text(margin) != words.margin_text(0.0)
        decimal = "," if code in ("tr", "id") else "."
        assert words.loss_text(0.03, 0.02) == f"0{decimal}03 ± 0{decimal}02"
        # Beside a margin of a tenth or more, one decimal: "0.0 ± 2.3", not "< 0.01 ± 2.3"
        # (false precision), and still not the best's "0.0 ± 0.0".
        assert words.loss_text(0.004, 2.345) == f"0{decimal}0 ± 2{decimal}3"
        assert words.loss_text(0.012, 1.0) == f"0{decimal}0 ± 1{decimal}0"
        assert words.loss_text(1.25, 0.0) == f"1{decimal}3 ± 0{decimal}0"  # as before
        # The tutor and the hint write their figures alike.
        check = MoveCheck(Place(Tile(3, 5), End.LEFT), Draw(), 3.0, 0.04, "inaccuracy")
        assert f"3{decimal}0 ± 0{decimal}04" in warning_text(check, (3, 6))
        assert f"0{decimal}04" in expected_text(3.0, 0.04)
    finally:
        manager.apply("en")


def _tie(decisions):
    """A decision whose table has a move, not the best, that scored the same as the best in
    every deal (the decision and that move's row)."""
    for d in decisions:
        for row, c in enumerate(d.analysis.candidates[1:], 1):
            if c.loss == 0.0 and c.loss_margin == 0.0 and d.reason is not Reason.FORCED:
                return d, row
    return None


@pytest.mark.slow  # about 20 s: the hands of a match reviewed to find a tie
def test_a_move_tied_with_the_best_says_so_wherever_its_loss_is_shown(qtbot):
    review, (decision, row) = find_reviewed(qtbot, _tie)
    # Its decision's row in the Decisions list, clicked: the This turn tab shows it.
    review.tabs.setCurrentWidget(review.decision_list.parentWidget())
    rows = review.decision_list.decision_model
    index = rows.index(rows.row_of(decision.turn), 0)
    review.decision_list.scrollTo(index)
    rect = review.decision_list.visualRect(index)
    qtbot.mouseClick(review.decision_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert review.decision() == decision
    table = review.decision_panel.candidates
    best = table.cell_text(0, 2)
    tied = table.cell_text(row, 2)
    assert best == "0.0 ± 0.0"
    assert tied == "0.0 ± 0.0 (tie)"  # was "0.0 ± 0.0", as the best's
    assert all(table.cell_text(k, 2) != best for k in range(1, table.model().rowCount()))
    # Try it says so of that move.
    tie = table.candidate_model.candidates[row].action
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    if isinstance(tie, Draw):
        qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
    else:
        dialog.choose(tie)  # (a tile's click and glide: tests/ui/review/test_try_it.py)
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=30000)
    assert dialog.verdict.label is Label.GOOD
    said = dialog.answer.text()
    assert "0.0 ± 0.0 points lost (Good)" in said.replace("\xa0", " ")
    assert "scored the same as the best move found in every deal: a tie" in said
    dialog.close()
    # Had the player played it, the Decisions list and the This turn tab would say so
    # (the review's own verdict on that move, from its table).
    verdict = verdict_in(decision.analysis, tie)
    played = Decision.of(verdict, decision.hand, decision.turn, decision.seat, tie, decision.ends)
    model = DecisionModel()
    model.set_decisions([decision, played], lambda _turn: decision.ends)
    assert model.index(1, 1).data() == "Good"
    assert model.index(1, 2).data() == "0.0 ± 0.0 (tie)"
    assert "a tie" in model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole)
    if decision.label is Label.BEST:
        assert model.index(0, 2).data() == "0.0 ± 0.0"
    hand = review.record.hands[decision.hand - 1]
    state = hand.initial_state(review.record.rules)
    for _seat, action in hand.turns[: decision.turn - 1]:
        state = state.apply(action)
    panel = review.decision_panel
    panel.show_decision(played, state, review.names())
    assert panel.value("loss").text() == "0.0 ± 0.0 points (tie)"
    assert panel.value("label").text() == "Good"
    assert "It scored the same as the best move found in every deal" in panel.value("reason").text()
    # Practised, the tied move is solved, and says why it is not "best".
    mistake = Mistake(
        position_key(state.view(decision.seat), review.options).hex(),
        review.record.rules,
        hand.opener,
        hand.deal,
        hand.stock,
        tuple(action for _seat, action in hand.turns[: decision.turn - 1]),
        decision.seat,
        decision.played,
        decision.best,
        9.0,
        1.0,
        "mistake",
        BUDGET,
        decision.hand,
        decision.turn,
        analysis=ANALYSIS_VERSION,
    )
    keeper = PracticeKeeper(None)
    keeper.book = PracticeBook((mistake,))
    practice = PracticeDialog(keeper)
    qtbot.addWidget(practice)
    practice.show()
    qtbot.waitUntil(lambda: practice.table is not None, timeout=30000)
    if isinstance(tie, Draw):
        qtbot.mouseClick(practice.draw_button, Qt.MouseButton.LeftButton)
    else:
        practice.choose(tie)
    assert practice.verdict == verdict_in(decision.analysis, tie)
    said = practice.answer.text().replace("\xa0", " ")
    assert said.startswith("Solved!") and "loses 0.0 ± 0.0 points: within the margin" in said
    assert "scored the same as the best move found in every deal: a tie" in said
    assert "draw scored" not in said  # a sentence begins "Draw scored …"
    practice.close()
    review.close()
