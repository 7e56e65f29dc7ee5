"""The reviewed player's scores for the hand and the whole match: the match's needs every
hand, reviewed by "Review the whole match" with progress and Cancel, each (hand, player)
once; the figures are those of :func:`review_match` over the whole match."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt

from drawgame.ai.review import Label, review_match
from drawgame.ui.review import figures
from drawgame.ui.words.review_text import loss_text, signed_text, value_text

from ._reviewed import open_review


def _shown(review, column: int) -> dict[str, str]:
    return {key: cells[column].text() for key, cells in review.scores.rows.items()}


def _luck(luck: float, margin: float) -> str:
    # A luck within its margin is words, not a figure ("+55.3 ± 68.0" said nothing).
    return value_text(luck, margin) if margin < abs(luck) else "too close to call"


def _expected(score, decisions, lucks, result) -> dict[str, str]:
    out = {
        "choices": f"{score.choices} of {score.decisions}",
        "mean": loss_text(score.mean_loss, figures.mean_loss_margin(decisions)),
        "accuracy": QLocale().toString(float(score.accuracy), "f", 1) + "%",
        "luck": _luck(score.luck, figures.luck_total_margin(lucks, decisions)),
        "result": signed_text(result),
    }
    out.update({label.value: str(count) for label, count in score.labels})
    return out


@pytest.mark.slow  # over 2 s
def test_the_scores_of_the_hand_and_of_the_whole_match(qtbot):
    review = open_review(qtbot, hand=2)
    review.tabs.setCurrentIndex(2)
    hands = len(review.record.hands)
    assert hands > 2
    scores = review.scores
    # The hand's column now, the match's once every hand is reviewed.
    alone = review_match(review.record, [0], options=review.options, hands=[2])
    summary = figures.hand_summary(alone, 2, 0)
    assert _shown(review, 1) == _expected(
        summary.score, alone.decisions, alone.lucks, summary.result
    )
    # What the hand cost, every figure with its margin.
    lost = [d.turn for d in alone.decisions if round(d.loss, 1) > 0]
    margin = figures.loss_margin(alone.decisions, lost)
    assert f"point(s) (± {margin:.1f}) in this hand".replace("(s)", "s") in review.summary.text()
    assert not scores.match_section.isVisible()
    assert scores.whole_button.isVisible()
    assert scores.match_note.text() == f"1 of {hands} hands reviewed for this player."
    asked = []
    review.worker.reviewed.connect(lambda _token, hand, seat, _r: asked.append((hand, seat)))
    qtbot.mouseClick(scores.whole_button, Qt.MouseButton.LeftButton)
    assert review.running and review.status.text() == "Analysing the whole match…"
    qtbot.waitUntil(lambda: not review.running, timeout=120000)
    # Every other hand, once; the hand already reviewed is not reviewed again.
    assert sorted(asked) == [(h, 0) for h in range(1, hands + 1) if h != 2]
    whole = review_match(review.record, [0], options=review.options)
    total = whole.total(0)
    assert review.match_review().totals == whole.totals
    result = sum(s.result for s in whole.summaries)
    assert scores.match_section.isVisible() and not scores.whole_button.isVisible()
    assert _shown(review, 2) == _expected(total, whole.decisions, whole.lucks, result)
    assert sum(count for label, count in total.labels) == total.choices
    assert dict(total.labels)[Label.BEST] >= 0
    # Another hand is there at once, nothing analysed again.
    review.hand_box.setCurrentIndex(0)
    assert not review.running and review.review() is not None
    assert len(asked) == hands - 1
    # The definition of accuracy is on the panel.
    assert "Accuracy: the share of decisions with a real choice labelled best or good" in (
        scores.definitions.text()
    )


def test_cancel_keeps_the_hands_already_reviewed(qtbot):
    review = open_review(qtbot)
    review.tabs.setCurrentIndex(2)
    review.budget = review.jobs.budget = 1_000_000  # far too long to finish in a test
    qtbot.mouseClick(review.scores.whole_button, Qt.MouseButton.LeftButton)
    assert review.cancel_button.isVisible()
    qtbot.waitUntil(lambda: review.progress.maximum() > 0, timeout=10000)
    qtbot.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    assert not review.running
    assert review.review() is not None  # the hand reviewed before stays
    assert review.scores.whole_button.isVisible() and review.scores.whole_button.isEnabled()
